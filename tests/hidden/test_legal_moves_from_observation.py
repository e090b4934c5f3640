"""legal_moves(observation): the observer's moves, the same as for the full state."""

from __future__ import annotations

import pytest

import brass_rules as br
from tests.hidden.games import all_states

pytestmark = pytest.mark.rule("R-GEN-HIDDEN")


def test_the_same_moves_as_for_the_state_on_every_state_of_random_games() -> None:
    seen_debt = False
    for state in all_states():
        for player in range(state.num_players):
            obs = br.observe(state, player)
            if player == state.to_move:
                assert br.legal_moves(obs) == br.legal_moves(state)
                seen_debt = seen_debt or state.in_debt_phase
            else:
                assert br.legal_moves(obs) == ()
    assert seen_debt  # the debt phase is covered too


def test_no_moves_once_the_game_is_over() -> None:
    final = list(all_states())[-1]
    assert final.is_over
    assert all(br.legal_moves(br.observe(final, p)) == () for p in range(final.num_players))
