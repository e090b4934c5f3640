"""Threads sharing states (issue 33): every public function of a game, called by many threads at
once on the same state objects, must give what it gives in one thread.

:func:`tasks` turns each position into a group of named calls (each returns a plain, comparable
value); :func:`differences` runs every call once in this thread, then in *threads* threads at
once with a 1 µs switch interval (so threads switch inside the caches' bookkeeping): *rounds*
times through the positions in a new random order, all threads starting each position together
on emptied caches (so that they build its cache entries at the same time), while one more
thread empties the caches every 20 ms; it returns a line per result that differs from the
single-threaded one.

The CI tests run a short form; ``BRASS_THREADS_LONG=1`` (``nox -s threads``) a long one.
"""

from __future__ import annotations

import os
import random
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np

from brass_rules.game import Game
from brass_rules.rl.spec import Spec

#: The long form (``nox -s threads``): more positions, threads and rounds.
LONG = os.environ.get("BRASS_THREADS_LONG") == "1"

Task = tuple[str, Callable[[], object]]
#: The calls of one position.
Group = list[Task]


def outcome(call: Callable[[], object]) -> object:
    """What *call* returns, or the type and text of the error it raises (a comparable value)."""
    try:
        return ("ok", call())
    except Exception as err:  # any error is a result to compare
        return ("raised", type(err).__name__, str(err))


@contextmanager
def switching(interval: float = 1e-6) -> Iterator[None]:
    """Threads switch every *interval* seconds inside the block."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(interval)
    try:
        yield
    finally:
        sys.setswitchinterval(old)


def _ids(mask: Any) -> tuple[int, ...]:
    return tuple(int(i) for i in np.flatnonzero(mask))


def _picks(moves: Sequence[Any]) -> list[Any]:
    """The first, a middle and the last of *moves* (fewer when there are fewer)."""
    if not moves:
        return []
    return list(dict.fromkeys((moves[0], moves[len(moves) // 2], moves[-1])))


def tasks(
    game: Game,
    spec: Spec,
    states: Sequence[Any],
    extra: Callable[[Any, Sequence[Any]], list[Task]] | None = None,
) -> list[Group]:
    """The calls of the stress test for each of *states*: legal moves (of the state and of its
    observation), apply (the listed objects, which take the fast path, and equal copies, which
    are validated), validate (of its own moves and of a neighbour's), format and parse, the
    state key, the dump, observe, determinize then apply in the world dealt, the RL mask, legal
    ids and moves for them; *extra* adds a game's own calls (it gets a state and its moves).
    One group of calls per state."""
    out: list[Group] = []
    for n, state in enumerate(states):
        listed = tuple(game.legal_moves(state))
        picks = _picks(listed)
        copies = [game.move_from_json(game.move_to_json(m)) for m in picks]
        foreign = _picks(tuple(game.legal_moves(states[n - 1])))
        player = state.to_move if state.to_move is not None else 0
        obs = game.observe(state, player)

        def legal(s: Any = state) -> object:
            return tuple(game.legal_moves(s))

        def applied(s: Any = state) -> object:
            moves = game.legal_moves(s)  # the very objects: apply's fast path
            return tuple(game.apply(s, m) for m in _picks(moves))

        def applied_copies(s: Any = state, ms: list[Any] = copies) -> object:
            return tuple(outcome(lambda m=m: game.apply(s, m)) for m in ms)

        def validated(s: Any = state, ms: tuple[Any, ...] = (*copies, *foreign)) -> object:
            return tuple(game.validate(s, m) for m in ms)

        def notation(s: Any = state, ms: list[Any] = picks) -> object:
            texts = [game.format_move(s, m) for m in ms]
            return tuple((t, outcome(lambda t=t: game.parse_move(s, t))) for t in texts)

        def keyed(s: Any = state) -> object:
            return (game.state_key(s), game.dump_state(s))

        def observed(s: Any = state) -> object:
            return tuple(game.observe(s, p) for p in range(s.num_players))

        def dealt(o: Any = obs, k: int = n) -> object:
            moves = game.legal_moves(o)  # a search's pattern: list on the observation, deal,
            world = game.determinize(o, random.Random(k))  # then play the listed moves
            played = tuple(outcome(lambda m=m: game.apply(world, m)) for m in moves[:3])
            return (world, moves, played)

        def indexed(s: Any = state) -> object:
            mask = _ids(spec.action_mask(s))
            legal_ids = spec.legal_actions(s)
            follow = tuple(
                (a, outcome(lambda a=a: spec.move_for_action(s, a)), _ids(spec.action_mask(s, [a])))
                for a in legal_ids[:: max(1, len(legal_ids) // 3)]
            )
            return (mask, legal_ids, follow)

        def indexed_obs(o: Any = obs) -> object:
            return (spec.legal_actions(o), spec.observation_vector(o).tobytes())

        def paths(s: Any = state, ms: list[Any] = picks) -> object:
            return tuple(spec.action_path(s, m) for m in ms)

        group: Group = []
        for name, call in (
            ("legal_moves", legal),
            ("apply", applied),
            ("apply(copy)", applied_copies),
            ("validate", validated),
            ("format/parse", notation),
            ("state_key/dump_state", keyed),
            ("observe", observed),
            ("determinize", dealt),
            ("rl index", indexed),
            ("rl observation", indexed_obs),
            ("rl paths", paths),
            *(extra(state, listed) if extra is not None else ()),
        ):
            group.append((f"state {n} {name}", call))
        out.append(group)
    return out


def difference(got: object, expected: object) -> str:
    """Where *got* first differs from *expected* (sequences by length, then item by item)."""
    where = ""
    while isinstance(got, tuple | list) and isinstance(expected, tuple | list):
        if len(got) != len(expected):
            return f"{where or 'result'}: {len(got)} items, not {len(expected)}"
        i = next((i for i, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b), None)
        if i is None:
            break
        where, got, expected = f"{where}[{i}]", got[i], expected[i]
    return f"{where or 'result'}: {str(got)[:160]} != {str(expected)[:160]}"


def differences(
    groups: Sequence[Group],
    *,
    threads: int = 8,
    rounds: int = 3,
    seed: int = 0,
    clear: Callable[[], None] | None = None,
) -> list[str]:
    """Run the calls of *groups* in one thread, then in *threads* threads sharing them: *rounds*
    times, the groups in a new random order, every thread on the same group at once, *clear*
    called before each group and, by one more thread, every 20 ms. One line per result that
    differs from the single-threaded one (empty when all agree)."""
    expected = [[outcome(call) for _, call in group] for group in groups]
    if clear is not None:
        clear()
    wrong: list[str] = []
    lock = threading.Lock()
    start = threading.Barrier(threads + 1)
    done = threading.Event()

    #: All threads start each position together, its caches emptied: they meet in its fresh
    #: cache entries (found one at a time, a position's facts would be made by one thread).
    together = threading.Barrier(threads, action=clear)
    rng = random.Random(seed)
    orders = [rng.sample(range(len(groups)), len(groups)) for _ in range(rounds)]

    def work(k: int) -> None:
        start.wait()
        for order in orders:
            for g in order:
                group = groups[g]
                together.wait()
                for i in range(len(group)):
                    got = outcome(group[i][1])
                    if got != expected[g][i]:
                        with lock:
                            wrong.append(f"{group[i][0]}: {difference(got, expected[g][i])}")

    def clearing() -> None:
        start.wait()
        while clear is not None and not done.wait(0.02):
            clear()

    with switching():
        workers = [threading.Thread(target=work, args=(k,)) for k in range(threads)]
        workers.append(threading.Thread(target=clearing))
        for t in workers:
            t.start()
        for t in workers[:-1]:
            t.join()
        done.set()
        workers[-1].join()
    return wrong


def timed(label: str, run: Callable[[], list[str]]) -> list[str]:
    """*run*, printing how long it took and how many results differed (for the long form)."""
    began = time.perf_counter()
    wrong = run()
    print(f"{label}: {len(wrong)} differing results in {time.perf_counter() - began:.1f} s")
    return wrong
