"""Records of any game (issue 14): the ``game`` key and header, per-game options, records written
before there were several games, and a game that records reach only through the protocol."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules.kit.options import OptionError
from tests.records import toy_game

DATA = Path(__file__).parent / "data"


@pytest.fixture
def toy() -> Iterator[None]:
    with toy_game.registered():
        yield


def _toy_record(big: bool = False) -> br.GameRecord:
    rec = br.GameRecord(players=2, seed=3, game="toy_nim", options={"big": big})
    while not rec.final_state().is_over:
        rec = rec.with_move(toy_game.Take(min(3, rec.final_state().stones)))
    return rec


# ----- records written before ------------------------------------------------------------------


@pytest.mark.parametrize("name", ["v1_finished_2p", "v1_intro_start"])
def test_records_written_before_there_were_several_games_still_load(name: str) -> None:
    data = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    assert "game" not in data
    rec = br.load_record(data)
    assert rec.game == "brass_birmingham"
    text = br.parse_record((DATA / f"{name}.txt").read_text(encoding="utf-8"))
    assert text == rec
    again = br.dump_record(rec)
    assert again.pop("game") == "brass_birmingham"
    assert again == data
    assert br.format_record(rec).replace('[Game "brass_birmingham"]\n', "") == (
        DATA / f"{name}.txt"
    ).read_text(encoding="utf-8")


def test_a_birmingham_record_names_its_game() -> None:
    rec = br.GameRecord(players=2, seed=1).with_move(br.Loan("Kidderminster"))
    assert rec.game == "brass_birmingham"
    assert rec.variant is br.Variant.STANDARD and rec.options == {"variant": br.Variant.STANDARD}
    assert rec == br.GameRecord(players=2, seed=1, variant=br.Variant.STANDARD, moves=rec.moves)
    assert rec == br.GameRecord(
        players=2, seed=1, options={"variant": br.Variant.STANDARD}, moves=rec.moves
    )
    assert hash(rec) == hash(br.GameRecord(players=2, seed=1, moves=rec.moves))
    data = br.dump_record(rec)
    assert data["game"] == "brass_birmingham" and "options" not in data
    assert '[Game "brass_birmingham"]' in br.format_record(rec).splitlines()


def test_the_game_and_its_options_are_checked() -> None:
    good = br.dump_record(br.GameRecord(players=2, seed=1))
    for change, says in [
        ({"game": "chess"}, "$.game: unknown game (games: brass_birmingham, le_havre"),
        ({"game": 7}, "$.game: unknown game"),
        ({"options": {"short": True}}, "$.options: unknown option 'short'"),
        ({"options": []}, "$.options: expected an object"),
        ({"options": {"variant": "intro"}}, "the variant is the record's key 'variant'"),
        ({"variant": "pro"}, "$.variant: unknown variant"),
    ]:
        with pytest.raises(br.RecordError) as info:
            br.load_record({**copy.deepcopy(good), **change})
        assert says in str(info.value)
    with pytest.raises(br.UnknownNameError):
        br.GameRecord(players=2, seed=1, game="chess")
    with pytest.raises(OptionError):
        br.GameRecord(players=2, seed=1, options={"short": True})
    with pytest.raises(OptionError):
        br.GameRecord(players=2, seed=1, variant=br.Variant.INTRO, options={"variant": "x"})
    text = br.format_record(br.GameRecord(players=2, seed=1))
    for old, new, says in [
        ('[Game "brass_birmingham"]', '[Game "chess"]', "header Game: unknown game"),
        ('[Variant "standard"]', '[Options "short=yes"]', "header Variant: missing"),
        ("[Variant", '[Options "short=yes"]\n[Variant', "has no option 'short'"),
    ]:
        with pytest.raises(br.RecordError, match=says.replace("(", r"\(")):
            br.parse_record(text.replace(old, new))


# ----- any game, through the protocol ----------------------------------------------------------


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("big", [False, True])
def test_a_record_of_another_game_round_trips_through_json_and_text(big: bool) -> None:
    rec = _toy_record(big)
    assert rec.game == "toy_nim" and rec.variant is None and rec.options == {"big": big}
    data = br.dump_record(rec)
    assert data["game"] == "toy_nim" and data["options"] == {"big": big}
    assert "variant" not in data and data["rules"] == "Toy Nim"
    assert data["result"] == {"scores": list(toy_game.scores(rec.final_state())),
                              "ranking": [list(g) for g in toy_game.ranking(rec.final_state())]}
    assert br.load_record(json.loads(json.dumps(data))) == rec
    text = br.format_record(rec)
    assert '[Game "toy_nim"]' in text and f'[Options "big={"yes" if big else "no"}"]' in text
    assert "\nP0: take 3\nP1: take " in text
    assert br.parse_record(text) == rec
    bare = "\n".join(line.split(": ", 1)[-1] for line in text.splitlines())
    assert br.parse_record(bare) == rec


@pytest.mark.usefixtures("toy")
def test_a_bad_record_of_another_game_is_a_record_error() -> None:
    data = br.dump_record(_toy_record())
    for change, says in [
        ({"players": 4}, "$.players: Toy Nim is for 2 or 3 players"),
        ({"variant": "standard"}, "$.variant: toy_nim has no variant"),
        ({"options": {"big": "yes"}}, "$.options: option 'big' takes False, True"),
        ({"moves": [{"take": 4}]}, "move 1 ({'take': 4}) is illegal: You may take 1 to 3"),
        ({"moves": [{"take": "x"}]}, "$.moves[0] (move 1): not a toy nim move"),
        ({"result": {"scores": [True, False]}}, "$.result.scores[0]: expected an integer"),
    ]:
        with pytest.raises(br.RecordError) as info:
            br.load_record({**copy.deepcopy(data), **change})
        assert says in str(info.value), str(info.value)
    text = br.format_record(_toy_record())
    with pytest.raises(br.RecordError, match=r"move 2 \(line \d+\): labelled P1, but P0"):
        br.parse_record(text.replace("P0: take 3", "P1: take 3", 1))
    with pytest.raises(br.RecordError, match="header Options: option 'big' takes"):
        br.parse_record(text.replace("big=no", "big=maybe"))
    with pytest.raises(br.RecordError, match="header Variant: toy_nim has no variant"):
        br.parse_record(text.replace("[Players", '[Variant "standard"]\n[Players'))


def test_records_and_the_command_line_import_no_game_internals() -> None:
    """records/ and cli/ reach games only through the registry and the game protocol."""
    import ast

    root = Path(br.__file__).parent
    for folder in ("records", "cli"):
        for path in sorted((root / folder).glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names: list[str] = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module]
                for module in names:
                    assert not module.startswith(
                        ("brass_rules.birmingham", "brass_rules.le_havre")
                    ), f"{path.name} imports {module}"
