"""agents/draws.py's shuffle is ``rng.shuffle``: the same permutation from the same draws (a
search's determinizations, and so its choices, depend on it)."""

from __future__ import annotations

import random

import pytest

from brass_rules.kit.draws import shuffle


@pytest.mark.parametrize("seed", range(40))
def test_shuffle_is_random_shuffle(seed: int) -> None:
    for size in (*range(0, 70), 127, 128, 129, 255, 256, 257, 1000):
        mine, theirs = list(range(size)), list(range(size))
        rng, same = random.Random(seed * 1000 + size), random.Random(seed * 1000 + size)
        shuffle(mine, rng)
        same.shuffle(theirs)
        assert mine == theirs
        assert rng.getstate() == same.getstate()


class _Counting(random.Random):
    """A generator of its own kind: it shuffles itself."""

    calls = 0

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        self.calls += 1
        super().shuffle(x)


def test_another_generator_shuffles_itself() -> None:
    rng, items = _Counting(5), list(range(30))
    shuffle(items, rng)
    expected = list(range(30))
    random.Random(5).shuffle(expected)
    assert rng.calls == 1 and items == expected
