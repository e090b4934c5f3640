"""Helpers shared by the actions: violations, the player to move, affordability.

The violation helpers live in :mod:`brass_rules.birmingham.violations` (``resources`` needs them
too, and sits below the actions); they are re-exported here.
"""

from __future__ import annotations

from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState
from brass_rules.birmingham.violations import (
    Violations,
    article,
    merged,
    plural,
    tile_name,
    violation,
)

__all__ = [
    "Violations",
    "actor",
    "afford",
    "article",
    "merged",
    "plural",
    "tile_name",
    "violation",
]


def actor(state: GameState) -> int:
    """The player to move (callers have checked the game is not over).

    ``state.to_move``, read directly outside the debt phase (the common case).
    """
    for owed in state.debts:  # a loop, not any(): compiled, no call to a builtin
        if owed:
            break
    else:
        return state.turn_order[state.turn]
    player = state.to_move
    assert player is not None
    return player


def afford(state: GameState, player: int, amount: int, what: str) -> Violations:
    """R-GEN-ATOMIC: an action is legal only if the player can pay for all of it."""
    money = state.players[player].money
    if amount > money:
        return violation(
            Rule.GEN_ATOMIC, f"{what} costs £{amount} in all, but you have only £{money}."
        )
    return ()
