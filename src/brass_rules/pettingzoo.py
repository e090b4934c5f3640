"""Any game of the platform as a PettingZoo AEC environment (the ``[rl]`` extra).

``env(game="le_havre", players=3)`` (Brass: Birmingham by default). Agents are ``"player_0"`` ..
``"player_{n-1}"`` (the engine's player indices). Each observation is a dict, as in PettingZoo's
classic games, made with the game's :class:`~brass_rules.rl.Spec` (:func:`brass_rules.rl.spec`:
the game's own action space and observation vector, or the generic ones):

* ``"observation"``: the spec's ``observation_vector`` of what that agent may know (float32,
  length ``OBSERVATION_SIZE``), including the move being chosen while a choice is open;
* ``"action_mask"``: int8, length ``NUM_ACTIONS``, 1 for the legal actions of the agent to act
  (all zeros for the others).

An action is an id of the game's fixed action space. For Birmingham
(:mod:`brass_rules.birmingham.rl.actions`) it is a move action, then, when its move leaves a
choice open (a coal, iron or beer source, a merchant, Gloucester's bonus, the cards of a Scout),
the same agent acts again with a choice action until the move is complete; the move is then
applied. In the generic action space every move is one id. ``infos[agent]["move"]`` holds the
last move applied.

Rewards come only at the end of the game: the spec's ``final_rewards`` of the final state
(:func:`brass_rules.rl.final_rewards` for the built-in specs), (players ranked below - players
ranked above) / (players - 1): +1 for a clear win, -1 for last place, 0 for a 2-player tie,
summing to 0. All agents terminate together; nothing is truncated. An illegal action ends the
game with -1 for the agent who took it (PettingZoo's ``TerminateIllegalWrapper``, as in the
classic games).

Seeding: ``reset(seed=s)`` starts ``new_game(players, seed=s, **options)``; ``reset()`` without a
seed uses the *seed* given to :func:`env` for the first game, then seeds drawn from a
``random.Random`` seeded with it (from the system when *seed* is None).

>>> from brass_rules.pettingzoo import env
>>> e = env(players=2, seed=1)
>>> e.reset()
>>> e.agent_selection in e.agents, bool(e.observe(e.agent_selection)["action_mask"].any())
(True, True)
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from brass_rules.errors import quote
from brass_rules.hooks import hooks_of
from brass_rules.registry import DEFAULT_GAME, get_game
from brass_rules.rl.spec import Spec, spec
from brass_rules.selfplay import player_counts

__all__ = ["BrassEnv", "GameEnv", "env", "raw_env"]


class BrassEnv(AECEnv):  # type: ignore[misc]
    """The unwrapped AEC environment of any game; :func:`env` wraps it as PettingZoo's classic
    games do. *variant* is Birmingham's option (kept as the third argument); other options of
    the game's ``new_game`` are keywords; *spec* replaces the game's spec (e.g. a
    :class:`~brass_rules.rl.GenericSpec` with a larger ``max_actions``)."""

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo reads it from the class
        "render_modes": ["ansi"],
        "name": "brass_birmingham_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players: int = 4,
        seed: int | None = None,
        variant: Any = None,
        render_mode: str | None = None,
        *,
        game: str = DEFAULT_GAME,
        spec: Spec | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        the_game = get_game(game)
        low, high = the_game.min_players, the_game.max_players
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise ValueError(
                f"{the_game.title} is for {player_counts(low, high)} players, not {quote(players)}"
            )
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or 'ansi', not {quote(render_mode)}")
        if variant is not None:
            options["variant"] = variant
        self.game = the_game
        self.spec: Spec = spec if spec is not None else _spec(the_game.name)
        self.metadata = {**type(self).metadata, "name": f"{the_game.name}_v0"}
        self.players = players
        self.options = options
        self.variant = options.get("variant")
        self.render_mode = render_mode
        self._first_seed = seed
        self._seeds = random.Random(seed)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.agents = self.possible_agents[:]
        size, actions = self.spec.OBSERVATION_SIZE, self.spec.NUM_ACTIONS
        low_value = float(getattr(self.spec, "OBSERVATION_LOW", -np.inf))
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=low_value, high=np.inf, shape=(size,), dtype=np.float32
                ),
                "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(actions) for a in self.possible_agents}
        self.state: Any = None
        self.pending: tuple[int, ...] = ()
        """Ids taken so far for the move being chosen (empty between moves)."""

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _game(self) -> Any:
        if self.state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.state

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
            game_seed = seed
        elif self._first_seed is not None:
            game_seed, self._first_seed = self._first_seed, None
        else:
            game_seed = self._seeds.randrange(2**31)
        self.state = self.game.new_game(players=self.players, seed=game_seed, **self.options)
        self.pending = ()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_to_move()

    def _agent_to_move(self) -> str:
        to_move = self._game().to_move
        return self.possible_agents[0 if to_move is None else to_move]

    def observe(self, agent: str) -> dict[str, Any]:
        state = self._game()
        player = self.possible_agents.index(agent)
        acting = agent == self.agent_selection and not state.is_over
        pending = self.pending if acting else ()
        vector = self.spec.observation_vector(self.game.observe(state, player), pending)
        if acting:
            mask = self.spec.action_mask(state, pending).astype(np.int8)
        else:
            mask = np.zeros(self.spec.NUM_ACTIONS, dtype=np.int8)
        return {"observation": vector, "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._game()
        assert action is not None
        path = (*self.pending, int(action))
        move = self.spec.decide(state, path)  # raises ValueError on an illegal id
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if move is None:
            self.pending = path
            return
        self.pending = ()
        state = self.state = self.game.apply(state, move)
        self.infos[agent] = {"move": move}
        if state.is_over:
            rewards = self.spec.final_rewards(state)
            for a, reward in zip(self.possible_agents, rewards, strict=True):
                self.rewards[a] = reward
            self.terminations = dict.fromkeys(self.agents, True)
        self.agent_selection = self._agent_to_move()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        state = self._game()
        text = hooks_of(self.game).board_text(state)
        if text is not None:
            return text
        return json.dumps(self.game.dump_state(state), indent=1, sort_keys=True)

    def close(self) -> None:
        pass


GameEnv = BrassEnv
"""The environment class under a game-neutral name."""


def _spec(game: str) -> Spec:
    return spec(game)


def raw_env(
    players: int = 4,
    seed: int | None = None,
    variant: Any = None,
    render_mode: str | None = None,
    *,
    game: str = DEFAULT_GAME,
    spec: Spec | None = None,
    **options: Any,
) -> BrassEnv:
    """The unwrapped environment."""
    return BrassEnv(players, seed, variant, render_mode, game=game, spec=spec, **options)


def env(
    players: int = 4,
    seed: int | None = None,
    variant: Any = None,
    render_mode: str | None = None,
    *,
    game: str = DEFAULT_GAME,
    spec: Spec | None = None,
    **options: Any,
) -> Any:
    """An AEC environment of *game* (Brass: Birmingham by default) for *players*, wrapped like
    PettingZoo's classic games (illegal actions end the game with -1 for their agent; actions
    out of range and calls out of order raise). *options* are the game's ``new_game`` options."""
    wrapped = wrappers.TerminateIllegalWrapper(
        raw_env(players, seed, variant, render_mode, game=game, spec=spec, **options),
        illegal_reward=-1,
    )
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)
