"""What a food payment costs in all (LH-ROUND-FEED-PAY, LH-PAY-FOOD, LH-LOAN-SHORT): the goods,
the francs and the loans of a ``Feed`` or a ``Borrow``, the rest included when the engine pays it
at once (after fish, only francs can follow), for the words of moves and events.

>>> from brass_rules.le_havre.bag import Bag
>>> paid_text(Bag.of(fish=1), 7, 0)
'1 fish and 7 francs'
>>> paid_text(Bag.of(), 1, 0)
'1 franc'
"""

from __future__ import annotations

from attrs import frozen

from brass_rules.le_havre.actions import dues
from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.moves import Borrow, Feed, Move
from brass_rules.le_havre.state import GameState


@frozen
class Paid:
    """A payment in all: goods tokens, francs (net of a loan's money) and loans taken."""

    player: int
    goods: Bag = EMPTY
    francs: int = 0
    loans: int = 0
    amount: int = 0
    """The food (or interest) that was due before the payment."""


def paid_by(state: GameState, move: Move) -> Paid | None:
    """What *move* (a ``Feed`` or a ``Borrow`` at a payment moment) hands over in all, the rest
    the engine pays at once included; ``None`` for any other move or moment."""
    if not isinstance(move, Feed | Borrow) or not state.dues:
        return None
    due = state.dues[0]
    before = state.players[due.player]
    s = dues.carry_out(state, move)
    # the rest of the same payment when only one way is left (flow.settle_dues does the same)
    while s.dues and s.dues[0].player == due.player and s.dues[0].kind == due.kind:
        if s.dues[0].amount <= 0:
            break
        forced = dues.candidates(s)
        if len(forced) != 1:
            break
        s = dues.carry_out(s, forced[0])
    after = s.players[due.player]
    loans = after.loans - before.loans
    return Paid(
        due.player, before.goods.minus(after.goods), before.francs - after.francs, loans,
        due.amount,
    )  # fmt: skip


def francs_text(n: int) -> str:
    """``1 franc``, ``3 francs``."""
    return f"{n} franc{'s' if n != 1 else ''}"


def paid_text(goods: Bag, francs: int, loans: int) -> str:
    """A payment in words: ``1 fish and 7 francs``, ``2 meat and 1 loan``, ``nothing``."""
    parts = [goods.text().replace("_", " ")] if goods.total() else []
    if francs > 0:
        parts.append(francs_text(francs))
    if loans:
        parts.append(f"{loans} loan{'s' if loans != 1 else ''} taken")
    if not parts:
        return "nothing"
    return " and ".join([", ".join(parts[:-1]), parts[-1]]) if len(parts) > 1 else parts[0]
