"""Scoring and ranking (LH-END)."""

from __future__ import annotations

from functools import lru_cache
from typing import Final

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
    return _card_bonus(p.buildings, p.ships, p.goods.total(), card)


def _card_bonus(buildings: tuple[str, ...], ships: tuple[str, ...], goods: int, card: str) -> int:
    """:func:`_bonus` of a player holding these *buildings*, *ships* and *goods* tokens."""

    def kind(k: str) -> int:
        return kind_count(buildings, k)

    if card == "28":  # Town Hall
        return 4 * kind("public") + 2 * kind("craft")
    if card == "29":  # Bank
        return 3 * kind("industrial") + 2 * kind("economic")
    if card == STOREHOUSE:
        return goods // 2
    if card == "26":  # Dock: every ship card, the Luxury Yacht included
        return 4 * (len(ships) + (1 if "023" in buildings else 0))
    if card == "013":  # Guildhouse
        return 2 * kind("economic")
    if card == "012":  # Business Park
        return 2 * kind("industrial")
    return 0


#: The Storehouse, whose bonus counts the goods held (the only bonus that reads them).
STOREHOUSE: Final = "24"


def wealth(state: GameState, player: int) -> int:
    """LH-END-SCORE: buildings, ships, end bonuses and francs, less 7 per loan."""
    return _wealth(state.players[player])


def _wealth(p: PlayerState) -> int:
    """:func:`wealth` of a player's holdings (it reads nothing else)."""
    buildings = p.buildings
    goods = p.goods.total() if STOREHOUSE in buildings else 0
    return _cards_worth(buildings, p.ships, goods) + p.francs - LOAN_PENALTY * p.loans


@lru_cache(maxsize=4096)
def _cards_worth(buildings: tuple[str, ...], ships: tuple[str, ...], goods: int) -> int:
    """The value and bonus of these buildings and the value of these ships, for a player holding
    *goods* tokens (cached by the cards, plain data: a search makes many records of the same
    cards, and none is kept alive)."""
    total = sum(BY_ID[b].value + _card_bonus(buildings, ships, goods, b) for b in buildings)
    return total + sum(SHIPS[s].value for s in ships)


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
