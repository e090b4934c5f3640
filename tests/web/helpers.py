"""What the web tests share: a server on a throw-away database, tables, and reading frames."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import brass_rules as br

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # Starlette prefers httpx2; httpx works the same here
    from starlette.testclient import TestClient

from brass_rules.web import create_app

PERSON = {"kind": "person"}


def bot(agent: str = "random") -> dict[str, str]:
    return {"kind": "bot", "agent": agent}


@contextmanager
def server(db: str = ":memory:") -> Iterator[TestClient]:
    """A test client of a fresh server (its lifespan running)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        client = TestClient(create_app(db))
    with client:
        yield client


def new_table(client: TestClient, game: str = "brass_birmingham", seats: Any = None,
              seed: int = 1, **options: Any) -> dict[str, Any]:
    body = {"game": game, "players": len(seats or [PERSON, PERSON]),
            "seats": seats or [PERSON, PERSON], "seed": seed, "options": options}
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()  # type: ignore[no-any-return]


def token(table: dict[str, Any], seat: int) -> str:
    return table["seats"][seat]["token"]  # type: ignore[no-any-return]


def ws_path(table: dict[str, Any], seat: int | None = None) -> str:
    path = f"/ws/tables/{table['table']}"
    return path if seat is None else f"{path}?token={token(table, seat)}"


def facts(client: TestClient, table: dict[str, Any]) -> dict[str, Any]:
    return client.get(f"/api/tables/{table['table']}").json()  # type: ignore[no-any-return]


def initial_state(game: str, players: int, seed: int, **options: Any) -> Any:
    return br.get_game(game).new_game(players=players, seed=seed, **options)
