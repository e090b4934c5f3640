"""Supply tiles, starting offers, starting goods and the game lengths (LH-SETUP)."""

from __future__ import annotations

from brass_rules.le_havre.data.types import SupplyTile

SUPPLY_TILES: tuple[SupplyTile, ...] = (
    SupplyTile(1, ("wood", "cattle"), False),
    SupplyTile(2, ("wood", "clay"), False),
    SupplyTile(3, ("wood", "franc"), False),
    SupplyTile(4, ("fish", "clay"), False),
    SupplyTile(5, ("wood", "fish"), True),
    SupplyTile(6, ("fish", "grain"), False),
    SupplyTile(7, ("iron", "franc"), False),
)
TILE: dict[int, SupplyTile] = {t.id: t for t in SUPPLY_TILES}

#: Rounds per game (LH-SETUP-LENGTH), index = players - 1.
ROUNDS_FULL: tuple[int, ...] = (7, 14, 18, 20, 20)
ROUNDS_SHORT: tuple[int, ...] = (4, 8, 12, 12, 15)
TURNS_PER_ROUND = 7

#: Starting offers (LH-SETUP-OFFERS), in OFFER_SPACES order.
OFFERS_FULL: tuple[int, ...] = (2, 2, 2, 1, 0, 0, 0)
OFFERS_SHORT: tuple[int, ...] = (3, 3, 3, 2, 1, 1, 1)

#: Starting francs and goods (LH-SETUP-MONEY).
START_FRANCS = 5
START_GOODS_FULL: tuple[tuple[str, int], ...] = (("coal", 1),)
START_GOODS_SHORT: tuple[tuple[str, int], ...] = (
    ("fish", 2), ("wood", 2), ("clay", 2), ("iron", 2), ("cattle", 1), ("coal", 2), ("hides", 2),
)  # fmt: skip

#: Loans (LH-LOAN-VALUE, LH-LOAN-REPAY, LH-LOAN-END, LH-LOAN-INTEREST).
LOAN_VALUE = 4
LOAN_REPAY = 5
LOAN_PENALTY = 7
INTEREST = 1
#: Special buildings dealt in the full game (LH-SETUP-SPECIALS).
SPECIALS_DEALT = 6
