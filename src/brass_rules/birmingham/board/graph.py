"""The Birmingham board as a frozen adjacency structure, built once at import.

>>> from brass_rules.birmingham.board import BIRMINGHAM as b
>>> [sorted(i.value for i in s) for s in b.location("Stone").slots]
[['brewery', 'cotton'], ['coal', 'manufacturer']]
>>> sorted(b.neighbours("Cannock"))
['Burton-on-Trent', 'North Farm Brewery', 'Stafford', 'Walsall', 'Wolverhampton']
>>> b.link_between("Worcester", "Kidderminster").touches == frozenset(
...     {"Kidderminster", "Worcester", "South Farm Brewery"})
True
"""

from __future__ import annotations

from attrs import field, frozen

from brass_rules.birmingham.board import data
from brass_rules.birmingham.enums import Industry
from brass_rules.errors import UnknownNameError

#: Location kinds.
TOWN = "town"
FARM_BREWERY = "farm_brewery"
MERCHANT = "merchant"


@frozen
class Location:
    """A named place on the board: a town, a farm brewery or a merchant location."""

    name: str
    """The printed name, as used in JSON (``"Burton-on-Trent"``)."""
    kind: str
    """``"town"``, ``"farm_brewery"`` or ``"merchant"``."""
    slots: tuple[frozenset[Industry], ...]
    """Build slots in board order: the industries each slot shows. Merchants have none."""
    index: int
    """Position in :attr:`Board.locations`."""
    colour: str | None = None
    """Colour group of a town's location cards; ``None`` for farms and merchants."""
    link_icons: int = 0
    """Link-scoring icons printed on the location (2 at each merchant location, R-ERA-LINKS)."""


@frozen
class LinkSpace:
    """A line between locations on which one canal or rail link may be placed."""

    ends: tuple[str, str]
    """The two named ends, sorted (the JSON name of the link)."""
    touches: frozenset[str]
    """Every location the link touches (3 for Kidderminster-Worcester, R-NET-FARM)."""
    canal: bool
    """True when a canal link may be placed here."""
    rail: bool
    """True when a rail link may be placed here."""
    index: int
    """Position in :attr:`Board.links`."""


@frozen
class MerchantSpace:
    """One merchant-tile space at a merchant location (with its own beer space)."""

    merchant: str
    """The merchant location's name."""
    space: int
    """0-based space index at that location."""
    players: frozenset[int]
    """The player counts at which this space holds a tile (R-SETUP-MERCHANTS)."""
    index: int
    """Position in :attr:`Board.merchant_spaces`."""


@frozen
class Merchant:
    """A merchant location's fixed facts: its beer bonus (R-SELL-BONUS)."""

    name: str
    bonus: str
    """``"money"``, ``"victory_points"``, ``"income"`` or ``"develop"``."""
    amount: int
    linked_to: tuple[str, ...]


@frozen
class SlotSpec:
    """One build slot, numbered across the whole board (the engine's tile index)."""

    location: str
    slot: int
    """0-based slot index within its location (the JSON ``slot``)."""
    industries: frozenset[Industry]
    location_index: int
    index: int


def _sorted_pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


@frozen
class Board:
    """The frozen board: locations, link spaces, merchant spaces and precomputed lookups."""

    locations: tuple[Location, ...]
    links: tuple[LinkSpace, ...]
    merchant_spaces: tuple[MerchantSpace, ...]
    merchants: tuple[Merchant, ...]
    slot_specs: tuple[SlotSpec, ...]
    """Every build slot of the board, in location order then slot order."""
    _by_name: dict[str, Location] = field(repr=False)
    _links_at: dict[str, tuple[LinkSpace, ...]] = field(repr=False)
    _by_ends: dict[tuple[str, str], LinkSpace] = field(repr=False)
    location_slots: tuple[tuple[int, ...], ...] = field(repr=False)
    """Per location index: the global slot indices of its slots."""
    link_touch: tuple[tuple[int, ...], ...] = field(repr=False)
    """Per link index: the location indices it touches."""
    links_at_index: tuple[tuple[int, ...], ...] = field(repr=False)
    """Per location index: the indices of the links touching it."""
    merchant_location_indices: frozenset[int] = field(repr=False)

    # ----- lookups by name --------------------------------------------------------------
    def location(self, name: str) -> Location:
        """The location called *name*; raises :class:`UnknownNameError` otherwise."""
        try:
            return self._by_name[name]
        except (KeyError, TypeError):
            raise UnknownNameError("location", name) from None

    def has_location(self, name: object) -> bool:
        """True when *name* names a location of this board."""
        return isinstance(name, str) and name in self._by_name

    def links_at(self, name: str) -> tuple[LinkSpace, ...]:
        """The link spaces touching location *name*."""
        self.location(name)
        return self._links_at[name]

    def neighbours(self, name: str) -> frozenset[str]:
        """Locations one link space away from *name* (R-NET-CONNECTED)."""
        return frozenset(n for link in self.links_at(name) for n in link.touches if n != name)

    def link_between(self, a: str, b: str) -> LinkSpace:
        """The link space joining *a* and *b* (either order); :class:`UnknownNameError` if none.

        The South Farm Brewery has no line of its own: ask for Kidderminster-Worcester.
        """
        try:
            return self._by_ends[_sorted_pair(a, b)]
        except (KeyError, TypeError):
            raise UnknownNameError("link", (a, b)) from None

    def merchant(self, name: str) -> Merchant:
        """The merchant location called *name*."""
        for merchant in self.merchants:
            if merchant.name == name:
                return merchant
        raise UnknownNameError("merchant", name)

    def merchant_space(self, merchant: str, space: int) -> MerchantSpace:
        """The merchant space *space* (0-based) at *merchant*."""
        for ms in self.merchant_spaces:
            if ms.merchant == merchant and ms.space == space:
                return ms
        raise UnknownNameError("merchant space", (merchant, space))

    def slot(self, location: str, slot: int) -> SlotSpec:
        """The build slot *slot* (0-based) of *location*."""
        loc = self.location(location)
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(loc.slots):
            raise UnknownNameError("slot", (location, slot))
        return self.slot_specs[self.location_slots[loc.index][slot]]

    @property
    def towns(self) -> tuple[Location, ...]:
        """The 20 towns."""
        return tuple(loc for loc in self.locations if loc.kind == TOWN)


def _build() -> Board:
    locations: list[Location] = []
    for name, kind, colour, slots in data.TOWNS_AND_FARMS:
        locations.append(
            Location(name, kind, tuple(frozenset(s) for s in slots), len(locations), colour)
        )
    merchants: list[Merchant] = []
    merchant_spaces: list[MerchantSpace] = []
    for name, linked_to, icons, spaces, bonus, amount in data.MERCHANTS:
        locations.append(Location(name, MERCHANT, (), len(locations), None, icons))
        merchants.append(Merchant(name, bonus, amount, linked_to))
        for i, players in enumerate(spaces):
            merchant_spaces.append(MerchantSpace(name, i, frozenset(players), len(merchant_spaces)))
    by_name = {loc.name: loc for loc in locations}
    links: list[LinkSpace] = []
    for ends, kind, also in data.LINK_SPACES:
        links.append(
            LinkSpace(
                _sorted_pair(*ends),
                frozenset(ends) | frozenset(also),
                kind in ("both", "canal_only"),
                kind in ("both", "rail_only"),
                len(links),
            )
        )
    links_at = {loc.name: tuple(lk for lk in links if loc.name in lk.touches) for loc in locations}
    specs: list[SlotSpec] = []
    location_slots: list[tuple[int, ...]] = []
    for loc in locations:
        start = len(specs)
        for i, inds in enumerate(loc.slots):
            specs.append(SlotSpec(loc.name, i, inds, loc.index, len(specs)))
        location_slots.append(tuple(range(start, len(specs))))
    return Board(
        locations=tuple(locations),
        links=tuple(links),
        merchant_spaces=tuple(merchant_spaces),
        merchants=tuple(merchants),
        slot_specs=tuple(specs),
        by_name=by_name,
        links_at=links_at,
        by_ends={lk.ends: lk for lk in links},
        location_slots=tuple(location_slots),
        link_touch=tuple(tuple(sorted(by_name[n].index for n in lk.touches)) for lk in links),
        links_at_index=tuple(tuple(lk.index for lk in links_at[loc.name]) for loc in locations),
        merchant_location_indices=frozenset(loc.index for loc in locations if loc.kind == MERCHANT),
    )


#: The Brass: Birmingham board.
BIRMINGHAM: Board = _build()
