"""Reinforcement learning: each game's fixed action space, its mask, and a fixed-length
observation vector (the ``[rl]`` extra: numpy; without it ``import brass_rules.rl`` raises an
:class:`ImportError` saying ``pip install "brass_rules[rl]"``).

- :func:`spec` gives any game's :class:`Spec` (``rl.spec("le_havre")``): a game's own, or the
  :class:`~brass_rules.rl.generic.GenericSpec` that works for every game.
- :func:`final_rewards`: terminal rewards from the ranking, for any game.
- The other top-level names are Brass: Birmingham's, as before the platform served several
  games (``rl.NUM_ACTIONS``, ``rl.action_mask``, ...): those of ``rl.spec("brass_birmingham")``,
  documented in :mod:`brass_rules.birmingham.rl.actions` and
  :mod:`brass_rules.birmingham.rl.observation` and in the "Reinforcement learning" page.

>>> import brass_rules as br
>>> from brass_rules import rl
>>> s = br.new_game(players=2, seed=3)
>>> mask = rl.action_mask(s)
>>> a = int(mask.nonzero()[0][0])
>>> rl.action_of(s, rl.move_for_action(s, a)) == a
True
>>> rl.observation_vector(br.observe(s, 0)).shape == (rl.OBSERVATION_SIZE,)
True
"""

from __future__ import annotations

from typing import Any

try:
    import numpy as _numpy  # noqa: F401  (the [rl] extra; checked first for a clear message)
except ModuleNotFoundError as _missing:
    if _missing.name != "numpy":  # pragma: no cover - numpy itself is broken
        raise
    raise ImportError(
        'brass_rules.rl needs numpy, from the [rl] extra: pip install "brass_rules[rl]"',
        name="numpy",
    ) from _missing

from brass_rules.registry import DEFAULT_GAME
from brass_rules.rl.generic import ActionSpaceError, GenericSpec
from brass_rules.rl.rewards import final_rewards
from brass_rules.rl.spec import Spec, spec

#: The names that are Birmingham's (read from its spec when first used).
_DEFAULT_GAME_NAMES = (
    "BONUS_CHOICE",
    "CARDS",
    "CARD_CHOICE",
    "FIELDS",
    "KINDS",
    "NUM_ACTIONS",
    "NUM_MOVE_ACTIONS",
    "OBSERVATION_SIZE",
    "SOURCE_CHOICE",
    "Field",
    "Position",
    "Shape",
    "action_mask",
    "action_name",
    "action_of",
    "action_path",
    "decide",
    "describe_fields",
    "field_slices",
    "legal_actions",
    "move_for_action",
    "observation_vector",
    "shape_of",
)


def __getattr__(name: str) -> Any:
    if name in _DEFAULT_GAME_NAMES:
        value = getattr(spec(DEFAULT_GAME), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_DEFAULT_GAME_NAMES})


__all__ = [
    "BONUS_CHOICE",
    "CARDS",
    "CARD_CHOICE",
    "FIELDS",
    "KINDS",
    "NUM_ACTIONS",
    "NUM_MOVE_ACTIONS",
    "OBSERVATION_SIZE",
    "SOURCE_CHOICE",
    "ActionSpaceError",
    "Field",
    "GenericSpec",
    "Position",
    "Shape",
    "Spec",
    "action_mask",
    "action_name",
    "action_of",
    "action_path",
    "decide",
    "describe_fields",
    "field_slices",
    "final_rewards",
    "legal_actions",
    "move_for_action",
    "observation_vector",
    "shape_of",
    "spec",
]
