"""kit.nativerecord: a record declared for mypyc's native classes gets, from ``finish``, what
``attrs.frozen`` would have made (here in pure Python; Le Havre's records are checked in both
builds by tests/le_havre/test_records.py)."""

from __future__ import annotations

import pickle

import attr
import attrs
import pytest

from brass_rules.kit.nativerecord import finish, is_native


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class Point:
    x: int
    label: str = "p"

    def __init__(self, x: int, label: str = "p") -> None:
        self.x = x  # type: ignore[misc]
        self.label = label  # type: ignore[misc]


@attrs.frozen
class Plain:
    x: int


NATIVE = finish(Point)


def test_a_python_class_is_not_native() -> None:
    assert NATIVE is False and not is_native(Point) and not is_native(Plain)


def test_finish_gives_attrs_init_equality_hash_and_repr() -> None:
    p = Point(1)
    assert p.label == "p" and Point(x=1, label="q").label == "q"
    assert p == Point(1, "p") and p != Point(2) and hash(p) == hash(Point(1))
    assert repr(p) == "Point(x=1, label='p')" == repr(attrs.evolve(p))
    assert (p == Plain(1)) is False and p.__eq__(Plain(1)) is NotImplemented
    with pytest.raises(TypeError):
        Point()  # type: ignore[call-arg]


def test_a_finished_record_is_frozen_and_pickles() -> None:
    p = Point(1)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        del p.label
    assert pickle.loads(pickle.dumps(p)) == p and attrs.evolve(p, x=3) == Point(3)
    assert Point.__match_args__ == ("x", "label")  # type: ignore[attr-defined]
    assert [f.name for f in attrs.fields(Point)] == ["x", "label"]


def test_a_record_with_a_keyword_only_or_factory_field_is_refused() -> None:
    @attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
    class KeywordOnly:
        x: int = attr.ib(kw_only=True)

    @attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
    class Made:
        x: list[int] = attr.Factory(list)

    for cls in (KeywordOnly, Made):
        with pytest.raises(TypeError, match="positional"):
            finish(cls)
