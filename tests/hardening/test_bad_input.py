"""Nothing a caller sends crashes the library: huge ints, deep nesting, huge values, wrong types.

Each test names the documented error (``docs/errors.rst``): a ``BrassError`` subclass or a
``RuleViolation`` for bad data and moves, ``TypeError`` for an argument of the wrong type; never a
bare ``ValueError`` from formatting, a ``RecursionError``, an ``AttributeError`` or a huge message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import brass_rules as br
from brass_rules import Industry, MerchantRef, TileRef
from brass_rules.birmingham.board import BIRMINGHAM as B
from brass_rules.errors import quote

HUGE = 10**5000  # more digits than int-to-str allows (4,300)
DEEP = 5000  # deeper than the recursion limit (json.loads accepts about 1,000 levels)
LONG = "x" * 1_000_000
MESSAGE_LIMIT = 400  # no message quoting a bad value is longer than this


def deep_list() -> Any:
    value: Any = []
    for _ in range(DEEP):
        value = [value]
    return value


def deep_dict() -> Any:
    value: Any = 1
    for _ in range(DEEP):
        value = {"a": value}
    return value


@pytest.fixture(scope="module")
def state() -> br.GameState:
    return br.new_game(players=3, seed=11)


def _raises(error: type[Exception], call: Callable[[], object]) -> str:
    with pytest.raises(error) as info:
        call()
    text = str(info.value)
    assert len(text) <= MESSAGE_LIMIT, text[:200]
    return text


# ----- quote ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [HUGE, -HUGE, LONG, deep_list(), deep_dict(), [HUGE] * 100, {LONG: HUGE}, (HUGE,), {1, 2}],
    ids=lambda value: quote(value, 24),
)
def test_quote_is_bounded_and_never_raises(value: object) -> None:
    text = quote(value)
    assert len(text) <= 80
    assert len(quote(value, limit=20)) <= 20


def test_quote_is_repr_for_small_values() -> None:
    for value in ("Dudley", 7, -3, None, True, [1, "a"], {"k": [1]}, (1,), 2**100):
        assert quote(value) == repr(value)
    assert quote(HUGE) == "<int of ~5001 digits>"


def test_quote_survives_a_failing_repr() -> None:
    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no")

    assert quote(Broken()) == "<Broken object>"


# ----- huge ints -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        br.Build("Leek", Industry.COAL, "Leek", HUGE),
        br.Build("Leek", Industry.COAL, "Leek", None, (TileRef("Dudley", HUGE),)),
        br.Sell(TileRef("Leek", 0), card="Leek", merchant=MerchantRef("Oxford", HUGE)),
        br.Sell(TileRef("Leek", HUGE), card="Leek"),
        br.Network(("Leek", "Stoke-on-Trent"), "Leek", (MerchantRef("Oxford", -HUGE),)),
        br.SellForDebt(TileRef("Dudley", HUGE)),
    ],
    ids=lambda move: type(move).__name__,
)
def test_validate_reports_huge_slots_and_spaces(state: br.GameState, move: br.Move) -> None:
    (violation,) = br.validate(state, move)
    assert violation.rule is br.Rule.GEN_TURN
    assert "out of range" in violation.message and len(violation.message) <= MESSAGE_LIMIT
    _raises(br.IllegalMoveError, lambda: br.apply(state, move))


def test_a_huge_player_argument_is_a_violation(state: br.GameState) -> None:
    move = br.legal_moves(state)[0]
    (violation,) = br.validate(state, move, player=HUGE)
    assert violation.rule is br.Rule.GEN_TURN and "<int of ~5001 digits>" in violation.message
    _raises(br.IllegalMoveError, lambda: br.apply(state, move, player=-HUGE))


def test_huge_seeds_are_rejected_by_new_game() -> None:
    _raises(br.SetupError, lambda: br.new_game(players=2, seed=HUGE))
    _raises(br.SetupError, lambda: br.new_game(players=2, seed=2**64))
    assert br.new_game(players=2, seed=2**64 - 1).seed == 2**64 - 1
    assert br.new_game(players=2, seed=-(2**64) + 1).players


def test_the_largest_seed_plays_through_the_era_end() -> None:
    """A 64-bit seed reaches the Canal-to-Rail reshuffle (which derives from the seed)."""
    from tests.randomgames import pass_until

    state = pass_until(br.new_game(players=2, seed=2**64 - 1))
    assert state.era is br.Era.RAIL and len(state.players[0].hand) == 8


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("seed",), HUGE),
        (("seed",), 2**64),
        (("players", 0, "money"), HUGE),
        (("players", 1, "vp"), HUGE),
        (("players", 0, "spent"), 2**53),
        (("round",), HUGE),
        (("bank",), -HUGE),
        (("coal_market",), HUGE),
        (("industries",), [{"location": "Dudley", "slot": HUGE}]),
        (("merchants", 0, "space"), HUGE),
        (("turn_order", 0), HUGE),
        (("to_move",), HUGE),
    ],
    ids=lambda value: quote(value, 24),
)
def test_load_state_rejects_huge_ints(
    state: br.GameState, path: tuple[str | int, ...], value: object
) -> None:
    data: Any = br.dump_state(state)
    if path == ("industries",):
        data["industries"] = [
            {
                "location": "Dudley",
                "slot": HUGE,
                "owner": 0,
                "industry": "coal",
                "level": 1,
                "flipped": False,
                "resources": 0,
            }
        ]
    else:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    _raises(br.PositionError, lambda: br.load_state(data))


def test_move_from_json_quotes_huge_ints() -> None:
    data = {"action": "sell_for_debt", "tile": {"location": "Dudley", "slot": HUGE}}
    text = _raises(br.NotationError, lambda: br.move_from_json(data))
    assert "$.tile.slot" in text


def test_board_lookups_quote_huge_values() -> None:
    _raises(br.UnknownNameError, lambda: B.slot("Dudley", HUGE))
    _raises(br.UnknownNameError, lambda: B.merchant_space("Oxford", HUGE))
    _raises(br.UnknownNameError, lambda: B.location(LONG))
    _raises(br.UnknownNameError, lambda: B.link_between(LONG, "Dudley"))


def test_observe_quotes_a_huge_player(state: br.GameState) -> None:
    assert "no player <int of" in _raises(ValueError, lambda: br.observe(state, HUGE))


# ----- deep nesting and huge values ------------------------------------------------------------


@pytest.mark.parametrize("make", [deep_list, deep_dict])
def test_load_state_on_deep_data_is_a_position_error(state: br.GameState, make: Any) -> None:
    _raises(br.PositionError, lambda: br.load_state(make()))
    for key in ("players", "industries", "deck", "action_in_progress", "seed"):
        data: Any = br.dump_state(state)
        data[key] = make()
        _raises(br.PositionError, lambda data=data: br.load_state(data))


@pytest.mark.parametrize("make", [deep_list, deep_dict])
def test_move_from_json_on_deep_data_is_a_notation_error(make: Any) -> None:
    _raises(br.NotationError, lambda: br.move_from_json(make()))
    for key in ("card", "tile", "coal", "link"):
        data = {"action": "build", "card": "Leek", "industry": "coal", "location": "Leek"}
        data.update({"slot": None, "coal": None, "iron": None, key: make()})
        _raises(br.NotationError, lambda data=data: br.move_from_json(data))


def test_messages_quote_a_bounded_prefix_of_huge_values(state: br.GameState) -> None:
    data: Any = br.dump_state(state)
    data["players"][0]["hand"] = [LONG]
    _raises(br.PositionError, lambda: br.load_state(data))
    data = br.dump_state(state)
    data[LONG] = 1
    _raises(br.PositionError, lambda: br.load_state(data))
    data = br.dump_state(state)
    data["deck"] = list(range(100_000))
    _raises(br.PositionError, lambda: br.load_state(data))
    _raises(br.NotationError, lambda: br.move_from_json({"action": LONG}))
    _raises(br.NotationError, lambda: br.move_from_json({"action": "pass", "card": [LONG] * 9}))


@pytest.mark.parametrize(
    "make",
    [
        lambda card: br.Pass(LONG),
        lambda card: br.Build(card, Industry.COAL, LONG),
        lambda card: br.Network((LONG, "Leek"), card),
        lambda card: br.Sell(TileRef(LONG, 0), card=card),
        lambda card: br.Build(card, Industry.COAL, "Leek", coal=(TileRef("Dudley", 0),) * 10_000),
    ],
)
def test_violations_quote_a_bounded_prefix(state: br.GameState, make: Any) -> None:
    move = make(state.players[state.to_move or 0].hand[0])
    violations = br.validate(state, move)
    assert violations
    for violation in violations:
        assert len(violation.message) <= MESSAGE_LIMIT
    _raises(br.IllegalMoveError, lambda: br.apply(state, move))


def test_debt_violations_quote_a_bounded_prefix() -> None:
    from tests.builder import Position

    pos = Position(2).tile("Dudley", 0, owner=0, industry="coal", level=1)
    state = pos.set(debts=(5, 0), turn=2).money(0, 0).state
    move = br.SellForDebt(TileRef(LONG, 0))
    (violation,) = br.validate(state, move)
    assert len(violation.message) <= MESSAGE_LIMIT


# ----- wrong types -----------------------------------------------------------------------------

NOT_STATES: list[object] = [None, {}, "state", 3, [1, 2]]


@pytest.mark.parametrize("bad", NOT_STATES)
def test_public_functions_reject_a_non_state_with_type_error(
    state: br.GameState, bad: object
) -> None:
    move = br.legal_moves(state)[0]
    calls: list[Callable[[], object]] = [
        lambda: br.validate(bad, move),  # type: ignore[arg-type]
        lambda: br.apply(bad, move),  # type: ignore[arg-type]
        lambda: br.legal_moves(bad),  # type: ignore[arg-type]
        lambda: br.dump_state(bad),  # type: ignore[arg-type]
        lambda: br.scores(bad),  # type: ignore[arg-type]
        lambda: br.ranking(bad),  # type: ignore[arg-type]
        lambda: br.board_text(bad),  # type: ignore[arg-type]
        lambda: br.observe(bad, 0),  # type: ignore[arg-type]
    ]
    for call in calls:
        text = _raises(TypeError, call)
        assert text.startswith("state must be a GameState")


def test_a_dumped_state_is_not_a_state(state: br.GameState) -> None:
    text = _raises(TypeError, lambda: br.legal_moves(br.dump_state(state)))  # type: ignore[arg-type]
    assert "not dict" in text


@pytest.mark.parametrize("player", ["0", 1.0, [0], True])
def test_a_player_of_the_wrong_type_is_a_type_error(state: br.GameState, player: object) -> None:
    move = br.legal_moves(state)[0]
    _raises(TypeError, lambda: br.validate(state, move, player=player))  # type: ignore[arg-type]
    _raises(TypeError, lambda: br.apply(state, move, player=player))  # type: ignore[arg-type]
    _raises(TypeError, lambda: br.observe(state, player))  # type: ignore[arg-type]


ILL_TYPED: list[Any] = [
    br.Build("Leek", "coal", "Leek"),
    br.Build({"card": "Leek"}, Industry.COAL, "Leek"),
    br.Build("Leek", Industry.COAL, "Leek", coal=1),
    br.Build("Leek", Industry.COAL, "Leek", coal=("market",)),
    br.Build("Leek", Industry.COAL, "Leek", slot="0"),
    br.Build("Leek", Industry.COAL, "Leek", slot=True),
    br.Build("Leek", Industry.COAL, None),
    br.Network("Leek-Stone", "Leek"),
    br.Network(("Leek", 3), "Leek"),
    br.Network(("Leek", "Stone"), ["Leek"]),
    br.Develop("coal", "Leek"),
    br.Develop(Industry.COAL, "Leek", iron=[None]),
    br.Sell(("Leek", 0), card="Leek"),
    br.Sell(TileRef("Leek", 0), card="Leek", merchant=("Oxford", 0)),
    br.Sell(TileRef("Leek", 0), card="Leek", bonus="coal"),
    br.Sell(TileRef("Leek", 0), card="Leek", beer=5),
    br.Loan(["Leek"]),
    br.Loan(7),
    br.Pass({"card": "Leek"}),
    br.Scout(("Leek",) * 17),
    br.Scout("LeekStoneCoal"),
    br.Scout(("Leek", "Stone", 1)),
    br.SellForDebt(("Dudley", 0)),
    br.SellForDebt(TileRef("Dudley", "0")),
    br.SellForDebt(TileRef(None, 0)),
]


@pytest.mark.parametrize("move", ILL_TYPED, ids=lambda m: type(m).__name__)
def test_ill_typed_moves_are_violations(state: br.GameState, move: Any) -> None:
    (violation,) = br.validate(state, move)
    assert violation.rule is br.Rule.GEN_TURN
    assert violation.message.startswith("Not a move: ")
    _raises(br.IllegalMoveError, lambda: br.apply(state, move))
    _raises(TypeError, lambda: br.move_to_json(move))
    _raises(TypeError, lambda: br.describe_move(move))


@pytest.mark.parametrize("move", [None, "pass", {"action": "pass", "card": "Leek"}, 3])
def test_non_moves_are_violations(state: br.GameState, move: Any) -> None:
    (violation,) = br.validate(state, move)
    assert violation.rule is br.Rule.GEN_TURN
    _raises(br.IllegalMoveError, lambda: br.apply(state, move))
    _raises(TypeError, lambda: br.move_to_json(move))
    _raises(TypeError, lambda: br.describe_move(move))


def test_well_typed_moves_still_work(state: br.GameState) -> None:
    """The guards accept every listed move, and lists where the fields hold tuples."""
    for move in br.legal_moves(state):
        assert br.validate(state, move) == ()
        br.describe_move(move)
        br.move_to_json(move)
    card = state.players[state.to_move or 0].hand[0]
    builds = [m for m in br.legal_moves(state) if isinstance(m, br.Build)]
    build = max(builds, key=lambda m: len(m.coal or ()))
    coal: Any = list(build.coal or ())
    assert br.validate(state, br.Build(build.card, build.industry, build.location, coal=coal)) == ()
    assert br.validate(state, br.Pass(card), player=state.to_move) == ()


@pytest.mark.parametrize("move", ILL_TYPED, ids=lambda m: type(m).__name__)
def test_the_fast_path_of_the_move_check_sends_ill_typed_moves_on(move: Any) -> None:
    """``guards._fast_ok`` (no messages built) never passes what the detailed check rejects."""
    from brass_rules.birmingham.guards import _fast_ok

    assert not _fast_ok(move)


def test_the_fast_path_passes_every_listed_move() -> None:
    from brass_rules.birmingham.guards import _fast_ok

    state = br.new_game(players=4, seed=3)
    for _ in range(60):
        moves = br.legal_moves(state)
        assert all(_fast_ok(m) for m in moves)
        state = br.apply(state, moves[len(moves) // 2])
