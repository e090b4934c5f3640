"""The JSON Schemas ``docs/schemas/position.schema.json`` and ``move.schema.json`` accept every real
dump (positions and moves of random games, the hand-written positions) and reject wrong shapes."""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

import brass_rules as br
from brass_rules import components as comp
from brass_rules.birmingham.board import BIRMINGHAM as B

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "docs" / "schemas"
POSITIONS = ROOT / "tests" / "positions"


@cache
def validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def errors(name: str, data: object) -> list[str]:
    return [e.message for e in validator(name).iter_errors(data)]


@cache
def sampled_games() -> tuple[tuple[tuple[br.GameState, ...], tuple[br.Move, ...]], ...]:
    """Random complete games (every 3rd state kept, every move kept); the policy prefers
    building, linking, developing and selling, so that the board fills up."""
    games = []
    for players, seed, variant in (
        (2, 11, br.Variant.STANDARD),
        (3, 12, br.Variant.STANDARD),
        (4, 13, br.Variant.STANDARD),
        (2, 14, br.Variant.INTRO),
    ):
        rng = random.Random(seed)
        state = br.new_game(players=players, seed=seed, variant=variant)
        states, moves = [state], []
        while not state.is_over:
            legal = br.legal_moves(state)
            busy = [m for m in legal if isinstance(m, (br.Build, br.Network, br.Develop, br.Sell))]
            move = rng.choice(busy if busy and rng.random() < 0.8 else legal)
            moves.append(move)
            state = br.apply(state, move)
            if len(moves) % 3 == 0 or state.is_over:
                states.append(state)
        games.append((tuple(states), tuple(moves)))
    return tuple(games)


def test_every_dumped_position_of_random_games_is_valid() -> None:
    count = 0
    for states, _ in sampled_games():
        for state in states:
            data = json.loads(json.dumps(br.dump_state(state)))
            assert errors("position", data) == [], data
            count += 1
    assert count > 100


def test_the_hand_written_positions_are_valid() -> None:
    files = sorted(POSITIONS.glob("*.json"))
    assert files
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert errors("position", data) == [], path.name


def test_every_move_played_and_every_legal_move_offered_is_valid() -> None:
    actions: set[str] = set()
    for states, moves in sampled_games():
        for move in moves:
            data = br.move_to_json(move)
            assert errors("move", data) == [], data
            actions.add(str(data["action"]))
        for state in states[::4]:
            for move in br.legal_moves(state):
                assert errors("move", br.move_to_json(move)) == []
    # random games reach most actions; the rest are covered by the hand-made moves below
    assert {"build", "network", "develop", "sell", "loan", "scout", "pass"} <= actions


@pytest.mark.parametrize(
    "move",
    [
        br.End(),
        br.SellForDebt(br.TileRef("Dudley", 0)),
        br.Network(("Birmingham", "Walsall"), coal=(br.MARKET,), beer=(br.TileRef("Stone", 0),)),
        br.Develop(br.Industry.IRON, iron=(br.TileRef("Dudley", 1),)),
        br.Sell(
            br.TileRef("Worcester", 0),
            card="Leek",
            merchant=br.MerchantRef("Gloucester", 0),
            beer=(br.MerchantRef("Gloucester", 0),),
            bonus=br.Industry.COAL,
        ),
        br.Scout(("Leek", "Derby", "iron")),
    ],
)
def test_moves_that_random_play_may_not_reach_are_valid(move: br.Move) -> None:
    data = br.move_to_json(move)
    assert errors("move", data) == []
    assert br.move_from_json(data) == move


def _sample_position() -> dict[str, Any]:
    states, _ = sampled_games()[2]
    return br.dump_state(states[len(states) // 2])


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("players", 0, "money"), "17"),
        (("players", 0, "income_space"), 100),
        (("players", 0, "hand"), ["Atlantis"]),
        (("players", 0, "mat", "pottery"), [6]),
        (("coal_market",), 15),
        (("era",), "steam"),
        (("merchants", 0, "merchant"), "Liverpool"),
        (("action_in_progress",), {"action": "loan"}),
        (("seed",), 1.5),
    ],
)
def test_a_position_with_a_wrong_value_is_invalid(path: tuple[Any, ...], value: object) -> None:
    data = copy.deepcopy(_sample_position())
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert errors("position", data)
    with pytest.raises(br.PositionError):
        br.load_state(data)


def test_a_position_with_an_extra_or_missing_key_is_invalid() -> None:
    extra = {**_sample_position(), "colour": "red"}
    missing = _sample_position()
    del missing["deck"]
    for data in (extra, missing):
        assert errors("position", data)
        with pytest.raises(br.PositionError):
            br.load_state(data)


@pytest.mark.parametrize(
    "data",
    [
        {"action": "fly"},
        {"action": "loan"},
        {"action": "loan", "card": "Leek", "extra": 1},
        {"action": "pass", "card": None},
        {"action": "scout", "cards": ["Leek", "Derby"]},
        {
            "action": "build",
            "card": "Leek",
            "industry": "steel",
            "location": "Leek",
            "slot": None,
            "coal": None,
            "iron": None,
        },
        {"action": "network", "card": "Leek", "link": ["Leek"], "coal": None},
        {"action": "end", "card": "Leek"},
    ],
)
def test_a_malformed_move_is_invalid_for_the_schema_and_the_loader(data: object) -> None:
    assert errors("move", data)
    with pytest.raises(br.NotationError):
        br.move_from_json(data)


def test_the_schemas_name_exactly_the_board_and_the_cards() -> None:
    defs = json.loads((SCHEMAS / "position.schema.json").read_text(encoding="utf-8"))["$defs"]
    assert set(defs["location"]["enum"]) == {
        loc.name for loc in B.locations if loc.kind != "merchant"
    }
    assert set(defs["place"]["enum"]) == {loc.name for loc in B.locations}
    assert set(defs["card"]["enum"]) == set(comp.CARD_NAMES)
    assert set(defs["merchant_space"]["properties"]["merchant"]["enum"]) == {
        m.name for m in B.merchants
    }
    assert defs["industry"]["enum"] == [ind.value for ind in br.INDUSTRIES]
    for ind in br.INDUSTRIES:
        levels = defs["player"]["properties"]["mat"]["properties"][ind.value]["items"]["enum"]
        assert levels == sorted(set(comp.mat(ind)))
