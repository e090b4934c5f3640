"""R-LOAN: take £30 and move the income marker back 3 levels."""

from __future__ import annotations

from typing import Final

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions.common import Violations, actor, violation
from brass_rules.birmingham.interned import distinct_cards, remember
from brass_rules.birmingham.moves import Loan
from brass_rules.birmingham.ops import discarding, income_level, replace_at
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState, changed, changed_player

#: Per progress-track space: whether a loan is allowed from there (``comp.loan_space``).
_ALLOWED: Final = tuple(comp.loan_space(space) is not None for space in range(comp.LAST_SPACE + 1))


def allowed(state: GameState) -> bool:
    """R-LOAN: a loan is allowed unless the income level would fall below -10."""
    return _allowed_at(state.players[actor(state)].income_space)


def _allowed_at(space: int) -> bool:
    """:func:`allowed` for a player whose income marker is on *space*."""
    if 0 <= space < len(_ALLOWED):
        return _ALLOWED[space]
    return comp.loan_space(space) is not None  # its error for a space off the track


def validate(state: GameState, move: Loan) -> Violations:
    """R-LOAN: not allowed when the income level would fall below -10 (:func:`allowed`)."""
    p = state.players[actor(state)]
    if not allowed(state):
        return violation(
            Rule.LOAN,
            f"Your income level is {income_level(p)}: a loan (3 levels back) would take it "
            f"below {comp.LOWEST_LEVEL}.",
        )
    return ()


def apply(state: GameState, move: Loan) -> GameState:
    """Discard the card, take £30, income marker to the highest space 3 levels lower."""
    player = actor(state)
    p, wl, wi = discarding(state, player, (move.card,))
    space = comp.loan_space(p.income_space)
    assert space is not None
    p = changed_player(p, money=p.money + comp.LOAN_MONEY, income_space=space)
    return changed(
        state,
        players=replace_at(state.players, player, p),
        wild_location=wl,
        wild_industry=wi,
        bank=state.bank - comp.LOAN_MONEY,
    )


def possible(state: GameState) -> bool:
    """True when :func:`candidates` lists a Loan."""
    p = state.players[actor(state)]
    return bool(p.hand) and _allowed_at(p.income_space)


def candidates(state: GameState) -> list[Loan]:
    """One Loan per distinct card in hand, when a loan is allowed."""
    p = state.players[actor(state)]
    if not _allowed_at(p.income_space):
        return []
    return [_move(card) for card in distinct_cards(p.hand)]


#: Shared moves (see :mod:`~brass_rules.birmingham.interned`), by card.
_MOVES: Final[dict[str, Loan]] = {}


def _move(card: str) -> Loan:
    hit = _MOVES.get(card)
    if hit is None:
        hit = remember(_MOVES, card, Loan(card))
    return hit
