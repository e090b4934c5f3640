"""The demo: a complete seeded game with a random policy, printed move by move.

The built-in policy is random among the legal moves: it picks an action kind (Build, Network,
Sell, ...) uniformly among those with a legal move, then one of its moves uniformly, from its own
seeded generator, so the same seed prints the same game.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

from brass_rules.cli.common import result_lines
from brass_rules.engine import apply, legal_moves
from brass_rules.enums import Variant
from brass_rules.moves import Move
from brass_rules.render import board_text
from brass_rules.setup import new_game
from brass_rules.text import describe_move


def random_move(moves: Sequence[Move], rng: random.Random) -> Move:
    """A random legal move: a uniformly chosen action kind, then a uniform move of that kind."""
    kinds: dict[type, list[Move]] = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    return rng.choice(kinds[rng.choice(list(kinds))])


def run(args: argparse.Namespace) -> int:
    """Play one game with the random policy and print every move and the final ranking."""
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
    print()
    print("\n".join(result_lines(state)))
    return 0
