"""The search's behaviour is pinned: ``MCTSAgent`` makes the same decisions, with the same
generator state after them, as before the speed work of issue 16 (see
``tests/golden/search.py``)."""

from __future__ import annotations

import json

import pytest

from tests.golden.search import AGENTS, PATH, PLAYER_COUNTS, search_digest


@pytest.mark.parametrize("agent", sorted(AGENTS))
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_search_decides_as_before(players: int, agent: str) -> None:
    expected = json.loads(PATH.read_text(encoding="utf-8"))[str(players)][agent]
    assert search_digest(players, agent) == expected
