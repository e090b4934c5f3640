"""Text records (the role of a PGN file): :func:`format_record` and :func:`parse_record`.

A text record is a block of ``[Key "value"]`` header lines, a blank line, then one move per line
in notation (:mod:`~brass_rules.birmingham.notation`), each labelled with where it was played::

    [Format "brass_rules/record"]
    [Version "1"]
    [Players "2"]
    [Seed "1"]
    [Variant "standard"]
    [Engine "0.1.0"]
    [Rules "Brass: Birmingham (Roxley 2018)"]

    C1.1 P1: Build cotton Kidderminster/1 card Kidderminster
    C1.2 P0: Loan card Leek

Header values are JSON string literals (so ``\\"`` and ``\\\\`` escape as in JSON). The keys:
``Format`` and ``Version`` (optional on reading; checked when present), ``Players``, ``Seed``
and ``Variant`` (required), ``Name0`` ... one per player (all or none), ``Start`` (a start
position: the JSON of :func:`~brass_rules.birmingham.json.dump_state` as a string), ``Engine`` (not
checked), ``Rules`` (the rules edition; checked when present), and for a finished game
``Result`` (the VP of each player, in player order, ``"112 98 87"``) and ``Ranking`` (player
indices best first, ``>`` between places and ``=`` within a tie, ``"0 > 1 = 2"``). Other keys
(``Event``, ``Date``...) are allowed and ignored.

A move's label is the era (``C`` canal, ``R`` rail), the round and the turn in that round's turn
order (``.D`` in the debt phase after a round), then the player to move: ``R3.2 P1:``. The steps
of a multi-step action (a double rail, a second develop, each further tile of a Sell and ``End``)
are lines of their own with the same label, marked ``+``: ``R3.2 P1: + End``. Labels and ``+``
are optional when reading, and checked against the game when given. Blank lines and lines
starting with ``#`` are skipped.
"""

from __future__ import annotations

import json
import re

from brass_rules.birmingham.complete import complete
from brass_rules.birmingham.engine import apply
from brass_rules.birmingham.enums import Era
from brass_rules.birmingham.json import dump_state
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.notation import parse_move, write
from brass_rules.birmingham.scoring.game_end import ranking, scores
from brass_rules.birmingham.state import GameState
from brass_rules.errors import BrassError, IllegalMoveError, RecordError
from brass_rules.kit.limits import check_json, short
from brass_rules.records.record import (
    MAX_MOVES,
    RECORD_FORMAT,
    RECORD_VERSION,
    RULES_EDITION,
    GameRecord,
    check_result,
    engine_version,
    illegal,
    setup_from_json,
)

__all__ = ["format_record", "label", "parse_record"]

#: Longest text record read, in characters.
MAX_TEXT = 4_000_000

_HEADER = re.compile(r'\[([A-Za-z][A-Za-z0-9]{0,30}) (".*")\]')
_LABEL = re.compile(
    r"(?:(?P<era>[CR])(?P<round>\d{1,3})\.(?P<turn>\d{1,2}|D)\s+)?"
    r"(?:P(?P<player>\d{1,2})\s*:\s*)?(?P<move>.*)",
    re.IGNORECASE | re.DOTALL,
)


def label(state: GameState) -> str:
    """Where *state*'s next move is played: ``"C1.1 P0"`` (era, round, turn, player)."""
    era = "C" if state.era is Era.CANAL else "R"
    turn = "D" if state.in_debt_phase else str(state.turn + 1)
    return f"{era}{state.round}.{turn} P{state.to_move}"


def _header(key: str, value: object) -> str:
    return f"[{key} {json.dumps(str(value), ensure_ascii=False)}]"


def _ranking_text(groups: tuple[tuple[int, ...], ...]) -> str:
    return " > ".join(" = ".join(str(p) for p in group) for group in groups)


def format_record(rec: GameRecord) -> str:
    """The text record of *rec* (the module doc gives the format); moves are written completed.

    :raises IllegalMoveError: if a move of *rec* is illegal.
    """
    lines = [
        _header("Format", RECORD_FORMAT),
        _header("Version", RECORD_VERSION),
        _header("Players", rec.players),
        _header("Seed", rec.seed),
        _header("Variant", rec.variant.value),
    ]
    for i, name in enumerate(rec.names or ()):
        lines.append(_header(f"Name{i}", name))
    if rec.start is not None:
        start = dump_state(rec.initial_state())
        lines.append(_header("Start", json.dumps(start, sort_keys=True, separators=(",", ":"))))
    lines += [_header("Engine", engine_version()), _header("Rules", RULES_EDITION)]
    state = rec.initial_state()
    body: list[str] = []
    for move in rec.moves:
        full = complete(state, move)
        step = "+ " if state.in_progress is not None else ""
        body.append(f"{label(state)}: {step}{write(state, full)}")
        state = apply(state, full)
    if state.over:
        lines.append(_header("Result", " ".join(str(vp) for vp in scores(state))))
        lines.append(_header("Ranking", _ranking_text(ranking(state))))
    return "\n".join([*lines, "", *body]) + "\n"


# ----- reading -------------------------------------------------------------------------------


def _headers(lines: list[tuple[int, str]]) -> tuple[dict[str, str], list[tuple[int, str]]]:
    """The header values by key, and the remaining (line number, text) pairs."""
    headers: dict[str, str] = {}
    rest: list[tuple[int, str]] = []
    for number, line in lines:
        text = line.strip()
        if rest or not text.startswith("["):
            rest.append((number, line))
            continue
        match = _HEADER.fullmatch(text)
        if match is None:
            raise RecordError(f'line {number}: expected a header [Key "value"], got {short(text)}')
        key, raw = match.groups()
        try:
            value = json.loads(raw)
        except (ValueError, RecursionError):
            value = None
        if not isinstance(value, str):
            raise RecordError(f"line {number}: a header value is a quoted string, got {short(raw)}")
        if key in headers:
            raise RecordError(f"line {number}: header {key} given twice")
        headers[key] = value
    return headers, rest


def _int(headers: dict[str, str], key: str) -> int:
    if key not in headers:
        raise RecordError(f"header {key}: missing")
    text = headers[key].strip()
    if not re.fullmatch(r"-?\d{1,20}", text):
        raise RecordError(f"header {key}: expected an integer, got {short(text)}")
    return int(text)


def _setup(headers: dict[str, str]) -> GameRecord:
    if headers.get("Format", RECORD_FORMAT) != RECORD_FORMAT:
        raise RecordError(
            f"header Format: unknown format (expected {RECORD_FORMAT!r}), "
            f"got {short(headers['Format'])}"
        )
    if headers.get("Version", str(RECORD_VERSION)) != str(RECORD_VERSION):
        raise RecordError(
            f"header Version: unknown record version (this engine reads version "
            f"{RECORD_VERSION}), got {short(headers['Version'])}"
        )
    if headers.get("Rules", RULES_EDITION) != RULES_EDITION:
        raise RecordError(
            f"header Rules: unknown rules edition (expected {RULES_EDITION!r}), "
            f"got {short(headers['Rules'])}"
        )
    players = _int(headers, "Players")
    if "Variant" not in headers:
        raise RecordError("header Variant: missing")
    names: list[str] | None = [
        headers[f"Name{i}"] for i in range(max(players, 0)) if f"Name{i}" in headers
    ]
    if not names:
        names = None
    elif len(names) != players:
        raise RecordError(f"headers Name0 ... Name{players - 1}: give a name for every player")
    start: object = None
    if "Start" in headers:
        try:
            start = json.loads(headers["Start"])
        except (ValueError, RecursionError):
            raise RecordError(
                f"header Start: expected a position as JSON, got {short(headers['Start'])}"
            ) from None
        try:
            check_json(start)
        except RecordError as e:
            raise RecordError(f"header Start: {e}") from None
    data = {
        "players": players,
        "seed": _int(headers, "Seed"),
        "variant": headers["Variant"],
        "start": start,
        "names": names,
    }
    return setup_from_json(data)


def _result(headers: dict[str, str]) -> object:
    """The ``result`` object the headers claim, or None without a Result header."""
    if "Result" not in headers:
        if "Ranking" in headers:
            raise RecordError("header Ranking: given without a Result header")
        return None
    scores_text = headers["Result"].split()
    if not all(re.fullmatch(r"-?\d{1,9}", s) for s in scores_text) or len(scores_text) > 4:
        raise RecordError(
            f"header Result: expected the VP of each player, got {short(headers['Result'])}"
        )
    claimed: dict[str, object] = {"scores": [int(s) for s in scores_text]}
    if "Ranking" not in headers:
        return claimed
    groups: list[list[int]] = []
    for group in headers["Ranking"].split(">"):
        items = [s.strip() for s in group.split("=")]
        if not all(re.fullmatch(r"\d", s) for s in items):
            raise RecordError(
                f"header Ranking: expected player numbers like '0 > 1 = 2', "
                f"got {short(headers.get('Ranking'))}"
            )
        groups.append([int(s) for s in items])
    claimed["ranking"] = groups
    return claimed


def parse_record(text: str) -> GameRecord:
    """The record a text record describes (see the module doc), every move replayed.

    :raises RecordError: for anything wrong, naming the line or the 1-based move number: a
        malformed or missing header, an unknown format, version or rules edition, a bad start
        position, a move that is not notation or that no legal move (or more than one) fits, a
        label that does not match the game, a Result or Ranking the moves do not produce.
    """
    if not isinstance(text, str):
        raise RecordError(f"a text record is a string, got {short(text)}")
    if len(text) > MAX_TEXT:
        raise RecordError(f"the text record is too long ({len(text)} characters)")
    numbered = list(enumerate(text.splitlines(), 1))
    headers, rest = _headers(numbered)
    rec = _setup(headers)
    claimed = _result(headers)
    body = [
        (n, line.strip()) for n, line in rest if line.strip() and not line.strip().startswith("#")
    ]
    if len(body) > MAX_MOVES:
        raise RecordError(f"too many moves ({len(body)}; at most {MAX_MOVES})")
    try:
        state = rec.initial_state()
    except BrassError as e:  # pragma: no cover - the start position was checked by _setup
        raise RecordError(str(e)) from e
    moves: list[Move] = []
    for number, (line_no, line) in enumerate(body, 1):
        match = _LABEL.fullmatch(line)
        assert match is not None  # the pattern matches any line
        where = f"move {number} (line {line_no})"
        _check_label(state, match, where)
        notation = match.group("move").strip()
        if state.over:
            raise RecordError(f"{where}: {short(notation, 120)} comes after the end of the game")
        if notation.startswith("+"):
            notation = notation[1:].strip()
            if state.in_progress is None:
                raise RecordError(
                    f"{where}: '+' marks a step of an action in progress, but {label(state)} "
                    "starts a new action"
                )
        try:
            move = parse_move(state, notation)
        except BrassError as e:
            raise RecordError(f"{where}: {e}") from e
        try:
            state = apply(state, move)
        except IllegalMoveError as e:  # pragma: no cover - parse_move returns legal moves
            raise RecordError(illegal(number, move, e, notation)) from e
        moves.append(move)
    rec = GameRecord(rec.players, rec.seed, rec.variant, moves, rec.start, rec.names)
    rec._final.append(state)
    check_result(rec, claimed, "header Result")
    return rec


def _check_label(state: GameState, match: re.Match[str], where: str) -> None:
    if state.over:
        return
    want = label(state)
    era, round_, turn, player = match.group("era", "round", "turn", "player")
    if era is not None:
        given = f"{era.upper()}{int(round_)}.{turn.upper() if turn.isalpha() else int(turn)}"
        if not want.startswith(given + " "):
            raise RecordError(f"{where}: labelled {given}, but the game is at {want}")
    if player is not None and int(player) != state.to_move:
        raise RecordError(f"{where}: labelled P{int(player)}, but {want} is to move")
