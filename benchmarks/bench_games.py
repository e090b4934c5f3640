"""Random playouts of every game other than Birmingham, with ratios to python-chess.

Run: ``python benchmarks/bench_games.py [--game le_havre] [--quick]`` (``nox -s bench`` runs it
after ``bench.py``). As in ``bench.py``, times are CPU time of this process and each rate is also
printed as a ratio to python-chess random games per second measured in the same run just before.

Figures per game, player count and option set (Le Havre: the full and the short game): random
games per second and decisions per second (``legal_moves`` then a uniform random choice, to the
end), and the mean number of decisions and of legal moves per decision. With ``--mcts`` it also
measures the ISMCTS agent's decisions per second at the game's smallest player count of at
least 2 and a middle one, on positions spread over the middle half of a seeded random game: the
default agent (``MCTSAgent()``, whatever its settings and evaluation are today) and, for Le
Havre, the search of issue 21's time (``le_havre_frozen.FrozenSearch``: the settings and
evaluation of commit ``7770379``, frozen), whose rate compares the engine over time.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import Report, chess_games_per_second, clock

import brass_rules as br


def bench_game(report: Report, name: str, games: int, seed0: int) -> None:
    """Random playouts of *name* at every player count and option combination."""
    game = br.get_game(name)
    combos = list(itertools.product(*(o.choices for o in game.options))) or [()]
    for players in range(game.min_players, game.max_players + 1):
        for values in combos:
            options = {o.name: v for o, v in zip(game.options, values, strict=True)}
            decisions = listed = 0
            start = clock()
            for seed in range(seed0, seed0 + games):
                rng = random.Random(seed)
                state = game.new_game(players=players, seed=seed, **options)
                while not state.is_over:
                    moves = game.legal_moves(state)
                    listed += len(moves)
                    state = game.apply(state, rng.choice(moves))
                    decisions += 1
            seconds = clock() - start
            label = f"{name} {players}p" + "".join(
                f" {k}={game_option_word(v)}" for k, v in options.items()
            )
            report.rate(f"{label}: games/s", games / seconds, "games/s")
            report.rate(f"{label}: decisions/s", decisions / seconds, "decisions/s")
            report.plain(f"{label}: decisions per game", decisions / games, "")
            report.plain(f"{label}: legal moves per decision", listed / max(decisions, 1), "")


def game_option_word(value: object) -> str:
    """An option value as a word (``yes``/``no`` for booleans)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(getattr(value, "value", value))


def search_positions(name: str, players: int, decisions: int, seed: int) -> list[Any]:
    """*decisions* positions spread over the middle half of a seeded random game."""
    game = br.get_game(name)
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed)
    positions = []
    while not state.is_over:
        positions.append(state)
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    middle = positions[len(positions) // 4 : 3 * len(positions) // 4]
    return middle[:: max(1, len(middle) // decisions)][:decisions]


def search_rate(name: str, agent: Any, positions: list[Any]) -> float:
    """*agent*'s decisions per second (CPU time) on *positions*."""
    game = br.get_game(name)
    start = clock()
    for position in positions:
        player = position.to_move
        assert player is not None
        agent.choose(game.observe(position, player))
    return len(positions) / (clock() - start)


def bench_mcts(report: Report, name: str, decisions: int, seed: int) -> None:
    """ISMCTS decisions per second: the default agent, and for Le Havre the frozen search of
    issue 21's time (see the module docstring)."""
    from brass_rules.agents.mcts import MCTSAgent

    game = br.get_game(name)
    for players in sorted({max(2, game.min_players), (game.min_players + game.max_players) // 2}):
        chosen = search_positions(name, players, decisions, seed)
        rate = search_rate(name, MCTSAgent(seed=seed), chosen)
        report.rate(f"{name} {players}p: ISMCTS decisions/s", rate, "decisions/s")
        if name == "le_havre":
            from le_havre_frozen import FrozenSearch

            rate = search_rate(name, FrozenSearch(seed=seed), chosen)
            label = f"{name} {players}p: ISMCTS decisions/s, issue-21 search (frozen)"
            report.rate(label, rate, "decisions/s")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    others = [n for n in sorted(br.GAMES) if n != "brass_birmingham"]
    parser.add_argument("--game", choices=sorted(br.GAMES), action="append")
    parser.add_argument("--quick", action="store_true", help="fewer games")
    parser.add_argument("--mcts", action="store_true", help="also ISMCTS decisions/s")
    parser.add_argument("--seed", type=int, default=1000, help="first game seed")
    args = parser.parse_args(argv)
    report = Report(chess_games_per_second(2.0 if args.quick else 5.0))
    print(f"compiled build: {br.COMPILED}")
    for name in args.game or others:
        bench_game(report, name, 2 if args.quick else 8, args.seed)
        if args.mcts:
            bench_mcts(report, name, 3 if args.quick else 10, args.seed)


if __name__ == "__main__":
    main()
