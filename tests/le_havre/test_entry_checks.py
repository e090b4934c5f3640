"""The entry checks that tell whether a payment or an action step exists without listing them
(issue 34): each answers as the listing it stands for, over many holdings."""

from __future__ import annotations

import random

import pytest

from brass_rules.le_havre.bag import Bag, _shifted
from brass_rules.le_havre.buildings import EFFECTS
from brass_rules.le_havre.buildings.families import Upgrade
from brass_rules.le_havre.buildings.start import _cost, build_options, can_build
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import GOODS
from brass_rules.le_havre.data.ships import SHIP_TYPES
from brass_rules.le_havre.payments import (
    can_pay_energy,
    energy_options,
    material_needs,
    material_options,
    meets,
)
from tests.le_havre.builder import game, own, with_player


def _holdings(rng: random.Random, n: int) -> list[Bag]:
    """*n* random holdings, most goods absent or few (so that both answers come up)."""
    out = []
    for _ in range(n):
        top = rng.choice((1, 2, 3, 5, 8))
        out.append(Bag(tuple(rng.choice((0, 0, 0, rng.randint(0, top))) for _ in GOODS)))
    return out


def _costs() -> list[Bag]:
    """Every building's cost (each builder's, with and without the Masons' Guild), and the
    ships' costs."""
    costs = {Bag.from_pairs(t.cost) for t in SHIP_TYPES.values()}
    for card in BY_ID:
        for sawmill in (False, True):
            for masons_guild in (False, True):
                cost = _cost(card, sawmill, masons_guild)
                if cost is not None:
                    costs.add(cost)
    return sorted(costs, key=lambda c: c.counts)


@pytest.mark.rule("LH-PAY-MATERIALS")
def test_meets_is_whether_a_material_payment_exists() -> None:
    rng = random.Random(34)
    answers = set()
    for cost in _costs():
        needs = material_needs(cost)
        for goods in _holdings(rng, 150):
            answer = meets(goods.counts, needs)
            assert answer == bool(material_options(goods, cost)), (cost, goods)
            answers.add(answer)
    assert answers == {True, False}


@pytest.mark.rule("LH-PAY-MATERIALS")
def test_a_substitute_pays_for_the_plain_good_only() -> None:
    cost = Bag.of(clay=2, brick=1)
    needs = material_needs(cost)
    assert meets(Bag.of(brick=3).counts, needs)
    assert meets(Bag.of(clay=1, brick=2).counts, needs)
    assert not meets(Bag.of(clay=3).counts, needs)  # clay cannot pay for the brick
    assert not meets(Bag.of(clay=1, brick=1).counts, needs)


@pytest.mark.rule("LH-PAY-ENERGY")
def test_can_pay_energy_is_whether_an_energy_payment_exists() -> None:
    rng = random.Random(35)
    answers = set()
    for goods in _holdings(rng, 300):
        for amount in range(-1, 16):
            answer = can_pay_energy(goods, amount)
            assert answer == bool(energy_options(goods, amount)), (goods, amount)
            answers.add(answer)
    assert answers == {True, False}


@pytest.mark.rule("LH-BLD-UPGRADE")
def test_can_upgrade_is_whether_an_upgrade_step_exists() -> None:
    upgrades = [e for e in EFFECTS.values() if isinstance(e, Upgrade)]
    assert len(upgrades) >= 8
    rng = random.Random(36)
    answers = set()
    for upgrade in upgrades:
        for goods in _holdings(rng, 300):
            for wind_farm in (False, True):
                answer = upgrade.can_upgrade(goods, wind_farm)
                listed = next(upgrade.steps(goods, wind_farm), None) is not None
                assert answer == listed, (upgrade.good, goods, wind_farm)
                answers.add(answer)
    assert answers == {True, False}


@pytest.mark.rule("LH-BUILD-COST")
def test_can_build_is_whether_a_build_exists() -> None:
    rng = random.Random(37)
    state = game(2)
    me = state.active
    answers = set()
    for masons_guild in (False, True):
        s = own(state, me, "025") if masons_guild else state
        for goods in _holdings(rng, 200):
            s = with_player(s, me, goods=goods)
            for sawmill in (False, True):
                answer = can_build(s, me, sawmill, goods)
                assert answer == (next(build_options(s, me, sawmill), None) is not None)
                answers.add(answer)
    assert answers == {True, False}


def test_the_native_sum_and_difference_of_counts() -> None:
    """``_shifted``, the compiled build's ``Bag.plus``/``minus``, is ``map(add/sub)``."""
    rng = random.Random(38)
    for a, b in zip(_holdings(rng, 100), _holdings(rng, 100), strict=True):
        total = tuple(x + y for x, y in zip(a.counts, b.counts, strict=True))
        left = tuple(x - y for x, y in zip(a.counts, b.counts, strict=True))
        assert _shifted(a.counts, b.counts, 1) == total == a.plus(b).counts
        assert _shifted(a.counts, b.counts, -1) == left == a.minus(b).counts
