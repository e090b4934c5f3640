"""End the turn (LH-FLOW-END-TURN; skipping the final action, LH-FINAL-ACTION)."""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.flow import end_turn
from brass_rules.le_havre.moves import EndTurn
from brass_rules.le_havre.state import GameState


def validate(state: GameState, move: EndTurn) -> tuple[RuleViolation, ...]:
    """The phase guards of the engine decide; nothing else to check."""
    return ()


def apply(state: GameState, move: EndTurn) -> GameState:
    """Pass to the next turn (the steps with no choice follow by themselves)."""
    return end_turn(state)


def candidates(state: GameState) -> list[EndTurn]:
    """Ending the turn."""
    return [EndTurn()]
