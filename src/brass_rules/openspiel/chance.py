"""A game's randomness as OpenSpiel chance nodes: the protocols, and the generic seed node."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Protocol, cast

from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.registry import get_game

__all__ = ["DEFAULT_SEEDS", "ChanceDescription", "Deal", "SeedChance", "description"]

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

    @property
    def public_moves(self) -> bool:
        """Whether every player sees every completed move as it was made (information-state
        lines then give another player's move in the game's notation)."""
        ...

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

    def private_text(self, obs: Any) -> str:
        """Everything the observer knows that the moves do not say, in a few words (Birmingham:
        the hand); information-state lines show it when it changes."""
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
    public_moves = False

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

    def private_text(self, obs: Any) -> str:
        """A digest of the whole observation: this description knows nothing of the game."""
        from brass_rules.openspiel.infostate import digest

        return f"observation {digest(self.game.dump_observation(obs))}"


def _to_json(option: Any, value: Any) -> Any:
    to_json = getattr(option, "to_json", None)
    return to_json(value) if to_json is not None else value


_DESCRIPTIONS: dict[str, ChanceDescription] = {}


def description(game: str | Game) -> ChanceDescription:
    """The chance description of *game*: its ``openspiel_chance`` hook, else
    :class:`SeedChance`."""
    the_game = get_game(game) if isinstance(game, str) else game
    found = _DESCRIPTIONS.get(the_game.name)
    if found is not None:
        return found
    hooked = hooks_of(the_game).openspiel_chance()
    found = cast(ChanceDescription, hooked) if hooked is not None else SeedChance(the_game)
    _DESCRIPTIONS[the_game.name] = found
    return found
