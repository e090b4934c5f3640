"""The speed work of issue 16 on the search (heuristic, determinize) keeps the exact behaviour:
:func:`values` gives the same floats as the implementation it replaced (copied below), and
``determinize`` the same states for the same rng."""

from __future__ import annotations

import random

import pytest

import brass_rules as br
from brass_rules.birmingham import components as comp
from brass_rules.birmingham import heuristic
from brass_rules.birmingham.enums import Era, Variant
from brass_rules.birmingham.heuristic import (
    LINK_REACH_VP,
    MONEY_PER_VP,
    UNFLIPPED_SHARE,
    _money_vp,
    income_rounds,
    rounds_left,
)
from brass_rules.birmingham.hidden import determinize
from brass_rules.birmingham.network import LINK_TOUCH, SLOT_LOCATION
from brass_rules.birmingham.state import GameState
from tests.randomgames import random_steps

_LOCATION_ICONS = heuristic._LOCATION_ICONS


def old_values(state: GameState) -> tuple[float, ...]:
    """``values`` as it was before the speed work (commit 1c286e7)."""
    n = state.num_players
    if state.over:
        return tuple(float(p.vp) for p in state.players)
    left = rounds_left(state)
    paid = income_rounds(left)
    canal = state.era is Era.CANAL and state.variant is Variant.STANDARD
    icons = list(_LOCATION_ICONS)
    potential_icons = [0.0] * len(icons)
    vp = [float(p.vp) for p in state.players]
    for slot, tile in enumerate(state.tiles):
        if tile is None:
            continue
        spec = comp.TILES[(tile.industry, tile.level)]
        loc = SLOT_LOCATION[slot]
        if tile.flipped:
            icons[loc] += spec.link_icons
            vp[tile.owner] += spec.vp
            if canal and tile.level >= 2:
                vp[tile.owner] += spec.vp  # scored again at the end of the Rail Era
            continue
        share = UNFLIPPED_SHARE
        if spec.produces:  # a mine or brewery flips as its cubes or barrels are used up
            share *= 0.5 + 0.5 * max(0.0, 1 - tile.resources / spec.produces)
        if canal and tile.level == 1:
            share *= 0.6  # removed at the end of the Canal Era
        potential_icons[loc] += share * spec.link_icons
        p = state.players[tile.owner]
        gain = comp.INCOME_LEVELS[min(p.income_space + spec.income_spaces, comp.LAST_SPACE)]
        gain -= comp.INCOME_LEVELS[p.income_space]
        vp[tile.owner] += share * (spec.vp + gain * paid / MONEY_PER_VP)
    for link, owner in enumerate(state.links):
        if owner is not None:
            touch = LINK_TOUCH[link]
            vp[owner] += LINK_REACH_VP + sum(icons[t] + potential_icons[t] for t in touch)
    spend_weight = min(1.0, left / 2)
    for i, p in enumerate(state.players):
        level = comp.INCOME_LEVELS[p.income_space]
        vp[i] += level * paid / 4.0 * (1.5 if level < 0 else 1.0)
        vp[i] += spend_weight * _money_vp(p.money)
    return tuple(vp[:n])


def _states(players: int, seed: int, every: int = 3) -> list[GameState]:
    steps = list(random_steps(players, seed))
    return [*(before for before, _, _ in steps[::every]), steps[-1][2]]  # the finished game too


@pytest.mark.parametrize("players", [2, 3, 4])
def test_values_are_the_same_floats_as_before(players: int) -> None:
    checked = 0
    for seed in range(4):
        for state in _states(players, 500 + seed, every=2):
            expected = old_values(state)
            got = heuristic.values(state)
            assert got == expected
            assert [x.hex() for x in got] == [x.hex() for x in expected]
            for p in range(players):
                others = max(x for i, x in enumerate(expected) if i != p)
                assert heuristic.advantage(state, p) == expected[p] - others
            checked += 1
    assert checked >= 100


def test_values_caches_are_bounded() -> None:
    for state in _states(4, 77, every=1):
        heuristic.values(state)
    assert all(len(t) <= heuristic._CACHE_MOST for t in heuristic._BOARDS)
    assert len(heuristic._MONEY_VP) <= heuristic._CACHE_MOST


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_is_the_same_for_the_same_rng(players: int) -> None:
    for state in _states(players, 900, every=25):
        obs = br.observe(state, state.to_move if state.to_move is not None else 0)
        a = [determinize(obs, random.Random(s)) for s in range(3)]
        again = br.observe(state, state.to_move if state.to_move is not None else 0)
        b = [determinize(again, random.Random(s)) for s in range(3)]
        assert a == b
        for guess in a:
            assert br.observe(guess, obs.player) == obs


def test_built_links_are_the_links_held_in_link_order() -> None:
    from brass_rules.birmingham.network import built_links

    seen = 0
    for state, _, _ in random_steps(3, 21):
        expected = [(i, owner) for i, owner in enumerate(state.links) if owner is not None]
        assert built_links(state.links) == expected
        assert built_links(tuple(list(state.links))) == expected  # an equal tuple, a new one
        seen += len(expected)
    assert seen > 0


def _fresh(state: GameState) -> GameState:
    """*state* with equal tiles and links in new tuples (as another world of a search)."""
    from brass_rules.birmingham.state import changed

    return changed(state, tiles=tuple(list(state.tiles)), links=tuple(list(state.links)))


def test_board_facts_found_by_value_for_the_same_number_of_players_and_variant() -> None:
    from brass_rules.birmingham.caches import clear_caches
    from brass_rules.birmingham.network import derived, tile_facts

    clear_caches()
    two, three = br.new_game(players=2, seed=1), br.new_game(players=3, seed=1)
    assert two.tiles == three.tiles and two.links == three.links  # empty boards
    assert derived(two) is not derived(three)
    assert len(tile_facts(three).networks) == 3 and len(tile_facts(two).networks) == 2
    again = _fresh(two)
    assert again.tiles is not two.tiles
    kept = derived(again)  # met a second time: kept by value from now on
    assert derived(_fresh(two)) is kept  # an equal board of new tuples: the same facts
    intro = br.new_game(players=2, seed=1, variant=br.Variant.INTRO)
    assert derived(intro) is not kept
    assert derived(_fresh(intro)) is not kept


def test_a_board_met_once_is_not_kept_by_value() -> None:
    """The boards of a random game are each met once: none is kept by value (their facts
    would be the garbage collector's work), only noted as seen."""
    from brass_rules.birmingham import network
    from brass_rules.birmingham.caches import clear_caches

    clear_caches()
    game = br.get_game("brass_birmingham")
    state = game.new_game(players=4, seed=3)
    chooser = random.Random(3)
    for _ in range(60):
        network.derived(state)
        state = game.apply(state, chooser.choice(game.legal_moves(state)))
    assert not network._BOARDS and network._SEEN
    assert not network._LINKS_BY_VALUE and network._LINKS_SEEN
    network.derived(_fresh(state))
    network.derived(_fresh(state))
    assert len(network._BOARDS) == 1
