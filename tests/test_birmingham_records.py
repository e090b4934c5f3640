"""Birmingham's records (kit.nativerecord: native classes in the compiled build) behave as the
attrs records they were, in both builds: fields, equality, hash, repr, frozenness, pickling,
copies; ``changed``/``changed_player`` build ordinary records."""

from __future__ import annotations

import copy
import inspect
import pickle

import attrs
import pytest

import brass_rules as br
from brass_rules.birmingham import state as state_module
from brass_rules.birmingham.state import (
    BuiltTile,
    Continuable,
    GameState,
    InProgress,
    MerchantSlot,
    PlayerState,
    changed,
    changed_player,
)
from brass_rules.kit.nativerecord import is_native

CLASSES = (GameState, PlayerState, BuiltTile, MerchantSlot, InProgress)


def _records() -> list[object]:
    s = br.new_game(players=3, seed=5)
    tile = BuiltTile(1, br.Industry.COAL, 2, False, 3)
    merchant = next(m for m in s.merchants if m.goods)
    return [s, s.players[0], tile, merchant, InProgress(Continuable.NETWORK, 7)]


def test_the_records_are_native_classes_exactly_in_the_compiled_build() -> None:
    for cls in CLASSES:
        assert is_native(cls) is br.COMPILED, cls
        assert attrs.has(cls)
    assert state_module.NATIVE is br.COMPILED


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
        keywords = cls(**{n: getattr(record, n) for n in names})
        assert keywords == record and attrs.evolve(record) == record
        assert record.__eq__(names) is NotImplemented and record != names
        copies = (pickle.loads(pickle.dumps(record)), copy.copy(record), copy.deepcopy(record))
        for copied in copies:
            assert type(copied) is cls and copied == record and hash(copied) == hash(record)


def test_defaults_and_changed_fields() -> None:
    tile = BuiltTile(0, br.Industry.IRON, 1)
    assert tile.flipped is False and tile.resources == 0
    assert InProgress(Continuable.SELL).link is None
    assert attrs.evolve(tile, flipped=True) == BuiltTile(0, br.Industry.IRON, 1, True, 0)
    assert attrs.evolve(tile, resources=4) != tile
    s = br.new_game(players=2, seed=1)
    assert s.bank == 0 and s.over is False
    assert attrs.asdict(s, recurse=False)["seed"] == s.seed
    with pytest.raises(TypeError):
        BuiltTile(0)  # type: ignore[call-arg]


def test_copies_are_ordinary_records() -> None:
    s = br.new_game(players=4, seed=9)
    t = changed(s, turn=1, bank=5, over=True)
    assert type(t) is GameState and (t.turn, t.bank, t.over) == (1, 5, True)
    assert t == attrs.evolve(s, turn=1, bank=5, over=True)
    assert hash(t) == hash(attrs.evolve(s, turn=1, bank=5, over=True))
    assert t.seed == s.seed and t.variant is s.variant and t.players is s.players
    p = changed_player(s.players[0], money=3)
    assert type(p) is PlayerState and p == attrs.evolve(s.players[0], money=3)
    assert pickle.loads(pickle.dumps(t)) == t and s.turn == 0 and not s.over


def test_a_large_seed_survives_copies() -> None:
    s = attrs.evolve(br.new_game(players=2, seed=3), seed=2**80 + 1)
    assert changed(s, turn=1).seed == 2**80 + 1 == pickle.loads(pickle.dumps(s)).seed
