"""A test-only position builder: start from ``new_game`` and change things by name.

>>> from tests.builder import Position
>>> s = (Position(players=2, seed=1)
...      .tile("Dudley", 0, owner=0, industry="coal", level=1, resources=2)
...      .link("Birmingham", "Dudley", owner=0)
...      .hand(0, ["Birmingham", "coal"])
...      .money(0, 30)
...      .state)
"""

from __future__ import annotations

from collections.abc import Iterable

from attrs import evolve

import brass_rules as br
from brass_rules.birmingham.board import BIRMINGHAM as B
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry
from brass_rules.birmingham.state import BuiltTile, GameState, InProgress, MerchantSlot


def _ind(industry: str | Industry) -> Industry:
    return industry if isinstance(industry, Industry) else Industry(industry)


class Position:
    """Chainable edits of a ``GameState``; ``.state`` is the result (a plain frozen state)."""

    def __init__(
        self,
        players: int = 2,
        seed: int = 0,
        *,
        era: Era = Era.CANAL,
        round: int = 2,
        to_move: int = 0,
        variant: br.Variant = br.Variant.STANDARD,
        state: GameState | None = None,
    ) -> None:
        if state is None:
            state = br.new_game(players=players, seed=seed, variant=variant)
            order = (to_move, *(p for p in range(players) if p != to_move))
            state = evolve(state, era=era, round=round, turn_order=order, turn=0)
        self.state = state

    # -- players ------------------------------------------------------------------------------
    def _player(self, player: int, **changes: object) -> Position:
        p = evolve(self.state.players[player], **changes)
        players = (*self.state.players[:player], p, *self.state.players[player + 1 :])
        return Position(state=evolve(self.state, players=players))

    def money(self, player: int, money: int) -> Position:
        return self._player(player, money=money)

    def hand(self, player: int, cards: Iterable[str]) -> Position:
        return self._player(player, hand=tuple(sorted(cards)))

    def income(self, player: int, space: int) -> Position:
        return self._player(player, income_space=space)

    def vp(self, player: int, vp: int) -> Position:
        return self._player(player, vp=vp)

    def spent(self, player: int, spent: int) -> Position:
        return self._player(player, spent=spent)

    def links_left(self, player: int, n: int) -> Position:
        return self._player(player, links_left=n)

    def mat(self, player: int, industry: str | Industry, levels: Iterable[int]) -> Position:
        ind = _ind(industry)
        mat = list(self.state.players[player].mat)
        mat[ind.index] = tuple(sorted(levels))
        return self._player(player, mat=tuple(mat))

    def discard(self, player: int, cards: Iterable[str]) -> Position:
        return self._player(player, discard=tuple(cards))

    # -- board ---------------------------------------------------------------------------------
    def tile(
        self,
        location: str,
        slot: int,
        *,
        owner: int,
        industry: str | Industry,
        level: int = 1,
        flipped: bool = False,
        resources: int = 0,
        take_from_mat: bool = False,
    ) -> Position:
        """Put a tile on a slot (by default the mat is left as it is)."""
        index = B.slot(location, slot).index
        ind = _ind(industry)
        tiles = list(self.state.tiles)
        tiles[index] = BuiltTile(owner, ind, level, flipped, resources)
        pos = Position(state=evolve(self.state, tiles=tuple(tiles)))
        if take_from_mat:
            mat = list(pos.state.players[owner].mat[ind.index])
            mat.remove(level)
            pos = pos.mat(owner, ind, mat)
        return pos

    def empty(self, location: str, slot: int) -> Position:
        tiles = list(self.state.tiles)
        tiles[B.slot(location, slot).index] = None
        return Position(state=evolve(self.state, tiles=tuple(tiles)))

    def link(self, a: str, b: str, *, owner: int) -> Position:
        links = list(self.state.links)
        links[B.link_between(a, b).index] = owner
        return Position(state=evolve(self.state, links=tuple(links)))

    def markets(self, coal: int | None = None, iron: int | None = None) -> Position:
        s = self.state
        return Position(
            state=evolve(
                s,
                coal_market=s.coal_market if coal is None else coal,
                iron_market=s.iron_market if iron is None else iron,
            )
        )

    def merchant(
        self, merchant: str, space: int, goods: Iterable[str] | None, beer: bool = True
    ) -> Position:
        """Set one merchant space: goods bought (None: unused space) and its barrel."""
        index = B.merchant_space(merchant, space).index
        slot = MerchantSlot(None if goods is None else frozenset(_ind(g) for g in goods), beer)
        merchants = list(self.state.merchants)
        merchants[index] = slot
        return Position(state=evolve(self.state, merchants=tuple(merchants)))

    def all_merchants(self, goods: Iterable[str], beer: bool = True) -> Position:
        """Every merchant space in use buys *goods*, with or without its barrel."""
        pos: Position = self
        for ms in B.merchant_spaces:
            if self.state.merchants[ms.index].goods is not None:
                pos = pos.merchant(ms.merchant, ms.space, goods, beer)
        return pos

    def deck(self, cards: Iterable[str]) -> Position:
        return Position(state=evolve(self.state, deck=tuple(cards)))

    def set(self, **changes: object) -> Position:
        """Any other top-level field (era, round, turn, actions_taken, in_progress, debts...)."""
        return Position(state=evolve(self.state, **changes))

    def in_progress(self, action: br.Continuable, link: tuple[str, str] | None = None) -> Position:
        index = None if link is None else B.link_between(*link).index
        return self.set(in_progress=InProgress(action, index))


def industries() -> tuple[Industry, ...]:
    return INDUSTRIES


def rules_of(violations: Iterable[br.RuleViolation]) -> list[str]:
    """The rule IDs of some violations, for assertions."""
    return [v.rule.value for v in violations]
