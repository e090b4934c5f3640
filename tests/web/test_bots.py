"""Bots play on the server, off the event loop: a searching bot at one table never stops the
others from being answered, and a table of bots plays to the end by itself."""

from __future__ import annotations

import time
from typing import Any

import pytest

import brass_rules as br
import brass_rules.web.game_session as game_session
from brass_rules.agents import RandomAgent
from tests.web.helpers import PERSON, bot, facts, new_table, server, ws_path


class Searcher:
    """A bot that computes for 1.5 s (holding the interpreter as a search does), then plays
    as the random agent."""

    name = "searcher"

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed=seed)

    def choose(self, obs: Any) -> Any:
        until = time.monotonic() + 1.5
        count = 0
        while time.monotonic() < until:
            count += sum(range(1000))
        return self.inner.choose(obs)


def test_a_searching_bot_does_not_hold_up_other_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_session, "make_agent", lambda kind, seed: Searcher(seed))
    assert br.new_game(players=2, seed=1).to_move == 1  # the search bot decides first
    state = br.new_game(players=2, seed=2)
    assert state.to_move == 0
    with server() as client:
        busy = new_table(client, seats=[PERSON, bot("mcts")], seed=1)
        time.sleep(0.2)  # the search has started
        other = new_table(client, seed=2)
        started = time.monotonic()
        with client.websocket_connect(ws_path(other, 0)) as ws:
            first = ws.receive_json()
            ws.send_json({"type": "move", "number": 0, "move": first["moves"][0]["move"]})
            assert ws.receive_json()["number"] == 1
        answered = time.monotonic() - started
        still_thinking = facts(client, busy)["moves"] == 0
        with client.websocket_connect(ws_path(busy, 0)) as ws:  # the search ends with a move
            frame = ws.receive_json()
            while frame["number"] == 0:
                frame = ws.receive_json()
    assert frame["events"][0]["kind"] == "move" and frame["events"][0]["player"] == 1
    assert answered < 1.0, answered
    assert still_thinking  # the round trip above happened while the bot searched


def test_a_table_of_bots_plays_to_the_end_and_the_facts_follow() -> None:
    with server() as client:
        table = new_table(client, "brass_birmingham", [bot("greedy"), bot("random")], seed=5,
                          variant="intro")
        deadline = time.monotonic() + 60
        while not facts(client, table)["over"]:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        answer = facts(client, table)
        record = br.load_record(client.get(f"/api/tables/{table['table']}/record").json())
    assert answer["moves"] == len(record.moves) and answer["to_move"] is None
    assert answer["scores"] == list(br.scores(record.final_state()))
    assert record.names == ("greedy", "random")


def test_connected_seats_are_public() -> None:
    with server() as client:
        table = new_table(client)
        with client.websocket_connect(ws_path(table, 1)) as ws:
            ws.receive_json()
            seats = facts(client, table)["seats"]
        assert [s["connected"] for s in seats] == [False, True]
        assert [s["connected"] for s in facts(client, table)["seats"]] == [False, False]
