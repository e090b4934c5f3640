"""state_key: a 64-bit key of a state, the same in every process and run.

Python's ``hash`` of a state is salted per process (``PYTHONHASHSEED``), so it cannot index a
transposition table shared by several workers. :func:`state_key` hashes a canonical encoding of
every field of the state (hidden ones and the seed included) with BLAKE2b.

>>> from brass_rules.birmingham.setup import new_game
>>> s = new_game(players=2, seed=7)
>>> state_key(s) == state_key(new_game(players=2, seed=7)), 0 <= state_key(s) < 2**64
(True, True)
>>> state_key(s) == state_key(new_game(players=2, seed=8))
False
"""

from __future__ import annotations

from array import array
from hashlib import blake2b

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.enums import Era, Variant
from brass_rules.birmingham.state import BuiltTile, Continuable, GameState, MerchantSlot

__all__ = ["state_key"]

_CARDS: dict[str, int] = {name: i for i, name in enumerate(sorted(comp.CARD_NAMES))}
_TILES: dict[BuiltTile, int] = {}
_MERCHANTS: dict[MerchantSlot, int] = {}
_CACHE_LIMIT = 100_000
_ERAS = {era: i for i, era in enumerate(Era)}
_VARIANTS = {variant: i for i, variant in enumerate(Variant)}
_ACTIONS = {action: i for i, action in enumerate(Continuable)}


def _tile(tile: BuiltTile | None) -> int:
    if tile is None:
        return -1
    code = _TILES.get(tile)
    if code is None:
        code = (
            tile.owner
            | tile.industry.index << 3
            | tile.level << 6
            | tile.flipped << 10
            | tile.resources << 11
        )
        if len(_TILES) < _CACHE_LIMIT:
            _TILES[tile] = code
    return code


def _merchant(slot: MerchantSlot) -> int:
    code = _MERCHANTS.get(slot)
    if code is None:
        mask = -1 if slot.goods is None else sum(1 << ind.index for ind in slot.goods)
        code = mask * 2 + slot.beer
        _MERCHANTS[slot] = code  # at most (merchant tiles) x 2 entries
    return code


def _cards(out: list[int], cards: tuple[str, ...]) -> None:
    out.append(len(cards))
    out.extend(map(_CARDS.__getitem__, cards))


def encode(state: GameState) -> bytes:
    """A canonical byte encoding of every field of *state*: equal states, equal bytes, in any
    process and run; different states, different bytes (every sequence is length-prefixed)."""
    out: list[int] = [len(state.players)]
    for p in state.players:
        out += (p.money, p.vp, p.income_space, p.spent, p.links_left)
        _cards(out, p.hand)
        _cards(out, p.discard)
        _cards(out, p.face_down)
        for levels in p.mat:
            out.append(len(levels))
            out += levels
    out += map(_tile, state.tiles)
    out += (-1 if owner is None else owner for owner in state.links)
    out += map(_merchant, state.merchants)
    _cards(out, state.deck)
    out += state.turn_order
    out += state.debts
    progress = state.in_progress
    if progress is None:
        out.append(-2)
    else:
        out += (_ACTIONS[progress.action], -1 if progress.link is None else progress.link)
    out += (
        state.coal_market,
        state.iron_market,
        state.wild_location,
        state.wild_industry,
        _ERAS[state.era],
        _VARIANTS[state.variant],
        state.round,
        state.turn,
        state.actions_taken,
        state.bank,
        state.over,
    )
    try:
        body = b"a" + array("q", out).tobytes()
    except OverflowError:  # a hand-written position with huge numbers
        body = b"r" + repr(out).encode()
    return body + repr(state.seed).encode()


def state_key(state: GameState) -> int:
    """A 64-bit key of *state* (BLAKE2b of :func:`encode`): equal states give equal keys in every
    process and run; distinct states collide with probability about 2**-64 per pair."""
    if not isinstance(state, GameState):
        raise TypeError(f"expected a GameState, not {type(state).__name__}")
    return int.from_bytes(blake2b(encode(state), digest_size=8).digest(), "little")
