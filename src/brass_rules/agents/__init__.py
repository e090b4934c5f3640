"""Built-in agents: :class:`RandomAgent`, :class:`GreedyAgent` and :class:`MCTSAgent`.

An agent decides from an :class:`~brass_rules.Observation` only. Where it needs a full state
(to try a move out), it draws one with ``determinize(obs, rng)`` from its own seeded generator.

>>> import brass_rules as br
>>> from brass_rules import agents
>>> state = br.new_game(players=2, seed=7)
>>> obs = br.observe(state, state.to_move)
>>> move = agents.GreedyAgent(seed=1).choose(obs)
>>> br.validate(state, move)
()
"""

from brass_rules.agents.base import Agent, SeededAgent
from brass_rules.agents.greedy import GreedyAgent
from brass_rules.agents.mcts import MCTSAgent
from brass_rules.agents.random_agent import RandomAgent

__all__ = ["Agent", "GreedyAgent", "MCTSAgent", "RandomAgent", "SeededAgent"]
