"""Engine-made states and moves round-trip through JSON: new games and random games to the end."""

from __future__ import annotations

import json
import random

import pytest

import brass_rules as br
from brass_rules.birmingham.json import dump_state, load_state, move_from_json, move_to_json


def _round_trips(state: br.GameState) -> None:
    data = json.loads(json.dumps(dump_state(state)))
    assert load_state(data) == state
    assert dump_state(load_state(data)) == data


@pytest.mark.parametrize("variant", list(br.Variant))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_round_trips(players: int, variant: br.Variant) -> None:
    for seed in (0, 7, 2**40):
        _round_trips(br.new_game(players=players, seed=seed, variant=variant))


@pytest.mark.parametrize(
    ("players", "seed", "variant"),
    [(2, 3, br.Variant.STANDARD), (3, 5, br.Variant.STANDARD), (4, 8, br.Variant.INTRO)],
)
def test_every_state_and_legal_move_of_a_random_game_round_trips(
    players: int, seed: int, variant: br.Variant
) -> None:
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed, variant=variant)
    while not state.is_over:
        _round_trips(state)
        moves = br.legal_moves(state)
        for move in moves:
            assert move_from_json(json.loads(json.dumps(move_to_json(move)))) == move
        state = br.apply(state, rng.choice(moves))
    _round_trips(state)
