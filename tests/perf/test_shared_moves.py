"""The speed work of issue 16 keeps the public behaviour: shared move objects, ``apply``'s fast
path for a move just listed, bounded tables."""

from __future__ import annotations

import attrs
import pytest

import brass_rules as br
from brass_rules.birmingham import interned
from tests.randomgames import random_steps


def _positions(players: int, seed: int, every: int = 7) -> list[br.GameState]:
    return [before for before, _, _ in random_steps(players, seed)][::every]


def _copy(move: br.Move) -> br.Move:
    """An equal move that is not the same object (``apply`` then takes its checking path)."""
    return attrs.evolve(move)  # type: ignore[misc]


@pytest.mark.parametrize("players", [2, 4])
def test_a_listed_move_and_an_equal_copy_give_the_same_state(players: int) -> None:
    for state in _positions(players, seed=11):
        moves = br.legal_moves(state)
        for move in moves[:: max(1, len(moves) // 6)]:
            fast = br.apply(state, move)  # the object listed for this very state
            checked = br.apply(state, _copy(move))
            assert fast == checked
            br.legal_moves(state)  # list again: the next move is fast-pathed too


def test_listed_moves_are_shared_and_equal_and_hash_as_fresh_ones() -> None:
    state = _positions(3, seed=5)[4]
    first, again = br.legal_moves(state), br.legal_moves(state)
    assert first == again
    assert all(a is b for a, b in zip(first, again, strict=True))
    for move in first:
        fresh = _copy(move)
        assert fresh == move and hash(fresh) == hash(move)


def test_a_move_listed_for_another_state_is_checked() -> None:
    states = _positions(2, seed=3, every=1)
    state, later = states[2], states[9]
    for move in br.legal_moves(state):
        if br.validate(later, move):  # illegal in the later position
            br.legal_moves(state)
            with pytest.raises(br.IllegalMoveError):
                br.apply(later, move)
            return
    raise AssertionError("no move of the early position is illegal later")


def test_the_player_argument_is_checked_on_the_fast_path_too() -> None:
    state = br.new_game(players=2, seed=1)
    move = br.legal_moves(state)[0]
    other = 1 - (state.to_move or 0)
    with pytest.raises(br.IllegalMoveError):
        br.apply(state, move, player=other)
    with pytest.raises(TypeError):
        br.apply(state, move, player="0")  # type: ignore[arg-type]
    assert br.apply(state, move, player=state.to_move) == br.apply(state, _copy(move))


def test_the_tables_are_bounded() -> None:
    table: dict[int, int] = {}
    for i in range(interned.LIMIT + 10):
        interned.remember(table, i, i)
    assert len(table) <= interned.LIMIT
    assert table[interned.LIMIT + 9] == interned.LIMIT + 9
