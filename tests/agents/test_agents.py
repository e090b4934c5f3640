"""The built-in agents: legal, seeded, deciding from the observation only."""

from __future__ import annotations

import pickle
import random
from functools import partial

import pytest

import brass_rules as br
from brass_rules import agents
from brass_rules.agents import Agent, GreedyAgent, MCTSAgent, RandomAgent
from tests.agents.positions import game, sample

#: Cheap versions of the three agents (the tests check behaviour, not strength).
FACTORIES = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "mcts": partial(MCTSAgent, iterations=6, candidates=4),
    "mcts-greedy": partial(
        MCTSAgent, iterations=3, candidates=3, rollout="greedy", rollout_depth=2, tree_depth=3
    ),
}
POSITIONS = [s for n in (2, 3, 4) for s in sample(n, 3, 30)]


@pytest.mark.parametrize("kind", FACTORIES)
def test_every_choice_is_legal(kind: str) -> None:
    for i, state in enumerate(POSITIONS):
        agent = FACTORIES[kind](seed=i)
        move = agent.choose(br.observe(state, state.to_move))
        assert br.validate(state, move) == (), (kind, state.era, state.round, move)


@pytest.mark.parametrize("kind", FACTORIES)
def test_same_seed_same_move_and_agents_are_agents(kind: str) -> None:
    state = game(3, 3)[40]
    obs = br.observe(state, state.to_move)
    first, second = FACTORIES[kind](seed=5), FACTORIES[kind](seed=5)
    assert isinstance(first, Agent)
    assert first.choose(obs) == second.choose(obs)
    # an agent pickles with its generator: the copy continues exactly as the original
    copy = pickle.loads(pickle.dumps(first))
    assert copy.choose(obs) == first.choose(obs)


def _hidden_swapped(state: br.GameState, observer: int, rng: random.Random) -> br.GameState:
    """A state the observer cannot tell from *state* whose hidden cards are elsewhere."""
    for _ in range(20):
        other = br.determinize(br.observe(state, observer), rng)
        others = [i for i in range(state.num_players) if i != observer]
        if other.deck != state.deck or any(
            other.players[i].hand != state.players[i].hand for i in others
        ):
            return other
    raise AssertionError("no other arrangement of the hidden cards")


@pytest.mark.rule("R-GEN-HIDDEN")
@pytest.mark.parametrize("kind", FACTORIES)
def test_hidden_cards_never_change_the_choice(kind: str) -> None:
    rng = random.Random(9)
    for i, state in enumerate(POSITIONS[::2]):
        me = state.to_move
        assert me is not None
        twin = _hidden_swapped(state, me, rng)
        assert twin != state and br.observe(twin, me) == br.observe(state, me)
        a = FACTORIES[kind](seed=i).choose(br.observe(state, me))
        b = FACTORIES[kind](seed=i).choose(br.observe(twin, me))
        assert a == b


def test_agents_refuse_to_move_out_of_turn_and_non_observations() -> None:
    state = br.new_game(players=2, seed=1)
    idle = 1 - state.to_move
    for agent in (RandomAgent(1), GreedyAgent(1), MCTSAgent(iterations=2, seed=1)):
        with pytest.raises(ValueError, match=f"not player {idle}'s"):
            agent.choose(br.observe(state, idle))
        with pytest.raises(TypeError, match="Observation"):
            agent.choose(state)  # type: ignore[arg-type]


def test_agent_arguments_are_checked() -> None:
    with pytest.raises(TypeError, match="seed"):
        RandomAgent(seed="1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="budget"):
        MCTSAgent(iterations=None, time_limit=None)
    with pytest.raises(ValueError, match="iterations"):
        MCTSAgent(iterations=0)
    with pytest.raises(ValueError, match="rollout"):
        MCTSAgent(rollout="smart")
    with pytest.raises(ValueError, match="time_limit"):
        MCTSAgent(time_limit=-1.0)
    assert RandomAgent(1, name="rnd").name == "rnd"
    assert (RandomAgent(1).name, GreedyAgent(1).name, MCTSAgent(seed=1).name) == (
        "random",
        "greedy",
        "mcts",
    )


def test_mcts_time_limit_returns_a_legal_move() -> None:
    state = game(2, 3)[10]
    agent = MCTSAgent(iterations=None, time_limit=0.05, seed=2)
    move = agent.choose(br.observe(state, state.to_move))
    assert br.validate(state, move) == ()


def test_a_forced_move_is_played_without_a_search() -> None:
    states = [s for s in game(4, 3) if len(br.legal_moves(s)) == 1]
    assert states
    state = states[0]
    agent = MCTSAgent(iterations=10_000, seed=0)  # would take long if it searched
    assert agent.choose(br.observe(state, state.to_move)) == br.legal_moves(state)[0]


def test_the_protocol_accepts_any_object_with_a_name_and_choose() -> None:
    class First:
        name = "first"

        def choose(self, obs: br.Observation) -> br.Move:
            return br.legal_moves(obs)[0]

    assert isinstance(First(), Agent)
    assert not isinstance(object(), Agent)
    assert agents.__all__ == ["Agent", "GreedyAgent", "MCTSAgent", "RandomAgent", "SeededAgent"]


def test_agents_and_selfplay_are_submodules_imported_on_demand() -> None:
    import subprocess
    import sys

    code = (
        "import sys, brass_rules\n"
        "assert 'brass_rules.agents' not in sys.modules\n"
        "assert 'brass_rules.selfplay' not in sys.modules\n"
        "from brass_rules import agents, selfplay\n"
        "print(agents.MCTSAgent.__name__, selfplay.play_games.__name__)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["MCTSAgent", "play_games"]
