"""Typed reading of JSON data with JSONPath-like error locations (private to
``brass_rules.birmingham.json``).

A :class:`Reader` is bound to one error class (``NotationError`` or ``PositionError``). Every
failure names its path (``$.players[1].money``) and quotes the bad value with
:func:`~brass_rules.errors.quote` (a bounded ``repr``: huge, long or deeply nested values never
make a huge message or a ``RecursionError``). Booleans are
never accepted as integers.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NoReturn

from brass_rules.errors import BrassError, quote

#: The largest integer that JSON data may hold where no other bound applies: 2**53 - 1, the
#: largest that every JSON reader (JavaScript's included) represents exactly.
SAFE_INT = 2**53 - 1


def key_path(path: str, key: str) -> str:
    """The path of *key* inside the object at *path*."""
    return f"{path}.{key}"


def item_path(path: str, index: int) -> str:
    """The path of item *index* inside the list at *path*."""
    return f"{path}[{index}]"


class Reader:
    """Checks the types of JSON values, raising *error* with the path of the first problem."""

    def __init__(self, error: type[BrassError]) -> None:
        self.error = error

    def fail(self, path: str, message: str, value: object) -> NoReturn:
        """Raise the bound error: ``"<path>: <message>, got <quote(value)>"``."""
        raise self.error(f"{path}: {message}, got {quote(value)}")

    def fail_plain(self, path: str, message: str) -> NoReturn:
        """Raise the bound error without quoting a value: ``"<path>: <message>"``."""
        raise self.error(f"{path}: {message}")

    def obj(
        self,
        value: object,
        path: str,
        required: Iterable[str],
        optional: Iterable[str] = (),
    ) -> dict[str, object]:
        """*value* as an object with every *required* key and no keys outside the two sets."""
        if not isinstance(value, dict):
            self.fail(path, "expected an object", value)
        required = tuple(required)
        allowed = set(required) | set(optional)
        for key in value:
            if not isinstance(key, str):
                self.fail(path, "object keys must be strings", key)
            if key not in allowed:
                self.fail(key_path(path, key[:40]), f"unexpected key {quote(key, 40)}", value[key])
        for key in required:
            if key not in value:
                self.fail_plain(key_path(path, key), f"missing key {key!r}")
        return value

    def int_(
        self, value: object, path: str, low: int | None = None, high: int | None = None
    ) -> int:
        """*value* as an integer (not a bool) within ``low..high`` (inclusive).

        Without a bound, the bound is :data:`SAFE_INT` (``2**53 - 1``, the largest integer every
        JSON reader holds exactly) or its negative.
        """
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(path, "expected an integer", value)
        low = -SAFE_INT if low is None else low
        high = SAFE_INT if high is None else high
        if value < low:
            self.fail(path, f"must be at least {low}", value)
        if value > high:
            self.fail(path, f"must be at most {high}", value)
        return int(value)

    def str_(self, value: object, path: str) -> str:
        """*value* as a string."""
        if not isinstance(value, str):
            self.fail(path, "expected a string", value)
        return value

    def bool_(self, value: object, path: str) -> bool:
        """*value* as a boolean."""
        if not isinstance(value, bool):
            self.fail(path, "expected true or false", value)
        return value

    def list_(self, value: object, path: str, length: int | None = None) -> list[object]:
        """*value* as a list (a tuple is accepted too), of exactly *length* items when given."""
        if not isinstance(value, list | tuple):
            self.fail(path, "expected a list", value)
        if length is not None and len(value) != length:
            self.fail(path, f"expected a list of {length} items", value)
        return list(value)

    def choice(self, value: object, path: str, names: Iterable[str], what: str) -> str:
        """*value* as one of *names* (e.g. an industry name)."""
        text = self.str_(value, path)
        names = tuple(names)
        if text not in names:
            self.fail(path, f"unknown {what} (expected one of {', '.join(names)})", text)
        return text
