"""Shared objects for ``legal_moves``: one move object per distinct move, in bounded tables.

Moves are frozen, so ``legal_moves`` may hand out the same object every time it lists the same
move: building the objects was a fifth of the cost of listing them, and search trees hash
shared moves cheaply (their hash is cached, see :mod:`~brass_rules.birmingham.moves`). Each
action keeps its own table of moves keyed by internal numbers, next to its ``candidates``; the
tables are bounded (:func:`remember` empties a full table), so long self-play does not grow
them without end. A move handed out earlier stays valid after its table is emptied: only its
sharing is lost.
"""

from __future__ import annotations

from typing import Final, TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: Entries kept per table before it is emptied.
LIMIT: Final = 50_000


def remember(table: dict[K, V], key: K, value: V, most: int = LIMIT) -> V:
    """Store *value* under *key* in *table* (emptied first when it holds *most* entries);
    return *value*."""
    if len(table) >= most:
        table.clear()
    table[key] = value
    return value


_DISTINCT: Final[dict[tuple[str, ...], tuple[str, ...]]] = {}


def distinct_cards(hand: tuple[str, ...]) -> tuple[str, ...]:
    """The distinct cards of *hand*, in hand order (the order moves are listed by card)."""
    hit = _DISTINCT.get(hand)
    if hit is None:
        hit = remember(_DISTINCT, hand, tuple(dict.fromkeys(hand)))
    return hit


def per_card(table: dict[K, dict[str | None, V]], key: K) -> dict[str | None, V]:
    """The moves of one option of an action (card aside), by card: the dict under *key* in
    *table*, made empty when new. The caller fills it as it meets cards."""
    hit = table.get(key)
    if hit is None:
        hit = remember(table, key, {})
    return hit


#: The longest listing whose moves ``apply`` looks up for its fast path.
FAST_PATH_MOST: Final = 1000


class Listing:
    """The moves of the last ``legal_moves`` call on a state or an observation (for ``apply``'s
    fast path, see :mod:`~brass_rules.birmingham.engine`)."""

    def __init__(self, state: object, moves: tuple[object, ...]) -> None:
        self.state = state
        self.moves = moves
        self._ids: frozenset[int] | None = None
        self._asked = False

    def lists(self, move: object) -> bool:
        """True when *move* is one of the listed objects (identity: equal is not enough).

        The first question scans the list (a playout applies one move per listing); later
        ones use a set of the objects' ids (a search may apply each of them in turn). A listing
        longer than :data:`FAST_PATH_MOST` says False: finding the move would cost more than
        checking it (a crowded Rail Era position lists tens of thousands of Sells).
        """
        ids = self._ids
        if ids is None:
            if len(self.moves) > FAST_PATH_MOST:
                return False
            if not self._asked:
                self._asked = True
                for listed in self.moves:
                    if listed is move:
                        return True
                return False
            ids = self._ids = frozenset(map(id, self.moves))  # the moves are kept alive here
        return id(move) in ids
