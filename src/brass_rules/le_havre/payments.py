"""Payments (LH-PAY): the canonical food, energy and material payments a player may choose.

The enumerations are pure functions of the tokens that can pay and the amount, so they are
cached; their work is bounded by the number of payments they return (one good's count is
computed, not searched), however many tokens a player holds.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import product
from operator import itemgetter, mul
from typing import Final

from brass_rules.le_havre.bag import EMPTY, NATIVE, Bag
from brass_rules.le_havre.data.goods import (
    ENERGY,
    ENERGY_GOODS,
    FOOD,
    FOOD_GOODS,
    INDEX,
    SUBSTITUTE,
)

_FOOD_INDEX: Final = tuple(INDEX[g] for g in FOOD_GOODS)
_FOOD_VALUES: Final = tuple(FOOD[g] for g in FOOD_GOODS)
_ENERGY_INDEX = tuple(INDEX[g] for g in ENERGY_GOODS)
_ENERGY_VALUES = tuple(ENERGY[g] for g in ENERGY_GOODS)
_SUBSTITUTE_INDEX = tuple((INDEX[a], INDEX[b]) for a, b in SUBSTITUTE.items())
_CACHED = 4096


_food_counts = itemgetter(*_FOOD_INDEX)
_energy_counts = itemgetter(*_ENERGY_INDEX)


def food_of(goods: Bag) -> int:
    """The food value of a set of tokens (LH-GOODS-FOOD)."""
    if NATIVE:  # compiled, a native loop (pure Python keeps map, the faster there)
        counts = goods.counts
        total = 0
        for k in range(len(_FOOD_INDEX)):
            total += counts[_FOOD_INDEX[k]] * _FOOD_VALUES[k]
        return total
    return sum(map(mul, _food_counts(goods.counts), _FOOD_VALUES))


def energy_of(goods: Bag) -> int:
    """The energy value of a set of tokens (LH-GOODS-ENERGY)."""
    return sum(map(mul, _energy_counts(goods.counts), _ENERGY_VALUES))


def no_superfluous_token(counts: tuple[int, ...], values: tuple[int, ...], amount: int) -> bool:
    """LH-PAY: a set of tokens (*counts* of goods worth *values*) pays *amount* with no
    superfluous token when dropping its least valuable token leaves less than *amount*; a set
    worth less than *amount* has none either (the rest is paid otherwise)."""
    total = sum(n * v for n, v in zip(counts, values, strict=True))
    if total < amount:
        return True
    least = min(v for n, v in zip(counts, values, strict=True) if n)
    return total - least < amount


def _minimal_sets(
    have: tuple[int, ...], amount: int, values: tuple[int, ...], short: bool
) -> list[tuple[tuple[int, ...], int]]:
    """Every (counts, value) of a set of tokens with no superfluous token, in product order of
    the goods (*values* descending, the last good worth the least); sets worth less than
    *amount* only when *short*."""
    ranges = [
        range(min(n, -(-amount // v)) + 1) for n, v in zip(have[:-1], values[:-1], strict=True)
    ]
    last, v_last = have[-1], values[-1]
    out = []
    for head in product(*ranges):
        partial = sum(n * v for n, v in zip(head, values, strict=False))
        lacking = max(0, -(-(amount - partial) // v_last))  # the last good's count that pays
        first = 0 if short else min(lacking, last + 1)
        for n in range(first, min(lacking, last) + 1):
            counts = (*head, n)
            if no_superfluous_token(counts, values, amount):
                out.append((counts, partial + n * v_last))
    return out


def _bag(goods: tuple[str, ...], counts: tuple[int, ...]) -> Bag:
    return Bag.from_pairs(zip(goods, counts, strict=True))


@lru_cache(maxsize=_CACHED)
def _food(have: tuple[int, ...], francs: int, amount: int) -> tuple[tuple[Bag, int], ...]:
    out = []
    for counts, total in _minimal_sets(have, amount, _FOOD_VALUES, True):
        rest = max(0, amount - total)
        if rest <= francs:
            out.append((_bag(FOOD_GOODS, counts), rest))
    return tuple(out)


@lru_cache(maxsize=_CACHED)
def _energy(have: tuple[int, ...], amount: int) -> tuple[Bag, ...]:
    return tuple(
        _bag(ENERGY_GOODS, counts)
        for counts, total in _minimal_sets(have, amount, _ENERGY_VALUES, False)
        if total >= amount
    )


def food_options(goods: Bag, francs: int, amount: int) -> tuple[tuple[Bag, int], ...]:
    """:func:`food_payments` as a shared tuple (cached)."""
    if amount <= 0:
        return ((EMPTY, 0),)
    c = goods.counts
    return _food(tuple(c[i] for i in _FOOD_INDEX), min(francs, amount), amount)


def energy_options(goods: Bag, amount: int) -> tuple[Bag, ...]:
    """:func:`energy_payments` as a shared tuple (cached)."""
    if amount <= 0:
        return (EMPTY,)
    c = goods.counts
    return _energy(tuple(min(c[i], amount) for i in _ENERGY_INDEX), amount)


def food_payments(goods: Bag, francs: int, amount: int) -> list[tuple[Bag, int]]:
    """LH-PAY-FOOD: every (food tokens, francs) payment of *amount* food the player can make."""
    return list(food_options(goods, francs, amount))


def energy_payments(goods: Bag, amount: int) -> list[Bag]:
    """LH-PAY-ENERGY: every set of energy tokens paying *amount* energy with none superfluous."""
    return list(energy_options(goods, amount))


def material_options(goods: Bag, cost: Bag) -> tuple[Bag, ...]:
    """:func:`material_payments` as a shared tuple (cached)."""
    # only the goods the cost can take count, and no more of them than it can take
    c = goods.counts
    return _materials(tuple(min(c[i], most) for i, most in _takes(cost)), cost)


@cache
def _takes(cost: Bag) -> tuple[tuple[int, int], ...]:
    """(good index, most tokens the cost can take) of the goods that can pay *cost*."""
    most = list(cost.counts)
    for plain, better in _SUBSTITUTE_INDEX:
        most[better] += most[plain]
    return tuple((i, n) for i, n in enumerate(most) if n)


@lru_cache(maxsize=_CACHED)
def _materials(held: tuple[int, ...], cost: Bag) -> tuple[Bag, ...]:
    counts = [0] * len(cost.counts)
    for (i, _most), n in zip(_takes(cost), held, strict=True):
        counts[i] = n
    goods = Bag(tuple(counts))
    options: list[list[Bag]] = []
    base = cost
    for plain, better in SUBSTITUTE.items():
        need = cost.get_count(plain)
        base = base.add(plain, -need) if need else base
        choices = []
        for k in range(need + 1):  # k of the plain goods paid with the upgraded good
            choices.append(Bag.from_pairs([(plain, need - k), (better, k)]))
        options.append(choices)
    out = []
    for a, b in product(*options):
        pay = base.plus(a).plus(b)
        if goods.covers(pay):
            out.append(pay)
    return tuple(out)


#: What a construction cost asks of a player's goods (see :func:`material_needs`).
Needs = tuple[tuple[int, int, int, int], ...]


def material_needs(cost: Bag) -> Needs:
    """What paying *cost* asks of a player's goods, for :func:`meets`: per good, or per pair of
    a good and its substitute (LH-PAY-MATERIALS: brick for clay, steel for iron), (its index,
    the substitute's index or -1, its tokens in the cost, the substitute's)."""
    counts = cost.counts
    out: list[tuple[int, int, int, int]] = []
    paired: set[int] = set()
    for plain, better in _SUBSTITUTE_INDEX:
        paired.add(plain)
        paired.add(better)
        if counts[plain] or counts[better]:
            out.append((plain, better, counts[plain], counts[better]))
    for i, n in enumerate(counts):
        if n and i not in paired:
            out.append((i, -1, n, 0))
    return tuple(out)


def meets(counts: tuple[int, ...], needs: Needs) -> bool:
    """Whether goods of *counts* pay the cost of *needs* (:func:`material_needs`): whether
    :func:`material_options` lists a payment, found without listing them. A pair is paid when
    the substitute's own tokens are there and both goods together cover both counts (the
    substitute pays for the plain good, not the other way round)."""
    for i, better, n, m in needs:
        if better < 0:
            if counts[i] < n:
                return False
        elif counts[better] < m or counts[i] + counts[better] < n + m:
            return False
    return True


def can_pay_food(goods: Bag, francs: int, amount: int) -> bool:
    """Whether :func:`food_options` lists a payment of *amount* food (without listing them):
    the food tokens and the francs are worth enough together."""
    return amount <= 0 or food_of(goods) + francs >= amount


def can_pay_energy(goods: Bag, amount: int) -> bool:
    """Whether :func:`energy_options` lists a payment of *amount* energy (without listing
    them): a set with none superfluous is left once the least valuable tokens are dropped."""
    return amount <= 0 or energy_of(goods) >= amount


def material_payments(goods: Bag, cost: Bag) -> list[Bag]:
    """LH-PAY-MATERIALS: every way to pay a construction cost, brick for clay and steel for iron."""
    return list(material_options(goods, cost))
