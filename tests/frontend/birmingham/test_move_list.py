"""move_list (the server's ``moves`` of a position): the labels and targets of the legal moves,
the same as format_move and move_targets give one move at a time, for every seat's view."""

from __future__ import annotations

import pytest

import brass_rules as br
from brass_rules import birmingham as bm
from brass_rules import frontend
from brass_rules.birmingham.frontend import move_list
from tests.frontend.birmingham.positions import seats, steps


@pytest.mark.parametrize("part", range(4))
def test_move_list_is_format_move_and_move_targets_of_each_move(part: int) -> None:
    for before, _, _ in steps()[part::4]:
        legal = br.legal_moves(before)
        for seat in seats(before):
            position = before if seat is None else br.observe(before, seat)
            expected = tuple((br.format_move(position, m), bm.move_targets(position, m))
                             for m in legal)
            assert move_list(position, legal) == expected
            assert frontend.move_list(position, legal) == expected


def test_the_fallback_asks_each_move() -> None:
    game = br.get_game("le_havre")
    state = game.new_game(players=2, seed=3, short=True)
    legal = game.legal_moves(state)
    assert frontend.move_list(state, legal) == tuple(
        (game.format_move(state, m), frontend.move_targets(state, m)) for m in legal)
