"""Le Havre's fixed action space over ``legal_moves``: every legal move is a short path of ids.

Layout (ids in this order; :func:`action_name` names any id, :func:`describe_actions` lists
them all):

* **Move actions**, one id per *move shape*, the part of a move that is not an amount:

  - ``take``: one per offer space (``take francs``, ``take fish``, ...);
  - ``enter``: one per building card (``enter Smokehouse``, ``enter Wharf [12]``);
  - ``act``: one per named choice a building action step may carry (``Act.option``):
    ``act: carry out`` (no option), the option words (``act: stop``, ``act: keep``, ...),
    ``act: build X`` for every building and ship card, ``act: swap X for the Luxury Yacht``
    for every ship, ``act: haul cattle and grain``, ``act: displace player q from X``;
  - ``buy`` and ``sell``: one per building and ship card;
  - ``repay loans``, ``feed <food good>`` and ``feed francs``, ``borrow``, ``end turn``.

* **Amount actions**, which finish a move whose shape leaves amounts open. An amount is a
  count of one thing in one field of a move: ``give``, ``take`` and ``energy`` per good, ``pay``
  per food good and in francs (an entry fee or a food payment), ``feed`` per food good and in
  francs, ``repay`` in loans. Per field and good, one id per count 0 to 19 (``give 6 fish``,
  ``pay 1 franc``), then one per *high step* (``give 20 more fish``, ``give 40 more fish``, up
  to 380): an amount *n* of 20 or more is its high step ``20 * (n // 20)`` then the count
  ``n % 20``.
* **Done actions**, one per field (``give: done``): the end of a field's list of goods.

A move is its move action followed by its *tokens*: for each field of its kind (Enter: ``pay``,
its fee; Act: ``give``, ``take``, ``energy``, ``pay``; Repay: ``repay``; Feed: ``feed``) the
amounts of the goods it holds, in the canonical good order (francs after the food goods),
then the field's done id, so that no move's tokens begin another's. Among the legal moves of
one move action, a choice is asked only where they differ (Birmingham's rule): the first
token position where two of them differ is one decision, whose mask shows the tokens found
there; and so on until one legal move is left. So ``take fish`` is one id, ``enter
Smokehouse`` asks the fee only when there are several ways to pay it, the Bakehouse asks how
much grain and then which energy, the Marketplace its two goods. In random games at 1 to 5
players no move took more than 4 ids.

The meaning of an id never depends on the position: ``act`` ids name the choice of the
building action under way (which building that is is in the observation), amount ids name a
count of a good in a field. Out-of-turn sales and repayments (``out_of_turn_moves``) are not
``legal_moves`` and have no path. An amount of :data:`MAX_AMOUNT` (400) or more (no game comes
near) raises :class:`~brass_rules.errors.ActionSpaceError`.

Every function takes a :class:`~brass_rules.le_havre.state.GameState` or the
:class:`~brass_rules.le_havre.observe.Observation` of the player to move (the same ids and
moves: hidden cards never decide legality); another player's observation has no legal action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from brass_rules.errors import ActionSpaceError, IllegalMoveError, quote
from brass_rules.kit.actionpaths import action_id, narrow, path_of
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.buildings.special import HAULAGE_PAIRS
from brass_rules.le_havre.data import BY_ID, CARDS
from brass_rules.le_havre.data.goods import ENERGY_GOODS, FOOD_GOODS, GOODS, OFFER_SPACES
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIPS
from brass_rules.le_havre.engine import apply, legal_moves, validate
from brass_rules.le_havre.moves import (
    Act,
    Borrow,
    Buy,
    EndTurn,
    Enter,
    Feed,
    Move,
    Repay,
    Sell,
    TakeOffer,
)
from brass_rules.le_havre.observe import Observation
from brass_rules.le_havre.state import GameState

#: What the functions below accept: a full state, or the observation of the player to move.
Position = GameState | Observation
Mask = npt.NDArray[np.bool_]

#: The most players of a game (seats of ``act: displace player q from X``).
MAX_PLAYERS = 5
#: The building cards in data order (``B1``-``B3``, ``01``-``30``, ``001``-``035``, ``31``).
BUILDINGS: tuple[str, ...] = tuple(c.id for c in CARDS)
#: The ship cards, ``S01``-``S20``.
SHIP_CARDS: tuple[str, ...] = tuple(sorted(SHIPS))
#: Building cards, then ship cards: the order of the per-card ids and observation fields.
ALL_CARDS: tuple[str, ...] = (*BUILDINGS, *SHIP_CARDS)
_NAME_COUNT: dict[str, int] = {}
for _c in CARDS:
    _NAME_COUNT[_c.name] = _NAME_COUNT.get(_c.name, 0) + 1


def card_label(card: str) -> str:
    """A card as its ids name it: ``Smokehouse``, ``Wharf [12]``, ``Wooden ship S04``."""
    if card in SHIPS:
        return f"{SHIP_NAMES[SHIPS[card].type]} {card}"
    c = BY_ID[card]
    return f"{c.name} [{c.id}]" if _NAME_COUNT[c.name] > 1 else c.name


#: The option words of action steps, in id order (docs/le_havre/moves: the action steps).
OPTION_WORDS: tuple[str, ...] = (
    "stop", "keep", "swap", "load", "ship", "sell", "done", "trade", "skip", "steel",
    "one", "one_paid", "two", "extra",
)  # fmt: skip
#: Every ``Act.option`` with an id: "", the words, cards built, yacht swaps, hauls, displaces.
OPTIONS: tuple[str, ...] = (
    "",
    *OPTION_WORDS,
    *ALL_CARDS,
    *(f"yacht:{s}" for s in SHIP_CARDS),
    *(f"{a}+{b}" for a, b in HAULAGE_PAIRS),
    *(f"{b}@{q}" for b in BUILDINGS if BY_ID[b].fee is not None for q in range(MAX_PLAYERS)),
)

#: Move kinds, in action-space order.
KINDS: tuple[str, ...] = (
    "take", "enter", "act", "buy", "sell", "repay", "feed", "borrow", "end",
)  # fmt: skip


class Shape(NamedTuple):
    """What a move action fixes: its kind and key (an offer space, a card id, an option, a
    food good or ``"francs"``; ``None`` for ``repay``, ``borrow`` and ``end``)."""

    kind: str
    key: str | None = None


_SHAPES: tuple[Shape, ...] = (
    *(Shape("take", g) for g in OFFER_SPACES),
    *(Shape("enter", b) for b in BUILDINGS),
    *(Shape("act", o) for o in OPTIONS),
    *(Shape("buy", c) for c in ALL_CARDS),
    *(Shape("sell", c) for c in ALL_CARDS),
    Shape("repay"),
    *(Shape("feed", g) for g in (*FOOD_GOODS, "francs")),
    Shape("borrow"),
    Shape("end"),
)
_SHAPE_INDEX = {shape: i for i, shape in enumerate(_SHAPES)}
#: Number of move actions (ids ``0 .. NUM_MOVE_ACTIONS - 1``).
NUM_MOVE_ACTIONS = len(_SHAPES)

#: An amount is written in steps of STEP: a high step ``n // STEP`` (only when it is not 0),
#: then the low step ``n % STEP``.
STEP = 20
#: Amounts from 0 to MAX_AMOUNT - 1 have paths.
MAX_AMOUNT = STEP * STEP

_FOOD_CANON = tuple(g for g in GOODS if g in FOOD_GOODS)
_ENERGY_CANON = tuple(g for g in GOODS if g in ENERGY_GOODS)
#: The fields of a move that hold amounts, in id order.
FIELD_NAMES: tuple[str, ...] = ("give", "take", "energy", "pay", "feed", "repay")
#: The amount fields: (field, good or "francs"/"loans"), in id order.
AMOUNT_FIELDS: tuple[tuple[str, str], ...] = (
    *(("give", g) for g in GOODS),
    *(("take", g) for g in GOODS),
    *(("energy", g) for g in _ENERGY_CANON),
    *(("pay", g) for g in _FOOD_CANON),
    ("pay", "francs"),
    *(("feed", g) for g in (*FOOD_GOODS, "francs")),
    ("repay", "loans"),
)
_FIELD_INDEX = {f: i for i, f in enumerate(AMOUNT_FIELDS)}
#: Ids per amount field: the counts 0 to STEP - 1 (``give 6 wood``), then the high steps 1 to
#: STEP - 1 (``give 20 more wood``, ``give 40 more wood``, ...).
FIELD_IDS = 2 * STEP - 1
#: First amount id.
AMOUNT_CHOICE = NUM_MOVE_ACTIONS
#: First "done" id: one per field of :data:`FIELD_NAMES` (``give: done``), which ends the list
#: of goods of that field.
DONE_CHOICE = AMOUNT_CHOICE + len(AMOUNT_FIELDS) * FIELD_IDS
#: The size of the action space: move actions, amount actions, then the "done" actions.
NUM_ACTIONS = DONE_CHOICE + len(FIELD_NAMES)


def _items(field: str, pairs: Sequence[tuple[str, int]]) -> list[int]:
    """The tokens of one field: per good with a non-zero amount (in the order given) its high
    step if any and its low step, then the field's "done" id."""
    out: list[int] = []
    for good, n in pairs:
        if not 0 <= n < MAX_AMOUNT:
            raise ActionSpaceError(
                f"an amount of {quote(n)} {good} ({field}) is beyond the action space's "
                f"{MAX_AMOUNT - 1}"
            )
        if n == 0:
            continue
        base = AMOUNT_CHOICE + _FIELD_INDEX[(field, good)] * FIELD_IDS
        high, low = divmod(n, STEP)
        if high:
            out.append(base + STEP + high - 1)
        out.append(base + low)
    out.append(DONE_CHOICE + FIELD_NAMES.index(field))
    return out


def _pay_tokens(food: Bag, francs: int) -> list[int]:
    return _items("pay", (*food.pairs(), ("francs", francs)))


def shape_and_tokens(move: Move) -> tuple[Shape, tuple[int, ...]]:
    """The move action's shape and the amount tokens of *move* (see the module docs)."""
    if isinstance(move, TakeOffer):
        return Shape("take", move.good), ()
    if isinstance(move, Enter):
        return Shape("enter", move.building), tuple(_pay_tokens(move.food, move.francs))
    if isinstance(move, Act):
        tokens = [
            *_items("give", move.give.pairs()),
            *_items("take", move.take.pairs()),
            *_items("energy", move.energy.pairs()),
            *_pay_tokens(move.food, move.francs),
        ]
        return Shape("act", move.option), tuple(tokens)
    if isinstance(move, Buy):
        return Shape("buy", move.card), ()
    if isinstance(move, Sell):
        return Shape("sell", move.card), ()
    if isinstance(move, Repay):
        return Shape("repay"), tuple(_items("repay", (("loans", move.loans),)))
    if isinstance(move, Feed):
        return Shape("feed", move.good), tuple(_items("feed", ((move.good, move.count),)))
    if isinstance(move, Borrow):
        return Shape("borrow"), ()
    if isinstance(move, EndTurn):
        return Shape("end"), ()
    raise TypeError(f"{quote(move)} is not a Le Havre move")


# ----- the per-position index ----------------------------------------------------------------

_Variants = list[tuple[tuple[int, ...], Move]]


class _Index(NamedTuple):
    by_shape: dict[int, _Variants]
    actions: tuple[int, ...]
    """The move action ids with a legal move, ascending."""


_CACHE: list[tuple[Position, _Index]] = []
_CACHE_SIZE = 4


def _moves(state: Position) -> tuple[Move, ...]:
    if isinstance(state, Observation):
        return legal_moves(state.view) if state.to_move == state.player else ()
    if not isinstance(state, GameState):
        raise TypeError(f"expected a Le Havre state or observation, not {type(state).__name__}")
    return legal_moves(state)


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
    for move in _moves(state):
        action, tokens = _action_and_tokens(move)
        by_shape.setdefault(action, []).append((tokens, move))
    index = _Index(by_shape, tuple(sorted(by_shape)))
    _CACHE.insert(0, (state, index))
    del _CACHE[_CACHE_SIZE:]
    return index


def _narrow(state: Position, path: Sequence[int]) -> tuple[_Variants, int | None]:
    """The legal moves consistent with *path* and the position of the next choice (or None)."""
    return narrow(_index(state).by_shape, path, NUM_ACTIONS, _name_or_id)


def _as_id(action: object) -> int:
    return action_id(action, NUM_ACTIONS)


# ----- the public functions ------------------------------------------------------------------


def action_mask(state: Position, pending: Sequence[int] = ()) -> Mask:
    """The legal action ids (a bool array of length :data:`NUM_ACTIONS`).

    With *pending* empty: the move actions with at least one legal move. With *pending* the
    ids already taken for the move being chosen, the amounts open at the next decision. All
    False once the game is over.

    >>> from brass_rules import le_havre as lh
    >>> from brass_rules.le_havre import rl as lrl
    >>> s = lh.new_game(players=2, seed=7)
    >>> [lrl.action_name(i) for i in lrl.legal_actions(s)][:3]
    ['take francs', 'take fish', 'take wood']
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
    """The first legal move (in ``legal_moves`` order) that ``(*pending, action)`` leads to.

    :raises ValueError: when *action* is not legal there.

    >>> from brass_rules import le_havre as lh
    >>> from brass_rules.le_havre import rl as lrl
    >>> s = lh.new_game(players=2, seed=7)
    >>> m = lh.legal_moves(s)[0]
    >>> lrl.move_for_action(s, lrl.action_of(s, m)) == m
    True
    """
    variants, _ = _narrow(state, (*pending, action))
    return variants[0][1]


def _canonical(state: Position, move: Move) -> tuple[int, tuple[int, ...]]:
    """The move action and tokens of the legal *move* (a listed one, or one with its outcome)."""
    try:
        shape, tokens = shape_and_tokens(move)
    except (ValueError, TypeError, KeyError, AttributeError):
        shape, tokens = Shape("?"), ()
    action = _SHAPE_INDEX.get(shape)
    variants = _index(state).by_shape.get(action) if action is not None else None
    if action is not None and variants is not None and any(t == tokens for t, _ in variants):
        return action, tokens
    if isinstance(state, Observation) and state.to_move != state.player:
        raise ValueError(f"it is not player {state.player}'s decision in this observation")
    base = state.view if isinstance(state, Observation) else state
    bad = validate(base, move)
    if bad:
        raise IllegalMoveError(bad)
    after = apply(base, move)  # legal but not listed (a seller named): its listed equal
    for listed in _moves(base):
        if apply(base, listed) == after:
            shape, tokens = shape_and_tokens(listed)
            return _SHAPE_INDEX[shape], tokens
    raise ValueError(f"{quote(move)} is not one of the legal moves of the player to move")


def action_of(state: Position, move: Move) -> int:
    """The move action of a legal *move* (its first id: see :func:`action_path`).

    :raises IllegalMoveError: when *move* is illegal in *state*.
    """
    return _canonical(state, move)[0]


def action_path(state: Position, move: Move) -> tuple[int, ...]:
    """Every id that chooses the legal *move*: its move action, then the amounts asked.

    ``decide(state, action_path(state, move))`` is that move.

    >>> from brass_rules import le_havre as lh
    >>> from brass_rules.le_havre import rl as lrl
    >>> s = lh.new_game(players=2, seed=7)
    >>> [lrl.action_name(i) for i in lrl.action_path(s, lh.TakeOffer("wood"))]
    ['take wood']

    :raises IllegalMoveError: when *move* is illegal in *state*.
    """
    action, tokens = _canonical(state, move)
    return path_of(action, _index(state).by_shape[action], tokens)


def shape_of(action: int) -> Shape:
    """The shape of move action *action*.

    :raises ValueError: for an amount id or an id out of range.
    """
    if isinstance(action, bool) or not isinstance(action, int | np.integer):
        raise ValueError(f"{quote(action)} is not a move action (0-{NUM_MOVE_ACTIONS - 1})")
    if not 0 <= action < NUM_MOVE_ACTIONS:
        raise ValueError(f"{action} is not a move action (0-{NUM_MOVE_ACTIONS - 1})")
    return _SHAPES[int(action)]


def amount_of(action: int) -> tuple[str, str, int, bool]:
    """The (field, good, count, high) of amount id *action*: *count* is the low step's count
    (0 to ``STEP - 1``), or for a high step (*high* True) the ``STEP * k`` it adds.

    >>> from brass_rules.le_havre import rl as lrl
    >>> lrl.amount_of(lrl.AMOUNT_CHOICE + 6), lrl.amount_of(lrl.AMOUNT_CHOICE + lrl.STEP)
    (('give', 'fish', 6, False), ('give', 'fish', 20, True))

    :raises ValueError: for a move action or an id out of range.
    """
    action = _as_id(action)
    if not AMOUNT_CHOICE <= action < DONE_CHOICE:
        raise ValueError(f"{action} is not an amount id ({AMOUNT_CHOICE}-{DONE_CHOICE - 1})")
    field_index, rest = divmod(action - AMOUNT_CHOICE, FIELD_IDS)
    field, good = AMOUNT_FIELDS[field_index]
    if rest < STEP:
        return field, good, rest, False
    return field, good, STEP * (rest - STEP + 1), True


def _good(good: str) -> str:
    return good.replace("_", " ")


def _option_name(option: str) -> str:
    if not option:
        return "carry out"
    if option.startswith("yacht:"):
        return f"swap {card_label(option[6:])} for the Luxury Yacht"
    if "@" in option:
        target, q = option.split("@")
        return f"displace player {q} from {card_label(target)}"
    if "+" in option:
        a, b = option.split("+")
        return f"haul {a} and {b}"
    if option in BY_ID or option in SHIPS:
        return f"build {card_label(option)}"
    return option.replace("_", " ")


def _shape_name(shape: Shape) -> str:
    kind, key = shape
    if kind == "take":
        return "take francs" if key == "franc" else f"take {_good(str(key))}"
    if kind in ("enter", "buy", "sell"):
        return f"{kind} {card_label(str(key))}"
    if kind == "act":
        return f"act: {_option_name(str(key))}"
    if kind == "repay":
        return "repay loans"
    if kind == "feed":
        return f"feed {_good(str(key))}"
    return "end turn" if kind == "end" else kind


def _amount_name(field: str, good: str, count: int, high: bool) -> str:
    more = " more" if high else ""
    if good in ("francs", "loans"):
        unit = good if count != 1 or high else good[:-1]
        return f"{field} {count}{more} {unit}"
    return f"{field} {count}{more} {_good(good)}"


def action_name(action: int) -> str:
    """A short readable name of an id: ``take fish``, ``enter Smokehouse``, ``pay 1 franc``,
    ``buy Wharf [12]``, ``give 20 more wood``.

    >>> from brass_rules.le_havre import rl as lrl
    >>> lrl.action_name(lrl.NUM_ACTIONS - 1)
    'repay: done'
    """
    action = _as_id(action)
    if not 0 <= action < NUM_ACTIONS:
        raise ValueError(f"{action} is not an action id (0-{NUM_ACTIONS - 1})")
    if action < NUM_MOVE_ACTIONS:
        return _shape_name(_SHAPES[action])
    if action >= DONE_CHOICE:
        return f"{FIELD_NAMES[action - DONE_CHOICE]}: done"
    return _amount_name(*amount_of(action))


def _name_or_id(action: object) -> str:
    try:
        return action_name(action)  # type: ignore[arg-type]
    except ValueError:
        return "not an action id"


def describe_actions() -> list[dict[str, Any]]:
    """The layout as data: one row per block of ids (first, last, kind, what one id is)."""
    rows: list[dict[str, Any]] = []

    def block(first: int, last: int, kind: str, meaning: str) -> None:
        rows.append({"first": first, "last": last, "kind": kind, "meaning": meaning})

    start = 0
    for kind in KINDS:
        ids = [i for i, s in enumerate(_SHAPES) if s.kind == kind]
        if kind != "act":
            assert ids == list(range(ids[0], ids[-1] + 1))
            block(ids[0], ids[-1], kind, _KIND_MEANING[kind])
            start = ids[-1] + 1
            continue
        groups = (
            ("carry out (no option)", 1),
            ("option word: " + ", ".join(OPTION_WORDS), len(OPTION_WORDS)),
            ("build a card: building or ship card", len(ALL_CARDS)),
            ("swap a ship card for the Luxury Yacht", len(SHIP_CARDS)),
            ("haul two neighbouring offer spaces", len(HAULAGE_PAIRS)),
            ("displace player q (0-4) from a building with a fee", len(OPTIONS) - 1
             - len(OPTION_WORDS) - len(ALL_CARDS) - len(SHIP_CARDS) - len(HAULAGE_PAIRS)),
        )  # fmt: skip
        for meaning, n in groups:
            block(start, start + n - 1, "act", meaning)
            start += n
    fields: list[tuple[str, list[str]]] = []
    for field, good in AMOUNT_FIELDS:
        if fields and fields[-1][0] == field:
            fields[-1][1].append(good)
        else:
            fields.append((field, [good]))
    for field, goods in fields:
        n = len(goods) * FIELD_IDS
        listed = ", ".join(_good(g) for g in goods)
        steps = f"the count 0-{STEP - 1}, then {STEP - 1} high steps ({STEP}, {2 * STEP}, ... more)"
        block(start, start + n - 1, f"{field} amount", f"per {listed}: {steps}")
        start += n
    block(start, start + len(FIELD_NAMES) - 1, "done",
          "the end of a field's goods: " + ", ".join(FIELD_NAMES))  # fmt: skip
    start += len(FIELD_NAMES)
    assert start == NUM_ACTIONS
    return rows


_KIND_MEANING = {
    "take": "an offer space: " + ", ".join("francs" if g == "franc" else g for g in OFFER_SPACES),
    "enter": "a building card (data order: B1-B3, 01-30, 001-035, 31)",
    "buy": "a building card, then a ship card (S01-S20)",
    "sell": "a building card, then a ship card (S01-S20)",
    "repay": "repay loans (one id: the number is an amount)",
    "feed": "feed with a food good: " + ", ".join(_good(g) for g in FOOD_GOODS) + "; francs",
    "borrow": "borrow (pay all and take the loans needed)",
    "end": "end turn",
}


__all__ = [
    "ALL_CARDS",
    "AMOUNT_CHOICE",
    "AMOUNT_FIELDS",
    "BUILDINGS",
    "DONE_CHOICE",
    "FIELD_IDS",
    "FIELD_NAMES",
    "KINDS",
    "MAX_AMOUNT",
    "NUM_ACTIONS",
    "NUM_MOVE_ACTIONS",
    "OPTIONS",
    "OPTION_WORDS",
    "SHIP_CARDS",
    "STEP",
    "Position",
    "Shape",
    "action_mask",
    "action_name",
    "action_of",
    "action_path",
    "amount_of",
    "card_label",
    "decide",
    "describe_actions",
    "legal_actions",
    "move_for_action",
    "shape_and_tokens",
    "shape_of",
]
