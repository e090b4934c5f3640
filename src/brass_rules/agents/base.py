"""The agent interface: a named, seeded policy that decides from an observation."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.observe import Observation


@runtime_checkable
class Agent(Protocol):
    """Anything with a ``name`` and a ``choose(obs) -> Move`` is an agent.

    ``choose`` is called only when ``obs.to_move == obs.player`` and must return one of
    ``legal_moves(obs)``. Self-play (:mod:`brass_rules.selfplay`) records the ``name``.
    """

    @property
    def name(self) -> str:
        """A short name for records and tables, e.g. ``"mcts"``."""
        ...

    def choose(self, obs: Observation) -> Move:
        """The move this agent makes in the position *obs* describes."""
        ...


class SeededAgent:
    """Base class of the built-in agents: a name and a private :class:`random.Random`.

    Every random choice an agent makes is drawn from :attr:`rng`, seeded with *seed*, so an
    agent given the same observations in the same order makes the same moves. Agents pickle
    (the generator's state goes with them), which is how self-play sends them to workers.
    """

    name: str = "agent"

    def __init__(self, seed: int = 0, *, name: str | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an int, not {seed!r}")
        if name is not None:
            if not isinstance(name, str) or not name:
                raise TypeError(f"name must be a non-empty str, not {name!r}")
            self.name = name
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Move:
        """The move to make; subclasses implement it (call :meth:`check` first)."""
        raise NotImplementedError

    @staticmethod
    def check(obs: Observation) -> None:
        """Raise TypeError for a non-observation, ValueError when it is not the observer's turn."""
        if not isinstance(obs, Observation):
            raise TypeError(f"an agent decides from an Observation, not {type(obs).__name__}")
        if obs.to_move != obs.player:
            who = "nobody (the game is over)" if obs.to_move is None else f"player {obs.to_move}"
            raise ValueError(f"It is {who}'s decision, not player {obs.player}'s.")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r}, name={self.name!r})"
