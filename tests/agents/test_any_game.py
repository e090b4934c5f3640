"""The agents play any game of the registry, through the game protocol only (issue 14)."""

from __future__ import annotations

import ast
import math
import random
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

import pytest

import brass_rules as br
import tests.agents.toygame as toy
from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from brass_rules.agents.base import evaluate, game_of, ranking_reward, reward
from brass_rules.hooks import GameHooks
from brass_rules.registry import GAMES, get_game


@pytest.fixture(autouse=True)
def _toy() -> Any:
    with toy.registered() as game:
        yield game


FACTORIES = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "mcts": partial(MCTSAgent, iterations=8, candidates=3),
    "mcts-rollouts": partial(
        MCTSAgent, iterations=4, candidates=2, rollout="greedy", rollout_depth=3, tree_depth=3
    ),
}


def _playout(game: Any, players: int, seed: int, factory: Any, limit: int = 10**6) -> Any:
    """A game between agents of *factory*, every choice checked legal; the last state."""
    state = game.new_game(players=players, seed=seed)
    seats = [factory(seed=seed * 10 + i) for i in range(players)]
    for _ in range(limit):
        if state.is_over:
            break
        me = state.to_move
        move = seats[me].choose(game.observe(state, me))
        assert game.validate(state, move) == ()
        state = game.apply(state, move)
    return state


@pytest.mark.parametrize("kind", FACTORIES)
@pytest.mark.parametrize("players", [1, 2, 5])
def test_agents_play_a_game_that_has_no_hooks_of_its_own(kind: str, players: int) -> None:
    game = get_game(toy.name)
    assert type(game.hooks) is GameHooks
    final = _playout(game, players, 3, FACTORIES[kind])
    assert final.is_over and sum(final.taken) >= 10


def test_searching_agents_take_the_last_tokens_when_they_can() -> None:
    # two tokens left, max_take 3, the mover's bonus cannot be beaten by taking fewer: the
    # one-ply agent and the search both see that taking both ends the game ahead
    state = toy.State(2, 0, 3, 2, (5, 5), (0, 0), 0)
    for factory in (GreedyAgent, partial(MCTSAgent, iterations=20)):
        assert factory(seed=1).choose(toy.observe(state, 0)) == toy.Take(2)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_agents_play_every_registered_game(name: str) -> None:
    game = get_game(name)
    needed = ("observe", "determinize", "legal_moves", "apply")
    missing = [f for f in needed if not hasattr(game, f)]
    if missing:
        pytest.skip(f"{name} has no {', '.join(missing)} yet")
    for kind in ("random", "greedy"):
        state = _playout(game, max(2, game.min_players), 5, FACTORIES[kind], limit=40)
        assert state.game == name


def test_check_finds_the_game_of_an_observation_and_refuses_a_state() -> None:
    state = toy.new_game(players=2, seed=1)
    assert RandomAgent.check(toy.observe(state, 0)) is get_game(toy.name)
    with pytest.raises(TypeError, match="Observation"):
        RandomAgent(1).choose(state)
    with pytest.raises(ValueError, match="not player 1's"):
        RandomAgent(1).choose(toy.observe(state, 1))
    with pytest.raises(br.UnknownNameError, match="unknown game"):
        game_of(_Named("no_such_game"))


class _Named:
    def __init__(self, game: str) -> None:
        self.game = game


def test_reward_without_the_games_own_comes_from_ranking_and_evaluate() -> None:
    game = get_game(toy.name)
    state = toy.State(3, 0, 3, 4, (3, 1, 1), (0, 2, 0), 0)
    # its evaluate: the score margin (3 - 3 = 0 for player 0, 1 - 3 = -2 for player 2)
    assert evaluate(game, state, 0) == 0.0 and evaluate(game, state, 2) == -2.0
    assert reward(game, state, 0) == 0.5
    assert reward(game, state, 2) == pytest.approx(1 / (1 + math.exp(0.2)))
    over = toy.State(3, 0, 3, 0, (6, 1, 3), (0, 2, 0), None)
    assert [reward(game, over, p) for p in range(3)] == [1.0, 0.25, 0.25]
    assert ranking_reward(game, toy.State(1, 0, 3, 0, (9,), (1,), None), 0) == 1.0
    # Birmingham keeps its own reward
    bham = get_game("brass_birmingham")
    s = br.new_game(players=2, seed=1)
    assert reward(bham, s, 0) == bham.hooks.reward(s, 0)


def test_hidden_bonuses_never_change_a_choice() -> None:
    rng = random.Random(4)
    for seed in range(6):
        state = toy.new_game(players=3, seed=seed)
        twin = toy.evolve(state, bonus=(state.bonus[0], rng.randrange(3), rng.randrange(3)))
        for kind, factory in FACTORIES.items():
            a = factory(seed=seed).choose(toy.observe(state, 0))
            b = factory(seed=seed).choose(toy.observe(twin, 0))
            assert a == b, kind


#: The platform's bot layers: none may import a game's internals (only the registry, the game
#: protocol, errors, kit, records and each other).
_PLATFORM = ["agents", "selfplay", "rl", "openspiel", "pettingzoo.py"]


def test_the_bot_layers_import_no_games_internals() -> None:
    root = Path(br.__file__).parent
    files = [p for part in _PLATFORM for p in sorted((root / part).rglob("*.py"))] + [
        root / p for p in _PLATFORM if p.endswith(".py")
    ]
    files = [f for f in files if f.is_file()]
    assert len(files) >= 8
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for module in names:
                assert not module.startswith(("brass_rules.birmingham", "brass_rules.le_havre")), (
                    path.name,
                    module,
                )


def test_search_settings_come_from_the_agent_then_the_game_then_the_platform(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A setting given to MCTSAgent wins; one left out is the game's ``search_settings``
    value, else the platform's :data:`~brass_rules.agents.mcts.SETTINGS`."""
    from brass_rules.agents.mcts import SETTINGS

    game = get_game(toy.name)
    assert MCTSAgent().settings(game) == SETTINGS

    class Hooks(GameHooks):
        settings: Mapping[str, Any] = {"iterations": 7, "rollout_turns": 1, "unknown": 3}

        def search_settings(self) -> Mapping[str, Any]:
            return self.settings

    hooks = Hooks(toy.name)
    monkeypatch.setattr(game, "hooks", hooks)
    agent = MCTSAgent(candidates=2)
    expected = {**SETTINGS, "iterations": 7, "rollout_turns": 1, "candidates": 2}
    assert agent.settings(game) == expected
    assert MCTSAgent(iterations=9).settings(game)["iterations"] == 9
    state = game.new_game(players=2, seed=1)
    agent.choose(game.observe(state, state.to_move))
    assert (agent.iterations, agent.rollout_turns, agent.max_candidates) == (7, 1, 2)
    hooks.settings = {"iterations": 0}
    with pytest.raises(ValueError, match="iterations"):
        MCTSAgent(seed=2).choose(game.observe(state, state.to_move))


def test_rollout_turns_end_a_rollout_at_the_agents_next_turn() -> None:
    """With ``rollout_turns=k`` a rollout stops when the agent is to move for the k-th time
    after another player moved; the reward is taken there."""
    game = get_game(toy.name)
    seen: list[tuple[int, int]] = []

    class Spy(MCTSAgent):
        def evaluate(self, state: Any, player: int) -> float:
            seen.append((state.to_move, len(state.taken)))
            return 0.5

    state = game.new_game(players=3, seed=4, max_take=2)
    me = state.to_move
    for turns in (1, 2):
        seen.clear()
        agent = Spy(iterations=6, tree_depth=1, rollout_depth=50, rollout_turns=turns, seed=1)
        agent.choose(game.observe(state, me))
        assert seen and all(to_move in (me, None) for to_move, _ in seen)
    seen.clear()
    Spy(iterations=6, tree_depth=1, rollout_depth=1, seed=1).choose(game.observe(state, me))
    assert any(to_move != me for to_move, _ in seen)
