"""Shared helpers of the front-end tests: sampled positions of random games, a walk through
``choices``, the ids of a picture."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache

from brass_rules import le_havre as lh
from brass_rules.hooks import Choice
from brass_rules.le_havre.moves import Move
from tests.randomgames import le_havre_positions

#: Player counts of the contract (2 to the most), and 1 (Le Havre has a solo game).
PLAYERS = (1, 2, 3, 4, 5)


@cache
def sample(players: int, every: int = 5) -> tuple[lh.GameState, ...]:
    """Every *every*-th position of a short and a full random game (seeded by *players*)."""
    short = le_havre_positions(players, 10 + players, True)
    full = le_havre_positions(players, 20 + players, False)
    return tuple(short[::every]) + tuple(full[:: every * 3])


def walk(
    position: lh.GameState | lh.Observation, prefix: tuple[str, ...] = ()
) -> list[tuple[tuple[str, ...], Move, int]]:
    """Every leaf of ``choices`` under *prefix*: its path, its move and the largest number of
    options met on the way."""
    found = []
    options = lh.choices(position, prefix)
    for c in options:
        assert c.moves, c
        if c.is_leaf:
            found.append(((*prefix, c.key), c.moves[0], len(options)))
        else:
            below = walk(position, (*prefix, c.key))
            assert sorted(map(repr, (m for _, m, _ in below))) == sorted(map(repr, c.moves))
            found += [(p, m, max(n, len(options))) for p, m, n in below]
    return found


def options(
    position: lh.GameState | lh.Observation,
) -> Iterator[tuple[tuple[str, ...], Choice]]:
    """Every option of every step of ``choices``, with the prefix it is offered after."""
    todo: list[tuple[str, ...]] = [()]
    while todo:
        prefix = todo.pop()
        for c in lh.choices(position, prefix):
            yield prefix, c
            if not c.is_leaf:
                todo.append((*prefix, c.key))


def svg_ids(svg: str) -> set[str]:
    """The ids of the elements of a picture."""
    return set(re.findall(r' id="([^"]+)"', svg))


def steps(
    players: int, seed: int, short: bool = True
) -> Iterator[tuple[lh.GameState, Move, lh.GameState]]:
    """``(before, move, after)`` for every decision of one random Le Havre game, to the end."""
    rng = random.Random(seed)
    state = lh.new_game(players, seed, short=short)
    while not state.is_over:
        move = rng.choice(lh.legal_moves(state))
        after = lh.apply(state, move)
        yield state, move, after
        state = after
