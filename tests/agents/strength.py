"""Seeded matches between the built-in agents, seats alternating (``nox -s strength``).

``python -m tests.agents.strength [--games 10] [--workers 2] [--iterations 100]`` plays, at 2
players, MCTSAgent against RandomAgent, MCTSAgent against GreedyAgent and GreedyAgent against
RandomAgent and prints, for each match, the games won by the first agent and the average scores
(Birmingham's VP).

``--game le_havre`` plays Le Havre instead, 40 games a match unless ``--games`` says otherwise
(``--short`` the short game; without ``--iterations`` the MCTSAgent has its default settings);
the scores are the final wealth.
``--selfplay 2,3,4`` plays self-play instead of matches: for each agent and each player count,
``--games`` games with that agent in every seat, and prints the mean final score of a seat (and,
for Le Havre, the mean loans held at the end).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import brass_rules as br
from brass_rules.agents import Agent, GreedyAgent, MCTSAgent, RandomAgent
from brass_rules.registry import DEFAULT_GAME
from brass_rules.selfplay import Lineup, play_games


class Match:
    """make_agents for a match: *first* takes seat 0 in even games and seat 1 in odd ones."""

    def __init__(self, first: Callable[..., Agent], second: Callable[..., Agent]) -> None:
        self.first = first
        self.second = second

    def __call__(self, seed: int) -> list[Agent]:
        a, b = self.first(seed=2 * seed), self.second(seed=2 * seed + 1)
        return [a, b] if seed % 2 == 0 else [b, a]


def result(rec: br.GameRecord) -> tuple[float, int, int]:
    """(points of the first agent: 1 win, 0.5 shared first place, 0 loss; its score; the
    other's), from the ranking and scores of the record's game."""
    game = br.get_game(rec.game)
    final = rec.final_state()
    seat = rec.seed % 2  # Match: the first agent's seat
    top = game.ranking(final)[0]
    points = 0.0 if seat not in top else 1.0 / len(top)
    score = game.scores(final)
    return points, score[seat], score[1 - seat]


def match(
    first: Callable[..., Agent],
    second: Callable[..., Agent],
    games: int,
    workers: int,
    *,
    game: str = DEFAULT_GAME,
    seeds: Sequence[int] | None = None,
    **options: Any,
) -> tuple[float, float, float]:
    """(points of *first* over *games* 2-player games of *game* with *options*, its average
    score, the other's average score); *seeds* (``range(games)`` by default) picks the games."""
    chosen = range(games) if seeds is None else seeds
    recs = play_games(
        Match(first, second), chosen, players=2, workers=workers, game=game, **options
    )
    rows = [result(r) for r in recs]
    n = len(rows)
    return (
        sum(r[0] for r in rows),
        sum(r[1] for r in rows) / n,
        sum(r[2] for r in rows) / n,
    )


def self_play(
    agent: Callable[..., Agent],
    players: int,
    games: int,
    workers: int,
    *,
    game: str = DEFAULT_GAME,
    **options: Any,
) -> tuple[float, float]:
    """(the mean final score of a seat, the mean loans a seat holds at the end: 0 for a game
    without loans) over *games* games of *agent* in every seat."""
    recs = play_games(
        Lineup([agent] * players), range(games), players=players, workers=workers, game=game,
        **options,
    )  # fmt: skip
    scores = [s for r in recs for s in br.get_game(r.game).scores(r.final_state())]
    loans = [getattr(p, "loans", 0) for r in recs for p in r.final_state().players]
    return sum(scores) / len(scores), sum(loans) / len(loans)


def _mcts(iterations: int | None) -> Callable[..., Agent]:
    return MCTSAgent if iterations is None else partial(MCTSAgent, iterations=iterations)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default=DEFAULT_GAME)
    parser.add_argument("--short", action="store_true", help="Le Havre: the short game")
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help="games per match (default: 10 for Birmingham, 40 for others)",
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="MCTSAgent's budget (default: 100 for Birmingham, else its own)",
    )
    parser.add_argument(
        "--selfplay", default="", help="player counts, e.g. 2,3,4: self-play instead of matches"
    )
    args = parser.parse_args()
    iterations = args.iterations
    if args.games is None:
        args.games = 10 if args.game == DEFAULT_GAME else 40
    if iterations is None and args.game == DEFAULT_GAME:
        iterations = 100
    options: dict[str, Any] = {"short": True} if args.short else {}
    mcts = _mcts(iterations)
    label = "MCTSAgent" if iterations is None else f"MCTSAgent({iterations})"
    unit = "VP" if args.game == DEFAULT_GAME else "score"
    if args.selfplay:
        for players in (int(n) for n in args.selfplay.split(",")):
            for name, agent in (("RandomAgent", RandomAgent), ("GreedyAgent", GreedyAgent),
                                (label, mcts)):  # fmt: skip
                start = time.perf_counter()
                mean, loans = self_play(
                    agent, players, args.games, args.workers, game=args.game, **options
                )
                seconds = time.perf_counter() - start
                print(
                    f"{args.game} {players} players, {name} in every seat, {args.games} games: "
                    f"mean {unit} {mean:.1f}, mean loans {loans:.1f} ({seconds:.0f} s)",
                    flush=True,
                )
        return
    for text, first, second in (
        (f"{label} vs RandomAgent", mcts, RandomAgent),
        (f"{label} vs GreedyAgent", mcts, GreedyAgent),
        ("GreedyAgent vs RandomAgent", GreedyAgent, RandomAgent),
    ):
        start = time.perf_counter()
        points, first_score, second_score = match(
            first, second, args.games, args.workers, game=args.game, **options
        )
        seconds = time.perf_counter() - start
        print(
            f"{args.game}: {text}: {points:g}/{args.games} won, average {unit} "
            f"{first_score:.1f} to {second_score:.1f} ({seconds:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
