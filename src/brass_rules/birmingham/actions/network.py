"""R-NETWORK: the Network action (a canal link, a rail link, or a double rail in two steps)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from attrs import frozen

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions.common import Violations, actor, afford, merged, violation
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Era, Industry
from brass_rules.birmingham.interned import distinct_cards, per_card
from brass_rules.birmingham.moves import MerchantRef, Network
from brass_rules.birmingham.network import (
    LINK_TOUCH,
    derived,
    has_presence,
    merchant_reach_on,
    network_of,
)
from brass_rules.birmingham.ops import discarding, replace_at
from brass_rules.birmingham.resources import (
    MARKET_SRC,
    Plan,
    beer_sources,
    buy_cost,
    check_beer,
    choose_coal,
    coal_mines,
    consume,
    holding,
    iter_beer_plans,
    listed_plan,
    market_cost,
    market_last,
    mine_connected,
    one_coal_plans,
    public,
    take_on_board,
)
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState, changed, changed_player
from brass_rules.errors import UnknownNameError, quote

_B: Final = BIRMINGHAM
# Final: the compiled build reads these as C statics, not through a module or an enum class.
_CANAL: Final = Era.CANAL
_RAIL: Final = Era.RAIL
_BREWERY: Final = Industry.BREWERY
_COAL: Final = Industry.COAL
_CANAL_COST: Final = comp.CANAL_COST
_RAIL_COST: Final = comp.RAIL_COST
_SECOND_RAIL_COST: Final = comp.DOUBLE_RAIL_COST - comp.RAIL_COST
_COAL_MARKET: Final = comp.COAL_MARKET
#: Per link index: the locations it touches, as a set (the places its coal and beer serve).
_TOUCH: Final = tuple(frozenset(touch) for touch in LINK_TOUCH)


@frozen
class _Plan:
    link: int
    coal: Plan
    beer: Plan
    price: int
    """The link's £ price, market coal aside."""


def link_index(link: object) -> int | None:
    """The board index of the link space named by a pair of location names (either order)."""
    if not (isinstance(link, tuple) and len(link) == 2):
        return None
    a, b = link
    if not (isinstance(a, str) and isinstance(b, str)):
        return None
    hit = _LINK_BY_ENDS.get((a, b))
    if hit is not None:
        return hit
    try:
        return _B.link_between(a, b).index
    except UnknownNameError:
        return None


def _place_link(state: GameState, player: int, link: int) -> GameState:
    """*state* with *player*'s link on *link* (one link tile fewer on the mat), nothing paid."""
    p = state.players[player]
    p = changed_player(p, links_left=p.links_left - 1)
    return changed(
        state,
        players=replace_at(state.players, player, p),
        links=replace_at(state.links, link, player),
    )


def check_supply(state: GameState, player: int) -> Violations:
    """R-NETWORK-SUPPLY: a link needs one of the player's 14 link tiles left."""
    if state.players[player].links_left < 1:
        return violation(Rule.NETWORK_SUPPLY, "You have no link tiles left.")
    return ()


def open_links(state: GameState, player: int) -> list[int]:
    """R-NETWORK-ADJ: the link indices where *player* may place a link now, in board order
    (empty, of this era's kind, touching the network; anywhere with nothing on the board)."""
    facts = derived(state)  # computed once per board
    key = ("open_links", player, state.era)
    hit: list[int] | None = facts.get(key)
    if hit is not None:
        return hit
    network = network_of(state, player)
    links = state.links
    rail = state.era is _RAIL
    hit = []
    if not network:  # R-NET-EMPTY: anywhere
        for index in _RAIL_LINKS if rail else _CANAL_LINKS:
            if links[index] is None:
                hit.append(index)
    elif len(network) <= _FEW_PLACES:  # the lines at each place, rather than every line
        at = _RAIL_LINKS_AT if rail else _CANAL_LINKS_AT
        near: set[int] = set()
        for loc in network:
            near.update(at[loc])
        for index in sorted(near):
            if links[index] is None:
                hit.append(index)
    else:
        for index in _RAIL_LINKS if rail else _CANAL_LINKS:
            if links[index] is None and not network.isdisjoint(_TOUCH[index]):
                hit.append(index)
    facts[key] = hit  # shared only once complete (threads read it, see derived)
    return hit


#: Link indices by the names of the locations at their ends (in either order).
_LINK_BY_ENDS: Final[dict[tuple[str, str], int]] = {
    **{space.ends: space.index for space in _B.links},
    **{(space.ends[1], space.ends[0]): space.index for space in _B.links},
}

#: The link indices of each era's kind (R-NETWORK-ADJ), in board order.
_RAIL_LINKS: Final = tuple(space.index for space in _B.links if space.rail)
_CANAL_LINKS: Final = tuple(space.index for space in _B.links if space.canal)
#: Per location index: the link indices of each era's kind touching it.
_RAIL_LINKS_AT: Final = tuple(
    tuple(i for i in _RAIL_LINKS if loc.index in LINK_TOUCH[i]) for loc in _B.locations
)
_CANAL_LINKS_AT: Final = tuple(
    tuple(i for i in _CANAL_LINKS if loc.index in LINK_TOUCH[i]) for loc in _B.locations
)
#: Networks of at most this many places find their open links from the lines at each place.
_FEW_PLACES: Final = 6


#: The farm brewery with no line of its own, and the line that connects it.
_SOUTH_FARM: Final = "South Farm Brewery"
_SOUTH_FARM_LINE: Final = next(space for space in _B.links if _SOUTH_FARM in space.touches).ends


def _no_line(link: object) -> str:
    """Why *link* (a pair of names, as the move guards ensure) names no line on the board."""
    a, b = link if isinstance(link, tuple | list) and len(link) == 2 else (link, link)
    for name in (a, b):
        if not (isinstance(name, str) and _B.has_location(name)):
            return f"There is no location called {quote(name)} on the board."
    if a == b:
        return f"A line joins two different locations, not {a} and {b}."
    if _SOUTH_FARM in (a, b):
        line = " - ".join(_SOUTH_FARM_LINE)
        return (
            f"There is no line between {a} and {b}: the {_SOUTH_FARM} has no line of its own; "
            f"it is connected by the {line} line, which is the one to name."
        )
    return f"There is no line between {a} and {b}."


def check_adjacent(state: GameState, player: int, move: Network) -> tuple[Violations, int]:
    """R-NETWORK-ADJ: an empty line of this era's kind touching the player's network."""
    index = link_index(move.link)
    if index is None:
        return violation(Rule.NETWORK_ADJ, _no_line(move.link)), -1
    space = _B.links[index]
    name = " - ".join(space.ends)
    if state.links[index] is not None:
        return violation(Rule.NETWORK_ADJ, f"The line {name} already holds a link."), index
    if state.era is Era.CANAL and not space.canal:
        return violation(Rule.NETWORK_ADJ, f"The line {name} takes no canal."), index
    if state.era is Era.RAIL and not space.rail:
        return violation(Rule.NETWORK_ADJ, f"The line {name} takes no rail."), index
    if has_presence(state, player) and not (
        network_of(state, player) & frozenset(LINK_TOUCH[index])
    ):
        return violation(
            Rule.NETWORK_ADJ, f"The line {name} does not touch a location in your network."
        ), index
    return (), index


def _coal(state: GameState, move: Network, link: int) -> tuple[Violations, Plan | None]:
    """The coal of one rail link (R-RES-COAL)."""
    name = " - ".join(_B.links[link].ends)
    return choose_coal(state, _TOUCH[link], 1, move.coal, f"build the rail {name}")


def _beer(
    state: GameState, player: int, move: Network, link: int, second: bool
) -> tuple[Violations, Plan | None]:
    """R-NETWORK-RAIL: the beer of a rail link: 1 barrel for a second link, none for a first."""
    if not second:
        if move.beer:
            return violation(Rule.NETWORK_RAIL, "A single rail link consumes no beer."), None
        return (), ()
    srcs, caps = beer_sources(state, player, _TOUCH[link], None)
    if move.beer is None:
        first = next(iter_beer_plans(srcs, caps, 1), None)
        if first is None:
            return violation(
                Rule.NETWORK_RAIL,
                "A second rail link needs 1 beer from your own brewery or a brewery "
                "connected to it, and none is available.",
            ), None
        return (), first
    if any(isinstance(source, MerchantRef) for source in move.beer):
        return violation(
            Rule.NETWORK_RAIL,
            "The beer of a second rail link comes from a brewery, never from a merchant.",
        ), None
    chosen, why = check_beer(srcs, caps, 1, move.beer, state)
    if chosen is None:
        return violation(Rule.RES_BEER, f"Cannot build the second rail link: {why}."), None
    return (), chosen


def check_rail(
    state: GameState, player: int, move: Network, link: int, second: bool
) -> tuple[Violations, _Plan | None]:
    """R-NETWORK-RAIL: £5 and 1 coal a rail link; a second link £10 more, its coal and 1 beer.

    The coal and beer are found on the board as it is: the new link connects only the places
    it touches, and they are the very places distances are measured from, so placing it first
    would change no distance and no connection.
    """
    bad, coal = _coal(state, move, link)
    if coal is None:
        return bad, None
    bad, beer = _beer(state, player, move, link, second)
    if beer is None:
        return bad, None
    price = comp.DOUBLE_RAIL_COST - comp.RAIL_COST if second else comp.RAIL_COST
    bad = afford(state, player, price + market_cost(state, coal, ()), "This rail link")
    if bad:
        return bad, None
    return (), _Plan(link, coal, beer, price)


def _canal_goods(move: Network) -> Violations:
    """R-NETWORK-CANAL: a canal link consumes nothing; says which of coal and beer was given."""
    if not (move.coal or move.beer):
        return ()
    goods = " or ".join(what for what, given in (("coal", move.coal), ("beer", move.beer)) if given)
    return violation(Rule.NETWORK_CANAL, f"A canal link consumes no {goods}.")


def check_canal(
    state: GameState, player: int, move: Network, link: int
) -> tuple[Violations, _Plan | None]:
    """R-NETWORK-CANAL: a canal link costs £3 and nothing else."""
    bad = _canal_goods(move)
    if bad:
        return bad, None
    bad = afford(state, player, comp.CANAL_COST, "A canal link")
    if bad:
        return bad, None
    return (), _Plan(link, (), (), comp.CANAL_COST)


def resolve(state: GameState, move: Network) -> tuple[Violations, _Plan | None]:
    player = actor(state)
    bad = check_supply(state, player)
    if bad:
        return bad, None
    bad, link = check_adjacent(state, player, move)
    if bad:
        return bad, None
    if state.era is Era.CANAL:
        return check_canal(state, player, move, link)
    return check_rail(state, player, move, link, second=move.card is None)


def planned(state: GameState, move: Network) -> _Plan:
    """The plan :func:`resolve` finds for a Network step that ``legal_moves`` listed for
    *state* (fully specified and legal), without its checks: the engine's fast path."""
    link = link_index(move.link)
    assert link is not None
    if state.era is Era.CANAL:
        return _Plan(link, (), (), comp.CANAL_COST)
    assert move.coal is not None
    coal = market_last(listed_plan(move.coal))
    if move.card is None:  # the second link of a double rail
        assert move.beer is not None
        return _Plan(link, coal, listed_plan(move.beer), comp.DOUBLE_RAIL_COST - comp.RAIL_COST)
    return _Plan(link, coal, (), comp.RAIL_COST)


def explain(state: GameState, move: Network) -> Violations:
    """Every violation of the Network rules that can be found independently, in
    :func:`resolve`'s order: link tiles left (R-NETWORK-SUPPLY), the line (R-NETWORK-ADJ),
    then for a canal the goods (R-NETWORK-CANAL) and the £3; for a rail link its coal
    (R-RES-COAL), its beer (R-NETWORK-RAIL, R-RES-BEER) and the price (R-GEN-ATOMIC).

    A line not on the board stops the checks that need it (goods and price); the price of a
    rail link needs its coal choice (the market coal is paid for).
    """
    player = actor(state)
    found = [check_supply(state, player)]
    bad, link = check_adjacent(state, player, move)
    found.append(bad)
    if link < 0:
        return merged(*found)
    if state.era is Era.CANAL:
        found.append(_canal_goods(move))
        found.append(afford(state, player, comp.CANAL_COST, "A canal link"))
        return merged(*found)
    second = move.card is None
    bad, coal = _coal(state, move, link)
    found.append(bad)
    found.append(_beer(state, player, move, link, second)[0])
    if coal is not None:
        price = comp.DOUBLE_RAIL_COST - comp.RAIL_COST if second else comp.RAIL_COST
        found.append(afford(state, player, price + market_cost(state, coal, ()), "This rail link"))
    return merged(*found)


def validate(state: GameState, move: Network) -> Violations:
    """Every violation of the Network rules (empty when legal): the first one :func:`resolve`
    finds, then the others :func:`explain` finds."""
    bad = resolve(state, move)[0]
    return merged(bad, explain(state, move)) if bad else bad


def apply(state: GameState, move: Network, plan: _Plan | None = None) -> GameState:
    """Place the link, pay, consume its coal (and the second link's beer)."""
    if plan is None:
        bad, plan = resolve(state, move)
        assert plan is not None, bad
    player = actor(state)
    # the coal of a mine first (taking it reads neither the hand nor the money); the coal
    # bought is paid with the link
    state, bought = take_on_board(state, player, plan.coal, _COAL)
    price = plan.price
    coal_market = state.coal_market
    if bought:
        price += buy_cost(_COAL_MARKET, coal_market, bought)
        coal_market = max(0, coal_market - bought)
    # discard the card (a second link has none), pay and place the link: one copy of the state
    p, wl, wi = discarding(state, player, () if move.card is None else (move.card,), price)
    p = changed_player(p, links_left=p.links_left - 1)
    state = changed(
        state,
        players=replace_at(state.players, player, p),
        links=replace_at(state.links, plan.link, player),
        coal_market=coal_market,
        wild_location=wl,
        wild_industry=wi,
        bank=state.bank + price,
    )
    return consume(state, player, plan.beer, _BREWERY)


#: One legal link placement, card aside: (link index, coal plan, beer plan); None for a canal's.
_Step = tuple[int, Plan | None, Plan | None]


def _steps(
    state: GameState, player: int, continuation: bool, only: set[int] | None = None
) -> Iterator[_Step]:
    """Every legal link placement, card aside, in the order of :func:`candidates` (with
    *only*, of those links only).

    The rules checked are those of :func:`resolve` for a move whose coal and beer are left to
    the engine (the first choice in the documented order decides the price).
    """
    if check_supply(state, player):
        return
    money = state.players[player].money
    if state.era is _CANAL:
        if _CANAL_COST <= money:
            for link in open_links(state, player):
                if only is None or link in only:
                    yield link, None, None
        return
    price = _SECOND_RAIL_COST if continuation else _RAIL_COST
    if price > money:
        return
    if continuation and not holding(state, _BREWERY):
        return  # R-NETWORK-RAIL: the second link needs a beer, and no brewery has any
    mines = coal_mines(state)
    reach = merchant_reach_on(state)
    with_market = price + buy_cost(_COAL_MARKET, state.coal_market, 1)
    for link in open_links(state, player):
        if only is not None and link not in only:
            continue
        places = _TOUCH[link]
        coals = one_coal_plans(mines, LINK_TOUCH[link])
        if coals[0][0] == MARKET_SRC:
            if reach.isdisjoint(places):
                continue  # R-RES-COAL: no coal to be had
            if with_market > money:
                continue  # R-GEN-ATOMIC
        beers: list[Plan | None] = [None]
        if continuation:
            srcs, caps = beer_sources(state, player, places, None)
            beers = list(iter_beer_plans(srcs, caps, 1))
            if not beers:
                continue  # R-NETWORK-RAIL: the second link needs a beer
        for coal in coals:
            for beer in beers:
                yield link, coal, beer


def listed_among(state: GameState, asked: list[Network]) -> set[Network]:
    """The first steps :func:`candidates` lists on the links that *asked* names (which of
    *asked* are legal: a search asks this of its few ranked moves in each new world)."""
    links: set[int] = set()
    for move in asked:
        link = link_index(move.link)
        if link is not None:
            links.add(link)
    return set(candidates(state, False, links))


def candidates(
    state: GameState, continuation: bool, only: set[int] | None = None
) -> list[Network]:
    """Every legal Network step: links in board order, then coal and beer choices (with
    *only*, on those links only).

    A first step is listed for each distinct card in hand; a continuation has no card.
    """
    player = actor(state)
    steps: list[tuple[dict[str | None, Network], _Step]] = []
    for step in _steps(state, player, continuation, only):
        moves = _MOVES.get(step)
        if moves is None:
            moves = per_card(_MOVES, step)
        steps.append((moves, step))
    if not steps:
        return []
    cards: tuple[str | None, ...] = (
        (None,) if continuation else distinct_cards(state.players[player].hand)
    )
    out: list[Network] = []
    for card in cards:
        for moves, step in steps:
            move = moves.get(card)
            if move is None:
                move = moves[card] = _move(step, card)
            out.append(move)  # compiled: a C append, not a call of a bound method
    return out


def possible(state: GameState) -> bool:
    """True when :func:`candidates` lists a first Network step: :func:`_steps`' checks, asked
    only whether one link may be placed (a rail link's coal from a connected mine costs
    nothing; from the market, one cube's price)."""
    player = actor(state)
    p = state.players[player]
    if not p.hand or p.links_left < 1:  # R-NETWORK-SUPPLY
        return False
    money = p.money
    if state.era is Era.CANAL:
        return comp.CANAL_COST <= money and bool(open_links(state, player))
    if comp.RAIL_COST > money:
        return False
    facts = derived(state)  # the answer, kept with the board's facts
    key = ("network-possible", player, money, state.coal_market)
    known: bool | None = facts.get(key)
    if known is None:
        known = facts[key] = _rail_possible(state, player, money)
    return known


def _rail_possible(state: GameState, player: int, money: int) -> bool:
    """:func:`possible` in the Rail Era, for *player* holding *money* (at least a link's
    price)."""
    with_market = comp.RAIL_COST + buy_cost(comp.COAL_MARKET, state.coal_market, 1)
    mines = coal_mines(state)
    reach: frozenset[int] | None = None
    for link in open_links(state, player):
        if mine_connected(mines, LINK_TOUCH[link]):  # its plan comes first, and costs nothing
            return True
        if with_market <= money:
            if reach is None:
                reach = merchant_reach_on(state)
            if not reach.isdisjoint(_TOUCH[link]):  # R-RES-COAL
                return True
    return False


#: Shared moves (see :mod:`~brass_rules.birmingham.interned`): by step, then by card.
_MOVES: Final[dict[_Step, dict[str | None, Network]]] = {}


def _move(step: _Step, card: str | None) -> Network:
    link, coal, beer = step
    return Network(
        _B.links[link].ends,
        card,
        None if coal is None else public(coal),
        None if beer is None else public(beer),
    )


def can_continue(state: GameState) -> bool:
    """True when the double rail in progress has a legal second link (stops at the first).

    *state* is the state after the previous step, marked in progress or not.
    """
    return next(_steps(state, actor(state), True), None) is not None
