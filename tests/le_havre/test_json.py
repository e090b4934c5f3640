"""Positions, observations and moves as JSON; JSON Schemas; notation."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import NotationError, PositionError
from brass_rules.le_havre.moves import Act, Buy, EndTurn, Enter, Feed, Repay, TakeOffer
from tests.le_havre.builder import bag, game, own, with_player

SCHEMAS = Path(__file__).resolve().parents[2] / "docs" / "le_havre" / "schemas"
jsonschema = pytest.importorskip("jsonschema")


def _schema(name: str) -> Any:
    return json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))


def _positions() -> list[lh.GameState]:
    out = []
    for players, short in ((1, False), (3, True), (5, False)):
        s = lh.new_game(players, 3, short=short)
        rng = random.Random(players)
        for k in range(200):
            if s.is_over:
                break
            if k % 20 == 0:
                out.append(s)
            s = lh.apply(s, rng.choice(lh.legal_moves(s)))
    return out


def test_positions_and_observations_match_the_schema() -> None:
    schema = _schema("position")
    jsonschema.Draft202012Validator.check_schema(schema)
    for s in _positions():
        jsonschema.validate(lh.dump_state(s), schema)
        jsonschema.validate(lh.dump_observation(lh.observe(s, 0)), schema)


def test_moves_match_the_schema() -> None:
    schema = _schema("move")
    for s in _positions():
        for m in lh.legal_moves(s):
            jsonschema.validate(lh.move_to_json(m), schema)


def test_position_round_trip_both_ways() -> None:
    for s in _positions():
        d = lh.dump_state(s)
        assert lh.load_state(d) == s and lh.dump_state(lh.load_state(d)) == d


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda d: d.update(game="brass"), "$.game"),
        (lambda d: d["players"][0].update(francs=-1), "$.players[0].francs"),
        (lambda d: d["players"][0]["goods"].update(gold=1), "$.players[0].goods"),
        (lambda d: d["players"][1].update(buildings=["B1"]), "$.town[0]"),
        (lambda d: d["players"][0].update(person="99"), "$.players[0].person"),
        (lambda d: d.update(active=(d["active"] + 1) % 3), "$.active"),
        (lambda d: d.update(supply_tiles=[1, 1, 2, 3, 4, 5, 6]), "$.supply_tiles"),
        (lambda d: d.update(to_move=7), "$.to_move"),
        (lambda d: d["ship_stacks"].update(wooden=["S06"]), "$.ship_stacks.wooden[0]"),
        (lambda d: d.update(extra=1), "$.extra"),
    ],
)
def test_inconsistent_positions_name_the_path(change: Any, path: str) -> None:
    d = lh.dump_state(game(3))
    change(d)
    with pytest.raises(PositionError) as err:
        lh.load_state(d)
    assert str(err.value).startswith(path)


def test_a_hand_written_position_loads() -> None:
    d = lh.dump_state(game(2))
    d["players"][0].update(francs=12, goods={"meat": 2, "coke": 1}, buildings=["05", "18"],
                           ships=["S06"], loans=1, person="05")  # fmt: skip
    d["proposals"] = [[c for c in pile if c not in ("05", "18")] for pile in d["proposals"]]
    s = lh.load_state(d)
    assert s.players[0].buildings == ("05", "18") and s.players[0].disc == "05"


@pytest.mark.parametrize(
    "move",
    [TakeOffer("wood"), Enter("08", bag(fish=1), 1), Act(option="load", give=bag(coal=2)),
     Buy("S04"), Repay(2), Feed("meat", 1), lh.Borrow(), EndTurn(), lh.Sell("03")],
)  # fmt: skip
def test_move_json_round_trip(move: Any) -> None:
    data = json.loads(json.dumps(lh.move_to_json(move)))
    assert lh.move_from_json(data) == move


@pytest.mark.parametrize(
    "data",
    [{"type": "fly"}, {"type": "take"}, {"type": "repay", "loans": 0}, [],
     {"type": "act", "give": {"gold": 1}}, {"type": "end", "x": 1}, {"type": "take", "good": 3}],
)  # fmt: skip
def test_bad_move_json_raises_notation_error(data: Any) -> None:
    with pytest.raises(NotationError):
        lh.move_from_json(data)


def test_notation_round_trip_and_short_forms() -> None:
    s = game(2)
    for m in lh.legal_moves(s):
        assert lh.parse_move(s, lh.format_move(s, m)) == m
        assert lh.parse_move(s, lh.format_move(s, m).upper()) == m
    assert lh.parse_move(s, "take wood") == TakeOffer("wood")
    t = own(with_player(s, s.active, goods={"fish": 9, "wood": 2, "coal": 1}), s.active, "08")
    t = lh.apply(t, Enter("08"))
    assert lh.parse_move(t, "Smokehouse: give 6 fish; energy 1 wood") == Act(
        give=bag(fish=6), energy=bag(wood=1)
    )
    with pytest.raises(NotationError, match="ambiguous"):
        lh.parse_move(t, "smokehouse: give 6 fish")
    with pytest.raises(NotationError):
        lh.parse_move(s, "fly away")


def test_rule_text_and_describe_and_svg() -> None:
    assert "offer space" in lh.rule_text("LH-OFFER-TAKE")
    with pytest.raises(KeyError):
        lh.rule_text("LH-NOPE")
    s = game(3)
    for m in lh.legal_moves(s):
        assert lh.describe_move(s, m).endswith(".")
    import xml.etree.ElementTree as ET

    for pos in (s, lh.observe(s, 1)):
        root = ET.fromstring(lh.render_svg(pos))
        assert root.get("viewBox") is not None
    hostile = with_player(s, 0, goods={"fish": 1})
    assert "<script" not in lh.render_svg(hostile)


def test_pass_means_end_turn() -> None:
    s = lh.apply(game(2), TakeOffer("wood"))
    assert lh.parse_move(s, "pass") == EndTurn() == lh.parse_move(s, "End")
    with pytest.raises(NotationError):
        lh.parse_move(game(2), "pass")  # the main action comes first
