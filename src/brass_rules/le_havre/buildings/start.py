"""The builders (LH-BUILD): Building Firm [B1]/[B2], Construction Firm [B3], Sawmill [02]."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any, Final

from attrs import frozen

from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.buildings.base import DONE, Effect, done, progress
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.ops import owns, replace_at, sort_cards
from brass_rules.le_havre.payments import Needs, material_needs, material_options, meets
from brass_rules.le_havre.proposals import remove_top_in, tops
from brass_rules.le_havre.state import GameState, adding, evolve

MASONS_GUILD: Final = "025"
STOP: Final = "stop"


def build_cost(state: GameState, player: int, card_id: str, sawmill: bool) -> Bag | None:
    """LH-BUILD-COST: the cost after reductions, or ``None`` if this builder cannot build it."""
    return _cost(card_id, sawmill, owns(state, player, MASONS_GUILD))


@cache
def _cost(card_id: str, sawmill: bool, masons_guild: bool) -> Bag | None:
    cost_pairs = BY_ID[card_id].cost
    if cost_pairs is None:
        return None  # LH-BUILD-TOP: Clay Mound, Black Market
    cost = Bag.from_pairs(cost_pairs)
    if sawmill:
        if not cost["wood"]:
            return None  # LH-BUILD-WHO: the Sawmill builds only buildings with wood in the cost
        cost = cost.add("wood", -1)
    if masons_guild:
        if cost["clay"]:
            cost = cost.add("clay", -1)
        elif cost["brick"]:
            cost = cost.add("brick", -1)
    return cost


def build_options(
    state: GameState, player: int, sawmill: bool, goods: Bag | None = None
) -> Iterator[Act]:
    """Every build of a pile top the player can pay for (LH-BUILD-TOP, LH-BUILD-COST), with his
    goods or *goods* if given."""
    if goods is None:
        goods = state.players[player].goods
    return _builds(_tops(state), sawmill, owns(state, player, MASONS_GUILD), goods)


def can_build(state: GameState, player: int, sawmill: bool, goods: Bag) -> bool:
    """Whether :func:`build_options` with *goods* lists a build (found without listing them)."""
    masons_guild = owns(state, player, MASONS_GUILD)
    counts = goods.counts
    for pile in state.proposals:
        if pile:
            needs = _needs(pile[0], sawmill, masons_guild)
            if needs is not None and meets(counts, needs):
                return True
    return False


@cache
def _needs(card_id: str, sawmill: bool, masons_guild: bool) -> Needs | None:
    """What building *card_id* asks of a player's goods (``None``: this builder cannot)."""
    cost = _cost(card_id, sawmill, masons_guild)
    return None if cost is None else material_needs(cost)


def _tops(state: GameState) -> tuple[str, ...]:
    return tuple(pile[0] for pile in state.proposals if pile)


def _builds(tops: tuple[str, ...], sawmill: bool, masons_guild: bool, goods: Bag) -> Iterator[Act]:
    for top in tops:
        cost = _cost(top, sawmill, masons_guild)
        if cost is None:
            continue
        for materials in material_options(goods, cost):
            yield Act(option=top, give=materials)


def carry_out_build(state: GameState, player: int, act: Act, **changes: Any) -> GameState:
    """Pay the materials and take the card (LH-BUILD-COST, LH-BUY-PILE-ORDER); the state's
    fields *changes* are made in the same copy."""
    return build_in(state, player, act, changes)


def build_in(state: GameState, player: int, act: Act, changes: dict[str, Any]) -> GameState:
    """:func:`carry_out_build` with the state's fields *changes* in a dict (not changed): a
    plain call, for callers holding the changes in a dict (see ``state.evolve_players``)."""
    pile = next(i for i, top in tops(state) if top == act.option)
    p = state.players[player]
    p = evolve(p, goods=p.goods.minus(act.give), buildings=sort_cards((*p.buildings, act.option)))
    players = replace_at(state.players, player, p)
    return remove_top_in(state, pile, adding(changes, "players", players))


@frozen
class Builder:
    """Building Firm (one build), Construction Firm (one or two builds), Sawmill (one, 1 wood
    less, only costs with wood)."""

    builds: int = 1
    sawmill: bool = False

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        return tuple(self.moves(state, player))

    def moves(self, state: GameState, player: int) -> Iterator[Act]:
        """The options one by one."""
        yield from build_options(state, player, self.sawmill)
        if progress(state).stage > 0:
            yield Act(option=STOP)  # LH-BUILD-SECOND: building only one is allowed

    def entry_usable(
        self, state: GameState, player: int, building: str, goods: Bag, francs: int
    ) -> bool:
        """Whether a build is possible holding *goods* (see ``base.usable_on_entry``: a fresh
        action is at its first build, so only the builds are options)."""
        return can_build(state, player, self.sawmill, goods)

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        if act.option == STOP:
            return done(state)
        pr = progress(state)
        if pr.stage + 1 < self.builds:
            # LH-BUILD-SECOND: the action stays open; the player may buy before the second build
            after = evolve(pr, stage=pr.stage + 1, between=True)
            return build_in(state, player, act, {"action": after})
        return build_in(state, player, act, DONE)


START: Final[dict[str, Effect]] = {
    "B1": Builder(),
    "B2": Builder(),
    "B3": Builder(builds=2),
}
SAWMILL: Final[Effect] = Builder(sawmill=True)
