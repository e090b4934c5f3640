"""The HTTP API of brass serve (web.md): games, creating tables, public facts, the record."""

from __future__ import annotations

import json
from pathlib import Path

from pytest import CaptureFixture

import brass_rules as br
from brass_rules.cli import main
from tests.web.helpers import PERSON, bot, facts, new_table, server


def test_games_lists_every_game_with_its_options() -> None:
    with server() as client:
        games = client.get("/api/games").json()
    assert [g["name"] for g in games] == list(br.GAMES)
    for item in games:
        game = br.get_game(item["name"])
        assert (item["min_players"], item["max_players"]) == (game.min_players, game.max_players)
        assert [o["name"] for o in item["options"]] == [o.name for o in game.options]
        for option in item["options"]:
            assert set(option) == {"name", "default", "choices", "help"}
            assert option["default"] in option["choices"]


def test_a_table_gives_each_person_seat_its_own_long_token() -> None:
    with server() as client:
        table = new_table(client, seats=[PERSON, bot(), PERSON])
    seats = table["seats"]
    assert [s["kind"] for s in seats] == ["person", "bot", "person"]
    assert "token" not in seats[1]
    tokens = [seats[0]["token"], seats[2]["token"]]
    assert tokens[0] != tokens[1]
    for text in tokens:  # URL-safe base64: 6 bits a character, at least 128 bits
        assert len(text) * 6 >= 128
    assert table["spectate"].endswith(f"/table/{table['table']}")


def test_the_public_facts_hold_no_seed_and_no_token() -> None:
    with server() as client:
        table = new_table(client, seed=987654321)
        answer = facts(client, table)
    assert answer == {
        "table": table["table"], "game": "brass_birmingham", "players": 2,
        "seats": [{"seat": 0, "kind": "person", "connected": False},
                  {"seat": 1, "kind": "person", "connected": False}],
        "moves": 0, "to_move": br.new_game(players=2, seed=987654321).to_move, "over": False,
    }
    text = json.dumps(answer)
    assert "987654321" not in text and table["seats"][0]["token"] not in text


def _refusal(client: object, body: object, status: int, code: str) -> str:
    answer = client.post("/api/tables", content=body if isinstance(body, bytes)  # type: ignore[attr-defined]
                         else json.dumps(body).encode())
    assert answer.status_code == status, answer.text
    data = answer.json()
    assert set(data) == {"error", "message"} and data["error"] == code
    return str(data["message"])


def test_bad_bodies_are_refused_with_their_path() -> None:
    good = {"game": "le_havre", "players": 2, "seats": [PERSON, PERSON]}
    with server() as client:
        assert "$.game" in _refusal(client, {**good, "game": "chess"}, 400, "unknown_game")
        assert "$.players" in _refusal(client, {**good, "players": 9}, 400, "bad_request")
        assert "$.players" in _refusal(client, {**good, "players": True}, 400, "bad_request")
        assert "$.seats" in _refusal(client, {**good, "seats": [PERSON]}, 400, "bad_request")
        assert "$.seats[1].agent" in _refusal(
            client, {**good, "seats": [PERSON, bot("alphazero")]}, 400, "bad_request")
        assert "$.seats[0]" in _refusal(
            client, {**good, "seats": [{"kind": "person", "x": 1}, PERSON]}, 400, "bad_request")
        assert "$.options.short" in _refusal(
            client, {**good, "options": {"short": "maybe"}}, 400, "bad_request")
        assert "$.options.speed" in _refusal(
            client, {**good, "options": {"speed": 1}}, 400, "bad_request")
        assert "$.seed" in _refusal(client, {**good, "seed": 2**70}, 400, "bad_request")
        assert "$.colour" in _refusal(client, {**good, "colour": "red"}, 400, "bad_request")
        _refusal(client, b"{not json", 400, "bad_request")
        _refusal(client, b"[" * 100_000, 400, "bad_request")
        _refusal(client, b'{"game": "' + b"x" * 70_000 + b'"}', 400, "bad_request")
        _refusal(client, b"\xff\xfe", 400, "bad_request")
        assert client.get("/api/tables/nope").json()["error"] == "unknown_table"
        assert client.get("/api/tables/nope").status_code == 404
        assert client.get("/api/tables/" + "x" * 5000).status_code == 404
        assert client.get("/api/tables").status_code in (404, 405)  # nothing lists the tables


def test_the_record_is_refused_in_play_and_given_once_over(tmp_path: Path,
                                                          capsys: CaptureFixture[str]) -> None:
    with server() as client:
        table = new_table(client, "le_havre", [bot(), bot()], seed=3, short=True)
        path = f"/api/tables/{table['table']}"
        first = client.get(f"{path}/record")
        over = _wait_over(client, path)
        record = client.get(f"{path}/record")
    assert first.status_code in (403, 200)  # the bots may already have finished
    if first.status_code == 403:
        assert first.json()["error"] == "in_play"
    assert record.status_code == 200
    rec = br.load_record(record.json())
    assert rec.game == "le_havre" and rec.seed == 3 and rec.options["short"] is True
    final = rec.final_state()
    assert final.is_over and len(rec.moves) == over["moves"]
    assert list(br.get_game("le_havre").scores(final)) == over["scores"]
    assert "attachment" in record.headers["content-disposition"]
    saved = tmp_path / "game.json"
    saved.write_text(record.text, encoding="utf-8")
    assert main(["replay", str(saved)]) == 0  # brass replay reads the download
    assert f"{len(rec.moves)}" in capsys.readouterr().out


def _wait_over(client: object, path: str) -> dict[str, object]:
    import time

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        answer = client.get(path).json()  # type: ignore[attr-defined]
        if answer["over"]:
            return answer  # type: ignore[no-any-return]
        time.sleep(0.05)
    raise AssertionError("the bots did not finish the game")
