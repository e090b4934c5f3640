"""Self-play throughput: games per second of random 4-player games (``nox -s strength``).

``python -m tests.selfplay.throughput [--games 40] [--ray]`` times ``play_games`` with 1 and 2
process workers and, with ``--ray``, on a local Ray with 2 CPUs (Ray's start-up not counted).
"""

from __future__ import annotations

import argparse
import time

from brass_rules.agents import RandomAgent
from brass_rules.selfplay import Lineup, play_games

RANDOM4 = Lineup([RandomAgent] * 4)


def rate(games: int, **kwargs: object) -> float:
    """Games per second of *games* random 4-player games with ``play_games(**kwargs)``."""
    start = time.perf_counter()
    play_games(RANDOM4, range(games), players=4, progress=False, **kwargs)  # type: ignore[arg-type]
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--ray", action="store_true")
    args = parser.parse_args()
    for workers in (1, 2):
        print(f"process, {workers} worker(s): {rate(args.games, workers=workers):.1f} games/s")
    if args.ray:
        import ray

        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
        rate(2, workers=2, backend="ray")  # warm the workers up
        print(f"ray, 2 CPUs: {rate(args.games, workers=2, backend='ray'):.1f} games/s")
        ray.shutdown()


if __name__ == "__main__":
    main()
