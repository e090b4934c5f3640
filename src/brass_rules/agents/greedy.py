"""GreedyAgent: one ply of look-ahead scored by the hand-written evaluation.

Each legal move is applied to a determinization of the observation and the resulting position
is scored with :func:`~brass_rules.birmingham.heuristic.advantage` (the mover's estimated final VP
minus the best opponent's). Building and selling raise VP and income, so they score well; a
loan's £30 counts for little once the player has money, against three income levels lost for
the rest of the game, so loans are taken only when money runs short.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import brass_rules as br
from brass_rules.agents.base import SeededAgent
from brass_rules.birmingham.engine import apply
from brass_rules.birmingham.heuristic import advantage
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.state import GameState

#: Scores closer than this count as equal; the agent's generator breaks the tie.
TIE = 1e-9


def score_moves(state: GameState, moves: Sequence[Move]) -> list[float]:
    """The mover's :func:`advantage` after each of *moves* (legal moves of *state*)."""
    player = state.to_move
    if player is None:
        raise ValueError("The game is over: there is no move to score.")
    return [advantage(apply(state, move), player) for move in moves]


def greedy_move(state: GameState, moves: Sequence[Move], rng: random.Random) -> Move:
    """The best of *moves* by :func:`score_moves`, ties broken with *rng*."""
    if len(moves) == 1:
        return moves[0]
    scores = score_moves(state, moves)
    best = max(scores)
    return rng.choice([m for m, s in zip(moves, scores, strict=True) if s >= best - TIE])


class GreedyAgent(SeededAgent):
    """Plays the legal move whose immediate result the evaluation likes best."""

    name = "greedy"

    def choose(self, obs: Observation) -> Move:
        """The best move after one ply, in a determinization of *obs* drawn from :attr:`rng`."""
        self.check(obs)
        state = br.determinize(obs, self.rng)
        return greedy_move(state, br.legal_moves(state), self.rng)
