"""Payments (LH-PAY): the canonical food, energy and material payments a player may choose."""

from __future__ import annotations

from itertools import product

from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.data.goods import ENERGY, ENERGY_GOODS, FOOD, FOOD_GOODS, SUBSTITUTE


def food_of(goods: Bag) -> int:
    """The food value of a set of tokens (LH-GOODS-FOOD)."""
    return sum(FOOD.get(g, 0) * n for g, n in goods.pairs())


def energy_of(goods: Bag) -> int:
    """The energy value of a set of tokens (LH-GOODS-ENERGY)."""
    return sum(ENERGY.get(g, 0) * n for g, n in goods.pairs())


def _minimal_sets(
    goods: Bag, amount: int, values: dict[str, int], kinds: tuple[str, ...]
) -> list[tuple[Bag, int]]:
    """Every set of tokens of *kinds* with no superfluous token, with its value.

    A set is kept if its value is at least *amount* and dropping its least valuable token leaves
    less than *amount*, or if its value is below *amount* (the rest is paid otherwise).
    """
    ranges = []
    for g in kinds:
        v = values[g]
        ranges.append(range(min(goods.get_count(g), -(-amount // v)) + 1))
    out: list[tuple[Bag, int]] = []
    for counts in product(*ranges):
        total = sum(values[g] * n for g, n in zip(kinds, counts, strict=True))
        if total >= amount:
            least = min(values[g] for g, n in zip(kinds, counts, strict=True) if n)
            if total - least >= amount:
                continue
        out.append((Bag.from_pairs(zip(kinds, counts, strict=True)), total))
    return out


def food_payments(goods: Bag, francs: int, amount: int) -> list[tuple[Bag, int]]:
    """LH-PAY-FOOD: every (food tokens, francs) payment of *amount* food the player can make."""
    if amount <= 0:
        return [(EMPTY, 0)]
    out = []
    for bag, total in _minimal_sets(goods, amount, FOOD, FOOD_GOODS):
        rest = max(0, amount - total)
        if rest <= francs:
            out.append((bag, rest))
    return out


def energy_payments(goods: Bag, amount: int) -> list[Bag]:
    """LH-PAY-ENERGY: every set of energy tokens paying *amount* energy with none superfluous."""
    if amount <= 0:
        return [EMPTY]
    return [b for b, total in _minimal_sets(goods, amount, ENERGY, ENERGY_GOODS) if total >= amount]


def material_payments(goods: Bag, cost: Bag) -> list[Bag]:
    """LH-PAY-MATERIALS: every way to pay a construction cost, brick for clay and steel for iron."""
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
    return out
