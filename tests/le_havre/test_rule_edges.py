"""More negative and edge cases, one small test per rule (positive cases live with each topic)."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.moves import (
    Act,
    Borrow,
    Buy,
    EndTurn,
    Enter,
    Feed,
    Repay,
    Sell,
    TakeOffer,
)
from brass_rules.le_havre.state import Due, Phase
from tests.le_havre.builder import after_main, bag, game, own, rules, run, town, with_player


def _active(players: int = 2, short: bool = False, **changes: object) -> tuple[lh.GameState, int]:
    s = game(players, short=short)
    return with_player(s, s.active, **changes), s.active


@pytest.mark.rule("LH-OFFER-TAKE")
def test_edge_offer_with_many_tokens_and_the_franc_space_of_one() -> None:
    s, me = _active()
    s = evolve(s, offers=s.offers.with_count("franc", 1).with_count("cattle", 9))
    assert lh.apply(s, TakeOffer("franc")).players[me].francs == 6
    assert lh.apply(s, TakeOffer("cattle")).players[me].goods["cattle"] == 9


@pytest.mark.rule("LH-MAIN-ONE")
def test_negative_building_is_never_a_main_action_of_its_own() -> None:
    s, _ = _active(goods={"wood": 9})
    assert not any(isinstance(m, Act) for m in lh.legal_moves(s))
    assert rules(s, Act(option="03", give=bag(wood=1))) == {"LH-ENTER-ACTION"}


@pytest.mark.rule("LH-ENTER-WHICH")
def test_edge_own_building_and_another_players_building() -> None:
    s, me = _active(goods={"cattle": 2}, francs=2)
    assert not rules(own(s, me, "09"), Enter("09"))
    assert not rules(own(s, 1 - me, "09"), Enter("09", francs=2))
    s2 = evolve(s, specials=("003", *s.specials[1:]))
    assert rules(s2, Enter("003")) == {"LH-ENTER-WHICH"}  # face down in the special deck


@pytest.mark.rule("LH-ENTER-LOCKED")
def test_edge_locked_cards_never_appear_in_the_moves() -> None:
    s, me = _active(francs=50)
    s = own(s, me, "24", "033", "025", "012")
    assert not any(isinstance(m, Enter) and m.building in ("24", "033", "025", "012")
                   for m in lh.legal_moves(s))  # fmt: skip


@pytest.mark.rule("LH-ENTER-FEE-NO-LOAN")
def test_positive_edge_sell_first_to_pay_a_fee() -> None:
    s, me = _active(goods={"cattle": 2}, francs=0)
    s = own(town(s, "09"), me, "03")
    assert rules(s, Enter("09", francs=2)) == {"LH-ENTER-FEE-NO-LOAN"}
    t = lh.apply(s, Sell("03"))
    assert not rules(t, Enter("09", francs=2))


@pytest.mark.rule("LH-ENTER-USABLE")
def test_positive_edge_the_fee_itself_may_make_the_action_impossible() -> None:
    # the Smokehouse fee paid with the only fish leaves nothing to smoke
    s, me = _active(goods={"fish": 2, "wood": 1}, francs=0)
    s = town(s, "08")
    assert rules(s, Enter("08", bag(fish=2))) == {"LH-ENTER-USABLE"}
    t = with_player(s, me, francs=1)
    assert not rules(t, Enter("08", francs=1))


@pytest.mark.rule("LH-ENTER-OCCUPIED")
def test_edge_the_disc_leaves_its_old_building_free() -> None:
    s, me = _active()
    s = town(s, "03", "10")
    s = with_player(s, me, disc="10")
    t = lh.apply(s, Enter("03"))
    assert t.players[me].disc == "03"
    other = evolve(t, active=1 - me, phase=Phase.MAIN)
    assert not rules(with_player(other, 1 - me, goods={"fish": 1}), Enter("10", bag(fish=1)))


@pytest.mark.rule("LH-BUY-PRICE")
def test_edge_exact_francs_and_one_short() -> None:
    s, me = _active(francs=8)
    assert not rules(s, Buy("B3"))
    assert lh.apply(s, Buy("B3")).players[me].francs == 0
    assert rules(with_player(s, me, francs=7), Buy("B3")) == {"LH-PAY-FRANCS"}


@pytest.mark.rule("LH-BUY-WHO")
def test_negative_no_buying_at_a_payment_moment() -> None:
    s, me = _active(francs=50)
    due = evolve(s, dues=(Due(me, "food", 3),))
    assert rules(due, Buy("B1")) == {"LH-TIME-PAYMENT"}


@pytest.mark.rule("LH-BUY-SHIP")
def test_edge_an_empty_stack_has_nothing_to_buy() -> None:
    s, _ = _active(francs=50)
    assert not any(isinstance(m, Buy) and m.card.startswith("S") for m in lh.legal_moves(s))
    assert rules(s, Buy("S01")) == {"LH-BUY-SHIP"}


@pytest.mark.rule("LH-SELL-WHAT")
def test_edge_selling_a_building_bought_this_turn_and_one_with_ones_own_disc() -> None:
    s, me = _active(francs=10)
    s = town(s, "03")
    t = run(s, Buy("03"), Enter("03"))
    assert t.players[me].disc == "03"
    u = lh.apply(t, Sell("03"))
    assert u.players[me].disc is None and u.players[me].francs == 5


@pytest.mark.rule("LH-SELL-PRICE")
def test_edge_the_cheapest_cards() -> None:
    s, me = _active(francs=0)
    s = own(s, me, "10")
    s = with_player(s, me, ships=("S01",))
    assert run(s, Sell("10"), Sell("S01")).players[me].francs == 2


@pytest.mark.rule("LH-LOAN-REPAY")
def test_edge_repay_during_another_players_payment_is_refused() -> None:
    s, me = _active(francs=10, loans=1)
    other = 1 - me
    due = evolve(s, dues=(Due(other, "food", 2),))
    assert rules(due, Repay(1, player=me)) == {"LH-TIME-OTHERS"}


@pytest.mark.rule("LH-LOAN-SHORT")
def test_edge_exactly_enough_needs_no_loan_and_one_short_borrows_one() -> None:
    s, me = _active(francs=3, goods={})
    due = evolve(s, dues=(Due(me, "food", 3),))
    assert rules(due, Borrow()) == {"LH-LOAN-TAKE"}
    assert lh.legal_moves(due) == (Feed("francs", 3),)
    short = evolve(s, dues=(Due(me, "food", 4),))
    t = lh.apply(short, Borrow())
    assert (t.players[me].loans, t.players[me].francs) == (1, 3)
    big = evolve(s, dues=(Due(me, "food", 12),))
    t = lh.apply(big, Borrow())  # 9 missing: 3 loans, 3 francs back
    assert (t.players[me].loans, t.players[me].francs) == (3, 3)


@pytest.mark.rule("LH-ROUND-FEED-PAY")
def test_negative_no_superfluous_food_tokens() -> None:
    s, me = _active(francs=0, goods={"fish": 5, "meat": 2})
    due = evolve(s, dues=(Due(me, "food", 3),))
    assert rules(due, Feed("fish", 4)) == {"LH-PAY-FOOD"}
    assert not rules(due, Feed("meat", 1))
    assert rules(due, Feed("meat", 2)) == {"LH-PAY-FOOD"}
    assert rules(due, Feed("grain", 1)) == {"LH-GOODS-FOOD"}


@pytest.mark.rule("LH-ROUND-FEED-SHIPS")
def test_edge_ship_food_beyond_the_demand_is_lost() -> None:
    s, me = _active(francs=0, ships=("S06", "S01"))  # 5 + 4 food with 2 players
    s = after_main(evolve(s, step=7))
    t = lh.apply(s, EndTurn())
    assert all(d.player != me for d in t.dues)


@pytest.mark.rule("LH-SUPPLY-INTEREST")
def test_edge_interest_on_the_last_franc() -> None:
    s = game(2, seed=3)
    k = next(i for i, t in enumerate(s.tiles) if TILE[t].interest)
    s = with_player(s, 0, loans=1, francs=1)
    s = with_player(s, 1, loans=1, francs=1)
    t = lh.apply(after_main(evolve(s, step=k)), EndTurn())
    assert [p.francs for p in t.players] == [0, 0] and [p.loans for p in t.players] == [1, 1]


@pytest.mark.rule("LH-FINAL-NO-BUY")
def test_negative_no_buying_ships_in_the_final_phase() -> None:
    s, _me = _active(francs=50)
    s = evolve(s, round=s.rounds + 1, ship_stacks=(("S04",), (), (), ()))
    assert rules(s, Buy("S04")) == {"LH-FINAL-NO-BUY"}


@pytest.mark.rule("LH-BUILD-WHO")
def test_negative_builders_never_build_ships_or_town_buildings() -> None:
    s, me = _active(goods={"wood": 9, "clay": 9, "iron": 9}, francs=5)
    s = evolve(town(s, "03"), proposals=(("04",), (), ()), ship_stacks=(("S04",), (), (), ()))
    t = lh.apply(s, Enter("B1"))  # the Joinery is the only build
    assert "04" in t.players[me].buildings and "03" in t.town and t.ship_stacks[0] == ("S04",)


@pytest.mark.rule("LH-BUILD-COST")
def test_edge_masons_guild_never_below_zero() -> None:
    s, me = _active(goods={"wood": 3})
    s = own(s, me, "025")
    s = evolve(s, proposals=(("04",), (), ()))
    t = lh.apply(s, Enter("B1"))  # the Joinery costs 3 wood: no clay or brick to waive
    assert "04" in t.players[me].buildings and t.players[me].goods["wood"] == 0


@pytest.mark.rule("LH-BUILD-EMPTY")
def test_edge_an_emptied_pile_stays_empty() -> None:
    s, _me = _active(francs=100)
    s = evolve(s, proposals=(("03",), s.proposals[1], s.proposals[2]))
    t = lh.apply(s, Buy("03"))
    t = run(t, TakeOffer("wood"), EndTurn())
    assert t.proposals[0] == ()


@pytest.mark.rule("LH-SHIP-MODERNISE")
def test_edge_each_wharf_is_modernised_separately_and_wooden_ships_need_none() -> None:
    s, me = _active(goods={"wood": 6, "coal": 1})
    s = own(s, me, "12", "17")
    s = evolve(s, modernised=("17",), ship_stacks=(("S04",), (), (), ()))
    t = lh.apply(s, Enter("12"))
    assert "S04" in t.players[me].ships and t.modernised == ("17",)


@pytest.mark.rule("LH-SHIP-BUILD")
def test_negative_a_liner_at_an_unmodernised_wharf_needs_the_brick() -> None:
    s, me = _active(goods={"steel": 3, "coal": 1})
    s = own(s, me, "12")
    s = evolve(s, ship_stacks=((), (), (), ("S18",)))
    assert rules(s, Enter("12")) == {"LH-ENTER-USABLE"}
    t = with_player(s, me, goods={"steel": 3, "coal": 1, "brick": 1})
    assert "S18" in lh.apply(t, Enter("12")).players[me].ships


@pytest.mark.rule("LH-END-GOODS")
def test_negative_goods_are_worth_nothing_without_the_storehouse() -> None:
    s, me = _active(francs=0, goods={"steel": 20})
    assert lh.scores(s)[me] == 0
    assert lh.scores(own(s, me, "24"))[me] == 4 + 10


@pytest.mark.rule("LH-GEN-RANDOM")
def test_the_seed_alone_decides_the_setup() -> None:
    a, b = lh.new_game(5, 123), lh.new_game(5, 123)
    assert lh.dump_state(a) == lh.dump_state(b)
    assert lh.new_game(5, 124).tiles != a.tiles or lh.new_game(5, 124).specials != a.specials


@pytest.mark.rule("LH-SETUP-SHORT")
def test_short_game_differs_only_as_listed() -> None:
    full, short = game(3), game(3, short=True)
    assert full.start_player == short.start_player and short.specials == ()
    assert sum(len(p) for p in short.proposals) == 21 and sum(len(p) for p in full.proposals) == 27


@pytest.mark.rule("LH-PAY-FOOD", "LH-ROUND-FEED-PAY")
def test_negative_feeding_goes_from_the_most_valuable_food_and_never_strands_the_rest() -> None:
    s, me = _active(francs=0, goods={"meat": 1, "bread": 1, "fish": 2})
    due = evolve(s, dues=(Due(me, "food", 5),))
    moves = set(lh.legal_moves(due))
    # fish first would leave 3 food that meat and bread can no longer pay (they come before)
    assert Feed("fish", 2) not in moves and rules(due, Feed("fish", 2)) == {"LH-PAY-FOOD"}
    t = lh.apply(due, Feed("meat", 1))
    assert t.dues[0].amount == 2 and Feed("meat", 1) not in lh.legal_moves(t)
    assert rules(t, Sell("03")) == {"LH-TIME-OWN"}  # not in the middle of a payment
    u = lh.apply(t, Feed("bread", 1))
    assert not u.dues and dict(u.players[me].goods) == {"fish": 2}


@pytest.mark.rule("LH-PAY-FOOD")
def test_every_minimal_payment_is_reachable_and_only_those() -> None:
    from brass_rules.le_havre.payments import food_payments

    s, me = _active(francs=2, goods={"meat": 2, "bread": 1, "smoked_fish": 1, "fish": 3})
    start = evolve(s, dues=(Due(me, "food", 5),))
    reached = set()
    frontier = [start]
    while frontier:
        st = frontier.pop()
        for m in lh.legal_moves(st):
            if not isinstance(m, Feed):
                continue
            nxt = lh.apply(st, m)
            if nxt.dues:
                frontier.append(nxt)
            else:
                p = nxt.players[me]
                reached.add((s.players[me].goods.minus(p.goods), 2 - p.francs))
    expected = set(food_payments(s.players[me].goods, 2, 5))
    assert reached == expected  # the same payments as a one-shot LH-PAY-FOOD payment


@pytest.mark.rule("LH-TIME-OWN", "LH-BUILD-SECOND")
def test_negative_the_construction_firm_cannot_change_hands_between_its_builds() -> None:
    s, me = _active(goods={"wood": 6, "clay": 2}, francs=20)
    s = evolve(s, proposals=(("03", "04"), ("07",), ()))
    t = run(s, Enter("B3", bag(), 2), Act(option="03", give=bag(wood=1, clay=1)))
    assert rules(t, Buy("B3")) == {"LH-TIME-OWN"}
    mine = own(s, me, "B3")
    u = run(mine, Enter("B3"), Act(option="03", give=bag(wood=1, clay=1)))
    assert rules(u, Sell("B3")) == {"LH-TIME-OWN"}
    assert not rules(u, Sell("03"))


@pytest.mark.rule("LH-TIME-OWN")
def test_negative_the_busy_construction_firm_is_not_listed_for_sale() -> None:
    s, me = _active(goods={"wood": 6, "clay": 2}, francs=20)
    s = own(evolve(s, proposals=(("03", "04"), ("07",), ())), me, "B3")
    u = run(s, Enter("B3"), Act(option="03", give=bag(wood=1, clay=1)))
    sales = {m.card for m in lh.legal_moves(u) if isinstance(m, Sell)}
    assert sales == {"03"}
