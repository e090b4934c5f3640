"""The messages of the web protocol: reading a client's message, and the errors the server answers.

Every message a client sends is one JSON object with a ``"type"``, at most
:data:`MAX_MESSAGE_BYTES` long and nested at most :data:`MAX_DEPTH` levels. :func:`read_message`
checks it and returns it as a :class:`ClientMessage`, or raises :class:`ProtocolError` with the
code ``bad_message`` and the JSON path of the first problem; nothing is applied then.

>>> read_message('{"type": "undo", "number": 3}')
ClientMessage(type='undo', number=3, move=None, text=None, prefix=())
>>> read_message('{"type": "move", "number": -1, "text": "pass"}')
Traceback (most recent call last):
...
brass_rules.web.protocol.ProtocolError: $.number: a move number is an integer from 0, got -1
"""

from __future__ import annotations

import json
from typing import Any

from attrs import frozen

from brass_rules.errors import BrassError, quote
from brass_rules.kit.limits import check_json

__all__ = [
    "CODES",
    "MAX_DEPTH",
    "MAX_MESSAGE_BYTES",
    "MAX_PREFIX",
    "ClientMessage",
    "ProtocolError",
    "nesting_depth",
    "read_message",
]

#: Longest message a client may send, in bytes of UTF-8 (web.md: 64 KiB).
MAX_MESSAGE_BYTES = 64 * 1024
#: Deepest nesting of a client's message (a move needs 3 levels).
MAX_DEPTH = 8
#: Most keys in a ``choices`` prefix (a decision takes a handful of steps).
MAX_PREFIX = 32
#: Longest notation text read.
MAX_TEXT = 200
#: The error codes, in the order the server checks them (web.md), then the HTTP API's.
CODES = (
    "bad_message",
    "spectator",
    "stale",
    "not_your_turn",
    "illegal",
    "undo_refused",
    "bad_request",
    "unknown_game",
    "unknown_table",
    "in_play",
)
#: The message types a client sends, with the keys each takes (``type`` and ``number`` always).
TYPES: dict[str, frozenset[str]] = {
    "move": frozenset({"move", "text"}),
    "undo": frozenset(),
    "choices": frozenset({"prefix"}),
}


class ProtocolError(BrassError, ValueError):
    """A message or request the server refuses: ``code`` (one of :data:`CODES`), a bounded
    ``message`` and, for an illegal move, the ``rule`` ID it breaks. Nothing changed."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        self.code = code
        self.message = message[:500]
        self.rule = rule
        super().__init__(self.message)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.code, self.message, self.rule))

    def to_json(self) -> dict[str, Any]:
        """The ``error`` message the client gets."""
        out: dict[str, Any] = {"type": "error", "code": self.code, "message": self.message}
        if self.rule is not None:
            out["rule"] = self.rule
        return out


@frozen
class ClientMessage:
    """A checked client message: its ``type``, the position ``number`` it was sent in, and
    ``move`` (a move's JSON) or ``text`` (notation) for a move, ``prefix`` for ``choices``."""

    type: str
    number: int
    move: dict[str, Any] | None = None
    text: str | None = None
    prefix: tuple[str, ...] = ()


def _bad(message: str) -> ProtocolError:
    return ProtocolError("bad_message", message)


class _Invalid(Exception):
    pass


def nesting_depth(text: str) -> int:
    """The deepest nesting of brackets in *text*, outside strings (a linear scan, so that a
    deeply nested message is refused before the JSON parser recurses into it)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif char in "]}":
            depth -= 1
    return deepest


def read_message(raw: str | bytes) -> ClientMessage:
    """The checked message of a client's text frame (a binary frame must hold UTF-8 JSON).

    :raises ProtocolError: ``bad_message`` for a message over :data:`MAX_MESSAGE_BYTES`, that is
        not JSON, nested deeper than :data:`MAX_DEPTH`, not an object, of no known type, or with
        a missing, extra or ill-typed key (the message names its JSON path).
    """
    if isinstance(raw, bytes):
        if len(raw) > MAX_MESSAGE_BYTES:
            raise _bad(f"the message is over {MAX_MESSAGE_BYTES} bytes ({len(raw)})")
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _bad("the message is not UTF-8 text") from exc
    if len(raw) > MAX_MESSAGE_BYTES or len(raw.encode("utf-8")) > MAX_MESSAGE_BYTES:
        raise _bad(f"the message is over {MAX_MESSAGE_BYTES} bytes")
    if "[" in raw or "{" in raw:
        if nesting_depth(raw) > MAX_DEPTH:
            raise _bad(f"$: nested too deeply (more than {MAX_DEPTH} levels)")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise _bad(f"the message is not JSON ({str(exc)[:80]})") from exc
    try:
        check_json(data, _Invalid)
    except _Invalid as exc:
        raise _bad(str(exc)) from exc
    return _read(data)


def _read(data: object) -> ClientMessage:
    if not isinstance(data, dict):
        raise _bad(f"$: a message is a JSON object, got {quote(data, 40)}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in TYPES:
        raise _bad(f"$.type: expected one of {', '.join(TYPES)}, got {quote(kind, 40)}")
    allowed = TYPES[kind] | {"type", "number"}
    for key in data:
        if key not in allowed:
            raise _bad(f"$.{key[:40]}: a {kind} message has no such key")
    number = data.get("number")
    if not isinstance(number, int) or isinstance(number, bool) or number < 0:
        raise _bad(f"$.number: a move number is an integer from 0, got {quote(number, 40)}")
    if kind == "move":
        move, text = data.get("move"), data.get("text")
        if (move is None) == (text is None):
            raise _bad("$: a move message has either 'move' (its JSON) or 'text' (notation)")
        if move is not None and not isinstance(move, dict):
            raise _bad(f"$.move: a move is a JSON object, got {quote(move, 40)}")
        if text is not None and (not isinstance(text, str) or len(text) > MAX_TEXT):
            raise _bad(f"$.text: notation is a string of at most {MAX_TEXT} characters")
        return ClientMessage(kind, number, move=move, text=text)
    if kind == "choices":
        prefix = data.get("prefix", [])
        if not isinstance(prefix, list) or len(prefix) > MAX_PREFIX:
            raise _bad(f"$.prefix: a list of at most {MAX_PREFIX} keys")
        for i, key in enumerate(prefix):
            if not isinstance(key, str):
                raise _bad(f"$.prefix[{i}]: a key is a string, got {quote(key, 40)}")
        return ClientMessage(kind, number, prefix=tuple(prefix))
    return ClientMessage(kind, number)
