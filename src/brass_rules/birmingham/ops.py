"""Small state transitions shared by the actions: money, income, cards, tiles.

Each returns a new state; only the changed path (state -> player -> field) is rebuilt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeVar

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.components import WILD_INDUSTRY, WILD_LOCATION
from brass_rules.birmingham.enums import Industry
from brass_rules.birmingham.state import BuiltTile, GameState, PlayerState, changed, changed_player

T = TypeVar("T")


#: The tiles :func:`tile_of` made, by their fields (a few hundred at most; emptied by
#: ``clear_caches``).
_TILES: Final[dict[int, BuiltTile]] = {}


def tile_of(
    owner: int, industry: Industry, level: int, flipped: bool, resources: int
) -> BuiltTile:
    """The one :class:`BuiltTile` of these fields: boards made by the same moves in another
    world then hold the same tile objects (their facts are found by the tiles' ids, see
    ``network.derived``)."""
    code = owner | industry.index << 3 | level << 6 | (1024 if flipped else 0) | resources << 11
    tile = _TILES.get(code)
    if tile is None:
        tile = _TILES[code] = BuiltTile(owner, industry, level, flipped, resources)
    return tile


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """A copy of the tuple *items* with *value* at *index* (an index of *items*)."""
    out = list(items)  # one copy, not two slices joined: fewer objects in both builds
    out[index] = value
    return tuple(out)


def set_player(state: GameState, player: int, p: PlayerState) -> GameState:
    """*state* with player *player* replaced by *p*."""
    return changed(state, players=replace_at(state.players, player, p))


def pay(state: GameState, player: int, amount: int, *, spent: bool = True) -> GameState:
    """Pay *amount* to the bank, recorded as spent unless *spent* is False (R-FLOW-SPEND).

    Negative income is paid with ``spent=False``: it is not spending on an action.
    """
    if amount == 0:
        return state
    players, bank = paying(state, player, amount, spent=spent)
    return changed(state, players=players, bank=bank)


def paying(
    state: GameState, player: int, amount: int, *, spent: bool = True
) -> tuple[tuple[PlayerState, ...], int]:
    """The players and the bank once *player* has paid *amount* (see :func:`pay`), for callers
    that change other fields of the state at the same time."""
    p = state.players[player]
    p = changed_player(p, money=p.money - amount, spent=p.spent + amount if spent else p.spent)
    return replace_at(state.players, player, p), state.bank + amount


def receive(state: GameState, player: int, amount: int) -> GameState:
    """Take *amount* from the bank (sales, bonuses, loans, income); not counted as spent."""
    if amount == 0:
        return state
    players, bank = receiving(state, player, amount)
    return changed(state, players=players, bank=bank)


def receiving(state: GameState, player: int, amount: int) -> tuple[tuple[PlayerState, ...], int]:
    """The players and the bank once *player* has received *amount* (see :func:`receive`), for
    callers that change other fields of the state at the same time."""
    p = state.players[player]
    p = changed_player(p, money=p.money + amount)
    return replace_at(state.players, player, p), state.bank - amount


def gain_vp(state: GameState, player: int, vp: int) -> GameState:
    """Add *vp* (may be negative; VP never falls below 0)."""
    p = state.players[player]
    return set_player(state, player, changed_player(p, vp=max(0, p.vp + vp)))


def raise_income(state: GameState, player: int, spaces: int) -> GameState:
    """Move the income marker up *spaces*, never past space 99 (R-RES-FLIP)."""
    p = state.players[player]
    space = min(comp.LAST_SPACE, p.income_space + spaces)
    return set_player(state, player, changed_player(p, income_space=space))


def discard(state: GameState, player: int, cards: Sequence[str], cost: int = 0) -> GameState:
    """Discard *cards*: face up on the pile, wild cards back to theirs (R-FLOW-CARD).

    With *cost*, the player also pays that much as spending, as :func:`pay` does.
    """
    p, wl, wi = discarding(state, player, cards, cost)
    return changed(
        state,
        players=replace_at(state.players, player, p),
        wild_location=wl,
        wild_industry=wi,
        bank=state.bank + cost if cost else state.bank,  # the same int: nothing new to keep
    )


def discarding(
    state: GameState, player: int, cards: Sequence[str], cost: int = 0, built: int = -1
) -> tuple[PlayerState, int, int]:
    """The player and the wild location and wild industry piles once *player* has discarded
    *cards* and paid *cost* (see :func:`discard`), for callers that change more of the state at
    the same time (the bank then takes *cost*); with *built*, an industry index, the lowest
    tile of that industry also leaves the mat (as :func:`take_from_mat`), in the same copy."""
    p = state.players[player]
    wl, wi = state.wild_location, state.wild_industry
    if not cards and built < 0:  # keep the hand and the pile (shared with the state before)
        if cost:
            p = changed_player(p, money=p.money - cost, spent=p.spent + cost)
        return p, wl, wi
    hand = list(p.hand)
    pile = list(p.discard)
    for card in cards:
        hand.remove(card)
        if card == WILD_LOCATION:
            wl += 1
        elif card == WILD_INDUSTRY:
            wi += 1
        else:
            pile.append(card)
    if built >= 0:
        mat = replace_at(p.mat, built, p.mat[built][1:])
        p = changed_player(
            p,
            hand=tuple(hand),
            discard=tuple(pile),
            money=p.money - cost,
            spent=p.spent + cost,
            mat=mat,
        )
    elif cost:
        p = changed_player(
            p, hand=tuple(hand), discard=tuple(pile), money=p.money - cost, spent=p.spent + cost
        )
    else:
        p = changed_player(p, hand=tuple(hand), discard=tuple(pile))
    return p, wl, wi


def take_from_mat(state: GameState, player: int, industry: Industry) -> GameState:
    """Remove the lowest remaining tile of *industry* from the player's mat."""
    p = state.players[player]
    i = industry.index
    mat = replace_at(p.mat, i, p.mat[i][1:])
    return set_player(state, player, changed_player(p, mat=mat))


def set_tile(state: GameState, slot: int, tile: BuiltTile | None) -> GameState:
    """*state* with board slot *slot* holding *tile* (None empties it)."""
    return changed(state, tiles=replace_at(state.tiles, slot, tile))


def take_resources(state: GameState, slot: int, count: int) -> GameState:
    """Remove *count* cubes/barrels from the tile on *slot*; the last one flips it (R-RES-FLIP)."""
    tile = state.tiles[slot]
    assert tile is not None
    left = tile.resources - count
    if left > 0:
        return set_tile(state, slot, _with_resources(tile, left))
    return _flip(state, slot, 0)


def _with_resources(tile: BuiltTile, resources: int) -> BuiltTile:
    return tile_of(tile.owner, tile.industry, tile.level, tile.flipped, resources)


def flip(state: GameState, slot: int) -> GameState:
    """Flip the tile on *slot*; its owner's income rises by its income spaces (R-RES-FLIP)."""
    tile = state.tiles[slot]
    assert tile is not None
    return _flip(state, slot, tile.resources)


def _flip(state: GameState, slot: int, resources: int) -> GameState:
    """:func:`flip`, the tile left holding *resources*: the tile and the income in one copy."""
    tile = state.tiles[slot]
    assert tile is not None and not tile.flipped
    spec = comp.TILES[(tile.industry, tile.level)]
    p = state.players[tile.owner]
    space = min(comp.LAST_SPACE, p.income_space + spec.income_spaces)  # as raise_income
    return changed(
        state,
        tiles=replace_at(
            state.tiles, slot, tile_of(tile.owner, tile.industry, tile.level, True, resources)
        ),
        players=replace_at(state.players, tile.owner, changed_player(p, income_space=space)),
    )


def income_level(player: PlayerState) -> int:
    """The player's income level."""
    return comp.INCOME_LEVELS[player.income_space]
