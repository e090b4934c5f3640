"""Self-play faults (issue 15, points 9 to 12): errors name the game, pickle equal across
processes, finished games are never lost, Ctrl-C stops at once."""

from __future__ import annotations

import inspect
import json
import os
import pickle
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules import errors
from brass_rules.kit.options import OptionError
from brass_rules.rl.generic import ActionSpaceError
from brass_rules.selfplay import SelfPlayError, play_game, play_games
from tests.selfplay.lineups import Cheat, cheat_at_seed_1, interrupt_at_seed_1

ROOT = Path(__file__).resolve().parents[2]


def _samples() -> list[BaseException]:
    """One instance of every public exception of the library."""
    violation = br.RuleViolation("R-ACTION-LOAN", "no card")
    samples: list[BaseException] = [
        br.IllegalMoveError((violation,)),
        br.IllegalMoveError(()),
        br.UnknownNameError("game", "birmingam", known=["brass_birmingham", "le_havre"]),
        br.UnknownNameError("location", "Birmingam", known=["Birmingham", "Dudley"]),
        SelfPlayError("brass_birmingham", 7, 12, "cheat", 1, br.IllegalMoveError((violation,))),
        SelfPlayError("le_havre", 3, None, None, None, "ValueError: no"),
    ]
    covered = {type(e) for e in samples}
    classes = {
        cls
        for module in (br, errors)
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, BaseException) and cls.__module__.startswith("brass_rules")
    } | {OptionError, ActionSpaceError, SelfPlayError}
    for cls in sorted(classes - covered, key=lambda c: c.__name__):
        samples.append(cls(f"{cls.__name__}: at $.moves[3]: bad value"))
    return samples


def _raise(error: BaseException) -> None:
    raise error


@pytest.mark.parametrize("error", _samples(), ids=lambda e: type(e).__name__)
def test_every_public_exception_pickles_equal(error: BaseException) -> None:
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is type(error) and copy == error and str(copy) == str(error)
    assert copy.args == error.args


def test_every_public_exception_crosses_a_process_equal() -> None:
    samples = _samples()
    with ProcessPoolExecutor(max_workers=1) as pool:
        futures = [pool.submit(_raise, e) for e in samples]
        back = [f.exception() for f in futures]
    assert back == samples
    assert [str(e) for e in back] == [str(e) for e in samples]


def _check_fault(fault: SelfPlayError) -> None:
    first = br.new_game(players=2, seed=1).to_move
    assert (fault.game, fault.seed, fault.move, fault.agent, fault.player) == (
        "brass_birmingham", 1, 1, "cheat", first,
    )  # fmt: skip
    assert isinstance(fault.error, br.IllegalMoveError)
    text = str(fault)
    assert "game seed 1" in text and "move 1" in text and "agent 'cheat'" in text
    assert "no such card" in text or "R-" in text


def test_a_self_play_error_names_the_seed_the_move_and_the_agent() -> None:
    with pytest.raises(SelfPlayError) as in_process:
        play_games(cheat_at_seed_1, [0, 1, 2], players=2, workers=1)
    _check_fault(in_process.value)
    # in process: games run in the order of the seeds, so seed 0 finished and seed 2 never began
    assert [r.seed for r in in_process.value.records] == [0]
    with pytest.raises(SelfPlayError) as in_workers:
        play_games(cheat_at_seed_1, [1, 0], players=2, workers=2)
    _check_fault(in_workers.value)
    assert in_workers.value == in_process.value  # pickled back from the worker, equal
    # a lone game names them too (a note on the original error)
    with pytest.raises(br.IllegalMoveError) as alone:
        play_game([Cheat(), Cheat()], seed=5)
    assert "game seed 5, move 1: agent 'cheat'" in "".join(alone.value.__notes__)


def test_games_finishing_after_an_error_are_written(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    with pytest.raises(SelfPlayError) as info:
        play_games(cheat_at_seed_1, [0, 1, 2], players=2, workers=3, jsonl=path)
    assert info.value.seed == 1
    written = sorted(json.loads(line)["seed"] for line in path.read_text().splitlines())
    assert written == [0, 2]  # both were running when seed 1 failed; both are kept
    assert [r.seed for r in info.value.records] == [0, 2]
    assert info.value.records == [play_game(cheat_at_seed_1(s), seed=s) for s in (0, 2)]


_INTERRUPTED = """
import sys
from brass_rules.selfplay import play_games
from tests.selfplay.lineups import slow_after_seed_0
try:
    play_games(slow_after_seed_0, [0, 1, 2], players=2, workers=2, jsonl=sys.argv[1])
except KeyboardInterrupt as exc:
    print("interrupted", [r.seed for r in exc.records], flush=True)
"""


@pytest.mark.skipif(os.name != "posix", reason="sends SIGINT")
def test_ctrl_c_stops_within_a_second_and_keeps_the_finished_games(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "src")])}
    proc = subprocess.Popen(
        [sys.executable, "-c", _INTERRUPTED, str(path)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not (path.exists() and path.read_text()) and time.monotonic() < deadline:
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        assert path.read_text(), "the quick game never finished"
        time.sleep(0.3)  # the slow game of seed 1 (and then 2) is running in the workers
        start = time.monotonic()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
        elapsed = time.monotonic() - start
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert out.strip() == "interrupted [0]"
    assert elapsed < 3.0, f"Ctrl-C took {elapsed:.1f} s"  # ~1 s on a loaded 2-core machine
    assert [json.loads(line)["seed"] for line in path.read_text().splitlines()] == [0]


def test_an_interrupt_in_this_process_keeps_the_finished_records(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    with pytest.raises(KeyboardInterrupt) as info:
        play_games(interrupt_at_seed_1, [0, 1, 2], players=2, workers=1, jsonl=path)
    assert [r.seed for r in info.value.records] == [0]  # type: ignore[attr-defined]
    assert [json.loads(line)["seed"] for line in path.read_text().splitlines()] == [0]
