"""Bounds on data from strangers: every value is checked before it is read or quoted.

A record is walked once, without recursion, before anything else looks at it, so that nesting,
size, huge integers and non-JSON types are refused in bounded time with a short message.
"""

from __future__ import annotations

import reprlib

from brass_rules.errors import RecordError

#: Deepest nesting of lists and objects in a record (a position needs 4, a move 3).
MAX_DEPTH = 16
#: Most values (of any kind) in a record.
MAX_VALUES = 500_000
#: Longest string in a record (names, cards, the engine version).
MAX_STRING = 200
#: Largest integer magnitude (a seed is any 64-bit integer).
MAX_INT = 2**64

_REPR = reprlib.Repr()
_REPR.maxstring = 40
_REPR.maxother = 40
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = 4
_REPR.maxlevel = 2


def short(value: object, limit: int = 60) -> str:
    """At most *limit* characters quoting *value*: safe on anything (a huge integer is described
    by its size, a string or collection is cut, nesting is shown two levels deep)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INT:
        return f"<an integer of {value.bit_length()} bits>"
    if isinstance(value, str):
        text = repr(value[:limit])
    else:
        try:
            text = _REPR.repr(value)
        except Exception:  # a failing repr: name the type only
            text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def check_json(data: object, error: type[Exception] = RecordError) -> None:
    """Raise *error* unless *data* is plain, bounded JSON data.

    Allowed: dicts with string keys, lists (tuples too), strings up to :data:`MAX_STRING`
    characters, integers up to :data:`MAX_INT` in size, booleans and ``None``; at most
    :data:`MAX_DEPTH` levels and :data:`MAX_VALUES` values. The message names the JSON path.
    """
    stack: list[tuple[object, str, int]] = [(data, "$", 0)]
    seen = 0
    while stack:
        value, path, depth = stack.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise error(f"{path}: the record is too large (more than {MAX_VALUES} values)")
        if value is None or isinstance(value, bool):
            continue
        if isinstance(value, int):
            if abs(value) > MAX_INT:
                raise error(f"{path}: integer too large, got {short(value)}")
            continue
        if isinstance(value, str):
            if len(value) > MAX_STRING:
                raise error(
                    f"{path}: string too long ({len(value)} characters), got {short(value)}"
                )
            continue
        if isinstance(value, dict | list | tuple):
            if depth >= MAX_DEPTH:
                raise error(f"{path}: nested too deeply (more than {MAX_DEPTH} levels)")
            if isinstance(value, dict):
                for key, item in value.items():
                    if not isinstance(key, str):
                        raise error(f"{path}: object keys must be strings, got {short(key)}")
                    if len(key) > MAX_STRING:
                        raise error(f"{path}: key too long, got {short(key)}")
                    stack.append((item, f"{path}.{key}", depth + 1))
            else:
                if len(value) > MAX_VALUES:
                    raise error(f"{path}: the record is too large ({len(value)} items)")
                for i, item in enumerate(value):
                    stack.append((item, f"{path}[{i}]", depth + 1))
            continue
        raise error(f"{path}: not JSON data ({type(value).__name__}), got {short(value)}")
