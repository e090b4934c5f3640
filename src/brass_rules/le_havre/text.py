"""Le Havre in words for a person at the terminal: the board, a player's view, the heading of a
decision, the in-game help, the lines for what the engine did by itself, the final results and
where a move is played (the text hooks of :mod:`brass_rules.game`).

Seats are written ``P0``, ``P1``, ... (from 0, as everywhere); buildings by name (with the id
where two cards share a name, ``Building Firm [B1]``) and ships by type and id, as notation
writes them.

>>> from brass_rules import le_havre as lh
>>> s = lh.new_game(players=2, seed=7, short=True)
>>> print(heading_text(s))
Round 1 of 8, turn 1
>>> for line in board_text(s).splitlines()[:2]:
...     print(line)
Round 1 of 8, turn 1 (P0 to move).
Round card R02: food 4, harvest, the town builds a standard building at the round end.
"""

from __future__ import annotations

import textwrap

from attrs import evolve

from brass_rules.errors import quote
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import BY_ID, STADIUM
from brass_rules.le_havre.data.goods import FOOD
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIP_TYPES, SHIPS, STACKS
from brass_rules.le_havre.data.supply import LOAN_PENALTY, TILE
from brass_rules.le_havre.data.types import Fee
from brass_rules.le_havre.moves import Enter, Move, TakeOffer
from brass_rules.le_havre.notation import card_label
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE, Observation, visible_tiles
from brass_rules.le_havre.rounds import current_card, ship_food
from brass_rules.le_havre.scoring import end_bonus, ranking, scores
from brass_rules.le_havre.state import GameState, Phase, PlayerState

__all__ = [
    "board_text",
    "events_text",
    "heading_text",
    "help_text",
    "move_label",
    "result_text",
    "view_text",
]


def _state(position: GameState | Observation) -> GameState:
    if isinstance(position, Observation):
        return position.view
    if isinstance(position, GameState):
        return position
    raise TypeError(f"expected a Le Havre state or observation, got {quote(position)}")


def _francs(n: int) -> str:
    return f"{n} franc{'s' if n != 1 else ''}"


def _goods(bag: Bag) -> str:
    return bag.text() if bag.total() else "no goods"


def _fee(fee: Fee | None) -> str:
    if fee is None:
        return "locked"
    if fee.food and fee.or_francs:
        return f"fee {fee.food} food or {_francs(fee.or_francs)}"
    if fee.food:
        return f"fee {fee.food} food"
    if fee.francs:
        return f"fee {_francs(fee.francs)}"
    return "free entry"


def _kind(kind: str) -> str:
    return "non-building" if kind == "non_building" else kind.replace("_", " ")


def _cost(pairs: tuple[tuple[str, int], ...] | None) -> str:
    if pairs is None:
        return "cannot be built"
    return "builds with " + (", ".join(f"{n} {g.replace('_', ' ')}" for g, n in pairs) or "nothing")


def _where(state: GameState) -> str:
    """``Round 3 of 8, turn 2`` / ``Final phase, turn 1 of 2`` / ``Game over``."""
    if state.is_over:
        return "Game over"
    if state.final:
        return f"Final phase, turn {state.step} of {state.num_players}"
    if state.phase is Phase.FEEDING:
        return f"Round {state.round} of {state.rounds}, round end (feeding)"
    return f"Round {state.round} of {state.rounds}, turn {state.step}"


def heading_text(position: GameState | Observation) -> str:
    """Where the game stands: ``Round 3 of 8, turn 2``, ``Round 3 of 8, round end (feeding)``,
    ``Final phase, turn 1 of 2`` (the last turn of each player after the last round), ``Game
    over``."""
    return _where(_state(position))


def move_label(position: GameState | Observation) -> str:
    """Where the next move is played, as ``brass replay`` labels it: ``R3.2 P0`` (round 3, turn
    2, seat 0), ``R3.E P1`` at the round end (feeding), ``F.1 P0`` in the final phase."""
    state = _state(position)
    who = f"P{state.to_move}" if state.to_move is not None else "over"
    if state.final:
        return f"F.{state.step} {who}"
    turn = "E" if state.phase is Phase.FEEDING else str(state.step)
    return f"R{state.round}.{turn} {who}"


def _round_card(state: GameState) -> str:
    if state.final:
        return "No round card: the final phase (one last turn each, no supply tile, no feeding)."
    card, row = current_card(state)
    town = {"standard": "the town builds a standard building",
            "special": "the town builds the top special building"}.get(row.town_building or "", "")
    parts = [f"food {row.food or 0}", "harvest" if card.harvest else "no harvest"]
    if town:
        parts.append(town)
    return f"Round card {card.id}: {', '.join(parts)} at the round end."


def _occupant(state: GameState, building: str) -> str:
    inside = [f"P{i}" for i, p in enumerate(state.players) if p.disc == building]
    return f"{' and '.join(inside)}'s person inside" if inside else ""


def _building(state: GameState, building: str, details: bool = True) -> str:
    """``Smokehouse (craft, value 6, fee 1 food or 1 franc; P0's person inside)``; without
    *details*, ``Smokehouse (P0's person inside)``."""
    card = BY_ID.get(building)
    if card is None:
        return building
    facts = [f"{_kind(card.kind)}, value {card.value}, {_fee(card.fee)}"] if details else []
    inside = _occupant(state, building)
    if inside:
        facts.append(inside)
    return card_label(building) + (f" ({'; '.join(facts)})" if facts else "")


def _ship(ship: str) -> str:
    kind = SHIP_TYPES[SHIPS[ship].type]
    price = f", buy {_francs(kind.buy_price)}" if kind.buy_price is not None else ""
    cost = ", ".join(f"{n} {g}" for g, n in kind.cost)
    return (f"{card_label(ship)} (value {SHIPS[ship].value}, feeds {{food}}{price}, "
            f"builds with {cost} and {kind.energy} energy)")


def board_text(position: GameState | Observation) -> str:
    """The board as the table sees it: the round and its card, the supply tiles, the offers,
    the town's buildings (who stands on them), the top of each proposal pile, the special
    deck, the ships for sale, the players' buildings and what is being paid. Face-down cards
    are not named.

    :raises TypeError: if *position* is not a Le Havre state or observation.
    """
    state = _state(position)
    n = state.num_players
    mover = "" if state.is_over else f" (P{state.to_move} to move)"
    lines = [f"{_where(state)}{mover}.", _round_card(state)]
    if not state.final and not state.is_over:
        tiles = []
        shown = visible_tiles(state)  # the table sees the tiles turned up so far (round 1)
        for i, tile in enumerate(state.tiles, start=1):
            mark = "*" if i == state.step and state.phase is not Phase.FEEDING else ""
            if tile == UNKNOWN_TILE or tile not in TILE or i > shown:
                tiles.append(f"{i}{mark} face down")
            else:
                items = " + ".join(
                    "franc" if g == "franc" else g for g in TILE[tile].items
                )
                tiles.append(f"{i}{mark} {items}{' (interest)' if TILE[tile].interest else ''}")
        lines.append("Supply tiles (* this turn): " + "; ".join(tiles))
    offers = ", ".join(f"{'francs' if g == 'franc' else g} {c}" for g, c in state.offers.items())
    lines.append(f"Offers: {offers}")
    lines.append("Town buildings:")
    lines += [f"  {_building(state, b)}" for b in state.town] or ["  none"]
    lines.append("Building proposals (top of each pile; buy one for its price, or build it):")
    for i, pile in enumerate(state.proposals, start=1):
        if not pile:
            lines.append(f"  pile {i}: empty")
            continue
        card = BY_ID[pile[0]]
        price = f"price {card.price}" if card.price is not None else "not for sale"
        lines.append(f"  pile {i}: {card_label(pile[0])} ({_kind(card.kind)}, value "
                     f"{card.value}, {price}, {_cost(card.cost)}, {_fee(card.fee)}), "
                     f"{len(pile) - 1} below")
    if state.stadium_waiting:
        lines.append(f"  waiting beside the piles: {card_label(STADIUM)}")
    if state.specials:
        seen = [c for c in state.specials if c != UNKNOWN_CARD]
        known = f" (you have seen the top: {', '.join(card_label(c) for c in seen)})" \
            if seen and isinstance(position, Observation) else ""
        lines.append(f"Special buildings: {len(state.specials)} face down{known}")
    lines.append("Ships for sale (top of each stack):")
    for kind, stack in zip(STACKS, state.ship_stacks, strict=True):
        if stack:
            food = SHIP_TYPES[kind].food[n - 1]
            more = f", {len(stack) - 1} below" if len(stack) > 1 else ""
            lines.append(f"  {_ship(stack[0]).format(food=food)}{more}")
        else:
            lines.append(f"  {SHIP_NAMES[kind]}: none yet")
    for i, p in enumerate(state.players):
        owned = [_building(state, b, details=False) for b in p.buildings]
        lines.append(f"P{i}'s buildings: " + (", ".join(owned) if owned else "none"))
    if state.action is not None:
        lines.append(f"Under way: P{state.active} is carrying out the "
                     f"{card_label(state.action.building)}'s action")
    lines += [f"Due: {_due(state, d.player, d.kind, d.amount)}" for d in state.dues]
    return "\n".join(lines)


def _due(state: GameState, player: int, kind: str, amount: int) -> str:
    if kind == "interest":
        loans = state.players[player].loans
        return (f"P{player} pays {_francs(amount)} interest on their "
                f"{loans} loan{'s' if loans != 1 else ''} (the supply tile's interest mark)")
    why = ""
    if not state.final and state.round <= state.rounds:
        card, row = current_card(state)
        why = (f" (round card {card.id} asks {row.food or 0}; their ships give "
               f"{ship_food(state, player)})")
    return f"P{player} still owes {amount} food for the round's feeding{why}"


def _wealth(state: GameState, i: int) -> str:
    p = state.players[i]
    buildings = sum(BY_ID[b].value for b in p.buildings)
    bonus = sum(end_bonus(state, i, b) for b in p.buildings)
    ships = sum(SHIPS[s].value for s in p.ships)
    parts = [f"buildings {buildings}"]
    if bonus:
        parts.append(f"bonuses {bonus}")
    parts += [f"ships {ships}", f"francs {p.francs}"]
    if p.loans:
        parts.append(f"loans {MINUS}{LOAN_PENALTY * p.loans}")
    total = scores(state)[i]
    return f"{total if total >= 0 else MINUS + str(-total)} ({', '.join(parts)})"


def _player_line(state: GameState, i: int, p: PlayerState, me: int | None) -> list[str]:
    who = f"you (P{i})" if i == me else f"P{i}"
    loans = f", {p.loans} loan{'s' if p.loans != 1 else ''}" if p.loans else ""
    disc = f"; your disc on {card_label(p.disc)}" if i == me and p.disc else (
        f"; disc on {card_label(p.disc)}" if p.disc else "")
    ships = ", ".join(card_label(s) for s in p.ships) or "none"
    buildings = ", ".join(card_label(b) for b in p.buildings) or "none"
    food = ship_food(state, i)
    return [
        f"  {who}: {_francs(p.francs)}{loans}; goods: {_goods(p.goods)}{disc}",
        f"      buildings: {buildings}; ships: {ships} (feed {food})",
    ]


def view_text(position: GameState | Observation) -> str:
    """What a player sees of everyone (Le Havre hides no holdings): francs, loans, goods,
    buildings, ships and the food they give, then each player's wealth as :func:`scores`
    counts it, and this round's food demand against the food each holds.

    :raises TypeError: if *position* is not a Le Havre state or observation.
    """
    state = _state(position)
    me = position.player if isinstance(position, Observation) else None
    lines: list[str] = []
    for i, p in enumerate(state.players):
        lines += _player_line(state, i, p, me)
    lines.append("  wealth now (buildings, bonuses, ships, francs, less 7 per loan): "
                 + "; ".join(f"P{i} {_wealth(state, i)}" for i in range(state.num_players)))
    if not state.final and not state.is_over:
        _, row = current_card(state)
        demand = row.food or 0
        feeding = state.phase is Phase.FEEDING
        parts = []
        for i, p in enumerate(state.players):
            held = sum(FOOD[g] * n for g, n in p.goods.pairs() if g in FOOD)
            holds = f"(holds {held} food and {_francs(p.francs)})"
            if feeding:  # what is still owed now, not the demand (issue 31, point 3)
                owed = [d.amount for d in state.dues if d.player == i and d.kind == "food"]
                parts.append(f"P{i} still owes {owed[0]} {holds}" if owed else f"P{i} has fed")
            else:
                owe = max(0, demand - ship_food(state, i))
                parts.append(f"P{i} owes {owe} {holds}")
        when = "now (feeding)" if feeding else "at this round's end"
        lines.append(f"  food demand {when}: {demand}; " + "; ".join(parts))
    for due in state.dues:
        lines.append(f"  now: {_due(state, due.player, due.kind, due.amount)}")
    seen = [c for c in state.specials if c != UNKNOWN_CARD]
    if me is not None and seen:
        lines.append("  you have seen the top of the special deck: "
                     + ", ".join(card_label(c) for c in seen))
    return "\n".join(lines)


#: Moves the in-game help shows as examples (each reads with ``read_move``: a test checks).
EXAMPLES: tuple[str, ...] = (
    "take wood", "use Fishery", "buy Fishery", "Smokehouse: give 6 fish; energy 1 wood",
    "sell Wooden ship S01", "repay 1 loan", "end turn", "feed 2 fish", "feed 3 francs",
    "borrow",
)  # fmt: skip


def help_text() -> str:
    """Le Havre's part of the in-game help: how a turn goes, how moves are written, what
    ``board`` and ``view`` show."""
    e = [f'"{x}"' for x in EXAMPLES]
    paragraphs = [
        "A turn: the supply tile adds goods to the offers; take one offer space or use a "
        f"building (the main action: e.g. {e[0]}, {e[1]}), then {e[6]}. Before and after the "
        f"main action you may buy, sell and repay loans (e.g. {e[2]}, {e[4]}, {e[5]}).",
        f"An action goes step by step: e.g. {e[3]}; a beginning that names one legal move is "
        'enough ("use Smokehouse" when one fee payment fits).',
        f"At a round end each player feeds: e.g. {e[7]} or {e[8]}, or {e[9]} for the loans "
        "needed.",
        "Buildings are named by name, with the id where two share one (Building Firm [B1]); "
        "ships by type and id (Wooden ship S04); seats from 0 (P0). Out of turn you may sell "
        'and repay: you are asked before the others\' turns (the command pause off stops it).',
        "board: the round card and its food demand, the supply tiles, the offers, the town's "
        "buildings and who is inside, the top of each proposal pile, the ships for sale, "
        "everyone's buildings.",
        "view: each player's francs, loans, goods, buildings, ships and the food they give; "
        "wealth (buildings, bonuses, ships and francs, less 7 per loan: the score) and the food "
        "each owes at the round end.",
    ]
    return "\n".join(textwrap.fill(p, 86, subsequent_indent="  ") for p in paragraphs)


#: The minus sign of a loss.
MINUS = "\u2212"


def _signed(n: int, what: str) -> str:
    return f"{'+' if n > 0 else MINUS}{what}"


def _delta(before: PlayerState, after: PlayerState, traded: object = None) -> list[str]:
    """What changed in one player's holdings, in words (``+3 fish``, ``−1 franc``, ``builds
    Fishery``...); the card *traded* (bought or sold by the move) is not named again."""
    parts = []
    francs = after.francs - before.francs
    if francs:
        parts.append(_signed(francs, _francs(abs(francs))))
    for good, n in after.goods.pairs():
        change = n - before.goods[good]
        if change > 0:
            parts.append(f"+{change} {good.replace('_', ' ')}")
    for good, n in before.goods.pairs():
        change = after.goods[good] - n
        if change < 0:
            parts.append(f"{MINUS}{-change} {good.replace('_', ' ')}")
    loans = after.loans - before.loans
    if loans:
        parts.append(_signed(loans, f"{abs(loans)} loan{'s' if abs(loans) != 1 else ''}"))
    parts += [f"gets {card_label(c)}" for c in (*after.buildings, *after.ships)
              if c not in before.buildings and c not in before.ships and c != traded]
    parts += [f"loses {card_label(c)}" for c in (*before.buildings, *before.ships)
              if c not in after.buildings and c not in after.ships and c != traded]
    return parts


def _explained(move: Move, before: GameState) -> PlayerState | None:
    """The mover's holdings after *move* alone, for the moves whose notation says it all
    (taking an offer, a fee): what changes beyond it is the engine's doing. ``None`` for the
    others (an action step, a purchase, a sale, a repayment, ending a turn, feeding: their
    effect line says what they cost and gave)."""
    mover = getattr(move, "player", None)
    who = before.to_move if mover is None else mover
    if who is None:
        return None
    p = before.players[who]
    if isinstance(move, TakeOffer):
        n = before.offers[move.good]
        if move.good == "franc":
            return _with(p, francs=p.francs + n)
        return _with(p, goods=p.goods.add(move.good, n))
    if isinstance(move, Enter):
        return _with(p, goods=p.goods.minus(move.food), francs=p.francs - move.francs,
                     disc=move.building)
    return None


def _with(p: PlayerState, *, francs: int | None = None, goods: Bag | None = None,
          loans: int | None = None, disc: str | None = None) -> PlayerState:
    return evolve(
        p,
        francs=p.francs if francs is None else francs,
        goods=p.goods if goods is None else goods,
        loans=p.loans if loans is None else loans,
        disc=p.disc if disc is None else disc,
    )


def events_text(
    before: GameState | Observation,
    move: Move,
    after: GameState | Observation,
    seat: int | None = None,
) -> tuple[str, ...]:
    """One line for each thing the engine did by itself when *move* took *before* to *after*
    (states or observations), as *seat* may know it: the texts of
    :func:`~brass_rules.le_havre.frontend.events.events` after the move's own record — a
    payment in all, an action carried out at once, the round's end (harvest, food demand, the
    town's new building, the new ship), a new round or the final phase, a new turn's supply
    tile and interest, payments now due, the end of the game, and every change of a player's
    holdings that the move's notation does not say.

    :raises TypeError: if *before* or *after* is not a Le Havre state or observation.
    """
    from brass_rules.le_havre.frontend.events import events

    found = events(_state(before), move, _state(after), seat)
    return tuple(e["text"] for e in found if e["kind"] != "move")


def result_text(state: GameState) -> tuple[str, ...]:
    """The final results: each player's wealth (buildings, end bonuses, ships, francs, less 7
    per loan, LH-END-SCORE), then the ranking (ties are not broken, LH-END-WIN)."""
    state = _state(state)
    lines = ["Final wealth:"]
    lines += [f"  P{i}: {_wealth(state, i)}" for i in range(state.num_players)]
    places = " > ".join("=".join(f"P{p}" for p in group) for group in ranking(state))
    return (*lines, f"Ranking: {places}")
