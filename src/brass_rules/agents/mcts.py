"""MCTSAgent: information-set Monte Carlo tree search over the agent's own moves, in any game.

Each iteration draws a fresh determinization of the observation (a full state consistent with
what the agent knows) and walks a tree whose edges are the agent's own moves only (single
observer, open loop): at the agent's decisions UCT picks among the children legal in this
determinization, counting how often each was available (ISMCTS's availability counts);
opponents' decisions are played by the rollout policy in the determinized world and are not
stored. Below the tree, a rollout of at most ``rollout_depth`` decisions is played and the
position scored with the game's reward in [0, 1] (:func:`brass_rules.agents.base.reward`: the
game's own ``reward`` if it has one, as Birmingham has
:func:`~brass_rules.birmingham.heuristic.reward`; else the result from ``ranking`` when the game
has ended and a squashed ``evaluate`` before). A node's moves are ranked by one ply of the
evaluation, and only the best ``candidates`` of them enter the tree: Brass offers hundreds of
moves, most of them poor.

The agent finds its game from the observation (``get_game(obs.game)``) and uses only the game's
``determinize``, ``legal_moves``, ``apply`` and ``observe`` (its own moves' legality is kept per
observation, shared by worlds that differ only in hidden cards) besides the evaluation.

With an iteration budget and no time limit the agent is deterministic for its seed.
"""

from __future__ import annotations

import enum
import random
import time
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final

from brass_rules.agents.base import SeededAgent, game_of, reward
from brass_rules.agents.greedy import greedy_move, score_moves
from brass_rules.agents.iteration import Search, greedy_step
from brass_rules.agents.random_agent import sample_move
from brass_rules.agents.tree import Node, standing
from brass_rules.errors import quote
from brass_rules.game import Game
from brass_rules.hooks import hooks_of

Move = Any
GameState = Any

ROLLOUTS = ("random", "greedy")


class Default(enum.Enum):
    """The type of :data:`GAME_DEFAULT`."""

    GAME = "the game's default"


#: A setting left to the game: its ``search_settings`` hook's value, else :data:`SETTINGS`'s.
GAME_DEFAULT: Final = Default.GAME

#: The search settings of a game without its own (the ``search_settings`` hook, a mapping of
#: some of these names to values): 200 iterations, no time limit, random rollouts of no
#: decisions, the 10 best-ranked moves, a tree of two of the agent's own decisions, a node
#: expanded after 2 visits, UCT constant 0.1.
SETTINGS: Final[Mapping[str, Any]] = MappingProxyType(
    {
        "iterations": 200,
        "time_limit": None,
        "rollout": "random",
        "rollout_depth": 0,
        "rollout_turns": 0,
        "candidates": 10,
        "tree_depth": 2,
        "expand_after": 2,
        "exploration": 0.1,
    }
)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_settings(settings: Mapping[str, Any]) -> None:
    """ValueError unless *settings* are a search :class:`MCTSAgent` can run."""
    iterations, time_limit = settings["iterations"], settings["time_limit"]
    if iterations is None and time_limit is None:
        raise ValueError("give an iteration budget, a time limit or both")
    if iterations is not None and (not _whole(iterations) or iterations < 1):
        raise ValueError(f"iterations must be a positive int, not {quote(iterations)}")
    if time_limit is not None and (
        not isinstance(time_limit, int | float) or isinstance(time_limit, bool)
        or not time_limit > 0
    ):
        raise ValueError(
            f"time_limit must be a positive number of seconds, not {quote(time_limit)}"
        )
    if settings["rollout"] not in ROLLOUTS:
        raise ValueError(f"rollout must be one of {ROLLOUTS}, not {quote(settings['rollout'])}")
    counts = [settings[k] for k in ("candidates", "tree_depth", "expand_after")]
    if not all(_whole(c) and c >= 1 for c in counts) or not all(
        _whole(settings[k]) and settings[k] >= 0 for k in ("rollout_depth", "rollout_turns")
    ):
        raise ValueError(
            "candidates, tree_depth and expand_after must be at least 1, "
            "rollout_depth and rollout_turns at least 0"
        )
    exploration = settings["exploration"]
    if not isinstance(exploration, int | float) or isinstance(exploration, bool) or not (
        exploration >= 0
    ):
        raise ValueError(f"exploration must be a number >= 0, not {quote(exploration)}")


class MCTSAgent(SeededAgent):
    """Information-set MCTS (see the module docstring).

    *iterations* and *time_limit* (seconds) bound the search; it stops at whichever comes
    first (at least one of them must be given). *rollout* is ``"random"`` (fast) or
    ``"greedy"`` (the :class:`GreedyAgent` policy, slower and better informed).
    *rollout_depth* is the most decisions (anyone's) a rollout plays below the tree before
    the heuristic scores the position; with *rollout_turns* ``k > 0`` a rollout ends sooner,
    when the agent is to decide for the *k*-th time after another player has (``1``: at the
    start of its next turn), so that every line is scored at the same point of the game;
    *tree_depth* caps how many of the agent's own decisions the tree holds; a node is
    expanded after *expand_after* visits; *exploration* is the UCT constant. A setting not
    given is the game's own (its ``search_settings`` hook), else :data:`SETTINGS`'s;
    :meth:`settings` tells which the agent uses in a game. Birmingham takes :data:`SETTINGS` (a
    tree of two own decisions, no rollout: the agent's whole turn, its two
    actions, which a one-ply agent cannot plan together, in every determinization); deeper trees
    and rollouts let opponents' replies in, played by *rollout*.

    Subclasses may override :meth:`evaluate` (the reward of a position), :meth:`policy`
    (rollout and opponent moves) and :meth:`candidates` (which moves enter the tree).
    """

    name = "mcts"

    def __init__(
        self,
        iterations: int | Default | None = GAME_DEFAULT,
        time_limit: float | Default | None = GAME_DEFAULT,
        seed: int = 0,
        rollout: str | Default = GAME_DEFAULT,
        *,
        rollout_depth: int | Default = GAME_DEFAULT,
        rollout_turns: int | Default = GAME_DEFAULT,
        candidates: int | Default = GAME_DEFAULT,
        tree_depth: int | Default = GAME_DEFAULT,
        expand_after: int | Default = GAME_DEFAULT,
        exploration: float | Default = GAME_DEFAULT,
        name: str | None = None,
    ) -> None:
        super().__init__(seed, name=name)
        given = {
            "iterations": iterations,
            "time_limit": time_limit,
            "rollout": rollout,
            "rollout_depth": rollout_depth,
            "rollout_turns": rollout_turns,
            "candidates": candidates,
            "tree_depth": tree_depth,
            "expand_after": expand_after,
            "exploration": exploration,
        }
        #: The settings given here; the others are the game's (see :data:`SETTINGS`).
        self.given: dict[str, Any] = {k: v for k, v in given.items() if v is not GAME_DEFAULT}
        self._settle({**SETTINGS, **self.given})
        self._settled_for: str | None = None

    def _settle(self, settings: dict[str, Any]) -> None:
        """Check *settings* (every key of :data:`SETTINGS`) and make them the agent's."""
        check_settings(settings)
        self.iterations: int | None = settings["iterations"]
        self.time_limit: float | None = settings["time_limit"]
        self.rollout: str = settings["rollout"]
        self.rollout_depth: int = settings["rollout_depth"]
        self.rollout_turns: int = settings["rollout_turns"]
        self.max_candidates: int = settings["candidates"]
        self.tree_depth: int = settings["tree_depth"]
        self.expand_after: int = settings["expand_after"]
        self.exploration: float = settings["exploration"]

    def settings(self, game: Game) -> dict[str, Any]:
        """The search settings the agent uses in *game*: those given to it, else the game's
        own (its ``search_settings`` hook), else :data:`SETTINGS`."""
        own = hooks_of(game).search_settings()
        return {**SETTINGS, **{k: v for k, v in own.items() if k in SETTINGS}, **self.given}

    # -- the parts a subclass may change -------------------------------------------------

    def evaluate(self, state: GameState, player: int) -> float:
        """The reward in [0, 1] of *state* for *player* at the end of a rollout."""
        return reward(game_of(state), state, player)

    def policy(self, state: GameState, rng: random.Random) -> Move:
        """The move played for whoever decides in *state*, in rollouts and for opponents."""
        game = game_of(state)
        if self.rollout == "greedy":
            return greedy_move(state, game.legal_moves(state), rng)
        return sample_move(game, state, rng)

    def candidates(self, state: GameState, moves: Sequence[Move]) -> tuple[Move, ...]:
        """The moves that enter the tree, best first: the top of one ply of the heuristic."""
        if len(moves) == 1:
            return tuple(moves)
        scores = score_moves(state, moves)
        order = sorted(range(len(moves)), key=lambda i: -scores[i])  # stable: ties keep order
        return tuple(moves[i] for i in order[: self.max_candidates])

    # -- the search ----------------------------------------------------------------------

    def choose(self, obs: Any) -> Move:
        """The most visited of the agent's moves after the search."""
        game = self.check(obs)
        if self._settled_for != game.name:
            self._settle(self.settings(game))
            self._settled_for = game.name
        rng = self.rng
        root = Node()
        first = game.determinize(obs, rng)
        # the agent's moves from its observation: the same as in every world (a game may
        # then take them in any world dealt from it without checking them again)
        root.moves = self.candidates(first, game.legal_moves(obs))
        if len(root.moves) == 1:
            return root.moves[0]
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        self._search(game, obs.player).run(root, obs, rng, self.iterations, deadline)
        return max(root.moves, key=lambda m: standing(root.children.get(m)))

    def _search(self, game: Game, me: int) -> Search:
        """The iterations of a decision of player *me*, with the agent's parts: the default
        policy and evaluation with the game's hooks looked up once (the same moves and rewards
        as :meth:`policy` and :meth:`evaluate` give), else the subclass's methods."""
        cls = type(self)
        policy: Any = self.policy
        step: Any = None  # the greedy policy's move played: the position it scored, kept
        if cls.policy is MCTSAgent.policy:
            if self.rollout == "random":
                policy = _random_policy(game)
            else:
                step = greedy_step
        own_reward = hooks_of(game).reward if cls.evaluate is MCTSAgent.evaluate else None
        return Search(
            game,
            me,
            self.candidates,
            policy,
            step,
            own_reward,
            self.evaluate,
            tree_depth=self.tree_depth,
            expand_after=self.expand_after,
            exploration=self.exploration,
            rollout_depth=self.rollout_depth,
            rollout_turns=self.rollout_turns,
        )


def _random_policy(game: Game) -> Any:
    """The random rollout policy (:meth:`MCTSAgent.policy`'s moves) for *game*: its
    ``sample_move`` hook (see :func:`~brass_rules.agents.random_agent.sample_move`)."""
    return hooks_of(game).sample_move
