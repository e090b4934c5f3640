"""The long check of Le Havre's action space (``nox -s rl_soak``): every decision of many
seeded random games, short and full, at 1 to 5 players (the CI suite plays one short game per
player count: ``test_le_havre_actions.py``).

``python -m tests.rl.le_havre_soak [seeds]`` prints one line per game and exits non-zero on the
first failure.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

import numpy as np

from brass_rules import le_havre as lh
from brass_rules.le_havre import rl as lrl


def states(players: int, seed: int, short: bool) -> Iterator[lh.GameState]:
    """Every state of one seeded random game, to the end (inclusive)."""
    rng = random.Random(seed)
    state = lh.new_game(players=players, seed=seed, short=short)
    while not state.is_over:
        yield state
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
    yield state


def check_game(players: int, seed: int, short: bool) -> int:
    """Check every decision of one game; return the number of decisions.

    Each legal move maps to a path, the path back to the move, no two moves share a path, every
    prefix of a path is open and its mask holds the next id, the mask is the set of first ids
    (the same from the observation of the player to move, none from another's), and across the
    game each move action stands for one kind of move (its shape).
    """
    kinds: dict[int, set[tuple[str, lrl.Shape]]] = {}
    decisions = 0
    for state in states(players, seed, short):
        legal = lh.legal_moves(state)
        mask = lrl.action_mask(state)
        paths = [lrl.action_path(state, m) for m in legal]
        assert len(set(paths)) == len(paths), "two legal moves share a path"
        for move, path in zip(legal, paths, strict=True):
            assert lrl.decide(state, path) == move
            assert lrl.action_of(state, move) == path[0]
            for k in range(1, len(path)):
                assert lrl.decide(state, path[:k]) is None
                assert lrl.action_mask(state, path[:k])[path[k]]
            assert lrl.move_for_action(state, path[-1], path[:-1]) == move
            shape, _ = lrl.shape_and_tokens(move)
            kinds.setdefault(path[0], set()).add((type(move).__name__, shape))
        assert set(np.flatnonzero(mask)) == {p[0] for p in paths}
        assert lrl.legal_actions(state) == tuple(sorted({p[0] for p in paths}))
        for action in lrl.legal_actions(state):  # a move action alone: its first legal move
            first = lrl.move_for_action(state, action)
            assert first in legal and lrl.action_of(state, first) == action
        if state.to_move is not None:
            decisions += 1
            obs = lh.observe(state, state.to_move)
            assert (lrl.action_mask(obs) == mask).all()
            other = (state.to_move + 1) % players
            if other != state.to_move:
                assert not lrl.action_mask(lh.observe(state, other)).any()
            assert lrl.observation_vector(obs).shape == (lrl.OBSERVATION_SIZE,)
        else:
            assert not mask.any()
    for action, found in kinds.items():
        assert len(found) == 1, f"id {action} meant {found}"
        ((_, shape),) = found
        assert lrl.shape_of(action) == shape
    return decisions


def main(seeds: int) -> None:
    for seed in range(seeds):
        for players in range(1, 6):
            for short in (True, False):
                n = check_game(players, 1000 + seed, short)
                print(f"players {players} seed {1000 + seed} short {short}: {n} decisions ok")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4)
