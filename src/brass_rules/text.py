"""Moves in words, for logs and the demo (``describe_move``)."""

from __future__ import annotations

from collections.abc import Sequence

from brass_rules.guards import move_problem
from brass_rules.moves import (
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
)


def _sources(what: str, sources: Sequence[Source] | None) -> str:
    if not sources:
        return ""
    return f", {what} from " + ", ".join(str(s) for s in sources)


def describe_move(move: Move) -> str:
    """One line describing *move*.

    >>> from brass_rules.enums import Industry
    >>> describe_move(Build("Dudley", Industry.COAL, "Dudley", 0))
    'build coal in Dudley[0] with Dudley'

    :raises TypeError: if *move* is not a well-typed move (see ``docs/errors.rst``).
    """
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    name = getattr(move, "card", None)
    card = f" with {name}" if name else ""
    if isinstance(move, Build):
        where = f"{move.location}[{move.slot}]" if move.slot is not None else move.location
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
        to = f" to {move.merchant}" if move.merchant else ""
        bonus = f", develop {move.bonus.value} (Gloucester)" if move.bonus else ""
        return f"sell {move.tile}{to}{card}{_sources('beer', move.beer)}{bonus}"
    if isinstance(move, End):
        return "end the action"
    if isinstance(move, Loan):
        return f"loan{card}"
    if isinstance(move, Scout):
        return "scout with " + ", ".join(move.cards)
    if isinstance(move, Pass):
        return f"pass{card}"
    if isinstance(move, SellForDebt):
        return f"remove {move.tile} to pay debt"
    return repr(move)
