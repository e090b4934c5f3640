"""The goods: two-sided tokens, their food, energy and franc values (LH-GOODS)."""

from __future__ import annotations

#: The eight basic goods, in the order of the Marketplace list (LH-GOODS-SIDES).
BASIC: tuple[str, ...] = ("fish", "wood", "clay", "iron", "grain", "cattle", "coal", "hides")
#: The upgraded side of each basic good, in the same order.
UPGRADED: tuple[str, ...] = (
    "smoked_fish", "charcoal", "brick", "steel", "bread", "meat", "coke", "leather",
)  # fmt: skip
#: basic good -> its upgraded side (LH-GOODS-UPGRADE).
UPGRADE_OF: dict[str, str] = dict(zip(BASIC, UPGRADED, strict=True))
#: Every good name, in the canonical order used by payments, JSON and notation.
GOODS: tuple[str, ...] = (
    "fish", "smoked_fish", "wood", "charcoal", "clay", "brick", "iron", "steel",
    "grain", "bread", "cattle", "meat", "coal", "coke", "hides", "leather",
)  # fmt: skip
INDEX: dict[str, int] = {g: i for i, g in enumerate(GOODS)}

#: Food values (LH-GOODS-FOOD); a franc is 1 food.
FOOD: dict[str, int] = {"fish": 1, "smoked_fish": 2, "bread": 2, "meat": 3}
#: Food goods from the most to the least valuable, the canonical payment order.
FOOD_GOODS: tuple[str, ...] = ("meat", "bread", "smoked_fish", "fish")
#: Energy values (LH-GOODS-ENERGY).
ENERGY: dict[str, int] = {"wood": 1, "charcoal": 3, "coal": 3, "coke": 10}
ENERGY_GOODS: tuple[str, ...] = ("coke", "coal", "charcoal", "wood")
#: Franc values printed on the tokens, paid by the Shipping Line (LH-SHIP-SHIPPING).
FRANC_VALUE: dict[str, int] = {
    "fish": 1, "wood": 1, "clay": 1, "grain": 1,
    "iron": 2, "hides": 2, "meat": 2, "smoked_fish": 2, "charcoal": 2, "brick": 2,
    "cattle": 3, "bread": 3, "coal": 3, "leather": 4, "coke": 5, "steel": 8,
}  # fmt: skip
#: Substitutions in construction costs (LH-GOODS-SUBSTITUTE).
SUBSTITUTE: dict[str, str] = {"clay": "brick", "iron": "steel"}
#: The offer spaces, in board order (LH-SETUP-OFFERS); "franc" holds francs.
OFFER_SPACES: tuple[str, ...] = ("franc", "fish", "wood", "clay", "iron", "grain", "cattle")
