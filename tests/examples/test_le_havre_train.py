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


def test_the_hand_written_gradient_matches_finite_differences(example: ModuleType) -> None:
    policy = example.Policy(seed=8, hidden=4)
    policy.params = {k: v.astype(np.float64) for k, v in policy.params.items()}
    policy.params["w2"] *= 50  # away from the uniform policy, so every layer matters
    episode = example.play_training_game(example.PolicyAgent(policy, seed=9), 11)
    episode.steps = episode.steps[:12]
    episode.ret = 0.7
    grads, _ = example.policy_gradient(policy, [episode], baseline=0.2, entropy=0.0)

    def objective() -> float:  # mean(advantage * log p(chosen)); advantage = 0.7 - 0.2
        total = sum(0.5 * np.log(policy.forward(s.x, s.ids)[1][s.chosen]) for s in episode.steps)
        return float(total) / len(episode.steps)

    rng = np.random.default_rng(0)
    cols = sorted({i for s in episode.steps for i in s.ids})  # ids legal somewhere
    rows = sorted({int(i) for s in episode.steps for i in np.flatnonzero(s.x)})  # inputs not 0
    unit = [int(u) for u in rng.integers(4, size=5)]
    coordinates = {
        "w1": [(int(r), u) for r, u in zip(rng.choice(rows, 5), unit, strict=True)],
        "b1": [(u,) for u in unit],
        "w2": [(u, int(c)) for u, c in zip(unit, rng.choice(cols, 5), strict=True)],
        "b2": [(int(c),) for c in rng.choice(cols, 5)],
    }
    checked = []
    for name, picks in coordinates.items():
        value = policy.params[name]
        for index in picks:
            old = value[index]
            value[index] = old + 1e-5
            up = objective()
            value[index] = old - 1e-5
            down = objective()
            value[index] = old
            assert grads[name][index] == pytest.approx((up - down) / 2e-5, rel=1e-4, abs=1e-8)
            checked.append(abs(grads[name][index]))
    assert len(checked) == 20 and max(checked) > 1e-4
