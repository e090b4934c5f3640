"""load_observation: dump_observation's JSON read back, and bad JSON rejected (PositionError)."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import brass_rules as br
from brass_rules.birmingham.components import WILD_CARDS, WILD_INDUSTRY, WILD_LOCATION
from tests.hidden.games import all_states

pytestmark = pytest.mark.rule("R-GEN-HIDDEN")


def test_every_observation_of_random_games_round_trips() -> None:
    for n, state in enumerate(all_states()):
        obs = br.observe(state, n % state.num_players)
        data = json.loads(json.dumps(br.dump_observation(obs)))
        assert br.load_observation(data) == obs
        assert br.dump_observation(br.load_observation(data)) == data


@cache
def _base_state() -> br.GameState:
    """A Canal Era state of a random game with 3 or 4 players: player 0 to move and holding no
    wild card, player 1 holding the wild industry card."""
    for state in all_states():
        if (
            state.num_players >= 3
            and state.era is br.Era.CANAL
            and state.to_move == 0
            and not WILD_CARDS & set(state.players[0].hand)
            and WILD_INDUSTRY in state.players[1].hand
        ):
            return state
    raise AssertionError("no such state in the random games")


def _base() -> dict[str, Any]:
    return br.dump_observation(br.observe(_base_state(), 0))


def _set(path: tuple[object, ...], value: object) -> dict[str, Any]:
    data = _base()
    where: Any = data
    for key in path[:-1]:
        where = where[key]
    if value is _DELETE:
        del where[path[-1]]
    else:
        where[path[-1]] = value
    return data


_DELETE = object()

BAD = [
    ((), "expected an object", "not an object"),
    (("player",), "$.player: must be at most", 7),
    (("player",), "$.player: expected an integer", True),
    (("deck_size",), "$.deck_size: must be at least 0", -1),
    (("deck_size",), "$: the observation has", 60),
    (("seed",), "$.seed: unexpected key", 5),
    (("deck",), "$.deck: unexpected key", []),
    (("turn",), "$.turn: missing key", _DELETE),
    (("players", 1, "hand"), "$.players[1].hand: only the observer's hand", ["Stone"]),
    (("players", 0, "hand"), "$.players[0].hand: expected a list", None),
    (("players", 0, "hand", 0), "$.players[0].hand[0]: expected a string", 7),
    (("players", 0, "hand", 0), "$.players[0].hand[0]: unknown card", "Paris"),
    (("players", 0, "hand_size"), "$.players[0].hand_size: the hand holds", 20),
    (("players", 0, "known_cards"), "$.players[0].known_cards: the hand's wild", [WILD_LOCATION]),
    (("players", 1, "known_cards"), "only wild cards are known", ["Stone"]),
    (("players", 1, "known_cards"), "at most one wild card", [WILD_INDUSTRY, WILD_INDUSTRY]),
    (("players", 1, "hand_size"), "$.players[1].known_cards: more than 0 cards", 0),
    (("players", 1, "hand_size"), "$.players[1].hand_size: must be at most 64", 65),
    (("players", 2, "face_down_size"), "$: the observation has", 30),
    (("players", 2, "face_down"), "$.players[2].face_down: unexpected key", []),
    (("players", 2, "money"), "$.players[2].money: must be at least 0", -5),
    (("wild_industry",), "$.players[1].known_cards: only 4 wild industry", 4),
    (("to_move",), "$.to_move: the rest of the position implies", 1),
    (("industries",), "$.industries[0]: expected an object", [1]),
]


@pytest.mark.parametrize(("path", "message", "value"), BAD)
def test_bad_observations_are_position_errors_naming_the_path(
    path: tuple[object, ...], message: str, value: object
) -> None:
    data: object = value if path == () else _set(path, value)
    with pytest.raises(br.PositionError) as info:
        br.load_observation(data)
    assert message in str(info.value)


def test_the_base_is_good() -> None:
    obs = br.load_observation(_base())
    assert obs == br.observe(_base_state(), 0)
    assert WILD_INDUSTRY in obs.players[1].known_cards


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=8,
)


def _paths(value: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.extend(_paths(item, (*path, i)))
    return out


@given(st.data())
def test_any_corruption_is_a_position_error_or_an_observation(data: st.DataObject) -> None:
    base = _base()
    paths = [p for p in _paths(base) if p]
    path = data.draw(st.sampled_from(paths))
    bad = copy.deepcopy(base)
    where: Any = bad
    for key in path[:-1]:
        where = where[key]
    if data.draw(st.booleans()):
        where[path[-1]] = data.draw(_JSON)
    elif isinstance(where, dict):
        del where[path[-1]]
    else:
        where.append(data.draw(_JSON))
    try:
        obs = br.load_observation(bad)
    except br.PositionError:
        return
    assert isinstance(obs, br.Observation)


def test_huge_and_deep_data_fail_quickly_with_a_short_message() -> None:
    deep: object = 1
    for _ in range(100_000):
        deep = [deep]
    for bad in (
        _set(("players", 0, "hand"), deep),
        _set(("industries",), deep),
        _set(("deck_size",), 10**10000),
        _set(("players", 0, "hand"), ["x" * 10**6]),
    ):
        with pytest.raises(br.PositionError) as info:
            br.load_observation(bad)
        assert len(str(info.value)) < 1000
