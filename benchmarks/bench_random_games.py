"""Benchmark: complete random 4-player games, listing every legal move at each step.

Run: ``python benchmarks/bench_random_games.py [--games N] [--players P]`` (or ``nox -s bench``).
Prints games per second, decisions per second and the time split between ``legal_moves``
and ``apply``.
"""

from __future__ import annotations

import argparse
import random
import time

import brass_rules as br


def play(players: int, seed: int) -> tuple[int, float, float]:
    """Play one game; return (decisions, seconds in legal_moves, seconds in apply)."""
    state = br.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    t_legal = t_apply = 0.0
    while not state.is_over:
        t0 = time.perf_counter()
        moves = br.legal_moves(state)
        t1 = time.perf_counter()
        state = br.apply(state, rng.choice(moves))
        t2 = time.perf_counter()
        t_legal += t1 - t0
        t_apply += t2 - t1
        steps += 1
    return steps, t_legal, t_apply


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    steps = 0
    legal = applied = 0.0
    for seed in range(args.games):
        n, t_legal, t_apply = play(args.players, seed)
        steps += n
        legal += t_legal
        applied += t_apply
    total = time.perf_counter() - start
    print(f"{args.games} random {args.players}-player games in {total:.2f} s")
    print(f"  games/s:      {args.games / total:.2f}")
    print(f"  decisions/s:  {steps / total:.0f}  ({steps / args.games:.0f} per game)")
    print(f"  legal_moves:  {legal / steps * 1e6:.0f} us per call")
    print(f"  apply:        {applied / steps * 1e6:.0f} us per call")


if __name__ == "__main__":
    main()
