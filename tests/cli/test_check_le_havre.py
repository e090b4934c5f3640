"""``brass check --game le_havre``: an illegal move in Le Havre's notation is explained by its rule
(through Le Havre's ``read_move`` hook), a legal one is confirmed, gibberish is bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from tests.cli.test_cli_games import one_line, run


@pytest.fixture
def position(tmp_path: Path) -> Path:
    """A new 2-player game (seed 7: the iron offer space is empty, nobody has a loan)."""
    path = tmp_path / "le_havre.json"
    path.write_text(json.dumps(lh.dump_state(lh.new_game(players=2, seed=7))))
    return path


@pytest.mark.parametrize(
    ("move", "rule"),
    [("take iron", "LH-OFFER-NONEMPTY"), ("repay 1 loan", "LH-LOAN-REPAY"),
     ("sell Building Firm [B1] (player 2)", "LH-SELL-WHAT"), ("end turn", "LH-FLOW-END-TURN")],
)  # fmt: skip
def test_an_illegal_move_in_notation_is_explained_by_its_rule(
    capsys: pytest.CaptureFixture[str], position: Path, move: str, rule: str
) -> None:
    status, out, err = run(["check", "--game", "le_havre", str(position), move], capsys)
    assert status == 1, err
    first, *rest = out.splitlines()
    assert first.startswith(f"{rule}: "), out
    assert "The rules cited:" in rest
    assert f"  [{rule}] {lh.rule_text(rule)}" in rest


def test_a_legal_move_is_confirmed(capsys: pytest.CaptureFixture[str], position: Path) -> None:
    status, out, err = run(["check", "--game", "le_havre", str(position), "TAKE WOOD"], capsys)
    assert (status, out) == (0, "legal: take wood\n"), err


@pytest.mark.parametrize("move", ["fly to Rouen", "take 99999999999999999999 wood", "", "use"])
def test_gibberish_is_one_line_of_bad_input(
    capsys: pytest.CaptureFixture[str], position: Path, move: str
) -> None:
    status, out, err = run(["check", "--game", "le_havre", str(position), move], capsys)
    one_line(status, err)
    assert out == ""
    assert "move" in err


def test_text_that_is_no_move_says_why_once(
    capsys: pytest.CaptureFixture[str], position: Path, tmp_path: Path
) -> None:
    status, _, err = run(["check", "--game", "le_havre", str(position), "tkae wood"], capsys)
    one_line(status, err)
    assert "no legal move is written 'tkae wood'" in err and "did you mean 'take'" in err
    birmingham = tmp_path / "birmingham.json"
    birmingham.write_text(json.dumps(br.dump_state(br.new_game(players=2, seed=1))))
    status, _, err = run(["check", str(birmingham), "Bild cotton Stafford"], capsys)
    one_line(status, err)
    assert err.count("unknown word 'bild'") == 1
