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

import random
import warnings as _warnings
from collections.abc import Iterable as _Iterable
from collections.abc import Mapping as _Mapping
from typing import Any as _Any
from typing import cast as _cast

from brass_rules.errors import IllegalMoveError, RuleViolation, UnknownNameError, quote
from brass_rules.hooks import Choice
from brass_rules.kit import jsontext as _jsontext
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
from brass_rules.le_havre import reachability as _reachability
from brass_rules.le_havre import scoring as _scoring
from brass_rules.le_havre.caches import clear_caches
from brass_rules.le_havre.frontend import catalogue as _catalogue
from brass_rules.le_havre.frontend import choices as _choices
from brass_rules.le_havre.frontend import events as _events
from brass_rules.le_havre.frontend import info as _info
from brass_rules.le_havre.frontend import targets as _targets
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
    MOVE_TYPES,
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


def observe(state: GameState, player: int | None) -> Observation:
    """The observation of *state* by *player* (0-based; LH-HIDDEN); ``None`` gives the public
    view, a spectator's (no special card named, no seed; ``legal_moves`` of it is ``()``).

    :raises TypeError: when *state* is not a :class:`GameState` or *player* is neither ``None``
        nor an int.
    :raises ValueError: when there is no such player.
    """
    state = check_state(state)
    return _observe.observe(state, None if player is None else check_player(player))


def determinize(obs: Observation, rng: random.Random) -> GameState:
    """A state whose observation by ``obs.player`` is *obs*; draws only from *rng* (see
    :func:`brass_rules.le_havre.hidden.determinize`). Allowed for the public view too
    (``obs.player`` ``None``): every special card is then drawn.

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


def dump_state(state: GameState) -> dict[str, _Any]:
    """The JSON position of *state* as a dict (a JSON object, see docs/le_havre/positions);
    :func:`dumps_state` gives it as a string.

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _positions.dump_state(check_state(state))


def dumps_state(state: GameState) -> str:
    """The JSON position of *state* as a string (``json.dumps(dump_state(state))``).

    >>> from brass_rules import le_havre as lh
    >>> s = lh.new_game(players=2, seed=7)
    >>> text = lh.dumps_state(s)
    >>> text.startswith('{"game": "le_havre"'), lh.loads_state(text) == s
    (True, True)

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _jsontext.dumps(dump_state(state))


def dump_observation(obs: Observation) -> dict[str, _Any]:
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


def load_state(data: _Mapping[str, _Any]) -> GameState:
    """A state from its JSON position; :class:`~brass_rules.PositionError` names the path of
    the first problem."""
    return _positions.load_state(data)


def loads_state(text: str | bytes) -> GameState:
    """A state from its JSON position as a string (``load_state(json.loads(text))``).

    :raises ~brass_rules.PositionError: when *text* is not a string of JSON text, or names the
        path of the first problem of the position.
    """
    return _positions.load_state(_jsontext.loads(text))


def position_problems(state: GameState) -> tuple[RuleViolation, ...]:
    """Why no game reaches *state*, though the engine plays it: one
    :class:`~brass_rules.RuleViolation` per problem, its rule ID and a sentence starting with the
    JSON path; ``()`` when the checks find none (see docs/le_havre/positions).

    ``load_state`` accepts such positions (a rules lawyer's, written by hand) and refuses only
    what the engine cannot play.

    :raises TypeError: when *state* is not a :class:`GameState`.
    """
    return _reachability.position_problems(check_state(state))


def load_observation(data: _Mapping[str, _Any]) -> Observation:
    """An observation from its JSON; :class:`~brass_rules.PositionError` names the path of the
    first problem, including for an observation no state can produce."""
    return _positions.load_observation(data)


def move_to_json(move: Move) -> dict[str, _Any]:
    """The JSON of a move.

    :raises TypeError: when *move* is not a well-typed move (there is no rule to report).
    """
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    return _movejson.move_to_json(move)


def _view(position: GameState | Observation) -> GameState:
    """The state of a position: a state itself, or an observation's view (words and notation
    read only what every seat sees, so they are the same from either)."""
    position = check_position(position)
    return position.view if isinstance(position, Observation) else position


def format_move(position: GameState | Observation, move: Move) -> str:
    """The notation of *move* in *position*, a state or an observation (the same text from
    either; see docs/le_havre/moves).

    :raises TypeError: when *position* is not a state or an observation, or *move* is not a
        well-typed move.
    """
    state = _view(position)
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    return _notation.format_move(state, move)


def parse_move(position: GameState | Observation, text: str) -> Move:
    """The legal move of *position* (a state or an observation) that *text* writes;
    :class:`~brass_rules.NotationError` otherwise.

    :raises TypeError: when *position* is not a state or an observation.
    """
    return _notation.parse_move(_view(position), text)


def parse_moves(position: GameState | Observation, text: str) -> tuple[Move, ...]:
    """The legal moves *text* writes one after another: one move, or a food payment with
    several goods (``feed 1 fish, 4 smoked fish``) as its ``Feed`` moves in paying order (see
    :func:`brass_rules.le_havre.notation.parse_moves`); :class:`~brass_rules.NotationError`
    otherwise.

    :raises TypeError: when *position* is not a state or an observation.
    """
    return _notation.parse_moves(_view(position), text)


def read_move(text: str, state: GameState | None = None) -> Move:
    """The move *text* writes, legal or not (see :func:`brass_rules.le_havre.notation.read_move`).

    :raises TypeError: when *state* is neither ``None`` nor a :class:`GameState`.
    """
    if state is not None:
        check_state(state)
    return _notation.read_move(text, state)


def describe_move(position: object, move: object = None) -> str:
    """One plain sentence for *move* in *position* (a state, an observation or ``None``; see
    :func:`brass_rules.le_havre.notation.describe_move`): ``describe_move(state, move)``.

    ``describe_move(move)``, the move alone, needs no position. The older order
    ``describe_move(move, state)`` still works for this release, with a
    :class:`DeprecationWarning` (told apart by the types).

    :raises TypeError: when *move* is not a well-typed move or *position* is neither ``None``,
        a state nor an observation.
    """
    if isinstance(position, MOVE_TYPES):  # the move alone, or the old order
        if move is not None:
            _warnings.warn(
                "describe_move(move, state) is deprecated: write describe_move(state, move)",
                DeprecationWarning,
                stacklevel=2,
            )
        position, move = move, position
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    state = None if position is None else _view(check_position(position))
    return _notation.describe_move(state, _cast(Move, move))


def rule_text(rule_id: str) -> str:
    """The text of a Le Havre rule (``LH-...``); :class:`UnknownNameError` for an unknown id."""
    text = RULE_TEXT.get(rule_id) if isinstance(rule_id, str) else None
    if text is None:
        raise UnknownNameError("rule", rule_id)
    return text


def render_svg(
    position: GameState | Observation,
    highlight: _Iterable[str] = (),
    last_move: Move | None = None,
) -> str:
    """A standalone SVG picture of a state or an observation. *highlight* marks the elements
    with those ids, *last_move* the pieces that move named (see
    :func:`brass_rules.le_havre.picture.render_svg`); without them the picture is the same as
    without the arguments. The ids are listed in :mod:`brass_rules.le_havre.frontend.targets`.

    :raises TypeError: when *position* is not a state or an observation, *highlight* not an
        iterable of texts, or *last_move* not a well-typed move.
    """
    position = check_position(position)
    ids = _texts(highlight, "highlight")
    if last_move is not None and move_problem(last_move) is not None:
        raise TypeError(f"last_move is not a move: {move_problem(last_move)}")
    return _picture.render_svg(position, ids, last_move)


def _texts(values: object, what: str) -> tuple[str, ...]:
    if isinstance(values, str) or not isinstance(values, _Iterable):
        raise not_a(what, "an iterable of ids", values)
    out = tuple(values)
    if not all(isinstance(v, str) for v in out):
        raise not_a(what, "an iterable of ids (texts)", out)
    return out


def choices(position: GameState | Observation, prefix: tuple[str, ...] = ()) -> tuple[Choice, ...]:
    """The options of the step after *prefix* for the seat to move (a state, or that seat's
    observation): first an offer space or a building (or buy, sell, repay, feed, borrow, end
    turn), then the step of the action, then the payment. For an observation of a seat not to
    move: its out-of-turn sales and repayments; ``()`` for the public view. Every legal move
    has exactly one path of keys (see :mod:`brass_rules.le_havre.frontend.choices`).

    :raises TypeError: when *position* is not a state or an observation.
    :raises ~brass_rules.NotationError: for a key of *prefix* that is no option of its step.
    """
    return _choices.choices(check_position(position), prefix)


def move_targets(position: GameState | Observation, move: Move) -> tuple[str, ...]:
    """The ids of the elements of ``render_svg(position)`` that *move* names (see
    :mod:`brass_rules.le_havre.frontend.targets`).

    :raises TypeError: when *position* is not a state or an observation, or *move* not a
        well-typed move.
    """
    position = check_position(position)
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    return _targets.move_targets(position, move)


def events(
    before: GameState | Observation,
    move: Move,
    after: GameState | Observation,
    seat: int | None = None,
) -> tuple[dict[str, _Any], ...]:
    """What *move* did, taking *before* to *after*, as JSON-ready records filtered to what
    *seat* may know (``None``: a spectator); see :mod:`brass_rules.le_havre.frontend.events`.

    :raises TypeError: when *before* or *after* is not a state or an observation, *move* not a
        well-typed move, or *seat* neither ``None`` nor an int.
    """
    before, after = check_position(before), check_position(after)
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    return _events.events(before, move, after, None if seat is None else check_player(seat))


def reveals(before: GameState, move: Move, after: GameState) -> bool:
    """Whether *move*, taking *before* to *after*, brought hidden information to light (a peek
    at the special deck, a special building drawn, a supply tile turned up in round 1); see
    :func:`brass_rules.le_havre.frontend.events.reveals`.

    :raises TypeError: when *before* or *after* is not a :class:`GameState`.
    """
    return _events.reveals(check_state(before), move, check_state(after))


def catalogue() -> dict[str, _Any]:
    """Every component a client shows, as JSON-ready data (schema:
    ``docs/schemas/le_havre_catalogue.schema.json``; see
    :mod:`brass_rules.le_havre.frontend.catalogue`)."""
    return _catalogue.catalogue()


def info_text(name: str) -> str | None:
    """What the component *name* does, in words (a building, a ship or ship type, a good);
    ``None`` for a name Le Havre does not know."""
    return _info.info_text(name)


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
    "catalogue",
    "choices",
    "clear_caches",
    "describe_move",
    "determinize",
    "dump_observation",
    "dump_state",
    "dumps_state",
    "evaluate",
    "events",
    "events_text",
    "format_move",
    "heading_text",
    "help_text",
    "info_text",
    "legal_moves",
    "load_observation",
    "load_state",
    "loads_state",
    "max_players",
    "min_players",
    "move_from_json",
    "move_label",
    "move_targets",
    "move_to_json",
    "name",
    "new_game",
    "observe",
    "options",
    "out_of_turn_moves",
    "parse_move",
    "parse_moves",
    "position_problems",
    "ranking",
    "read_move",
    "render_svg",
    "result_text",
    "reveals",
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

from brass_rules.le_havre.hooks import LeHavreHooks as _LeHavreHooks  # noqa: E402

hooks: _LeHavreHooks = _LeHavreHooks(name)
"""The optional hooks of this game (:class:`brass_rules.hooks.GameHooks`)."""
