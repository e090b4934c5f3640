"""Le Havre in the environments, on its own action space: PettingZoo's API test and OpenSpiel's
random simulation test pass, choices are asked of the same player."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from brass_rules.le_havre import rl as lrl  # noqa: E402


def test_pettingzoo_api_test_passes() -> None:
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from brass_rules.pettingzoo import env

    e = env(game="le_havre", players=2, seed=3, short=True)
    api_test(e, num_cycles=60)
    e.reset()
    assert e.observe(e.agent_selection)["action_mask"].shape == (lrl.NUM_ACTIONS,)


def test_openspiel_random_sim_test_passes() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import brass_rules.openspiel  # noqa: F401

    game = pyspiel.load_game("le_havre", {"players": 2, "short": True})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_openspiel_asks_an_amount_of_the_same_player() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import brass_rules.openspiel  # noqa: F401

    game = pyspiel.load_game("le_havre", {"players": 3, "short": True})
    state = game.new_initial_state()
    rng = random.Random(2)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    for _ in range(400):
        player = state.current_player()
        legal = state.legal_actions()
        longer = [a for a in legal if lrl.decide(state.game_state, (*state.pending, a)) is None]
        if longer:
            state.apply_action(longer[0])
            assert state.current_player() == player and len(state.pending) >= 1
            assert all(a >= lrl.AMOUNT_CHOICE for a in state.legal_actions())
            name = state.action_to_string(player, state.legal_actions()[0])
            assert name == lrl.action_name(state.legal_actions()[0])
            return
        state.apply_action(rng.choice(legal))
    pytest.fail("no move of several ids in 400 decisions")
