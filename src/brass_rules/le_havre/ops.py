"""Small queries and transitions over states: holdings, owners, discs (no rule checks here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, TypeVar

from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.data import BY_ID, SORT_KEY
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIPS
from brass_rules.le_havre.state import GameState, PlayerState, evolve, evolve_players, holding

T = TypeVar("T")

#: Owner value of the town (LH-BLD-OWNER).
TOWN: Final = -1


def replace_at(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """*items* with position *index* replaced by *item*."""
    return (*items[:index], item, *items[index + 1 :])


def sort_cards(ids: Sequence[str]) -> tuple[str, ...]:
    """Building ids in sort order (ship ids in id order)."""
    return tuple(sorted(ids, key=lambda c: (SORT_KEY.get(c, 999), c)))


def with_player(state: GameState, player: int, p: PlayerState, **changes: Any) -> GameState:
    """*state* with player *player* replaced (and the fields *changes*, in the same copy)."""
    return evolve_players(state, replace_at(state.players, player, p), changes)


def gain(state: GameState, player: int, goods: Bag, francs: int = 0) -> GameState:
    """The player receives *goods* and *francs* (negative francs: he pays)."""
    p = state.players[player]
    return with_player(
        state, player, evolve(p, goods=p.goods.plus(goods), francs=p.francs + francs)
    )


def pay(state: GameState, player: int, goods: Bag, francs: int = 0, **changes: Any) -> GameState:
    """The player hands *goods* and *francs* to the supply (the state's fields *changes* are
    made in the same copy)."""
    return trade_in(state, player, goods, EMPTY, -francs, changes)


def trade(
    state: GameState, player: int, paid: Bag, got: Bag, francs: int = 0, **changes: Any
) -> GameState:
    """The player hands *paid* to the supply and receives *got* and *francs* (negative: he
    pays), in one copy of him and of the state (with the state's fields *changes*)."""
    return trade_in(state, player, paid, got, francs, changes)


def trade_in(
    state: GameState, player: int, paid: Bag, got: Bag, francs: int, changes: dict[str, Any]
) -> GameState:
    """:func:`trade` with the state's fields *changes* in a dict (not changed): a plain call,
    for callers holding the changes in a dict (see ``state.evolve_players``)."""
    p = state.players[player]
    p = holding(p, p.goods.minus(paid).plus(got), p.francs + francs)
    return evolve_players(state, replace_at(state.players, player, p), changes)


def owner_of(state: GameState, card_id: str) -> int | None:
    """The owner of a building in play: a player index, :data:`TOWN`, or ``None`` if not in play."""
    if card_id in state.town:
        return TOWN
    for i, p in enumerate(state.players):
        if card_id in p.buildings:
            return i
    return None


def ship_owner(state: GameState, ship_id: str) -> int | None:
    """The player owning a ship card, or ``None``."""
    for i, p in enumerate(state.players):
        if ship_id in p.ships:
            return i
    return None


def discs_on(state: GameState, card_id: str) -> tuple[int, ...]:
    """The players whose discs stand on a building."""
    return tuple(i for i, p in enumerate(state.players) if p.disc == card_id)


def send_discs_home(state: GameState, card_id: str) -> GameState:
    """LH-ENTER-DISC-HOME: every disc on the building goes back to its owner."""
    for i in discs_on(state, card_id):
        state = with_player(state, i, evolve(state.players[i], disc=None))
    return state


def symbols(state: GameState, player: int) -> tuple[int, int]:
    """(hammers, fishermen) printed on the player's cards (LH-BLD-SYMBOLS)."""
    cards = [BY_ID[b] for b in state.players[player].buildings]
    return sum(c.hammers for c in cards), sum(c.fishermen for c in cards)


def count_kind(state: GameState, player: int, kind: str) -> int:
    """How many of the player's buildings are of *kind* (LH-BLD-KINDS)."""
    return kind_count(state.players[player].buildings, kind)


def kind_count(buildings: tuple[str, ...], kind: str) -> int:
    """How many of *buildings* are of *kind* (LH-BLD-KINDS)."""
    return sum(1 for b in buildings if BY_ID[b].kind == kind)


def owns(state: GameState, player: int, card_id: str) -> bool:
    """Whether the player owns the building."""
    return card_id in state.players[player].buildings


def ship_type(ship_id: str) -> str:
    """The type of a ship card."""
    return SHIPS[ship_id].type


def card_name(card_id: str) -> str:
    """The printed name of a building or ship card, for messages and notation."""
    if card_id in SHIPS:
        return SHIP_NAMES[SHIPS[card_id].type]
    card = BY_ID.get(card_id)
    return card.name if card is not None else card_id
