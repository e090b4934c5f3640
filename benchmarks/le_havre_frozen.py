"""The Le Havre search of issue 21's time, frozen, so that its speed can be compared over time.

Issue 21 measured ``MCTSAgent()``'s decisions per second on Le Havre when the agent scored
positions with the Le Havre heuristic of that time (commit ``7770379``). Since then Le Havre got
a costlier reward and other default search settings, so the default agent no longer measures the
same search. :class:`FrozenSearch` is that search: ``MCTSAgent`` with the issue-time settings
given explicitly, scoring with :func:`frozen_reward` and ranking candidate moves with
:func:`frozen_evaluate` (copies of the evaluation of the time, built from engine functions that
have kept their meaning). It runs unchanged on the issue-time code and on today's, so the ratio
of the two measures the engine (and the search's own code), not a change of evaluation. (For
that reason it keeps its own copy of the evaluation rather than importing the identical one of
``tests/golden/le_havre.py``, which needs today's code.)
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Sequence
from typing import Any

from brass_rules.agents.mcts import MCTSAgent
from brass_rules.le_havre import apply
from brass_rules.le_havre.data.goods import FRANC_VALUE
from brass_rules.le_havre.payments import food_of
from brass_rules.le_havre.rounds import round_cards, ship_food
from brass_rules.le_havre.scoring import ranking, wealth

#: The search settings of the issue's time (``MCTSAgent``'s defaults then).
SETTINGS: dict[str, Any] = {
    "iterations": 200,
    "rollout": "random",
    "rollout_depth": 0,
    "rollout_turns": 0,
    "time_limit": None,
    "candidates": 10,
    "tree_depth": 2,
    "expand_after": 2,
    "exploration": 0.1,
}
#: ``brass_rules.agents.base.REWARD_SCALE`` of the time.
REWARD_SCALE = 10.0


def frozen_evaluate(state: Any, player: int) -> float:
    """``le_havre.evaluate`` as it was at commit ``7770379``."""
    p = state.players[player]
    own = float(wealth(state, player))
    rounds_left = max(0, state.rounds - state.round)
    own += 0.5 * ship_food(state, player) * rounds_left
    goods = sum(FRANC_VALUE[g] * n for g, n in p.goods.pairs())
    others = [wealth(state, i) for i in range(state.num_players) if i != player]
    best = max(others) if others else 0
    shortfall = 0
    if not (state.final or state.is_over):
        card = round_cards(state.num_players, state.short)[state.round - 1]
        demand = card.rows[state.num_players - 1].food or 0
        shortfall = max(0, demand - ship_food(state, player) - food_of(p.goods) - p.francs)
    return own + 0.25 * goods - 2.0 * shortfall - 0.5 * best


def frozen_reward(state: Any, player: int) -> float:
    """The reward of the time: the ranking once over, else the squashed heuristic."""
    if state.is_over:
        groups = ranking(state)
        n = state.num_players
        if n == 1:
            return 1.0
        place = next(i for i, g in enumerate(groups) if player in g)
        below = sum(len(g) for g in groups[place + 1 :])
        tied = len(groups[place]) - 1
        return (below + 0.5 * tied) / (n - 1)
    return 1.0 / (1.0 + math.exp(-frozen_evaluate(state, player) / REWARD_SCALE))


class FrozenSearch(MCTSAgent):
    """``MCTSAgent`` with :data:`SETTINGS`, scoring with :func:`frozen_reward` and ranking
    moves by one ply of :func:`frozen_evaluate` (the search itself is the library's)."""

    def __init__(self, seed: int = 0) -> None:
        # only the settings this MCTSAgent knows: the issue-time one has no ``rollout_turns``
        # (its behaviour then was ``rollout_turns=0``), and the file must run on that code too
        known = inspect.signature(MCTSAgent.__init__).parameters
        super().__init__(seed=seed, **{k: v for k, v in SETTINGS.items() if k in known})

    def evaluate(self, state: Any, player: int) -> float:
        return frozen_reward(state, player)

    def candidates(self, state: Any, moves: Sequence[Any]) -> tuple[Any, ...]:
        if len(moves) == 1:
            return tuple(moves)
        player = state.to_move
        scores = [frozen_evaluate(apply(state, m), player) for m in moves]
        order = sorted(range(len(moves)), key=lambda i: -scores[i])  # stable: ties keep order
        return tuple(moves[i] for i in order[: self.max_candidates])
