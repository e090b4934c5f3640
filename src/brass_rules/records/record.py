"""Game records (the role of PGN): :class:`GameRecord`, :func:`dump_record`, :func:`load_record`.

A record is the game (``game``, a registry name: Brass: Birmingham when it is left out), its
setup (players, seed and the game's options, or a start position) and the moves. Everything a
record does with its game goes through the game protocol (:mod:`brass_rules.game`), so the same
functions read and write the records of every game. A game that says which move ``apply``
carries out (Birmingham's ``complete``) has its moves stored completed, so that the record says
exactly what happened.

>>> import brass_rules as br
>>> rec = br.GameRecord(players=2, seed=1, variant=br.Variant.STANDARD)
>>> rec = rec.with_move(br.Loan("Kidderminster"))
>>> d = br.dump_record(rec)
>>> d["format"], d["version"], d["game"], d["moves"]
('brass_rules/record', 1, 'brass_birmingham', [{'action': 'loan', 'card': 'Kidderminster'}])
>>> br.load_record(d) == rec
True
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, cast

from attrs import evolve, field, frozen

from brass_rules.errors import BrassError, RecordError, quote
from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.kit.limits import check_json, short
from brass_rules.kit.options import Option, OptionError, read_options
from brass_rules.registry import DEFAULT_GAME, GAMES, get_game

__all__ = [
    "MAX_MESSAGE",
    "MAX_MOVES",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "RULES_EDITION",
    "GameRecord",
    "dump_record",
    "engine_version",
    "game_options",
    "load_record",
    "rules_edition",
]

#: The ``format`` of a record's JSON.
RECORD_FORMAT = "brass_rules/record"
#: The ``version`` of the record JSON this engine writes and reads.
RECORD_VERSION = 1
#: The rules Birmingham's records follow: the published game (Roxley, 2018) as the rules
#: reference of this package states it (another game names its own, see :func:`rules_edition`).
RULES_EDITION = "Brass: Birmingham (Roxley 2018)"
#: Most moves in a record (a real game has a few hundred).
MAX_MOVES = 5000
#: Longest message of a :class:`~brass_rules.errors.RecordError` (a bad value is quoted, cut).
MAX_MESSAGE = 500
#: The game option written as the record's own ``variant`` key (as records always had), not
#: in ``options``.
VARIANT = "variant"

_KEYS = ("format", "version", "players", "seed", "start", "names", "moves")
_OPTIONAL = ("engine", "rules", "result", "game", "options", VARIANT)


def engine_version() -> str:
    """The installed version of brass_rules (``"unknown"`` when it is not installed)."""
    try:
        return importlib.metadata.version("brass_rules")
    except importlib.metadata.PackageNotFoundError:  # pragma: no cover - run from a source tree
        return "unknown"


def rules_edition(game: Game) -> str:
    """The rules edition a game's records name (``rules``): the game's ``rules_edition`` hook
    (Birmingham's is :data:`RULES_EDITION`; the fallback is the game's title)."""
    return hooks_of(game).rules_edition()


def game_options(game: Game) -> tuple[Option, ...]:
    """The options of *game* as :class:`~brass_rules.kit.options.Option` (an option of another
    kind takes its default's type: yes/no for a bool, else its default only)."""
    out: list[Option] = []
    for option in game.options:
        if isinstance(option, Option):
            out.append(option)
            continue
        default = option.default
        choices = (False, True) if isinstance(default, bool) else (default,)
        out.append(Option(option.name, default, choices, str(getattr(option, "help", ""))))
    return tuple(out)


def _moves(value: Iterable[Any]) -> tuple[Any, ...]:
    return tuple(value)


def _names(value: Iterable[str] | None) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)


def _options(value: Mapping[str, Any] | None) -> dict[str, Any]:
    return {} if value is None else dict(value)


@frozen
class GameRecord:
    """A game as data: which game, how it was set up and every move.

    ``game`` is the registry name (:data:`~brass_rules.GAMES`), Birmingham by default.
    ``options`` are the keyword options of the game's ``new_game`` (the defaults filled in);
    Birmingham's ``variant`` is also the field ``variant`` (``None`` for a game without one).
    ``start`` is a position (the dict of the game's ``dump_state``) to play from instead of
    ``new_game(players, seed, **options)``; ``names`` one name per player. A record is compared
    by these fields; it is not hashable when it holds a start position (a dict).

    :raises UnknownNameError: for a game that is not registered.
    :raises OptionError: for an option the game does not have, or a ``variant`` given for a
        game without one (or different from ``options["variant"]``).
    """

    players: int
    seed: int
    variant: Any = None
    moves: tuple[Any, ...] = field(default=(), converter=_moves)
    start: dict[str, Any] | None = None
    names: tuple[str, ...] | None = field(default=None, converter=_names)
    game: str = DEFAULT_GAME
    options: dict[str, Any] = field(factory=dict, converter=_options, hash=False)
    _final: list[Any] = field(
        factory=list, init=False, eq=False, repr=False, hash=False, alias="_final"
    )

    def __attrs_post_init__(self) -> None:
        game = get_game(self.game)
        known = {o.name: o for o in game.options}
        given = dict(self.options)
        for key in given:
            if key not in known:
                names = ", ".join(sorted(known)) or "none"
                raise OptionError(
                    f"{game.name} has no option {quote(key)} (options: {names})"
                )
        variant = self.variant
        if VARIANT in known:
            if variant is None:
                variant = given.get(VARIANT, known[VARIANT].default)
            elif VARIANT in given and given[VARIANT] != variant:
                raise OptionError(
                    f"variant {quote(variant)} differs from options['variant'] "
                    f"{quote(given[VARIANT])}"
                )
            given[VARIANT] = variant
        elif variant is not None:
            raise OptionError(f"{game.name} has no variant, got {quote(variant)}")
        full = {name: given.get(name, option.default) for name, option in known.items()}
        object.__setattr__(self, "variant", variant)
        object.__setattr__(self, "options", full)

    def game_object(self) -> Game:
        """The game of this record (``get_game(self.game)``)."""
        return get_game(self.game)

    def initial_state(self) -> Any:
        """The state before the first move: ``load_state(start)`` or a new game."""
        game = self.game_object()
        if self.start is not None:
            return game.load_state(self.start)
        return game.new_game(players=self.players, seed=self.seed, **self.options)

    def states(self) -> Iterator[Any]:
        """The initial state, then the state after each move.

        :raises IllegalMoveError: at the first illegal move (:func:`load_record` never builds a
            record with one).
        """
        apply = self.game_object().apply
        state = self.initial_state()
        yield state
        for move in self.moves:
            state = apply(state, move)
            yield state

    def final_state(self) -> Any:
        """The state after the last move (computed once per record)."""
        if not self._final:
            apply = self.game_object().apply
            state = self.initial_state()
            for move in self.moves:
                state = apply(state, move)
            self._final.append(state)
        return self._final[0]

    def with_move(self, move: Any) -> GameRecord:
        """A new record with *move* added, stored completed (when the game completes moves).

        :raises IllegalMoveError: if *move* is illegal after the last move.
        """
        game = self.game_object()
        state = self.final_state()
        full = completer(game)(state, move)
        new = evolve(self, moves=(*self.moves, full))
        new._final.append(game.apply(state, full))
        return new


def completer(game: Game) -> Callable[[Any, Any], Any]:
    """The game's ``complete`` hook (the move ``apply`` carries out; the fallback: the move as
    given). Every caller applies the completed move, which refuses an illegal one."""
    return hooks_of(game).complete


def _result(game: Game, state: Any) -> dict[str, object]:
    return {
        "scores": list(game.scores(state)),
        "ranking": [list(g) for g in game.ranking(state)],
    }


def _json_options(game: Game, options: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON of the options other than ``variant`` (which has a key of its own)."""
    return {
        o.name: o.to_json(options[o.name]) for o in game_options(game) if o.name != VARIANT
    }


def dump_record(rec: GameRecord) -> dict[str, object]:
    """The record as JSON data (docs: "Records and notation"); the moves are written completed.

    ``json.dumps(dump_record(r), sort_keys=True)`` is the same, byte for byte, for the same setup
    and moves (a start position is written as ``dump_state`` writes it). A finished game has a
    ``result``. Birmingham's variant is the key ``variant``; the game's other options, if it has
    any, are the object ``options``.

    :raises IllegalMoveError: if a move of *rec* is illegal.
    """
    game = rec.game_object()
    complete = completer(game)
    state = rec.initial_state()
    moves: list[object] = []
    for move in rec.moves:
        full = complete(state, move)
        moves.append(game.move_to_json(full))
        state = game.apply(state, full)
    out: dict[str, object] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": game.name,
        "engine": engine_version(),
        "rules": rules_edition(game),
        "players": rec.players,
        "seed": rec.seed,
    }
    options = {o.name: o for o in game_options(game)}
    if VARIANT in options:
        out[VARIANT] = options[VARIANT].to_json(rec.options[VARIANT])
    extra_options = _json_options(game, rec.options)
    if extra_options:
        out["options"] = extra_options
    out.update(
        start=None if rec.start is None else game.dump_state(rec.initial_state()),
        names=None if rec.names is None else list(rec.names),
        moves=moves,
    )
    if state.is_over:
        out["result"] = _result(game, state)
    return out


# ----- loading -------------------------------------------------------------------------------


def cut(text: str, limit: int = MAX_MESSAGE) -> str:
    """*text* cut to at most *limit* characters."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def record_error(message: str) -> RecordError:
    """A :class:`RecordError` whose message is at most :data:`MAX_MESSAGE` characters."""
    return RecordError(cut(message))


def _fail(path: str, message: str, value: object) -> RecordError:
    return record_error(f"{path}: {message}, got {short(value)}")


def _int(d: Mapping[str, object], key: str) -> int:
    value = d[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(f"$.{key}", "expected an integer", value)
    return value


def _game(d: Mapping[str, object], path: str = "$.game") -> Game:
    name = d.get("game", DEFAULT_GAME)
    if not isinstance(name, str) or name not in GAMES:
        raise _fail(path, f"unknown game (games: {', '.join(GAMES)})", name)
    try:
        return get_game(name)
    except (ImportError, BrassError) as e:  # pragma: no cover - a registered game that breaks
        raise record_error(f"{path}: the game {name!r} cannot be loaded ({e})") from None


def _header(data: object) -> tuple[dict[str, object], Game]:
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
            raise _fail(f"$.{cut(key, 40)}", f"unexpected key {short(key)}", data[key])
    game = _game(data)
    required = (*_KEYS, VARIANT) if any(o.name == VARIANT for o in game.options) else _KEYS
    for key in required:
        if key not in data:
            raise record_error(f"$.{key}: missing key {key!r}")
    engine = data.get("engine", "")
    if not isinstance(engine, str):
        raise _fail("$.engine", "expected a string", engine)
    rules = data.get("rules", rules_edition(game))
    if rules != rules_edition(game):
        raise _fail(
            "$.rules", f"unknown rules edition (expected {rules_edition(game)!r})", rules
        )
    return data, game


def _player_counts(game: Game) -> str:
    counts = [str(n) for n in range(game.min_players, game.max_players + 1)]
    if len(counts) == 1:
        return counts[0]
    return ", ".join(counts[:-1]) + " or " + counts[-1]


def _read_options(game: Game, d: Mapping[str, object]) -> dict[str, Any]:
    """The engine values of the record's ``options`` (and Birmingham's ``variant`` key)."""
    raw = d.get("options", {})
    if not isinstance(raw, dict):
        raise _fail("$.options", "expected an object of game options", raw)
    data = dict(raw)
    options = game_options(game)
    if VARIANT in data and any(o.name == VARIANT for o in options):
        raise record_error("$.options.variant: the variant is the record's key 'variant'")
    if VARIANT in d:
        if not any(o.name == VARIANT for o in options):
            raise _fail("$.variant", f"{game.name} has no variant", d[VARIANT])
        data[VARIANT] = d[VARIANT]
    try:
        values = read_options(options, data, path="$.options")
    except OptionError as e:
        message = str(e)
        if VARIANT in d and f"option {VARIANT!r}" in message:
            known = ", ".join(quote(o.to_json(c)) for o in options if o.name == VARIANT
                              for c in o.choices)
            raise _fail(
                "$.variant", f"unknown variant (expected one of {known})", d[VARIANT]
            ) from None
        where = "" if message.startswith("$") else "$.options: "
        raise record_error(where + message) from None
    return values


def setup_from_json(d: Mapping[str, object], game: Game | None = None) -> GameRecord:
    """A record without moves from the setup keys of *d* (game, players, seed, options or
    variant, start, names).

    :raises RecordError: for a bad value, with its JSON path.
    """
    if game is None:
        game = _game(d)
    players = _int(d, "players")
    seed = _int(d, "seed")
    options = _read_options(game, d)
    if not game.min_players <= players <= game.max_players:
        raise _fail("$.players", f"{game.title} is for {_player_counts(game)} players", players)
    if not -(2**64) < seed < 2**64:
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
            state = game.load_state(start)
        except BrassError as e:
            raise record_error(f"$.start: {cut(str(e), 300)}") from e
        checks: list[tuple[str, object, object]] = [
            ("players", state.num_players, players),
            ("seed", getattr(state, "seed", seed), seed),
        ]
        for name, value in options.items():
            if hasattr(state, name):
                checks.append((name, getattr(state, name), value))
        for key, value, want in checks:
            if value != want:
                raise record_error(
                    f"$.start: the position's {key} ({short(getattr(value, 'value', value))}) "
                    f"differs from the record's ({short(getattr(want, 'value', want))})"
                )
        start = game.dump_state(state)  # normalised: what dump_record writes
    variant = options.get(VARIANT) if any(o.name == VARIANT for o in game.options) else None
    rest = {k: v for k, v in options.items() if k != VARIANT}
    rec = GameRecord(
        players, seed, variant, (), start, cast("list[str] | None", names), game.name, rest
    )
    try:
        rec.final_state()  # sets up the game (new_game checks its arguments)
    except BrassError as e:
        raise record_error(f"$: {cut(str(e), 300)}") from e
    return rec


def describe(game: Game, move: Any, state: Any = None) -> str:
    """A short description of *move* for a message, played in *state* when known (never
    raises): the game's ``describe_move(state, move)`` hook, else the move's JSON."""
    describe_move = hooks_of(game).describe_move
    for position in (None,) if state is None else (state, None):
        try:
            return cut(str(describe_move(position, move)), 120)
        except Exception:  # an ill-typed move, or a position the hook cannot read
            pass
    try:
        return short(game.move_to_json(move), 120)
    except Exception:  # an ill-typed move: quote it instead
        return quote(move, 120)


def illegal(
    number: int,
    move: Any,
    error: BaseException,
    shown: str | None = None,
    game: Game | None = None,
    state: Any = None,
) -> str:
    """The message for an illegal move: its 1-based number, the move (*shown*, else described
    in *state*, the position it was played in, when known) and the violations."""
    if game is None:
        game = get_game(DEFAULT_GAME)
    what = shown if shown is not None else describe(game, move, state)
    violations: Sequence[Any] = getattr(error, "violations", ())
    why = "; ".join(str(v) for v in violations) or str(error)
    return cut(f"move {number} ({cut(what, 120)}) is illegal: {why}", MAX_MESSAGE)


def replay(
    rec: GameRecord, moves: Iterable[tuple[Any, str | None]], first: int = 1
) -> GameRecord:
    """*rec* with *moves* added one by one, each checked and completed.

    Each move comes with how to show it in a message (``None``: described in words).

    :raises RecordError: at the first illegal move (an ill-typed one too: a name too long, a
        number out of range), naming its 1-based number.
    """
    game = rec.game_object()
    complete = completer(game)
    state = rec.final_state()
    done: list[Any] = list(rec.moves)
    for number, (move, shown) in enumerate(moves, first):
        try:
            full = complete(state, move)
            state = game.apply(state, full)
        except (BrassError, TypeError, ValueError) as e:
            raise record_error(illegal(number, move, e, shown, game, state)) from e
        done.append(full)
    out = evolve(rec, moves=tuple(done))
    out._final.append(state)
    return out


def _check_ints(value: object, path: str, depth: int) -> None:
    """:raises RecordError: unless *value* is a list of ints (*depth* 1) or of lists of ints."""
    if not isinstance(value, list | tuple):
        raise _fail(path, "expected a list", value)
    for i, item in enumerate(value):
        if depth > 1:
            _check_ints(item, f"{path}[{i}]", depth - 1)
        elif not isinstance(item, int) or isinstance(item, bool):
            raise _fail(f"{path}[{i}]", "expected an integer", item)


def check_result(rec: GameRecord, result: object, path: str = "$.result") -> None:
    """:raises RecordError: unless *result* is what the moves of *rec* produce."""
    if result is None:
        return
    game = rec.game_object()
    final = rec.final_state()
    if not final.is_over:
        raise record_error(
            f"{path}: the record has a result but its {len(rec.moves)} moves do not finish the game"
        )
    want = _result(game, final)
    if not isinstance(result, dict) or not set(result) <= {"scores", "ranking"} or not result:
        raise _fail(path, "expected an object with keys 'scores' and 'ranking'", result)
    for key in sorted(result, reverse=True):
        _check_ints(result[key], f"{path}.{key}", 1 if key == "scores" else 2)
        if result[key] != want[key]:
            raise record_error(
                f"{path}.{key}: the moves produce {short(want[key])}, not {short(result[key])}"
            )


def load_record(data: object) -> GameRecord:
    """The record described by JSON *data*, every move replayed and checked.

    A record without a ``game`` is Brass: Birmingham (as every record written before there
    were several games).

    :raises RecordError: for anything wrong, with its JSON path or its 1-based move number: not
        a record, an unknown ``format``, ``version``, ``game`` or ``rules`` edition, a missing,
        extra or mistyped key, a bad option or start position, data nested too deeply or too
        large, a malformed or illegal move (with its violations), a ``result`` the moves do not
        produce. Messages are at most :data:`MAX_MESSAGE` characters.
    """
    try:
        check_json(data)
    except RecordError as e:
        raise record_error(str(e)) from None
    d, game = _header(data)
    rec = setup_from_json(d, game)
    raw = d["moves"]
    if not isinstance(raw, list | tuple):
        raise _fail("$.moves", "expected a list of moves", raw)
    if len(raw) > MAX_MOVES:
        raise record_error(f"$.moves: too many moves ({len(raw)}; at most {MAX_MOVES})")
    moves: list[tuple[Any, str | None]] = []
    for i, item in enumerate(raw):
        try:
            moves.append((game.move_from_json(item), None))
        except BrassError as e:
            raise record_error(f"$.moves[{i}] (move {i + 1}): {cut(str(e), 300)}") from e
    rec = replay(rec, moves)
    check_result(rec, d.get("result"))
    return rec
