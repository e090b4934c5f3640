"""What a move did, as JSON-ready records: :func:`events`.

The first record is the move itself; then one per thing the engine did, found by comparing the
position before and after the move: tiles flipped (R-RES-FLIP), the mover's money (what the
action cost or brought in: a loan, a sale's bonus, a tile removed for a debt), income markers
moved, VP lost to a debt, the wild cards a Scout takes, cards drawn (R-FLOW-REFILL), the
round's end with the new turn order (R-FLOW-ORDER) and the income paid (R-FLOW-INCOME), debts
(R-FLOW-DEBT), an era's scoring (R-SCORE-ERA), the Rail Era's new hands, the end of the game.

Every record has ``kind``, ``player`` (``None`` when it concerns no one player) and ``text``;
the rest is data. A card drawn or dealt is named only to its holder (``seat``), and only when
the positions show that hand.

====================  ==============================================================================
kind                  data
====================  ==============================================================================
``move``              ``move`` (``move_to_json``)
``flip``              ``location``, ``slot``, ``industry``, ``level``, ``target`` (the slot's id)
``money``             ``before``, ``after``, ``change`` (the action's part, income paid apart)
``income``            ``before``, ``after`` (income spaces), ``level_before``, ``level_after``
``vp``                ``before``, ``after`` (VP lost to a debt)
``wild``              ``cards``: the two wild cards a Scout takes (R-SCOUT)
``draw``, ``deal``    ``count``, and ``cards`` for the holder only
``round_end``         ``era``, ``round``, ``turn_order``
``income_paid``       ``levels`` (each player's income level)
``debt``              ``owed``
``era_end``           ``era``, ``vp`` (each player's VP scored)
``era_start``         ``era``
``game_over``         ``vp`` (each player's final VP)
====================  ==============================================================================

>>> import brass_rules as br
>>> s = br.new_game(players=2, seed=1)
>>> move = br.legal_moves(s)[0]
>>> [e["kind"] for e in events(s, move, br.apply(s, move), None)]
['move', 'money', 'draw']
>>> events(s, move, br.apply(s, move), None)[1]["text"]
'P1 pays £12 (£17 → £5)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from brass_rules.birmingham import components
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.engine import action_result
from brass_rules.birmingham.enums import Era
from brass_rules.birmingham.guards import not_a
from brass_rules.birmingham.hidden import stand_in_for
from brass_rules.birmingham.json.moves import move_to_json
from brass_rules.birmingham.moves import Loan, Move, Scout
from brass_rules.birmingham.observe import Observation, PlayerView
from brass_rules.birmingham.picture.ids import slot_id
from brass_rules.birmingham.picture.pieces import NOUN, ROMAN
from brass_rules.birmingham.state import GameState, PlayerState
from brass_rules.birmingham.text import describe_move, money, plural

__all__ = ["events"]

_B = BIRMINGHAM
Position = GameState | Observation
Event = dict[str, Any]


def _players(position: Position) -> Sequence[PlayerState | PlayerView]:
    return position.players


def _hand(position: Position, player: int) -> tuple[str, ...] | None:
    return position.players[player].hand


def _size(position: Position, player: int) -> int:
    if isinstance(position, Observation):
        return position.players[player].hand_size
    return len(position.players[player].hand)


def _cards(move: Move) -> tuple[str, ...]:
    if isinstance(move, Scout):
        return tuple(move.cards)
    card = getattr(move, "card", None)
    return (card,) if isinstance(card, str) else ()


def _flips(before: Position, after: Position) -> list[Event]:
    out: list[Event] = []
    for spec, old, new in zip(_B.slot_specs, before.tiles, after.tiles, strict=True):
        if old is None or new is None or old.flipped or not new.flipped:
            continue
        where = f"{spec.location} (slot {spec.slot})"
        out.append({
            "kind": "flip", "player": new.owner, "location": spec.location, "slot": spec.slot,
            "industry": new.industry.value, "level": new.level,
            "target": slot_id(spec.location, spec.slot),
            "text": f"P{new.owner}'s {NOUN[new.industry]} {ROMAN[new.level]} in {where} flips",
        })  # fmt: skip
    return out


def _action_money(before: Position, move: Move) -> Event | None:
    """The mover's money event: the change the action itself made (income and debts apart)."""
    mover = before.to_move
    if mover is None:
        return None
    old = before.players[mover].money
    new = action_result(stand_in_for(before, _cards(move)), move).players[mover].money
    change = new - old
    if change == 0:
        return None
    span = f"({money(old)} \u2192 {money(new)})"
    if isinstance(move, Loan):
        text = f"P{mover} takes a loan: +{money(change)} {span}"
    elif change < 0:
        text = f"P{mover} pays {money(-change)} {span}"
    else:
        text = f"P{mover} receives {money(change)} {span}"
    return {"kind": "money", "player": mover, "before": old, "after": new, "change": change,
            "text": text}  # fmt: skip


def _incomes(before: Position, after: Position) -> list[Event]:
    out: list[Event] = []
    for i, (old, new) in enumerate(zip(_players(before), _players(after), strict=True)):
        if old.income_space == new.income_space:
            continue
        lo = components.income_level(old.income_space)
        ln = components.income_level(new.income_space)
        out.append({
            "kind": "income", "player": i, "before": old.income_space,
            "after": new.income_space, "level_before": lo, "level_after": ln,
            "text": f"P{i}'s income: space {old.income_space} \u2192 {new.income_space} "
                    f"(level {money(lo)} \u2192 {money(ln)})",
        })  # fmt: skip
    return out


def _shown(position: Position, player: int, seat: int | None) -> tuple[str, ...] | None:
    """*player*'s hand, when *seat* is that player and *position* shows it."""
    return _hand(position, player) if seat == player else None


def _draw(before: Position, move: Move, after: Position, seat: int | None) -> list[Event]:
    """The wild cards a Scout takes (public), then the cards drawn at the turn's end."""
    mover = before.to_move
    if mover is None or after.era is not before.era:
        return []
    out: list[Event] = []
    played = _cards(move)
    taken: tuple[str, ...] = ()
    if isinstance(move, Scout):
        taken = tuple(sorted(components.WILD_CARDS))
        out.append({"kind": "wild", "player": mover, "cards": list(taken),
                    "text": f"P{mover} takes the {' and '.join(taken)} cards (R-SCOUT)"})
    count = _size(after, mover) - (_size(before, mover) - len(played) + len(taken))
    if count <= 0:
        return out
    event: Event = {"kind": "draw", "player": mover, "count": count}
    old, new = _shown(before, mover, seat), _shown(after, mover, seat)
    text = f"P{mover} draws {plural(count, 'card')}"
    if old is not None and new is not None:
        kept = Counter(old)
        kept.subtract(played)
        kept.update(taken)
        drawn = sorted((Counter(new) - kept).elements())
        event["cards"] = drawn
        text += ": " + ", ".join(drawn)
    event["text"] = text
    return [*out, event]


def _deals(after: Position, seat: int | None) -> list[Event]:
    out: list[Event] = []
    for i in range(after.num_players):
        event: Event = {"kind": "deal", "player": i, "count": _size(after, i)}
        text = f"P{i} is dealt {plural(_size(after, i), 'card')}"
        hand = _shown(after, i, seat)
        if hand is not None:
            event["cards"] = list(hand)
            text += ": " + ", ".join(hand)
        event["text"] = text
        out.append(event)
    return out


def _flow(before: Position, after: Position) -> list[Event]:
    """The round's end, income, debts, the era's end and the game's end."""
    out: list[Event] = []
    era_ended = after.era is not before.era or (after.is_over and not before.is_over)
    in_debt = any(before.debts)  # the round's end was announced when the debts began
    debts_begin = any(new > old for old, new in zip(before.debts, after.debts, strict=True))
    if debts_begin or (not in_debt and (
            (after.era, after.round) != (before.era, before.round) or era_ended)):
        order = list(after.turn_order)
        out.append({"kind": "round_end", "player": None, "era": before.era.value,
                    "round": before.round, "turn_order": order,
                    "text": f"round {before.round} ends; turn order: "
                            + ", ".join(f"P{i}" for i in order)})  # fmt: skip
        if not after.is_over:
            levels = [components.income_level(p.income_space) for p in after.players]
            out.append({"kind": "income_paid", "player": None, "levels": levels,
                        "text": "income by income level: "
                                + ", ".join(f"P{i} {money(v)}" for i, v in enumerate(levels))})
    for i, (was, owed) in enumerate(zip(before.debts, after.debts, strict=True)):
        if owed > was:
            out.append({"kind": "debt", "player": i, "owed": owed,
                        "text": f"P{i} cannot pay {money(owed)} of negative income: they must "
                                "sell tiles or lose VP (R-FLOW-DEBT)"})  # fmt: skip
    if not era_ended:
        for i, (old, new) in enumerate(zip(_players(before), _players(after), strict=True)):
            if new.vp < old.vp:
                out.append({"kind": "vp", "player": i, "before": old.vp, "after": new.vp,
                            "text": f"P{i} loses {old.vp - new.vp} VP to the debt "
                                    "(R-FLOW-DEBT)"})  # fmt: skip
    if era_ended:
        pairs = zip(_players(before), _players(after), strict=True)
        gained = [new.vp - old.vp for old, new in pairs]
        era = "Canal" if before.era is Era.CANAL else "Rail"
        out.append({"kind": "era_end", "player": None, "era": before.era.value, "vp": gained,
                    "text": f"the {era} Era ends; links and flipped tiles score: "
                            + ", ".join(f"P{i} +{v} VP" for i, v in enumerate(gained))})
        if after.era is not before.era:
            out.append({"kind": "era_start", "player": None, "era": after.era.value,
                        "text": "the Rail Era begins: canals and level-I tiles leave the "
                                "board, the deck is shuffled again"})  # fmt: skip
    return out


def _checked(position: object, name: str) -> Position:
    if not isinstance(position, GameState | Observation):
        raise not_a(name, "a GameState or an Observation", position)
    return position


def events(
    before: Position, move: Move, after: Position, seat: int | None = None
) -> tuple[Event, ...]:
    """What *move* did, taking *before* to *after* (states, or observations of one seat or the
    public view), as JSON-ready records filtered to what *seat* may know (``None``: a
    spectator); see the module doc for the kinds. The first is ``{"kind": "move", "player",
    "move", "text"}``.

    :raises TypeError: if *before* or *after* is neither a ``GameState`` nor an ``Observation``,
        *seat* is not an int or None, or *move* is not a well-typed move.
    :raises ValueError: when *seat* is no player of the game.
    """
    before = _checked(before, "before")
    after = _checked(after, "after")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise not_a("seat", "an int or None", seat)
    if seat is not None and not 0 <= seat < before.num_players:
        raise ValueError(f"no seat {seat} in a {before.num_players}-player game")
    text = describe_move(before, move)
    out: list[Event] = [{"kind": "move", "player": before.to_move, "move": move_to_json(move),
                         "text": text}]  # fmt: skip
    flow = _flow(before, after)
    out += _flips(before, after)
    spent = _action_money(before, move)
    if spent is not None:
        out.append(spent)
    out += _incomes(before, after)
    out += _draw(before, move, after, seat)
    out += flow
    if after.era is not before.era:
        out += _deals(after, seat)
    if after.is_over and not before.is_over:
        final = [p.vp for p in after.players]
        out.append({"kind": "game_over", "player": None, "vp": final, "text": "the game is over"})
    return tuple(out)
