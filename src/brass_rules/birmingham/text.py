"""Moves in words, for logs and the demo (``describe_move``)."""

from __future__ import annotations

from collections.abc import Sequence

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


def describe_move(move: Move) -> str:
    """One line describing *move*.

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
    if isinstance(move, Build):
        where = move.location if move.slot is None else _place(TileRef(move.location, move.slot))
        return (
            f"build {move.industry.value} in {where}{card}"
            f"{_sources('coal', move.coal)}{_sources('iron', move.iron)}"
        )
    if isinstance(move, Network):
        return (
            f"network {move.link[0]} - {move.link[1]}{card}"
            f"{_sources('coal', move.coal)}{_sources('beer', move.beer)}"
        )
    if isinstance(move, Develop):
        return f"develop {move.industry.value}{card}{_sources('iron', move.iron)}"
    if isinstance(move, Sell):
        to = f" to {_place(move.merchant)}" if move.merchant else ""
        bonus = f", develop {move.bonus.value} (Gloucester)" if move.bonus else ""
        return f"sell {_place(move.tile)}{to}{card}{_sources('beer', move.beer)}{bonus}"
    if isinstance(move, End):
        return "end the action"
    if isinstance(move, Loan):
        return f"loan{card}"
    if isinstance(move, Scout):
        return "scout with " + ", ".join(move.cards)
    if isinstance(move, Pass):
        return f"pass{card}"
    if isinstance(move, SellForDebt):
        return f"remove {_place(move.tile)} to pay debt"
    return repr(move)
