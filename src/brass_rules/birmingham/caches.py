"""What Birmingham remembers between calls, and :func:`clear_caches`, which forgets it all.

Every cache holds facts of values (a board, a plan, a hand), never of one caller: an entry one
thread made is right for every thread, and each is bounded. A long-running server may still
call :func:`clear_caches` (between games, say) to give the memory back; it is safe to call while
other threads play, and results never change, only the time the next calls take.

==================================  ===========================================================
Cache                               Holds (bound)
==================================  ===========================================================
``network`` board facts             per board (tiles and links): the tile facts (networks,
                                    tiles holding cubes or barrels, unsold tiles), open links,
                                    coal mines' plans, iron plans and prices, build options per
                                    location (the last 4 boards by identity; 256 met twice, by
                                    value, emptied when full)
``network`` links facts             per tuple of links: adjacency, distances, merchant reach
                                    (the last 8 by identity, 512 met twice, by value, emptied
                                    when full),
                                    the players' links' networks; by value: 4,096 adjacencies,
                                    16,384 distances, 4,096 merchant reaches (least recently
                                    used first)
shared moves (``interned``)         one move object per distinct move of each action, with
                                    its options and the distinct cards of a hand (50,000
                                    entries per table, 512 hands of Scouts; emptied when full)
``resources`` public plans          plans as public sources (20,000; emptied when full)
``resources`` iron plans            the iron plans per iron works holding iron and cubes
                                    needed (4,096; emptied when full)
``keys`` codes                      codes of built tiles and merchant tiles (100,000; fixed)
``ops`` tiles                       one built tile per owner, industry, level, side and cubes
                                    (a few hundred)
``heuristic`` boards                the evaluation's facts per tuple of tiles (by value, and
                                    by identity) and per amount of money (512 each; emptied
                                    when full)
last listings                       the last ``legal_moves`` of a state and of an observation,
                                    the last plan and world of ``determinize``, the last
                                    listing ``parse_move`` read (one each: ``apply``'s fast
                                    path), the last position's ``choices`` steps, the last
                                    state's completions (``complete``), the stand-in states
                                    of the last 64 observations and the picture ids of the
                                    last 64 positions (``move_targets``)
picture pieces (``kit.svg.piece``)  the last 4,096 drawings of each piece of the picture that
                                    does not change from move to move (locations, links,
                                    merchants, panels, markets, key), the last 256 of each
                                    whole board group (``large_piece``) and the attribute
                                    pairs written
``rl`` index                        the action index of the last 4 positions and each move's
                                    action id (50,000; emptied when full; when ``rl`` is loaded)
==================================  ===========================================================
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

from brass_rules.birmingham import (
    engine,
    heuristic,
    hidden,
    interned,
    keys,
    network,
    notation,
    ops,
    resources,
)
from brass_rules.birmingham.actions import build, develop, loan, pass_, scout, sell
from brass_rules.birmingham.actions import network as network_action
from brass_rules.kit.svg import forget_pieces

__all__ = ["clear_caches"]


def clear_caches() -> None:
    """Forget everything Birmingham remembers between calls (see the module docstring).

    Results never change; the next calls only rebuild what they need. Safe to call while other
    threads use the game.

    >>> import brass_rules as br
    >>> from brass_rules import birmingham
    >>> state = br.new_game(players=2, seed=1)
    >>> moves = br.legal_moves(state)
    >>> birmingham.clear_caches()
    >>> br.legal_moves(state) == moves
    True
    """
    engine.forget_listings()
    hidden.forget_deal()
    notation._last[0] = None
    # the module: the package's name ``complete`` is the function
    completions = importlib.import_module("brass_rules.birmingham.complete")
    completions._memo = (None, {})  # type: ignore[attr-defined]
    forget_pieces()
    hidden._stand_in_cached.cache_clear()  # the stand-in states of the last 64 observations
    hidden._last_stand_in = (None, None)
    targets = sys.modules.get("brass_rules.birmingham.frontend.targets")
    if targets is not None:  # the picture ids of the last 64 positions (move_targets)
        targets._present_ids_cached.cache_clear()
        targets._last_present = (None, frozenset())  # type: ignore[attr-defined]
    choices_module = sys.modules.get("brass_rules.birmingham.frontend.choices")
    if choices_module is not None:  # the last position's steps (choices)
        choices_module._last[0] = None
    for memo in (network._adjacency, network.distances, network.merchant_reach):
        memo.cache_clear()
    lists: tuple[list[Any], ...] = (network._MEMO, network._LINKS_MEMO)
    for held in lists:
        held.clear()
    tables: tuple[dict[Any, Any], ...] = (
        interned._DISTINCT,
        build._CARD_REACH,
        build._OPTIONS,
        develop._MOVES,
        *develop._OPTIONS,
        loan._MOVES,
        network_action._MOVES,
        pass_._MOVES,
        scout._MOVES,
        scout._HANDS,
        sell._MOVES,
        resources._PUBLIC,
        resources._IRON_PLANS,
        keys._TILES,
        keys._MERCHANTS,
        *heuristic._BOARDS,
        *heuristic._BY_ID,
        heuristic._MONEY_VP,
        network._BOARDS,
        ops._TILES,
        network._LINKS_BY_VALUE,
    )
    for table in tables:
        table.clear()
    network._SEEN.clear()
    network._LINKS_SEEN.clear()
    rl_actions = sys.modules.get("brass_rules.birmingham.rl.actions")
    if rl_actions is not None:  # (not loaded: nothing to forget)
        rl_actions._CACHE.clear()
        rl_actions._ACTIONS.clear()  # each legal move's action id and tokens
