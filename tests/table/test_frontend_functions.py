"""br.choices, br.move_targets and br.events: found from the position's game, through its hooks."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.agents import RandomAgent


def _paths(position: Any, prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    """Every (path of keys, move) that ``choices`` reaches from *prefix*."""
    out = []
    options = br.choices(position, prefix)
    assert len({c.key for c in options}) == len(options)  # keys unique within a step
    for option in options:
        assert isinstance(option, br.Choice) and option.moves
        if option.is_leaf:
            out.append(((*prefix, option.key), option.moves[0]))
        else:
            found = _paths(position, (*prefix, option.key))
            assert Counter(m for _, m in found) == Counter(option.moves)
            out.extend(found)
    return out


def _positions(name: str, players: int, seed: int, count: int, **options: Any) -> list[Any]:
    game = br.get_game(name)
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed, **options)
    out = []
    while not state.is_over and len(out) < count:
        if rng.random() < 0.3:
            out.append(state)
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    return out


@pytest.mark.parametrize(
    ("name", "players", "options"),
    [("brass_birmingham", 2, {}), ("le_havre", 3, {"short": True})],
)
def test_every_legal_move_is_reached_by_exactly_one_path(
    name: str, players: int, options: dict[str, Any]
) -> None:
    game = br.get_game(name)
    for state in _positions(name, players, 4, 6, **options):
        found = _paths(state)
        assert Counter(m for _, m in found) == Counter(game.legal_moves(state))
        move = found[0][1]
        assert all(isinstance(i, str) for i in br.move_targets(state, move))
        after = game.apply(state, move)
        first, *_ = br.events(state, move, after, None)
        assert first["kind"] == "move" and first["player"] == state.to_move
        assert first["move"] == game.move_to_json(move) and isinstance(first["text"], str)


def test_a_position_of_no_game_is_a_documented_error() -> None:
    with pytest.raises(br.PositionError, match="a game"):
        br.choices({"game": "le_havre"})
    with pytest.raises(br.UnknownNameError):
        br.move_targets(type("X", (), {"game": "chess"})(), None)


def test_the_tables_events_are_the_hooks_for_the_seat_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[int | None] = []

    def events(before: Any, move: Any, after: Any, seat: int | None) -> tuple[dict[str, Any], ...]:
        asked.append(seat)
        return ({"kind": "move", "player": before.to_move, "text": "x", "seat": seat},)

    monkeypatch.setattr(lh.hooks, "events", events)
    t = br.Table(game="le_havre", seats=[RandomAgent(seed=1), RandomAgent(seed=2)], seed=1)
    t.advance(max_moves=3)
    assert [e["seat"] for e in t.events(seat=1)] == [1, 1, 1]
    assert [e["number"] for e in t.events(since=1, seat=None)] == [2, 3]
    assert t.events(seat=1) == t.events(seat=1) and asked.count(1) == 3  # kept, not asked again
