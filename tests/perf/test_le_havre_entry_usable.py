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


@pytest.mark.rule("LH-ENTER-USABLE")
@pytest.mark.parametrize(
    ("players", "seed", "short"), [(1, 11, True), (2, 12, False), (4, 13, False)]
)
def test_the_entry_answer_is_the_entered_states_answer(
    players: int, seed: int, short: bool
) -> None:
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
                assert quick == usable(effect, _entered(state, player, move, owner), player), (
                    b,
                    move,
                )
                answered[quick].add(type(effect).__name__)
    # both answers were given by the effects that answer this way
    assert {"Builder", "Upgrade"} <= answered[True] & answered[False]
