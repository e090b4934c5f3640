"""The round cards of one game (LH-SETUP-ROUNDS) and the ships' food (LH-SHIP-FOOD)."""

from __future__ import annotations

from functools import cache, lru_cache

from brass_rules.le_havre.data.rounds import ROUND_CARDS
from brass_rules.le_havre.data.ships import SHIP_TYPES, SHIPS
from brass_rules.le_havre.data.types import RoundCard, RoundRow
from brass_rules.le_havre.state import GameState


@cache
def round_cards(players: int, short: bool) -> tuple[RoundCard, ...]:
    """The round cards used, in round order."""

    def number(c: RoundCard) -> int | None:
        row = c.rows[players - 1]
        return row.short_round if short else row.full_round

    used = [c for c in ROUND_CARDS if number(c) is not None]
    return tuple(sorted(used, key=lambda c: number(c) or 0))


def current_card(state: GameState) -> tuple[RoundCard, RoundRow]:
    """The round card of the current round and its row for the player count."""
    card = round_cards(state.num_players, state.short)[state.round - 1]
    return card, card.rows[state.num_players - 1]


def ship_food(state: GameState, player: int) -> int:
    """The food the player's ships supply at a feeding (LH-SHIP-FOOD)."""
    ships = state.players[player].ships
    return _ships_food(ships, state.num_players) if ships else 0


@lru_cache(maxsize=1024)
def _ships_food(ships: tuple[str, ...], players: int) -> int:
    return sum(SHIP_TYPES[SHIPS[s].type].food[players - 1] for s in ships)


def food_due(state: GameState, player: int) -> int:
    """LH-ROUND-FEED-SHIPS: the food the player must pay at this round's feeding, ``max(0, D -
    ship food)`` with the ships he owns now (the ships counted are those owned while paying)."""
    _card, row = current_card(state)
    return max(0, (row.food or 0) - ship_food(state, player))
