"""Seeded 2-player matches between agents, seats alternating (``nox -s strength``).

``python -m tests.agents.strength [--games 10] [--workers 2] [--iterations 100]`` plays
MCTSAgent against RandomAgent, MCTSAgent against GreedyAgent and GreedyAgent against
RandomAgent and prints, for each match, the games won by the first agent and the average VP.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from functools import partial

import brass_rules as br
from brass_rules.agents import Agent, GreedyAgent, MCTSAgent, RandomAgent
from brass_rules.selfplay import play_games


class Match:
    """make_agents for a match: *first* takes seat 0 in even games and seat 1 in odd ones."""

    def __init__(self, first: Callable[..., Agent], second: Callable[..., Agent]) -> None:
        self.first = first
        self.second = second

    def __call__(self, seed: int) -> list[Agent]:
        a, b = self.first(seed=2 * seed), self.second(seed=2 * seed + 1)
        return [a, b] if seed % 2 == 0 else [b, a]


def result(rec: br.GameRecord) -> tuple[float, int, int]:
    """(points of the first agent: 1 win, 0.5 shared first place, 0 loss; its VP; the other's)."""
    final = rec.final_state()
    seat = rec.seed % 2  # Match: the first agent's seat
    top = br.ranking(final)[0]
    points = 0.0 if seat not in top else 1.0 / len(top)
    vp = br.scores(final)
    return points, vp[seat], vp[1 - seat]


def match(
    first: Callable[..., Agent], second: Callable[..., Agent], games: int, workers: int
) -> tuple[float, float, float]:
    """(points of *first* over *games* games, its average VP, the other's average VP)."""
    recs = play_games(Match(first, second), range(games), players=2, workers=workers)
    rows = [result(r) for r in recs]
    return (
        sum(r[0] for r in rows),
        sum(r[1] for r in rows) / games,
        sum(r[2] for r in rows) / games,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=100)
    args = parser.parse_args()
    mcts = partial(MCTSAgent, iterations=args.iterations)
    for label, first, second in (
        (f"MCTSAgent({args.iterations}) vs RandomAgent", mcts, RandomAgent),
        (f"MCTSAgent({args.iterations}) vs GreedyAgent", mcts, GreedyAgent),
        ("GreedyAgent vs RandomAgent", GreedyAgent, RandomAgent),
    ):
        start = time.perf_counter()
        points, vp_first, vp_second = match(first, second, args.games, args.workers)
        seconds = time.perf_counter() - start
        print(
            f"{label}: {points:g}/{args.games} won, average VP {vp_first:.1f} to "
            f"{vp_second:.1f} ({seconds:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
