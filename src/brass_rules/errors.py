"""Errors and rule violations.

Every error the library raises on bad input is one of these (all but
:class:`UnknownNameError` are :class:`ValueError`; that one is a :class:`KeyError`, as a failed
lookup should be).
"""

from __future__ import annotations

import math
from typing import Any

import attrs
from attrs import frozen

from brass_rules.rules import Rule

#: An int with more bits than this is never written out in full in a message.
_QUOTE_INT_BITS = 128
#: Items shown of a list, tuple, set or dict, and levels of nesting, in a quoted value.
_QUOTE_ITEMS = 6
_QUOTE_DEPTH = 3


def quote(value: object, limit: int = 80) -> str:
    """A ``repr``-like text of *value* for error messages, at most *limit* characters.

    Safe on anything a caller may send: an int too long to write out is described by its size
    (never converted to decimal), long strings and collections are cut, nesting is shown to a
    few levels, and a failing ``repr`` is replaced by the type's name.

    >>> from brass_rules.errors import quote
    >>> quote("Dudley"), quote(10**5000), quote([[[[[1]]]]])
    ("'Dudley'", '<int of ~5001 digits>', '[[[[...]]]]')
    >>> len(quote("x" * 10**6))
    80
    """
    text = _quote(value, limit, _QUOTE_DEPTH)
    return text if len(text) <= limit else text[: max(limit - 3, 0)] + "..."


def _quote(value: object, budget: int, depth: int) -> str:
    if value is None or isinstance(value, bool | float):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > _QUOTE_INT_BITS:
            digits = math.floor(value.bit_length() * math.log10(2)) + 1
            return f"<int of ~{digits} digits>"
        return int.__repr__(value)
    if isinstance(value, str):
        return repr(value[: budget + 1])
    if isinstance(value, list | tuple | set | frozenset | dict):
        return _quote_items(value, budget, depth)
    if attrs.has(type(value)) and depth > 0:
        kind: Any = type(value)
        parts = [
            f"{f.name}={_quote(getattr(value, f.name), budget, depth - 1)}"
            for f in attrs.fields(kind)
        ]
        return _cut(f"{type(value).__name__}(", parts, ")", budget)
    try:
        text = repr(value)
    except Exception:  # a failing or runaway repr: name the type only
        return f"<{type(value).__name__} object>"
    return text[: budget + 1]


def _quote_items(value: Any, budget: int, depth: int) -> str:
    if isinstance(value, dict):
        opening, closing = "{", "}"
    elif isinstance(value, tuple):
        opening, closing = "(", ")"
    elif isinstance(value, list):
        opening, closing = "[", "]"
    else:
        opening, closing = f"{type(value).__name__}({{", "})"
    if not value:
        return "set()" if opening == "set({" else f"{opening}{closing}".replace("({})", "()")
    if depth <= 0:
        return f"{opening}...{closing}"
    parts: list[str] = []
    for i, item in enumerate(value):
        if i == _QUOTE_ITEMS:
            parts.append("...")
            break
        if isinstance(value, dict):
            key = _quote(item, budget, depth - 1)
            parts.append(f"{key}: {_quote(value[item], budget, depth - 1)}")
        else:
            parts.append(_quote(item, budget, depth - 1))
    if isinstance(value, tuple) and len(parts) == 1:
        parts[0] += ","
    return _cut(opening, parts, closing, budget)


def _cut(opening: str, parts: list[str], closing: str, budget: int) -> str:
    text = opening
    for i, part in enumerate(parts):
        text += (", " if i else "") + part
        if len(text) > budget:
            return text
    return text + closing


@frozen
class RuleViolation:
    """Why a move is illegal: the rule it breaks and one sentence for the player."""

    rule: Rule
    """The ID of the broken rule, e.g. ``Rule.BUILD_CANAL_ONE == "R-BUILD-CANAL-ONE"``."""
    message: str
    """One sentence naming the location, card or tile involved."""

    def __str__(self) -> str:
        return f"{self.message} ({self.rule.value})"


class BrassError(Exception):
    """Base class of every error raised by brass_rules."""


class IllegalMoveError(BrassError, ValueError):
    """Raised by :func:`brass_rules.apply` for an illegal move; carries the violations."""

    def __init__(self, violations: tuple[RuleViolation, ...]) -> None:
        self.violations = violations
        first = str(violations[0]) if violations else "illegal move"
        super().__init__(first)


class NotationError(BrassError, ValueError):
    """Malformed move data (``move_from_json``); the message quotes the bad value and its path."""


class RecordError(BrassError, ValueError):
    """A game record that cannot be read (``load_record``, ``parse_record``): bad data, an unknown
    format or version, an illegal move (its 1-based number, the move and the violations) or a
    result the moves do not produce."""


class PositionError(BrassError, ValueError):
    """An inconsistent position given to ``load_state``; names the first problem and its path."""


class UnknownNameError(BrassError, KeyError):
    """A board or component lookup with a name that does not exist; names what was asked for."""

    def __init__(self, what: str, name: object) -> None:
        self.what = what
        self.name = name
        super().__init__(f"unknown {what}: {quote(name)}")

    def __str__(self) -> str:
        return str(self.args[0])
