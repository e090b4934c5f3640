"""The engine's behaviour is pinned: the same ``legal_moves`` lists and final positions over
200 seeded random games per player count (see ``tests/golden/behaviour.py``)."""

from __future__ import annotations

import json

import pytest

from tests.golden.behaviour import GAMES, PATH, PLAYER_COUNTS, game_digest


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_seeded_games_list_the_same_moves_and_end_in_the_same_positions(players: int) -> None:
    expected = json.loads(PATH.read_text(encoding="utf-8"))[str(players)]
    assert len(expected) == GAMES
    changed = [seed for seed in range(GAMES) if game_digest(players, seed) != expected[seed]]
    assert changed == [], f"{players} players: these seeds play differently now: {changed}"
