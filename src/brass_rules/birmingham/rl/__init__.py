"""Brass: Birmingham's fixed action space and observation vector: its :class:`~brass_rules.rl.Spec`.

This package is the spec (``rl.spec("brass_birmingham")`` returns it): the action space of
:mod:`brass_rules.birmingham.rl.actions`, the observation vector of
:mod:`brass_rules.birmingham.rl.observation` and :func:`final_rewards` (the platform's rule,
:func:`brass_rules.rl.final_rewards`, from Birmingham's ranking). The top-level
:mod:`brass_rules.rl` names are these.

>>> from brass_rules import rl
>>> from brass_rules.birmingham import rl as brl
>>> rl.spec("brass_birmingham") is brl, brl.NUM_ACTIONS == rl.NUM_ACTIONS
(True, True)
"""

from __future__ import annotations

import sys
from types import ModuleType

from brass_rules.birmingham.rl.actions import (
    BONUS_CHOICE,
    CARD_CHOICE,
    CARDS,
    KINDS,
    NUM_ACTIONS,
    NUM_MOVE_ACTIONS,
    SOURCE_CHOICE,
    Position,
    Shape,
    action_mask,
    action_name,
    action_of,
    action_path,
    decide,
    legal_actions,
    move_for_action,
    shape_of,
)
from brass_rules.birmingham.rl.observation import (
    FIELDS,
    OBSERVATION_SIZE,
    Field,
    describe_fields,
    field_slices,
    observation_vector,
)
from brass_rules.birmingham.scoring.game_end import ranking
from brass_rules.birmingham.state import GameState
from brass_rules.kit.rewards import ranking_rewards

name = "brass_birmingham"
"""The game this spec is for."""



def final_rewards(state: GameState) -> tuple[float, ...]:
    """Per player: (players ranked below - players ranked above) / (players - 1), 0 before the
    end (the same values as :func:`brass_rules.rl.final_rewards`)."""
    if not state.is_over:
        return (0.0,) * state.num_players
    return ranking_rewards(state.num_players, ranking(state))


OBSERVATION_LOW = -1.0
"""No entry of the observation vector is below this (the PettingZoo observation space's low)."""

spec: ModuleType = sys.modules[__name__]
"""This module, as the game's :class:`~brass_rules.rl.Spec`."""

__all__ = [
    "BONUS_CHOICE",
    "CARDS",
    "CARD_CHOICE",
    "FIELDS",
    "KINDS",
    "NUM_ACTIONS",
    "NUM_MOVE_ACTIONS",
    "OBSERVATION_LOW",
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
    "final_rewards",
    "legal_actions",
    "move_for_action",
    "name",
    "observation_vector",
    "shape_of",
    "spec",
]
