"""Picklable make_agents for the self-play tests (a Lineup pickles by reference everywhere)."""

from __future__ import annotations

import time
from functools import partial

import brass_rules as br
from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from brass_rules.selfplay import Lineup

RANDOM4 = Lineup([RandomAgent] * 4)
RANDOM3 = Lineup([RandomAgent] * 3)
MIXED2 = Lineup([GreedyAgent, partial(MCTSAgent, iterations=1, candidates=2)])


class Cheat:
    """An agent that always plays an illegal move."""

    name = "cheat"

    def choose(self, obs: object) -> br.Move:
        return br.Loan(card="no such card")


class Sleepy(RandomAgent):
    """A random agent that takes *delay* seconds per decision."""

    name = "sleepy"

    def __init__(self, seed: int = 0, delay: float = 0.0) -> None:
        super().__init__(seed)
        self.delay = delay

    def choose(self, obs: object) -> object:
        time.sleep(self.delay)
        return super().choose(obs)


def cheat_at_seed_1(seed: int) -> list[object]:
    """Two players; game seed 1 has a cheat in each seat, the others play slowish random games."""
    if seed == 1:
        return [Cheat(), Cheat()]
    return [Sleepy(2 * seed, delay=0.003), Sleepy(2 * seed + 1, delay=0.003)]


def slow_after_seed_0(seed: int) -> list[object]:
    """Two players; game seed 0 is a quick random game, the others take minutes."""
    delay = 0.0 if seed == 0 else 0.5
    return [Sleepy(2 * seed, delay=delay), Sleepy(2 * seed + 1, delay=delay)]


class FailAt(RandomAgent):
    """A random agent that fails at its *k*-th decision: an illegal move, a library error or
    any other exception (*kind*)."""

    name = "failing"

    def __init__(self, seed: int = 0, k: int = 1, kind: str = "illegal") -> None:
        super().__init__(seed)
        self.k, self.kind, self.decisions = k, kind, 0

    def choose(self, obs: object) -> object:
        self.decisions += 1
        if self.decisions == self.k:
            if self.kind == "illegal":
                return br.Loan(card="no such card")
            if self.kind == "library":
                raise br.UnknownNameError("card", "Birmingam", known=["Birmingham"])
            raise KeyError("a bug in the agent")
        return super().choose(obs)


def fail_at(bad_seed: int, k: int, kind: str, seed: int) -> list[object]:
    """Two random agents; in game *bad_seed* seat 0 fails at its *k*-th decision."""
    first = FailAt(2 * seed, k, kind) if seed == bad_seed else RandomAgent(2 * seed)
    return [first, RandomAgent(2 * seed + 1)]


class Interrupted(RandomAgent):
    """Presses Ctrl-C at its first decision."""

    def choose(self, obs: object) -> object:
        raise KeyboardInterrupt


def interrupt_at_seed_1(seed: int) -> list[object]:
    """Two random agents; game seed 1 is interrupted at its first move."""
    if seed == 1:
        return [Interrupted(0), Interrupted(1)]
    return [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
