"""play_games on Ray (a local Ray): the same records as on processes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from brass_rules.selfplay import play_game, play_games
from tests.selfplay.lineups import RANDOM3

ray = pytest.importorskip("ray")  # the [ray] extra (installed by [dev])


@pytest.fixture(scope="module")
def no_ray_yet() -> Iterator[None]:
    if ray.is_initialized():  # pragma: no cover - another test left one running
        ray.shutdown()
    yield
    ray.shutdown()


def test_ray_starts_locally_and_gives_the_same_records(no_ray_yet: None) -> None:
    seeds = [4, 2, 9]
    on_ray = play_games(RANDOM3, seeds, players=3, workers=2, backend="ray")
    assert ray.is_initialized()  # play_games started a local Ray and left it running
    assert on_ray == [play_game(RANDOM3(s), seed=s) for s in seeds]
    assert play_games(RANDOM3, seeds[:1], players=3, workers=None, backend="ray") == on_ray[:1]


def test_ray_plays_any_game_and_reports_a_failing_game_equal(no_ray_yet: None) -> None:
    from brass_rules.agents import GreedyAgent, RandomAgent
    from brass_rules.selfplay import Lineup, SelfPlayError
    from tests.selfplay.lineups import cheat_at_seed_1

    lineup = Lineup([GreedyAgent, partial(RandomAgent)])
    seeds = [3, 1]
    on_ray = play_games(lineup, seeds, players=2, workers=2, backend="ray", game="le_havre",
                        short=True)  # fmt: skip
    assert on_ray == [play_game(lineup(s), s, game="le_havre", short=True) for s in seeds]
    assert all(r.game == "le_havre" and r.options == {"short": True} for r in on_ray)
    with pytest.raises(SelfPlayError) as ray_fault:
        play_games(cheat_at_seed_1, [0, 1, 2], players=2, workers=2, backend="ray")
    with pytest.raises(SelfPlayError) as here:
        play_games(cheat_at_seed_1, [1], players=2)
    assert ray_fault.value == here.value and ray_fault.value.seed == 1
    kept = ray_fault.value.records  # seed 0 was in flight with seed 1: it finished and is kept
    assert 0 in [r.seed for r in kept] and {r.seed for r in kept} <= {0, 2}
    assert all(r == play_game(cheat_at_seed_1(r.seed), seed=r.seed) for r in kept)


def test_a_ray_task_whose_worker_dies_is_named_and_the_others_finish(
    no_ray_yet: None, tmp_path: Path
) -> None:
    """Issue 23, point 14 on Ray: the task's error (after Ray's retries) names the seed."""
    from brass_rules.selfplay import SelfPlayError
    from tests.selfplay.lineups import killed_at_seed_1

    path = tmp_path / "games.jsonl"
    make = partial(killed_at_seed_1, str(path), "SIGKILL")
    with pytest.raises(SelfPlayError) as info:
        play_games(make, [0, 1], players=2, workers=2, backend="ray", jsonl=path)
    fault = info.value
    assert isinstance(fault, ray.exceptions.RayError)  # what Ray raised, still catchable as such
    assert (fault.seed, fault.move, fault.lost) == (1, None, (1,))
    assert fault.records == [play_game(make(0), seed=0)]
    assert [json.loads(line)["seed"] for line in path.read_text().splitlines()] == [0]
