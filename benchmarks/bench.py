"""Every benchmark of the engine, with ratios to python-chess measured in the same run.

Run: ``python benchmarks/bench.py`` (or ``nox -s bench``); ``--quick`` for a short run.

Times are CPU time of this process (``time.process_time``), so other work on the machine counts
less than in wall time. Machines are still noisy, so each figure is also printed as a ratio to
python-chess random games per second, measured in the same process just before: rates are
divided by it, times multiplied by it. Compare ratios between runs, not raw figures.

Figures:

- random 4-player games of Birmingham and Le Havre measured as a user would (wall clock,
  fresh seeds, ``legal_moves`` then a random choice, no warm-up), first in the run;
- random playouts at 2, 3 and 4 players (``legal_moves`` then a random choice, to the end):
  games/s and decisions/s;
- replay (``apply`` only) of recorded 4-player games: decisions/s, the best of 3 passes;
- ``legal_moves`` latency on mid-game 4-player positions (middle third of each game):
  median, p90 and max;
- ``load_state`` of mid-game 4-player positions: median time;
- memory per retained state when every state of a 4-player game is kept;
- the worst single ``apply`` of a Sell step (Sells of 4-player random game positions and of a
  crowded Rail Era position with breweries everywhere);
- ISMCTS decisions per second (``MCTSAgent`` with its default iterations) at 2 and 4 players,
  on positions spread over the middle half of a random game;
- Le Havre random playouts at 2, 3 and 4 players, through the game registry (figures only, no
  target yet; skipped where the game is not there).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
import tracemalloc
from collections.abc import Callable

import chess
from attrs import evolve

import brass_rules as br
from brass_rules.agents.mcts import MCTSAgent
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Era, Industry

clock = time.process_time


def chess_games_per_second(seconds: float) -> float:
    """python-chess random games (uniform legal moves to the end) per second."""
    rng = random.Random(0)
    games = 0
    start = clock()
    while clock() - start < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
        games += 1
    return games / (clock() - start)


def random_game(players: int, seed: int) -> list[tuple[br.GameState, br.Move]]:
    """A random game: each state with the move played from it."""
    state = br.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    history = []
    while not state.is_over:
        move = rng.choice(br.legal_moves(state))
        history.append((state, move))
        state = br.apply(state, move)
    return history


class Report:
    """Prints figures with their ratio to the python-chess baseline."""

    def __init__(self, chess_rate: float) -> None:
        self.chess = chess_rate
        print(f"python-chess random games/s: {chess_rate:.1f}  (the baseline; ratio 1.00)")

    def rate(self, name: str, value: float, unit: str) -> None:
        print(f"  {name:<44} {value:>12,.1f} {unit:<12} ratio {value / self.chess:8.3f}")

    def time(self, name: str, seconds: float) -> None:
        """A duration: the ratio is the share of one python-chess game it takes."""
        ratio = seconds * self.chess
        print(f"  {name:<44} {seconds * 1e6:>12,.0f} us           ratio {ratio:8.4f}")

    def plain(self, name: str, value: float, unit: str) -> None:
        print(f"  {name:<44} {value:>12,.0f} {unit}")


def bench_playouts(report: Report, games: int, seed0: int) -> None:
    print("random playouts")
    for players in (2, 3, 4):
        decisions = 0
        start = clock()
        for seed in range(seed0, seed0 + games):
            state = br.new_game(players=players, seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                state = br.apply(state, rng.choice(br.legal_moves(state)))
                decisions += 1
        total = clock() - start
        report.rate(f"{players} players: games/s", games / total, "games/s")
        report.rate(f"{players} players: decisions/s", decisions / total, "decisions/s")


def bench_as_a_user(report: Report, seconds: float, seed0: int) -> None:
    """Random 4-player games measured as a user would: wall clock, fresh seeds (never played
    before in this process, so no cache is warm), ``legal_moves`` then ``random.choice`` to
    the end, no warm-up; run first, for *seconds* of wall time per game. Birmingham, then
    Le Havre (the full game) where it is there."""
    print("as a user would (wall clock, fresh seeds, no warm-up)")
    games = [("Birmingham", br)]
    try:
        from brass_rules.registry import get_game

        games.append(("Le Havre", get_game("le_havre")))  # type: ignore[arg-type]
    except (ImportError, KeyError):
        pass
    # python-chess in wall time just before and just after each game's run (the mean is the
    # baseline: the load of a shared machine drifts over a 20-second run), and in CPU time
    chess_wall = _chess_wall(2.0)
    for label, game in games:
        chooser = random.Random(seed0)
        decisions = played = 0
        start, cpu = time.perf_counter(), clock()
        seed = seed0
        while time.perf_counter() - start < seconds:
            state = game.new_game(players=4, seed=seed)
            while not state.is_over:
                state = game.apply(state, chooser.choice(game.legal_moves(state)))
                decisions += 1
            played += 1
            seed += 1
        wall, cpu = time.perf_counter() - start, clock() - cpu
        chess_after = _chess_wall(2.0)
        baseline = (chess_wall + chess_after) / 2
        print(
            f"  python-chess random games/s, wall clock: {chess_wall:.1f} before, "
            f"{chess_after:.1f} after (their mean: the ratios below)"
        )
        chess_wall = chess_after
        rate = decisions / wall
        print(
            f"  {label + ' 4 players: decisions/s, wall':<44} {rate:>12,.1f} decisions/s  "
            f"ratio {rate / baseline:8.3f}"
        )
        report.rate(f"{label} 4 players: decisions/s, CPU time", decisions / cpu, "decisions/s")
        games_rate = played / wall
        print(
            f"  {label + ' 4 players: games/s, wall':<44} {games_rate:>12,.2f} games/s      "
            f"ratio {games_rate / baseline:8.3f}"
        )
        report.rate(f"{label} 4 players: games/s, CPU time", played / cpu, "games/s")
        report.plain(f"{label} 4 players: games played", played, "")


def _chess_wall(seconds: float) -> float:
    """python-chess random games per second of wall time (for the figures in wall time)."""
    rng = random.Random(0)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
        games += 1
    return games / (time.perf_counter() - start)


def bench_replay(report: Report, recorded: list[list[tuple[br.GameState, br.Move]]]) -> None:
    """The best of three passes over the recorded games."""
    print("replay (apply only), best of 3 passes")
    rates = []
    for _ in range(3):
        decisions = 0
        start = clock()
        for game in recorded:
            state = game[0][0]
            for _, move in game:
                state = br.apply(state, move)
            decisions += len(game)
        rates.append(decisions / (clock() - start))
    report.rate("4 players: decisions/s", max(rates), "decisions/s")


def _middle(game: list[tuple[br.GameState, br.Move]]) -> list[br.GameState]:
    n = len(game)
    return [state for state, _ in game[n // 3 : 2 * n // 3]]


def bench_legal_moves(report: Report, games: int, seed0: int) -> None:
    """Latency as a playing bot sees it: each position queried once, as it is reached."""
    print("legal_moves latency, mid-game 4-player positions")
    times: list[float] = []
    for seed in range(seed0, seed0 + games):
        state = br.new_game(players=4, seed=seed)
        rng = random.Random(seed)
        per_game: list[float] = []
        while not state.is_over:
            t0 = clock()
            moves = br.legal_moves(state)
            per_game.append(clock() - t0)
            state = br.apply(state, rng.choice(moves))
        n = len(per_game)
        times.extend(per_game[n // 3 : 2 * n // 3])
    times.sort()
    report.time("median", statistics.median(times))
    report.time("p90", times[int(0.9 * (len(times) - 1))])
    report.time("max", times[-1])
    report.plain("positions", len(times), "")


def bench_load_state(report: Report, recorded: list[list[tuple[br.GameState, br.Move]]]) -> None:
    print("load_state, mid-game 4-player positions")
    docs = [br.dump_state(s) for game in recorded for s in _middle(game)[::10]]
    times = []
    for doc in docs:
        t0 = clock()
        br.load_state(doc)
        times.append(clock() - t0)
    report.time("median", statistics.median(times))


def bench_memory(report: Report, seed: int) -> None:
    """Bytes kept alive by every state of a game, beyond what the engine keeps anyway."""
    print("memory per retained state, every state of a 4-player game kept")
    moves = [move for _, move in random_game(4, seed)]
    gc.collect()
    tracemalloc.start()

    def play(keep: list[br.GameState]) -> None:
        state = br.new_game(players=4, seed=seed)
        keep.append(state)
        for move in moves:
            state = br.apply(state, move)
            keep.append(state)

    play([])  # warm every cache first
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    kept: list[br.GameState] = []
    play(kept)
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    report.plain("bytes per state", (after - before) / len(kept), "B")
    report.plain("states", len(kept), "")


def crowded_sell_position() -> br.GameState:
    """A Rail Era position made for many Sell choices: every line holds a rail, breweries with
    two barrels on every other brewery slot, and the player to move owns unflipped cotton mills,
    manufacturers and potteries (most needing two beer) on the other slots."""
    state = br.new_game(players=4, seed=7)
    tiles: list[br.BuiltTile | None] = []
    for spec in BIRMINGHAM.slot_specs:
        if Industry.BREWERY in spec.industries:
            tiles.append(br.BuiltTile(spec.index % 4, Industry.BREWERY, 2, False, 2))
        elif Industry.POTTERY in spec.industries:
            tiles.append(br.BuiltTile(0, Industry.POTTERY, 3))
        elif Industry.MANUFACTURER in spec.industries:
            tiles.append(br.BuiltTile(0, Industry.MANUFACTURER, 5))
        elif Industry.COTTON in spec.industries:
            tiles.append(br.BuiltTile(0, Industry.COTTON, 2))
        else:
            tiles.append(None)
    links = tuple(i % 4 if space.rail else None for i, space in enumerate(BIRMINGHAM.links))
    return evolve(
        state, tiles=tuple(tiles), links=links, era=Era.RAIL, round=2, turn_order=(0, 1, 2, 3)
    )


def bench_sell_apply(report: Report, recorded: list[list[tuple[br.GameState, br.Move]]]) -> None:
    """Sell steps of the recorded positions and of a crowded one (at most 30 per position,
    evenly spread over the list)."""
    print("apply of one Sell step (Sells of every position and of a crowded one)")
    worst = 0.0
    count = 0
    positions = [state for game in recorded for state, _ in game]
    positions.append(crowded_sell_position())
    for state in positions:
        sells = [move for move in br.legal_moves(state) if isinstance(move, br.Sell)]
        for move in sells[:: max(1, len(sells) // 30)]:
            t0 = clock()
            br.apply(state, move)
            worst = max(worst, clock() - t0)
            count += 1
    report.time("worst", worst)
    report.plain("Sell steps applied", count, "")


def bench_mcts(report: Report, decisions: int, seed: int) -> None:
    """ISMCTS as a bot plays: ``MCTSAgent`` (default iterations) choosing from the observation
    of the player to move, on *decisions* positions of the middle half of one random game."""
    print("ISMCTS decisions (MCTSAgent, default iterations)")
    for players in (2, 4):
        states = [state for state, _ in random_game(players, seed)]
        n = len(states)
        middle = states[n // 4 : 3 * n // 4]
        positions = middle[:: max(1, len(middle) // decisions)][:decisions]
        agent = MCTSAgent(seed=seed)
        start = clock()
        for state in positions:
            agent.choose(br.observe(state, state.to_move or 0))
        total = clock() - start
        report.rate(f"{players} players: decisions/s", len(positions) / total, "decisions/s")


def bench_le_havre(report: Report, games: int, seed0: int) -> None:
    """Random playouts of Le Havre, as :func:`bench_playouts` plays Birmingham's."""
    try:
        from brass_rules.registry import get_game

        game = get_game("le_havre")
    except (ImportError, KeyError):
        print("Le Havre: not in this version")
        return
    print("Le Havre random playouts")
    for players in (2, 3, 4):
        decisions = 0
        start = clock()
        for seed in range(seed0, seed0 + games):
            state = game.new_game(players=players, seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                state = game.apply(state, rng.choice(game.legal_moves(state)))
                decisions += 1
        total = clock() - start
        report.rate(f"{players} players: games/s", games / total, "games/s")
        report.rate(f"{players} players: decisions/s", decisions / total, "decisions/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (about a minute)")
    parser.add_argument("--seed", type=int, default=1000, help="first game seed")
    args = parser.parse_args()
    games = 3 if args.quick else 12
    seed = args.seed
    report = Report(chess_games_per_second(2.0 if args.quick else 5.0))
    # first, before any game is played in this process (fresh seeds: far from the others)
    bench_as_a_user(report, 5.0 if args.quick else 20.0, seed + 10**6)
    # the playouts before the recorded games: replaying the same games would find Birmingham's
    # network caches warm (a third faster than games never played before)
    bench_playouts(report, games, seed)
    recorded = [random_game(4, s) for s in range(seed, seed + games)]
    steps: list[Callable[[], None]] = [
        lambda: bench_replay(report, recorded),
        lambda: bench_legal_moves(report, games, seed),
        lambda: bench_load_state(report, recorded),
        lambda: bench_memory(report, seed),
        lambda: bench_sell_apply(report, recorded[: max(1, games // 3)]),
        lambda: bench_mcts(report, 6 if args.quick else 20, seed),
        lambda: bench_le_havre(report, games, seed),
    ]
    for step in steps:
        step()


if __name__ == "__main__":
    main()
