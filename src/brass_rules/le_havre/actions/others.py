"""Extra actions of players who are not to move (LH-TIME-OTHERS)."""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, Phase
from brass_rules.le_havre.violations import violation


def actor(state: GameState, player: int | None) -> int:
    """The player making a sale or repayment: *player*, or the one to move."""
    if player is not None:
        return player
    assert state.to_move is not None
    return state.to_move


def check_other(state: GameState, player: int | None) -> RuleViolation | None:
    """LH-TIME-OTHERS: a player who is not to move may sell and repay only at a moment at which
    the active player could take an extra action (LH-TIME-OWN), never during a payment due by
    another player."""
    if player is None or player == state.to_move:
        return None
    if isinstance(player, bool) or not isinstance(player, int):
        return violation(LHRule.TIME_OTHERS, f"{player!r} is not a player.")
    if not 0 <= player < state.num_players:
        return violation(LHRule.TIME_OTHERS, f"There is no player {player + 1}.")
    between = state.action is not None and state.action.between
    open_moment = state.phase in (Phase.MAIN, Phase.AFTER) or between
    if state.dues or not open_moment:
        return violation(
            LHRule.TIME_OTHERS,
            "Other players may sell or repay only between the active player's actions.",
        )
    return None
