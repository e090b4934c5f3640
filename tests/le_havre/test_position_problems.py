"""Positions a rules lawyer writes (issue 31, point 11): ``load_state`` accepts a playable position
that no game reaches, ``position_problems`` reports why, and what the engine cannot play is still
refused.

``tests/le_havre/lawyer/*.json`` are rulebook-style questions written by hand, with names and
without the optional keys: each holds the position, the problems reported, the legal moves (in
notation) and a few illegal moves with the rule each breaks.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import PositionError, RuleViolation

LAWYER = sorted((Path(__file__).resolve().parent / "lawyer").glob("*.json"))

Data = dict[str, Any]


def _start(players: int = 2, seed: int = 7, short: bool = False) -> Data:
    data: Data = lh.dump_state(lh.new_game(players, seed, short=short))
    return data


def _plays_to_the_end(state: lh.GameState, seed: int) -> None:
    """Random legal play from *state* reaches the end, never without a legal move."""
    rng = random.Random(seed)
    for _ in range(5000):
        if state.is_over:
            return
        moves = lh.legal_moves(state)
        assert moves, lh.dump_state(state)
        state = lh.apply(state, rng.choice(moves))
    raise AssertionError("the game did not end")


# ----- the hand-written questions ------------------------------------------------------------


def test_there_are_about_ten_questions() -> None:
    assert len(LAWYER) >= 10


@pytest.mark.parametrize("path", LAWYER, ids=lambda p: p.stem)
def test_a_hand_written_question_loads_and_answers(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["question"].endswith("?")
    state = lh.load_state(data["position"])
    problems = lh.position_problems(state)
    assert [p.rule for p in problems] == data["problems"]
    assert all(isinstance(p, RuleViolation) and p.message.startswith("$.") for p in problems)
    assert [lh.format_move(state, m) for m in lh.legal_moves(state)] == data["legal_moves"]
    for text in data["legal_moves"]:
        assert lh.validate(state, lh.parse_move(state, text)) == ()
    for text, rule in data["illegal"].items():
        assert [v.rule for v in lh.validate(state, lh.read_move(text, state))] == [rule], text


@pytest.mark.parametrize("path", LAWYER, ids=lambda p: p.stem)
def test_a_hand_written_question_plays_to_the_end(path: Path) -> None:
    state = lh.load_state(json.loads(path.read_text(encoding="utf-8"))["position"])
    for seed in range(3):
        _plays_to_the_end(state, seed)


def test_most_questions_have_a_reachability_problem() -> None:
    """As in the issue's 111 scenarios, empty offers are what a hand-written position breaks."""
    rules = [json.loads(p.read_text(encoding="utf-8"))["problems"] for p in LAWYER]
    assert sum("LH-SUPPLY-TAKE" in r for r in rules) >= len(LAWYER) // 2


# ----- each check moved from load_state to position_problems ---------------------------------


def _empty_offers(d: Data) -> None:
    d["offers"] = dict.fromkeys(d["offers"], 0)


def _unsorted_pile(d: Data) -> None:
    d["proposals"][0].reverse()


def _interest_of_two(d: Data) -> None:
    d["players"][d["active"]].update(loans=1, francs=1)
    d["dues"] = [{"player": d["active"], "kind": "interest", "amount": 2}]


def _specials_in_short(d: Data) -> None:
    d["special_deck"] = ["Fish Market", "Diner"]


MOVED: list[tuple[str, Callable[[Data], None], bool, str, str]] = [
    ("empty offers in the phase main", _empty_offers, False, "LH-SUPPLY-TAKE", "$.offers."),
    ("a pile not sorted", _unsorted_pile, False, "LH-SETUP-PROPOSALS", "$.proposals[0]"),
    ("interest of 2 francs", _interest_of_two, False, "LH-LOAN-INTEREST", "$.dues[0].amount"),
    ("special buildings in the short game", _specials_in_short, True, "LH-SETUP-SHORT",
     "$.special_deck"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("change", "short", "rule", "path"),
    [case[1:] for case in MOVED],
    ids=[case[0] for case in MOVED],
)
@pytest.mark.parametrize("players", [1, 2, 4])
def test_an_unreachable_position_loads_reports_and_plays(
    change: Callable[[Data], None], short: bool, rule: str, path: str, players: int
) -> None:
    data = _start(players, seed=players, short=short)
    assert lh.position_problems(lh.load_state(data)) == ()
    change(data)
    state = lh.load_state(data)
    problems = lh.position_problems(state)
    assert problems and {p.rule for p in problems} == {rule}
    assert all(p.message.startswith(path) for p in problems), problems
    assert lh.load_state(lh.dump_state(state)) == state
    _plays_to_the_end(state, players)


def test_positions_of_random_games_with_their_offers_emptied_play_to_the_end() -> None:
    """Emptying every offer space can leave no main action after a sale or a purchase; the
    player then ends his turn without one, as in the final phase (never stuck)."""
    rng = random.Random(31)
    loaded = 0
    for seed in range(25):
        state = lh.new_game(rng.choice([1, 2, 3]), seed, short=rng.random() < 0.5)
        for _ in range(rng.randrange(60)):
            state = lh.apply(state, rng.choice(lh.legal_moves(state)))
        if state.phase is not lh.Phase.MAIN or state.final:
            continue
        data = lh.dump_state(state)
        _empty_offers(data)
        loaded += 1
        _plays_to_the_end(lh.load_state(data), seed)
    assert loaded >= 5


def test_end_turn_without_a_main_action_only_when_none_is_possible() -> None:
    data = _start(2)
    data["town"] = ["Construction Firm"]  # a fee of 2 food, which nobody can pay
    data["players"][0].update(francs=0, goods={})
    _empty_offers(data)
    state = lh.load_state(data)
    assert lh.legal_moves(state) == (lh.EndTurn(),)
    after = lh.apply(state, lh.EndTurn())
    assert after.active == 1 and after.round == 1
    data["offers"]["franc"] = 1  # an offer to take: the main action is compulsory again
    state = lh.load_state(data)
    assert [v.rule for v in lh.validate(state, lh.EndTurn())] == ["LH-FLOW-END-TURN"]
    assert lh.EndTurn() not in lh.legal_moves(state)


def test_a_reachable_position_has_no_problem() -> None:
    rng = random.Random(2)
    state = lh.new_game(3, 2)
    for _ in range(150):
        assert lh.position_problems(state) == ()
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))


def test_position_problems_takes_a_state_only() -> None:
    state = lh.new_game(2, 7)
    with pytest.raises(TypeError, match="state must be a GameState"):
        lh.position_problems(lh.observe(state, 0))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        lh.position_problems(lh.dump_state(state))  # type: ignore[arg-type]


# ----- what the engine cannot play is still refused ------------------------------------------


def _rotation(d: Data) -> None:
    d["active"] = (d["active"] + 1) % 2


def _interest_in_feeding(d: Data) -> None:
    d["phase"] = "feeding"
    d["players"][0].update(loans=1, francs=0)
    d["dues"] = [{"player": 0, "kind": "interest", "amount": 1}]


def _dues_after(d: Data) -> None:
    d["phase"] = "after"
    d["players"][0].update(loans=1, francs=0)
    d["dues"] = [{"player": 0, "kind": "interest", "amount": 1}]


def _stuck(d: Data) -> None:
    d["phase"] = "feeding"
    d["players"][0].update(francs=2, goods={"meat": 3})
    d["dues"] = [{"player": 0, "kind": "food", "amount": 5, "last_food": "fish"}]


def _two_knowers(d: Data) -> None:
    d["players"][0]["known_specials"] = 1
    d["players"][1]["known_specials"] = 1


def _francs(d: Data) -> None:
    d["players"][0]["francs"] = "5"


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (_rotation, "$.active"),
        (_interest_in_feeding, "$.dues[0]"),
        (_dues_after, "$.dues"),
        (_stuck, "$.dues[0]"),
        (_two_knowers, "$.players[1].known_specials"),
        (_francs, "$.players[0].francs"),
    ],
    ids=["rotation", "interest in feeding", "dues after", "no legal move", "two know", "type"],
)
def test_what_the_engine_cannot_play_is_still_refused(
    change: Callable[[Data], None], path: str
) -> None:
    data = _start(2)
    _empty_offers(data)  # a reachability problem alone never hides an engine-breaking one
    change(data)
    with pytest.raises(PositionError) as info:
        lh.load_state(data)
    assert str(info.value).startswith(path), info.value
