"""Birmingham's public functions from many threads sharing states give what one thread gets
(issue 33; the harness is :mod:`tests.hardening.threadstress`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs
from tests.hardening.threadstress import LONG, Task, differences, tasks, timed
from tests.randomgames import GAMES, game_steps

import brass_rules as br
from brass_rules import birmingham, rl


def _positions() -> list[br.GameState]:
    """Positions of random games: both eras, actions under way, debt phases, a game over."""
    out: list[br.GameState] = []
    for game in GAMES[:3] if LONG else GAMES[1:2]:
        steps = game_steps(*game)
        states = [before for before, _, _ in steps] + [steps[-1][2]]
        out += states if LONG else [*states[::2], states[-1]]
    return out


def _bare(move: Any) -> Any:
    """*move* with every source left to ``complete`` to fill in."""
    fields = {f.name for f in attrs.fields(type(move))}
    blank = {name: None for name in ("slot", "coal", "iron", "beer", "merchant") if name in fields}
    return attrs.evolve(move, **blank)


def _completed(state: br.GameState, moves: Sequence[br.Move]) -> list[Task]:
    picks = [moves[0], moves[len(moves) // 2], moves[-1]] if moves else []

    def call(s: br.GameState = state, ms: list[Any] = picks) -> object:
        return tuple(br.complete(s, _bare(m)) for m in ms)

    return [("complete", call)]


def test_threads_sharing_birmingham_states() -> None:
    states = _positions()
    assert any(s.era is br.Era.RAIL and s.in_progress is None for s in states)
    assert any(s.in_progress is not None for s in states)
    assert any(s.in_debt_phase for s in states) and states[-1].is_over
    groups = tasks(birmingham, rl.spec("brass_birmingham"), states, _completed)
    clear = getattr(birmingham, "clear_caches", None)
    threads, rounds = (16, 3) if LONG else (8, 2)
    wrong = timed(
        f"Birmingham, {sum(map(len, groups))} calls x {threads} threads x {rounds} rounds",
        lambda: differences(groups, threads=threads, rounds=rounds, clear=clear),
    )
    total = sum(map(len, groups)) * threads * rounds
    assert not wrong, f"{len(wrong)} of {total} differ:\n" + "\n".join(wrong[:20])
