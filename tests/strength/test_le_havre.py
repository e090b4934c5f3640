"""Le Havre: the information-set MCTS agent beats random players clearly, and the greedy agent
has a Le Havre evaluation that beats them too (short form; ``nox -s strength`` plays more).

Seeded two-player short games, seats alternating; the agents are deterministic for a seed, so
these results are the same on every run.
"""

from __future__ import annotations

from collections.abc import Callable

import brass_rules as br
from brass_rules import selfplay
from brass_rules.agents import Agent, GreedyAgent, MCTSAgent, RandomAgent

LH = br.get_game("le_havre")


def _wins(make_strong: Callable[[int], Agent], games: int) -> int:
    wins = 0
    for seed in range(games):
        seat = seed % 2
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        agents[seat] = make_strong(seed)
        final = selfplay.play_game(agents, seed, game="le_havre", short=True).final_state()
        best = LH.ranking(final)[0]
        wins += best == (seat,)
    return wins


def test_mcts_beats_random_players() -> None:
    assert _wins(lambda seed: MCTSAgent(iterations=30, seed=seed), 4) == 4


def test_greedy_with_the_le_havre_evaluation_beats_random_players() -> None:
    assert _wins(lambda seed: GreedyAgent(seed), 4) >= 3


def test_the_evaluation_prefers_wealth() -> None:
    state = LH.new_game(players=2, seed=3)
    data = LH.dump_state(state)
    data["players"][0]["francs"] += 20
    richer = LH.load_state(data)
    assert LH.evaluate(richer, 0) > LH.evaluate(state, 0)
    assert LH.evaluate(richer, 1) < LH.evaluate(state, 1)
