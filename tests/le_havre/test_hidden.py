"""LH-HIDDEN and LH-GEN-PUBLIC: observations, determinize, keys."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Act, EndTurn, Enter, TakeOffer
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE
from tests.le_havre.builder import bag, game, own, run, with_player


@pytest.mark.rule("LH-HIDDEN-SPECIALS", "LH-HIDDEN-VIEW")
def test_the_special_deck_is_hidden() -> None:
    s = game(3)
    obs = lh.observe(s, 0)
    assert obs.view.specials == (UNKNOWN_CARD,) * 6
    dumped = lh.dump_observation(obs)
    assert "seed" not in dumped and all(c is None for c in dumped["special_deck"])
    assert not any(c in str(dumped) for c in s.specials)


@pytest.mark.rule("LH-HIDDEN-SUPPLY")
def test_supply_tiles_are_revealed_as_markers_land_in_round_one() -> None:
    s = game(2)
    obs = lh.observe(s, 0)
    assert obs.view.tiles[0] == s.tiles[0] and obs.view.tiles[1:] == (UNKNOWN_TILE,) * 6
    t = run(s, TakeOffer("wood"), EndTurn())
    assert lh.observe(t, 0).view.tiles[:2] == s.tiles[:2]
    r2 = evolve(s, round=2)
    assert lh.observe(r2, 1).view.tiles == s.tiles


@pytest.mark.rule("LH-HIDDEN-PEEK")
def test_the_marketplace_user_peeks_and_orders_the_top_two() -> None:
    s = game(2)
    me = s.active
    s = own(s, me, "01")
    t = lh.apply(s, Enter("01"))
    t = lh.apply(t, Act(take=bag(fish=1, wood=1)))
    assert {a.option for a in lh.legal_moves(t)} == {"keep", "swap"}
    u = lh.apply(t, Act(option="swap"))
    assert u.specials[:2] == (s.specials[1], s.specials[0])
    mine, theirs = lh.observe(u, me), lh.observe(u, 1 - me)
    assert mine.view.specials[:2] == u.specials[:2] and mine.view.specials[2] == UNKNOWN_CARD
    assert theirs.view.specials[:2] == (UNKNOWN_CARD, UNKNOWN_CARD)
    assert lh.dump_observation(theirs)["players"][me]["known_specials"] == 2  # the fact is public


@pytest.mark.rule("LH-HIDDEN-PEEK")
def test_negative_no_peek_in_the_short_game() -> None:
    s = game(3, short=True)
    me = s.active
    s = own(s, me, "01")
    t = run(s, Enter("01"), Act(take=bag(fish=1, wood=1)))
    assert t.action is None and t.known == (0, 0, 0)


@pytest.mark.rule("LH-HIDDEN-REST", "LH-GEN-PUBLIC")
def test_everything_else_is_public() -> None:
    s = game(3)
    s = with_player(s, 1, goods={"coke": 3}, loans=2)
    obs = lh.observe(s, 0)
    assert obs.players == s.players and obs.view.proposals == s.proposals
    assert obs.view.ship_stacks == s.ship_stacks and obs.view.offers == s.offers


@pytest.mark.rule("LH-HIDDEN-VIEW")
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_determinize_agrees_with_the_observation_and_uses_only_rng(seed: int) -> None:
    s = game(4, seed=seed)
    obs = lh.observe(s, 2)
    d1 = lh.determinize(obs, random.Random(5))
    d2 = lh.determinize(obs, random.Random(5))
    assert d1 == d2 and lh.observe(d1, 2) == obs
    assert sorted(d1.tiles) == list(range(1, 8))
    assert lh.legal_moves(obs) == (lh.legal_moves(s) if s.to_move == 2 else ())


def test_state_keys_are_stable_and_distinguish_states() -> None:
    s = game(2, seed=3)
    assert lh.state_key(s) == lh.state_key(game(2, seed=3))
    assert lh.state_key(s) != lh.state_key(lh.apply(s, TakeOffer("wood")))
    assert 0 <= lh.state_key(s) < 2**64
