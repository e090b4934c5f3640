"""Le Havre: the agents play the game (short form; ``nox -s strength -- --game le_havre`` plays
40 full games a match).

Seeded two-player short games, seats alternating; the agents are deterministic for a seed, so
these results are the same on every run. GreedyAgent maximises Le Havre's evaluation (the
estimated final wealth: loans at -7, the food still due, ships, goods, buildings' future use);
against random players it wins and ends with a positive wealth, where random players end deep
in debt.
"""

from __future__ import annotations

import brass_rules as br
from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from tests.agents.strength import match

LH = br.get_game("le_havre")


def test_greedy_beats_random_players_and_ends_in_credit() -> None:
    points, greedy, random = match(GreedyAgent, RandomAgent, 2, 1, game="le_havre", short=True)
    assert points == 2
    assert greedy > 0 > random


def test_mcts_beats_random_players() -> None:
    points, wealth, random = match(MCTSAgent, RandomAgent, 2, 1, game="le_havre", short=True)
    assert points == 2
    assert wealth > 0 > random


def test_mcts_beats_greedy() -> None:
    """The default search (Le Havre's ``search_settings``) against GreedyAgent, seats
    alternating: the long form plays 40 full games."""
    points, wealth, greedy = match(MCTSAgent, GreedyAgent, 2, 1, game="le_havre", short=True)
    assert points == 2
    assert wealth > greedy


def test_the_evaluation_prefers_wealth() -> None:
    state = LH.new_game(players=2, seed=3)
    data = LH.dump_state(state)
    data["players"][0]["francs"] += 20
    richer = LH.load_state(data)
    assert LH.evaluate(richer, 0) > LH.evaluate(state, 0)
    assert LH.evaluate(richer, 1) < LH.evaluate(state, 1)


def test_mcts_runs_le_havres_own_search_and_birminghams_is_unchanged() -> None:
    """Left to its defaults, MCTSAgent plays Le Havre by the game's ``search_settings`` (greedy
    play-outs of the best moves to its next turn) and Birmingham by the platform's."""
    from brass_rules.agents.mcts import SETTINGS

    agent = MCTSAgent(seed=1)
    assert agent.settings(LH) == {**SETTINGS, **LH.search_settings}
    assert agent.settings(LH)["rollout"] == "greedy" and agent.settings(LH)["rollout_turns"] == 1
    assert agent.settings(br.get_game("brass_birmingham")) == SETTINGS
    assert MCTSAgent(iterations=20).settings(LH)["iterations"] == 20
