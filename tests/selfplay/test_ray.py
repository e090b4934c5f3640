"""play_games on Ray (a local Ray): the same records as on processes."""

from __future__ import annotations

from collections.abc import Iterator

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
