"""The components of the game as data: industry tiles, deck, merchant tiles, markets, income track.

Written by hand from the player mat and the rulebook; ``tests/board`` checks every number against
an independent copy of the reference data.

>>> tile(Industry.COAL, 1).cost, tile(Industry.COAL, 1).produces
(5, 2)
>>> mat(Industry.COAL)
(1, 2, 2, 3, 3, 4, 4)
>>> len(deck(2)), len(deck(3)), len(deck(4))
(40, 54, 64)
>>> income_level(10), income_level(11), income_level(99)
(0, 1, 30)
>>> loan_space(10), loan_space(2)
(7, None)
"""

from __future__ import annotations

from attrs import frozen

from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry
from brass_rules.errors import UnknownNameError

CO = Industry.COTTON
MA = Industry.MANUFACTURER
PO = Industry.POTTERY
CL = Industry.COAL
IR = Industry.IRON
BR = Industry.BREWERY


@frozen
class TileSpec:
    """One level of an industry tile, as printed on the player mat."""

    industry: Industry
    level: int
    count: int
    """How many tiles of this level each player has."""
    cost: int
    """£ cost to build."""
    coal: int
    """Coal consumed to build."""
    iron: int
    """Iron consumed to build."""
    beer: int
    """Beer consumed to sell (cotton, manufacturer, pottery); 0 otherwise."""
    produces: int
    """Cubes placed when built (coal mine, iron works); breweries: see :func:`brewery_barrels`."""
    vp: int
    """VP scored by the flipped tile at the end of each era (R-ERA-TILES)."""
    income_spaces: int
    """Income spaces gained when the tile flips (R-RES-FLIP)."""
    link_icons: int
    """Link icons on the flipped face (R-ERA-LINKS)."""
    developable: bool
    """False for a lightbulb tile (pottery I and III), which can't be developed (R-DEVELOP)."""
    eras: frozenset[Era]
    """The eras in which the tile may be built (R-BUILD-ERA)."""


_C = frozenset({Era.CANAL})
_R = frozenset({Era.RAIL})
_CR = frozenset({Era.CANAL, Era.RAIL})

# (industry, level, count, cost, coal, iron, beer, produces, vp, income, icons, developable, eras)
_TILES = (
    (CO, 1, 3, 12, 0, 0, 1, 0, 5, 5, 1, True, _C),
    (CO, 2, 2, 14, 1, 0, 1, 0, 5, 4, 2, True, _CR),
    (CO, 3, 3, 16, 1, 1, 1, 0, 9, 3, 1, True, _CR),
    (CO, 4, 3, 18, 1, 1, 1, 0, 12, 2, 1, True, _CR),
    (MA, 1, 1, 8, 1, 0, 1, 0, 3, 5, 2, True, _C),
    (MA, 2, 2, 10, 0, 1, 1, 0, 5, 1, 1, True, _CR),
    (MA, 3, 1, 12, 2, 0, 0, 0, 4, 4, 0, True, _CR),
    (MA, 4, 1, 8, 0, 1, 1, 0, 3, 6, 1, True, _CR),
    (MA, 5, 2, 16, 1, 0, 2, 0, 8, 2, 2, True, _CR),
    (MA, 6, 1, 20, 0, 0, 1, 0, 7, 6, 1, True, _CR),
    (MA, 7, 1, 16, 1, 1, 0, 0, 9, 4, 0, True, _CR),
    (MA, 8, 2, 20, 0, 2, 1, 0, 11, 1, 1, True, _CR),
    (PO, 1, 1, 17, 0, 1, 1, 0, 10, 5, 1, False, _CR),
    (PO, 2, 1, 0, 1, 0, 1, 0, 1, 1, 1, True, _CR),
    (PO, 3, 1, 22, 2, 0, 2, 0, 11, 5, 1, False, _CR),
    (PO, 4, 1, 0, 1, 0, 1, 0, 1, 1, 1, True, _CR),
    (PO, 5, 1, 24, 2, 0, 2, 0, 20, 5, 1, True, _R),
    (CL, 1, 1, 5, 0, 0, 0, 2, 1, 4, 2, True, _C),
    (CL, 2, 2, 7, 0, 0, 0, 3, 2, 7, 1, True, _CR),
    (CL, 3, 2, 8, 0, 1, 0, 4, 3, 6, 1, True, _CR),
    (CL, 4, 2, 10, 0, 1, 0, 5, 4, 5, 1, True, _CR),
    (IR, 1, 1, 5, 1, 0, 0, 4, 3, 3, 1, True, _C),
    (IR, 2, 1, 7, 1, 0, 0, 4, 5, 3, 1, True, _CR),
    (IR, 3, 1, 9, 1, 0, 0, 5, 7, 2, 1, True, _CR),
    (IR, 4, 1, 12, 1, 0, 0, 6, 9, 1, 1, True, _CR),
    (BR, 1, 2, 5, 0, 1, 0, 0, 4, 4, 2, True, _C),
    (BR, 2, 2, 7, 0, 1, 0, 0, 5, 5, 2, True, _CR),
    (BR, 3, 2, 9, 0, 1, 0, 0, 7, 5, 2, True, _CR),
    (BR, 4, 1, 9, 0, 1, 0, 0, 10, 5, 2, True, _R),
)

#: Every tile level, keyed by (industry, level).
TILES: dict[tuple[Industry, int], TileSpec] = {(row[0], row[1]): TileSpec(*row) for row in _TILES}

#: Per industry (in :data:`~brass_rules.birmingham.enums.INDUSTRIES` order): one player's mat,
#: lowest first.
MATS: tuple[tuple[int, ...], ...] = tuple(
    tuple(spec.level for spec in TILES.values() if spec.industry is ind for _ in range(spec.count))
    for ind in INDUSTRIES
)

#: Tiles per player (R-SETUP-PLAYER).
TILES_PER_PLAYER = sum(len(m) for m in MATS)


def tile(industry: Industry, level: int) -> TileSpec:
    """The tile of *industry* at *level*; :class:`UnknownNameError` if there is none."""
    try:
        return TILES[(industry, level)]
    except (KeyError, TypeError):
        raise UnknownNameError("tile", (industry, level)) from None


def mat(industry: Industry) -> tuple[int, ...]:
    """The levels of one player's tiles of *industry* at the start, lowest first."""
    return MATS[industry.index]


def brewery_barrels(era: Era) -> int:
    """Barrels a new brewery gets: 1 in the Canal Era, 2 in the Rail Era (R-BUILD-PRODUCE)."""
    return 1 if era is Era.CANAL else 2


# ----- cards ---------------------------------------------------------------------------------

#: JSON names of the card kinds that are not location cards.
WILD_LOCATION = "wild location"
WILD_INDUSTRY = "wild industry"
DUAL_CARD = "cotton/manufacturer"
WILD_CARDS = frozenset({WILD_LOCATION, WILD_INDUSTRY})

#: Location cards in the deck, per town: (2, 3, 4)-player counts.
LOCATION_CARDS: dict[str, tuple[int, int, int]] = {
    "Belper": (0, 0, 2),
    "Derby": (0, 0, 3),
    "Leek": (0, 2, 2),
    "Stoke-on-Trent": (0, 3, 3),
    "Stone": (0, 2, 2),
    "Uttoxeter": (0, 1, 2),
    "Stafford": (2, 2, 2),
    "Burton-on-Trent": (2, 2, 2),
    "Cannock": (2, 2, 2),
    "Tamworth": (1, 1, 1),
    "Walsall": (1, 1, 1),
    "Coalbrookdale": (3, 3, 3),
    "Dudley": (2, 2, 2),
    "Kidderminster": (2, 2, 2),
    "Wolverhampton": (2, 2, 2),
    "Worcester": (2, 2, 2),
    "Birmingham": (3, 3, 3),
    "Coventry": (3, 3, 3),
    "Nuneaton": (1, 1, 1),
    "Redditch": (1, 1, 1),
}

#: Industry cards in the deck: (2, 3, 4)-player counts.
INDUSTRY_CARDS: dict[str, tuple[int, int, int]] = {
    "iron": (4, 4, 4),
    "coal": (2, 2, 3),
    "pottery": (2, 2, 3),
    "brewery": (5, 5, 5),
    DUAL_CARD: (0, 6, 8),
}

#: The industries each industry card permits (R-BUILD-CARD).
INDUSTRY_CARD_INDUSTRIES: dict[str, frozenset[Industry]] = {
    "iron": frozenset({IR}),
    "coal": frozenset({CL}),
    "pottery": frozenset({PO}),
    "brewery": frozenset({BR}),
    DUAL_CARD: frozenset({CO, MA}),
}

#: Cards in each wild pile at the start (R-SETUP-DECK).
WILD_PILE = 4

#: Every card name that exists in the game.
CARD_NAMES: frozenset[str] = frozenset(LOCATION_CARDS) | frozenset(INDUSTRY_CARDS) | WILD_CARDS


def deck(players: int) -> tuple[str, ...]:
    """The unshuffled draw deck for *players* (2-4): card names, location cards first."""
    if players not in (2, 3, 4):
        raise UnknownNameError("player count", players)
    col = players - 2
    cards: list[str] = []
    for name, counts in (*LOCATION_CARDS.items(), *INDUSTRY_CARDS.items()):
        cards.extend([name] * counts[col])
    return tuple(cards)


def is_location_card(card: str) -> bool:
    """True for a town's location card."""
    return card in LOCATION_CARDS


# ----- merchants -----------------------------------------------------------------------------

#: The nine merchant tiles: (goods bought, player counts using it); () is blank.
MERCHANT_TILES: tuple[tuple[frozenset[Industry], frozenset[int]], ...] = (
    (frozenset({MA}), frozenset({2, 3, 4})),
    (frozenset({CO}), frozenset({2, 3, 4})),
    (frozenset({CO, MA, PO}), frozenset({2, 3, 4})),
    (frozenset(), frozenset({2, 3, 4})),
    (frozenset(), frozenset({2, 3, 4})),
    (frozenset(), frozenset({3, 4})),
    (frozenset({PO}), frozenset({3, 4})),
    (frozenset({MA}), frozenset({4})),
    (frozenset({CO}), frozenset({4})),
)


def merchant_tiles(players: int) -> tuple[frozenset[Industry], ...]:
    """The merchant tiles used with *players* (5/7/9), in table order, unshuffled."""
    return tuple(goods for goods, counts in MERCHANT_TILES if players in counts)


# ----- markets -------------------------------------------------------------------------------


@frozen
class MarketSpec:
    """A resource market: the price of each space, cheapest first."""

    space_prices: tuple[int, ...]
    start_cubes: int
    price_when_empty: int

    @property
    def capacity(self) -> int:
        """Number of spaces."""
        return len(self.space_prices)

    def buy_price(self, cubes: int) -> int:
        """Price of the next cube bought when the market holds *cubes* (cheapest filled space)."""
        if cubes <= 0:
            return self.price_when_empty
        return self.space_prices[self.capacity - cubes]

    def sell_price(self, cubes: int) -> int | None:
        """Price earned by the next cube sold when the market holds *cubes*; None when full."""
        if cubes >= self.capacity:
            return None
        return self.space_prices[self.capacity - cubes - 1]

    def cost_to_buy(self, cubes: int, count: int) -> int:
        """Total price of buying *count* cubes one by one from a market holding *cubes*."""
        return sum(self.buy_price(cubes - i) for i in range(count))


COAL_MARKET = MarketSpec((1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7), 13, 8)
IRON_MARKET = MarketSpec((1, 1, 2, 2, 3, 3, 4, 4, 5, 5), 8, 6)

# ----- income track --------------------------------------------------------------------------

START_SPACE = 10
LAST_SPACE = 99
LOWEST_LEVEL = -10
HIGHEST_LEVEL = 30


def _track() -> tuple[int, ...]:
    levels: list[int] = []
    for level in range(-10, 1):
        levels.append(level)  # one space each
    for level in range(1, 11):
        levels.extend([level] * 2)
    for level in range(11, 21):
        levels.extend([level] * 3)
    for level in range(21, 30):
        levels.extend([level] * 4)
    levels.extend([30] * 3)
    return tuple(levels)


#: Income level of each track space 0..99.
INCOME_LEVELS: tuple[int, ...] = _track()
#: Highest space of each income level (keyed by level).
LEVEL_TOP_SPACE: dict[int, int] = {lvl: s for s, lvl in enumerate(INCOME_LEVELS)}
#: Lowest space of each income level.
LEVEL_FIRST_SPACE: dict[int, int] = {lvl: s for s, lvl in reversed(list(enumerate(INCOME_LEVELS)))}


def income_level(space: int) -> int:
    """The income level of progress-track *space* (0-99)."""
    if not isinstance(space, int) or not 0 <= space <= LAST_SPACE:
        raise UnknownNameError("income space", space)
    return INCOME_LEVELS[space]


def loan_space(space: int) -> int | None:
    """Where a loan moves the marker from *space*: 3 levels back, highest space (R-LOAN).

    None when the level would fall below -10.
    """
    level = income_level(space) - LOAN_LEVELS_BACK
    if level < LOWEST_LEVEL:
        return None
    return LEVEL_TOP_SPACE[level]


# ----- costs and set-up ----------------------------------------------------------------------

CANAL_COST = 3
RAIL_COST = 5
DOUBLE_RAIL_COST = 15
LOAN_MONEY = 30
LOAN_LEVELS_BACK = 3
START_MONEY = 17
HAND_SIZE = 8
FACE_DOWN_DISCARD = 1
LINK_TILES = 14
ROUNDS_PER_ERA: dict[int, int] = {2: 10, 3: 9, 4: 8}
INTRO_MONEY_VP_PER = 4
INTRO_MONEY_VP_MAX = 15
