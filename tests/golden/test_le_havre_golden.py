"""Le Havre's behaviour is pinned (see ``tests/golden/le_havre.py``): a few of the recorded games
and searches here; ``nox -s golden`` checks every one."""

from __future__ import annotations

import json

import pytest

from tests.golden.le_havre import (
    LENGTHS,
    PATH,
    PLAYER_COUNTS,
    SEARCH_PATH,
    game_digest,
    search_digest,
)

#: The seeds checked here per player count and length (``nox -s golden``: all of them).
SEEDS = (0, 1)


@pytest.mark.parametrize("length", LENGTHS)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_seeded_games_list_refuse_and_reach_the_same(players: int, length: str) -> None:
    expected = json.loads(PATH.read_text(encoding="utf-8"))[length][str(players)]
    changed = [s for s in SEEDS if game_digest(players, LENGTHS[length], s) != expected[s]]
    assert changed == [], f"{length} game, {players} players: seeds {changed} play differently"


@pytest.mark.parametrize("agent", ["default", "rollouts"])
def test_the_search_decides_the_same(agent: str) -> None:
    expected = json.loads(SEARCH_PATH.read_text(encoding="utf-8"))["2"][agent]
    assert search_digest(2, agent) == expected
