"""GameRecord, dump_record and load_record over random games: round trips and determinism."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import brass_rules as br
from tests.records.games import GAMES, moves, steps


def _record(players: int, seed: int, variant: br.Variant) -> br.GameRecord:
    return br.GameRecord(
        players=players, seed=seed, variant=variant, moves=moves(players, seed, variant)
    )


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_a_random_game_round_trips_through_json(
    players: int, seed: int, variant: br.Variant
) -> None:
    rec = _record(players, seed, variant)
    text = json.dumps(br.dump_record(rec), sort_keys=True)
    back = br.load_record(json.loads(text))
    assert back == rec
    assert json.dumps(br.dump_record(back), sort_keys=True) == text
    assert back.final_state() == steps(players, seed, variant)[-1][2]


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_states_replay_the_game(players: int, seed: int, variant: br.Variant) -> None:
    rec = _record(players, seed, variant)
    states = list(rec.states())
    game = steps(players, seed, variant)
    assert states == [game[0][0], *(after for _, _, after in game)]
    assert rec.initial_state() == br.new_game(players=players, seed=seed, variant=variant)
    assert rec.final_state() == states[-1]


def test_same_seed_and_moves_give_the_same_record_byte_for_byte() -> None:
    a = br.GameRecord(players=3, seed=12, moves=moves(*GAMES[1]))
    b = br.GameRecord(players=3, seed=12)
    for move in moves(*GAMES[1]):
        b = b.with_move(move)
    assert a == b
    dumped = [json.dumps(br.dump_record(r), sort_keys=True) for r in (a, b, _record(*GAMES[1]))]
    assert dumped[0] == dumped[1] == dumped[2]
    other = br.GameRecord(players=3, seed=13, moves=())
    assert json.dumps(br.dump_record(other), sort_keys=True) != dumped[0]


def test_the_record_json_has_the_documented_keys() -> None:
    rec = _record(*GAMES[0])
    d = br.dump_record(rec)
    assert d["format"] == "brass_rules/record"
    assert d["version"] == 1
    assert d["engine"] == br.__version__
    assert d["players"] == 2 and d["seed"] == 11 and d["variant"] == "standard"
    assert d["start"] is None and d["names"] is None
    final = rec.final_state()
    assert d["result"] == {
        "scores": list(br.scores(final)),
        "ranking": [list(g) for g in br.ranking(final)],
    }
    assert d["moves"] == [br.move_to_json(m) for m in rec.moves]
    unfinished = br.dump_record(br.GameRecord(players=2, seed=11, moves=rec.moves[:10]))
    assert "result" not in unfinished


def test_with_move_stores_the_completed_move_and_leaves_the_record_alone() -> None:
    rec = br.GameRecord(players=2, seed=11, names=["Ann", "Bob"])
    before, move, _ = steps(*GAMES[0])[0]
    partial = (
        br.Build(move.card, move.industry, move.location) if isinstance(move, br.Build) else move
    )
    longer = rec.with_move(partial)
    assert rec.moves == ()
    assert longer.moves == (br.complete(before, partial),)
    assert longer.names == ("Ann", "Bob")
    with pytest.raises(br.IllegalMoveError):
        rec.with_move(br.End())


def test_a_record_from_a_start_position_replays_from_it() -> None:
    """A rules lawyer's question: a position and the moves played from it."""
    game = steps(*GAMES[2])
    start, _, _ = game[30]
    played = [m for _, m, _ in game[30:40]]
    rec = br.GameRecord(
        players=4, seed=13, start=br.dump_state(start), moves=played, names=("A", "B", "C", "D")
    )
    assert rec.initial_state() == start
    assert rec.final_state() == game[39][2]
    d = json.loads(json.dumps(br.dump_record(rec)))
    assert d["start"] == br.dump_state(start)
    back = br.load_record(d)
    assert back == rec and back.final_state() == game[39][2]


_SCRIPT = """
import hashlib, json, sys
import brass_rules as br
from tests.records.games import GAMES, moves, steps
game = steps(*GAMES[1])
rec = br.GameRecord(players=3, seed=12, moves=moves(*GAMES[1]))
start = br.GameRecord(players=3, seed=12, start=br.dump_state(game[25][0]),
                      moves=[m for _, m, _ in game[25:60]], names=("A", "B", "C"))
for r in (rec, start):
    print(hashlib.sha256(json.dumps(br.dump_record(r), sort_keys=True).encode()).hexdigest())
    print(hashlib.sha256(br.format_record(r).encode()).hexdigest())
"""


def test_records_are_the_same_in_another_process_with_another_hash_seed() -> None:
    root = Path(__file__).resolve().parents[2]
    runs = [
        subprocess.run(
            [sys.executable, "-c", _SCRIPT],
            capture_output=True,
            text=True,
            check=True,
            cwd=root,
            env={
                **os.environ,
                "PYTHONHASHSEED": seed,
                "PYTHONPATH": f"{root}{os.pathsep}{root / 'src'}",
            },
        ).stdout
        for seed in ("1", "2")
    ]
    assert runs[0] == runs[1]
    assert len(runs[0].split()) == 4
