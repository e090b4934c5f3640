"""The iterations of :class:`~brass_rules.agents.mcts.MCTSAgent`'s search: each walks the tree in
a fresh determinization, plays the rollout below it and backs the reward up.

A :class:`Search` holds what the iterations of one decision share (the game's functions and
the agent's, looked up once); only plain values and callables pass through here, so the
compiled build compiles this module (the agent class, which users subclass, stays Python and
hands its methods in).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from brass_rules.agents.greedy import TIE
from brass_rules.agents.tree import Node, back_up, legal_here, select
from brass_rules.hooks import hooks_of

#: A rollout move: (state, rng) -> move (the agent's policy).
Policy = Callable[[Any, random.Random], Any]
#: A rollout step: (game, state, rng) -> the position after the move played.
Step = Callable[[Any, Any, random.Random], Any]


def greedy_step(game: Any, state: Any, rng: random.Random) -> Any:
    """The position after :meth:`~brass_rules.agents.mcts.MCTSAgent.policy`'s greedy move: the
    same move from the same draws of *rng* (:func:`~brass_rules.agents.greedy.greedy_move`), and
    the position it scored for it rather than the move applied again."""
    moves: Sequence[Any] = game.legal_moves(state)
    if len(moves) == 1:
        return game.apply(state, moves[0])
    player = state.to_move
    apply, evaluate = game.apply, game.evaluate
    # as score_moves: each move applied, then scored; only the positions within TIE of the
    # best score so far are kept (the final ties are among them), so that the others are
    # freed at once rather than outliving the young generation of the garbage collector
    best = -math.inf
    kept: list[tuple[float, Any]] = []
    for move in moves:
        position = apply(state, move)
        score = float(evaluate(position, player))
        if score > best:
            best = score
            if kept:
                kept = [k for k in kept if k[0] >= best - TIE]
        if score >= best - TIE:
            kept.append((score, position))
    ties = [k[1] for k in kept if k[0] >= best - TIE]
    return rng.choice(ties)  # the same draw as of the tied indices: only the length counts


class Search:
    """The iterations of one decision of the agent *me* in *game*.

    *candidates* ranks a node's moves (the agent's :meth:`candidates`); the opponents and the
    rollout move by *step* when given, else by *policy*; a position is scored by *reward* (the
    game's own, None when it has none for it) when given, else by *evaluate*; the settings are
    the agent's (see :class:`~brass_rules.agents.mcts.MCTSAgent`).
    """

    def __init__(
        self,
        game: Any,
        me: int,
        candidates: Callable[[Any, Sequence[Any]], Any],
        policy: Policy,
        step: Step | None,
        reward: Callable[[Any, int], Any] | None,
        evaluate: Callable[[Any, int], Any],
        *,
        tree_depth: int,
        expand_after: int,
        exploration: float,
        rollout_depth: int,
        rollout_turns: int,
    ) -> None:
        self.game = game
        self.me = me
        self.apply: Callable[[Any, Any], Any] = game.apply
        self.legal_moves: Callable[[Any], Any] = game.legal_moves
        self.observe: Callable[[Any, int], Any] = game.observe
        self.among: Callable[[Any, Sequence[Any]], list[Any]] = hooks_of(game).legal_among
        self.candidates = candidates
        self.policy = policy
        self.step = step
        self.reward = reward
        self.evaluate = evaluate
        self.tree_depth = tree_depth
        self.expand_after = expand_after
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.rollout_turns = rollout_turns

    def run(
        self,
        root: Node,
        obs: Any,
        rng: random.Random,
        iterations: int | None,
        deadline: float | None,
    ) -> None:
        """Iterate from *root* (expanded) in determinizations of *obs* drawn from *rng*, until
        *iterations* are done or the clock (``time.perf_counter``) passes *deadline* (after
        the first iteration)."""
        determinize = self.game.determinize
        done = 0
        while iterations is None or done < iterations:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            self.iterate(root, determinize(obs, rng), rng)
            done += 1

    def _move(self, state: Any, rng: random.Random) -> Any:
        """The position after the opponent's or the rollout's move in *state*."""
        step = self.step
        if step is None:
            return self.apply(state, self.policy(state, rng))
        return step(self.game, state, rng)

    def iterate(self, root: Node, state: Any, rng: random.Random) -> None:
        """One iteration in the determinization *state*: down the tree (UCT among the agent's
        moves legal there, the others' moves by the policy), expand, roll out, back up."""
        me = self.me
        apply = self.apply
        path = [root]
        node = root
        own = 0
        tree_depth = self.tree_depth
        while not state.is_over and own < tree_depth:
            if state.to_move != me:
                state = self._move(state, rng)
                continue
            listed = None
            if node.moves is None:
                if node.visits < self.expand_after:
                    break
                listed = self.legal_moves(state)
                node.moves = self.candidates(state, listed)
            if node is root:
                legal: Sequence[Any] = node.moves  # the agent's own moves: the same in every world
            else:
                legal = legal_here(node, state, me, listed, self.observe, self.among)
                if not legal:
                    break
            move, node, expanded = select(node, legal, self.exploration)
            path.append(node)
            state = apply(state, move)
            own += 1
            if expanded:
                break
        turns = self.rollout_turns
        others = False  # whether another player has decided since the agent last did
        for _ in range(self.rollout_depth):
            if state.is_over:
                break
            if turns:
                if state.to_move != me:
                    others = True
                elif others:
                    turns -= 1
                    others = False
                    if not turns:
                        break
            state = self._move(state, rng)
        reward = self.reward
        found = reward(state, me) if reward is not None else None
        result = float(found) if found is not None else float(self.evaluate(state, me))
        back_up(path, result)
