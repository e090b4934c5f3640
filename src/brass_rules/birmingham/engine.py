"""validate / apply / legal_moves: the shared guards, then dispatch on the move's type.

``legal_moves`` lists moves in this documented order: Build, Network, Develop, Sell, Loan,
Scout, Pass (each action's own order is in its module); while an action is in progress, its
continuation steps then End; in the debt phase, SellForDebt by board slot.
"""

from __future__ import annotations

from types import ModuleType

from brass_rules.birmingham import flow
from brass_rules.birmingham.actions import build, debt, develop, loan, pass_, scout, sell
from brass_rules.birmingham.actions import network as network_action
from brass_rules.birmingham.actions.common import Violations, merged, plural, violation
from brass_rules.birmingham.enums import Era
from brass_rules.birmingham.guards import as_tuples, check_player, move_problem, not_a
from brass_rules.birmingham.hidden import stand_in
from brass_rules.birmingham.moves import (
    Build,
    Develop,
    End,
    Loan,
    Move,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
)
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import Continuable, GameState, InProgress, changed
from brass_rules.errors import IllegalMoveError, RuleViolation, quote

_MODULES: dict[type, ModuleType] = {
    Build: build,
    Network: network_action,
    Develop: develop,
    Sell: sell,
    Loan: loan,
    Scout: scout,
    Pass: pass_,
    SellForDebt: debt,
}
_CONTINUABLE: dict[type, Continuable] = {
    Network: Continuable.NETWORK,
    Develop: Continuable.DEVELOP,
    Sell: Continuable.SELL,
}
_CONTINUATION_MODULE: dict[Continuable, ModuleType] = {
    Continuable.NETWORK: network_action,
    Continuable.DEVELOP: develop,
    Continuable.SELL: sell,
}


def _cards(move: Move) -> tuple[str, ...]:
    if isinstance(move, Scout):
        return tuple(move.cards)
    card = getattr(move, "card", None)
    return () if card is None else (card,)


def _guards(state: GameState, move: Move, player: int | None, hand: bool = True) -> Violations:
    """R-GEN-TURN, R-FLOW-DEBT, R-FLOW-TURN and R-FLOW-CARD: who may act, and with what.

    The first problem found; with ``hand=False`` the cards are not looked for in the hand
    (:func:`_missing_cards` does that, listing every missing card).
    """
    if state.over:
        return violation(Rule.GEN_TURN, "The game is over: no move is legal.")
    if type(move) not in _MODULES and not isinstance(move, End):
        return violation(Rule.GEN_TURN, f"{quote(move)} is not a move.")
    problem = move_problem(move)  # field types (guards.py): an ill-typed move is not a move
    if problem is not None:
        return violation(Rule.GEN_TURN, f"Not a move: {problem}.")
    to_move = state.to_move
    if player is not None and player != to_move:
        return violation(
            Rule.GEN_TURN, f"It is player {to_move}'s decision, not player {quote(player)}'s."
        )
    if state.in_debt_phase:
        if not isinstance(move, SellForDebt):
            return violation(
                Rule.FLOW_DEBT,
                f"Player {to_move} must first remove tiles to pay £{state.debts[to_move or 0]} "
                "of negative income.",
            )
        return ()
    if isinstance(move, SellForDebt):
        return violation(Rule.FLOW_DEBT, "Tiles may be removed only to pay negative income.")
    progress = state.in_progress
    if progress is not None:
        if isinstance(move, End):
            return ()
        if _CONTINUABLE.get(type(move)) is progress.action and _cards(move) == ():
            return ()
        return violation(
            Rule.FLOW_TURN,
            f"Finish the {progress.action.value} in progress first: continue it or end it.",
        )
    if isinstance(move, End):
        return violation(Rule.FLOW_TURN, "There is no action in progress to end.")
    cards = _cards(move)
    if not cards:
        return violation(Rule.FLOW_CARD, "Every new action discards a card from your hand.")
    if not hand:
        return ()
    held = state.players[to_move or 0].hand
    for card in dict.fromkeys(cards):
        if not isinstance(card, str) or held.count(card) < cards.count(card):
            return _missing_cards(state, cards)[:1]
    return ()


def _missing_cards(state: GameState, cards: tuple[str, ...]) -> Violations:
    """R-GEN-TURN: one violation per card the move discards more often than the hand holds it."""
    held = state.players[state.to_move or 0].hand
    out: list[RuleViolation] = []
    for card in dict.fromkeys(cards):
        have, need = held.count(card), cards.count(card)
        if have >= need:
            continue
        if have == 0:
            message = f"You have no {card!s} card in your hand."
        else:
            message = f"You hold {plural(have, f'{card} card')}, not {need}."
        out.append(RuleViolation(Rule.GEN_TURN, message))
    return tuple(out)


def validate(state: GameState, move: Move, *, player: int | None = None) -> Violations:
    """Every rule *move* breaks in *state* that can be checked on its own; ``()`` exactly when
    it is legal.

    The first violation is the one :func:`apply` raises with (its message is the error's), the
    first problem found in the rulebook's order. When there is one, the other checks of the
    action run too, each given what it needs, and every further violation is listed after it,
    in the same order, without repeats; a check whose input an earlier failure left undefined
    is skipped (no level to check when the mat has no tile of the industry, no slot or coal on
    a location that is not on the board). Per action (details in each action module's
    ``explain``):

    - Build: card, tile on the mat, era, slot (or overbuild), Canal limit or first build,
      coal, iron, cost.
    - Network: link tiles left, the line; a canal's goods and £3; a rail link's coal, beer and
      price.
    - Develop: the tile, its iron, the price of market iron.
    - Sell: the tile, a buying connected merchant (and which reason rules out the merchant
      named), then the beer and the Gloucester bonus (the first of these).
    - Scout: three cards, no wild card held, both wild piles; Loan, Pass and SellForDebt have
      one check each.

    The shared checks come first. A move by the wrong player, after the game, during the debt
    phase or while another action is in progress, an End with nothing in progress and an
    action without a card get that one violation only. A card missing from the hand (one
    violation per missing card: "You hold 1 Leek card, not 2.") does not stop the checks: the
    action's own violations follow it.

    With *player*, also checks that this player is the one to move (R-GEN-TURN).
    Never raises on a move, whatever the state: an ill-typed move is reported as a violation
    (R-GEN-TURN).

    :raises TypeError: if *state* is not a :class:`GameState` or *player* is not an int or None.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    bad = _guards(state, move, check_player(player), hand=False)
    if bad or isinstance(move, End):
        return bad
    move = as_tuples(move)  # the compiled build's code reads tuples only (guards.py)
    missing = _missing_cards(state, _cards(move))
    result: Violations = _MODULES[type(move)].validate(state, move)
    return merged(missing, result) if missing else result


def _illegal(state: GameState, move: Move, player: int | None) -> IllegalMoveError:
    """The error for an illegal move, with every violation :func:`validate` reports (the
    explaining pass runs only here, once the fast path has found the move illegal)."""
    return IllegalMoveError(validate(state, move, player=player))


def apply(state: GameState, move: Move, *, player: int | None = None) -> GameState:
    """The state after *move*; *state* is never changed.

    :raises IllegalMoveError: when :func:`validate` finds violations (they are attached).
    :raises TypeError: if *state* is not a :class:`GameState` or *player* is not an int or None.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    bad = _guards(state, move, check_player(player))
    if bad:
        raise _illegal(state, move, player)
    if isinstance(move, End):
        return flow.finish_action(state)
    move = as_tuples(move)  # the compiled build's code reads tuples only (guards.py)
    module = _MODULES[type(move)]
    resolve = getattr(module, "resolve", None)
    if resolve is not None:  # validate and plan in one pass, then carry the plan out
        bad, plan = resolve(state, move)
        if bad:
            raise _illegal(state, move, player)
        new: GameState = module.apply(state, move, plan)
    else:
        bad = module.validate(state, move)
        if bad:
            raise _illegal(state, move, player)
        new = module.apply(state, move)
    if isinstance(move, SellForDebt):
        return new if new.in_debt_phase else flow.after_income(new)
    kind = _CONTINUABLE.get(type(move))
    if kind is None or (kind is Continuable.NETWORK and state.era is Era.CANAL):
        return flow.finish_action(new)
    if kind is not Continuable.SELL and state.in_progress is not None:
        return flow.finish_action(new)  # the second link or the second develop
    # may the action go on? (stops at the first step found; the answer depends on the board,
    # the money and the mat, not on the action being marked in progress)
    if not _CONTINUATION_MODULE[kind].can_continue(new):
        return flow.finish_action(new)
    link = None
    if isinstance(move, Network):
        link = network_action.link_index(move.link)
    return changed(new, in_progress=InProgress(kind, link))


def _continuations(state: GameState) -> list[Move]:
    assert state.in_progress is not None
    module = _CONTINUATION_MODULE[state.in_progress.action]
    result: list[Move] = module.candidates(state, True)
    return result


def legal_moves(state: GameState | Observation) -> tuple[Move, ...]:
    """Every legal move for ``state.to_move``, fully specified, in the documented order.

    Given an :class:`~brass_rules.birmingham.observe.Observation`: the same moves as for the full
    state when
    the observer is to move (hidden cards never decide a move's legality), else ``()``.

    :raises TypeError: if *state* is neither a ``GameState`` nor an ``Observation``.
    :raises PositionError: for an observation no state is consistent with (one built by hand,
        never one from :func:`~brass_rules.birmingham.observe.observe`).
    """
    if isinstance(state, Observation):
        if state.to_move != state.player:
            return ()
        state = stand_in(state)
    elif type(state) is not GameState:
        raise not_a("state", "a GameState or an Observation", state)
    if state.over:
        return ()
    if state.in_debt_phase:
        return tuple(debt.candidates(state))
    if state.in_progress is not None:
        return (*_continuations(state), End())
    return (
        *build.candidates(state),
        *network_action.candidates(state, False),
        *develop.candidates(state, False),
        *sell.candidates(state, False),
        *loan.candidates(state),
        *scout.candidates(state),
        *pass_.candidates(state),
    )
