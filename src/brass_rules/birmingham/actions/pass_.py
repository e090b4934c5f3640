"""R-PASS: discard one card and do nothing."""

from __future__ import annotations

from typing import Final

from brass_rules.birmingham.actions.common import Violations, actor
from brass_rules.birmingham.interned import distinct_cards, remember
from brass_rules.birmingham.moves import Pass
from brass_rules.birmingham.ops import discard
from brass_rules.birmingham.state import GameState


def validate(state: GameState, move: Pass) -> Violations:
    """R-PASS: always legal with a card in hand (the shared guards check the card)."""
    return ()


def apply(state: GameState, move: Pass) -> GameState:
    """Discard the card."""
    return discard(state, actor(state), (move.card,))


def possible(state: GameState) -> bool:
    """True when :func:`candidates` lists a Pass."""
    return bool(state.players[actor(state)].hand)


def candidates(state: GameState) -> list[Pass]:
    """One Pass per distinct card in hand."""
    return [_move(card) for card in distinct_cards(state.players[actor(state)].hand)]


#: Shared moves (see :mod:`~brass_rules.birmingham.interned`), by card.
_MOVES: Final[dict[str, Pass]] = {}


def _move(card: str) -> Pass:
    hit = _MOVES.get(card)
    if hit is None:
        hit = remember(_MOVES, card, Pass(card))
    return hit
