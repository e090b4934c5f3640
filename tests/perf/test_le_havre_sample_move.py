"""Le Havre's ``sample_move`` (issue 21): the move ``random_move(legal_moves(state), rng)``
picks, from the same draws, listing only the kind of move drawn; and ``possible`` of entering
and of an action step says whether their ``candidates`` list anything."""

from __future__ import annotations

import random

import pytest

from brass_rules import le_havre as lh
from brass_rules.agents.random_agent import random_move
from brass_rules.le_havre.actions import act, enter


def _states(players: int, seed: int, short: bool) -> list[lh.GameState]:
    rng = random.Random(seed)
    state = lh.new_game(players, seed, short)
    out = []
    while not state.is_over:
        out.append(state)
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
    return out


GAMES = [(1, 3, False), (2, 4, True), (3, 5, False), (5, 6, True)]


@pytest.mark.parametrize(("players", "seed", "short"), GAMES)
def test_the_same_move_and_draws_as_random_move(players: int, seed: int, short: bool) -> None:
    for i, state in enumerate(_states(players, seed, short)):
        sampling, listing = random.Random(i), random.Random(i)
        assert lh.sample_move(state, sampling) == random_move(lh.legal_moves(state), listing)
        assert sampling.getstate() == listing.getstate()


@pytest.mark.parametrize(("players", "seed", "short"), GAMES)
def test_possible_says_whether_entering_and_acting_list_a_move(
    players: int, seed: int, short: bool
) -> None:
    seen = set()
    for state in _states(players, seed, short):
        for module in (enter, act):
            answer = module.possible(state)
            assert answer == bool(module.candidates(state))
            seen.add((module.__name__, answer))
    assert {(enter.__name__, True), (act.__name__, True), (act.__name__, False)} <= seen


@pytest.mark.parametrize(("players", "seed", "short"), GAMES)
def test_an_always_usable_action_has_an_option_in_every_position(
    players: int, seed: int, short: bool
) -> None:
    from attrs import evolve

    from brass_rules.le_havre.buildings import EFFECTS
    from brass_rules.le_havre.buildings.base import always_usable
    from brass_rules.le_havre.state import Phase, Progress

    always = [b for b, effect in EFFECTS.items() if always_usable(effect)]
    assert len(always) >= 10
    for state in _states(players, seed, short)[::7]:
        for b in always:
            entered = evolve(state, phase=Phase.ACTION, action=Progress(b))
            assert EFFECTS[b].options(entered, state.active), b


def test_apply_of_a_listed_move_is_the_checked_apply() -> None:
    from attrs import evolve

    from brass_rules.errors import IllegalMoveError
    from brass_rules.le_havre import engine
    from brass_rules.le_havre.moves import Enter

    for state in _states(3, 8, False)[:120]:
        moves = lh.legal_moves(state)  # remembered: apply may skip validating these
        for move in moves:
            copy = evolve(move)  # equal, not listed: validated
            assert lh.apply(state, move) == lh.apply(state, copy)
            lh.legal_moves(state)
        if isinstance(moves[0], Enter):
            wrong = Enter(moves[0].building, francs=10**6)
            with pytest.raises(IllegalMoveError):
                lh.apply(state, wrong)
    assert engine._listed[0] is not None


def test_moves_listed_from_an_observation_are_taken_in_its_worlds_and_only_there() -> None:
    from attrs import evolve

    from brass_rules.errors import IllegalMoveError
    from brass_rules.le_havre.moves import Enter

    state = next(
        s
        for s in _states(2, 9, False)
        if any(isinstance(m, Enter) and m.francs for m in lh.legal_moves(s))
    )
    me = state.to_move
    assert me is not None
    obs = lh.observe(state, me)
    moves = lh.legal_moves(obs)
    world = lh.determinize(obs, random.Random(3))
    for move in moves:
        assert lh.apply(world, move) == lh.apply(world, evolve(move))  # checked the same
    poorer = evolve(world, players=tuple(evolve(p, francs=0) for p in world.players))
    paid = [m for m in moves if lh.validate(poorer, m)]
    assert paid  # some of the moves need francs the poorer world does not have
    for move in paid:
        with pytest.raises(IllegalMoveError):
            lh.apply(poorer, move)


def test_no_sample_once_the_game_is_over_or_of_what_is_no_state() -> None:
    from brass_rules.errors import IllegalMoveError

    over = _states(1, 3, True)[-1]
    over = lh.apply(over, lh.legal_moves(over)[0])
    assert over.is_over
    with pytest.raises(IllegalMoveError) as caught:
        lh.sample_move(over, random.Random(0))
    assert str(caught.value.violations[0].rule) == "LH-END-OVER"
    for bad in (None, {}, lh.observe(_states(2, 3, True)[0], 0)):
        with pytest.raises(TypeError, match="GameState"):
            lh.sample_move(bad, random.Random(0))  # type: ignore[arg-type]
