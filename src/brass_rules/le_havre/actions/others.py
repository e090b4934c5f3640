"""Extra actions of players who are not to move (LH-TIME-OTHERS, LH-TIME-PAYMENT)."""

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


def open_to(state: GameState, player: int) -> bool:
    """Whether *player*, who is not to move, may sell and repay now.

    LH-TIME-OTHERS: at every moment at which the active player could take an extra action
    (LH-TIME-OWN: before or after his main action, between the Construction Firm's builds),
    never inside an action. LH-TIME-PAYMENT: while payments are due, only a player who still owes
    one of them (before paying, whoever's turn it is), and never once the payer to move has begun
    paying. LH-TIME-ROUND-END: the round end offers no other moment.
    """
    if state.phase is Phase.OVER or player == state.to_move:
        return False
    if state.dues:
        if state.dues[0].last >= 0:
            return False
        return any(d.player == player for d in state.dues[1:])
    between = state.action is not None and state.action.between
    return state.phase in (Phase.MAIN, Phase.AFTER) or between


def check_other(state: GameState, player: int | None) -> RuleViolation | None:
    """LH-TIME-OTHERS / LH-TIME-PAYMENT: the moment must be open to a seller who is not to move."""
    if player is None or player == state.to_move:
        return None
    if isinstance(player, bool) or not isinstance(player, int):
        return violation(LHRule.TIME_OTHERS, f"{player!r} is not a player.")
    if not 0 <= player < state.num_players:
        return violation(
            LHRule.TIME_OTHERS,
            f"There is no player P{player} in a {state.num_players}-player game.",
        )
    if open_to(state, player):
        return None
    if state.dues:
        return violation(
            LHRule.TIME_OTHERS,
            "While a payment is being made only the players who still owe one may sell or repay.",
        )
    return violation(
        LHRule.TIME_OTHERS,
        "Other players may sell or repay only between the active player's actions.",
    )
