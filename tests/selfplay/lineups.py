"""Picklable make_agents for the self-play tests (a Lineup pickles by reference everywhere)."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

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


class AgentBug(Exception):
    """An agent's own exception class."""


class TwoPart(Exception):
    """An exception that does not unpickle (``__init__`` takes two arguments, ``args`` holds
    one)."""

    def __init__(self, what: str, where: str) -> None:
        super().__init__(f"{what} at {where}")


class NoPickle:
    """A value that refuses to pickle."""

    def __reduce__(self) -> tuple[object, ...]:
        raise TypeError("NoPickle does not pickle")

    def __repr__(self) -> str:
        return "NoPickle()"


class Final(Exception):
    """An exception class that refuses subclasses."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        raise TypeError("Final cannot be subclassed")


#: What :class:`Raising` raises, by name.
ERRORS: dict[str, Callable[[], Exception]] = {
    "value": lambda: ValueError("no good move"),
    "key": lambda: KeyError("a bug in the agent"),
    "bug": lambda: AgentBug("the agent's own bug"),
    "twopart": lambda: TwoPart("lost", "sea"),
    "unpicklable": lambda: ValueError(NoPickle()),
    "final": lambda: Final("final"),
    "group": lambda: ExceptionGroup("several", [ValueError("one"), KeyError("two")]),
}


class Raising(RandomAgent):
    """Raises ``ERRORS[kind]()`` at its first decision (``"illegal"``: plays an illegal move)."""

    name = "raising"

    def __init__(self, seed: int = 0, kind: str = "value") -> None:
        super().__init__(seed)
        self.kind = kind

    def choose(self, obs: object) -> object:
        if self.kind == "illegal":
            return br.Loan(card="no such card")
        raise ERRORS[self.kind]()


def raising_at_seed_1(kind: str, seed: int) -> list[object]:
    """Two players; in game seed 1 both raise ``ERRORS[kind]()``, the others play random games."""
    if seed == 1:
        return [Raising(0, kind), Raising(1, kind)]
    return [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]


class KillsItself(RandomAgent):
    """Ends its own process at its first decision (*how*: ``"SIGKILL"``, or ``"exit"`` for
    ``os._exit(3)``), once the file *path* holds a finished game."""

    name = "kills"

    def __init__(self, seed: int = 0, path: str = "", how: str = "SIGKILL") -> None:
        super().__init__(seed)
        self.path, self.how = path, how

    def choose(self, obs: object) -> object:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (
            os.path.exists(self.path) and Path(self.path).read_text()
        ):
            time.sleep(0.02)
        if self.how == "exit":
            os._exit(3)
        os.kill(os.getpid(), signal.SIGKILL)
        return super().choose(obs)  # pragma: no cover - the process is gone


def killed_at_seed_1(path: str, how: str, seed: int) -> list[object]:
    """Two players; game seed 0 is a quick random game, whose record in *path* sets off game
    seed 1's agents, which end their process; the other games take minutes."""
    if seed == 1:
        return [KillsItself(0, path, how), KillsItself(1, path, how)]
    delay = 0.0 if seed == 0 else 0.5
    return [Sleepy(2 * seed, delay=delay), Sleepy(2 * seed + 1, delay=delay)]
