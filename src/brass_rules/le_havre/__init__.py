"""Le Havre (Uwe Rosenberg, 2008): the game object of the platform.

The module itself is the game (``from brass_rules import le_havre as lh``); its functions are
those of :class:`brass_rules.game.Game`.

>>> from brass_rules import le_havre as lh
>>> s = lh.new_game(players=2, seed=7)
>>> s.round, s.rounds, s.to_move is not None
(1, 14, True)
>>> lh.format_move(s, lh.legal_moves(s)[0]).startswith("take ")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from brass_rules.errors import RuleViolation, UnknownNameError
from brass_rules.kit.options import Option
from brass_rules.le_havre import engine as _engine
from brass_rules.le_havre import svg as _svg
from brass_rules.le_havre.evaluate import evaluate, reward
from brass_rules.le_havre.hidden import determinize
from brass_rules.le_havre.keys import state_key
from brass_rules.le_havre.movejson import move_from_json, move_to_json
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
from brass_rules.le_havre.notation import describe_move, format_move, parse_move, read_move
from brass_rules.le_havre.observe import Observation, observe
from brass_rules.le_havre.positions import dump_observation, dump_state
from brass_rules.le_havre.positions import load_observation as _load_observation
from brass_rules.le_havre.positions import load_state as _load_state
from brass_rules.le_havre.rule_text import RULE_TEXT
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.scoring import ranking, scores
from brass_rules.le_havre.setup import new_game
from brass_rules.le_havre.state import GameState, Phase, PlayerState

name = "le_havre"
title = "Le Havre"
min_players = 1
max_players = 5

options: tuple[Option, ...] = (
    Option("short", False, (False, True), "play the short game (LH-SETUP-SHORT)"),
)


def legal_moves(position: GameState | Observation) -> tuple[Move, ...]:
    """Every legal decision of ``to_move``, in a deterministic order (see docs/le_havre/moves).

    From an observation: the same moves when the observer is to move (the hidden parts never
    change the list), ``()`` otherwise.
    """
    if isinstance(position, Observation):
        if position.to_move != position.player:
            return ()
        return _engine.legal_moves(position.view)
    return _engine.legal_moves(position)


def out_of_turn_moves(position: GameState | Observation, player: int) -> tuple[Move, ...]:
    """Every legal extra action of *player* who is **not** to move: ``Sell(card, player=player)``
    and ``Repay(n, player=player)``, one per distinct outcome (sales in the order of his buildings
    then his ships, then repayments of 1, 2, ... loans). ``legal_moves`` lists only the decisions
    of ``to_move``; these moves are the others' (see docs/le_havre/moves).

    They are offered at every moment at which the active player could take an extra action
    (LH-TIME-OWN: before and after his main action, between the Construction Firm's builds;
    LH-TIME-OTHERS, LH-TIME-FINAL), and, while payments are due, to every player who still owes
    one before the payer to move has begun paying (LH-TIME-PAYMENT). Never a purchase, never in
    the middle of an action step or a payment; ``()`` when *player* is to move or the game is
    over. Each move validates to ``()`` and can be applied with :func:`apply`.

    From an observation: the observer's moves (``player`` must be the observer), ``()``
    for any other player.

    >>> from brass_rules import le_havre as lh
    >>> s = lh.new_game(players=2, seed=7)
    >>> lh.out_of_turn_moves(s, s.active)
    ()
    """
    if isinstance(player, bool) or not isinstance(player, int):
        raise ValueError(f"player must be an integer, not {player!r}")
    if not 0 <= player < position.num_players:
        raise ValueError(f"no player {player} in a {position.num_players}-player game")
    if isinstance(position, Observation):
        if player != position.player:
            return ()
        return _engine.out_of_turn_moves(position.view, player)
    return _engine.out_of_turn_moves(position, player)


def validate(state: GameState, move: Move) -> tuple[RuleViolation, ...]:
    """The rule violations of *move* in *state* (``()`` exactly when it is legal)."""
    return _engine.validate(state, move)


def apply(state: GameState, move: Move) -> GameState:
    """The state after a legal *move*; :class:`~brass_rules.IllegalMoveError` otherwise."""
    return _engine.apply(state, move)


def load_state(data: Mapping[str, Any]) -> GameState:
    """A state from its JSON position; :class:`~brass_rules.PositionError` names the path of
    the first problem."""
    return _load_state(data)


def load_observation(data: Mapping[str, Any]) -> Observation:
    """An observation from its JSON."""
    return _load_observation(data)


def rule_text(rule_id: str) -> str:
    """The text of a Le Havre rule (``LH-...``); :class:`UnknownNameError` for an unknown id."""
    text = RULE_TEXT.get(rule_id) if isinstance(rule_id, str) else None
    if text is None:
        raise UnknownNameError("rule", rule_id)
    return text


def render_svg(position: GameState | Observation) -> str:
    """A standalone SVG picture of a state or an observation."""
    return _svg.render_svg(position)


__all__ = [
    "Act",
    "Borrow",
    "Buy",
    "EndTurn",
    "Enter",
    "Feed",
    "GameState",
    "LHRule",
    "Move",
    "Observation",
    "Phase",
    "PlayerState",
    "Repay",
    "Sell",
    "TakeOffer",
    "apply",
    "describe_move",
    "determinize",
    "dump_observation",
    "dump_state",
    "evaluate",
    "format_move",
    "legal_moves",
    "load_observation",
    "load_state",
    "max_players",
    "min_players",
    "move_from_json",
    "move_to_json",
    "name",
    "new_game",
    "observe",
    "options",
    "out_of_turn_moves",
    "parse_move",
    "ranking",
    "read_move",
    "render_svg",
    "reward",
    "rule_text",
    "scores",
    "state_key",
    "title",
    "validate",
]
