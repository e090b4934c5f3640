"""What ``load_state`` and ``load_observation`` refuse, and what they accept (issue 23, points 2, 3,
5 and 8; issue 24, point 4): every refusal is a ``PositionError`` naming the JSON path."""

from __future__ import annotations

from typing import Any

import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import PositionError
from brass_rules.le_havre.setup import SEED_LIMIT

Data = dict[str, Any]


def _start(players: int = 2, seed: int = 7, short: bool = False) -> Data:
    data: Data = lh.dump_state(lh.new_game(players, seed, short=short))
    return data


def _reject(data: Data, path: str, *words: str, observation: bool = False) -> str:
    with pytest.raises(PositionError) as info:
        (lh.load_observation if observation else lh.load_state)(data)
    text = str(info.value)
    assert text.startswith(path), text
    for word in words:
        assert word in text, text
    assert len(text) <= 400
    return text


# ----- seeds (point 5; issue 24 point 4) -----------------------------------------------------


@pytest.mark.parametrize("seed", [2**53, -(2**53), SEED_LIMIT, -SEED_LIMIT, 0, 7])
def test_every_seed_new_game_takes_round_trips(seed: int) -> None:
    state = lh.new_game(players=2, seed=seed)
    assert lh.load_state(lh.dump_state(state)) == state


@pytest.mark.parametrize("seed", [SEED_LIMIT + 1, -SEED_LIMIT - 1, 10**5000], ids=["over", "under", "huge"])
def test_a_seed_new_game_refuses_is_refused(seed: int) -> None:
    data = _start()
    data["seed"] = seed
    _reject(data, "$.seed", "must be")


@pytest.mark.parametrize("seed", [True, 1.0, "7", None])
def test_a_seed_that_is_no_integer_is_refused(seed: object) -> None:
    data = _start()
    data["seed"] = seed
    _reject(data, "$.seed", "expected an integer")


def test_the_seed_is_optional() -> None:
    data = _start()
    del data["seed"]
    state = lh.load_state(data)
    assert state.seed == 0
    assert state == lh.load_state({**data, "seed": 0})


def test_an_observation_has_no_seed() -> None:
    data = lh.dump_observation(lh.observe(lh.new_game(2, 7), 0))
    data["seed"] = 7
    _reject(data, "$.seed", "unexpected key", observation=True)


# ----- to_move (point 8) ---------------------------------------------------------------------


@pytest.mark.parametrize("to_move", [True, False, 0.0, 1.0, "0", [0]])
def test_to_move_must_be_an_integer(to_move: object) -> None:
    for mover in (0, 1):
        data = _start()
        data["to_move"] = to_move
        data["active"] = data["start_player"] = mover
        _reject(data, "$.to_move", "expected an integer")


def test_to_move_may_be_given_or_left_out() -> None:
    data = _start()
    state = lh.load_state(data)
    assert lh.load_state({k: v for k, v in data.items() if k != "to_move"}) == state
    _reject({**data, "to_move": 1 - data["to_move"]}, "$.to_move", "the player to move is")
    _reject({**data, "to_move": None}, "$.to_move", "the player to move is")
