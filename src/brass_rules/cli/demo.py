"""The demo: a complete seeded game between built-in players, printed move by move.

By default every seat is a :class:`~brass_rules.agents.GreedyAgent` (seeded from the game's seed),
so the game looks like one people play. With ``--policy random`` the players are random among the
legal moves: a uniformly chosen action kind (Build, Network, Sell, ...) among those with a legal
move, then one of its moves uniformly, from a generator seeded by the game's seed. Either way the
same seed prints the same game.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence

from brass_rules.birmingham.engine import apply, legal_moves
from brass_rules.birmingham.enums import Variant
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.observe import observe
from brass_rules.birmingham.render import board_text
from brass_rules.birmingham.setup import new_game
from brass_rules.birmingham.state import GameState
from brass_rules.birmingham.text import describe_move
from brass_rules.cli.common import result_lines


def random_move(moves: Sequence[Move], rng: random.Random) -> Move:
    """A random legal move: a uniformly chosen action kind, then a uniform move of that kind."""
    kinds: dict[type, list[Move]] = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    return rng.choice(kinds[rng.choice(list(kinds))])


def _policy(kind: str, seed: int, players: int) -> Callable[[GameState], Move]:
    """The demo's players: greedy agents deciding from their observations, or random moves."""
    if kind == "random":
        rng = random.Random(seed)
        return lambda state: random_move(legal_moves(state), rng)
    from brass_rules.agents import GreedyAgent

    seats = [GreedyAgent(seed=seed * 10 + i) for i in range(players)]

    def greedy(state: GameState) -> Move:
        player = state.to_move
        assert player is not None
        return seats[player].choose(observe(state, player))

    return greedy


def run(args: argparse.Namespace) -> int:
    """Play one game and print every move, the board at each era's end and the final ranking."""
    variant = Variant.INTRO if args.intro else Variant.STANDARD
    state = new_game(players=args.players, seed=args.seed, variant=variant)
    choose = _policy(args.policy, args.seed, args.players)
    print(f"Brass: Birmingham, {args.players} players, seed {args.seed}")
    heading = None
    while not state.is_over:
        if (state.era, state.round) != heading:
            heading = (state.era, state.round)
            order = ", ".join(f"P{p}" for p in state.turn_order)
            print(f"\n== {state.era.value.title()} Era, round {state.round} (order {order}) ==")
        player = state.to_move
        move = choose(state)
        print(f"  P{player}: {describe_move(move)}")
        before = state
        state = apply(state, move)
        if state.era is not before.era or state.is_over:
            print(f"\nThe board at the end of the {before.era.value.title()} Era, before scoring:")
            print(board_text(before))
    print()
    print("\n".join(result_lines(state)))
    return 0
