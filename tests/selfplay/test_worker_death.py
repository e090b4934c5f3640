"""A worker process that dies (issue 23, point 14): ``play_games`` raises a ``SelfPlayError``
naming the seed whose worker died and the games lost with it, and keeps every finished game
(on the error and in the JSON-lines file); it used to raise a bare ``BrokenProcessPool``."""

from __future__ import annotations

import json
import os
import pickle
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from pathlib import Path

import pytest

from brass_rules.selfplay import SelfPlayError, play_game, play_games
from tests.selfplay.lineups import killed_at_seed_1

pytestmark = pytest.mark.skipif(os.name != "posix", reason="kills a worker process")


@pytest.mark.parametrize(("how", "said"), [("SIGKILL", "killed by SIGKILL"),
                                           ("exit", "exit status 3")])  # fmt: skip
def test_a_dead_worker_names_its_seed_and_keeps_the_finished_games(
    tmp_path: Path, how: str, said: str
) -> None:
    path = tmp_path / "games.jsonl"
    make = partial(killed_at_seed_1, str(path), how)
    with pytest.raises(SelfPlayError) as info:
        play_games(make, [0, 1, 2], players=2, workers=2, jsonl=path)
    fault = info.value
    assert isinstance(fault, BrokenProcessPool)  # what the pool raised, still catchable as such
    assert (fault.game, fault.seed, fault.move, fault.agent, fault.player) == (
        "brass_birmingham", 1, None, None, None,
    )  # fmt: skip
    # seed 1's worker died; seed 2 was running on the other worker (or not yet started)
    assert 1 in fault.lost and set(fault.lost) <= {1, 2}
    assert f"the worker process playing seed 1 died ({said})" in str(fault)
    assert "game seed 1 failed" in str(fault) and "lost (running, no record): seed" in str(fault)
    # the game that finished is on the error and in the file
    assert fault.records == [play_game(make(0), seed=0)]
    written = [json.loads(line)["seed"] for line in path.read_text().splitlines()]
    assert written == [0]
    copy = pickle.loads(pickle.dumps(fault))
    assert copy == fault and type(copy) is type(fault) and copy.records == fault.records
    assert isinstance(fault.__cause__, BrokenProcessPool)
