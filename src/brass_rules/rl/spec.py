"""Each game's fixed action space and observation vector: :func:`spec` and the :class:`Spec`
protocol.

A *spec* is what the environments (:mod:`brass_rules.pettingzoo`, :mod:`brass_rules.openspiel`)
need of a game for reinforcement learning: a fixed number of action ids, the mask of the legal
ones, the move an id (or a path of ids, where a move is chosen in several steps) stands for, and
a fixed-length observation vector, and the terminal rewards. :func:`spec` finds a game's own
spec through its ``rl_spec`` hook (:class:`brass_rules.hooks.GameHooks`; Birmingham's is
:mod:`brass_rules.birmingham.rl`); a game without one gets the
:class:`~brass_rules.rl.generic.GenericSpec` (action *i* = the *i*-th legal move; hashed
observation features), which works for any game.

>>> from brass_rules import rl
>>> s = rl.spec("brass_birmingham")
>>> s.name, s.NUM_ACTIONS, s.OBSERVATION_SIZE
('brass_birmingham', 2766, 1378)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, cast

from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.registry import get_game
from brass_rules.rl.arrays import Mask, Vector
from brass_rules.rl.generic import GenericSpec

__all__ = ["Mask", "Spec", "Vector", "spec"]


class Spec(Protocol):
    """One game's fixed action space and observation vector (a module or any object).

    Every function takes a full state or the observation of the player to move (another
    player's observation has no legal action). *pending* is the ids already taken for a move
    being chosen in several steps (``()`` between moves; a game whose every move is one id never
    has any).
    """

    @property
    def name(self) -> str:
        """The game's registry name."""
        ...

    @property
    def NUM_ACTIONS(self) -> int:
        """The number of action ids: ids are ``0 .. NUM_ACTIONS - 1``."""
        ...

    @property
    def OBSERVATION_SIZE(self) -> int:
        """The length of :meth:`observation_vector`."""
        ...

    def action_mask(self, state: Any, pending: Sequence[int] = ()) -> Mask:
        """A bool array of length ``NUM_ACTIONS``: the ids legal at the next step."""
        ...

    def legal_actions(self, state: Any, pending: Sequence[int] = ()) -> tuple[int, ...]:
        """The ids where :meth:`action_mask` is True, ascending."""
        ...

    def move_for_action(self, state: Any, action: int, pending: Sequence[int] = ()) -> Any:
        """The first legal move (in ``legal_moves`` order) that ``(*pending, action)`` leads to."""
        ...

    def action_of(self, state: Any, move: Any) -> int:
        """The first id of the path that chooses the legal *move*."""
        ...

    def action_path(self, state: Any, move: Any) -> tuple[int, ...]:
        """Every id that chooses the legal *move*."""
        ...

    def decide(self, state: Any, path: Sequence[int]) -> Any:
        """The legal move *path* chooses, or ``None`` while a choice is still open."""
        ...

    def action_name(self, action: int) -> str:
        """A short readable name of an id."""
        ...

    def observation_vector(self, obs: Any, pending: Sequence[int] = ()) -> Vector:
        """A float32 vector of length ``OBSERVATION_SIZE`` of what *obs*'s player may know."""
        ...

    def final_rewards(self, state: Any) -> tuple[float, ...]:
        """Per player, in [-1, 1] and summing to 0 at the end, 0 before (the environments'
        rewards; :func:`~brass_rules.rl.rewards.final_rewards` for the built-in specs)."""
        ...


_SPECS: dict[str, Spec] = {}


def spec(game: str | Game) -> Spec:
    """The :class:`Spec` of *game* (a registry name or a game object); see the module docs.

    :raises UnknownNameError: for a name no game has.
    """
    the_game = get_game(game) if isinstance(game, str) else game
    found = _SPECS.get(the_game.name)
    if found is not None:
        return found
    own = hooks_of(the_game).rl_spec()
    found = cast(Spec, own) if own is not None else GenericSpec(the_game)
    _SPECS[the_game.name] = found
    return found
