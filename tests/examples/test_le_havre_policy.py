"""``examples/le_havre_policy.py``: a linear policy over Le Havre's action space trains by
imitation (numpy only) and plays legal moves."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

np = pytest.importorskip("numpy")

import brass_rules as br  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "le_havre_policy.py"
LH = br.get_game("le_havre")


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("le_havre_policy_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_policy_trains_and_plays_legal_moves() -> None:
    example = _load()
    policy, losses = example.train(games=1, epochs=15, limit=40)
    assert losses[-1] < losses[0] / 2  # it fits the greedy agent's choices
    agent = example.PolicyAgent(policy, seed=1)
    state = LH.new_game(players=2, seed=5, short=True)
    chose = 0
    while not state.is_over and chose < 30:
        move = agent.choose(LH.observe(state, state.to_move))
        assert LH.validate(state, move) == ()
        state = LH.apply(state, move)
        chose += 1
    assert chose == 30
