"""LH-ROUND-FEED-SHIPS: the ships counted at a feeding are those owned while paying (issue 23,
point 1): a ship sold before paying no longer feeds its former owner."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Borrow, EndTurn, Feed, Sell
from brass_rules.le_havre.rounds import current_card
from tests.le_havre.builder import after_main, game, own, with_player

R07_ROUND = 5  # 2 players, full game: round 5 is card R07, 9 food


def _feeding(p0: dict[str, object], p1: dict[str, object]) -> lh.GameState:
    """2 players at R07's feeding, player 0 paying first (player 1 ends the round)."""
    s = game(2)
    s = evolve(s, round=R07_ROUND, step=7, active=1, start_player=1)
    assert current_card(s)[0].id == "R07" and current_card(s)[1].food == 9
    s = with_player(s, 0, **p0)
    s = with_player(s, 1, **p1)
    t = lh.apply(after_main(s), EndTurn())
    assert t.phase is lh.Phase.FEEDING and t.to_move == 0
    return t


_POOR_WITH_SHIP = {"francs": 0, "goods": {}, "ships": ("S01",), "loans": 0}
_RICH = {"francs": 40, "goods": {"fish": 9}, "ships": (), "loans": 0}  # several ways to pay


@pytest.mark.rule("LH-ROUND-FEED-SHIPS")
def test_positive_a_ship_sold_before_paying_no_longer_feeds() -> None:
    s = own(_feeding(_POOR_WITH_SHIP, _RICH), 0, "04")  # a building: the sale leaves a choice
    assert s.dues[0].amount == 5  # 9 food, the wooden ship supplies 4
    sold = lh.apply(s, Sell("S01"))
    assert sold.players[0].ships == () and sold.players[0].francs == 1
    assert sold.dues[0].player == 0 and sold.dues[0].amount == 9
    paid = lh.apply(sold, Borrow())  # 1 franc paid, 8 missing: 2 loans (1 before the fix)
    assert paid.players[0].loans == 2 and paid.players[0].francs == 0


@pytest.mark.rule("LH-ROUND-FEED-SHIPS")
def test_positive_a_ship_sold_out_of_turn_raises_the_later_payers_due() -> None:
    s = _feeding(_RICH, _POOR_WITH_SHIP)
    assert [(d.player, d.amount) for d in s.dues] == [(0, 9), (1, 5)]
    sold = lh.apply(s, Sell("S01", player=1))
    assert [(d.player, d.amount) for d in sold.dues] == [(0, 9), (1, 9)]


@pytest.mark.rule("LH-ROUND-FEED-SHIPS")
def test_negative_selling_a_building_leaves_the_food_due() -> None:
    s = _feeding(_POOR_WITH_SHIP, _RICH)
    s = own(s, 0, "04")
    sold = lh.apply(s, Sell("04"))
    assert sold.dues[0].amount == 5 and sold.players[0].ships == ("S01",)
    assert lh.apply(sold, Borrow()).players[0].loans == 1


@pytest.mark.rule("LH-ROUND-FEED-SHIPS")
def test_edge_a_luxury_liner_feeds_nobody_so_selling_it_changes_nothing() -> None:
    s = _feeding({**_POOR_WITH_SHIP, "ships": ("S01", "S18")}, _RICH)
    sold = lh.apply(s, Sell("S18"))
    assert sold.dues[0].amount == 5
    assert Feed("francs", 5) in lh.legal_moves(sold)  # the sale paid 19 francs


@pytest.mark.rule("LH-ROUND-FEED-SHIPS")
def test_edge_of_two_ships_only_the_one_sold_stops_feeding() -> None:
    s = _feeding({**_POOR_WITH_SHIP, "ships": ("S01", "S04")}, _RICH)
    assert s.dues[0].amount == 1
    sold = lh.apply(s, Sell("S04"))
    assert sold.dues[0].amount == 5 and sold.players[0].ships == ("S01",)
