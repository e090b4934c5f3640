"""Self-play faults as properties (issue 15): whatever game fails, at whatever move, with
whatever error, the error names it and every finished game is kept."""

from __future__ import annotations

import json
import tempfile
from functools import partial
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import brass_rules as br
from brass_rules.agents import RandomAgent
from brass_rules.selfplay import SelfPlayError, play_game, play_games
from tests.selfplay.lineups import fail_at


def _plain(seed: int) -> list[object]:
    return [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]


@settings(max_examples=8, deadline=None)
@given(
    st.lists(st.integers(0, 40), min_size=1, max_size=3, unique=True),
    st.data(),
    st.sampled_from(["illegal", "library", "bug"]),
    st.integers(1, 25),
)
def test_a_failing_game_is_named_and_the_finished_ones_are_kept(
    seeds: list[int], data: st.DataObject, kind: str, k: int
) -> None:
    bad = data.draw(st.sampled_from(seeds))
    # the failing agent plays as the plain one until its k-th decision: find that move's number
    plain = play_game(_plain(bad), seed=bad)
    states = list(plain.states())
    mine = [i + 1 for i, s in enumerate(states[:-1]) if s.to_move == 0]
    expected_move = mine[k - 1] if k <= len(mine) else None
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "games.jsonl"
        make = partial(fail_at, bad, k, kind)
        if expected_move is None:  # the game ended first: no fault
            assert len(play_games(make, seeds, players=2, jsonl=path)) == len(seeds)
            return
        try:
            play_games(make, seeds, players=2, jsonl=path)
        except SelfPlayError as exc:
            fault = exc
        else:
            raise AssertionError("no SelfPlayError")
        written = [json.loads(line) for line in path.read_text().splitlines()]
    assert (fault.seed, fault.move, fault.agent, fault.player) == (bad, expected_move, "failing", 0)
    assert f"game seed {bad} failed at move {expected_move}" in str(fault)
    error_type = {"illegal": br.IllegalMoveError, "library": br.UnknownNameError}.get(kind)
    assert isinstance(fault.error, error_type or KeyError)
    before = seeds[: seeds.index(bad)]  # one worker: the games before the failing one finished
    assert [r.seed for r in fault.records] == before
    assert [br.load_record(d) for d in written] == fault.records
    assert fault.records == [play_game(_plain(s), seed=s) for s in before]
