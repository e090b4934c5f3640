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

import random
from collections.abc import Mapping
from typing import Any

from brass_rules.errors import IllegalMoveError, RuleViolation, UnknownNameError, quote
from brass_rules.kit.options import Option
from brass_rules.le_havre import engine as _engine
from brass_rules.le_havre import evaluate as _evaluate
from brass_rules.le_havre import hidden as _hidden
from brass_rules.le_havre import keys as _keys
from brass_rules.le_havre import movejson as _movejson
from brass_rules.le_havre import notation as _notation
from brass_rules.le_havre import observe as _observe
from brass_rules.le_havre import picture as _picture
from brass_rules.le_havre import positions as _positions
from brass_rules.le_havre import scoring as _scoring
from brass_rules.le_havre.caches import clear_caches
from brass_rules.le_havre.guards import (
    check_observation,
    check_player,
    check_position,
    check_state,
    move_problem,
    not_a,
)
from brass_rules.le_havre.movejson import move_from_json
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
from brass_rules.le_havre.rule_text import RULE_TEXT
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.setup import new_game
from brass_rules.le_havre.state import GameState, Phase, PlayerState
from brass_rules.le_havre.text import (
    board_text,
    events_text,
    heading_text,
    help_text,
    move_label,
    result_text,
    view_text,
)

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

    :raises TypeError: when *position* is not a state or an observation.
    """
    position = check_position(position)
    if isinstance(position, Observation):
        if position.to_move != position.player:
            return ()
        return _engine.legal_moves_seen(position.view)
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

    :raises TypeError: when *position* is not a state or an observation, or *player* not an int.
    :raises ValueError: when there is no such player.
    """
    position = check_position(position)
    player = check_player(player)
    if not 0 <= player < position.num_players:
        raise ValueError(f"no player {quote(player)} in a {position.num_players}-player game")
    if isinstance(position, Observation):
        if player != position.player:
            return ()
        return _engine.out_of_turn_moves(position.view, player)
    return _engine.out_of_turn_moves(position, player)


def _not_a_move(move: object) -> RuleViolation | None:
    problem = move_problem(move)
    if problem is None:
        return None
    return RuleViolation(LHRule.GEN_TURN, f"Not a move: {problem}.")


def validate(state: GameState, move: Move) -> tuple[RuleViolation, ...]:
    """The rule violations of *move* in *state* (``()`` exactly when it is legal).

    Never raises on a move: a move of the wrong shape (``Repay(1.0)``, a bag of floats, a list
    as a card, a 5,000-digit int) is a violation of LH-GEN-TURN starting ``Not a move:``.

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    state = check_state(state)
    bad = _not_a_move(move)
    if bad is not None:
        return (bad,)
    return _engine.validate(state, move)


def apply(state: GameState, move: Move) -> GameState:
    """The state after a legal *move*; :class:`~brass_rules.IllegalMoveError` otherwise.

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    state = check_state(state)
    if _engine.listed_for(state, move):  # the very object listed: of the right shape, legal
        return _engine.apply_listed(state, move)
    bad = _not_a_move(move)
    if bad is not None:
        raise IllegalMoveError((bad,))
    errors = _engine.validate(state, move)
    if errors:
        raise IllegalMoveError(errors)
    return _engine.apply_listed(state, move)


def observe(state: GameState, player: int) -> Observation:
    """The observation of *state* by *player* (0-based; LH-HIDDEN).

    :raises TypeError: when *state* is not a :class:`GameState` or *player* is not an int.
    :raises ValueError: when there is no such player.
    """
    return _observe.observe(check_state(state), check_player(player))


def determinize(obs: Observation, rng: random.Random) -> GameState:
    """A state whose observation by ``obs.player`` is *obs*; draws only from *rng* (see
    :func:`brass_rules.le_havre.hidden.determinize`).

    :raises TypeError: when *obs* is not an :class:`Observation` or *rng* not a
        ``random.Random``.
    """
    obs = check_observation(obs)
    if not isinstance(rng, random.Random):
        raise not_a("rng", "a random.Random", rng)
    return _hidden.determinize(obs, rng)


def state_key(state: GameState) -> int:
    """A 64-bit key of *state*, equal for equal states in every process and run.

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _keys.state_key(check_state(state))


def scores(state: GameState) -> tuple[int, ...]:
    """Each player's wealth (LH-END-WEALTH).

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _scoring.scores(check_state(state))


def ranking(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The players grouped by place, best first, ties together (LH-END-WIN).

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _scoring.ranking(check_state(state))


def evaluate(state: GameState, player: int) -> float:
    """A quick heuristic value of *state* for *player* (the greedy agent maximises it).

    :raises TypeError: when *state* is not a :class:`GameState` or *player* is not an int.
    :raises ValueError: when there is no such player.
    """
    state = check_state(state)
    player = check_player(player)
    if not 0 <= player < state.num_players:
        raise ValueError(f"no player {quote(player)} in a {state.num_players}-player game")
    return _evaluate.evaluate(state, player)


def reward(state: GameState, player: int) -> float:
    """The player's reward in [0, 1] for a search (:func:`~brass_rules.le_havre.evaluate.reward`).

    :raises TypeError: when *state* is not a :class:`GameState` or *player* is not an int.
    :raises ValueError: when there is no such player.
    """
    state = check_state(state)
    player = check_player(player)
    if not 0 <= player < state.num_players:
        raise ValueError(f"no player {quote(player)} in a {state.num_players}-player game")
    return _evaluate.reward(state, player)


#: The search settings :class:`~brass_rules.agents.MCTSAgent` takes in Le Havre when not given
#: (:data:`~brass_rules.le_havre.evaluate.SEARCH_SETTINGS`: greedy play-outs of the best moves to
#: the agent's turn after next).
search_settings = _evaluate.SEARCH_SETTINGS


def dump_state(state: GameState) -> dict[str, Any]:
    """The JSON position of *state* (see docs/le_havre/positions).

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _positions.dump_state(check_state(state))


def dump_observation(obs: Observation) -> dict[str, Any]:
    """The JSON of an observation: the position with hidden parts ``null``, plus ``player``.

    :raises TypeError: when *obs* is not an :class:`Observation`.
    """
    return _positions.dump_observation(check_observation(obs))


def sample_move(state: GameState, rng: random.Random) -> Move:
    """The move :func:`~brass_rules.agents.random_agent.random_move` picks from
    ``legal_moves(state)`` with the same draws of *rng*, found faster (random rollouts play it).

    >>> import random
    >>> from brass_rules import le_havre as lh
    >>> s = lh.new_game(players=2, seed=7)
    >>> lh.sample_move(s, random.Random(1)) in lh.legal_moves(s)
    True

    :raises ~brass_rules.IllegalMoveError: when the game is over (LH-END-OVER).
    :raises TypeError: if *state* is not a :class:`GameState`.
    """
    return _engine.sample_move(check_state(state), rng)


def load_state(data: Mapping[str, Any]) -> GameState:
    """A state from its JSON position; :class:`~brass_rules.PositionError` names the path of
    the first problem."""
    return _positions.load_state(data)


def load_observation(data: Mapping[str, Any]) -> Observation:
    """An observation from its JSON; :class:`~brass_rules.PositionError` names the path of the
    first problem, including for an observation no state can produce."""
    return _positions.load_observation(data)


def move_to_json(move: Move) -> dict[str, Any]:
    """The JSON of a move.

    :raises TypeError: when *move* is not a well-typed move (there is no rule to report).
    """
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    return _movejson.move_to_json(move)


def format_move(state: GameState, move: Move) -> str:
    """The notation of *move* in *state* (see docs/le_havre/moves).

    :raises TypeError: when *state* is not a :class:`GameState` or *move* is not a well-typed
        move.
    """
    state = check_state(state)
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    return _notation.format_move(state, move)


def parse_move(state: GameState, text: str) -> Move:
    """The legal move of *state* that *text* writes; :class:`~brass_rules.NotationError`
    otherwise.

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _notation.parse_move(check_state(state), text)


def read_move(text: str, state: GameState | None = None) -> Move:
    """The move *text* writes, legal or not (see :func:`brass_rules.le_havre.notation.read_move`).

    :raises TypeError: when *state* is neither ``None`` nor a :class:`GameState`.
    """
    if state is not None:
        check_state(state)
    return _notation.read_move(text, state)


def describe_move(move: Move, state: GameState | None = None) -> str:
    """One plain sentence for *move* (see :func:`brass_rules.le_havre.notation.describe_move`).

    :raises TypeError: when *move* is not a well-typed move or *state* is neither ``None`` nor a
        :class:`GameState`.
    """
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    if state is not None:
        check_state(state)
    return _notation.describe_move(move, state)


def rule_text(rule_id: str) -> str:
    """The text of a Le Havre rule (``LH-...``); :class:`UnknownNameError` for an unknown id."""
    text = RULE_TEXT.get(rule_id) if isinstance(rule_id, str) else None
    if text is None:
        raise UnknownNameError("rule", rule_id)
    return text


def render_svg(position: GameState | Observation) -> str:
    """A standalone SVG picture of a state or an observation.

    :raises TypeError: when *position* is not a state or an observation.
    """
    return _picture.render_svg(check_position(position))


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
    "board_text",
    "clear_caches",
    "describe_move",
    "determinize",
    "dump_observation",
    "dump_state",
    "evaluate",
    "events_text",
    "format_move",
    "heading_text",
    "help_text",
    "legal_moves",
    "load_observation",
    "load_state",
    "max_players",
    "min_players",
    "move_from_json",
    "move_label",
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
    "result_text",
    "reward",
    "rule_text",
    "sample_move",
    "scores",
    "search_settings",
    "state_key",
    "title",
    "validate",
    "view_text",
]

#: The optional hooks of this game (placeholder: the fallbacks; the game overrides them).
from brass_rules.hooks import GameHooks as _GameHooks  # noqa: E402

hooks: _GameHooks = _GameHooks(name)
