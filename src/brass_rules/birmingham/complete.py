"""``complete(state, move)``: the fully specified move that ``apply(state, move)`` carries out.

The engine resolves a move once while validating it (each action module's ``resolve`` returns the
violations and the plan it found); :func:`complete` asks for that same plan and writes it back into
the move, in the form :func:`~brass_rules.birmingham.engine.legal_moves` lists it:

- every source field the move can use is filled in (a Build's slot, coal and iron; a rail link's
  coal, and the beer of the second link of a double; a Develop's iron; a Sell's merchant, beer and
  Gloucester bonus); a field the move cannot use stays ``None`` (a canal link's coal and beer, the
  beer of a single rail link);
- sources are listed in the documented order of ``legal_moves`` (coal by distance then board slot,
  iron by board slot, market cubes last; beer in the order of its sources), whatever order the
  move gave them in; a link is named by its ends in board order and a Scout's cards are sorted;
- a sale taking no merchant barrel names the first buying merchant in board order, as
  ``legal_moves`` does: which merchant buys makes no difference to the outcome then.

So for every legal move ``m``, ``complete(state, m)`` is one of ``legal_moves(state)`` and
``apply(state, complete(state, m)) == apply(state, m)``.

>>> from brass_rules import Build, Industry, new_game
>>> s = new_game(players=2, seed=1)
>>> complete(s, Build("Kidderminster", Industry.COTTON, "Kidderminster"))
Build(card='Kidderminster', industry=<Industry.COTTON: 'cotton'>, location='Kidderminster', \
slot=1, coal=(), iron=())
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from attrs import evolve

from brass_rules.birmingham.actions import build, develop, network, sell
from brass_rules.birmingham.actions.common import actor
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.engine import _guards, validate
from brass_rules.birmingham.enums import Era
from brass_rules.birmingham.guards import move_problem
from brass_rules.birmingham.moves import (
    Build,
    Develop,
    MerchantRef,
    Move,
    Network,
    Scout,
    Sell,
    Source,
)
from brass_rules.birmingham.network import LINK_TOUCH
from brass_rules.birmingham.resources import (
    Plan,
    beer_sources,
    coal_layers,
    merchant_src,
    to_source,
)
from brass_rules.birmingham.state import GameState
from brass_rules.errors import IllegalMoveError

__all__ = ["complete"]

_B = BIRMINGHAM


def _sources(plan: Plan) -> tuple[Source, ...]:
    return tuple(to_source(s) for s in plan)


def _coal_order(state: GameState, places: frozenset[int], plan: Plan) -> Plan:
    """*plan* in the order of ``iter_coal_plans``: nearest layer first, board slot, market last."""
    rank = {slot: i for i, layer in enumerate(coal_layers(state, places)) for slot, _ in layer}
    return tuple(sorted(plan, key=lambda s: (s < 0, rank.get(s, 0), s)))


def _iron_order(plan: Plan) -> Plan:
    return tuple(sorted(plan, key=lambda s: (s < 0, s)))


def _complete_build(state: GameState, move: Build) -> Build:
    _, plan = build.resolve(state, move)
    if plan is None:
        raise IllegalMoveError(validate(state, move))
    spec = _B.slot_specs[plan.slot]
    coal = _coal_order(state, frozenset({spec.location_index}), plan.coal)
    return Build(
        move.card,
        move.industry,
        spec.location,
        spec.slot,
        _sources(coal),
        _sources(_iron_order(plan.iron)),
    )


def _complete_network(state: GameState, move: Network) -> Network:
    _, plan = network.resolve(state, move)
    if plan is None:
        raise IllegalMoveError(validate(state, move))
    ends = _B.links[plan.link].ends
    if state.era is Era.CANAL:
        return Network(ends, move.card, None, None)
    placed = network._place_link(state, actor(state), plan.link)
    coal = _coal_order(placed, frozenset(LINK_TOUCH[plan.link]), plan.coal)
    beer: tuple[Source, ...] | None = None
    if move.card is None:  # the second link of a double rail
        srcs, _ = beer_sources(placed, actor(state), frozenset(LINK_TOUCH[plan.link]), None)
        beer = _sources(_in_order(plan.beer, srcs))
    return Network(ends, move.card, _sources(coal), beer)


def _complete_develop(state: GameState, move: Develop) -> Develop:
    _, plan = develop.resolve(state, move)
    if plan is None:
        raise IllegalMoveError(validate(state, move))
    return Develop(move.industry, move.card, _sources(_iron_order(plan)))


def _in_order(plan: Plan, srcs: list[int]) -> Plan:
    rank = {src: i for i, src in enumerate(srcs)}
    return tuple(sorted(plan, key=lambda s: rank.get(s, len(rank))))


def _complete_sell(state: GameState, move: Sell) -> Sell:
    _, plan = sell.resolve(state, move)
    if plan is None:
        raise IllegalMoveError(validate(state, move))
    player = actor(state)
    srcs, _ = sell._sources(state, player, plan.slot, plan.merchant)
    space = plan.merchant
    if merchant_src(space) not in plan.beer:
        space = sell.buyers(state, plan.slot)[0]  # no barrel taken: any buyer, the same outcome
    merchant = to_source(merchant_src(space))
    assert isinstance(merchant, MerchantRef)
    spec = _B.slot_specs[plan.slot]
    tile = evolve(move.tile, location=spec.location, slot=spec.slot)
    return Sell(tile, move.card, merchant, _sources(_in_order(plan.beer, srcs)), plan.bonus)


#: How each kind of move with choices to fill in is completed (one table, no isinstance chain).
_COMPLETE: dict[type, Callable[[GameState, Any], Move]] = {
    Build: _complete_build,
    Network: _complete_network,
    Develop: _complete_develop,
    Sell: _complete_sell,
}


#: The last state completed in and its moves' completions: a front end completes each legal
#: move of one position twice (its label, its targets). Replaced whole, so threads are safe.
_memo: tuple[object, dict[Move, Move]] = (None, {})


def complete(state: GameState, move: Move) -> Move:
    """The fully specified move that ``apply(state, move)`` carries out (see the module doc).

    *state* is never changed. Moves without choices to fill in (Loan, Scout, Pass, End,
    SellForDebt) come back as they are once found legal.

    :raises IllegalMoveError: exactly when ``apply(state, move)`` would, with the same violations.
    :raises TypeError: if *state* is not a :class:`~brass_rules.birmingham.state.GameState`.
    """
    global _memo
    memo_state, memo = _memo
    if memo_state is not state:
        memo = {}
    try:
        done = memo.get(move)
    except TypeError:  # an unhashable (ill-typed) move: checked below
        return _complete(state, move)
    if done is not None and move_problem(move) is not None:  # equal to a move, not well typed
        done = None
    if done is None:
        done = _complete(state, move)
        memo[move] = done
        if memo_state is not state:
            _memo = (state, memo)
    return done


def _complete(state: GameState, move: Move) -> Move:
    if type(state) is not GameState:
        raise TypeError(f"complete() needs a GameState as state, not {type(state).__name__}")
    bad = _guards(state, move, None)
    if bad:
        raise IllegalMoveError(validate(state, move))
    fill_in = _COMPLETE.get(type(move))
    if fill_in is not None:
        return fill_in(state, move)
    bad = validate(state, move)
    if bad:
        raise IllegalMoveError(validate(state, move))
    if isinstance(move, Scout):  # discarded in sorted order: any order is one outcome
        return Scout(tuple(sorted(move.cards)))  # type: ignore[arg-type]
    return move
