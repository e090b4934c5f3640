"""Le Havre's fixed action space and observation vector: its :class:`~brass_rules.rl.Spec`.

This package is the spec (``rl.spec("le_havre")`` returns it): the action space of
:mod:`brass_rules.le_havre.rl.actions`, the observation vector of
:mod:`brass_rules.le_havre.rl.observation` and :func:`final_rewards` (the platform's rule,
:func:`brass_rules.rl.final_rewards`, from Le Havre's ranking).

>>> from brass_rules import rl
>>> from brass_rules.le_havre import rl as lrl
>>> rl.spec("le_havre") is lrl, lrl.name
(True, 'le_havre')
"""

from __future__ import annotations

import sys
from types import ModuleType

from brass_rules.kit.rewards import ranking_rewards
from brass_rules.le_havre.rl.actions import (
    ALL_CARDS,
    AMOUNT_CHOICE,
    AMOUNT_FIELDS,
    BUILDINGS,
    DONE_CHOICE,
    FIELD_IDS,
    FIELD_NAMES,
    KINDS,
    MAX_AMOUNT,
    NUM_ACTIONS,
    NUM_MOVE_ACTIONS,
    OPTIONS,
    SHIP_CARDS,
    STEP,
    Position,
    Shape,
    action_mask,
    action_name,
    action_of,
    action_path,
    amount_of,
    card_label,
    decide,
    describe_actions,
    legal_actions,
    move_for_action,
    shape_and_tokens,
    shape_of,
)
from brass_rules.le_havre.rl.observation import (
    FIELDS,
    OBSERVATION_SIZE,
    Field,
    describe_fields,
    field_slices,
    observation_vector,
)
from brass_rules.le_havre.scoring import ranking
from brass_rules.le_havre.state import GameState

name = "le_havre"
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
    "ALL_CARDS",
    "AMOUNT_CHOICE",
    "AMOUNT_FIELDS",
    "BUILDINGS",
    "DONE_CHOICE",
    "FIELDS",
    "FIELD_IDS",
    "FIELD_NAMES",
    "KINDS",
    "MAX_AMOUNT",
    "NUM_ACTIONS",
    "NUM_MOVE_ACTIONS",
    "OBSERVATION_LOW",
    "OBSERVATION_SIZE",
    "OPTIONS",
    "SHIP_CARDS",
    "STEP",
    "Field",
    "Position",
    "Shape",
    "action_mask",
    "action_name",
    "action_of",
    "action_path",
    "amount_of",
    "card_label",
    "decide",
    "describe_actions",
    "describe_fields",
    "field_slices",
    "final_rewards",
    "legal_actions",
    "move_for_action",
    "name",
    "observation_vector",
    "shape_and_tokens",
    "shape_of",
    "spec",
]
