"""Bag: an immutable count of goods tokens, a read-only mapping good name -> count."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from itertools import compress
from operator import add, ge, sub

from attrs import frozen

from brass_rules.le_havre.data.goods import GOODS, INDEX

_ZERO: tuple[int, ...] = (0,) * len(GOODS)


@frozen(cache_hash=True)
class Bag(Mapping[str, int]):
    """Counts of goods, in the canonical order of ``GOODS``; absent goods count 0.

    >>> from brass_rules.le_havre.bag import Bag
    >>> b = Bag.of(wood=2, fish=1)
    >>> dict(b), b["coal"]
    ({'fish': 1, 'wood': 2}, 0)
    """

    counts: tuple[int, ...] = _ZERO

    @classmethod
    def of(cls, **goods: int) -> Bag:
        """A bag from keyword counts, e.g. ``Bag.of(wood=2)``."""
        return cls.from_pairs(goods.items())

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[str, int]]) -> Bag:
        """A bag from (good, count) pairs; repeated goods add up."""
        counts = list(_ZERO)
        for good, n in pairs:
            counts[INDEX[good]] += n
        return cls(tuple(counts))

    def __getitem__(self, good: str) -> int:
        i = INDEX.get(good)
        if i is None:
            raise KeyError(good)
        return self.counts[i]

    def get_count(self, good: str) -> int:
        """The count of *good* (0 for an unknown name)."""
        i = INDEX.get(good)
        return 0 if i is None else self.counts[i]

    def __iter__(self) -> Iterator[str]:
        return compress(GOODS, self.counts)

    def __len__(self) -> int:
        return len(self.counts) - self.counts.count(0)

    def __contains__(self, good: object) -> bool:
        return isinstance(good, str) and good in INDEX and self.counts[INDEX[good]] != 0

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
        return Bag(tuple(map(add, self.counts, other.counts)))

    def minus(self, other: Bag) -> Bag:
        """This bag with *other* taken away (the caller checks :meth:`covers`)."""
        if other is EMPTY:
            return self
        return Bag(tuple(map(sub, self.counts, other.counts)))

    def covers(self, other: Bag) -> bool:
        """Whether this bag holds at least every token of *other*."""
        return all(map(ge, self.counts, other.counts))

    def add(self, good: str, n: int) -> Bag:
        """This bag with *n* more of *good* (n may be negative)."""
        counts = list(self.counts)
        counts[INDEX[good]] += n
        return Bag(tuple(counts))

    def text(self) -> str:
        """The bag in words, e.g. ``2 wood, 1 smoked fish`` (``nothing`` when empty)."""
        if not self.total():
            return "nothing"
        return ", ".join(f"{n} {g.replace('_', ' ')}" for g, n in self.pairs())


EMPTY = Bag()
