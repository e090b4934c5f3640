"""A tiny game with hidden information, registered as ``"toy_tokens"``: the bot layers' tests
play it to show that agents, self-play, ``rl``, PettingZoo and OpenSpiel need nothing but the
game protocol (its ``evaluate`` is the plain score margin, and it overrides no hook of
:class:`~brass_rules.hooks.GameHooks`: no ``reward``, no ``rl_spec``, no ``complete``).

1 to 5 players take turns taking 1 to ``max_take`` (an option, default 3) tokens from a pile of
10 to 15 (the seed decides); the game ends when the pile is empty. Each player also has a
hidden bonus of 0 to 2 (the seed deals it); the score is the tokens taken plus the bonus.
The game is registered only inside :func:`registered` (the ``toy`` fixture), so the suites that
run over every registered game (the conformance suite) never see it; worker processes forked
meanwhile inherit the registration.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from attrs import evolve, frozen

from brass_rules import registry
from brass_rules.errors import IllegalMoveError, NotationError, RuleViolation
from brass_rules.hooks import GameHooks
from brass_rules.kit.options import Option

name = "toy_tokens"
hooks = GameHooks(name)
title = "Toy Tokens"
min_players = 1
max_players = 5
options = (Option("max_take", 3, (2, 3, 40), "the most tokens one move takes"),)


@frozen
class Take:
    n: int


@frozen
class State:
    num_players: int
    seed: int
    max_take: int
    pile: int
    taken: tuple[int, ...]
    bonus: tuple[int, ...]
    to_move: int | None

    @property
    def game(self) -> str:
        return name

    @property
    def is_over(self) -> bool:
        return self.pile == 0


@frozen
class Obs:
    num_players: int
    player: int
    max_take: int
    pile: int
    taken: tuple[int, ...]
    my_bonus: int
    to_move: int | None

    @property
    def game(self) -> str:
        return name

    @property
    def is_over(self) -> bool:
        return self.pile == 0


def new_game(*, players: int, seed: int, max_take: int = 3) -> State:
    if not min_players <= players <= max_players:
        raise ValueError(f"1 to 5 players, not {players}")
    rng = random.Random(seed)
    pile = 10 + rng.randrange(6)
    bonus = tuple(rng.randrange(3) for _ in range(players))
    return State(players, seed, max_take, pile, (0,) * players, bonus, 0)


def legal_moves(state: State | Obs) -> tuple[Take, ...]:
    if state.is_over or (isinstance(state, Obs) and state.player != state.to_move):
        return ()
    return tuple(Take(n) for n in range(1, min(state.max_take, state.pile) + 1))


def validate(state: State, move: Any) -> tuple[RuleViolation, ...]:
    if move not in legal_moves(state):
        return (RuleViolation("T-TAKE", f"cannot take {move!r} now"),)
    return ()


def apply(state: State, move: Take) -> State:
    violations = validate(state, move)
    if violations:
        raise IllegalMoveError(violations)
    assert state.to_move is not None
    taken = list(state.taken)
    taken[state.to_move] += move.n
    pile = state.pile - move.n
    nxt = None if pile == 0 else (state.to_move + 1) % state.num_players
    return evolve(state, pile=pile, taken=tuple(taken), to_move=nxt)


def scores(state: State) -> tuple[int, ...]:
    return tuple(t + b for t, b in zip(state.taken, state.bonus, strict=True))


def evaluate(state: State, player: int) -> float:
    """The score margin: the player's score less the best other player's (the score alone in
    a one-player game)."""
    points = scores(state)
    others = [v for i, v in enumerate(points) if i != player]
    return float(points[player] - (max(others) if others else 0))


def ranking(state: State) -> tuple[tuple[int, ...], ...]:
    s = scores(state)
    return tuple(
        tuple(p for p in range(state.num_players) if s[p] == v)
        for v in sorted(set(s), reverse=True)
    )


def observe(state: State, player: int) -> Obs:
    return Obs(
        state.num_players, player, state.max_take, state.pile, state.taken,
        state.bonus[player], state.to_move,
    )  # fmt: skip


def dump_observation(obs: Obs) -> dict[str, Any]:
    return {
        "game": name, "players": obs.num_players, "player": obs.player,
        "max_take": obs.max_take, "pile": obs.pile, "taken": list(obs.taken),
        "bonus": obs.my_bonus, "to_move": obs.to_move,
    }  # fmt: skip


def load_observation(data: Mapping[str, Any]) -> Obs:
    return Obs(
        data["players"], data["player"], data["max_take"], data["pile"],
        tuple(data["taken"]), data["bonus"], data["to_move"],
    )  # fmt: skip


def determinize(obs: Obs, rng: random.Random) -> State:
    bonus = tuple(
        obs.my_bonus if p == obs.player else rng.randrange(3) for p in range(obs.num_players)
    )
    return State(
        obs.num_players, rng.randrange(2**31), obs.max_take, obs.pile, obs.taken, bonus,
        obs.to_move,
    )  # fmt: skip


def state_key(state: State) -> int:
    return hash((state.pile, state.taken, state.bonus, state.to_move)) & (2**64 - 1)


def dump_state(state: State) -> dict[str, Any]:
    return {
        "game": name, "players": state.num_players, "seed": state.seed,
        "max_take": state.max_take, "pile": state.pile, "taken": list(state.taken),
        "bonus": list(state.bonus), "to_move": state.to_move,
    }  # fmt: skip


def load_state(data: Mapping[str, Any]) -> State:
    return State(
        data["players"], data["seed"], data["max_take"], data["pile"], tuple(data["taken"]),
        tuple(data["bonus"]), data["to_move"],
    )  # fmt: skip


def move_to_json(move: Take) -> dict[str, Any]:
    return {"take": move.n}


def move_from_json(data: Mapping[str, Any]) -> Take:
    if not isinstance(data, Mapping) or type(data.get("take")) is not int:
        raise NotationError(f"not a move: {data!r}")
    return Take(data["take"])


def format_move(state: State, move: Take) -> str:
    return f"take {move.n}"


def parse_move(state: State, text: str) -> Take:
    word, _, n = text.partition(" ")
    if word != "take" or not n.isdigit():
        raise NotationError(f"not a move: {text!r}")
    return Take(int(n))


def render_svg(state: State | Obs) -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg"><text>{state.pile}</text></svg>'


def rule_text(rule_id: str) -> str:
    return "Take 1 to max_take tokens." if rule_id == "T-TAKE" else ""


def clear_caches() -> None:
    """The toy game remembers nothing between calls."""


def make_random(seed: int, players: int = 3) -> list[Any]:
    """A module-level make_agents: *players* random agents."""
    from brass_rules.agents import RandomAgent

    return [RandomAgent(seed=10 * seed + i) for i in range(players)]


@contextmanager
def registered() -> Iterator[Any]:
    """The game registered as ``"toy_tokens"`` for the duration of the block."""
    registry.register(name, __name__)
    try:
        yield registry.get_game(name)
    finally:
        registry._MODULES.pop(name, None)
        registry._LOADED.pop(name, None)
        specs = sys.modules.get("brass_rules.rl.spec")  # the module (rl.spec is the function)
        if specs is not None:
            specs._SPECS.pop(name, None)
