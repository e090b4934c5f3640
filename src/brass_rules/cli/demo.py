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
from typing import Any

from brass_rules.cli.common import read_options, result_lines
from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.registry import DEFAULT_GAME, get_game


def random_move(moves: Sequence[Any], rng: random.Random) -> Any:
    """A random legal move: a uniformly chosen action kind, then a uniform move of that kind."""
    kinds: dict[type, list[Any]] = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    return rng.choice(kinds[rng.choice(list(kinds))])


def _policy(game: Game, kind: str, seed: int, players: int) -> Callable[[Any], Any]:
    """The demo's players: greedy agents deciding from their observations, or random moves."""
    if kind == "random":
        rng = random.Random(seed)
        return lambda state: random_move(game.legal_moves(state), rng)
    from brass_rules.agents import GreedyAgent

    seats = [GreedyAgent(seed=seed * 10 + i) for i in range(players)]

    def greedy(state: Any) -> Any:
        player = state.to_move
        assert player is not None
        return seats[player].choose(game.observe(state, player))

    return greedy


def run(args: argparse.Namespace) -> int:
    """Play one game and print every move, the board at each era's end and the final ranking."""
    game = get_game(DEFAULT_GAME)
    chosen = read_options(game, ["variant=intro"] if args.intro else [])
    state = game.new_game(players=args.players, seed=args.seed, **chosen)
    choose = _policy(game, args.policy, args.seed, args.players)
    hooks = hooks_of(game)
    print(f"{game.title}, {args.players} players, seed {args.seed}")
    heading = None
    while not state.is_over:
        if (state.era, state.round) != heading:
            heading = (state.era, state.round)
            order = ", ".join(f"P{p}" for p in state.turn_order)
            print(f"\n== {state.era.value.title()} Era, round {state.round} (order {order}) ==")
        player = state.to_move
        move = choose(state)
        print(f"  P{player}: {hooks.describe_move(state, move)}")
        before = state
        state = game.apply(state, move)
        if state.era is not before.era or state.is_over:
            print(f"\nThe board at the end of the {before.era.value.title()} Era, before scoring:")
            print(hooks.board_text(before))
    print()
    print("\n".join(result_lines(game, state)))
    return 0
