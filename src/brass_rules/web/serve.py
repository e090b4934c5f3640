"""brass serve: play in a browser. Serves the page and the game server (web.md) with uvicorn.

Open the address it prints; the lobby sets up a table (a game, its options, and for each seat
a person or a bot) and gives one link per person seat and a link for spectators. Every table is
kept in an SQLite file (--db, brass-tables.sqlite3 in the working directory by default), so a
server stopped in any way and started again on the same file resumes every table. Needs the
[web] extra: python -m pip install "brass_rules[web]".
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

__all__ = ["run"]

#: Largest WebSocket frame uvicorn reads (a larger one closes the socket; up to it, a message
#: over 64 KiB is answered with a ``bad_message`` error).
WS_MAX_SIZE = 16 * 1024 * 1024
#: The zlib level of the WebSocket's compression (permessage-deflate, which browsers ask for):
#: level 1 deflates a position (about 100 kB, most of it the picture) in about half the time of
#: zlib's default 6 (0.8 against 1.5 ms, uvicorn's window of 4 KiB kept), for frames about a
#: third larger on the wire (15 against 12 kB); the messages are the same.
WS_DEFLATE_LEVEL = 1


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; prints the URL once the server is ready."""
    try:
        import uvicorn

        from brass_rules.web import create_app
    except ImportError as exc:  # the [web] extra is missing
        from brass_rules.cli.common import CommandError

        raise CommandError(
            f"brass serve needs the [web] extra ({exc.name} is missing): "
            'python -m pip install "brass_rules[web]"'
        ) from exc
    app = create_app(args.db, bot_delay=args.bot_delay)
    config = uvicorn.Config(app, host=args.host, port=args.port, log_level="warning",
                            ws_max_size=WS_MAX_SIZE, lifespan="on", ws=_websocket_class())
    server = _server_class()(config)
    server.url = f"http://{_shown_host(args.host)}:{args.port}/"
    asyncio.run(server.serve())
    return 0


def _shown_host(host: str) -> str:
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    return f"[{host}]" if ":" in host else host


def _websocket_class() -> Any:
    """uvicorn's WebSocket protocol (websockets, sans-I/O) compressing at
    :data:`WS_DEFLATE_LEVEL`, with uvicorn's other settings; uvicorn's own choice (``"auto"``)
    when that protocol is not there."""
    try:
        from uvicorn.protocols.websockets.websockets_sansio_impl import (
            WebSocketsSansIOProtocol,
        )
        from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory
    except ImportError:
        return "auto"

    class Protocol(WebSocketsSansIOProtocol):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            if self.config.ws_per_message_deflate:  # uvicorn's factory, at another level
                self.conn.available_extensions = [ServerPerMessageDeflateFactory(
                    server_max_window_bits=12, client_max_window_bits=12,
                    compress_settings={"memLevel": 5, "level": WS_DEFLATE_LEVEL},
                )]

    return Protocol


def _server_class() -> Any:
    """uvicorn's server, saying its URL once it listens (built here: importing this module
    needs no uvicorn)."""
    import uvicorn

    class Server(uvicorn.Server):
        url = ""

        async def startup(self, sockets: Any = None) -> None:
            await super().startup(sockets=sockets)
            if self.started:
                port = self.config.port
                if port == 0 and self.servers:  # an ephemeral port: say which
                    port = self.servers[0].sockets[0].getsockname()[1]
                    self.url = self.url.rsplit(":", 1)[0] + f":{port}/"
                print(f"brass serve: playing at {self.url} (Ctrl+C stops)", flush=True)
                sys.stdout.flush()

    return Server
