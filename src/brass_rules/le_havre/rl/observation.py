"""A fixed-length float32 vector of a Le Havre :class:`~brass_rules.le_havre.observe.Observation`.

The vector is the concatenation of the fields of :data:`FIELDS`, in order; each field has a
name, a size and a one-line meaning, and :func:`field_slices` says where each lies. Players
are numbered *relative to the observer*: seat 0 is the observer, seat 1 the next player, and
so on; seats beyond the number of players are zeros. Counts are scaled to about [0, 1] by the
constant named in each field's meaning ("/10": divided by 10). Cards are numbered as in the
action space (:data:`~brass_rules.le_havre.rl.actions.ALL_CARDS`: building cards in data
order, then ships ``S01``-``S20``).

The vector is made only from the observation, which holds exactly what its player may know
(LH-HIDDEN): the special deck's cards appear only where he has peeked at them, the supply
tiles only once face up. The last field, ``pending``, describes the move being chosen while
an amount is asked (see :mod:`brass_rules.le_havre.rl.actions`); it is zeros otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from brass_rules.kit.fieldmap import Field, describe, fill, slices
from brass_rules.le_havre.data.goods import GOODS, OFFER_SPACES
from brass_rules.le_havre.data.ships import SHIPS, STACKS
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE, Observation
from brass_rules.le_havre.rl.actions import (
    ALL_CARDS,
    AMOUNT_CHOICE,
    AMOUNT_FIELDS,
    BUILDINGS,
    DONE_CHOICE,
    FIELD_IDS,
    KINDS,
    NUM_ACTIONS,
    NUM_MOVE_ACTIONS,
    OPTION_WORDS,
    STEP,
    amount_of,
    shape_of,
)
from brass_rules.le_havre.rounds import round_cards
from brass_rules.le_havre.state import GameState, Phase

MAX_PLAYERS = 5
MAX_ROUNDS = 20
_PHASES = tuple(Phase)
_CARD = {c: i for i, c in enumerate(ALL_CARDS)}
_BUILDING = {c: i for i, c in enumerate(BUILDINGS)}
_GOOD = {g: i for i, g in enumerate(GOODS)}
_OFFER = {g: i for i, g in enumerate(OFFER_SPACES)}
_WORDS = ("", *OPTION_WORDS)

Vector = npt.NDArray[np.float32]
Writer = Callable[[Observation, Sequence[int], Vector], None]
"""Fills a field: (observation, pending ids, the field's zeroed slice of the vector)."""


def _me(obs: Observation) -> int:
    """The seat the vector is written from: the observer; seat 0 for the public view."""
    return obs.player if obs.player is not None else 0


def _seat(obs: Observation, player: int) -> int:
    return (player - _me(obs)) % obs.num_players


def _game(obs: Observation, _: Sequence[int], out: Vector) -> None:
    v = obs.view
    out[v.num_players - 1] = 1.0
    out[5] = float(v.short)
    out[6] = v.round / MAX_ROUNDS
    out[7] = v.rounds / MAX_ROUNDS
    out[8] = v.step / 7
    out[9 + _PHASES.index(v.phase)] = 1.0
    out[9 + len(_PHASES)] = float(v.final)
    out[10 + len(_PHASES)] = len(v.specials) / 36


_GAME_SIZE = 11 + len(_PHASES)


def _turn(obs: Observation, _: Sequence[int], out: Vector) -> None:
    v = obs.view
    if v.to_move is not None:
        out[_seat(obs, v.to_move)] = 1.0
    out[MAX_PLAYERS + _seat(obs, v.active)] = 1.0
    out[2 * MAX_PLAYERS + _seat(obs, v.start_player)] = 1.0
    if v.dues:
        out[3 * MAX_PLAYERS] = float(v.dues[0].kind == "interest")
        out[3 * MAX_PLAYERS + 1] = float(v.dues[0].kind == "food")
        out[3 * MAX_PLAYERS + 2] = float(v.dues[0].last >= 0)


_TURN_SIZE = 3 * MAX_PLAYERS + 3
_ROUND_SIZE = 6 + len(STACKS) + 1


def _rounds(obs: Observation, _: Sequence[int], out: Vector) -> None:
    v = obs.view
    for r, card in enumerate(round_cards(v.num_players, v.short)):
        row = card.rows[v.num_players - 1]
        base = r * _ROUND_SIZE
        out[base] = 1.0
        out[base + 1] = float(r + 1 == v.round)
        out[base + 2] = (row.food or 0) / 20
        out[base + 3] = float(card.harvest)
        out[base + 4] = float(row.town_building == "standard")
        out[base + 5] = float(row.town_building == "special")
        ship = SHIPS[card.ship]
        out[base + 6 + STACKS.index(ship.type)] = 1.0
        out[base + 6 + len(STACKS)] = ship.value / 40


def _offers(obs: Observation, _: Sequence[int], out: Vector) -> None:
    for i, space in enumerate(OFFER_SPACES):
        out[i] = obs.view.offers[space] / 10


_TILE_SIZE = 3 + len(OFFER_SPACES)


def _supply(obs: Observation, _: Sequence[int], out: Vector) -> None:
    v = obs.view
    for i, tile_id in enumerate(v.tiles):
        base = i * _TILE_SIZE
        out[base] = float(i < v.step)
        if tile_id == UNKNOWN_TILE:
            continue
        tile = TILE[tile_id]
        out[base + 1] = 1.0
        out[base + 2] = float(tile.interest)
        for item in tile.items:
            out[base + 3 + _OFFER[item]] = 1.0


def _due(v: GameState, player: int, kind: str) -> int:
    return sum(d.amount for d in v.dues if d.player == player and d.kind == kind)


def _player(seat: int) -> Writer:
    def write(obs: Observation, _: Sequence[int], out: Vector) -> None:
        v = obs.view
        if seat >= v.num_players:
            return
        index = (_me(obs) + seat) % v.num_players
        p = v.players[index]
        out[0] = 1.0
        out[1] = p.francs / 100
        out[2] = p.loans / 10
        for i, n in enumerate(p.goods.counts):
            out[3 + i] = n / 10
        base = 3 + len(GOODS)
        out[base] = _due(v, index, "food") / 20
        out[base + 1] = _due(v, index, "interest") / 10
        out[base + 2] = (v.known[index] if v.known else 0) / 3
        out[base + 3] = len(p.buildings) / 10
        out[base + 4] = len(p.ships) / 10
        if p.disc is None:
            out[base + 5] = 1.0
        elif p.disc in _BUILDING:
            out[base + 6 + _BUILDING[p.disc]] = 1.0

    return write


_PLAYER_SIZE = 3 + len(GOODS) + 6 + len(BUILDINGS)
_CARD_SIZE = 19


def _cards(obs: Observation, _: Sequence[int], out: Vector) -> None:
    v = obs.view

    def put(card: str, offset: int, value: float = 1.0) -> None:
        i = _CARD.get(card)
        if i is not None:
            out[i * _CARD_SIZE + offset] = value

    for card in v.town:
        put(card, 0)
    for k, pile in enumerate(v.proposals):
        for depth, card in enumerate(pile):
            put(card, 1 + k)
            put(card, 5, depth / 13)
        if pile:
            put(pile[0], 4)
    for q, p in enumerate(v.players):
        for card in (*p.buildings, *p.ships):
            put(card, 6 + _seat(obs, q))
    for depth, card in enumerate(v.specials):
        if card != UNKNOWN_CARD:
            put(card, 11)
            put(card, 12, depth / 36)
    for stack in v.ship_stacks:
        for depth, card in enumerate(stack):
            put(card, 13)
            put(card, 14, depth / 10)
        if stack:
            put(stack[0], 15)
    for card in v.sold:
        put(card, 16)
    for card in v.modernised:
        put(card, 17)
    if v.stadium_waiting:
        put("31", 18)


def _action(obs: Observation, _: Sequence[int], out: Vector) -> None:
    pr = obs.view.action
    if pr is None:
        return
    if pr.building in _BUILDING:
        out[_BUILDING[pr.building]] = 1.0
    base = len(BUILDINGS)
    out[base] = pr.stage / 10
    out[base + 1] = (pr.last + 1) / len(GOODS)
    out[base + 2] = float(pr.between)
    for i, n in enumerate(pr.picked.counts):
        out[base + 3 + i] = n / 10


def _pending(_: Observation, pending: Sequence[int], out: Vector) -> None:
    if not len(pending):
        return
    shape = shape_of(int(pending[0]))
    out[0] = 1.0
    out[1 + KINDS.index(shape.kind)] = 1.0
    base = 1 + len(KINDS)
    key = shape.key or ""
    card = key.split("@")[0].removeprefix("yacht:")
    if card in _CARD:
        out[base + _CARD[card]] = 1.0
    base += len(ALL_CARDS)
    if shape.kind == "act" and key in _WORDS:
        out[base + _WORDS.index(key)] = 1.0
    base += len(_WORDS)
    for raw in pending[1:]:
        if int(raw) >= DONE_CHOICE:
            continue
        field_index = (int(raw) - AMOUNT_CHOICE) // FIELD_IDS
        count = amount_of(int(raw))[2]
        out[base + 2 * field_index] = 1.0
        out[base + 2 * field_index + 1] += count / STEP
    out[base + 2 * len(AMOUNT_FIELDS)] = (len(pending) - 1) / 8


#: The fields of the vector, in order.
FIELDS: tuple[Field, ...] = (
    Field(
        "game",
        _GAME_SIZE,
        "one-hot 1-5 players (5); short game; round /20; rounds of the game /20; turn of the"
        " round (supply tile used) /7; phase (one-hot main/action/after/feeding/over, 5); final"
        " phase; special buildings left in the deck /36",
        _game,
    ),
    Field(
        "turn",
        _TURN_SIZE,
        "seat to move (one-hot, 5); active seat (5); start player's seat (5); the first payment"
        " due is interest; it is food; a food payment has begun",
        _turn,
    ),
    Field(
        "rounds",
        MAX_ROUNDS * _ROUND_SIZE,
        "per round of this game and player count (20; zeros beyond the last): present; the"
        " current round; food demand /20; harvest; a standard building goes to the town; a"
        " special building does; the type of the ship on its back (one-hot wooden/iron/steel/"
        "luxury liner, 4); that ship's value /40",
        _rounds,
    ),
    Field("offers", len(OFFER_SPACES), "tokens on each offer space /10 (francs first, 7)", _offers),
    Field(
        "supply",
        7 * _TILE_SIZE,
        "per supply tile space (7): used this round; face up; its tile has the interest mark;"
        " the two offer spaces it fills (7, francs first); zeros while face down",
        _supply,
    ),
    *(
        Field(
            f"seat{seat}",
            _PLAYER_SIZE,
            f"seat {seat} ({'the observer' if seat == 0 else f'{seat} after the observer'}):"
            " present; francs /100; loans /10; goods per good /10 (16, canonical order); food"
            " due /20; interest due /10; special cards he has peeked at /3; buildings owned"
            " /10; ships owned /10; person disc at home; disc on a building (one-hot, 69)",
            _player(seat),
        )
        for seat in range(MAX_PLAYERS)
    ),
    Field(
        "cards",
        len(ALL_CARDS) * _CARD_SIZE,
        "per card (89: buildings, then ships): in the town; on proposal pile 1, 2, 3; top of"
        " its pile; depth in its pile /13; owned by seat 0-4 (5); known to the observer in the"
        " special deck; its depth there /36; on a ship stack; depth there /10; top of its"
        " stack; sold this turn; a modernised Wharf; the waiting Football Stadium",
        _cards,
    ),
    Field(
        "action",
        len(BUILDINGS) + 3 + len(GOODS),
        "the building action under way: its building (one-hot, 69); stage /10; last good"
        " picked (index + 1) /16; extra actions allowed now; goods picked so far /10 (16)",
        _action,
    ),
    Field(
        "pending",
        1 + len(KINDS) + len(ALL_CARDS) + len(_WORDS) + 2 * len(AMOUNT_FIELDS) + 1,
        "while an amount is asked: 1; the move's kind (one-hot, 9); its card (89: entered,"
        " bought, sold, built, swapped or displaced from); its option word (15, 'carry out'"
        " first); per amount field (47): asked, the amount chosen so far /20; amounts chosen /8",
        _pending,
    ),
)

#: Length of :func:`observation_vector`.
OBSERVATION_SIZE = sum(f.size for f in FIELDS)


def field_slices() -> dict[str, slice]:
    """Where each field lies in the vector.

    >>> from brass_rules.le_havre import rl as lrl
    >>> lrl.field_slices()["offers"]
    slice(254, 261, None)
    """
    return slices(FIELDS)


def observation_vector(obs: Observation, pending: Sequence[int] = ()) -> Vector:
    """*obs* as a float32 vector of length :data:`OBSERVATION_SIZE` (see :data:`FIELDS`).

    *pending*: the ids already taken for a move still being chosen (the ``pending`` field).
    The public view (``obs.player`` ``None``) is written as seen from seat 0.

    >>> from brass_rules import le_havre as lh
    >>> from brass_rules.le_havre import rl as lrl
    >>> v = lrl.observation_vector(lh.observe(lh.new_game(players=3, seed=1), 0))
    >>> v.shape == (lrl.OBSERVATION_SIZE,), str(v.dtype)
    (True, 'float32')
    """
    if not isinstance(obs, Observation):
        raise TypeError(f"observation_vector needs an Observation, not {type(obs).__name__}")
    if len(pending):
        first = pending[0]
        if isinstance(first, bool) or not isinstance(first, int | np.integer):
            raise ValueError(f"pending must start with a move action, not {first!r}")
        if not 0 <= int(first) < NUM_MOVE_ACTIONS:
            raise ValueError(f"pending must start with a move action, not {first!r}")
        for raw in pending[1:]:
            if isinstance(raw, bool) or not isinstance(raw, int | np.integer):
                raise ValueError(f"pending holds a value that is no amount id: {raw!r}")
            if not AMOUNT_CHOICE <= int(raw) < NUM_ACTIONS:
                raise ValueError(f"pending holds a value that is no amount id: {raw!r}")
    out: Vector = fill(FIELDS, obs, pending, np.zeros(OBSERVATION_SIZE, dtype=np.float32))
    return out


def describe_fields() -> list[dict[str, Any]]:
    """The layout as data: name, start, size and meaning of every field."""
    return describe(FIELDS)


__all__ = [
    "FIELDS",
    "OBSERVATION_SIZE",
    "Field",
    "describe_fields",
    "field_slices",
    "observation_vector",
]
