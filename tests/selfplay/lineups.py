"""Picklable make_agents for the self-play tests (a Lineup pickles by reference everywhere)."""

from __future__ import annotations

from functools import partial

from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from brass_rules.selfplay import Lineup

RANDOM4 = Lineup([RandomAgent] * 4)
RANDOM3 = Lineup([RandomAgent] * 3)
MIXED2 = Lineup([GreedyAgent, partial(MCTSAgent, iterations=1, candidates=2)])
