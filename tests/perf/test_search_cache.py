"""The search keeps its agent's legal moves per observation (issue 16): the same decisions as
listing them in every world."""

from __future__ import annotations

import pytest

import brass_rules as br
from brass_rules.agents import tree
from brass_rules.agents.mcts import MCTSAgent
from tests.randomgames import random_steps


def _positions(players: int, seed: int, count: int = 6) -> list[br.GameState]:
    out = [before for before, _, _ in random_steps(players, seed)]
    middle = out[len(out) // 4 : 3 * len(out) // 4]
    return middle[:: max(1, len(middle) // count)][:count]


@pytest.mark.parametrize("players", [2, 4])
def test_decisions_are_the_same_without_the_cache(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    positions = _positions(players, 40 + players)
    observations = [br.observe(s, s.to_move if s.to_move is not None else 0) for s in positions]
    cached = MCTSAgent(iterations=60, seed=3)
    with_cache = [cached.choose(obs) for obs in observations]
    monkeypatch.setattr(tree, "LEGAL_KEPT", 0)
    plain = MCTSAgent(iterations=60, seed=3)
    assert [plain.choose(obs) for obs in observations] == with_cache
    assert cached.rng.getstate() == plain.rng.getstate()
