"""The speed targets, measured as a user would, for one or several builds in one run.

Run: ``python benchmarks/bench_targets.py`` measures the build it imports. With ``--build``
it measures several builds in turn, each in its own fresh process, in interleaved rounds, and
prints each figure's median over the rounds::

    python benchmarks/bench_targets.py --rounds 3 \\
        --build pure=python --build compiled=/path/to/venv/bin/python \\
        --build "before=python:/path/to/old/checkout/src"

A build is ``NAME=PYTHON`` or ``NAME=PYTHON:PYTHONPATH`` (the path goes first on the
interpreter's ``sys.path``, e.g. an older checkout's ``src``).

Every figure is taken in wall time, on fresh seeds, without warm-up, in a fresh process, as a
ratio to python-chess random games per second in wall time measured in the same process (the
mean of a measurement just before and just after each figure, since a shared machine's load
drifts):

- ``bham_games``: Birmingham random 4-player games per second (``legal_moves`` then
  ``random.choice`` to the end);
- ``bham_decisions`` and ``lh_decisions``: decisions per second of the same random 4-player
  games of Birmingham and of Le Havre (the full game); ``lh_vs_bham`` is their quotient;
- ``bham_ismcts_2p``, ``bham_ismcts_4p``, ``lh_ismcts_2p``, ``lh_ismcts_3p``: ``MCTSAgent()``'s
  decisions per second (its default settings) on positions spread over the middle half of a
  seeded random game, one fresh agent per game and player count (``--decisions`` positions,
  30 unless told: with ten, one garbage collection of the whole heap more or less moves a
  figure by a fifth on a shared host).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import _chess_wall as chess_rate
from bench_games import search_positions

wall = time.perf_counter


def random_games(game: Any, seconds: float, seed0: int) -> tuple[float, float]:
    """(games/s, decisions/s) of random 4-player games played for *seconds* of wall time."""
    chooser = random.Random(seed0)
    decisions = played = 0
    seed = seed0
    start = wall()
    while wall() - start < seconds:
        state = game.new_game(players=4, seed=seed)
        while not state.is_over:
            state = game.apply(state, chooser.choice(game.legal_moves(state)))
            decisions += 1
        played += 1
        seed += 1
    total = wall() - start
    return played / total, decisions / total


def ismcts_rate(game: Any, players: int, decisions: int, seed: int) -> float:
    """``MCTSAgent()``'s decisions per second of wall time on positions of a random game."""
    from brass_rules.agents.mcts import MCTSAgent

    chosen = search_positions(game.name, players, decisions, seed)
    agent = MCTSAgent(seed=seed)
    start = wall()
    for position in chosen:
        agent.choose(game.observe(position, position.to_move))
    return len(chosen) / (wall() - start)


def measure(quick: bool, seed: int, decisions: int = 30) -> dict[str, Any]:
    """Every figure of this build, as ratios to python-chess (see the module docstring)."""
    import brass_rules as br

    birmingham = br.get_game("brass_birmingham")
    le_havre = br.get_game("le_havre")
    seconds = 6.0 if quick else 15.0
    baseline = chess_rate(2.0)
    out: dict[str, Any] = {"compiled": br.COMPILED}

    def ratio(name: str, figure: Callable[[], float]) -> None:
        nonlocal baseline
        value = figure()
        after = chess_rate(2.0)
        out[name] = value / ((baseline + after) / 2)
        baseline = after

    games: dict[str, tuple[float, float]] = {}

    def both(name: str, game: Any, seed0: int) -> Callable[[], float]:
        def run() -> float:
            games[name] = random_games(game, seconds, seed0)
            return games[name][0]

        return run

    # first, before anything else is played in this process
    ratio("bham_games", both("bham", birmingham, seed + 10**6))
    out["bham_decisions"] = out["bham_games"] * games["bham"][1] / games["bham"][0]
    ratio("lh_games", both("lh", le_havre, seed + 10**6))
    out["lh_decisions"] = out["lh_games"] * games["lh"][1] / games["lh"][0]
    out["lh_vs_bham"] = out["lh_decisions"] / out["bham_decisions"]
    n = 4 if quick else decisions
    ratio("bham_ismcts_2p", lambda: ismcts_rate(birmingham, 2, n, seed))
    ratio("bham_ismcts_4p", lambda: ismcts_rate(birmingham, 4, n, seed))
    ratio("lh_ismcts_2p", lambda: ismcts_rate(le_havre, 2, n, seed))
    ratio("lh_ismcts_3p", lambda: ismcts_rate(le_havre, 3, n, seed))
    out["chess_games_per_second"] = baseline
    return out


FIGURES = [
    "bham_games",
    "bham_decisions",
    "lh_decisions",
    "lh_vs_bham",
    "bham_ismcts_2p",
    "bham_ismcts_4p",
    "lh_ismcts_2p",
    "lh_ismcts_3p",
]


def compare(builds: list[str], rounds: int, quick: bool, seed: int, decisions: int) -> None:
    """Measure each build in its own process, rounds interleaved; print the medians."""
    results: dict[str, list[dict[str, Any]]] = {}
    for r in range(rounds):
        for build in builds:
            name, _, spec = build.partition("=")
            python, _, path = spec.partition(":")
            env = dict(os.environ)
            if path:
                env["PYTHONPATH"] = path + os.pathsep + env.get("PYTHONPATH", "")
            args = [python, __file__, "--json", "--seed", str(seed + 7919 * r)]
            args += ["--decisions", str(decisions)]
            if quick:
                args.append("--quick")
            done = subprocess.run(args, env=env, capture_output=True, text=True, check=True)
            figures = json.loads(done.stdout.strip().splitlines()[-1])
            results.setdefault(name, []).append(figures)
            print(f"round {r + 1} {name}: " + json.dumps(figures), flush=True)
    print(f"\nmedians of {rounds} rounds (ratios to python-chess random games/s, wall clock)")
    names = list(results)
    print(f"{'figure':<16}" + "".join(f"{n:>14}" for n in names))
    for figure in FIGURES:
        cells = [statistics.median(f[figure] for f in results[n]) for n in names]
        print(f"{figure:<16}" + "".join(f"{c:>14.3f}" for c in cells))
    for n in names:
        builds_compiled = {f["compiled"] for f in results[n]}
        print(f"{n}: compiled={builds_compiled}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true", help="shorter runs")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", action="store_true", help="one line of JSON (for --build)")
    parser.add_argument("--build", action="append", default=[], help="NAME=PYTHON[:PYTHONPATH]")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--decisions", type=int, default=30, help="ISMCTS decisions per figure (30)"
    )
    args = parser.parse_args()
    if args.build:
        compare(args.build, args.rounds, args.quick, args.seed, args.decisions)
        return
    figures = measure(args.quick, args.seed, args.decisions)
    if args.json:
        print(json.dumps(figures))
    else:
        for name, value in figures.items():
            print(f"{name:<24} {value}")


if __name__ == "__main__":
    main()
