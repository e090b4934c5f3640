"""``brass check`` on a position the engine plays but no game reaches (issue 31, point 11): the
move is checked as usual, after one ``warning:`` line per problem on standard error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from tests.cli.test_cli_games import run


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data))
    return path


def test_le_havre_problems_are_warnings_and_the_move_is_still_checked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = lh.dump_state(lh.new_game(players=2, seed=7))
    data["offers"] = dict.fromkeys(data["offers"], 0)
    data["offers"]["franc"] = 2
    data["proposals"][1].reverse()
    path = _write(tmp_path, data)
    state = lh.load_state(data)
    expected = [f"warning: {p.rule}: {p.message}" for p in lh.position_problems(state)]
    assert [line.split(":")[1].strip() for line in expected] == [
        "LH-SUPPLY-TAKE", "LH-SUPPLY-TAKE", "LH-SETUP-PROPOSALS",
    ]  # fmt: skip
    status, out, err = run(["check", "--game", "le_havre", str(path), "take francs"], capsys)
    assert status == 0 and out.strip() == "legal: take francs"
    assert err.splitlines() == expected
    status, out, err = run(["check", "--game", "le_havre", str(path), "take wood"], capsys)
    assert status == 1 and out.startswith("LH-OFFER-NONEMPTY: ")
    assert err.splitlines() == expected


def test_birmingham_problems_are_warnings(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    state = br.new_game(players=2, seed=1)
    data = br.dump_state(state)
    data["links"] = [{"between": ["Birmingham", "Dudley"], "owner": 0}]
    path = _write(tmp_path, data)
    move = br.format_move(state, br.legal_moves(state)[0])
    status, out, err = run(["check", str(path), move], capsys)
    assert status == 0 and out.startswith("legal: ")
    assert err.splitlines() == [
        "warning: R-SETUP-PLAYER: $.players[0].links_left: 14 left and 1 on the board, beyond "
        "a player's 14 link tiles"
    ]


def test_a_reachable_position_gets_no_warning(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _write(tmp_path, lh.dump_state(lh.new_game(players=2, seed=7)))
    status, out, err = run(["check", "--game", "le_havre", str(path), "take wood"], capsys)
    assert status == 0 and out.strip() == "legal: take wood" and err == ""
