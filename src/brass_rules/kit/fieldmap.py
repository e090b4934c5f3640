"""The layout of an observation vector as named fields, for every game's fixed observation.

A game lists its fields in order, each with a size, a meaning and a writer that fills the
field's zeroed slice; these functions place them (numpy-free: the game allocates the vector).

>>> from brass_rules.kit.fieldmap import Field, describe, slices
>>> fields = (Field("a", 2, "two", print), Field("b", 3, "three", print))
>>> slices(fields)["b"]
slice(2, 5, None)
>>> describe(fields)[1]
{'name': 'b', 'start': 2, 'size': 3, 'meaning': 'three'}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

__all__ = ["Field", "describe", "fill", "slices"]


class Field(NamedTuple):
    """One part of the observation vector."""

    name: str
    size: int
    meaning: str
    write: Callable[..., None]
    """Fills the field: ``write(observation, pending ids, the field's zeroed slice)``."""


def slices(fields: Sequence[Field]) -> dict[str, slice]:
    """Where each field lies in the vector."""
    out: dict[str, slice] = {}
    start = 0
    for f in fields:
        out[f.name] = slice(start, start + f.size)
        start += f.size
    return out


def fill(fields: Sequence[Field], obs: object, pending: Sequence[int], out: Any) -> Any:
    """Let every field write its slice of *out* (a zeroed vector of the fields' total size)."""
    start = 0
    for f in fields:
        f.write(obs, pending, out[start : start + f.size])
        start += f.size
    return out


def describe(fields: Sequence[Field]) -> list[dict[str, Any]]:
    """The layout as data: name, start, size and meaning of every field."""
    return [
        {"name": f.name, "start": s.start, "size": f.size, "meaning": f.meaning}
        for f, s in zip(fields, slices(fields).values(), strict=True)
    ]
