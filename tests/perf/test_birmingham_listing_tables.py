"""The speed work of issue 21 keeps the listings: the shortcuts it takes give what the general
enumerations give."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from brass_rules.birmingham.actions.scout import _threes
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.resources import (
    _coal_plans,
    _expand,
    coal_layers,
    multisets,
    plans_from_layers,
)
from tests.randomgames import random_steps

_CARDS = st.sampled_from(["a", "b", "c", "d", "e"])


@given(st.lists(_CARDS, max_size=9), st.booleans())
def test_scout_sets_are_the_distinct_combinations_in_order(cards: list[str], sort: bool) -> None:
    hand = tuple(sorted(cards) if sort else cards)
    assert _threes(hand) == list(dict.fromkeys(itertools.combinations(hand, 3)))


def _general(layers: list[list[tuple[int, int]]], k: int) -> list[tuple[int, ...]]:
    """The coal plans by the general enumeration (no shortcut for one mine or one cube)."""
    forced: list[int] = []
    need = k
    for layer in layers:
        total = sum(c for _, c in layer)
        if total <= need:
            forced += [slot for slot, c in layer for _ in range(c)]
            need -= total
            if need == 0:
                break
            continue
        slots = [s for s, _ in layer]
        return [
            (*forced, *_expand(slots, counts))
            for counts in multisets([c for _, c in layer], need)
        ]
    return [(*forced, *([-1] * need))]


def test_coal_plans_match_the_general_enumeration() -> None:
    checked = 0
    for players, seed in ((2, 3), (3, 5), (4, 7)):
        for before, _, _ in random_steps(players, seed):
            for loc in range(0, len(BIRMINGHAM.locations), 2):
                places = frozenset({loc})
                for k in (1, 2):
                    assert _coal_plans(before, places, k) == _general(
                        coal_layers(before, places), k
                    )
                    checked += 1
    assert checked > 1000


_LAYER = st.lists(st.tuples(st.integers(0, 60), st.integers(1, 5)), min_size=1, max_size=3)


@given(st.lists(_LAYER, max_size=3), st.integers(1, 2))
def test_coal_plans_of_any_layers_match_the_general_enumeration(
    layers: list[list[tuple[int, int]]], k: int
) -> None:
    assert plans_from_layers(layers, k) == _general(layers, k)
