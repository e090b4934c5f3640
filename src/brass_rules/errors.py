"""Errors and rule violations.

Every error the library raises on bad input is one of these (all but
:class:`UnknownNameError` are :class:`ValueError`; that one is a :class:`KeyError`, as a failed
lookup should be).
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Iterable
from typing import Any

import attrs
from attrs import frozen

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

    rule: str
    """The ID of the broken rule, e.g. ``"R-BUILD-CANAL-ONE"`` (Birmingham gives a member of
    :class:`~brass_rules.birmingham.rules.Rule`, a ``str``; Le Havre's IDs start ``LH-``)."""
    message: str
    """One sentence naming the location, card or tile involved."""

    def __str__(self) -> str:
        return f"{self.message} ({self.rule!s})"


class BrassError(Exception):
    """Base class of every error raised by brass_rules.

    Every error pickles and unpickles equal (two errors are equal when they are of the same
    class with the same arguments), so it crosses process and Ray boundaries unchanged.
    """

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.args == self.args

    def __hash__(self) -> int:
        return hash((type(self), self.args))


class IllegalMoveError(BrassError, ValueError):
    """Raised by :func:`brass_rules.apply` for an illegal move; carries the violations."""

    def __init__(self, violations: tuple[RuleViolation, ...]) -> None:
        self.violations = violations
        first = str(violations[0]) if violations else "illegal move"
        super().__init__(first)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.violations,))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.violations == self.violations

    def __hash__(self) -> int:
        return hash((type(self), self.violations))


class NotationError(BrassError, ValueError):
    """Malformed move data (``move_from_json``); the message quotes the bad value and its path."""


class AmbiguousMoveError(NotationError):
    """Notation that more than one legal move fits (``parse_move``); the message lists the
    candidates, so that a front end can show them instead of explaining one of them."""


class TableError(BrassError, ValueError):
    """Bad input to a :class:`brass_rules.Table`: no such seat, an agent's seat where a person's
    is meant, a seat that may not decide now (another seat's turn and no move of its own open
    out of turn, or the game over), another seat's move, or no such decision number."""


class UndoRefusedError(BrassError, ValueError):
    """:meth:`brass_rules.Table.undo` refused under the undo rule: a seat takes back only its
    own last decision, never another seat's and never one that brought hidden information to
    light (a card drawn, a tile or card turned, a peek); the message says which applies."""


class RecordError(BrassError, ValueError):
    """A game record that cannot be read (``load_record``, ``parse_record``): bad data, an unknown
    format or version, an illegal move (its 1-based number, the move and the violations) or a
    result the moves do not produce."""


class SetupError(BrassError, ValueError):
    """Bad arguments to a game's ``new_game``: a player count the game does not take, a seed
    that is not an integer of at most 64 bits, an option value the game does not have."""


class PositionError(BrassError, ValueError):
    """An inconsistent position given to ``load_state``; names the first problem and its path."""


class ActionSpaceError(BrassError, ValueError):
    """A position the fixed action space of a reinforcement-learning spec cannot describe: more
    legal moves than a :class:`~brass_rules.rl.GenericSpec`'s ``max_actions``, or an amount
    beyond a game's own space (``brass_rules.rl``)."""


class UnknownNameError(BrassError, KeyError):
    """A lookup with a name that does not exist (a board location, a card, a game, a rule ID).

    The message names what was asked for and, given the *known* names, suggests the nearest
    ones (``unknown location: 'Birmingam' (did you mean 'Birmingham'?)``) or, for a short list,
    lists them all when *noun* names them (``(games: brass_birmingham, le_havre)``).
    """

    def __init__(
        self, what: str, name: object, known: Iterable[str] = (), noun: str | None = None
    ) -> None:
        self.what = what
        self.name = name
        self.known = tuple(known)
        self.noun = noun
        super().__init__(f"unknown {what}: {quote(name)}{_hint(name, self.known, noun)}")

    def __str__(self) -> str:
        return str(self.args[0])

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.what, self.name, self.known, self.noun))


def suggestions(name: object, known: Iterable[str], n: int = 3) -> list[str]:
    """The names of *known* nearest to *name* (case-insensitive), best first, at most *n*."""
    if not isinstance(name, str) or not name:
        return []
    names = list(known)
    lowered = {k.lower(): k for k in names}
    close = difflib.get_close_matches(name[:80].lower(), list(lowered), n=n, cutoff=0.6)
    return [lowered[c] for c in close]


def _hint(name: object, known: tuple[str, ...], noun: str | None) -> str:
    if not known:
        return ""
    if noun is not None and len(known) <= 12:
        return f" ({noun}: {', '.join(known)})"
    near = suggestions(name, known)
    if not near:
        return ""
    return f" (did you mean {' or '.join(quote(n) for n in near)}?)"

