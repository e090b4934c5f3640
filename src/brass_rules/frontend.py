"""What a front end asks of any game's position, found from the position's ``game``:
:func:`choices`, :func:`move_targets` and :func:`events` call the game's hooks
(:class:`brass_rules.hooks.GameHooks`).

>>> import brass_rules as br
>>> s = br.get_game("le_havre").new_game(players=2, seed=7)
>>> options = br.choices(s)
>>> sum(len(c.moves) for c in options) == len(br.get_game("le_havre").legal_moves(s))
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from brass_rules.errors import PositionError, quote
from brass_rules.game import Game
from brass_rules.hooks import Choice, hooks_of
from brass_rules.registry import get_game

__all__ = ["choices", "events", "move_list", "move_targets"]


def _game(position: Any) -> Game:
    name = getattr(position, "game", None)
    if not isinstance(name, str):
        raise PositionError(
            f"expected a state or an observation of a game (with a 'game' name), not "
            f"{quote(position, 60)}"
        )
    return get_game(name)


def choices(position: Any, prefix: Iterable[str] = ()) -> tuple[Choice, ...]:
    """The options of the step after *prefix* (a path of :attr:`Choice.key` values) for the
    seat to move in *position* (a state, or that seat's observation; another seat's observation:
    its out-of-turn options where the game has them). Every legal move is reachable by exactly
    one path of keys; a :class:`~brass_rules.hooks.Choice` with one move under it is a leaf.

    :raises PositionError: when *position* names no game; the game's documented error for a
        key it does not offer.
    """
    return hooks_of(_game(position)).choices(position, tuple(prefix))


def move_targets(position: Any, move: Any) -> tuple[str, ...]:
    """The ids of the elements of the game's picture of *position* that *move* names."""
    return hooks_of(_game(position)).move_targets(position, move)


def move_list(position: Any, moves: Sequence[Any]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The label (the game's ``format_move``) and the :func:`move_targets` of each of *moves*,
    the moves a seat may play in *position* as :meth:`Table.moves <brass_rules.Table.moves>`
    lists them (legal there: the game need not check them again), in their order."""
    return hooks_of(_game(position)).move_list(position, moves)


def events(before: Any, move: Any, after: Any, seat: int | None) -> tuple[dict[str, Any], ...]:
    """What *move* did, taking *before* to *after*: JSON-ready records (``kind``, ``player``,
    ``text``, ...), the first the move itself, filtered to what *seat* may know (``None``: a
    spectator)."""
    return hooks_of(_game(before)).events(before, move, after, seat)
