"""Scoring and ranking (LH-END)."""

from __future__ import annotations

from functools import lru_cache

from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIPS
from brass_rules.le_havre.data.supply import LOAN_PENALTY
from brass_rules.le_havre.ops import kind_count
from brass_rules.le_havre.state import GameState, PlayerState


def end_bonus(state: GameState, player: int, card: str) -> int:
    """LH-END-BONUS: the "+" bonus of one building owned by *player*."""
    return _bonus(state.players[player], card)


def _bonus(p: PlayerState, card: str) -> int:
    """:func:`end_bonus` of one of the buildings of *p* (it reads only his holdings)."""

    def kind(k: str) -> int:
        return kind_count(p.buildings, k)

    if card == "28":  # Town Hall
        return 4 * kind("public") + 2 * kind("craft")
    if card == "29":  # Bank
        return 3 * kind("industrial") + 2 * kind("economic")
    if card == "24":  # Storehouse
        return p.goods.total() // 2
    if card == "26":  # Dock: every ship card, the Luxury Yacht included
        return 4 * (len(p.ships) + (1 if "023" in p.buildings else 0))
    if card == "013":  # Guildhouse
        return 2 * kind("economic")
    if card == "012":  # Business Park
        return 2 * kind("industrial")
    return 0


def wealth(state: GameState, player: int) -> int:
    """LH-END-SCORE: buildings, ships, end bonuses and francs, less 7 per loan."""
    return _wealth(state.players[player])


@lru_cache(maxsize=4096)
def _wealth(p: PlayerState) -> int:
    """:func:`wealth` of a player's holdings (it reads nothing else; cached)."""
    total = sum(BY_ID[b].value + _bonus(p, b) for b in p.buildings)
    total += sum(SHIPS[s].value for s in p.ships)
    return total + p.francs - LOAN_PENALTY * p.loans


def scores(state: GameState) -> tuple[int, ...]:
    """Every player's wealth (it may be read at any time; it is the result once the game ends)."""
    return tuple(wealth(state, i) for i in range(state.num_players))


def ranking(state: GameState) -> tuple[tuple[int, ...], ...]:
    """Groups of players with equal wealth, best first; ties are not broken (LH-END-WIN)."""
    s = scores(state)
    return tuple(
        tuple(i for i in range(state.num_players) if s[i] == v)
        for v in sorted(set(s), reverse=True)
    )
