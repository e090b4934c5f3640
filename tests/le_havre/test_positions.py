"""Stored positions and their legal moves (perft-like regression files, in notation)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_rules import le_havre as lh

POSITIONS = sorted((Path(__file__).resolve().parent / "positions").glob("*.json"))


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_stored_position_has_its_legal_moves(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    state = lh.load_state(data["position"])
    assert lh.dump_state(state) == data["position"]
    assert [lh.format_move(state, m) for m in lh.legal_moves(state)] == data["legal_moves"]
    for text in data["legal_moves"]:
        assert lh.validate(state, lh.parse_move(state, text)) == ()


def test_there_are_stored_positions() -> None:
    assert len(POSITIONS) >= 5
