"""Moves: one decision of one player each (see the API contract).

A step without ``card`` continues the action in progress. Optional source fields left ``None``
are completed by the engine with the first legal choice in the documented order.

Every class caches its hash (``cache_hash=True``: the same value, computed once per object):
search trees keep moves in sets and dicts, and ``legal_moves`` hands out shared move objects.
"""

from __future__ import annotations

from typing import Union

from attrs import frozen

from brass_rules.birmingham.enums import Industry


@frozen(cache_hash=True)
class TileRef:
    """A slot of the board, by location name and 0-based slot index."""

    location: str
    slot: int

    def __str__(self) -> str:
        return f"{self.location}[{self.slot}]"


@frozen(cache_hash=True)
class MarketRef:
    """The coal or iron market as a source of cubes."""

    def __str__(self) -> str:
        return "market"


#: The market source (there is one of each resource; the move's field says which).
MARKET = MarketRef()


@frozen(cache_hash=True)
class MerchantRef:
    """A merchant space, by merchant location name and 0-based space index."""

    merchant: str
    space: int

    def __str__(self) -> str:
        return f"{self.merchant}[{self.space}]"


#: Where a coal cube, iron cube or beer barrel comes from.
Source = Union[TileRef, MarketRef, MerchantRef]


@frozen(cache_hash=True)
class Build:
    """R-BUILD: discard *card* to build the lowest *industry* tile in *location*."""

    card: str
    industry: Industry
    location: str
    slot: int | None = None
    coal: tuple[Source, ...] | None = None
    iron: tuple[Source, ...] | None = None


@frozen(cache_hash=True)
class Network:
    """R-NETWORK: place a link; without *card* it is the second link of a double rail."""

    link: tuple[str, str]
    card: str | None = None
    coal: tuple[Source, ...] | None = None
    beer: tuple[Source, ...] | None = None


@frozen(cache_hash=True)
class Develop:
    """R-DEVELOP: remove the lowest *industry* tile from the mat; without *card*, the second."""

    industry: Industry
    card: str | None = None
    iron: tuple[Source, ...] | None = None


@frozen(cache_hash=True)
class Sell:
    """R-SELL: flip one tile by selling to a merchant; without *card*, another tile of the Sell."""

    tile: TileRef
    card: str | None = None
    merchant: MerchantRef | None = None
    beer: tuple[Source, ...] | None = None
    bonus: Industry | None = None
    """The industry developed by Gloucester's beer bonus (R-SELL-BONUS)."""


@frozen(cache_hash=True)
class End:
    """Finish the action in progress (a rail Network, Develop or Sell)."""


@frozen(cache_hash=True)
class Loan:
    """R-LOAN: discard *card*, take £30, income back 3 levels."""

    card: str


@frozen(cache_hash=True)
class Scout:
    """R-SCOUT: discard three cards, take a wild location and a wild industry card."""

    cards: tuple[str, str, str]


@frozen(cache_hash=True)
class Pass:
    """R-PASS: discard *card* and do nothing."""

    card: str


@frozen(cache_hash=True)
class SellForDebt:
    """R-FLOW-DEBT: remove one of your tiles for half its cost to pay negative income."""

    tile: TileRef


#: Any decision.
Move = Union[Build, Network, Develop, Sell, End, Loan, Scout, Pass, SellForDebt]
