"""What Le Havre remembers between calls, and :func:`clear_caches`, which forgets it all.

Every cache holds facts of values (goods, a player's holdings, a card), never of one caller:
an entry one thread made is right for every thread, and each is bounded. A long-running
server may still call :func:`clear_caches` (between games, say) to give the memory back; it is
safe to call while other threads play, and results never change, only the time the next calls
take.

================================  =============================================================
Cache                             Holds (bound)
================================  =============================================================
payments                          the ways to pay food, energy and building materials from a
                                  player's goods, and what each cost takes (4,096 each, least
                                  recently used first)
holdings                          the worth of a player's cards, the food feeds of a payment,
                                  the move entering a building with a fee paid (4,096 each)
rounds and supply                 the ships' food, the offers after a supply tile, interest
                                  still due, a sale's act (1,024 each)
card facts                        per card or good of the game's data: its price, its Buy, its
                                  action, its cost and what it asks of a player's goods, its
                                  round cards, the demand per round
                                  (bounded by the cards and goods)
last listings                     the last ``legal_moves`` of a state and of an observation, the
                                  last observation ``determinize`` checked (one each: ``apply``'s
                                  fast path)
``rl`` index                      the action index of the last 4 positions (when ``rl`` is
                                  loaded)
evaluation memo                   the facts of the clock and the other players' estimates the
                                  agents' evaluations met (4,096 entries, then emptied), and
                                  the estimates of players' holdings per facts (4,096, then
                                  emptied; keyed by plain data)
================================  =============================================================
"""

from __future__ import annotations

import sys
from typing import Any

from brass_rules.kit.svg import forget_pieces
from brass_rules.le_havre import engine, evaluate, fees, flow, hidden, payments, rounds, scoring
from brass_rules.le_havre.actions import buy, dues, enter
from brass_rules.le_havre.buildings import families, standard, start

__all__ = ["clear_caches"]

#: Every function cache (``functools.lru_cache`` or ``cache``).
_MEMOS: tuple[Any, ...] = (
    payments._food,
    payments._energy,
    payments._materials,
    payments._takes,
    scoring._cards_worth,
    start._needs,
    start._cost,
    families._distinct,
    dues._feeds,
    rounds._ships_food,
    rounds.round_cards,
    flow._supplied,
    evaluate._interest_left,
    evaluate._demands,
    standard._sell,
    fees._in_francs,
    buy._list_price,
    buy._buy,
    enter._started,
    enter._enter,
)


def clear_caches() -> None:
    """Forget everything Le Havre remembers between calls (see the module docstring).

    Results never change; the next calls only rebuild what they need. Safe to call while other
    threads use the game.

    >>> from brass_rules import le_havre as lh
    >>> state = lh.new_game(2, seed=7)
    >>> moves = lh.legal_moves(state)
    >>> lh.clear_caches()
    >>> lh.legal_moves(state) == moves
    True
    """
    engine.forget_listings()
    forget_pieces()
    hidden.forget_checked()
    evaluate.forget()
    for memo in _MEMOS:
        memo.cache_clear()
    chance = sys.modules.get("brass_rules.le_havre.openspiel_chance")
    if chance is not None:  # the proposal cards of each deal kind (OpenSpiel's chance nodes)
        chance.proposal_cards.cache_clear()
    rl_actions = sys.modules.get("brass_rules.le_havre.rl.actions")
    if rl_actions is not None:  # (not loaded: nothing to forget)
        rl_actions._CACHE.clear()
        rl_actions._ACTIONS.clear()  # each legal move's action id and tokens
