"""The command line for every game (issue 14) and its hardening (issue 15, points 1, 2, 7, 8 and
the newcomer's frictions)."""

from __future__ import annotations

import importlib
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules.birmingham.text import EXAMPLES, money, plural
from brass_rules.cli import main
from brass_rules.cli.common import plain, view_text
from brass_rules.cli.play import help_text
from tests.cli.test_cli import assert_one_line_error, brass
from tests.records import toy_game

BIRMINGHAM = br.get_game("brass_birmingham")
PROTOCOL = (
    "new_game", "legal_moves", "validate", "apply", "scores", "ranking", "observe",
    "dump_observation", "load_observation", "determinize", "dump_state", "load_state",
    "move_to_json", "move_from_json", "format_move", "parse_move", "render_svg", "rule_text",
)  # fmt: skip


def run(
    argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str = ""
) -> tuple[int, str, str]:
    """``main(argv)`` in this process: (status, stdout, stderr)."""
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        status = main(argv)
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    finally:
        sys.stdin = old
    out, err = capsys.readouterr()
    return status, out, err


def one_line(status: int, err: str, want: int = 2) -> None:
    assert status == want, err
    assert len(err.strip().splitlines()) == 1 and err.startswith("brass"), err
    assert "Traceback" not in err


# ----- games, --game, --option ------------------------------------------------------------------


def test_the_games_command_lists_names_titles_player_counts_and_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(["games"], capsys)
    assert status == 0
    for name, game in br.GAMES.items():
        assert f"{name}: {game.title}, {game.min_players}-{game.max_players} players" in out
        for option in game.options:
            assert f"--option {option.name} (" in out
    assert "standard|intro, default standard" in out


def test_play_takes_the_game_and_its_options(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "intro.json"
    status, out, err = run(
        ["play", "--game", "brass_birmingham", "--players", "2", "--bots", "random",
         "--seed", "5", "--option", "variant=intro", "--record", str(path)], capsys,
    )
    assert status == 0, err
    assert out.startswith("Brass: Birmingham, 2 players, seed 5, variant: intro")
    record = br.load_record(json.loads(path.read_text(encoding="utf-8")))
    assert record.variant is br.Variant.INTRO and record.final_state().is_over
    for bad in (["--option", "short=yes"], ["--option", "variant=pro"], ["--option", "variant"],
                ["--game", "chess"], ["--option", "variant=intro", "--option", "variant=intro"]):
        status, _, err = run(["play", "--players", "2", *bad], capsys)
        one_line(status, err)


@pytest.fixture
def toy() -> object:
    with toy_game.registered():
        yield


@pytest.mark.usefixtures("toy")
def test_every_command_works_for_a_game_reached_only_through_the_protocol(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "nim.json"
    status, out, err = run(["play", "--game", "toy_nim", "--players", "3", "--bots", "random",
                            "--option", "big=yes", "--record", str(path)], capsys)
    assert status == 0, err
    assert out.startswith("Toy Nim, 3 players, seed 2018, big: yes") and "Ranking: " in out
    record = br.load_record(json.loads(path.read_text(encoding="utf-8")))
    assert record.game == "toy_nim" and record.options == {"big": True}
    status, out, err = run(["replay", str(path)], capsys)
    assert status == 0, err
    assert "   1. P2 (random): take " in out
    position = tmp_path / "position.json"
    position.write_text(json.dumps(toy_game.dump_state(toy_game.new_game(2, 1))))
    status, out, err = run(["render", str(position)], capsys)
    assert status == 0 and out.startswith("<svg"), err
    status, out, err = run(["check", str(position), "take 2"], capsys)
    assert (status, out) == (0, "legal: take 2\n"), err
    status, out, err = run(["check", str(position), '{"take": 5}'], capsys)
    assert status == 1 and out.startswith("NIM-TAKE: "), err
    status, _, err = run(["check", "--game", "brass_birmingham", str(position), "take 2"], capsys)
    one_line(status, err)
    assert "is a game of toy_nim, not brass_birmingham" in err


def _le_havre() -> object:
    """Le Havre's game object, skipping only while its module is missing or incomplete."""
    module = pytest.importorskip("brass_rules.le_havre")
    missing = [name for name in PROTOCOL if not hasattr(module, name)]
    if missing:
        pytest.skip(f"Le Havre is not game-complete yet (no {', '.join(missing)})")
    return module


def test_play_le_havre_against_the_bots_to_the_end(tmp_path: Path) -> None:
    _le_havre()
    result = brass("play", "--game", "le_havre", "--players", "2", "--bots", "random",
                   "--seed", "1", "--record", "lh.json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Le Havre, 2 players, seed 1") and "Ranking: " in result.stdout
    record = br.load_record(json.loads((tmp_path / "lh.json").read_text(encoding="utf-8")))
    assert record.game == "le_havre" and record.final_state().is_over
    short = brass("play", "--game", "le_havre", "--players", "1", "--bots", "greedy",
                  "--option", "short=yes", "--record", "-", cwd=tmp_path)
    assert short.returncode == 0, short.stderr
    assert br.load_record(json.loads(short.stdout)).options == {"short": True}
    replay = brass("replay", str(tmp_path / "lh.json"))
    assert replay.returncode == 0 and "Ranking: " in replay.stdout


# ----- observations --------------------------------------------------------------------------


def test_render_and_check_read_an_observation(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    state = br.new_game(players=3, seed=4)
    player = state.to_move
    assert player is not None
    path = tmp_path / "obs.json"
    path.write_text(json.dumps(br.dump_observation(br.observe(state, player))))
    status, out, err = run(["render", str(path)], capsys)
    assert status == 0 and out.startswith("<svg"), err
    move = br.legal_moves(state)[-1]
    status, out, err = run(["check", str(path), br.format_move(state, move)], capsys)
    assert (status, out) == (0, f"legal: {br.format_move(state, move)}\n"), err
    absent = next(c for c in ("Leek", "Stone", "Dudley", "Walsall")
                  if c not in state.players[player].hand)
    status, out, err = run(["check", str(path), f"Loan card {absent}"], capsys)
    assert status == 1 and out.startswith("R-GEN-TURN: "), err
    other = (player + 1) % 3
    path.write_text(json.dumps(br.dump_observation(br.observe(state, other))))
    status, _, err = run(["check", str(path), "Loan card Leek"], capsys)
    one_line(status, err)
    assert f"P{other}'s, but it is P{player}'s decision" in err


# ----- check explains short notation -------------------------------------------------------------


def test_check_explains_short_notation_of_an_illegal_build(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(br.dump_state(br.new_game(players=2, seed=1))))
    status, out, err = run(["check", str(path), "Build cotton Stafford"], capsys)
    assert status == 1, err
    first = out.splitlines()[0]
    assert first.startswith("R-BUILD-") and "Stafford" in first, out
    assert "The rules cited:" in out


# ----- 7. numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--mcts-iterations", "0"],
        ["play", "--mcts-iterations", "-5"],
        ["play", "--mcts-iterations", "10000000000"],
        ["play", "--mcts-iterations", "²"],
        ["play", "--players", "0"],
        ["play", "--players", "5"],
        ["play", "--players", "١"],
        ["play", "--human", "-1"],
        ["play", "--human", "7", "--players", "2"],
        ["play", "--seed", "18446744073709551616"],
        ["play", "--seed", "1e3"],
        ["play", "--seed", "٣"],
        ["--players", "9"],
        ["--seed", "x"],
        ["--seed", "9" * 5000],
    ],
)
def test_every_number_is_checked_with_a_clear_message(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(argv, capsys)
    one_line(status, err)
    assert out == ""
    assert len(err) < 600


# ----- 8. output file names --------------------------------------------------------------------


def test_a_file_name_that_is_not_utf8_is_refused_before_the_game(tmp_path: Path) -> None:
    name = os.fsencode(tmp_path) + b"/game-\xff.json"
    result = subprocess.run(
        [sys.executable, "-m", "brass_rules", "play", "--players", "2", "--bots", "random",
         "--record", name],
        capture_output=True, timeout=300,
    )
    assert result.returncode == 2, result.stderr
    assert b"not valid UTF-8" in result.stderr and b"Ranking" not in result.stdout
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("where", ["no-such-dir/game.json", "."])
def test_an_unwritable_record_path_is_refused_before_the_game(
    where: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(["play", "--players", "2", "--bots", "random",
                            "--record", str(tmp_path / where)], capsys)
    one_line(status, err)
    assert out == ""
    status, _, err = run(["render", "no-file.json", "-o", str(tmp_path / where)], capsys)
    one_line(status, err)


# ----- 1 and 2 through the command line --------------------------------------------------------


def test_a_record_beyond_the_engine_bounds_is_bad_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = br.dump_record(br.GameRecord(players=2, seed=1))
    data["moves"] = [{"action": "loan", "card": "x" * 65}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    for argv in (["replay", str(path)], ["render", str(path)], ["check", str(path), "End"]):
        status, _, err = run(argv, capsys)
        one_line(status, err)
        assert "move 1" in err


def test_unicode_digits_are_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(br.dump_state(br.new_game(players=2, seed=1))))
    for move in ("Sell Dudley/² card Leek", "Remove Dudley/①", "Build coal Dudley/١"):
        status, _, err = run(["check", str(path), move], capsys)
        one_line(status, err)
    status, out, err = run(["play", "--players", "2", "--human", "0", "--record",
                            str(tmp_path / "g.json")], capsys, stdin="moves\n²\n①\nquit\n")
    assert status == 0, err
    assert out.count("unknown word") == 2 or out.count("no such number") >= 1


# ----- frictions ------------------------------------------------------------------------------


def test_play_record_to_stdout_puts_only_the_record_there() -> None:
    result = brass("play", "--players", "2", "--bots", "random", "--seed", "2", "--record", "-")
    assert result.returncode == 0, result.stderr
    record = br.load_record(json.loads(result.stdout))
    assert record.final_state().is_over
    assert "Ranking: " in result.stderr and "record saved" not in result.stderr + result.stdout


def test_moves_takes_a_filter_and_view_shows_the_mat(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    state = br.new_game(players=2, seed=5)
    human = str(state.to_move)
    script = "moves nothing-like-this\nmoves dudley\nmoves build\nview\n1\nquit\n"
    status, out, err = run(["play", "--players", "2", "--human", human, "--bots", "random",
                            "--seed", "5", "--record", str(tmp_path / "g.json")], capsys, script)
    assert status == 0, err
    blocks: list[list[str]] = []
    for line in out.splitlines():
        found = re.match(r"(?:P\d> )?\s+(\d+)\. (.*)", line)
        if found:
            if found[1] == "1":
                blocks.append([])
            blocks[-1].append(found[2])
    dudley, builds = blocks
    assert dudley and all("dudley" in move.lower() for move in dudley)
    assert any(not move.startswith("Build") for move in dudley)
    assert builds and all(move.startswith("Build") for move in builds)
    assert "no legal move holds 'nothing-like-this'" in out
    assert "your mat (tiles left per industry, by level):" in out
    assert "cotton: level 1 \u00d73" in out
    assert f"P{human} (you): {builds[0]}" in out


def test_every_example_of_the_help_parses() -> None:
    from brass_rules.birmingham.notation import read_move

    text = help_text(BIRMINGHAM)
    for example in EXAMPLES:
        assert f'"{example}"' in text
        read_move(example)
    for example in re.findall(r'e\.g\. "([^"]+)"', text):
        read_move(example)


@pytest.mark.parametrize("command", ["", "games", "play", "replay", "render", "check"])
def test_help_is_plain_text(command: str) -> None:
    result = brass(*([command] if command else []), "--help")
    assert result.returncode == 0
    assert "``" not in result.stdout and ":func:" not in result.stdout
    assert plain("``brass check`` and :func:`~brass_rules.format_move`") == (
        "brass check and format_move"
    )


def test_wording_of_money_and_counts() -> None:
    assert (money(5), money(0), money(-1)) == ("£5", "£0", "\u2212£1")
    assert (plural(1, "card"), plural(2, "card"), plural(0, "link")) == ("1 card", "2 cards",
                                                                         "0 links")
    from tests.builder import Position

    state = Position(2).money(0, -3).state if hasattr(Position(2), "money") else None
    assert state is not None
    text = view_text(BIRMINGHAM, br.observe(state, 0))
    assert "\u2212£3" in text and "£-" not in text
    assert not re.search(r"\b1 (cards|links)\b", text)


def test_the_old_command_line_module_paths_still_import() -> None:
    for name in ("brass_rules.cli.common", "brass_rules.cli.play", "brass_rules.__main__"):
        assert importlib.import_module(name)
    assert_one_line_error(brass("games", "--frobnicate"))
