"""The typed records of the Le Havre facts (cards, round cards, ships, supply tiles)."""

from __future__ import annotations

from attrs import frozen


@frozen
class Fee:
    """An entry fee (LH-ENTER-FEE): food, francs, or food with a franc alternative."""

    food: int = 0
    francs: int = 0
    or_francs: int = 0
    """The franc alternative of a food fee written with "/" (0: none)."""


@frozen
class BuildingCard:
    """One building card (LH-BLD-DECKS): its printed numbers and where it is used."""

    id: str
    deck: str
    """``start``, ``standard`` or ``special``."""
    name: str
    kind: str
    """``craft``, ``economic``, ``industrial``, ``public``, ``non_building`` or ``ship``."""
    value: int
    price: int | None
    """Purchase price; ``None``: cannot be bought (LH-BUY-BUILDING)."""
    fee: Fee | None
    """Entry fee; ``None``: a locked card (LH-ENTER-LOCKED)."""
    cost: tuple[tuple[str, int], ...] | None
    """Construction cost as sorted (good, count) pairs; ``None``: cannot be built."""
    hammers: int
    fishermen: int
    owner_only: bool
    full: tuple[int, ...]
    """Player counts whose full game puts the card into the proposals."""
    short: tuple[int, ...]
    """Player counts whose short game puts the card into the proposals."""
    short_town_start: tuple[int, ...]
    """Player counts whose short game gives the card to the town at the start."""


@frozen
class RoundRow:
    """One round card's row for one player count (LH-SETUP-ROUNDS)."""

    full_round: int | None
    short_round: int | None
    food: int | None
    town_building: str | None
    """``none``, ``standard`` or ``special``."""


@frozen
class RoundCard:
    """A round card: its harvest, its rows per player count and the ship on its back."""

    id: str
    harvest: bool
    ship: str
    """The ship card on the back (``S01``..``S20``)."""
    rows: tuple[RoundRow, ...]
    """Rows for 1..5 players (index 0 = 1 player)."""


@frozen
class ShipType:
    """A ship type (LH-SHIP-TYPES)."""

    name: str
    cost: tuple[tuple[str, int], ...]
    """Material cost (the 3 energy are separate, LH-SHIP-BUILD)."""
    energy: int
    buy_price: int | None
    modernised: bool
    """Needs a modernised Wharf (LH-SHIP-MODERNISE)."""
    food: tuple[int, ...]
    """Food supplied per round for 1..5 players."""
    capacity: int


@frozen
class ShipCard:
    """One ship card: the back of round card ``R<nn>``."""

    id: str
    type: str
    value: int


@frozen
class SupplyTile:
    """A supply tile (LH-SETUP-SUPPLY-TILES)."""

    id: int
    items: tuple[str, str]
    interest: bool
