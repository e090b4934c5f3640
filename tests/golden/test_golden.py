"""Golden games: three complete recorded games replayed from ``new_game``.

A failure means the engine now plays these games differently. If that is intended, run
``python -m tests.golden.regenerate`` and review the diff of the JSON files.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import brass_rules as br
from tests.golden.regenerate import GAMES, path_of


def _load(players: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path_of(players).read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_recorded_game_replays_to_the_recorded_scores(players: int, seed: int) -> None:
    record = _load(players)
    assert (record["players"], record["seed"]) == (players, seed)
    state = br.new_game(players=players, seed=seed, variant=br.Variant(record["variant"]))
    for i, data in enumerate(record["moves"]):
        assert not state.is_over, f"the game ended before move {i}"
        move = br.move_from_json(data)
        assert br.validate(state, move) == (), f"move {i} {data} is no longer legal"
        state = br.apply(state, move)
    assert state.is_over
    assert list(br.scores(state)) == record["scores"]
    assert [list(g) for g in br.ranking(state)] == record["ranking"]
    assert [p.money for p in state.players] == record["money"]
    assert [p.income_space for p in state.players] == record["income_spaces"]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_recorded_choices_are_reproducible(players: int, seed: int) -> None:
    """The same chooser picks the same moves from the same legal-move lists."""
    record = _load(players)
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed)
    for i, (data, count) in enumerate(zip(record["moves"], record["legal_counts"], strict=True)):
        legal = br.legal_moves(state)
        assert len(legal) == count, f"decision {i}: {len(legal)} legal moves, recorded {count}"
        move = rng.choice(legal)
        assert br.move_to_json(move) == data, f"decision {i}"
        state = br.apply(state, move)
    assert state.is_over


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_golden_files_are_up_to_date(players: int, seed: int) -> None:
    from tests.golden.regenerate import dumps, play

    assert dumps(play(players, seed)) == path_of(players).read_text(encoding="utf-8")


def test_golden_games_cover_every_player_count() -> None:
    assert sorted(players for players, _ in GAMES) == [2, 3, 4]
    for players, _ in GAMES:
        record = _load(players)
        assert len(record["moves"]) == len(record["legal_counts"]) > 50
