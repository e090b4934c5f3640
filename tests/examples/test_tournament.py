"""``examples/tournament.py`` runs on every game: the built-in agents play any game."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "tournament.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tournament_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", ["brass_birmingham", "le_havre"])
def test_the_tournament_example_runs(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    table = _load().main(["--game", game, "--games", "2", "--agents", "greedy,random"])
    assert set(table) == {"greedy", "random"}
    assert sum(won for won, _ in table.values()) == pytest.approx(2.0)
    assert sum(mean for _, mean in table.values()) == pytest.approx(0.0)
    assert "2 games, 2 players" in capsys.readouterr().out


def test_the_tournament_example_refuses_bad_agents() -> None:
    with pytest.raises(SystemExit):
        _load().main(["--agents", "greedy,greedy"])
