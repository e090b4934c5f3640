"""Every game of the platform as an OpenSpiel Python game (the ``[openspiel]`` extra).

Importing this module registers every game of :data:`brass_rules.GAMES` with pyspiel under its
registry name::

    import pyspiel
    import brass_rules.openspiel  # noqa: F401  (registers the games)
    game = pyspiel.load_game("brass_birmingham", {"players": 3})
    game = pyspiel.load_game("le_havre", {"players": 2})

Parameters: ``players`` (the game's player counts, at least 2: the returns are zero-sum rankings;
default 4 where the game allows it) and the game's own: Birmingham's ``intro`` (the Canal-only
introductory variant, default False); for any other game, each ``new_game`` option under its
name with its JSON value, and ``seeds`` (below).

**Chance nodes** come from the game's *description* of its randomness (an object found like the
``rl`` spec: ``game.openspiel_chance()``, else the ``description`` of the game package's
``openspiel_chance`` submodule, else :class:`SeedChance`):

- Birmingham deals every shuffle as explicit chance nodes, card by card
  (:mod:`brass_rules.birmingham.openspiel_chance`): the merchant tiles, the turn order, the
  deck, and the Rail Era's reshuffle.
- A game whose only randomness is its seed (:class:`SeedChance`, the generic description) has
  a single chance node at the start that picks the seed uniformly among ``seeds`` outcomes
  (parameter ``seeds``, default :data:`DEFAULT_SEEDS`): outcome *s* starts
  ``new_game(players, seed=s, **options)``. Everything the seed decides later (shuffles, draws)
  is then a function of that first hidden outcome, which no player observes, as OpenSpiel
  allows for a deck shuffled once at the start.

**Decisions** are the ids of the game's fixed action space (:func:`brass_rules.rl.spec`: for
Birmingham a move action, then the choices its move leaves open, asked of the same player; for
the generic space the index of a legal move). **Returns** at the end are the spec's
``final_rewards`` (:func:`brass_rules.rl.final_rewards` for the built-in specs: zero-sum, in
[-1, 1]), 0 before.

**Information state** (perfect recall) of a player: everything that player saw, in order, and
nothing else: one line per observation the player received (after the deal, and after every
completed move: who moved and a digest of the player's whole observation,
``dump_observation``, which holds exactly what the player may know), and one line per id the
player chose. Nothing about another player's decision is logged until it is complete (how many
choice ids another player needed can depend on their hidden cards), and a chance outcome is seen
only through the observations it changes. The **information-state tensor** is the observation
tensor of the player's latest observation (with the player's own pending ids) followed by the
number of observations and own ids so far, each divided by the game's maximum length: a
function of the information state. The **observation** is what the player may know now: the
string is a readable description (Birmingham: the public board, the player's hand, whose turn
it is; any other game: the lines of ``dump_observation``), the tensor the spec's
``observation_vector``.
"""

from __future__ import annotations

import copy
import hashlib
import json
import warnings
from collections.abc import Mapping
from typing import Any, Protocol, cast

import numpy as np
import pyspiel

from brass_rules.errors import quote
from brass_rules.game import Game
from brass_rules.registry import GAMES, get_game, package_attribute
from brass_rules.rl.generic import GenericSpec
from brass_rules.rl.spec import Spec, spec
from brass_rules.selfplay import player_counts

__all__ = [
    "DEFAULT_SEEDS",
    "GAME_TYPE",
    "GAME_TYPES",
    "BrassGame",
    "BrassObserver",
    "BrassState",
    "ChanceDescription",
    "Deal",
    "SeedChance",
    "SpielGame",
    "SpielObserver",
    "SpielState",
    "description",
    "game_class",
    "register",
]

#: The number of seeds the generic chance node picks from, by default.
DEFAULT_SEEDS = 1024


class Deal(Protocol):
    """A sequence of chance nodes in progress (immutable: :meth:`draw` gives a new one)."""

    @property
    def state(self) -> Any:
        """The game's position shown while dealing (``None`` before the game has one)."""
        ...

    def outcomes(self) -> list[tuple[int, float]]:
        """The chance outcomes with their probabilities; ``[]`` once the deal is complete."""
        ...

    def draw(self, outcome: int) -> Deal:
        """The deal after *outcome* (ValueError if it is not an outcome here)."""
        ...

    def outcome_name(self, outcome: int) -> str: ...

    def result(self) -> Any:
        """The game's position once the deal is complete."""
        ...


class ChanceDescription(Protocol):
    """A game's randomness as OpenSpiel chance nodes, and its parameters."""

    @property
    def default_players(self) -> int: ...

    @property
    def parameters(self) -> Mapping[str, Any]:
        """The game's parameters besides ``players``, with their defaults."""
        ...

    @property
    def max_game_length(self) -> int: ...

    def options(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """The ``new_game`` options of the parameters."""
        ...

    def max_chance_outcomes(self, players: int) -> int: ...

    def setup(self, players: int, options: Mapping[str, Any]) -> Deal:
        """The deal that starts a game."""
        ...

    def after_move(self, before: Any, after: Any) -> Deal | None:
        """A deal that follows a move (Birmingham's Rail Era reshuffle), or None."""
        ...

    def observation_text(self, obs: Any) -> str:
        """A readable description of an observation."""
        ...


class _SeedDeal:
    """The single chance node of :class:`SeedChance`: the seed."""

    __slots__ = ("game", "options", "players", "seed", "seeds")

    def __init__(
        self, game: str, players: int, options: Mapping[str, Any], seeds: int, seed: int | None
    ) -> None:
        self.game, self.players, self.options = game, players, options  # (pickles: a name)
        self.seeds, self.seed = seeds, seed

    @property
    def state(self) -> Any:
        return None

    def outcomes(self) -> list[tuple[int, float]]:
        if self.seed is not None:
            return []
        return [(s, 1.0 / self.seeds) for s in range(self.seeds)]

    def draw(self, outcome: int) -> _SeedDeal:
        if self.seed is not None or not 0 <= outcome < self.seeds:
            raise ValueError(f"{outcome} is not a chance outcome here")
        return _SeedDeal(self.game, self.players, self.options, self.seeds, outcome)

    def outcome_name(self, outcome: int) -> str:
        return f"seed {outcome}"

    def result(self) -> Any:
        game = get_game(self.game)
        assert self.seed is not None
        return game.new_game(players=self.players, seed=self.seed, **self.options)


class SeedChance:
    """The generic description: one chance node at the start picks the seed (module docs)."""

    max_game_length = 10000

    def __init__(self, game: Game, seeds: int = DEFAULT_SEEDS) -> None:
        self.game = game
        self.seeds = seeds
        self.default_players = max(2, min(4, game.max_players))
        self.parameters: dict[str, Any] = {
            o.name: _to_json(o, o.default) for o in game.options
        } | {"seeds": seeds}

    def options(self, params: Mapping[str, Any]) -> dict[str, Any]:
        out = {}
        for o in self.game.options:
            value = params.get(o.name, _to_json(o, o.default))
            from_json = getattr(o, "from_json", None)
            out[o.name] = from_json(value) if from_json is not None else value
        return out

    def max_chance_outcomes(self, players: int) -> int:
        return self.seeds

    def setup(self, players: int, options: Mapping[str, Any]) -> Deal:
        return _SeedDeal(self.game.name, players, options, self.seeds, None)

    def with_seeds(self, seeds: int) -> SeedChance:
        return self if seeds == self.seeds else SeedChance(self.game, seeds)

    def after_move(self, before: Any, after: Any) -> Deal | None:
        return None

    def observation_text(self, obs: Any) -> str:
        data = self.game.dump_observation(obs)
        return "\n".join(f"{k}: {json.dumps(v, sort_keys=True)}" for k, v in data.items())


def _to_json(option: Any, value: Any) -> Any:
    to_json = getattr(option, "to_json", None)
    return to_json(value) if to_json is not None else value


_DESCRIPTIONS: dict[str, ChanceDescription] = {}


def description(game: str | Game) -> ChanceDescription:
    """The chance description of *game* (see the module docs for where it is found)."""
    the_game = get_game(game) if isinstance(game, str) else game
    found = _DESCRIPTIONS.get(the_game.name)
    if found is not None:
        return found
    hook = getattr(the_game, "openspiel_chance", None)
    if hook is not None:
        found = cast(ChanceDescription, hook())
    else:
        found = _package_description(the_game) or SeedChance(the_game)
    _DESCRIPTIONS[the_game.name] = found
    return found


def _package_description(game: Game) -> ChanceDescription | None:
    found = package_attribute(game, "openspiel_chance", "description")
    return cast(ChanceDescription | None, found)


def _game_type(game: Game, chance: ChanceDescription) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=game.name,
        long_name=game.title,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=max(2, game.min_players),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": chance.default_players, **chance.parameters},
    )


class SpielGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game of one platform game (:attr:`GAME`, a registry name); each registered
    game has a subclass (:func:`game_class`), made by ``pyspiel.load_game(name, params)``."""

    GAME = "brass_birmingham"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        game = self.platform_game = get_game(self.GAME)
        chance = description(game)
        if isinstance(chance, SeedChance) and "seeds" in params:
            seeds = params["seeds"]
            if isinstance(seeds, bool) or not isinstance(seeds, int) or seeds < 1:
                raise ValueError(f"seeds must be a positive int, not {quote(seeds)}")
            chance = chance.with_seeds(seeds)
        self.chance = chance
        defaults = {"players": chance.default_players, **chance.parameters}
        unknown = sorted(set(params) - set(defaults))
        if unknown:
            raise ValueError(f"{game.title} has no parameter {', '.join(map(quote, unknown))}")
        params = {**defaults, **params}
        players = params["players"]
        low, high = max(2, game.min_players), game.max_players
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise ValueError(
                f"{game.title} is for {player_counts(low, high)} players here, not {quote(players)}"
            )
        self.players = players
        self.options = chance.options(params)
        self.variant = self.options.get("variant")
        self.spec: Spec = spec(game)
        self.max_length = chance.max_game_length
        info = pyspiel.GameInfo(
            num_distinct_actions=self.spec.NUM_ACTIONS,
            max_chance_outcomes=chance.max_chance_outcomes(players),
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.max_length,
        )
        super().__init__(GAME_TYPES[game.name], info, params)

    def new_initial_state(self) -> SpielState:
        """The start: the chance nodes of the setup."""
        return SpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SpielObserver:
        """The observation observer, or with perfect recall the information-state observer."""
        recall = iig_obs_type is not None and bool(iig_obs_type.perfect_recall)
        return SpielObserver(self, recall)


class _Data:
    """Everything a state holds: immutable values only, so a clone shares them safely."""

    __slots__ = ("deal", "game", "logs", "pending", "seen", "spiel")

    def __init__(self, spiel: SpielGame, deal: Deal, players: int) -> None:
        self.spiel = spiel
        """The OpenSpiel game (shared by every clone)."""
        self.deal: Deal | None = deal
        """The deal in progress (None while the players decide)."""
        self.game: Any = None
        """The position, once the setup has been dealt."""
        self.pending: tuple[int, ...] = ()
        """Ids taken so far for the move being chosen."""
        self.logs: tuple[_Log | None, ...] = (None,) * players
        """Per player: the information-state lines (``None``: none yet)."""
        self.seen: tuple[int, ...] = (0,) * players
        """Per player: the number of observations received."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Data:
        return copy.copy(self)


def _digest(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=10).hexdigest()


class _Log:
    """One player's information-state lines as a persistent list (a clone shares it, appending
    is O(1)); the text of a line is made when it is first read, which search algorithms that
    never read information states (MCTS) never pay for."""

    __slots__ = ("action", "event", "player", "prev", "size", "state", "text")

    def __init__(
        self, prev: _Log | None, player: int, event: str = "", state: Any = None, action: int = -1
    ) -> None:
        self.prev = prev
        self.size: int = 1 + (prev.size if prev is not None else 0)
        self.player = player
        self.event = event
        """The event an observation line follows (``""`` for a line of an own id)."""
        self.state = state
        self.action = action
        self.text: str | None = None

    def line(self, spiel: SpielGame) -> str:
        """This line's text: an observation's digest, or the id chosen."""
        if self.text is None:
            if self.event:
                game = spiel.platform_game
                obs = game.observe(self.state, self.player)
                self.text = f"{self.event}; observation {_digest(game.dump_observation(obs))}"
            else:
                self.text = f"I chose {self.action} ({spiel.spec.action_name(self.action)})"
        return self.text


def _lines(log: _Log | None, spiel: SpielGame) -> tuple[str, ...]:
    nodes: list[_Log] = []
    while log is not None:
        nodes.append(log)
        log = log.prev
    return tuple(node.line(spiel) for node in reversed(nodes))


class SpielState(pyspiel.State):  # type: ignore[misc]
    """A position of the OpenSpiel game: dealing, or a game state plus a pending move."""

    def __init__(self, game: SpielGame) -> None:
        super().__init__(game)
        self.data = _Data(game, game.chance.setup(game.players, game.options), game.players)
        self._settle()

    @property
    def spiel_game(self) -> SpielGame:
        """The :class:`SpielGame` of this state."""
        return self.data.spiel

    # ----- deals and logs ---------------------------------------------------------------

    def _settle(self) -> None:
        """Finish a complete deal: the position it gives, and everyone's observation of it."""
        deal = self.data.deal
        if deal is not None and not deal.outcomes():
            self.data.game = deal.result()
            self.data.deal = None
            self._observe_all("dealt")

    def _observe_all(self, event: str) -> None:
        state = self.data.game
        self.data.logs = tuple(_Log(log, p, event, state) for p, log in enumerate(self.data.logs))
        self.data.seen = tuple(n + 1 for n in self.data.seen)

    def _log_own(self, player: int, action: int) -> None:
        logs = list(self.data.logs)
        logs[player] = _Log(logs[player], player, action=action)
        self.data.logs = tuple(logs)

    # ----- the OpenSpiel API ------------------------------------------------------------

    def current_player(self) -> int:
        """The player to decide, or CHANCE / TERMINAL."""
        if self.data.deal is not None:
            return int(pyspiel.PlayerId.CHANCE)
        game = self.data.game
        if game.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        assert game.to_move is not None
        return int(game.to_move)

    def _legal_actions(self, player: int) -> list[int]:
        assert self.data.game is not None and player >= 0
        return list(self.spiel_game.spec.legal_actions(self.data.game, self.data.pending))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The chance outcomes with their probabilities."""
        deal = self.data.deal
        return [] if deal is None else deal.outcomes()

    def _apply_action(self, action: int) -> None:
        data = self.data
        if data.deal is not None:
            data.deal = data.deal.draw(int(action))
            self._settle()
            return
        game = data.game
        player = game.to_move
        path = (*data.pending, int(action))
        move = self.spiel_game.spec.decide(game, path)
        self._log_own(player, int(action))
        if move is None:
            data.pending = path
            return
        data.pending = ()
        platform = self.spiel_game.platform_game
        after = platform.apply(game, move)
        data.game = after
        self._observe_all(f"player {player} moved")
        deal = self.spiel_game.chance.after_move(game, after)
        if deal is not None:
            data.deal = deal
            self._settle()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            deal = self.data.deal
            return f"chance {action}" if deal is None else deal.outcome_name(int(action))
        spec_ = self.spiel_game.spec
        name = spec_.action_name(int(action))
        if isinstance(spec_, GenericSpec) and self.data.game is not None:
            try:
                move = spec_.move_for_action(self.data.game, int(action), self.data.pending)
            except ValueError:
                return name
            platform = self.spiel_game.platform_game
            return f"{name}: {platform.format_move(self.data.game, move)}"
        return name

    def is_terminal(self) -> bool:
        game = self.data.game
        return self.data.deal is None and game is not None and bool(game.is_over)

    def returns(self) -> list[float]:
        game = self.data.game
        if game is None or self.data.deal is not None:
            return [0.0] * self.spiel_game.players
        return list(self.spiel_game.spec.final_rewards(game))

    @property
    def game_state(self) -> Any:
        """The game's position (None while the setup is being dealt; during a later deal, the
        position being dealt to)."""
        if self.data.deal is not None:
            return self.data.deal.state
        return self.data.game

    @property
    def pending(self) -> tuple[int, ...]:
        """Ids taken so far for the move being chosen."""
        return self.data.pending

    def information_state_lines(self, player: int) -> tuple[str, ...]:
        """The lines of *player*'s information state (see the module docs)."""
        return _lines(self.data.logs[player], self.spiel_game)

    def __str__(self) -> str:
        deal = self.data.deal
        if deal is not None and deal.state is None:
            return "dealing"
        game = self.game_state
        where = "dealing; " if deal is not None else ""
        return f"{where}to move {game.to_move}, pending {self.pending}, over {game.is_over}"


class SpielObserver:
    """Observer in OpenSpiel's PyObserver protocol: observation or information state."""

    def __init__(self, game: SpielGame, perfect_recall: bool) -> None:
        self.game = game
        self.perfect_recall = perfect_recall
        size = game.spec.OBSERVATION_SIZE + (2 if perfect_recall else 0)
        self.tensor: np.ndarray[Any, np.dtype[np.float32]] = np.zeros(size, dtype=np.float32)
        name = "info_state" if perfect_recall else "observation"
        self.dict: dict[str, Any] = {name: self.tensor}

    def _observation(self, state: SpielState, player: int) -> Any:
        game = state.data.game
        if game is None or (state.data.deal is not None and state.data.deal.state is None):
            return None
        return self.game.platform_game.observe(game, player)

    def set_from(self, state: SpielState, player: int) -> None:
        """Fill :attr:`tensor` (see the module docs)."""
        self.tensor.fill(0.0)
        obs = self._observation(state, player)
        size = self.game.spec.OBSERVATION_SIZE
        if obs is not None:
            own = state.data.deal is None and state.data.game.to_move == player
            pending = state.pending if own else ()
            self.tensor[:size] = self.game.spec.observation_vector(obs, pending)
        if self.perfect_recall:
            log = state.data.logs[player]
            received = state.data.seen[player]
            self.tensor[size] = received / self.game.max_length
            self.tensor[size + 1] = ((log.size if log else 0) - received) / self.game.max_length

    def string_from(self, state: SpielState, player: int) -> str:
        """The information state (perfect recall) or the observation, as text."""
        if self.perfect_recall:
            return "\n".join((f"player {player}", *state.information_state_lines(player)))
        obs = self._observation(state, player)
        if obs is None:
            return f"player {player}: the cards are being dealt"
        text = self.game.chance.observation_text(obs)
        own = state.data.deal is None and state.data.game.to_move == player
        if own and state.pending:
            names = ", ".join(self.game.spec.action_name(a) for a in state.pending)
            text += f"\nChoosing: {names}"
        return text


def game_class(name: str) -> type[SpielGame]:
    """The :class:`SpielGame` subclass of the registered game *name*."""
    return _CLASSES[name]


GAME_TYPES: dict[str, pyspiel.GameType] = {}
"""The registered OpenSpiel game types, by game name."""
_CLASSES: dict[str, type[SpielGame]] = {}


def register(name: str) -> None:
    """Register the game *name* of the registry with pyspiel (done on import for every game
    registered then; call it for a game registered later). Registering twice does nothing."""
    if name in GAME_TYPES:
        return
    game = get_game(name)
    game_type = _game_type(game, description(game))
    cls = type(f"SpielGame_{name}", (SpielGame,), {"GAME": name, "__module__": __name__})
    globals()[cls.__name__] = cls  # found by name when pickled
    GAME_TYPES[name] = game_type
    _CLASSES[name] = cls
    pyspiel.register_game(game_type, cls)


def _register_all() -> None:
    for name in GAMES:
        try:
            register(name)
        except Exception as exc:  # a game being written may not import yet
            warnings.warn(f"brass_rules.openspiel: {name} is not registered ({exc})", stacklevel=3)


_register_all()

GAME_TYPE = GAME_TYPES.get("brass_birmingham")
"""Brass: Birmingham's game type."""
BrassGame = _CLASSES.get("brass_birmingham", SpielGame)
"""Brass: Birmingham's OpenSpiel game class."""
BrassState = SpielState
BrassObserver = SpielObserver


def __getattr__(name: str) -> Any:
    if name == "MERCHANT_KINDS":  # Birmingham's, from before the platform served several games
        birmingham: Any = description("brass_birmingham")
        return birmingham.MERCHANT_KINDS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
