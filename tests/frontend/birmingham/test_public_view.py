"""The public view, observe(state, None) (issue 29, point 2), and the words of any position:
format_move, parse_move, describe_move from a state, a seat's observation or the public view give
the same text (point 3; issue 31, point 9)."""

from __future__ import annotations

import json
import random
import warnings
from pathlib import Path

import jsonschema
import pytest

import brass_rules as br
from brass_rules import birmingham as bm
from tests.frontend.birmingham.positions import positions, seats, steps

SCHEMA = json.loads(
    (Path(__file__).parents[3] / "docs" / "schemas" / "observation.schema.json").read_text()
)


def test_the_public_view_holds_no_hand_no_deck_and_no_seed() -> None:
    for state in positions()[::5]:
        public = br.observe(state, None)
        assert public.player is None and public.hand == ()
        assert all(p.hand is None for p in public.players)
        assert [p.hand_size for p in public.players] == [len(p.hand) for p in state.players]
        data = br.dump_observation(public)
        jsonschema.validate(data, SCHEMA)
        assert data["player"] is None and "seed" not in data and "deck" not in data
        assert br.load_observation(data) == public
        assert br.legal_moves(public) == ()
        assert br.render_svg(public) == br.render_svg(state)


def test_the_public_view_is_all_two_determinizations_share() -> None:
    rng = random.Random(5)
    for state in positions()[::4]:
        for seat in range(state.num_players):
            seen = br.observe(state, seat)
            one, two = br.determinize(seen, rng), br.determinize(seen, rng)
            public = br.dump_observation(br.observe(state, None))
            assert br.dump_observation(br.observe(one, None)) == public
            assert br.dump_observation(br.observe(two, None)) == public


def test_determinize_refuses_the_public_view() -> None:
    public = br.observe(br.new_game(players=2, seed=1), None)
    with pytest.raises(br.PositionError, match="public view"):
        br.determinize(public, random.Random(1))


@pytest.mark.parametrize("part", range(4))
def test_every_position_gives_the_same_words(part: int) -> None:
    for before, move, _ in steps()[part::4]:
        text = br.format_move(before, move)
        words = bm.describe_move(before, move)
        for seat in seats(before):
            seen = br.observe(before, seat)
            assert br.format_move(seen, move) == text
            assert br.parse_move(seen, text) == br.parse_move(before, text)
            assert bm.describe_move(seen, move) == words


def test_a_hidden_hand_needs_the_card_named() -> None:
    state = br.new_game(players=2, seed=1)
    other = br.observe(state, 1 - state.to_move)
    with pytest.raises(br.NotationError, match="name the card"):
        br.parse_move(other, "build cotton Kidderminster")
    assert br.parse_move(other, "build cotton Kidderminster card Kidderminster") == br.parse_move(
        state, "build cotton Kidderminster"
    )


def test_the_old_order_of_describe_move_still_works_with_a_warning() -> None:
    state = br.new_game(players=2, seed=1)
    move = br.legal_moves(state)[0]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        new = bm.describe_move(state, move)
        assert bm.describe_move(None, move) == new
    with pytest.warns(DeprecationWarning):
        assert bm.describe_move(move, state) == new  # type: ignore[arg-type]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the move alone needs no position and warns of nothing
        assert bm.describe_move(move) == new  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        bm.describe_move(state, "build")  # type: ignore[arg-type]
