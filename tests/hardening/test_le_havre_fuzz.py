"""Fuzz tests of Le Havre's input paths (issue 23; fast with the ``ci`` Hypothesis profile): any
value anywhere in a position, an observation, a move's JSON or a record's start position; moves of
any shape; files given to the command line. Each gets its documented error (``docs/errors.rst``)
with a bounded message, or a usable result: an accepted position is not over or has a legal
move, every listed move applies, and an accepted observation determinizes to itself."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import sys
import tempfile
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.cli import main
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import GOODS


def _big(exponent: int) -> int:
    """Huge ints are drawn as exponents (so Hypothesis never needs the repr of a huge int)."""
    return (1 if exponent > 0 else -1) * 10 ** abs(exponent)


MESSAGE_LIMIT = 500


def _states() -> list[lh.GameState]:
    out = []
    for players, short in ((2, False), (3, True), (1, False)):
        s = lh.new_game(players, 11 + players, short=short)
        rng = random.Random(players)
        step = 0
        while not s.is_over:
            if step % 29 == 0 or (s.action is not None and step % 3 == 0) or s.dues:
                out.append(s)
            s = lh.apply(s, rng.choice(lh.legal_moves(s)))
            step += 1
        out.append(s)
    return out


STATES = _states()
POSITIONS = [lh.dump_state(s) for s in STATES[::3]]
OBSERVATIONS = [lh.dump_observation(lh.observe(s, 0)) for s in STATES[::5]]

ODD = ["²", "١", "\u2028", "\x00", "\ud800", "Fishery", "Wharf", "S01", "01", "B1", "wood",
       "feeding", "action", "interest", "food", "meat", "francs"]  # fmt: skip
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.sampled_from([2**53, 2**64, -(2**70)])
    | st.floats(allow_nan=False) | st.text(max_size=6) | st.sampled_from(ODD),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=6) | st.sampled_from(GOODS), inner, max_size=3),
    max_leaves=8,
)  # fmt: skip


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:4]):
            out += _paths(item, (*path, i))
    return out


def _set(data: Any, path: tuple[Any, ...], value: object) -> Any:
    if not path:
        return value
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _usable(state: lh.GameState) -> None:
    """A loaded position can be played: a legal move when not over, and each applies."""
    if state.is_over:
        return
    moves = lh.legal_moves(state)
    assert moves, "a live position with no legal move"
    for move in moves[:40]:
        lh.apply(state, move)
    for player in range(state.num_players):
        for move in lh.out_of_turn_moves(state, player)[:10]:
            lh.apply(state, move)


@given(st.sampled_from(POSITIONS), st.data())
def test_any_value_anywhere_in_a_position_is_a_position_error_or_a_playable_state(
    position: dict[str, Any], data: st.DataObject
) -> None:
    path = data.draw(st.sampled_from(_paths(position)))
    changed = _set(position, path, data.draw(JSON))
    try:
        state = lh.load_state(changed)
    except br.PositionError as e:
        assert len(str(e)) <= MESSAGE_LIMIT
        return
    _usable(state)


@given(st.sampled_from(OBSERVATIONS), st.data())
def test_any_value_anywhere_in_an_observation_is_a_position_error_or_determinizes(
    observation: dict[str, Any], data: st.DataObject
) -> None:
    path = data.draw(st.sampled_from(_paths(observation)))
    changed = _set(observation, path, data.draw(JSON))
    try:
        obs = lh.load_observation(changed)
    except br.PositionError as e:
        assert len(str(e)) <= MESSAGE_LIMIT
        return
    state = lh.determinize(obs, random.Random(1))
    assert lh.observe(state, obs.player) == obs
    assert lh.legal_moves(obs) == (lh.legal_moves(state) if obs.to_move == obs.player else ())


MOVE_JSON = [lh.move_to_json(m) for s in STATES[::6] for m in lh.legal_moves(s)[:3]]


@given(st.sampled_from(MOVE_JSON), st.data())
def test_any_value_anywhere_in_a_move_is_a_notation_error_or_a_move_validate_answers(
    move: dict[str, Any], data: st.DataObject
) -> None:
    path = data.draw(st.sampled_from([*_paths(move), ("food",), ("player",), ("option",)]))
    changed = _set(move, path, data.draw(JSON))
    try:
        parsed = lh.move_from_json(changed)
    except br.NotationError as e:
        assert len(str(e)) <= MESSAGE_LIMIT
        return
    assert lh.move_from_json(lh.move_to_json(parsed)) == parsed
    for state in STATES[::10]:
        for error in lh.validate(state, parsed):
            assert len(error.message) <= MESSAGE_LIMIT


# ----- moves of any shape ----------------------------------------------------------------------

values = (
    st.none() | st.booleans() | st.integers(-3, 20) | st.just(-(2**64))
    | st.sampled_from([30, 5000, -5000]).map(_big)
    | st.floats(allow_nan=False) | st.text(max_size=8) | st.sampled_from(ODD)
    | st.just("x" * 100_000) | st.lists(st.integers(0, 3), max_size=3) | st.dictionaries(
        st.sampled_from(GOODS), st.integers(0, 3), max_size=2)
)  # fmt: skip
bags = (
    st.builds(Bag.of, **{g: st.integers(-2, 5) for g in GOODS[:3]})
    | st.lists(values, min_size=16, max_size=16).map(lambda v: Bag(tuple(v)))
    | values
)
names = st.sampled_from([*BY_ID, *GOODS, "franc", "francs", "keep", "swap", "S01"]) | values
absurd_moves = st.one_of(
    st.builds(lh.TakeOffer, names),
    st.builds(lh.Enter, names, bags, values),
    st.builds(lh.Act, names, bags, bags, bags, bags, values),
    st.builds(lh.Buy, names),
    st.builds(lh.Sell, names, values),
    st.builds(lh.Repay, values, values),
    st.builds(lh.Feed, names, values),
    st.builds(lh.Borrow),
    st.builds(lh.EndTurn),
    values,
)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(STATES), absurd_moves)
def test_validate_never_raises_on_a_move_and_apply_raises_only_illegal_move(
    state: lh.GameState, move: Any
) -> None:
    before = lh.dump_state(state)
    errors = lh.validate(state, move)
    assert all(len(e.message) <= MESSAGE_LIMIT for e in errors)
    try:
        after = lh.apply(state, move)
    except br.IllegalMoveError as e:
        assert errors and e.violations == errors
    else:
        assert not errors
        assert lh.load_state(lh.dump_state(after)) == after
    assert lh.dump_state(state) == before


# ----- records and the command line ------------------------------------------------------------

RECORD = br.GameRecord(players=2, seed=3, game="le_havre", moves=(), start=POSITIONS[2])


@given(st.sampled_from(_paths(POSITIONS[2])), JSON)
def test_any_start_position_in_a_record_is_a_record_error_or_a_record(
    path: tuple[Any, ...], value: object
) -> None:
    data = br.dump_record(RECORD)
    data["start"] = _set(data["start"], path, value)
    try:
        rec = br.load_record(data)
    except br.RecordError as e:
        assert len(str(e)) <= MESSAGE_LIMIT
    else:
        assert rec.game == "le_havre"


_CWD = tempfile.mkdtemp(prefix="brass-lh-fuzz-")


def _main(argv: list[str]) -> tuple[int, str]:
    old_out, old_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
    try:
        try:
            with contextlib.chdir(_CWD):
                status = main(argv)
        except SystemExit as done:
            status = int(done.code or 0)
        return status, sys.stderr.getvalue()
    finally:
        sys.stdout, sys.stderr = old_out, old_err


@settings(max_examples=min(settings().max_examples, 15),
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # fmt: skip
@given(kind=st.sampled_from(["position", "observation"]), data=st.data())
def test_any_le_havre_file_is_a_clean_exit(
    kind: str, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    original = data.draw(st.sampled_from(POSITIONS if kind == "position" else OBSERVATIONS))
    changed = _set(original, data.draw(st.sampled_from(_paths(original))), data.draw(JSON))
    target = tmp_path_factory.mktemp("lh") / f"{kind}.json"
    target.write_text(json.dumps(changed), encoding="utf-8")
    for argv in (["check", str(target), "take wood"], ["render", str(target), "-o",
                                                        str(target.with_suffix(".svg"))]):
        status, err = _main(argv)
        assert status in (0, 1, 2), err
        if status == 2:
            assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
