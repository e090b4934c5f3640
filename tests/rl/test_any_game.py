"""``rl.spec`` for any game: a game's own spec, or the generic fixed action space (issue 14)."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

import brass_rules as br  # noqa: E402
import tests.agents.toygame as toy  # noqa: E402
from brass_rules import rl  # noqa: E402
from brass_rules.pettingzoo import env, raw_env  # noqa: E402
from brass_rules.registry import GAMES, get_game  # noqa: E402
from brass_rules.rl.generic import DEFAULT_MAX_ACTIONS, ActionSpaceError, GenericSpec  # noqa: E402


@pytest.fixture(autouse=True)
def _toy() -> Any:
    with toy.registered() as game:
        yield game


def test_each_game_has_a_spec_birminghams_is_its_own() -> None:
    from brass_rules.birmingham import rl as birmingham_rl

    assert rl.spec("brass_birmingham") is birmingham_rl
    assert rl.spec(get_game("brass_birmingham")) is birmingham_rl
    # the top-level names are Birmingham's, as before
    assert (rl.NUM_ACTIONS, rl.OBSERVATION_SIZE) == (2766, 1378)
    assert rl.action_mask is birmingham_rl.action_mask
    generic = rl.spec(toy.name)
    assert isinstance(generic, GenericSpec) and generic.NUM_ACTIONS == DEFAULT_MAX_ACTIONS
    assert rl.spec(toy.name) is generic
    with pytest.raises(br.UnknownNameError):
        rl.spec("toy")


def test_the_generic_action_space_is_the_legal_moves_in_order() -> None:
    spec = rl.spec(toy.name)
    state = toy.new_game(players=2, seed=1)
    legal = toy.legal_moves(state)
    mask = spec.action_mask(state)
    assert mask.dtype == np.bool_ and mask.shape == (spec.NUM_ACTIONS,)
    assert list(np.flatnonzero(mask)) == list(range(len(legal))) == list(spec.legal_actions(state))
    for i, move in enumerate(legal):
        assert spec.move_for_action(state, i) == move == spec.decide(state, (i,))
        assert spec.action_of(state, move) == i and spec.action_path(state, move) == (i,)
    # the player to move's observation gives the same actions; another player's none
    assert list(spec.legal_actions(toy.observe(state, 0))) == list(range(len(legal)))
    assert spec.legal_actions(toy.observe(state, 1)) == ()
    with pytest.raises(ValueError, match="not legal here"):
        spec.move_for_action(state, len(legal))
    with pytest.raises(br.IllegalMoveError):
        spec.action_of(state, toy.Take(9))
    with pytest.raises(ValueError, match="one id"):
        spec.decide(state, (0, 1))
    assert spec.action_name(2) == "legal move 2"


def test_more_legal_moves_than_the_bound_is_a_clear_error() -> None:
    state = toy.new_game(players=2, seed=1, max_take=40)
    small = GenericSpec(get_game(toy.name), max_actions=5)
    with pytest.raises(ActionSpaceError, match=r"toy_tokens: 1\d legal moves here, more than"):
        small.action_mask(state)
    assert isinstance(ActionSpaceError("x"), ValueError)
    with pytest.raises(ValueError, match="max_actions"):
        GenericSpec(get_game(toy.name), max_actions=0)


def test_the_generic_observation_vector_hides_what_the_player_may_not_know() -> None:
    spec = rl.spec(toy.name)
    state = toy.new_game(players=3, seed=4)
    twin = toy.evolve(state, bonus=(state.bonus[0], (state.bonus[1] + 1) % 3, state.bonus[2]))
    v = spec.observation_vector(toy.observe(state, 0))
    assert v.dtype == np.float32 and v.shape == (spec.OBSERVATION_SIZE,)
    assert np.array_equal(v, spec.observation_vector(toy.observe(twin, 0)))
    theirs = spec.observation_vector(toy.observe(state, 1))
    assert not np.array_equal(theirs, spec.observation_vector(toy.observe(twin, 1)))
    after = toy.apply(state, toy.Take(2))
    assert not np.array_equal(v, spec.observation_vector(toy.observe(after, 0)))


def test_the_generic_observation_vector_is_the_same_in_another_process() -> None:
    code = (
        "import brass_rules as br\n"
        "from brass_rules.rl.generic import GenericSpec\n"
        "g = GenericSpec(br.get_game('brass_birmingham'), observation_size=97)\n"
        "v = g.observation_vector(br.observe(br.new_game(players=3, seed=2), 1))\n"
        "print(' '.join(f'{x:.5f}' for x in v))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    here = GenericSpec(get_game("brass_birmingham"), observation_size=97).observation_vector(
        br.observe(br.new_game(players=3, seed=2), 1)
    )
    assert out == [f"{x:.5f}" for x in here]


def test_final_rewards_for_any_game() -> None:
    over = toy.State(3, 0, 3, 0, (6, 1, 3), (0, 2, 0), None)
    assert rl.final_rewards(over) == (1.0, -0.5, -0.5)
    assert rl.final_rewards(toy.State(1, 0, 3, 0, (9,), (0,), None)) == (0.0,)
    assert rl.final_rewards(toy.new_game(players=2, seed=1)) == (0.0, 0.0)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_pettingzoo_plays_any_game() -> None:
    api_test(env(game=toy.name, players=3, seed=2), num_cycles=200)
    e = raw_env(players=2, seed=5, game=toy.name, max_take=2, render_mode="ansi")
    assert e.metadata["name"] == "toy_tokens_v0"
    e.reset()
    assert e.state == toy.new_game(players=2, seed=5, max_take=2)
    rng = random.Random(1)
    rewards: dict[str, float] = {}
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        if term or trunc:
            rewards[agent] = reward
            e.step(None)
            continue
        e.step(rng.choice(list(np.flatnonzero(obs["action_mask"]))))
    assert tuple(rewards[f"player_{i}"] for i in range(2)) == rl.final_rewards(e.state)
    assert '"pile": 0' in e.render()
    with pytest.raises(ValueError, match="1, 2, 3, 4 or 5 players, not 6"):
        raw_env(players=6, game=toy.name)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_registered_game_has_a_working_spec(name: str) -> None:
    game = get_game(name)
    needed = ("observe", "dump_observation", "legal_moves", "new_game")
    missing = [f for f in needed if not hasattr(game, f)]
    if missing:
        pytest.skip(f"{name} has no {', '.join(missing)} yet")
    spec = rl.spec(name)
    state = game.new_game(players=max(2, game.min_players), seed=3)
    mask = spec.action_mask(state)
    assert mask.shape == (spec.NUM_ACTIONS,) and mask.any()
    first = spec.move_for_action(state, int(np.flatnonzero(mask)[0]))
    assert game.validate(state, first) == ()
    vector = spec.observation_vector(game.observe(state, 0))
    assert vector.shape == (spec.OBSERVATION_SIZE,)


def test_every_spec_has_the_platforms_final_rewards() -> None:
    from brass_rules.agents import GreedyAgent
    from brass_rules.selfplay import play_game

    final = play_game([GreedyAgent(1), GreedyAgent(2), GreedyAgent(3)], seed=2).final_state()
    bham = rl.spec("brass_birmingham")
    assert bham.final_rewards(final) == rl.final_rewards(final)
    assert sorted(bham.final_rewards(final))[-1] > 0
    assert bham.final_rewards(br.new_game(players=3, seed=2)) == (0.0, 0.0, 0.0)
    over = toy.State(2, 0, 3, 0, (6, 1), (0, 2), None)
    assert rl.spec(toy.name).final_rewards(over) == rl.final_rewards(over) == (1.0, -1.0)
