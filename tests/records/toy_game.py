"""A tiny game behind the game protocol (Nim: take 1 to 3 stones, who takes the last one wins),
to show that records and the command line reach a game only through the protocol.

Register it with :func:`registered` (a context manager); it is not a game of the library.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from attrs import frozen

from brass_rules import registry
from brass_rules.errors import IllegalMoveError, NotationError, PositionError, RuleViolation
from brass_rules.hooks import GameHooks
from brass_rules.kit.options import Option

name = "toy_nim"
hooks = GameHooks(name)
title = "Toy Nim"
min_players = 2
max_players = 3
options = (Option("big", False, (False, True), "play with 21 stones instead of 11"),)


@frozen
class Take:
    stones: int


@frozen
class State:
    num_players: int
    seed: int
    big: bool
    stones: int
    to_play: int
    winner: int | None = None
    game: str = "toy_nim"

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self.to_play


def new_game(players: int, seed: int, big: bool = False) -> State:
    if not isinstance(players, int) or not min_players <= players <= max_players:
        raise PositionError(f"toy nim is for 2 or 3 players, not {players!r}")
    return State(players, seed, big, 21 if big else 11, seed % players)


def legal_moves(state: State | Observation) -> tuple[Take, ...]:
    state = _state(state)
    if state.is_over:
        return ()
    return tuple(Take(n) for n in (1, 2, 3) if n <= state.stones)


def validate(state: State, move: Any) -> tuple[RuleViolation, ...]:
    if move in legal_moves(state):
        return ()
    return (RuleViolation("NIM-TAKE", f"You may take 1 to 3 of {state.stones} stones."),)


def apply(state: State, move: Any) -> State:
    bad = validate(state, move)
    if bad:
        raise IllegalMoveError(bad)
    left = state.stones - move.stones
    nxt = (state.to_play + 1) % state.num_players
    return State(
        state.num_players, state.seed, state.big, left, nxt, state.to_play if left == 0 else None
    )


def scores(state: State) -> tuple[int, ...]:
    return tuple(int(p == state.winner) for p in range(state.num_players))


def ranking(state: State) -> tuple[tuple[int, ...], ...]:
    if state.winner is None:
        return (tuple(range(state.num_players)),)
    rest = tuple(p for p in range(state.num_players) if p != state.winner)
    return ((state.winner,), rest)


@frozen
class Observation:
    """A state as one player sees it (nothing is hidden in Nim)."""

    state: State
    player: int
    game: str = "toy_nim"

    def __getattr__(self, name: str) -> Any:
        return getattr(self.state, name)

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def is_over(self) -> bool:
        return self.state.is_over


def _state(state: State | Observation) -> State:
    return state.state if isinstance(state, Observation) else state


def observe(state: State, player: int) -> Observation:
    return Observation(state, player)


def dump_observation(obs: Observation) -> dict[str, Any]:
    return {**dump_state(obs.state), "player": obs.player}


def load_observation(data: Mapping[str, Any]) -> Observation:
    if not isinstance(data.get("player"), int):
        raise PositionError("not a toy nim observation")
    return Observation(load_state({k: v for k, v in data.items() if k != "player"}), data["player"])


def determinize(obs: Observation, rng: random.Random) -> State:
    return obs.state


def state_key(state: State) -> int:
    return hash(state)


def dump_state(state: State) -> dict[str, Any]:
    return {
        "game": name,
        "players": state.num_players,
        "seed": state.seed,
        "big": state.big,
        "stones": state.stones,
        "to_play": state.to_play,
        "winner": state.winner,
    }


def load_state(data: Mapping[str, Any]) -> State:
    try:
        return State(
            data["players"], data["seed"], data["big"], data["stones"], data["to_play"],
            data["winner"],
        )
    except (KeyError, TypeError) as e:
        raise PositionError(f"not a toy nim position: {e}") from None


def move_to_json(move: Take) -> dict[str, Any]:
    return {"take": move.stones}


def move_from_json(data: Mapping[str, Any]) -> Take:
    if not isinstance(data, dict) or set(data) != {"take"} or type(data["take"]) is not int:
        raise NotationError(f"not a toy nim move: {data!r}"[:200])
    return Take(data["take"])


def format_move(state: State, move: Take) -> str:
    return f"take {move.stones}"


def parse_move(state: State, text: str) -> Take:
    words = text.split()
    if len(words) != 2 or words[0].lower() != "take" or words[1] not in ("1", "2", "3"):
        raise NotationError(f"a toy nim move is 'take N', got {text!r}"[:200])
    move = Take(int(words[1]))
    if validate(state, move):
        raise NotationError(f"no legal move fits {text!r}")
    return move


def render_svg(state: State) -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg"><text>{state.stones}</text></svg>'


def rule_text(rule_id: str) -> str:
    return "Take 1 to 3 stones; whoever takes the last one wins."


def evaluate(state: State, player: int) -> float:
    return 0.0


def clear_caches() -> None:
    """The toy game remembers nothing between calls."""


@contextmanager
def registered() -> Iterator[None]:
    """The toy game in the registry for the duration of a ``with`` block."""
    registry.register(name, __name__)
    try:
        yield
    finally:
        registry._MODULES.pop(name, None)
        registry._LOADED.pop(name, None)
