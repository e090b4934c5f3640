"""LH-BUY and LH-SELL: the extra actions buy and sell."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Buy, EndTurn, Sell, TakeOffer
from tests.le_havre.builder import game, on_top, own, rules, run, town, with_player


def _rich(players: int = 2, francs: int = 100) -> tuple[lh.GameState, int]:
    s = game(players)
    return with_player(s, s.active, francs=francs), s.active


@pytest.mark.rule("LH-BUY-WHO")
def test_only_the_active_player_buys_in_the_round_phase() -> None:
    s, _me = _rich()
    assert any(isinstance(m, Buy) for m in lh.legal_moves(s))
    f = evolve(s, round=s.rounds + 1, step=1)
    assert not any(isinstance(m, Buy) for m in lh.legal_moves(f))


@pytest.mark.rule("LH-BUY-BUILDING", "LH-BUY-PRICE")
def test_town_buildings_and_pile_tops_at_their_price() -> None:
    s, me = _rich()
    top = s.proposals[0][0]
    below = s.proposals[0][1]
    assert not rules(s, Buy(top)) and not rules(s, Buy("B3"))
    assert rules(s, Buy(below)) == {"LH-BUY-BUILDING"}
    s = on_top(s, 1, "28")  # Town Hall: value 6, price 30
    t = lh.apply(s, Buy("28"))
    assert t.players[me].francs == 70 and "28" in t.players[me].buildings
    other = own(s, 1 - me, "03")
    assert rules(other, Buy("03")) == {"LH-BUY-BUILDING"}  # owned by a player


@pytest.mark.rule("LH-BUY-BUILDING", "LH-BUILD-STADIUM")
def test_negative_church_and_stadium_cannot_be_bought() -> None:
    s, _me = _rich()
    s = on_top(s, 0, "30")
    assert rules(s, Buy("30")) == {"LH-BUY-BUILDING"}
    s = on_top(s, 1, "31")
    assert rules(s, Buy("31")) == {"LH-BUILD-STADIUM"}


@pytest.mark.rule("LH-BUY-PILE-ORDER")
def test_a_pile_may_be_bought_down_in_order() -> None:
    s, me = _rich(francs=200)
    pile = s.proposals[2]
    t = run(s, Buy(pile[0]), Buy(pile[1]))
    assert t.proposals[2] == pile[2:]
    assert {pile[0], pile[1]} <= set(t.players[me].buildings)


@pytest.mark.rule("LH-BUY-UNBUILDABLE", "LH-BUILD-TOP")
def test_positive_negative_clay_mound_is_bought_not_built() -> None:
    s, me = _rich()
    s = on_top(s, 0, "10")
    s = town(s, "B1")
    s = with_player(s, me, goods={"wood": 9, "clay": 9, "iron": 9})
    t = lh.apply(s, lh.Enter("B1"))
    assert all(a.option != "10" for a in lh.legal_moves(t))
    assert not rules(s, Buy("10"))


@pytest.mark.rule("LH-BUY-SHIP", "LH-SHIP-BUY", "LH-BUY-SHIP-NO-WHARF")
def test_ships_are_bought_from_stack_tops_except_liners() -> None:
    s, me = _rich()
    s = evolve(s, ship_stacks=(("S04", "S02"), ("S06",), (), ("S18",)))
    assert not rules(s, Buy("S04")) and not rules(s, Buy("S06"))  # no Wharf in play needed
    assert rules(s, Buy("S02")) == {"LH-BUY-SHIP"}
    assert rules(s, Buy("S18")) == {"LH-BUY-SHIP"}
    t = lh.apply(s, Buy("S04"))
    assert t.players[me].francs == 86 and t.ship_stacks[0] == ("S02",)
    assert lh.apply(s, Buy("S06")).players[me].francs == 80


@pytest.mark.rule("LH-BUY-NO-BUYBACK")
def test_positive_negative_no_buying_back_in_the_same_turn() -> None:
    s, me = _rich()
    s = own(s, me, "03")
    s = with_player(s, me, ships=("S04",))
    t = run(s, Sell("03"), Sell("S04"))
    assert rules(t, Buy("03")) == {"LH-BUY-NO-BUYBACK"}
    assert rules(t, Buy("S04")) == {"LH-BUY-NO-BUYBACK"}
    u = run(t, TakeOffer("wood"), EndTurn())
    while u.active != me:
        u = run(u, TakeOffer(next(k for k, v in u.offers.items() if v)), EndTurn())
    assert "LH-BUY-NO-BUYBACK" not in rules(with_player(u, me, francs=100), Buy("03"))


@pytest.mark.rule("LH-SELL-WHAT", "LH-SELL-PRICE")
def test_sell_own_cards_for_half_their_value() -> None:
    s, me = _rich(francs=0)
    s = own(s, me, "03", "28")
    s = with_player(s, me, ships=("S07",))
    assert rules(s, Sell("B1")) == {"LH-SELL-WHAT"}
    t = run(s, Sell("03"), Sell("28"), Sell("S07"))
    assert t.players[me].francs == 5 + 3 + 3  # the Town Hall's bonus does not count


@pytest.mark.rule("LH-SELL-BUILDING-TO", "LH-ENTER-DISC-HOME")
def test_a_sold_building_goes_to_the_town_and_discs_go_home() -> None:
    s, me = _rich()
    other = 1 - me
    s = own(s, me, "03")
    s = with_player(s, other, disc="03")
    t = lh.apply(s, Sell("03"))
    assert "03" in t.town and t.players[other].disc is None
    assert not rules(t, lh.Enter("03"))  # the town building is free to use now


@pytest.mark.rule("LH-SELL-SHIP-TO")
def test_a_sold_ship_goes_on_top_of_its_stack_and_the_yacht_to_the_town() -> None:
    s, me = _rich()
    s = evolve(s, ship_stacks=(("S02",), (), (), ()))
    s = with_player(s, me, ships=("S07",))
    s = own(s, me, "023")
    t = run(s, Sell("S07"), Sell("023"))
    assert t.ship_stacks[0] == ("S07", "S02") and "023" in t.town


@pytest.mark.rule("LH-SELL-NOT-FORCED")
def test_positive_negative_selling_is_never_forced() -> None:
    s, me = _rich(francs=0)
    s = own(s, me, "03")
    moves = lh.legal_moves(s)
    assert Sell("03") in moves and len([m for m in moves if not isinstance(m, Sell)]) > 0


@pytest.mark.rule("LH-SHIP-TYPES")
def test_two_equal_ships_make_one_sale_move() -> None:
    s, me = _rich()
    s = with_player(s, me, ships=("S01", "S02", "S04"))
    sales = [m for m in lh.legal_moves(s) if isinstance(m, Sell)]
    assert sales == [Sell("S01"), Sell("S04")]
    assert not rules(s, Sell("S02"))  # still legal, the same outcome as selling S01
