"""GreedyAgent: one ply of look-ahead scored by the game's evaluation.

Each legal move is applied to a determinization of the observation and the resulting position
is scored with the game's ``evaluate(state, player)`` (:func:`brass_rules.agents.base.evaluate`;
a game without one is valued by its score margin). For Brass: Birmingham that is
:func:`~brass_rules.birmingham.heuristic.advantage` (the mover's estimated final VP minus the
best opponent's): building and selling raise VP and income, so they score well; a loan's £30
counts for little once the player has money, against three income levels lost for the rest of
the game, so loans are taken only when money runs short.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

from brass_rules.agents.base import SeededAgent, game_of

M = TypeVar("M")

#: Scores closer than this count as equal; the agent's generator breaks the tie.
TIE = 1e-9


def score_moves(state: Any, moves: Sequence[Any]) -> list[float]:
    """The mover's evaluation after each of *moves* (legal moves of *state*, a full state)."""
    player = state.to_move
    if player is None:
        raise ValueError("The game is over: there is no move to score.")
    game = game_of(state)
    apply = game.apply
    own = game.evaluate  # looked up once for all the moves
    return [float(own(apply(state, move), player)) for move in moves]


def greedy_move(state: Any, moves: Sequence[M], rng: random.Random) -> M:
    """The best of *moves* by :func:`score_moves`, ties broken with *rng*."""
    if len(moves) == 1:
        return moves[0]
    scores = score_moves(state, moves)
    best = max(scores)
    return rng.choice([m for m, s in zip(moves, scores, strict=True) if s >= best - TIE])


class GreedyAgent(SeededAgent):
    """Plays the legal move whose immediate result the evaluation likes best."""

    name = "greedy"

    def choose(self, obs: Any) -> Any:
        """The best move after one ply, in a determinization of *obs* drawn from :attr:`rng`."""
        game = self.check(obs)
        state = game.determinize(obs, self.rng)
        return greedy_move(state, game.legal_moves(state), self.rng)
