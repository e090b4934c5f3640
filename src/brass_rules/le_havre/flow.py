"""Turns and rounds (LH-FLOW, LH-SUPPLY, LH-ROUND, LH-FINAL): the steps with no choice."""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from brass_rules.le_havre.actions import dues as due_moves
from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.data import SORT_KEY, STADIUM
from brass_rules.le_havre.data.ships import SHIPS, STACKS
from brass_rules.le_havre.data.supply import INTEREST, TILE
from brass_rules.le_havre.ops import gain, pay, replace_at, sort_cards
from brass_rules.le_havre.proposals import place_waiting_stadium, remove_top
from brass_rules.le_havre.rounds import current_card, food_due
from brass_rules.le_havre.state import Due, GameState, Offers, Phase, evolve

FEEDLOT: Final = "024"


def start_turn(state: GameState, step: int | None = None, active: int | None = None) -> GameState:
    """LH-SUPPLY-MOVE/TAKE/INTEREST: the supply step of the turn that begins now (turn *step*
    of *active*, when given: they are set in the same copy of the state)."""
    step = state.step if step is None else step
    active = state.active if active is None else active
    tile_id = state.tiles[step - 1]
    tile = TILE[tile_id]
    offers = _supplied(state.offers, tile_id)
    if tile.interest:
        dues = []
        n = state.num_players
        for k in range(n):
            i = (active + k) % n
            if state.players[i].loans:
                dues.append(Due(i, "interest", INTEREST))
        state = evolve(
            state, step=step, active=active, offers=offers, phase=Phase.MAIN, action=None,
            sold=(), dues=tuple(dues),
        )  # fmt: skip
    else:
        state = evolve(
            state, step=step, active=active, offers=offers, phase=Phase.MAIN, action=None,
            sold=(),
        )  # fmt: skip
    return settle_dues(state)


@lru_cache(maxsize=1024)
def _supplied(offers: Offers, tile_id: int) -> Offers:
    """LH-SUPPLY-TAKE: the offers once the supply tile's goods and francs are added."""
    for item in TILE[tile_id].items:
        offers = offers.with_count(item, offers[item] + 1)
    return offers


def end_turn(state: GameState) -> GameState:
    """LH-FLOW-END-TURN: pass to the next turn, the round end, or the end of the game."""
    n = state.num_players
    if state.final:
        if state.step >= n:
            return evolve(state, phase=Phase.OVER, sold=(), action=None)  # LH-END-OVER
        return evolve(
            state, step=state.step + 1, active=(state.start_player + state.step) % n,
            phase=Phase.MAIN, sold=(), action=None,
        )  # fmt: skip
    if state.step < 7:
        return start_turn(state, state.step + 1, (state.active + 1) % n)
    return round_end(evolve(state, sold=(), action=None))


def harvest(state: GameState) -> GameState:
    """LH-ROUND-HARVEST: 1 grain for 1+ grain, 1 cattle for 2+ cattle (Feedlot: 2 for 2-6)."""
    for i, p in enumerate(state.players):
        grain = 1 if p.goods["grain"] >= 1 else 0
        cattle = p.goods["cattle"]
        more = 1 if cattle >= 2 else 0
        if FEEDLOT in p.buildings and 2 <= cattle <= 6:
            more = 2
        state = gain(state, i, Bag.of(grain=grain, cattle=more))
    return state


def round_end(state: GameState) -> GameState:
    """LH-ROUND-STEPS: harvest, then feeding from the next round's first player."""
    card, _row = current_card(state)
    if card.harvest:
        state = harvest(state)
    n = state.num_players
    # LH-ROUND-FEED-ORDER: from the player who starts what follows (the start player for the
    # final phase)
    first = state.start_player if state.round >= state.rounds else (state.active + 1) % n
    dues = []
    for k in range(n):
        i = (first + k) % n
        need = food_due(state, i)
        if need:
            dues.append(Due(i, "food", need))
    state = evolve(state, phase=Phase.FEEDING, dues=tuple(dues), action=None)
    return settle_dues(state)


def finish_round(state: GameState) -> GameState:
    """LH-ROUND-TOWN-*, LH-ROUND-SHIP, LH-ROUND-NEXT, LH-ROUND-LAST."""
    card, row = current_card(state)
    if row.town_building == "standard":
        tops = [(SORT_KEY[pile[0]], i) for i, pile in enumerate(state.proposals)
                if pile and pile[0] != STADIUM]  # fmt: skip
        if tops:
            _, pile = min(tops)
            taken = state.proposals[pile][0]
            state = remove_top(state, pile)
            state = evolve(state, town=sort_cards((*state.town, taken)))
    elif row.town_building == "special" and state.specials:
        turned, rest = state.specials[0], state.specials[1:]
        known = tuple(max(0, k - 1) for k in state.known)
        state = evolve(state, specials=rest, known=known)
        if turned == STADIUM:
            state = evolve(state, stadium_waiting=True)
            state = place_waiting_stadium(state)
        else:
            state = evolve(state, town=sort_cards((*state.town, turned)))
    kind = STACKS.index(SHIPS[card.ship].type)
    stacks = replace_at(state.ship_stacks, kind, (card.ship, *state.ship_stacks[kind]))
    n = state.num_players
    if state.round >= state.rounds:  # LH-ROUND-LAST: the final phase
        return evolve(
            state, ship_stacks=stacks, dues=(), round=state.rounds + 1, step=1,
            active=state.start_player, phase=Phase.MAIN,
        )  # fmt: skip
    state = evolve(state, ship_stacks=stacks, dues=(), round=state.round + 1)
    return start_turn(state, 1, (state.active + 1) % n)


def settle_dues(state: GameState) -> GameState:
    """Carry out the payments that leave no choice; continue the round end when all are paid."""
    while state.dues:
        due = state.dues[0]
        p = state.players[due.player]
        if due.kind == "interest" and not p.loans:
            # LH-LOAN-REPAY: he repaid every loan before paying: no interest (docs/le_havre/notes)
            state = evolve(state, dues=state.dues[1:])
            continue
        if due.kind == "interest" and p.francs >= due.amount:
            state = pay(state, due.player, EMPTY, due.amount, dues=state.dues[1:])
            continue
        if due.amount <= 0:
            state = evolve(state, dues=state.dues[1:])
            continue
        moves = due_moves.candidates(state)
        if len(moves) != 1:
            return state
        state = due_moves.carry_out(state, moves[0])
    if state.phase is Phase.FEEDING:
        return finish_round(state)
    return state
