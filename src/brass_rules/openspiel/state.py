"""The OpenSpiel game, state and observer of a platform game (see :mod:`brass_rules.openspiel`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pyspiel

from brass_rules.errors import PositionError, SetupError, quote
from brass_rules.openspiel import infostate
from brass_rules.openspiel.chance import ChanceDescription, Deal, SeedChance, description
from brass_rules.openspiel.infostate import Log
from brass_rules.registry import get_game
from brass_rules.rl.generic import GenericSpec
from brass_rules.rl.spec import Spec, spec
from brass_rules.selfplay import player_counts

__all__ = [
    "GAME_TYPES",
    "SpielGame",
    "SpielObserver",
    "SpielState",
    "actions_of_move",
    "game_type",
    "state_from_position",
]

_CHANCE = int(pyspiel.PlayerId.CHANCE)
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)

GAME_TYPES: dict[str, pyspiel.GameType] = {}
"""The registered OpenSpiel game types, by game name."""


def game_type(name: str, chance: ChanceDescription) -> pyspiel.GameType:
    """The OpenSpiel game type of the registry's game *name*."""
    game = get_game(name)
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
    game has a subclass (:func:`~brass_rules.openspiel.game_class`), made by
    ``pyspiel.load_game(name, params)``.

    :raises ~brass_rules.errors.SetupError: for a parameter the game does not have, or a value
        it does not take.
    """

    GAME = "brass_birmingham"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        game = self.platform_game = get_game(self.GAME)
        chance = description(game)
        if isinstance(chance, SeedChance) and "seeds" in params:
            seeds = params["seeds"]
            if isinstance(seeds, bool) or not isinstance(seeds, int) or seeds < 1:
                raise SetupError(f"seeds must be a positive int, not {quote(seeds)}")
            chance = chance.with_seeds(seeds)
        self.chance = chance
        defaults = {"players": chance.default_players, **chance.parameters}
        unknown = sorted(set(params) - set(defaults))
        if unknown:
            raise SetupError(f"{game.title} has no parameter {', '.join(map(quote, unknown))}")
        params = {**defaults, **params}
        self.parameters: dict[str, Any] = params
        """Every parameter of the game, defaults included."""
        players = params["players"]
        low, high = max(2, game.min_players), game.max_players
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise SetupError(
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
        start = _Data(self, chance.setup(players, self.options), None, None, (), (None,) * players)
        self.initial = _settled(start)
        """The data of the initial state (immutable: every new state starts from it)."""

    def new_initial_state(self) -> SpielState:
        """The start: the chance nodes of the setup."""
        return SpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SpielObserver:
        """The observation observer, or with perfect recall the information-state observer.

        :raises ~brass_rules.errors.SetupError: for an observation type other than the player's
            own (``private_info`` other than ``SINGLE_PLAYER``, or no public information).
        """
        if iig_obs_type is None:
            return SpielObserver(self, False)
        if (
            iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            or not iig_obs_type.public_info
        ):
            raise SetupError(
                f"{self.platform_game.title} offers each player's own observation and "
                f"information state only, not {quote(iig_obs_type)}"
            )
        return SpielObserver(self, bool(iig_obs_type.perfect_recall))


class _Data:
    """Everything a state holds, immutable: a state's move replaces its data, so a clone shares
    it (``__deepcopy__`` is the identity). ``legal`` and ``vectors`` are caches."""

    __slots__ = ("before", "deal", "game", "legal", "logs", "pending", "spiel", "vectors")

    def __init__(
        self,
        spiel: SpielGame,
        deal: Deal | None,
        before: Any,
        game: Any,
        pending: tuple[int, ...],
        logs: tuple[Log | None, ...],
    ) -> None:
        self.spiel = spiel
        self.deal = deal
        """The deal in progress (None while the players decide)."""
        self.before = before
        """The position before the move that started the deal in progress (None for the
        setup's)."""
        self.game = game
        """The position, once the setup has been dealt (during a later deal, the position
        being dealt to)."""
        self.pending = pending
        """Ids taken so far for the move being chosen."""
        self.logs = logs
        """Per player: the last line of the information state (``None``: none yet)."""
        self.legal: list[int] | None = None
        self.vectors: dict[tuple[int, bool], Any] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> _Data:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        flat = tuple(_flatten(log) for log in self.logs)
        spiel = (self.spiel.GAME, tuple(sorted(self.spiel.parameters.items())))
        return (_rebuild, (spiel, self.deal, self.before, self.game, self.pending, flat))


def _flatten(log: Log | None) -> list[tuple[Any, ...]]:
    out = []
    while log is not None:
        out.append((log.player, log.event, log.action, log.before, log.move, log.after))
        log = log.prev
    return out[::-1]


_LOADED: dict[tuple[str, tuple[tuple[str, Any], ...]], SpielGame] = {}


def _loaded(name: str, params: tuple[tuple[str, Any], ...]) -> SpielGame:
    """The OpenSpiel game *name* with *params*, loaded once (for unpickled states)."""
    found = _LOADED.get((name, params))
    if found is None:
        found = _LOADED[(name, params)] = pyspiel.load_game(name, dict(params))
    return found


def _rebuild(
    which: tuple[str, tuple[tuple[str, Any], ...]],
    deal: Deal | None,
    before: Any,
    game: Any,
    pending: tuple[int, ...],
    flat: tuple[list[tuple[Any, ...]], ...],
) -> _Data:
    spiel = _loaded(*which)
    logs: list[Log | None] = []
    for items in flat:
        log: Log | None = None
        for player, event, action, b, move, after in items:
            log = Log(log, player, event, action=action, before=b, move=move, after=after)
        logs.append(log)
    return _Data(spiel, deal, before, game, pending, tuple(logs))


def _settled(data: _Data) -> _Data:
    """*data* with its deal finished if complete: the position it gives, and everyone's
    observation of it."""
    deal = data.deal
    if deal is None or deal.outcomes():
        return data
    game = deal.result()
    logs = tuple(Log(log, p, "dealt", after=game) for p, log in enumerate(data.logs))
    return _Data(data.spiel, None, None, game, (), logs)


class _SamplerRandom(random.Random):
    """A ``random.Random`` whose every draw comes from an OpenSpiel probability sampler (a
    callable returning floats in [0, 1)): ``random`` is overridden, so ``shuffle``, ``sample``,
    ``randrange``, ``choice``... all call it."""

    def __init__(self, sampler: Callable[[], float]) -> None:
        super().__init__(0)
        self.sampler = sampler

    def random(self) -> float:
        x = float(self.sampler())
        return x if 0.0 <= x < 1.0 else min(max(x, 0.0), 1.0 - 2.0**-53)


class SpielState(pyspiel.State):  # type: ignore[misc]
    """A position of the OpenSpiel game: dealing, or a game state plus a pending move."""

    def __init__(self, game: SpielGame, data: _Data | None = None) -> None:
        super().__init__(game)
        self.data: _Data = game.initial if data is None else data

    @property
    def spiel_game(self) -> SpielGame:
        """The :class:`SpielGame` of this state."""
        return self.data.spiel

    # ----- the OpenSpiel API ------------------------------------------------------------

    def current_player(self) -> int:
        """The player to decide, or CHANCE / TERMINAL."""
        data = self.data
        if data.deal is not None:
            return _CHANCE
        game = data.game
        return _TERMINAL if game.is_over else int(game.to_move)

    def is_chance_node(self) -> bool:
        """Whether a deal is in progress (answered in Python, as :meth:`legal_actions`)."""
        return self.data.deal is not None

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal ids of *player* (default: the player to move; at a chance node, the chance
        outcomes), ascending; ``[]`` for another player. Computed once per position; this
        Python override spares Python callers a round trip through C++."""
        data = self.data
        if data.deal is not None:
            if player is not None and player != _CHANCE:
                return []
            return [o for o, _ in data.deal.outcomes()]
        game = data.game
        if game.is_over or (player is not None and player != game.to_move):
            return []
        return list(self._legal_actions(game.to_move))

    def _legal_actions(self, player: int) -> list[int]:
        data = self.data
        if data.legal is None:
            data.legal = list(data.spiel.spec.legal_actions(data.game, data.pending))
        return data.legal

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The chance outcomes with their probabilities."""
        deal = self.data.deal
        return [] if deal is None else deal.outcomes()

    def _apply_action(self, action: int) -> None:
        data = self.data
        spiel = data.spiel
        if data.deal is not None:
            deal = data.deal.draw(action)
            self.data = _settled(_Data(spiel, deal, data.before, data.game, (), data.logs))
            return
        game = data.game
        player = game.to_move
        path = (*data.pending, action)
        move = spiel.spec.decide(game, path)
        logs = list(data.logs)
        logs[player] = Log(logs[player], player, "chose", action=action)
        if move is None:
            self.data = _Data(spiel, None, None, game, path, tuple(logs))
            return
        after = spiel.platform_game.apply(game, move)
        moved = tuple(
            Log(log, p, "move", action=player, before=game, move=move, after=after)
            for p, log in enumerate(logs)
        )
        follows = spiel.chance.after_move(game, after)
        if follows is None:
            self.data = _Data(spiel, None, None, after, (), moved)
        else:
            self.data = _settled(_Data(spiel, follows, game, after, (), moved))

    def _action_to_string(self, player: int, action: int) -> str:
        data = self.data
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance {action}" if data.deal is None else data.deal.outcome_name(action)
        spec_ = data.spiel.spec
        name = spec_.action_name(action)
        if isinstance(spec_, GenericSpec) and data.game is not None:
            try:
                move = spec_.move_for_action(data.game, action, data.pending)
            except ValueError:
                return name
            return f"{name}: {data.spiel.platform_game.format_move(data.game, move)}"
        return name

    def is_terminal(self) -> bool:
        data = self.data
        return data.deal is None and bool(data.game.is_over)

    def returns(self) -> list[float]:
        data = self.data
        if data.deal is not None or not data.game.is_over:
            return [0.0] * data.spiel.players
        return list(data.spiel.spec.final_rewards(data.game))

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float]
    ) -> SpielState:
        """A state with the same information state for *player_id*, its hidden parts drawn
        from *probability_sampler* (OpenSpiel's: a callable giving floats in [0, 1)) and from
        nothing else, through the game's ``determinize``.

        The player's own pending ids are kept; another player's move in progress is not (the
        player has not seen it). Another player's information state in the new state starts
        with a ``resampled`` line: what they saw before is not known. During the setup's deal
        (nothing seen yet) it is a new initial state; during a later deal, the deal restarts
        from a resampled position. The new state's ``history()`` is empty.
        """
        data = self.data
        spiel = data.spiel
        if data.deal is not None and data.deal.state is None:
            return SpielState(spiel)
        rng = _SamplerRandom(probability_sampler)
        game = spiel.platform_game
        world = game.determinize(game.observe(data.game, player_id), rng)
        logs = tuple(
            log if p == player_id else Log(None, p, "resampled", after=world)
            for p, log in enumerate(data.logs)
        )
        if data.deal is not None:
            deal = spiel.chance.after_move(data.before, world)
            assert deal is not None, "the deal in progress follows from the position"
            return SpielState(spiel, _settled(_Data(spiel, deal, data.before, world, (), logs)))
        pending = data.pending if world.to_move == player_id else ()
        return SpielState(spiel, _Data(spiel, None, None, world, pending, logs))

    @property
    def game_state(self) -> Any:
        """The game's position (None while the setup is being dealt; during a later deal, the
        position being dealt to)."""
        return self.data.game

    @property
    def pending(self) -> tuple[int, ...]:
        """Ids taken so far for the move being chosen."""
        return self.data.pending

    def information_state_lines(self, player: int) -> tuple[str, ...]:
        """Every line of *player*'s information state (the string shows the last
        :data:`~brass_rules.openspiel.infostate.WINDOW`)."""
        return infostate.lines(self.data.logs[player], self.data.spiel)

    def __str__(self) -> str:
        data = self.data
        if data.game is None:
            return "dealing"
        where = "dealing; " if data.deal is not None else ""
        game = data.game
        return f"{where}to move {game.to_move}, pending {data.pending}, over {game.is_over}"


def state_from_position(
    game: SpielGame, position: Any, pending: Sequence[int] = ()
) -> SpielState:
    """The OpenSpiel state of *game* at the library position *position* (a state of the game's
    platform game, with the player count of *game*), the player to move having taken the ids
    *pending* of the move being chosen. Every player's information state starts there, with a
    ``given`` line (the observation of the position); the state's ``history()`` is empty.

    :raises ~brass_rules.errors.PositionError: for a position of another game or player count,
        or pending ids that are not the start of a legal move.
    """
    platform = game.platform_game
    if getattr(position, "game", None) != platform.name or getattr(
        position, "num_players", None
    ) != game.players:
        raise PositionError(
            f"expected a {game.players}-player {platform.title} position, not {quote(position)}"
        )
    path: tuple[int, ...] = ()
    for action in pending:
        if position.to_move is None or action not in game.spec.legal_actions(position, path):
            raise PositionError(f"pending: {quote(action)} is not a legal id after {path}")
        path = (*path, int(action))
    if path and game.spec.decide(position, path) is not None:
        raise PositionError(f"pending: {path} is a whole move, not the start of one")
    logs = tuple(Log(None, p, "given", after=position) for p in range(game.players))
    return SpielState(game, _Data(game, None, None, position, path, logs))


def actions_of_move(state: SpielState, move: Any) -> tuple[int, ...]:
    """The ids that play the library move *move* in *state* (no ids pending), in order."""
    return tuple(state.spiel_game.spec.action_path(state.game_state, move))


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
        data = state.data
        if data.game is None:
            return None
        return self.game.platform_game.observe(data.game, player)

    def _vector(self, state: SpielState, player: int) -> Any:
        """The spec's observation vector of *player* (cached on the state's data), or None
        while the setup is dealt."""
        data = state.data
        own = data.deal is None and data.game is not None and data.game.to_move == player
        key = (player, own)
        found = data.vectors.get(key)
        if found is None:
            obs = self._observation(state, player)
            if obs is None:
                return None
            pending = data.pending if own else ()
            found = data.vectors[key] = np.asarray(
                self.game.spec.observation_vector(obs, pending), dtype=np.float32
            )
        return found

    def set_from(self, state: SpielState, player: int) -> None:
        """Fill :attr:`tensor`: the observation vector, and with perfect recall the numbers of
        observation lines and of own ids so far, each over the game's maximum length."""
        vector = self._vector(state, player)
        size = self.game.spec.OBSERVATION_SIZE
        if vector is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:size] = vector
        if self.perfect_recall:
            log = state.data.logs[player]
            observed = log.seen if log is not None else 0
            chosen = (log.size if log is not None else 0) - observed
            self.tensor[size] = observed / self.game.max_length
            self.tensor[size + 1] = chosen / self.game.max_length

    def string_from(self, state: SpielState, player: int) -> str:
        """The information state (perfect recall) or the observation, as text."""
        data = state.data
        if self.perfect_recall:
            return infostate.text(data.logs[player], data.spiel, player)
        obs = self._observation(state, player)
        if obs is None:
            return f"player {player}: the cards are being dealt"
        text = self.game.chance.observation_text(obs)
        own = data.deal is None and data.game.to_move == player
        if own and data.pending:
            names = ", ".join(self.game.spec.action_name(a) for a in data.pending)
            text += f"\nChoosing: {names}"
        return text
