"""``clear_caches()`` of each game and of the platform (issue 33): after it, no cache of the game
holds an entry and no module keeps a position, and every result is what it was."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import brass_rules as br
from brass_rules import birmingham, rl
from brass_rules import le_havre as lh
from brass_rules.birmingham.rl import actions as brl_actions
from brass_rules.le_havre import rl as lrl
from brass_rules.le_havre.rl import actions as lrl_actions


def _modules(game: ModuleType) -> list[ModuleType]:
    prefix = f"{game.__name__}."
    return [m for name, m in list(sys.modules.items()) if name.startswith(prefix) and m is not None]


def _containers(game: ModuleType) -> dict[str, Any]:
    """Every module-level dict and list of the game's modules (and those in a tuple of them)."""
    out: dict[str, Any] = {}
    for module in _modules(game):
        for name, value in vars(module).items():
            values = value if isinstance(value, tuple) else (value,)
            for i, item in enumerate(values):
                if isinstance(item, dict | list):
                    out[f"{module.__name__}.{name}[{i}]"] = item
    return out


def _memos(game: ModuleType) -> dict[str, Any]:
    """Every function cache (``functools.lru_cache`` or ``cache``) of the game's modules."""
    return {
        f"{module.__name__}.{name}": value
        for module in _modules(game)
        for name, value in vars(module).items()
        if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info")
    }


def _positions_kept(game: ModuleType, kinds: tuple[type, ...]) -> list[str]:
    """Module attributes that refer to a position (directly, or one or two levels down in a
    tuple, a list or an object's attributes)."""

    def holds(value: object, depth: int) -> bool:
        if isinstance(value, kinds):
            return True
        if depth == 0:
            return False
        if isinstance(value, tuple | list):
            return any(holds(v, depth - 1) for v in value[:8])
        attrs = getattr(value, "__dict__", None)
        if isinstance(attrs, dict) and not isinstance(value, type | ModuleType):
            return any(holds(v, depth - 1) for v in list(attrs.values())[:8])
        return False

    return [
        f"{module.__name__}.{name}"
        for module in _modules(game)
        for name, value in vars(module).items()
        if not callable(value) and holds(value, 2)
    ]


def _play_birmingham() -> list[br.GameState]:
    rng = random.Random(3)
    state = br.new_game(players=3, seed=3)
    states = [state]
    for _ in range(60):
        moves = br.legal_moves(state)
        rl.action_mask(state)
        birmingham.evaluate(state, 0)
        br.state_key(state)
        obs = br.observe(state, state.to_move or 0)
        br.legal_moves(obs)
        br.determinize(obs, rng)
        move = rng.choice(moves)
        br.parse_move(state, br.format_move(state, move))
        state = br.apply(state, move)
        states.append(state)
    return states


def _play_le_havre() -> list[lh.GameState]:
    rng = random.Random(3)
    state = lh.new_game(3, 3, True)
    states = [state]
    for _ in range(120):
        moves = lh.legal_moves(state)
        lrl.action_mask(state)
        lh.evaluate(state, 0)
        obs = lh.observe(state, state.to_move or 0)
        lh.legal_moves(obs)
        lh.determinize(obs, rng)
        state = lh.apply(state, rng.choice(moves))
        states.append(state)
    return states


GAMES = [
    (birmingham, _play_birmingham, (br.GameState, br.Observation, brl_actions._Index)),
    (lh, _play_le_havre, (lh.GameState, lh.Observation, lrl_actions._Index)),
]


@pytest.mark.parametrize(("game", "play", "kinds"), GAMES, ids=["birmingham", "le_havre"])
def test_clear_caches_empties_every_cache(game: Any, play: Any, kinds: tuple[type, ...]) -> None:
    game.clear_caches()
    before = {name: len(c) for name, c in _containers(game).items()}
    play()
    grown = [
        name
        for name, c in _containers(game).items()
        if len(c) > before.get(name, 0)
        and not (isinstance(c, dict) and all(isinstance(k, type) for k in c))  # one per class
    ]
    memos = _memos(game)
    assert grown and any(m.cache_info().currsize for m in memos.values())
    assert _positions_kept(game, kinds)  # the last listings, the rl index ...
    game.clear_caches()
    containers = _containers(game)
    assert [name for name in grown if len(containers[name])] == []
    assert [name for name, m in memos.items() if m.cache_info().currsize] == []
    assert _positions_kept(game, kinds) == []


@pytest.mark.parametrize(("game", "play", "kinds"), GAMES, ids=["birmingham", "le_havre"])
def test_results_do_not_change(game: Any, play: Any, kinds: tuple[type, ...]) -> None:
    states = play()[::10]
    spec = rl.spec(game.name)
    first = [(game.legal_moves(s), tuple(spec.legal_actions(s))) for s in states]
    listed = [game.legal_moves(s) for s in states]
    game.clear_caches()  # between listing a move and applying it: the move is checked in full
    for s, moves in zip(states, listed, strict=True):
        if moves:
            assert game.apply(s, moves[-1]) == game.apply(s, game.legal_moves(s)[-1])
    assert [(game.legal_moves(s), tuple(spec.legal_actions(s))) for s in states] == first


def test_platform_clear_caches_clears_every_game_loaded() -> None:
    _play_birmingham()
    _play_le_havre()
    br.clear_caches()
    for game in (birmingham, lh):
        assert [name for name, m in _memos(game).items() if m.cache_info().currsize] == []


def test_platform_clear_caches_loads_no_game() -> None:
    code = (
        "import sys, brass_rules as br; br.clear_caches(); "
        "print('brass_rules.le_havre' in sys.modules)"
    )
    here = str(Path(br.__file__).parents[1])  # this brass_rules (the tests' build), not another
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([here, os.environ.get("PYTHONPATH", "")])}
    run = [sys.executable, "-c", code]
    out = subprocess.run(run, capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "False"
