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
import signal
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.sharedctypes import RawArray
from pathlib import Path
from typing import IO, Any

import attrs

from brass_rules.agents.base import Agent
from brass_rules.errors import BrassError, quote
from brass_rules.game import Game
from brass_rules.records import GameRecord, dump_record
from brass_rules.registry import DEFAULT_GAME, get_game

__all__ = ["BACKENDS", "Lineup", "SelfPlayError", "play_game", "play_games"]

#: The values of ``play_games(..., backend=)``.
BACKENDS = ("process", "ray")

#: A picklable callable: game seed -> the agents, one per seat.
MakeAgents = Callable[[int], Sequence[Agent]]


class SelfPlayError(BrassError, RuntimeError):
    """A game of :func:`play_games` failed: which game, seed, move and agent, and why.

    *move* is the 1-based number of the move being decided (``None`` when the game failed
    before its first decision, e.g. in ``make_agents``, or when its worker died); *agent* and
    *player* name the seat that was deciding; *error* is the original exception (or its text,
    when it does not pickle); *lost* holds the seeds of the games that were running when a
    worker process died, which have no record (empty when a game failed by itself: the games
    running then were finished).

    The error :func:`play_games` raises is also an instance of *error*'s class (a class made
    for it, ``SelfPlayError(IllegalMoveError)``, as Ray does for its task errors), so ``except
    IllegalMoveError`` still catches an illegal move, and the cause's own attributes (such as
    ``violations``) read through it. Exceptions: a class that refuses subclasses, that cannot be
    made with this one (``ExceptionGroup``), that is not an ``Exception`` (``SystemExit``), or
    that cannot be pickled by reference (one defined inside a function) gives a plain
    ``SelfPlayError``; catch ``SelfPlayError`` and look at ``error`` to cover every case.

    Pickles equal, so it reads the same from a worker process or a Ray task: two are equal when
    they are of the same class and name the same game, seed, move, agent, player and lost
    seeds, with errors of the same class and text.
    """

    #: The class of the cause this class was made for (``None`` for SelfPlayError itself).
    cause: type[Exception] | None = None

    def __init__(
        self,
        game: str,
        seed: int,
        move: int | None,
        agent: str | None,
        player: int | None,
        error: BaseException | str,
        lost: Iterable[int] = (),
    ) -> None:
        self.game = game
        self.seed = seed
        self.move = move
        self.agent = agent
        self.player = player
        self.error = error
        self.lost = tuple(lost)
        self.records: list[GameRecord] = []
        """The games that finished, in the order of the seeds (set by :func:`play_games`)."""
        where = f"{game} game seed {seed}"
        if move is not None:
            where += f" failed at move {move}"
            if agent is not None:
                where += f" (agent {quote(agent)}, player {player})"
        elif self.lost:
            where += " failed"
        else:
            where += " failed before its first move"
        message = f"{where}: {_cut(_why(error), _WHY)}"
        if self.lost:
            message += f"; lost (running, no record): {_seeds(self.lost)}"
        Exception.__init__(self, message)

    def __str__(self) -> str:
        return str(self.args[0])

    def __reduce__(self) -> tuple[Any, ...]:
        fields = (self.game, self.seed, self.move, self.agent, self.player, self.error, self.lost)
        return (_rebuild, (self.cause, *fields), {"records": self.records})

    def _key(self) -> tuple[Any, ...]:
        error = self.error
        why = error if isinstance(error, str) else (type(error), _why(error))
        where = (self.game, self.seed, self.move, self.agent, self.player)
        return (type(self), *where, why, self.lost)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SelfPlayError) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())


#: Longest text of the cause in a :class:`SelfPlayError`'s message.
_WHY = 300


def _why(error: BaseException | str) -> str:
    """``"KeyError: 'x'"``: the class and text of *error* (safe on a failing ``__str__``)."""
    if isinstance(error, str):
        return error
    try:
        text = str(error)
    except Exception:
        text = f"<unprintable {type(error).__name__}>"
    return f"{type(error).__name__}: {text}"


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _seeds(seeds: Sequence[int]) -> str:
    """``"seeds 3, 5"``: at most ten of them written out."""
    shown = ", ".join(str(s) for s in seeds[:10])
    more = f" and {len(seeds) - 10} more" if len(seeds) > 10 else ""
    return f"seed{'s' if len(seeds) > 1 else ''} {shown}{more}"


def _delegate(self: SelfPlayError, name: str) -> Any:
    """A made class reads the cause's public attributes (``violations``) through the error."""
    error = self.__dict__.get("error")
    if name.startswith("_") or not isinstance(error, BaseException):
        raise AttributeError(name)
    return getattr(error, name)


#: The classes made so far: the cause's class -> SelfPlayError(cause) (None: cannot be made).
_MADE: dict[type[Exception], type[SelfPlayError] | None] = {}


def _made_class(cause: type[Exception]) -> type[SelfPlayError] | None:
    """The subclass of both :class:`SelfPlayError` and *cause*, made once per class, or None
    where *cause* does not allow it."""
    if cause in _MADE:
        return _MADE[cause]
    made: type[SelfPlayError] | None = None
    if issubclass(cause, SelfPlayError):
        made = None
    elif _pickles_by_reference(cause):
        name = f"SelfPlayError({cause.__name__})"
        namespace = {"__module__": __name__, "__qualname__": name, "cause": cause,
                     "__getattr__": _delegate}  # fmt: skip
        try:
            candidate = type(name, (SelfPlayError, cause), namespace)
            candidate("g", 0, None, None, None, "e")  # the class's __new__ takes our arguments
        except Exception:
            made = None
        else:
            made = candidate
    _MADE[cause] = made
    return made


def _pickles_by_reference(cls: type) -> bool:
    try:
        return pickle.loads(pickle.dumps(cls)) is cls
    except Exception:
        return False


def _rebuild(cause: type[Exception] | None, *fields: Any) -> SelfPlayError:
    """Unpickles a :class:`SelfPlayError` (of the class made for *cause*, if any)."""
    made = None if cause is None else _made_class(cause)
    return (made or SelfPlayError)(*fields)


def _fault(
    game: str,
    seed: int,
    move: int | None,
    agent: str | None,
    player: int | None,
    error: BaseException,
    lost: Iterable[int] = (),
) -> SelfPlayError:
    """The :class:`SelfPlayError` for *error*: of the class made for its class where it can be
    made, carrying *error* (or its text, if it does not pickle)."""
    made = _made_class(type(error)) if isinstance(error, Exception) else None
    return (made or SelfPlayError)(game, seed, move, agent, player, _picklable(error), lost)


class Lineup:
    """A picklable *make_agents*: one agent factory per seat, each called with ``seed=``.

    Seat *i* of game *seed* gets ``factories[i](seed=k * seed + i)`` with ``k = max(4, seats)``,
    so every agent of every game has a seed of its own. A factory is an agent class or a
    :func:`functools.partial` of one (``partial(MCTSAgent, iterations=50)``); both pickle, so a
    lineup runs on any backend.

    >>> from brass_rules.agents import GreedyAgent, RandomAgent
    >>> from brass_rules.selfplay import Lineup
    >>> Lineup([GreedyAgent, RandomAgent])(3)
    [GreedyAgent(seed=12, name='greedy'), RandomAgent(seed=13, name='random')]
    """

    def __init__(self, factories: Iterable[Callable[..., Agent]]) -> None:
        self.factories = tuple(factories)
        if not self.factories:
            raise ValueError("a lineup has at least one seat")
        for factory in self.factories:
            if not callable(factory):
                raise TypeError(f"{quote(factory)} is not an agent factory")

    def __call__(self, seed: int) -> list[Agent]:
        stride = max(4, len(self.factories))
        return [f(seed=stride * seed + i) for i, f in enumerate(self.factories)]

    def __repr__(self) -> str:
        return f"Lineup({list(self.factories)!r})"


def player_counts(low: int, high: int) -> str:
    """``"2, 3 or 4"``: the player counts from *low* to *high* in words."""
    if low == high:
        return str(low)
    return ", ".join(str(n) for n in range(low, high)) + f" or {high}"


def _check_players(game: Game, players: object) -> None:
    low, high = game.min_players, game.max_players
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise ValueError(
            f"{game.title} is for {player_counts(low, high)} players, not {quote(players)}"
        )


def _record(
    game: Game,
    players: int,
    seed: int,
    options: Mapping[str, Any],
    moves: Sequence[Any],
    names: tuple[str, ...],
) -> GameRecord:
    """A :class:`GameRecord` of a game played from ``new_game(players, seed, **options)``."""
    fields = {f.name for f in attrs.fields(GameRecord)}
    kwargs: dict[str, Any] = {"players": players, "seed": seed, "moves": tuple(moves)}
    kwargs["names"] = names
    if "game" in fields:
        kwargs["game"] = game.name
    elif game.name != DEFAULT_GAME:  # pragma: no cover - records know their game now
        raise TypeError(f"this version's GameRecord cannot hold a {game.title} game")
    if "options" in fields:
        kwargs["options"] = dict(options)
    else:
        unknown = set(options) - fields
        if unknown:  # pragma: no cover - records hold every game's options now
            raise TypeError(f"GameRecord cannot hold the options {sorted(unknown)}")
        kwargs.update(options)
    return GameRecord(**kwargs)


class _Failed(Exception):
    """Internal: where a game failed (the move number, the agent) and the original error."""

    def __init__(
        self, move: int | None, agent: str | None, player: int | None, error: Exception
    ) -> None:
        super().__init__(move, agent, player, error)
        self.move, self.agent, self.player, self.error = move, agent, player, error


def _play(agents: list[Any], seed: int, game: Game, options: Mapping[str, Any]) -> GameRecord:
    """The game, or :class:`_Failed` saying where it failed."""
    try:
        state = game.new_game(players=len(agents), seed=seed, **options)
    except Exception as exc:
        raise _Failed(None, None, None, exc) from exc
    complete = getattr(game, "complete", None)
    moves: list[Any] = []
    while not state.is_over:
        player = state.to_move
        assert player is not None
        agent = agents[player]
        try:
            move = agent.choose(game.observe(state, player))
            if complete is not None:
                move = complete(state, move)
            state = game.apply(state, move)
        except Exception as exc:
            raise _Failed(len(moves) + 1, str(agent.name), player, exc) from exc
        moves.append(move)
    return _record(game, len(agents), seed, options, moves, tuple(a.name for a in agents))


def play_game(
    agents: Sequence[Agent], seed: int, *, game: str = DEFAULT_GAME, **options: Any
) -> GameRecord:
    """Play a game of ``len(agents)`` players from ``get_game(game).new_game(players, seed,
    **options)`` (Birmingham's option: ``variant``).

    Seat *i* is played by ``agents[i]``, which sees only ``observe(state, i)``. The record holds
    every move (completed with the game's ``complete`` if it has one: Birmingham's
    :func:`~brass_rules.complete`), its game and ``names`` the agents' names.

    :raises IllegalMoveError: when an agent returns an illegal move; as for any error an agent
        raises, a note names the game seed, the move number and the agent.
    :raises TypeError: when an agent lacks ``name`` or ``choose``.
    :raises UnknownNameError: for an unknown *game*.
    """
    the_game = get_game(game)
    agents = list(agents)
    for agent in agents:
        if not isinstance(agent, Agent):
            raise TypeError(f"{quote(agent)} is not an agent: it needs a name and choose(obs)")
    try:
        return _play(agents, seed, the_game, options)
    except _Failed as failed:
        error = failed.error
        if failed.move is not None:
            error.add_note(
                f"game seed {seed}, move {failed.move}: agent {quote(failed.agent)} "
                f"(player {failed.player})"
            )
        raise error from None


#: What a worker sends back: the index in the seeds, then the record and its JSON, or the error.
Outcome = tuple[int, GameRecord | None, dict[str, Any] | None, SelfPlayError | None]


def _play_one(
    make_agents: MakeAgents,
    index: int,
    seed: int,
    players: int,
    as_json: bool,
    game: str = DEFAULT_GAME,
    options: Mapping[str, Any] | None = None,
) -> Outcome:
    """One game of :func:`play_games` (runs in a worker): its record, or why it failed.

    Failures are returned, not raised, so that they reach the caller equal on every backend.
    """
    the_game = get_game(game)
    try:
        agents = list(make_agents(seed))
        if len(agents) != players:
            raise ValueError(
                f"make_agents({seed}) gave {len(agents)} agents for a {players}-player game"
            )
        rec = _play(agents, seed, the_game, options or {})
        return index, rec, (dump_record(rec) if as_json else None), None
    except _Failed as failed:
        fault = _fault(game, seed, failed.move, failed.agent, failed.player, failed.error)
    except Exception as exc:
        fault = _fault(game, seed, None, None, None, exc)
    return index, None, None, fault


def _picklable(error: BaseException) -> BaseException | str:
    """*error* if it pickles back as itself (every library error does), else its class and
    text."""
    try:
        copy = pickle.loads(pickle.dumps(error))
        same = type(copy) is type(error) and _why(copy) == _why(error)
    except Exception:
        same = False
    return error if same else _why(error)


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
    _check_players(the_game, players)
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
    bar = _Progress(len(seeds), progress)
    out: IO[str] | None = None
    runner: _Runner | None = None
    fault: SelfPlayError | None = None
    try:
        if jsonl is not None:
            out = Path(jsonl).open("a", encoding="utf-8")
        as_json = out is not None
        args = (make_agents, seeds, players, workers, as_json, game, options)
        runner = _RayRunner(*args, address=address) if backend == "ray" else _Processes(*args)
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


#: In a worker process: the shared array where it writes its process id at the index of each
#: game it starts (see :meth:`_Processes.broken`).
_STARTED: Any = None


def _start_worker(started: Any) -> None:
    """Workers leave Ctrl-C to the caller, which stops them, and say which games they start."""
    global _STARTED
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _STARTED = started


def _play_in_worker(*args: Any) -> Outcome:
    """:func:`_play_one` in a worker process, after marking the game started."""
    _STARTED[args[1]] = os.getpid()
    return _play_one(*args)


class _Runner:
    """Plays the games somewhere and yields their outcomes as they finish."""

    def __init__(
        self,
        make_agents: MakeAgents,
        seeds: list[int],
        players: int,
        workers: int | None,
        as_json: bool,
        game: str,
        options: Mapping[str, Any],
    ) -> None:
        self.make_agents = make_agents
        self.seeds = seeds
        self.players = players
        self.workers = workers
        self.as_json = as_json
        self.game = game
        self.options = dict(options)
        self.stopped = False

    def one(self, index: int) -> Outcome:
        return _play_one(
            self.make_agents,
            index,
            self.seeds[index],
            self.players,
            self.as_json,
            self.game,
            self.options,
        )

    def failed(self, index: int, error: BaseException, lost: Iterable[int] = ()) -> Outcome:
        """The outcome of game *index* that failed outside its moves (its worker died)."""
        seed = self.seeds[index]
        return index, None, None, _fault(self.game, seed, None, None, None, error, lost)

    def run(self) -> Iterator[Outcome]:
        """The outcomes, as the games finish (in this process: in the order of the seeds)."""
        for index in range(len(self.seeds)):
            if self.stopped:
                return
            yield self.one(index)

    def stop(self) -> None:
        """Start no other game; :meth:`run` still yields the games already running."""
        self.stopped = True

    def kill(self) -> None:
        """Stop every game now (Ctrl-C)."""
        self.stopped = True

    def close(self) -> None:
        """Release the workers."""


class _Processes(_Runner):
    """Games on a process pool (or in this process for one worker or one game)."""

    pool: ProcessPoolExecutor | None = None

    def run(self) -> Iterator[Outcome]:
        workers = self.workers if self.workers is not None else os.cpu_count() or 1
        if workers == 1 or len(self.seeds) <= 1:
            yield from super().run()
            return
        # the process id of the worker that started each game (0: not started)
        self.started = started = RawArray("i", len(self.seeds))
        pool = self.pool = ProcessPoolExecutor(
            max_workers=min(workers, len(self.seeds)),
            initializer=_start_worker,
            initargs=(started,),
        )
        index_of: dict[Future[Outcome], int] = {}
        for index, seed in enumerate(self.seeds):
            future = pool.submit(
                _play_in_worker,
                self.make_agents,
                index,
                seed,
                self.players,
                self.as_json,
                self.game,
                self.options,
            )
            index_of[future] = index
        self.futures = list(index_of)
        answered: set[int] = set()  # the games that gave a record or a fault
        broken: BaseException | None = None
        pending = set(index_of)
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=index_of.__getitem__):
                if future.cancelled():
                    continue
                index = index_of[future]
                error = future.exception()
                if error is None:
                    answered.add(index)
                    yield future.result()
                elif isinstance(error, BrokenProcessPool):
                    broken = error  # every unfinished game fails with it: answered once, below
                elif isinstance(error, Exception):  # what the game's outcome could not carry
                    answered.add(index)
                    yield self.failed(index, error)
                else:
                    raise error  # SystemExit, KeyboardInterrupt from an agent, as in process
        if broken is not None:
            yield self.broken(broken, answered)

    def broken(self, error: BaseException, answered: set[int]) -> Outcome:
        """The fault of a worker that died: the seeds of the games that were running and are
        lost (the worker that died took its game; the pool then stopped the others), the
        seed of the one whose worker died first."""
        processes = dict(getattr(self.pool, "_processes", None) or {})
        self.close()  # waits for the pool to stop every worker
        lost = [
            i for i, pid in enumerate(self.started) if pid and i not in answered
        ]  # fmt: skip
        # the pool stops the other workers with SIGTERM: any other end is the one that died
        died = {
            pid: p.exitcode for pid, p in processes.items() if p.exitcode not in (None, 0, -15)
        }
        culprits = [i for i in lost if self.started[i] in died]
        unfinished = [i for i in range(len(self.seeds)) if i not in answered]
        index = (culprits or lost or unfinished or [0])[0]
        if culprits:
            how = _exit(died[self.started[index]])
            cause = BrokenProcessPool(
                f"the worker process playing seed {self.seeds[index]} died ({how})"
            )
        else:
            cause = BrokenProcessPool(f"a worker process died ({error})")
        seeds = [self.seeds[i] for i in lost]
        return self.failed(index, cause, seeds)

    def stop(self) -> None:
        self.stopped = True
        for future in getattr(self, "futures", ()):
            future.cancel()  # the games not yet started; the running ones go on

    def kill(self) -> None:
        self.stop()
        pool = self.pool
        if pool is None:
            return
        # ProcessPoolExecutor has no public way to stop running work before Python 3.14
        processes = dict(getattr(pool, "_processes", None) or {})
        for process in processes.values():
            process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes.values():
            process.join(1.0)
        self.pool = None

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None


def _exit(code: int) -> str:
    """``"killed by SIGKILL"`` or ``"exit status 3"``: how a process ended."""
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


class _RayRunner(_Runner):
    """Games as Ray tasks, at most *workers* in flight."""

    def __init__(self, *args: Any, address: str | None) -> None:
        super().__init__(*args)
        self.address = address
        self.in_flight: dict[Any, int] = {}

    def run(self) -> Iterator[Outcome]:
        try:
            import ray
        except ImportError as exc:  # pragma: no cover - the [ray] extra is installed in CI
            raise ImportError("backend='ray' needs Ray: pip install 'brass_rules[ray]'") from exc
        if not ray.is_initialized():
            if self.address is None:  # a local Ray, quietly
                ray.init(include_dashboard=False, log_to_driver=False)
            else:  # an existing cluster brings its own settings
                ray.init(address=self.address, log_to_driver=False)
        task = ray.remote(num_cpus=1)(_play_one)
        limit = len(self.seeds) if self.workers is None else self.workers
        waiting = list(enumerate(self.seeds))
        in_flight = self.in_flight
        while (waiting and not self.stopped) or in_flight:
            while waiting and not self.stopped and len(in_flight) < limit:
                index, seed = waiting.pop(0)
                ref = task.remote(
                    self.make_agents,
                    index,
                    seed,
                    self.players,
                    self.as_json,
                    self.game,
                    self.options,
                )
                in_flight[ref] = index
            done, _ = ray.wait(list(in_flight), num_returns=1)
            for ref in done:
                index = in_flight.pop(ref)
                try:
                    outcome = ray.get(ref)
                except Exception as exc:  # the task's worker died (after Ray's retries)
                    outcome = self.failed(index, exc, [self.seeds[index]])
                yield outcome

    def kill(self) -> None:
        self.stopped = True
        try:
            import ray
        except ImportError:  # pragma: no cover
            return
        for ref in list(self.in_flight):
            ray.cancel(ref, force=True)
        self.in_flight.clear()
