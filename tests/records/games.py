"""Random games shared by the record tests (cached: each is played once per test session)."""

from __future__ import annotations

from functools import cache

import brass_rules as br
from tests.randomgames import random_steps

#: (players, seed, variant) of the games the record tests replay: 2, 3 and 4 players, both
#: variants; every game is played to the end, so both eras are covered.
GAMES = (
    (2, 11, br.Variant.STANDARD),
    (3, 12, br.Variant.STANDARD),
    (4, 13, br.Variant.STANDARD),
    (2, 14, br.Variant.INTRO),
    (4, 15, br.Variant.INTRO),
)


@cache
def steps(
    players: int, seed: int, variant: br.Variant
) -> tuple[tuple[br.GameState, br.Move, br.GameState], ...]:
    """Every (before, move, after) of one random game to the end."""
    return tuple(random_steps(players, seed, variant=variant))


def moves(players: int, seed: int, variant: br.Variant) -> tuple[br.Move, ...]:
    """The moves of one random game."""
    return tuple(m for _, m, _ in steps(players, seed, variant))
