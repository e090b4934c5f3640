"""A game at a table: its seats (a person or an agent each), its history and its turn loop.

:class:`Table` is what a front end (``brass play``, a web server, a chat bot) builds on: the
agents move until a person must decide, a person's move or notation is checked and played, the
events of each decision are kept, the record is always at hand, and a person takes back their
own decisions under the undo rule below.

>>> import brass_rules as br
>>> from brass_rules.agents import RandomAgent
>>> t = br.Table(game="le_havre", seats=["person", RandomAgent(seed=1)], seed=7, short=True)
>>> t.advance(), t.waiting, t.number
(0, (0,), 0)
>>> t.play(0, "take wood")
>>> t.number, t.history[-1].seat, t.record.moves[-1] == t.history[-1].move
(1, 0, True)
>>> t.undo(0)
>>> t.number
0

**The turn loop.** :meth:`Table.advance` lets the agents decide, one decision after another,
until a person must decide (it is a person's turn, or a person is offered an out-of-turn move,
below), the game ends, or ``max_moves`` decisions were made (a server broadcasts after each
and runs it in a worker thread; a table is not thread-safe, so one thread at a time calls it).
:attr:`Table.waiting` names the person seats it waits for; :meth:`Table.moves` lists what a
seat may play now.

**Out of turn.** Where the game lets a player act when it is not their turn (its
``out_of_turn_moves`` hook: Le Havre's sales and repayments), a person is offered those moves
between the agents' decisions: before an agent decides, :meth:`Table.advance` stops while a
person seat has out-of-turn moves open that it has not yet declined in the same situation (the
same player to move, the same moves open). The person plays one (:meth:`Table.play`) or lets
the game go on (:meth:`Table.decline`); they are asked again only when the situation changes
(a new player to move, other moves open). ``ask_out_of_turn = False`` turns these stops off
(a person may still play an open out-of-turn move whenever :meth:`Table.moves` lists it).

**The undo rule.** :meth:`Table.undo` takes back the last decision of the game, one at a time,
and only when it is the asking seat's own and it brought no hidden information to light (the
game's ``reveals`` hook: a card drawn, a tile or card turned, a peek). Another seat's decision
(an agent's reply included) is never taken back, nor any decision before it: what others did,
and what everybody saw, stands. Anything else raises :class:`~brass_rules.UndoRefusedError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from attrs import frozen

from brass_rules.errors import (
    AmbiguousMoveError,
    IllegalMoveError,
    NotationError,
    TableError,
    UndoRefusedError,
    quote,
)
from brass_rules.game import Game
from brass_rules.hooks import GameHooks, hooks_of
from brass_rules.records.record import GameRecord
from brass_rules.registry import get_game

__all__ = ["PERSON", "Decision", "Table"]

#: The seat of a person (any other seat is an agent: an object with ``name`` and ``choose``).
PERSON = "person"
#: Candidates an ambiguous out-of-turn text lists.
_LISTED = 6


@frozen
class Decision:
    """One decision of a table's game: its 1-based ``number``, the ``seat`` that made it, the
    ``move`` as the record stores it (completed) and whether it ``reveals`` hidden information
    (then no undo crosses it)."""

    number: int
    seat: int
    move: Any
    reveals: bool


def _seat_kind(seat: object, index: int) -> object:
    if seat == PERSON:
        return PERSON
    if isinstance(seat, str) or not callable(getattr(seat, "choose", None)):
        raise TableError(
            f"seat {index} must be {PERSON!r} or an agent (with choose(obs)), not {quote(seat)}"
        )
    return seat


def _name(seat: object) -> str:
    return PERSON if seat == PERSON else str(getattr(seat, "name", type(seat).__name__))


class Table:
    """A game at a table: ``Table(game="le_havre", seats=["person", agent], seed=7, short=True)``.

    *game* is a registry name or a game object; *seats* holds ``"person"`` or an agent for each
    player (their count is the number of players); *names* are the record's names of the seats
    (default: ``"person"`` or the agent's ``name``); the remaining keywords are the game's
    options (its ``new_game``'s). Raises :class:`~brass_rules.TableError` for a seat that is
    neither, and the game's errors for a player count or option it does not take.
    """

    ask_out_of_turn: bool = True
    """Whether :meth:`advance` stops for a person's open out-of-turn moves (see the module)."""

    def __init__(
        self,
        game: str | Game,
        seats: Sequence[Any],
        seed: int,
        *,
        names: Sequence[str] | None = None,
        **options: Any,
    ) -> None:
        the_game = get_game(game) if isinstance(game, str) else game
        kinds = tuple(_seat_kind(s, i) for i, s in enumerate(seats))
        if names is not None and len(names) != len(kinds):
            raise TableError(f"{len(names)} names for {len(kinds)} seats")
        record = GameRecord(
            players=len(kinds),
            seed=seed,
            names=tuple(_name(s) for s in kinds) if names is None else tuple(names),
            game=the_game.name,
            options=options,
        )
        self._start(the_game, kinds, record)

    def _start(self, game: Game, seats: tuple[object, ...], record: GameRecord) -> None:
        self.game: Game = game
        """The game played."""
        self.seats: tuple[object, ...] = seats
        """``"person"`` or the agent of each seat."""
        self._hooks: GameHooks = hooks_of(game)
        self._records = [record]
        self._states = [record.final_state()]
        self._history: list[Decision] = []
        self._declined: dict[int, tuple[Any, ...]] = {}
        self._events: dict[tuple[int, int | None], tuple[dict[str, Any], ...]] = {}

    @classmethod
    def from_record(cls, record: GameRecord, seats: Sequence[Any]) -> Table:
        """The table of a stored *record* resumed with *seats* (one per player): every move
        replayed, each decision given to the seat that made it (the player to move, or the one
        whose out-of-turn move it is).

        :raises TableError: for a seat count other than the record's players, or a bad seat.
        :raises IllegalMoveError: for a record whose moves are not legal (a loaded record's are).
        """
        kinds = tuple(_seat_kind(s, i) for i, s in enumerate(seats))
        if len(kinds) != record.players:
            raise TableError(f"the record has {record.players} players, not {len(kinds)} seats")
        start = GameRecord(
            record.players, record.seed, record.variant, (), record.start, record.names,
            record.game, record.options,
        )
        table = cls.__new__(cls)
        table._start(record.game_object(), kinds, start)
        for move in record.moves:
            table._decide(table._decider(move), move)
        return table

    # ----- where the game stands ------------------------------------------------------------

    @property
    def state(self) -> Any:
        """The state of the game now."""
        return self._states[-1]

    @property
    def record(self) -> GameRecord:
        """The game's record so far (``names``: ``"person"`` or each agent's name)."""
        return self._records[-1]

    @property
    def number(self) -> int:
        """How many decisions (moves) have been made."""
        return len(self._history)

    @property
    def history(self) -> tuple[Decision, ...]:
        """Every decision made, in order."""
        return tuple(self._history)

    def position(self, number: int) -> Any:
        """The state after the first *number* decisions (0: the start)."""
        return self._states[self._decision_number(number, 0)]

    def observation(self, seat: int | None) -> Any:
        """What *seat* sees now (the game's ``observe``); ``None``: the public view, a
        spectator's."""
        if seat is not None:
            self._seat(seat)
        return self.game.observe(self.state, seat)

    def moves(self, seat: int) -> tuple[Any, ...]:
        """The moves *seat* may play now: the legal moves on its turn, else its out-of-turn
        moves open now (the game's ``out_of_turn_moves``), ``()`` once the game is over."""
        self._seat(seat)
        state = self.state
        if state.is_over:
            return ()
        if seat == state.to_move:
            return tuple(self.game.legal_moves(state))
        return tuple(self._hooks.out_of_turn_moves(state, seat))

    @property
    def waiting(self) -> tuple[int, ...]:
        """The person seats :meth:`advance` waits for, in seat order: the person to move, and
        every person offered out-of-turn moves they have not declined (see the module)."""
        state = self.state
        if state.is_over:
            return ()
        return tuple(s for s in range(len(self.seats)) if self._waits_for(s, state))

    def _waits_for(self, seat: int, state: Any) -> bool:
        if self.seats[seat] != PERSON:
            return False
        if seat == state.to_move:
            return True
        if not self.ask_out_of_turn:
            return False
        situation = self._situation(seat, state)
        return bool(situation[1]) and self._declined.get(seat) != situation

    def _situation(self, seat: int, state: Any) -> tuple[Any, ...]:
        return (state.to_move, tuple(self._hooks.out_of_turn_moves(state, seat)))

    # ----- the turn loop --------------------------------------------------------------------

    def advance(self, max_moves: int | None = None) -> int:
        """Let the agents decide until a person must (:attr:`waiting`), the game ends, or
        *max_moves* decisions were made; the number of decisions made."""
        made = 0
        while max_moves is None or made < max_moves:
            state = self.state
            if state.is_over or self.waiting:
                break
            player = state.to_move
            agent: Any = self.seats[player]
            self._decide(player, agent.choose(self.game.observe(state, player)))
            made += 1
        return made

    def decline(self, seat: int) -> None:
        """*seat* (a person) lets the game go on without acting out of turn now: :meth:`advance`
        no longer waits for it until the situation changes."""
        self._person(seat)
        self._declined[seat] = self._situation(seat, self.state)

    def play(self, seat: int, move: Any) -> None:
        """*seat* (a person) plays *move*: a move, or its notation (on the seat's turn the
        game's ``parse_move``; out of turn the notation of one of its open moves, or the start
        of exactly one).

        :raises TableError: for an agent's seat, or a seat that may not decide now.
        :raises NotationError: for text that names no move the seat may play
            (:class:`~brass_rules.errors.AmbiguousMoveError` when several fit).
        :raises IllegalMoveError: for an illegal move; nothing changes then.
        """
        self._person(seat)
        state = self.state
        if state.is_over:
            raise TableError("the game is over: nobody decides any more")
        if seat == state.to_move:
            if isinstance(move, str):
                move = self.game.parse_move(state, move)
            others = [
                p for p in range(len(self.seats))
                if p != seat and move in self._hooks.out_of_turn_moves(state, p)
            ]
            if others:
                raise TableError(f"that move is P{others[0]}'s, not P{seat}'s")
        else:
            open_moves = tuple(self._hooks.out_of_turn_moves(state, seat))
            if not open_moves:
                raise TableError(
                    f"P{seat} may not decide now: it is P{state.to_move}'s decision"
                )
            if isinstance(move, str):
                move = self._read_out_of_turn(state, open_moves, move)
            if move not in open_moves:
                violations = self.game.validate(state, move)
                if violations:
                    raise IllegalMoveError(tuple(violations))
                raise TableError(f"that move is not one of P{seat}'s moves open now")
        self._decide(seat, move)

    def _read_out_of_turn(self, state: Any, open_moves: tuple[Any, ...], text: str) -> Any:
        want = " ".join(text.lower().split())
        texts = [" ".join(self.game.format_move(state, m).lower().split()) for m in open_moves]
        exact = [m for m, t in zip(open_moves, texts, strict=True) if t == want]
        if len(exact) == 1:
            return exact[0]
        fits = [m for m, t in zip(open_moves, texts, strict=True) if want and t.startswith(want)]
        if len(fits) == 1:
            return fits[0]
        if fits:
            listed = "; ".join(self.game.format_move(state, m) for m in fits[:_LISTED])
            more = f" and {len(fits) - _LISTED} more" if len(fits) > _LISTED else ""
            raise AmbiguousMoveError(f"{quote(text)} is ambiguous: {listed}{more}")
        raise NotationError(f"no move open out of turn is written {quote(text)}")

    def _decider(self, move: Any) -> int:
        state = self.state
        for p in range(len(self.seats)):
            if p != state.to_move and move in self._hooks.out_of_turn_moves(state, p):
                return p
        player: int = state.to_move
        return player

    def _decide(self, seat: int, move: Any) -> None:
        before = self.state
        record = self.record.with_move(move)  # completes the move; raises for an illegal one
        after = record.final_state()
        full = record.moves[-1]
        reveals = bool(self._hooks.reveals(before, full, after))
        self._records.append(record)
        self._states.append(after)
        self._history.append(Decision(len(self._history) + 1, seat, full, reveals))

    # ----- undo -----------------------------------------------------------------------------

    def undo(self, seat: int) -> None:
        """Take back *seat*'s last decision under the undo rule (see the module).

        :raises UndoRefusedError: when nothing was decided, the last decision is another
            seat's, or it brought hidden information to light.
        :raises TableError: for an agent's seat.
        """
        self._person(seat)
        if not self._history:
            raise UndoRefusedError("nothing to take back: no decision was made yet")
        last = self._history[-1]
        if last.seat != seat:
            raise UndoRefusedError(
                f"the last decision is P{last.seat}'s: P{seat} takes back only their own"
            )
        if last.reveals:
            raise UndoRefusedError(
                "the last decision brought hidden information to light: it stands"
            )
        self._history.pop()
        self._states.pop()
        self._records.pop()
        number = len(self._history)
        self._events = {k: v for k, v in self._events.items() if k[0] < number}

    # ----- events ---------------------------------------------------------------------------

    def events(self, since: int = 0, seat: int | None = None) -> tuple[dict[str, Any], ...]:
        """The structured events (the game's ``events``) of every decision after the first
        *since*, as *seat* may know them (``None``: a spectator), each with the ``"number"`` of
        its decision added."""
        first = self._decision_number(since, 0)
        if seat is not None:
            self._seat(seat)
        out: list[dict[str, Any]] = []
        for i in range(first, len(self._history)):
            key = (i, seat)
            found = self._events.get(key)
            if found is None:
                before, after = self._states[i], self._states[i + 1]
                found = tuple(
                    {**event, "number": i + 1}
                    for event in self._hooks.events(before, self._history[i].move, after, seat)
                )
                self._events[key] = found
            out.extend(dict(e) for e in found)
        return tuple(out)

    # ----- checks ---------------------------------------------------------------------------

    def _seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise TableError(f"no seat {quote(seat)} at a table of {len(self.seats)}")
        return seat

    def _person(self, seat: object) -> int:
        index = self._seat(seat)
        if self.seats[index] != PERSON:
            raise TableError(f"seat {index} is an agent's, not a person's")
        return index

    def _decision_number(self, number: object, low: int) -> int:
        if type(number) is not int or not low <= number <= len(self._history):
            raise TableError(
                f"no decision {quote(number)}: the game has {len(self._history)} so far"
            )
        return number

    def __repr__(self) -> str:
        names = ", ".join(_name(s) for s in self.seats)
        return f"Table({self.game.name!r}, [{names}], number={self.number})"
