"""Out-of-turn sales and repayments offered by ``out_of_turn_moves`` (LH-TIME-OTHERS,
LH-TIME-PAYMENT, LH-TIME-ROUND-END, LH-TIME-FINAL, LH-LOAN-REPAY before interest)."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.errors import NotationError
from brass_rules.le_havre.actions.sell import value_of
from brass_rules.le_havre.data.ships import SHIPS
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.moves import Buy, EndTurn, Repay, Sell, TakeOffer
from brass_rules.le_havre.state import Due, GameState, Phase, Progress
from tests.le_havre.builder import after_main, game, own, run, with_player


def _three() -> tuple[GameState, int]:
    s = game(3, seed=3)
    other = (s.active + 1) % 3
    s = own(with_player(s, other, francs=12, loans=2), other, "03")
    return s, other


def _legal_everywhere(s: GameState, player: int) -> None:
    for m in lh.out_of_turn_moves(s, player):
        assert lh.validate(s, m) == (), m
        lh.apply(s, m)


def _same_ship(m: Sell | Repay) -> object:
    """A move up to the equality of two ships of one type and value."""
    if isinstance(m, Sell) and m.card in SHIPS:
        return ("ship", SHIPS[m.card].type, SHIPS[m.card].value)
    return m


def _before_interest(s: GameState) -> GameState:
    """The state at the end of the turn before the interest tile."""
    k = next(i for i, t in enumerate(s.tiles) if TILE[t].interest)
    assert k > 0
    return after_main(evolve(s, step=k))


@pytest.mark.rule("LH-TIME-OTHERS")
def test_positive_others_are_offered_their_sales_and_repayments_before_and_after_the_main_action(
) -> None:  # fmt: skip
    s, other = _three()
    want = (Sell("03", other), Repay(1, other), Repay(2, other))
    assert lh.out_of_turn_moves(s, other) == want  # before the main action
    assert lh.out_of_turn_moves(after_main(s), other) == want  # after it
    _legal_everywhere(s, other)
    _legal_everywhere(after_main(s), other)
    t = lh.apply(s, Sell("03", other))
    assert t.players[other].francs == 17 and "03" in t.town and t.to_move == s.active
    assert lh.out_of_turn_moves(s, s.active) == ()  # the player to move: legal_moves
    assert not any(m in lh.legal_moves(s) for m in want)  # never listed by legal_moves


@pytest.mark.rule("LH-TIME-OTHERS", "LH-TIME-OWN")
def test_positive_between_the_construction_firms_builds() -> None:
    s, other = _three()
    between = evolve(s, phase=Phase.ACTION, action=Progress("B3", stage=1, between=True))
    assert lh.out_of_turn_moves(between, other) == (
        Sell("03", other), Repay(1, other), Repay(2, other)
    )  # fmt: skip
    _legal_everywhere(between, other)


@pytest.mark.rule("LH-TIME-OTHERS", "LH-BUY-WHO")
def test_negative_never_a_purchase_nor_inside_an_action_step() -> None:
    s, other = _three()
    s = with_player(s, other, francs=60)
    assert not any(isinstance(m, Buy) for m in lh.out_of_turn_moves(s, other))
    inside = evolve(s, phase=Phase.ACTION, action=Progress("B1"))
    assert lh.out_of_turn_moves(inside, other) == ()
    assert lh.validate(inside, Sell("03", other))


@pytest.mark.rule("LH-TIME-OTHERS", "LH-TIME-PAYMENT")
def test_negative_a_player_who_owes_nothing_waits_while_another_pays() -> None:
    s, other = _three()
    due = evolve(s, dues=(Due(s.active, "interest", 1),))
    assert lh.out_of_turn_moves(due, other) == ()
    assert {v.rule for v in lh.validate(due, Sell("03", other))} == {"LH-TIME-OTHERS"}


@pytest.mark.rule("LH-TIME-PAYMENT", "LH-TIME-OTHERS")
def test_positive_a_player_who_still_owes_sells_before_his_payment_whoever_pays_now() -> None:
    s, other = _three()
    payer = s.active
    due = evolve(s, dues=(Due(payer, "food", 3), Due(other, "food", 4)))
    assert due.to_move == payer
    moves = lh.out_of_turn_moves(due, other)
    assert moves == (Sell("03", other), Repay(1, other), Repay(2, other))
    _legal_everywhere(due, other)


@pytest.mark.rule("LH-TIME-PAYMENT", "LH-TIME-OWN")
def test_negative_never_in_the_middle_of_a_payment() -> None:
    s, other = _three()
    mid = evolve(s, dues=(Due(s.active, "food", 3, last=0), Due(other, "food", 4)))
    assert lh.out_of_turn_moves(mid, other) == ()
    assert lh.validate(mid, Sell("03", other))


@pytest.mark.rule("LH-TIME-ROUND-END")
def test_positive_round_end_offers_only_the_players_who_must_still_feed() -> None:
    s = game(3, seed=2)
    s = evolve(s, step=7)
    a, b, c = s.active, (s.active + 1) % 3, (s.active + 2) % 3
    s = with_player(s, a, goods={}, francs=0)
    s = own(s, a, "03")
    s = own(with_player(s, b, goods={}, francs=0, loans=1), b, "04")
    s = own(with_player(s, c, goods={"meat": 30}, francs=20, loans=1), c, "05")
    t = lh.apply(after_main(s), EndTurn())
    assert t.phase is Phase.FEEDING
    first = t.to_move
    assert first is not None and t.players[first].francs == 0
    waiting = [d.player for d in t.dues[1:]]
    for i in range(3):
        if i == first:
            assert lh.out_of_turn_moves(t, i) == ()
        elif i in waiting:
            assert any(isinstance(m, Sell) for m in lh.out_of_turn_moves(t, i))
            assert not any(isinstance(m, Buy) for m in lh.out_of_turn_moves(t, i))
            _legal_everywhere(t, i)
        else:
            assert lh.out_of_turn_moves(t, i) == ()  # fed already: no moment in the round end


@pytest.mark.rule("LH-TIME-ROUND-END")
def test_edge_sale_out_of_turn_before_feeding_pays_that_players_food() -> None:
    s = game(2, seed=1)
    s = evolve(s, step=7)
    s = own(with_player(s, 0, goods={}, francs=0), 0, "03")
    s = own(with_player(s, 1, goods={}, francs=0), 1, "05")
    t = lh.apply(after_main(s), EndTurn())
    assert t.phase is Phase.FEEDING and len(t.dues) == 2
    waiting = t.dues[1].player
    need = t.dues[1].amount
    half = value_of("05") // 2
    u = lh.apply(t, Sell("05", waiting))  # francs before his turn to feed
    assert u.players[waiting].francs == half and u.dues[1].amount == need
    assert u.to_move == t.to_move and "05" in u.town


@pytest.mark.rule("LH-TIME-FINAL")
def test_positive_final_phase_offers_sales_and_repayments_never_a_purchase() -> None:
    for players in (2, 5):
        s = game(players, seed=4)
        s = evolve(s, round=s.rounds + 1, step=1, active=s.start_player, phase=Phase.MAIN)
        other = (s.active + 1) % players
        s = own(with_player(s, other, francs=60, loans=1), other, "03")
        moves = lh.out_of_turn_moves(s, other)
        assert moves == (Sell("03", other), Repay(1, other))
        assert not any(isinstance(m, Buy) for m in moves)
        _legal_everywhere(s, other)
        _legal_everywhere(after_main(s), other)


@pytest.mark.rule("LH-TIME-FINAL", "LH-END-OVER")
def test_edge_the_last_final_turn_and_the_end() -> None:
    s = game(2, seed=4)
    last = (s.start_player + 1) % 2
    s = evolve(s, round=s.rounds + 1, step=2, active=last, phase=Phase.AFTER)
    other = 1 - last
    s = own(with_player(s, other, francs=5, loans=1), other, "03")
    assert lh.out_of_turn_moves(s, other) == (Sell("03", other), Repay(1, other))
    over = lh.apply(s, EndTurn())
    assert over.is_over
    assert lh.out_of_turn_moves(over, other) == () and lh.out_of_turn_moves(over, last) == ()


@pytest.mark.rule("LH-LOAN-REPAY", "LH-TIME-OTHERS")
def test_edge_the_last_loan_is_repaid_out_of_turn() -> None:
    s, other = _three()
    s = with_player(s, other, francs=5, loans=1, buildings=())
    assert lh.out_of_turn_moves(s, other) == (Repay(1, other),)
    t = lh.apply(s, Repay(1, other))
    assert t.players[other].loans == 0 and t.players[other].francs == 0
    assert lh.out_of_turn_moves(t, other) == ()
    assert lh.out_of_turn_moves(with_player(s, other, francs=4), other) == ()


@pytest.mark.rule("LH-SUPPLY-INTEREST", "LH-LOAN-REPAY")
def test_positive_repaying_out_of_turn_just_before_the_interest_saves_it() -> None:
    s = game(3, seed=3)
    s = _before_interest(s)
    nxt = (s.active + 1) % 3
    other = (s.active + 2) % 3
    s = with_player(s, other, francs=5, loans=1)
    s = with_player(s, nxt, francs=5, loans=1)
    kept = lh.apply(s, EndTurn())  # nobody repays: both pay 1 franc
    assert kept.players[other].francs == 4 and kept.players[nxt].francs == 4
    assert Repay(1, other) in lh.out_of_turn_moves(s, other)
    t = run(s, Repay(1, other), EndTurn())
    assert t.players[other].francs == 0 and t.players[other].loans == 0  # no interest
    assert t.players[nxt].francs == 4


@pytest.mark.rule("LH-SUPPLY-INTEREST", "LH-LOAN-REPAY", "LH-TIME-PAYMENT")
def test_edge_a_player_who_repays_every_loan_before_paying_owes_no_interest() -> None:
    s = game(3, seed=3)
    s = _before_interest(s)
    nxt = (s.active + 1) % 3
    other = (s.active + 2) % 3
    s = own(with_player(s, nxt, francs=0, loans=1, goods={}), nxt, "04")
    s = own(with_player(s, other, francs=5, loans=1), other, "03")
    t = lh.apply(s, EndTurn())
    assert t.to_move == nxt and [d.player for d in t.dues] == [nxt, other]
    assert Repay(1, other) in lh.out_of_turn_moves(t, other)
    u = lh.apply(t, Repay(1, other))  # before his payment: he has no loan when it comes
    v = lh.apply(u, Sell("04"))  # the payer to move sells and pays; the other owes nothing
    assert not v.dues and v.to_move == v.active
    assert v.players[other].francs == 0 and v.players[other].loans == 0
    assert v.players[nxt].francs == value_of("04") // 2 - 1


@pytest.mark.rule("LH-TIME-OTHERS")
def test_edge_observation_one_player_and_bad_players() -> None:
    s, other = _three()
    obs = lh.observe(s, other)
    assert lh.out_of_turn_moves(obs, other) == lh.out_of_turn_moves(s, other) != ()
    assert lh.out_of_turn_moves(lh.observe(s, s.active), other) == ()  # not the observer
    solo = game(1, short=True)
    assert lh.out_of_turn_moves(solo, 0) == ()  # the only player is always to move
    with pytest.raises(ValueError):
        lh.out_of_turn_moves(s, 3)
    with pytest.raises(TypeError):  # a bool is no player (docs/errors.rst)
        lh.out_of_turn_moves(s, True)


@pytest.mark.rule("LH-TIME-OTHERS", "LH-TIME-PAYMENT")
@pytest.mark.parametrize(("players", "short"), [(2, True), (5, True), (3, False)])
def test_edge_every_offered_move_is_legal_in_random_games(players: int, short: bool) -> None:
    rng = random.Random(players)
    s = lh.new_game(players, 11, short=short)
    steps = 0
    offered = 0
    while not s.is_over and steps < 400:
        for i in range(players):
            moves = lh.out_of_turn_moves(s, i)
            offered += len(moves)
            for m in moves:
                assert lh.validate(s, m) == (), m
                assert not isinstance(m, Buy)
            if i != s.to_move:  # every legal sale and repayment is listed (equal ships once)
                p = s.players[i]
                tried = [Sell(c, i) for c in (*p.buildings, *p.ships, "B1", "S01")]
                tried += [Repay(n, i) for n in range(0, p.loans + 2)]
                legal = {m for m in tried if lh.validate(s, m) == ()}
                kinds = {_same_ship(m) for m in legal}
                assert kinds == {_same_ship(m) for m in moves}, (legal, moves)
            if moves:
                lh.apply(s, rng.choice(moves))
        s = lh.apply(s, rng.choice(lh.legal_moves(s)))
        steps += 1
    assert offered > 0


@pytest.mark.rule("LH-TIME-OTHERS")
def test_positive_negative_out_of_turn_moves_in_notation_and_json() -> None:
    s, other = _three()
    text = lh.format_move(s, Sell("03", other))
    assert text == f"sell Fishery (P{other})"  # seats from 0, as in the JSON
    assert lh.parse_move(s, text) == Sell("03", other)
    assert lh.parse_move(s, f"Repay 2 Loans (p{other})") == Repay(2, other)
    # the 1-based form of brass_rules 0.1.0 is still read (old text records)
    assert lh.parse_move(s, f"Repay 2 Loans (Player {other + 1})") == Repay(2, other)
    assert lh.move_from_json(lh.move_to_json(Repay(2, other))) == Repay(2, other)
    inside = evolve(s, phase=Phase.ACTION, action=Progress("B1"))
    with pytest.raises(NotationError):
        lh.parse_move(inside, text)  # not open now


@pytest.mark.rule("LH-TIME-OTHERS")
def test_edge_an_out_of_turn_sale_in_a_game_record() -> None:
    from brass_rules.records import (
        GameRecord,
        dump_record,
        format_record,
        load_record,
        parse_record,
    )

    s = lh.new_game(3, 3)
    seller = s.active
    rec = GameRecord(game="le_havre", players=3, seed=3)
    for m in (Buy("B1"), TakeOffer(next(k for k, v in s.offers.items() if v)), EndTurn()):
        rec = rec.with_move(m)
    t = rec.final_state()
    assert lh.out_of_turn_moves(t, seller) == (Sell("B1", seller),)
    rec = rec.with_move(Sell("B1", seller))
    assert rec.final_state().players[seller].francs == t.players[seller].francs + 2
    assert parse_record(format_record(rec)).moves == rec.moves
    assert load_record(dump_record(rec)).moves == rec.moves


@pytest.mark.rule("LH-LOAN-REPAY")
def test_negative_repayment_messages_count_the_loans() -> None:
    s, other = _three()
    s = with_player(s, other, francs=7, loans=1, buildings=())
    messages = {n: [v.message for v in lh.validate(s, Repay(n, other))] for n in (0, 1, 2)}
    assert messages[1] == []
    assert messages[0] == ["A repayment is of at least 1 loan."]
    assert messages[2] == ["You hold 1 loan: you cannot repay 2 loans."]
    poor = with_player(s, other, francs=4, loans=2)
    assert [v.message for v in lh.validate(poor, Repay(1, other))] == [
        "Repaying 1 loan costs 5 francs; you have 4."
    ]
    assert all(v.rule == "LH-LOAN-REPAY" for v in lh.validate(poor, Repay(2, other)))
