"""R-FLOW: the end of an action, a turn, a round and an era.

The engine calls :func:`finish_action` when an action is complete, and :func:`after_income`
when the last debt of a round has been settled.
"""

from __future__ import annotations

import random
from typing import Final

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions import debt
from brass_rules.birmingham.enums import Era, Variant
from brass_rules.birmingham.ops import gain_vp, income_level, replace_at
from brass_rules.birmingham.scoring.era import link_vp, tile_vp
from brass_rules.birmingham.scoring.game_end import intro_bonus
from brass_rules.birmingham.state import (
    GameState,
    MerchantSlot,
    PlayerState,
    changed,
    changed_player,
)
from brass_rules.kit.draws import shuffle

# Final: the compiled build reads these as C statics, not through a module or an enum class.
_CANAL: Final = Era.CANAL
_RAIL: Final = Era.RAIL
_INTRO: Final = Variant.INTRO
_HAND_SIZE: Final = comp.HAND_SIZE


def actions_per_turn(state: GameState) -> int:
    """R-FLOW-TURN, R-FLOW-FIRST-ROUND: 1 action in the first Canal round, else 2."""
    return 1 if state.era is _CANAL and state.round == 1 else 2


def finish_action(state: GameState) -> GameState:
    """Count a finished action; end the turn after the last one, or once the hand is empty."""
    taken = state.actions_taken + 1
    if taken < actions_per_turn(state) and state.players[state.turn_order[state.turn]].hand:
        return changed(state, in_progress=None, actions_taken=taken)
    return end_turn(state)


def skip_if_no_card(state: GameState) -> GameState:
    """R-FLOW-CARD: a player to move with no card left takes no action; their turn ends at once.

    Play never gets here (every hand lasts the era, R-FLOW-REFILL); a position loaded with
    uneven hands does, and is never left without a legal move.
    """
    if state.players[state.turn_order[state.turn]].hand:
        return state
    return end_turn(state)


def _drawn(state: GameState, player: int) -> tuple[tuple[PlayerState, ...], tuple[str, ...]]:
    """The players and the deck once *player* has drawn back up to 8 cards (R-FLOW-REFILL)."""
    p = state.players[player]
    n = max(0, min(_HAND_SIZE - len(p.hand), len(state.deck)))
    if n == 0:
        return state.players, state.deck
    p = changed_player(p, hand=tuple(sorted(p.hand + state.deck[:n])))
    return replace_at(state.players, player, p), state.deck[n:]


def draw_up(state: GameState, player: int) -> GameState:
    """R-FLOW-REFILL: draw back up to 8 cards while the deck has cards."""
    players, deck = _drawn(state, player)
    return changed(state, players=players, deck=deck)


def end_turn(state: GameState) -> GameState:
    """Refill the hand and pass the turn (its last action is over); after the last turn, end
    the round."""
    players, deck = _drawn(state, state.turn_order[state.turn])
    state = changed(
        state, players=players, deck=deck, turn=state.turn + 1, actions_taken=0, in_progress=None
    )
    if state.turn < state.num_players:
        return skip_if_no_card(state)
    return end_round(state)


def _cards_left(state: GameState) -> bool:
    return bool(state.deck) or any(p.hand for p in state.players)


def is_final_round(state: GameState) -> bool:
    """True when the round ending now is the last of the game (no income then, R-FLOW-INCOME)."""
    return not _cards_left(state) and (state.era is _RAIL or state.variant is _INTRO)


def turn_order_by_spending(state: GameState) -> tuple[int, ...]:
    """R-FLOW-ORDER: the next round's turn order, least spent first (ties keep their order);
    :func:`end_round` then resets spending."""
    players = state.players
    return tuple(sorted(state.turn_order, key=lambda p: players[p].spent))


def income(p: PlayerState) -> tuple[int, int]:
    """R-FLOW-INCOME and R-FLOW-DEBT: ``(received, owed)`` when *p* is paid its income level:
    the money received (negative: paid, not spending, R-FLOW-SPEND), and what the player is
    short of when it cannot pay (it then pays nothing now, and owes that amount)."""
    level = income_level(p)
    if level >= 0 or p.money >= -level:
        return level, 0
    return 0, -level


def end_round(state: GameState) -> GameState:
    """R-FLOW-ROUND-END: turn order, then income (with debts), then the era end if due.

    Players' incomes are independent of each other: the new turn order, every income and
    every debt settled at once (:func:`~brass_rules.birmingham.actions.debt.settled`: paid, or
    lost in VP by a player with no tile to remove) are one copy of the state; a player short of
    money who has tiles to remove owes the rest (the debt phase, in the new turn order).
    """
    final = is_final_round(state)  # no income then
    order = turn_order_by_spending(state)
    players = list(state.players)
    bank = state.bank
    debts: list[int] | None = None
    for player in order:
        p = players[player]
        received, owed = (0, 0) if final else income(p)
        if received or p.spent:
            p = players[player] = changed_player(p, money=p.money + received, spent=0)
            bank -= received
        if owed:
            if debts is None:
                debts = list(state.debts)
            paid = debt.settled(state, player, p, owed)
            if paid is None:
                debts[player] = owed  # tiles to remove first
            else:
                players[player], received = paid
                bank += received
                debts[player] = 0
    owed_now = state.debts if debts is None else tuple(debts)
    owing = any(owed_now)
    if not owing and _cards_left(state):  # the next round starts at once
        return skip_if_no_card(
            changed(
                state,
                turn_order=order,
                players=tuple(players),
                bank=bank,
                debts=owed_now,
                round=state.round + 1,
                turn=0,
                actions_taken=0,
            )
        )
    state = changed(state, turn_order=order, players=tuple(players), bank=bank, debts=owed_now)
    if owing:
        return state
    return after_income(state)


def after_income(state: GameState) -> GameState:
    """Once income is settled: end the era if the cards are gone, else start the next round."""
    if _cards_left(state):
        return skip_if_no_card(changed(state, round=state.round + 1, turn=0, actions_taken=0))
    return end_era(state)


def end_era(state: GameState) -> GameState:
    """R-ERA: score links then flipped tiles; after the Canal Era the links go back (after the
    Rail Era they stay, R-ERA-LINKS); then the Canal-to-Rail changes."""
    # link VP then tile VP (neither depends on VP scored, and neither is negative)
    scored = [a + b for a, b in zip(link_vp(state), tile_vp(state), strict=True)]
    if state.era is Era.CANAL:
        players = tuple(
            changed_player(p, vp=p.vp + vp, links_left=comp.LINK_TILES)
            for p, vp in zip(state.players, scored, strict=True)
        )
        state = changed(state, links=(None,) * len(state.links), players=players)
    else:
        players = tuple(
            changed_player(p, vp=p.vp + vp) for p, vp in zip(state.players, scored, strict=True)
        )
        state = changed(state, players=players)
    if state.era is Era.RAIL or state.variant is Variant.INTRO:
        if state.variant is Variant.INTRO:
            for player, vp in enumerate(intro_bonus(state)):
                state = gain_vp(state, player, vp)
        return changed(state, over=True, in_progress=None)
    return start_rail_era(state)


def start_rail_era(state: GameState) -> GameState:
    """R-ERA-CANAL-END: remove level-1 tiles, refill merchant beer, reshuffle, deal 8 each."""
    tiles = tuple(None if t is not None and t.level == 1 else t for t in state.tiles)
    merchants = tuple(MerchantSlot(m.goods, True) if m.goods else m for m in state.merchants)
    cards = sorted(c for p in state.players for c in (*p.discard, *p.face_down))
    shuffle(cards, random.Random(f"{state.seed}:rail-deck"))
    players = []
    for i, p in enumerate(state.players):
        hand = tuple(sorted(cards[i * comp.HAND_SIZE : (i + 1) * comp.HAND_SIZE]))
        players.append(changed_player(p, hand=hand, discard=(), face_down=()))
    deck = tuple(cards[len(players) * comp.HAND_SIZE :])
    state = changed(
        state,
        tiles=tiles,
        merchants=merchants,
        players=tuple(players),
        deck=deck,
        era=Era.RAIL,
        round=1,
        turn=0,
        actions_taken=0,
    )
    return skip_if_no_card(state)
