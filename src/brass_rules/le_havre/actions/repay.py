"""Extra action: repay loans (LH-LOAN-REPAY)."""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.actions.others import actor, check_other
from brass_rules.le_havre.data.supply import LOAN_REPAY
from brass_rules.le_havre.moves import Repay
from brass_rules.le_havre.ops import with_player
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, evolve
from brass_rules.le_havre.violations import violation


def validate(state: GameState, move: Repay) -> tuple[RuleViolation, ...]:
    """LH-TIME-OTHERS, LH-LOAN-REPAY: 5 francs per loan, at most the loans held."""
    other = check_other(state, move.player)
    if other is not None:
        return (other,)
    player = actor(state, move.player)
    p = state.players[player]
    if move.loans < 1:
        return (violation(LHRule.LOAN_REPAY, "A repayment is of at least 1 loan."),)
    if move.loans > p.loans:
        return (
            violation(
                LHRule.LOAN_REPAY,
                f"You hold {_loans(p.loans)}: you cannot repay {_loans(move.loans)}.",
            ),
        )
    if p.francs < LOAN_REPAY * move.loans:
        return (
            violation(
                LHRule.LOAN_REPAY,
                f"Repaying {_loans(move.loans)} costs {LOAN_REPAY * move.loans} francs; "
                f"you have {p.francs}.",
            ),
        )
    return ()


def _loans(n: int) -> str:
    return f"{n} loan" if n == 1 else f"{n} loans"


def apply(state: GameState, move: Repay) -> GameState:
    """Pay the bank; the loan cards go back beside the board."""
    player = actor(state, move.player)
    p = state.players[player]
    p = evolve(p, loans=p.loans - move.loans, francs=p.francs - LOAN_REPAY * move.loans)
    return with_player(state, player, p)


def candidates(state: GameState) -> list[Repay]:
    """Every number of loans the deciding player can repay."""
    assert state.to_move is not None
    return repayments(state, state.to_move)


def repayments(state: GameState, player: int, out_of_turn: bool = False) -> list[Repay]:
    """Every number of loans *player* can repay; ``out_of_turn`` names him."""
    p = state.players[player]
    who = player if out_of_turn else None
    return [Repay(n, who) for n in range(1, min(p.loans, p.francs // LOAN_REPAY) + 1)]
