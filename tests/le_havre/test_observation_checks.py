"""Observations no state can produce are refused (issue 23, point 4): ``load_observation`` raises
``PositionError`` for them, so ``determinize`` never raises anything else and always returns a
state whose observation is the one given; ``brass check`` answers them with exit status 2."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brass_rules import le_havre as lh
from brass_rules.cli import main
from brass_rules.errors import PositionError
from brass_rules.le_havre.data import SPECIAL
from brass_rules.le_havre.observe import Observation

Data = dict[str, Any]


def _observations() -> list[Observation]:
    """Observations of every player at moments of real games (round 1 with face-down tiles,
    after a Marketplace peek, the short game)."""
    out = []
    for players, short in ((2, False), (3, True), (1, False), (4, False)):
        s = lh.new_game(players, 40 + players, short=short)
        rng = random.Random(players)
        step = 0
        while not s.is_over:
            if step % 23 == 0 or any(s.known):
                out += [lh.observe(s, p) for p in range(players)]
            s = lh.apply(s, rng.choice(lh.legal_moves(s)))
            step += 1
    return out


OBSERVATIONS = _observations()


def _reject(data: Data, path: str, *words: str) -> None:
    with pytest.raises(PositionError) as info:
        lh.load_observation(data)
    assert str(info.value).startswith(path), str(info.value)
    for word in words:
        assert word in str(info.value)


def _round_one() -> Data:
    data: Data = lh.dump_observation(lh.observe(lh.new_game(2, 7), 0))
    return data


@pytest.mark.rule("LH-HIDDEN-SUPPLY")
def test_a_face_down_tile_after_round_one_is_refused() -> None:
    s = next(o for o in OBSERVATIONS if o.round > 1 and o.num_players == 2)
    data = lh.dump_observation(s)
    data["supply_tiles"][3] = None
    _reject(data, "$.supply_tiles[3]", "revealed", "LH-HIDDEN-SUPPLY")


@pytest.mark.rule("LH-HIDDEN-SUPPLY")
def test_a_tile_shown_before_its_turn_in_round_one_is_refused() -> None:
    data = _round_one()
    assert data["supply_tiles"][1] is None
    data["supply_tiles"][1] = next(t for t in range(1, 8) if t not in data["supply_tiles"])
    _reject(data, "$.supply_tiles[1]", "face down", "LH-HIDDEN-SUPPLY")


@pytest.mark.rule("LH-HIDDEN-PEEK")
def test_a_peek_with_the_cards_blank_or_a_card_shown_unseen_is_refused() -> None:
    data = _round_one()
    data["players"][0]["known_specials"] = 2
    _reject(data, "$.special_deck[0]", "seen by the observer")
    data = _round_one()
    data["special_deck"][0] = next(c for c in SPECIAL)
    _reject(data, "$.special_deck[0]", "face down")


@pytest.mark.rule("LH-SETUP-SPECIALS")
def test_more_unknown_specials_than_cards_left_are_refused() -> None:
    data = _round_one()
    data["special_deck"] = [None] * 40
    _reject(data, "$.special_deck", "at most the 6")
    data = _round_one()
    spare = list(SPECIAL)
    data["players"][1]["buildings"] = spare[:32]
    _reject(data, "$.special_deck", "unaccounted for")


def test_determinize_refuses_a_hand_made_observation_with_a_position_error() -> None:
    obs = lh.observe(lh.new_game(2, 7), 0)
    bad = Observation(0, lh.load_state({**lh.dump_state(lh.new_game(2, 7)), "seed": 0}))
    with pytest.raises(PositionError):
        lh.determinize(bad, random.Random(1))  # the view shows the whole deck to player 0
    assert lh.observe(lh.determinize(obs, random.Random(1)), 0) == obs


# ----- the property ----------------------------------------------------------------------------


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def _set(data: Any, path: tuple[Any, ...], value: object) -> Any:
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


VALUES = (
    st.none() | st.integers(-2, 8) | st.sampled_from(SPECIAL[:6]) | st.sampled_from(["01", "S01"])
    | st.booleans() | st.just([None] * 7) | st.just([])
)  # fmt: skip


@settings(max_examples=max(settings().max_examples, 150))  # each example takes milliseconds
@given(st.sampled_from(OBSERVATIONS), st.data())
def test_a_mutated_observation_is_refused_or_determinizes_to_itself(
    obs: Observation, data: st.DataObject
) -> None:
    dumped = lh.dump_observation(obs)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _paths(dumped) if p]
        hidden = [p for p in paths if p[0] in ("supply_tiles", "special_deck") or
                  p[-1] == "known_specials"]  # fmt: skip
        path = data.draw(st.sampled_from(hidden) | st.sampled_from(paths))
        dumped = _set(dumped, path, data.draw(VALUES))
    try:
        loaded = lh.load_observation(dumped)
    except PositionError as e:
        assert len(str(e)) <= 400
        return
    for seed in range(3):
        state = lh.determinize(loaded, random.Random(seed))
        assert lh.observe(state, loaded.player) == loaded
        assert lh.load_state(lh.dump_state(state)) == state


@pytest.mark.parametrize("obs", OBSERVATIONS[::40], ids=lambda o: f"r{o.round}p{o.player}")
def test_every_real_observation_determinizes_to_itself(obs: Observation) -> None:
    assert lh.load_observation(lh.dump_observation(obs)) == obs
    assert lh.observe(lh.determinize(obs, random.Random(0)), obs.player) == obs


# ----- the command line ------------------------------------------------------------------------


def _main(argv: list[str]) -> tuple[int, str]:
    old_out, old_err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
    try:
        try:
            status = main(argv)
        except SystemExit as done:
            status = int(done.code or 0)
        return status, sys.stderr.getvalue()
    finally:
        sys.stdout, sys.stderr = old_out, old_err


@pytest.mark.parametrize("change", ["tiles", "deck", "peek"])
def test_brass_check_answers_an_impossible_observation_with_status_2(
    change: str, tmp_path: Path
) -> None:
    data = _round_one()
    if change == "tiles":
        data["supply_tiles"] = [None] * 7
    elif change == "deck":
        data["special_deck"] = [None] * 40
    else:
        data["players"][0]["known_specials"] = 2
    path = tmp_path / "obs.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with contextlib.chdir(tmp_path):
        status, err = _main(["check", str(path), "take wood"])
    assert status == 2, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
