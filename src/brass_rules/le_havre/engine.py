"""validate / apply / legal_moves: shared guards, then ONE table keyed by move type."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any

from attrs import fields, frozen

from brass_rules.errors import IllegalMoveError, RuleViolation
from brass_rules.le_havre.actions import act, buy, dues, end, enter, offer, others, repay, sell
from brass_rules.le_havre.flow import settle_dues
from brass_rules.le_havre.moves import (
    Act,
    Borrow,
    Buy,
    EndTurn,
    Enter,
    Feed,
    Move,
    Repay,
    Sell,
    TakeOffer,
)
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, Phase
from brass_rules.le_havre.violations import violation


@frozen
class Handler:
    """The three functions of one move type."""

    validate: Callable[[GameState, Any], tuple[RuleViolation, ...]]
    apply: Callable[[GameState, Any], GameState]
    candidates: Callable[[GameState], Sequence[Move]]
    possible: Callable[[GameState], bool] | None = None
    """Whether ``candidates`` lists a move, found faster (``None``: list them)."""


def _due_apply(state: GameState, move: Move) -> GameState:
    return settle_dues(dues.carry_out(state, move))


def _no_check(state: GameState, move: Move) -> tuple[RuleViolation, ...]:
    return ()


_TABLE: dict[type, Handler] = {
    TakeOffer: Handler(offer.validate, offer.apply, offer.candidates),
    Enter: Handler(enter.validate, enter.apply, enter.candidates, enter.possible),
    Act: Handler(act.validate, act.apply, act.candidates, act.possible),
    Buy: Handler(buy.validate, buy.apply, buy.candidates),
    Sell: Handler(sell.validate, sell.apply, sell.candidates),
    Repay: Handler(repay.validate, repay.apply, repay.candidates),
    Feed: Handler(dues.validate_feed, _due_apply, dues.feed_candidates),
    Borrow: Handler(dues.validate_borrow, _due_apply, dues.borrow_candidates),
    EndTurn: Handler(end.validate, end.apply, end.candidates),
}

_MAIN: tuple[type, ...] = (TakeOffer, Enter)
_EXTRA: tuple[type, ...] = (Buy, Sell, Repay)


def allowed(state: GameState) -> tuple[type, ...]:
    """The move types open now, in the order ``legal_moves`` lists them (LH-TIME)."""
    if state.phase is Phase.OVER:
        return ()
    if state.dues:
        if state.dues[0].last >= 0:
            return (Feed,)  # LH-TIME-OWN: nothing else in the middle of a payment
        return (Feed, Borrow, Sell, Repay)  # LH-TIME-PAYMENT
    extra = (Sell, Repay) if state.final else _EXTRA  # LH-FINAL-NO-BUY
    if state.phase is Phase.MAIN:
        return _MAIN + extra + ((EndTurn,) if state.final or _no_main_action(state) else ())
    if state.phase is Phase.ACTION:
        between = state.action is not None and state.action.between
        return (Act, *extra) if between else (Act,)
    if state.phase is Phase.AFTER:
        return (EndTurn, *extra)
    return ()


def _no_main_action(state: GameState) -> bool:
    """LH-MAIN-ALWAYS's premise broken: no offer to take and no building to use. Play never
    gets here (the supply step has just filled two offer spaces); a position written by hand
    can (``position_problems``), and its player may then end the turn without a main action,
    as in the final phase (LH-FINAL-ACTION)."""
    return not any(state.offers.counts) and not enter.possible(state)


def _guard(state: GameState, move: Move) -> RuleViolation | None:
    """The shared guards: the game is on and the move fits the moment (LH-GEN-TURN, LH-TIME)."""
    kind = type(move)
    if kind not in _TABLE:
        return violation(LHRule.GEN_TURN, "That is not a Le Havre move.")
    if state.phase is Phase.OVER:
        return violation(LHRule.END_OVER, "The game is over.")
    if kind in allowed(state):
        return None
    if state.dues and state.dues[0].last >= 0:
        return violation(LHRule.TIME_OWN, "Finish paying the food first.")
    if state.dues:
        return violation(LHRule.TIME_PAYMENT, "A payment is due; it must be made first.")
    if kind is Buy and state.final:
        return violation(LHRule.FINAL_NO_BUY, "Nobody may buy in the final phase.")
    if kind in (Feed, Borrow):
        return violation(LHRule.LOAN_TAKE, "No payment is due now.")
    if kind in _MAIN and state.phase is Phase.AFTER:
        return violation(LHRule.MAIN_ONE, "You have already taken your main action.")
    if kind is EndTurn:
        return violation(LHRule.FLOW_END_TURN, "You must take your main action first.")
    if kind is Act:
        return violation(LHRule.ENTER_ACTION, "No building action is under way.")
    return violation(LHRule.TIME_OWN, "That is not allowed in the middle of an action.")


def validate(state: GameState, move: Move) -> tuple[RuleViolation, ...]:
    """The rule violations of *move* (``()`` exactly when it is legal)."""
    guard = _guard(state, move)
    if guard is not None:
        return (guard,)
    return _TABLE[type(move)].validate(state, move)


#: The last moves listed (by ``legal_moves`` or ``sample_move``) and the state they were listed
#: in: ``apply`` takes one of them (the very object, so of the right shape) in that very state
#: without validating it again.
_listed: tuple[GameState | None, Sequence[Move]] = (None, ())


#: The last moves listed from an observation, with the observation's view: the hidden parts
#: never change the mover's moves, so they are legal in every state whose other parts are the
#: view's (a search's own moves in each world dealt from the observation).
_seen: tuple[GameState | None, Sequence[Move]] = (None, ())
_HIDDEN = ("specials", "tiles", "seed")
_public = attrgetter(*(f.name for f in fields(GameState) if f.name not in _HIDDEN))


def _remember(state: GameState, moves: Sequence[Move]) -> None:
    global _listed
    _listed = (state, moves)


def forget_listings() -> None:
    """Drop the last listings (``apply`` checks its next move in full; see ``clear_caches``)."""
    global _listed, _seen
    _listed = _seen = (None, ())


def listed_for(state: GameState, move: Move) -> bool:
    """Whether *move* is one of the moves last listed for *state*, or for an observation whose
    view differs from *state* only in hidden parts (the very object, so of the right shape)."""
    listed_in, listed = _listed
    if listed_in is state and any(m is move for m in listed):
        return True
    seen_in, seen = _seen
    return (
        seen_in is not None
        and any(m is move for m in seen)
        and (seen_in is state or (type(state) is GameState and _public(seen_in) == _public(state)))
    )


def apply(state: GameState, move: Move) -> GameState:
    """The state after a legal move; :class:`IllegalMoveError` otherwise (state untouched)."""
    if not listed_for(state, move):
        errors = validate(state, move)
        if errors:
            raise IllegalMoveError(errors)
    return apply_listed(state, move)


def apply_listed(state: GameState, move: Move) -> GameState:
    """:func:`apply` of a move known legal in *state* (one :func:`listed_for` it)."""
    after = _TABLE[type(move)].apply(state, move)
    return settle_dues(after) if after.dues else after


def legal_moves(state: GameState) -> tuple[Move, ...]:
    """Every legal decision of ``state.to_move``, in the order of :func:`allowed`."""
    moves = listing(state)
    _remember(state, moves)
    return moves


def listing(state: GameState) -> tuple[Move, ...]:
    """:func:`legal_moves` without remembering them for ``apply`` (the last listing stays the
    one ``apply`` looks for: an evaluation lists positions ahead of the moves being scored)."""
    out: list[Move] = []
    for kind in allowed(state):
        out += _TABLE[kind].candidates(state)
    return tuple(out)


def legal_moves_seen(view: GameState) -> tuple[Move, ...]:
    """:func:`legal_moves` of an observation's view, remembered for ``apply`` in the states
    dealt from it."""
    global _seen
    moves = legal_moves(view)
    _seen = (view, moves)
    return moves


def out_of_turn_moves(state: GameState, player: int) -> tuple[Move, ...]:
    """Every legal sale and repayment of *player* when he is not to move (LH-TIME-OTHERS,
    LH-TIME-PAYMENT): his ``Sell(card, player)`` moves in the order of his buildings then his
    ships, then his ``Repay(n, player)`` moves; ``()`` when the moment is not open to him."""
    if not others.open_to(state, player):
        return ()
    return (*sell.sales(state, player, True), *repay.repayments(state, player, True))


def sample_move(state: GameState, rng: random.Random) -> Move:
    """The move :func:`~brass_rules.agents.random_agent.random_move` picks from
    ``legal_moves(state)`` with the same draws of *rng* (a kind of move, then one of its moves),
    listing only the kind drawn.

    :raises IllegalMoveError: when the game is over (LH-END-OVER: no move is legal).
    """
    if state.phase is Phase.OVER:
        raise IllegalMoveError((violation(LHRule.END_OVER, "The game is over: no move is legal."),))
    kinds = []
    listed: dict[type, Sequence[Move]] = {}  # the kinds listed to learn whether they are open
    for kind in allowed(state):
        handler = _TABLE[kind]
        if handler.possible is not None:
            if handler.possible(state):
                kinds.append(kind)
        else:
            moves = listed[kind] = handler.candidates(state)
            if moves:
                kinds.append(kind)
    kind = rng.choice(kinds)
    moves = listed[kind] if kind in listed else _TABLE[kind].candidates(state)
    _remember(state, moves)
    return rng.choice(moves)
