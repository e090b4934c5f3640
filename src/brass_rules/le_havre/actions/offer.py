"""Main action A: take an offer space (LH-OFFER)."""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.bag import EMPTY, of_one
from brass_rules.le_havre.data.goods import OFFER_SPACES
from brass_rules.le_havre.moves import TakeOffer
from brass_rules.le_havre.ops import trade
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, Phase
from brass_rules.le_havre.violations import violation


def validate(state: GameState, move: TakeOffer) -> tuple[RuleViolation, ...]:
    """LH-OFFER-TAKE, LH-OFFER-NONEMPTY."""
    if move.good not in OFFER_SPACES:
        return (violation(LHRule.OFFER_TAKE, f"There is no offer space for {move.good!r}."),)
    if state.offers[move.good] == 0:
        return (violation(LHRule.OFFER_NONEMPTY, f"The {_space(move.good)} offer space is empty."),)
    return ()


def apply(state: GameState, move: TakeOffer) -> GameState:
    """Take every token of the space; the disc stays where it is (LH-OFFER-DISC)."""
    n = state.offers[move.good]
    offers = state.offers.with_count(move.good, 0)
    if move.good == "franc":
        return trade(state, state.active, EMPTY, EMPTY, n, offers=offers, phase=Phase.AFTER)
    got = of_one(move.good, n)
    return trade(state, state.active, EMPTY, got, offers=offers, phase=Phase.AFTER)


def candidates(state: GameState) -> list[TakeOffer]:
    """Every non-empty offer space, in board order."""
    return [TakeOffer(g) for g in OFFER_SPACES if state.offers[g]]


def _space(good: str) -> str:
    return "franc" if good == "franc" else good
