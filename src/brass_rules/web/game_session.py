"""The one module of the server that talks to the library: a table's game as the protocol needs it.

Everything the server says about a game (the games offered, a seat's observation and picture,
the moves it may play, the options of a step, the events of a move, the record) comes from
here, through the library's public API and the game's hooks; the rest of the server only moves
JSON. No game is named: every game of :data:`brass_rules.GAMES` is served the same way.
"""

from __future__ import annotations

import inspect
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from brass_rules import frontend
from brass_rules.errors import BrassError, IllegalMoveError, quote
from brass_rules.game import Game
from brass_rules.hooks import Choice, hooks_of
from brass_rules.records.record import GameRecord, dump_record, game_options
from brass_rules.registry import GAMES, get_game
from brass_rules.table import PERSON, Table
from brass_rules.web.protocol import ProtocolError

__all__ = [
    "AGENTS",
    "MAX_SEED",
    "Session",
    "check_setup",
    "games_json",
    "make_agent",
]

#: The built-in agents a bot seat may be.
AGENTS = ("random", "greedy", "mcts")
#: Seeds are drawn from 0 to this when the creator gives none.
MAX_SEED = 2**31 - 1
#: Seconds an MCTS seat thinks at most per decision.
MCTS_SECONDS = 2.0


def _bad_request(path: str, message: str) -> ProtocolError:
    return ProtocolError("bad_request", f"{path}: {message}")


def games_json() -> list[dict[str, Any]]:
    """``GET /api/games``: every game with its player counts and options (JSON values)."""
    out = []
    for name in GAMES:
        game = get_game(name)
        out.append({
            "name": game.name,
            "title": game.title,
            "min_players": game.min_players,
            "max_players": game.max_players,
            "options": [
                {
                    "name": o.name,
                    "default": o.to_json(o.default),
                    "choices": [o.to_json(c) for c in o.choices],
                    "help": o.help,
                }
                for o in game_options(game)
            ],
        })
    return out


def check_setup(body: object, seed: int) -> dict[str, Any]:
    """The setup of a new table from a ``POST /api/tables`` body, checked and completed (the
    options' defaults and *seed* filled in when the body gives none).

    :raises ProtocolError: ``unknown_game``, or ``bad_request`` naming the JSON path.
    """
    if not isinstance(body, dict):
        raise _bad_request("$", f"expected an object, got {quote(body, 40)}")
    for key in body:
        if key not in ("game", "players", "options", "seed", "seats"):
            raise _bad_request(f"$.{str(key)[:40]}", "no such key")
    name = body.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise ProtocolError(
            "unknown_game", f"$.game: unknown game {quote(name, 40)} (games: {', '.join(GAMES)})"
        )
    game = get_game(name)
    players = body.get("players")
    if (not isinstance(players, int) or isinstance(players, bool)
            or not game.min_players <= players <= game.max_players):
        raise _bad_request(
            "$.players",
            f"{game.title} takes {game.min_players} to {game.max_players} players, "
            f"got {quote(players, 40)}",
        )
    given = body.get("options", {})
    if not isinstance(given, dict):
        raise _bad_request("$.options", f"expected an object, got {quote(given, 40)}")
    known = {o.name: o for o in game_options(game)}
    options: dict[str, Any] = {}
    for key, value in given.items():
        if key not in known:
            raise _bad_request(f"$.options.{key[:40]}", f"{game.title} has no such option "
                               f"(options: {', '.join(known) or 'none'})")
        try:
            known[key].from_json(value)
        except BrassError as exc:
            raise _bad_request(f"$.options.{key}", str(exc)) from exc
        options[key] = value
    for key, option in known.items():
        options.setdefault(key, option.to_json(option.default))
    if "seed" in body:
        seed = body["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise _bad_request("$.seed", f"an integer from 0 to 2**63-1, got {quote(seed, 40)}")
    seats = body.get("seats")
    if not isinstance(seats, list) or len(seats) != players:
        raise _bad_request("$.seats", f"a list of {players} seats")
    checked: list[dict[str, str]] = []
    for i, seat in enumerate(seats):
        path = f"$.seats[{i}]"
        kind = seat.get("kind") if isinstance(seat, dict) else None
        if kind == "person" and seat == {"kind": "person"}:
            checked.append({"kind": "person"})
        elif kind == "bot" and isinstance(seat, dict) and set(seat) == {"kind", "agent"}:
            if seat["agent"] not in AGENTS:
                raise _bad_request(f"{path}.agent", f"one of {', '.join(AGENTS)}, got "
                                   f"{quote(seat['agent'], 40)}")
            checked.append({"kind": "bot", "agent": seat["agent"]})
        else:
            raise _bad_request(path, '{"kind": "person"} or {"kind": "bot", "agent": NAME}')
    setup = {"game": name, "players": players, "seed": seed, "options": options,
             "seats": checked}
    try:
        _new_game(game, setup)
    except BrassError as exc:  # an option combination the game refuses
        raise _bad_request("$", str(exc)) from exc
    return setup


def _engine_options(game: Game, setup: Mapping[str, Any]) -> dict[str, Any]:
    known = {o.name: o for o in game_options(game)}
    return {k: known[k].from_json(v) for k, v in setup["options"].items()}


def _new_game(game: Game, setup: Mapping[str, Any]) -> Any:
    return game.new_game(players=setup["players"], seed=setup["seed"],
                         **_engine_options(game, setup))


def make_agent(kind: str, seed: int) -> Any:
    """A built-in agent by name (:data:`AGENTS`), seeded."""
    import brass_rules.agents as agents

    if kind == "random":
        return agents.RandomAgent(seed=seed)
    if kind == "greedy":
        return agents.GreedyAgent(seed=seed)
    return agents.MCTSAgent(seed=seed, time_limit=MCTS_SECONDS)


class Session:
    """A table's game on a :class:`brass_rules.Table`: its setup, where it stands and how each
    seat sees it.

    Built from a setup (:func:`check_setup`) and the stored moves' JSON, replayed
    (:meth:`Table.from_record <brass_rules.Table.from_record>`). Every seat of the
    :class:`~brass_rules.Table` is a person's: the server plays the bot seats itself (off the
    event loop, :meth:`bot_decision`) and hands their moves to :meth:`apply` like a person's.
    Its methods check a seat's move as the protocol orders the checks, apply it, and describe
    the position as one seat (or a spectator, ``None``) may see it.
    """

    def __init__(self, setup: Mapping[str, Any], moves: Sequence[Mapping[str, Any]] = ()) -> None:
        self.setup = dict(setup)
        self.game: Game = get_game(setup["game"])
        self.players: int = setup["players"]
        self.seats: list[dict[str, str]] = list(setup["seats"])
        names = tuple(seat.get("agent", PERSON) for seat in self.seats)
        options = _engine_options(self.game, setup)
        people = [PERSON] * self.players
        if moves:
            record = GameRecord(
                players=self.players, seed=setup["seed"], names=names, game=self.game.name,
                options=options, moves=tuple(self.game.move_from_json(m) for m in moves),
            )
            self.table = Table.from_record(record, people)
        else:
            self.table = Table(self.game, people, setup["seed"], names=names, **options)
        self._views: dict[int | None, dict[str, Any]] = {}
        self._view_texts: dict[int | None, tuple[str, str]] = {}
        self._events: dict[tuple[int, int | None], tuple[dict[str, Any], ...]] = {}

    # ----- facts -------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """Where the game stands."""
        return self.table.state

    @property
    def number(self) -> int:
        """How many moves have been applied."""
        return self.table.number

    @property
    def over(self) -> bool:
        return bool(self.state.is_over)

    @property
    def to_move(self) -> int | None:
        return None if self.over else self.state.to_move

    def scores(self) -> list[int] | None:
        """The scores once the game is over, else ``None``."""
        return list(self.game.scores(self.state)) if self.over else None

    def bot_to_move(self) -> int | None:
        """The bot seat whose decision it is, or ``None``."""
        seat = self.to_move
        if seat is not None and self.seats[seat]["kind"] == "bot":
            return seat
        return None

    def record_json(self) -> dict[str, object]:
        """The game record (``dump_record``) so far."""
        return dump_record(self.table.record)

    def last_move_json(self) -> dict[str, Any]:
        """The JSON of the last move (as stored: completed)."""
        return self.game.move_to_json(self.table.history[-1].move)

    # ----- what a seat sees ---------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """The position message's game keys for *seat* (``None``: a spectator): ``to_move``,
        ``observation``, ``svg``, ``moves``, ``over`` and ``scores`` once over (cached until the
        next change)."""
        cached = self._views.get(seat)
        if cached is not None:
            return cached
        game = self.game
        obs = self.table.observation(seat)
        history = self.table.history
        listed = self.open_moves(seat)
        moves = [
            {"move": game.move_to_json(m), "label": label, "targets": list(targets)}
            for m, (label, targets) in zip(listed, _move_list(game, obs, listed), strict=True)
        ]
        out: dict[str, Any] = {
            "to_move": self.to_move,
            "observation": game.dump_observation(obs),
            "svg": _render(game, obs, history[-1].move if history else None),
            "moves": moves,
            "over": self.over,
        }
        if self.over:
            out["scores"] = self.scores()
        self._views[seat] = out
        return out

    def view_text(self, seat: int | None) -> tuple[str, str]:
        """:meth:`view` as JSON text in two pieces, its keys before ``events`` in a position
        message (``to_move`` to ``moves``) and after it (``over``, ``scores``), each without
        braces: every connection of *seat* is sent the same text, encoded once (cached until
        the next change, instead of the view itself)."""
        cached = self._view_texts.get(seat)
        if cached is None:
            view = self.view(seat)
            del self._views[seat]  # the text is kept: the picture once, not twice
            before = json.dumps({k: view[k] for k in _BEFORE_EVENTS})[1:-1]
            after = json.dumps({k: view[k] for k in _AFTER_EVENTS if k in view})[1:-1]
            cached = self._view_texts[seat] = (before, after)
        return cached

    def open_moves(self, seat: int | None) -> tuple[Any, ...]:
        """What *seat* may play now: its decisions on its turn, its out-of-turn moves else."""
        return () if seat is None else self.table.moves(seat)

    def events_since(self, number: int, seat: int | None) -> list[dict[str, Any]]:
        """The events of the moves after the first *number*, as *seat* may know them (each with
        the ``number`` of its move)."""
        out: list[dict[str, Any]] = []
        history = self.table.history
        for i in range(number, len(history)):
            found = self._events.get((i, seat))
            if found is None:
                before, after = self.table.position(i), self.table.position(i + 1)
                decision = history[i]
                found = tuple(
                    {**event, "number": i + 1}
                    for event in _events(self.game, before, decision.move, after, seat)
                )
                self._events[(i, seat)] = found
            out.extend(found)
        return out

    def choices(self, seat: int | None, prefix: tuple[str, ...]) -> list[dict[str, Any]]:
        """The options of the step after *prefix* for *seat*: each ``{"key", "label",
        "targets", "moves"}`` and, for a leaf, ``"move"`` (its JSON).

        :raises ProtocolError: ``bad_message`` for a key the step does not have.
        """
        if seat is None or self.over:
            return []
        try:
            found = _choices(self.game, self.table.observation(seat), prefix)
        except BrassError as exc:
            raise ProtocolError("bad_message", f"$.prefix: {exc}") from exc
        out = []
        for choice in found:
            item: dict[str, Any] = {"key": choice.key, "label": choice.label,
                                    "targets": list(choice.targets), "moves": len(choice.moves)}
            if choice.is_leaf:
                item["move"] = self.game.move_to_json(choice.moves[0])
            out.append(item)
        return out

    # ----- moves -------------------------------------------------------------------------------

    def read_move(self, data: Mapping[str, Any]) -> Any:
        """The move a client's JSON names (not yet checked against the position).

        :raises ProtocolError: ``bad_message`` when it is not a move of this game.
        """
        try:
            return self.game.move_from_json(data)
        except BrassError as exc:
            raise ProtocolError("bad_message", f"$.move: {exc}") from exc

    def check(self, seat: int, move: Any | None, text: str | None) -> Any:
        """The move *seat* may play now (*move*, or the notation *text* read in this position).

        :raises ProtocolError: ``not_your_turn`` (the game is over, or it is another seat's
            decision and the move is none of this seat's out-of-turn moves), ``illegal`` (the
            rule it breaks and the sentence, or a text that names no legal move).
        """
        game, state = self.game, self.state
        if self.over:
            raise ProtocolError("not_your_turn", "the game is over")
        if move is None:
            move = self._read_text(seat, text or "")
        if seat != state.to_move:
            if move in self.table.moves(seat):
                return move
            raise ProtocolError(
                "not_your_turn",
                f"it is P{state.to_move}'s decision; out of turn you may play only what your "
                f"move list offers",
            )
        _refuse_if_illegal(game.validate(state, move))
        for other in range(self.players):
            if other != seat and move in _out_of_turn(game, state, other):
                raise ProtocolError("illegal", f"that move is P{other}'s, not yours")
        return move

    def _read_text(self, seat: int, text: str) -> Any:
        game, state = self.game, self.state
        if seat != state.to_move:  # out of turn: the text must name one of the seat's moves
            wanted = " ".join(text.lower().split())
            for move in self.table.moves(seat):
                if " ".join(game.format_move(state, move).lower().split()) == wanted:
                    return move
            raise ProtocolError("not_your_turn", f"it is P{state.to_move}'s decision and "
                                f"{quote(text, 60)} is none of your out-of-turn moves")
        try:
            return game.parse_move(state, text)
        except BrassError as refused:
            raw = _read_unchecked(game, state, text)
            if raw is not None:
                _refuse_if_illegal(game.validate(state, raw))
            raise ProtocolError("illegal", str(refused)) from None

    def apply(self, seat: int, move: Any) -> None:
        """Apply *seat*'s checked *move* (the table completes it as its record stores it)."""
        try:
            self.table.play(seat, move)
        except IllegalMoveError as exc:  # checked moves never get here; stay safe if they do
            _refuse_if_illegal(exc.violations)
            raise ProtocolError("illegal", str(exc)) from None
        except BrassError as exc:
            raise ProtocolError("illegal", str(exc)) from None
        self._views.clear()
        self._view_texts.clear()

    def undo(self, seat: int) -> dict[str, Any]:
        """Take back *seat*'s last move under the table's undo rule; returns its JSON.

        :raises ProtocolError: ``undo_refused`` saying why not.
        """
        if not self.table.history:
            raise ProtocolError("undo_refused", "no move has been played")
        move = self.last_move_json()
        try:
            self.table.undo(seat)
        except BrassError as exc:
            raise ProtocolError("undo_refused", str(exc)) from None
        number = self.number
        self._events = {k: v for k, v in self._events.items() if k[0] < number}
        self._views.clear()
        self._view_texts.clear()
        return move

    def bot_decision(self, seat: int, state: Any, number: int, salt: int) -> Any:
        """The move the bot at *seat* makes in *state*, reached after *number* moves (call it
        off the event loop: it may search); seeded by the table's seed, the seat, *number*
        and *salt*. Reads only its arguments, so it may run while the table changes."""
        agent = make_agent(self.seats[seat]["agent"],
                           _seed(self.setup["seed"], seat, number, salt))
        return agent.choose(self.game.observe(state, seat))


#: The keys of :meth:`Session.view` a position message has before its events, and after.
_BEFORE_EVENTS = ("to_move", "observation", "svg", "moves")
_AFTER_EVENTS = ("over", "scores")


def _refuse_if_illegal(violations: Sequence[Any]) -> None:
    if violations:
        first = violations[0]
        raise ProtocolError("illegal", first.message, rule=str(first.rule))


def _seed(*parts: int) -> int:
    return random.Random(":".join(str(p) for p in parts)).getrandbits(31)


# ----- the library pieces the layer calls (one place to change when they change) ------------


def _out_of_turn(game: Game, position: Any, seat: int) -> Sequence[Any]:
    if position.to_move == seat or position.is_over:
        return ()
    return tuple(game.hooks.out_of_turn_moves(position, seat))


def _move_list(game: Game, position: Any,
               moves: Sequence[Any]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return frontend.move_list(position, moves) if moves else ()


def _choices(game: Game, position: Any, prefix: tuple[str, ...]) -> tuple[Choice, ...]:
    return frontend.choices(position, prefix)


def _events(game: Game, before: Any, move: Any, after: Any,
            seat: int | None) -> tuple[dict[str, Any], ...]:
    return frontend.events(before, move, after, seat)


_RENDER_KEYWORDS: dict[str, bool] = {}


def _render(game: Game, obs: Any, last_move: Any) -> str:
    takes = _RENDER_KEYWORDS.get(game.name)
    if takes is None:
        takes = "last_move" in inspect.signature(game.render_svg).parameters
        _RENDER_KEYWORDS[game.name] = takes
    if takes and last_move is not None:
        return game.render_svg(obs, last_move=last_move)  # type: ignore[call-arg]
    return game.render_svg(obs)


def _read_unchecked(game: Game, state: Any, text: str) -> Any | None:
    try:
        return hooks_of(game).read_move(state, text)
    except BrassError:
        return None
