"""R-BUILD: the Build action.

Order inside a Build: discard the card; pay the £; consume coal and iron (flips happen at once);
remove the overbuilt tile if any; place the tile; put its cubes or barrels on it; sell cubes to
the market (R-RES-MARKET-SELL).
"""

from __future__ import annotations

from typing import Any, Final

from attrs import frozen

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions.common import (
    Violations,
    actor,
    afford,
    article,
    merged,
    tile_name,
    violation,
)
from brass_rules.birmingham.board import BIRMINGHAM, FARM_BREWERY, TOWN
from brass_rules.birmingham.components import INDUSTRY_CARD_INDUSTRIES, WILD_INDUSTRY, WILD_LOCATION
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry
from brass_rules.birmingham.interned import distinct_cards, remember
from brass_rules.birmingham.moves import Build, Source
from brass_rules.birmingham.network import (
    LOCATION_SLOTS,
    SLOT_LOCATION,
    derived,
    has_presence,
    merchant_reach_on,
    network_of,
)
from brass_rules.birmingham.ops import discarding, replace_at, tile_of
from brass_rules.birmingham.resources import (
    MARKET_SRC,
    NO_PLANS,
    Mines,
    Plan,
    buy_cost,
    choose_coal,
    choose_iron,
    coal_mines,
    coal_plans_from,
    iron_plans,
    listed_plan,
    market_cost,
    market_last,
    market_sale,
    public,
    take_on_board,
)
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import (
    BuiltTile,
    GameState,
    PlayerState,
    changed,
    changed_player,
)
from brass_rules.errors import quote

_B: Final = BIRMINGHAM
#: Final: the compiled build reads these as C statics, not as attributes of a class or module.
_CANAL: Final = Era.CANAL
_COAL: Final = Industry.COAL
_IRON: Final = Industry.IRON
_BREWERY: Final = Industry.BREWERY
_COAL_MARKET: Final = comp.COAL_MARKET
_IRON_MARKET: Final = comp.IRON_MARKET
_TOWNS: Final = tuple(loc.index for loc in _B.locations if loc.kind == TOWN)
_BUILDABLE: Final = tuple(loc.index for loc in _B.locations if loc.kind in (TOWN, FARM_BREWERY))
_BUILDABLE_SET: Final = frozenset(_BUILDABLE)
assert list(_BUILDABLE) == sorted(_BUILDABLE)
_ALL_INDUSTRIES: Final = frozenset(INDUSTRIES)
#: Location indices by name.
_LOCATION_INDEX: Final = {loc.name: loc.index for loc in _B.locations}
#: Per location index: the industries shown on its slots.
_SLOT_INDUSTRIES: Final = tuple(frozenset().union(*loc.slots) for loc in _B.locations)


@frozen
class _Plan:
    slot: int
    level: int
    coal: Plan
    iron: Plan
    cost: int


def _name(industry: Industry) -> str:
    return tile_name(industry)


# ----- the checks, in the rulebook's order ---------------------------------------------------


def check_card(state: GameState, player: int, move: Build) -> Violations:
    """R-BUILD-CARD and R-BUILD-FARM: the card discarded must permit this build."""
    loc_name = move.location
    if not _B.has_location(loc_name):
        return violation(
            Rule.BUILD_CARD, f"There is no location called {quote(loc_name)} on the board."
        )
    if _B.location(loc_name).kind not in (TOWN, FARM_BREWERY):
        return violation(Rule.BUILD_CARD, f"{loc_name} is not a town or farm brewery to build in.")
    loc = _B.location(loc_name)
    card = move.card
    if loc.kind == FARM_BREWERY:
        if move.industry is not Industry.BREWERY:
            return violation(Rule.BUILD_FARM, f"The {loc_name} takes only a brewery.")
        if card not in ("brewery", WILD_INDUSTRY):
            return violation(
                Rule.BUILD_FARM,
                f"The {loc_name} is built with a brewery or wild industry card, not the {card} "
                "card.",
            )
    if card == WILD_LOCATION or card == loc_name:
        return ()
    if comp.is_location_card(card):
        return violation(Rule.BUILD_CARD, f"The {card} card builds only in {card}, not {loc_name}.")
    if card in INDUSTRY_CARD_INDUSTRIES and move.industry not in INDUSTRY_CARD_INDUSTRIES[card]:
        return violation(
            Rule.BUILD_CARD, f"The {card} card cannot build {article(_name(move.industry))}."
        )
    if card not in INDUSTRY_CARD_INDUSTRIES and card != WILD_INDUSTRY:
        return violation(Rule.BUILD_CARD, f"The {card} card cannot build anything.")
    if loc.index not in network_of(state, player) and has_presence(state, player):
        return violation(
            Rule.BUILD_FARM if loc.kind == FARM_BREWERY else Rule.BUILD_CARD,
            f"{loc_name} is not in your network: an industry card builds only in your network.",
        )
    return ()


def check_tile(state: GameState, player: int, industry: Industry) -> Violations:
    """R-BUILD-TILE: the tile built is the lowest remaining tile of the industry."""
    if not state.players[player].mat[industry.index]:
        return violation(
            Rule.BUILD_TILE, f"You have no {tile_name(industry, 2)} left on your mat to build."
        )
    return ()


def check_era(state: GameState, player: int, industry: Industry) -> Violations:
    """R-BUILD-ERA: the lowest remaining tile must be buildable in this era."""
    level = state.players[player].mat[industry.index][0]
    if state.era not in comp.TILES[(industry, level)].eras:
        return violation(
            Rule.BUILD_ERA,
            f"Your lowest {_name(industry)} (level {level}) cannot be built in the "
            f"{state.era.value.capitalize()} Era; develop it away first.",
        )
    return ()


def _no_cube_left(state: GameState, industry: Industry) -> bool:
    on_board = sum(t.resources for t in state.tiles if t is not None and t.industry is industry)
    market = state.coal_market if industry is Industry.COAL else state.iron_market
    return on_board + market == 0


_NOT_HIGHER, _NOT_OWN, _CUBES_LEFT = 1, 2, 3


def _overbuild_problem(
    state: GameState, player: int, industry: Industry, level: int, slot: int
) -> int:
    """R-BUILD-OVER: 0 when the tile on *slot* may be overbuilt, else why not."""
    old = state.tiles[slot]
    assert old is not None
    if old.industry is not industry or old.level >= level:
        return _NOT_HIGHER
    if old.owner != player:
        if industry not in (Industry.COAL, Industry.IRON):
            return _NOT_OWN
        if not _no_cube_left(state, industry):
            return _CUBES_LEFT
    return 0


def check_overbuild(
    state: GameState, player: int, industry: Industry, level: int, slot: int
) -> Violations:
    """R-BUILD-OVER: may the tile on *slot* be replaced by this player's *industry* tile?"""
    problem = _overbuild_problem(state, player, industry, level, slot)
    if not problem:
        return ()
    old = state.tiles[slot]
    assert old is not None
    spec = _B.slot_specs[slot]
    where = f"the {_name(old.industry)} in {spec.location} (slot {spec.slot})"
    if problem == _NOT_HIGHER:
        why = "only with a higher-level tile of the same industry."
    elif problem == _NOT_OWN:
        why = "another player's tile may be overbuilt only if it is a coal mine or iron works."
    else:
        why = f"there is still {industry.value} on the board or the market."
    return violation(Rule.BUILD_OVER, f"Cannot overbuild {where}: {why}")


def slot_options(
    state: GameState, player: int, industry: Industry, location: int, level: int
) -> list[int]:
    """R-BUILD-SLOT (with R-BUILD-OVER): the slots this tile may go on.

    Empty slots first (single-icon ones before shared ones, which are allowed only when no
    single-icon slot is free), then slots whose tile may be overbuilt; board order within each.
    A Build with ``slot=None`` takes the first of these, so it never overbuilds while an empty
    slot is free.
    """
    return _slot_list(state, state.tiles, player, industry, industry.index, location, level)


def _slot_list(
    state: GameState,
    tiles: tuple[BuiltTile | None, ...],
    player: int,
    industry: Industry,
    index: int,
    location: int,
    level: int,
) -> list[int]:
    """:func:`slot_options`, given the tiles of *state* and the index of *industry*."""
    single: list[int] = []
    shared: list[int] = []
    over: list[int] = []
    for slot, alone in _SLOTS_SHOWING[location][index]:
        if tiles[slot] is None:
            (single if alone else shared).append(slot)
        elif not _overbuild_problem(state, player, industry, level, slot):
            over.append(slot)
    if over:
        return (single or shared) + over
    return single or shared


#: Per location index, per industry (``INDUSTRIES`` order): the location's slots showing the
#: industry, in board order, each with True when the slot shows that industry alone.
_SLOTS_SHOWING: Final[tuple[tuple[tuple[tuple[int, bool], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            (slot, len(_B.slot_specs[slot].industries) == 1)
            for slot in LOCATION_SLOTS[loc.index]
            if industry in _B.slot_specs[slot].industries
        )
        for industry in INDUSTRIES
    )
    for loc in _B.locations
)


def check_slot(
    state: GameState, player: int, move: Build, level: int, options: list[int]
) -> Violations:
    """R-BUILD-SLOT: the chosen slot shows the industry and respects slot priority."""
    loc = _B.location(move.location)
    slot = move.slot
    what = _name(move.industry)
    if slot is None:
        if not options:
            return violation(Rule.BUILD_SLOT, f"{loc.name} has no free slot for {article(what)}.")
        return ()
    if not isinstance(slot, int) or not 0 <= slot < len(loc.slots):
        return violation(
            Rule.BUILD_SLOT,
            f"{loc.name} has no slot {slot!s}: its slots are numbered 0 to {len(loc.slots) - 1}.",
        )
    index = LOCATION_SLOTS[loc.index][slot]
    if move.industry not in _B.slot_specs[index].industries:
        return violation(
            Rule.BUILD_SLOT, f"{loc.name} (slot {slot}) does not show {article(what)}."
        )
    if state.tiles[index] is not None:
        return check_overbuild(state, player, move.industry, level, index)
    if index not in options:
        return violation(
            Rule.BUILD_SLOT,
            f"{loc.name} (slot {slot}) is shared with another industry; use the free slot "
            f"showing only {article(what)} first.",
        )
    return ()


def _has_other_tile(state: GameState, player: int, location: int, slot: int) -> bool:
    """True when *player* has a tile in *location* on a slot other than *slot*."""
    return _other_tile_in(state.tiles, player, location, slot)


def _other_tile_in(
    tiles: tuple[BuiltTile | None, ...], player: int, location: int, slot: int
) -> bool:
    """:func:`_has_other_tile`, given the tiles of the board."""
    for s in LOCATION_SLOTS[location]:
        tile = tiles[s]
        if s != slot and tile is not None and tile.owner == player:
            return True
    return False


def check_canal_one(state: GameState, player: int, location: int, slot: int) -> Violations:
    """R-BUILD-CANAL-ONE: in the Canal Era a player has at most one tile in each location."""
    if state.era is not Era.CANAL:
        return ()
    if _has_other_tile(state, player, location, slot):
        name = _B.locations[location].name
        return violation(
            Rule.BUILD_CANAL_ONE,
            f"You already have a tile in {name}; in the Canal Era you may have only one tile "
            "in each location.",
        )
    return ()


def check_net_empty(state: GameState, player: int, card: str, slot: int) -> Violations:
    """R-NET-EMPTY: with nothing on the board, an industry card builds only on a free slot.

    (A location card builds as usual, overbuilding included.)
    """
    if (
        state.tiles[slot] is None
        or card == WILD_LOCATION
        or comp.is_location_card(card)
        or has_presence(state, player)
    ):
        return ()
    spec = _B.slot_specs[slot]
    return violation(
        Rule.NET_EMPTY,
        f"With nothing on the board you may build with an industry card only on a free slot; "
        f"{spec.location} (slot {spec.slot}) is taken.",
    )


def check_cost(
    state: GameState, player: int, move: Build, level: int, slot: int
) -> tuple[Violations, _Plan | None]:
    """R-BUILD-COST: pay the £ cost and consume the coal (R-RES-COAL) and iron (R-RES-IRON)."""
    spec = comp.TILES[(move.industry, level)]
    loc = _B.slot_specs[slot].location_index
    places = frozenset({loc})
    what = f"build the {_name(move.industry)} in {move.location}"
    bad, coal = choose_coal(state, places, spec.coal, move.coal, what)
    if coal is None:
        return bad, None
    bad, iron = choose_iron(state, spec.iron, move.iron, what)
    if iron is None:
        return bad, None
    cost = spec.cost + market_cost(state, coal, iron)
    bad = afford(state, player, cost, f"Building the {_name(move.industry)} in {move.location}")
    if bad:
        return bad, None
    return (), _Plan(slot, level, coal, iron, cost)


def resolve(state: GameState, move: Build) -> tuple[Violations, _Plan | None]:
    player = actor(state)
    for check in (check_card(state, player, move), check_tile(state, player, move.industry)):
        if check:
            return check, None
    bad = check_era(state, player, move.industry)
    if bad:
        return bad, None
    level = state.players[player].mat[move.industry.index][0]
    loc = _B.location(move.location).index
    options = slot_options(state, player, move.industry, loc, level)
    bad = check_slot(state, player, move, level, options)
    if bad:
        return bad, None

    def slot_check(slot: int) -> Violations:
        return check_canal_one(state, player, loc, slot) or check_net_empty(
            state, player, move.card, slot
        )

    if move.slot is not None:
        slot = LOCATION_SLOTS[loc][move.slot]
        bad = slot_check(slot)
        if bad:
            return bad, None
    else:
        fine = [s for s in options if not slot_check(s)]
        if not fine:
            return slot_check(options[0]), None
        slot = fine[0]
    return check_cost(state, player, move, level, slot)


def planned(state: GameState, move: Build) -> _Plan:
    """The plan :func:`resolve` finds for a Build that ``legal_moves`` listed for *state*
    (fully specified and legal), without its checks: the engine's fast path."""
    player = actor(state)
    level = state.players[player].mat[move.industry.index][0]
    assert move.slot is not None and move.coal is not None and move.iron is not None
    slot = LOCATION_SLOTS[_LOCATION_INDEX[move.location]][move.slot]
    coal = market_last(listed_plan(move.coal))
    iron = market_last(listed_plan(move.iron))
    cost = comp.TILES[(move.industry, level)].cost + market_cost(state, coal, iron)
    return _Plan(slot, level, coal, iron, cost)


def explain(state: GameState, move: Build) -> Violations:
    """Every violation of the Build rules that can be found independently, in :func:`resolve`'s
    order: card (R-BUILD-CARD, R-BUILD-FARM), tile (R-BUILD-TILE), era (R-BUILD-ERA), slot
    (R-BUILD-SLOT, R-BUILD-OVER), Canal limit or first build (R-BUILD-CANAL-ONE, R-NET-EMPTY),
    coal (R-RES-COAL), iron (R-RES-IRON), then the cost (R-GEN-ATOMIC).

    A check whose input an earlier failure left undefined is skipped: with no tile of the
    industry on the mat there is no level, so no era, slot or cost check; with no town or farm
    brewery named there is no slot or coal check; the Canal limit and first-build checks need a
    valid slot (the chosen one, or the first free one when none is chosen); the cost needs both
    the coal and the iron choice. A farm brewery's slot is not checked for another industry
    (R-BUILD-FARM already says it takes only a brewery).
    """
    player = actor(state)
    card = check_card(state, player, move)
    found = [card, check_tile(state, player, move.industry)]
    mat = state.players[player].mat[move.industry.index]
    if not mat:
        return merged(*found)
    level = mat[0]
    found.append(check_era(state, player, move.industry))
    name = move.location
    if not _B.has_location(name) or _B.location(name).kind not in (TOWN, FARM_BREWERY):
        return merged(*found)
    loc = _B.location(name).index
    if not (card and card[0].rule is Rule.BUILD_FARM and move.industry is not Industry.BREWERY):
        options = slot_options(state, player, move.industry, loc, level)
        bad = check_slot(state, player, move, level, options)
        found.append(bad)
        if not bad:
            if move.slot is not None:
                slots = [LOCATION_SLOTS[loc][move.slot]]
            else:
                slots = options
            checks = [
                check_canal_one(state, player, loc, slot)
                or check_net_empty(state, player, move.card, slot)
                for slot in slots
            ]
            if all(checks):
                found.append(checks[0])
    spec = comp.TILES[(move.industry, level)]
    what = f"build the {_name(move.industry)} in {name}"
    bad, coal = choose_coal(state, frozenset({loc}), spec.coal, move.coal, what)
    found.append(bad)
    bad, iron = choose_iron(state, spec.iron, move.iron, what)
    found.append(bad)
    if coal is not None and iron is not None:
        cost = spec.cost + market_cost(state, coal, iron)
        found.append(afford(state, player, cost, f"Building the {_name(move.industry)} in {name}"))
    return merged(*found)


def validate(state: GameState, move: Build) -> Violations:
    """Every violation of the Build rules (empty when legal): the first one :func:`resolve`
    finds, then the others :func:`explain` finds."""
    bad = resolve(state, move)[0]
    return merged(bad, explain(state, move)) if bad else bad


def apply(state: GameState, move: Build, plan: _Plan | None = None) -> GameState:
    """Carry out a legal Build (callers validate first)."""
    if plan is None:
        bad, plan = resolve(state, move)
        assert plan is not None, bad
    player = actor(state)
    spec = comp.TILES[(move.industry, plan.level)]
    # the coal and iron of tiles first: taking them reads neither the hand nor the money; the
    # cubes bought are paid with the tile (the amounts add up to the same whatever the order)
    state, coal_bought = take_on_board(state, player, plan.coal, _COAL)
    state, iron_bought = take_on_board(state, player, plan.iron, _IRON)
    cost = spec.cost
    coal_market = state.coal_market
    iron_market = state.iron_market
    if coal_bought:
        cost += buy_cost(_COAL_MARKET, coal_market, coal_bought)
        coal_market = max(0, coal_market - coal_bought)
    if iron_bought:
        cost += buy_cost(_IRON_MARKET, iron_market, iron_bought)
        iron_market = max(0, iron_market - iron_bought)
    if move.industry is _BREWERY:
        resources = comp.brewery_barrels(state.era)
    else:
        resources = spec.produces
    # the card discarded, the tile and cubes paid for, the tile off the mat and on the slot:
    # one copy of the state
    p, wl, wi = discarding(state, player, (move.card,), cost, move.industry.index)
    # R-RES-MARKET-SELL (as sell_to_market does once the tile is on the board): its cubes
    # to the market, the last one flipping it, in the same copy
    sold, earned = market_sale(state, plan.slot, move.industry, resources, coal_market, iron_market)
    flipped = False
    if sold != 0:
        if move.industry is _COAL:
            coal_market += sold
        else:
            iron_market += sold
        resources -= sold
        if resources > 0:
            p = changed_player(p, money=p.money + earned)
        else:  # as ops.flip: the income rises by the tile's income spaces
            resources = 0
            flipped = True
            space = min(comp.LAST_SPACE, p.income_space + spec.income_spaces)
            p = changed_player(p, money=p.money + earned, income_space=space)
    tile = tile_of(player, move.industry, plan.level, flipped, resources)
    return changed(
        state,
        players=replace_at(state.players, player, p),
        tiles=replace_at(state.tiles, plan.slot, tile),
        coal_market=coal_market,
        iron_market=iron_market,
        wild_location=wl,
        wild_industry=wi,
        bank=state.bank + cost - earned,
    )


# ----- legal moves ---------------------------------------------------------------------------


def _places(card: str, reach: tuple[int, ...]) -> tuple[tuple[int, ...], frozenset[Industry]]:
    """The locations and industries a card might build, a superset that check_card narrows.

    *reach* is where an industry card may build: the network, or everywhere (R-NET-EMPTY).
    """
    if card == WILD_LOCATION:
        locs: tuple[int, ...] = _TOWNS
    elif comp.is_location_card(card):
        locs = (_B.location(card).index,)
    else:
        locs = reach
    return locs, INDUSTRY_CARD_INDUSTRIES.get(card, _ALL_INDUSTRIES)


def _card_permits(card: str, loc: int, industry: Industry, in_network: bool) -> bool:
    """:func:`check_card` as a predicate, for a town or farm brewery *loc*."""
    location = _B.locations[loc]
    if location.kind == FARM_BREWERY and (
        industry is not Industry.BREWERY or card not in ("brewery", WILD_INDUSTRY)
    ):
        return False
    if card == WILD_LOCATION or card == location.name:
        return True
    if comp.is_location_card(card):
        return False
    if card in INDUSTRY_CARD_INDUSTRIES:
        if industry not in INDUSTRY_CARD_INDUSTRIES[card]:
            return False
    elif card != WILD_INDUSTRY:
        return False
    return in_network


class _CardReach:
    """What one card may build, board aside (:func:`_places` and :func:`_card_permits`)."""

    def __init__(self, card: str) -> None:
        locs, industries = _places(card, _BUILDABLE)
        #: The locations the card names, or None for an industry card (the player's reach).
        self.locs: tuple[int, ...] | None = None if locs is _BUILDABLE else locs
        #: R-NET-EMPTY: an industry card of a player with nothing on the board builds only on
        #: a free slot.
        self.industry_card = card != WILD_LOCATION and not comp.is_location_card(card)
        #: Per location index: the industries the card permits there (an industry card's
        #: locations are in the network: the caller passes only those).
        self.permits: dict[int, frozenset[Industry]] = {
            loc: frozenset(i for i in industries if _card_permits(card, loc, i, True))
            for loc in locs
        }


_CARD_REACH: Final[dict[str, _CardReach]] = {}


def _card_reach(card: str) -> _CardReach:
    hit = _CARD_REACH.get(card)
    if hit is None:
        hit = remember(_CARD_REACH, card, _CardReach(card))
    return hit


class _Option:
    """One legal way to build, card aside: a slot and coal and iron choices; and the Build of
    each card that uses it (shared moves, see :mod:`~brass_rules.birmingham.interned`)."""

    def __init__(
        self, industry: Industry, slot: int, coal: tuple[Source, ...], iron: tuple[Source, ...]
    ) -> None:
        spec = _B.slot_specs[slot]
        self.slot = slot
        self.industry = industry
        self.location = spec.location
        self.number = spec.slot
        self.coal = coal
        self.iron = iron
        self.moves: dict[str, Build] = {}

    def move(self, card: str) -> Build:
        """The Build of this option with *card*."""
        hit = self.moves.get(card)
        if hit is None:
            hit = self.moves[card] = Build(
                card, self.industry, self.location, self.number, self.coal, self.iron
            )
        return hit


#: Options by (industry, slot, coal plan, iron plan).
_OPTIONS: Final[dict[tuple[Industry, int, Plan, Plan], _Option]] = {}


def _option(industry: Industry, slot: int, coal: Plan, iron: Plan) -> _Option:
    key = (industry, slot, coal, iron)
    hit = _OPTIONS.get(key)
    if hit is None:
        hit = remember(_OPTIONS, key, _Option(industry, slot, public(coal), public(iron)))
    return hit


#: Per era, per industry (``INDUSTRIES`` order), per level: the £ cost of the tile, or -1 when
#: it cannot be built in that era (R-BUILD-ERA).
_COSTS: Final[dict[Era, tuple[tuple[int, ...], ...]]] = {
    era: tuple(
        tuple(
            spec.cost if spec is not None and era in spec.eras else -1
            for spec in (
                comp.TILES.get((industry, level))
                for level in range(1 + max(lv for ind, lv in comp.TILES if ind is industry))
            )
        )
        for industry in INDUSTRIES
    )
    for era in Era
}
_INDICES: Final = tuple(range(len(INDUSTRIES)))


def candidates(state: GameState) -> list[Build]:
    """Every legal Build, fully specified: by card (hand order), location, industry, slot,
    then coal and iron choices in the documented order."""
    return _listing(state)


def listed_among(state: GameState, asked: list[Build]) -> set[Build]:
    """The Builds :func:`candidates` lists with the cards and in the locations that *asked*
    names (which of *asked* are legal: a search asks this of its few ranked Builds in each new
    world)."""
    wanted: dict[str, set[int]] = {}
    for move in asked:
        loc = _LOCATION_INDEX.get(move.location)
        if loc is not None:
            wanted.setdefault(move.card, set()).add(loc)
    return set(_listing(state, wanted))


def possible(state: GameState) -> bool:
    """True when :func:`candidates` lists a Build: found without listing any, by asking each
    card's locations in turn whether one of their options is permitted and affordable (the
    locations whose options are already known are read from them)."""
    ready = _ready(state)
    if ready is None:
        return False
    player, p, network, reach, at, prepared, board = ready
    present = bool(network)
    tiles = state.tiles
    money = p.money
    for card in distinct_cards(p.hand):
        rules = _CARD_REACH.get(card)
        if rules is None:
            rules = _card_reach(card)
        free_only = rules.industry_card and not present
        permits = rules.permits
        for loc in reach if rules.locs is None else rules.locs:
            found = at.get(loc)
            if found is None:
                if _any(state, player, loc, prepared, board, rules, free_only):
                    return True
                continue
            allowed = permits[loc]
            for industry, options, cost in found:
                if cost > money or industry not in allowed:
                    continue
                for option in options:
                    if not (free_only and tiles[option.slot] is not None):
                        return True
    return False


def _ready(state: GameState) -> _Ready | None:
    """What every card's builds share: the player, their network and the locations it reaches
    (every buildable one when it is empty), and the options of :func:`_options_by_location`;
    None when no tile on the mat may be built now."""
    player = actor(state)
    p = state.players[player]
    # the industries whose lowest tile may be built now, as ``index * 16 + level``
    levels: list[int] = []
    costs = _COSTS[state.era]
    money = p.money
    mat = p.mat
    for index in _INDICES:
        left = mat[index]
        if not left:
            continue
        level = left[0]
        cost = costs[index][level]
        if 0 <= cost <= money:  # R-BUILD-ERA; and the £ cost is a quick first test
            levels.append(index * 16 + level)
    if not levels:
        return None
    facts = derived(state)
    network, reach = _reach(state, player, facts)
    at, prepared, board = _options_by_location(state, player, tuple(levels), facts)
    return player, p, network, reach, at, prepared, board


def _reach(
    state: GameState, player: int, facts: dict[object, Any]
) -> tuple[frozenset[int], tuple[int, ...]]:
    """The network of *player* and the buildable locations in it (every buildable one when
    it is empty), kept in *facts*, the board's (see ``derived``)."""
    key = ("build-reach", player)
    hit: tuple[frozenset[int], tuple[int, ...]] | None = facts.get(key)
    if hit is None:
        network = network_of(state, player)
        reach = _BUILDABLE
        if network:
            reach = tuple(sorted(network.intersection(_BUILDABLE_SET)))
        hit = facts[key] = (network, reach)
    return hit


def _listing(state: GameState, wanted: dict[str, set[int]] | None = None) -> list[Build]:
    """:func:`candidates`; with *wanted*, only the moves of those cards in those locations
    (by index)."""
    ready = _ready(state)
    if ready is None:
        return []
    player, p, network, reach, at, prepared, board = ready
    present = bool(network)
    money = p.money
    tiles = state.tiles
    out: list[Build] = []
    for card in distinct_cards(p.hand):
        only: set[int] | None = None
        if wanted is not None:
            only = wanted.get(card)
            if only is None:
                continue
        rules = _CARD_REACH.get(card)
        if rules is None:
            rules = _card_reach(card)
        free_only = rules.industry_card and not present
        permits = rules.permits
        for loc in reach if rules.locs is None else rules.locs:
            if only is not None and loc not in only:
                continue
            found = at.get(loc)
            if found is None:
                found = at[loc] = _options(state, player, loc, prepared, board)
            if not found:
                continue
            allowed = permits[loc]
            for industry, options, cost in found:
                if cost > money or industry not in allowed:  # R-BUILD-COST, R-BUILD-CARD
                    continue
                for option in options:
                    if free_only and tiles[option.slot] is not None:
                        continue
                    move = option.moves.get(card)
                    if move is None:
                        move = option.move(card)
                    out.append(move)
    return out


#: What may be built in a location, card and money aside: per industry, its options and the
#: price of the build.
_Found = list[tuple[Industry, list[_Option], int]]
#: Per industry that may be built now: the industry, its index, the level of its lowest tile,
#: that tile's cubes of coal, £ cost plus the iron bought from the market, and the iron plans.
_Level = tuple[Industry, int, int, int, int, list[Plan]]


class _Board:
    """What :func:`_options` reads of one board (its tiles and links) and markets, for
    every player: found as asked, each entry complete when stored (see ``derived``)."""

    def __init__(self) -> None:
        #: Per ``location * 4 + cubes of coal``: the coal plans of a build there and the price
        #: of the market part of the first, or None when there is no coal to be had.
        self.coal: dict[int, tuple[list[Plan], int] | None] = {}
        #: Per player: the slots of the player's tiles, by location (the Canal limit).
        self.mine: dict[int, dict[int, tuple[int, ...]]] = {}
        #: The coal mines holding coal (see ``resources.coal_mines``), once asked for.
        self.mines: Mines | None = None
        #: The locations connected to a merchant location, once asked for.
        self.merchant_reach: frozenset[int] | None = None
        #: Per tile that may be built, as ``index * 16 + level``: its :data:`_Level`.
        self.levels: dict[int, _Level] = {}


assert len(INDUSTRIES) <= 8 and all(
    level < 16 and spec.coal < 4 for (_, level), spec in comp.TILES.items()
)


#: What every card's builds share (see :func:`_ready`).
_Ready = tuple[
    int, PlayerState, frozenset[int], tuple[int, ...], dict[int, _Found], list[_Level], _Board
]


def _options_by_location(
    state: GameState, player: int, levels: tuple[int, ...], facts: dict[object, Any]
) -> tuple[dict[int, _Found], list[_Level], _Board]:
    """The :func:`_options` already found for this board (and markets and era), by location,
    the per-industry facts they share (see :data:`_Level`), and the facts of the board that
    every player's options share; *levels* are the tiles that may be built, as
    ``index * 16 + level``, and *facts* the board's (see ``derived``)."""
    key = ("build", player, levels, state.era, state.coal_market, state.iron_market)
    hit: tuple[dict[int, _Found], list[_Level], _Board] | None = facts.get(key)
    if hit is None:
        board_key = ("build-board", state.coal_market, state.iron_market)
        board: _Board | None = facts.get(board_key)
        if board is None:
            board = facts[board_key] = _Board()
        known = board.levels
        prepared: list[_Level] = []
        for code in levels:
            found = known.get(code)
            if found is None:
                found = known[code] = _level(state, code)
            prepared.append(found)
        hit = facts[key] = ({}, prepared, board)
    return hit


def _level(state: GameState, code: int) -> _Level:
    """The :data:`_Level` of the tile ``index * 16 + level`` *code* on the board of *state*."""
    industry = INDUSTRIES[code >> 4]
    level = code & 15
    spec = comp.TILES[(industry, level)]
    irons = iron_plans(state, spec.iron)
    # R-BUILD-COST: every plan listed costs the same as the first
    price = spec.cost
    bought = irons[0].count(MARKET_SRC)
    if bought:
        price += buy_cost(_IRON_MARKET, state.iron_market, bought)
    return (industry, industry.index, level, spec.coal, price, irons)


def _mine(
    board: _Board, tiles: tuple[BuiltTile | None, ...], player: int
) -> dict[int, tuple[int, ...]]:
    """Per location: the slots of *player*'s tiles there (kept in *board*)."""
    hit = board.mine.get(player)
    if hit is None:
        found: dict[int, list[int]] = {}
        for slot, tile in enumerate(tiles):
            if tile is not None and tile.owner == player:
                found.setdefault(SLOT_LOCATION[slot], []).append(slot)
        hit = board.mine[player] = {loc: tuple(slots) for loc, slots in found.items()}
    return hit


#: :func:`_coal` of a build needing no coal.
_NO_COAL: Final[tuple[list[Plan], int]] = (NO_PLANS, 0)


def _coal(state: GameState, loc: int, need: int, board: _Board) -> tuple[list[Plan], int] | None:
    """The coal plans of a build needing *need* cubes (more than 0) in *loc*, and the price of
    the market part of the first; None when there is no coal to be had (kept in *board*)."""
    key = loc * 4 + need
    coal_at = board.coal
    if key in coal_at:
        return coal_at[key]
    mines = board.mines
    if mines is None:
        mines = board.mines = coal_mines(state)
    coals = coal_plans_from(mines, loc, need)
    first = coals[0]
    coal: tuple[list[Plan], int] | None = (coals, 0)
    if MARKET_SRC in first:
        reach = board.merchant_reach
        if reach is None:
            reach = board.merchant_reach = merchant_reach_on(state)
        if loc in reach:
            coal = (coals, buy_cost(_COAL_MARKET, state.coal_market, first.count(MARKET_SRC)))
        else:
            coal = None  # R-RES-COAL: no coal to be had
    coal_at[key] = coal
    return coal


def _slots(
    state: GameState,
    player: int,
    loc: int,
    industry: Industry,
    index: int,
    level: int,
    owned: tuple[int, ...] | None,
) -> list[int]:
    """The slots of *loc* the tile may go on (as ``_slot_list`` finds them), and with *owned*
    (the Canal Era: the slots of the player's tiles there) R-BUILD-CANAL-ONE."""
    if owned is not None:  # R-BUILD-CANAL-ONE: only the slot of the player's one tile there,
        if len(owned) != 1:  # overbuilt
            return []
        mine = owned[0]
        for slot, _ in _SLOTS_SHOWING[loc][index]:
            if slot == mine:
                if _overbuild_problem(state, player, industry, level, slot):
                    return []
                return [slot]
        return []
    tiles = state.tiles
    single: list[int] = []
    shared: list[int] = []
    over: list[int] = []
    for slot, alone in _SLOTS_SHOWING[loc][index]:
        if tiles[slot] is None:
            if alone:
                single.append(slot)
            else:
                shared.append(slot)
        elif not _overbuild_problem(state, player, industry, level, slot):
            over.append(slot)
    slots = single or shared
    if over:
        return slots + over
    return slots


def _any(
    state: GameState,
    player: int,
    loc: int,
    prepared: list[_Level],
    board: _Board,
    rules: _CardReach,
    free_only: bool,
) -> bool:
    """Whether the card of *rules* builds something in *loc*: :func:`_options` asked only
    whether one of them is affordable and permitted, stopping at the first found."""
    shown = _SLOT_INDUSTRIES[loc]
    allowed = rules.permits[loc]
    money = state.players[player].money
    owned: tuple[int, ...] | None = None
    if state.era is _CANAL:
        owned = _mine(board, state.tiles, player).get(loc)
    for industry, index, level, need, price, irons in prepared:
        if industry not in shown or industry not in allowed:
            continue
        coal = _coal(state, loc, need, board) if need else _NO_COAL
        if coal is None or price + coal[1] > money or not coal[0] or not irons:
            continue
        slots = _slots(state, player, loc, industry, index, level, owned)
        if free_only:
            tiles = state.tiles
            slots = [slot for slot in slots if tiles[slot] is None]
        if slots:
            return True
    return False


def _options(
    state: GameState, player: int, loc: int, prepared: list[_Level], board: _Board
) -> _Found:
    """Per industry of *prepared* that a slot of *loc* shows, when it may be built there (card
    and money aside, see :func:`resolve`): every (slot, coal plan, iron plan), and the price of
    the build, which is the same for each of them."""
    shown = _SLOT_INDUSTRIES[loc]
    owned: tuple[int, ...] | None = None
    if state.era is _CANAL:
        owned = _mine(board, state.tiles, player).get(loc)
    found: _Found = []
    for industry, index, level, need, price, irons in prepared:
        if industry not in shown:
            continue
        coal = _coal(state, loc, need, board) if need else _NO_COAL
        if coal is None:
            continue
        slots = _slots(state, player, loc, industry, index, level, owned)
        if not slots:
            continue
        coals, coal_price = coal
        options: list[_Option] = []
        if len(coals) == 1 and len(irons) == 1:  # one option per slot (most builds)
            coal_plan = coals[0]
            iron_plan = irons[0]
            for slot in slots:
                option = _OPTIONS.get((industry, slot, coal_plan, iron_plan))
                if option is None:
                    option = _option(industry, slot, coal_plan, iron_plan)
                options.append(option)
        else:
            for slot in slots:
                for plan in coals:
                    for iron in irons:
                        options.append(_option(industry, slot, plan, iron))
        found.append((industry, options, price + coal_price))
    return found
