"""play_game and play_games on processes: finished records, equal whatever the workers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules.agents import GreedyAgent, RandomAgent
from brass_rules.selfplay import Lineup, SelfPlayError, play_game, play_games
from tests.selfplay.lineups import MIXED2, RANDOM3, RANDOM4


def test_play_game_returns_the_finished_record_with_the_names() -> None:
    agents = [GreedyAgent(1, name="g"), RandomAgent(2)]
    rec = play_game(agents, seed=11)
    assert (rec.players, rec.seed, rec.names) == (2, 11, ("g", "random"))
    final = rec.final_state()
    assert final.is_over
    # every stored move is completed, and replaying the record gives the same game
    state = rec.initial_state()
    for move in rec.moves:
        assert br.complete(state, move) == move
        state = br.apply(state, move)
    assert state == final
    assert br.load_record(br.dump_record(rec)) == rec
    # the same agents, freshly seeded, play the same game
    assert play_game([GreedyAgent(1, name="g"), RandomAgent(2)], seed=11) == rec


def test_play_game_names_an_agent_that_plays_an_illegal_move() -> None:
    class Cheat:
        name = "cheat"

        def choose(self, obs: br.Observation) -> br.Move:
            return br.Loan(card="no such card")

    with pytest.raises(br.IllegalMoveError) as info:
        play_game([Cheat(), Cheat()], seed=1)
    assert "agent 'cheat' (player" in "".join(info.value.__notes__)
    with pytest.raises(TypeError, match="not an agent"):
        play_game([RandomAgent(1), object()], seed=1)  # type: ignore[list-item]


def test_records_do_not_depend_on_the_number_of_workers(tmp_path: Path) -> None:
    seeds = [5, 1, 3]
    one = play_games(RANDOM3, seeds, players=3, workers=1)
    two = play_games(RANDOM3, seeds, players=3, workers=2, jsonl=tmp_path / "games.jsonl")
    assert one == two == [play_game(RANDOM3(s), seed=s) for s in seeds]
    assert [r.seed for r in two] == seeds
    # each finished game was written as one JSON line (in the order the games ended)
    lines = (tmp_path / "games.jsonl").read_text(encoding="utf-8").splitlines()
    loaded = sorted((br.load_record(json.loads(line)) for line in lines), key=lambda r: r.seed)
    assert loaded == sorted(two, key=lambda r: r.seed)


def test_searching_agents_give_the_same_records_in_a_worker() -> None:
    seeds = [2, 7]
    assert play_games(MIXED2, seeds, players=2, workers=2) == [
        play_game(MIXED2(s), seed=s) for s in seeds
    ]


def test_jsonl_appends_so_earlier_games_survive(tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    play_games(RANDOM4, [1], workers=1, jsonl=path)
    play_games(RANDOM4, [2], workers=1, jsonl=path)
    seeds = [json.loads(line)["seed"] for line in path.read_text(encoding="utf-8").splitlines()]
    assert seeds == [1, 2]


def test_progress_is_optional(capsys: pytest.CaptureFixture[str]) -> None:
    play_games(RANDOM4, [1, 2], workers=1, progress=True)
    assert "2/2" in capsys.readouterr().err
    play_games(RANDOM4, [1, 2], workers=1, progress=False)
    assert capsys.readouterr().err == ""


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="backend"):
        play_games(RANDOM4, [1], backend="threads")
    with pytest.raises(ValueError, match="workers"):
        play_games(RANDOM4, [1], workers=0)
    with pytest.raises(ValueError, match="players"):
        play_games(RANDOM4, [1], players=5)
    with pytest.raises(TypeError, match="seeds"):
        play_games(RANDOM4, ["1"])  # type: ignore[list-item]
    with pytest.raises(SelfPlayError, match="4 agents for a 2-player game"):
        play_games(RANDOM4, [1], players=2)
    with pytest.raises(TypeError, match="make_agents must pickle"):
        play_games(lambda seed: RANDOM4(seed), [1], workers=2)
    assert play_games(lambda seed: RANDOM4(seed), [1], workers=1) == play_games(RANDOM4, [1])
    with pytest.raises(ValueError, match="at least one seat"):
        Lineup([])
    with pytest.raises(TypeError, match="factory"):
        Lineup([RandomAgent, 3])  # type: ignore[list-item]
