"""What a playable position breaks that only a game's history rules out (``position_problems``).

``load_state`` refuses what the engine cannot play (``liveness`` and the structural checks of
``positions``); a position a rules lawyer writes by hand is often playable but unreachable: the
offers of this turn's supply tile emptied to pose a question, a building put on top of its pile.
It is accepted, and :func:`position_problems` reports each such problem as a
:class:`~brass_rules.errors.RuleViolation` (the rule ID, and a sentence starting with the JSON
path), as python-chess's ``Board.status()`` reports an unusual board it can still play.

>>> from brass_rules import le_havre as lh
>>> d = lh.dump_state(lh.new_game(players=2, seed=7))
>>> d["offers"]["wood"] = 0
>>> s = lh.load_state(d)
>>> [v.rule for v in lh.position_problems(s)], bool(lh.legal_moves(s))
(['LH-SUPPLY-TAKE'], True)
>>> lh.position_problems(lh.new_game(players=2, seed=7))
()
"""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.data import SORT_KEY
from brass_rules.le_havre.data.supply import INTEREST, TILE
from brass_rules.le_havre.observe import UNKNOWN_TILE
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, Phase


def _supply(state: GameState) -> list[RuleViolation]:
    """LH-SUPPLY-TAKE: in the phase ``"main"`` this turn's supply step has put a token on each
    offer space its tile shows; only a main action takes them."""
    if state.phase is not Phase.MAIN or state.final:
        return []
    tile = state.tiles[state.step - 1]
    if tile == UNKNOWN_TILE:
        return []
    return [
        RuleViolation(
            LHRule.SUPPLY_TAKE.value,
            f"$.offers.{item}: this turn's supply step put a token on {item!r}, and only a "
            "main action takes it, but the space is empty",
        )
        for item in TILE[tile].items
        if state.offers[item] < 1
    ]


def _piles(state: GameState) -> list[RuleViolation]:
    """LH-SETUP-PROPOSALS: each pile is sorted by sort number, lowest on top; play only ever
    takes a pile's top card, so it stays sorted."""
    return [
        RuleViolation(
            LHRule.SETUP_PROPOSALS.value,
            f"$.proposals[{i}]: the pile is not sorted by sort number, lowest on top, as set up"
            " (play only takes a pile's top card)",
        )
        for i, pile in enumerate(state.proposals)
        if list(pile) != sorted(pile, key=SORT_KEY.__getitem__)
    ]


def _short_specials(state: GameState) -> list[RuleViolation]:
    """LH-SETUP-SHORT: the short game deals no special building."""
    if not (state.short and state.specials):
        return []
    return [
        RuleViolation(
            LHRule.SETUP_SHORT.value,
            "$.special_deck: the short game uses no special building",
        )
    ]


def _interest(state: GameState) -> list[RuleViolation]:
    """LH-LOAN-INTEREST: interest is 1 franc per supply step."""
    return [
        RuleViolation(
            LHRule.LOAN_INTEREST.value,
            f"$.dues[{i}].amount: interest is {INTEREST} franc, not {due.amount}",
        )
        for i, due in enumerate(state.dues)
        if due.kind == "interest" and due.amount != INTEREST
    ]


def position_problems(state: GameState) -> tuple[RuleViolation, ...]:
    """Each reason why no game reaches *state*, though the engine plays it (``()`` if none is
    found): offer spaces of this turn's supply tile left empty in the phase ``"main"``
    (LH-SUPPLY-TAKE), a proposal pile not sorted (LH-SETUP-PROPOSALS), a special deck in the
    short game (LH-SETUP-SHORT), interest of other than 1 franc (LH-LOAN-INTEREST).

    The checks are these, not a proof that some game reaches the position."""
    return tuple(_supply(state) + _piles(state) + _short_specials(state) + _interest(state))
