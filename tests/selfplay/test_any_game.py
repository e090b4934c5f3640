"""Self-play of any registered game (issue 14): records carry the game and its options."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pytest

import brass_rules as br
import tests.agents.toygame as toy
from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from brass_rules.selfplay import Lineup, play_game, play_games


@pytest.fixture(autouse=True)
def _toy() -> Any:
    with toy.registered() as game:
        yield game


def test_play_game_plays_any_game_with_its_options() -> None:
    agents = [RandomAgent(1), GreedyAgent(2), MCTSAgent(iterations=4, seed=3)]
    rec = play_game(agents, seed=4, game=toy.name, max_take=2)
    assert (rec.game, rec.options, rec.players, rec.seed) == (toy.name, {"max_take": 2}, 3, 4)
    assert rec.names == ("random", "greedy", "mcts")
    final = rec.final_state()
    assert final.is_over and final.max_take == 2 and all(m.n <= 2 for m in rec.moves)
    assert br.load_record(br.dump_record(rec)) == rec


def test_play_games_of_any_game_on_processes(tmp_path: Path) -> None:
    seeds = [3, 1, 2]
    path = tmp_path / "toy.jsonl"
    lineup = Lineup([RandomAgent, partial(MCTSAgent, iterations=3)])
    one = play_games(lineup, seeds, players=2, game=toy.name, max_take=40)
    two = play_games(lineup, seeds, players=2, workers=2, game=toy.name, max_take=40, jsonl=path)
    assert one == two == [play_game(lineup(s), s, game=toy.name, max_take=40) for s in seeds]
    loaded = [br.load_record(json.loads(line)) for line in path.read_text().splitlines()]
    assert sorted(loaded, key=lambda r: r.seed) == sorted(two, key=lambda r: r.seed)
    assert all(r.game == toy.name for r in loaded)
    # the game's own player counts: one to five here
    assert len(play_games(toy.make_random, [1], players=3, game=toy.name)) == 1
    assert play_games(Lineup([RandomAgent]), [5], players=1, game=toy.name)[0].players == 1
    with pytest.raises(ValueError, match=r"Toy Tokens is for 1, 2, 3, 4 or 5 players, not 6"):
        play_games(toy.make_random, [1], players=6, game=toy.name)
    with pytest.raises(br.UnknownNameError, match="unknown game"):
        play_games(toy.make_random, [1], game="toy")


def test_birmingham_is_the_default_and_keeps_its_variant() -> None:
    lineup = Lineup([RandomAgent, RandomAgent])
    rec = play_games(lineup, [2], players=2, variant=br.Variant.INTRO)[0]
    assert rec.game == "brass_birmingham" and rec.variant is br.Variant.INTRO
    assert rec == play_game(lineup(2), seed=2, variant=br.Variant.INTRO)
    with pytest.raises(ValueError, match="2, 3 or 4 players, not 5"):
        play_games(lineup, [1], players=5)
