"""A position as a JSON string: the string forms of ``dump_state`` and ``load_state``.

A game's ``dumps_state``/``loads_state`` are these around its own ``dump_state``/``load_state``,
as :func:`json.dumps` and :func:`json.loads` are around the objects they write and read.

>>> from brass_rules.kit.jsontext import dumps, loads
>>> dumps({"round": 1, "players": [5, 6]})
'{"round": 1, "players": [5, 6]}'
>>> loads('{"round": 1}')
{'round': 1}
>>> loads('{"round": }')
Traceback (most recent call last):
...
brass_rules.errors.PositionError: $: not JSON text: Expecting value (line 1, column 11)
"""

from __future__ import annotations

import json
from typing import Any

from brass_rules.errors import PositionError, quote


def dumps(data: dict[str, object]) -> str:
    """*data* written as ``json.dumps`` writes it."""
    return json.dumps(data)


def loads(text: object) -> Any:
    """The JSON value of *text* (a ``str``, ``bytes`` or ``bytearray``, as ``json.loads`` takes).

    :raises PositionError: if *text* is not a string or not JSON text (malformed, nested too
        deeply for the parser, or an integer of too many digits); the message says where.
    """
    if not isinstance(text, str | bytes | bytearray):
        raise PositionError(f"$: expected JSON text (a str), got {quote(text)}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise PositionError(
            f"$: not JSON text: {e.msg} (line {e.lineno}, column {e.colno})"
        ) from None
    except RecursionError:
        raise PositionError("$: not JSON text this reader can take: nested too deeply") from None
    except ValueError as e:  # an integer beyond Python's digit limit, bad bytes
        raise PositionError(f"$: not JSON text: {quote(str(e), 120)}") from None
