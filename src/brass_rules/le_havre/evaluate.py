"""A quick heuristic of a position for a greedy agent."""

from __future__ import annotations

from brass_rules.le_havre.data.goods import FRANC_VALUE
from brass_rules.le_havre.payments import food_of
from brass_rules.le_havre.rounds import round_cards, ship_food
from brass_rules.le_havre.scoring import wealth
from brass_rules.le_havre.state import GameState


def food_shortfall(state: GameState, player: int) -> int:
    """How much food the player lacks for the coming feeding (0 in the final phase)."""
    if state.final or state.is_over:
        return 0
    card = round_cards(state.num_players, state.short)[state.round - 1]
    demand = card.rows[state.num_players - 1].food or 0
    p = state.players[player]
    return max(0, demand - ship_food(state, player) - food_of(p.goods) - p.francs)


def evaluate(state: GameState, player: int) -> float:
    """The player's wealth by the LH-END-SCORE formula, plus a quarter of the franc value of his
    goods and the food his ships will still supply, less 2 per food he lacks for the coming
    feeding (a loan costs 7 at the end for 4 francs) and half the best other player's wealth."""
    p = state.players[player]
    own = float(wealth(state, player))
    rounds_left = max(0, state.rounds - state.round)
    own += 0.5 * ship_food(state, player) * rounds_left
    goods = sum(FRANC_VALUE[g] * n for g, n in p.goods.pairs())
    others = [wealth(state, i) for i in range(state.num_players) if i != player]
    best = max(others) if others else 0
    return own + 0.25 * goods - 2.0 * food_shortfall(state, player) - 0.5 * best
