"""API seams of issue 31 (point 9): clean game namespaces, a clear message for the missing
``[rl]`` extra, and positions as JSON strings (``dumps_state``/``loads_state``)."""

from __future__ import annotations
import __future__

import collections.abc
import json
import os
import subprocess
import sys
import textwrap
import typing
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules import birmingham as bm
from brass_rules import le_havre as lh
from brass_rules.errors import PositionError

ROOT = Path(__file__).resolve().parent.parent
GAMES = [bm, lh]


def _typing_names(module: object) -> list[str]:
    """The names of *module* bound to a typing helper, an ABC of collections.abc or a
    ``__future__`` feature: names a game's namespace gets only by leaking its imports."""
    out = []
    for name in dir(module):
        if name.startswith("__"):
            continue
        value = getattr(module, name)
        if isinstance(value, __future__._Feature):
            out.append(name)
        elif getattr(typing, name, None) is value or getattr(collections.abc, name, None) is value:
            out.append(name)
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_game_namespace_exports_no_typing_names(game: typing.Any) -> None:
    assert _typing_names(game) == []
    assert not {"Any", "Mapping", "annotations"} & set(dir(game))
    assert not {"Any", "Mapping", "annotations"} & set(game.__all__)
    assert set(game.__all__) <= set(dir(game))


def test_the_top_level_namespace_exports_no_typing_names() -> None:
    assert _typing_names(br) == []


_BLOCK_NUMPY = textwrap.dedent(
    """
    import sys

    class BlockNumpy:
        def find_spec(self, name, path=None, target=None):
            if name == "numpy" or name.startswith("numpy."):
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    sys.meta_path.insert(0, BlockNumpy())
    try:
        import brass_rules.rl
    except ImportError as e:
        print(type(e).__name__, "|", e, "|", e.name)
    else:
        print("imported")
    import brass_rules, brass_rules.le_havre  # the rest of the package needs no numpy
    print("core ok", "numpy" in sys.modules)
    """
)


def test_rl_without_numpy_says_which_extra_to_install() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    run = subprocess.run(
        [sys.executable, "-c", _BLOCK_NUMPY], capture_output=True, text=True, env=env, timeout=120
    )
    assert run.returncode == 0, run.stderr
    first, second = run.stdout.splitlines()
    kind, message, name = (part.strip() for part in first.split("|"))
    assert kind == "ImportError" and name == "numpy"
    assert 'pip install "brass_rules[rl]"' in message and "numpy" in message
    assert second == "core ok False"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_dumps_state_is_the_json_string_of_dump_state(game: typing.Any) -> None:
    state = game.new_game(players=game.min_players + 1, seed=11)
    for _ in range(5):  # a few moves in, so the position is not the setup's
        state = game.apply(state, game.legal_moves(state)[-1])
    text = game.dumps_state(state)
    assert isinstance(text, str)
    assert json.loads(text) == game.dump_state(state)
    assert text == json.dumps(game.dump_state(state))
    assert game.loads_state(text) == state
    assert game.loads_state(text.encode()) == state  # bytes, as json.loads takes


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('{"players": ', "not JSON text: Expecting value (line 1, column 13)"),
        ("[1, 2]", "$: expected an object"),
        ("[" * 100_000, "nested too deeply"),
        ("9" * 5000, "not JSON text"),
        (b"\xff\xfe{", "not JSON text"),
        (None, "$: expected JSON text (a str), got None"),
        ({"game": "le_havre"}, "$: expected JSON text (a str)"),
    ],
)
def test_loads_state_raises_a_position_error_for_bad_text(
    game: typing.Any, text: object, says: str
) -> None:
    with pytest.raises(PositionError) as info:
        game.loads_state(text)
    assert says in str(info.value)
    assert len(str(info.value)) < 300


def test_loads_state_reports_the_position_problem_as_load_state_does() -> None:
    data = lh.dump_state(lh.new_game(2, 7))
    data["players"][0]["francs"] = -2
    with pytest.raises(PositionError, match=r"\$\.players\[0\]\.francs: must be at least 0"):
        lh.loads_state(json.dumps(data))


def test_the_top_level_names_are_birminghams() -> None:
    assert br.dumps_state is bm.dumps_state and br.loads_state is bm.loads_state


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_dump_state_says_it_returns_a_dict(game: typing.Any) -> None:
    doc = game.dump_state.__doc__ or ""
    assert "dict" in doc and "dumps_state" in doc
