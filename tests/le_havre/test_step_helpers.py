"""The cheap forms of an action's steps (issue 34): the Bridge's options listed by a plain loop,
a pick recorded without ``evolve``, and the food and trade values counted by native loops,
each checked against the straightforward form of the same rule."""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator

import pytest
from attrs import evolve

from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.buildings import effect_of
from brass_rules.le_havre.buildings.base import first_options
from brass_rules.le_havre.data.goods import BASIC, FOOD, FRANC_VALUE, GOODS
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.payments import food_of
from brass_rules.le_havre.state import (
    GameState,
    Phase,
    Progress,
    holding,
    picked_progress,
    with_action,
)
from tests.le_havre.builder import game, with_player

BRIDGE = "27"
#: The module (the package exports its function ``evaluate`` under the same name).
evaluation = importlib.import_module("brass_rules.le_havre.evaluate")


def _reference_bridge(state: GameState, player: int) -> Iterator[Act]:
    """The Bridge's options as the rule reads: after the last good picked, any number of one
    kind whose basic goods can still make whole groups of 3; ``done`` once a group is whole."""
    assert state.action is not None
    have = state.players[player].goods
    picked = state.action.picked
    basic_now = sum(picked[g] for g in BASIC)
    for i, g in enumerate(GOODS):
        if i <= state.action.last:
            continue
        later = sum(have[h] for h in GOODS[i + 1 :] if h in BASIC)
        for n in range(1, have[g] - picked[g] + 1):
            after = basic_now + (n if g in BASIC else 0)
            if (3 - after % 3) % 3 <= later:
                yield Act(option="sell", give=Bag.of(**{g: n}))
    if picked.total() and basic_now % 3 == 0:
        yield Act(option="done")


def _bridge_positions(seed: int) -> Iterator[GameState]:
    """Positions of a Bridge action under way, from random holdings and random picks."""
    rng = random.Random(seed)
    s = game(3)
    goods = {g: rng.choice((0, 0, 1, 2, 3, 5)) for g in rng.sample(GOODS, 6)}
    s = with_player(s, s.active, goods=goods)
    s = evolve(s, phase=Phase.ACTION, action=Progress(BRIDGE))
    effect = effect_of(BRIDGE)
    assert effect is not None
    while s.action is not None:
        yield s
        options = effect.options(s, s.active)
        s = effect.carry_out(s, s.active, rng.choice(options))


@pytest.mark.parametrize("seed", range(40))
def test_the_bridge_lists_its_options_in_the_rules_order_and_the_first_n_of_them(
    seed: int,
) -> None:
    effect = effect_of(BRIDGE)
    assert effect is not None
    for s in _bridge_positions(seed):
        expected = tuple(_reference_bridge(s, s.active))
        assert effect.options(s, s.active) == expected
        for n in range(len(expected) + 2):
            assert first_options(effect, s, s.active, n) == expected[:n]


def test_a_pick_an_action_and_holdings_are_recorded_as_evolve_records_them() -> None:
    pr = Progress(BRIDGE, 2, Bag.of(wood=1), 0, True)
    new = picked_progress(pr, Bag.of(wood=1, iron=2), 5)
    assert type(new) is Progress and new == evolve(pr, picked=Bag.of(wood=1, iron=2), last=5)
    assert hash(new) == hash(evolve(pr, picked=Bag.of(wood=1, iron=2), last=5))
    assert pr == Progress(BRIDGE, 2, Bag.of(wood=1), 0, True)  # not changed
    s = game(2)
    assert with_action(s, new) == evolve(s, action=new) and s.action is None
    assert with_action(evolve(s, action=new), None) == s
    p = s.players[1]
    richer = holding(p, Bag.of(iron=4), 17)
    assert richer == evolve(p, goods=Bag.of(iron=4), francs=17) and p == game(2).players[1]


@pytest.mark.parametrize("seed", range(20))
def test_food_and_trade_values_count_every_good(seed: int) -> None:
    rng = random.Random(seed)
    goods = Bag.of(**{g: rng.randrange(4) for g in GOODS})
    assert food_of(goods) == sum(goods[g] * v for g, v in FOOD.items())
    trade = sum(goods[g] * (0 if g in FOOD else FRANC_VALUE[g]) for g in GOODS)
    assert evaluation._trade_value(goods.counts) == trade
