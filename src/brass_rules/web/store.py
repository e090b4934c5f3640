"""Where the server keeps its tables: one SQLite file (the standard library's ``sqlite3``).

A table is its setup (game, players, seed, options, seats), the hashes of its seats' tokens and
its moves, one row each, as ``move_to_json`` writes them. A move is committed before the server
answers or broadcasts it, so a server killed even with SIGKILL and started again on the same
file finds every table where it stood. Tokens are never stored, only their SHA-256.

>>> store = Store(":memory:")
>>> store.create("t1", {"game": "le_havre", "players": 1, "seed": 7, "options": {},
...                     "seats": [{"kind": "person"}]}, {0: "secret"})
>>> store.append_move("t1", 0, 0, {"action": "x"})
>>> store.load("t1").moves
[(0, {'action': 'x'})]
>>> store.seat_of("t1", "secret"), store.seat_of("t1", "guess")
(0, None)
"""

from __future__ import annotations

import hashlib
import hmac
import json
import sqlite3
import time
from typing import Any

from attrs import frozen

__all__ = ["DEFAULT_DB", "Store", "StoredTable", "token_digest"]

#: The file ``brass serve`` keeps its tables in, in the working directory.
DEFAULT_DB = "brass-tables.sqlite3"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    setup TEXT NOT NULL,
    created REAL NOT NULL,
    over INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    table_id TEXT NOT NULL,
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (table_id, number)
);
"""


def token_digest(token: str) -> str:
    """The SHA-256 (hex) a seat token is stored as."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


@frozen
class StoredTable:
    """One table as stored: its id, its setup (the JSON ``POST /api/tables`` created it with,
    the seed filled in), its moves in order (the seat that made each and its JSON) and the token
    digests by seat."""

    id: str
    setup: dict[str, Any]
    moves: list[tuple[int, dict[str, Any]]]
    digests: dict[int, str]


class Store:
    """The tables in one SQLite database (a file, or ``":memory:"``).

    Every write commits before it returns. The store is used from one thread (the server's
    event loop); each call is a few small statements.
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        if path != ":memory:":
            # WAL with synchronous=NORMAL: a commit survives the process being killed
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def create(self, table: str, setup: dict[str, Any], tokens: dict[int, str]) -> None:
        """Store a new table and the digests of its person seats' tokens (one transaction)."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO tables (id, setup, created) VALUES (?, ?, ?)",
                (table, json.dumps(setup, sort_keys=True), time.time()),
            )
            self._db.executemany(
                "INSERT INTO seats (table_id, seat, digest) VALUES (?, ?, ?)",
                [(table, seat, token_digest(token)) for seat, token in tokens.items()],
            )

    def append_move(
        self, table: str, number: int, seat: int, move: dict[str, Any], over: bool = False
    ) -> None:
        """Store move *number* (0-based) of *table*, made by *seat*, and whether the game is
        over after it."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO moves (table_id, number, seat, move) VALUES (?, ?, ?, ?)",
                (table, number, seat, json.dumps(move, sort_keys=True)),
            )
            if over:
                self._db.execute("UPDATE tables SET over = 1 WHERE id = ?", (table,))

    def truncate(self, table: str, number: int) -> None:
        """Forget the moves of *table* from *number* on (an undo)."""
        with self._transaction():
            self._db.execute(
                "DELETE FROM moves WHERE table_id = ? AND number >= ?", (table, number)
            )
            self._db.execute("UPDATE tables SET over = 0 WHERE id = ?", (table,))

    def exists(self, table: str) -> bool:
        """Whether a table of that id is stored."""
        row = self._db.execute("SELECT 1 FROM tables WHERE id = ?", (table,)).fetchone()
        return row is not None

    def load(self, table: str) -> StoredTable | None:
        """The stored table, or ``None`` for an unknown id."""
        row = self._db.execute("SELECT setup FROM tables WHERE id = ?", (table,)).fetchone()
        if row is None:
            return None
        moves = [
            (int(seat), json.loads(text))
            for seat, text in self._db.execute(
                "SELECT seat, move FROM moves WHERE table_id = ? ORDER BY number", (table,)
            )
        ]
        digests = {
            seat: digest
            for seat, digest in self._db.execute(
                "SELECT seat, digest FROM seats WHERE table_id = ?", (table,)
            )
        }
        return StoredTable(table, json.loads(row[0]), moves, digests)

    def unfinished(self) -> list[str]:
        """The ids of the tables whose game is not over, oldest first."""
        rows = self._db.execute("SELECT id FROM tables WHERE over = 0 ORDER BY created, id")
        return [table for (table,) in rows]

    def seat_of(self, table: str, token: str) -> int | None:
        """The seat *token* opens at *table*, or ``None`` (compared in constant time)."""
        digest = token_digest(token)
        found = None
        for seat, stored in self._db.execute(
            "SELECT seat, digest FROM seats WHERE table_id = ?", (table,)
        ):
            if hmac.compare_digest(digest, stored):
                found = int(seat)
        return found

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)


class _Transaction:
    """``BEGIN``... ``COMMIT`` (``ROLLBACK`` on an error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, value: object, traceback: object) -> None:
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")
