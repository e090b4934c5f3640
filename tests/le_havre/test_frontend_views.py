"""The public view (``observe(state, None)``) and words from an observation: notation,
``describe_move`` (state first; the old order warns) and ``events_text`` give the same text
from a state, a seat's observation and the public view."""

from __future__ import annotations

import json
import random
import warnings

import pytest

from brass_rules import le_havre as lh
from tests.le_havre.frontend_tools import PLAYERS, sample


@pytest.mark.parametrize("players", PLAYERS)
def test_the_public_view_holds_nothing_two_determinizations_differ_in(players: int) -> None:
    for s in sample(players, every=10):
        seat = s.to_move if s.to_move is not None else 0
        obs = lh.observe(s, seat)
        a = lh.determinize(obs, random.Random(1))
        b = lh.determinize(obs, random.Random(2))
        public = lh.dump_observation(lh.observe(s, None))
        assert lh.dump_observation(lh.observe(a, None)) == public
        assert lh.dump_observation(lh.observe(b, None)) == public
        assert public["player"] is None and "seed" not in public
        assert all(c is None for c in public["special_deck"])
    # the hidden parts did differ between the two states
    s = lh.new_game(players=2, seed=3)
    obs = lh.observe(s, 0)
    assert lh.determinize(obs, random.Random(1)).specials != \
        lh.determinize(obs, random.Random(2)).specials  # fmt: skip


@pytest.mark.parametrize("players", PLAYERS)
def test_the_public_view_round_trips_draws_and_has_no_moves(players: int) -> None:
    for s in sample(players, every=40):
        public = lh.observe(s, None)
        data = lh.dump_observation(public)
        assert lh.load_observation(json.loads(json.dumps(data))) == public
        assert lh.legal_moves(public) == ()
        assert lh.render_svg(public).startswith("<svg")
        dealt = lh.determinize(public, random.Random(5))  # allowed: every special card drawn
        assert lh.observe(dealt, None) == public


@pytest.mark.parametrize("players", PLAYERS)
def test_words_are_the_same_from_a_state_and_from_an_observation(players: int) -> None:
    for s in sample(players, every=7):
        views = [lh.observe(s, None), *(lh.observe(s, i) for i in range(players))]
        for m in lh.legal_moves(s):
            text = lh.format_move(s, m)
            words = lh.describe_move(s, m)
            for v in views:
                assert lh.format_move(v, m) == text
                assert lh.describe_move(v, m) == words
                assert lh.parse_move(v, text) == m
        if s.to_move is not None:
            m = lh.legal_moves(s)[0]
            after = lh.apply(s, m)
            expected = lh.events_text(s, m, after)
            assert expected == lh.events_text(views[0], m, lh.observe(after, None))


def test_describe_move_takes_the_position_first_and_the_old_order_warns() -> None:
    s = lh.new_game(players=2, seed=7)
    m = lh.TakeOffer("wood")
    new = lh.describe_move(s, m)
    assert new == f"Player 0 takes the {s.offers['wood']} wood from the wood offer space."
    with pytest.warns(DeprecationWarning, match="describe_move"):
        assert lh.describe_move(m, s) == new  # type: ignore[arg-type]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the move alone needs no position and warns of nothing
        assert lh.describe_move(m) == lh.describe_move(None, m)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        lh.describe_move(s, "take wood")  # type: ignore[arg-type]
