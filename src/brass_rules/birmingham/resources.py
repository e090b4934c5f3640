"""Consuming and selling resources (R-RES): coal, iron, beer and the markets.

Sources are handled internally as ints: a board slot index (>= 0), :data:`MARKET_SRC`, or a merchant
space encoded by :func:`merchant_src`. A *plan* is the tuple of sources, one per cube or barrel.

Documented order of choices (used by ``legal_moves`` and to complete a move whose source field is
``None``): coal from the nearest mines, ties in board-slot order, then the market; iron from iron
works in board-slot order, then the market; beer from the player's own breweries, then other
players' connected breweries (both in board-slot order), then the merchant's barrel.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any, Final

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Industry
from brass_rules.birmingham.interned import remember
from brass_rules.birmingham.moves import MARKET, MarketRef, MerchantRef, Source, TileRef
from brass_rules.birmingham.network import (
    SLOT_LOCATION,
    derived,
    distances_on,
    merchant_connected,
    merchant_reach_on,
    tile_facts,
)
from brass_rules.birmingham.ops import paying, receiving, replace_at, take_resources
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState, MerchantSlot, changed
from brass_rules.birmingham.violations import Violations, plural, tile_name, violation
from brass_rules.errors import quote

_B: Final = BIRMINGHAM
MARKET_SRC: Final = -1
Plan = tuple[int, ...]


def merchant_src(space_index: int) -> int:
    """Internal source code of merchant space *space_index*."""
    return -2 - space_index


#: Per board slot: its public reference (one shared object each).
TILE_REFS: Final[tuple[TileRef, ...]] = tuple(
    TileRef(spec.location, spec.slot) for spec in _B.slot_specs
)
#: Per merchant space: its public reference (one shared object each).
MERCHANT_REFS: Final[tuple[MerchantRef, ...]] = tuple(
    MerchantRef(ms.merchant, ms.space) for ms in _B.merchant_spaces
)


def to_source(src: int) -> Source:
    """The public :data:`~brass_rules.birmingham.moves.Source` for an internal source code
    (a shared object: sources are frozen)."""
    if src >= 0:
        return TILE_REFS[src]
    if src == MARKET_SRC:
        return MARKET
    return MERCHANT_REFS[-2 - src]


#: The internal code of each public source on the board.
_CODE_OF: Final[dict[Source, int]] = {
    MARKET: MARKET_SRC,
    **{ref: slot for slot, ref in enumerate(TILE_REFS)},
    **{ref: merchant_src(space) for space, ref in enumerate(MERCHANT_REFS)},
}


def listed_plan(given: Sequence[Source]) -> Plan:
    """The internal codes of the sources of a move that ``legal_moves`` listed (each names a
    source on the board: no check), in the given order."""
    if not given:
        return ()
    if len(given) == 1:
        return (_CODE_OF[given[0]],)
    return tuple([_CODE_OF[source] for source in given])


def _market_key(code: int) -> tuple[bool, int]:
    return (code == MARKET_SRC, code)


def market_last(codes: Sequence[int]) -> Plan:
    """A coal or iron plan in its canonical order: board slots in slot order, then the market."""
    if len(codes) < 2:
        return tuple(codes)
    return tuple(sorted(codes, key=_market_key))


#: Plans already written as public sources (bounded: cleared when full).
_PUBLIC: Final[dict[Plan, tuple[Source, ...]]] = {}
_PUBLIC_LIMIT: Final = 20_000


def public(plan: Plan) -> tuple[Source, ...]:
    """*plan* as a tuple of public sources, one shared tuple per distinct plan."""
    hit = _PUBLIC.get(plan)
    if hit is None:
        if len(_PUBLIC) >= _PUBLIC_LIMIT:
            _PUBLIC.clear()
        hit = _PUBLIC[plan] = tuple(to_source(s) for s in plan)
    return hit


def from_source(source: object) -> int | None:
    """The internal code of a public source; None when it names nothing on the board."""
    if isinstance(source, MarketRef):
        return MARKET_SRC
    if isinstance(source, TileRef):
        if not _B.has_location(source.location):
            return None
        loc = _B.location(source.location)
        if not isinstance(source.slot, int) or not 0 <= source.slot < len(loc.slots):
            return None
        return _B.location_slots[loc.index][source.slot]
    if isinstance(source, MerchantRef):
        for ms in _B.merchant_spaces:
            if ms.merchant == source.merchant and ms.space == source.space:
                return merchant_src(ms.index)
    return None


def describe(src: int, state: GameState | None = None) -> str:
    """A source in words, for messages: "the iron works in Dudley (slot 1)" (the tile on the
    slot named when *state* is given), "the market", "the merchant at Oxford (space 0)"."""
    if src >= 0:
        spec = _B.slot_specs[src]
        tile = None if state is None else state.tiles[src]
        what = "tile" if tile is None else tile_name(tile.industry)
        if state is not None and tile is None:
            return f"the empty slot {spec.location} (slot {spec.slot})"
        return f"the {what} in {spec.location} (slot {spec.slot})"
    if src == MARKET_SRC:
        return "the market"
    ms = _B.merchant_spaces[-2 - src]
    return f"the merchant at {ms.merchant} (space {ms.space})"


def source_text(source: object) -> str:
    """A public source in words, whether or not it names something on the board."""
    if isinstance(source, TileRef):
        return f"{source.location} (slot {source.slot})"
    if isinstance(source, MerchantRef):
        return f"the merchant at {source.merchant} (space {source.space})"
    if isinstance(source, MarketRef):
        return "the market"
    return quote(source)


def _given(count: int) -> str:
    """ "1 source was given", "2 sources were given"."""
    return f"{plural(count, 'source')} {'was' if count == 1 else 'were'} given"


def multisets(caps: Sequence[int], k: int, start: int = 0) -> Iterator[tuple[int, ...]]:
    """Every way to take *k* items from sources with capacities *caps* (counts, in order)."""
    n = len(caps)
    if k == 0:
        yield (0,) * (n - start)
        return
    if start >= n:
        return
    if sum(caps[start:]) < k:
        return
    for take in range(min(k, caps[start]), -1, -1):
        for rest in multisets(caps, k - take, start + 1):
            yield (take, *rest)


def _expand(sources: Sequence[int], counts: Sequence[int]) -> Plan:
    return tuple(s for s, c in zip(sources, counts, strict=True) for _ in range(c))


def holding(state: GameState, industry: Industry) -> list[tuple[int, int]]:
    """Tiles of *industry* holding cubes or barrels, anywhere: (slot, count) in slot order."""
    return tile_facts(state).holding[industry]


# ----- coal (R-RES-COAL) ---------------------------------------------------------------------


def coal_layers(state: GameState, places: frozenset[int]) -> list[list[tuple[int, int]]]:
    """Connected coal mines holding coal, grouped by distance (nearest first): (slot, cubes)."""
    facts = derived(state)
    key = ("coal_layers", places)
    hit: list[list[tuple[int, int]]] | None = facts.get(key)
    if hit is not None:
        return hit
    by_dist: dict[int, list[tuple[int, int]]] = {}
    for slot, cubes, dist in _coal_mines(state, facts):
        d: int | None = None
        for place in places:
            here = dist[place]
            if here is not None and (d is None or here < d):
                d = here
        if d is not None:
            by_dist.setdefault(d, []).append((slot, cubes))
    result = facts[key] = [by_dist[d] for d in sorted(by_dist)]
    return result


def coal_plans_at(state: GameState, loc: int, k: int) -> list[Plan]:
    """:func:`coal_plans` for the one location *loc*, found without its cache (for a caller
    that keeps the plans itself)."""
    if k == 0:
        return _NOTHING
    return coal_plans_from(_coal_mines(state, derived(state)), loc, k)


#: Mines as :func:`coal_mines` lists them: (slot, cubes, distances from the mine's location).
Mines = list[tuple[int, int, tuple[int | None, ...]]]


def coal_mines(state: GameState) -> Mines:
    """Coal mines holding coal, in slot order, with the distances from each (kept per board,
    see :func:`_coal_mines`)."""
    return _coal_mines(state, derived(state))


def coal_plans_from(mines: Mines, loc: int, k: int) -> list[Plan]:
    """:func:`coal_plans_at` (*k* > 0) given the :func:`coal_mines` of the board: the lists
    of the commonest cases (no connected mine, one) are found without grouping the mines."""
    first: tuple[int, int] | None = None  # the one connected mine, while there is only one
    first_dist = 0
    by_dist: dict[int, list[tuple[int, int]]] | None = None
    for slot, cubes, dist in mines:
        d = dist[loc]
        if d is None:
            continue
        if by_dist is None:
            if first is None:
                first = (slot, cubes)
                first_dist = d
                continue
            by_dist = {first_dist: [first]}
        if d in by_dist:
            by_dist[d].append((slot, cubes))
        else:
            by_dist[d] = [(slot, cubes)]
    if by_dist is not None:
        return plans_from_layers([by_dist[d] for d in sorted(by_dist)], k)
    if first is None:
        return [(MARKET_SRC,) * k]
    return plans_from_layers([[first]], k)


#: Per board slot: the plan of one cube from it (one shared tuple each).
_ONE_FROM: Final[tuple[Plan, ...]] = tuple((slot,) for slot in range(len(_B.slot_specs)))
_ONE_FROM_MARKET: Final[Plan] = (MARKET_SRC,)


def one_coal_plans(mines: Mines, places: tuple[int, ...]) -> list[Plan]:
    """``coal_plans(state, frozenset(places), 1)`` given the :func:`coal_mines` of the board:
    one cube from each of the nearest connected mines (in slot order), else from the market."""
    best = -1
    found: list[Plan] = []
    for slot, _, dist in mines:
        d = -1
        for place in places:
            here = dist[place]
            if here is not None and (d < 0 or here < d):
                d = here
        if d < 0:
            continue
        if best < 0 or d < best:
            best = d
            found = [_ONE_FROM[slot]]
        elif d == best:
            found.append(_ONE_FROM[slot])
    if not found:
        found.append(_ONE_FROM_MARKET)
    return found


def mine_connected(mines: Mines, places: tuple[int, ...]) -> bool:
    """True when a mine of *mines* (see :func:`coal_mines`) is connected to one of *places*:
    ``coal_layers(state, frozenset(places))`` is not empty."""
    for _, _, dist in mines:
        for place in places:
            if dist[place] is not None:
                return True
    return False


def _coal_mines(state: GameState, facts: dict[object, Any]) -> Mines:
    """Coal mines holding coal, in slot order: (slot, cubes, distances from the mine's
    location), found once per board (*facts* is its :func:`derived` dict).

    The distance from some places is the one from the mine to the nearest of them (links join
    both ways); distances from a mine's location are kept with the links, which change less
    often than the board, and mines are fewer than the places asked about.
    """
    mines: Mines | None = facts.get("coal_mines")
    if mines is None:
        mines = [
            (slot, cubes, distances_on(state, _LOCATION_PLACES[SLOT_LOCATION[slot]]))
            for slot, cubes in holding(state, Industry.COAL)
        ]
        facts["coal_mines"] = mines  # shared only once complete (see derived)
    return mines


#: Per location index: the places distances from it are measured from.
_LOCATION_PLACES: Final = tuple(frozenset({loc.index}) for loc in _B.locations)


def coal_market_cubes(state: GameState, places: frozenset[int], k: int) -> int:
    """How many of *k* coal cubes must come from the market (forced by R-RES-COAL)."""
    if k == 0:
        return 0
    on_board = sum(c for layer in coal_layers(state, places) for _, c in layer)
    return max(0, k - on_board)


def iter_coal_plans(state: GameState, places: frozenset[int], k: int) -> Iterator[Plan]:
    """Every distinct way to take *k* coal for *places*, in the documented order.

    Market cubes come last; the caller checks the merchant connection and the price.
    """
    return iter(coal_plans(state, places, k))


def _coal_plans(state: GameState, places: frozenset[int], k: int) -> list[Plan]:
    """:func:`iter_coal_plans` as a list, for *k* > 0: the nearest layers of mines are emptied
    in turn; the first layer that holds more than the cubes still needed offers every way to
    take them; the market gives what the connected mines cannot."""
    return plans_from_layers(coal_layers(state, places), k)


def plans_from_layers(layers: list[list[tuple[int, int]]], k: int) -> list[Plan]:
    """:func:`_coal_plans` given the :func:`coal_layers`."""
    forced: list[int] = []
    need = k
    for layer in layers:
        total = 0
        for _, c in layer:
            total += c
        if total <= need:
            for slot, c in layer:
                forced.extend([slot] * c)
            need -= total
            if need == 0:
                break
            continue
        if len(layer) == 1:  # one mine: the one way (what the general case finds, faster)
            return [(*forced, *([layer[0][0]] * need))]
        if need == 1:  # one cube: from each mine in turn
            return [(*forced, slot) for slot, _ in layer]
        slots = [s for s, _ in layer]
        return [
            (*forced, *_expand(slots, counts)) for counts in multisets([c for _, c in layer], need)
        ]
    return [(*forced, *([MARKET_SRC] * need))]


#: The one plan for no cubes at all (shared: callers do not change it).
NO_PLANS: Final[list[Plan]] = [()]
_NOTHING: Final = NO_PLANS


def coal_plans(state: GameState, places: frozenset[int], k: int) -> list[Plan]:
    """:func:`iter_coal_plans` as a list, computed once per board (callers do not change it)."""
    if k == 0:
        return _NOTHING
    facts = derived(state)
    key = ("coal_plans", places, k)
    hit: list[Plan] | None = facts.get(key)
    if hit is None:
        hit = facts[key] = _coal_plans(state, places, k)
    return hit


def _codes(given: Sequence[Source], what: str) -> tuple[list[int] | None, str]:
    codes: list[int] = []
    for source in given:
        src = from_source(source)
        if src is None:
            kind = "merchant space" if isinstance(source, MerchantRef) else "slot"
            return None, f"{source_text(source)} is not a {kind} on the board"
        if src < MARKET_SRC:
            return None, f"{describe(src)} has no {what}: a merchant supplies only beer"
        codes.append(src)
    return codes, ""


def check_coal(
    state: GameState, places: frozenset[int], k: int, given: Sequence[Source]
) -> tuple[Plan | None, str]:
    """Check a coal choice: each cube from a nearest mine still holding coal, else the market.

    The cubes are checked as a whole, in any order: a mine is used only when no nearer
    connected mine has coal left, the market only when no connected mine has any.
    """
    if len(given) != k:
        return None, f"it needs exactly {k} coal, but {_given(len(given))}"
    codes, why = _codes(given, "coal")
    if codes is None:
        return None, why
    wanted = Counter(codes)
    need = k
    for layer in coal_layers(state, places):
        here = sum(wanted.pop(slot, 0) for slot, _ in layer)
        over = next((slot for slot, c in layer if codes.count(slot) > c), None)
        if over is not None:
            return None, f"{describe(over, state)} holds only {dict(layer)[over]} coal"
        if here < min(need, sum(c for _, c in layer)):
            farther = next(iter(wanted))
            if farther == MARKET_SRC:
                return None, "coal may be bought only when no connected coal mine holds coal"
            return None, (
                f"{describe(farther, state)} is not among the nearest connected coal mines "
                "holding coal"
            )
        need -= here
    market = wanted.pop(MARKET_SRC, 0)
    if wanted:
        return None, (
            f"{describe(next(iter(wanted)), state)} is not a connected coal mine holding coal"
        )
    if market != need:
        return None, "coal may be bought only when no connected coal mine holds coal"
    return market_last(codes), ""


def choose_coal(
    state: GameState, places: frozenset[int], k: int, given: Sequence[Source] | None, what: str
) -> tuple[Violations, Plan | None]:
    """R-RES-COAL: the player's coal choice (or the first in the documented order), checked,
    including the merchant connection needed to buy from the market. *what* names the use
    ("build in Dudley") for the message."""
    if given is None:
        plan = next(iter_coal_plans(state, places, k))
    else:
        checked, why = check_coal(state, places, k, given)
        if checked is None:
            return violation(Rule.RES_COAL, f"Cannot {what}: {why}."), None
        plan = checked
    if any(src == MARKET_SRC for src in plan) and not coal_market_ok(state, places):
        return violation(
            Rule.RES_COAL,
            f"Cannot {what}: no connected coal mine has coal, and coal can be bought only with "
            "a connection to a merchant location.",
        ), None
    return (), plan


def coal_market_ok(state: GameState, places: frozenset[int]) -> bool:
    """Coal may be bought only for a place connected to a merchant location (R-RES-COAL)."""
    return merchant_connected(state, places)


def iron_plans(state: GameState, k: int) -> list[Plan]:
    """:func:`iter_iron_plans` as a list, kept per board and per iron works holding iron (they
    decide it alone, and change less often than the board); callers do not change it."""
    if k == 0:
        return _NOTHING
    facts = derived(state)
    key = ("iron_plans", k)
    hit: list[Plan] | None = facts.get(key)
    if hit is None:
        works = (tuple(iron_works(state)), k)
        hit = _IRON_PLANS.get(works)
        if hit is None:
            hit = remember(_IRON_PLANS, works, list(iter_iron_plans(state, k)), _IRON_PLANS_MOST)
        facts[key] = hit
    return hit


#: :func:`iron_plans` by (iron works holding iron, cubes needed): emptied when full.
_IRON_PLANS: Final[dict[tuple[tuple[tuple[int, int], ...], int], list[Plan]]] = {}
_IRON_PLANS_MOST: Final = 4_096


# ----- iron (R-RES-IRON) ---------------------------------------------------------------------


def iron_works(state: GameState) -> list[tuple[int, int]]:
    """Iron works holding iron, anywhere: (slot, cubes) in slot order."""
    return holding(state, Industry.IRON)


def iter_iron_plans(state: GameState, k: int) -> Iterator[Plan]:
    """Every distinct way to take *k* iron, in the documented order."""
    if k == 0:
        yield ()
        return
    works = iron_works(state)
    total = sum(c for _, c in works)
    if total <= k:
        yield (*(s for s, c in works for _ in range(c)), *([MARKET_SRC] * (k - total)))
        return
    slots = [s for s, _ in works]
    for counts in multisets([c for _, c in works], k):
        yield _expand(slots, counts)


def check_iron(state: GameState, k: int, given: Sequence[Source]) -> tuple[Plan | None, str]:
    """Check an iron choice, in any order: iron works holding iron, the market only for what
    no iron works can supply."""
    if len(given) != k:
        return None, f"it needs exactly {k} iron, but {_given(len(given))}"
    codes, why = _codes(given, "iron")
    if codes is None:
        return None, why
    works = dict(iron_works(state))
    for src in set(codes):
        if src != MARKET_SRC and codes.count(src) > works.get(src, 0):
            if src not in works:
                return None, f"{describe(src, state)} is not an iron works holding iron"
            return None, f"{describe(src, state)} holds only {works[src]} iron"
    market = codes.count(MARKET_SRC)
    if market > max(0, k - sum(works.values())):
        return None, "iron may be bought from the market only when no iron works holds iron"
    return market_last(codes), ""


def choose_iron(
    state: GameState, k: int, given: Sequence[Source] | None, what: str
) -> tuple[Violations, Plan | None]:
    """R-RES-IRON: the player's iron choice (or the first in the documented order), checked."""
    if given is None:
        return (), next(iter_iron_plans(state, k))
    plan, why = check_iron(state, k, given)
    if plan is None:
        return violation(Rule.RES_IRON, f"Cannot {what}: {why}."), None
    return (), plan


# ----- prices --------------------------------------------------------------------------------


def _price_table(spec: comp.MarketSpec) -> tuple[tuple[int, ...], ...]:
    """Per cubes in the market (0 to its capacity): the price of buying 0, 1, 2 ... cubes."""
    most = SOURCES_MOST
    return tuple(
        tuple(spec.cost_to_buy(cubes, n) for n in range(most + 1))
        for cubes in range(spec.capacity + 1)
    )


#: No action buys more cubes of one resource than this at once.
SOURCES_MOST: Final = 2
_COAL_PRICES: Final = _price_table(comp.COAL_MARKET)
_IRON_PRICES: Final = _price_table(comp.IRON_MARKET)
# Final: the compiled build reads them as C statics, not as the components module's attributes.
_COAL_MARKET: Final = comp.COAL_MARKET
_IRON_MARKET: Final = comp.IRON_MARKET


def buy_cost(spec: comp.MarketSpec, cubes: int, count: int) -> int:
    """:meth:`~brass_rules.birmingham.components.MarketSpec.cost_to_buy`, from a table."""
    table = _COAL_PRICES if spec is _COAL_MARKET else _IRON_PRICES
    if 0 <= cubes < len(table) and 0 <= count <= SOURCES_MOST:
        return table[cubes][count]
    return spec.cost_to_buy(cubes, count)


def market_cost(state: GameState, coal_plan: Plan, iron_plan: Plan) -> int:
    """£ to pay the markets for a coal and an iron plan, cube by cube (R-GEN-ATOMIC)."""
    cost = 0
    if MARKET_SRC in coal_plan:
        cost += buy_cost(_COAL_MARKET, state.coal_market, coal_plan.count(MARKET_SRC))
    if MARKET_SRC in iron_plan:
        cost += buy_cost(_IRON_MARKET, state.iron_market, iron_plan.count(MARKET_SRC))
    return cost


# ----- beer (R-RES-BEER) ---------------------------------------------------------------------


def beer_sources(
    state: GameState, player: int, places: frozenset[int], merchant_space: int | None
) -> tuple[list[int], list[int]]:
    """Beer sources and their capacities in the documented order.

    Own unflipped breweries anywhere, other players' connected ones, then the merchant barrel of
    *merchant_space* (at most one, only when given).
    """
    own: list[tuple[int, int]] = []
    other: list[tuple[int, int]] = []
    breweries = holding(state, Industry.BREWERY)
    if breweries:
        dist = distances_on(state, places)
        for slot, barrels in breweries:
            tile = state.tiles[slot]
            assert tile is not None
            if tile.owner == player:
                own.append((slot, barrels))
            elif dist[SLOT_LOCATION[slot]] is not None:
                other.append((slot, barrels))
    srcs = [s for s, _ in own] + [s for s, _ in other]
    caps = [c for _, c in own] + [c for _, c in other]
    if merchant_space is not None and state.merchants[merchant_space].beer:
        srcs.append(merchant_src(merchant_space))
        caps.append(1)
    return srcs, caps


def iter_beer_plans(srcs: Sequence[int], caps: Sequence[int], k: int) -> Iterator[Plan]:
    """Every distinct way to take *k* barrels from the sources, in order."""
    for counts in multisets(caps, k):
        yield _expand(srcs, counts)


def check_beer(
    srcs: Sequence[int],
    caps: Sequence[int],
    k: int,
    given: Sequence[Source],
    state: GameState | None = None,
) -> tuple[Plan | None, str]:
    """Check a player's beer choice against the sources allowed for this use (*state*, when
    given, lets the message say why a source may not be used)."""
    if len(given) != k:
        return None, f"it needs exactly {k} beer, but {_given(len(given))}"
    left = dict(zip(srcs, caps, strict=True))
    plan: list[int] = []
    for source in given:
        src = from_source(source)
        if src is None or left.get(src, 0) == 0:
            return None, _no_beer(source, src, left, state)
        left[src] -= 1
        plan.append(src)
    return tuple(plan), ""


def _no_beer(source: object, src: int | None, left: dict[int, int], state: GameState | None) -> str:
    """Why *source* gives no (more) beer here."""
    if src is None:
        kind = "merchant space" if isinstance(source, MerchantRef) else "slot"
        return f"{source_text(source)} is not a {kind} on the board"
    if src == MARKET_SRC:
        return "beer is never bought from the market"
    if src in left:  # an allowed source, already emptied by this choice
        return f"{describe(src, state)} has no more beer to give"
    if state is None:
        return f"{describe(src)} is not a beer source you may use here"
    if src < MARKET_SRC:
        if not state.merchants[-2 - src].beer:
            return f"{describe(src)} has no beer barrel left"
        return f"{describe(src)} is not a beer source you may use here"
    tile = state.tiles[src]
    if tile is None or tile.industry is not Industry.BREWERY:
        return f"{describe(src, state)} is not a brewery"
    if tile.resources == 0:
        return f"{describe(src, state)} has no beer left"
    return f"{describe(src, state)} is another player's and is not connected here"


# ----- applying plans ------------------------------------------------------------------------


def consume(state: GameState, player: int, plan: Plan, resource: Industry) -> GameState:
    """Take every cube or barrel of *plan*; market cubes are paid for cube by cube.

    Tiles emptied flip at once, whoever owns them (R-GEN-FLIP-ANYTIME, R-RES-FLIP).
    """
    if not plan:
        return state
    if len(plan) == 1:  # one cube or barrel (most plans): no counting
        return _take(state, player, plan[0], 1, resource)
    counts: dict[int, int] = {}
    for src in plan:
        counts[src] = counts.get(src, 0) + 1
    for src, n in counts.items():
        state = _take(state, player, src, n, resource)
    return state


def take_on_board(
    state: GameState, player: int, plan: Plan, resource: Industry
) -> tuple[GameState, int]:
    """:func:`consume` of the sources of *plan* other than the market; and how many cubes
    *plan* buys from the market, which the caller pays (:func:`buy_cost`, on *state*'s market)
    and takes off the market in the copy of the state that carries out the rest of its action
    (the cubes taken from tiles and the cubes bought change different fields)."""
    bought = plan.count(MARKET_SRC)
    if not bought:
        return consume(state, player, plan, resource), 0
    if bought < len(plan):
        state = consume(state, player, tuple([s for s in plan if s != MARKET_SRC]), resource)
    return state, bought


def _take(state: GameState, player: int, src: int, n: int, resource: Industry) -> GameState:
    """Take *n* cubes or barrels of *resource* from the source *src* (see :func:`consume`)."""
    if src >= 0:
        return take_resources(state, src, n)
    if src == MARKET_SRC:
        if resource is Industry.COAL:
            price = buy_cost(_COAL_MARKET, state.coal_market, n)
            players, bank = paying(state, player, price)
            cubes = max(0, state.coal_market - n)
            return changed(state, players=players, bank=bank, coal_market=cubes)
        price = buy_cost(_IRON_MARKET, state.iron_market, n)
        players, bank = paying(state, player, price)
        cubes = max(0, state.iron_market - n)
        return changed(state, players=players, bank=bank, iron_market=cubes)
    space = -2 - src
    merchant = MerchantSlot(state.merchants[space].goods, False)
    return changed(state, merchants=replace_at(state.merchants, space, merchant))


def sell_to_market(state: GameState, slot: int) -> GameState:
    """R-RES-MARKET-SELL: move the new coal mine's or iron works' cubes onto the market.

    Most expensive empty space first; the owner earns each price; emptying the tile flips it.
    A coal mine sells only when connected to a merchant location; an iron works always.
    """
    tile = state.tiles[slot]
    assert tile is not None
    sold, earned = market_sale(
        state, slot, tile.industry, tile.resources, state.coal_market, state.iron_market
    )
    if sold == 0:
        return state
    players, bank = receiving(state, tile.owner, earned)
    if tile.industry is Industry.COAL:
        state = changed(state, players=players, bank=bank, coal_market=state.coal_market + sold)
    else:
        state = changed(state, players=players, bank=bank, iron_market=state.iron_market + sold)
    return take_resources(state, slot, sold)


def market_sale(
    state: GameState, slot: int, industry: Industry, cubes: int, coal_market: int, iron_market: int
) -> tuple[int, int]:
    """:func:`sell_to_market` as numbers: of *cubes* on a tile of *industry* on *slot* of the
    board of *state*, how many move to the market, which holds *coal_market* coal and
    *iron_market* iron, and the £ they earn; (0, 0) when the tile sells nothing (another
    industry, or a coal mine with no connection to a merchant location)."""
    if industry is Industry.COAL:
        if SLOT_LOCATION[slot] not in merchant_reach_on(state):
            return 0, 0
        spec, held = _COAL_MARKET, coal_market
    elif industry is Industry.IRON:
        spec, held = _IRON_MARKET, iron_market
    else:
        return 0, 0
    sold = min(cubes, spec.capacity - held)
    if sold == 0:
        return 0, 0
    return sold, sum(spec.sell_price(held + i) or 0 for i in range(sold))
