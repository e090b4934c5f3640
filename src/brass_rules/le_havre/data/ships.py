"""Ship types and ship cards (LH-SHIP-TYPES; the backs of the round cards)."""

from __future__ import annotations

from brass_rules.le_havre.data.rounds import ROUND_CARDS
from brass_rules.le_havre.data.types import ShipCard, ShipType

SHIP_TYPES: dict[str, ShipType] = {
    "wooden": ShipType("wooden", (("wood", 5),), 3, 14, False, (5, 4, 3, 2, 1), 2),
    "iron": ShipType("iron", (("iron", 4),), 3, 20, True, (7, 5, 4, 3, 2), 3),
    "steel": ShipType("steel", (("steel", 2),), 3, 30, True, (10, 7, 6, 5, 3), 4),
    "luxury_liner": ShipType("luxury_liner", (("steel", 3),), 3, None, True, (0,) * 5, 0),
}
#: The ship stacks' order on the board.
STACKS: tuple[str, ...] = ("wooden", "iron", "steel", "luxury_liner")

_VALUES: dict[str, tuple[str, int]] = {
    "S01": ("wooden", 2), "S02": ("wooden", 2), "S03": ("wooden", 2), "S04": ("wooden", 4),
    "S05": ("wooden", 4), "S06": ("iron", 2), "S07": ("wooden", 6), "S08": ("iron", 4),
    "S09": ("wooden", 6), "S10": ("iron", 6), "S11": ("iron", 8), "S12": ("steel", 10),
    "S13": ("iron", 10), "S14": ("steel", 16), "S15": ("iron", 12), "S16": ("steel", 20),
    "S17": ("steel", 24), "S18": ("luxury_liner", 38), "S19": ("luxury_liner", 34),
    "S20": ("luxury_liner", 30),
}  # fmt: skip
SHIPS: dict[str, ShipCard] = {k: ShipCard(k, t, v) for k, (t, v) in _VALUES.items()}
assert {c.ship for c in ROUND_CARDS} == set(SHIPS)

#: Ship names as written in notation.
SHIP_NAMES: dict[str, str] = {
    "wooden": "Wooden ship", "iron": "Iron ship", "steel": "Steel ship",
    "luxury_liner": "Luxury liner",
}  # fmt: skip
