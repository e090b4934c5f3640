"""LH-BLD, LH-BUILD and LH-SHIP: buildings in general, building, ships."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.moves import Act, Buy, Enter
from brass_rules.le_havre.ops import symbols
from brass_rules.le_havre.state import Phase
from tests.le_havre.builder import bag, game, own, rules, run, town, with_player


def _me(goods: dict[str, int], francs: int = 5, players: int = 3) -> tuple[lh.GameState, int]:
    s = game(players)
    return with_player(s, s.active, goods=goods, francs=francs), s.active


def _acts(s: lh.GameState) -> list[Act]:
    return [m for m in lh.legal_moves(s) if isinstance(m, Act)]


@pytest.mark.rule("LH-BLD-OWNER", "LH-BLD-COPIES")
def test_every_building_has_one_owner_and_copies_are_separate() -> None:
    s, me = _me({"wood": 10, "clay": 10, "iron": 10}, francs=50)
    s = own(s, 1 - me, "B1")
    assert "B1" not in s.town and "B2" in s.town
    assert not rules(s, Enter("B2", bag(), 1))  # the other Building Firm is free to use
    t = with_player(s, 1 - me, disc="B1")
    assert not rules(t, Enter("B2", bag(), 1))
    u = evolve(town(s, "12", "17"), modernised=("12",))
    assert "17" not in u.modernised


@pytest.mark.rule("LH-BLD-KINDS", "LH-BLD-SYMBOLS")
def test_kinds_and_symbols_count_from_owned_cards() -> None:
    s, me = _me({})
    s = own(s, me, "03", "04", "06", "B1")
    assert symbols(s, me) == (3, 2)  # hammers: 04, 06, B1; fishermen: 03, 06
    t = lh.apply(s, Enter("03"))
    assert t.players[me].goods["fish"] == 5  # 3 + 2 fishermen, the Fishery's own included
    assert BY_ID["01"].kind == "non_building" and BY_ID["06"].kind == "economic"


@pytest.mark.rule("LH-BLD-AND-OR", "LH-BLD-ONCE")
def test_business_office_both_trades_each_once() -> None:
    s, me = _me({"fish": 6}, francs=5)
    s = own(s, me, "21")
    t = lh.apply(s, Enter("21"))
    t = lh.apply(t, Act(option="trade", give=bag(fish=1), take=bag(leather=1)))
    assert all(a.option != "trade" for a in _acts(t))
    t = lh.apply(t, Act(option="steel", give=bag(fish=4)))
    assert t.phase is Phase.AFTER and dict(t.players[me].goods) == {
        "fish": 1, "steel": 1, "leather": 1,
    }  # fmt: skip


@pytest.mark.rule("LH-BLD-GAIN")
def test_gains_come_from_the_supply_not_the_offers() -> None:
    s, me = _me({})
    s = town(s, "06")
    t = lh.apply(s, Enter("06", bag(), 1))
    assert t.offers == s.offers
    assert dict(t.players[me].goods) == {"wood": 1, "brick": 1, "iron": 1}


@pytest.mark.rule("LH-BLD-UPGRADE", "LH-GOODS-UPGRADE", "LH-GEN-ROUND-DOWN")
def test_bakehouse_pays_half_up_and_earns_half_down() -> None:
    s, me = _me({"grain": 3, "wood": 2})
    s = own(s, me, "05")
    t = lh.apply(s, Enter("05"))
    acts = _acts(t)
    assert Act(give=bag(grain=3), energy=bag(wood=2)) in acts
    assert Act(give=bag(grain=1), energy=bag(wood=1)) in acts
    u = lh.apply(t, Act(give=bag(grain=3), energy=bag(wood=2)))
    assert dict(u.players[me].goods) == {"bread": 3} and u.players[me].francs == 6


@pytest.mark.rule("LH-BLD-UPGRADE")
def test_smokehouse_limit_six_one_energy() -> None:
    s, me = _me({"fish": 8, "wood": 1})
    s = own(s, me, "08")
    t = lh.apply(s, Enter("08"))
    assert max(a.give["fish"] for a in _acts(t)) == 6
    u = lh.apply(t, Act(give=bag(fish=6), energy=bag(wood=1)))
    assert u.players[me].goods["smoked_fish"] == 6 and u.players[me].francs == 8


@pytest.mark.rule("LH-BLD-SALE")
def test_sales_of_goods_and_sets() -> None:
    s, me = _me({"wood": 4})
    s = own(s, me, "04")  # Joinery
    t = lh.apply(s, Enter("04"))
    assert {a.give["wood"] for a in _acts(t)} == {1, 2, 3}
    assert lh.apply(t, Act(give=bag(wood=3))).players[me].francs == 12
    b, me = _me({"wood": 5, "leather": 2, "iron": 1, "clay": 2})
    b = own(b, me, "27")  # Bridge: upgraded 1 each, basic 3 for 1
    t = lh.apply(b, Enter("27"))
    t = run(t, Act(option="sell", give=bag(wood=5)), Act(option="sell", give=bag(clay=1)))
    assert Act(option="done") in _acts(t)
    t = lh.apply(t, Act(option="sell", give=bag(leather=2)))  # nothing left: done by itself
    assert t.players[me].francs == 5 + 2 + 2


@pytest.mark.rule("LH-BLD-ENERGY-HOOK")
def test_wind_farm_lowers_energy_by_three() -> None:
    s, me = _me({"iron": 1, "coal": 4})
    s = own(s, me, "23", "033")
    u = lh.apply(s, Enter("23"))  # 5 - 3 = 2 energy: one coal, the only way, done by itself
    assert dict(u.players[me].goods) == {"steel": 1, "coal": 3}
    v = lh.apply(own(s, 1 - me, "033"), Enter("23"))
    assert dict(v.players[me].goods) == {"steel": 1, "coal": 2}


@pytest.mark.rule("LH-BLD-CARDS")
def test_every_card_with_an_action_has_an_effect() -> None:
    from brass_rules.le_havre.buildings import EFFECTS

    for card in BY_ID.values():
        has_action = card.fee is not None
        assert (card.id in EFFECTS) == has_action, card.id


@pytest.mark.rule("LH-BUILD-WHO", "LH-BUILD-COST")
def test_building_firm_builds_one_pile_top_paying_its_cost() -> None:
    s, me = _me({"wood": 3, "clay": 2})
    s = evolve(s, proposals=(("03",), ("04",), ("15", "16")))
    assert rules(s, Act(option="16")) == {"LH-ENTER-ACTION"}
    t = lh.apply(s, Enter("B1"))
    options = {a.option for a in _acts(t)}
    assert options == {"03", "04", "15"}  # every affordable pile top
    u = lh.apply(t, Act(option="04", give=bag(wood=3)))
    assert "04" in u.players[me].buildings and u.proposals[1] == ()
    assert u.players[me].francs == 5  # no francs are paid


@pytest.mark.rule("LH-BUILD-COST")
def test_sawmill_and_masons_guild_reductions() -> None:
    s, me = _me({"wood": 2, "clay": 1})
    s = own(s, me, "02")
    s = evolve(s, proposals=(("04",), ("07",), ()))
    t = lh.apply(s, Enter("02"))  # the only build: the Joinery for 2 wood (the Kiln has no wood)
    assert "04" in t.players[me].buildings and dict(t.players[me].goods) == {"clay": 1}
    g, me = _me({"wood": 1})
    g = own(g, me, "025")
    g = evolve(g, proposals=(("03",), (), ()))
    t = lh.apply(g, Enter("B1"))  # Fishery: 1 wood, 1 clay -> the guild waives the clay
    assert "03" in t.players[me].buildings


@pytest.mark.rule("LH-BUILD-SECOND")
def test_construction_firm_builds_twice_and_may_buy_between() -> None:
    s, _ = _me({"wood": 6, "clay": 2}, francs=20)
    s = evolve(s, proposals=(("03", "04"), ("07",), ()))
    t = lh.apply(s, Enter("B3", bag(), 2))
    t = lh.apply(t, Act(option="03", give=bag(wood=1, clay=1)))
    assert t.phase is Phase.ACTION and t.action is not None and t.action.between
    assert not rules(t, Buy("07"))  # buying between the builds
    assert Act(option="04", give=bag(wood=3)) in _acts(t)  # the card the first build uncovered
    u = lh.apply(t, Act(option="stop"))
    assert u.phase is Phase.AFTER


@pytest.mark.rule("LH-BUILD-TOP", "LH-BUILD-STADIUM")
def test_only_pile_tops_are_built_and_the_stadium_from_a_pile() -> None:
    s, _ = _me({"wood": 9, "clay": 9, "brick": 9, "iron": 9})
    s = evolve(s, proposals=(("03", "04"), ("31",), ()))
    t = lh.apply(s, Enter("B1"))
    options = {a.option for a in _acts(t)}
    assert options == {"03", "31"}
    assert rules(s, Buy("31")) == {"LH-BUILD-STADIUM"}


@pytest.mark.rule("LH-SHIP-BUILD", "LH-SHIP-MODERNISE")
def test_wharf_builds_ships_and_modernises_with_a_brick() -> None:
    s, me = _me({"wood": 8, "iron": 4, "brick": 1, "coal": 2})
    s = own(s, me, "12")
    s = evolve(s, ship_stacks=(("S04",), ("S06",), (), ()))
    t = lh.apply(s, Enter("12"))
    iron = [a for a in _acts(t) if a.option == "S06"]
    assert iron and all(a.give["brick"] == 1 for a in iron)
    u = lh.apply(t, iron[0])
    assert "S06" in u.players[me].ships and u.modernised == ("12",)
    w = with_player(s, me, goods={"wood": 8, "iron": 4, "coal": 2})  # no brick: no iron ship
    assert all(a.option != "S06" for a in _acts(lh.apply(w, Enter("12"))))
    m = evolve(w, modernised=("12",))
    assert any(a.option == "S06" for a in _acts(lh.apply(m, Enter("12"))))


@pytest.mark.rule("LH-SHIP-SHIPPING", "LH-SHIP-SCORE")
def test_shipping_line_pays_franc_values() -> None:
    s, me = _me({"steel": 1, "bread": 1, "coal": 2, "wood": 3})
    s = own(s, me, "18")
    s = with_player(s, me, ships=("S06", "S18"))  # an iron ship carries 3; a liner none
    t = lh.apply(s, Enter("18"))
    t = lh.apply(t, Act(option="load", give=bag(steel=1)))
    t = lh.apply(t, Act(option="load", give=bag(bread=1)))
    t = lh.apply(t, Act(option="ship", energy=bag(coal=1)))
    assert t.players[me].francs == 5 + 8 + 3
    assert lh.scores(t)[me] == t.players[me].francs + 10 + 2 + 38


@pytest.mark.rule("LH-SHIP-SHIPPING")
def test_negative_no_shipping_without_ships_or_energy() -> None:
    s, me = _me({"steel": 1})
    s = own(s, me, "18")
    assert rules(s, Enter("18")) == {"LH-ENTER-USABLE"}
    s = with_player(s, me, ships=("S02",))
    assert rules(s, Enter("18")) == {"LH-ENTER-USABLE"}  # no energy


@pytest.mark.rule("LH-SHIP-YACHT")
def test_the_yacht_is_swapped_for_an_iron_ship_at_a_wharf() -> None:
    s, me = _me({})
    s = own(s, me, "12")
    s = town(s, "023")
    s = with_player(s, me, ships=("S06", "S02"))
    t = lh.apply(s, Enter("12"))  # the only possible action: the swap
    assert t.players[me].ships == ("S02",) and "023" in t.players[me].buildings
    assert "S06" not in {c for st in t.ship_stacks for c in st}
