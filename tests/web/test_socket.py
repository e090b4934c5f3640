"""The WebSocket of brass serve (web.md): who may connect, what each frame holds, and every
refusal in its order, each changing nothing."""

from __future__ import annotations

import json
import secrets
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect

import brass_rules as br
from tests.web.helpers import PERSON, bot, facts, new_table, server, token, ws_path

POSITION_KEYS = {"type", "table", "seat", "number", "to_move", "observation", "svg", "moves",
                 "events", "over"}


def _refused_before_data(client: Any, path: str) -> int:
    with client.websocket_connect(path) as ws, pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_text()
    return int(closed.value.code)


def test_an_unknown_table_or_a_wrong_token_is_closed_before_any_data() -> None:
    with server() as client:
        table = new_table(client)
        other = new_table(client)
        base = f"/ws/tables/{table['table']}"
        assert _refused_before_data(client, "/ws/tables/nope") == 4404
        assert _refused_before_data(client, "/ws/tables/" + "x" * 3000) == 4404
        for guess in (secrets.token_urlsafe(24), "", "x" * 10_000, token(other, 0),
                      token(table, 0)[:-1]):
            assert _refused_before_data(client, f"{base}?token={guess}") == 4403
        assert facts(client, table)["moves"] == 0


def _position(ws: Any) -> dict[str, Any]:
    message = ws.receive_json()
    assert message["type"] == "position", message
    return message  # type: ignore[no-any-return]


def test_each_seat_gets_exactly_its_observation_and_its_moves() -> None:
    game = br.get_game("brass_birmingham")
    state = game.new_game(players=2, seed=1)
    with server() as client:
        table = new_table(client)
        with client.websocket_connect(ws_path(table, 0)) as ws0, \
                client.websocket_connect(ws_path(table, 1)) as ws1:
            frames = [_position(ws0), _position(ws1)]
    for seat, frame in enumerate(frames):
        assert set(frame) == POSITION_KEYS
        assert frame["seat"] == seat and frame["number"] == 0 and frame["events"] == []
        assert frame["observation"] == game.dump_observation(game.observe(state, seat))
        assert frame["svg"].startswith("<svg") or frame["svg"].startswith("<?xml")
        if seat == state.to_move:
            legal = game.legal_moves(state)
            assert [m["move"] for m in frame["moves"]] == [game.move_to_json(m) for m in legal]
            assert [m["label"] for m in frame["moves"]] == [game.format_move(state, m)
                                                           for m in legal]
        else:
            assert frame["moves"] == []
    # the other seat's hand is in neither frame
    hands = [frames[s]["observation"]["players"][s]["hand"] for s in (0, 1)]
    assert frames[0]["observation"]["players"][1]["hand"] is None or hands[1] != hands[0]


def test_refusals_come_in_the_protocol_order_and_change_nothing() -> None:
    game = br.get_game("brass_birmingham")
    state = game.new_game(players=2, seed=1)
    mover, waiter = state.to_move, 1 - state.to_move
    legal = game.move_to_json(game.legal_moves(state)[0])
    hand = set(game.dump_observation(game.observe(state, mover))["players"][mover]["hand"])
    absent = sorted(set(br.components.deck(2)) - hand)[0]
    with server() as client:
        table = new_table(client)
        with client.websocket_connect(ws_path(table, mover)) as ws, \
                client.websocket_connect(ws_path(table, waiter)) as other, \
                client.websocket_connect(ws_path(table)) as watcher:
            for sock in (ws, other, watcher):
                _position(sock)

            def answer(sock: Any, message: object) -> dict[str, Any]:
                sock.send_text(message if isinstance(message, str) else json.dumps(message))
                reply = sock.receive_json()
                assert reply["type"] == "error", reply
                assert set(reply) <= {"type", "code", "message", "rule"}
                return reply  # type: ignore[no-any-return]

            bad = [
                "{", "[" * 50_000, "nul", json.dumps({"type": "move", "number": 0,
                                                       "text": "x" * 70_000}),
                "x" * (10 * 1024 * 1024), json.dumps([1, 2]), json.dumps({"type": "dance"}),
                json.dumps({"type": "move", "number": "0", "move": legal}),
                json.dumps({"type": "move", "number": 0}),
                json.dumps({"type": "move", "number": 0, "move": legal, "text": "pass"}),
                json.dumps({"type": "move", "number": 0, "move": {"action": "fly"}}),
                json.dumps({"type": "move", "number": 0, "move": legal, "extra": 1}),
                json.dumps({"a": [[[[[[[[[[[[1]]]]]]]]]]]]}),
            ]
            for text in bad:
                for sock in (ws, watcher):  # bad_message comes before spectator
                    assert answer(sock, text)["code"] == "bad_message", text[:40]
            reply = answer(ws, {"type": "move", "number": 0, "move": {"action": "fly"}})
            assert "$.move" in reply["message"]
            # spectator before stale
            assert answer(watcher, {"type": "move", "number": 7, "move": legal})["code"] \
                == "spectator"
            assert answer(watcher, {"type": "undo", "number": 0})["code"] == "spectator"
            # stale before not_your_turn and illegal
            assert answer(other, {"type": "move", "number": 3, "move": legal})["code"] == "stale"
            assert answer(ws, {"type": "move", "number": 1, "move": legal})["code"] == "stale"
            assert answer(other, {"type": "move", "number": 0, "move": legal})["code"] \
                == "not_your_turn"
            illegal = answer(ws, {"type": "move", "number": 0,
                                  "move": {"action": "loan", "card": absent}})
            assert illegal["code"] == "illegal" and illegal["rule"] == "R-GEN-TURN"
            assert absent in illegal["message"]
            assert answer(ws, {"type": "undo", "number": 0})["code"] == "undo_refused"
            assert facts(client, table)["moves"] == 0
            # nothing was broadcast: the next frame each socket gets is the first move's
            ws.send_json({"type": "move", "number": 0, "move": legal})
            for sock in (ws, other, watcher):
                frame = _position(sock)
                assert frame["number"] == 1
                assert frame["events"][0]["kind"] == "move"
            # the same click twice: the second is stale, the move applied once
            assert answer(ws, {"type": "move", "number": 0, "move": legal})["code"] == "stale"
            assert facts(client, table)["moves"] == 1


def test_a_move_in_notation_is_played_like_its_json() -> None:
    game = br.get_game("brass_birmingham")
    state = game.new_game(players=2, seed=4)
    move = game.legal_moves(state)[-1]
    with server() as client:
        table = new_table(client, seed=4)
        with client.websocket_connect(ws_path(table, state.to_move)) as ws:
            _position(ws)
            ws.send_json({"type": "move", "number": 0, "text": game.format_move(state, move)})
            frame = _position(ws)
    after = game.apply(state, move)
    assert frame["number"] == 1
    assert frame["observation"] == game.dump_observation(game.observe(after, state.to_move))


def _play_out(client: Any, table: dict[str, Any], seat: int, pick: Any) -> list[dict[str, Any]]:
    """Play *seat* with *pick* (frame -> move JSON) until the game is over; every frame."""
    frames = []
    with client.websocket_connect(ws_path(table, seat)) as ws:
        while True:
            frame = _position(ws)
            frames.append(frame)
            if frame["over"]:
                return frames
            if frame["to_move"] == seat:
                ws.send_json({"type": "move", "number": frame["number"], "move": pick(frame)})


def test_every_frame_of_a_whole_game_is_exactly_the_seats_view() -> None:
    import random

    rng = random.Random(5)
    game = br.get_game("le_havre")
    with server() as client:
        table = new_table(client, "le_havre", [PERSON, bot()], seed=8, short=True)
        frames = _play_out(client, table, 0, lambda f: rng.choice(f["moves"])["move"])
        record = br.load_record(client.get(f"/api/tables/{table['table']}/record").json())
    states = list(record.states())
    assert frames[-1]["over"] and frames[-1]["scores"] == list(game.scores(states[-1]))
    assert frames[-1]["number"] == len(record.moves)
    numbers = [f["number"] for f in frames]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    for frame in frames:
        assert set(frame) == POSITION_KEYS | ({"scores"} if frame["over"] else set())
        state = states[frame["number"]]
        obs = game.observe(state, 0)
        assert frame["observation"] == game.dump_observation(obs)
        assert frame["to_move"] == (None if state.is_over else state.to_move)
        own = (game.legal_moves(state) if state.to_move == 0 and not state.is_over
               else game.out_of_turn_moves(state, 0) if not state.is_over else ())
        assert [m["move"] for m in frame["moves"]] == [game.move_to_json(m) for m in own]
    # every move's events reached the seat once, the bot's included, in order
    told = [e for f in frames for e in f["events"] if e["kind"] == "move"]
    assert [e["move"] for e in told] == [game.move_to_json(m) for m in record.moves]
    assert {e["player"] for e in told} == {0, 1}


def test_out_of_turn_moves_are_the_seats_own() -> None:
    game = br.get_game("le_havre")
    state = game.new_game(players=2, seed=5, short=True)
    waiter = 1 - state.to_move
    sells = game.out_of_turn_moves(state, waiter)
    assert sells, "the test needs a sale open out of turn"
    with server() as client:
        table = new_table(client, "le_havre", [PERSON, PERSON], seed=5, short=True)
        with client.websocket_connect(ws_path(table, state.to_move)) as ws, \
                client.websocket_connect(ws_path(table, waiter)) as other:
            _position(ws)
            frame = _position(other)
            assert [m["move"] for m in frame["moves"]] == [game.move_to_json(m) for m in sells]
            # the seat to move may not sell another seat's building or ship
            ws.send_json({"type": "move", "number": 0, "move": game.move_to_json(sells[0])})
            refused = ws.receive_json()
            assert (refused["type"], refused["code"]) == ("error", "illegal")
            other.send_json({"type": "move", "number": 0, "move": game.move_to_json(sells[0])})
            for sock in (ws, other):
                assert _position(sock)["number"] == 1
    after = game.apply(state, sells[0])
    assert after.to_move == state.to_move


def test_a_spectator_sees_the_public_view_and_may_not_move() -> None:
    game = br.get_game("brass_birmingham")
    state = game.new_game(players=2, seed=1)
    with server() as client:
        table = new_table(client)
        with client.websocket_connect(ws_path(table)) as watcher:
            frame = _position(watcher)
    assert frame["seat"] is None and frame["moves"] == []
    assert frame["observation"] == game.dump_observation(game.observe(state, None))  # type: ignore[arg-type]
    text = json.dumps(frame)
    for seat in (0, 1):
        hand = game.dump_observation(game.observe(state, seat))["players"][seat]["hand"]
        assert frame["observation"]["players"][seat].get("hand") in (None, [])
        assert hand  # the seat's own view does hold it
    assert '"seed"' not in text


def test_undo_takes_back_a_seats_own_last_move_under_the_rule() -> None:
    with server() as client:
        table = new_table(client, seed=2)
        with client.websocket_connect(ws_path(table, 0)) as ws0, \
                client.websocket_connect(ws_path(table, 1)) as ws1:
            socks = {0: ws0, 1: ws1}
            frames = {s: _position(w) for s, w in socks.items()}
            for _ in range(30):
                frame = frames[0]
                mover = frame["to_move"]
                before = frames[mover]
                socks[mover].send_json({"type": "move", "number": before["number"],
                                        "move": before["moves"][0]["move"]})
                frames = {s: _position(w) for s, w in socks.items()}
                socks[mover].send_json({"type": "undo", "number": frames[mover]["number"]})
                reply = socks[mover].receive_json()
                if reply["type"] == "error":
                    assert reply["code"] == "undo_refused", reply
                    # the other seat may never take it back
                    other = 1 - mover
                    socks[other].send_json({"type": "undo", "number": frames[other]["number"]})
                    assert socks[other].receive_json()["code"] == "undo_refused"
                    continue
                # taken back: both seats are where they were, told by an undo event
                other_frame = _position(socks[1 - mover])
                for after in (reply, other_frame):
                    assert after["number"] == before["number"]
                    assert after["events"][0]["kind"] == "undo"
                    assert after["events"][0]["player"] == mover
                assert reply["observation"] == before["observation"]
                assert facts(client, table)["moves"] == before["number"]
                break
            else:
                raise AssertionError("no move could be taken back in 30 moves")
