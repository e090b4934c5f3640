"""Soak run for any registered game: many seeded random games, checked after every decision.

Run: ``python benchmarks/soak_games.py --game le_havre [--games N] [--first-seed S]`` (or
``nox -s soak``, which runs Birmingham's own soak, ``benchmarks/soak.py``, and this one for every
other game; the default is 10,000 games). Game ``i`` uses seed ``first_seed + i``, the player
counts in turn from the game's minimum to its maximum, and each option's values in turn (Le
Havre: the full and the short game), so every few games cover every player count and option.

After every decision it checks, through the game protocol only:

- the chosen move is listed once, validates to ``()``, and ``apply`` leaves its input unchanged
  (the position JSON before and after is the same);
- positions and moves round-trip through JSON; the mover's observation lists the same moves;
- ``state_key`` of the position loaded back equals the state's;
- the game's own invariants (:data:`INVARIANTS`; Le Havre: no player's goods, francs or loans
  below zero, offers never negative, the round counter within the game's length);
- at the end: no legal move, a ranking of every player, and the game's end condition (Le Havre:
  the right number of rounds plus the final actions).

A failure prints the game's seed, players, options and 1-based move number; the run goes on with
the next game. The exit status is 1 if any game failed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from typing import Any

import brass_rules as br


def _le_havre_state(state: Any) -> None:
    for i, p in enumerate(state.players):
        assert p.francs >= 0, f"player {i} has {p.francs} francs"
        assert p.loans >= 0, f"player {i} has {p.loans} loans"
        assert all(n >= 0 for n in p.goods.values()), f"player {i} goods {dict(p.goods)}"
    assert all(n >= 0 for n in state.offers.values()), f"offers {dict(state.offers)}"
    assert 1 <= state.round <= state.rounds + 1, f"round {state.round} of {state.rounds}"


def _le_havre_end(state: Any) -> None:
    assert state.round == state.rounds + 1, f"ended in round {state.round} of {state.rounds}"


#: Per game: (a check of every state, a check of the final state).
INVARIANTS: dict[str, tuple[Callable[[Any], None], Callable[[Any], None]]] = {
    "le_havre": (_le_havre_state, _le_havre_end),
}


def game_setup(name: str, index: int, first_seed: int) -> tuple[int, int, dict[str, Any]]:
    """Seed, players and options of game number *index* (0-based) of a run."""
    game = br.get_game(name)
    counts = range(game.min_players, game.max_players + 1)
    players = counts[index % len(counts)]
    combos = list(itertools.product(*(o.choices for o in game.options)))
    values = combos[(index // len(counts)) % len(combos)] if combos else ()
    options = {o.name: v for o, v in zip(game.options, values, strict=True)}
    return first_seed + index, players, options


def soak_game(name: str, seed: int, players: int, options: dict[str, Any]) -> int:
    """Play one checked game; return its number of decisions. Raises on the first failure,
    with the 1-based move number in the message."""
    game = br.get_game(name)
    per_state, at_end = INVARIANTS.get(name, (lambda s: None, lambda s: None))
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed, **options)
    decisions = 0
    while not state.is_over:
        try:
            per_state(state)
            moves = list(game.legal_moves(state))
            assert moves, "a live state has no legal move"
            move = rng.choice(moves)
            assert moves.count(move) == 1, "a move is listed twice"
            assert game.validate(state, move) == ()
            before = json.dumps(game.dump_state(state), sort_keys=True)
            back = game.load_state(json.loads(before))
            assert back == state and game.state_key(back) == game.state_key(state)
            assert game.move_from_json(json.loads(json.dumps(game.move_to_json(move)))) == move
            assert list(game.legal_moves(game.observe(state, state.to_move))) == moves
            after = game.apply(state, move)
            assert json.dumps(game.dump_state(state), sort_keys=True) == before, "input changed"
        except Exception as error:
            raise AssertionError(f"move {decisions + 1}: {error!r}") from error
        state = after
        decisions += 1
    assert not list(game.legal_moves(state)), "a finished game has a legal move"
    ranking = game.ranking(state)
    assert sorted(p for group in ranking for p in group) == list(range(players))
    per_state(state)
    at_end(state)
    return decisions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="le_havre", choices=sorted(br.GAMES))
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    failures = decisions = 0
    start = time.perf_counter()
    for index in range(args.games):
        seed, players, options = game_setup(args.game, index, args.first_seed)
        try:
            decisions += soak_game(args.game, seed, players, options)
        except Exception:
            failures += 1
            print(f"FAILED {args.game} seed={seed} players={players} options={options}")
            traceback.print_exc(limit=3)
        if (index + 1) % 500 == 0:
            print(f"{index + 1} games, {decisions:,} decisions, {failures} failed", flush=True)
    seconds = time.perf_counter() - start
    print(
        f"{args.game}: {args.games} games, {decisions:,} decisions in {seconds:.0f} s, "
        f"{failures} failed"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
