"""What an observation holds (R-GEN-HIDDEN), as objects and as JSON, and what it must not leak."""

from __future__ import annotations

import itertools
import json
import pickle
import random
from pathlib import Path

import jsonschema
import pytest
from attrs import evolve

import brass_rules as br
from brass_rules.birmingham.components import (
    WILD_CARDS,
    WILD_INDUSTRY,
    WILD_LOCATION,
    is_location_card,
)
from tests.builder import Position
from tests.hidden.games import GAMES, all_states, game_states

pytestmark = pytest.mark.rule("R-GEN-HIDDEN")

SCHEMA = json.loads(
    (Path(__file__).parents[2] / "docs" / "schemas" / "observation.schema.json").read_text()
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)

#: Keys that dump_observation shares with dump_state, with the same values.
SHARED = (
    "industries",
    "links",
    "coal_market",
    "iron_market",
    "merchants",
    "wild_location",
    "wild_industry",
    "era",
    "round",
    "turn_order",
    "turn",
    "to_move",
    "actions_taken",
    "action_in_progress",
    "debts",
    "bank",
    "over",
    "variant",
)
SHARED_PLAYER = ("money", "vp", "income_space", "spent", "discard", "mat", "links_left")


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_every_dump_of_random_games_matches_the_schema_and_dump_state() -> None:
    for n, state in enumerate(all_states()):
        player = n % state.num_players
        data = br.dump_observation(br.observe(state, player))
        assert json.loads(json.dumps(data)) == data  # plain JSON: no tuples, sets or enums
        if n % 4 == 0 or state.in_progress or state.in_debt_phase or state.is_over:
            VALIDATOR.validate(data)  # (slow: a sample, with every kind of situation)
        full = br.dump_state(state)
        assert {k: data[k] for k in SHARED} == {k: full[k] for k in SHARED}
        assert data["deck_size"] == len(full["deck"])  # type: ignore[arg-type]
        for i, (seen, real) in enumerate(zip(data["players"], full["players"], strict=True)):  # type: ignore[call-overload]
            assert {k: seen[k] for k in SHARED_PLAYER} == {k: real[k] for k in SHARED_PLAYER}
            assert seen["hand"] == (real["hand"] if i == player else None)
            assert seen["hand_size"] == len(real["hand"])
            assert seen["known_cards"] == [c for c in real["hand"] if c in WILD_CARDS]
            assert seen["face_down_size"] == len(real["face_down"])


def test_the_schema_rejects_hidden_information() -> None:
    state = br.new_game(players=3, seed=1)
    data = br.dump_observation(br.observe(state, 0))
    VALIDATOR.validate(data)
    for bad in (
        {**data, "seed": 1},
        {**data, "deck": []},
        {k: v for k, v in data.items() if k != "deck_size"},
    ):
        with pytest.raises(jsonschema.ValidationError):
            VALIDATOR.validate(bad)
    players = [dict(p) for p in data["players"]]  # type: ignore[attr-defined]
    players[1]["face_down"] = ["Stone"]
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate({**data, "players": players})


def test_observations_are_hashable_comparable_and_pickle() -> None:
    states = game_states(*GAMES[1])
    seen = [br.observe(s, 1) for s in states[::10]]
    assert len(set(seen)) == len({(o.round, o.era, o.to_move, o.players) for o in seen})
    for obs in seen:
        copy = pickle.loads(pickle.dumps(obs))
        assert copy == obs and hash(copy) == hash(obs)


def _other_hidden_cards(state: br.GameState, observer: int, rng: random.Random) -> br.GameState:
    """*state* with the cards *observer* cannot see dealt again at random and a new seed."""
    guess = br.determinize(br.observe(state, observer), rng)
    assert guess != state
    return guess


def test_states_differing_only_in_hidden_cards_look_the_same() -> None:
    rng = random.Random(3)
    for game in GAMES:
        for state in game_states(*game)[::15]:
            for observer in range(state.num_players):
                other = _other_hidden_cards(state, observer, rng)
                a, b = br.observe(state, observer), br.observe(other, observer)
                assert a == b
                assert br.dump_observation(a) == br.dump_observation(b)
                assert pickle.dumps(a) == pickle.dumps(b)


def _swap_hidden(state: br.GameState, observer: int) -> br.GameState:
    """*state* with a card of another player's hand swapped for a different deck card, the
    face-down cards rotated between players, and another seed (built by hand, not by
    determinize)."""
    other = (observer + 1) % state.num_players
    p = state.players[other]
    plain = [c for c in p.hand if c not in WILD_CARDS]
    swap = next(c for c in state.deck if c != plain[0])
    deck = list(state.deck)
    deck[deck.index(swap)] = plain[0]
    hand = list(p.hand)
    hand[hand.index(plain[0])] = swap
    players = list(state.players)
    players[other] = evolve(p, hand=tuple(sorted(hand)))
    downs = [q.face_down for q in players]
    players = [evolve(q, face_down=downs[i - 1]) for i, q in enumerate(players)]
    return evolve(state, players=tuple(players), deck=tuple(deck), seed=state.seed + 1)


def test_a_hand_made_change_of_hidden_cards_is_invisible() -> None:
    checked = 0
    for state in all_states():
        if len(state.deck) < 2 or state.to_move is None:
            continue
        for observer in range(state.num_players):
            other = _swap_hidden(state, observer)
            assert other != state
            a, b = br.observe(state, observer), br.observe(other, observer)
            assert a == b and hash(a) == hash(b)
            assert br.dump_observation(a) == br.dump_observation(b)
            assert br.legal_moves(a) == br.legal_moves(b)
            # while the player whose hand changed sees the difference
            changed = (observer + 1) % state.num_players
            assert br.observe(state, changed) != br.observe(other, changed)
            checked += 1
    assert checked > 500


def test_wild_cards_enter_a_hand_only_by_scout() -> None:
    scouts = 0
    for game in GAMES:
        states = game_states(*game)
        for before, after in itertools.pairwise(states):
            wild_before = [sum(c in WILD_CARDS for c in p.hand) for p in before.players]
            wild_after = [sum(c in WILD_CARDS for c in p.hand) for p in after.players]
            gained = [
                i for i, (a, b) in enumerate(zip(wild_before, wild_after, strict=True)) if b > a
            ]
            if gained:  # a Scout: one card from each wild pile, by the player who moved
                assert gained == [before.to_move]
                assert after.wild_location == before.wild_location - 1
                assert after.wild_industry == before.wild_industry - 1
                scouts += 1
                assert not any(c in WILD_CARDS for c in after.deck)
        for state in states:
            for p in state.players:
                assert not WILD_CARDS & {*p.discard, *p.face_down, *state.deck}
    assert scouts > 5


def test_the_hidden_parts_appear_nowhere() -> None:
    state = evolve(br.new_game(players=2, seed=4), seed=123456789)
    obs = br.observe(state, 0)
    text = json.dumps(br.dump_observation(obs)) + repr(obs) + str(pickle.dumps(obs))
    assert "123456789" not in text
    # no town on a card the observer cannot see is named (the board is still empty)
    hidden = {*state.players[1].hand, *state.deck, *(c for p in state.players for c in p.face_down)}
    towns = {c for c in hidden - set(state.players[0].hand) if is_location_card(c)}
    assert len(towns) > 5
    for town in towns:
        assert town not in text


def test_wild_cards_a_scout_took_are_known_to_everybody() -> None:
    pos = Position(players=3, seed=2).hand(1, ["Stone", WILD_INDUSTRY, WILD_LOCATION])
    state = pos.state
    for observer in range(3):
        view = br.observe(state, observer).players[1]
        assert view.known_cards == (WILD_INDUSTRY, WILD_LOCATION)
        assert view.hand_size == 3
        assert (view.hand is None) == (observer != 1)


def test_a_scout_in_a_game_shows_its_wild_cards_until_they_are_played() -> None:
    held = 0
    for state in all_states():
        for p, player in enumerate(state.players):
            wild = tuple(c for c in player.hand if c in WILD_CARDS)
            held += bool(wild)
            observer = (p + 1) % state.num_players
            assert br.observe(state, observer).players[p].known_cards == wild
    assert held > 50


def test_dump_observation_rejects_other_types() -> None:
    with pytest.raises(TypeError):
        br.dump_observation(br.new_game(players=2, seed=1))  # type: ignore[arg-type]
