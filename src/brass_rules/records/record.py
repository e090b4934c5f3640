"""Game records (the role of PGN): :class:`GameRecord`, :func:`dump_record`, :func:`load_record`.

A record is the setup (players, seed, variant, or a start position) and the moves, each stored
completed (:func:`~brass_rules.birmingham.complete.complete`), so that it says exactly what
happened.

>>> import brass_rules as br
>>> rec = br.GameRecord(players=2, seed=1, variant=br.Variant.STANDARD)
>>> rec = rec.with_move(br.Loan("Kidderminster"))
>>> d = br.dump_record(rec)
>>> d["format"], d["version"], d["moves"]
('brass_rules/record', 1, [{'action': 'loan', 'card': 'Kidderminster'}])
>>> br.load_record(d) == rec
True
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Iterable, Iterator
from typing import Any

from attrs import evolve, field, frozen

from brass_rules.birmingham.complete import complete
from brass_rules.birmingham.engine import apply
from brass_rules.birmingham.enums import Variant
from brass_rules.birmingham.json import dump_state, load_state, move_from_json, move_to_json
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.scoring.game_end import ranking, scores
from brass_rules.birmingham.setup import SEED_LIMIT, new_game
from brass_rules.birmingham.state import GameState
from brass_rules.birmingham.text import describe_move
from brass_rules.errors import BrassError, IllegalMoveError, RecordError
from brass_rules.kit.limits import check_json, short

__all__ = [
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "RULES_EDITION",
    "GameRecord",
    "dump_record",
    "engine_version",
    "load_record",
]

#: The ``format`` of a record's JSON.
RECORD_FORMAT = "brass_rules/record"
#: The ``version`` of the record JSON this engine writes and reads.
RECORD_VERSION = 1
#: The rules a record's moves follow: the published game (Roxley, 2018) as the rules reference
#: of this package states it.
RULES_EDITION = "Brass: Birmingham (Roxley 2018)"
#: Most moves in a record (a real game has a few hundred).
MAX_MOVES = 5000

_KEYS = ("format", "version", "players", "seed", "variant", "start", "names", "moves")
_OPTIONAL = ("engine", "rules", "result")


def engine_version() -> str:
    """The installed version of brass_rules (``"unknown"`` when it is not installed)."""
    try:
        return importlib.metadata.version("brass_rules")
    except importlib.metadata.PackageNotFoundError:  # pragma: no cover - run from a source tree
        return "unknown"


def _moves(value: Iterable[Move]) -> tuple[Move, ...]:
    return tuple(value)


def _names(value: Iterable[str] | None) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)


@frozen
class GameRecord:
    """A game as data: how it was set up and every move, completed.

    ``start`` is a position (the dict of :func:`~brass_rules.birmingham.json.dump_state`) to play
    from
    instead of ``new_game(players, seed, variant)``; ``names`` one name per player. A record is
    compared by these fields; it is not hashable when it holds a start position (a dict).
    """

    players: int
    seed: int
    variant: Variant = Variant.STANDARD
    moves: tuple[Move, ...] = field(default=(), converter=_moves)
    start: dict[str, Any] | None = None
    names: tuple[str, ...] | None = field(default=None, converter=_names)
    _final: list[GameState] = field(
        factory=list, init=False, eq=False, repr=False, hash=False, alias="_final"
    )

    def initial_state(self) -> GameState:
        """The state before the first move: ``load_state(start)`` or a new game."""
        if self.start is not None:
            return load_state(self.start)
        return new_game(players=self.players, seed=self.seed, variant=self.variant)

    def states(self) -> Iterator[GameState]:
        """The initial state, then the state after each move.

        :raises IllegalMoveError: at the first illegal move (:func:`load_record` never builds a
            record with one).
        """
        state = self.initial_state()
        yield state
        for move in self.moves:
            state = apply(state, move)
            yield state

    def final_state(self) -> GameState:
        """The state after the last move (computed once per record)."""
        if not self._final:
            state = self.initial_state()
            for move in self.moves:
                state = apply(state, move)
            self._final.append(state)
        return self._final[0]

    def with_move(self, move: Move) -> GameRecord:
        """A new record with *move* added, stored completed.

        :raises IllegalMoveError: if *move* is illegal after the last move.
        """
        state = self.final_state()
        full = complete(state, move)
        new = evolve(self, moves=(*self.moves, full))
        new._final.append(apply(state, full))
        return new


def _result(state: GameState) -> dict[str, object]:
    return {"scores": list(scores(state)), "ranking": [list(g) for g in ranking(state)]}


def dump_record(rec: GameRecord) -> dict[str, object]:
    """The record as JSON data (docs: "Records and notation"); the moves are written completed.

    ``json.dumps(dump_record(r), sort_keys=True)`` is the same, byte for byte, for the same setup
    and moves (a start position is written as ``dump_state`` writes it). A finished game has a
    ``result``.

    :raises IllegalMoveError: if a move of *rec* is illegal.
    """
    state = rec.initial_state()
    moves: list[object] = []
    for move in rec.moves:
        full = complete(state, move)
        moves.append(move_to_json(full))
        state = apply(state, full)
    out: dict[str, object] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "engine": engine_version(),
        "rules": RULES_EDITION,
        "players": rec.players,
        "seed": rec.seed,
        "variant": rec.variant.value,
        "start": None if rec.start is None else dump_state(rec.initial_state()),
        "names": None if rec.names is None else list(rec.names),
        "moves": moves,
    }
    if state.over:
        out["result"] = _result(state)
    return out


# ----- loading -------------------------------------------------------------------------------


def _fail(path: str, message: str, value: object) -> RecordError:
    return RecordError(f"{path}: {message}, got {short(value)}")


def _int(d: dict[str, object], key: str) -> int:
    value = d[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(f"$.{key}", "expected an integer", value)
    return value


def _header(data: object) -> dict[str, object]:
    if not isinstance(data, dict):
        raise _fail("$", "expected a record object", data)
    if data.get("format") != RECORD_FORMAT:
        raise _fail("$.format", f"unknown format (expected {RECORD_FORMAT!r})", data.get("format"))
    version = data.get("version")
    if version != RECORD_VERSION or isinstance(version, bool):
        raise _fail(
            "$.version",
            f"unknown record version (this engine reads version {RECORD_VERSION})",
            version,
        )
    for key in data:
        if key not in _KEYS and key not in _OPTIONAL:
            raise _fail(f"$.{key}", f"unexpected key {short(key)}", data[key])
    for key in _KEYS:
        if key not in data:
            raise RecordError(f"$.{key}: missing key {key!r}")
    engine = data.get("engine", "")
    if not isinstance(engine, str):
        raise _fail("$.engine", "expected a string", engine)
    rules = data.get("rules", RULES_EDITION)
    if rules != RULES_EDITION:
        raise _fail("$.rules", f"unknown rules edition (expected {RULES_EDITION!r})", rules)
    return data


def setup_from_json(d: dict[str, object]) -> GameRecord:
    """A record without moves from the setup keys of *d* (players, seed, variant, start, names).

    :raises RecordError: for a bad value, with its JSON path.
    """
    players = _int(d, "players")
    seed = _int(d, "seed")
    variant_name = d["variant"]
    try:
        variant = Variant(variant_name)
    except ValueError:
        known = ", ".join(v.value for v in Variant)
        raise _fail(
            "$.variant", f"unknown variant (expected one of {known})", variant_name
        ) from None
    if players not in (2, 3, 4):
        raise _fail("$.players", "Brass: Birmingham is for 2, 3 or 4 players", players)
    if not -SEED_LIMIT <= seed <= SEED_LIMIT:
        raise _fail("$.seed", "a seed is an integer of at most 64 bits", seed)
    names = d["names"]
    if names is not None:
        if not isinstance(names, list | tuple) or len(names) != players:
            raise _fail("$.names", f"expected null or a list of {players} names", names)
        for i, name in enumerate(names):
            if not isinstance(name, str):
                raise _fail(f"$.names[{i}]", "expected a string", name)
    start = d["start"]
    if start is not None:
        if not isinstance(start, dict):
            raise _fail("$.start", "expected null or a position object", start)
        try:
            state = load_state(start)
        except BrassError as e:
            raise RecordError(f"$.start: {_cut(str(e))}") from e
        for key, value, want in (
            ("players", state.num_players, players),
            ("seed", state.seed, seed),
            ("variant", state.variant, variant),
        ):
            if value != want:
                raise RecordError(
                    f"$.start: the position's {key} ({short(getattr(value, 'value', value))}) "
                    f"differs from the record's ({short(getattr(want, 'value', want))})"
                )
        start = dump_state(state)  # normalised: what dump_record writes
    rec = GameRecord(players, seed, variant, (), start, names)
    try:
        rec.final_state()  # sets up the game (new_game checks its arguments)
    except BrassError as e:  # pragma: no cover - every argument was checked above
        raise RecordError(f"$: {_cut(str(e))}") from e
    return rec


def _cut(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def illegal(number: int, move: Move, error: IllegalMoveError, shown: str | None = None) -> str:
    """The message for an illegal move: its 1-based number, the move and the violations."""
    what = shown if shown is not None else describe_move(move)
    why = "; ".join(str(v) for v in error.violations) or str(error)
    return _cut(f"move {number} ({_cut(what, 120)}) is illegal: {why}", 600)


def replay(rec: GameRecord, moves: list[tuple[Move, str | None]]) -> GameRecord:
    """*rec* with *moves* added one by one, each checked and completed.

    Each move comes with how to show it in a message (``None``: described in words).

    :raises RecordError: at the first illegal move.
    """
    state = rec.initial_state()
    done: list[Move] = []
    for number, (move, shown) in enumerate(moves, 1):
        try:
            full = complete(state, move)
            state = apply(state, full)
        except IllegalMoveError as e:
            raise RecordError(illegal(number, move, e, shown)) from e
        done.append(full)
    out = evolve(rec, moves=tuple(done))
    out._final.append(state)
    return out


def check_result(rec: GameRecord, result: object, path: str = "$.result") -> None:
    """:raises RecordError: unless *result* is what the moves of *rec* produce."""
    if result is None:
        return
    final = rec.final_state()
    if not final.over:
        raise RecordError(
            f"{path}: the record has a result but its {len(rec.moves)} moves do not finish the game"
        )
    want = _result(final)
    if not isinstance(result, dict) or not set(result) <= {"scores", "ranking"} or not result:
        raise _fail(path, "expected an object with keys 'scores' and 'ranking'", result)
    for key in sorted(result, reverse=True):
        if result[key] != want[key]:
            raise RecordError(
                f"{path}.{key}: the moves produce {short(want[key])}, not {short(result[key])}"
            )


def load_record(data: object) -> GameRecord:
    """The record described by JSON *data*, every move replayed and checked.

    :raises RecordError: for anything wrong, with its JSON path or its 1-based move number: not
        a record, an unknown ``format``, ``version`` or ``rules`` edition, a missing, extra or
        mistyped key, a bad start position, data nested too deeply or too large, a malformed or
        illegal move (with its violations), a ``result`` the moves do not produce.
    """
    check_json(data)
    d = _header(data)
    rec = setup_from_json(d)
    raw = d["moves"]
    if not isinstance(raw, list | tuple):
        raise _fail("$.moves", "expected a list of moves", raw)
    if len(raw) > MAX_MOVES:
        raise RecordError(f"$.moves: too many moves ({len(raw)}; at most {MAX_MOVES})")
    moves: list[tuple[Move, str | None]] = []
    for i, item in enumerate(raw):
        try:
            moves.append((move_from_json(item), None))
        except BrassError as e:
            raise RecordError(f"$.moves[{i}] (move {i + 1}): {_cut(str(e))}") from e
    rec = replay(rec, moves)
    check_result(rec, d.get("result"))
    return rec
