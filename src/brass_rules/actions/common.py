"""Helpers shared by the actions: violations, the player to move, affordability."""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.rules import Rule
from brass_rules.state import GameState

Violations = tuple[RuleViolation, ...]


def violation(rule: Rule, message: str) -> Violations:
    """A one-violation tuple."""
    return (RuleViolation(rule, message),)


def actor(state: GameState) -> int:
    """The player to move (callers have checked the game is not over)."""
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
