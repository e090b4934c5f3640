"""The game protocol: what every game of the platform offers, under the same names.

A game is a module (or any object) with these attributes; :data:`brass_rules.GAMES` and
:func:`brass_rules.get_game` find them by name. The platform (records, agents, self-play, ``rl``,
PettingZoo, OpenSpiel, pictures, the command line) only ever calls a game through this protocol,
so a new game gets all of it by providing these names.

States and observations know their game: each has a ``game`` attribute holding the game's
``name``, so code handed only an observation can find the game with ``get_game(obs.game)``.

Optional hooks. Beyond the protocol, a game gives its optional hooks as one object, its
``hooks`` attribute: an instance of a subclass of :class:`brass_rules.hooks.GameHooks`, which
declares every hook, typed, with its fallback (words for a person, faster or better pieces for
the bots, what records, ``brass play`` and front ends need). The platform finds them with
:func:`brass_rules.hooks.hooks_of` and never looks a hook up by name; a game overrides the
hooks it has, and every other one falls back as that class says.

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

    def observe(self, state: Any, player: int | None) -> Any:
        """What *player* may know of *state*; ``None``: the public view (a spectator's)."""
        ...

    def dump_observation(self, obs: Any) -> dict[str, Any]: ...

    def load_observation(self, data: Mapping[str, Any]) -> Any: ...

    def determinize(self, obs: Any, rng: random.Random) -> Any: ...

    def state_key(self, state: Any) -> int: ...

    def dump_state(self, state: Any) -> dict[str, Any]:
        """The JSON position of *state* as a dict (a JSON object)."""
        ...

    def load_state(self, data: Mapping[str, Any]) -> Any:
        """A state from its JSON position; ``PositionError`` names the first problem's path.

        It refuses what the engine cannot play (broken invariants, bad types, a position not
        over without a legal move) and accepts a playable position that no game could reach;
        :meth:`brass_rules.hooks.GameHooks.position_problems` reports those."""
        ...

    def dumps_state(self, state: Any) -> str:
        """The JSON position of *state* as a string (``json.dumps(dump_state(state))``)."""
        ...

    def loads_state(self, text: str | bytes) -> Any:
        """A state from its JSON position as a string (``load_state(json.loads(text))``);
        ``PositionError`` for text that is not JSON."""
        ...

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
