"""Text records (the role of a PGN file): :func:`format_record` and :func:`parse_record`.

A text record is a block of ``[Key "value"]`` header lines, a blank line, then one move per line
in the game's notation (its ``format_move`` / ``parse_move``), each labelled with where it was
played. For Brass: Birmingham::

    [Format "brass_rules/record"]
    [Version "1"]
    [Game "brass_birmingham"]
    [Players "2"]
    [Seed "1"]
    [Variant "standard"]
    [Engine "0.1.0"]
    [Rules "Brass: Birmingham (Roxley 2018)"]

    C1.1 P1: Build cotton Kidderminster/1 card Kidderminster
    C1.2 P0: Loan card Leek

Header values are JSON string literals (so ``\\"`` and ``\\\\`` escape as in JSON; the line
breaks ``str.splitlines`` knows, such as U+2028, are escaped too, so any name stays on its
line). The keys: ``Format`` and ``Version`` (optional on reading; checked when present),
``Game`` (the registry name; Birmingham when absent), ``Players`` and ``Seed`` (required),
``Variant`` (Birmingham's variant, required for Birmingham), ``Options`` (the game's other
options, ``"short=yes"``: name=value pairs separated by spaces), ``Name0`` ... one per player
(all or none), ``Start`` (a start position: the JSON of the game's ``dump_state`` as a string),
``Engine`` (not checked), ``Rules`` (the rules edition; checked when present), and for a
finished game ``Result`` (the score of each player, in player order, ``"112 98 87"``) and
``Ranking`` (player indices best first, ``>`` between places and ``=`` within a tie,
``"0 > 1 = 2"``). Other keys (``Event``, ``Date``...) are allowed and ignored.

A move's label says where it is played. Birmingham's is the era (``C`` canal, ``R`` rail), the
round and the turn in that round's turn order (``.D`` in the debt phase after a round), then
the player to move: ``R3.2 P1:``; the steps of a multi-step action (a double rail, a second
develop, each further tile of a Sell and ``End``) are lines of their own with the same label,
marked ``+``: ``R3.2 P1: + End``. A game without labels of its own labels a move with the
player to move, ``P1:``. Labels and ``+`` are optional when reading, and checked against the
game when given. Blank lines and lines starting with ``#`` are skipped.

The text is read line by line (lines end at ``\\n``, ``\\r\\n`` or ``\\r``, whichever a file
uses), in time linear in its length and memory bounded by the moves it holds, and a text longer
than :data:`MAX_TEXT` characters is refused.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from typing import Any

from brass_rules.errors import BrassError, RecordError
from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.kit.limits import check_json, short
from brass_rules.kit.options import OptionError
from brass_rules.records.record import (
    MAX_MOVES,
    RECORD_FORMAT,
    RECORD_VERSION,
    VARIANT,
    GameRecord,
    check_result,
    completer,
    cut,
    engine_version,
    game_options,
    illegal,
    record_error,
    rules_edition,
    setup_from_json,
)
from brass_rules.registry import DEFAULT_GAME, GAMES, get_game

__all__ = ["MAX_HEADERS", "MAX_TEXT", "format_record", "label", "parse_record"]

#: Longest text record read, in characters.
MAX_TEXT = 4_000_000
#: Most header lines in a text record.
MAX_HEADERS = 200

_HEADER = re.compile(r'\[([A-Za-z][A-Za-z0-9]{0,30}) (".*")\]', re.DOTALL)
_INT = re.compile(r"-?[0-9]{1,20}", re.ASCII)
#: Characters ``str.splitlines`` breaks at that JSON leaves unescaped (the others are control
#: characters, which JSON escapes), and lone surrogates (which no file encoding can hold).
_UNSAFE = re.compile("[\x85\u2028\u2029\ud800-\udfff]")
#: A line end of a text record (the longest first, so ``\r\n`` is one line end).
_BREAK = re.compile(r"\r\n|\r|\n")


def label(state: Any) -> str:
    """Where *state*'s next move is played: Birmingham's ``"C1.1 P0"`` (era, round, turn,
    player), or ``"P0"`` for a game without labels of its own."""
    return hooks_of(get_game(state.game)).move_label(state)


def _prefix(game: Game, state: Any) -> str:
    return hooks_of(game).record_label(state)


def _escape(text: str) -> str:
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _header(key: str, value: object) -> str:
    return f"[{key} {_escape(json.dumps(str(value), ensure_ascii=False))}]"


def _ranking_text(groups: tuple[tuple[int, ...], ...]) -> str:
    return " > ".join(" = ".join(str(p) for p in group) for group in groups)


def _word(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def format_record(rec: GameRecord) -> str:
    """The text record of *rec* (the module doc gives the format); moves are written completed.

    :raises IllegalMoveError: if a move of *rec* is illegal.
    """
    game = rec.game_object()
    options = game_options(game)
    lines = [
        _header("Format", RECORD_FORMAT),
        _header("Version", RECORD_VERSION),
        _header("Game", game.name),
        _header("Players", rec.players),
        _header("Seed", rec.seed),
    ]
    for option in options:
        if option.name == VARIANT:
            lines.append(_header("Variant", option.to_json(rec.options[VARIANT])))
    others = [
        f"{o.name}={_word(o.to_json(rec.options[o.name]))}" for o in options if o.name != VARIANT
    ]
    if others:
        lines.append(_header("Options", " ".join(others)))
    for i, name in enumerate(rec.names or ()):
        lines.append(_header(f"Name{i}", name))
    if rec.start is not None:
        start = game.dump_state(rec.initial_state())
        lines.append(_header("Start", json.dumps(start, sort_keys=True, separators=(",", ":"))))
    lines += [_header("Engine", engine_version()), _header("Rules", rules_edition(game))]
    complete = completer(game)
    state = rec.initial_state()
    body: list[str] = []
    for move in rec.moves:
        full = complete(state, move)
        body.append(f"{_prefix(game, state)}{_one_line(game.format_move(state, full))}")
        state = game.apply(state, full)
    if state.is_over:
        lines.append(_header("Result", " ".join(str(vp) for vp in game.scores(state))))
        lines.append(_header("Ranking", _ranking_text(game.ranking(state))))
    return "\n".join([*lines, "", *body]) + "\n"


def _one_line(text: str) -> str:
    """A move's notation on one line (line breaks of any kind become spaces)."""
    return " ".join(text.split())


# ----- reading -------------------------------------------------------------------------------


def _lines(text: str) -> Iterator[tuple[int, str]]:
    """(line number, line) of *text*, one at a time: lines end at ``\\n``, ``\\r\\n`` or ``\\r``
    (not at the other characters ``str.splitlines`` breaks at, which header values escape).

    One pass of :data:`_BREAK` over the text: each character is looked at a bounded number of
    times, so the time is linear whichever line ends the text uses.
    """
    number = 0
    start = 0
    for number, match in enumerate(_BREAK.finditer(text), 1):
        yield number, text[start : match.start()]
        start = match.end()
    if start < len(text):
        yield number + 1, text[start:]


class _Reader:
    """The lines of a text record: its headers first, then its move lines one at a time."""

    def __init__(self, text: str) -> None:
        self.lines = _lines(text)
        self.pending: tuple[int, str] | None = None
        self.headers: dict[str, str] = {}

    def read_headers(self) -> dict[str, str]:
        for number, line in self.lines:
            text = line.strip()
            if not text:
                continue
            if not text.startswith("["):
                self.pending = (number, line)
                break
            match = _HEADER.fullmatch(text)
            if match is None:
                raise record_error(
                    f'line {number}: expected a header [Key "value"], got {short(text)}'
                )
            key, raw = match.groups()
            try:
                value = json.loads(raw)
            except (ValueError, RecursionError):
                value = None
            if not isinstance(value, str):
                raise record_error(
                    f"line {number}: a header value is a quoted string, got {short(raw)}"
                )
            if key in self.headers:
                raise record_error(f"line {number}: header {key} given twice")
            if len(self.headers) >= MAX_HEADERS:
                raise record_error(f"line {number}: too many headers (at most {MAX_HEADERS})")
            self.headers[key] = value
        return self.headers

    def moves(self) -> Iterator[tuple[int, str]]:
        """(line number, stripped line) of each move line (blank and ``#`` lines skipped)."""
        pending: list[tuple[int, str]] = [] if self.pending is None else [self.pending]
        self.pending = None
        for number, line in itertools.chain(pending, self.lines):
            text = line.strip()
            if text and not text.startswith("#"):
                yield number, text


def _int(headers: dict[str, str], key: str) -> int:
    if key not in headers:
        raise record_error(f"header {key}: missing")
    text = headers[key].strip()
    if not _INT.fullmatch(text):
        raise record_error(f"header {key}: expected an integer, got {short(text)}")
    return int(text)


def _game(headers: dict[str, str]) -> Game:
    name = headers.get("Game", DEFAULT_GAME)
    if name not in GAMES:
        raise record_error(
            f"header Game: unknown game (games: {', '.join(GAMES)}), got {short(name)}"
        )
    return get_game(name)


def _options(game: Game, headers: dict[str, str]) -> dict[str, object]:
    """The JSON values of the ``Options`` header (read with each option's ``from_text``)."""
    out: dict[str, object] = {}
    known = {o.name: o for o in game_options(game) if o.name != VARIANT}
    for pair in headers.get("Options", "").split():
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise record_error(f"header Options: expected name=value pairs, got {short(pair)}")
        if name not in known:
            names = ", ".join(sorted(known)) or "none"
            raise record_error(
                f"header Options: {game.name} has no option {short(name)} (options: {names})"
            )
        if name in out:
            raise record_error(f"header Options: option {short(name)} given twice")
        try:
            out[name] = known[name].to_json(known[name].from_text(value))
        except OptionError as e:
            raise record_error(f"header Options: {e}") from None
    return out


def _setup(headers: dict[str, str]) -> GameRecord:
    if headers.get("Format", RECORD_FORMAT) != RECORD_FORMAT:
        raise record_error(
            f"header Format: unknown format (expected {RECORD_FORMAT!r}), "
            f"got {short(headers['Format'])}"
        )
    if headers.get("Version", str(RECORD_VERSION)) != str(RECORD_VERSION):
        raise record_error(
            f"header Version: unknown record version (this engine reads version "
            f"{RECORD_VERSION}), got {short(headers['Version'])}"
        )
    game = _game(headers)
    edition = rules_edition(game)
    if headers.get("Rules", edition) != edition:
        raise record_error(
            f"header Rules: unknown rules edition (expected {edition!r}), "
            f"got {short(headers['Rules'])}"
        )
    players = _int(headers, "Players")
    has_variant = any(o.name == VARIANT for o in game.options)
    if has_variant and "Variant" not in headers:
        raise record_error("header Variant: missing")
    if not has_variant and "Variant" in headers:
        raise record_error(f"header Variant: {game.name} has no variant")
    names: list[str] | None = [
        headers[f"Name{i}"] for i in range(max(min(players, 100), 0)) if f"Name{i}" in headers
    ]
    if not names:
        names = None
    elif len(names) != players:
        raise record_error(f"headers Name0 ... Name{players - 1}: give a name for every player")
    start: object = None
    if "Start" in headers:
        try:
            start = json.loads(headers["Start"])
        except (ValueError, RecursionError):
            raise record_error(
                f"header Start: expected a position as JSON, got {short(headers['Start'])}"
            ) from None
        try:
            check_json(start)
        except RecordError as e:
            raise record_error(f"header Start: {e}") from None
    data: dict[str, object] = {
        "players": players,
        "seed": _int(headers, "Seed"),
        "start": start,
        "names": names,
        "options": _options(game, headers),
    }
    if has_variant:
        data[VARIANT] = headers["Variant"]
    return setup_from_json(data, game)


def _result(headers: dict[str, str]) -> object:
    """The ``result`` object the headers claim, or None without a Result header."""
    if "Result" not in headers:
        if "Ranking" in headers:
            raise record_error("header Ranking: given without a Result header")
        return None
    scores_text = headers["Result"].split()
    if not all(re.fullmatch(r"-?[0-9]{1,9}", s) for s in scores_text) or len(scores_text) > 8:
        raise record_error(
            f"header Result: expected the score of each player, got {short(headers['Result'])}"
        )
    claimed: dict[str, object] = {"scores": [int(s) for s in scores_text]}
    if "Ranking" not in headers:
        return claimed
    groups: list[list[int]] = []
    for group in headers["Ranking"].split(">"):
        items = [s.strip() for s in group.split("=")]
        if not all(re.fullmatch(r"[0-9]", s) for s in items):
            raise record_error(
                f"header Ranking: expected player numbers like '0 > 1 = 2', "
                f"got {short(headers.get('Ranking'))}"
            )
        groups.append([int(s) for s in items])
    claimed["ranking"] = groups
    return claimed


def parse_record(text: str) -> GameRecord:
    """The record a text record describes (see the module doc), every move replayed.

    The text is read line by line, in memory bounded by the moves it holds.

    :raises RecordError: for anything wrong, naming the line or the 1-based move number: a text
        longer than :data:`MAX_TEXT` characters, a malformed or missing header, an unknown
        format, version, game or rules edition, a bad option or start position, a move that is
        not notation or that no legal move (or more than one) fits, a label that does not match
        the game, a Result or Ranking the moves do not produce. Messages are short (at most
        500 characters).
    """
    if not isinstance(text, str):
        raise record_error(f"a text record is a string, got {short(text)}")
    if len(text) > MAX_TEXT:
        raise record_error(
            f"the text record is too long ({len(text)} characters; at most {MAX_TEXT})"
        )
    reader = _Reader(text)
    headers = reader.read_headers()
    rec = _setup(headers)
    claimed = _result(headers)
    game = rec.game_object()
    read_line = hooks_of(game).read_record_line
    state = rec.final_state()
    moves: list[Any] = []
    for number, (line_no, line) in enumerate(reader.moves(), 1):
        if number > MAX_MOVES:
            raise record_error(f"too many moves (more than {MAX_MOVES})")
        where = f"move {number} (line {line_no})"
        try:
            notation = read_line(state, line)
        except BrassError as e:
            raise record_error(f"{where}: {e}") from e
        if state.is_over:
            raise record_error(f"{where}: {short(notation, 120)} comes after the end of the game")
        try:
            move = game.parse_move(state, notation)
        except BrassError as e:
            raise record_error(f"{where}: {e}") from e
        except (TypeError, ValueError) as e:  # a game's parser that lets one through
            raise record_error(f"{where}: not a move: {cut(str(e), 200)}") from e
        try:
            state = game.apply(state, move)
        except BrassError as e:  # pragma: no cover - parse_move returns legal moves
            raise record_error(illegal(number, move, e, notation, game)) from e
        moves.append(move)
    out = GameRecord(
        rec.players, rec.seed, rec.variant, moves, rec.start, rec.names, rec.game, rec.options
    )
    out._final.append(state)
    check_result(out, claimed, "header Result")
    return out
