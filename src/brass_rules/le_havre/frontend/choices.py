"""The legal moves as steps a person clicks (``choices``): first what to do (an offer space to
take, a building to use, buy, sell, repay, feed, end the turn; during an action, the step of the
action), then the details (which building to buy, how many loans), then the payment (which goods
pay the fee, the energy or the materials).

Each option is a :class:`~brass_rules.hooks.Choice`: its ``key`` extends the prefix, its
``targets`` are ids of the picture (see :mod:`brass_rules.le_havre.frontend.targets`), its
``moves`` every legal move under it. Every legal move has exactly one path of keys; an option
with one move under it is a leaf. A step with more than :data:`MOST` options is grouped: the
buildings to use by owner (then by kind), the cards to buy by where they lie (then by kind), a
Marketplace's goods by the first ones, the numbers of one good by tens (40 wood at the
Charcoal Kiln).

>>> from brass_rules import le_havre as lh
>>> s = lh.new_game(players=2, seed=7)
>>> [(c.key, c.label) for c in choices(s)][:3]
[('take-franc', 'take 2 francs'), ('take-fish', 'take 2 fish'), ('take-wood', 'take 3 wood')]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from brass_rules.errors import NotationError, quote
from brass_rules.hooks import Choice
from brass_rules.le_havre import engine
from brass_rules.le_havre.actions.sell import value_of
from brass_rules.le_havre.bag import EMPTY
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIP_TYPES, SHIPS
from brass_rules.le_havre.feeding import francs_text, paid_by, paid_text
from brass_rules.le_havre.frontend.targets import (
    card_element,
    goods_elements,
    move_targets,
    mover_of,
    option_card,
)
from brass_rules.le_havre.frontend.words import main_words
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
from brass_rules.le_havre.notation import card_label, format_move, payment_text
from brass_rules.le_havre.observe import Observation
from brass_rules.le_havre.ops import TOWN, owner_of
from brass_rules.le_havre.state import GameState

__all__ = ["MOST", "choices"]

#: The most options a step offers where the moves can be grouped.
MOST = 30

#: One step of a move's path: key, label, targets, and whether it only groups (its label is
#: left out of a leaf's label).
Step = tuple[str, str, tuple[str, ...], bool]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "none"


def _paths(view: GameState, moves: Sequence[Move]) -> list[list[Step]]:
    """The path of every move, in the order of *moves*. The groupings a crowded step needs
    are decided first, from all the moves: ``by_owner`` (the buildings to use), and in
    ``grouping`` an owner whose buildings are then grouped by kind, ``buy`` (and ``buy-town``)
    for the cards to buy, ``range-<good>`` for the numbers of one good."""
    uses = {m.building for m in moves if isinstance(m, Enter)}
    level1 = len(uses) + sum(1 for m in moves if isinstance(m, TakeOffer)) + 5
    by_owner = level1 > MOST
    owners: dict[str, int] = {}
    for b in uses:
        owners[_owner_key(view, b)] = owners.get(_owner_key(view, b), 0) + 1
    grouping = {o for o, n in owners.items() if n > MOST} if by_owner else set()
    buys = [m.card for m in moves if isinstance(m, Buy)]
    if len(buys) > MOST:
        grouping.add("buy")
        if sum(1 for c in buys if _source(view, c) == "town") > MOST:
            grouping.add("buy-town")
    acts = [m for m in moves if isinstance(m, Act)]
    split = _split_depth(acts)
    ranged = _ranged(acts)
    paths = [_path(view, m, mover_of(view, m), by_owner, split, grouping | ranged)
             for m in moves]  # fmt: skip
    keys = [tuple(step[0] for step in p) for p in paths]
    if len(set(keys)) < len(keys):  # never met; one more step keeps every path its own
        for i, p in enumerate(paths):
            if keys.count(keys[i]) > 1:
                p.append((f"move-{i}", format_move(view, moves[i]), (), False))
    return paths


def _items(act: Act) -> tuple[tuple[str, int], ...]:
    """The goods a step takes (or, taking none, gives), one (good, count) pair each."""
    main = _main_part(act)
    return (main.take if main.take.total() else main.give).pairs()


def _ranged(acts: list[Act]) -> set[str]:
    """``range-<good>`` for a good that more than :data:`MOST` steps hand over (or take) alone,
    in different numbers (40 wood at the Charcoal Kiln): those steps are grouped by tens."""
    counts: dict[str, set[int]] = {}
    for a in acts:
        items = _items(a)
        if len(items) == 1:
            counts.setdefault(items[0][0], set()).add(items[0][1])
    return {f"range-{g}" for g, numbers in counts.items() if len(numbers) > MOST}


def _split_depth(acts: list[Act]) -> int:
    """How many of their first goods the steps of an action are grouped by, so that no step
    offers more than :data:`MOST` options (a Marketplace's 70 choices of 4 goods of 8)."""
    steps = {_main_part(a) for a in acts}
    for depth in range(0, 9):
        groups: dict[tuple[str, ...], int] = {}
        for step in steps:
            key = tuple(g for g, _ in _items(step)[:depth])
            groups[key] = groups.get(key, 0) + 1
        if max(groups.values(), default=0) <= MOST:
            return depth
    return 0  # the goods do not tell the steps apart: their numbers do (see _ranged)


def _building(view: GameState) -> str:
    return view.action.building if view.action is not None else ""


def _builds(act: Act) -> bool:
    return act.option in BY_ID or act.option in SHIPS


def _main_part(act: Act) -> Act:
    """The step without its payment (for a build, the materials are part of the payment)."""
    return Act(act.option, EMPTY if _builds(act) else act.give, act.take)


def _pay_label(act: Act) -> str:
    parts = []
    if _builds(act) and act.give.total():
        parts.append(f"with {act.give.text()}")
    if act.energy.total():
        parts.append(f"{act.energy.text()} as energy")
    if act.food.total() or act.francs:
        parts.append(f"paying {payment_text(act.food, act.francs)}")
    return "; ".join(parts)


def _ids(*found: str | None) -> tuple[str, ...]:
    return tuple(i for i in found if i)


def _owner_key(view: GameState, building: str) -> str:
    """``town`` or ``p<i>``: who owns a building in play."""
    owner = owner_of(view, building)
    return "town" if owner == TOWN or owner is None else f"p{owner}"


def _path(
    view: GameState,
    m: Move,
    who: int | None,
    by_owner: bool,
    split: int,
    grouping: set[str],
) -> list[Step]:
    panel = _ids(f"player-{who}" if who is not None else None)
    money = _ids(f"p{who}-money" if who is not None else None)
    if isinstance(m, TakeOffer):
        n = view.offers[m.good]
        what = francs_text(n) if m.good == "franc" else f"{n} {m.good.replace('_', ' ')}"
        return [(f"take-{m.good}", f"take {what}", (f"offer-{m.good}",), False)]
    if isinstance(m, Enter):
        path: list[Step] = []
        if by_owner:
            owner = _owner_key(view, m.building)
            whose = "the town" if owner == "town" else f"P{owner[1:]}"
            path.append((f"use-{owner}", f"use a building of {whose}",
                         () if owner == "town" else (f"player-{owner[1:]}",), True))
            if owner in grouping:
                kind = BY_ID[m.building].kind
                path.append((f"use-{owner}-{kind}",
                             f"use a {kind.replace('_', '-')} building of {whose}", (), True))
        path.append((f"use-{m.building}", f"use {card_label(m.building)}",
                     _ids(card_element(view, m.building)), False))
        pay = payment_text(m.food, m.francs)
        path.append((f"pay-{_slug(pay or 'no fee')}", f"paying {pay}" if pay else "",
                     tuple(goods_elements(who, m.food)) or panel, False))
        return path
    if isinstance(m, Act):
        main = _main_part(m)
        path = []
        verb = "take" if main.take.total() else "give"
        for i, (good, n) in enumerate(_items(m)[:split]):
            words = f"{verb} {n} {good.replace('_', ' ')}" if i == 0 else \
                f"and {n} {good.replace('_', ' ')}"
            path.append((f"item{i + 1}-{good}", f"{words}, …", (), True))
        items = _items(m)
        if len(items) == 1 and f"range-{items[0][0]}" in grouping:
            good, n = items[0]
            low = (n - 1) // 10 * 10 + 1
            path.append((f"range-{good}-{low}",
                         f"{verb} {low} to {low + 9} {good.replace('_', ' ')}, …", (), True))
        card = option_card(m.option)
        words = main_words(_building(view), main)
        here = _ids(card_element(view, _building(view))) if view.action is not None else ()
        named = _ids(card_element(view, card)) if card is not None else ()
        path.append((f"step-{_slug(words)}", words,
                     here + (named or tuple(goods_elements(who, main.give))), False))
        pay = _pay_label(m)
        paid = goods_elements(who, m.give if _builds(m) else EMPTY, m.energy, m.food)
        path.append((f"pay-{_slug(pay or 'nothing')}", pay, tuple(paid), False))
        return path
    if isinstance(m, Buy):
        path = [("buy", "buy a building or a ship", (), True)]
        if "buy" in grouping:  # more than MOST: by where the card is, then by kind
            source = _source(view, m.card)
            path.append((f"buy-{source}", _SOURCES[source], (), True))
            if f"buy-{source}" in grouping:
                kind = BY_ID[m.card].kind
                path.append((f"buy-{source}-{kind}", f"a {kind.replace('_', '-')} building",
                             (), True))
        path.append((f"buy-{m.card}", f"buy {card_label(m.card)}{_price(m.card)}",
                     _ids(card_element(view, m.card)), False))
        return path
    if isinstance(m, Sell):
        half = francs_text(value_of(m.card) // 2)
        return [("sell", "sell to the town for half the value", panel, True),
                (f"sell-{m.card}", f"sell {card_label(m.card)} for {half}",
                 _ids(card_element(view, m.card)), False)]  # fmt: skip
    if isinstance(m, Repay):
        return [("repay", "repay loans (5 francs each)", money, True),
                (f"repay-{m.loans}", f"repay {m.loans} loan{'s' if m.loans != 1 else ''}",
                 money, False)]  # fmt: skip
    if isinstance(m, Feed | Borrow):
        done = paid_by(view, m)
        words = paid_text(done.goods, done.francs, done.loans) if done is not None else ""
        if isinstance(m, Borrow):
            return [("borrow", f"hand over all your food and francs and borrow: {words}", money,
                     False)]
        if m.good == "francs":
            return [("feed-francs", f"feed with {words}", money, False)]
        good = m.good.replace("_", " ")
        gone = goods_elements(who, done.goods) if done is not None else []
        return [(f"feed-{m.good}", f"feed with {good}", tuple(gone) or money, True),
                (f"feed-{m.good}-{m.count}", f"feed {words}", tuple(gone) or money, False)]
    assert isinstance(m, EndTurn)
    return [("end", "end the turn", panel, False)]


#: Where a card for sale lies.
_SOURCES: dict[str, str] = {
    "town": "from the town",
    "proposals": "from the proposals",
    "ships": "a ship",
}


def _source(view: GameState, card: str) -> str:
    if card in SHIPS:
        return "ships"
    return "town" if card in view.town else "proposals"


def _price(card: str) -> str:
    if card in SHIPS:
        price = SHIP_TYPES[SHIPS[card].type].buy_price
    else:
        price = BY_ID[card].price
    return f" for {price} francs" if price is not None else ""


def _moves_of(position: GameState | Observation) -> tuple[GameState, tuple[Move, ...]]:
    if isinstance(position, Observation):
        view = position.view
        if position.player is None:
            return view, ()
        if view.to_move != position.player:
            return view, engine.out_of_turn_moves(view, position.player)
        return view, engine.legal_moves(view)
    return position, engine.legal_moves(position)


def choices(
    position: GameState | Observation, prefix: Sequence[str] = ()
) -> tuple[Choice, ...]:
    """The options of the step after *prefix* for the seat to move (a state, or that seat's
    observation); for an observation of a seat not to move, its out-of-turn sales and
    repayments; ``()`` for the public view, a finished game, or after a leaf.

    :raises NotationError: when a key of *prefix* is no option of its step (or *prefix* is
        not a sequence of texts).
    """
    view, moves = _moves_of(position)
    if isinstance(prefix, str) or not all(isinstance(k, str) for k in prefix):
        raise NotationError(f"a prefix is a tuple of keys, not {quote(prefix)}")
    paths = _paths(view, moves)
    items = list(zip(moves, paths, strict=True))
    for depth, key in enumerate(prefix):
        here = [(m, p) for m, p in items if len(p) > depth and p[depth][0] == key]
        if not here:
            known = sorted({p[depth][0] for _, p in items if len(p) > depth})
            raise NotationError(
                f"no option {quote(key)} at step {depth + 1}"
                + (f" (options: {', '.join(known[:12])})" if known else " (no options there)")
            )
        if len(here) == 1:  # a leaf was chosen: nothing comes after it
            return ()
        items = here
    depth = len(prefix)
    order: list[str] = []
    groups: dict[str, list[tuple[Move, list[Step]]]] = {}
    for m, p in items:
        key = p[depth][0]
        if key not in groups:
            order.append(key)
            groups[key] = []
        groups[key].append((m, p))
    out = []
    for key in order:
        group = groups[key]
        found = tuple(m for m, _ in group)
        _, label, targets, _ = group[0][1][depth]
        if len(found) == 1:
            label = _leaf_label(group[0][1])
            targets = move_targets(view, found[0]) or targets
        elif not targets:
            targets = _union([move_targets(view, m) for m in found])
        out.append(Choice(key, label, targets, found))
    return tuple(out)


def _leaf_label(steps: Sequence[Step]) -> str:
    """A leaf's label: the labels of the steps of its path that say something (``use
    Smokehouse, paying 1 fish``)."""
    labels = [s[1] for s in steps if s[1] and not s[3]]
    return ", ".join(labels) if labels else steps[0][1]


def _union(groups: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
    out: list[str] = []
    for ids in groups:
        out += [i for i in ids if i not in out]
    return tuple(out)
