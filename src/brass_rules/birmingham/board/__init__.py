"""The board: frozen facts and the adjacency structure (``br.board.BIRMINGHAM``)."""

from brass_rules.birmingham.board.graph import (
    BIRMINGHAM,
    FARM_BREWERY,
    MERCHANT,
    TOWN,
    Board,
    LinkSpace,
    Location,
    Merchant,
    MerchantSpace,
    SlotSpec,
)

__all__ = [
    "BIRMINGHAM",
    "FARM_BREWERY",
    "MERCHANT",
    "TOWN",
    "Board",
    "LinkSpace",
    "Location",
    "Merchant",
    "MerchantSpace",
    "SlotSpec",
]
