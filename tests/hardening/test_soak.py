"""The short form of the soak run (``benchmarks/soak.py``; the full run is ``nox -s soak``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

SOAK = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"


def _soak() -> ModuleType:
    spec = importlib.util.spec_from_file_location("soak", SOAK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_five_soak_games_pass_every_check(capsys: pytest.CaptureFixture[str]) -> None:
    """Games 0-4 of the full run: 2, 3 and 4 players, a 2-player intro game, 3 players again."""
    assert _soak().main(["--games", "5", "--every", "5"]) == 0
    out = capsys.readouterr().out
    assert "SOAK OK: 5 games" in out and "failures 0" in out
    kinds = "2p intro: 1, 2p standard: 1, 3p standard: 2, 4p standard: 1"
    assert f"games by kind: {kinds}" in out


def test_a_failure_names_its_seed_and_move(capsys: pytest.CaptureFixture[str]) -> None:
    """A check that fails is reported with the game's seed and the move number, and the run
    goes on and exits 1."""
    soak = _soak()

    def broken(state: object) -> None:
        if getattr(state, "round", 1) == 2:
            raise AssertionError("planted failure")

    soak.check_state = broken
    assert soak.main(["--games", "2", "--first-seed", "7"]) == 1
    out = capsys.readouterr().out
    assert "FAIL seed=7 players=2 variant=standard: move " in out
    assert "FAIL seed=8 players=3" in out and "planted failure" in out
    assert "SOAK FAILED: 2 games" in out
