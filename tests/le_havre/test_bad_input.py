"""Le Havre's answers to values of the wrong type and moves of the wrong shape (issue 23, points
6, 7 and 12; ``docs/errors.rst``): a ``TypeError`` naming the argument where a state, an
observation or a player is expected, a violation of LH-GEN-TURN starting ``Not a move:`` for an
ill-typed move (``validate`` never raises on a move), a ``NotationError`` for bad move JSON, and
every message bounded."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import IllegalMoveError, NotationError, quote
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data.goods import GOODS

HUGE = 10**5000
LONG = "x" * 1_000_000
MESSAGE_LIMIT = 400

STATE = lh.new_game(players=2, seed=7)
OBS = lh.observe(STATE, 0)


def _floats(n: float = 1.0) -> Bag:
    return Bag((n,) * len(GOODS))  # type: ignore[arg-type]


BAD_MOVES: list[Any] = [
    lh.Enter("B1", francs=1.0),  # type: ignore[arg-type]
    lh.Enter("B1", food=_floats()),
    lh.Repay(1.0),  # type: ignore[arg-type]
    lh.Repay("1"),  # type: ignore[arg-type]
    lh.Repay(True),  # type: ignore[arg-type]
    lh.Repay(HUGE),
    lh.Repay(1, player=0.0),  # type: ignore[arg-type]
    lh.Repay(1, player=HUGE),
    lh.Feed("meat", 7.0),  # type: ignore[arg-type]
    lh.Feed("meat", False),  # type: ignore[arg-type]
    lh.Feed(["meat"], 1),  # type: ignore[arg-type]
    lh.Buy(["x"]),  # type: ignore[arg-type]
    lh.Buy({"card": "01"}),  # type: ignore[arg-type]
    lh.Buy(LONG),
    lh.Sell("01", player=True),  # type: ignore[arg-type]
    lh.TakeOffer(None),  # type: ignore[arg-type]
    lh.TakeOffer(LONG),
    lh.Act(option=["keep"]),  # type: ignore[arg-type]
    lh.Act(give=_floats(0.5)),
    lh.Act(take={"wood": 1}),  # type: ignore[arg-type]
    lh.Act(energy=Bag.of(coal=-1)),
    lh.Act(food=Bag((HUGE,) * len(GOODS))),
    lh.Act(francs=True),  # type: ignore[arg-type]
    lh.Act(francs=HUGE),
    Bag((1,) * 3),
    None,
    "end",
    {"type": "end"},
]


@pytest.mark.rule("LH-GEN-TURN")
@pytest.mark.parametrize("move", BAD_MOVES, ids=lambda m: type(m).__name__)
def test_an_ill_typed_move_is_a_violation_never_an_exception(move: Any) -> None:
    for state in (STATE, lh.apply(STATE, lh.legal_moves(STATE)[0])):
        errors = lh.validate(state, move)
        assert len(errors) == 1, errors
        assert errors[0].rule == "LH-GEN-TURN"
        assert errors[0].message.startswith("Not a move: "), errors[0].message
        assert len(errors[0].message) <= MESSAGE_LIMIT
        with pytest.raises(IllegalMoveError) as info:
            lh.apply(state, move)
        assert info.value.violations == errors
        assert len(str(info.value)) <= MESSAGE_LIMIT


@pytest.mark.parametrize("move", BAD_MOVES, ids=lambda m: type(m).__name__)
def test_writing_an_ill_typed_move_down_is_a_type_error(move: Any) -> None:
    for call in (lambda: lh.move_to_json(move), lambda: lh.describe_move(move),
                 lambda: lh.format_move(STATE, move)):  # fmt: skip
        with pytest.raises(TypeError) as info:
            call()
        assert str(info.value).startswith("not a move: ")
        assert len(str(info.value)) <= MESSAGE_LIMIT


def test_well_typed_moves_still_validate_by_their_rules() -> None:
    """The shape check lets every listed move through, and a well-typed illegal move keeps its
    rule."""
    assert all(lh.validate(STATE, m) == () for m in lh.legal_moves(STATE))
    (error,) = lh.validate(STATE, lh.Repay(1))
    assert error.rule == "LH-LOAN-REPAY"


@pytest.mark.parametrize("food", [False, 0, "", [], None, 1, "fish"])
def test_act_food_of_the_wrong_type_is_a_notation_error(food: object) -> None:
    with pytest.raises(NotationError) as info:
        lh.move_from_json({"type": "act", "food": food})
    assert str(info.value).startswith("$.food: expected an object")


def test_act_food_as_an_object_is_read() -> None:
    assert lh.move_from_json({"type": "act", "food": {}}) == lh.Act()
    assert lh.move_from_json({"type": "act", "food": {"fish": 2}}) == lh.Act(food=Bag.of(fish=2))


NOT_STATES: list[Any] = [None, {}, lh.dump_state(STATE), "state", 3, [STATE]]

STATE_FUNCTIONS: dict[str, Callable[[Any], object]] = {
    "validate": lambda s: lh.validate(s, lh.EndTurn()),
    "apply": lambda s: lh.apply(s, lh.EndTurn()),
    "legal_moves": lh.legal_moves,
    "out_of_turn_moves": lambda s: lh.out_of_turn_moves(s, 0),
    "observe": lambda s: lh.observe(s, 0),
    "state_key": lh.state_key,
    "scores": lh.scores,
    "ranking": lh.ranking,
    "evaluate": lambda s: lh.evaluate(s, 0),
    "dump_state": lh.dump_state,
    "format_move": lambda s: lh.format_move(s, lh.EndTurn()),
    "parse_move": lambda s: lh.parse_move(s, "end turn"),
    "render_svg": lh.render_svg,
    "read_move": lambda s: lh.read_move("end turn", s if s is not None else 1),
    "describe_move": lambda s: lh.describe_move(lh.EndTurn(), s if s is not None else 1),
}


@pytest.mark.parametrize("name", sorted(STATE_FUNCTIONS))
@pytest.mark.parametrize("value", NOT_STATES, ids=lambda v: type(v).__name__)
def test_a_value_that_is_not_a_state_is_a_type_error(name: str, value: object) -> None:
    with pytest.raises(TypeError) as info:
        STATE_FUNCTIONS[name](value)
    assert len(str(info.value)) <= MESSAGE_LIMIT


@pytest.mark.parametrize("value", [None, {}, STATE, lh.dump_observation(OBS)],
                         ids=lambda v: type(v).__name__)  # fmt: skip
def test_a_value_that_is_not_an_observation_is_a_type_error(value: object) -> None:
    for call in (lambda: lh.dump_observation(value),  # type: ignore[arg-type]
                 lambda: lh.determinize(value, random.Random(1))):  # type: ignore[arg-type]  # fmt: skip
        with pytest.raises(TypeError, match="obs must be an Observation"):
            call()
    with pytest.raises(TypeError, match=r"rng must be a random\.Random"):
        lh.determinize(OBS, 1)  # type: ignore[arg-type]


def test_messages_name_the_argument_and_what_was_given() -> None:
    with pytest.raises(TypeError) as info:
        lh.legal_moves(None)  # type: ignore[arg-type]
    assert str(info.value) == "state must be a GameState or an Observation, not NoneType None"
    with pytest.raises(TypeError) as info:
        lh.state_key(None)  # type: ignore[arg-type]
    assert str(info.value) == "state must be a GameState, not NoneType None"


@pytest.mark.parametrize("player", ["0", 0.0, True, None, [0], HUGE], ids=lambda p: quote(p, 12))
def test_a_player_that_is_not_an_int_is_a_type_error(player: object) -> None:
    calls = [lambda: lh.observe(STATE, player), lambda: lh.out_of_turn_moves(STATE, player),  # type: ignore[arg-type]
             lambda: lh.out_of_turn_moves(OBS, player), lambda: lh.evaluate(STATE, player)]  # type: ignore[arg-type]  # fmt: skip
    for call in calls[1:] if player is None else calls:  # observe(state, None): the public view
        if type(player) is int:  # a huge int is an int: no such player
            with pytest.raises(ValueError) as error:
                call()
            assert len(str(error.value)) <= MESSAGE_LIMIT
            continue
        with pytest.raises(TypeError, match="player must be an int"):
            call()


@pytest.mark.parametrize("player", [-1, 2, 99])
def test_a_player_not_in_the_game_is_a_value_error(player: int) -> None:
    with pytest.raises(ValueError, match="no player"):
        lh.observe(STATE, player)
    with pytest.raises(ValueError, match="no player"):
        lh.out_of_turn_moves(STATE, player)
