"""``examples/le_havre_train.py``: a numpy policy over Le Havre's action space trains, plays only
legal moves, and saves and loads to the same decisions."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

np = pytest.importorskip("numpy")

import brass_rules as br  # noqa: E402
from brass_rules.agents import Agent, RandomAgent  # noqa: E402
from brass_rules.selfplay import play_game  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "le_havre_train.py"


@pytest.fixture(scope="module")
def example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("le_havre_train_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_training_changes_the_weights_with_a_finite_loss(example: ModuleType) -> None:
    policy = example.Policy(seed=1)
    before = {k: v.copy() for k, v in policy.params.items()}
    losses = example.train(policy, iterations=2, batch=2, seed=1, log=False)
    assert len(losses) == 2
    assert all(np.isfinite(loss) for loss in losses)
    for name, value in policy.params.items():
        assert np.all(np.isfinite(value)), name
        assert not np.array_equal(value, before[name]), f"{name} did not change"


def test_the_sizes_come_from_the_spec(example: ModuleType) -> None:
    from brass_rules import rl

    spec = rl.spec("le_havre")
    policy = example.Policy(seed=0)
    assert policy.params["w1"].shape[0] == spec.OBSERVATION_SIZE
    assert policy.params["w2"].shape[1] == spec.NUM_ACTIONS


@pytest.mark.parametrize("temperature", [1.0, 0.0])
def test_every_move_it_picks_is_legal_over_whole_games(
    example: ModuleType, temperature: float
) -> None:
    game = br.get_game("le_havre")
    policy = example.Policy(seed=2)
    agent = example.PolicyAgent(policy, seed=3, temperature=temperature)
    assert isinstance(agent, Agent)
    for seed, seat in ((0, 0), (1, 1)):
        agents: list[Any] = [RandomAgent(seed=seed), RandomAgent(seed=seed + 1)]
        agents[seat] = agent
        state = game.new_game(players=2, seed=seed, short=True)
        chosen = 0
        while not state.is_over:
            mover = agents[state.to_move]
            move = mover.choose(game.observe(state, state.to_move))
            assert move in game.legal_moves(state)
            chosen += mover is agent
            state = game.apply(state, move)
        assert chosen > 20


def test_saving_and_loading_gives_the_same_decisions(example: ModuleType, tmp_path: Path) -> None:
    policy = example.Policy(seed=4)
    example.train(policy, iterations=1, batch=2, seed=4, log=False)
    path = tmp_path / "policy.npz"
    policy.save(path)
    loaded = example.Policy.load(path)
    for name, value in policy.params.items():
        assert np.array_equal(loaded.params[name], value)

    def moves(p: Any) -> list[Any]:
        agents = [example.PolicyAgent(p, seed=5), RandomAgent(seed=6)]
        return list(play_game(agents, 7, game="le_havre", short=True).moves)

    assert moves(loaded) == moves(policy)


def test_quick_command_line_trains_and_evaluates(
    example: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "w.npz"
    stats = example.main(["--quick", "--seed", "3", "--save", str(path)])
    assert path.exists()
    assert stats["games"] == 4 and stats["iterations"] == 2
    assert 0.0 <= stats["win_rate"] <= 1.0
    out = capsys.readouterr().out
    assert "win rate" in out and "mean final wealth" in out
    again = example.main(["--load", str(path), "--iterations", "0", "--games", "4", "--seed", "3"])
    assert again["iterations"] == 0
