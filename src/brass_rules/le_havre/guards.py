"""Type guards of Le Havre's public entry points (the policy of ``docs/errors.rst``).

- A function given something other than a :class:`~brass_rules.le_havre.state.GameState` (or an
  :class:`~brass_rules.le_havre.observe.Observation` where one is taken) raises
  :class:`TypeError` naming the argument, what was expected and, briefly, what it got
  (:func:`not_a`); so does a ``player`` that is not an int.
- A move of a move class whose fields have the wrong types (``Enter(francs=1.0)``,
  ``Repay("1")``, a bag of floats, a list as a card, a name longer than any name, an int of
  thousands of digits) is not a move: ``validate`` reports it as a violation of LH-GEN-TURN whose
  message starts ``Not a move:`` (:func:`move_problem`), so that ``validate`` never raises on a
  move. Functions that only write a move down (``move_to_json``, ``describe_move``) raise
  :class:`TypeError` instead.
"""

from __future__ import annotations

from typing import Any

from brass_rules.errors import quote
from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.data.goods import GOODS
from brass_rules.le_havre.moves import (
    Act,
    Borrow,
    Buy,
    EndTurn,
    Enter,
    Feed,
    Repay,
    Sell,
    TakeOffer,
)
from brass_rules.le_havre.observe import Observation
from brass_rules.le_havre.state import GameState

#: No card, good or option name is longer than this; a longer string is not a name.
NAME_LIMIT = 64
#: The largest count a move may hold (francs, loans, tokens): ``2**53 - 1``, as in JSON.
COUNT_LIMIT = 2**53 - 1
#: A ``player`` field is an int of at most this many bits.
PLAYER_BITS = 32


def not_a(name: str, expected: str, value: object) -> TypeError:
    """The :class:`TypeError` for argument *name* that should be *expected* but is *value*.

    >>> from brass_rules.le_havre.guards import not_a
    >>> not_a("state", "a GameState", None)
    TypeError('state must be a GameState, not NoneType None')
    """
    return TypeError(f"{name} must be {expected}, not {type(value).__name__} {quote(value, 60)}")


def check_state(state: object) -> GameState:
    """*state*, when it is a :class:`GameState`; :class:`TypeError` otherwise."""
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    return state


def check_position(position: object) -> GameState | Observation:
    """*position*, when it is a :class:`GameState` or an :class:`Observation`."""
    if type(position) is not GameState and type(position) is not Observation:
        raise not_a("state", "a GameState or an Observation", position)
    return position


def check_observation(obs: object) -> Observation:
    """*obs*, when it is an :class:`Observation`; :class:`TypeError` otherwise."""
    if type(obs) is not Observation:
        raise not_a("obs", "an Observation", obs)
    return obs


def check_player(player: object) -> int:
    """*player*, when it is an int (not a bool); :class:`TypeError` otherwise."""
    if type(player) is not int:
        raise not_a("player", "an int", player)
    return player


def _name(value: object, what: str) -> str | None:
    if type(value) is not str:
        return f"{what} must be a str, not {quote(value, 40)}"
    if len(value) > NAME_LIMIT:
        return f"{what} {quote(value, 40)} is too long to be a name"
    return None


def _count(value: object, what: str) -> str | None:
    if type(value) is not int:
        return f"{what} must be an int, not {quote(value, 40)}"
    if not 0 <= value <= COUNT_LIMIT:
        return f"{what} {quote(value, 40)} is out of range (0 to 2**53 - 1)"
    return None


def _player(value: object, what: str) -> str | None:
    if value is None:
        return None
    if type(value) is not int:
        return f"{what} must be an int or None, not {quote(value, 40)}"
    if value.bit_length() > PLAYER_BITS:
        return f"{what} {quote(value, 40)} is out of range"
    return None


def _bag(value: object, what: str) -> str | None:
    if value is EMPTY:
        return None
    if type(value) is not Bag:
        return f"{what} must be a Bag, not {quote(value, 40)}"
    counts: Any = value.counts
    if type(counts) is not tuple or len(counts) != len(GOODS):
        return f"{what} must hold {len(GOODS)} counts, not {quote(counts, 40)}"
    for good, n in zip(GOODS, counts, strict=True):
        bad = _count(n, f"{what}[{good!r}]")
        if bad:
            return bad
    return None


def _act(m: Act) -> str | None:
    return (
        _name(m.option, "Act.option")
        or _bag(m.give, "Act.give")
        or _bag(m.take, "Act.take")
        or _bag(m.energy, "Act.energy")
        or _bag(m.food, "Act.food")
        or _count(m.francs, "Act.francs")
    )


def _checks(move: Any) -> str | None:
    kind = type(move)
    if kind is TakeOffer:
        return _name(move.good, "TakeOffer.good")
    if kind is Enter:
        return (
            _name(move.building, "Enter.building")
            or _bag(move.food, "Enter.food")
            or _count(move.francs, "Enter.francs")
        )
    if kind is Act:
        return _act(move)
    if kind is Buy:
        return _name(move.card, "Buy.card")
    if kind is Sell:
        return _name(move.card, "Sell.card") or _player(move.player, "Sell.player")
    if kind is Repay:
        return _count(move.loans, "Repay.loans") or _player(move.player, "Repay.player")
    if kind is Feed:
        return _name(move.good, "Feed.good") or _count(move.count, "Feed.count")
    if kind is Borrow or kind is EndTurn:
        return None
    return f"{quote(move, 60)} is not a Le Havre move"


def move_problem(move: object) -> str | None:
    """Why *move* is not a well-typed Le Havre move (its class and field types), or ``None``.

    O(number of fields); the message is bounded (:func:`~brass_rules.errors.quote`).

    >>> from brass_rules.le_havre.guards import move_problem
    >>> from brass_rules.le_havre.moves import Repay, EndTurn
    >>> move_problem(Repay(1.0))  # type: ignore[arg-type]
    'Repay.loans must be an int, not 1.0'
    >>> move_problem(EndTurn()) is None
    True
    """
    return _checks(move)
