"""Positions for the agent tests: states along one seeded random game of each player count."""

from __future__ import annotations

import random
from functools import cache

import brass_rules as br
from brass_rules.agents.random_agent import random_move


@cache
def game(players: int, seed: int) -> tuple[br.GameState, ...]:
    """Every state of a random game (the start included, the finished state excluded)."""
    state = br.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    states = []
    while not state.is_over:
        states.append(state)
        state = br.apply(state, random_move(br.legal_moves(state), rng))
    return tuple(states)


def sample(players: int, seed: int, every: int) -> tuple[br.GameState, ...]:
    """Every *every*-th state of :func:`game`, plus each state with an action in progress or
    a debt to pay that the sample would otherwise miss (one of each)."""
    states = game(players, seed)
    picked = list(states[::every])
    for pick in (lambda s: s.in_progress is not None, lambda s: s.in_debt_phase):
        if not any(pick(s) for s in picked):
            picked.extend([s for s in states if pick(s)][:1])
    return tuple(picked)
