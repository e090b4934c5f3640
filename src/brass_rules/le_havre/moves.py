"""Le Havre moves: one decision each (frozen attrs classes)."""

from __future__ import annotations

from attrs import frozen

from brass_rules.le_havre.bag import EMPTY, Bag


@frozen
class TakeOffer:
    """Main action A: take every token of one offer space (LH-OFFER-TAKE)."""

    good: str
    """The offer space: ``"franc"`` or a good with an offer space."""


@frozen
class Enter:
    """Main action B: move the person disc onto a building, paying its fee (LH-ENTER)."""

    building: str
    food: Bag = EMPTY
    """Food tokens paid as the fee (LH-PAY-FOOD)."""
    francs: int = 0
    """Francs paid: as food, or the franc fee / franc alternative."""


@frozen
class Act:
    """One step of the action of the building the player has entered (LH-ENTER-ACTION).

    What each field means depends on the card (see ``docs/le_havre/moves.rst``): ``give`` the
    goods handed over (upgraded, sold, traded, shipped or paid as materials), ``take`` goods the
    player chooses to receive, ``energy`` the energy tokens paid, ``food``/``francs`` a food
    payment, ``option`` a named choice (a card or ship built, a trade, a step).
    """

    option: str = ""
    give: Bag = EMPTY
    take: Bag = EMPTY
    energy: Bag = EMPTY
    food: Bag = EMPTY
    francs: int = 0


@frozen
class Buy:
    """Extra action: buy a building or a ship (LH-BUY)."""

    card: str


@frozen
class Sell:
    """Extra action: sell a building or a ship to the town for half its value (LH-SELL)."""

    card: str
    player: int | None = None
    """The seller when he is not ``to_move`` (LH-TIME-OTHERS); ``None``: the deciding player."""


@frozen
class Repay:
    """Extra action: repay loans, 5 francs each (LH-LOAN-REPAY)."""

    loans: int
    player: int | None = None
    """The payer when he is not ``to_move`` (LH-TIME-OTHERS); ``None``: the deciding player."""


@frozen
class Feed:
    """Pay part of the food demand (LH-ROUND-FEED-PAY): *count* tokens of one food good, or
    ``good="francs"`` to pay the whole rest in francs."""

    good: str
    count: int


@frozen
class Borrow:
    """Pay everything that counts toward a due payment and take the fewest loans for the rest
    (LH-LOAN-SHORT)."""


@frozen
class EndTurn:
    """End the turn (LH-FLOW-END-TURN); in the final phase also skips the main action."""


Move = TakeOffer | Enter | Act | Buy | Sell | Repay | Feed | Borrow | EndTurn
MOVE_TYPES: tuple[type, ...] = (TakeOffer, Enter, Act, Buy, Sell, Repay, Feed, Borrow, EndTurn)
