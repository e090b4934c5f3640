"""A fixed-length float32 vector of an :class:`~brass_rules.birmingham.observe.Observation`.

The vector is the concatenation of the fields of :data:`FIELDS`, in order; each field has a name,
a size and a one-line meaning, and :func:`field_slices` says where each lies. Players are
numbered *relative to the observer*: seat 0 is the observer, seat 1 the next player index, and
so on; seats beyond the number of players are all zeros. Counts are scaled to about [0, 1] by
the constant named in each field's meaning ("/14": divided by 14). To add a field (say a new
public fact of the observation), append one :class:`Field` to :data:`FIELDS`: the size and the
documentation follow.

The last field, ``pending``, describes the move being chosen while the environment asks a
choice (see :mod:`brass_rules.birmingham.rl.actions`); it is all zeros otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry, Variant
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.rl.actions import (
    CARDS,
    KINDS,
    NUM_LINKS,
    NUM_MOVE_ACTIONS,
    NUM_SLOTS,
    shape_of,
)
from brass_rules.birmingham.state import Continuable
from brass_rules.kit.fieldmap import Field as Field
from brass_rules.kit.fieldmap import describe, fill, slices

_B = BIRMINGHAM
MAX_PLAYERS = 4
_CARD_INDEX = {c: i for i, c in enumerate(CARDS)}
_MAT_SIZES = tuple(len(m) for m in comp.MATS)
_SELL_GOODS = (Industry.COTTON, Industry.MANUFACTURER, Industry.POTTERY)
_CONTINUABLE = tuple(Continuable)

Vector = npt.NDArray[np.float32]
Writer = Callable[[Observation, Sequence[int], Vector], None]
"""Fills a field: (observation, pending ids, the field's zeroed slice of the vector)."""


def _seat(obs: Observation, player: int) -> int:
    return (player - (obs.player or 0)) % len(obs.players)  # the public view: from P0


def _one_hot(out: Vector, index: int | None) -> None:
    if index is not None:
        out[index] = 1.0


def _game(obs: Observation, _: Sequence[int], out: Vector) -> None:
    out[len(obs.players) - 2] = 1.0
    out[3] = float(obs.variant is Variant.INTRO)
    out[4] = float(obs.era is Era.CANAL)
    out[5] = float(obs.era is Era.RAIL)
    out[6] = obs.round / 10
    out[7] = obs.deck_size / 64
    out[8] = obs.wild_location / comp.WILD_PILE
    out[9] = obs.wild_industry / comp.WILD_PILE
    out[10] = obs.coal_market / comp.COAL_MARKET.capacity
    out[11] = obs.iron_market / comp.IRON_MARKET.capacity
    out[12] = float(obs.is_over)


def _turn(obs: Observation, _: Sequence[int], out: Vector) -> None:
    if obs.to_move is not None:
        out[_seat(obs, obs.to_move)] = 1.0
    out[4] = obs.actions_taken / 2
    out[5] = float(any(obs.debts))
    progress = obs.in_progress
    if progress is not None:
        out[6 + _CONTINUABLE.index(progress.action)] = 1.0
        if progress.link is not None:
            out[9 + progress.link] = 1.0


def _player(seat: int) -> Writer:
    def write(obs: Observation, _: Sequence[int], out: Vector) -> None:
        n = len(obs.players)
        if seat >= n:
            return
        index = ((obs.player or 0) + seat) % n  # the public view: seats from P0
        p = obs.players[index]
        out[0] = 1.0
        out[1] = p.money / 100
        out[2] = p.vp / 100
        out[3] = p.income_space / comp.LAST_SPACE
        out[4] = comp.income_level(p.income_space) / 30
        out[5] = p.spent / 100
        out[6] = p.hand_size / comp.HAND_SIZE
        out[7] = p.links_left / comp.LINK_TILES
        out[8] = p.face_down
        out[9] = obs.debts[index] / 30
        if index in obs.turn_order:
            out[10 + obs.turn_order.index(index)] = 1.0
        for i, levels in enumerate(p.mat):
            out[14 + i] = len(levels) / _MAT_SIZES[i]
            out[20 + i] = (levels[0] / 8) if levels else 0.0
        for card in p.discard:
            out[26 + _CARD_INDEX[card]] += 0.25
        known: Sequence[str] = getattr(p, "known_cards", ()) or ()
        for card in known:
            out[26 + len(CARDS) + _CARD_INDEX[card]] += 1.0

    return write


_PLAYER_SIZE = 26 + 2 * len(CARDS)


def _hand(obs: Observation, _: Sequence[int], out: Vector) -> None:
    if obs.player is None:  # the public view holds no hand
        return
    for card in obs.players[obs.player].hand or ():
        out[_CARD_INDEX[card]] += 0.25


_TILE_SIZE = MAX_PLAYERS + len(INDUSTRIES) + 3


def _tiles(obs: Observation, _: Sequence[int], out: Vector) -> None:
    for slot, tile in enumerate(obs.tiles):
        if tile is None:
            continue
        base = slot * _TILE_SIZE
        out[base + _seat(obs, tile.owner)] = 1.0
        out[base + MAX_PLAYERS + tile.industry.index] = 1.0
        out[base + MAX_PLAYERS + len(INDUSTRIES)] = tile.level / 8
        out[base + MAX_PLAYERS + len(INDUSTRIES) + 1] = float(tile.flipped)
        out[base + MAX_PLAYERS + len(INDUSTRIES) + 2] = tile.resources / 6


def _links(obs: Observation, _: Sequence[int], out: Vector) -> None:
    for link, owner in enumerate(obs.links):
        if owner is not None:
            out[link * MAX_PLAYERS + _seat(obs, owner)] = 1.0


def _merchants(obs: Observation, _: Sequence[int], out: Vector) -> None:
    for space, m in enumerate(obs.merchants):
        if m.goods is None:
            continue
        out[space * 5] = 1.0
        for i, goods in enumerate(_SELL_GOODS):
            out[space * 5 + 1 + i] = float(goods in m.goods)
        out[space * 5 + 4] = float(m.beer)


def _pending(_: Observation, pending: Sequence[int], out: Vector) -> None:
    if not pending:
        return
    shape = shape_of(int(pending[0]))
    out[0] = 1.0
    out[1 + KINDS.index(shape.kind)] = 1.0
    base = 1 + len(KINDS)
    if shape.card is not None:
        out[base + _CARD_INDEX[shape.card]] = 1.0
    base += len(CARDS)
    if shape.slot is not None:
        out[base + shape.slot] = 1.0
    base += NUM_SLOTS
    if shape.link is not None:
        out[base + shape.link] = 1.0
    base += NUM_LINKS
    if shape.industry is not None:
        out[base + shape.industry.index] = 1.0
    out[base + len(INDUSTRIES)] = (len(pending) - 1) / 8


#: The fields of the vector, in order.
FIELDS: tuple[Field, ...] = (
    Field(
        "game",
        13,
        "one-hot 2/3/4 players (3); intro variant; Canal era; Rail era; round /10; deck size /64;"
        " wild location pile /4; wild industry pile /4; coal market /14; iron market /10; over",
        _game,
    ),
    Field(
        "turn",
        9 + NUM_LINKS,
        "seat to move (one-hot, 4); actions taken this turn /2; debt phase; action in progress"
        " (one-hot network/develop/sell, 3); first link of a double rail (one-hot, 39)",
        _turn,
    ),
    *(
        Field(
            f"seat{seat}",
            _PLAYER_SIZE,
            f"seat {seat} ({'the observer' if seat == 0 else f'{seat} after the observer'}):"
            " present; money /100; VP /100; income space /99; income level /30; spent /100;"
            " hand size /8; links left /14; face-down cards; debt /30; turn-order position"
            " (one-hot, 4); tiles left on the mat per industry / the mat's size (6); lowest"
            " level left per industry /8 (6); discard pile, count per card /4 (27); cards"
            " publicly known to be in the hand, count per card (27)",
            _player(seat),
        )
        for seat in range(MAX_PLAYERS)
    ),
    Field("hand", len(CARDS), "the observer's hand: count per card /4 (27)", _hand),
    Field(
        "tiles",
        NUM_SLOTS * _TILE_SIZE,
        "per board slot (49): owner seat (one-hot, 4, zeros when empty); industry (one-hot, 6);"
        " level /8; flipped; cubes or barrels on it /6",
        _tiles,
    ),
    Field("links", NUM_LINKS * MAX_PLAYERS, "per link space (39): owner seat (one-hot, 4)", _links),
    Field(
        "merchants",
        len(_B.merchant_spaces) * 5,
        "per merchant space (9): a tile is there; it buys cotton; manufactured goods; pottery;"
        " its beer barrel is there",
        _merchants,
    ),
    Field(
        "pending",
        1 + len(KINDS) + len(CARDS) + NUM_SLOTS + NUM_LINKS + len(INDUSTRIES) + 1,
        "while a choice is asked: 1; the move's kind (one-hot, 9); card (27); slot (49); link"
        " (39); industry (6); choices made so far /8",
        _pending,
    ),
)

#: Length of :func:`observation_vector`.
OBSERVATION_SIZE = sum(f.size for f in FIELDS)


def field_slices() -> dict[str, slice]:
    """Where each field lies in the vector.

    >>> from brass_rules import rl
    >>> rl.field_slices()["game"]
    slice(0, 13, None)
    """
    return slices(FIELDS)


def observation_vector(obs: Observation, pending: Sequence[int] = ()) -> Vector:
    """*obs* as a float32 vector of length :data:`OBSERVATION_SIZE` (see :data:`FIELDS`).

    *pending*: the ids already taken for a move still being chosen (the ``pending`` field).

    >>> import brass_rules as br
    >>> from brass_rules import rl
    >>> v = rl.observation_vector(br.observe(br.new_game(players=3, seed=1), 0))
    >>> v.shape == (rl.OBSERVATION_SIZE,), str(v.dtype)
    (True, 'float32')
    """
    if not isinstance(obs, Observation):
        raise TypeError(f"observation_vector needs an Observation, not {type(obs).__name__}")
    if pending and not 0 <= int(pending[0]) < NUM_MOVE_ACTIONS:
        raise ValueError(f"pending must start with a move action, not {pending[0]!r}")
    out: Vector = fill(FIELDS, obs, pending, np.zeros(OBSERVATION_SIZE, dtype=np.float32))
    return out


def describe_fields() -> list[dict[str, Any]]:
    """The layout as data: name, start, size and meaning of every field."""
    return describe(FIELDS)
