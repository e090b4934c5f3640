"""The observation vector: fixed length, documented fields, relative seats, nothing hidden."""

from __future__ import annotations

import itertools

import attrs
import pytest

np = pytest.importorskip("numpy")

import brass_rules as br  # noqa: E402
from brass_rules import rl  # noqa: E402
from tests.randomgames import random_steps  # noqa: E402


def test_fields_tile_the_vector() -> None:
    slices = list(rl.field_slices().values())
    assert slices[0].start == 0 and slices[-1].stop == rl.OBSERVATION_SIZE
    assert all(a.stop == b.start for a, b in itertools.pairwise(slices))
    assert [f["name"] for f in rl.describe_fields()] == [f.name for f in rl.FIELDS]
    assert all(f.meaning for f in rl.FIELDS)


def test_values_follow_the_observation() -> None:
    state = br.new_game(players=3, seed=2)
    obs = br.observe(state, 1)
    v = rl.observation_vector(obs)
    f = rl.field_slices()
    game = v[f["game"]]
    assert list(game[:3]) == [0.0, 1.0, 0.0] and game[4] == 1.0 and game[5] == 0.0
    seat0 = v[f["seat0"]]  # the observer: player 1
    assert seat0[0] == 1.0 and seat0[1] == pytest.approx(state.players[1].money / 100)
    assert v[f["seat3"]].sum() == 0.0  # no fourth player
    hand = v[f["hand"]]
    assert hand.sum() * 4 == pytest.approx(len(state.players[1].hand))
    to_move = v[f["turn"]][:4]
    assert to_move[(state.to_move - 1) % 3] == 1.0
    assert not v[f["pending"]].any() and not v[f["tiles"]].any()


def test_hidden_information_does_not_change_the_vector() -> None:
    state = br.new_game(players=2, seed=4)
    # swap the opponent's hand with the top of the deck: player 0 cannot tell
    p1 = state.players[1]
    hidden = state.deck[: len(p1.hand)]
    other = attrs.evolve(
        state,
        players=(state.players[0], attrs.evolve(p1, hand=tuple(sorted(hidden)))),
        deck=tuple(p1.hand) + state.deck[len(p1.hand) :],
    )
    assert other.players[1].hand != state.players[1].hand
    a = rl.observation_vector(br.observe(state, 0))
    b = rl.observation_vector(br.observe(other, 0))
    assert np.array_equal(a, b)
    assert not np.array_equal(rl.observation_vector(br.observe(state, 1)),
                              rl.observation_vector(br.observe(other, 1)))


def test_tiles_links_and_known_cards_appear_over_a_game() -> None:
    f = rl.field_slices()
    seen_tiles = seen_links = seen_known = False
    for before, _, _ in random_steps(4, 21):
        player = before.to_move
        v = rl.observation_vector(br.observe(before, player))
        assert v.shape == (rl.OBSERVATION_SIZE,) and np.isfinite(v).all()
        seen_tiles |= bool(v[f["tiles"]].any())
        seen_links |= bool(v[f["links"]].any())
        known_part = slice(f["seat0"].start + 26 + len(rl.CARDS), f["seat0"].stop)
        seen_known |= bool(v[known_part].any())
    assert seen_tiles and seen_links
    if "known_cards" in attrs.fields_dict(br.PlayerView):  # a Scout's wild cards are public
        assert seen_known


def test_pending_describes_the_move_being_chosen() -> None:
    state = br.new_game(players=2, seed=3)
    scout = next(i for i in rl.legal_actions(state) if rl.shape_of(i).kind == "scout")
    v = rl.observation_vector(br.observe(state, state.to_move), (scout,))
    pending = v[rl.field_slices()["pending"]]
    assert pending[0] == 1.0 and pending[1 + rl.KINDS.index("scout")] == 1.0
    with pytest.raises(ValueError):
        rl.observation_vector(br.observe(state, 0), (rl.NUM_ACTIONS - 1,))
    with pytest.raises(TypeError):
        rl.observation_vector(state)  # type: ignore[arg-type]
