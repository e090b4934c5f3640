"""Extra action: sell a building or a ship to the town (LH-SELL)."""

from __future__ import annotations

from typing import Any

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.actions.others import actor, check_other
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIPS, STACKS
from brass_rules.le_havre.moves import Sell
from brass_rules.le_havre.ops import replace_at, send_discs_home, sort_cards
from brass_rules.le_havre.rounds import food_due
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, Phase, evolve, evolve_players
from brass_rules.le_havre.violations import violation


def value_of(card: str) -> int:
    """The printed value of a building or ship card."""
    return SHIPS[card].value if card in SHIPS else BY_ID[card].value


def validate(state: GameState, move: Sell) -> tuple[RuleViolation, ...]:
    """LH-TIME-OTHERS, LH-SELL-WHAT: the seller must own the card."""
    other = check_other(state, move.player)
    if other is not None:
        return (other,)
    seller = actor(state, move.player)
    p = state.players[seller]
    if move.card not in p.buildings and move.card not in p.ships:
        return (violation(LHRule.SELL_WHAT, f"You do not own {move.card!r}."),)
    if state.action is not None and state.action.building == move.card:
        return (in_use(move.card),)
    return ()


def in_use(card: str) -> RuleViolation:
    """LH-TIME-OWN: the building whose action is under way changes hands only after it."""
    return violation(
        LHRule.TIME_OWN,
        f"The {BY_ID[card].name}'s action is under way; it cannot change hands.",
    )


def apply(state: GameState, move: Sell) -> GameState:
    """LH-SELL-PRICE, LH-SELL-BUILDING-TO, LH-SELL-SHIP-TO, LH-ENTER-DISC-HOME."""
    seller = actor(state, move.player)
    card = move.card
    p = state.players[seller]
    francs = p.francs + value_of(card) // 2
    changes: dict[str, Any] = {}
    if seller == state.active and state.phase is not Phase.FEEDING:
        changes["sold"] = (*state.sold, card)
    if card in SHIPS:
        kind = STACKS.index(SHIPS[card].type)
        p = evolve(p, ships=tuple(s for s in p.ships if s != card), francs=francs)
        stacks = replace_at(state.ship_stacks, kind, (card, *state.ship_stacks[kind]))
        changes["ship_stacks"] = stacks
        after = evolve_players(state, replace_at(state.players, seller, p), changes)
        if state.phase is Phase.FEEDING:
            after = _ship_gone(state, after, seller)
        return after
    p = evolve(p, buildings=tuple(b for b in p.buildings if b != card), francs=francs)
    changes["town"] = sort_cards((*state.town, card))
    state = evolve_players(state, replace_at(state.players, seller, p), changes)
    return send_discs_home(state, card)


def _ship_gone(before: GameState, after: GameState, seller: int) -> GameState:
    """LH-ROUND-FEED-SHIPS: a ship sold at the feeding no longer feeds its former owner; what he
    still owes rises by the food it supplied (only a player who owes food may sell then)."""
    rise = food_due(after, seller) - food_due(before, seller)
    dues = tuple(
        evolve(d, amount=d.amount + rise) if d.player == seller and d.kind == "food" else d
        for d in after.dues
    )
    return evolve(after, dues=dues)


def candidates(state: GameState) -> list[Sell]:
    """Every card the deciding player owns."""
    assert state.to_move is not None
    return sales(state, state.to_move)


def sales(state: GameState, seller: int, out_of_turn: bool = False) -> list[Sell]:
    """Every sale *seller* can make (one per distinct outcome); ``out_of_turn`` names him."""
    p = state.players[seller]
    ships: dict[tuple[str, int], str] = {}
    for c in p.ships:  # two ships of one type and value are the same card for the game
        ships.setdefault((SHIPS[c].type, SHIPS[c].value), c)
    busy = state.action.building if state.action is not None else None
    who = seller if out_of_turn else None
    return [Sell(c, who) for c in (*p.buildings, *ships.values()) if c != busy]
