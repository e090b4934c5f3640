"""Positions as JSON (api.md "Positions as JSON"): round trips, defaults and every PositionError."""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from attrs import evolve
from hypothesis import given
from json_states import between_rounds, game_states, sample_state

from brass_rules.birmingham.engine import apply, legal_moves
from brass_rules.birmingham.enums import Era
from brass_rules.birmingham.json import dump_state, load_state
from brass_rules.birmingham.reachability import position_problems
from brass_rules.birmingham.setup import new_game
from brass_rules.birmingham.state import Continuable, GameState, InProgress
from brass_rules.errors import PositionError

POSITIONS = Path(__file__).resolve().parents[1] / "positions"

Data = dict[str, Any]

# ----- round trips ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sample_state_round_trips_exactly(players: int) -> None:
    state = sample_state(players)
    data: Data = dump_state(state)
    assert load_state(data) == state
    assert dump_state(load_state(data)) == data
    text = json.dumps(data)
    assert load_state(json.loads(text)) == state


@given(game_states())
def test_random_positions_round_trip_through_json_text(state: GameState) -> None:
    data = json.loads(json.dumps(dump_state(state)))
    assert load_state(data) == state
    assert dump_state(load_state(data)) == data


def test_the_dump_has_the_api_keys_and_names_not_indices() -> None:
    data: Data = dump_state(sample_state(3))
    assert set(data) == {
        "players", "industries", "links", "coal_market", "iron_market", "merchants", "deck",
        "wild_location", "wild_industry", "era", "round", "turn_order", "to_move",
        "actions_taken", "action_in_progress", "variant", "seed",
        "turn", "debts", "bank", "over",
    }  # fmt: skip
    assert set(data["players"][0]) == {
        "money", "vp", "income_space", "spent", "hand", "discard", "face_down", "mat",
        "links_left",
    }  # fmt: skip
    assert list(data["players"][0]["mat"]) == [
        "cotton", "manufacturer", "pottery", "coal", "iron", "brewery",
    ]  # fmt: skip
    assert {"location": "Dudley", "slot": 0, "owner": 0, "industry": "coal", "level": 1,
            "flipped": False, "resources": 2} in data["industries"]  # fmt: skip
    assert {"between": ["Birmingham", "Walsall"], "owner": 1} in data["links"]
    assert [(m["merchant"], m["space"]) for m in data["merchants"]] == [
        ("Warrington", 0), ("Warrington", 1), ("Shrewsbury", 0), ("Gloucester", 0),
        ("Gloucester", 1), ("Oxford", 0), ("Oxford", 1),
    ]  # fmt: skip
    assert data["era"] == "canal" and data["variant"] == "standard"
    assert data["to_move"] == 1 and data["action_in_progress"] is None


def test_an_action_in_progress_round_trips() -> None:
    """A Develop in progress (player 1 can develop again), and the hand-written rail Network in
    progress; load_state accepts only actions in progress that can continue (see
    tests/hardening/test_positions.py)."""
    state = sample_state(3)
    mover = state.players[1]  # the Develop in progress has discarded a card already
    mover = evolve(mover, hand=mover.hand[1:], discard=(*mover.discard, mover.hand[0]))
    players = (state.players[0], mover, state.players[2])
    moved = evolve(state, players=players, in_progress=InProgress(Continuable.DEVELOP))
    assert load_state(dump_state(moved)) == moved
    develop: Data = dump_state(moved)
    assert develop["action_in_progress"] == {"action": "develop"}
    rail = json.loads((POSITIONS / "rail_4p_double_network.json").read_text(encoding="utf-8"))
    state = load_state(rail)
    assert state.in_progress is not None and state.in_progress.action is Continuable.NETWORK
    network: Data = dump_state(state)
    assert network["action_in_progress"] == {"action": "network", "link": ["Derby", "Uttoxeter"]}
    assert load_state(network) == state


def test_lists_may_come_in_any_order_and_hands_are_sorted_on_load() -> None:
    state = sample_state(4)
    data: Data = dump_state(state)
    data["industries"].reverse()
    data["links"].reverse()
    data["merchants"].reverse()
    for link in data["links"]:
        link["between"].reverse()
    data["players"][2]["hand"].reverse()
    assert load_state(data) == state


def test_the_four_extra_keys_are_optional() -> None:
    state = sample_state(3)
    data: Data = dump_state(state)
    for key in ("turn", "debts", "bank", "over"):
        del data[key]
    assert load_state(data) == evolve(state, bank=0)


def test_in_the_debt_phase_the_turn_defaults_to_the_number_of_players() -> None:
    state = between_rounds(sample_state(3))
    poor = evolve(state.players[1], money=2)  # too little to pay, and a tile to remove
    state = evolve(state, players=(state.players[0], poor, state.players[2]), debts=(0, 5, 0))
    data: Data = dump_state(state)
    assert data["to_move"] == 1  # turn order (2, 1, 0): the first in order who owes money
    del data["turn"]
    assert load_state(data) == state


def test_a_null_to_move_means_the_game_is_over() -> None:
    state = evolve(sample_state(2), over=True, turn=2, actions_taken=0)
    data: Data = dump_state(state)
    assert data["to_move"] is None
    del data["over"], data["turn"]
    assert load_state(data) == state


def test_a_position_may_be_small() -> None:
    """Cards and tiles are checked against the components as upper bounds only (as long as the
    hands run out evenly: here 3 and 2 cards, player 0 to move with one action left)."""
    data: Data = dump_state(sample_state(2))
    data["deck"] = []
    data["variant"] = "intro"  # no Rail Era deal, which needs every card
    data["players"][0]["hand"] = data["players"][0]["hand"][:3]
    data["players"][1]["hand"] = data["players"][1]["hand"][:2]
    for player in data["players"]:
        player["discard"] = []
        player["mat"] = {name: [] for name in player["mat"]}
    data["industries"] = []
    assert load_state(data).deck == ()


@pytest.mark.parametrize("path", sorted(POSITIONS.glob("*.json")), ids=lambda p: p.name)
def test_hand_written_positions_load(path: Path) -> None:
    state = load_state(json.loads(path.read_text(encoding="utf-8")))
    assert load_state(dump_state(state)) == state


def test_there_are_hand_written_positions() -> None:
    assert len(list(POSITIONS.glob("*.json"))) >= 3


# ----- PositionError cases -------------------------------------------------------------------


def _tile(d: Data, location: str) -> Data:
    entry: Data = next(t for t in d["industries"] if t["location"] == location)
    return entry


def _tile_path(d: Data, location: str) -> str:
    return f"$.industries[{d['industries'].index(_tile(d, location))}]"


def _merchant(d: Data, merchant: str, space: int) -> Data:
    entry: Data = next(
        m for m in d["merchants"] if m["merchant"] == merchant and m["space"] == space
    )
    return entry


def _blank(d: Data) -> int:
    return next(i for i, m in enumerate(d["merchants"]) if m["tile"] == [])


def _set(key: str, value: object) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        d[key] = value

    return change


def _player(p: int, key: str, value: object) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        d["players"][p][key] = value

    return change


def _tile_field(location: str, key: str, value: object) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        _tile(d, location)[key] = value

    return change


def _del(key: str) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        del d[key]

    return change


def _do(*steps: Callable[[Data], None]) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        for step in steps:
            step(d)

    return change


def _mat(p: int, industry: str, levels: list[object]) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        d["players"][p]["mat"][industry] = levels

    return change


def _append(key: str, item: object) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        d[key].append(copy.deepcopy(item))

    return change


_E = re.escape

# (name, change to a dumped 3-player sample_state, regex of the path that the error names)
CASES: list[tuple[str, Callable[[Data], None], str]] = [
    # top level
    ("missing top key", _del("deck"), _E("$.deck")),
    ("missing seed", _del("seed"), _E("$.seed")),
    ("extra top key", _set("colour", "red"), _E("$.colour")),
    ("one player", lambda d: d["players"].pop() and d["players"].pop(), _E("$.players")),
    ("five players", lambda d: d["players"].extend(d["players"][:2]), _E("$.players")),
    ("players not a list", _set("players", {}), _E("$.players")),
    # players
    ("player not an object", lambda d: d["players"].__setitem__(1, 17), _E("$.players[1]")),
    ("player missing money", lambda d: d["players"][1].pop("money"), _E("$.players[1].money")),
    ("player extra key", _player(1, "cash", 3), _E("$.players[1].cash")),
    ("negative money", _player(1, "money", -1), _E("$.players[1].money")),
    ("money as a bool", _player(1, "money", True), _E("$.players[1].money")),
    ("money as a float", _player(1, "money", 17.0), _E("$.players[1].money")),
    ("negative vp", _player(2, "vp", -3), _E("$.players[2].vp")),
    ("income space 100", _player(0, "income_space", 100), _E("$.players[0].income_space")),
    ("negative income space", _player(0, "income_space", -1), _E("$.players[0].income_space")),
    ("negative spent", _player(0, "spent", -1), _E("$.players[0].spent")),
    ("links left 15", _player(2, "links_left", 15), _E("$.players[2].links_left")),
    ("negative links left", _player(2, "links_left", -1), _E("$.players[2].links_left")),
    ("hand not a list", _player(0, "hand", "Leek"), _E("$.players[0].hand")),
    ("unknown card in hand", lambda d: d["players"][1]["hand"].__setitem__(2, "Atlantis"),
     _E("$.players[1].hand[2]")),
    ("card not a string", lambda d: d["players"][1]["hand"].__setitem__(0, 3),
     _E("$.players[1].hand[0]")),
    ("wild card in a discard pile", _player(1, "discard", ["Leek", "wild industry"]),
     _E("$.players[1].discard[1]")),
    ("wild card face down", _player(1, "face_down", ["wild location"]),
     _E("$.players[1].face_down[0]")),
    # mats
    ("mat not an object", _player(0, "mat", [[1]]), _E("$.players[0].mat")),
    ("mat missing an industry", lambda d: d["players"][0]["mat"].pop("coal"),
     _E("$.players[0].mat.coal")),
    ("mat unknown industry", lambda d: d["players"][0]["mat"].__setitem__("steel", []),
     _E("$.players[0].mat.steel")),
    ("mat unsorted", _mat(1, "coal", [2, 1]), _E("$.players[1].mat.coal[1]")),
    ("mat level the industry lacks", _mat(1, "pottery", [1, 6]), _E("$.players[1].mat.pottery[1]")),
    ("mat level zero", _mat(1, "cotton", [0]), _E("$.players[1].mat.cotton[0]")),
    ("mat level as a string", _mat(1, "cotton", ["1"]), _E("$.players[1].mat.cotton[0]")),
    # industries
    ("industries not a list", _set("industries", {}), _E("$.industries")),
    ("tile not an object", lambda d: d["industries"].append("Dudley"), _E("$.industries[5]")),
    ("tile missing key", lambda d: _tile(d, "Dudley").pop("owner"), r"\$\.industries\[\d\]\.owner"),
    ("tile extra key", _tile_field("Dudley", "colour", "red"), r"\$\.industries\[\d\]\.colour"),
    ("unknown location", _tile_field("Dudley", "location", "Atlantis"),
     r"\$\.industries\[\d\]\.location"),
    ("tile at a merchant", _tile_field("Dudley", "location", "Oxford"),
     r"\$\.industries\[\d\]\.slot"),
    ("slot out of range", _tile_field("Dudley", "slot", 2), r"\$\.industries\[\d\]\.slot"),
    ("negative slot", _tile_field("Dudley", "slot", -1), r"\$\.industries\[\d\]\.slot"),
    ("slot as a bool", _tile_field("Dudley", "slot", False), r"\$\.industries\[\d\]\.slot"),
    ("slot does not show the industry", _tile_field("Dudley", "industry", "iron"),
     r"\$\.industries\[\d\]\.industry"),
    ("unknown industry", _tile_field("Dudley", "industry", "steel"),
     r"\$\.industries\[\d\]\.industry"),
    ("tile level that does not exist", _tile_field("Dudley", "level", 5),
     r"\$\.industries\[\d\]\.level"),
    ("owner out of range", _tile_field("Dudley", "owner", 3), r"\$\.industries\[\d\]\.owner"),
    ("negative owner", _tile_field("Dudley", "owner", -1), r"\$\.industries\[\d\]\.owner"),
    ("flipped not a bool", _tile_field("Dudley", "flipped", 0), r"\$\.industries\[\d\]\.flipped"),
    ("flipped coal mine with coal", _tile_field("Dudley", "flipped", True),
     r"\$\.industries\[\d\]\.resources"),
    ("cotton mill with resources", _tile_field("Birmingham", "resources", 1),
     r"\$\.industries\[\d\]\.resources"),
    ("negative resources", _tile_field("Dudley", "resources", -1),
     r"\$\.industries\[\d\]\.resources"),
    ("two tiles on one slot",
     lambda d: d["industries"].append({**_tile(d, "Dudley"), "owner": 1}), _E("$.industries[5]")),
    # links
    ("links not a list", _set("links", None), _E("$.links")),
    ("link not a link space", lambda d: d["links"][0].__setitem__("between", ["Leek", "Dudley"]),
     _E("$.links[0].between")),
    ("link to an unknown place", lambda d: d["links"][0].__setitem__("between", ["Leek", "X"]),
     _E("$.links[0].between")),
    ("link of three ends",
     lambda d: d["links"][0].__setitem__("between", ["Leek", "Stone", "Derby"]),
     _E("$.links[0].between")),
    ("link end not a string", lambda d: d["links"][0].__setitem__("between", ["Leek", 1]),
     _E("$.links[0].between[1]")),
    ("rail-only link in the canal era",
     _append("links", {"between": ["Belper", "Leek"], "owner": 0}), _E("$.links[2].between")),
    ("canal-only link in the rail era",
     _do(_set("era", "rail"), _append("links", {"between": ["Burton-on-Trent", "Walsall"],
                                                "owner": 0})), _E("$.links[2].between")),
    ("two links on one link space",
     _append("links", {"between": ["Walsall", "Birmingham"], "owner": 2}),
     _E("$.links[2].between")),
    ("link owner out of range", lambda d: d["links"][1].__setitem__("owner", 3),
     _E("$.links[1].owner")),
    ("link owner null", lambda d: d["links"][1].__setitem__("owner", None), _E("$.links[1].owner")),
    # markets
    ("coal market over 14", _set("coal_market", 15), _E("$.coal_market")),
    ("negative coal market", _set("coal_market", -1), _E("$.coal_market")),
    ("iron market over 10", _set("iron_market", 11), _E("$.iron_market")),
    ("iron market as a string", _set("iron_market", "8"), _E("$.iron_market")),
    # merchants
    ("merchants not a list", _set("merchants", "Oxford"), _E("$.merchants")),
    ("unknown merchant", lambda d: d["merchants"][0].__setitem__("merchant", "London"),
     _E("$.merchants[0].merchant")),
    ("a town is not a merchant", lambda d: d["merchants"][0].__setitem__("merchant", "Dudley"),
     _E("$.merchants[0].merchant")),
    ("no such merchant space", lambda d: _merchant(d, "Oxford", 1).__setitem__("space", 2),
     _E("$.merchants[6].space")),
    ("merchant space unused at the player count",
     _append("merchants", {"merchant": "Nottingham", "space": 0, "tile": [], "beer": False}),
     _E("$.merchants[7].space")),
    ("merchant space listed twice", lambda d: d["merchants"].append(d["merchants"][0]),
     _E("$.merchants[7]")),
    ("merchant space missing", lambda d: d["merchants"].pop(), _E("$.merchants")),
    ("merchant tile that does not exist",
     lambda d: d["merchants"][0].__setitem__("tile", ["pottery", "coal"]),
     r"\$\.merchants\[0\]\.tile"),
    ("merchant tile naming a good twice",
     lambda d: d["merchants"][0].__setitem__("tile", ["cotton", "cotton"]),
     _E("$.merchants[0].tile")),
    ("merchant tile of an unknown good",
     lambda d: d["merchants"][0].__setitem__("tile", ["gold"]), _E("$.merchants[0].tile[0]")),
    ("merchant tile no merchant shows",
     lambda d: d["merchants"][0].__setitem__("tile", ["coal"]), _E("$.merchants[0].tile")),
    ("beer not a bool", lambda d: d["merchants"][0].__setitem__("beer", 1),
     _E("$.merchants[0].beer")),
    # cards
    ("deck not a list", _set("deck", "Leek"), _E("$.deck")),
    ("unknown card in the deck", lambda d: d["deck"].__setitem__(0, "Atlantis"), _E("$.deck[0]")),
    ("wild card in the deck", lambda d: d["deck"].__setitem__(0, "wild location"),
     _E("$.deck[0]")),
    ("more cards than the deck holds", lambda d: d["deck"].extend(["Birmingham"] * 4),
     r"\$\.deck\[\d+\]"),
    ("a card missing from a 3-player deck", lambda d: d["deck"].append("Belper"),
     r"\$\.deck\[\d+\]"),
    ("wild pile over 4", _set("wild_location", 5), _E("$.wild_location")),
    ("negative wild pile", _set("wild_industry", -1), _E("$.wild_industry")),
    ("five wild location cards", _set("wild_location", 4), r"\$\.players\[0\]\.hand"),
    # flow
    ("unknown era", _set("era", "steam"), _E("$.era")),
    ("era by enum name", _set("era", "CANAL"), _E("$.era")),
    ("unknown variant", _set("variant", "short"), _E("$.variant")),
    ("round 0", _set("round", 0), _E("$.round")),
    ("turn order with a repeat", _set("turn_order", [0, 0, 1]), _E("$.turn_order")),
    ("turn order too short", _set("turn_order", [0, 1]), _E("$.turn_order")),
    ("turn order with a stranger", _set("turn_order", [0, 1, 3]), _E("$.turn_order[2]")),
    ("to_move not the implied player", _set("to_move", 0), _E("$.to_move")),
    ("to_move out of range", _set("to_move", 3), _E("$.to_move")),
    ("to_move null in a live game", _set("to_move", None), _E("$.to_move")),
    ("game over with a player to move", _set("over", True), _E("$.to_move")),
    ("over not a bool", _set("over", "no"), _E("$.over")),
    ("turn past the last player in a live game", _set("turn", 3), _E("$.turn")),
    ("turn past the number of players", _do(_set("debts", [0, 3, 0]), _set("turn", 4)),
     _E("$.turn")),
    ("negative turn", _set("turn", -1), _E("$.turn")),
    ("turn disagreeing with to_move", _set("turn", 0), _E("$.to_move")),
    ("actions taken 2", _set("actions_taken", 2), _E("$.actions_taken")),
    ("debts of the wrong length", _set("debts", [0, 0]), _E("$.debts")),
    ("negative debt", _set("debts", [0, -2, 0]), _E("$.debts[1]")),
    ("bank not an integer", _set("bank", "40"), _E("$.bank")),
    ("seed as a string", _set("seed", "1"), _E("$.seed")),
    ("seed as a bool", _set("seed", True), _E("$.seed")),
    # action in progress
    ("action in progress not an object", _set("action_in_progress", "sell"),
     _E("$.action_in_progress")),
    ("action in progress of a build", _set("action_in_progress", {"action": "build"}),
     _E("$.action_in_progress.action")),
    ("action in progress without action", _set("action_in_progress", {}),
     _E("$.action_in_progress.action")),
    ("network in progress without link", _set("action_in_progress", {"action": "network"}),
     _E("$.action_in_progress.link")),
    ("develop in progress with a link",
     _set("action_in_progress", {"action": "develop", "link": ["Birmingham", "Walsall"]}),
     _E("$.action_in_progress.link")),
    ("network in progress on an unknown link",
     _set("action_in_progress", {"action": "network", "link": ["Leek", "Dudley"]}),
     _E("$.action_in_progress.link")),
    ("network in progress on another player's link",
     _set("action_in_progress", {"action": "network", "link": ["Dudley", "Wolverhampton"]}),
     _E("$.action_in_progress.link")),
    ("network in progress on an empty link space",
     _set("action_in_progress", {"action": "network", "link": ["Leek", "Stoke-on-Trent"]}),
     _E("$.action_in_progress.link")),
    ("action in progress in the debt phase",
     _do(_set("debts", [0, 3, 0]), _set("action_in_progress", {"action": "sell"})),
     _E("$.action_in_progress")),
]  # fmt: skip


#: Playable positions that no game reaches: ``load_state`` accepts them and
#: ``position_problems`` reports the rule each breaks (they were refused before issue 31).
UNREACHABLE: list[tuple[str, Callable[[Data], None], str]] = [
    ("links on board and left over 14", _player(1, "links_left", 14),
     "R-SETUP-PLAYER"),
    ("too many tiles on a mat", _mat(1, "coal", [1, 1, 2]),
     "R-SETUP-PLAYER"),
    ("mat and board together over the count", _mat(0, "coal", [1, 2]),
     "R-SETUP-PLAYER"),
    ("coal over production", _tile_field("Dudley", "resources", 3),
     "R-BUILD-PRODUCE"),
    ("iron over production", _tile_field("Coalbrookdale", "resources", 5),
     "R-BUILD-PRODUCE"),
    ("brewery over 2", _tile_field("North Farm Brewery", "resources", 3),
     "R-BUILD-PRODUCE"),
    ("merchant tile too many times",
     lambda d: d["merchants"].__setitem__(
         _blank(d), {**d["merchants"][_blank(d)], "tile": ["pottery"], "beer": True}),
     "R-SETUP-MERCHANTS"),
    ("barrel beside a blank tile",
     lambda d: d["merchants"][_blank(d)].__setitem__("beer", True),
     "R-SETUP-MERCHANTS"),
]  # fmt: skip


@pytest.fixture(scope="module")
def base() -> Data:
    return dump_state(sample_state(3))


def test_the_base_position_loads(base: Data) -> None:
    load_state(copy.deepcopy(base))


@pytest.mark.parametrize(
    ("change", "path"), [(c, p) for _, c, p in CASES], ids=[name for name, _, _ in CASES]
)
def test_a_bad_position_is_a_position_error_naming_the_path(
    base: Data, change: Callable[[Data], None], path: str
) -> None:
    data = copy.deepcopy(base)
    change(data)
    with pytest.raises(PositionError) as info:
        load_state(data)
    message = str(info.value)
    assert re.match(path + ":", message), message
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("data", [None, [], "position", 3])
def test_a_position_that_is_not_an_object_is_a_position_error(data: object) -> None:
    with pytest.raises(PositionError, match=r"^\$: expected an object"):
        load_state(data)


def test_the_message_quotes_the_bad_value(base: Data) -> None:
    data = copy.deepcopy(base)
    data["players"][1]["money"] = -5
    with pytest.raises(PositionError, match=r"^\$\.players\[1\]\.money: .*got -5$"):
        load_state(data)
    data = copy.deepcopy(base)
    _tile(data, "Dudley")["location"] = "Atlantis"
    with pytest.raises(PositionError, match=r"\.location: unknown location, got 'Atlantis'$"):
        load_state(data)


def test_rail_links_load_in_the_rail_era(base: Data) -> None:
    data = copy.deepcopy(base)
    data["era"] = "rail"
    data["links"].append({"between": ["Belper", "Leek"], "owner": 0})
    data["players"][0]["links_left"] -= 1
    state = load_state(data)
    assert state.era is Era.RAIL
    dumped: Data = dump_state(state)
    assert dumped["links"][0] == {"between": ["Belper", "Leek"], "owner": 0}


def test_hand_written_positions_mean_what_they_say() -> None:
    def read(name: str) -> GameState:
        return load_state(json.loads((POSITIONS / name).read_text(encoding="utf-8")))

    rail = read("rail_4p_double_network.json")
    assert rail.in_progress is not None and rail.in_progress.action is Continuable.NETWORK
    assert rail.players[0].hand == tuple(sorted(rail.players[0].hand))
    debt = read("debt_phase_3p.json")
    assert debt.in_debt_phase and debt.to_move == 0 and debt.turn == 3
    over = read("intro_2p_over.json")
    assert over.is_over and over.to_move is None
    canal = read("canal_2p_round3.json")
    assert canal.turn == 1 and canal.bank == 0 and canal.debts == (0, 0)


@pytest.mark.parametrize(
    ("change", "rule"), [(c, r) for _, c, r in UNREACHABLE], ids=[n for n, _, _ in UNREACHABLE]
)
def test_an_unreachable_playable_position_loads_and_reports_its_problem(
    base: Data, change: Callable[[Data], None], rule: str
) -> None:
    data = copy.deepcopy(base)
    assert position_problems(load_state(data)) == ()
    change(data)
    state = load_state(data)
    problems = position_problems(state)
    assert [str(p.rule) for p in problems] == [rule], problems
    assert problems[0].message.startswith("$.")
    rng = random.Random(5)
    for _ in range(3000):  # it plays on legally, to the end
        if state.is_over:
            break
        moves = legal_moves(state)
        assert moves
        state = apply(state, rng.choice(moves))
    assert state.is_over


def test_positions_of_a_random_game_have_no_problem() -> None:
    rng = random.Random(31)
    state = new_game(players=3, seed=31)
    while not state.is_over:
        assert position_problems(state) == ()
        state = apply(state, rng.choice(legal_moves(state)))


def test_position_problems_takes_a_state_only(base: Data) -> None:
    with pytest.raises(TypeError, match="state must be a GameState"):
        position_problems(base)  # type: ignore[arg-type]
