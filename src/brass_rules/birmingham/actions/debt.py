"""R-FLOW-DEBT: removing one's own tiles, one at a time, to pay negative income."""

from __future__ import annotations

from typing import Final

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions.common import Violations, actor, tile_name, violation
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.moves import SellForDebt, TileRef
from brass_rules.birmingham.ops import receiving, replace_at
from brass_rules.birmingham.resources import TILE_REFS, from_source
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState, PlayerState, changed, changed_player

_B: Final = BIRMINGHAM


def value(state: GameState, slot: int) -> int:
    """What removing the tile on *slot* raises: half its £ build cost, rounded down."""
    tile = state.tiles[slot]
    assert tile is not None
    return comp.TILES[(tile.industry, tile.level)].cost // 2


#: The tiles worth more than £0 when removed for debt (see :func:`value`).
_WORTH_SOMETHING: Final = frozenset(key for key, spec in comp.TILES.items() if spec.cost // 2 > 0)


def removable(state: GameState, player: int) -> list[int]:
    """The player's tiles that may be removed for debt (worth more than £0), in board order."""
    worth = _WORTH_SOMETHING
    return [
        slot
        for slot, tile in enumerate(state.tiles)
        if tile is not None and tile.owner == player and (tile.industry, tile.level) in worth
    ]


def _any_removable(state: GameState, player: int) -> bool:
    """:func:`removable` is not empty (stops at the first tile)."""
    worth = _WORTH_SOMETHING
    for tile in state.tiles:
        if tile is not None and tile.owner == player and (tile.industry, tile.level) in worth:
            return True
    return False


def _where(ref: object) -> str:
    if isinstance(ref, TileRef):
        return f"{ref.location} (slot {ref.slot})"
    return repr(ref)


def validate(state: GameState, move: SellForDebt) -> Violations:
    """R-FLOW-DEBT: one of the player's own tiles, worth more than £0."""
    player = actor(state)
    slot = from_source(move.tile) if isinstance(move.tile, TileRef) else None
    if slot is None or slot < 0:
        return violation(Rule.FLOW_DEBT, f"{_where(move.tile)} is not a slot on the board.")
    tile = state.tiles[slot]
    if tile is None:
        return violation(Rule.FLOW_DEBT, f"There is no tile in {_where(move.tile)} to remove.")
    if tile.owner != player:
        return violation(
            Rule.FLOW_DEBT,
            f"The {tile_name(tile.industry)} in {_where(move.tile)} is player {tile.owner}'s: "
            "you may remove only your own tiles.",
        )
    if value(state, slot) == 0:
        return violation(
            Rule.FLOW_DEBT,
            f"The {tile_name(tile.industry)} in {_where(move.tile)} is worth £0 (half its "
            "cost, rounded down) and cannot be removed for debt.",
        )
    return ()


def settled(
    state: GameState, player: int, p: PlayerState, owed: int
) -> tuple[PlayerState, int] | None:
    """*p* (the record of *player* in *state*) once *owed* is paid, and the £ paid: all of it
    when they have the money; else, with no removable tile left, what they have, and VP lost
    for the rest (never below 0). None while they have money to raise by removing tiles."""
    if p.money >= owed or not _any_removable(state, player):
        paid = min(p.money, owed)  # not spending (R-FLOW-SPEND); the rest in VP, never below 0
        return changed_player(p, money=p.money - paid, vp=max(0, p.vp - (owed - paid))), paid
    return None


def settle(state: GameState, player: int) -> GameState:
    """Pay what the player owes if they can; with no removable tile left, lose VP for the rest."""
    paid = settled(state, player, state.players[player], state.debts[player])
    if paid is None:
        return state
    p, money = paid
    return changed(
        state,
        players=replace_at(state.players, player, p),
        bank=state.bank + money,
        debts=replace_at(state.debts, player, 0),
    )


def apply(state: GameState, move: SellForDebt) -> GameState:
    """Remove the tile (resources back to the supply), take half its cost, then settle if able."""
    player = actor(state)
    slot = from_source(move.tile)
    assert slot is not None
    players, bank = receiving(state, player, value(state, slot))
    state = changed(state, players=players, bank=bank, tiles=replace_at(state.tiles, slot, None))
    return settle(state, player)


def candidates(state: GameState) -> list[SellForDebt]:
    """One move per removable tile, in board order."""
    player = actor(state)
    return [_MOVES[s] for s in removable(state, player)]


#: Shared moves (see :mod:`~brass_rules.birmingham.interned`), by board slot.
_MOVES: Final = tuple(SellForDebt(ref) for ref in TILE_REFS)
