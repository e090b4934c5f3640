"""Reinforcement learning: a fixed action space, its mask, and a fixed-length observation vector.

Needs the ``[rl]`` extra (numpy). The action space is documented in
:mod:`brass_rules.birmingham.rl.actions`, the observation vector in
:mod:`brass_rules.birmingham.rl.observation`, and
both in the "Reinforcement learning" page of the docs.

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
from brass_rules.rl.rewards import final_rewards

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
    "observation_vector",
    "shape_of",
]
