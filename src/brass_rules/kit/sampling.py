"""The random move every game's random play draws: a kind of move, then one move of that kind.

>>> import random
>>> from brass_rules.kit.sampling import random_move
>>> random_move(["a", "b", 1], random.Random(0)) in ("a", "b", 1)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

__all__ = ["random_move"]

M = TypeVar("M")


def random_move(moves: Sequence[M], rng: random.Random) -> M:
    """A random move of *moves*: first a kind (its class: Build, Sell, ...), then one move of it.

    Choosing the kind first keeps the many moves of one kind (Birmingham's builds) from
    drowning out the rare ones (Loan, Scout, Pass); any game's moves are grouped by their class.
    """
    kinds: dict[type, list[M]] = {}
    for move in moves:
        kinds.setdefault(type(move), []).append(move)
    return rng.choice(kinds[rng.choice(list(kinds))])
