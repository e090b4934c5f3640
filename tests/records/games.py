"""Random games shared by the record tests (cached: each is played once per test session)."""

from __future__ import annotations

import random
from functools import cache

import brass_rules as br
from tests.randomgames import GAMES, game_steps

__all__ = ["GAMES", "busy_steps", "moves", "steps"]

steps = game_steps
"""Every (before, move, after) of one random game to the end."""


def moves(players: int, seed: int, variant: br.Variant) -> tuple[br.Move, ...]:
    """The moves of one random game."""
    return tuple(m for _, m, _ in steps(players, seed, variant))


#: How much more often a busy game picks each kind of move than a uniform choice would.
_WEIGHTS = {br.Sell: 50.0, br.Build: 8.0, br.Network: 1.0, br.End: 1.0, br.SellForDebt: 1.0}


@cache
def busy_steps(
    players: int, seed: int, variant: br.Variant = br.Variant.STANDARD
) -> tuple[tuple[br.GameState, br.Move, br.GameState], ...]:
    """A random game whose player prefers selling and building (the positions get crowded:
    sales with beer and merchant bonuses, double rails, overbuilding), to the end."""
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed, variant=variant)
    out = []
    while not state.is_over:
        moves = br.legal_moves(state)
        kinds = sorted({type(m) for m in moves}, key=lambda t: t.__name__)
        kind = rng.choices(kinds, [_WEIGHTS.get(k, 0.3) for k in kinds])[0]
        move = rng.choice([m for m in moves if type(m) is kind])
        after = br.apply(state, move)
        out.append((state, move, after))
        state = after
    return tuple(out)
