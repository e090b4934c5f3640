"""Records and notation from strangers (issue 15, points 1-6 and the notation frictions): every
failure is a short documented error, any name round-trips, memory stays bounded."""

from __future__ import annotations

import copy
import json
import tracemalloc

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.records.games import GAMES, moves

import brass_rules as br
from brass_rules.birmingham.notation import read_move

REC = br.GameRecord(players=2, seed=11, moves=moves(*GAMES[0]))
GOOD = br.dump_record(REC)
TEXT = br.format_record(REC)
LIMIT = 500


def _record_error(data: object) -> str:
    with pytest.raises(br.RecordError) as info:
        br.load_record(data)
    message = str(info.value)
    assert len(message) <= LIMIT, message[:200]
    return message


# ----- 1. moves beyond the engine's bounds -----------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        {"action": "loan", "card": "x" * 65},
        {"action": "build", "card": "Leek", "industry": "coal", "location": "Leek",
         "slot": 2**32, "coal": None, "iron": None},
        {"action": "build", "card": "Leek", "industry": "coal", "location": "Leek",
         "slot": None, "coal": ["market"] * 17, "iron": None},
        {"action": "scout", "cards": ["y" * 100, "Leek", "Leek"]},
    ],
    ids=["long-name", "huge-slot", "17-sources", "long-card"],
)
def test_a_move_beyond_the_engine_bounds_is_a_record_error_naming_its_number(
    move: dict[str, object],
) -> None:
    data = copy.deepcopy(GOOD)
    data["moves"] = [*data["moves"][:3], move]  # type: ignore[index]
    data.pop("result")
    message = _record_error(data)
    assert message.startswith("move 4 (") and "is illegal" in message


# ----- 2. Unicode digits ---------------------------------------------------------------------

UNICODE_DIGITS = ["²", "①", "١", "٣", "𝟎", "߁"]


@pytest.mark.parametrize("digit", UNICODE_DIGITS)
def test_unicode_digits_are_not_digits_in_notation(digit: str) -> None:
    state = br.new_game(players=2, seed=1)
    for text in (f"Sell Dudley/{digit} card Leek", f"Remove Dudley/{digit}",
                 f"Build coal Dudley/{digit} card Dudley", f"Build coal Dudley/0{digit}"):
        with pytest.raises(br.NotationError):
            br.parse_move(state, text)
        with pytest.raises(br.NotationError):
            read_move(text)
    body = TEXT.replace("C1.1 P", f"C{digit}.1 P", 1)
    with pytest.raises(br.RecordError):
        br.parse_record(body)
    with pytest.raises(br.RecordError, match="header Seed: expected an integer"):
        br.parse_record(TEXT.replace('[Seed "11"]', f'[Seed "1{digit}"]'))
    first = TEXT.split("\n\n")[1].splitlines()[0]
    with pytest.raises(br.RecordError):
        br.parse_record(TEXT.replace(first, first + f" Dudley/{digit}"))


# ----- 3. any name round-trips through the text record ------------------------------------------

LINE_BREAKS = ["\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\r", "\n",
               "\r\n"]


@pytest.mark.parametrize("brk", LINE_BREAKS, ids=lambda c: f"U+{ord(c[0]):04X}")
def test_names_with_line_breaks_round_trip_through_text(brk: str) -> None:
    rec = br.GameRecord(players=2, seed=1, names=(f"Ann{brk}Lee", f"{brk}Bob{brk}"))
    text = br.format_record(rec)
    assert br.parse_record(text) == rec
    assert text.count("\n") == len(text.splitlines())  # no other line breaks in the text


@given(st.lists(st.text(max_size=30), min_size=3, max_size=3))
def test_any_names_round_trip_through_text_and_json(names: list[str]) -> None:
    rec = br.GameRecord(players=3, seed=2, names=names)
    assert br.parse_record(br.format_record(rec)) == rec
    assert br.load_record(json.loads(json.dumps(br.dump_record(rec)))) == rec


# ----- 4. result values are integers -----------------------------------------------------------


@pytest.mark.parametrize(
    "result",
    [
        lambda r: {"scores": [bool(s) for s in r["scores"]], "ranking": r["ranking"]},
        lambda r: {"scores": r["scores"], "ranking": [[bool(p) for p in g] for g in r["ranking"]]},
        lambda r: {"scores": [float(s) for s in r["scores"]], "ranking": r["ranking"]},
    ],
    ids=["bool-scores", "bool-ranking", "float-scores"],
)
def test_a_result_that_is_not_integers_is_refused(result: object) -> None:
    data = copy.deepcopy(GOOD)
    assert callable(result)
    data["result"] = result(GOOD["result"])
    message = _record_error(data)
    assert "expected an integer" in message or "not JSON data (float)" in message


def test_a_boolean_result_that_equals_the_scores_is_refused() -> None:
    """[True, False] == [1, 0] in Python: a record of a 1 to 0 game must still be refused."""
    data = copy.deepcopy(GOOD)
    ranking = GOOD["result"]["ranking"]  # type: ignore[index]
    data["result"] = {"scores": GOOD["result"]["scores"],  # type: ignore[index]
                      "ranking": [[bool(p) for p in group] for group in ranking]}
    assert data["result"] == GOOD["result"]
    assert "expected an integer" in _record_error(data)


# ----- 5. every message is bounded -------------------------------------------------------------


def _long_paths() -> list[object]:
    key = "k" * 200
    deep: object = "x" * 201
    for _ in range(15):
        deep = {key: deep}
    nested: object = 10**30
    for _ in range(15):
        nested = {key: nested}
    return [deep, nested]


@pytest.mark.parametrize("where", ["start", "moves", "names", "result", "options", "k" * 200])
@pytest.mark.parametrize("value", _long_paths(), ids=["long-string", "huge-int"])
def test_record_error_messages_stay_short(where: str, value: object) -> None:
    data = copy.deepcopy(GOOD)
    data[where] = [value] if where == "moves" else value
    _record_error(data)


def test_text_record_messages_stay_short() -> None:
    for text in (
        TEXT.replace("[Players", "[" + "P" * 40 + ' "' + "x" * 100_000 + '"]\n[Players'),
        TEXT + "Build " + "Dudley/0 " * 100 + "\n",
        TEXT.replace('[Seed "11"]', '[Seed "' + "9" * 10_000 + '"]'),
        TEXT.replace('[Variant "standard"]', '[Variant "' + "v" * 10_000 + '"]'),
        TEXT.replace("[Players", '[Start "' + json.dumps({"k" * 200: "x" * 300}).replace('"', '\\"')
                     + '"]\n[Players'),
    ):
        with pytest.raises(br.RecordError) as info:
            br.parse_record(text)
        assert len(str(info.value)) <= LIMIT


# ----- 6. bounded memory ---------------------------------------------------------------------


@pytest.mark.parametrize("filler", ["\n", "\r\n", " \n", "#\n"])
def test_parse_record_reads_in_bounded_memory(filler: str) -> None:
    head = br.format_record(br.GameRecord(players=2, seed=1))
    text = head + filler * ((3_900_000 - len(head)) // len(filler))
    tracemalloc.start()
    try:
        rec = br.parse_record(text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert rec.moves == ()
    assert peak < 20_000_000, peak  # the old reader took ~700 MB for 4 M lines


def test_an_absurd_size_is_refused_with_the_limit() -> None:
    from brass_rules.records.text import MAX_TEXT

    with pytest.raises(br.RecordError, match=f"at most {MAX_TEXT}"):
        br.parse_record("\n" * (MAX_TEXT + 1))


# ----- frictions: loan X, suggestions --------------------------------------------------------


def test_loan_and_pass_take_their_card_without_the_keyword() -> None:
    state = br.new_game(players=2, seed=1)
    card = state.players[state.to_move or 0].hand[0]
    assert br.parse_move(state, f"loan {card}") == br.parse_move(state, f"Loan card {card}")
    assert br.parse_move(state, f"pass {card}") == br.Pass(card)
    assert read_move("loan Leek") == br.Loan("Leek")


@pytest.mark.parametrize(
    ("text", "near"),
    [
        ("build coal birmingam", "'Birmingham'"),
        ("Build cotton Wocester", "'Worcester'"),
        ("Build cottn Worcester", "'cotton'"),
        ("Sell Worcester/0 to Glocester/0", "'Gloucester'"),
        ("Network Dudley Kiderminster", "'Kidderminster'"),
        ("Build brewery Cannock card north farm brewry", "'North Farm Brewery'"),
        ("Bild coal Dudley", "'build'"),
    ],
)
def test_a_misspelt_name_gets_the_nearest_names(text: str, near: str) -> None:
    state = br.new_game(players=2, seed=1)
    with pytest.raises(br.NotationError) as info:
        br.parse_move(state, text)
    assert "did you mean" in str(info.value) and near in str(info.value), str(info.value)
