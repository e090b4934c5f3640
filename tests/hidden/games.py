"""Random games for the hidden-information tests: 2, 3 and 4 players, both eras, the intro
variant; every state of each, with the player to move."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import brass_rules as br
from tests.randomgames import GAMES, game_steps

__all__ = ["GAMES", "all_states", "game_states"]


@cache
def game_states(players: int, seed: int, variant: br.Variant) -> tuple[br.GameState, ...]:
    """Every state of one random game, the start and the end included."""
    start = br.new_game(players=players, seed=seed, variant=variant)
    return (start, *(after for _, _, after in game_steps(players, seed, variant)))


def all_states() -> Iterator[br.GameState]:
    """Every state of every game in :data:`GAMES`."""
    for game in GAMES:
        yield from game_states(*game)
