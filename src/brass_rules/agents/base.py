"""The agent interface: a named, seeded policy that decides from an observation of any game.

An agent is handed only an observation; it finds the game with ``get_game(obs.game)`` and from
then on calls the game's functions (``legal_moves``, ``determinize``, ``apply``, ``evaluate``,
``reward``, ``ranking``) through the :class:`~brass_rules.game.Game` protocol, so the same agent
plays Brass: Birmingham, Le Havre or any registered game.
"""

from __future__ import annotations

import math
import random
from typing import Any, Protocol, runtime_checkable

from brass_rules.errors import quote
from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.registry import get_game

__all__ = [
    "REWARD_SCALE",
    "Agent",
    "SeededAgent",
    "evaluate",
    "game_of",
    "ranking_reward",
    "reward",
]

#: For a game without its own ``reward``: an evaluation of this size gives a reward of ~0.73.
REWARD_SCALE = 10.0


@runtime_checkable
class Agent(Protocol):
    """Anything with a ``name`` and a ``choose(obs) -> move`` is an agent.

    ``choose`` is called only when ``obs.to_move == obs.player`` and must return one of
    ``get_game(obs.game).legal_moves(obs)``. Self-play (:mod:`brass_rules.selfplay`) records
    the ``name``.
    """

    @property
    def name(self) -> str:
        """A short name for records and tables, e.g. ``"mcts"``."""
        ...

    def choose(self, obs: Any) -> Any:
        """The move this agent makes in the position *obs* (an observation) describes."""
        ...


def game_of(position: Any) -> Game:
    """The game a state or an observation belongs to (``get_game(position.game)``).

    :raises TypeError: when *position* does not say its game.
    """
    name = getattr(position, "game", None)
    if not isinstance(name, str):
        raise TypeError(
            f"expected a state or an observation of a game (with a 'game' name), "
            f"not {type(position).__name__}"
        )
    return get_game(name)


def evaluate(game: Game, state: Any, player: int) -> float:
    """The game's heuristic value of *state* for *player*: ``game.evaluate(state, player)`` (a
    function of the game protocol)."""
    return float(game.evaluate(state, player))


def ranking_reward(game: Game, state: Any, player: int) -> float:
    """The result of a finished game in [0, 1]: 1 for a sole winner, 0 for the last place, the
    mean of the places a tied group shares (a one-player game: 1)."""
    n: int = state.num_players
    if n == 1:
        return 1.0
    place = 0
    for group in game.ranking(state):
        if player in group:
            first, last = place, place + len(group) - 1
            return 1.0 - (first + last) / 2 / (n - 1)
        place += len(group)
    raise ValueError(f"player {quote(player)} is not in the ranking")


def reward(game: Game, state: Any, player: int) -> float:
    """A reward in [0, 1] of *state* for *player*: the game's own ``reward`` if it has one;
    else :func:`ranking_reward` once the game is over and, before, the :func:`evaluate` value
    squashed by a logistic of scale :data:`REWARD_SCALE`."""
    own = hooks_of(game).reward(state, player)
    if own is not None:
        return float(own)
    if state.is_over:
        return ranking_reward(game, state, player)
    return 1.0 / (1.0 + math.exp(-evaluate(game, state, player) / REWARD_SCALE))


class SeededAgent:
    """Base class of the built-in agents: a name and a private :class:`random.Random`.

    Every random choice an agent makes is drawn from :attr:`rng`, seeded with *seed*, so an
    agent given the same observations in the same order makes the same moves. Agents pickle
    (the generator's state goes with them), which is how self-play sends them to workers.
    """

    name: str = "agent"

    def __init__(self, seed: int = 0, *, name: str | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an int, not {quote(seed)}")
        if name is not None:
            if not isinstance(name, str) or not name:
                raise TypeError(f"name must be a non-empty str, not {quote(name)}")
            self.name = name
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, obs: Any) -> Any:
        """The move to make; subclasses implement it (call :meth:`check` first)."""
        raise NotImplementedError

    @staticmethod
    def check(obs: Any) -> Game:
        """The game of *obs*; TypeError for a non-observation, ValueError when it is not the
        observer's turn.

        An observation is anything with the :class:`~brass_rules.game.Observation` protocol's
        ``game`` (a registered name), ``player`` and ``to_move``; a full state (which has no
        ``player``) is refused, since an agent decides from what its player may know.
        """
        if not (
            isinstance(getattr(obs, "game", None), str)
            and isinstance(getattr(obs, "player", None), int)
            and hasattr(obs, "to_move")
        ):
            raise TypeError(
                "an agent decides from an Observation (with game, player and to_move), "
                f"not {type(obs).__name__}"
            )
        if obs.to_move != obs.player:
            who = "nobody (the game is over)" if obs.to_move is None else f"player {obs.to_move}"
            raise ValueError(f"It is {who}'s decision, not player {obs.player}'s.")
        return get_game(obs.game)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r}, name={self.name!r})"
