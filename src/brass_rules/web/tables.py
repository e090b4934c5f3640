"""The live tables of a server: each table's game, its lock, its connections and its bots.

Moves at one table are applied one at a time under the table's lock, in the order they come:
each is checked, applied, committed to the store and only then broadcast, every connection
getting the position its seat may see. Bots think in a worker thread, off the event loop, so
other tables stay answered while one searches; a bot's move is applied only if the table has
not changed while it thought (else it thinks again).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from brass_rules.errors import BrassError
from brass_rules.web.game_session import MAX_SEED, Session, check_setup
from brass_rules.web.protocol import ClientMessage, ProtocolError, read_message
from brass_rules.web.store import Store

__all__ = ["EVENTS_ON_CONNECT", "OUTBOX", "Connection", "Hub", "LiveTable"]

log = logging.getLogger("brass_rules.web")

#: Messages waiting for one client at most; a client that lets more pile up is disconnected.
OUTBOX = 256
#: On connecting, a client gets the events of this many last moves.
EVENTS_ON_CONNECT = 50
#: Longest table id or token looked up (longer ones are unknown or wrong at once).
MAX_KEY = 100
#: Bytes of randomness in a seat token (at least 128 bits; web.md).
TOKEN_BYTES = 24


#: Events waiting for one client at most (a client this far behind is disconnected).
MAX_PENDING_EVENTS = 20_000
_POSITION = object()  # the outbox's mark for "send the table's position now"


class Connection:
    """One client at one table: its seat (``None`` for a spectator) and its outbox.

    *send* writes one text frame; a writer task drains the outbox in order, so a slow client
    never holds up the table. A position is drawn when it is sent, not when the table changed:
    if the table changed again meanwhile, the client gets the newest position with the events
    of every change since its last one (a busy server draws fewer pictures, and a client never
    gets an out-of-date board).
    """

    def __init__(self, seat: int | None, send: Callable[[str], Awaitable[None]],
                 table: LiveTable) -> None:
        self.seat = seat
        self.table = table
        self._send = send
        self._queue: asyncio.Queue[object] = asyncio.Queue(maxsize=OUTBOX)
        self._events: list[dict[str, Any]] = []
        self._position_queued = False
        self.overflowed = False
        self.sent = -1  # the number of the last position sent
        self.writer: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.writer = asyncio.ensure_future(self._write())

    def push(self, message: dict[str, Any]) -> None:
        """Queue a reply (an error, a step's options)."""
        self._put(json.dumps(message))

    def changed(self, events: list[dict[str, Any]]) -> None:
        """The table changed with *events*: queue its position (once until it is sent)."""
        self._events.extend(events)
        if len(self._events) > MAX_PENDING_EVENTS:
            self.overflowed = True
        if not self._position_queued:
            self._position_queued = True
            self._put(_POSITION)

    def _put(self, item: object) -> None:
        if self.overflowed:
            return
        try:
            self._queue.put_nowait(item)
        except asyncio.QueueFull:
            self.overflowed = True

    def stop(self) -> None:
        if self.writer is not None:
            self.writer.cancel()

    async def _write(self) -> None:
        while True:
            item = await self._queue.get()
            if item is _POSITION:
                self._position_queued = False
                events, self._events = self._events, []
                self.sent, item = self.table.position_text(self.seat, events)
            assert isinstance(item, str)
            await self._send(item)


class LiveTable:
    """A table in memory: its id, its game (:class:`Session`), its lock and its connections."""

    def __init__(self, table: str, session: Session) -> None:
        self.id = table
        self.session = session
        self.lock = asyncio.Lock()
        self.connections: set[Connection] = set()
        self.bot_task: asyncio.Task[None] | None = None

    def connected(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.connections)

    def position(self, seat: int | None, events: list[dict[str, Any]]) -> dict[str, Any]:
        """The ``position`` message for *seat* with *events*."""
        session = self.session
        view = session.view(seat)
        message: dict[str, Any] = {
            "type": "position",
            "table": self.id,
            "seat": seat,
            "number": session.number,
            "to_move": view["to_move"],
            "observation": view["observation"],
            "svg": view["svg"],
            "moves": view["moves"],
            "events": events,
            "over": view["over"],
        }
        if "scores" in view:
            message["scores"] = view["scores"]
        return message

    def position_text(self, seat: int | None,
                      events: list[dict[str, Any]]) -> tuple[int, str]:
        """The number of the position and the JSON text of :meth:`position` (the same text),
        built around the seat's view encoded once (:meth:`Session.view_text`)."""
        session = self.session
        number = session.number
        before, after = session.view_text(seat)
        head = json.dumps({"type": "position", "table": self.id, "seat": seat,
                           "number": number})[:-1]
        return number, f'{head}, {before}, "events": {json.dumps(events)}, {after}}}'

    def broadcast(self, events_for: Callable[[int | None], list[dict[str, Any]]]) -> None:
        """Tell every connection the table changed, with the events *events_for* its seat
        gives."""
        for conn in list(self.connections):
            conn.changed(events_for(conn.seat))


class Hub:
    """Every table of one server, over one :class:`~brass_rules.web.store.Store`.

    *bot_delay* seconds pass before a bot decides (so that people see each move); ``0`` for
    tests and benchmarks.
    """

    def __init__(self, store: Store, bot_delay: float = 0.0) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.tables: dict[str, LiveTable] = {}
        self._closing = False

    # ----- tables ------------------------------------------------------------------------------

    def resume(self) -> None:
        """Load every unfinished table and set its bots going (at start-up)."""
        for table in self.store.unfinished():
            live = self.get(table)
            if live is not None:
                self.wake_bots(live)

    async def close(self) -> None:
        """Stop the bots (at shutdown)."""
        self._closing = True
        tasks = [t.bot_task for t in self.tables.values() if t.bot_task is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            try:
                await task
            except BaseException:  # a cancelled or failed bot: nothing to keep
                pass

    def create(self, body: object) -> tuple[LiveTable, dict[int, str]]:
        """A new table from a ``POST /api/tables`` body: stored, then loaded; returns it and the
        person seats' tokens.

        :raises ProtocolError: ``unknown_game`` or ``bad_request``.
        """
        setup = check_setup(body, secrets.randbelow(MAX_SEED + 1))
        tokens = {
            i: secrets.token_urlsafe(TOKEN_BYTES)
            for i, seat in enumerate(setup["seats"])
            if seat["kind"] == "person"
        }
        table = secrets.token_urlsafe(9)
        session = Session(setup)
        self.store.create(table, setup, tokens)
        live = LiveTable(table, session)
        self.tables[table] = live
        self.wake_bots(live)
        return live, tokens

    def get(self, table: str) -> LiveTable | None:
        """The table of that id (loaded from the store when not in memory), or ``None``."""
        if not isinstance(table, str) or len(table) > MAX_KEY:
            return None
        live = self.tables.get(table)
        if live is not None:
            return live
        stored = self.store.load(table)
        if stored is None:
            return None
        try:
            session = Session(stored.setup, [move for _, move in stored.moves])
        except BrassError:  # stored by an engine whose rules differ: reported, left out
            log.exception("table %s cannot be replayed and is left out", table)
            return None
        live = LiveTable(table, session)
        self.tables[table] = live
        return live

    def seat_of(self, table: str, token: str) -> int | None:
        """The seat *token* opens at *table*, or ``None``."""
        if len(token) > MAX_KEY:
            return None
        return self.store.seat_of(table, token)

    # ----- messages ----------------------------------------------------------------------------

    def join(self, live: LiveTable, conn: Connection) -> None:
        """Add a connection and send it the position (with the last moves' events)."""
        live.connections.add(conn)
        session = live.session
        since = max(0, session.number - EVENTS_ON_CONNECT)
        conn.changed(session.events_since(since, conn.seat))

    def leave(self, live: LiveTable, conn: Connection) -> None:
        live.connections.discard(conn)

    async def handle(self, live: LiveTable, conn: Connection, raw: str | bytes) -> None:
        """Answer one client message: apply it and broadcast, or send the client an error."""
        try:
            await self._handle(live, conn, read_message(raw))
        except ProtocolError as refused:
            conn.push(refused.to_json())
        except Exception:  # a bug: say so, keep the table and the connection
            log.exception("table %s: a message could not be handled", live.id)
            conn.push({"type": "error", "code": "server_error",
                       "message": "the server failed on this message; nothing changed"})

    async def _handle(self, live: LiveTable, conn: Connection, msg: ClientMessage) -> None:
        session = live.session
        move = session.read_move(msg.move) if msg.move is not None else None
        seat = conn.seat
        if seat is None:
            raise ProtocolError("spectator", "a spectator sees the game and plays no move")
        async with live.lock:
            if msg.number != session.number:
                raise ProtocolError(
                    "stale", f"the table is at move {session.number}, not {msg.number}"
                )
            if msg.type == "choices":
                conn.push({"type": "choices", "number": msg.number, "prefix": list(msg.prefix),
                           "options": session.choices(seat, msg.prefix)})
                return
            if msg.type == "undo":
                move = session.undo(seat)
                try:
                    self.store.truncate(live.id, session.number)
                except Exception:
                    self._reload(live)
                    raise
                undone = {"kind": "undo", "player": seat, "move": move, "number": session.number,
                          "text": f"P{seat} takes back their last move"}
                live.broadcast(lambda s: [undone])
            else:
                checked = session.check(seat, move, msg.text)
                self._apply(live, seat, checked)
        self.wake_bots(live)

    def _apply(self, live: LiveTable, seat: int, move: Any) -> None:
        """Apply, commit, then broadcast (the caller holds the table's lock)."""
        session = live.session
        session.apply(seat, move)
        number = session.number - 1
        try:
            self.store.append_move(live.id, number, seat, session.last_move_json(),
                                   over=session.over)
        except Exception:  # not stored: back to what the store holds
            self._reload(live)
            raise
        live.broadcast(lambda s: session.events_since(number, s))

    def _reload(self, live: LiveTable) -> None:
        """Rebuild a table's game from the store (after a failed write)."""
        stored = self.store.load(live.id)
        if stored is not None:
            live.session = Session(stored.setup, [move for _, move in stored.moves])

    # ----- bots --------------------------------------------------------------------------------

    def wake_bots(self, live: LiveTable) -> None:
        """Start the table's bot task if a bot is to move and none is running."""
        if self._closing or live.session.bot_to_move() is None:
            return
        if live.bot_task is not None and not live.bot_task.done():
            return
        try:
            live.bot_task = asyncio.get_running_loop().create_task(self._bots(live))
        except RuntimeError:  # no running loop (loading outside the server): resume later
            live.bot_task = None

    async def _bots(self, live: LiveTable) -> None:
        session = live.session
        salt = 0
        while not self._closing:
            seat = session.bot_to_move()
            if seat is None:
                return
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            number, state = session.number, session.state
            try:
                move = await asyncio.to_thread(session.bot_decision, seat, state, number, salt)
            except Exception:  # a failing agent stops its seat, never the server
                log.exception("the bot at table %s seat %s failed", live.id, seat)
                return
            async with live.lock:
                if session.number != number or session.bot_to_move() != seat:
                    salt += 1
                    continue
                try:
                    self._apply(live, seat, session.check(seat, move, None))
                except ProtocolError:
                    log.exception("the bot at table %s seat %s chose an illegal move",
                                  live.id, seat)
                    return
