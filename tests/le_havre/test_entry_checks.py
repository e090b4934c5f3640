"""The entry checks that tell whether a payment or an action step exists without listing them
(issue 34): each answers as the listing it stands for, over many holdings."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.actions.enter import _entered
from brass_rules.le_havre.bag import EMPTY, Bag, _shifted
from brass_rules.le_havre.buildings import EFFECTS
from brass_rules.le_havre.buildings.base import entry_check, usable
from brass_rules.le_havre.buildings.families import Upgrade
from brass_rules.le_havre.buildings.start import _cost, build_options, can_build
from brass_rules.le_havre.data import BY_ID, YACHT
from brass_rules.le_havre.data.goods import GOODS
from brass_rules.le_havre.data.ships import SHIP_TYPES, SHIPS
from brass_rules.le_havre.moves import Enter
from brass_rules.le_havre.ops import TOWN
from brass_rules.le_havre.payments import (
    can_pay_energy,
    can_pay_food,
    energy_options,
    food_options,
    material_needs,
    material_options,
    meets,
)
from tests.le_havre.builder import game, own, town, with_player


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


@pytest.mark.rule("LH-PAY-FOOD")
def test_can_pay_food_is_whether_a_food_payment_exists() -> None:
    rng = random.Random(43)
    answers = set()
    for goods in _holdings(rng, 300):
        for francs in (0, 1, 2, 5):
            for amount in range(-1, 12):
                answer = can_pay_food(goods, francs, amount)
                assert answer == bool(food_options(goods, francs, amount)), (goods, amount)
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


def _positions(players: int, seed: int, every: int) -> list[lh.GameState]:
    rng = random.Random(seed)
    state = lh.new_game(players, seed)
    out = []
    while not state.is_over:
        if rng.random() < 1 / every:
            out.append(state)
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
    return out


def _varied(state: lh.GameState, rng: random.Random) -> lh.GameState:
    """*state* with the active player's goods and francs drawn at random, and at times the
    Wind Farm his, the Luxury Yacht in the town with iron ships his, or a wharf modernised."""
    me = state.active
    state = with_player(state, me, goods=_holdings(rng, 1)[0], francs=rng.randint(0, 20))
    if rng.random() < 0.3:
        state = own(state, me, "033")
    if rng.random() < 0.2:
        iron = tuple(s for s in SHIPS if SHIPS[s].type == "iron")[: rng.randint(0, 2)]
        state = with_player(state, me, ships=tuple(sorted(iron)))
        state = town(state, YACHT)
    if rng.random() < 0.3:
        state = evolve(state, modernised=rng.choice(((), ("12",), ("12", "17"))))
    return state


@pytest.mark.rule("LH-ENTER-USABLE")
def test_every_entry_check_answers_as_the_entered_state() -> None:
    """Each effect's ``entry_usable`` (when it answers) is ``usable`` of the entered state."""
    rng = random.Random(39)
    checks = {b: (e, entry_check(e)) for b, e in EFFECTS.items()}
    answered: dict[str, set[bool]] = {}
    for players, seed in ((4, 40), (3, 41), (2, 42)):
        for position in _positions(players, seed, 6):
            state = _varied(position, rng)
            me = state.active
            goods, francs = state.players[me].goods, state.players[me].francs
            for b, (effect, check) in checks.items():
                if check is None:
                    continue
                quick = check(state, me, b, goods, francs)
                if quick is None:
                    continue
                entered = _entered(state, me, Enter(b, EMPTY, 0), TOWN)
                assert quick == usable(effect, entered, me), (b, goods, francs)
                answered.setdefault(type(effect).__name__, set()).add(quick)
    both = {"Builder", "Upgrade", "Wharf", "ShippingLine", "BusinessOffice", "ChooseDistinct"}
    both |= {"SaleSets", "Table", "Exchange", "CoalTrader", "Furriery", "FixedGain"}
    assert all(answered.get(name) == {True, False} for name in both), answered


@pytest.mark.rule("LH-SHIP-SHIPPING")
def test_the_shipping_lines_check_keeps_the_energy_for_the_ship() -> None:
    shipping = EFFECTS["18"]
    state = game(2)
    me = state.active
    state = with_player(state, me, ships=("S01",))
    for goods, expected in (
        (Bag.of(wood=3), False),  # loading a wood leaves 2 energy of the 3 the ship needs
        (Bag.of(wood=4), True),
        (Bag.of(wood=3, fish=1), True),  # the fish is loaded
        (Bag.of(coal=1), False),
        (Bag.of(coal=1, charcoal=1), True),
        (EMPTY, False),
    ):
        s = with_player(state, me, goods=goods)
        check = entry_check(shipping)
        assert check is not None
        assert check(s, me, "18", goods, 0) is expected, goods
        assert usable(shipping, _entered(s, me, Enter("18", EMPTY, 0), TOWN), me) is expected
