"""Test-only helpers to build Le Havre positions from new_game."""

from __future__ import annotations

from collections.abc import Callable

from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import SORT_KEY
from brass_rules.le_havre.moves import Move
from brass_rules.le_havre.ops import replace_at
from brass_rules.le_havre.state import GameState, Phase


def game(players: int = 2, *, short: bool = False, seed: int = 1) -> GameState:
    """A new game."""
    return lh.new_game(players, seed, short=short)


def bag(**goods: int) -> Bag:
    """A bag of goods."""
    return Bag.of(**goods)


def with_player(state: GameState, i: int, **changes: object) -> GameState:
    """Change fields of player *i*; ``goods`` may be given as a dict."""
    goods = changes.get("goods")
    if isinstance(goods, dict):
        changes["goods"] = Bag.of(**goods)
    p = evolve(state.players[i], **changes)  # type: ignore[arg-type]
    return evolve(state, players=replace_at(state.players, i, p))


def _remove(state: GameState, card: str) -> GameState:
    state = evolve(
        state,
        town=tuple(c for c in state.town if c != card),
        proposals=tuple(tuple(c for c in pile if c != card) for pile in state.proposals),
        specials=tuple(c for c in state.specials if c != card),
    )
    for i, p in enumerate(state.players):
        if card in p.buildings:
            state = with_player(state, i, buildings=tuple(b for b in p.buildings if b != card))
    return state


def own(state: GameState, i: int, *cards: str) -> GameState:
    """Give player *i* these building cards (taken from wherever they are)."""
    for card in cards:
        state = _remove(state, card)
        p = state.players[i]
        state = with_player(
            state, i, buildings=tuple(sorted((*p.buildings, card), key=SORT_KEY.__getitem__))
        )
    return state


def town(state: GameState, *cards: str) -> GameState:
    """Put these building cards in the town."""
    for card in cards:
        state = _remove(state, card)
        state = evolve(state, town=tuple(sorted((*state.town, card), key=SORT_KEY.__getitem__)))
    return state


def on_top(state: GameState, pile: int, *cards: str) -> GameState:
    """Put cards on top of a proposal pile (first = top)."""
    for card in cards:
        state = _remove(state, card)
    piles = replace_at(state.proposals, pile, (*cards, *state.proposals[pile]))
    return evolve(state, proposals=piles)


def after_main(state: GameState) -> GameState:
    """The state with the main action marked done."""
    return evolve(state, phase=Phase.AFTER, action=None)


def rules(state: GameState, move: Move) -> set[str]:
    """The rule IDs a move breaks."""
    return {str(v.rule) for v in lh.validate(state, move)}


def first(state: GameState, pred: Callable[[Move], bool]) -> Move:
    """The first legal move satisfying *pred*."""
    return next(m for m in lh.legal_moves(state) if pred(m))


def run(state: GameState, *moves: Move) -> GameState:
    """Apply moves one after another."""
    for m in moves:
        state = lh.apply(state, m)
    return state


def me(state: GameState) -> int:
    """The player to move."""
    assert state.to_move is not None
    return state.to_move
