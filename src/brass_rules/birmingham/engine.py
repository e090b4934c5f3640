"""validate / apply / legal_moves: the shared guards, then dispatch on the move's type.

``legal_moves`` lists moves in this documented order: Build, Network, Develop, Sell, Loan,
Scout, Pass (each action's own order is in its module); while an action is in progress, its
continuation steps then End; in the debt phase, SellForDebt by board slot.
"""

from __future__ import annotations

import random
from types import ModuleType

from brass_rules.birmingham.actions import build, debt, develop, loan, pass_, scout, sell
from brass_rules.birmingham.actions import network as network_action
from brass_rules.birmingham.actions.common import Violations, merged, plural, violation
from brass_rules.birmingham.guards import as_tuples, check_player, move_problem, not_a
from brass_rules.birmingham.hidden import stand_in
from brass_rules.birmingham.interned import Listing
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
from brass_rules.birmingham.state import Continuable, GameState
from brass_rules.birmingham.turns import LAST, carry_out, list_moves, listed_apply, moves, sample
from brass_rules.errors import IllegalMoveError, RuleViolation, quote


class _Kind:
    """What the engine needs to know of one move class (see :data:`_KINDS`)."""

    def __init__(
        self,
        module: ModuleType | None,
        continuable: Continuable | None = None,
        *,
        planned: bool = False,
    ) -> None:
        #: The action module (``validate``, ``apply``, ``candidates``); None for End.
        self.module = module
        #: The action this move may continue or start as a multi-step action.
        self.continuable = continuable
        #: The module resolves a move to a plan (``resolve``/``planned``, then ``apply``).
        self.planned = planned


#: Every move class, with its action: the one dispatch table of the engine.
_KINDS: dict[type, _Kind] = {
    Build: _Kind(build, planned=True),
    Network: _Kind(network_action, Continuable.NETWORK, planned=True),
    Develop: _Kind(develop, Continuable.DEVELOP, planned=True),
    Sell: _Kind(sell, Continuable.SELL, planned=True),
    Loan: _Kind(loan),
    Scout: _Kind(scout),
    Pass: _Kind(pass_),
    SellForDebt: _Kind(debt),
    End: _Kind(None),
}


def _cards(move: Move) -> tuple[str, ...]:
    if type(move) is Scout:
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
    kind = _KINDS.get(type(move))
    if kind is None:
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
        if kind.module is not debt:
            return violation(
                Rule.FLOW_DEBT,
                f"Player {to_move} must first remove tiles to pay £{state.debts[to_move or 0]} "
                "of negative income.",
            )
        return ()
    if kind.module is debt:
        return violation(Rule.FLOW_DEBT, "Tiles may be removed only to pay negative income.")
    progress = state.in_progress
    if progress is not None:
        if kind.module is None:  # End
            return ()
        if kind.continuable is progress.action and _cards(move) == ():
            return ()
        return violation(
            Rule.FLOW_TURN,
            f"Finish the {progress.action.value} in progress first: continue it or end it.",
        )
    if kind.module is None:
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
    module = _KINDS[type(move)].module if not bad else None
    if module is None:  # a violation, or an End in progress
        return bad
    move = as_tuples(move)  # the compiled build's code reads tuples only (guards.py)
    missing = _missing_cards(state, _cards(move))
    result: Violations = module.validate(state, move)
    return merged(missing, result) if missing else result


def _illegal(state: GameState, move: Move, player: int | None) -> IllegalMoveError:
    """The error for an illegal move, with every violation :func:`validate` reports (the
    explaining pass runs only here, once the fast path has found the move illegal)."""
    return IllegalMoveError(validate(state, move, player=player))


def apply(state: GameState, move: Move, *, player: int | None = None) -> GameState:
    """The state after *move*; *state* is never changed.

    The fast path: a move that the last ``legal_moves`` call listed for this very state (the
    same objects, as a search plays them) is known to be legal, and is carried out without
    being checked again; so is a move that the last ``legal_moves`` call on an observation
    listed, in the world that the last ``determinize`` call dealt from that observation (hidden
    cards never decide a move's legality), as a search plays its own moves. Any other move is
    checked first, as :func:`validate` does.

    :raises IllegalMoveError: when :func:`validate` finds violations (they are attached).
    :raises TypeError: if *state* is not a :class:`GameState` or *player* is not an int or None.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    if player is not None:
        player = check_player(player)
    new = listed_apply(state, move, player)
    if new is not None:
        return new
    bad = _guards(state, move, player)
    if bad:
        raise _illegal(state, move, player)
    kind = _KINDS[type(move)]
    if kind.module is None:  # End
        return carry_out(state, move)
    move = as_tuples(move)  # the compiled build's code reads tuples only (guards.py)
    if kind.planned:  # validate and plan in one pass, then carry the plan out
        bad, plan = kind.module.resolve(state, move)
    else:
        bad, plan = kind.module.validate(state, move), None
    if bad:
        raise _illegal(state, move, player)
    return carry_out(state, move, plan)


def action_result(state: GameState, move: Move) -> GameState:
    """The state right after *move*'s own effect, before the flow of the turn (the action's
    end, the cards drawn, the round's end): what the action itself cost and changed, for the
    words of a front end (:mod:`brass_rules.birmingham.frontend.events`).

    :raises IllegalMoveError: exactly when :func:`apply` would.
    :raises TypeError: if *state* is not a :class:`GameState`.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    bad = _guards(state, move, None)
    if bad:
        raise _illegal(state, move, None)
    kind = _KINDS[type(move)]
    module = kind.module
    if module is None:  # End
        return state
    move = as_tuples(move)
    if kind.planned:
        bad, plan = module.resolve(state, move)
        if bad:
            raise _illegal(state, move, None)
        result: GameState = module.apply(state, move, plan)
        return result
    if module.validate(state, move):
        raise _illegal(state, move, None)
    result = module.apply(state, move)
    return result


def forget_listings() -> None:
    """Drop the last listings (``apply`` checks its next move in full; see ``clear_caches``)."""
    LAST.listed = LAST.observed = None


def legal_moves(state: GameState | Observation) -> tuple[Move, ...]:
    """Every legal move for ``state.to_move``, fully specified, in the documented order.

    Given an :class:`~brass_rules.birmingham.observe.Observation`: the same moves as for the full
    state when
    the observer is to move (hidden cards never decide a move's legality), else ``()``.

    :raises TypeError: if *state* is neither a ``GameState`` nor an ``Observation``.
    :raises PositionError: for an observation no state is consistent with (one built by hand,
        never one from :func:`~brass_rules.birmingham.observe.observe`).
    """
    if type(state) is GameState:
        return list_moves(state)
    if isinstance(state, Observation):
        if state.player is None or state.to_move != state.player:
            return ()  # the public view, or not the observer's decision
        listed = moves(stand_in(state))
        LAST.observed = Listing(state, listed)
        return listed
    raise not_a("state", "a GameState or an Observation", state)


def sample_move(state: GameState, rng: random.Random) -> Move:
    """A random legal move: the very move that
    :func:`~brass_rules.agents.random_agent.random_move` picks from ``legal_moves(state)``
    with the same draws of *rng* (a uniformly random kind of move, then a uniformly random move
    of that kind), found without listing every move: at a new action, only the kind drawn is
    listed, the others are only asked whether they have a move. A playout or a search's
    rollout plays it at a fraction of the cost, and :func:`apply` takes it by its fast path.

    >>> import random
    >>> import brass_rules as br
    >>> state = br.new_game(players=3, seed=1)
    >>> move = br.sample_move(state, random.Random(7))
    >>> move in br.legal_moves(state)
    True

    :raises IllegalMoveError: when the game is over (R-GEN-TURN: no move is legal).
    :raises TypeError: if *state* is not a :class:`GameState`.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    if state.over:
        raise IllegalMoveError(violation(Rule.GEN_TURN, "The game is over: no move is legal."))
    return sample(state, rng)
