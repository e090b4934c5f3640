"""What the commands share: one-line errors, checked numbers and paths, reading positions,
observations and records of any game, and the texts a person reads.

The commands reach a game only through the registry and the game protocol
(:mod:`brass_rules.game`): every text about a position or a move comes from the game's typed
hooks (:class:`brass_rules.hooks.GameHooks`: ``board_text``, ``view_text``, ``heading_text``,
``help_text``, ``events_text``, ``result_text``), each with a plain fallback; no command tests
a game's name.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from brass_rules.errors import BrassError, quote
from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.kit.options import Option, OptionError
from brass_rules.records.record import game_options
from brass_rules.registry import DEFAULT_GAME, GAMES, get_game

PROG = "brass"
MAX_INPUT_BYTES = 64 * 1024 * 1024
#: Longest error line printed.
MAX_LINE = 500
_ASCII_INT = re.compile(r"[+-]?[0-9]{1,25}", re.ASCII)


class CommandError(Exception):
    """Bad input for a command: printed as one line on stderr, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr (exit status 2)."""

    def error(self, message: str) -> NoReturn:
        line = " ".join(message.split())
        if len(line) > MAX_LINE:
            line = line[: MAX_LINE - 3] + "..."
        self.exit(2, f"{self.prog}: error: {line} (see {self.prog} --help)\n")


def plain(text: str | None) -> str:
    """Documentation text as a terminal shows it: reStructuredText's ``literals``,
    :role:`targets` and ``**emphasis**`` become plain words."""
    if not text:
        return ""
    text = re.sub(r":[a-z:]+:`~?([^`<]*?)(?:\s*<[^>]*>)?`", lambda m: m.group(1).split(".")[-1]
                  if m.group(1).startswith("brass_rules.") else m.group(1), text)
    text = re.sub(r"``([^`]+)``", r"\1", text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"\1", text)
    return text.replace("\\\\", "\\")


# ----- numbers and paths -------------------------------------------------------------------------


def integer(what: str, low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: an integer in ASCII digits, within [*low*, *high*], with a clear
    message naming *what* otherwise."""

    def read(text: str) -> int:
        if not _ASCII_INT.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number, not {quote(text, 40)}"
            )
        value = int(text.strip())
        if (low is not None and value < low) or (high is not None and value > high):
            if high is None:
                bound = f"at least {low}"
            elif low is None:
                bound = f"at most {high}"
            else:
                bound = f"from {low} to {high}"
            raise argparse.ArgumentTypeError(f"{what} must be {bound}, not {value}")
        return value

    read.__name__ = what  # argparse names the type in its messages
    return read


SEED = integer("a seed", -(2**64) + 1, 2**64 - 1)


def shown(path: str) -> str:
    """*path* as it can be printed whatever its bytes (an undecodable byte is shown escaped)."""
    return path.encode("utf-8", "backslashreplace").decode("utf-8")


def check_output(path: str | None) -> None:
    """Raise CommandError unless *path* (``-``: standard output) can be written: checked before
    any work is done, so that nothing is lost at the end."""
    if path is None or path == "-":
        return
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        raise CommandError(f"the file name {shown(path)!r} is not valid UTF-8") from None
    if "\x00" in path:
        raise CommandError("a file name cannot hold a NUL character")
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if target.is_dir():
        raise CommandError(f"cannot write {shown(path)}: it is a directory")
    if not folder.is_dir():
        raise CommandError(f"cannot write {shown(path)}: no directory {shown(str(folder))}")
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise CommandError(f"cannot write {shown(path)}: permission denied")


def read_text(path: str) -> str:
    """The text of a file (``-`` for standard input); CommandError when it cannot be read."""
    try:
        if path == "-":
            text = sys.stdin.read(MAX_INPUT_BYTES + 1)
        else:
            with Path(path).open(encoding="utf-8") as handle:
                text = handle.read(MAX_INPUT_BYTES + 1)
    except (OSError, UnicodeDecodeError, ValueError) as err:
        reason = getattr(err, "strerror", None) or type(err).__name__
        raise CommandError(f"cannot read {shown(path)}: {reason}") from None
    if len(text) > MAX_INPUT_BYTES:
        raise CommandError(f"{shown(path)} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")
    return text


def write_text(path: str, text: str) -> None:
    """Write *text* to *path* (``-`` for standard output); CommandError when it cannot."""
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        Path(path).write_text(text, encoding="utf-8")
    except (OSError, ValueError) as err:
        reason = getattr(err, "strerror", None) or type(err).__name__
        raise CommandError(f"cannot write {shown(path)}: {reason}") from None


# ----- games and their options -------------------------------------------------------------------


def find_game(name: str | None) -> Game:
    """The game called *name* (the default game for ``None``); CommandError listing the games."""
    if name is None:
        return get_game(DEFAULT_GAME)
    if name not in GAMES:
        raise CommandError(f"unknown game {quote(name, 40)} (games: {', '.join(GAMES)})")
    return get_game(name)


def read_options(game: Game, pairs: Sequence[str] | None, intro: bool = False) -> dict[str, Any]:
    """The options of ``--option name=value`` words (each read by the option's ``from_text``);
    ``--intro`` is Birmingham's ``--option variant=intro``."""
    options = {o.name: o for o in game_options(game)}
    out: dict[str, Any] = {}
    for pair in pairs or ():
        name, sep, value = pair.partition("=")
        name = name.strip()
        if not sep or not name:
            raise CommandError(f"--option takes name=value, not {quote(pair, 40)}")
        if name not in options:
            known = ", ".join(options) or "none"
            raise CommandError(f"{game.name} has no option {quote(name, 40)} (options: {known})")
        if name in out:
            raise CommandError(f"--option {name} is given twice")
        try:
            out[name] = options[name].from_text(value)
        except OptionError as err:
            raise CommandError(str(err)) from None
    if intro:
        if "variant" not in options:
            raise CommandError(f"--intro is Brass: Birmingham's; {game.name} has no variant")
        out["variant"] = options["variant"].from_text("intro")
    return out


def describe_options(game: Game, values: dict[str, Any]) -> str:
    """``", short: yes"`` for the options that differ from their defaults ("" if none)."""
    parts = []
    for option in game_options(game):
        value = values.get(option.name, option.default)
        if value != option.default:
            parts.append(f"{option.name}: {_word(option, value)}")
    return "".join(f", {p}" for p in parts)


def _word(option: Option, value: Any) -> str:
    encoded = option.to_json(value)
    if isinstance(encoded, bool):
        return "yes" if encoded else "no"
    return str(encoded)


# ----- reading files -----------------------------------------------------------------------------


@dataclass
class Loaded:
    """What a file held: the game, its state, and the record or observation it came from."""

    game: Game
    state: Any
    record: Any = None
    observation: Any = None


def load_file(path: str, game_name: str | None = None) -> Loaded:
    """A position (``dump_state`` JSON), an observation (``dump_observation`` JSON), a JSON
    record or a text record. A record or a position that names its game decides the game;
    *game_name* (``--game``) must then agree. For a record, the state is its final state."""
    import brass_rules as br

    text = read_text(path)
    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise CommandError(f"{shown(path)} is not valid JSON: {str(err)[:200]}") from None
        if not isinstance(data, dict):
            raise CommandError(f"{shown(path)} holds no position, observation or record")
        if data.get("format") == "brass_rules/record":
            record = br.load_record(data)
            _agree(game_name, record.game, path)
            return Loaded(record.game_object(), record.final_state(), record=record)
        named = data.get("game")
        if named is not None and not isinstance(named, str):
            raise CommandError(f"{shown(path)}: $.game: expected a game name, got {quote(named)}")
        if named is not None:
            _agree(game_name, named, path)
        game = find_game(named if named is not None else game_name)
        if "player" in data:
            observation = game.load_observation(data)
            return Loaded(game, observation, observation=observation)
        return Loaded(game, game.load_state(data))
    record = br.parse_record(text)
    _agree(game_name, record.game, path)
    return Loaded(record.game_object(), record.final_state(), record=record)


def _agree(wanted: str | None, found: str, path: str) -> None:
    if wanted is not None and wanted != found:
        find_game(wanted)
        raise CommandError(f"{shown(path)} is a game of {found}, not {wanted}")


# ----- what the players see ----------------------------------------------------------------------


def result_lines(game: Game, state: Any) -> list[str]:
    """The final results of *state*: the game's ``result_text`` hook, else each player's
    ``scores`` and the ``ranking``."""
    own = hooks_of(game).result_text(state)
    if own is not None:
        return [str(line) for line in own]
    points = game.scores(state)
    lines = ["Final scores:"]
    lines += [f"  P{i}: {points[i]}" for i in range(state.num_players)]
    places = " > ".join("=".join(f"P{p}" for p in group) for group in game.ranking(state))
    lines.append(f"Ranking: {places}")
    return lines


def board_text(game: Game, state: Any) -> str | None:
    """The game's ``board_text`` of *state* (an observation: the state it shows), or None if it
    has none."""
    return hooks_of(game).board_text(state)


def heading_text(game: Game, state: Any) -> str:
    """Where the game stands: the game's ``heading_text`` (fallback: its ``move_label``)."""
    return hooks_of(game).heading_text(state)


def events_lines(game: Game, before: Any, move: Any, after: Any) -> list[str]:
    """The lines for the steps the engine carried out after *move* (the game's
    ``events_text``)."""
    return list(hooks_of(game).events_text(before, move, after))


def help_lines(game: Game) -> str:
    """The game's part of the in-game help (its ``help_text``; "" without it)."""
    return hooks_of(game).help_text()


def view_text(game: Game, obs: Any) -> str:
    """What the observing player sees: the game's own ``view_text``, or the observation's facts
    in words."""
    own = hooks_of(game).view_text(obs)
    return own if own is not None else _generic_view(game, obs)


def _generic_view(game: Game, obs: Any) -> str:
    """A game without a view of its own: its observation's JSON as lines of words (the round
    and such facts, what lies in the open, then each player's belongings)."""
    try:
        data = game.dump_observation(obs)
    except Exception:  # a game that cannot dump this observation: say who is to move only
        return f"  P{obs.to_move} to move"
    me = data.get("player")
    facts = [f"{k} {_fact(v)}" for k, v in data.items()
             if isinstance(v, int | str) and not isinstance(v, bool)
             and k not in ("game", "player", "to_move")]
    lines = ["  " + ", ".join(facts)] if facts else []
    for key, value in data.items():
        if isinstance(value, dict) and value:
            lines.append(f"  {key}: {_fact(value)}")
    players = data.get("players")
    if isinstance(players, list):
        for i, view in enumerate(players):
            who = "you" if i == me else f"P{i}"
            if isinstance(view, dict):
                parts = [f"{k} {_fact(v)}" for k, v in view.items()
                         if v not in (None, [], {}, False)]
                lines.append(f"  {who:>3}: " + ", ".join(parts))
    return "\n".join(lines) or f"  P{obs.to_move} to move"


def _fact(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items() if v) or "none"
    if isinstance(value, list):
        return "(" + ", ".join(str(v) for v in value) + ")" if len(value) <= 8 else f"{len(value)}"
    return str(value)


def fail(message: str, status: int = 2) -> int:
    """Print one line on stderr; return the exit status."""
    line = " ".join(message.split())
    if len(line) > MAX_LINE:
        line = line[: MAX_LINE - 3] + "..."
    print(f"{PROG}: error: {line}", file=sys.stderr)
    return status


def guarded(run: object, args: argparse.Namespace) -> int:
    """Run a command, turning bad input into one line on stderr and exit status 2."""
    assert callable(run)
    try:
        status = run(args)
        assert isinstance(status, int)
        return status
    except CommandError as err:
        return fail(str(err))
    except (BrassError, OptionError) as err:
        return fail(str(err))
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away (e.g. "| head"): nothing more to say
        return 0
    except KeyboardInterrupt:
        return fail("interrupted", 130)
    except RecursionError:
        return fail("the input is nested too deeply")
    except Exception as err:  # a bug of ours: still one line, and a status of its own
        return fail(f"internal error ({type(err).__name__}: {err}); please report it", 3)


def join(items: Sequence[str]) -> str:
    return ", ".join(items)
