"""R-SELL: the Sell action (one tile per step; more tiles as continuations)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from attrs import frozen

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions.common import (
    Violations,
    actor,
    merged,
    plural,
    tile_name,
    violation,
)
from brass_rules.birmingham.actions.develop import can_develop
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import INDUSTRIES, SELLABLE, Industry
from brass_rules.birmingham.interned import distinct_cards, per_card
from brass_rules.birmingham.moves import MerchantRef, Sell, TileRef
from brass_rules.birmingham.network import SLOT_LOCATION, derived, distances_on, tile_facts
from brass_rules.birmingham.ops import discard, flip, gain_vp, raise_income, receive, take_from_mat
from brass_rules.birmingham.resources import (
    MERCHANT_REFS,
    TILE_REFS,
    Plan,
    beer_sources,
    check_beer,
    consume,
    describe,
    from_source,
    iter_beer_plans,
    listed_plan,
    merchant_src,
    public,
    source_text,
)
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState, MerchantSlot
from brass_rules.errors import quote

_B: Final = BIRMINGHAM
_MERCHANT_LOC: Final = tuple(_B.location(ms.merchant).index for ms in _B.merchant_spaces)
_BONUS: Final = tuple(_B.merchant(ms.merchant) for ms in _B.merchant_spaces)
#: Per board slot: its location, as the places distances are measured from.
_PLACE: Final = tuple(frozenset({loc}) for loc in SLOT_LOCATION)


@frozen
class _Plan:
    slot: int
    merchant: int
    beer: Plan
    bonus: Industry | None


def _tile_name(slot: int) -> str:
    spec = _B.slot_specs[slot]
    return f"{spec.location} (slot {spec.slot})"


def _what(state: GameState, slot: int) -> str:
    """ "the cotton mill in Leek (slot 0)": the tile on *slot*."""
    tile = state.tiles[slot]
    assert tile is not None
    return f"the {tile_name(tile.industry)} in {_tile_name(slot)}"


def check_tile(state: GameState, player: int, ref: TileRef) -> tuple[Violations, int]:
    """R-SELL-TILE: one of the player's unflipped cotton mills, manufacturers or potteries."""
    slot = from_source(ref) if isinstance(ref, TileRef) else None
    if slot is None or slot < 0:
        where = f"{ref.location} (slot {ref.slot})" if isinstance(ref, TileRef) else repr(ref)
        return violation(Rule.SELL_TILE, f"{where} is not a slot on the board."), -1
    tile = state.tiles[slot]
    if tile is None:
        return violation(Rule.SELL_TILE, f"There is no tile in {_tile_name(slot)}."), slot
    if tile.owner != player:
        return violation(
            Rule.SELL_TILE,
            f"The {tile_name(tile.industry)} in {_tile_name(slot)} is player {tile.owner}'s, "
            "not yours.",
        ), slot
    if tile.industry not in SELLABLE:
        return violation(
            Rule.SELL_TILE,
            f"The {tile_name(tile.industry)} in {_tile_name(slot)} is not sold to merchants: "
            "only cotton mills, manufacturers and potteries are.",
        ), slot
    if tile.flipped:
        return violation(
            Rule.SELL_TILE,
            f"The {tile_name(tile.industry)} in {_tile_name(slot)} is already flipped.",
        ), slot
    return (), slot


def buyers(state: GameState, slot: int) -> list[int]:
    """Merchant spaces with a tile buying this tile's goods, connected to it, in board order."""
    tile = state.tiles[slot]
    assert tile is not None
    dist = distances_on(state, _PLACE[slot])
    return [
        i
        for i, m in enumerate(state.merchants)
        if m.goods is not None and tile.industry in m.goods and dist[_MERCHANT_LOC[i]] is not None
    ]


def _beer_need(state: GameState, slot: int) -> int:
    tile = state.tiles[slot]
    assert tile is not None
    return comp.TILES[(tile.industry, tile.level)].beer


def _sources(state: GameState, player: int, slot: int, space: int) -> tuple[list[int], list[int]]:
    """R-SELL-MERCHANT-BEER: the merchant's barrel is a source only for a tile needing beer."""
    need = _beer_need(state, slot)
    return beer_sources(state, player, _PLACE[slot], space if need > 0 else None)


def check_beer_available(state: GameState, player: int, slot: int, space: int) -> Violations:
    """R-SELL-BEER: a tile that cannot consume the beer it needs cannot be sold."""
    need = _beer_need(state, slot)
    _, caps = _sources(state, player, slot, space)
    have = sum(caps)
    if have < need:
        available = "no barrel is" if have == 0 else f"only {plural(have, 'barrel')} "
        if have:
            available += "is" if have == 1 else "are"
        return violation(
            Rule.SELL_BEER,
            f"Cannot sell {_what(state, slot)}: it needs {plural(need, 'barrel')} of beer, "
            f"and {available} available to it.",
        )
    return ()


def check_merchant_beer(space: int, given: tuple[object, ...], need: int = 1) -> Violations:
    """R-SELL-MERCHANT-BEER: at most one merchant barrel, the one of the merchant sold to;
    none for a tile needing no beer (interpretation)."""
    mine = merchant_src(space)
    taken = [from_source(s) for s in given if isinstance(s, MerchantRef)]
    if taken and need == 0:
        return violation(
            Rule.SELL_MERCHANT_BEER,
            "A tile needing no beer takes no merchant barrel.",
        )
    if any(src != mine for src in taken) or len(taken) > 1:
        return violation(
            Rule.SELL_MERCHANT_BEER,
            "A tile sold may take only one merchant barrel: the one beside the merchant it is "
            "sold to.",
        )
    return ()


def bonus_options(state: GameState, player: int, space: int, beer: Plan) -> list[Industry | None]:
    """R-SELL-BONUS: the possible bonus choices (a Gloucester develop needs an industry)."""
    if merchant_src(space) not in beer or _BONUS[space].bonus != "develop":
        return [None]
    options: list[Industry | None] = [i for i in INDUSTRIES if can_develop(state, player, i)]
    return options or [None]


def check_bonus(state: GameState, player: int, space: int, beer: Plan, bonus: object) -> Violations:
    """R-SELL-BONUS: the Gloucester develop, if any, names a tile that may be developed."""
    options = bonus_options(state, player, space, beer)
    if bonus not in options:
        if options == [None]:
            return violation(
                Rule.SELL_BONUS,
                "This sale earns no develop bonus to choose: only a sale to Gloucester taking "
                "its barrel does, and only while a tile may be developed.",
            )
        return violation(
            Rule.SELL_BONUS,
            f"Gloucester's bonus cannot develop {_bonus_text(bonus)}: choose one of "
            + ", ".join(f"the {tile_name(i)}" for i in options if i is not None)
            + ".",
        )
    return ()


#: The goods of each sellable industry, as a merchant tile shows them.
_GOODS: Final = {
    Industry.COTTON: "cotton",
    Industry.MANUFACTURER: "manufactured goods",
    Industry.POTTERY: "pottery",
}


def _bonus_text(bonus: object) -> str:
    return f"the {tile_name(bonus)}" if isinstance(bonus, Industry) else quote(bonus)


def _no_buyer(state: GameState, slot: int) -> Violations:
    """R-SELL-TILE: no merchant buying the tile's goods is connected to it."""
    tile = state.tiles[slot]
    assert tile is not None
    return violation(
        Rule.SELL_TILE,
        f"Cannot sell {_what(state, slot)}: no merchant buying {_GOODS[tile.industry]} is "
        "connected to it.",
    )


def check_merchant(
    state: GameState, slot: int, ref: object, spaces: list[int]
) -> tuple[Violations, int]:
    """R-SELL-TILE: the merchant named is one of *spaces* (:func:`buyers`); else says which of
    its reasons holds (no merchant tile there, other goods, no connection, or both of these).
    The merchant space (-1 when *ref* names none) comes back either way."""
    src = from_source(ref) if isinstance(ref, MerchantRef) else None
    space = -2 - src if src is not None and src <= -2 else -1
    if space in spaces:
        return (), space
    if space < 0:
        where = _capital(source_text(ref))
        return violation(Rule.SELL_TILE, f"{where} is not a merchant space on the board."), -1
    tile = state.tiles[slot]
    assert tile is not None
    merchant = describe(merchant_src(space))
    goods = state.merchants[space].goods
    if goods is None:
        ms = _B.merchant_spaces[space]
        return violation(
            Rule.SELL_TILE,
            f"There is no merchant tile at {ms.merchant} (space {ms.space}) in this game.",
        ), space
    reasons = []
    if tile.industry not in goods:
        reasons.append(f"does not buy {_GOODS[tile.industry]}")
    dist = distances_on(state, _PLACE[slot])
    if dist[_MERCHANT_LOC[space]] is None:
        reasons.append(f"is not connected to {_what(state, slot)}")
    return violation(Rule.SELL_TILE, f"{_capital(merchant)} {' and '.join(reasons)}."), space


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def resolve(state: GameState, move: Sell) -> tuple[Violations, _Plan | None]:
    player = actor(state)
    bad, slot = check_tile(state, player, move.tile)
    if bad:
        return bad, None
    spaces = buyers(state, slot)
    tile = state.tiles[slot]
    assert tile is not None
    if not spaces:
        return _no_buyer(state, slot), None
    if move.merchant is not None:
        bad, space = check_merchant(state, slot, move.merchant, spaces)
        if bad:
            return bad, None
        spaces = [space]
    # a field left None takes the first choice, in the documented order, that makes the sale legal
    first: Violations = ()
    for space in spaces:
        bad, plan = _resolve_at(state, player, move, slot, space)
        if plan is not None:
            return (), plan
        first = first or bad
    return first, None


def _resolve_at(
    state: GameState, player: int, move: Sell, slot: int, space: int
) -> tuple[Violations, _Plan | None]:
    """Resolve the sale of the tile on *slot* to merchant space *space*."""
    bad = check_beer_available(state, player, slot, space)
    if bad:
        return bad, None
    srcs, caps = _sources(state, player, slot, space)
    need = _beer_need(state, slot)
    plans: Iterable[Plan]
    if move.beer is None:
        plans = iter_beer_plans(srcs, caps, need)
    else:
        bad = check_merchant_beer(space, move.beer, need)
        if bad:
            return bad, None
        beer, why = check_beer(srcs, caps, need, move.beer, state)
        if beer is None:
            return violation(Rule.RES_BEER, f"Cannot sell {_what(state, slot)}: {why}."), None
        plans = (beer,)
    first: Violations = ()
    for beer in plans:
        bonus = move.bonus
        if bonus is None:
            bonus = bonus_options(state, player, space, beer)[0]
        bad = check_bonus(state, player, space, beer, bonus)
        if not bad:
            return (), _Plan(slot, space, beer, bonus)
        first = first or bad
    return first, None


def planned(state: GameState, move: Sell) -> _Plan:
    """The plan :func:`resolve` finds for a Sell step that ``legal_moves`` listed for *state*
    (fully specified and legal), without its checks: the engine's fast path."""
    assert move.merchant is not None and move.beer is not None
    slot, merchant = listed_plan((move.tile, move.merchant))
    return _Plan(slot, -2 - merchant, listed_plan(move.beer), move.bonus)


def explain(state: GameState, move: Sell) -> Violations:
    """Every violation of the Sell rules that can be found independently, in :func:`resolve`'s
    order: the tile (R-SELL-TILE), a connected merchant buying its goods and the merchant named
    (R-SELL-TILE), then the beer (R-SELL-BEER, R-SELL-MERCHANT-BEER, R-RES-BEER) and the
    Gloucester bonus (R-SELL-BONUS).

    Nothing more is checked when the tile named is not one of the player's cotton mills,
    manufacturers or potteries (a flipped one is checked further). The merchant named is
    reported only when no buying merchant is connected at all if it is no merchant space. The
    beer is checked for the merchant named, else the first buying one (none: not checked), and
    its first problem only: the bonus depends on the beer taken.
    """
    player = actor(state)
    bad, slot = check_tile(state, player, move.tile)
    found = [bad]
    tile = state.tiles[slot] if slot >= 0 else None
    if tile is None or tile.owner != player or tile.industry not in SELLABLE:
        return merged(*found)
    spaces = buyers(state, slot)
    if not spaces:
        found.append(_no_buyer(state, slot))
    space = spaces[0] if spaces else -1
    if move.merchant is not None:
        bad, space = check_merchant(state, slot, move.merchant, spaces)
        if spaces or space < 0:
            found.append(bad)
    if space >= 0:
        found.append(_resolve_at(state, player, move, slot, space)[0])
    return merged(*found)


def validate(state: GameState, move: Sell) -> Violations:
    """Every violation of the Sell rules (empty when legal): the first one :func:`resolve`
    finds, then the others :func:`explain` finds."""
    bad = resolve(state, move)[0]
    return merged(bad, explain(state, move)) if bad else bad


def apply(state: GameState, move: Sell, plan: _Plan | None = None) -> GameState:
    """Consume the beer, flip the tile (income), take the bonus if the merchant barrel was taken."""
    if plan is None:
        bad, plan = resolve(state, move)
        assert plan is not None, bad
    player = actor(state)
    if move.card is not None:
        state = discard(state, player, (move.card,))
    state = consume(state, player, plan.beer, Industry.BREWERY)
    state = flip(state, plan.slot)
    if merchant_src(plan.merchant) in plan.beer:
        state = _take_bonus(state, player, plan.merchant, plan.bonus)
    return state


def _take_bonus(state: GameState, player: int, space: int, bonus: Industry | None) -> GameState:
    """R-SELL-BONUS: Warrington £5, Oxford +2 income spaces, Shrewsbury/Nottingham VP,
    Gloucester a free develop."""
    merchant = _BONUS[space]
    if merchant.bonus == "money":
        return receive(state, player, merchant.amount)
    if merchant.bonus == "victory_points":
        return gain_vp(state, player, merchant.amount)
    if merchant.bonus == "income":
        return raise_income(state, player, merchant.amount)
    if bonus is not None:
        return take_from_mat(state, player, bonus)
    return state


#: One legal sale, card aside: (board slot, merchant space, beer plan, Gloucester bonus).
_Step = tuple[int, int, Plan, Industry | None]


def _unsold(state: GameState, player: int) -> tuple[int, ...]:
    """The slots of *player*'s unflipped cotton mills, manufacturers and potteries, in board
    order (found once per board for every player, see ``derived``)."""
    return tile_facts(state).unsold[player]


def _steps(state: GameState, player: int) -> Iterator[_Step]:
    """Every legal sale, card aside, in the order of :func:`candidates`."""
    for slot in _unsold(state, player):
        need = _beer_need(state, slot)
        spaces = buyers(state, slot)
        if not spaces:
            continue
        # the breweries are the same for every merchant; only the merchant's barrel differs
        places = _PLACE[slot]
        breweries, brewery_caps = beer_sources(state, player, places, None)
        seen_without_barrel = False
        for space in spaces:
            barrel = merchant_src(space)
            srcs, caps = breweries, brewery_caps
            if need > 0 and state.merchants[space].beer:
                srcs, caps = [*breweries, barrel], [*brewery_caps, 1]
            without_barrel = False
            for beer in iter_beer_plans(srcs, caps, need):
                if barrel not in beer:
                    # no barrel taken: every buying merchant gives this same outcome, so only
                    # the first one (in board order) is listed
                    if seen_without_barrel:
                        continue
                    without_barrel = True
                for bonus in bonus_options(state, player, space, beer):
                    yield slot, space, beer, bonus
            seen_without_barrel = seen_without_barrel or without_barrel


def possible(state: GameState) -> bool:
    """True when :func:`candidates` lists a first Sell step (found by stopping at the first
    sale; kept with the board's facts, see ``derived``, for its merchants: the sales depend on
    the board, the merchants and the player alone)."""
    player = actor(state)
    if not state.players[player].hand:
        return False
    facts = derived(state)
    key = ("sell-possible", player)
    merchants = state.merchants
    held: tuple[tuple[MerchantSlot, ...], bool] | None = facts.get(key)
    if held is not None and held[0] is merchants:
        return held[1]
    found = next(_steps(state, player), None) is not None
    facts[key] = (merchants, found)
    return found


def candidates(state: GameState, continuation: bool) -> list[Sell]:
    """Every legal Sell step: by card, tile (board order), merchant, beer, then bonus.

    A sale taking no merchant barrel is listed with the first buying merchant only: which
    merchant buys makes no difference to the outcome then.
    """
    player = actor(state)
    steps = [(per_card(_MOVES, step), step) for step in _steps(state, player)]
    if not steps:
        return []
    cards: tuple[str | None, ...] = (
        (None,) if continuation else distinct_cards(state.players[player].hand)
    )
    out: list[Sell] = []
    for card in cards:
        for moves, step in steps:
            move = moves.get(card)
            if move is None:
                slot, space, beer, bonus = step
                move = moves[card] = Sell(
                    TILE_REFS[slot], card, MERCHANT_REFS[space], public(beer), bonus
                )
            out.append(move)
    return out


#: Shared moves (see :mod:`~brass_rules.birmingham.interned`): by step, then by card.
_MOVES: Final[dict[_Step, dict[str | None, Sell]]] = {}


def can_continue(state: GameState) -> bool:
    """True when the Sell in progress has a legal next step (stops at the first one).

    *state* is the state after the previous step, marked in progress or not.
    """
    return next(_steps(state, actor(state)), None) is not None
