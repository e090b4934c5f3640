"""Tile conservation: per player, tiles on the mat + on the board + removed == 45.

Removals are predicted from each move by an independent model of the rules: a Develop step
removes one tile from the mat (R-DEVELOP), a Sell with Gloucester's develop bonus one more
(R-SELL-BONUS), an overbuild removes the replaced tile (R-BUILD-OVER), a SellForDebt the removed
tile (R-FLOW-DEBT), and the end of the Canal Era every level-1 tile on the board (R-ERA-CANAL-END).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import brass_rules as br
from brass_rules.__main__ import random_move
from brass_rules.birmingham.board import BIRMINGHAM as B
from brass_rules.birmingham.components import TILES_PER_PLAYER


def _on_board(state: br.GameState) -> Counter[int]:
    return Counter(t.owner for t in state.tiles if t is not None)


def _held(state: br.GameState, player: int) -> int:
    return sum(len(m) for m in state.players[player].mat) + _on_board(state)[player]


def _predicted_removals(before: br.GameState, move: br.Move, after: br.GameState) -> Counter[int]:
    """Tiles each player loses from mat + board in this step, by the model above."""
    mover = before.to_move
    assert mover is not None
    lost: Counter[int] = Counter()
    board = list(before.tiles)
    if isinstance(move, br.Develop):
        lost[mover] += 1
    elif isinstance(move, br.Sell) and move.bonus is not None:
        lost[mover] += 1
    elif isinstance(move, br.Build):
        assert move.slot is not None
        index = B.slot(move.location, move.slot).index
        old = board[index]
        if old is not None:
            lost[old.owner] += 1
        level = before.players[mover].mat[move.industry.index][0]
        board[index] = br.BuiltTile(mover, move.industry, level)
    elif isinstance(move, br.SellForDebt):
        index = B.slot(move.tile.location, move.tile.slot).index
        old = board[index]
        assert old is not None
        lost[old.owner] += 1
        board[index] = None
    if before.era is br.Era.CANAL and after.era is br.Era.RAIL:
        for tile in board:
            if tile is not None and tile.level == 1:
                lost[tile.owner] += 1
    return lost


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-BUILD-OVER")
@pytest.mark.rule("R-ERA-CANAL-END")
@pytest.mark.rule("R-FLOW-DEBT")
@pytest.mark.parametrize("seed", range(12))
def test_mat_plus_board_plus_removed_is_45_for_every_player(seed: int) -> None:
    players = 2 + seed % 3
    state = br.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    removed = Counter[int]()
    kinds: Counter[str] = Counter()
    while not state.is_over:
        move = random_move(br.legal_moves(state), rng)
        after = br.apply(state, move)
        removed += _predicted_removals(state, move, after)
        kinds[type(move).__name__] += 1
        for p in range(players):
            assert _held(after, p) + removed[p] == TILES_PER_PLAYER, (p, move)
        state = after
    assert kinds["Build"] and kinds["Develop"]
