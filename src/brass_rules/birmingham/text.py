"""Brass: Birmingham in words: moves (``describe_move``), the players' view, the heading of a
decision, the in-game help and the final results (the text hooks of :mod:`brass_rules.game`)."""

from __future__ import annotations

import textwrap
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from brass_rules.birmingham import components
from brass_rules.birmingham.enums import INDUSTRIES, Era
from brass_rules.birmingham.guards import move_problem, not_a
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
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.scoring.game_end import ranking, scores
from brass_rules.birmingham.state import Continuable, GameState


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


def describe_move(
    position: GameState | Observation | Move | None, move: object = None
) -> str:
    """One line describing *move* played in *position* (a state, an observation or ``None``).
    A Birmingham move says everything itself: the position changes nothing, and every position
    gives the same words.

    >>> from brass_rules.birmingham.enums import Industry
    >>> describe_move(None, Build("Dudley", Industry.COAL, "Dudley", 0))
    'build coal in Dudley (slot 0) with Dudley'

    ``describe_move(move)``, the move alone, needs no position. The old order
    ``describe_move(move, state)`` still works for one release, with a
    :class:`DeprecationWarning`.

    :raises TypeError: if *move* is not a well-typed move (see ``docs/errors.rst``).
    """
    if isinstance(position, _MOVES):  # the move alone, or the old order describe_move(move, state)
        if move is not None:
            warnings.warn(
                "describe_move(move, state) is deprecated: write describe_move(state, move)",
                DeprecationWarning,
                stacklevel=2,
            )
        position, move = move, position  # type: ignore[assignment]
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    name = getattr(move, "card", None)
    card = f" with {name}" if name else ""
    describe = _DESCRIBE.get(type(move))
    return repr(move) if describe is None else describe(move, card)


#: The classes of moves (to tell the old argument order of :func:`describe_move`).
_MOVES = tuple(_DESCRIBE)


# ----- the terminal's texts ----------------------------------------------------------------------


def money(amount: int) -> str:
    """``£5``, and ``−£1`` for a debt (a minus sign before the pound sign)."""
    return f"£{amount}" if amount >= 0 else f"\u2212£{-amount}"


def plural(count: int, word: str, words: str | None = None) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {word if count == 1 else (words or word + 's')}"


def view_text(obs: Observation) -> str:
    """What a player sees of the players (money, VP, income, links, hand sizes), their own hand
    and the tiles left on their mat: ``view`` in ``brass play``.

    :raises TypeError: if *obs* is not an :class:`Observation`.
    """
    if type(obs) is not Observation:
        raise not_a("observation", "an Observation", obs)
    lines = []
    for i, view in enumerate(obs.players):
        who = "you" if i == obs.player else f"P{i}"
        level = components.income_level(view.income_space)
        lines.append(
            f"  {who:>3}: {money(view.money)}, {view.vp} VP, income {money(level)} "
            f"(space {view.income_space}), spent {money(view.spent)}, "
            f"{plural(view.links_left, 'link')}, {plural(view.hand_size, 'card')}"
        )
    if obs.player is None:  # the public view: no hand, no own mat
        return "\n".join(lines)
    own = obs.players[obs.player].hand or ()
    lines.append("  your hand: " + (", ".join(own) if own else "(empty)"))
    lines.append("  your mat (tiles left per industry, by level):")
    for industry, levels in zip(INDUSTRIES, obs.players[obs.player].mat, strict=True):
        counts: dict[int, int] = {}
        for tile_level in levels:
            counts[tile_level] = counts.get(tile_level, 0) + 1
        row = ", ".join(f"level {lv} \u00d7{n}" for lv, n in sorted(counts.items()))
        lines.append(f"    {industry.value:>12}: {row or 'none left'}")
    return "\n".join(lines)


#: What is pending while an action is under way (issue 31: the heading says it).
_PENDING: dict[Continuable, str] = {
    Continuable.NETWORK: "a second rail link (with beer), or End",
    Continuable.DEVELOP: "a second develop, or End",
    Continuable.SELL: "another tile to sell, or End",
}


def heading_text(position: GameState | Observation) -> str:
    """Where the game stands: ``Canal Era, round 3`` (the heading of a decision); while an
    action is under way, what it waits for, and in the debt phase, who owes what.

    >>> import brass_rules as br
    >>> heading_text(br.new_game(players=2, seed=1))
    'Canal Era, round 1'
    """
    era = "Canal" if position.era is Era.CANAL else "Rail"
    heading = f"{era} Era, round {position.round}"
    player = position.to_move
    if player is None:
        return heading
    if position.in_debt_phase:
        owed = money(position.debts[player])
        return f"{heading}; debt phase: P{player} owes {owed} (remove a tile)"
    progress = position.in_progress
    if progress is not None:
        action = progress.action.value.capitalize()
        heading += f"; P{player}'s {action} under way (next: {_PENDING[progress.action]})"
    return heading


#: Moves the in-game help shows as examples (each reads with ``read_move``: a test checks).
EXAMPLES: tuple[str, ...] = (
    "loan Leek", "Build cotton Birmingham card Birmingham", "Develop coal",
)  # fmt: skip


def help_text() -> str:
    """Brass: Birmingham's part of the in-game help: how moves are written and what ``view``
    shows."""
    examples = "\n".join(f'  e.g. "{e}"' for e in EXAMPLES)
    paragraphs = (
        "Moves are written as in the record notation, an action's card last (card NAME):",
        "view shows each player's money, VP, income level and space, spending this round, "
        "links left and hand size, then your hand and your mat.",
    )
    return "\n".join([paragraphs[0], examples, textwrap.fill(paragraphs[1], 86)])


def events_text(
    before: GameState | Observation,
    move: Move,
    after: GameState | Observation,
    seat: int | None = None,
) -> tuple[str, ...]:
    """One line for each thing *move* did beyond itself, taking *before* to *after* (states or
    observations), as *seat* may know it (``None``: a spectator): the texts of
    :func:`~brass_rules.birmingham.frontend.events.events` after the move's own. What the action
    cost or brought in (a loan, a sale's bonus), income markers moved and tiles flipped; the
    cards drawn (named to their holder only); the round's end with the new turn order
    (R-FLOW-ORDER) and the income paid (R-FLOW-INCOME), money still owed (R-FLOW-DEBT), the VP
    scored at an era's end (R-SCORE-ERA) and the Rail Era's start, the end of the game.

    :raises TypeError: if *before* or *after* is neither a :class:`GameState` nor an
        :class:`Observation`.
    """
    from brass_rules.birmingham.frontend.events import events

    return tuple(e["text"] for e in events(before, move, after, seat) if e["kind"] != "move")


def result_text(state: GameState) -> tuple[str, ...]:
    """The final results: each player's VP, income space and money, then the ranking (ties
    broken as the rules say)."""
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    points = scores(state)
    lines = ["Final scores:"]
    for i, player in enumerate(state.players):
        lines.append(
            f"  P{i}: {points[i]} VP, income space {player.income_space}, {money(player.money)}"
        )
    places = " > ".join("=".join(f"P{p}" for p in group) for group in ranking(state))
    return (*lines, f"Ranking: {places}")
