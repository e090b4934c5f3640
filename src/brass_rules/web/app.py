"""The ASGI application: the page, the HTTP API and the WebSocket of ``brass serve`` (web.md).

>>> from brass_rules.web import create_app
>>> app = create_app(db=":memory:")
>>> sorted(r.path for r in app.routes)[:3]
['/', '/api/games', '/api/tables']
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from brass_rules.web.game_session import games_json
from brass_rules.web.protocol import MAX_MESSAGE_BYTES, ProtocolError
from brass_rules.web.store import DEFAULT_DB, Store
from brass_rules.web.tables import Connection, Hub, LiveTable

__all__ = ["CLOSE_UNKNOWN_TABLE", "CLOSE_WRONG_TOKEN", "create_app"]

#: The close code of a WebSocket whose token opens no seat (web.md).
CLOSE_WRONG_TOKEN = 4403
#: The close code of a WebSocket to a table that does not exist.
CLOSE_UNKNOWN_TABLE = 4404
#: The close code of a client that let too many messages pile up unread.
CLOSE_FLOODED = 4429

_STATUS = {
    "bad_request": 400, "unknown_game": 400, "unknown_table": 404, "in_play": 403, "not_found": 404,
}


def _error(code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": code, "message": message}, status_code=_STATUS.get(code, 400))


def _refused(exc: ProtocolError) -> JSONResponse:
    return _error(exc.code, exc.message)


def _static_dir() -> str:
    return str(resources.files("brass_rules.web") / "static")


def create_app(db: str = DEFAULT_DB, *, bot_delay: float = 0.0) -> Starlette:
    """The server as an ASGI app, keeping its tables in the SQLite file *db* (``":memory:"``
    for a throw-away server). Bots wait *bot_delay* seconds before each decision."""
    store = Store(db)
    hub = Hub(store, bot_delay=bot_delay)
    static = _static_dir()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hub.resume()
        try:
            yield
        finally:
            await hub.close()
            store.close()

    def live_or_404(request: Request) -> LiveTable:
        live = hub.get(request.path_params["table"])
        if live is None:
            raise ProtocolError("unknown_table", "no table of that id")
        return live

    async def games(request: Request) -> Response:
        return JSONResponse(games_json())

    async def create_table(request: Request) -> Response:
        try:
            body = await _read_body(request)
            live, tokens = hub.create(body)
        except ProtocolError as exc:
            return _refused(exc)
        base = str(request.base_url)
        seats: list[dict[str, Any]] = []
        for i, seat in enumerate(live.session.seats):
            item: dict[str, Any] = {"seat": i, "kind": seat["kind"]}
            if i in tokens:
                item["token"] = tokens[i]
            seats.append(item)
        return JSONResponse(
            {"table": live.id, "seats": seats, "spectate": f"{base}table/{live.id}"},
            status_code=201,
        )

    async def table_facts(request: Request) -> Response:
        try:
            live = live_or_404(request)
        except ProtocolError as exc:
            return _refused(exc)
        session = live.session
        out: dict[str, Any] = {
            "table": live.id,
            "game": session.game.name,
            "players": session.players,
            "seats": [
                {"seat": i, "kind": seat["kind"], "connected": live.connected(i)}
                for i, seat in enumerate(session.seats)
            ],
            "moves": session.number,
            "to_move": session.to_move,
            "over": session.over,
        }
        if session.over:
            out["scores"] = session.scores()
        return JSONResponse(out)

    async def record(request: Request) -> Response:
        try:
            live = live_or_404(request)
        except ProtocolError as exc:
            return _refused(exc)
        if not live.session.over:
            return _error("in_play", "the record holds the seed: it is given once the game "
                          "is over")
        return JSONResponse(
            live.session.record_json(),
            headers={"Content-Disposition":
                     f'attachment; filename="brass-{live.id}.json"'},
        )

    async def page(request: Request) -> Response:
        return FileResponse(f"{static}/index.html")

    async def table_page(request: Request) -> Response:
        return FileResponse(f"{static}/table.html")

    async def unknown_api(request: Request) -> Response:
        return _error("not_found", "no such API path")

    async def socket(websocket: WebSocket) -> None:
        await websocket.accept()
        live = hub.get(websocket.path_params["table"])
        if live is None:
            await websocket.close(code=CLOSE_UNKNOWN_TABLE, reason="unknown table")
            return
        token = websocket.query_params.get("token")
        seat: int | None = None
        if token is not None:
            seat = hub.seat_of(live.id, token)
            if seat is None:
                await websocket.close(code=CLOSE_WRONG_TOKEN, reason="wrong token")
                return
        conn = Connection(seat, websocket.send_text, live)
        conn.start()
        hub.join(live, conn)
        try:
            while not conn.overflowed:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                raw = message.get("text")
                if raw is None:
                    raw = message.get("bytes") or b""
                await hub.handle(live, conn, raw)
            if conn.overflowed:
                await websocket.close(code=CLOSE_FLOODED, reason="too many unread messages")
        except WebSocketDisconnect:
            pass
        finally:
            hub.leave(live, conn)
            conn.stop()

    routes = [
        Route("/", page),
        Route("/api/games", games),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables/{table}", table_facts),
        Route("/api/tables/{table}/record", record),
        Route("/api/{rest:path}", unknown_api, methods=["GET", "POST"]),
        Route("/table/{table}", table_page),
        Mount("/static", StaticFiles(directory=static), name="static"),
        WebSocketRoute("/ws/tables/{table}", socket),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.hub = hub
    return app


async def _read_body(request: Request) -> object:
    """The request's JSON body, at most :data:`MAX_MESSAGE_BYTES` long and nested at most a
    few levels. :raises ProtocolError: ``bad_request``."""
    size = request.headers.get("content-length")
    if size is not None and (not size.isdigit() or int(size) > MAX_MESSAGE_BYTES):
        raise ProtocolError("bad_request", f"$: the body is over {MAX_MESSAGE_BYTES} bytes")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_MESSAGE_BYTES:
            raise ProtocolError("bad_request", f"$: the body is over {MAX_MESSAGE_BYTES} bytes")
    from brass_rules.web.protocol import MAX_DEPTH, nesting_depth

    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ProtocolError("bad_request", "$: the body is not UTF-8") from exc
    if nesting_depth(text) > MAX_DEPTH:
        raise ProtocolError("bad_request", f"$: nested too deeply (more than {MAX_DEPTH} levels)")
    try:
        return json.loads(text)
    except ValueError as exc:
        raise ProtocolError("bad_request", f"$: the body is not JSON ({str(exc)[:80]})") from exc
