"""A fixed action space over ``legal_moves``: every legal move is a path of action ids.

Layout (ids in this order; see :func:`action_name` for any id):

* **Move actions**, one id per *move shape*, the fields of a move that are not resource sources:

  - ``build``: (card, board slot, industry) for every combination the card rules could ever
    allow (a location card in its town, an industry card where a slot shows its industry, a
    wild card anywhere it may build);
  - ``network``: (card, link) for a first link, then (link) for the second rail link;
  - ``develop``: (card, industry), then (industry) for the second tile;
  - ``sell``: (card, board slot) for slots showing a sellable industry, then (slot) for
    another tile of the same Sell;
  - ``loan`` (card), ``scout`` (one id), ``pass`` (card), ``end``, ``sell_for_debt`` (slot).

* **Choice actions**, which finish a move whose shape leaves a choice open:

  - a card (one id per card name) for the three cards of a Scout;
  - a source (one id per board slot, the market, each merchant space) for each coal cube, iron
    cube and beer barrel, and for the merchant a tile is sold to;
  - a bonus (one id per industry, and "no bonus") for Gloucester's develop bonus.

The splits. A move is the shape id followed by its *tokens*: Build: its coal sources then its
iron sources; Network: coal then beer; Develop: iron; Sell: the merchant, the beer sources,
then the bonus; Scout: its three cards. Sources and cards are sorted within each field (a
multiset: the order they are listed in makes no difference to the outcome). Among the legal
moves of one shape, a choice is asked only where they differ: the first token position where
two of them differ becomes one decision (its mask shows the tokens found there), and so on
until one legal move remains. Shapes with one legal move (most of them) take a single action;
nothing is ever asked twice and every legal move is reached by exactly one path.

:func:`move_for_action` maps a move action to the *first* legal move of its shape (the engine's
documented order: nearest coal first, own breweries first, ...), so a bot that never makes a
choice still plays legal, sensible moves; the environments ask the choices.

Every function takes a :class:`~brass_rules.birmingham.state.GameState` or the
:class:`~brass_rules.birmingham.observe.Observation` of the player to move (the same ids and moves:
hidden
cards never decide legality); another player's observation has no legal action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM, FARM_BREWERY, TOWN
from brass_rules.birmingham.engine import apply, legal_moves, validate
from brass_rules.birmingham.enums import INDUSTRIES, SELLABLE, Industry
from brass_rules.birmingham.hidden import stand_in
from brass_rules.birmingham.moves import (
    Build,
    Develop,
    End,
    Loan,
    Move,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
    Source,
    TileRef,
)
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.resources import MARKET_SRC, from_source, to_source
from brass_rules.birmingham.state import GameState
from brass_rules.errors import IllegalMoveError, quote
from brass_rules.kit.actionpaths import narrow, path_of

#: What the functions below accept: a full state, or the observation of the player to move
#: (hidden cards never decide which moves are legal; another player's observation has none).
Position = GameState | Observation

_B = BIRMINGHAM

#: Every card name, in action-space order: location cards (board order), industry cards, wilds.
CARDS: tuple[str, ...] = (
    *(loc.name for loc in _B.locations if loc.name in comp.LOCATION_CARDS),
    "brewery",
    "coal",
    comp.DUAL_CARD,
    "iron",
    "pottery",
    comp.WILD_LOCATION,
    comp.WILD_INDUSTRY,
)
_CARD_INDEX = {c: i for i, c in enumerate(CARDS)}
assert set(CARDS) == comp.CARD_NAMES

NUM_SLOTS = len(_B.slot_specs)
NUM_LINKS = len(_B.links)
NUM_MERCHANT_SPACES = len(_B.merchant_spaces)

#: Move kinds, in action-space order.
KINDS: tuple[str, ...] = (
    "build",
    "network",
    "develop",
    "sell",
    "loan",
    "scout",
    "pass",
    "end",
    "sell_for_debt",
)


class Shape(NamedTuple):
    """The fields of a move that a move action fixes (None where the kind has no such field)."""

    kind: str
    card: str | None = None
    slot: int | None = None
    """Global board slot (``BIRMINGHAM.slot_specs`` index): built on, sold, or removed."""
    link: int | None = None
    """Link space index."""
    industry: Industry | None = None


def _build_shapes() -> list[Shape]:
    out: list[Shape] = []
    for card in CARDS:
        for spec in _B.slot_specs:
            kind = _B.locations[spec.location_index].kind
            if kind == FARM_BREWERY:
                if card not in ("brewery", comp.WILD_INDUSTRY):
                    continue
            elif kind != TOWN:
                continue
            elif comp.is_location_card(card) and card != spec.location:
                continue
            allowed = comp.INDUSTRY_CARD_INDUSTRIES.get(card, frozenset(INDUSTRIES))
            for industry in INDUSTRIES:
                if industry in spec.industries and industry in allowed:
                    out.append(Shape("build", card, spec.index, None, industry))
    return out


_SELL_SLOTS = tuple(s.index for s in _B.slot_specs if s.industries & SELLABLE)
_SHAPES: tuple[Shape, ...] = (
    *_build_shapes(),
    *(Shape("network", c, None, ln) for c in CARDS for ln in range(NUM_LINKS)),
    *(Shape("network", None, None, ln) for ln in range(NUM_LINKS)),
    *(Shape("develop", c, None, None, i) for c in CARDS for i in INDUSTRIES),
    *(Shape("develop", None, None, None, i) for i in INDUSTRIES),
    *(Shape("sell", c, s) for c in CARDS for s in _SELL_SLOTS),
    *(Shape("sell", None, s) for s in _SELL_SLOTS),
    *(Shape("loan", c) for c in CARDS),
    Shape("scout"),
    *(Shape("pass", c) for c in CARDS),
    Shape("end"),
    *(Shape("sell_for_debt", None, s) for s in range(NUM_SLOTS)),
)
_SHAPE_INDEX = {shape: i for i, shape in enumerate(_SHAPES)}

#: Number of move actions (ids ``0 .. NUM_MOVE_ACTIONS - 1``).
NUM_MOVE_ACTIONS = len(_SHAPES)
#: First choice id for a card (Scout), then one per :data:`CARDS` entry.
CARD_CHOICE = NUM_MOVE_ACTIONS
#: First choice id for a source: board slots, then the market, then merchant spaces.
SOURCE_CHOICE = CARD_CHOICE + len(CARDS)
_MARKET_TOKEN = SOURCE_CHOICE + NUM_SLOTS
_MERCHANT_TOKEN = _MARKET_TOKEN + 1
#: First choice id for Gloucester's bonus: one per industry, then "no bonus".
BONUS_CHOICE = _MERCHANT_TOKEN + NUM_MERCHANT_SPACES
_NO_BONUS = BONUS_CHOICE + len(INDUSTRIES)
#: The size of the action space: move actions then choice actions.
NUM_ACTIONS = _NO_BONUS + 1

Mask = npt.NDArray[np.bool_]


# ----- moves as (shape, tokens) --------------------------------------------------------------


def _slot_of(ref: TileRef) -> int:
    slot = from_source(ref)
    if slot is None or slot < 0:
        raise ValueError(f"{quote(ref)} is not a slot on the board")
    return slot


def _source_token(source: Source) -> int:
    src = from_source(source)
    if src is None:
        raise ValueError(f"{quote(source)} is not a source on the board")
    if src >= 0:
        return SOURCE_CHOICE + src
    if src == MARKET_SRC:
        return _MARKET_TOKEN
    return _MERCHANT_TOKEN + (-2 - src)


def _sources(sources: Sequence[Source] | None) -> tuple[int, ...]:
    return tuple(sorted(_source_token(s) for s in sources or ()))


def _link_of(ends: tuple[str, str]) -> int:
    return _B.link_between(*ends).index


def shape_and_tokens(move: Move) -> tuple[Shape, tuple[int, ...]]:
    """The move action's shape and the choice tokens of a fully specified *move*."""
    if isinstance(move, Build):
        loc = _B.location(move.location)
        slot = _B.location_slots[loc.index][move.slot or 0]
        shape = Shape("build", move.card, slot, None, move.industry)
        return shape, (*_sources(move.coal), *_sources(move.iron))
    if isinstance(move, Network):
        shape = Shape("network", move.card, None, _link_of(move.link))
        return shape, (*_sources(move.coal), *_sources(move.beer))
    if isinstance(move, Develop):
        return Shape("develop", move.card, None, None, move.industry), _sources(move.iron)
    if isinstance(move, Sell):
        merchant = () if move.merchant is None else (_source_token(move.merchant),)
        bonus = _NO_BONUS if move.bonus is None else BONUS_CHOICE + move.bonus.index
        tokens = (*merchant, *_sources(move.beer), bonus)
        return Shape("sell", move.card, _slot_of(move.tile)), tokens
    if isinstance(move, Loan):
        return Shape("loan", move.card), ()
    if isinstance(move, Pass):
        return Shape("pass", move.card), ()
    if isinstance(move, Scout):
        return Shape("scout"), tuple(sorted(CARD_CHOICE + _CARD_INDEX[c] for c in move.cards))
    if isinstance(move, End):
        return Shape("end"), ()
    if isinstance(move, SellForDebt):
        return Shape("sell_for_debt", None, _slot_of(move.tile)), ()
    raise TypeError(f"{quote(move)} is not a move")


# ----- the per-state index -------------------------------------------------------------------

_Variants = list[tuple[tuple[int, ...], Move]]


class _Index(NamedTuple):
    by_shape: dict[int, _Variants]
    actions: tuple[int, ...]
    """The move action ids with a legal move, ascending."""


_CACHE: list[tuple[Position, _Index]] = []
_CACHE_SIZE = 4


#: Memo of :func:`_action_and_tokens` (moves recur from position to position); emptied when full.
_ACTIONS: dict[Move, tuple[int, tuple[int, ...]]] = {}
_ACTIONS_SIZE = 50_000


def _action_and_tokens(move: Move) -> tuple[int, tuple[int, ...]]:
    """The move action id and the choice tokens of a legal *move* (memoized)."""
    found = _ACTIONS.get(move)
    if found is None:
        shape, tokens = shape_and_tokens(move)
        action = _SHAPE_INDEX.get(shape)
        if action is None:  # the static layout missed a legal shape: a bug, never silent
            raise AssertionError(f"legal move {move!r} has no action id")
        if len(_ACTIONS) >= _ACTIONS_SIZE:
            _ACTIONS.clear()
        found = _ACTIONS[move] = (action, tokens)
    return found


def _index(state: Position) -> _Index:
    for held, index in _CACHE:
        if held is state:
            return index
    by_shape: dict[int, _Variants] = {}
    for move in legal_moves(state):
        action, tokens = _action_and_tokens(move)
        by_shape.setdefault(action, []).append((tokens, move))
    index = _Index(by_shape, tuple(sorted(by_shape)))
    _CACHE.insert(0, (state, index))
    del _CACHE[_CACHE_SIZE:]
    return index


def _narrow(state: Position, path: Sequence[int]) -> tuple[_Variants, int | None]:
    """The legal moves consistent with *path* and the position of the next choice (or None)."""
    return narrow(_index(state).by_shape, path, NUM_ACTIONS, _name_or_id)


# ----- the public functions ------------------------------------------------------------------


def action_mask(state: Position, pending: Sequence[int] = ()) -> Mask:
    """The legal action ids (a bool array of length :data:`NUM_ACTIONS`).

    With *pending* empty: the move actions with at least one legal move. With *pending* the
    ids already taken for the move being chosen (a move action, then choices), the choices
    open at the next decision. All False once the game is over.

    >>> import brass_rules as br
    >>> from brass_rules import rl
    >>> s = br.new_game(players=2, seed=1)
    >>> int(rl.action_mask(s).sum()) > 0, bool(rl.action_mask(s)[rl.NUM_MOVE_ACTIONS :].any())
    (True, False)
    """
    mask = np.zeros(NUM_ACTIONS, dtype=np.bool_)
    mask[list(legal_actions(state, pending))] = True
    return mask


def legal_actions(state: Position, pending: Sequence[int] = ()) -> tuple[int, ...]:
    """The ids where :func:`action_mask` is True, ascending."""
    if not len(pending):
        return _index(state).actions
    variants, pos = _narrow(state, pending)
    return () if pos is None else tuple(sorted({tokens[pos] for tokens, _ in variants}))


def decide(state: Position, path: Sequence[int]) -> Move | None:
    """The legal move that the ids in *path* choose, or None while a choice is still open.

    :raises ValueError: when an id of *path* is not legal at its step.
    """
    variants, pos = _narrow(state, path)
    return variants[0][1] if pos is None else None


def move_for_action(state: Position, action: int, pending: Sequence[int] = ()) -> Move:
    """The first legal move (in ``legal_moves`` order) that *action* leads to.

    Without *pending*, *action* is a move action and the result is the first legal move of its
    shape; with *pending*, the first legal move consistent with ``(*pending, action)``.

    :raises ValueError: when *action* is not legal there.

    >>> import brass_rules as br
    >>> from brass_rules import rl
    >>> s = br.new_game(players=2, seed=1)
    >>> m = br.legal_moves(s)[0]
    >>> rl.move_for_action(s, rl.action_of(s, m)) == m
    True
    """
    variants, _ = _narrow(state, (*pending, action))
    return variants[0][1]


def _canonical(state: Position, move: Move) -> tuple[Shape, tuple[int, ...]]:
    """Shape and tokens of *move*, completed to the legal move with the same outcome."""
    try:
        shape, tokens = shape_and_tokens(move)
    except (ValueError, KeyError, TypeError, AttributeError):
        shape, tokens = Shape("?"), ()
    action = _SHAPE_INDEX.get(shape)
    variants = _index(state).by_shape.get(action) if action is not None else None
    if variants is not None and any(t == tokens for t, _ in variants):
        return shape, tokens
    if isinstance(state, Observation) and state.to_move != state.player:
        raise ValueError(f"it is not player {state.player}'s decision in this observation")
    base = stand_in(state) if isinstance(state, Observation) else state
    bad = validate(base, move)
    if bad:
        raise IllegalMoveError(bad)
    after = apply(base, move)  # a legal move with fields left None: find its listed equal
    for listed in legal_moves(base):
        if apply(base, listed) == after:
            return shape_and_tokens(listed)
    raise AssertionError(f"no listed legal move has the outcome of {move!r}")


def action_of(state: Position, move: Move) -> int:
    """The move action of a legal *move* (its first id: see :func:`action_path`).

    A move with source fields left None is matched to the legal move with the same outcome.

    :raises IllegalMoveError: when *move* is illegal in *state*.
    """
    return _SHAPE_INDEX[_canonical(state, move)[0]]


def action_path(state: Position, move: Move) -> tuple[int, ...]:
    """Every id that chooses the legal *move*: its move action, then the choices asked.

    ``decide(state, action_path(state, move))`` is that move.

    :raises IllegalMoveError: when *move* is illegal in *state*.
    """
    shape, tokens = _canonical(state, move)
    action = _SHAPE_INDEX[shape]
    return path_of(action, _index(state).by_shape[action], tokens)


def shape_of(action: int) -> Shape:
    """The shape of move action *action*.

    :raises ValueError: for a choice id or an id out of range.
    """
    if not 0 <= action < NUM_MOVE_ACTIONS:
        raise ValueError(f"{action} is not a move action (0-{NUM_MOVE_ACTIONS - 1})")
    return _SHAPES[action]


def action_name(action: int) -> str:
    """A short description of an id, e.g. ``"build Birmingham: cotton at Birmingham[0]"``.

    >>> from brass_rules import rl
    >>> rl.action_name(rl.NUM_ACTIONS - 1)
    'choose: no bonus'
    """
    if not isinstance(action, int | np.integer) or not 0 <= action < NUM_ACTIONS:
        raise ValueError(f"{action!r} is not an action id (0-{NUM_ACTIONS - 1})")
    action = int(action)
    if action >= CARD_CHOICE:
        return "choose: " + _token_name(action)
    shape = _SHAPES[action]
    parts = [shape.kind if shape.card is None else f"{shape.kind} {shape.card}"]
    details = []
    if shape.industry is not None:
        details.append(shape.industry.value)
    if shape.slot is not None:
        details.append(str(to_source(shape.slot)))
    if shape.link is not None:
        details.append(" - ".join(_B.links[shape.link].ends))
    if details:
        parts.append(" at ".join(details))
    return ": ".join(parts)


def _token_name(token: int) -> str:
    if token < SOURCE_CHOICE:
        return f"card {CARDS[token - CARD_CHOICE]}"
    if token < _MARKET_TOKEN:
        return f"source {to_source(token - SOURCE_CHOICE)}"
    if token == _MARKET_TOKEN:
        return "source market"
    if token < BONUS_CHOICE:
        return f"merchant {to_source(-2 - (token - _MERCHANT_TOKEN))}"
    if token < _NO_BONUS:
        return f"bonus {INDUSTRIES[token - BONUS_CHOICE].value}"
    return "no bonus"


def _name_or_id(action: object) -> str:
    try:
        return action_name(action)  # type: ignore[arg-type]
    except ValueError:
        return "not an action id"


__all__ = [
    "BONUS_CHOICE",
    "CARDS",
    "CARD_CHOICE",
    "KINDS",
    "NUM_ACTIONS",
    "NUM_MOVE_ACTIONS",
    "SOURCE_CHOICE",
    "Shape",
    "action_mask",
    "action_name",
    "action_of",
    "action_path",
    "decide",
    "legal_actions",
    "move_for_action",
    "shape_and_tokens",
    "shape_of",
]
