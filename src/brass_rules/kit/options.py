"""The keyword options of a game's ``new_game`` (Birmingham's ``variant``, Le Havre's ``short``).

An option knows its name, its default, the values it takes and how they are written in JSON,
on the command line and in records, so the platform can offer, check and store the options of
any game without knowing it.

>>> from brass_rules.kit.options import Option
>>> short = Option("short", False, (False, True), "play the short game")
>>> short.from_text("yes"), short.to_json(True), short.from_json(False)
(True, True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from attrs import field, frozen

from brass_rules.errors import BrassError, quote

__all__ = ["Option", "OptionError", "read_options"]

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


class OptionError(BrassError, ValueError):
    """An unknown game option or a value the option does not take."""


def _identity(value: Any) -> Any:
    return value


@frozen
class Option:
    """One keyword option of a game's ``new_game``.

    *choices* are the option's values as the engine takes them; *encode* turns one into its
    JSON value (a bool or a str) and *decode* turns a JSON value back (the identity by default).
    """

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str
    encode: Callable[[Any], Any] = field(default=_identity, eq=False, repr=False)
    decode: Callable[[Any], Any] = field(default=_identity, eq=False, repr=False)

    def to_json(self, value: Any) -> Any:
        """The JSON value (bool or str) of *value*."""
        return self.encode(value)

    def from_json(self, data: object) -> Any:
        """The engine value of a JSON value; :class:`OptionError` if the option has no such
        value."""
        for choice in self.choices:
            encoded = self.encode(choice)
            if type(encoded) is type(data) and encoded == data:
                return choice
        raise OptionError(
            f"option {self.name!r} takes {', '.join(quote(self.encode(c)) for c in self.choices)}, "
            f"got {quote(data)}"
        )

    def from_text(self, text: str) -> Any:
        """The value of a command-line word (``yes``/``no`` for a bool option)."""
        if not isinstance(text, str):
            raise OptionError(f"option {self.name!r}: expected a word, got {quote(text)}")
        word = text.strip().lower()
        if all(isinstance(self.encode(c), bool) for c in self.choices):
            if word in _TRUE:
                return self.from_json(True)
            if word in _FALSE:
                return self.from_json(False)
        return self.from_json(word)

    def describe(self) -> str:
        """One line: ``name (a|b, default a): help``."""
        values = "|".join(_word(self.encode(c)) for c in self.choices)
        return f"{self.name} ({values}, default {_word(self.encode(self.default))}): {self.help}"


def _word(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def read_options(
    options: Sequence[Option], data: object, *, path: str = "options"
) -> dict[str, Any]:
    """The engine values of a JSON object of options (missing ones take their defaults).

    :raises OptionError: for a non-object, an unknown name or a value an option does not take.
    """
    if not isinstance(data, dict):
        raise OptionError(f"{path}: expected an object, got {quote(data)}")
    known = {o.name: o for o in options}
    for key in data:
        if key not in known:
            names = ", ".join(sorted(known)) or "none"
            raise OptionError(f"{path}: unknown option {quote(key)} (options: {names})")
    return {
        o.name: (o.from_json(data[o.name]) if o.name in data else o.default) for o in options
    }
