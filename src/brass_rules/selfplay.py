"""Self-play: whole games between agents, one at a time or thousands across cores and machines.

:func:`play_game` plays one seeded game and returns its :class:`~brass_rules.GameRecord`.
:func:`play_games` plays one game per seed on a process pool (``backend="process"``) or on a
Ray cluster (``backend="ray"``, the ``[ray]`` extra). Each record equals
``play_game(make_agents(seed), seed)`` whatever the backend and the number of workers, and the
records come back in the order of the seeds. ``jsonl=path`` appends each record to a JSON-lines
file as soon as its game ends, so a crash loses no finished game.

>>> from brass_rules import agents, selfplay
>>> rec = selfplay.play_game([agents.RandomAgent(1), agents.RandomAgent(2)], seed=7)
>>> rec.names, rec.seed, rec.final_state().is_over
(('random', 'random'), 7, True)
"""

from __future__ import annotations

import json
import os
import pickle
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import IO, Any

from brass_rules.agents.base import Agent
from brass_rules.birmingham.engine import apply
from brass_rules.birmingham.enums import Variant
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.observe import observe
from brass_rules.birmingham.setup import new_game
from brass_rules.errors import IllegalMoveError
from brass_rules.records import GameRecord, complete, dump_record

__all__ = ["BACKENDS", "Lineup", "play_game", "play_games"]

#: The values of ``play_games(..., backend=)``.
BACKENDS = ("process", "ray")

#: A picklable callable: game seed -> the agents, one per seat.
MakeAgents = Callable[[int], Sequence[Agent]]


class Lineup:
    """A picklable *make_agents*: one agent factory per seat, each called with ``seed=``.

    Seat *i* of game *seed* gets ``factories[i](seed=4 * seed + i)``, so every agent of every
    game has a seed of its own. A factory is an agent class or a :func:`functools.partial` of
    one (``partial(MCTSAgent, iterations=50)``); both pickle, so a lineup runs on any backend.

    >>> from brass_rules.agents import GreedyAgent, RandomAgent
    >>> from brass_rules.selfplay import Lineup
    >>> Lineup([GreedyAgent, RandomAgent])(3)
    [GreedyAgent(seed=12, name='greedy'), RandomAgent(seed=13, name='random')]
    """

    def __init__(self, factories: Iterable[Callable[..., Agent]]) -> None:
        self.factories = tuple(factories)
        if not 2 <= len(self.factories) <= 4:
            raise ValueError(f"a lineup has 2 to 4 seats, not {len(self.factories)}")
        for factory in self.factories:
            if not callable(factory):
                raise TypeError(f"{factory!r} is not an agent factory")

    def __call__(self, seed: int) -> list[Agent]:
        return [f(seed=4 * seed + i) for i, f in enumerate(self.factories)]

    def __repr__(self) -> str:
        return f"Lineup({list(self.factories)!r})"


def play_game(
    agents: Sequence[Agent], seed: int, *, variant: Variant = Variant.STANDARD
) -> GameRecord:
    """Play a game of ``len(agents)`` players from ``new_game(players, seed, variant)``.

    Seat *i* is played by ``agents[i]``, which sees only ``observe(state, i)``. The record holds
    every move completed (:func:`~brass_rules.complete`) and ``names`` the agents' names.

    :raises IllegalMoveError: when an agent returns an illegal move (a note names the agent).
    :raises TypeError: when an agent lacks ``name`` or ``choose``.
    """
    agents = list(agents)
    for agent in agents:
        if not isinstance(agent, Agent):
            raise TypeError(f"{agent!r} is not an agent: it needs a name and choose(obs)")
    state = new_game(players=len(agents), seed=seed, variant=variant)
    moves: list[Move] = []
    while not state.is_over:
        player = state.to_move
        assert player is not None
        move = agents[player].choose(observe(state, player))
        try:
            move = complete(state, move)
            state = apply(state, move)
        except IllegalMoveError as exc:
            exc.add_note(
                f"agent {agents[player].name!r} (player {player}) at move {len(moves) + 1}"
            )
            raise
        moves.append(move)
    return GameRecord(
        players=len(agents),
        seed=seed,
        variant=variant,
        moves=tuple(moves),
        names=tuple(a.name for a in agents),
    )


def _play_one(
    make_agents: MakeAgents, seed: int, players: int, as_json: bool
) -> tuple[GameRecord, dict[str, Any] | None]:
    """One game of :func:`play_games` (runs in a worker); the JSON too when it is written."""
    agents = list(make_agents(seed))
    if len(agents) != players:
        raise ValueError(
            f"make_agents({seed}) gave {len(agents)} agents for a {players}-player game"
        )
    rec = play_game(agents, seed)
    return rec, (dump_record(rec) if as_json else None)


class _Progress:
    """A tqdm bar when tqdm is installed, else a plain counter on stderr."""

    def __init__(self, total: int, enabled: bool | None) -> None:
        if enabled is None:
            enabled = total > 1 and sys.stderr.isatty()
        self.enabled = enabled
        self.total = total
        self.done = 0
        self.bar: Any = None
        if enabled:
            try:
                from tqdm import tqdm
            except ImportError:
                pass
            else:
                self.bar = tqdm(total=total, unit="game", desc="self-play")

    def update(self) -> None:
        self.done += 1
        if self.bar is not None:
            self.bar.update(1)
        elif self.enabled:
            end = "\n" if self.done == self.total else ""
            print(f"\rself-play: {self.done}/{self.total} games", end=end, file=sys.stderr)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def play_games(
    make_agents: MakeAgents,
    seeds: Iterable[int],
    players: int = 4,
    workers: int | None = 1,
    backend: str = "process",
    *,
    progress: bool | None = None,
    jsonl: str | os.PathLike[str] | None = None,
    address: str | None = None,
) -> list[GameRecord]:
    """Play one game per seed; return the records in the order of *seeds*.

    *make_agents* (a picklable callable: a :class:`Lineup`, a module-level function or a
    :func:`functools.partial` of one) gives the agents of a game from its seed; it must give
    *players* of them. Record ``i`` equals ``play_game(make_agents(seeds[i]), seeds[i])``.

    - ``backend="process"``: *workers* processes (``None``: one per core; 1: in this process).
    - ``backend="ray"``: Ray tasks, at most *workers* at a time (``None``: as many as the
      cluster runs). If Ray is not initialised, ``ray.init(address=address)`` starts a local
      Ray (or joins the cluster at *address*) and leaves it running for later calls.
    - *progress*: a progress bar (tqdm when installed); ``None`` shows it on a terminal only.
    - *jsonl*: a path; each record's :func:`~brass_rules.dump_record` is appended to it as one
      line as soon as its game ends (in the order games end), and flushed.

    :raises ValueError: for an unknown backend, a bad worker count or player count.
    :raises TypeError: when *make_agents* does not pickle and workers are used.
    :raises ImportError: for ``backend="ray"`` without the ``[ray]`` extra.
    """
    seeds = list(seeds)
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, not {backend!r}")
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise ValueError(f"Brass: Birmingham is for 2, 3 or 4 players, not {players!r}")
    if workers is not None and (isinstance(workers, bool) or workers < 1):
        raise ValueError(f"workers must be a positive int or None, not {workers!r}")
    for seed in seeds:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seeds must be ints, not {seed!r}")
    if backend == "ray" or workers != 1:
        try:
            pickle.dumps(make_agents)
        except Exception as exc:
            raise TypeError(
                f"make_agents must pickle to run in workers ({exc}); use a Lineup, a "
                "module-level function or a functools.partial of one, not a lambda"
            ) from None
    records: list[GameRecord | None] = [None] * len(seeds)
    bar = _Progress(len(seeds), progress)
    out: IO[str] | None = None
    try:
        if jsonl is not None:
            out = Path(jsonl).open("a", encoding="utf-8")
        as_json = out is not None
        if backend == "ray":
            run = _run_ray(make_agents, seeds, players, workers, address, as_json)
        else:
            run = _run_processes(make_agents, seeds, players, workers, as_json)
        for index, rec, data in run:
            records[index] = rec
            if out is not None:
                out.write(json.dumps(data, separators=(",", ":")) + "\n")
                out.flush()
            bar.update()
    finally:
        bar.close()
        if out is not None:
            out.close()
    return [r for r in records if r is not None]


Finished = Iterator[tuple[int, GameRecord, dict[str, Any] | None]]


def _run_processes(
    make_agents: MakeAgents, seeds: list[int], players: int, workers: int | None, as_json: bool
) -> Finished:
    """Games on a process pool, yielded as they finish: (index in seeds, record, JSON)."""
    if workers is None:
        workers = os.cpu_count() or 1
    if workers == 1 or len(seeds) <= 1:
        for index, seed in enumerate(seeds):
            yield (index, *_play_one(make_agents, seed, players, as_json))
        return
    with ProcessPoolExecutor(max_workers=min(workers, len(seeds))) as pool:
        futures: dict[Future[tuple[GameRecord, dict[str, Any] | None]], int] = {
            pool.submit(_play_one, make_agents, seed, players, as_json): index
            for index, seed in enumerate(seeds)
        }
        pending = set(futures)
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in sorted(done, key=futures.__getitem__):
                    yield (futures[future], *future.result())
        finally:
            for future in pending:
                future.cancel()


def _run_ray(
    make_agents: MakeAgents,
    seeds: list[int],
    players: int,
    workers: int | None,
    address: str | None,
    as_json: bool,
) -> Finished:
    """Games as Ray tasks, at most *workers* in flight, yielded as they finish."""
    try:
        import ray
    except ImportError as exc:  # pragma: no cover - the [ray] extra is installed in CI
        raise ImportError(
            "backend='ray' needs Ray: pip install 'brass_rules[ray]'"
        ) from exc
    if not ray.is_initialized():
        if address is None:  # a local Ray, quietly
            ray.init(include_dashboard=False, log_to_driver=False)
        else:  # an existing cluster brings its own settings
            ray.init(address=address, log_to_driver=False)
    task = ray.remote(num_cpus=1)(_play_one)
    limit = len(seeds) if workers is None else workers
    waiting = list(enumerate(seeds))
    in_flight: dict[Any, int] = {}
    while waiting or in_flight:
        while waiting and len(in_flight) < limit:
            index, seed = waiting.pop(0)
            in_flight[task.remote(make_agents, seed, players, as_json)] = index
        done, _ = ray.wait(list(in_flight), num_returns=1)
        for ref in done:
            index = in_flight.pop(ref)
            yield (index, *ray.get(ref))
