"""The actions of the 30 standard buildings [01]-[30] (LH-BLD-CARDS)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from attrs import frozen

from brass_rules.le_havre.bag import EMPTY, Bag, of_one
from brass_rules.le_havre.buildings.base import DONE as FINISHED
from brass_rules.le_havre.buildings.base import (
    WIND_FARM,
    Effect,
    done,
    done_trading,
    energy_charged,
    energy_due,
    progress,
)
from brass_rules.le_havre.buildings.families import (
    ChooseDistinct,
    FixedGain,
    Table,
    Upgrade,
    advance,
    fixed,
    stepwise_picks,
)
from brass_rules.le_havre.buildings.start import SAWMILL
from brass_rules.le_havre.data import YACHT
from brass_rules.le_havre.data.goods import (
    BASIC,
    ENERGY,
    FRANC_VALUE,
    GOODS,
    INDEX,
    OFFER_SPACES,
    UPGRADED,
)
from brass_rules.le_havre.data.ships import SHIP_TYPES, SHIPS, STACKS
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.ops import (
    count_kind,
    discs_on,
    gain,
    owns,
    pay,
    replace_at,
    sort_cards,
    symbols,
    trade,
    trade_in,
    with_player,
)
from brass_rules.le_havre.payments import (
    energy_of,
    energy_options,
    material_needs,
    material_options,
    meets,
)
from brass_rules.le_havre.state import GameState, evolve, evolve_game

KEEP, SWAP = "keep", "swap"


@frozen
class Marketplace:
    """[01] 2 + craft buildings different basic goods; then (full game) the peek at the special
    deck, LH-HIDDEN-PEEK."""

    always_usable = True  # at least two goods to take, then keep or swap

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        if progress(state).stage == 0:
            return _MARKET_GOODS.options(state, player)
        return _KEEP_OR_SWAP

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        pr = progress(state)
        if pr.stage == 0:  # the goods, then the peek (one copy of the state)
            specials = state.specials
            if not specials:
                return trade_in(state, player, EMPTY, act.take, 0, FINISHED)
            known = _peeked(state, player)
            if len(specials) == 1:
                return trade_in(state, player, EMPTY, act.take, 0, {**FINISHED, "known": known})
            return trade(state, player, EMPTY, act.take, known=known, action=evolve(pr, stage=1))
        if act.option == SWAP:
            s = state.specials
            return evolve_game(state, {**FINISHED, "specials": (s[1], s[0], *s[2:])})
        return done(state)


def _crafts(state: GameState, player: int) -> int:
    return 2 + count_kind(state, player, "craft")


#: The Marketplace's first step: 2 + craft buildings different basic goods.
_MARKET_GOODS: Final = ChooseDistinct(BASIC, _crafts)
#: The Marketplace's second step (shared: moves are immutable).
_KEEP_OR_SWAP: Final = (Act(option=KEEP), Act(option=SWAP))


def _peeked(state: GameState, player: int) -> tuple[int, ...]:
    """What each player knows of the special deck once *player* peeks: he knows the top cards;
    the others' knowledge of their order is lost."""
    return tuple(
        min(2, len(state.specials)) if i == player else 0 for i in range(state.num_players)
    )


def _fishery(state: GameState, player: int) -> tuple[Bag, int]:
    return Bag.of(fish=3 + symbols(state, player)[1]), 0


def _clay_mound(state: GameState, player: int) -> tuple[Bag, int]:
    return Bag.of(clay=3 + symbols(state, player)[0]), 0


def _colliery(state: GameState, player: int) -> tuple[Bag, int]:
    return Bag.of(coal=3 + (1 if symbols(state, player)[0] else 0)), 0


def _arts_centre(state: GameState, player: int) -> tuple[Bag, int]:
    others = sum(
        1 for b in state.players[player].buildings for q in discs_on(state, b) if q != player
    )
    return EMPTY, 4 * others


def _black_market(state: GameState, player: int) -> tuple[Bag, int]:
    goods = Bag.from_pairs((space, 2) for space in OFFER_SPACES[1:] if state.offers[space] == 0)
    return goods, 2 if state.offers["franc"] == 0 else 0


def _church_ok(state: GameState, player: int) -> bool:
    goods = state.players[player].goods
    return goods["bread"] >= 5 and goods["fish"] >= 2


_BRICK = Bag.of(brick=1)
_BRICK_AT: Final = INDEX["brick"]
_COSTS = {kind: Bag.from_pairs(t.cost) for kind, t in SHIP_TYPES.items()}
#: What each ship type's materials ask of a player's goods (``payments.meets``).
_NEEDS: Final = {kind: material_needs(cost) for kind, cost in _COSTS.items()}
#: The energy value of each ship type's materials (the wood of a wooden ship).
_COST_ENERGY: Final = {kind: energy_of(cost) for kind, cost in _COSTS.items()}


@frozen
class Wharf:
    """[12]/[17] build one ship (LH-SHIP-BUILD, LH-SHIP-MODERNISE) or swap an iron ship for the
    Luxury Yacht (LH-SHIP-YACHT)."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one."""
        return self._moves(state, player, progress(state).building, state.players[player].goods)

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether a ship or the yacht can be had holding *goods* (``base.usable_on_entry``),
        found without listing them: every payment of a ship's materials leaves the same energy
        (brick for clay and steel for iron change none), and the brick of a modernisation
        is kept aside first."""
        counts = goods.counts
        energy = energy_of(goods)
        wind_farm = owns(state, player, WIND_FARM)
        for kind, stack in zip(STACKS, state.ship_stacks, strict=True):
            if not stack:
                continue
            ship = SHIP_TYPES[kind]
            have = counts
            if ship.modernised and building not in state.modernised:
                if not counts[_BRICK_AT]:
                    continue
                have = goods.minus(_BRICK).counts  # LH-SHIP-MODERNISE: only a brick will do
            if meets(have, _NEEDS[kind]):
                need = energy_charged(ship.energy, wind_farm)
                if need <= 0 or energy - _COST_ENERGY[kind] >= need:
                    return True
        if YACHT in state.town:
            return any(SHIPS[s].type == "iron" for s in state.players[player].ships)
        return False

    def _moves(self, state: GameState, player: int, wharf: str, goods: Bag) -> Iterator[Act]:
        p = state.players[player]
        for kind, stack in zip(STACKS, state.ship_stacks, strict=True):
            if not stack:
                continue
            ship = SHIP_TYPES[kind]
            extra = EMPTY
            if ship.modernised and wharf not in state.modernised:
                extra = _BRICK  # LH-SHIP-MODERNISE: only a brick will do
            for materials in material_options(goods, _COSTS[kind]):
                give = materials.plus(extra)
                if not goods.covers(give):
                    continue
                need = energy_due(state, player, ship.energy)
                for e in energy_options(goods.minus(give), need):
                    yield Act(option=stack[0], give=give, energy=e)
        if YACHT in state.town:
            for s in p.ships:
                if SHIPS[s].type == "iron":
                    yield Act(option=f"yacht:{s}")

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        wharf = progress(state).building
        p = state.players[player]
        if act.option.startswith("yacht:"):
            ship = act.option.split(":", 1)[1]
            p = evolve(
                p,
                ships=tuple(s for s in p.ships if s != ship),
                buildings=sort_cards((*p.buildings, YACHT)),
            )
            state = evolve(state, town=tuple(b for b in state.town if b != YACHT))
            return done(with_player(state, player, p))
        ship = act.option
        kind = STACKS.index(SHIPS[ship].type)
        state = pay(state, player, act.give.plus(act.energy))
        if SHIP_TYPES[SHIPS[ship].type].modernised and wharf not in state.modernised:
            state = evolve(state, modernised=tuple(sorted((*state.modernised, wharf))))
        stacks = replace_at(state.ship_stacks, kind, state.ship_stacks[kind][1:])
        p = state.players[player]
        state = with_player(state, player, evolve(p, ships=tuple(sorted((*p.ships, ship)))))
        return done(evolve(state, ship_stacks=stacks))


@frozen
class LocalCourt:
    """[15] cancel loans: 1 loan -> return it; 2 -> return 1 and get 2 francs; 3+ -> return 2,
    or return 1 and get 2 francs (LH-LOAN-COURT)."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return self._options(state.players[player].loans)

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether the player has a loan (``base.usable_on_entry``: entering changes none)."""
        return bool(self._options(state.players[player].loans))

    def _options(self, loans: int) -> tuple[Act, ...]:
        if loans == 1:
            return (Act(option="one"),)
        if loans == 2:
            return (Act(option="one_paid"),)
        if loans >= 3:
            return (Act(option="two"), Act(option="one_paid"))
        return ()

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        p = state.players[player]
        back, francs = {"one": (1, 0), "one_paid": (1, 2), "two": (2, 0)}[act.option]
        return done(
            with_player(state, player, evolve(p, loans=p.loans - back, francs=p.francs + francs))
        )


LOAD, SHIP = "load", "ship"


def _capacities(state: GameState, player: int) -> list[int]:
    caps = [SHIP_TYPES[SHIPS[s].type].capacity for s in state.players[player].ships]
    return sorted((c for c in caps if c > 0), reverse=True)


def _ships_needed(caps: list[int], goods: int) -> int:
    """The fewest ships carrying *goods* tokens (the engine's choice of ships)."""
    carried = 0
    for i, c in enumerate(caps):
        carried += c
        if carried >= goods:
            return i + 1
    return len(caps) + 1


@frozen
class ShippingLine:
    """[18] LH-SHIP-SHIPPING: goods are loaded one kind at a time in canonical order, then
    shipped with the fewest ships that carry them, paying 3 energy per ship."""

    def _finishes(self, state: GameState, player: int, picked: Bag) -> list[Bag]:
        caps = _capacities(state, player)
        n = _ships_needed(caps, picked.total())
        if not picked.total() or n > len(caps):
            return []
        need = energy_due(state, player, 3 * n)
        return list(energy_options(state.players[player].goods.minus(picked), need))

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether a first load is possible holding *goods* (``base.usable_on_entry``: a fresh
        action has loaded nothing, so only loads are options), found without listing them:
        loading one token of a good needs the fewest ships, so the least energy, and leaves
        the most energy; the good of the least energy value is the best."""
        if not _capacities(state, player):
            return False
        need = energy_due(state, player, 3)
        energy = energy_of(goods)
        return any(energy - ENERGY.get(g, 0) >= need for g in goods)

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one."""
        pr = progress(state)
        room = sum(_capacities(state, player)) - pr.picked.total()
        goods = state.players[player].goods
        for g, n in stepwise_picks(goods, pr.picked, pr.last, lambda g: True, room):
            pick = of_one(g, n)
            if self._finishes(state, player, pr.picked.plus(pick)):
                yield Act(option=LOAD, give=pick)
        for e in self._finishes(state, player, pr.picked):
            yield Act(option=SHIP, energy=e)

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        if act.option == LOAD:
            return advance(state, act.give)
        picked = progress(state).picked
        francs = sum(FRANC_VALUE[g] * n for g, n in picked.pairs())
        state = pay(state, player, picked.plus(act.energy))
        return done(gain(state, player, EMPTY, francs))


TRADE, STEEL, SKIP = "trade", "steel", "skip"


@frozen
class BusinessOffice:
    """[21] trade (b) 1 good for a charcoal, leather or brick, then trade (a) 4 goods for a steel;
    each at most once, at least one (the 4 goods are picked one kind at a time)."""

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether the first trade is possible holding *goods* (``base.usable_on_entry``: a
        fresh action is at its first stage): any good can be traded for a charcoal, leather or
        brick (one of them differs from it)."""
        return bool(goods)

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        pr = progress(state)
        goods = state.players[player].goods
        out = []
        if pr.stage == 0:
            for g in goods:
                for result in ("charcoal", "leather", "brick"):
                    if result == g:
                        continue  # a good for the same good changes nothing
                    out.append(Act(option=TRADE, give=of_one(g, 1), take=of_one(result, 1)))
            if goods.total() >= 4:
                out.append(Act(option=SKIP))
            return tuple(out)
        room = 4 - pr.picked.total()
        for g, n in stepwise_picks(goods, pr.picked, pr.last, lambda g: True, room):
            later = sum(goods[h] for h in goods if _after(h, g))
            if room - n <= later:
                out.append(Act(option=STEEL, give=of_one(g, n)))
        if pr.stage == 2 and not pr.picked.total():
            out.append(Act(option=SKIP))
        return tuple(out)

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        pr = progress(state)
        if pr.stage == 0:
            if act.option == TRADE:
                state = gain(pay(state, player, act.give), player, act.take)
                stage = 2  # trade (a) is optional now
            else:
                stage = 1  # trade (a) is required now
            state = evolve(state, action=evolve(pr, stage=stage))
            if state.players[player].goods.total() < 4:
                return done(state)
            return state
        if act.option == SKIP:
            return done(state)
        state = advance(state, act.give)
        picked = progress(state).picked
        if picked.total() == 4:
            state = gain(pay(state, player, picked), player, Bag.of(steel=1))
            return done(state)
        return state


def _after(h: str, g: str) -> bool:
    return INDEX[h] > INDEX[g]


@frozen
class Ironworks:
    """[22] take 3 iron; optionally pay 6 energy for a 4th (LH-PAY-GAINS-AFTER)."""

    always_usable = True

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        goods = state.players[player].goods
        need = energy_due(state, player, 6)
        return (Act(), *tuple(Act(option="extra", energy=e) for e in energy_options(goods, need)))

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        state = gain(state, player, Bag.of(iron=3))
        if act.option == "extra":
            state = gain(pay(state, player, act.energy), player, Bag.of(iron=1))
        return done(state)


SELL, DONE = "sell", "done"

_BASIC_INDEX: Final = frozenset(INDEX[g] for g in BASIC)
_BASIC_ORDER: Final = tuple(sorted(_BASIC_INDEX))
_UPGRADED_ORDER: Final = tuple(sorted(INDEX[g] for g in UPGRADED))
#: Per good index: the indices of the basic goods after it.
_BASIC_AFTER: Final = tuple(tuple(j for j in _BASIC_ORDER if j > i) for i in range(len(GOODS)))
_DONE: Final = Act(option=DONE)
_GOODS: Final = GOODS
_GOODS_COUNT: Final = len(GOODS)


@lru_cache(maxsize=1024)
def _sell(good: str, n: int) -> Act:
    """The Bridge's step selling *n* of *good* (shared: moves are immutable)."""
    return Act(option=SELL, give=of_one(good, n))


@frozen
class Bridge:
    """[27] sell upgraded goods for 1 franc each and basic goods in groups of 3 for 1 franc a
    group; goods are picked one kind at a time in canonical order, then ``done``."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(_bridge_options(state, player, _ALL))

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one (picks in the order of ``stepwise_picks``)."""
        return iter(_bridge_options(state, player, _ALL))

    def first(self, state: GameState, player: int, n: int) -> tuple[Act, ...]:
        """The first *n* options (listed no further: see ``base.first_options``)."""
        return tuple(_bridge_options(state, player, n))

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        if act.option == SELL:
            return advance(state, act.give)
        picked = progress(state).picked
        counts = picked.counts
        upgraded = basic = 0
        for i in _UPGRADED_ORDER:
            upgraded += counts[i]
        for i in _BASIC_ORDER:
            basic += counts[i]
        return done_trading(state, player, picked, EMPTY, upgraded + basic // 3)


#: Below how many of a good the Bridge's sales are built once (:data:`_SALES`).
_SALES_UPTO: Final = 16
#: Per good index, per count below :data:`_SALES_UPTO`: the Bridge's step selling that many
#: (a table, built once: ``_sell`` makes the larger sales).
_SALES: Final = tuple(
    tuple(Act(option=SELL, give=of_one(g, k)) for k in range(_SALES_UPTO)) for g in GOODS
)
#: More options than any position has (:func:`_bridge_options` lists them all).
_ALL: Final = 1 << 30


def _bridge_options(state: GameState, player: int, n: int) -> list[Act]:
    """The first *n* of the Bridge's options, in order (a plain loop: the evaluation lists the
    steps of every Bridge action it looks ahead in)."""
    out: list[Act] = []
    pr = progress(state)
    have = state.players[player].goods.counts
    picked = pr.picked.counts
    basic_now = 0
    for j in _BASIC_ORDER:
        basic_now += picked[j]
    for i in range(pr.last + 1, _GOODS_COUNT):
        most = have[i] - picked[i]
        if most < 1:
            continue
        g = _GOODS[i]
        basic = i in _BASIC_INDEX
        later = 0
        for j in _BASIC_AFTER[i]:
            later += have[j]
        for k in range(1, most + 1):
            after = basic_now + (k if basic else 0)
            if (3 - after % 3) % 3 > later:
                continue  # the basic goods could no longer make whole groups of 3
            if len(out) >= n:
                return out
            out.append(_SALES[i][k] if k < _SALES_UPTO else _sell(g, k))
    if len(out) < n and basic_now % 3 == 0 and _any(picked):
        out.append(_DONE)
    return out


def _any(counts: tuple[int, ...]) -> bool:
    """Whether any count is non-zero (``Bag.total() > 0``, without the sum)."""
    for c in counts:
        if c:
            return True
    return False


def _half(n: int) -> int:
    return n // 2


def _half_up(n: int) -> int:
    return -(-n // 2)


STANDARD: Final[dict[str, Effect]] = {
    "01": Marketplace(),
    "02": SAWMILL,
    "03": FixedGain(_fishery, always_usable=True),
    "04": Table("wood", (5, 6, 7)),
    "05": Upgrade("grain", energy=_half_up, francs=_half),
    "06": fixed(Bag.of(wood=1, brick=1, iron=1)),
    "07": Upgrade("wood"),
    "08": Upgrade("fish", limit=6, energy=lambda n: 1, francs=_half),
    "09": Upgrade("cattle", extra=lambda n: Bag.of(hides=n // 2)),
    "10": FixedGain(_clay_mound, always_usable=True),
    "11": FixedGain(_arts_centre, before_entry=True),
    "12": Wharf(),
    "13": FixedGain(_black_market, before_entry=True),
    "14": Upgrade("clay", energy=_half_up, francs=_half),
    "15": LocalCourt(),
    "16": FixedGain(_colliery, always_usable=True),
    "17": Wharf(),
    "18": ShippingLine(),
    "19": fixed(Bag.of(cattle=1, meat=1, fish=1, smoked_fish=1, grain=1, bread=1)),
    "20": Upgrade("hides", limit=4, francs=lambda n: n),
    "21": BusinessOffice(),
    "22": Ironworks(),
    "23": Upgrade("iron", energy=lambda n: 5 * n),
    "25": Upgrade("coal", francs=lambda n: n),
    "27": Bridge(),
    "30": FixedGain(lambda s, p: (Bag.of(bread=5, fish=3), 0), condition=_church_ok),
}
