"""Networks and connection (R-NET): derived facts of a state, computed once and reused.

Connection depends only on the links on the board, so distances are cached per links tuple;
a player's network is cached per board (a bounded identity cache: nothing is stored on states).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Final

from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import INDUSTRIES, SELLABLE, Industry
from brass_rules.birmingham.state import BuiltTile, GameState

_B: Final = BIRMINGHAM
_NLOC: Final = len(_B.locations)
_MERCHANT_LOCS: Final = _B.merchant_location_indices
#: Per global slot: its location index.
SLOT_LOCATION: Final[tuple[int, ...]] = tuple(s.location_index for s in _B.slot_specs)
#: Per link index: the location indices it touches.
LINK_TOUCH: Final = _B.link_touch
#: Per location index: the link indices touching it.
LINKS_AT: Final = _B.links_at_index
#: Per location index: global slot indices.
LOCATION_SLOTS: Final = _B.location_slots


@lru_cache(maxsize=4096)
def _adjacency(links: tuple[int | None, ...]) -> tuple[tuple[int, ...], ...]:
    """Per location: locations one built link away (R-NET-CONNECTED, R-NET-FARM)."""
    adj: list[set[int]] = [set() for _ in range(_NLOC)]
    for i, owner in enumerate(links):
        if owner is None:
            continue
        touch = LINK_TOUCH[i]
        for a in touch:
            for b in touch:
                if a != b:
                    adj[a].add(b)
    return tuple(tuple(sorted(s)) for s in adj)


@lru_cache(maxsize=16384)
def distances(links: tuple[int | None, ...], sources: frozenset[int]) -> tuple[int | None, ...]:
    """Per location: fewest built links from any of *sources* (None when not connected)."""
    return _breadth_first(_adjacency(links), sources)


def _breadth_first(
    adj: tuple[tuple[int, ...], ...], sources: frozenset[int]
) -> tuple[int | None, ...]:
    """:func:`distances` given the adjacency of the links."""
    dist: list[int | None] = [None] * _NLOC
    queue: list[int] = []  # (a list read from the front: cheaper than a deque when compiled)
    for s in sources:
        dist[s] = 0
        queue.append(s)
    head = 0
    while head < len(queue):
        cur = queue[head]
        head += 1
        d = dist[cur]
        assert d is not None
        for nxt in adj[cur]:
            if dist[nxt] is None:
                dist[nxt] = d + 1
                queue.append(nxt)
    return tuple(dist)


@lru_cache(maxsize=4096)
def merchant_reach(links: tuple[int | None, ...]) -> frozenset[int]:
    """Locations connected to a merchant location (merchant locations included)."""
    dist = distances(links, _MERCHANT_LOCS)
    return frozenset(loc for loc, d in enumerate(dist) if d is not None)


def connected_to_merchant(links: tuple[int | None, ...], places: frozenset[int]) -> bool:
    """True when a place is connected to a merchant location (R-RES-COAL, R-RES-MARKET-SELL).

    Merchant locations give access with or without a merchant tile.
    """
    return not merchant_reach(links).isdisjoint(places)


_MEMO_SIZE: Final = 4
#: Facts of the few most recently queried boards, most recent first: (tiles, links, facts).
#: Shared by all threads: facts depend only on their board, so a fact computed by one thread is
#: right for every thread, and a lost entry only means computing again.
_MEMO: Final[
    list[tuple[tuple[BuiltTile | None, ...], tuple[int | None, ...], dict[object, Any]]]
] = []


def derived(state: GameState) -> dict[object, Any]:
    """A scratch dict of facts derived from the board of *state* (its tiles and links).

    Every fact kept here depends only on ``state.tiles`` and ``state.links``, so states sharing
    both tuples share the dict: ``validate``, ``legal_moves`` and ``apply`` on one state, and
    the successors that leave the board alone (a Pass, a Loan, the end of a turn), compute each
    fact once. Nothing is stored on the (frozen) state itself; the last few boards are found
    by identity (an entry holds its tuples, so the identities are not reused), the others met
    lately by value (see :data:`_BOARDS`).
    """
    tiles, links = state.tiles, state.links
    for held_tiles, held_links, known in _MEMO:
        if held_tiles is tiles and held_links is links:
            return known
    facts = _board_facts(state)
    _MEMO.insert(0, (tiles, links, facts))
    del _MEMO[_MEMO_SIZE:]
    return facts


_BOARDS_MOST: Final = 256
#: The facts of the boards met lately more than once, by value: by the hash of their tiles,
#: links, number of players and variant (which a fact may read: they never change during a
#: game), with that key. A search replays the same moves in world after world, making equal
#: boards of new tuples, and meets more boards in an iteration than :data:`_MEMO` (by identity)
#: holds. A board met only once (every board of a random game, of a search's playouts) is not
#: kept: facts kept for hundreds of boards never met again are work for the garbage collector.
#: Bounded: cleared when full. Shared by all threads (see :data:`_MEMO`).
_BOARDS: Final[dict[int, tuple[tuple[object, ...], dict[object, Any]]]] = {}
#: The hashes of the boards' keys met once (ints: no work for the garbage collector); a board
#: whose hash is here is kept in :data:`_BOARDS` when met again. Bounded: cleared when full.
_SEEN: Final[set[int]] = set()
_SEEN_MOST: Final = 4096


def _board_facts(state: GameState) -> dict[object, Any]:
    """The facts of the board of *state* (see :func:`derived`), found by value."""
    key = (state.tiles, state.links, len(state.players), state.variant)
    code = hash(key)
    held = _BOARDS.get(code)
    if held is not None and held[0] == key:
        return held[1]
    facts: dict[object, Any] = {}
    _keep(_BOARDS, _BOARDS_MOST, _SEEN, code, (key, facts))
    return facts


def _keep(kept: dict[int, Any], most: int, seen: set[int], code: int, entry: Any) -> None:
    """Keep *entry* in *kept* under *code* when *code* was *seen* before, else note *code* as
    seen (each bounded by clearing it when full: *kept* at *most*)."""
    if code in seen:
        if len(kept) >= most:
            kept.clear()
        kept[code] = entry
    else:
        if len(seen) >= _SEEN_MOST:
            seen.clear()
        seen.add(code)


class _Links:
    """Facts of one tuple of links (its connection): distances by sources, the merchant reach."""

    def __init__(self, links: tuple[int | None, ...]) -> None:
        self.links = links  # held, so that its identity is not reused while remembered
        self.adjacency: tuple[tuple[int, ...], ...] | None = None
        self.distances: dict[frozenset[int], tuple[int | None, ...]] = {}
        self.merchant_reach: frozenset[int] | None = None
        #: Per player holding links: the locations their links touch (R-NET-MINE).
        self.networks: dict[int, frozenset[int]] | None = None
        #: The links built, as (link index, owner) in link order.
        self.built: list[tuple[int, int]] | None = None


_LINKS_MEMO_SIZE: Final = 8
#: The facts of the few most recently queried tuples of links, most recent first. Links change
#: only with a Network action: the boards of a whole stretch of play share one tuple (and its
#: distances), while the facts of :func:`derived` change with every tile. Shared by all threads
#: (see :data:`_MEMO`).
_LINKS_MEMO: Final[list[_Links]] = []


#: The facts of the tuples of links met lately more than once, by value: by their hash, with
#: the tuple (a search replays the same links in world after world, as new tuples; see
#: :data:`_BOARDS`). Bounded: cleared when full. Shared by all threads (see :data:`_MEMO`).
_LINKS_BY_VALUE: Final[dict[int, _Links]] = {}
_LINKS_MOST: Final = 512
#: The hashes of the tuples of links met once (see :data:`_SEEN`).
_LINKS_SEEN: Final[set[int]] = set()


def _links_facts(links: tuple[int | None, ...]) -> _Links:
    for known in _LINKS_MEMO:
        if known.links is links:
            return known
    code = hash(links)
    found = _LINKS_BY_VALUE.get(code)
    if found is not None and found.links == links:
        known = found
    else:
        known = _Links(links)
        _keep(_LINKS_BY_VALUE, _LINKS_MOST, _LINKS_SEEN, code, known)
    _LINKS_MEMO.insert(0, known)
    del _LINKS_MEMO[_LINKS_MEMO_SIZE:]
    return known


def distances_on(state: GameState, places: frozenset[int]) -> tuple[int | None, ...]:
    """:func:`distances` on the board of *state*, kept with the facts of its links (found by
    identity: no hashing of the links)."""
    known = _links_facts(state.links)
    hit = known.distances.get(places)
    if hit is None:
        adj = known.adjacency
        if adj is None:
            adj = known.adjacency = _adjacency(state.links)
        hit = known.distances[places] = _breadth_first(adj, places)
    return hit


def merchant_connected(state: GameState, places: frozenset[int]) -> bool:
    """:func:`connected_to_merchant` on the board of *state*, its merchant reach kept with the
    facts of its links."""
    return not merchant_reach_on(state).isdisjoint(places)


def merchant_reach_on(state: GameState) -> frozenset[int]:
    """:func:`merchant_reach` on the board of *state*, kept with the facts of its links."""
    known = _links_facts(state.links)
    reach = known.merchant_reach
    if reach is None:
        reach = known.merchant_reach = merchant_reach(state.links)
    return reach


class TileFacts:
    """What one pass over the tiles of a board finds, for every player and industry: the
    players' networks, the tiles holding cubes or barrels, the tiles that may be sold."""

    def __init__(self, state: GameState) -> None:
        players = len(state.players)
        by_links = _link_networks(state.links)  # the links' part of the networks, kept
        located: list[set[int]] = [set(by_links.get(p, ())) for p in range(players)]
        held: dict[Industry, list[tuple[int, int]]] = {industry: [] for industry in INDUSTRIES}
        unsold: list[list[int]] = [[] for _ in range(players)]
        for slot, tile in enumerate(state.tiles):
            if tile is not None:
                owner = tile.owner
                located[owner].add(SLOT_LOCATION[slot])
                if tile.resources > 0:
                    held[tile.industry].append((slot, tile.resources))
                if not tile.flipped and tile.industry in SELLABLE:
                    unsold[owner].append(slot)
        #: Per player: the location indices of their network (R-NET-MINE).
        self.networks: tuple[frozenset[int], ...] = tuple([frozenset(s) for s in located])
        #: Per industry: its tiles holding cubes or barrels, as (slot, count) in slot order.
        self.holding = held
        #: Per player: the slots of their unflipped cotton mills, manufacturers and potteries.
        self.unsold: tuple[tuple[int, ...], ...] = tuple([tuple(s) for s in unsold])


def tile_facts(state: GameState) -> TileFacts:
    """The :class:`TileFacts` of the board of *state* (kept per board, see :func:`derived`)."""
    facts = derived(state)
    hit: TileFacts | None = facts.get("tiles")
    if hit is None:
        hit = facts["tiles"] = TileFacts(state)  # shared only once complete
    return hit


def network_of(state: GameState, player: int) -> frozenset[int]:
    """Location indices in *player*'s network (R-NET-MINE): own tiles and own links' ends."""
    return tile_facts(state).networks[player]


def _link_networks(links: tuple[int | None, ...]) -> dict[int, frozenset[int]]:
    """Per player holding links: the locations their links touch (kept with the links)."""
    known = _links_facts(links)
    hit = known.networks
    if hit is None:
        touched: dict[int, set[int]] = {}
        for i, owner in enumerate(links):
            if owner is not None:
                if owner in touched:
                    touched[owner].update(LINK_TOUCH[i])
                else:
                    touched[owner] = set(LINK_TOUCH[i])
        hit = known.networks = {owner: frozenset(locs) for owner, locs in touched.items()}
    return hit


def built_links(links: tuple[int | None, ...]) -> list[tuple[int, int]]:
    """The links built in *links*, as (link index, owner) in link order (kept with the links;
    callers do not change it)."""
    known = _links_facts(links)
    hit = known.built
    if hit is None:
        hit = known.built = [(i, owner) for i, owner in enumerate(links) if owner is not None]
    return hit


def has_presence(state: GameState, player: int) -> bool:
    """True when *player* has a tile or a link on the board (else R-NET-EMPTY applies)."""
    return bool(network_of(state, player))
