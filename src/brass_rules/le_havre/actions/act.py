"""One step of a building's action (LH-ENTER-ACTION, LH-BLD-*)."""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.actions.enter import settle_action
from brass_rules.le_havre.buildings import effect_of
from brass_rules.le_havre.buildings.base import allows, usable
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState
from brass_rules.le_havre.violations import violation


def validate(state: GameState, move: Act) -> tuple[RuleViolation, ...]:
    """LH-ENTER-ACTION: the step must be one the card's action allows now."""
    if state.action is None:
        return (violation(LHRule.ENTER_ACTION, "No building action is under way."),)
    effect = effect_of(state.action.building)
    assert effect is not None
    if not allows(effect, state, state.active, move):
        name = BY_ID[state.action.building].name
        return (
            violation(LHRule.ENTER_ACTION, f"That is not a step the {name}'s action allows now."),
        )
    return ()


def apply(state: GameState, move: Act) -> GameState:
    """Carry out the step, then any step that leaves no choice."""
    assert state.action is not None
    effect = effect_of(state.action.building)
    assert effect is not None
    return settle_action(effect.carry_out(state, state.active, move))


def candidates(state: GameState) -> list[Act]:
    """The steps the action under way allows."""
    if state.action is None:
        return []
    effect = effect_of(state.action.building)
    assert effect is not None
    return list(effect.options(state, state.active))


def possible(state: GameState) -> bool:
    """Whether :func:`candidates` lists a move (found without listing them all)."""
    if state.action is None:
        return False
    effect = effect_of(state.action.building)
    assert effect is not None
    return usable(effect, state, state.active)
