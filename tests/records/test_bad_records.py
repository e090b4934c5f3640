"""Records come from strangers: any bad input is a RecordError, in bounded time, and nothing else
escapes (no KeyError, TypeError, RecursionError...)."""

from __future__ import annotations

import copy
import time
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

import brass_rules as br
from tests.records.games import GAMES, moves

REC = br.GameRecord(players=2, seed=11, moves=moves(*GAMES[0]))
GOOD = br.dump_record(REC)
TEXT = br.format_record(REC)


def _fails(data: object, says: str = "") -> str:
    """load_record(data) raises a RecordError quickly, with a short message containing *says*."""
    start = time.perf_counter()
    with pytest.raises(br.RecordError) as e:
        br.load_record(data)
    message = str(e.value)
    assert says in message
    assert len(message) < 1000
    assert time.perf_counter() - start < 30  # bounded: a generous guard against a hang
    return message


def _edit(change: Callable[[dict[str, object]], object]) -> dict[str, object]:
    data = copy.deepcopy(GOOD)
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d.update(format="pgn"), "$.format: unknown format"),
        (lambda d: d.update(version=2), "$.version: unknown record version"),
        (lambda d: d.update(version="1"), "$.version: unknown record version"),
        (lambda d: d.update(version=True), "$.version"),
        (lambda d: d.update(rules="Brass: Lancashire"), "$.rules: unknown rules edition"),
        (lambda d: d.update(players="2"), "$.players: expected an integer"),
        (lambda d: d.update(players=5), "$.players: Brass: Birmingham is for 2, 3 or 4"),
        (lambda d: d.update(seed=1.5), "$.seed: not JSON data"),
        (lambda d: d.update(seed=10**100), "$.seed: integer too large, got <an integer of"),
        (lambda d: d.update(seed=2**64), "$.seed: a seed is an integer of at most 64 bits"),
        (lambda d: d.update(variant="pro"), "$.variant: unknown variant"),
        (lambda d: d.update(names=["Ann"]), "$.names: expected null or a list of 2 names"),
        (lambda d: d.update(names=["Ann", 7]), "$.names[1]: expected a string"),
        (lambda d: d.update(start=[]), "$.start: expected null or a position object"),
        (lambda d: d.update(start={"players": []}), "$.start: "),
        (lambda d: d.update(moves={}), "$.moves: expected a list of moves"),
        (lambda d: d.update(extra=1), "$.extra: unexpected key"),
        (lambda d: d.pop("moves"), "$.moves: missing key"),
        (lambda d: d.update(engine=3), "$.engine: expected a string"),
        (lambda d: d["moves"].__setitem__(3, {"action": "fly"}), "$.moves[3] (move 4): "),
        (lambda d: d["moves"].__setitem__(3, "pass"), "$.moves[3] (move 4): "),
        (lambda d: d["moves"].__setitem__(0, d["moves"][1]), "move 1 ("),
        (lambda d: d["moves"].insert(7, {"action": "end"}), "move 8 (end the action) is illegal"),
        (lambda d: d["moves"].pop(5), "move "),
        (lambda d: d["result"]["scores"].reverse(), "$.result.scores: the moves produce"),
        (lambda d: d.update(result={"winner": 0}), "$.result: expected an object"),
        (lambda d: d["moves"].__delitem__(slice(10, None)), "do not finish the game"),
        (lambda d: d.update(names=["x" * 10**5, "y"]), "$.names[0]: string too long"),
        (lambda d: d.update(moves=[{"action": "pass", "card": "Leek"}] * 10**4), "too many moves"),
    ],
)
def test_bad_record_data_is_a_record_error(change: Callable[..., object], says: str) -> None:
    _fails(_edit(change), says)


def test_an_illegal_move_names_its_number_the_move_and_the_violations() -> None:
    data = _edit(lambda d: d["moves"].__setitem__(2, {"action": "loan", "card": "Nowhere"}))
    message = _fails(data)
    assert message.startswith("move 3 (loan with Nowhere) is illegal: ")
    assert "(R-GEN-TURN)" in message


def test_deep_nesting_and_huge_data_are_refused_in_bounded_time() -> None:
    deep: object = "x"
    for _ in range(100_000):
        deep = [deep]
    _fails(_edit(lambda d: d.update(names=deep)), "nested too deeply")
    _fails(_edit(lambda d: d["moves"].__setitem__(0, {"action": deep})), "nested too deeply")
    _fails({"format": deep}, "nested too deeply")
    wide = [0] * 600_000
    _fails(_edit(lambda d: d.update(start={"deck": wide})), "too large")
    _fails(_edit(lambda d: d.update(seed=-(10**5000))), "integer too large")
    _fails(_edit(lambda d: d.update(start={1: 2})), "object keys must be strings")
    _fails(_edit(lambda d: d.update(start={"a": object()})), "not JSON data")


def test_not_a_record_at_all() -> None:
    for data in (None, 3, "record", [GOOD], b"{}", {}):
        _fails(data)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=20,
)
_KEYS = st.sampled_from(
    [
        "format",
        "version",
        "players",
        "seed",
        "variant",
        "start",
        "names",
        "moves",
        "result",
        "engine",
        "rules",
    ]
)


@given(_KEYS, _JSON)
def test_any_value_for_any_key_is_a_record_error_or_a_record(key: str, value: object) -> None:
    data = copy.deepcopy(GOOD)
    data[key] = value
    try:
        rec = br.load_record(data)
    except br.RecordError as e:
        assert len(str(e)) < 1000
    else:
        assert isinstance(rec, br.GameRecord)


@given(st.integers(0, len(GOOD["moves"]) - 1), _JSON)  # type: ignore[arg-type]
def test_any_move_replaced_by_junk_is_a_record_error(index: int, junk: object) -> None:
    data = copy.deepcopy(GOOD)
    data["moves"][index] = junk  # type: ignore[index]
    with pytest.raises(br.RecordError):
        br.load_record(data)


@given(st.integers(0, len(GOOD["moves"]) - 1), st.sampled_from(GOOD["moves"]))  # type: ignore[arg-type]
def test_a_move_from_elsewhere_in_the_game_is_caught_where_it_is(index: int, other: object) -> None:
    data = copy.deepcopy(GOOD)
    data["moves"][index] = other  # type: ignore[index]
    try:
        rec = br.load_record(data)
    except br.RecordError as e:
        assert str(e).startswith((f"move {index + 1} (", "move ", "$.result"))
    else:
        assert rec.moves[index] == other or br.move_to_json(rec.moves[index]) == other


@given(st.integers(0, len(TEXT)))
def test_a_truncated_text_record_is_a_record_error_or_a_shorter_game(cut: int) -> None:
    try:
        rec = br.parse_record(TEXT[:cut])
    except br.RecordError as e:
        assert len(str(e)) < 1000
    else:
        assert rec.moves == REC.moves[: len(rec.moves)]


@given(
    st.text(max_size=200) | st.lists(st.sampled_from(TEXT.splitlines()), max_size=30).map("\n".join)
)
def test_any_text_is_a_record_error_or_a_record(text: str) -> None:
    try:
        br.parse_record(text)
    except br.RecordError as e:
        assert len(str(e)) < 1000


def test_bad_text_records() -> None:
    for text in (None, 3, ['[Players "2"]']):
        with pytest.raises(br.RecordError, match="is a string"):
            br.parse_record(text)  # type: ignore[arg-type]
    with pytest.raises(br.RecordError, match="too long"):
        br.parse_record("#" * 5_000_000)
    deep = TEXT.replace(
        '[Variant "standard"]', '[Variant "standard"]\n[Start "' + "[" * 10**5 + '"]'
    )
    with pytest.raises(br.RecordError, match="header Start: expected a position"):
        br.parse_record(deep)
    nested = TEXT.replace(
        '[Variant "standard"]', '[Variant "standard"]\n[Start "' + "[" * 50 + "]" * 50 + '"]'
    )
    with pytest.raises(br.RecordError, match=r"header Start: .*nested too deeply"):
        br.parse_record(nested)
    big = TEXT.replace('[Seed "11"]', '[Seed "' + "9" * 5000 + '"]')
    with pytest.raises(br.RecordError, match="header Seed: expected an integer"):
        br.parse_record(big)
