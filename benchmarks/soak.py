"""Soak run: many random games with every invariant checked after every decision.

Run: ``python benchmarks/soak.py [--games N] [--first-seed S]`` (or ``nox -s soak``; the default is
10,000 games). Game ``i`` uses seed ``first_seed + i``, ``2 + i % 3`` players and the introductory
variant when ``i % 4 == 3``, so every 12 games cover 2, 3 and 4 players in both variants. Each
decision is drawn from ``legal_moves`` by ``random.Random(seed)``.

After every decision it checks:

- the laws of ``tests/properties/test_random_games.py`` (``check_state``: money conservation by
  the bank ledger, markets, resources, one tile per town per player in the Canal Era, link
  supply, the full deck and the wild piles; ``check_step``: mats only shrink, as the move says);
- exact tile conservation per player (mat + board + removed = 45) with the independent removal
  model of ``tests/properties/test_tile_conservation.py``;
- immutability: the state before the move dumps to the same JSON after ``apply``;
- JSON: ``load_state(dump_state(s)) == s`` (so every reachable state passes ``load_state``'s
  checks, the dead-end and progress checks included) and ``move_from_json(move_to_json(m)) == m``;
- the chosen move validates, a live state has a legal move, ``legal_moves`` of the mover's
  observation equals ``legal_moves`` of the state;
- at the end: 10/9/8 rounds per era, no legal move, a ranking of every player.

A failure prints its seed, players, variant and 1-based move number, so that
``--first-seed SEED --games 1`` (with the same players/variant rule: pick a seed with the same
``i``) replays it; the run goes on with the next game. The exit status is 1 if any game failed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the invariant checks live in the test suite
    sys.path.insert(0, str(ROOT))

from tests.properties.test_random_games import check_state, check_step  # noqa: E402
from tests.properties.test_tile_conservation import (  # noqa: E402
    TILES_PER_PLAYER,
    _held,
    _predicted_removals,
)
from tests.randomgames import ROUNDS  # noqa: E402

import brass_rules as br  # noqa: E402


def game_setup(index: int, first_seed: int) -> tuple[int, int, br.Variant]:
    """Seed, players and variant of game number *index* (0-based) of a run."""
    variant = br.Variant.INTRO if index % 4 == 3 else br.Variant.STANDARD
    return first_seed + index, 2 + index % 3, variant


def soak_game(seed: int, players: int, variant: br.Variant) -> int:
    """Play one checked game; return its number of decisions. Raises on the first failure,
    with the 1-based move number in the message."""
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed, variant=variant)
    check_state(state)
    removed: Counter[int] = Counter()
    rounds = [(state.era, state.round)]
    number = 0
    while not state.is_over:
        number += 1
        try:
            moves = br.legal_moves(state)
            assert moves, "a live state with no legal move"
            mover = state.to_move
            assert mover is not None
            assert br.legal_moves(br.observe(state, mover)) == moves, "observation moves differ"
            move = rng.choice(moves)
            assert br.validate(state, move) == (), "a listed move does not validate"
            assert br.move_from_json(br.move_to_json(move)) == move, "move JSON round trip"
            before = br.dump_state(state)
            after = br.apply(state, move)
            assert br.dump_state(state) == before, "apply changed its input"
            check_step(state, move, after)
            check_state(after)
            removed += _predicted_removals(state, move, after)
            for p in range(players):
                assert _held(after, p) + removed[p] == TILES_PER_PLAYER, f"tiles of player {p}"
            assert br.load_state(br.dump_state(after)) == after, "position JSON round trip"
        except Exception as error:
            raise AssertionError(f"move {number}: {type(error).__name__}: {error}") from error
        state = after
        if not state.is_over and (state.era, state.round) != rounds[-1]:
            rounds.append((state.era, state.round))
        if number > 5000:
            raise AssertionError(f"move {number}: the game does not end")
    eras = [br.Era.CANAL] if variant is br.Variant.INTRO else [br.Era.CANAL, br.Era.RAIL]
    expected = [(era, r) for era in eras for r in range(1, ROUNDS[players] + 1)]
    assert rounds == expected, f"end: rounds {rounds}"
    assert br.legal_moves(state) == (), "end: a finished game lists moves"
    groups = br.ranking(state)
    assert sorted(p for g in groups for p in g) == list(range(players)), "end: ranking"
    return number


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=100, help="print progress every N games")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    moves = 0
    failures: list[str] = []
    kinds: Counter[str] = Counter()
    for index in range(args.games):
        seed, players, variant = game_setup(index, args.first_seed)
        try:
            moves += soak_game(seed, players, variant)
        except Exception as error:
            line = f"FAIL seed={seed} players={players} variant={variant.value}: {error}"
            failures.append(line)
            print(line, flush=True)
            traceback.print_exc(file=sys.stdout)
        kinds[f"{players}p {variant.value}"] += 1
        done = index + 1
        if done % args.every == 0 or done == args.games:
            elapsed = time.perf_counter() - start
            print(
                f"games {done}/{args.games}  moves {moves}  failures {len(failures)}  "
                f"{elapsed:.0f} s ({done / elapsed:.2f} games/s)",
                flush=True,
            )
    print("games by kind: " + ", ".join(f"{k}: {v}" for k, v in sorted(kinds.items())))
    print(f"SOAK {'FAILED' if failures else 'OK'}: {args.games} games, {moves} moves, "
          f"{len(failures)} failures")
    for line in failures:
        print(line)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
