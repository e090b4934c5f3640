"""A server killed with SIGKILL and started again on the same file resumes every table: no
answered move is lost, and each seat that reconnects with its token sees what it saw."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the [web] extra is not installed")
pytest.importorskip("uvicorn", reason="the [web] extra is not installed")

import httpx
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def serving(db: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``python -m brass_rules serve`` on a free port; yields the process and its URL."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    process = subprocess.Popen(
        [sys.executable, "-m", "brass_rules", "serve", "--db", str(db), "--port", "0",
         "--bot-delay", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert "http://" in line, line
        yield process, line[line.index("http://"):].split()[0]
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=10)


def _frame(ws: Any) -> dict[str, Any]:
    while True:
        message = json.loads(ws.recv(timeout=20))
        if message["type"] == "position":
            return message  # type: ignore[no-any-return]


def _ws(url: str, table: dict[str, Any], seat: int) -> Any:
    base = url.replace("http://", "ws://")
    return connect(f"{base}ws/tables/{table['table']}?token={table['seats'][seat]['token']}",
                   max_size=None)


def test_a_killed_server_resumes_every_table(tmp_path: Path) -> None:
    db = tmp_path / "tables.sqlite3"
    bodies = [
        {"game": "brass_birmingham", "players": 2, "seed": 3,
         "seats": [{"kind": "person"}, {"kind": "person"}]},
        {"game": "le_havre", "players": 2, "seed": 4, "options": {"short": True},
         "seats": [{"kind": "person"}, {"kind": "bot", "agent": "random"}]},
    ]
    seen: dict[tuple[int, int], dict[str, Any]] = {}
    with serving(db) as (process, url):
        tables = [httpx.post(f"{url}api/tables", json=b).json() for b in bodies]
        for index, table in enumerate(tables):
            seats = [s["seat"] for s in table["seats"] if "token" in s]
            stack = ExitStack()
            sockets = {s: stack.enter_context(_ws(url, table, s)) for s in seats}
            frames = {s: _frame(ws) for s, ws in sockets.items()}
            for _ in range(6):  # the person seats play their first listed move
                mover = next((s for s, f in frames.items() if f["to_move"] == s), None)
                if mover is None:
                    break
                frame = frames[mover]
                sockets[mover].send(json.dumps(
                    {"type": "move", "number": frame["number"],
                     "move": frame["moves"][0]["move"]}))
                for s, ws in sockets.items():  # each seat waits for the move's broadcast
                    frames[s] = _frame(ws)
                    while frames[s]["number"] <= frame["number"] or (
                            frames[s]["to_move"] not in seats and not frames[s]["over"]):
                        frames[s] = _frame(ws)
            seen.update({(index, s): frames[s] for s in sockets})
            stack.close()
        moves = [httpx.get(f"{url}api/tables/{t['table']}").json()["moves"] for t in tables]
        assert all(n >= 3 for n in moves)
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    with serving(db) as (_, url):
        for (index, seat), before in seen.items():
            table = tables[index]
            assert httpx.get(f"{url}api/tables/{table['table']}").json()["moves"] == moves[index]
            with _ws(url, table, seat) as ws:
                after = _frame(ws)
            assert after["number"] == before["number"]
            assert after["observation"] == before["observation"]
            assert after["moves"] == before["moves"]


def test_a_stored_table_that_no_longer_replays_is_left_out(tmp_path: Path) -> None:
    from brass_rules.web.store import Store
    from tests.web.helpers import new_table, server

    db = str(tmp_path / "tables.sqlite3")
    with server(db) as client:
        good = new_table(client, seed=1)
        bad = new_table(client, seed=2)
    store = Store(db)
    store.append_move(bad["table"], 0, 0, {"action": "fly"})  # no move of the game
    store.close()
    with server(db) as client:
        assert client.get(f"/api/tables/{bad['table']}").status_code == 404
        assert client.get(f"/api/tables/{good['table']}").json()["moves"] == 0
