"""The reference game server and page: ``brass serve`` (needs the ``[web]`` extra).

:func:`create_app` gives the ASGI application (Starlette); ``brass serve`` runs it under
uvicorn. The protocol is in the docs page "Play in a browser" (``docs/web.rst``).
"""

from __future__ import annotations

from typing import Any

__all__ = ["create_app"]


def create_app(db: str = "brass-tables.sqlite3", *, bot_delay: float = 0.0) -> Any:
    """The server as an ASGI app keeping its tables in the SQLite file *db* (``":memory:"`` for
    a throw-away server); see :func:`brass_rules.web.app.create_app`."""
    from brass_rules.web.app import create_app as make

    return make(db, bot_delay=bot_delay)
