"""LH-FINAL and LH-END: the final phase, scoring and ranking."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import EndTurn, Enter, TakeOffer
from brass_rules.le_havre.scoring import end_bonus
from brass_rules.le_havre.state import Phase
from tests.le_havre.builder import game, own, rules, run, town, with_player


def _final(players: int = 3, step: int = 1) -> lh.GameState:
    s = game(players, seed=2)
    active = (s.start_player + step - 1) % players
    return evolve(s, round=s.rounds + 1, step=step, active=active, phase=Phase.MAIN)


@pytest.mark.rule("LH-FINAL-TURNS", "LH-FINAL-SEQUENTIAL", "LH-END-OVER")
@pytest.mark.parametrize("players", [1, 2, 5])
def test_one_final_turn_each_from_the_start_player(players: int) -> None:
    s = _final(players)
    order = []
    while not s.is_over:
        order.append(s.active)
        space = next((k for k, v in s.offers.items() if v), None)
        # with no supply step the offers may run out: the final action is then skipped
        s = run(s, TakeOffer(space), EndTurn()) if space else lh.apply(s, EndTurn())
    assert order == [(s.start_player + k) % players for k in range(players)]
    assert s.to_move is None and lh.legal_moves(s) == ()


@pytest.mark.rule("LH-FINAL-ACTION")
def test_positive_negative_edge_at_most_one_main_action_and_it_may_be_skipped() -> None:
    s = _final()
    assert EndTurn() in lh.legal_moves(s)
    t = lh.apply(s, TakeOffer("wood"))
    assert rules(t, TakeOffer("fish")) == {"LH-MAIN-ONE"}
    # building stays allowed in the final phase
    me = s.active
    b = with_player(s, me, goods={"wood": 1, "clay": 1})
    b = evolve(b, proposals=(("03",), (), ()))
    assert "03" in lh.apply(b, Enter("B1")).players[me].buildings


@pytest.mark.rule("LH-FINAL-SHARED")
def test_negative_discs_are_not_displaced_in_the_final_phase() -> None:
    s = _final(2)
    me = s.active
    s = with_player(town(s, "03"), 1 - me, disc="03")
    t = lh.apply(s, Enter("03"))
    assert t.players[1 - me].disc == "03"


@pytest.mark.rule("LH-END-SCORE", "LH-END-GOODS")
def test_wealth_is_buildings_ships_bonuses_francs_less_loans() -> None:
    s = game(2)
    s = with_player(s, 0, francs=7, loans=1, goods={"steel": 10, "coke": 3}, ships=("S12",))
    s = own(s, 0, "14", "29")
    # 14 + 16 + Bank bonus (1 industrial * 3 + 1 economic * 2) + 10 + 7 - 7
    assert lh.scores(s)[0] == 14 + 16 + 5 + 10 + 7 - 7
    t = with_player(s, 0, francs=0, loans=5, goods={}, ships=())
    t = own(t, 1, "14", "29")
    assert lh.scores(t)[0] == -35  # wealth may be negative


@pytest.mark.rule("LH-END-BONUS")
def test_end_bonuses() -> None:
    s = game(4)
    s = with_player(s, 0, goods={"fish": 5, "steel": 2}, ships=("S01", "S06"))
    s = own(s, 0, "24", "26", "28", "29", "013", "012", "11", "B1", "023")
    assert end_bonus(s, 0, "24") == 3  # 7 goods -> 3
    assert end_bonus(s, 0, "26") == 12  # 2 ship cards + the yacht
    assert end_bonus(s, 0, "28") == 4 * 2 + 2 * 1  # public: 28, 11; craft: B1
    assert end_bonus(s, 0, "29") == 3 * 1 + 2 * 3  # industrial: 26; economic: 24, 29, 013
    assert end_bonus(s, 0, "013") == 2 * 3
    assert end_bonus(s, 0, "012") == 2 * 1
    assert end_bonus(s, 0, "03") == 0


@pytest.mark.rule("LH-END-WIN")
def test_positive_edge_ties_are_not_broken() -> None:
    s = game(3)
    s = with_player(s, 0, francs=10)
    s = with_player(s, 1, francs=10)
    s = with_player(s, 2, francs=3)
    assert lh.ranking(s) == ((0, 1), (2,))
    assert lh.ranking(game(1)) == ((0,),)
