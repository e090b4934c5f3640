"""Errors and rule violations.

Every error the library raises on bad input is one of these (all but
:class:`UnknownNameError` are :class:`ValueError`; that one is a :class:`KeyError`, as a failed
lookup should be).
"""

from __future__ import annotations

from attrs import frozen

from brass_rules.rules import Rule


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
        super().__init__(f"unknown {what}: {name!r}")

    def __str__(self) -> str:
        return str(self.args[0])
