"""Entry fees (LH-ENTER-FEE, LH-ENTER-FEE-TO): how a fee may be paid and where it goes.

Used by entering a building (``actions/enter``) and by the Harbour Watch, which enters the
building it displaces a person from (``buildings/special``).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Final

from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.ops import TOWN, owner_of
from brass_rules.le_havre.payments import food_options
from brass_rules.le_havre.state import GameState, PlayerState, evolve


def fee_options(goods: Bag, francs: int, building: str) -> list[tuple[Bag, int]]:
    """LH-ENTER-FEE: every (food tokens, francs) payment of the building's fee."""
    return list(fee_choices(goods, francs, building))


def fee_choices(goods: Bag, francs: int, building: str) -> tuple[tuple[Bag, int], ...]:
    """:func:`fee_options` as a tuple (shared when it can be)."""
    fee = _FEES.get(building)
    if fee is None:
        if building not in BY_ID:
            raise KeyError(building)
        return ()
    return paying(goods, francs, fee)


#: A fee as (francs, food, franc alternative): see ``data.types.Fee``.
FeeTerms = tuple[int, int, int]


def fee_of(building: str) -> FeeTerms | None:
    """The terms of a building's fee (``None``: the card has none)."""
    return _FEES.get(building)


def paying(goods: Bag, francs: int, fee: FeeTerms) -> tuple[tuple[Bag, int], ...]:
    """:func:`fee_choices` of a fee of terms *fee* (:func:`fee_of`): the same for every
    building with that fee."""
    in_francs, food, or_francs = fee
    if in_francs:
        return _in_francs(in_francs) if francs >= in_francs else ()
    if food:
        out = food_options(goods, francs, food)
        if or_francs and francs >= or_francs:
            other = _in_francs(or_francs)
            if other[0] not in out:
                out += other
        return out
    return _in_francs(0)


#: (francs, food, franc alternative) of each building's fee (a card without one is absent).
_FEES: Final[dict[str, FeeTerms]] = {
    card_id: (card.fee.francs, card.fee.food, card.fee.or_francs)
    for card_id, card in BY_ID.items()
    if card.fee is not None
}


@cache
def _in_francs(francs: int) -> tuple[tuple[Bag, int]]:
    return ((EMPTY, francs),)


def pay_fee(state: GameState, player: int, building: str, food: Bag, francs: int) -> GameState:
    """LH-ENTER-FEE-TO: the fee goes to the owning player, or to the supply for the town."""
    players = fee_paid(state.players, player, owner_of(state, building), food, francs)
    return evolve(state, players=players)


def fee_paid(
    players: tuple[PlayerState, ...],
    player: int,
    owner: int | None,
    food: Bag,
    francs: int,
    **changes: Any,
) -> tuple[PlayerState, ...]:
    """The players after *player* paid a fee of *food* and *francs* for a building of *owner*
    (LH-ENTER-FEE-TO: to the owning player, or to the supply for the town); the payer's fields
    *changes* are made in the same copy."""
    out = list(players)
    p = out[player]
    out[player] = evolve(p, goods=p.goods.minus(food), francs=p.francs - francs, **changes)
    if owner is not None and owner != TOWN:
        q = out[owner]
        out[owner] = evolve(q, goods=q.goods.plus(food), francs=q.francs + francs)
    return tuple(out)
