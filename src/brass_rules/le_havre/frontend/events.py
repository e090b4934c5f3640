"""What a move did, as JSON-ready records (``events``): the move itself, then one record per step
the engine carried out (a payment in all, an action carried out at once, a peek at the special
deck, the round's end, the harvest, the food demand, holdings that changed, the town's new
building, a new ship, a new round or the final phase, a new turn's supply tile, payments now
due, the end of the game). Every record has ``kind``, ``player`` (``None`` when nobody in
particular) and ``text``; the rest is data. :func:`brass_rules.le_havre.text.events_text` is
built on them.

What a seat may not know is left out for it: the special buildings a player peeked at are named
only in his own records (``seat`` equal to the peeker).

>>> from brass_rules import le_havre as lh
>>> s = lh.new_game(players=2, seed=7)
>>> m = lh.legal_moves(s)[0]
>>> [e["kind"] for e in events(s, m, lh.apply(s, m), None)]
['move']
"""

from __future__ import annotations

from typing import Any

from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import STADIUM
from brass_rules.le_havre.data.ships import SHIP_TYPES, STACKS
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.feeding import paid_by, paid_text
from brass_rules.le_havre.flow import harvest
from brass_rules.le_havre.movejson import move_to_json
from brass_rules.le_havre.moves import Borrow, Enter, Feed, Move, Sell
from brass_rules.le_havre.notation import card_label, describe_move
from brass_rules.le_havre.observe import UNKNOWN_CARD, Observation, visible_tiles
from brass_rules.le_havre.rounds import current_card, ship_food
from brass_rules.le_havre.state import GameState, Phase, PlayerState
from brass_rules.le_havre.text import (
    _building,
    _delta,
    _due,
    _explained,
    _round_card,
    _ship,
    _with,
)

__all__ = ["events", "reveals"]

Event = dict[str, Any]


def _state(position: GameState | Observation) -> GameState:
    return position.view if isinstance(position, Observation) else position


def _bag(bag: Bag) -> dict[str, int]:
    return dict(bag.pairs())


def _holdings(i: int, old: PlayerState, new: PlayerState, traded: str | None) -> Event | None:
    parts = _delta(old, new, traded)
    if not parts:
        return None
    goods = {g: new.goods[g] - old.goods[g] for g in {*old.goods.keys(), *new.goods.keys()}
             if new.goods[g] != old.goods[g]}  # fmt: skip
    return {
        "kind": "holdings",
        "player": i,
        "francs": new.francs - old.francs,
        "goods": dict(sorted(goods.items())),
        "loans": new.loans - old.loans,
        "gets": [c for c in (*new.buildings, *new.ships)
                 if c not in old.buildings and c not in old.ships and c != traded],
        "loses": [c for c in (*old.buildings, *old.ships)
                  if c not in new.buildings and c not in new.ships and c != traded],
        "text": f"P{i}: {', '.join(parts)}",
    }  # fmt: skip


def events(
    before: GameState | Observation,
    move: Move,
    after: GameState | Observation,
    seat: int | None = None,
) -> tuple[Event, ...]:
    """The records of what *move* did, taking *before* to *after* (states or observations),
    as *seat* may know it (``None``: a spectator). The first is ``{"kind": "move", "player",
    "move": move_to_json(move), "text": describe_move(before, move)}``."""
    b, a = _state(before), _state(after)
    mover = getattr(move, "player", None)
    who = b.to_move if mover is None else mover
    out: list[Event] = [
        {"kind": "move", "player": who, "move": move_to_json(move),
         "text": describe_move(b, move)}
    ]  # fmt: skip
    paid = paid_by(b, move) if isinstance(move, Feed | Borrow) else None
    if paid is not None:
        out.append({
            "kind": "paid", "player": paid.player, "goods": _bag(paid.goods),
            "francs": paid.francs, "loans": paid.loans, "due": paid.amount,
            "text": f"P{paid.player} pays {paid_text(paid.goods, paid.francs, paid.loans)} "
                    f"of the {paid.amount} due",
        })  # fmt: skip
    if isinstance(move, Enter) and b.action is None and a.action is None \
            and a.phase is not Phase.MAIN:
        out.append({"kind": "at_once", "player": who, "building": move.building,
                    "text": f"the {card_label(move.building)}'s action is carried out at once "
                            "(only one outcome is possible)"})  # fmt: skip
    out += _peeks(b, a, seat)
    round_ended = not b.final and (a.round != b.round or (
        a.phase is Phase.FEEDING and b.phase is not Phase.FEEDING))
    gains = [b.players[i].goods for i in range(b.num_players)]
    if round_ended and b.phase is not Phase.FEEDING:
        card, row = current_card(b)
        out.append({"kind": "round_end", "player": None, "round": b.round, "card": card.id,
                    "text": f"round {b.round} ends (round card {card.id})"})
        if card.harvest:
            harvested = harvest(b)
            got: dict[int, dict[str, int]] = {}
            for i in range(b.num_players):
                bag = harvested.players[i].goods.minus(b.players[i].goods)
                gains[i] = harvested.players[i].goods
                if bag.total():
                    got[i] = _bag(bag)
            words = "; ".join(f"P{i} {Bag.from_pairs(g.items()).text()}" for i, g in got.items())
            out.append({"kind": "harvest", "player": None,
                        "gains": {str(i): g for i, g in got.items()},
                        "text": "harvest: " + (words or "nothing (no grain, fewer than 2 "
                                                        "cattle)")})  # fmt: skip
        demand = row.food or 0
        owed = [max(0, demand - ship_food(b, i)) for i in range(b.num_players)]
        out.append({"kind": "feeding", "player": None, "demand": demand, "owed": owed,
                    "text": f"feeding: {demand} food each, less what their ships give; owed: "
                            + ", ".join(f"P{i} {n}" for i, n in enumerate(owed))})
    changes: list[Event] = []
    for i in range(a.num_players):
        old = b.players[i]
        if round_ended:
            old = _with(old, goods=gains[i])
        elif i == who:
            explained = _explained(move, b)
            if explained is not None:
                old = explained
        if paid is not None and i == paid.player:  # said by the "paid" record
            old = _with(old, goods=old.goods.minus(paid.goods), francs=old.francs - paid.francs,
                        loans=old.loans + paid.loans)
        traded = getattr(move, "card", None) if i == who else None
        change = _holdings(i, old, a.players[i], traded)
        if change is not None:
            changes.append(change)
    if round_ended:
        out += changes
    out += _board(b, a, move)
    if not round_ended:
        out += changes
    for due in a.dues:
        if due not in b.dues:
            out.append({"kind": "due", "player": due.player, "due": due.kind,
                        "amount": due.amount,
                        "text": f"due now: {_due(a, due.player, due.kind, due.amount)}"})
    if a.is_over and not b.is_over:
        out.append({"kind": "game_over", "player": None, "text": "the game is over"})
    return tuple(out)


def _peeks(b: GameState, a: GameState, seat: int | None) -> list[Event]:
    """A look at the top of the special deck: the cards named only to the peeker."""
    out: list[Event] = []
    for i in range(a.num_players):
        seen = a.known[i] if a.known else 0
        had = b.known[i] if b.known else 0
        if seen > had and seen > 0:
            cards = [c for c in a.specials[:seen] if c != UNKNOWN_CARD]
            named = seat == i and len(cards) == seen
            text = f"P{i} looks at the top {seen} special buildings"
            if named:
                text += ": " + ", ".join(card_label(c) for c in cards)
            out.append({"kind": "peek", "player": i, "count": seen,
                        "cards": cards if named else None, "text": text})
    return out


def _board(b: GameState, a: GameState, move: Move) -> list[Event]:
    out: list[Event] = []
    sold = move.card if isinstance(move, Sell) else None
    for building in a.town:
        if building not in b.town and building != sold:
            out.append({"kind": "town_builds", "player": None, "card": building,
                        "text": f"the town builds the {_building(a, building)}"})
    if a.stadium_waiting and not b.stadium_waiting:
        out.append({"kind": "stadium_waits", "player": None, "card": STADIUM,
                    "text": f"the {card_label(STADIUM)} waits beside the proposals for an "
                            "empty pile"})  # fmt: skip
    for kind, old_stack, new_stack in zip(STACKS, b.ship_stacks, a.ship_stacks, strict=True):
        for ship in new_stack:
            if ship not in old_stack and ship != sold:
                food = SHIP_TYPES[kind].food[a.num_players - 1]
                out.append({"kind": "ship_for_sale", "player": None, "card": ship,
                            "text": "a new ship is for sale: "
                                    + _ship(ship).format(food=food)})  # fmt: skip
    if not a.is_over and (a.round, a.final) != (b.round, b.final):
        if a.final:
            out.append({"kind": "final_phase", "player": None,
                        "text": "the final phase begins: each player has one last turn (no "
                                "supply tile, no feeding)"})  # fmt: skip
        else:
            out.append({"kind": "round_begins", "player": None, "round": a.round,
                        "text": f"round {a.round} of {a.rounds} begins. {_round_card(a)}"})
    new_turn = not a.is_over and not a.final and a.phase is not Phase.FEEDING and (
        (a.round, a.step) != (b.round, b.step))
    if new_turn and a.tiles[a.step - 1] in TILE:
        tile = TILE[a.tiles[a.step - 1]]
        items = " and ".join(f"1 {'franc' if g == 'franc' else g}" for g in tile.items)
        interest = " and every player with a loan pays 1 franc interest" if tile.interest else ""
        out.append({"kind": "turn", "player": a.active, "turn": a.step, "tile": tile.id,
                    "items": list(tile.items), "interest": tile.interest,
                    "text": f"turn {a.step}: P{a.active}'s; the supply tile puts {items} on the "
                            f"offers{interest}"})  # fmt: skip
    return out


def reveals(before: GameState, move: Move, after: GameState) -> bool:
    """Whether *move*, taking *before* to *after*, brought hidden information to light for
    anyone: a look at the special deck (LH-HIDDEN-PEEK), a special building leaving the deck
    (the town builds it), a supply tile turned face up in round 1 (LH-HIDDEN-SUPPLY). A table
    never undoes past such a move."""
    if after.known != before.known or len(after.specials) != len(before.specials):
        return True
    return visible_tiles(after) > visible_tiles(before) and after.round == before.round == 1
