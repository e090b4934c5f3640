"""The record classes behave the same in both builds: ``Bag`` and ``Offers`` are read-only
mappings (registered as ``Mapping``, not derived from it, so that mypyc compiles their modules),
and ``evolve``'s copies (built without the attrs ``__init__``) equal attrs' own, hash included."""

from __future__ import annotations

import copy
import inspect
import pickle
from collections.abc import Mapping

import attrs
import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.kit.nativerecord import is_native
from brass_rules.le_havre import bag as bag_module
from brass_rules.le_havre import engine, hidden, scoring
from brass_rules.le_havre import state as state_module
from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.state import GameState, Offers, PlayerState, Progress, evolve


def test_a_bag_is_a_read_only_mapping() -> None:
    b = Bag.of(wood=2, fish=1)
    assert isinstance(b, Mapping) and issubclass(Bag, Mapping)
    assert dict(b) == {"fish": 1, "wood": 2}
    assert list(b) == list(b.keys()) == ["fish", "wood"]
    assert list(b.items()) == [("fish", 1), ("wood", 2)] and list(b.values()) == [1, 2]
    assert len(b) == 2 and "wood" in b and "coal" not in b and 3 not in b
    assert b["coal"] == 0 and b.get("coal") == 0 and b.get("gold") is None and b.get(5, -1) == -1
    with pytest.raises(KeyError):
        b["gold"]
    with pytest.raises(KeyError):
        b[5]  # type: ignore[index]
    with pytest.raises(TypeError):
        reversed(b)  # type: ignore[call-overload]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        b.counts = ()  # type: ignore[misc]


def test_bags_compare_hash_and_copy_as_attrs_records() -> None:
    b = Bag.of(wood=2, fish=1)
    assert b == Bag(b.counts) and hash(b) == hash(Bag(b.counts))
    assert b != dict(b) and b != Bag.of(wood=2)
    assert [f.name for f in attrs.fields(Bag)] == ["counts"]
    assert attrs.evolve(b, counts=EMPTY.counts) == EMPTY
    assert pickle.loads(pickle.dumps(b)) == b
    assert repr(b) == f"Bag(counts={b.counts!r})"


def test_bag_arithmetic_builds_ordinary_bags() -> None:
    a, b = Bag.of(wood=3, clay=1), Bag.of(wood=1)
    results = [a.plus(b), a.minus(b), a.add("fish", 2), Bag.from_pairs([("wood", 1), ("wood", 1)])]
    expected = [Bag.of(wood=4, clay=1), Bag.of(wood=2, clay=1), Bag.of(wood=3, clay=1, fish=2)]
    expected.append(Bag.of(wood=2))
    for got, want in zip(results, expected, strict=True):
        assert type(got) is Bag and got == want and hash(got) == hash(Bag(want.counts))
    assert a.plus(EMPTY) is a and a.minus(EMPTY) is a


def test_offers_are_a_read_only_mapping() -> None:
    offers = lh.new_game(2, 1).offers
    assert isinstance(offers, Mapping) and issubclass(Offers, Mapping)
    assert list(offers) == list(offers.keys()) and len(offers) == 7
    assert dict(offers.items()) == {k: offers[k] for k in offers}
    assert list(offers.values()) == list(offers.counts)
    assert "franc" in offers and "gold" not in offers and offers.get("gold", -1) == -1
    with pytest.raises(KeyError):
        offers["gold"]
    with pytest.raises(TypeError):
        reversed(offers)  # type: ignore[call-overload]
    assert offers == Offers(offers.counts) and hash(offers) == hash(Offers(offers.counts))
    assert [f.name for f in attrs.fields(Offers)] == ["counts"]


def test_evolve_copies_equal_attrs_copies_and_hash_afresh() -> None:
    s = lh.new_game(3, 5)
    hash(s), hash(s.players[0])  # cache both hashes first: a copy must not inherit them
    for changes in ({}, {"round": 2}, {"sold": ("B1",), "active": 1}):
        t = evolve(s, **changes)
        assert type(t) is GameState and t is not s
        assert t == attrs.evolve(s, **changes) and hash(t) == hash(attrs.evolve(s, **changes))
    p = s.players[0]
    q = evolve(p, francs=p.francs + 1)
    assert type(q) is PlayerState and q == attrs.evolve(p, francs=p.francs + 1)
    assert hash(q) == hash(attrs.evolve(p, francs=p.francs + 1)) and p.francs == q.francs - 1
    with pytest.raises(TypeError):
        evolve(p, no_such_field=1)
    assert pickle.loads(pickle.dumps(evolve(s, round=2))) == evolve(s, round=2)


def test_the_dict_forms_of_evolve_make_the_same_copies_and_refuse_a_field_twice() -> None:
    """``evolve_game``, ``evolve_players`` and ``adding`` (changes in a dict, for the compiled
    build's plain calls) copy as ``evolve`` does, leave the dict alone, and refuse a field named
    twice as a keyword call would."""
    s = lh.new_game(3, 5)
    changes = {"round": 2, "active": 1}
    assert state_module.evolve_game(s, changes) == evolve(s, round=2, active=1)
    players = (s.players[1], s.players[0], s.players[2])
    assert state_module.evolve_players(s, players, changes) == evolve(
        s, players=players, round=2, active=1
    )
    assert state_module.adding(changes, "step", 3) == {"round": 2, "active": 1, "step": 3}
    assert changes == {"round": 2, "active": 1}
    with pytest.raises(TypeError, match="multiple values"):
        state_module.evolve_players(s, players, {"players": players})
    with pytest.raises(TypeError, match="multiple values"):
        state_module.adding(changes, "round", 3)
    with pytest.raises(TypeError):
        state_module.evolve_game(s, {"no_such_field": 1})


def test_the_game_name_is_no_field() -> None:
    s = lh.new_game(2, 1)
    assert s.game == "le_havre" == lh.observe(s, 0).view.game
    assert "game" not in attrs.fields_dict(GameState)


def test_records_modules_are_compiled_in_the_compiled_build() -> None:
    # their functions are compiled (builtins); the records are native classes there
    assert inspect.isfunction(bag_module._bag) is not br.COMPILED
    assert inspect.isfunction(state_module.evolve) is not br.COMPILED
    # so are the engine's table, determinize and the scoring; the public entry points stay Python
    for compiled in (engine.legal_moves, engine.sample_move, hidden.determinize, scoring.wealth):
        assert inspect.isfunction(compiled) is not br.COMPILED
    assert inspect.isfunction(lh.legal_moves) and inspect.isfunction(lh.sample_move)
    assert attrs.has(Bag) and attrs.has(GameState) and attrs.has(PlayerState)


def _records() -> list[object]:
    s = lh.new_game(3, 5)
    return [s, s.players[0], s.offers, s.players[0].goods, Progress("27", 1, Bag.of(wood=3), 0)]


def test_the_records_are_native_classes_exactly_in_the_compiled_build() -> None:
    # kit.nativerecord: compiled, mypyc makes them native classes (fields in the object)
    for cls in (Bag, Offers, PlayerState, GameState, Progress):
        assert is_native(cls) is br.COMPILED, cls
    assert bag_module.NATIVE is br.COMPILED and state_module.NATIVE is br.COMPILED


def test_the_records_are_frozen_attrs_records_in_both_builds() -> None:
    for record in _records():
        cls = type(record)
        names = [f.name for f in attrs.fields(cls)]
        for name in names:
            with pytest.raises(attrs.exceptions.FrozenInstanceError):
                setattr(record, name, getattr(record, name))
            with pytest.raises(attrs.exceptions.FrozenInstanceError):
                delattr(record, name)
        values = ", ".join(f"{n}={getattr(record, n)!r}" for n in names)
        assert repr(record) == f"{cls.__name__}({values})"
        assert list(inspect.signature(cls).parameters) == names
        twin = cls(*(getattr(record, n) for n in names))
        assert twin == record and not twin != record and hash(twin) == hash(record)
        assert twin is not record and cls.__match_args__ == tuple(names)  # type: ignore[attr-defined]
        assert record != attrs.evolve(record, **{names[0]: _other(getattr(record, names[0]))})
        assert record.__eq__(names) is NotImplemented
        copies = (pickle.loads(pickle.dumps(record)), copy.copy(record), copy.deepcopy(record))
        for copied in copies:
            assert type(copied) is cls and copied == record


def _other(value: object) -> object:
    if isinstance(value, str):
        return f"{value}x"
    if isinstance(value, tuple):
        return (*value[:-1], value[-1] + 1)
    assert isinstance(value, int)
    return value + 1


def test_a_record_matches_by_position() -> None:
    match lh.new_game(2, 1).players[0]:
        case PlayerState(francs, goods):
            assert (francs, goods) == (lh.new_game(2, 1).players[0].francs, EMPTY.plus(goods))
        case _:
            pytest.fail("no match")


def test_what_a_native_record_refuses_when_compiled() -> None:
    # the differences between the builds (docs/performance.rst, "Two builds"): a native record
    # checks its fields' types when built (pure Python keeps what it is given), and a Python
    # subclass of it cannot be instantiated
    class Goods(Bag):
        pass

    if br.COMPILED:
        with pytest.raises(TypeError):
            Goods()
        with pytest.raises(TypeError):
            Bag([1, 2])  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            attrs.evolve(lh.new_game(2, 1), round="2")
    else:
        assert Goods().counts == EMPTY.counts
        assert Bag([1, 2]).counts == [1, 2]  # type: ignore[arg-type]
        assert attrs.evolve(lh.new_game(2, 1), round="2").round == "2"
