"""The PettingZoo AEC environment."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

import brass_rules as br  # noqa: E402
from brass_rules import rl  # noqa: E402
from brass_rules.pettingzoo import env, raw_env  # noqa: E402


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("players", [2, 4])
def test_api_test_passes(players: int) -> None:
    api_test(env(players=players, seed=players), num_cycles=300)


def _play(e, rng_seed: int) -> tuple[list[int], dict[str, float]]:
    """Play to the end with random legal actions; the actions taken and the final rewards."""
    rng = np.random.default_rng(rng_seed)
    actions: list[int] = []
    rewards: dict[str, float] = {}
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        assert obs["observation"].shape == (rl.OBSERVATION_SIZE,)
        assert obs["observation"].dtype == np.float32
        assert obs["action_mask"].dtype == np.int8
        if term or trunc:
            rewards[agent] = reward
            e.step(None)
            continue
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        actions.append(action)
        e.step(action)
    return actions, rewards


def test_a_full_game_ends_with_ranking_rewards() -> None:
    e = raw_env(players=3, seed=4, variant=br.Variant.INTRO)
    e.reset()
    state0 = e.state
    actions, rewards = _play(e, 0)
    assert set(rewards) == {"player_0", "player_1", "player_2"}
    assert sum(rewards.values()) == pytest.approx(0.0)
    final = state0
    pending: tuple[int, ...] = ()
    for a in actions:  # the actions replay through the rl functions to the same game
        move = rl.decide(final, (*pending, a))
        pending = (*pending, a) if move is None else ()
        final = final if move is None else br.apply(final, move)
    assert final.is_over
    assert tuple(rewards[f"player_{i}"] for i in range(3)) == rl.final_rewards(final)
    best = br.ranking(final)[0]
    assert all(rewards[f"player_{p}"] == max(rewards.values()) for p in best)


def test_choices_are_asked_of_the_same_agent_with_the_pending_move_observed() -> None:
    e = raw_env(players=2, seed=9)
    e.reset()
    scout: int | None = None
    # play until a Scout (always a choice: its three cards) is legal, then take it
    rng = np.random.default_rng(1)
    while scout is None:
        mask = e.observe(e.agent_selection)["action_mask"]
        legal = np.flatnonzero(mask)
        scouts = [
            int(i) for i in legal if i < rl.NUM_MOVE_ACTIONS and rl.shape_of(int(i)).kind == "scout"
        ]
        if scouts:
            scout = scouts[0]
            break
        e.step(int(rng.choice(legal)))
    agent = e.agent_selection
    e.step(scout)
    assert e.agent_selection == agent and e.pending == (scout,)
    obs = e.observe(agent)
    assert obs["action_mask"][: rl.NUM_MOVE_ACTIONS].sum() == 0
    assert obs["action_mask"][rl.CARD_CHOICE : rl.SOURCE_CHOICE].sum() >= 2
    pending = obs["observation"][rl.field_slices()["pending"]]
    assert pending[0] == 1.0 and pending[1 + rl.KINDS.index("scout")] == 1.0


def test_seeding_is_reproducible() -> None:
    a = raw_env(players=2)
    b = raw_env(players=2)
    a.reset(seed=5)
    b.reset(seed=5)
    assert a.state == b.state == br.new_game(players=2, seed=5)
    c = raw_env(players=2, seed=5)
    c.reset()
    assert c.state == a.state
    first, second = env(players=2, seed=6), env(players=2, seed=6)
    first.reset()
    second.reset()
    assert _play(first, 3) == _play(second, 3)


def test_render_ansi_and_bad_arguments() -> None:
    e = raw_env(players=2, seed=1, render_mode="ansi")
    e.reset()
    assert e.render() == br.board_text(e.state)
    with pytest.raises(ValueError):
        raw_env(players=5)
    with pytest.raises(ValueError):
        raw_env(players=2, render_mode="human")
