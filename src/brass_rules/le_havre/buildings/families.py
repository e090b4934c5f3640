"""The action families of LH-BLD-CARDS, parametrised by card data."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from itertools import combinations
from typing import Final

from attrs import frozen

from brass_rules.le_havre.bag import EMPTY, Bag, of_one
from brass_rules.le_havre.buildings.base import (
    WIND_FARM,
    done_trading,
    energy_charged,
    progress,
    set_of,
)
from brass_rules.le_havre.data.goods import ENERGY, GOODS, UPGRADE_OF
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.ops import owns
from brass_rules.le_havre.payments import energy_of, energy_options
from brass_rules.le_havre.state import GameState, picked_progress, with_action

Gain = Callable[[GameState, int], tuple[Bag, int]]


@frozen
class FixedGain:
    """(a)/(b) LH-BLD-GAIN: goods and francs from the supply, fixed or counted from holdings.

    ``condition`` (if given) must hold for the action to be usable (e.g. the Church).
    """

    gains: Gain
    condition: Callable[[GameState, int], bool] | None = None
    always_usable: bool = False
    """The gain is never empty and there is no condition (checked by ``options``' test): the
    action can be used whatever the position (``usable`` needs no position)."""
    before_entry: bool = False
    """The gain and the condition read nothing entering changes (neither the entering player's
    goods, francs and person, nor the fee's receiver): they may be read from the position
    before entering (``base.usable_on_entry``; a test compares)."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return _ONE_STEP if self._gains_some(state, player) else ()

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool | None:
        """:meth:`options` of the position before entering, if :attr:`before_entry`."""
        return self._gains_some(state, player) if self.before_entry else None

    def _gains_some(self, state: GameState, player: int) -> bool:
        """Whether the action has its option: the condition holds and the gain is not empty."""
        if self.condition is not None and not self.condition(state, player):
            return False
        goods, francs = self.gains(state, player)
        return bool(francs) or goods.total() > 0

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        goods, francs = self.gains(state, player)
        return done_trading(state, player, EMPTY, goods, francs)


#: The only option of a gain (shared: moves are immutable).
_ONE_STEP: Final = (Act(),)


def fixed(goods: Bag, francs: int = 0) -> FixedGain:
    """A fixed gain."""
    return FixedGain(lambda s, p: (goods, francs), always_usable=bool(goods.total() or francs))


@frozen(cache_hash=True)
class Upgrade:
    """(d) LH-BLD-UPGRADE: upgrade N >= 1 of a basic good, with energy and francs by N."""

    good: str
    limit: int | None = None
    energy: Callable[[int], int] = lambda n: 0
    francs: Callable[[int], int] = lambda n: 0
    extra: Callable[[int], Bag] = lambda n: EMPTY

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def moves(self, state: GameState, player: int, only: int | None = None) -> Iterator[Act]:
        """The options one by one (*only*: those upgrading that many goods)."""
        goods = state.players[player].goods
        return self.steps(goods, owns(state, player, WIND_FARM), only)

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether an upgrade is possible holding *goods* (see ``base.usable_on_entry``)."""
        return self.can_upgrade(goods, owns(state, player, WIND_FARM))

    def can_upgrade(self, goods: Bag, wind_farm: bool) -> bool:
        """Whether :meth:`steps` lists an option (found without listing them): upgrading one
        good is, if any number is, as the energy charged never falls as n grows and the energy
        left never grows."""
        held = goods[self.good]
        if held < 1 or (self.limit is not None and self.limit < 1):
            return False
        need = energy_charged(self.energy(1), wind_farm)
        return need <= 0 or energy_of(goods) - ENERGY.get(self.good, 0) >= need

    def steps(self, goods: Bag, wind_farm: bool, only: int | None = None) -> Iterator[Act]:
        """The options of a player holding *goods* and owning the Wind Farm or not."""
        top = goods[self.good] if self.limit is None else min(self.limit, goods[self.good])
        energy = energy_of(goods)
        low, high = (1, top) if only is None else (max(1, only), min(top, only))
        for n in range(low, high + 1):
            give = of_one(self.good, n)
            need = energy_charged(self.energy(n), wind_farm)
            if need > energy:
                break  # the energy charged never falls as n grows
            for e in energy_options(goods.minus(give), need):
                yield Act(give=give, energy=e)

    def allows(self, state: GameState, player: int, act: Act) -> bool:
        if not isinstance(act.give, Bag):
            return False
        n = act.give.get_count(self.good)
        return isinstance(n, int) and act in self.moves(state, player, n)

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        n = act.give[self.good]
        got = of_one(UPGRADE_OF[self.good], n).plus(self.extra(n))
        return done_trading(state, player, act.give.plus(act.energy), got, self.francs(n))


@frozen
class SaleSets:
    """(e) LH-BLD-SALE: sell N sets of goods (up to a limit) for francs per set."""

    unit: Bag
    price: int
    limit: int | None = None

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one."""
        top = self._most(state.players[player].goods)
        return (Act(give=set_of(self.unit, n)) for n in range(1, top + 1))

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether a set can be sold holding *goods* (see ``base.usable_on_entry``)."""
        return self._most(goods) >= 1

    def _most(self, goods: Bag) -> int:
        """The most sets that may be sold from *goods* (the unit holds some good)."""
        counts = goods.counts
        top = -1
        for i, n in enumerate(self.unit.counts):
            if n and (top < 0 or counts[i] // n < top):
                top = counts[i] // n
        return top if self.limit is None else min(top, self.limit)

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        g, per = self.unit.pairs()[0]
        n = act.give[g] // per
        return done_trading(state, player, act.give, EMPTY, self.price * n)


@frozen
class Table:
    """(e) a sale with a price per count (Joinery: 1/2/3 wood for 5/6/7 francs)."""

    good: str
    prices: tuple[int, ...]

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        top = self._most(state.players[player].goods)
        return tuple(Act(give=of_one(self.good, n)) for n in range(1, top + 1))

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether a good can be sold holding *goods* (see ``base.usable_on_entry``)."""
        return self._most(goods) >= 1

    def _most(self, goods: Bag) -> int:
        """The most goods that may be sold from *goods*."""
        return min(goods[self.good], len(self.prices))

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        n = act.give[self.good]
        return done_trading(state, player, act.give, EMPTY, self.prices[n - 1])


@frozen
class Exchange:
    """(f) a once-per-visit exchange: goods, francs and energy paid, goods and francs received."""

    give: Bag
    take: Bag
    pay_francs: int = 0
    get_francs: int = 0
    energy: int = 0

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        p = state.players[player]
        return self._options(p.goods, p.francs, owns(state, player, WIND_FARM))

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether the exchange is possible holding *goods* and *francs*
        (``base.usable_on_entry``)."""
        return bool(self._options(goods, francs, owns(state, player, WIND_FARM)))

    def _options(self, goods: Bag, francs: int, wind_farm: bool) -> tuple[Act, ...]:
        if not goods.covers(self.give) or francs < self.pay_francs:
            return ()
        need = energy_charged(self.energy, wind_farm)
        return tuple(
            Act(give=self.give, energy=e) for e in energy_options(goods.minus(self.give), need)
        )

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        paid = act.give.plus(act.energy)
        return done_trading(state, player, paid, self.take, self.get_francs - self.pay_francs)


@frozen
class ChooseDistinct:
    """(c) take one each of *k* different goods from a list; k counted from holdings."""

    goods: tuple[str, ...]
    count: Callable[[GameState, int], int]
    before_entry: bool = False
    """The count reads nothing entering changes (as ``FixedGain.before_entry``)."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        k = min(len(self.goods), self.count(state, player))
        if k <= 0:
            return ()
        return _distinct(self.goods, k)

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool | None:
        """:meth:`options` of the position before entering, if :attr:`before_entry`."""
        return bool(self.options(state, player)) if self.before_entry else None

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        return done_trading(state, player, EMPTY, act.take)


@cache
def _distinct(goods: tuple[str, ...], k: int) -> tuple[Act, ...]:
    """Taking one each of *k* different *goods*, in canonical order (shared, immutable)."""
    ordered = tuple(g for g in GOODS if g in goods)
    return tuple(Act(take=Bag.from_pairs((g, 1) for g in c)) for c in combinations(ordered, k))


def stepwise_picks(
    goods: Bag, picked: Bag, last: int, allowed: Callable[[str], bool], room: int
) -> Iterator[tuple[str, int]]:
    """(good, n) picks in canonical order after index *last*, at most *room* tokens in all."""
    for i, g in enumerate(GOODS):
        if i <= last or not allowed(g):
            continue
        for n in range(1, min(goods[g] - picked[g], room) + 1):
            yield (g, n)


def advance(state: GameState, pick: Bag) -> GameState:
    """Record a step-by-step pick in the action under way."""
    pr = progress(state)
    counts = pick.counts
    last = 0  # the canonical index of the good picked (the first a pick holds)
    while not counts[last]:
        last += 1
    return with_action(state, picked_progress(pr, pr.picked.plus(pick), last))
