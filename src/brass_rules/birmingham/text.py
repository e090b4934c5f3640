"""Moves in words, for logs and the demo (``describe_move``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from brass_rules.birmingham.guards import move_problem
from brass_rules.birmingham.moves import (
    Build,
    Develop,
    End,
    Loan,
    MerchantRef,
    Move,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
    Source,
    TileRef,
)
from brass_rules.birmingham.state import GameState


def _place(source: object) -> str:
    """A tile slot, merchant space or the market as the engine's messages name them."""
    if isinstance(source, TileRef):
        return f"{source.location} (slot {source.slot})"
    if isinstance(source, MerchantRef):
        return f"{source.merchant} (space {source.space})"
    return str(source)


def _sources(what: str, sources: Sequence[Source] | None) -> str:
    if not sources:
        return ""
    return f", {what} from " + ", ".join(_place(s) for s in sources)


def _build(move: Build, card: str) -> str:
    where = move.location if move.slot is None else _place(TileRef(move.location, move.slot))
    return (
        f"build {move.industry.value} in {where}{card}"
        f"{_sources('coal', move.coal)}{_sources('iron', move.iron)}"
    )


def _network(move: Network, card: str) -> str:
    return (
        f"network {move.link[0]} - {move.link[1]}{card}"
        f"{_sources('coal', move.coal)}{_sources('beer', move.beer)}"
    )


def _develop(move: Develop, card: str) -> str:
    return f"develop {move.industry.value}{card}{_sources('iron', move.iron)}"


def _sell(move: Sell, card: str) -> str:
    to = f" to {_place(move.merchant)}" if move.merchant else ""
    bonus = f", develop {move.bonus.value} (Gloucester)" if move.bonus else ""
    return f"sell {_place(move.tile)}{to}{card}{_sources('beer', move.beer)}{bonus}"


def _end(move: End, card: str) -> str:
    return "end the action"


def _loan(move: Loan, card: str) -> str:
    return f"loan{card}"


def _scout(move: Scout, card: str) -> str:
    return "scout with " + ", ".join(move.cards)


def _pass(move: Pass, card: str) -> str:
    return f"pass{card}"


def _sell_for_debt(move: SellForDebt, card: str) -> str:
    return f"remove {_place(move.tile)} to pay debt"


#: The describing function of each kind of move (one table, no isinstance chain).
_DESCRIBE: dict[type, Callable[[Any, str], str]] = {
    Build: _build,
    Network: _network,
    Develop: _develop,
    Sell: _sell,
    End: _end,
    Loan: _loan,
    Scout: _scout,
    Pass: _pass,
    SellForDebt: _sell_for_debt,
}


def describe_move(move: Move, state: GameState | None = None) -> str:
    """One line describing *move*. A Birmingham move says everything itself: *state* (the
    position it is played in, which the platform's ``describe_move`` hook may pass) changes
    nothing.

    >>> from brass_rules.birmingham.enums import Industry
    >>> describe_move(Build("Dudley", Industry.COAL, "Dudley", 0))
    'build coal in Dudley (slot 0) with Dudley'

    :raises TypeError: if *move* is not a well-typed move (see ``docs/errors.rst``).
    """
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    name = getattr(move, "card", None)
    card = f" with {name}" if name else ""
    describe = _DESCRIBE.get(type(move))
    return repr(move) if describe is None else describe(move, card)
