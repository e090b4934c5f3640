"""The game protocol: what every game of the platform offers, under the same names.

A game is a module (or any object) with these attributes; :data:`brass_rules.GAMES` and
:func:`brass_rules.get_game` find them by name. The platform (records, agents, self-play, ``rl``,
PettingZoo, OpenSpiel, pictures, the command line) only ever calls a game through this protocol,
so a new game gets all of it by providing these names.

States and observations know their game: each has a ``game`` attribute holding the game's
``name``, so code handed only an observation can find the game with ``get_game(obs.game)``.

Optional hooks. The bot layers also use these attributes of a game object when it has them,
and fall back to the protocol otherwise:

- ``reward(state, player) -> float`` in [0, 1]: what ISMCTS scores its rollouts with (without
  it: the result from ``ranking`` once the game is over, a squashed ``evaluate`` before);
- ``complete(state, move) -> move``: the completed form of a legal move that self-play records
  (without it: the move as the agent gave it);
- ``rl_spec()``: the game's fixed action space and observation vector, a
  :class:`brass_rules.rl.Spec` (without it: the ``spec`` of the game package's ``rl``
  submodule if there is one, else the generic :class:`brass_rules.rl.GenericSpec`);
- ``openspiel_chance()``: the game's chance events for OpenSpiel, a
  :class:`brass_rules.openspiel.ChanceDescription` (without it: the ``description`` of the
  game package's ``openspiel_chance`` submodule if there is one, else one chance node choosing
  the seed, :class:`brass_rules.openspiel.SeedChance`);
- ``sample_move(state, rng) -> move``: the move
  :func:`brass_rules.agents.random_agent.random_move` picks from ``legal_moves(state)`` with
  the same draws of *rng*, found faster (ISMCTS's random rollouts and opponents play it;
  without it: ``random_move(legal_moves(state), rng)``);
- ``board_text(state) -> str``: the PettingZoo environment's ``"ansi"`` rendering (without it:
  the ``dump_state`` JSON).
- ``search_settings``: a mapping of some of
  :data:`brass_rules.agents.mcts.SETTINGS`'s names to the values
  :class:`~brass_rules.agents.MCTSAgent` takes in this game when it is not given them (Le Havre
  plays out its best moves greedily to the agent's turn after next; without it: ``SETTINGS``).

The records and the command line use these when a game has them:

- ``describe_move(move, state=None) -> str``: the move in words, in record error messages and
  the demo; the platform passes the position the move is played in when it has one, and the
  hook gives words that need no state without it (without the hook: the move's JSON);
- ``rules_edition``: the rules a record's moves follow (without it: the game's title);
- ``move_label(state)``, ``record_label(state)``, ``read_record_line(state, line)``: where a
  move is played, as text records label their move lines (without them: the move number);
- ``read_move(text, state)``: a move read from notation without the legality filter, so that
  ``brass check`` and ``brass play`` can explain an illegal one (without it: "no legal move
  fits");
- ``out_of_turn_moves(state, player)``: the legal moves of a player who is **not** to move
  (Le Havre's sales and repayments at any time), which ``brass play`` offers a person between
  the agents' decisions (without it: none).

Every text a person reads about a position or a move comes from the game through these hooks;
the platform (``brass play``, ``brass replay``, the records) only calls them and never tests a
game's name. Each has a fallback, so a new game works without any of them:

- ``board_text(state) -> str``: the public board as text, ``board`` in ``brass play`` and the
  PettingZoo ``"ansi"`` rendering (without it: "this game has no text board"; the ``dump_state``
  JSON for PettingZoo);
- ``view_text(observation) -> str``: ``view`` in ``brass play``, what the observing player sees
  of everyone's holdings and their own hidden ones (without it: a summary of the observation's
  JSON);
- ``heading_text(state) -> str``: where the game stands, the heading above a person's decision
  (``Canal Era, round 3``; without it: ``move_label``, else the player to move);
- ``help_text() -> str``: the game's part of the in-game ``help``, how its moves are written
  with examples (each quoted ``e.g. "..."`` example reads with ``read_move``) and what its words
  mean (without it: the commands only);
- ``describe_move(move, state=None) -> str``: above;
- ``events_text(before, move, after) -> Sequence[str]``: one line for each step the engine
  carried out by itself after *move* took *before* to *after* (an action with a single
  possible outcome, a payment with no choice, a round end and what it brought), found by
  comparing the two states; ``brass play`` and ``brass replay`` print them under the move
  (without it: no lines);
- ``result_text(state) -> Sequence[str]``: the final results of a finished game (without it:
  each player's ``scores`` and the ``ranking``).

Seats are numbered from 0 in every text: ``P0`` in compact text, "player 0" in prose.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:  # pragma: no cover
    from brass_rules.hooks import GameHooks

__all__ = ["Game", "GameOption", "Observation", "State"]


@runtime_checkable
class State(Protocol):
    """What the platform reads of any game's state (immutable, hashable, picklable)."""

    @property
    def game(self) -> str:
        """The name of the game this state belongs to, e.g. ``"brass_birmingham"``."""
        ...

    @property
    def to_move(self) -> int | None:
        """The player whose decision it is (0-based), or ``None`` once the game is over."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    @property
    def num_players(self) -> int:
        """The number of players."""
        ...


@runtime_checkable
class Observation(State, Protocol):
    """A state as one player sees it: hidden information is hidden."""

    @property
    def player(self) -> int | None:
        """The observing player; ``None`` for the public view (a spectator's)."""
        ...


class GameOption(Protocol):
    """One keyword option of ``new_game`` (e.g. Le Havre's ``short``)."""

    @property
    def name(self) -> str: ...

    @property
    def default(self) -> object: ...

    @property
    def help(self) -> str: ...


class Game(Protocol):
    """The functions and facts every game provides (see the docs page "Adding a game")."""

    @property
    def name(self) -> str:
        """The registry name, e.g. ``"le_havre"``."""
        ...

    @property
    def title(self) -> str:
        """The printed title, e.g. ``"Le Havre"``."""
        ...

    @property
    def min_players(self) -> int: ...

    @property
    def hooks(self) -> GameHooks:
        """The game's optional hooks (:class:`brass_rules.hooks.GameHooks`)."""
        ...

    @property
    def max_players(self) -> int: ...

    @property
    def options(self) -> Sequence[GameOption]:
        """The keyword options of :meth:`new_game`, with their defaults."""
        ...

    def new_game(self, players: int, seed: int, **options: Any) -> Any:
        """A new game; raises a documented error for a bad player count or option."""
        ...

    def legal_moves(self, state: Any) -> Sequence[Any]:
        """Every legal decision of ``state.to_move`` (a state or that player's observation)."""
        ...

    def validate(self, state: Any, move: Any) -> tuple[Any, ...]:
        """The rule violations of *move* (``()`` when it is legal)."""
        ...

    def apply(self, state: Any, move: Any) -> Any:
        """The state after a legal *move*; raises ``IllegalMoveError`` otherwise."""
        ...

    def scores(self, state: Any) -> tuple[int, ...]: ...

    def ranking(self, state: Any) -> tuple[tuple[int, ...], ...]: ...

    def observe(self, state: Any, player: int) -> Any: ...

    def dump_observation(self, obs: Any) -> dict[str, Any]: ...

    def load_observation(self, data: Mapping[str, Any]) -> Any: ...

    def determinize(self, obs: Any, rng: random.Random) -> Any: ...

    def state_key(self, state: Any) -> int: ...

    def dump_state(self, state: Any) -> dict[str, Any]: ...

    def load_state(self, data: Mapping[str, Any]) -> Any: ...

    def move_to_json(self, move: Any) -> dict[str, Any]: ...

    def move_from_json(self, data: Mapping[str, Any]) -> Any: ...

    def format_move(self, state: Any, move: Any) -> str: ...

    def parse_move(self, state: Any, text: str) -> Any: ...

    def render_svg(self, state: Any) -> str: ...

    def rule_text(self, rule_id: str) -> str: ...

    def evaluate(self, state: Any, player: int) -> float:
        """A quick heuristic value of *state* for *player* (the greedy agent maximises it)."""
        ...

    def clear_caches(self) -> None:
        """Forget everything the game remembers between calls (its caches); results never
        change. Safe to call while other threads use the game."""
        ...
