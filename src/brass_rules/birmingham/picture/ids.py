"""The ids of the picture's pieces, the names a front end clicks and highlights.

Every piece a move can name has an id (and ``data-*`` attributes that say what it is):

==================================  ===============================================================
id                                  piece
==================================  ===============================================================
``slot-Dudley-0``                   a slot of a location (0-based, board order) with its tile
``link-Birmingham-Dudley``          a link space, by its two ends in board order
``merchant-Warrington-0``           a merchant space (0-based)
``beer-Warrington-0``               the beer barrel beside a merchant space, while it is there
``coal-market``, ``iron-market``    the two markets
``player-0``                        a player's panel
``mat-0-coal``                      the lowest tile of an industry on a player's mat
``hand-0``, ``card-3``              the observer's hand, and its card at index 3 (sorted hand)
==================================  ===============================================================

Names keep their spelling with spaces as hyphens: ``slot-North-Farm-Brewery-0``.

>>> slot_id("North Farm Brewery", 0), link_id(("Birmingham", "Dudley")), mat_id(1, "coal")
('slot-North-Farm-Brewery-0', 'link-Birmingham-Dudley', 'mat-1-coal')
"""

from __future__ import annotations

from brass_rules.kit.svg import slug

__all__ = [
    "beer_id",
    "card_id",
    "hand_id",
    "link_id",
    "market_id",
    "mat_id",
    "merchant_id",
    "player_id",
    "slot_id",
]


def slot_id(location: str, slot: int) -> str:
    """The id of slot *slot* of *location*."""
    return f"slot-{slug(location)}-{slot}"


def link_id(ends: tuple[str, str]) -> str:
    """The id of the link space between *ends* (in board order, as ``LinkSpace.ends``)."""
    return f"link-{slug(ends[0])}-{slug(ends[1])}"


def merchant_id(merchant: str, space: int) -> str:
    """The id of merchant space *space* of *merchant*."""
    return f"merchant-{slug(merchant)}-{space}"


def beer_id(merchant: str, space: int) -> str:
    """The id of the beer barrel beside a merchant space (drawn while it is there)."""
    return f"beer-{slug(merchant)}-{space}"


def market_id(resource: str) -> str:
    """``coal-market`` or ``iron-market``."""
    return f"{resource}-market"


def player_id(player: int) -> str:
    """The id of a player's panel."""
    return f"player-{player}"


def mat_id(player: int, industry: str) -> str:
    """The id of the lowest *industry* tile on *player*'s mat (the tile an action takes)."""
    return f"mat-{player}-{industry}"


def hand_id(player: int) -> str:
    """The id of the observer's hand (only the observer's hand is drawn)."""
    return f"hand-{player}"


def card_id(index: int) -> str:
    """The id of the card at *index* of the observer's sorted hand."""
    return f"card-{index}"
