"""Le Havre: the agents play the game (short form; ``nox -s strength -- --game le_havre`` plays
40 full games a match).

Seeded two-player short games, seats alternating; the agents are deterministic for a seed, so
these results are the same on every run. GreedyAgent maximises Le Havre's evaluation (the
estimated final wealth: loans at -7, the food still due, ships, goods, buildings' future use);
against random players it wins and ends with a positive wealth, where random players end deep
in debt.
"""

from __future__ import annotations

from functools import partial

import brass_rules as br
from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from tests.agents.strength import match

LH = br.get_game("le_havre")


def test_greedy_beats_random_players_and_ends_in_credit() -> None:
    points, greedy, random = match(GreedyAgent, RandomAgent, 2, 1, game="le_havre", short=True)
    assert points == 2
    assert greedy > 0 > random


def test_mcts_beats_random_players() -> None:
    mcts = partial(MCTSAgent, iterations=10, candidates=5)
    points, wealth, random = match(mcts, RandomAgent, 2, 1, game="le_havre", short=True)
    assert points == 2
    assert wealth > 0 > random


def test_the_evaluation_prefers_wealth() -> None:
    state = LH.new_game(players=2, seed=3)
    data = LH.dump_state(state)
    data["players"][0]["francs"] += 20
    richer = LH.load_state(data)
    assert LH.evaluate(richer, 0) > LH.evaluate(state, 0)
    assert LH.evaluate(richer, 1) < LH.evaluate(state, 1)
