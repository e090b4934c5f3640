"""Random legal games for tests: every choice from ``legal_moves`` by a seeded ``random.Random``."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache

import brass_rules as br
from brass_rules import le_havre as lh
from tests.builder import Position


def random_steps(
    players: int,
    seed: int,
    *,
    variant: br.Variant = br.Variant.STANDARD,
    rng_seed: int | None = None,
) -> Iterator[tuple[br.GameState, br.Move, br.GameState]]:
    """Yield ``(before, move, after)`` for every decision of one random game, to the end."""
    rng = random.Random(seed if rng_seed is None else rng_seed)
    state = br.new_game(players=players, seed=seed, variant=variant)
    while not state.is_over:
        move = rng.choice(br.legal_moves(state))
        after = br.apply(state, move)
        yield state, move, after
        state = after


#: (players, seed, variant) of the random games that the record and hidden-information tests
#: share: every player count and both variants; each game is played to the end (both eras).
GAMES = (
    (2, 11, br.Variant.STANDARD),
    (3, 12, br.Variant.STANDARD),
    (4, 13, br.Variant.STANDARD),
    (2, 14, br.Variant.INTRO),
    (4, 15, br.Variant.INTRO),
)


@cache
def game_steps(
    players: int, seed: int, variant: br.Variant
) -> tuple[tuple[br.GameState, br.Move, br.GameState], ...]:
    """Every (before, move, after) of one random game to the end (played once per session)."""
    return tuple(random_steps(players, seed, variant=variant))


def random_game(
    players: int, seed: int, *, variant: br.Variant = br.Variant.STANDARD
) -> tuple[br.GameState, list[br.Move]]:
    """Play one random game; return the final state and the moves."""
    state = br.new_game(players=players, seed=seed, variant=variant)
    moves: list[br.Move] = []
    for _, move, after in random_steps(players, seed, variant=variant):
        moves.append(move)
        state = after
    return state, moves


ROUNDS = {2: 10, 3: 9, 4: 8}
"""Rounds per era by player count (R-FLOW-ERAS)."""


def pass_until(state: br.GameState) -> br.GameState:
    """Play Pass moves (or the first legal move in a debt phase) until the era changes or the
    game ends."""
    era = state.era
    while not state.is_over and state.era is era:
        moves = br.legal_moves(state)
        passes = [m for m in moves if isinstance(m, br.Pass)]
        state = br.apply(state, passes[0] if passes else moves[0])
    return state


def last_round(pos: Position, *, era: br.Era = br.Era.CANAL) -> Position:
    """*pos* turned into the start of the last round of *era*: deck empty, two cards in every
    hand, the other cards in the discard piles, every income at level 0, nothing spent."""
    n = pos.state.num_players
    pool = [*pos.state.deck, *(c for p in pos.state.players for c in (*p.hand, *p.discard))]
    pool = [c for c in pool if c not in ("wild location", "wild industry")]
    pos = pos.set(era=era, round=ROUNDS[n], deck=(), turn=0, actions_taken=0)
    pos = pos.set(wild_location=4, wild_industry=4)
    hands, rest = pool[: 2 * n], pool[2 * n :]
    for p in range(n):
        # the other cards lie face up, so that the cards still add up to the full deck
        pos = pos.hand(p, hands[2 * p : 2 * p + 2]).discard(p, rest[p::n])
        pos = pos.income(p, 10).spent(p, 0)
    return pos


def finish_era(pos: Position, *, era: br.Era = br.Era.CANAL) -> br.GameState:
    """Everybody passes through the last round of *era*; the state after the era end."""
    return pass_until(last_round(pos, era=era).state)


def le_havre_positions(players: int, seed: int, short: bool) -> list[lh.GameState]:
    """Every position of one random Le Havre game (seeded choices from ``legal_moves``), before
    each decision, to the end."""
    rng = random.Random(seed)
    state = lh.new_game(players, seed, short)
    out = []
    while not state.is_over:
        out.append(state)
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
    return out
