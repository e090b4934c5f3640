"""R-PASS: discard one card and do nothing."""

from __future__ import annotations

from brass_rules.birmingham.actions.common import Violations, actor
from brass_rules.birmingham.moves import Pass
from brass_rules.birmingham.ops import discard
from brass_rules.birmingham.state import GameState


def validate(state: GameState, move: Pass) -> Violations:
    """R-PASS: always legal with a card in hand (the shared guards check the card)."""
    return ()


def apply(state: GameState, move: Pass) -> GameState:
    """Discard the card."""
    return discard(state, actor(state), (move.card,))


def candidates(state: GameState) -> list[Pass]:
    """One Pass per distinct card in hand."""
    return [Pass(card) for card in dict.fromkeys(state.players[actor(state)].hand)]
