"""Random draws that engines and searches repeat, compiled in the compiled build.

A determinization shuffles the unseen cards once per iteration of a search, and a search's
rollouts reach shuffles of the rules (Birmingham's Rail Era deck); :func:`shuffle` is
``rng.shuffle`` (the same permutation from the same draws of the generator) without its two
Python frames per card.

>>> import random
>>> cards, same = list(range(20)), list(range(20))
>>> shuffle(cards, random.Random(3)); random.Random(3).shuffle(same)
>>> cards == same
True
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["shuffle"]


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Shuffle *items* in place exactly as ``rng.shuffle(items)`` does: the same draws of
    *rng*, in the same order, give the same permutation.

    For a :class:`random.Random` (not a subclass, which may draw otherwise) it runs CPython's
    ``Random.shuffle`` here: from the last index ``i`` down to 1, swap ``items[i]`` with
    ``items[j]``, ``j = rng._randbelow(i + 1)``, which draws ``getrandbits(k)`` (``k`` the bit
    length of ``i + 1``) until the value is below ``i + 1``. Any other generator shuffles
    itself.
    """
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    i = len(items) - 1
    if i < 1:
        return
    k = (i + 1).bit_length()
    low = 1 << (k - 1)  # the least number of k bits: k stays the bit length of i + 1
    while i > 0:
        n = i + 1
        if n < low:
            k -= 1
            low >>= 1
        j: int = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
        i -= 1
