"""brass play on a Table, through standard input (issues 29 and 31): ambiguity answered with the
candidates (point 1), the change after each step and the board when asked (point 5), the
out-of-turn question after the first board, saying why, with board and view in its help
(point 6), ``info NAME``, and resuming a saved game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Enter
from tests.cli.test_cli_games import run
from tests.le_havre.builder import game, own, with_player

PLAY = ["play", "--game", "le_havre", "--players", "2", "--human", "0", "--bots", "random",
        "--option", "short=yes", "--seed", "3"]  # fmt: skip
#: A line of Le Havre's board that no other text prints.
BOARD_LINE = "Ships for sale (top of each stack):"


def _smokehouse_record(tmp_path: Path) -> tuple[Path, Any]:
    """A saved Le Havre game whose player to move has just entered the Smokehouse (9 fish,
    2 wood, 1 coal: each amount of fish has two energy payments)."""
    s = game(2)
    t = own(with_player(s, s.active, goods={"fish": 9, "wood": 2, "coal": 1}), s.active, "08")
    rec = br.GameRecord(players=2, seed=1, start=lh.dump_state(t), game="le_havre")
    rec = rec.with_move(Enter("08"))
    path = tmp_path / "smokehouse.json"
    path.write_text(json.dumps(br.dump_record(rec)))
    return path, rec.final_state()


def test_notation_several_moves_fit_is_answered_with_the_candidates_at_the_prompt(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, state = _smokehouse_record(tmp_path)
    me = state.to_move
    script = "Smokehouse: give 6 fish\nSmokehouse: give 6 fish; energy 1 wood\nquit\n"
    status, out, err = run(["play", "--resume", str(path), "--players", "2", "--human", str(me),
                            "--bots", "random", "--record", str(tmp_path / "out.json")],
                           capsys, script)
    assert status == 0, err
    assert "'Smokehouse: give 6 fish' is ambiguous" in out
    assert "'Smokehouse: give 6 fish; energy 1 coal'" in out
    assert "LH-ENTER-ACTION" not in out  # not a read-then-validate refusal
    assert f"P{me} (you): Smokehouse: give 6 fish; energy 1 wood" in out
    saved = br.load_record(json.loads((tmp_path / "out.json").read_text()))
    assert len(saved.moves) == 2 and saved.start is not None


def test_check_reports_the_ambiguity_and_the_candidates(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, _ = _smokehouse_record(tmp_path)
    status, out, err = run(["check", str(path), "Smokehouse: give 6 fish"], capsys)
    assert status == 2 and out == ""
    assert "is ambiguous" in err and "energy 1 wood" in err and "energy 1 coal" in err
    assert "LH-ENTER-ACTION" not in err
    status, out, err = run(["check", str(path), "Smokehouse: give 6 fish; energy 1 coal"], capsys)
    assert (status, out) == (0, "legal: Smokehouse: give 6 fish; energy 1 coal\n"), err


def test_each_step_prints_its_change_and_the_board_only_when_asked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    script = "pause off\ntake wood\nboard\nquit\n"
    status, out, err = run([*PLAY, "--record", str(tmp_path / "g.json")], capsys, script)
    assert status == 0, err
    assert out.count(BOARD_LINE) == 2  # the table at the start, then when asked
    took = out.index("P0 (you): take wood")
    between = out[took:out.index("P0> ", took)]  # up to the next prompt
    assert between.count("\n") <= 3  # the move and its effect lines: no board, no view
    assert "Town buildings" not in between and "wealth now" not in between
    assert out.index(BOARD_LINE, took)  # the board, when asked


def test_the_out_of_turn_question_comes_after_the_first_board_and_says_why(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    script = "help\nboard\nview\n\nquit\n"
    status, out, err = run([*PLAY, "--record", str(tmp_path / "g.json")], capsys, script)
    assert status == 0, err
    first_question = out.index("(out of turn)>")
    assert out.index(BOARD_LINE) < first_question  # the table is shown first
    why = out[:first_question].splitlines()[-2]  # the line above the prompt
    assert "P1 (random) is about to decide" in why and "The rules let you act before" in why
    assert "sell Wooden ship S01 (P0)" in why  # what is open, by example
    help_part = out[first_question:out.index("(out of turn)>", first_question + 1)]
    assert "board " in help_part and "view " in help_part
    assert out.count(BOARD_LINE) == 2 and "wealth now" in out  # board and view answered there


def test_info_names_what_a_component_does(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def info_text(name: str) -> str | None:
        asked.append(name)
        return "Fishery: take 3 fish (+1 per fishing boat)." if name == "Fishery" else None

    monkeypatch.setattr(lh.hooks, "info_text", info_text)
    script = "pause off\ninfo Fishery\ninfo   Golden   Gate\ninfo\nquit\n"
    status, out, err = run([*PLAY, "--record", str(tmp_path / "g.json")], capsys, script)
    assert status == 0, err
    assert "Fishery: take 3 fish (+1 per fishing boat)." in out
    assert "no such component: 'Golden Gate'" in out
    assert "info NAME: say which component" in out
    assert asked == ["Fishery", "Golden Gate"]


def test_info_without_the_games_text_says_no_such_component(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(["play", "--players", "2", "--human", "0", "--human", "1",
                            "--seed", "5", "--record", str(tmp_path / "g.json")],
                           capsys, "info Nowhere Mill\nquit\n")
    assert status == 0, err
    if br.get_game("brass_birmingham").hooks.info_text("Nowhere Mill") is None:
        assert "no such component: 'Nowhere Mill'" in out


def test_a_saved_game_is_resumed_where_it_stopped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "g.json"
    status, out, err = run([*PLAY, "--record", str(path)], capsys, "pause off\ntake wood\nquit\n")
    assert status == 0, err
    first = br.load_record(json.loads(path.read_text()))
    assert first.moves and not first.final_state().is_over
    status, out, err = run(["play", "--resume", str(path), "--human", "0", "--bots", "random"],
                           capsys, "pause off\nquit\n")
    assert status == 0, err
    assert f"== The table after {len(first.moves)} moves" in out
    again = br.load_record(json.loads(path.read_text()))  # saved back to the same file
    assert again.moves[: len(first.moves)] == first.moves
    status, out, err = run(["play", "--resume", str(path), "--option", "short=no"], capsys)
    assert status == 2 and "own options" in err


def test_moves_filter_matches_whole_words_and_counts_repeats() -> None:
    """Issue 31 point 7: ``moves use`` does not list ``sell Smokehouse``, and ``moves Birmingham
    card Birmingham`` needs Birmingham twice."""
    from brass_rules.cli.play import words_match

    assert not words_match(["use"], "sell Smokehouse")
    assert words_match(["use"], "use Smokehouse paying 2 fish")
    assert not words_match(["birmingham", "card", "birmingham"],
                           "Build coal Birmingham/1 card Dudley")
    assert words_match(["birmingham", "card", "birmingham"],
                       "Build coal Birmingham/1 card Birmingham")
    assert words_match(["dud"], "Build coal Dudley/0 card Dudley")
    assert words_match([], "anything")


def test_a_mixed_food_payment_is_typed_at_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 31 point 4: ``feed 1 fish, N francs`` is read at the prompt and pays just that (the
    engine takes the francs of a payment that nothing else can finish by itself)."""
    import random

    rng = random.Random(3)
    record = br.GameRecord(players=2, seed=3, game="le_havre", options={"short": True})
    state = record.initial_state()
    while True:  # random play to a feeding where the player to move pays with fish and francs
        moves = lh.legal_moves(state)
        owed = [m for m in moves if isinstance(m, lh.Feed) and m.good == "francs"]
        fish = [m for m in moves if isinstance(m, lh.Feed) and m.good == "fish"]
        if owed and fish and max(m.count for m in owed) > 1:
            break
        move = rng.choice(moves)
        record, state = record.with_move(move), lh.apply(state, move)
    francs = max(m.count for m in owed) - 1  # one fish pays one food, francs the rest
    path = tmp_path / "g.json"
    path.write_text(json.dumps(br.dump_record(record)))
    status, out, err = run(["play", "--resume", str(path), "--human", "0", "--human", "1"],
                           capsys, f"pause off\nfeed 1 fish, {francs} francs\nquit\n")
    assert status == 0, err
    after = br.load_record(json.loads(path.read_text()))
    assert after.moves[len(record.moves):] == (lh.Feed("fish", 1),)
    payer = state.dues[0].player
    paid = state.players[payer].francs - after.final_state().players[payer].francs
    assert paid == francs and f"pays 1 fish and {francs} francs" in out
    assert "is illegal" not in out and "not food" not in out and "(LH-" not in out
