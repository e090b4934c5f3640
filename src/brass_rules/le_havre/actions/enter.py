"""Main action B: use a building (LH-ENTER)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from typing import Final

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.buildings import EFFECTS, effect_of
from brass_rules.le_havre.buildings.base import (
    Effect,
    EntryCheck,
    always_usable,
    entry_check,
    first_options,
    usable,
)
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.fees import FeeTerms, fee_choices, fee_of, fee_paid, paying
from brass_rules.le_havre.fees import fee_options as fee_options  # re-exported (notation)
from brass_rules.le_havre.moves import Enter
from brass_rules.le_havre.ops import TOWN, discs_on, owner_of, replace_at
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, Phase, Progress, evolve
from brass_rules.le_havre.violations import violation


def _entered(state: GameState, player: int, move: Enter, owner: int | None = None) -> GameState:
    """The state once the fee is paid and the disc moved (*owner*: the building's, if known)."""
    b = move.building
    if owner is None:
        owner = owner_of(state, b)
    players = state.players
    if owner != player:
        players = fee_paid(players, player, owner, move.food, move.francs, disc=b)
    else:
        players = replace_at(players, player, evolve(players[player], disc=b))
    return evolve(state, players=players, phase=Phase.ACTION, action=_started(b))


@cache
def _started(building: str) -> Progress:
    return Progress(building)


def validate(state: GameState, move: Enter) -> tuple[RuleViolation, ...]:
    """LH-ENTER-WHICH, LH-ENTER-LOCKED, LH-ENTER-OCCUPIED / LH-FINAL-SHARED, LH-ENTER-FEE,
    LH-ENTER-USABLE."""
    player = state.active
    b = move.building
    owner = owner_of(state, b)
    card = BY_ID.get(b)
    if owner is None or card is None:
        return (violation(LHRule.ENTER_WHICH, f"{b!r} is not a building in play."),)
    effect = effect_of(b)
    if card.fee is None or effect is None:
        return (violation(LHRule.ENTER_LOCKED, f"The {card.name} has no action to use."),)
    discs = discs_on(state, b)
    if state.final:
        if player in discs:
            return (
                violation(LHRule.FINAL_SHARED, f"Your person already stands in the {card.name}."),
            )
    elif discs:
        who = "your own person" if player in discs else f"player {discs[0]}'s person"
        return (violation(LHRule.ENTER_OCCUPIED, f"The {card.name} is occupied by {who}."),)
    p = state.players[player]
    if owner == player:
        if move.food.total() or move.francs:
            return (violation(LHRule.ENTER_FEE, f"You own the {card.name}; it costs no fee."),)
    elif (move.food, move.francs) not in fee_choices(p.goods, p.francs, b):
        options = fee_choices(p.goods, p.francs, b)
        rule = LHRule.ENTER_FEE if options else LHRule.ENTER_FEE_NO_LOAN
        return (violation(rule, f"That is not a way to pay the {card.name}'s entry fee."),)
    usage = _USAGES.get(b)
    assert usage is not None
    if not _can_act(usage, state, player, b, move.food, move.francs, owner):
        return (
            violation(LHRule.ENTER_USABLE, f"You could not carry out the {card.name}'s action."),
        )
    return ()


def apply(state: GameState, move: Enter) -> GameState:
    """Pay the fee, move the disc, and carry out the action's steps that leave no choice."""
    return settle_action(_entered(state, state.active, move))


def settle_action(state: GameState) -> GameState:
    """Carry out an action's only possible step by itself (no choice, LH-ENTER-ACTION)."""
    while state.action is not None and not state.action.between:
        effect = effect_of(state.action.building)
        assert effect is not None
        options = first_options(effect, state, state.active, 2)
        if len(options) != 1:
            break
        state = effect.carry_out(state, state.active, options[0])
    return state


def candidates(state: GameState) -> list[Enter]:
    """Every building the active player can use, with each way of paying its fee."""
    return list(_entries(state))


def possible(state: GameState) -> bool:
    """Whether :func:`candidates` lists a move (found without listing them all)."""
    return next(_entries(state), None) is not None


def _entries(state: GameState) -> Iterator[Enter]:
    player = state.active
    p = state.players[player]
    # LH-ENTER-OCCUPIED; LH-FINAL-SHARED: in the final phase only his own person keeps him out
    discs = {p.disc} if state.final else {q.disc for q in state.players}
    owners = [(b, TOWN) for b in state.town]
    owners += [(b, i) for i, q in enumerate(state.players) for b in q.buildings]
    payments: dict[FeeTerms, tuple[tuple[Bag, int], ...]] = {}  # per fee: many buildings share one
    for b, owner in owners:
        if b in discs:
            continue
        usage = _USAGES.get(b)
        if usage is None:
            continue
        always = usage[1]
        fee = usage[3]
        fees = _OWN_FEE if owner == player else payments.get(fee)
        if fees is None:
            fees = paying(p.goods, p.francs, fee)
            payments[fee] = fees
        for food, francs in fees:
            if always or _can_act(usage, state, player, b, food, francs, owner):
                yield _enter(b, food, francs)


@lru_cache(maxsize=4096)
def _enter(building: str, food: Bag, francs: int) -> Enter:
    """``Enter(building, food, francs)`` (shared: moves are immutable)."""
    return Enter(building, food, francs)


#: What entering a building asks: its effect, whether that is always usable, its
#: ``entry_usable`` (see ``base.usable_on_entry``), and the terms of its fee.
Usage = tuple[Effect, bool, EntryCheck | None, FeeTerms]


def _usages() -> dict[str, Usage]:
    """What entering each building asks (a card without an action or a fee is absent:
    LH-ENTER-LOCKED)."""
    out: dict[str, Usage] = {}
    for building, effect in EFFECTS.items():
        fee = fee_of(building)
        if fee is not None:
            out[building] = (effect, always_usable(effect), entry_check(effect), fee)
    return out


_USAGES: Final = _usages()


def _can_act(
    usage: Usage, state: GameState, player: int, b: str, food: Bag, francs: int, owner: int
) -> bool:
    """LH-ENTER-USABLE: whether the action of *b* (its *usage*) has an option once the fee of
    *food* and *francs* is paid (asked of the effect with the player's goods and francs after
    the fee when it can tell that way, as ``base.usable_on_entry``, else of the entered
    state)."""
    effect, _always, check, _fee = usage
    if check is not None:
        p = state.players[player]
        answer = check(state, player, b, p.goods.minus(food), p.francs - francs)
        if answer is not None:
            return answer
    return usable(effect, _entered(state, player, Enter(b, food, francs), owner), player)


_OWN_FEE: tuple[tuple[Bag, int]] = ((EMPTY, 0),)
