"""Fuzz tests of the input paths of issues 14 and 15 (fast with the ``ci`` Hypothesis profile):
records with games and options, notation with stray characters, the observation loader, the
command line's argv and files, and a session at the ``play`` prompt. Nothing a stranger sends
gets more than a documented error: a ``BrassError`` from the library, exit status 0, 1 or 2 with
at most one line on stderr from the command line (3 means a bug)."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.records.games import GAMES, moves

import brass_rules as br
from brass_rules.birmingham.notation import read_move
from brass_rules.cli import main

REC = br.GameRecord(players=2, seed=11, moves=moves(*GAMES[0])[:40], names=("Ann", "Bob"))
GOOD = br.dump_record(REC)
TEXT = br.format_record(REC)
STATE = REC.final_state()
OBS = br.dump_observation(br.observe(STATE, STATE.to_move or 0))

ODD = ["²", "①", "١", "\u2028", "\u2029", "\x85", "\x00", "\ufeff", "🂡", "\ud800", "/", "=", "\""]
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=8) | st.sampled_from(ODD),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=10,
)
FUZZ = settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:3]):
            out += _paths(item, (*path, i))
    return out


def _set(data: Any, path: tuple[Any, ...], value: object) -> Any:
    data = copy.deepcopy(data)
    if not path:
        return value
    target = data
    for key in path[:-1]:
        target = target.setdefault(key, {}) if isinstance(target, dict) else target[key]
    target[path[-1]] = value
    return data


# ----- records -------------------------------------------------------------------------------


@given(st.sampled_from([*_paths(GOOD), ("game",), ("options",), ("options", "short")]), JSON)
def test_any_value_anywhere_in_a_record_is_a_record_error_or_a_record(
    path: tuple[Any, ...], value: object
) -> None:
    try:
        rec = br.load_record(_set(GOOD, path, value))
    except br.RecordError as e:
        assert len(str(e)) <= 500
    else:
        assert isinstance(rec, br.GameRecord)


@given(
    st.sampled_from(["Game", "Options", "Variant", "Players", "Seed", "Name0", "Result", "Start"]),
    st.text(max_size=40) | st.sampled_from(ODD) | st.sampled_from(["le_havre", "short=yes",
                                                                    "variant=intro", "x=y=z"]),
)
def test_any_header_value_is_a_record_error_or_a_record(key: str, value: str) -> None:
    header = f"[{key} {json.dumps(value)}]"
    lines = [line for line in TEXT.splitlines() if not line.startswith(f"[{key} ")]
    text = "\n".join([header, *lines]) + "\n"
    try:
        rec = br.parse_record(text)
    except br.RecordError as e:
        assert len(str(e)) <= 500
    else:
        assert rec.moves == REC.moves


@given(st.lists(st.sampled_from(ODD) | st.text(max_size=3), max_size=6), st.integers(0, 40))
def test_stray_characters_in_a_text_record_are_record_errors(bits: list[str], at: int) -> None:
    lines = TEXT.splitlines()
    at = min(at, len(lines) - 1)
    lines[at] = lines[at] + "".join(bits)
    try:
        br.parse_record("\n".join(lines))
    except br.RecordError as e:
        assert len(str(e)) <= 500


# ----- notation --------------------------------------------------------------------------------

WORDS = ["build", "sell", "loan", "pass", "network", "develop", "scout", "remove", "end", "card",
         "coal", "iron", "beer", "to", "bonus", "market", "Dudley", "Leek", "Birmingham",
         "Oxford", "cotton", "brewery", "north farm brewery", "wild location", "Dudley/0",
         "Oxford/1", "birmingam", "Wocester"]


@given(st.lists(st.sampled_from(WORDS) | st.sampled_from(ODD)
                | st.builds(lambda w, d: f"{w}/{d}", st.sampled_from(["Dudley", "Oxford", ""]),
                            st.sampled_from([*ODD, "0", "1", "99", "007"])), max_size=8))
def test_any_words_are_a_move_or_a_notation_error(words: list[str]) -> None:
    text = " ".join(words)
    for parse in (lambda: br.parse_move(STATE, text), lambda: read_move(text),
                  lambda: read_move(text, STATE)):
        try:
            parse()
        except br.NotationError as e:
            assert len(str(e)) <= 500


# ----- the observation loader ------------------------------------------------------------------


@given(st.sampled_from(_paths(OBS)), JSON)
def test_any_value_anywhere_in_an_observation_is_a_brass_error(
    path: tuple[Any, ...], value: object
) -> None:
    try:
        br.load_observation(_set(OBS, path, value))
    except br.BrassError as e:
        assert len(str(e)) <= 500


# ----- the command line ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("fuzz")
    contents = {
        "record.json": json.dumps(GOOD),
        "record.txt": TEXT,
        "position.json": json.dumps(br.dump_state(STATE)),
        "observation.json": json.dumps(OBS),
        "other.json": json.dumps(br.dump_observation(br.observe(STATE, 1 - (STATE.to_move or 0)))),
        "junk.json": '{"players": "x"}',
        "empty.txt": "",
    }
    out = {}
    for name, text in contents.items():
        (folder / name).write_text(text, encoding="utf-8")
        out[name] = str(folder / name)
    out["missing"] = str(folder / "no-such-file.json")
    out["out"] = str(folder / "out.svg")
    out["nodir"] = str(folder / "no-dir" / "x.svg")
    out["rec"] = str(folder / "game.json")
    return out


#: The working folder of every command run here: a relative output name an argv happens to hold
#: (``--record chess``) is written there, never into the checkout.
_CWD = tempfile.mkdtemp(prefix="brass-fuzz-")


def _main(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    old_in, old_out, old_err = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), io.StringIO(), io.StringIO()
    try:
        try:
            with contextlib.chdir(_CWD):
                status = main(argv)
        except SystemExit as done:
            status = int(done.code or 0)
        return status, sys.stdout.getvalue(), sys.stderr.getvalue()
    finally:
        sys.stdin, sys.stdout, sys.stderr = old_in, old_out, old_err


def _checked(status: int, err: str) -> None:
    assert status in (0, 1, 2), err
    if status == 2:
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err


NUMBERS = ["0", "1", "2", "3", "4", "5", "-1", "²", "١", "x", "1e3", "18446744073709551616", ""]
GAME = ["--game", "brass_birmingham", "--game", "le_havre", "--game", "chess"]


@FUZZ
@given(st.data())
def test_any_argv_is_a_clean_exit(files: dict[str, str], data: st.DataObject) -> None:
    command = data.draw(st.sampled_from(["games", "render", "check", "replay", "play", "demo"]))
    inputs = [files[k] for k in ("record.json", "record.txt", "position.json",
                                 "observation.json", "other.json", "junk.json", "empty.txt",
                                 "missing")]
    flags = data.draw(st.lists(st.sampled_from(["--game", "-o", "--svg", "--option", "--seed",
                                                "--players", "--human", "--mcts-iterations",
                                                "--bots", "--intro", "--record"]), max_size=3))
    argv: list[str] = [] if command == "demo" else [command]
    if command == "play":
        argv += ["--players", "2", "--human", "0", "--bots", "random,mcts",
                 "--mcts-iterations", "2", "--record", files["rec"]]
    elif command in ("render", "check", "replay"):
        argv.append(data.draw(st.sampled_from(inputs)))
        if command == "check":
            argv.append(data.draw(st.sampled_from(["End", "loan Leek", "Build cotton Stafford",
                                                   "Sell Dudley/² card Leek", "{", "{}", ""])))
    for flag in flags:
        argv.append(flag)
        if flag == "--intro":
            continue
        argv.append(data.draw(st.sampled_from(
            NUMBERS + GAME[1::2] + ["short=yes", "variant=intro", "x", "random", "mcts,alpha",
                                    files["out"], files["nodir"], "-"]
        )))
    if command == "demo" and "--players" not in flags:
        return  # a whole demo game: covered by the command-line tests
    status, _, err = _main(argv)
    _checked(status, err)


@FUZZ
@given(name=st.sampled_from(["record.json", "position.json", "observation.json"]), data=st.data())
def test_any_file_is_a_clean_exit(
    files: dict[str, str], name: str, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    original = json.loads(Path(files[name]).read_text(encoding="utf-8"))
    path = data.draw(st.sampled_from(_paths(original)))
    changed = _set(original, path, data.draw(JSON))
    target = tmp_path_factory.mktemp("file") / name
    target.write_text(json.dumps(changed), encoding="utf-8")
    for argv in (["render", str(target), "-o", files["out"]], ["check", str(target), "End"],
                 ["replay", str(target)]):
        status, _, err = _main(argv)
        _checked(status, err)


PROMPT = ["moves", "moves build", "moves dudley", "moves zzz", "1", "2", "999", "²", "0", "undo",
          "view", "board", "help", "?", "loan Leek", "Build cotton Stafford", "End", "",
          "Sell Dudley/① card Leek", "birmingam", "\u2028", "list"]


@FUZZ
@given(st.lists(st.sampled_from(PROMPT) | st.text(max_size=12), max_size=12))
def test_a_session_at_the_play_prompt_never_breaks(files: dict[str, str], lines: list[str]) -> None:
    script = "\n".join(lines) + "\n"
    status, out, err = _main(["play", "--players", "2", "--human", "1", "--bots", "random",
                              "--seed", "5", "--record", files["rec"]], stdin=script)
    assert status == 0, err
    assert "record saved to" in out
    record = br.load_record(json.loads(Path(files["rec"]).read_text(encoding="utf-8")))
    assert record.names == ("random", "human")
