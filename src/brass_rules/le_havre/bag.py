"""Bag: an immutable count of goods tokens, a read-only mapping good name -> count.

``Bag`` is *registered* as a :class:`collections.abc.Mapping` (``isinstance(bag, Mapping)``
holds) rather than derived from it, with the mapping methods written out: mypyc cannot compile
a module whose attrs class derives from an ABC, and this one is compiled in the compiled build
(its arithmetic builds bags without the attrs ``__init__`` call, see ``_bag``).
"""

from __future__ import annotations

from collections.abc import Callable, ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from itertools import compress
from operator import add, ge, sub
from typing import Any, Final, cast

import attr

from brass_rules.kit.nativerecord import finish
from brass_rules.le_havre.data.goods import GOODS, INDEX

_ZERO: Final[tuple[int, ...]] = (0,) * len(GOODS)
#: INDEX looked up with any key, as a dict would be (an unhashable key is a TypeError).
_ANY_INDEX: Final[dict[Any, int]] = cast(dict[Any, int], INDEX)


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class Bag:
    """Counts of goods, in the canonical order of ``GOODS``; absent goods count 0.

    A read-only mapping good name -> count (``isinstance(bag, Mapping)``; equal only to an
    equal bag).

    >>> from brass_rules.le_havre.bag import Bag
    >>> b = Bag.of(wood=2, fish=1)
    >>> dict(b), b["coal"]
    ({'fish': 1, 'wood': 2}, 0)
    """

    counts: tuple[int, ...] = _ZERO

    def __init__(self, counts: tuple[int, ...] = _ZERO) -> None:
        self.counts = counts  # type: ignore[misc]  # the compiled constructor (kit.nativerecord)

    # Bags are dictionary keys in the engine's caches: equality and hash of their own (compiled
    # in the compiled build), where kit.nativerecord would give attrs' (Python) methods
    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Bag:
            return NotImplemented
        return self.counts == other.counts

    def __hash__(self) -> int:
        return hash(self.counts)

    @classmethod
    def of(cls, **goods: int) -> Bag:
        """A bag from keyword counts, e.g. ``Bag.of(wood=2)``."""
        return cls.from_pairs(goods.items())

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[str, int]]) -> Bag:
        """A bag from (good, count) pairs; repeated goods add up."""
        counts: list[Any] = list(_ZERO)
        good: Any
        n: Any
        for good, n in pairs:
            counts[INDEX[good]] += n
        if cls is Bag:
            return _bag(tuple(counts))
        return cls(tuple(counts))

    def __getitem__(self, good: object) -> int:
        i = _ANY_INDEX.get(good)
        if i is None:
            raise KeyError(good)
        return self.counts[i]

    def get(self, good: object, default: Any = None) -> Any:
        """The count of *good*, *default* for a name that is no good (``Mapping.get``)."""
        i = _ANY_INDEX.get(good)
        return default if i is None else self.counts[i]

    def get_count(self, good: object) -> int:
        """The count of *good* (0 for an unknown name)."""
        i = _ANY_INDEX.get(good)
        return 0 if i is None else self.counts[i]

    def __iter__(self) -> Iterator[str]:
        return compress(GOODS, self.counts)

    def __len__(self) -> int:
        return len(self.counts) - self.counts.count(0)

    def __contains__(self, good: object) -> bool:
        return isinstance(good, str) and good in INDEX and self.counts[INDEX[good]] != 0

    def keys(self) -> KeysView[str]:
        """The goods with a non-zero count (``Mapping.keys``)."""
        return KeysView(self.mapping())

    def items(self) -> ItemsView[str, int]:
        """The (good, count) pairs with a non-zero count (``Mapping.items``)."""
        return ItemsView(self.mapping())

    def values(self) -> ValuesView[int]:
        """The non-zero counts (``Mapping.values``)."""
        return ValuesView(self.mapping())

    def mapping(self) -> Mapping[str, int]:
        """This bag typed as the ``Mapping`` it is registered as (no copy)."""
        return cast(Mapping[str, int], self)

    def pairs(self) -> tuple[tuple[str, int], ...]:
        """The (good, count) pairs with a non-zero count, in canonical order."""
        return tuple(zip(compress(GOODS, self.counts), filter(None, self.counts), strict=True))

    def total(self) -> int:
        """The number of tokens."""
        return sum(self.counts)

    def __bool__(self) -> bool:
        return any(self.counts)

    def plus(self, other: Bag) -> Bag:
        """This bag with *other* added."""
        if other is EMPTY:
            return self
        if NATIVE:
            return Bag(_shifted(self.counts, other.counts, 1))
        return _bag(tuple(map(add, self.counts, other.counts)))

    def minus(self, other: Bag) -> Bag:
        """This bag with *other* taken away (the caller checks :meth:`covers`)."""
        if other is EMPTY:
            return self
        if NATIVE:
            return Bag(_shifted(self.counts, other.counts, -1))
        return _bag(tuple(map(sub, self.counts, other.counts)))

    def covers(self, other: Bag) -> bool:
        """Whether this bag holds at least every token of *other*."""
        return all(map(ge, self.counts, other.counts))

    def add(self, good: str, n: int) -> Bag:
        """This bag with *n* more of *good* (n may be negative)."""
        counts: list[Any] = list(self.counts)
        counts[INDEX[good]] += n
        return _bag(tuple(counts))

    def text(self) -> str:
        """The bag in words, e.g. ``2 wood, 1 smoked fish`` (``nothing`` when empty)."""
        if not self.total():
            return "nothing"
        return ", ".join(f"{n} {g.replace('_', ' ')}" for g, n in self.pairs())


#: Whether Bag is a native class (this module compiled): see kit.nativerecord.
NATIVE: Final = finish(Bag)
Mapping.register(Bag)
# As for every ``Mapping``: a bag is not reversible. (Set here: in the compiled build, every
# name the class body assigns becomes an annotated attribute, which attrs would make a field.)
setattr(Bag, "__reversed__", None)  # noqa: B010

_new: Final = object.__new__
_set_counts: Final[Callable[[Bag, tuple[int, ...]], None]] = vars(Bag)["counts"].__set__


def _shifted(counts: tuple[int, ...], other: tuple[int, ...], sign: int) -> tuple[int, ...]:
    """*counts* plus (*sign* 1) or minus (-1) *other*, good by good: the compiled build's loop
    (a native loop over the few goods *other* holds, where ``map`` calls ``operator.add`` per
    good; pure Python keeps ``map``)."""
    out = list(counts)
    for i in range(len(other)):
        n = other[i]
        if n:
            out[i] += sign * n
    return tuple(out)


def _bag(counts: tuple[int, ...]) -> Bag:
    """``Bag(counts)``: compiled, the native constructor; in pure Python without the
    ``__init__`` call (what it does, done directly)."""
    if NATIVE:
        return Bag(counts)
    new: Bag = _new(Bag)
    _set_counts(new, counts)
    return new


EMPTY: Final = Bag()


def of_one(good: str, n: int) -> Bag:
    """``Bag.of(**{good: n})``: *n* of one *good*, without building keyword arguments (a plain
    call in the compiled build).

    >>> of_one("wood", 2) == Bag.of(wood=2)
    True
    """
    return EMPTY.add(good, n)
