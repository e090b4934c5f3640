"""Le Havre's public functions from many threads sharing states give what one thread gets
(issue 33; the harness is :mod:`tests.hardening.threadstress`)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tests.hardening.threadstress import LONG, Task, differences, tasks, timed

from brass_rules import le_havre as lh
from brass_rules.le_havre import rl as lrl


def _game(players: int, seed: int, short: bool) -> list[lh.GameState]:
    """Every position of one random game, the last one over."""
    rng = random.Random(seed)
    state = lh.new_game(players, seed, short)
    out = [state]
    while not state.is_over:
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
        out.append(state)
    return out


def _positions() -> list[lh.GameState]:
    """Positions of random games: every phase, building actions under way, dues, a game over."""
    if LONG:
        return [s for game in ((2, 5, True), (3, 6, True), (4, 7, False)) for s in _game(*game)]
    states = _game(3, 6, True)
    return [*states[::6], states[-1]]


def _own(state: lh.GameState, moves: Sequence[lh.Move]) -> list[Task]:
    """Le Havre's other public functions of a position."""

    def others(s: lh.GameState = state) -> object:
        return tuple(lh.out_of_turn_moves(s, p) for p in range(s.num_players))

    def sampled(s: lh.GameState = state) -> object:
        return None if s.is_over else lh.sample_move(s, random.Random(s.round))

    def evaluated(s: lh.GameState = state) -> object:
        return tuple(lh.evaluate(s, p) for p in range(s.num_players))

    def described(s: lh.GameState = state, ms: Sequence[lh.Move] = moves[:3]) -> object:
        return tuple((lh.describe_move(s, m), lh.read_move(lh.format_move(s, m), s)) for m in ms)

    return [
        ("out_of_turn_moves", others),
        ("sample_move", sampled),
        ("evaluate", evaluated),
        ("describe/read", described),
    ]


def test_threads_sharing_le_havre_states() -> None:
    states = _positions()
    assert any(s.action is not None for s in states) and any(s.dues for s in states)
    assert states[-1].is_over
    groups = tasks(lh, lrl, states, _own)
    clear = getattr(lh, "clear_caches", None)
    threads, rounds = (16, 3) if LONG else (8, 2)
    wrong = timed(
        f"Le Havre, {sum(map(len, groups))} calls x {threads} threads x {rounds} rounds",
        lambda: differences(groups, threads=threads, rounds=rounds, clear=clear),
    )
    total = sum(map(len, groups)) * threads * rounds
    assert not wrong, f"{len(wrong)} of {total} differ:\n" + "\n".join(wrong[:20])
