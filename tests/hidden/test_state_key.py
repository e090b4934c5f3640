"""state_key: 64 bits, the same in every process and run; no collisions over many games."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from attrs import evolve

import brass_rules as br
from brass_rules.birmingham.state import InProgress
from tests.hidden.games import GAMES, all_states, game_states

ROOT = Path(__file__).parents[2]

_SCRIPT = """
import brass_rules as br
from tests.hidden.games import GAMES, game_states
for game in GAMES:
    for state in game_states(*game):
        print(br.state_key(state))
"""


def _keys_in_subprocess(hash_seed: str) -> list[int]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "src"), env.get("PYTHONPATH", "")])
    out = subprocess.run(
        [sys.executable, "-c", _SCRIPT],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return [int(line) for line in out.stdout.split()]


def test_keys_are_the_same_in_another_process_with_another_hash_seed() -> None:
    here = [br.state_key(s) for game in GAMES for s in game_states(*game)]
    assert _keys_in_subprocess("12345") == here
    # and Python's own hash would not have been: it is salted per process
    assert _keys_in_subprocess("54321") == here


def test_keys_are_64_bit_and_equal_for_equal_states() -> None:
    for state in list(all_states())[::7]:
        key = br.state_key(state)
        assert 0 <= key < 2**64
        copy = evolve(state, players=tuple(evolve(p) for p in state.players))
        assert copy == state and copy is not state
        assert br.state_key(copy) == key


def test_no_collisions_over_every_state_of_many_games() -> None:
    states = set(all_states())
    for seed in range(20, 26):  # a few more games, every player count
        states.update(game_states(2 + seed % 3, seed, br.Variant.STANDARD))
    keys = {br.state_key(s) for s in states}
    assert len(states) > 1000
    assert len(keys) == len(states)


@pytest.mark.parametrize(
    "change",
    [
        {"seed": 1},
        {"bank": 1},
        {"turn": 1},
        {"round": 3},
        {"actions_taken": 1},
        {"over": True},
        {"era": br.Era.RAIL},
        {"variant": br.Variant.INTRO},
        {"wild_location": 3},
        {"coal_market": 12},
        {"debts": (0, 2)},
        {"in_progress": InProgress(br.Continuable.SELL)},
        {"turn_order": "reversed"},
    ],
)
def test_every_field_counts(change: dict[str, object]) -> None:
    state = br.new_game(players=2, seed=0)
    if change.get("turn_order") == "reversed":
        change = {"turn_order": state.turn_order[::-1]}
    other = evolve(state, **change)
    assert other != state
    assert br.state_key(other) != br.state_key(state)


def test_hidden_cards_count_too() -> None:
    state = br.new_game(players=2, seed=0)
    swapped = evolve(state, deck=(state.deck[1], state.deck[0], *state.deck[2:]))
    assert state.deck[0] != state.deck[1]
    assert br.state_key(swapped) != br.state_key(state)
    p = state.players[1]
    moved = evolve(p, hand=p.hand[1:], discard=(p.hand[0],))
    other = evolve(state, players=(state.players[0], moved))
    assert br.state_key(other) != br.state_key(state)


def test_huge_numbers_in_a_hand_written_position_still_have_a_key() -> None:
    state = evolve(br.new_game(players=2, seed=0), seed=2**70)
    rich = evolve(state, bank=-(2**80))
    assert br.state_key(rich) != br.state_key(state)
    assert br.state_key(rich) == br.state_key(evolve(rich))


def test_a_non_state_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        br.state_key(br.observe(br.new_game(players=2, seed=0), 0))  # type: ignore[arg-type]


def test_a_new_state_field_must_be_added_to_the_key_and_the_observation() -> None:
    # state_key (keys.encode), observe and determinize list the fields one by one: a field added
    # to the state must be added there too (and then here)
    assert [f.name for f in attrs.fields(br.GameState)] == [
        "players", "tiles", "links", "coal_market", "iron_market", "merchants", "deck",
        "wild_location", "wild_industry", "era", "round", "turn_order", "turn", "actions_taken",
        "in_progress", "debts", "variant", "seed", "bank", "over",
    ]  # fmt: skip
    assert [f.name for f in attrs.fields(br.PlayerState)] == [
        "money", "vp", "income_space", "spent", "hand", "discard", "face_down", "mat",
        "links_left",
    ]  # fmt: skip
