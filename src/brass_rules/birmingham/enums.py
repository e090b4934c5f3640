"""Enumerations named by the rulebook: industries and eras."""

from __future__ import annotations

from enum import Enum


class Industry(Enum):
    """The six industries; the value is the JSON name.

    >>> Industry("cotton") is Industry.COTTON
    True
    """

    COTTON = "cotton"
    MANUFACTURER = "manufacturer"
    POTTERY = "pottery"
    COAL = "coal"
    IRON = "iron"
    BREWERY = "brewery"

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact and fast

    index: int
    """Position in :data:`INDUSTRIES` (the order of the player mat in the state).

    A plain attribute of each member (set once, below), not a property: the engine reads it
    in every listing of moves.
    """


#: Every industry, in a fixed order used by player mats and ``legal_moves``.
INDUSTRIES: tuple[Industry, ...] = tuple(Industry)
for _position, _industry in enumerate(INDUSTRIES):
    _industry.index = _position
del _position, _industry

#: Industries whose tiles are flipped by a Sell (R-SELL-TILE).
SELLABLE: frozenset[Industry] = frozenset(
    {Industry.COTTON, Industry.MANUFACTURER, Industry.POTTERY}
)


class Era(Enum):
    """The two eras (R-FLOW-ERAS); the value is the JSON name."""

    CANAL = "canal"
    RAIL = "rail"

    __hash__ = object.__hash__


class Variant(Enum):
    """Game variants: the full game and the introductory game (R-VARIANT-INTRO)."""

    STANDARD = "standard"
    INTRO = "intro"
