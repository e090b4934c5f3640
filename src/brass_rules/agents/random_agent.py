"""RandomAgent: a uniformly random action kind, then a uniformly random move of that kind."""

from __future__ import annotations

import random
from collections.abc import Sequence

import brass_rules as br
from brass_rules.agents.base import SeededAgent
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.observe import Observation


def random_move(moves: Sequence[Move], rng: random.Random) -> Move:
    """A random move of *moves*: first an action kind (Build, Sell, ...), then one move of it.

    Choosing the kind first keeps the many Build moves from drowning out Loan, Scout and Pass.
    """
    kinds: dict[type, list[Move]] = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    return rng.choice(kinds[rng.choice(list(kinds))])


class RandomAgent(SeededAgent):
    """Plays :func:`random_move` among the legal moves: the baseline every bot should beat."""

    name = "random"

    def choose(self, obs: Observation) -> Move:
        """A random legal move (the hidden cards never matter: only the agent's own moves count)."""
        self.check(obs)
        return random_move(br.legal_moves(obs), self.rng)

