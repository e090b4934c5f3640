"""The actions of the special buildings [001]-[035] (LH-BLD-CARDS). Locked cards (Business Park,
Guildhouse, Luxury Yacht, Feedlot, Masons' Guild, Wind Farm, Football Stadium) have no action;
their passive effects live where they act (harvest, energy, building cost, scoring)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from attrs import frozen

from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.buildings.base import Effect, done, progress, usable
from brass_rules.le_havre.buildings.families import (
    ChooseDistinct,
    Exchange,
    FixedGain,
    SaleSets,
    fixed,
)
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.fees import fee_options, pay_fee
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.ops import (
    count_kind,
    gain,
    owner_of,
    pay,
    symbols,
    with_player,
)
from brass_rules.le_havre.payments import can_pay_food, food_options
from brass_rules.le_havre.state import GameState, evolve

HARBOUR_WATCH: Final = "014"


def _labour_exchange(state: GameState, player: int) -> tuple[Bag, int]:
    hammers, fishermen = symbols(state, player)
    return Bag.of(fish=fishermen, coal=hammers), 0


def _zoo(state: GameState, player: int) -> tuple[Bag, int]:
    goods = state.players[player].goods
    return EMPTY, (goods["fish"] + goods["cattle"]) // 3


@frozen
class CoalTrader:
    """[018] buy up to 1 charcoal (1 food) and up to 5 coal (2 food each) with one food
    payment."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one."""
        p = state.players[player]
        return self._moves(p.goods, p.francs)

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether a purchase is possible holding *goods* and *francs*
        (``base.usable_on_entry``), found without listing them: the cheapest, a charcoal for 1
        food, is if any is."""
        return can_pay_food(goods, francs, 1)

    def _moves(self, goods: Bag, held_francs: int) -> Iterator[Act]:
        for charcoal in range(2):
            for coal in range(6):
                if not charcoal and not coal:
                    continue
                take = Bag.of(charcoal=charcoal, coal=coal)
                for food, francs in food_options(goods, held_francs, charcoal + 2 * coal):
                    yield Act(take=take, food=food, francs=francs)

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        return done(gain(pay(state, player, act.food, act.francs), player, act.take))


@frozen
class Furriery:
    """[020] exchange any hides for bread 1:1, and/or sell up to 2 leather for 5 francs each."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one."""
        return self._moves(state.players[player].goods)

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether an exchange or sale is possible holding *goods* (``base.usable_on_entry``)."""
        return next(self._moves(goods), None) is not None

    def _moves(self, goods: Bag) -> Iterator[Act]:
        return (
            Act(give=Bag.of(hides=h, leather=m))
            for h in range(goods["hides"] + 1)
            for m in range(min(2, goods["leather"]) + 1)
            if h or m
        )

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        state = pay(state, player, act.give)
        return done(gain(state, player, Bag.of(bread=act.give["hides"]), 5 * act.give["leather"]))


#: The Haulage Firm's neighbouring goods offer spaces.
HAULAGE_PAIRS: Final[tuple[tuple[str, str], ...]] = (
    ("cattle", "grain"), ("grain", "iron"), ("iron", "clay"), ("clay", "wood"), ("wood", "fish"),
)  # fmt: skip


@frozen
class HaulageFirm:
    """[029] pay 3 francs, then take all tokens of two neighbouring goods offer spaces."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return self._options(state, state.players[player].francs)

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether a haul is possible holding *francs* (``base.usable_on_entry``)."""
        return bool(self._options(state, francs))

    def _options(self, state: GameState, francs: int) -> tuple[Act, ...]:
        if francs < 3:
            return ()
        return tuple(
            Act(option=f"{a}+{b}")
            for a, b in HAULAGE_PAIRS
            if state.offers[a] + state.offers[b] > 0
        )

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        a, b = act.option.split("+")
        taken = Bag.of(**{a: state.offers[a], b: state.offers[b]})
        offers = state.offers.with_count(a, 0).with_count(b, 0)
        state = evolve(pay(state, player, EMPTY, 3), offers=offers)
        return done(gain(state, player, taken))


@frozen
class HarbourWatch:
    """[014] pay 1 franc to another player whose disc stands in a building with an action; his
    disc goes home, the user's disc moves there, the user pays its fee unless he owns it, and
    carries out its action. ``option`` is ``"<building>@<player>"``; ``food``/``francs`` pay
    the fee."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one."""
        from brass_rules.le_havre.buildings import effect_of  # the registry imports this module

        p = state.players[player]
        if p.francs < 1:
            return
        for q, other in enumerate(state.players):
            target = other.disc
            if q == player or target is None or target == HARBOUR_WATCH:
                continue
            fee = BY_ID[target].fee
            effect = effect_of(target)
            if fee is None or effect is None:
                continue  # discs on buildings without an action cannot be displaced
            for food, francs in _fees(state, player, target, p.francs - 1):
                act = Act(option=f"{target}@{q}", food=food, francs=francs)
                if usable(effect, _displace(state, player, act), player):
                    yield act

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        return _displace(state, player, act)


def _fees(state: GameState, player: int, target: str, francs: int) -> list[tuple[Bag, int]]:
    if owner_of(state, target) == player:
        return [(EMPTY, 0)]
    return fee_options(state.players[player].goods, francs, target)


def _displace(state: GameState, player: int, act: Act) -> GameState:
    target, q_text = act.option.split("@")
    q = int(q_text)
    state = pay(state, player, EMPTY, 1)
    state = gain(state, q, EMPTY, 1)
    state = with_player(state, q, evolve(state.players[q], disc=None))
    if owner_of(state, target) != player:
        state = pay_fee(state, player, target, act.food, act.francs)
    state = with_player(state, player, evolve(state.players[player], disc=target))
    return evolve(state, action=evolve(progress(state), building=target, stage=0))


SPECIAL: Final[dict[str, Effect]] = {
    "001": FixedGain(_labour_exchange, before_entry=True),
    "002": SaleSets(Bag.of(bread=1), 3, 6),
    "003": SaleSets(Bag.of(meat=1, bread=1), 6, 4),
    "004": fixed(Bag.of(fish=2, grain=2, wood=2, hides=1, cattle=1)),
    "005": SaleSets(Bag.of(hides=1, leather=1), 7),
    "006": fixed(Bag.of(iron=2, coal=1)),
    "007": SaleSets(Bag.of(fish=1), 2, 7),
    "008": SaleSets(Bag.of(smoked_fish=1), 3),
    "009": fixed(Bag.of(fish=3, wood=3)),
    "010": SaleSets(Bag.of(wood=1, meat=1), 5, 4),
    "011": fixed(Bag.of(wood=4), 3),
    "014": HarbourWatch(),
    "015": fixed(Bag.of(coal=1, coke=1, iron=1)),
    "016": SaleSets(Bag.of(wood=1, smoked_fish=1, bread=1), 8, 3),
    "017": fixed(Bag.of(hides=2, meat=3)),
    "018": CoalTrader(),
    "019": SaleSets(Bag.of(bread=1, grain=1), 5, 3),
    "020": Furriery(),
    "021": Exchange(Bag.of(leather=3), EMPTY, pay_francs=14, get_francs=30),
    "022": Exchange(Bag.of(clay=1), Bag.of(brick=3), energy=1),
    "026": SaleSets(Bag.of(leather=1, wood=1), 6),
    "027": ChooseDistinct(
        ("smoked_fish", "charcoal", "brick", "bread", "meat", "coke", "leather"),
        lambda s, p: count_kind(s, p, "craft"),
        before_entry=True,
    ),
    "028": SaleSets(Bag.of(wood=1, grain=1), 3, 4),
    "029": HaulageFirm(),
    "030": SaleSets(Bag.of(grain=1), 2, 4),
    "031": Exchange(Bag.of(iron=1), Bag.of(steel=2), energy=15),
    "032": SaleSets(Bag.of(meat=1, charcoal=1), 6, 4),
    "034": Exchange(Bag.of(brick=3), EMPTY, pay_francs=10, get_francs=24),
    "035": FixedGain(_zoo),
}
