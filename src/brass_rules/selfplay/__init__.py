"""Self-play: whole games between agents, one at a time or thousands across cores and machines.

:func:`play_game` plays one seeded game of any registered game (``game=``, Brass: Birmingham by
default) and returns its :class:`~brass_rules.GameRecord`. :func:`play_games` plays one game
per seed on a process pool (``backend="process"``) or on a Ray cluster (``backend="ray"``, the
``[ray]`` extra). Each record equals ``play_game(make_agents(seed), seed, game=...)`` whatever
the backend and the number of workers, and the records come back in the order of the seeds.
``jsonl=path`` appends each record to a JSON-lines file as soon as its game ends, so a crash
loses no finished game.

Faults. A game that fails in :func:`play_games` (an agent raises, or plays an illegal move)
raises :class:`SelfPlayError` naming the game, its seed, the move number and the agent, with
the original error (pickled equal across processes and Ray) as :attr:`SelfPlayError.error`;
the error is also an instance of the original error's class where that class allows it, so
``except IllegalMoveError`` catches an agent's illegal move. No game is started after it; the
games already running are finished and written to *jsonl*, and the finished records ride on
the error as ``records``. A worker process that dies (killed, or ended by an agent) raises a
:class:`SelfPlayError` that is also a ``BrokenProcessPool``, naming the seed whose worker
died and, as ``lost``, the games that were running (the pool stops them all); the finished
games are kept as above. Ctrl-C (``KeyboardInterrupt``) stops the workers at once (within
about a second), keeps the finished games in *jsonl* and leaves them, in the order of the
seeds, on the ``KeyboardInterrupt`` as ``records``.

>>> from brass_rules import agents, selfplay
>>> rec = selfplay.play_game([agents.RandomAgent(1), agents.RandomAgent(2)], seed=7)
>>> rec.names, rec.seed, rec.final_state().is_over
(('random', 'random'), 7, True)
"""

from __future__ import annotations

import json
import os
import pickle
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

from brass_rules.errors import quote
from brass_rules.records import GameRecord
from brass_rules.registry import DEFAULT_GAME, get_game
from brass_rules.selfplay.faults import SelfPlayError
from brass_rules.selfplay.play import Lineup, MakeAgents, check_players, play_game, player_counts
from brass_rules.selfplay.runners import Processes, Progress, RayRunner, Runner

__all__ = ["BACKENDS", "Lineup", "SelfPlayError", "play_game", "play_games", "player_counts"]

# the public names live in this package's modules, but are documented and pickled as this
# package's own (``brass_rules.selfplay.Lineup``)
for _public in (SelfPlayError, Lineup, play_game, player_counts):
    _public.__module__ = __name__

#: The values of ``play_games(..., backend=)``.
BACKENDS = ("process", "ray")


def play_games(
    make_agents: MakeAgents,
    seeds: Iterable[int],
    players: int = 4,
    workers: int | None = 1,
    backend: str = "process",
    *,
    game: str = DEFAULT_GAME,
    progress: bool | None = None,
    jsonl: str | os.PathLike[str] | None = None,
    address: str | None = None,
    **options: Any,
) -> list[GameRecord]:
    """Play one game per seed; return the records in the order of *seeds*.

    *make_agents* (a picklable callable: a :class:`Lineup`, a module-level function or a
    :func:`functools.partial` of one) gives the agents of a game from its seed; it must give
    *players* of them. Record ``i`` equals ``play_game(make_agents(seeds[i]), seeds[i],
    game=game, **options)``; *options* are the game's ``new_game`` options (Birmingham's
    ``variant``) and must pickle.

    - ``backend="process"``: *workers* processes (``None``: one per core; 1: in this process).
    - ``backend="ray"``: Ray tasks, at most *workers* at a time (``None``: as many as the
      cluster runs). If Ray is not initialised, ``ray.init(address=address)`` starts a local
      Ray (or joins the cluster at *address*) and leaves it running for later calls.
    - *progress*: a progress bar (tqdm when installed); ``None`` shows it on a terminal only.
    - *jsonl*: a path; each record's :func:`~brass_rules.dump_record` is appended to it as one
      line as soon as its game ends (in the order games end), and flushed.

    :raises SelfPlayError: when a game fails (see the module docstring: the games running then
        are finished and written; the finished records are its ``records``), also an instance
        of the original error's class where it can be; when a worker process dies, also a
        ``BrokenProcessPool``, with the games lost as ``lost``.
    :raises KeyboardInterrupt: on Ctrl-C, within about a second, with ``records``.
    :raises ValueError: for an unknown backend, a bad worker count or player count.
    :raises UnknownNameError: for an unknown *game*.
    :raises TypeError: when *make_agents* does not pickle and workers are used.
    :raises ImportError: for ``backend="ray"`` without the ``[ray]`` extra.
    """
    seeds = list(seeds)
    the_game = get_game(game)
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, not {quote(backend)}")
    check_players(the_game, players)
    if workers is not None and (isinstance(workers, bool) or workers < 1):
        raise ValueError(f"workers must be a positive int or None, not {quote(workers)}")
    for seed in seeds:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seeds must be ints, not {quote(seed)}")
    if backend == "ray" or workers != 1:
        try:
            pickle.dumps(make_agents)
        except Exception as exc:
            raise TypeError(
                f"make_agents must pickle to run in workers ({exc}); use a Lineup, a "
                "module-level function or a functools.partial of one, not a lambda"
            ) from None
        try:
            pickle.dumps(options)
        except Exception as exc:
            raise TypeError(f"the game options must pickle to run in workers ({exc})") from None
    records: list[GameRecord | None] = [None] * len(seeds)
    bar = Progress(len(seeds), progress)
    out: IO[str] | None = None
    runner: Runner | None = None
    fault: SelfPlayError | None = None
    try:
        if jsonl is not None:
            out = Path(jsonl).open("a", encoding="utf-8")
        as_json = out is not None
        args = (make_agents, seeds, players, workers, as_json, game, options)
        runner = RayRunner(*args, address=address) if backend == "ray" else Processes(*args)
        for index, rec, data, error in runner.run():
            if error is not None:
                if fault is None:
                    fault = error
                    runner.stop()  # start no other game; the running ones finish
                continue
            records[index] = rec
            if out is not None:
                out.write(json.dumps(data, separators=(",", ":")) + "\n")
                out.flush()
            bar.update()
    except KeyboardInterrupt as interrupt:
        if runner is not None:
            runner.kill()
        interrupt.records = [r for r in records if r is not None]  # type: ignore[attr-defined]
        raise
    finally:
        bar.close()
        if out is not None:
            out.close()
        if runner is not None:
            runner.close()
    finished = [r for r in records if r is not None]
    if fault is not None:
        fault.records = finished
        cause = fault.error if isinstance(fault.error, BaseException) else None
        raise fault from cause
    return finished
