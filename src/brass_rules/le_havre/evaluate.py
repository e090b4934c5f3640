"""A quick heuristic of a position for a greedy agent."""

from __future__ import annotations

from brass_rules.le_havre.data.goods import FRANC_VALUE
from brass_rules.le_havre.payments import food_of
from brass_rules.le_havre.scoring import wealth
from brass_rules.le_havre.state import GameState


def evaluate(state: GameState, player: int) -> float:
    """The player's wealth by the LH-END-SCORE formula, plus a quarter of the franc value of his
    goods and a little for food in hand, minus the best other player's wealth."""
    p = state.players[player]
    own = wealth(state, player)
    goods = sum(FRANC_VALUE[g] * n for g, n in p.goods.pairs())
    others = [wealth(state, i) for i in range(state.num_players) if i != player]
    best = max(others) if others else 0
    return own + 0.25 * goods + 0.1 * food_of(p.goods) - 0.5 * best
