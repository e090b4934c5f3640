"""Hidden information and keys: µs per call on mid-game positions.

Run: ``python benchmarks/bench_hidden.py`` (``--games N`` for more positions).

Positions: the middle third of random 2-, 3- and 4-player games (seeded, so every run measures the
same positions). Figures are CPU time (``time.process_time``) per call, the median over the
positions of the mean of a few repeats: ``state_key``, ``observe``, ``determinize``,
``dump_observation``, ``load_observation``, and ``legal_moves`` of an observation beside
``legal_moves`` of the state (the difference is the cost of the stand-in state).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

import brass_rules as br

clock = time.process_time


def positions(games: int) -> list[br.GameState]:
    """The middle third of *games* random games per player count."""
    out: list[br.GameState] = []
    for players in (2, 3, 4):
        for seed in range(games):
            rng = random.Random(seed)
            state = br.new_game(players=players, seed=seed)
            states = [state]
            while not state.is_over:
                state = br.apply(state, rng.choice(br.legal_moves(state)))
                states.append(state)
            third = len(states) // 3
            out.extend(states[third : 2 * third])
    return out


def per_call(states: list[br.GameState], call: Callable[[br.GameState], object]) -> float:
    """Median over *states* of the µs per call (mean of 5 calls each)."""
    times = []
    for state in states:
        start = clock()
        for _ in range(5):
            call(state)
        times.append((clock() - start) / 5 * 1e6)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per player count")
    args = parser.parse_args()
    states = [s for s in positions(args.games) if s.to_move is not None]
    rng = random.Random(0)
    own = {id(s): br.observe(s, s.to_move or 0) for s in states}
    dumps = {id(s): br.dump_observation(own[id(s)]) for s in states}
    figures: list[tuple[str, Callable[[br.GameState], object]]] = [
        ("state_key(state)", br.state_key),
        ("observe(state, player)", lambda s: br.observe(s, s.to_move or 0)),
        ("determinize(obs, rng)", lambda s: br.determinize(own[id(s)], rng)),
        ("dump_observation(obs)", lambda s: br.dump_observation(own[id(s)])),
        ("load_observation(data)", lambda s: br.load_observation(dumps[id(s)])),
        ("legal_moves(state)", br.legal_moves),
        ("legal_moves(obs)", lambda s: br.legal_moves(own[id(s)])),
    ]
    print(f"{len(states)} mid-game positions (2, 3 and 4 players); median µs per call")
    for name, call in figures:
        print(f"  {name:<26} {per_call(states, call):8.1f}")


if __name__ == "__main__":
    main()
