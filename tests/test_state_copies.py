"""``changed`` and ``changed_player`` (the fast copies in state.py) agree with ``attrs.evolve``."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import brass_rules as br
from brass_rules.birmingham.state import KEEP, InProgress, changed, changed_player

STATE = br.new_game(players=3, seed=4)


def _other(value: Any) -> Any:
    """A value of the same kind as *value* that differs from it."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, tuple):
        return value[1:] if value else ("card",)
    if value is None:
        return InProgress(br.Continuable.SELL)
    if isinstance(value, br.Era):
        return br.Era.RAIL if value is br.Era.CANAL else br.Era.CANAL
    raise AssertionError(f"no other value for {value!r}")


@pytest.mark.parametrize(
    "name", [a.name for a in attrs.fields(br.GameState) if a.name not in ("variant", "seed")]
)
def test_changed_sets_one_field_and_keeps_the_rest(name: str) -> None:
    value = _other(getattr(STATE, name))
    assert changed(STATE, **{name: value}) == attrs.evolve(STATE, **{name: value})
    assert changed(STATE, **{name: value}) != STATE


def test_changed_with_nothing_is_an_equal_copy() -> None:
    assert changed(STATE) == STATE
    assert changed(STATE, in_progress=KEEP) == STATE


@pytest.mark.parametrize("name", [a.name for a in attrs.fields(br.PlayerState)])
def test_changed_player_sets_one_field_and_keeps_the_rest(name: str) -> None:
    p = STATE.players[1]
    value = _other(getattr(p, name))
    assert changed_player(p, **{name: value}) == attrs.evolve(p, **{name: value})
    assert changed_player(p, **{name: value}) != p
    assert changed_player(p) == p


def test_the_copies_are_frozen_records_of_their_class() -> None:
    state = changed(STATE, turn=2)
    player = changed_player(STATE.players[0], money=3)
    assert type(state) is br.GameState and type(player) is br.PlayerState
    for record, name, value in ((state, "turn", 5), (player, "money", 7)):
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            setattr(record, name, value)
        assert hash(record) == hash(attrs.evolve(record))
