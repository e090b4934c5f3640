"""``python -m brass_rules``: play a complete seeded demo game and print it.

The built-in policy is random among the legal moves: it picks an action kind (Build, Network,
Sell, ...) uniformly among those with a legal move, then one of its moves uniformly, from its own
seeded generator, so the same seed prints the same game.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

from brass_rules.engine import apply, legal_moves
from brass_rules.enums import Variant
from brass_rules.moves import Move
from brass_rules.render import board_text
from brass_rules.scoring.game_end import ranking, scores
from brass_rules.setup import new_game
from brass_rules.text import describe_move


def random_move(moves: Sequence[Move], rng: random.Random) -> Move:
    """A random legal move: a uniformly chosen action kind, then a uniform move of that kind."""
    kinds: dict[type, list[Move]] = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    return rng.choice(kinds[rng.choice(list(kinds))])


def main(argv: Sequence[str] | None = None) -> int:
    """Play one game with the random policy and print every move and the final ranking."""
    parser = argparse.ArgumentParser(prog="python -m brass_rules", description=__doc__)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=2018)
    parser.add_argument("--intro", action="store_true", help="the introductory game")
    args = parser.parse_args(argv)
    variant = Variant.INTRO if args.intro else Variant.STANDARD
    state = new_game(players=args.players, seed=args.seed, variant=variant)
    policy = random.Random(args.seed)
    print(f"Brass: Birmingham, {args.players} players, seed {args.seed}")
    heading = None
    while not state.is_over:
        if (state.era, state.round) != heading:
            heading = (state.era, state.round)
            order = ", ".join(f"P{p}" for p in state.turn_order)
            print(f"\n== {state.era.value.title()} Era, round {state.round} (order {order}) ==")
        player = state.to_move
        move = random_move(legal_moves(state), policy)
        print(f"  P{player}: {describe_move(move)}")
        before = state
        state = apply(state, move)
        if state.era is not before.era or state.is_over:
            print(f"\nThe board at the end of the {before.era.value.title()} Era, before scoring:")
            print(board_text(before))
    print("\nFinal scores:")
    for i, p in enumerate(state.players):
        print(f"  P{i}: {scores(state)[i]} VP, income space {p.income_space}, £{p.money}")
    places = " > ".join("=".join(f"P{p}" for p in group) for group in ranking(state))
    print(f"Ranking: {places}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
