"""A fixed action space and observation vector for any game, made from the protocol alone.

:class:`GenericSpec` is the :class:`~brass_rules.rl.spec.Spec` of a game that has none of its
own (no ``rl_spec``):

* **Actions.** ``NUM_ACTIONS`` is a bound *K* (``max_actions``, :data:`DEFAULT_MAX_ACTIONS` by
  default). Action *i* is the *i*-th move of ``legal_moves(state)``, in the game's
  deterministic order, so the mask is the first ``len(legal_moves)`` ids. Every move is one id
  (no pending choices). A position with more than *K* legal moves raises
  :class:`ActionSpaceError` naming the count: make a spec with a larger ``max_actions`` (or
  give the game its own spec). The meaning of an id changes from position to position, so a
  policy should read the observation (or the moves) to know what it chooses.
* **Observation.** ``OBSERVATION_SIZE`` is *D* (``observation_size``,
  :data:`DEFAULT_OBSERVATION_SIZE` by default): the hashed features of
  ``dump_observation(obs)`` (the "hashing trick"). The JSON is walked to its leaves; a number
  at path *p* (``players[1].money``) adds ``sign(x) * log(1 + |x|)`` at ``crc32(p) mod D``, a
  string or bool *v* at *p* adds 1 at ``crc32(p=v) mod D``, and a list's strings also count as a
  bag at ``crc32(p[]=v) mod D``. The vector holds nothing the observation does not, is the
  same in every process, and collisions only merge features.
* **Rewards.** :func:`~brass_rules.rl.rewards.final_rewards` (from the game's ``ranking``).

>>> import brass_rules as br
>>> from brass_rules.rl.generic import GenericSpec
>>> g = GenericSpec(br.get_game("brass_birmingham"), max_actions=1000, observation_size=64)
>>> s = br.new_game(players=2, seed=1)
>>> legal = br.legal_moves(s)
>>> int(g.action_mask(s).sum()) == len(legal), g.move_for_action(s, 3) == legal[3]
(True, True)
>>> g.observation_vector(br.observe(s, 0)).shape
(64,)
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence
from typing import Any

import numpy as np

from brass_rules.errors import ActionSpaceError, IllegalMoveError, quote
from brass_rules.game import Game
from brass_rules.rl.arrays import Mask, Vector
from brass_rules.rl.rewards import final_rewards

__all__ = ["DEFAULT_MAX_ACTIONS", "DEFAULT_OBSERVATION_SIZE", "ActionSpaceError", "GenericSpec"]

#: The default bound *K* on the legal moves of a position.
DEFAULT_MAX_ACTIONS = 2048
#: The default length *D* of the hashed observation vector.
DEFAULT_OBSERVATION_SIZE = 1024


class GenericSpec:
    """The generic :class:`~brass_rules.rl.spec.Spec` of *game* (see the module docs)."""

    def __init__(
        self,
        game: Game,
        max_actions: int = DEFAULT_MAX_ACTIONS,
        observation_size: int = DEFAULT_OBSERVATION_SIZE,
    ) -> None:
        for label, value in (("max_actions", max_actions), ("observation_size", observation_size)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{label} must be a positive int, not {quote(value)}")
        self.game = game
        self.name = game.name
        self.NUM_ACTIONS = max_actions
        self.OBSERVATION_SIZE = observation_size

    def __repr__(self) -> str:
        return (
            f"GenericSpec({self.name!r}, max_actions={self.NUM_ACTIONS}, "
            f"observation_size={self.OBSERVATION_SIZE})"
        )

    # ----- actions ----------------------------------------------------------------------

    def _legal(self, state: Any, pending: Sequence[int] = ()) -> Sequence[Any]:
        if len(pending):
            raise ValueError("the generic action space chooses every move with one id")
        legal = self.game.legal_moves(state)
        if len(legal) > self.NUM_ACTIONS:
            raise ActionSpaceError(
                f"{self.name}: {len(legal)} legal moves here, more than the {self.NUM_ACTIONS} "
                "ids of the generic action space (make a GenericSpec with a larger max_actions)"
            )
        return legal

    def action_mask(self, state: Any, pending: Sequence[int] = ()) -> Mask:
        """The first ``len(legal_moves(state))`` ids (all False once the game is over)."""
        mask = np.zeros(self.NUM_ACTIONS, dtype=np.bool_)
        mask[: len(self._legal(state, pending))] = True
        return mask

    def legal_actions(self, state: Any, pending: Sequence[int] = ()) -> tuple[int, ...]:
        """``0 .. len(legal_moves(state)) - 1``."""
        return tuple(range(len(self._legal(state, pending))))

    def move_for_action(self, state: Any, action: int, pending: Sequence[int] = ()) -> Any:
        """The *action*-th legal move; ValueError if there is no such legal move."""
        legal = self._legal(state, pending)
        if isinstance(action, bool) or not 0 <= int(action) < len(legal):
            raise ValueError(f"action {quote(action)} is not legal here ({len(legal)} legal moves)")
        return legal[int(action)]

    def decide(self, state: Any, path: Sequence[int]) -> Any:
        """The move of a one-id *path* (a generic move is never left pending)."""
        if len(path) != 1:
            raise ValueError(f"a generic action path is one id, not {quote(tuple(path))}")
        return self.move_for_action(state, path[0])

    def action_of(self, state: Any, move: Any) -> int:
        """The index of *move* in ``legal_moves(state)``; IllegalMoveError if it is illegal."""
        legal = self._legal(state)
        for i, listed in enumerate(legal):
            if listed == move:
                return i
        is_state = not hasattr(state, "player")  # an observation cannot be validated
        violations = tuple(self.game.validate(state, move)) if is_state else ()
        if violations:
            raise IllegalMoveError(violations)
        raise ValueError(f"{quote(move)} is not one of the legal moves here")

    def action_path(self, state: Any, move: Any) -> tuple[int, ...]:
        """``(action_of(state, move),)``."""
        return (self.action_of(state, move),)

    def action_name(self, action: int) -> str:
        """``"legal move i"``."""
        if isinstance(action, bool) or not 0 <= int(action) < self.NUM_ACTIONS:
            raise ValueError(f"no action {quote(action)} (0 to {self.NUM_ACTIONS - 1})")
        return f"legal move {int(action)}"

    # ----- observations and rewards -----------------------------------------------------

    def observation_vector(self, obs: Any, pending: Sequence[int] = ()) -> Vector:
        """The hashed features of ``dump_observation(obs)`` (see the module docs)."""
        if len(pending):
            raise ValueError("the generic action space chooses every move with one id")
        out = np.zeros(self.OBSERVATION_SIZE, dtype=np.float32)
        _features(self.game.dump_observation(obs), "", out)
        return out

    def final_rewards(self, state: Any) -> tuple[float, ...]:
        """:func:`~brass_rules.rl.rewards.final_rewards`."""
        return final_rewards(state)


def _slot(key: str, size: int) -> int:
    return zlib.crc32(key.encode("utf-8", "surrogatepass")) % size


def _features(data: Any, path: str, out: Vector) -> None:
    size = len(out)
    if isinstance(data, dict):
        for key, value in data.items():
            _features(value, f"{path}.{key}" if path else str(key), out)
    elif isinstance(data, list | tuple):
        for i, value in enumerate(data):
            if isinstance(value, str):
                out[_slot(f"{path}[]={value}", size)] += 1.0
            _features(value, f"{path}[{i}]", out)
    elif isinstance(data, bool) or isinstance(data, str):
        out[_slot(f"{path}={data}", size)] += 1.0
    elif isinstance(data, int | float):
        x = float(data)
        if math.isfinite(x):
            out[_slot(path, size)] += math.copysign(math.log1p(abs(x)), x)
    elif data is not None:
        out[_slot(f"{path}={data}", size)] += 1.0
