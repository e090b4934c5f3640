"""R-DEVELOP: the Develop action (one tile, then optionally a second as a continuation)."""

from __future__ import annotations

from typing import Final

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions.common import (
    Violations,
    actor,
    afford,
    merged,
    tile_name,
    violation,
)
from brass_rules.birmingham.enums import INDUSTRIES, Industry
from brass_rules.birmingham.interned import LIMIT, distinct_cards, per_card
from brass_rules.birmingham.moves import Develop, Source
from brass_rules.birmingham.ops import discarding, replace_at
from brass_rules.birmingham.resources import (
    MARKET_SRC,
    Plan,
    buy_cost,
    choose_iron,
    iron_plans,
    listed_plan,
    market_cost,
    market_last,
    public,
    take_on_board,
)
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState, PlayerState, changed, changed_player

_IRON: Final = Industry.IRON
_IRON_MARKET: Final = comp.IRON_MARKET


def can_develop(state: GameState, player: int, industry: Industry) -> bool:
    """:func:`developable` as a predicate."""
    mat = state.players[player].mat[industry.index]
    return bool(mat) and comp.TILES[(industry, mat[0])].developable


def developable(state: GameState, player: int, industry: Industry) -> Violations:
    """R-DEVELOP: the lowest tile of the industry exists and is not a lightbulb tile."""
    mat = state.players[player].mat[industry.index]
    if not mat:
        return violation(
            Rule.DEVELOP, f"You have no {tile_name(industry, 2)} left on your mat to develop."
        )
    if not comp.TILES[(industry, mat[0])].developable:
        return violation(
            Rule.DEVELOP,
            f"Your lowest {tile_name(industry)} (level {mat[0]}) has a lightbulb: it cannot be "
            "developed, only built.",
        )
    return ()


def resolve(state: GameState, move: Develop) -> tuple[Violations, Plan | None]:
    player = actor(state)
    bad = developable(state, player, move.industry)
    if bad:
        return bad, None
    bad, iron = choose_iron(state, 1, move.iron, _what(move))
    if iron is None:
        return bad, None
    bad = afford(state, player, market_cost(state, (), iron), _paying(move))
    if bad:
        return bad, None
    return (), iron


def planned(state: GameState, move: Develop) -> Plan:
    """The plan (the iron) :func:`resolve` finds for a Develop step that ``legal_moves`` listed
    for *state* (fully specified and legal), without its checks: the engine's fast path."""
    assert move.iron is not None
    return market_last(listed_plan(move.iron))


def _what(move: Develop) -> str:
    return f"develop the {tile_name(move.industry)}"


def _paying(move: Develop) -> str:
    return f"Developing the {tile_name(move.industry)}"


def explain(state: GameState, move: Develop) -> Violations:
    """Every violation of the Develop rules that can be found independently, in
    :func:`resolve`'s order: the tile (R-DEVELOP), its iron (R-RES-IRON), then the price of
    market iron (R-GEN-ATOMIC), which needs the iron choice."""
    player = actor(state)
    found = [developable(state, player, move.industry)]
    bad, iron = choose_iron(state, 1, move.iron, _what(move))
    found.append(bad)
    if iron is not None:
        found.append(afford(state, player, market_cost(state, (), iron), _paying(move)))
    return merged(*found)


def validate(state: GameState, move: Develop) -> Violations:
    """Every violation of the Develop rules (empty when legal): the first one :func:`resolve`
    finds, then the others :func:`explain` finds."""
    bad = resolve(state, move)[0]
    return merged(bad, explain(state, move)) if bad else bad


def apply(state: GameState, move: Develop, plan: Plan | None = None) -> GameState:
    """Remove the lowest tile of the industry from the mat, consuming one iron."""
    if plan is None:
        bad, plan = resolve(state, move)
        assert plan is not None, bad
    player = actor(state)
    # the iron of an iron works first (taking it reads neither the hand nor the mat); the iron
    # bought is paid with the rest
    state, bought = take_on_board(state, player, plan, _IRON)
    if not bought:
        cost = 0
        iron_market = state.iron_market
    else:
        cost = buy_cost(_IRON_MARKET, state.iron_market, bought)
        iron_market = max(0, state.iron_market - bought)
    # discard the card (a second develop has none), pay and take the tile off the mat: one copy
    p, wl, wi = discarding(state, player, () if move.card is None else (move.card,), cost)
    i = move.industry.index
    p = changed_player(p, mat=replace_at(p.mat, i, p.mat[i][1:]))
    return changed(
        state,
        players=replace_at(state.players, player, p),
        iron_market=iron_market,
        wild_location=wl,
        wild_industry=wi,
        bank=state.bank + cost,
    )


def candidates(state: GameState, continuation: bool) -> list[Develop]:
    """Every legal Develop step: by card (hand order), industry, then iron choice."""
    player = actor(state)
    cards: tuple[str | None, ...] = (
        (None,) if continuation else distinct_cards(state.players[player].hand)
    )
    plans = iron_plans(state, 1)
    p = state.players[player]
    bought = plans[0].count(MARKET_SRC)
    price = buy_cost(_IRON_MARKET, state.iron_market, bought) if bought else 0
    if price > p.money:  # R-GEN-ATOMIC
        return []
    mat = p.mat
    options: list[tuple[dict[str | None, Develop], Industry, tuple[Source, ...]]] = []
    for index in _INDICES:
        left = mat[index]
        if left and _DEVELOPABLE[index][left[0]]:  # can_develop
            table = _OPTIONS[index]
            for iron in plans:
                option = table.get(iron)
                options.append(_option(index, iron) if option is None else option)
    out: list[Develop] = []
    for card in cards:
        for moves, industry, sources in options:
            move = moves.get(card)
            if move is None:
                move = moves[card] = Develop(industry, card, sources)
            out.append(move)
    return out


#: Shared moves (see :mod:`~brass_rules.birmingham.interned`): by industry and iron plan, then
#: by card.
_MOVES: Final[dict[tuple[Industry, Plan], dict[str | None, Develop]]] = {}
#: Per industry index, per iron plan: the shared moves by card, the industry and the sources.
_OPTIONS: Final[
    tuple[dict[Plan, tuple[dict[str | None, Develop], Industry, tuple[Source, ...]]], ...]
] = tuple({} for _ in INDUSTRIES)
_INDICES: Final = tuple(range(len(INDUSTRIES)))
#: Per industry index, per level: True when that tile may be developed (not a lightbulb).
_DEVELOPABLE: Final = tuple(
    tuple(
        spec is not None and spec.developable
        for spec in (
            comp.TILES.get((industry, level))
            for level in range(1 + max(lv for ind, lv in comp.TILES if ind is industry))
        )
    )
    for industry in INDUSTRIES
)


def _option(
    index: int, iron: Plan
) -> tuple[dict[str | None, Develop], Industry, tuple[Source, ...]]:
    """The shared moves of developing industry *index* with *iron* (by card), the industry
    and the public iron sources."""
    table = _OPTIONS[index]
    hit = table.get(iron)
    if hit is None:
        industry = INDUSTRIES[index]
        hit = (per_card(_MOVES, (industry, iron)), industry, public(iron))
        if len(table) >= LIMIT:
            table.clear()
        table[iron] = hit
    return hit


def possible(state: GameState) -> bool:
    """True when :func:`candidates` lists a first Develop step."""
    p = state.players[actor(state)]
    return bool(p.hand) and _can_develop(state, p)


def can_continue(state: GameState) -> bool:
    """True when the Develop in progress has a legal second step (see :func:`candidates`).

    *state* is the state after the previous step, marked in progress or not.
    """
    return _can_develop(state, state.players[actor(state)])


def _can_develop(state: GameState, p: PlayerState) -> bool:
    """:func:`can_continue` for the player *p* to move."""
    mat = p.mat
    for index in _INDICES:
        left = mat[index]
        if left and _DEVELOPABLE[index][left[0]]:  # can_develop
            break
    else:
        return False
    # R-GEN-ATOMIC: the iron costs nothing or the market's price for one cube; the iron works
    # are looked at only when the money is short of that price
    if buy_cost(comp.IRON_MARKET, state.iron_market, 1) <= p.money:
        return True
    return market_cost(state, (), iron_plans(state, 1)[0]) <= p.money
