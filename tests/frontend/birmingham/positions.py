"""Positions of random Birmingham games (2 to 4 players) that the front-end tests share."""

from __future__ import annotations

from functools import cache

import brass_rules as br
from tests.randomgames import GAMES, game_steps

#: Every how many decisions a position is taken (the games are played to their end).
EVERY = 9


@cache
def steps() -> tuple[tuple[br.GameState, br.Move, br.GameState], ...]:
    """(before, move, after) of every EVERY-th decision of the shared random games: every
    player count, both variants, both eras, debts and actions under way among them."""
    out = []
    for players, seed, variant in GAMES:
        out += game_steps(players, seed, variant)[::EVERY]
    return tuple(out)


def positions() -> list[br.GameState]:
    return [before for before, _, _ in steps()]


def seats(state: br.GameState) -> tuple[int | None, ...]:
    """Every seat of *state* and the public view."""
    return (None, *range(state.num_players))
