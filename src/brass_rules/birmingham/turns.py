"""R-GEN-TURN and R-FLOW-TURN: a player's decisions, listed, drawn at random and carried out.

The work behind :mod:`~brass_rules.birmingham.engine`'s public functions, which check their
arguments and raise the documented errors, then call here (compiled with mypyc in the compiled
build: the calls between the actions, the flow and this module are then C calls). Nothing here
checks a move: :func:`carry_out` takes a legal one.
"""

from __future__ import annotations

import random
from collections.abc import Container, Sequence
from itertools import groupby
from typing import Final

from brass_rules.birmingham import flow, hidden
from brass_rules.birmingham.actions import build, debt, develop, loan, pass_, scout, sell
from brass_rules.birmingham.actions import network as network_action
from brass_rules.birmingham.actions.common import actor
from brass_rules.birmingham.enums import Era
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
from brass_rules.birmingham.state import Continuable, GameState, InProgress, changed

#: The shared End move.
END: Final = End()

# Final: the compiled build reads these as C statics, not as a class's attributes.
_CANAL: Final = Era.CANAL
_NETWORK: Final = Continuable.NETWORK
_DEVELOP: Final = Continuable.DEVELOP
_SELL: Final = Continuable.SELL


class Listings:
    """The last listings of ``legal_moves``, which ``apply`` takes by its fast path (one per
    process: a state listed in another thread replaces one, which only costs the fast path)."""

    def __init__(self) -> None:
        #: The last listing of a state.
        self.listed: Listing | None = None
        #: The last listing of an observation (its ``state`` is the observation).
        self.observed: Listing | None = None


#: The listings (see ``engine.forget_listings``).
LAST: Final = Listings()


def moves(state: GameState) -> tuple[Move, ...]:
    """Every legal move of *state*, in the order of ``legal_moves``."""
    if state.over:
        return ()
    if state.in_debt_phase:
        return tuple(debt.candidates(state))
    progress = state.in_progress
    if progress is not None:
        action = progress.action
        steps: list[Move] = []
        if action is _NETWORK:
            steps.extend(network_action.candidates(state, True))
        elif action is _DEVELOP:
            steps.extend(develop.candidates(state, True))
        else:
            steps.extend(sell.candidates(state, True))
        steps.append(END)
        return tuple(steps)
    found: list[Move] = []
    found.extend(build.candidates(state))
    found.extend(network_action.candidates(state, False))
    found.extend(develop.candidates(state, False))
    found.extend(sell.candidates(state, False))
    found.extend(loan.candidates(state))
    found.extend(scout.candidates(state))
    found.extend(pass_.candidates(state))
    return tuple(found)


def list_moves(state: GameState) -> tuple[Move, ...]:
    """:func:`moves`, remembered as the last listing of a state."""
    listed = moves(state)
    LAST.listed = Listing(state, listed)
    return listed


def listed_apply(state: GameState, move: object, player: int | None) -> GameState | None:
    """The state after *move* when ``apply`` may take it unchecked (see ``engine.apply``): a
    move the last listing of *state* holds, or one the last listing of an observation holds
    when *state* is the world the last ``determinize`` dealt from it; else None."""
    if player is not None and player != state.to_move:
        return None
    listed = LAST.listed
    if listed is not None and listed.state is state and listed.lists(move):
        return carry_out(state, move)
    seen = LAST.observed
    if seen is None:
        return None
    dealt = hidden.dealt
    if dealt is not None and dealt[0] is state and dealt[1] is seen.state and seen.lists(move):
        return carry_out(state, move)
    return None


def carry_out(state: GameState, move: object, plan: object = None) -> GameState:
    """The state after the legal *move*, with its *plan* (for an action that has one), or
    None to find the plan here; then the flow of the turn."""
    kind = type(move)
    if kind is Build:
        assert isinstance(move, Build)
        built = build.planned(state, move) if plan is None else plan
        assert isinstance(built, build._Plan)
        return flow.finish_action(build.apply(state, move, built))
    if kind is Network:
        assert isinstance(move, Network)
        linked = network_action.planned(state, move) if plan is None else plan
        assert isinstance(linked, network_action._Plan)
        new = network_action.apply(state, move, linked)
        if state.era is _CANAL or state.in_progress is not None:
            return flow.finish_action(new)  # a canal, or the second link
        if not network_action.can_continue(new):
            return flow.finish_action(new)
        link = network_action.link_index(move.link)
        return changed(new, in_progress=InProgress(_NETWORK, link))
    if kind is Develop:
        assert isinstance(move, Develop)
        plans = develop.planned(state, move) if plan is None else plan
        assert isinstance(plans, tuple)
        new = develop.apply(state, move, plans)
        if state.in_progress is not None or not develop.can_continue(new):
            return flow.finish_action(new)  # the second develop, or no tile to develop
        return changed(new, in_progress=InProgress(_DEVELOP, None))
    if kind is Sell:
        assert isinstance(move, Sell)
        sold = sell.planned(state, move) if plan is None else plan
        assert isinstance(sold, sell._Plan)
        new = sell.apply(state, move, sold)
        if not sell.can_continue(new):
            return flow.finish_action(new)
        return changed(new, in_progress=InProgress(_SELL, None))
    if kind is Loan:
        assert isinstance(move, Loan)
        return flow.finish_action(loan.apply(state, move))
    if kind is Scout:
        assert isinstance(move, Scout)
        return flow.finish_action(scout.apply(state, move))
    if kind is Pass:
        assert isinstance(move, Pass)
        return flow.finish_action(pass_.apply(state, move))
    if kind is SellForDebt:
        assert isinstance(move, SellForDebt)
        new = debt.apply(state, move)
        return new if new.in_debt_phase else flow.after_income(new)
    assert kind is End
    return flow.finish_action(state)


#: The place of each kind of new action in :func:`moves`' order (see :func:`_candidates`).
_KIND_INDEX: Final[dict[type, int]] = {
    Build: 0,
    Network: 1,
    Develop: 2,
    Sell: 3,
    Loan: 4,
    Scout: 5,
    Pass: 6,
}


def legal_among(state: GameState, asked: Sequence[object]) -> list[object]:
    """Those of *asked* that :func:`moves` lists for *state*, in their order, remembered as the
    last listing of *state* (``apply`` takes them by its fast path): at a new action, only the
    kinds of action among *asked* are listed, and of Builds and Networks only those named."""
    if state.over:
        return []
    legal: list[object] = []
    if state.in_debt_phase or state.in_progress is not None:
        allowed = set(moves(state))
        legal = [move for move in asked if move in allowed]
    else:
        builds = [move for move in asked if isinstance(move, Build)]
        links = [move for move in asked if isinstance(move, Network)]
        by_kind: dict[int, Container[object]] = {}
        if builds:  # only the cards and locations asked about are listed
            by_kind[0] = build.listed_among(state, builds)
        if links:  # only the links asked about
            by_kind[1] = network_action.listed_among(state, links)
        for move in asked:
            kind = _KIND_INDEX.get(type(move))
            if kind is None:
                continue  # End or SellForDebt: not a new action
            listed = by_kind.get(kind)
            if listed is None:
                listed = by_kind[kind] = set(_candidates(kind, state))
            if move in listed:
                legal.append(move)
    LAST.listed = Listing(state, tuple(legal))
    return legal


def kinds(state: GameState) -> list[int]:
    """The places in :func:`moves`' order of the new actions that have a move in *state* (at a
    new action): those whose ``possible`` is true, the mover's hand read once."""
    p = state.players[actor(state)]
    hand = p.hand
    if not hand:  # every action takes a card
        return []
    found: list[int] = []
    if build.possible(state):
        found.append(0)
    if network_action.possible(state):
        found.append(1)
    if develop._can_develop(state, p):
        found.append(2)
    if sell.possible(state):
        found.append(3)
    if loan._allowed_at(p.income_space):
        found.append(4)
    if len(hand) >= 3 and scout._allowed_with(state, hand):
        found.append(5)
    found.append(6)  # a Pass
    return found


def _candidates(kind: int, state: GameState) -> Sequence[Move]:
    """The moves of the *kind* th action of :func:`moves`' order."""
    if kind == 0:
        return build.candidates(state)
    if kind == 1:
        return network_action.candidates(state, False)
    if kind == 2:
        return develop.candidates(state, False)
    if kind == 3:
        return sell.candidates(state, False)
    if kind == 4:
        return loan.candidates(state)
    if kind == 5:
        return scout.candidates(state)
    return pass_.candidates(state)


def sample(state: GameState, rng: random.Random) -> Move:
    """``sample_move`` of a state whose game is not over (see ``engine.sample_move``)."""
    kind: Sequence[Move]
    if state.in_debt_phase or state.in_progress is not None:
        listed = moves(state)  # a few moves: list them, grouped by kind in listing order
        kind = rng.choice([list(run) for _, run in groupby(listed, type)])
    else:
        kind = _candidates(rng.choice(kinds(state)), state)
    move = rng.choice(kind)
    LAST.listed = Listing(state, (move,))
    return move
