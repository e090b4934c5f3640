"""States, moves, observations and records pickle: self-play sends them between processes."""

from __future__ import annotations

import pickle

import brass_rules as br
from brass_rules.selfplay import play_game
from tests.selfplay.lineups import RANDOM4


def test_pickle_round_trips() -> None:
    rec = play_game(RANDOM4(3), seed=3)
    assert pickle.loads(pickle.dumps(rec)) == rec
    for number, (state, move) in enumerate(zip(rec.states(), rec.moves, strict=False)):
        if number % 7:
            continue
        for obj in (state, move, br.observe(state, state.to_move or 0)):
            copy = pickle.loads(pickle.dumps(obj))
            assert copy == obj and type(copy) is type(obj)
    final = rec.final_state()
    assert pickle.loads(pickle.dumps(final)) == final
    assert pickle.loads(pickle.dumps(rec)).final_state() == final
