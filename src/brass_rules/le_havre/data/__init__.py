"""The frozen facts of Le Havre, as typed Python data (checked against the reference by tests)."""

from __future__ import annotations

from brass_rules.errors import UnknownNameError
from brass_rules.le_havre.data.cards import CARDS
from brass_rules.le_havre.data.types import BuildingCard

BY_ID: dict[str, BuildingCard] = {c.id: c for c in CARDS}
#: The standard buildings' sort order, the Football Stadium ("31") after the Church ("30").
SORT_KEY: dict[str, int] = {c.id: i for i, c in enumerate(CARDS)}
SORT_KEY["31"] = SORT_KEY["30"] + 1
STANDARD: tuple[str, ...] = tuple(c.id for c in CARDS if c.deck == "standard")
SPECIAL: tuple[str, ...] = tuple(c.id for c in CARDS if c.deck == "special")
START: tuple[str, ...] = ("B1", "B2", "B3")
STADIUM = "31"
YACHT = "023"
WHARVES: tuple[str, ...] = ("12", "17")


def card(card_id: str) -> BuildingCard:
    """The building card with this id; :class:`UnknownNameError` otherwise."""
    try:
        return BY_ID[card_id]
    except KeyError:
        raise UnknownNameError("building", card_id) from None


__all__ = ["BY_ID", "CARDS", "SORT_KEY", "SPECIAL", "STADIUM", "STANDARD", "START", "card"]
