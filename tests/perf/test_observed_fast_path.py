"""``apply``'s fast path for the moves listed on an observation (issue 16): the world the last
``determinize`` dealt from that observation takes them unchecked, with the same result as
checking them; any other state, move or observation is checked."""

from __future__ import annotations

import random

import attrs
import pytest

import brass_rules as br
from brass_rules.birmingham import engine
from tests.randomgames import GAMES, game_steps


class _Checked(Exception):
    """apply checked a move."""


def _no_checks(*args: object, **kwargs: object) -> object:
    raise _Checked


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_the_dealt_world_takes_the_listed_moves_unchecked(
    players: int, seed: int, variant: br.Variant, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    for before, _, _ in game_steps(players, seed, variant)[3::9]:
        obs = br.observe(before, before.to_move)
        moves = br.legal_moves(obs)
        picks = moves[:: max(1, len(moves) // 4)]
        world = br.determinize(obs, rng)
        checked = {m: br.apply(world, attrs.evolve(m)) for m in picks}  # equal copies: checked
        br.legal_moves(obs)  # the listing the fast path knows
        with monkeypatch.context() as patched:
            patched.setattr(engine, "_guards", _no_checks)
            for move in picks:
                assert br.apply(world, move) == checked[move]
            with pytest.raises(_Checked):  # an equal copy is not a listed object
                br.apply(world, attrs.evolve(picks[0]))
            with pytest.raises(_Checked):  # the real state was not dealt
                br.apply(before, picks[0])


def test_only_the_last_world_dealt_from_the_listed_observation() -> None:
    state = br.new_game(players=3, seed=8)
    obs = br.observe(state, state.to_move)
    rng = random.Random(1)
    older = br.determinize(obs, rng)
    moves = br.legal_moves(obs)
    newer = br.determinize(obs, rng)
    calls: list[object] = []
    real = engine._guards

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(args[1])
        return real(*args, **kwargs)  # type: ignore[arg-type]

    engine._guards, saved = counting, engine._guards
    try:
        br.apply(newer, moves[0])
        assert calls == []
        br.apply(older, moves[0])  # dealt before the newer world
        assert calls == [moves[0]]
        other = br.observe(state, (state.to_move + 1) % 3)
        assert br.legal_moves(other) == ()  # not that player's decision: nothing listed
        br.determinize(other, rng)
        br.apply(newer, moves[1])  # the last world dealt is the other player's
        assert calls == [moves[0], moves[1]]
        world = br.determinize(obs, rng)
        br.legal_moves(br.observe(state, state.to_move))  # an equal observation, not obs
        br.apply(world, moves[2])
        assert calls == [moves[0], moves[1], moves[2]]
    finally:
        engine._guards = saved


def test_an_illegal_move_in_the_dealt_world_still_raises() -> None:
    state = br.new_game(players=2, seed=4)
    obs = br.observe(state, state.to_move)
    moves = br.legal_moves(obs)
    world = br.determinize(obs, random.Random(1))
    card = next(c for c in br.components.LOCATION_CARDS if c not in obs.hand)
    with pytest.raises(br.IllegalMoveError):
        br.apply(world, br.Pass(card))
    with pytest.raises(br.IllegalMoveError):  # another player's decision
        br.apply(world, moves[0], player=1 - state.to_move)
