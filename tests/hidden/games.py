"""Random games for the hidden-information tests: 2, 3 and 4 players, both eras, the intro
variant; every state of each, with the player to move."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import brass_rules as br
from tests.randomgames import random_steps

#: (players, seed, variant): lean, but every player count, both eras and the intro variant.
GAMES = (
    (2, 11, br.Variant.STANDARD),
    (3, 12, br.Variant.STANDARD),
    (4, 13, br.Variant.STANDARD),
    (2, 14, br.Variant.INTRO),
    (4, 15, br.Variant.INTRO),
)


@cache
def game_states(players: int, seed: int, variant: br.Variant) -> tuple[br.GameState, ...]:
    """Every state of one random game, the start and the end included."""
    states = [br.new_game(players=players, seed=seed, variant=variant)]
    states.extend(after for _, _, after in random_steps(players, seed, variant=variant))
    return tuple(states)


def all_states() -> Iterator[br.GameState]:
    """Every state of every game in :data:`GAMES`."""
    for game in GAMES:
        yield from game_states(*game)
