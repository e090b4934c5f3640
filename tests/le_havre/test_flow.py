"""LH-FLOW, LH-SUPPLY, LH-MAIN, LH-OFFER, LH-TIME and LH-GEN: turns, the supply step, offers."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.errors import IllegalMoveError
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.moves import Buy, EndTurn, Enter, Repay, Sell, TakeOffer
from brass_rules.le_havre.state import Due, Phase, Progress
from tests.le_havre.builder import after_main, game, own, rules, run, with_player


def _any_offer(s: lh.GameState) -> TakeOffer:
    return TakeOffer(next(k for k, v in s.offers.items() if v))


def _tile_of(s: lh.GameState) -> int:
    return s.tiles[s.step - 1]


@pytest.mark.rule("LH-SUPPLY-MOVE", "LH-SUPPLY-TAKE", "LH-FLOW-ROUND")
def test_the_first_state_shows_the_first_supply_step() -> None:
    s = game(3, seed=2)
    base = dict(zip(("franc", "fish", "wood", "clay"), (2, 2, 2, 1), strict=True))
    for item in TILE[_tile_of(s)].items:
        base[item] = base.get(item, 0) + 1
    assert {k: v for k, v in s.offers.items() if v} == base
    assert s.step == 1 and s.round == 1


@pytest.mark.rule("LH-FLOW-ROTATION", "LH-FLOW-TURN", "LH-FLOW-END-TURN")
@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_turns_rotate_in_seat_order_across_rounds(players: int) -> None:
    s = game(players, seed=5)
    seen = []
    while len(seen) < 10:
        seen.append(s.active)
        s = run(s, _any_offer(s), EndTurn())
        while s.dues:  # feeding at the round end
            s = lh.apply(s, lh.legal_moves(s)[0])
    start = game(players, seed=5).start_player
    assert seen == [(start + t) % players for t in range(10)]


@pytest.mark.rule("LH-FLOW-END-TURN", "LH-MAIN-ONE")
def test_positive_negative_no_end_before_the_main_action_and_one_main_action_only() -> None:
    s = game(2)
    assert rules(s, EndTurn()) == {"LH-FLOW-END-TURN"}
    s = lh.apply(s, TakeOffer("wood"))
    assert s.phase is Phase.AFTER
    assert rules(s, TakeOffer("fish")) == {"LH-MAIN-ONE"}
    assert EndTurn() in lh.legal_moves(s)


@pytest.mark.rule("LH-FLOW-LAST-TURN", "LH-FLOW-PHASES")
def test_the_seventh_turn_ends_the_round() -> None:
    s = game(4, seed=1)
    for _ in range(6):
        s = run(s, _any_offer(s), EndTurn())
    assert s.step == 7 and s.round == 1
    s = run(s, _any_offer(s), EndTurn())
    while s.dues:
        s = lh.apply(s, lh.legal_moves(s)[0])
    assert s.round == 2 and s.step == 1


@pytest.mark.rule("LH-SUPPLY-INTEREST", "LH-LOAN-INTEREST")
def test_interest_is_one_franc_per_player_with_loans() -> None:
    s = game(3, seed=3)
    k = next(i for i, t in enumerate(s.tiles) if TILE[t].interest)
    s = with_player(s, 0, loans=3, francs=10)
    s = with_player(s, 1, loans=0, francs=10)
    s = with_player(s, 2, loans=1, francs=0)
    s = evolve(s, step=k)  # the turn before the interest tile
    s = after_main(s)
    nxt = lh.apply(s, EndTurn())
    assert nxt.players[0].francs == 9  # 1 franc, not 3
    assert nxt.players[1].francs == 10
    # player 2 cannot pay and has nothing to sell: a loan is forced (no choice, no move)
    assert (nxt.players[2].loans, nxt.players[2].francs) == (2, 3)
    assert not nxt.dues


@pytest.mark.rule("LH-SUPPLY-NONE-FINAL", "LH-FINAL-ACTION")
def test_positive_edge_no_supply_step_in_the_final_phase_of_a_solo_game() -> None:
    s = game(1, seed=2)
    s = evolve(s, round=s.rounds + 1, step=1, phase=Phase.MAIN)
    before = s.offers
    s = lh.apply(s, EndTurn())  # the final action may be skipped
    assert s.is_over and s.offers == before


@pytest.mark.rule("LH-MAIN-ALWAYS")
def test_a_main_action_is_always_possible_in_the_round_phase() -> None:
    s = game(5, seed=9)
    for _ in range(30):
        assert any(isinstance(m, TakeOffer) for m in lh.legal_moves(s))
        s = run(s, lh.legal_moves(s)[0], EndTurn()) if s.dues == () else s
        while s.dues:
            s = lh.apply(s, lh.legal_moves(s)[0])


@pytest.mark.rule("LH-OFFER-TAKE")
def test_take_all_tokens_of_one_space() -> None:
    s = game(2)
    me = s.active
    wood = s.offers["wood"]
    t = lh.apply(s, TakeOffer("wood"))
    assert t.players[me].goods["wood"] == wood and t.offers["wood"] == 0
    f = lh.apply(s, TakeOffer("franc"))
    assert f.players[me].francs == 5 + s.offers["franc"]
    assert rules(s, TakeOffer("coal")) == {"LH-OFFER-TAKE"}


@pytest.mark.rule("LH-OFFER-NONEMPTY")
def test_positive_negative_an_empty_space_cannot_be_taken() -> None:
    s = game(2)
    empty = next(k for k, v in s.offers.items() if not v)
    assert rules(s, TakeOffer(empty)) == {"LH-OFFER-NONEMPTY"}
    s = evolve(s, offers=s.offers.with_count("iron", 1))
    assert not rules(s, TakeOffer("iron"))  # the last single token


@pytest.mark.rule("LH-OFFER-DISC")
def test_positive_negative_taking_an_offer_does_not_move_the_disc() -> None:
    s = game(2)
    s = own(s, s.active, "03")
    s = with_player(s, s.active, disc="03")
    t = lh.apply(s, TakeOffer("wood"))
    assert t.players[s.active].disc == "03"


@pytest.mark.rule("LH-TIME-OWN")
def test_extra_actions_before_and_after_but_not_inside_an_action() -> None:
    s = game(2)
    me = s.active
    s = with_player(s, me, francs=30, goods={"grain": 3, "coal": 2})
    s = own(s, me, "05")
    assert not rules(s, Buy("B1"))  # before the main action
    t = lh.apply(s, Enter("05"))
    assert t.phase is Phase.ACTION
    assert rules(t, Buy("B1")) == {"LH-TIME-OWN"}
    assert rules(t, Sell("05")) == {"LH-TIME-OWN"}
    u = lh.apply(t, lh.legal_moves(t)[0])
    assert not rules(u, Buy("B1"))  # after the main action


@pytest.mark.rule("LH-TIME-OTHERS", "LH-TIME-PAYMENT")
def test_a_player_who_owes_sells_or_repays_out_of_turn() -> None:
    s = game(3, seed=3)
    k = next(i for i, t in enumerate(s.tiles) if TILE[t].interest)
    other = (s.active + 2) % 3
    s = with_player(s, other, loans=1, francs=0)
    s = own(s, other, "03")
    s = after_main(evolve(s, step=k))
    t = lh.apply(s, EndTurn())
    assert t.to_move == other and t.active != other
    assert Sell("03") in lh.legal_moves(t)
    assert rules(t, Buy("B1")) == {"LH-TIME-PAYMENT"}
    u = lh.apply(t, Sell("03"))  # 5 francs: the interest is then paid by itself
    assert not u.dues and u.players[other].francs == 4 and u.to_move == u.active


@pytest.mark.rule("LH-TIME-ROUND-END")
def test_negative_nobody_buys_during_the_round_end() -> None:
    s = game(2, seed=1)
    s = evolve(s, step=7)
    s = with_player(s, 0, goods={}, francs=0)
    s = own(s, 0, "03")
    s = with_player(s, 1, goods={"meat": 20}, francs=50)
    t = lh.apply(after_main(s), EndTurn())
    assert t.phase is Phase.FEEDING
    assert rules(t, Buy("B1")) == {"LH-TIME-PAYMENT"}


@pytest.mark.rule("LH-TIME-FINAL", "LH-FINAL-NO-BUY")
def test_final_phase_sell_and_repay_but_no_buy() -> None:
    s = game(2, seed=1)
    s = evolve(s, round=s.rounds + 1, step=1, active=s.start_player, phase=Phase.MAIN)
    me = s.active
    s = with_player(s, me, francs=40, loans=1)
    s = own(s, me, "03")
    assert rules(s, Buy("B1")) == {"LH-FINAL-NO-BUY"}
    assert not rules(s, Sell("03")) and not rules(s, Repay(1))


@pytest.mark.rule("LH-GEN-TURN", "LH-END-OVER")
def test_negative_no_move_after_the_end() -> None:
    s = game(1, short=True, seed=1)
    s = evolve(s, phase=Phase.OVER)
    assert s.to_move is None and lh.legal_moves(s) == ()
    assert rules(s, TakeOffer("wood")) == {"LH-END-OVER"}
    assert rules(game(2), object()) == {"LH-GEN-TURN"}  # type: ignore[arg-type]


@pytest.mark.rule("LH-GEN-ATOMIC")
def test_negative_an_illegal_move_changes_nothing() -> None:
    s = game(2)
    dump = lh.dump_state(s)
    with pytest.raises(IllegalMoveError) as err:
        lh.apply(s, Buy("B3"))  # 8 francs, he has 5
    assert err.value.violations[0].rule == "LH-PAY-FRANCS"
    assert lh.dump_state(s) == dump
    assert all(p.francs >= 0 for p in s.players)


@pytest.mark.rule("LH-TIME-OTHERS")
def test_other_players_sell_and_repay_between_the_active_players_actions() -> None:
    s = game(3, seed=3)
    other = (s.active + 1) % 3
    s = own(with_player(s, other, francs=5, loans=1), other, "03")
    assert not rules(s, Sell("03", player=other))  # before the main action
    t = lh.apply(s, Sell("03", player=other))
    assert "03" in t.town and t.players[other].francs == 10 and t.sold == ()
    assert not rules(after_main(s), Repay(1, player=other))
    u = lh.apply(after_main(s), Repay(1, player=other))
    assert u.players[other].loans == 0 and u.to_move == s.active
    inside = evolve(s, phase=Phase.ACTION, action=Progress("B1"))
    assert rules(inside, Sell("03", player=other)) == {"LH-TIME-OWN"}
    due = evolve(s, dues=(Due(s.active, "interest", 1),))
    assert rules(due, Sell("03", player=other)) == {"LH-TIME-OTHERS"}
    assert rules(s, Sell("03", player=7)) == {"LH-TIME-OTHERS"}
    assert lh.move_from_json(lh.move_to_json(Sell("03", player=other))) == Sell("03", other)
