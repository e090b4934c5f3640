"""The command line through subprocesses: ``python -m brass_rules`` and its commands."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import brass_rules as br
from tests.builder import Position


def brass(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "brass_rules", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=cwd,
    )


def assert_one_line_error(result: subprocess.CompletedProcess[str], status: int = 2) -> None:
    assert result.returncode == status, result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stderr.startswith("brass")


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, br.GameRecord]:
    """A finished 2-player game between random agents, saved as JSON and text records."""
    from brass_rules import agents, selfplay

    record = selfplay.play_game([agents.RandomAgent(seed=1), agents.RandomAgent(seed=2)], seed=3)
    folder = tmp_path_factory.mktemp("records")
    (folder / "game.json").write_text(json.dumps(br.dump_record(record)), encoding="utf-8")
    (folder / "game.txt").write_text(br.format_record(record), encoding="utf-8")
    (folder / "start.json").write_text(
        json.dumps(br.dump_state(record.initial_state())), encoding="utf-8"
    )
    return folder, record


@pytest.mark.parametrize(
    "command", [(), ("play",), ("replay",), ("render",), ("check",)], ids=lambda c: "-".join(c)
)
def test_every_command_has_help(command: tuple[str, ...]) -> None:
    result = brass(*command, "--help")
    assert result.returncode == 0
    assert result.stdout.startswith("usage: brass")
    assert result.stderr == ""


@pytest.mark.parametrize("policy", ["greedy", "random"])
def test_the_demo_still_runs_with_no_command(policy: str) -> None:
    result = brass("--players", "2", "--seed", "4", "--policy", policy)
    assert result.returncode == 0
    assert result.stdout.startswith("Brass: Birmingham, 2 players, seed 4")
    assert "Ranking: " in result.stdout.splitlines()[-1]
    assert result.stdout == brass("--players", "2", "--seed", "4", "--policy", policy).stdout


def test_the_demo_players_are_greedy_agents_by_default() -> None:
    greedy = brass("--players", "2", "--seed", "4").stdout
    assert greedy == brass("--players", "2", "--seed", "4", "--policy", "greedy").stdout
    assert greedy != brass("--players", "2", "--seed", "4", "--policy", "random").stdout
    points = [int(line.split(":")[1].split("VP")[0]) for line in greedy.splitlines()
              if line.startswith("  P") and " VP, income space " in line]
    assert len(points) == 2 and max(points) > 40  # greedy players score like people do


@pytest.mark.parametrize(
    "args",
    [
        ("--players", "7"),
        ("play", "--players", "3", "--human", "5"),
        ("play", "--bots", "alphazero", "--players", "2"),
        ("replay", "no-such-file.json"),
        ("render", "no-such-file.json"),
        ("check", "no-such-file.json", "loan Leek"),
        ("frobnicate",),
    ],
)
def test_bad_arguments_give_one_line_and_status_2(args: tuple[str, ...]) -> None:
    assert_one_line_error(brass(*args))


def test_bots_play_a_whole_game_and_save_the_record(tmp_path: Path) -> None:
    result = brass(
        "play", "--players", "2", "--bots", "random", "--seed", "5", "--record", "out.json",
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "Ranking: " in result.stdout
    record = br.load_record(json.loads((tmp_path / "out.json").read_text(encoding="utf-8")))
    assert record.final_state().is_over
    assert record.names == ("random", "random")


def test_a_human_plays_by_number_and_notation_undoes_and_quits(tmp_path: Path) -> None:
    """Undo takes back the person's own decision, not past an agent's reply (issue 29)."""
    from brass_rules.cli.play import make_bot

    state = br.new_game(players=2, seed=5)
    human = state.to_move
    assert human is not None
    seats = ["person" if s == human else make_bot("random", 50 + s) for s in range(2)]
    table = br.Table(game="brass_birmingham", seats=seats, seed=5)
    first = table.moves(human)[0]
    table.play(human, first)
    table.advance()  # the agent's reply: round 2, the human's first action of two
    second = table.moves(human)[0]
    text = br.format_move(table.state, second)
    script = "\n".join(["help", "moves", "1", "undo", "moves", "1", "undo", text, "quit"]) + "\n"
    result = brass(
        "play", "--players", "2", "--human", str(human), "--bots", "random", "--seed", "5",
        "--record", "partial.json", stdin=script, cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Commands:" in out and f"cannot undo: the last decision is P{1 - human}'s" in out
    assert out.count("your last decision is taken back") == 1
    assert out.count(f"P{human} (you): {text}") == 2
    assert "your hand:" in out
    record = br.load_record(json.loads((tmp_path / "partial.json").read_text(encoding="utf-8")))
    assert record.moves[0] == br.complete(state, first)
    assert record.moves[-1] == br.complete(table.state, second)
    assert not record.final_state().is_over


def test_a_wrong_move_is_explained_and_the_prompt_comes_back(tmp_path: Path) -> None:
    state = br.new_game(players=2, seed=5)
    result = brass(
        "play", "--players", "2", "--human", str(state.to_move), "--seed", "5",
        stdin="build pottery nowhere\n999\nquit\n", cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "no such number" in result.stdout
    assert "nowhere" in result.stdout
    assert (tmp_path / "brass-game-5.json").exists()


@pytest.mark.parametrize("name", ["game.json", "game.txt"])
def test_replay_lists_every_move_and_the_result(
    finished: tuple[Path, br.GameRecord], name: str, tmp_path: Path
) -> None:
    folder, record = finished
    svg = tmp_path / "final.svg"
    result = brass("replay", str(folder / name), "--svg", str(svg))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    numbered = [line for line in lines if line[:5].strip().rstrip(".").isdigit()]
    assert len(numbered) == len(record.moves)
    states = list(record.states())
    last = numbered[-1]
    assert last.endswith(br.format_move(states[-2], record.moves[-1]))
    assert lines[-2].startswith("Ranking: ") or "Ranking: " in result.stdout
    assert svg.read_text(encoding="utf-8").lstrip().startswith("<svg")


def test_replay_of_a_position_is_refused(finished: tuple[Path, br.GameRecord]) -> None:
    folder, _ = finished
    assert_one_line_error(brass("replay", str(folder / "start.json")))


def test_render_writes_an_svg_of_a_position_or_a_record(
    finished: tuple[Path, br.GameRecord], tmp_path: Path
) -> None:
    folder, _ = finished
    for source in ("start.json", "game.json"):
        out = tmp_path / f"{source}.svg"
        result = brass("render", str(folder / source), "-o", str(out))
        assert result.returncode == 0, result.stderr
        assert out.read_text(encoding="utf-8").lstrip().startswith("<svg")
    start_svg = (tmp_path / "start.json.svg").read_text(encoding="utf-8")
    assert start_svg != (tmp_path / "game.json.svg").read_text(encoding="utf-8")


def test_check_a_legal_move_in_notation_and_in_json(tmp_path: Path) -> None:
    state = br.new_game(players=2, seed=5)
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(br.dump_state(state)), encoding="utf-8")
    move = br.legal_moves(state)[0]
    for text in (br.format_move(state, move), json.dumps(br.move_to_json(move))):
        result = brass("check", str(path), text)
        assert result.returncode == 0, result.stdout + result.stderr
        assert result.stdout.startswith("legal: ")


def test_check_an_illegal_move_names_every_rule_and_its_text(tmp_path: Path) -> None:
    start = br.new_game(players=4, seed=1)
    player = start.to_move
    assert player is not None
    card = next(c for c in start.players[player].hand if br.components.is_location_card(c))
    state = Position(state=start).money(player, 0).state
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(br.dump_state(state)), encoding="utf-8")
    place = "Stone" if card != "Stone" else "Leek"
    move = br.Build(card=card, industry=br.Industry.COTTON, location=place)
    expected = br.validate(state, move)
    assert expected
    result = brass("check", str(path), json.dumps(br.move_to_json(move)))
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    for violation in expected:
        assert f"{violation.rule}: {violation.message}" in lines
        assert f"[{violation.rule}]" in result.stdout


@pytest.mark.parametrize(
    "move",
    ["{not json", "{\"action\": \"fly\"}", "frobnicate the canal", "[]", "build", "x" * 5000],
    ids=["json", "action", "words", "list", "short", "long"],
)
def test_check_bad_moves_give_one_line(tmp_path: Path, move: str) -> None:
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(br.dump_state(br.new_game(players=2, seed=5))), encoding="utf-8")
    assert_one_line_error(brass("check", str(path), move))


def test_check_explains_an_illegal_move_written_in_notation(tmp_path: Path) -> None:
    state = br.new_game(players=2, seed=5)
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(br.dump_state(state)), encoding="utf-8")
    result = brass("check", str(path), "Loan card Stone")
    assert "Stone" not in state.players[state.to_move or 0].hand
    assert result.returncode == 1, result.stderr
    assert result.stdout.startswith("R-GEN-TURN: ")


@pytest.mark.parametrize(
    "content", ["", "{", "[1, 2]", '{"players": "x"}', "[" * 5000 + "]" * 5000, "\x00\xff"]
)
def test_bad_files_give_one_line_and_status_2(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    for args in (("render", str(path)), ("check", str(path), "loan Leek"), ("replay", str(path))):
        assert_one_line_error(brass(*args))
