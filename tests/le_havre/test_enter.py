"""LH-ENTER and LH-PAY: using a building, fees and payments."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Act, Buy, Enter
from brass_rules.le_havre.payments import energy_payments, food_payments
from brass_rules.le_havre.state import Phase
from tests.le_havre.builder import bag, game, own, rules, town, with_player


def _setup(goods: dict[str, int], francs: int = 5, players: int = 2) -> tuple[lh.GameState, int]:
    s = game(players)
    me = s.active
    return with_player(s, me, goods=goods, francs=francs), me


@pytest.mark.rule("LH-ENTER-WHICH")
def test_positive_negative_only_buildings_in_play_can_be_used() -> None:
    s, _me = _setup({"wood": 5, "clay": 5})
    top = s.proposals[0][0]
    assert rules(s, Enter(top)) == {"LH-ENTER-WHICH"}
    assert rules(s, Enter("nowhere")) == {"LH-ENTER-WHICH"}
    s = town(s, "03")
    assert not rules(s, Enter("03"))  # a town building


@pytest.mark.rule("LH-ENTER-MOVE", "LH-ENTER-DISC-STAYS")
def test_the_disc_moves_and_stays() -> None:
    s, me = _setup({})
    s = town(s, "03", "16")
    s = with_player(s, me, disc="16")
    t = lh.apply(s, Enter("03"))
    assert t.players[me].disc == "03" and t.players[me].goods["fish"] == 3
    t = lh.apply(t, lh.legal_moves(t)[0])  # end of turn or an extra action
    assert t.players[me].disc == "03"


@pytest.mark.rule("LH-ENTER-OCCUPIED")
def test_positive_negative_an_occupied_building_cannot_be_entered() -> None:
    s, me = _setup({})
    s = town(s, "03")
    other = 1 - me
    assert rules(with_player(s, other, disc="03"), Enter("03")) == {"LH-ENTER-OCCUPIED"}
    assert rules(with_player(s, me, disc="03"), Enter("03")) == {"LH-ENTER-OCCUPIED"}
    assert not rules(s, Enter("03"))


@pytest.mark.rule("LH-FINAL-SHARED")
def test_final_phase_shares_buildings_but_not_ones_own() -> None:
    s, me = _setup({})
    s = town(s, "03")
    s = evolve(s, round=s.rounds + 1, step=1, active=me, start_player=me, phase=Phase.MAIN)
    other = 1 - me
    t = with_player(s, other, disc="03")
    assert not rules(t, Enter("03"))
    after = lh.apply(t, Enter("03"))
    assert after.players[other].disc == "03" and after.players[me].disc == "03"
    assert rules(with_player(s, me, disc="03"), Enter("03")) == {"LH-FINAL-SHARED"}


@pytest.mark.rule("LH-ENTER-LOCKED")
def test_negative_locked_buildings_cannot_be_entered() -> None:
    s, me = _setup({"wood": 9}, francs=50)
    s = own(s, me, "29")
    assert rules(s, Enter("29")) == {"LH-ENTER-LOCKED"}
    s = town(s, "26")
    assert rules(s, Enter("26")) == {"LH-ENTER-LOCKED"}


@pytest.mark.rule("LH-ENTER-FEE", "LH-PAY-FOOD")
def test_food_fee_payments_and_the_franc_alternative() -> None:
    s, _me = _setup({"fish": 3, "meat": 1, "wood": 1}, francs=3)
    s = town(s, "08")  # Smokehouse: 2 food / 1 franc
    enters = [m for m in lh.legal_moves(s) if isinstance(m, Enter) and m.building == "08"]
    fees = {(m.food, m.francs) for m in enters}
    assert (bag(fish=2), 0) in fees and (bag(meat=1), 0) in fees
    assert (bag(fish=1), 1) in fees and (bag(), 1) in fees and (bag(), 2) in fees
    assert (bag(fish=2, meat=1), 0) not in fees  # superfluous tokens
    assert rules(s, Enter("08", bag(fish=2, meat=1))) == {"LH-ENTER-FEE"}
    assert rules(s, Enter("08")) == {"LH-ENTER-FEE"}  # a fee is due


@pytest.mark.rule("LH-ENTER-FEE", "LH-PAY-FRANCS")
def test_franc_fees_and_own_buildings_are_free() -> None:
    s, me = _setup({"cattle": 2}, francs=2)
    s = town(s, "09")  # Abattoir: 2 francs
    assert not rules(s, Enter("09", francs=2))
    assert rules(s, Enter("09", bag(meat=0), 1)) == {"LH-ENTER-FEE"}
    assert rules(with_player(s, me, francs=1), Enter("09", francs=2)) == {"LH-ENTER-FEE-NO-LOAN"}
    mine = own(s, me, "09")
    assert not rules(mine, Enter("09"))
    assert rules(mine, Enter("09", francs=2)) == {"LH-ENTER-FEE"}


@pytest.mark.rule("LH-ENTER-FEE-TO", "LH-GEN-NO-TRADE")
def test_fees_go_to_the_owner_or_the_supply() -> None:
    s, me = _setup({"cattle": 2}, francs=4)
    other = 1 - me
    t = own(s, other, "09")
    after = lh.apply(t, Enter("09", francs=2))
    assert after.players[other].francs == t.players[other].francs + 2
    u = town(s, "09")
    after = lh.apply(u, Enter("09", francs=2))
    assert [p.francs for p in after.players] == [
        p.francs - (2 if i == me else 0) for i, p in enumerate(u.players)
    ]


@pytest.mark.rule("LH-ENTER-FEE-NO-LOAN")
def test_negative_a_fee_cannot_be_paid_with_a_loan() -> None:
    s, _me = _setup({"cattle": 2}, francs=0)
    s = town(s, "09")
    assert rules(s, Enter("09", francs=2)) == {"LH-ENTER-FEE-NO-LOAN"}
    assert not any(isinstance(m, Enter) and m.building == "09" for m in lh.legal_moves(s))


@pytest.mark.rule("LH-ENTER-MUST-ACT", "LH-ENTER-USABLE")
def test_positive_negative_a_building_whose_action_is_impossible_cannot_be_entered() -> None:
    s, me = _setup({}, francs=5)
    s = town(s, "05")  # Bakehouse with no grain
    assert rules(s, Enter("05", bag(), 1)) == {"LH-ENTER-USABLE"}
    s = with_player(s, me, goods={"grain": 1, "wood": 1})
    assert not rules(s, Enter("05", bag(), 1))
    # exactly enough after the fee: the last franc pays the fee, a fish would have no food left
    t = with_player(town(s, "13"), me, goods={"fish": 1}, francs=0)
    assert not rules(t, Enter("13", bag(fish=1)))


@pytest.mark.rule("LH-ENTER-ACTION")
def test_positive_negative_an_action_step_must_be_one_the_card_allows() -> None:
    s, me = _setup({"grain": 2, "wood": 2})
    s = own(s, me, "05")
    t = lh.apply(s, Enter("05"))
    assert rules(t, Act(give=bag(grain=3), energy=bag(wood=2))) == {"LH-ENTER-ACTION"}
    assert not rules(t, Act(give=bag(grain=2), energy=bag(wood=1)))
    assert rules(s, Act()) == {"LH-ENTER-ACTION"}


@pytest.mark.rule("LH-ENTER-DISC-HOME", "LH-BUY-DISCS")
def test_buying_a_building_sends_discs_home() -> None:
    s, me = _setup({}, francs=20)
    other = 1 - me
    s = town(s, "03")
    s = with_player(s, other, disc="03")
    t = lh.apply(s, Buy("03"))
    assert t.players[other].disc is None and "03" in t.players[me].buildings


@pytest.mark.rule("LH-ENTER-OWN-BOUGHT")
def test_a_building_bought_this_turn_can_be_used_free() -> None:
    s, me = _setup({"fish": 0}, francs=10)
    s = town(s, "03")
    t = lh.apply(s, Buy("03"))
    assert not rules(t, Enter("03"))
    assert lh.apply(t, Enter("03")).players[me].goods["fish"] == 4  # own fisherman counts


@pytest.mark.rule("LH-PAY-ENERGY", "LH-PAY-NO-REFUND")
def test_positive_negative_edge_energy_payments_carry_no_superfluous_token() -> None:
    goods = bag(wood=3, charcoal=1, coal=1, coke=1)
    pays = energy_payments(goods, 3)
    assert bag(coke=1) in pays and bag(wood=3) in pays and bag(coal=1) in pays
    assert bag(wood=1, coal=1) not in pays
    assert energy_payments(goods, 0) == [bag()]
    assert energy_payments(bag(wood=2), 3) == []


@pytest.mark.rule("LH-PAY-FOOD", "LH-GEN-CHANGE")
def test_food_payments_use_francs_only_for_the_rest() -> None:
    pays = food_payments(bag(fish=1, meat=1), 5, 2)
    assert (bag(meat=1), 0) in pays and (bag(fish=1), 1) in pays and (bag(), 2) in pays
    assert (bag(fish=1, meat=1), 0) not in pays
    assert food_payments(bag(), 1, 2) == []


@pytest.mark.rule("LH-PAY-ENERGY-COMBINED")
def test_one_coke_pays_for_three_ships() -> None:
    s, me = _setup({"coke": 1, "cattle": 9})
    s = own(s, me, "18")
    s = with_player(s, me, ships=("S01", "S02", "S04"))
    t = lh.apply(s, Enter("18"))
    assert Act(option="load", give=bag(cattle=6)) in lh.legal_moves(t)
    u = lh.apply(t, Act(option="load", give=bag(cattle=5)))
    # 5 cattle need 3 ships (9 energy): the coke is the only payment left, made by itself
    assert u.phase is Phase.AFTER
    assert u.players[me].francs == 5 + 15 and u.players[me].goods["coke"] == 0


@pytest.mark.rule("LH-PAY-MATERIALS", "LH-GOODS-SUBSTITUTE")
def test_positive_negative_brick_for_clay_and_steel_for_iron_in_costs_only() -> None:
    s, me = _setup({"wood": 1, "brick": 1, "iron": 0, "steel": 1})
    s = town(s, "B1")
    s = evolve(s, proposals=(("03",), ("13",), ("27",)))
    t = lh.apply(s, Enter("B1"))  # the only build: Fishery with 1 wood and a brick for the clay
    assert "03" in t.players[me].buildings and dict(t.players[me].goods) == {"steel": 1}
    u = with_player(s, me, goods={"wood": 1, "clay": 1, "brick": 1})
    acts = lh.legal_moves(lh.apply(u, Enter("B1")))
    assert {a.give for a in acts if isinstance(a, Act)} == {
        bag(wood=1, clay=1),
        bag(wood=1, brick=1),
    }
    # no substitution outside costs: the Church asks for plain fish
    v = with_player(town(s, "30"), me, goods={"bread": 5, "smoked_fish": 2})
    assert rules(v, Enter("30")) == {"LH-ENTER-USABLE"}


@pytest.mark.rule("LH-PAY-GAINS-AFTER")
def test_an_earlier_gain_pays_a_later_step() -> None:
    # Business Office: the brick of the 1-good trade may be one of the 4 goods for steel
    s, me = _setup({"fish": 4}, francs=5)
    s = own(s, me, "21")
    t = lh.apply(s, Enter("21"))
    t = lh.apply(t, Act(option="trade", give=bag(fish=1), take=bag(brick=1)))
    t = lh.apply(t, Act(option="steel", give=bag(fish=3)))  # the brick is the 4th, by itself
    assert dict(t.players[me].goods) == {"steel": 1} and t.phase is Phase.AFTER
