"""The building proposals (LH-SETUP-PROPOSALS, LH-BUY-PILE-ORDER, LH-BUILD-STADIUM)."""

from __future__ import annotations

from typing import Any

from brass_rules.le_havre.data import STADIUM
from brass_rules.le_havre.ops import replace_at
from brass_rules.le_havre.state import GameState, adding, evolve, evolve_game


def tops(state: GameState) -> tuple[tuple[int, str], ...]:
    """(pile index, top card) of every non-empty pile."""
    return tuple((i, pile[0]) for i, pile in enumerate(state.proposals) if pile)


def pile_of(state: GameState, card_id: str) -> int | None:
    """The pile whose top card is *card_id*, or ``None``."""
    for i, top in tops(state):
        if top == card_id:
            return i
    return None


def remove_top(state: GameState, pile: int, **changes: Any) -> GameState:
    """Take the top card of a pile; a waiting Football Stadium moves onto a pile left empty
    (the state's fields *changes* are made in the same copy)."""
    return remove_top_in(state, pile, changes)


def remove_top_in(state: GameState, pile: int, changes: dict[str, Any]) -> GameState:
    """:func:`remove_top` with the state's fields *changes* in a dict (not changed): a plain
    call, for callers holding the changes in a dict (see ``state.evolve_players``)."""
    piles = replace_at(state.proposals, pile, state.proposals[pile][1:])
    state = evolve_game(state, adding(changes, "proposals", piles))
    return place_waiting_stadium(state)


def place_waiting_stadium(state: GameState) -> GameState:
    """LH-BUILD-STADIUM: a waiting Stadium goes onto the first empty pile, if any."""
    if not state.stadium_waiting:
        return state
    for i, pile in enumerate(state.proposals):
        if not pile:
            piles = replace_at(state.proposals, i, (STADIUM,))
            return evolve(state, proposals=piles, stadium_waiting=False)
    return state
