"""Moves as short paths of action ids, for every game's fixed action space.

A game's action space gives each legal move a *move action* (its shape) and a tuple of tokens
(its parts: cards, goods, amounts...). The legal moves of one move action are its *variants*;
a move is chosen by the move action followed by the tokens at the positions where the variants
still differ. These functions narrow the variants by such a path; the game supplies the variants
of the position, the number of ids and a name for each (numpy-free, so that a game's core needs no
extra).

>>> from brass_rules.kit.actionpaths import branch, narrow, path_of
>>> variants = [((1, 5), "a"), ((1, 6), "b"), ((2, 6), "c")]
>>> branch(variants)
0
>>> narrow({7: variants}, (7, 1), 10, str)
([((1, 5), 'a'), ((1, 6), 'b')], 1)
>>> path_of(7, variants, (2, 6))
(7, 2)
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from brass_rules.errors import quote

__all__ = ["Variants", "action_id", "branch", "narrow", "path_of"]

Variants = list[tuple[tuple[int, ...], Any]]
"""The legal moves of one move action, each with its tokens."""


def action_id(action: object, size: int) -> int:
    """*action* as an action id of a space of *size* ids: an int (a numpy integer too, never a
    bool); ``ValueError`` otherwise."""
    if not isinstance(action, bool):
        try:
            return operator.index(action)  # type: ignore[arg-type]
        except TypeError:
            pass
    raise ValueError(f"{quote(action)} is not an action id (0-{size - 1})")


def branch(variants: Variants, start: int = 0) -> int | None:
    """The first token position from *start* where *variants* differ; ``None`` when one move
    is left. Two variants with the same tokens are a bug of the action space (never silent)."""
    if len(variants) == 1:
        return None
    first = variants[0][0]
    for pos in range(start, len(first)):
        token = first[pos]
        if any(tokens[pos] != token for tokens, _ in variants):
            return pos
    raise AssertionError(f"two legal moves with one path: {variants[0][1]!r}")


def narrow(
    by_action: Mapping[int, Variants],
    path: Sequence[object],
    size: int,
    name: Callable[[int], str],
) -> tuple[Variants, int | None]:
    """The variants consistent with *path* (a move action, then choices) and the position of the
    next choice (``None`` when the path names one move).

    *by_action* maps each legal move action to its variants; *size* is the number of ids of the
    space and *name* names an id for the messages.

    :raises ValueError: when the path is empty, names an id that is not legal at its step, or
        has more ids than the move needs.
    """
    if not len(path):
        raise ValueError("an empty path names no move")
    first = action_id(path[0], size)
    variants = by_action.get(first)
    if variants is None:
        raise ValueError(f"action {quote(path[0])} ({name(first)}) is not legal here")
    pos = branch(variants)
    for raw in path[1:]:
        choice = action_id(raw, size)
        if pos is None:
            raise ValueError(f"the path {quote(tuple(path))} has more ids than the move needs")
        chosen = [v for v in variants if v[0][pos] == choice]
        if not chosen:
            raise ValueError(f"choice {quote(raw)} ({name(choice)}) is not legal here")
        variants = chosen
        pos = branch(variants, pos + 1)
    return variants, pos


def path_of(action: int, variants: Variants, tokens: tuple[int, ...]) -> tuple[int, ...]:
    """The path of the variant of *action* whose tokens are *tokens*: the move action, then the
    tokens where the variants still differ."""
    path = [action]
    pos = branch(variants)
    while pos is not None:
        path.append(tokens[pos])
        variants = [v for v in variants if v[0][pos] == tokens[pos]]
        pos = branch(variants, pos + 1)
    return tuple(path)
