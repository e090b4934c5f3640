"""What ``load_state`` and ``load_observation`` refuse, and what they accept (issue 23, points 2, 3,
5 and 8; issue 24, point 4): every refusal is a ``PositionError`` naming the JSON path."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.errors import PositionError, RecordError
from brass_rules.le_havre.moves import Act, Enter
from brass_rules.le_havre.setup import SEED_LIMIT
from tests.le_havre.builder import bag, game, own

Data = dict[str, Any]


def _start(players: int = 2, seed: int = 7, short: bool = False) -> Data:
    data: Data = lh.dump_state(lh.new_game(players, seed, short=short))
    return data


def _reject(data: Data, path: str, *words: str, observation: bool = False) -> str:
    with pytest.raises(PositionError) as info:
        (lh.load_observation if observation else lh.load_state)(data)
    text = str(info.value)
    assert text.startswith(path), text
    for word in words:
        assert word in text, text
    assert len(text) <= 400
    return text


# ----- seeds (point 5; issue 24 point 4) -----------------------------------------------------


@pytest.mark.parametrize("seed", [2**53, -(2**53), SEED_LIMIT, -SEED_LIMIT, 0, 7])
def test_every_seed_new_game_takes_round_trips(seed: int) -> None:
    state = lh.new_game(players=2, seed=seed)
    assert lh.load_state(lh.dump_state(state)) == state


@pytest.mark.parametrize(
    "seed", [SEED_LIMIT + 1, -SEED_LIMIT - 1, 10**5000], ids=["over", "under", "huge"]
)
def test_a_seed_new_game_refuses_is_refused(seed: int) -> None:
    data = _start()
    data["seed"] = seed
    _reject(data, "$.seed", "must be")


@pytest.mark.parametrize("seed", [True, 1.0, "7", None])
def test_a_seed_that_is_no_integer_is_refused(seed: object) -> None:
    data = _start()
    data["seed"] = seed
    _reject(data, "$.seed", "expected an integer")


def test_the_seed_is_optional() -> None:
    data = _start()
    del data["seed"]
    state = lh.load_state(data)
    assert state.seed == 0
    assert state == lh.load_state({**data, "seed": 0})


def test_an_observation_has_no_seed() -> None:
    data = lh.dump_observation(lh.observe(lh.new_game(2, 7), 0))
    data["seed"] = 7
    _reject(data, "$.seed", "unexpected key", observation=True)


# ----- to_move (point 8) ---------------------------------------------------------------------


@pytest.mark.parametrize("to_move", [True, False, 0.0, 1.0, "0", [0]])
def test_to_move_must_be_an_integer(to_move: object) -> None:
    for mover in (0, 1):
        data = _start()
        data["to_move"] = to_move
        data["active"] = data["start_player"] = mover
        _reject(data, "$.to_move", "expected an integer")


def test_to_move_may_be_given_or_left_out() -> None:
    data = _start()
    state = lh.load_state(data)
    assert lh.load_state({k: v for k, v in data.items() if k != "to_move"}) == state
    _reject({**data, "to_move": 1 - data["to_move"]}, "$.to_move", "the player to move is")
    _reject({**data, "to_move": None}, "$.to_move", "the player to move is")


# ----- the Marketplace's peek (point 2) --------------------------------------------------------


def _peeking() -> Data:
    """Player 0 has entered his Marketplace and taken its goods: he orders the top two."""
    s = own(game(2, seed=7), 0, "01")
    s = lh.apply(s, Enter("01"))
    s = lh.apply(s, Act(take=bag(fish=1, wood=1)))
    assert {m.option for m in lh.legal_moves(s)} == {"keep", "swap"}  # type: ignore[union-attr]
    data: Data = lh.dump_state(s)
    return data


@pytest.mark.rule("LH-HIDDEN-PEEK")
@pytest.mark.parametrize("left", [0, 1])
def test_a_peek_at_fewer_than_two_specials_is_refused(left: int) -> None:
    data = _peeking()
    data["special_deck"] = data["special_deck"][:left]
    data["players"][0]["known_specials"] = left
    _reject(data, "$.action.stage", "Marketplace", "LH-HIDDEN-PEEK")


@pytest.mark.rule("LH-HIDDEN-PEEK")
def test_a_peek_with_two_cards_loads_and_plays() -> None:
    data = _peeking()
    state = lh.load_state(data)
    after = lh.apply(state, Act(option="swap"))
    assert after.specials[:2] == state.specials[1::-1]


@pytest.mark.rule("LH-HIDDEN-PEEK")
def test_the_peeker_has_seen_the_cards_he_orders() -> None:
    data = _peeking()
    data["players"][0]["known_specials"] = 1
    _reject(data, "$.players[0].known_specials", "LH-HIDDEN-PEEK")


@pytest.mark.rule("LH-HIDDEN-PEEK")
def test_nobody_knows_more_cards_than_the_deck_holds_and_only_one_player_knows() -> None:
    data = _start()
    data["special_deck"] = data["special_deck"][:1]
    data["players"][1]["known_specials"] = 2
    _reject(data, "$.players[1].known_specials", "knows 2", "deck of 1")
    data = _start()
    data["players"][0]["known_specials"] = data["players"][1]["known_specials"] = 1
    _reject(data, "$.players[1].known_specials", "only the last player to peek")


@pytest.mark.parametrize("stage", [2])
def test_an_action_stage_the_building_does_not_have_is_refused(stage: int) -> None:
    data = _peeking()
    data["action"]["stage"] = stage
    _reject(data, "$.action.stage", "no stage 2")


def test_a_bad_peek_never_escapes_a_record_as_index_error() -> None:
    data = _peeking()
    data["special_deck"] = data["special_deck"][:1]
    data["players"][0]["known_specials"] = 1
    good = br.GameRecord(players=2, seed=7, game="le_havre", start=_peeking(),
                         moves=(Act(option="swap"),))  # fmt: skip
    assert br.load_record(br.dump_record(good)) == good
    record = {**br.dump_record(good), "start": data}
    with pytest.raises(RecordError, match="LH-HIDDEN-PEEK"):
        br.load_record(record)
    start = json.dumps(json.dumps(data, sort_keys=True, separators=(",", ":")))
    lines = br.format_record(good).splitlines()
    text = "\n".join(f"[Start {start}]" if ln.startswith("[Start ") else ln for ln in lines)
    with pytest.raises(RecordError, match="LH-HIDDEN-PEEK"):
        br.parse_record(text)


# ----- live positions without a legal move (point 3) -------------------------------------------


@pytest.mark.rule("LH-ROUND-FEED-PAY")
def test_feeding_without_food_due_is_refused() -> None:
    data = _start()
    data["phase"] = "feeding"
    _reject(data, "$.dues", "feeding", "LH-ROUND-FEED-PAY")


@pytest.mark.rule("LH-SUPPLY-INTEREST")
def test_interest_owed_by_a_player_without_loans_is_refused() -> None:
    data = _start()
    data["dues"] = [{"player": data["active"], "kind": "interest", "amount": 1}]
    data["players"][data["active"]]["francs"] = 0
    _reject(data, "$.dues[0]", "without loans", "LH-SUPPLY-INTEREST")


@pytest.mark.rule("LH-SUPPLY-INTEREST")
def test_interest_the_francs_cover_is_refused_and_unpayable_interest_loads() -> None:
    data = _start()
    me = data["active"]
    data["dues"] = [{"player": me, "kind": "interest", "amount": 1}]
    data["players"][me]["loans"] = 1
    _reject(data, "$.dues[0]", "paid at once", "LH-SUPPLY-INTEREST")
    data["players"][me]["francs"] = 0
    state = lh.load_state(data)
    assert lh.legal_moves(state) == (lh.Borrow(),)


@pytest.mark.parametrize(
    ("due", "phase", "path", "words"),
    [
        ({"kind": "interest", "amount": 1}, "feeding", "$.dues[0]", "supply step"),
        ({"kind": "food", "amount": 3}, "main", "$.dues[0]", "round end"),
    ],
)
def test_a_payment_of_the_wrong_kind_for_its_phase_is_refused(
    due: Data, phase: str, path: str, words: str
) -> None:
    data = _start()
    data["phase"] = phase
    data["players"][data["active"]].update(loans=1, francs=0)
    data["dues"] = [{"player": data["active"], **due}]
    _reject(data, path, words)


@pytest.mark.rule("LH-PAY-FOOD")
def test_a_food_payment_that_cannot_be_completed_is_refused() -> None:
    """Fish was the last food paid: only francs may follow, and he has too few."""
    data = _start()
    data["phase"] = "feeding"
    data["players"][0].update(francs=2, goods={"meat": 3})
    data["dues"] = [{"player": 0, "kind": "food", "amount": 5, "last_food": "fish"}]
    _reject(data, "$.dues[0]", "cannot be completed", "LH-PAY-FOOD")
    data["players"][0]["francs"] = 5
    assert lh.legal_moves(lh.load_state(data)) == (lh.Feed("francs", 5),)


def test_only_the_first_payment_is_under_way_and_one_per_player() -> None:
    data = _start()
    data["phase"] = "feeding"
    data["dues"] = [{"player": 0, "kind": "food", "amount": 5},
                    {"player": 1, "kind": "food", "amount": 5, "last_food": "meat"}]  # fmt: skip
    _reject(data, "$.dues[1].last_food", "only the first")
    data["dues"] = [{"player": 0, "kind": "food", "amount": 5},
                    {"player": 0, "kind": "food", "amount": 2}]  # fmt: skip
    _reject(data, "$.dues[1].player", "one payment at a time")


@pytest.mark.rule("LH-SUPPLY-TAKE")
def test_a_turn_whose_supply_tokens_are_gone_loads_as_a_position_problem() -> None:
    """Unreachable (the supply step has just filled them) but playable: issue 31."""
    data = _start()
    data["offers"] = dict.fromkeys(data["offers"], 0)
    state = lh.load_state(data)
    assert {p.rule for p in lh.position_problems(state)} == {"LH-SUPPLY-TAKE"}
    assert lh.legal_moves(state)


def test_an_action_that_cannot_continue_is_refused() -> None:
    """The Construction Firm between builds is the only action with extra actions between its
    steps; an action marked so elsewhere, or goods picked by an action that picks none, or picks
    the player does not hold, are refused."""
    data = _peeking()
    data["action"]["between"] = True
    _reject(data, "$.action.between", "Construction Firm")
    data = _peeking()
    data["action"]["picked"] = {"wood": 1}
    _reject(data, "$.action.picked", "picks no goods")


def test_every_position_of_random_games_loads_and_has_a_legal_move() -> None:
    """The checks refuse no position that play reaches (every player count, both lengths)."""
    for players, short in ((1, False), (2, False), (2, True), (3, True), (4, True), (5, True)):
        s = lh.new_game(players, players * 7, short=short)
        rng = random.Random(players)
        while not s.is_over:
            assert lh.load_state(lh.dump_state(s)) == s
            s = lh.apply(s, rng.choice(lh.legal_moves(s)))


def test_an_action_with_no_legal_step_is_refused_by_the_general_check() -> None:
    """The Business Office's required trade of 4 goods for a steel, with 2 goods left."""
    data: Data = lh.dump_state(own(game(2, seed=7), 0, "21"))
    data["players"][0].update(person="21", goods={"wood": 2})
    data.update(phase="action", action={"building": "21", "stage": 1, "picked": {},
                                        "last": None, "between": False})  # fmt: skip
    _reject(data, "$.action", "cannot continue")
    data["players"][0]["goods"] = {"wood": 4}
    assert lh.legal_moves(lh.load_state(data))
