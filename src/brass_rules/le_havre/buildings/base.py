"""The building-effect interface (LH-BLD-CARDS): how one card's action is described.

Each card with an action has an :class:`Effect`. ``options(state, player)`` lists every legal
:class:`~brass_rules.le_havre.moves.Act` of the action at its current step (``state.action``
says which card and how far the action has got; the fee is already paid and the disc moved);
``carry_out(state, player, act)`` carries out one of them and returns the new state, either with
the action still under way (``state.action`` updated) or finished (:func:`done`). The engine
validates an ``Act`` by membership in ``options`` (so a condition is written once), carries out
an action with a single option by itself (LH-ENTER-ACTION), and refuses to let a player enter a
building whose ``options`` would be empty (LH-ENTER-USABLE).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any, Final, Protocol

from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.ops import owns, trade_in
from brass_rules.le_havre.state import GameState, Phase, Progress, evolve_game

WIND_FARM: Final = "033"


class Effect(Protocol):
    """The action of one building card."""

    def options(self, state: GameState, player: int) -> tuple[Act, ...]:
        """Every legal step of the action now (empty: the action cannot be carried out)."""
        ...

    def carry_out(self, state: GameState, player: int, act: Act) -> GameState:
        """The state after *act*, one of :meth:`options` (not checked again)."""
        ...


#: An effect's ``entry_usable`` (see :func:`usable_on_entry`).
EntryCheck = Callable[[GameState, int, str, Bag, int], bool | None]


def first_options(effect: Effect, state: GameState, player: int, n: int) -> tuple[Act, ...]:
    """The first *n* of ``effect.options``; an effect with a ``first(state, player, n)`` (the
    same, listed no further) or a lazy ``moves(state, player)`` (the same options, one by one)
    lists no more than that."""
    first: Callable[[GameState, int, int], tuple[Act, ...]] | None = getattr(effect, "first", None)
    if first is not None:
        return first(state, player, n)
    moves: Callable[[GameState, int], Iterator[Act]] | None = getattr(effect, "moves", None)
    if moves is None:
        return effect.options(state, player)[:n]
    return tuple(islice(moves(state, player), n))


def usable(effect: Effect, state: GameState, player: int) -> bool:
    """Whether the action has an option now (LH-ENTER-USABLE), without listing them all."""
    return always_usable(effect) or bool(first_options(effect, state, player, 1))


def usable_on_entry(
    effect: Effect, state: GameState, player: int, building: str, goods: Bag, francs: int
) -> bool | None:
    """Whether the action of *building* has an option once *player*, entering it from *state*
    (its fee not paid yet), holds *goods* and *francs*, without building the entered state; or
    ``None`` if the effect cannot tell that way (then ask :func:`usable` of the entered state).

    An effect answers by its ``entry_usable(state, player, building, goods, francs)`` (which may
    return ``None`` too) when its first options depend on nothing entering changes but the
    entering player's goods and francs (not the fee's receiver, the discs, nor the action's
    progress: a fresh one); it lists them with the same code as ``options``, or tells whether
    one exists without listing them (tests compare the two answers in many positions)."""
    check = entry_check(effect)
    if check is None:
        return None
    return check(state, player, building, goods, francs)


def entry_check(effect: Effect) -> EntryCheck | None:
    """The effect's ``entry_usable``, or ``None`` (see :func:`usable_on_entry`)."""
    check: EntryCheck | None = getattr(effect, "entry_usable", None)
    return check


def always_usable(effect: Effect) -> bool:
    """Whether the action has an option in every position (an effect says so by a true
    ``always_usable``; tests check it against ``options``)."""
    return bool(getattr(effect, "always_usable", False))


def allows(effect: Effect, state: GameState, player: int, act: Act) -> bool:
    """Whether *act* is one of ``effect.options`` (an effect may answer by its ``allows``
    without listing them: bounded work however many tokens a player holds)."""
    check: Callable[[GameState, int, Act], bool] | None = getattr(effect, "allows", None)
    if check is not None:
        return check(state, player, act)
    return act in effect.options(state, player)


def progress(state: GameState) -> Progress:
    """The action under way (the engine calls effects only while one is)."""
    assert state.action is not None
    return state.action


def done(state: GameState) -> GameState:
    """Finish the main action: extra actions and the end of the turn follow (LH-FLOW-END-TURN)."""
    return evolve_game(state, DONE)


def done_trading(state: GameState, player: int, paid: Bag, got: Bag, francs: int = 0) -> GameState:
    """:func:`done` after the action's last step, in which the player hands *paid* to the
    supply and receives *got* and *francs* (``ops.trade``; one copy of the state)."""
    return trade_in(state, player, paid, got, francs, DONE)


#: The fields :func:`done` sets, for a copy of the state that makes other changes too.
DONE: Final[dict[str, Any]] = {"action": None, "phase": Phase.AFTER}


def energy_due(state: GameState, player: int, amount: int) -> int:
    """LH-BLD-ENERGY-HOOK: the energy an action charges after the Wind Farm's reduction."""
    return energy_charged(amount, owns(state, player, WIND_FARM))


def energy_charged(amount: int, wind_farm: bool) -> int:
    """LH-BLD-ENERGY-HOOK: the energy an action charges, by a player owning the Wind Farm or
    not."""
    if amount > 0 and wind_farm:
        return max(0, amount - 3)
    return amount


def set_of(unit: Bag, n: int) -> Bag:
    """*n* copies of a set of goods."""
    return Bag(tuple(c * n for c in unit.counts))
