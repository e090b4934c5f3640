"""Where the games of ``play_games`` run: in this process, on a process pool or as Ray tasks;
each runner yields the games' outcomes as they finish, and a progress bar counts them."""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.sharedctypes import RawArray
from typing import Any

from brass_rules.selfplay.faults import fault_of
from brass_rules.selfplay.play import MakeAgents, Outcome, play_one


class Progress:
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


#: In a worker process: the shared array where it writes its process id at the index of each
#: game it starts (see :meth:`Processes.broken`).
_STARTED: Any = None


def _start_worker(started: Any) -> None:
    """Workers leave Ctrl-C to the caller, which stops them, and say which games they start."""
    global _STARTED
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _STARTED = started


def _play_in_worker(*args: Any) -> Outcome:
    """:func:`play_one` in a worker process, after marking the game started."""
    _STARTED[args[1]] = os.getpid()
    return play_one(*args)


class Runner:
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
        return play_one(
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
        return index, None, None, fault_of(self.game, seed, None, None, None, error, lost)

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


class Processes(Runner):
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
        lost = [i for i, pid in enumerate(self.started) if pid and i not in answered]
        # the pool stops the other workers with SIGTERM: any other end is the one that died
        stopped = (None, 0, -signal.SIGTERM)
        died = {pid: p.exitcode for pid, p in processes.items() if p.exitcode not in stopped}
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


class RayRunner(Runner):
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
        task = ray.remote(num_cpus=1)(play_one)
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

