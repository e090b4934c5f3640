"""What the commands share: one-line errors, reading positions and records, the player's view."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.scoring.game_end import ranking, scores
from brass_rules.birmingham.state import GameState
from brass_rules.errors import BrassError

PROG = "brass"
MAX_INPUT_BYTES = 64 * 1024 * 1024


class CommandError(Exception):
    """Bad input for a command: printed as one line on stderr, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr (exit status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def read_text(path: str) -> str:
    """The text of a file (``-`` for standard input); CommandError when it cannot be read."""
    try:
        if path == "-":
            text = sys.stdin.read(MAX_INPUT_BYTES + 1)
        else:
            with Path(path).open(encoding="utf-8") as handle:
                text = handle.read(MAX_INPUT_BYTES + 1)
    except (OSError, UnicodeDecodeError) as err:
        reason = getattr(err, "strerror", None) or type(err).__name__
        raise CommandError(f"cannot read {path}: {reason}") from None
    if len(text) > MAX_INPUT_BYTES:
        raise CommandError(f"{path} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")
    return text


def load_game(path: str) -> tuple[GameState, object | None]:
    """A position (``dump_state`` JSON), a JSON record or a text record; returns the state the
    file describes (a record's final state) and the record, or None for a position."""
    import brass_rules as br

    text = read_text(path)
    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise CommandError(f"{path} is not valid JSON: {str(err)[:200]}") from None
        if isinstance(data, dict) and data.get("format") == "brass_rules/record":
            record = br.load_record(data)
            return record.final_state(), record
        return br.load_state(data), None
    record = br.parse_record(text)
    return record.final_state(), record


def write_text(path: str, text: str) -> None:
    """Write *text* to *path* (``-`` for standard output); CommandError when it cannot."""
    if path == "-":
        sys.stdout.write(text)
        return
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as err:
        raise CommandError(f"cannot write {path}: {err.strerror or type(err).__name__}") from None


def result_lines(state: GameState) -> list[str]:
    """The scores and the ranking of a finished (or scored-so-far) game."""
    points = scores(state)
    lines = ["Final scores:"]
    for i, player in enumerate(state.players):
        lines.append(f"  P{i}: {points[i]} VP, income space {player.income_space}, £{player.money}")
    places = " > ".join("=".join(f"P{p}" for p in group) for group in ranking(state))
    lines.append(f"Ranking: {places}")
    return lines


def view_text(obs: Observation) -> str:
    """What the observing player sees of the players: money, VP, income, cards."""
    from brass_rules.birmingham import components as comp

    lines = []
    for i, view in enumerate(obs.players):
        who = "you" if i == obs.player else f"P{i}"
        level = comp.income_level(view.income_space)
        lines.append(
            f"  {who:>3}: £{view.money}, {view.vp} VP, income £{level} (space {view.income_space}),"
            f" spent £{view.spent}, {view.links_left} links, {view.hand_size} cards"
        )
    own = obs.players[obs.player].hand or ()
    lines.append("  your hand: " + (", ".join(own) if own else "(empty)"))
    return "\n".join(lines)


def fail(message: str, status: int = 2) -> int:
    """Print one line on stderr; return the exit status."""
    line = " ".join(message.split())
    if len(line) > 500:
        line = line[:497] + "..."
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
    except BrassError as err:
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
