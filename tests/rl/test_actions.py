"""The fixed action space: exact masks, every legal move reachable, round trips."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

import brass_rules as br  # noqa: E402
from brass_rules import rl  # noqa: E402
from tests.randomgames import random_steps  # noqa: E402


def _reachable(state: br.GameState) -> list[tuple[tuple[int, ...], br.Move]]:
    """Every (path, move) found by walking the masks from the move actions down."""
    found: list[tuple[tuple[int, ...], br.Move]] = []
    stack: list[tuple[int, ...]] = [(int(a),) for a in np.flatnonzero(rl.action_mask(state))]
    while stack:
        path = stack.pop()
        move = rl.decide(state, path)
        if move is not None:
            found.append((path, move))
            continue
        choices = np.flatnonzero(rl.action_mask(state, path))
        assert choices.size >= 2, "a choice is asked only when there is one to make"
        assert all(c >= rl.NUM_MOVE_ACTIONS for c in choices)
        stack.extend((*path, int(c)) for c in choices)
    return found


def _positions(n: int) -> list[br.GameState]:
    """States from random games of every player count, both eras and the intro variant."""
    rng = random.Random(n)
    out: list[br.GameState] = []
    for players, variant, seed in (
        (2, br.Variant.STANDARD, 11),
        (3, br.Variant.STANDARD, 12),
        (4, br.Variant.STANDARD, 13),
        (3, br.Variant.INTRO, 14),
    ):
        steps = [before for before, _, _ in random_steps(players, seed, variant=variant)]
        out.extend(rng.sample(steps, n))
    return out


POSITIONS = _positions(12)


def test_positions_cover_eras_and_special_steps() -> None:
    assert {s.era for s in POSITIONS} == {br.Era.CANAL, br.Era.RAIL}
    assert any(s.in_progress is not None for s in POSITIONS)


@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_the_action_space_reaches_exactly_the_legal_moves(index: int) -> None:
    state = POSITIONS[index]
    legal = br.legal_moves(state)
    found = _reachable(state)
    moves = [m for _, m in found]
    assert len(moves) == len(set(moves)), "every legal move has exactly one path"
    assert set(moves) == set(legal)
    mask = rl.action_mask(state)
    assert mask.dtype == np.bool_ and mask.shape == (rl.NUM_ACTIONS,)
    assert {p[0] for p, _ in found} == set(np.flatnonzero(mask).tolist())
    for path, move in found:
        assert rl.action_path(state, move) == path
        assert rl.action_of(state, move) == path[0]
        assert rl.move_for_action(state, path[-1], path[:-1]) == move
    for action in np.flatnonzero(mask):
        first = rl.move_for_action(state, int(action))
        assert rl.action_of(state, first) == action
        assert first in legal


def test_outcomes_through_the_action_space_equal_legal_outcomes() -> None:
    state = next(s for s in POSITIONS if s.era is br.Era.RAIL and s.in_progress is None)
    legal_outcomes = {br.apply(state, m) for m in br.legal_moves(state)}
    assert {br.apply(state, m) for _, m in _reachable(state)} == legal_outcomes


def test_choices_split_sources() -> None:
    """Somewhere in these games a source or merchant is really chosen by a choice action."""
    asked = False
    for state in POSITIONS:
        for path, _ in _reachable(state):
            if len(path) > 1:
                assert all(c >= rl.CARD_CHOICE for c in path[1:])
                asked = True
    assert asked


def test_a_move_with_sources_left_none_maps_to_its_outcome() -> None:
    state = br.new_game(players=2, seed=5)
    build = next(m for m in br.legal_moves(state) if isinstance(m, br.Build))
    loose = br.Build(build.card, build.industry, build.location)
    after = br.apply(state, loose)
    same = next(m for m in br.legal_moves(state) if br.apply(state, m) == after)
    assert rl.action_path(state, loose) == rl.action_path(state, same)


def test_illegal_moves_and_bad_ids_raise() -> None:
    state = br.new_game(players=2, seed=5)
    with pytest.raises(br.IllegalMoveError):
        rl.action_of(state, br.End())
    illegal = int(np.flatnonzero(~rl.action_mask(state))[0])
    with pytest.raises(ValueError):
        rl.move_for_action(state, illegal)
    with pytest.raises(ValueError):
        rl.action_name(rl.NUM_ACTIONS)


def test_game_over_has_an_empty_mask() -> None:
    final = None
    for _, _, after in random_steps(2, 3, variant=br.Variant.INTRO):
        final = after
    assert final is not None and final.is_over
    assert not rl.action_mask(final).any()


def test_action_names_are_distinct() -> None:
    names = [rl.action_name(i) for i in range(rl.NUM_ACTIONS)]
    assert len(set(names)) == rl.NUM_ACTIONS
    assert rl.action_name(0).startswith("build ")


@pytest.mark.parametrize("index", range(0, len(POSITIONS), 6))
def test_an_observation_of_the_player_to_move_gives_the_same_actions(index: int) -> None:
    state = POSITIONS[index]
    obs = br.observe(state, state.to_move)
    assert np.array_equal(rl.action_mask(obs), rl.action_mask(state))
    for move in br.legal_moves(state)[:20]:
        path = rl.action_path(obs, move)
        assert path == rl.action_path(state, move)
        assert rl.decide(obs, path) == move
    other = br.observe(state, (state.to_move + 1) % state.num_players)
    assert not rl.action_mask(other).any()
