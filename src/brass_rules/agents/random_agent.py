"""RandomAgent: a uniformly random kind of move, then a uniformly random move of that kind."""

from __future__ import annotations

import random
from typing import Any, TypeVar

from brass_rules.agents.base import SeededAgent
from brass_rules.hooks import hooks_of
from brass_rules.kit.sampling import random_move

M = TypeVar("M")


def sample_move(game: Any, state: Any, rng: random.Random) -> Any:
    """:func:`random_move` of ``game.legal_moves(state)``: the same move from the same draws of
    *rng*, by the game's ``sample_move(state, rng)`` when it has one (Birmingham's lists only
    the kind of move drawn). *state* is a full state.

    :raises ValueError: when the game is over (as :func:`~brass_rules.agents.greedy.score_moves`).
    """
    if state.is_over:
        raise ValueError("The game is over: there is no move to sample.")
    return hooks_of(game).sample_move(state, rng)


class RandomAgent(SeededAgent):
    """Plays :func:`random_move` among the legal moves: the baseline every bot should beat."""

    name = "random"

    def choose(self, obs: Any) -> Any:
        """A random legal move (the hidden cards never matter: only the agent's own moves count)."""
        game = self.check(obs)
        return random_move(game.legal_moves(obs), self.rng)
