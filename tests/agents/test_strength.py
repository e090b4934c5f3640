"""Strength, cheaply: a small-budget MCTSAgent beats RandomAgent with a margin.

The full matches (10 games each, 100 iterations) run with ``nox -s strength``.
"""

from __future__ import annotations

from functools import partial

from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from tests.agents.strength import match


def test_small_mcts_beats_random_every_game_by_a_wide_margin() -> None:
    points, vp_mcts, vp_random = match(
        partial(MCTSAgent, iterations=4, candidates=4), RandomAgent, games=4, workers=1
    )
    assert points == 4
    assert vp_mcts > vp_random + 30


def test_greedy_beats_random() -> None:
    points, vp_greedy, vp_random = match(GreedyAgent, RandomAgent, games=2, workers=1)
    assert points == 2
    assert vp_greedy > vp_random + 30
