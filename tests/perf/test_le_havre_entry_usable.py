"""Le Havre's entry check without the entered state (issue 21): an effect that answers
LH-ENTER-USABLE from the entering player's goods and francs after the fee
(``buildings.base.usable_on_entry``) answers as its options do in the entered state."""

from __future__ import annotations

import random

import pytest

from brass_rules import le_havre as lh
from brass_rules.le_havre.actions.enter import _entered
from brass_rules.le_havre.bag import EMPTY
from brass_rules.le_havre.buildings import EFFECTS
from brass_rules.le_havre.buildings.base import usable, usable_on_entry
from brass_rules.le_havre.fees import fee_options
from brass_rules.le_havre.moves import Enter
from brass_rules.le_havre.ops import owner_of


def _states(players: int, seed: int, short: bool) -> list[lh.GameState]:
    rng = random.Random(seed)
    state = lh.new_game(players, seed, short)
    out = []
    while not state.is_over:
        out.append(state)
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
    return out


GAMES = [
    (1, 11, True), (2, 12, False), (3, 14, False), (4, 13, False), (5, 15, False),
    (4, 16, False), (3, 17, False), (4, 18, False),
]  # fmt: skip


def _answers(players: int, seed: int, short: bool) -> dict[bool, set[str]]:
    """Compare the two answers at every position of a game; the effects that gave each."""
    answered: dict[bool, set[str]] = {True: set(), False: set()}
    for state in _states(players, seed, short):
        player = state.active
        p = state.players[player]
        buildings = [*state.town, *(b for q in state.players for b in q.buildings)]
        for b in buildings:
            effect = EFFECTS.get(b)
            owner = owner_of(state, b)
            if effect is None or owner is None:
                continue
            fees = [(EMPTY, 0)] if owner == player else fee_options(p.goods, p.francs, b)
            for food, francs in fees:
                move = Enter(b, food, francs)
                quick = usable_on_entry(
                    effect, state, player, b, p.goods.minus(food), p.francs - francs
                )
                if quick is None:
                    continue
                entered = _entered(state, player, move, owner)
                assert quick == usable(effect, entered, player), (b, move)
                answered[quick].add(type(effect).__name__)
    return answered


@pytest.mark.rule("LH-ENTER-USABLE")
def test_the_entry_answer_is_the_entered_states_answer() -> None:
    answered: dict[bool, set[str]] = {True: set(), False: set()}
    for game in GAMES:
        for answer, names in _answers(*game).items():
            answered[answer] |= names
    # the effects that answer this way gave both answers in these games
    both = {"Builder", "Upgrade", "SaleSets", "Furriery", "Wharf", "Table", "CoalTrader"}
    both |= {"HaulageFirm", "FixedGain", "LocalCourt"}
    assert both <= answered[True] & answered[False], answered
    assert "Exchange" in answered[False], answered
