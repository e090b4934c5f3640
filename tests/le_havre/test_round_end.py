"""LH-ROUND and LH-LOAN: the end of a round, feeding and loans."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Borrow, EndTurn, Enter, Feed, Repay, Sell
from brass_rules.le_havre.rounds import current_card
from brass_rules.le_havre.state import Phase
from tests.le_havre.builder import after_main, game, own, rules, town, with_player


def _round_end(s: lh.GameState, rnd: int = 1) -> lh.GameState:
    """The last turn of round *rnd*, its main action done."""
    n = s.num_players
    active = (s.start_player + (rnd - 1) * 7 + 6) % n
    return after_main(evolve(s, round=rnd, step=7, active=active))


def _feed_all(s: lh.GameState) -> lh.GameState:
    while s.dues:
        s = lh.apply(s, lh.legal_moves(s)[0])
    return s


def _rich_food(s: lh.GameState) -> lh.GameState:
    for i in range(s.num_players):
        s = with_player(s, i, francs=100)
    return s


@pytest.mark.rule("LH-ROUND-HARVEST", "LH-ROUND-STEPS")
def test_harvest_grain_and_cattle() -> None:
    s = _rich_food(game(2))  # round 1 of 2 players: harvest
    s = with_player(s, 0, goods={"grain": 1, "cattle": 1, "bread": 3})
    s = with_player(s, 1, goods={"cattle": 2, "meat": 2})
    t = _feed_all(lh.apply(_round_end(s), EndTurn()))
    assert t.players[0].goods["grain"] == 2 and t.players[0].goods["cattle"] == 1
    assert t.players[1].goods["cattle"] == 3 and t.players[1].goods["grain"] == 0


@pytest.mark.rule("LH-ROUND-HARVEST")
def test_no_harvest_on_a_no_harvest_card_and_the_feedlot() -> None:
    s = _rich_food(game(3))  # 3 players, round 1: card R03, no harvest
    assert not current_card(s)[0].harvest
    s = with_player(s, 0, goods={"grain": 4, "cattle": 4})
    t = _feed_all(lh.apply(_round_end(s), EndTurn()))
    assert t.players[0].goods["grain"] == 4
    u = _rich_food(game(2))
    u = own(u, 0, "024")
    for cattle, gained in ((1, 0), (2, 2), (6, 2), (7, 1)):
        v = with_player(u, 0, goods={"cattle": cattle})
        v = _feed_all(lh.apply(_round_end(v), EndTurn()))
        assert v.players[0].goods["cattle"] == cattle + gained


@pytest.mark.rule("LH-ROUND-FEED-DEMAND", "LH-ROUND-FEED-PAY", "LH-PAY-NO-REFUND")
def test_feeding_with_goods_and_francs() -> None:
    s = game(2)  # round 1, 2 players: 3 food
    s = with_player(s, 0, goods={"meat": 1, "fish": 2}, francs=5)
    s = with_player(s, 1, goods={}, francs=5)
    t = lh.apply(_round_end(s), EndTurn())
    assert t.phase is Phase.FEEDING
    payer = t.to_move
    assert payer is not None and t.dues[0].amount == 3
    if payer == 1:
        t = lh.apply(t, Feed("francs", 3))
    assert t.to_move == 0
    moves = set(lh.legal_moves(t))
    assert {Feed("meat", 1), Feed("fish", 1), Feed("fish", 2), Feed("francs", 3)} <= moves
    assert rules(t, Feed("francs", 2)) == {"LH-PAY-FOOD"}
    u = _feed_all(lh.apply(t, Feed("meat", 1)))
    assert dict(u.players[0].goods).get("meat", 0) == 0 and u.players[0].goods["fish"] == 2
    assert u.players[1].francs == 2


@pytest.mark.rule("LH-ROUND-FEED-DEMAND")
def test_edge_zero_demand_asks_nothing() -> None:
    s = game(5)  # 5 players, round 1: 0 food
    assert current_card(s)[1].food == 0
    t = lh.apply(_round_end(s), EndTurn())
    assert not t.dues and t.round == 2


@pytest.mark.rule("LH-ROUND-FEED-SHIPS", "LH-SHIP-FOOD")
def test_ships_lower_the_demand() -> None:
    s = game(2)  # 3 food; a wooden ship gives 4 with 2 players
    s = with_player(s, 0, ships=("S02",), francs=0, goods={})
    s = with_player(s, 1, ships=("S18",), francs=3, goods={})  # a liner gives no food
    t = lh.apply(_round_end(s), EndTurn())
    assert [d.player for d in t.dues] == [1]
    assert _feed_all(t).players[0].francs == 0


@pytest.mark.rule("LH-ROUND-FEED-SHORT", "LH-LOAN-SHORT", "LH-LOAN-TAKE", "LH-LOAN-VALUE")
def test_unable_to_feed_pay_everything_then_borrow_the_minimum() -> None:
    s = game(2)
    s = with_player(s, 0, goods={"fish": 1}, francs=0)
    s = own(s, 0, "03")
    s = with_player(s, 1, goods={"meat": 5})
    t = lh.apply(_round_end(s), EndTurn())
    while t.to_move != 0:
        t = lh.apply(t, lh.legal_moves(t)[0])
    moves = lh.legal_moves(t)
    assert Borrow() in moves and Sell("03") in moves
    assert not any(isinstance(m, Feed) for m in moves)
    b = lh.apply(t, Borrow())  # 3 food: 1 fish, then 1 loan for the missing 2 -> 2 francs back
    assert (b.players[0].loans, b.players[0].francs, b.players[0].goods["fish"]) == (1, 2, 0)
    sold = lh.apply(t, Sell("03"))  # 5 francs: now he can pay, so no loan
    assert rules(sold, Borrow()) == {"LH-LOAN-TAKE"}


@pytest.mark.rule("LH-LOAN-TAKE")
def test_negative_no_loan_outside_a_due_payment() -> None:
    s = game(2)
    assert rules(s, Borrow()) == {"LH-LOAN-TAKE"}
    assert not any(isinstance(m, Borrow) for m in lh.legal_moves(s))


@pytest.mark.rule("LH-ROUND-FEED-ORDER")
def test_feeding_starts_with_the_next_rounds_first_player() -> None:
    s = game(3, seed=2)
    for i in range(3):
        s = with_player(s, i, goods={"fish": 3})  # a choice each, so nobody is fed automatically
    t = lh.apply(_round_end(s), EndTurn())
    last = (s.start_player + 6) % 3
    assert [d.player for d in t.dues] == [(last + k + 1) % 3 for k in range(3)]


@pytest.mark.rule("LH-ROUND-TOWN-STANDARD")
def test_standard_icon_gives_the_lowest_pile_top_to_the_town() -> None:
    s = _rich_food(game(2))
    s = evolve(s, round=2)  # 2 players, round 2 (card R02): standard icon
    assert current_card(s)[1].town_building == "standard"
    tops = sorted(p[0] for p in s.proposals if p)
    t = _feed_all(lh.apply(_round_end(s, 2), EndTurn()))
    assert tops[0] in t.town


@pytest.mark.rule("LH-ROUND-TOWN-STANDARD", "LH-BUILD-EMPTY")
def test_positive_edge_standard_icon_with_empty_piles_does_nothing() -> None:
    s = _rich_food(game(2))
    s = evolve(s, round=2, proposals=((), (), ()))
    t = _feed_all(lh.apply(_round_end(s, 2), EndTurn()))
    assert t.town == s.town and t.proposals == ((), (), ())


@pytest.mark.rule("LH-ROUND-TOWN-SPECIAL", "LH-HIDDEN-SPECIALS")
def test_special_icon_turns_up_the_top_special() -> None:
    s = _rich_food(game(1))  # solo full, round 1 (R01): special icon
    assert current_card(s)[1].town_building == "special"
    top = s.specials[0]
    t = _feed_all(lh.apply(_round_end(s), EndTurn()))
    assert top in t.town and t.specials == s.specials[1:]


@pytest.mark.rule("LH-ROUND-TOWN-SPECIAL", "LH-BUILD-STADIUM")
def test_the_stadium_goes_to_an_empty_pile_or_waits() -> None:
    s = _rich_food(game(1))
    s = evolve(s, specials=("31", "001"))
    t = _feed_all(lh.apply(_round_end(s), EndTurn()))
    assert t.stadium_waiting and "31" not in t.town
    u = evolve(s, proposals=(s.proposals[0], (), s.proposals[2]))
    u = _feed_all(lh.apply(_round_end(u), EndTurn()))
    assert u.proposals[1] == ("31",) and not u.stadium_waiting
    # a waiting stadium moves onto the first pile that empties
    v = evolve(t, proposals=(("03",), t.proposals[1], t.proposals[2]))
    v = with_player(v, v.active, francs=50)
    w = lh.apply(v, lh.Buy("03"))
    assert w.proposals[0] == ("31",) and not w.stadium_waiting


@pytest.mark.rule("LH-ROUND-TOWN-NONE", "LH-ROUND-SHIP", "LH-SHIP-STACKS")
def test_no_icon_no_building_and_the_ship_enters_play() -> None:
    s = _rich_food(game(2))  # round 1 of 2 players: R01, no icon, ship S01
    t = _feed_all(lh.apply(_round_end(s), EndTurn()))
    assert t.town == s.town and t.ship_stacks[0] == ("S01",)
    assert not rules(with_player(t, t.active, francs=20), lh.Buy("S01"))


@pytest.mark.rule("LH-ROUND-NEXT")
def test_the_next_round_starts_after_the_seventh_turn_player() -> None:
    s = _rich_food(game(3, seed=4))
    last = (s.start_player + 6) % 3
    t = _feed_all(lh.apply(_round_end(s), EndTurn()))
    assert t.round == 2 and t.step == 1 and t.active == (last + 1) % 3


@pytest.mark.rule("LH-ROUND-LAST", "LH-FINAL-TURNS")
def test_after_the_last_round_the_final_phase_starts_with_the_start_player() -> None:
    s = _rich_food(game(2, short=True))
    t = _feed_all(lh.apply(_round_end(s, s.rounds), EndTurn()))
    assert t.round == s.rounds + 1 and t.active == s.start_player and t.phase is Phase.MAIN
    assert not t.is_over


@pytest.mark.rule("LH-LOAN-REPAY")
def test_repay_five_francs_a_loan() -> None:
    s = game(2)
    me = s.active
    s = with_player(s, me, loans=3, francs=11)
    assert {m for m in lh.legal_moves(s) if isinstance(m, Repay)} == {Repay(1), Repay(2)}
    assert rules(s, Repay(3)) == {"LH-LOAN-REPAY"}
    t = lh.apply(s, Repay(2))
    assert (t.players[me].loans, t.players[me].francs) == (1, 1)
    assert rules(with_player(s, me, loans=0), Repay(1)) == {"LH-LOAN-REPAY"}


@pytest.mark.rule("LH-LOAN-COURT")
@pytest.mark.parametrize(
    ("loans", "options"), [(1, {"one"}), (2, {"one_paid"}), (3, {"two", "one_paid"}), (0, set())]
)
def test_the_local_court(loans: int, options: set[str]) -> None:
    s = game(3)
    me = s.active
    s = with_player(town(s, "15"), me, loans=loans, francs=0)
    if not options:
        assert rules(s, Enter("15")) == {"LH-ENTER-USABLE"}
        return
    t = lh.apply(s, Enter("15"))
    if len(options) == 1:
        back = {"one": (loans - 1, 0), "one_paid": (loans - 1, 2)}[options.pop()]
        assert (t.players[me].loans, t.players[me].francs) == back
    else:
        assert {m.option for m in lh.legal_moves(t)} == options


@pytest.mark.rule("LH-LOAN-END", "LH-END-SCORE")
def test_loans_cost_seven_at_the_end() -> None:
    s = game(2)
    s = with_player(s, 0, loans=2, francs=3, goods={"steel": 5})
    s = with_player(s, 1, loans=0, francs=0, goods={})
    assert lh.scores(s)[0] == 3 - 14
    s = own(s, 1, "03")
    s = with_player(s, 1, ships=("S07",))
    assert lh.scores(s)[1] == 10 + 6


@pytest.mark.rule("LH-TIME-PAYMENT")
def test_a_payer_may_repay_first() -> None:
    s = game(2)
    s = with_player(s, 0, goods={"meat": 1}, francs=10, loans=1)
    s = with_player(s, 1, goods={"meat": 1})
    t = lh.apply(_round_end(s), EndTurn())
    while t.to_move != 0:
        t = lh.apply(t, lh.legal_moves(t)[0])
    assert Repay(1) in lh.legal_moves(t)


@pytest.mark.rule("LH-ROUND-FEED-ORDER")
def test_after_the_last_round_feeding_starts_with_the_start_player() -> None:
    s = game(3, seed=2)
    for i in range(3):
        s = with_player(s, i, goods={"fish": 30})
    t = lh.apply(_round_end(s, s.rounds), EndTurn())
    assert t.dues[0].player == s.start_player
