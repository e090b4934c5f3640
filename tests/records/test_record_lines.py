"""Text records split into lines at ``\\n``, ``\\r\\n`` and ``\\r`` only, in linear time
(issue 23, point 13: the old splitter looked for the next ``\\n`` from every ``\\r``, so a text
of ``\\r`` line ends took quadratic time: 4 million of them, over two minutes)."""

from __future__ import annotations

from typing import Any, SupportsIndex

import pytest
from hypothesis import given
from hypothesis import strategies as st

import brass_rules as br
from brass_rules.records.text import MAX_TEXT, _lines
from tests.records.games import moves


class Counted(str):
    """A text that counts the characters its own methods look at (a search from *start* counts
    the characters up to what it finds, or to *end*; a slice its length; any other method the
    whole text)."""

    work = 0

    def _charge(self, start: SupportsIndex | None = None, end: SupportsIndex | None = None) -> None:
        first, last, _ = slice(start, end).indices(len(self))
        Counted.work += 1 + max(last - first, 0)

    def __getitem__(self, key: Any) -> str:
        if isinstance(key, slice):
            self._charge(key.start, key.stop)
        else:
            Counted.work += 1
        return str.__getitem__(self, key)

    def find(self, sub: str, start: Any = None, end: Any = None) -> int:
        found = str.find(self, sub, start, end)
        self._charge(start, end if found < 0 else found + len(sub))
        return found

    def index(self, sub: str, start: Any = None, end: Any = None) -> int:
        self._charge(start, end)  # a miss raises, a hit is found by find first
        return str.index(self, sub, start, end)

    def rfind(self, sub: str, start: Any = None, end: Any = None) -> int:
        found = str.rfind(self, sub, start, end)
        self._charge(start if found < 0 else found, end)
        return found

    def startswith(self, prefix: Any, start: Any = None, end: Any = None) -> bool:
        self._charge(start, start)  # compares the prefix only
        return str.startswith(self, prefix, start, end)

    def count(self, sub: str, start: Any = None, end: Any = None) -> int:
        self._charge(start, end)
        return str.count(self, sub, start, end)


def _whole(name: str) -> Any:
    def method(self: Counted, *args: Any, **kwargs: Any) -> Any:
        self._charge()
        return getattr(str, name)(self, *args, **kwargs)

    return method


for _name in ("split", "splitlines", "partition", "strip", "replace", "__iter__", "encode"):
    setattr(Counted, _name, _whole(_name))


def _work(text: str) -> int:
    Counted.work = 0
    try:
        br.parse_record(Counted(text))
    except br.RecordError:
        pass
    return Counted.work


@pytest.mark.parametrize("end", ["\r", "\n", "\r\n", "\n\r"])
def test_splitting_looks_at_each_character_a_bounded_number_of_times(end: str) -> None:
    head = br.format_record(br.GameRecord(players=2, seed=1)).replace("\n", end)
    for filler in (end, "x" + end):
        text = head + filler * 20_000
        assert _work(text) <= 10 * len(text)  # the old splitter: ~200 million for "\r"


def test_the_splitter_gives_the_lines_and_their_numbers() -> None:
    text = "a\rb\r\nc\n\nd\u2028e\x85f\x0bg\r\r\nh"
    assert list(_lines(text)) == [
        (1, "a"), (2, "b"), (3, "c"), (4, ""), (5, "d\u2028e\x85f\x0bg"), (6, ""), (7, "h"),
    ]  # fmt: skip
    assert list(_lines("")) == []
    assert list(_lines("\r")) == [(1, "")]
    assert list(_lines("x\n")) == [(1, "x")]
    assert list(_lines("\r\r")) == [(1, ""), (2, "")]


@given(st.text(alphabet=st.sampled_from(["\r", "\n", "x", " ", "\u2028", "\x85", "\x0b"])))
def test_lines_end_at_newline_crlf_and_cr_only(text: str) -> None:
    unified = text.replace("\r\n", "\n").replace("\r", "\n")
    expected = unified.split("\n")
    if expected[-1] == "":
        expected.pop()  # a final line end ends the last line, it does not start one
    assert list(_lines(text)) == list(enumerate(expected, 1))


@pytest.mark.parametrize("end", ["\r", "\r\n", "\n"])
def test_a_record_with_any_line_ends_reads_the_same(end: str) -> None:
    rec = br.GameRecord(players=2, seed=4, moves=moves(2, 4, br.Variant.STANDARD)[:30])
    text = br.format_record(rec)
    assert br.parse_record(text.replace("\n", end)) == rec
    bad = text.replace("\n", end) + "Build nowhere" + end
    lines = text.count("\n") + 1
    with pytest.raises(br.RecordError, match=f"move 31 \\(line {lines}\\)"):
        br.parse_record(bad)


def test_four_million_carriage_returns_take_the_documented_path() -> None:
    with pytest.raises(br.RecordError, match="header Players: missing"):
        br.parse_record("\r" * MAX_TEXT)
    head = br.format_record(br.GameRecord(players=2, seed=1)).replace("\n", "\r")
    rec = br.parse_record(head + "\r" * (MAX_TEXT - len(head)))
    assert rec == br.GameRecord(players=2, seed=1)
    with pytest.raises(br.RecordError, match=f"at most {MAX_TEXT}"):
        br.parse_record("\r" * (MAX_TEXT + 1))
