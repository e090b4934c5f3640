"""The speed work of issue 34 keeps the listings and the moves: coal, merchant reach, slots,
open links, the facts of one pass over the tiles, the coal taken from tiles and a Build in one
copy of the state, found by the shortcuts, are what the general functions give, on every
position of random games."""

from __future__ import annotations

import brass_rules as br
from brass_rules.birmingham import components as comp
from brass_rules.birmingham.actions import build, debt
from brass_rules.birmingham.actions.build import _Board, _mine, _slot_list, _slots
from brass_rules.birmingham.actions.network import open_links
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import INDUSTRIES, SELLABLE, Era, Industry
from brass_rules.birmingham.moves import Build
from brass_rules.birmingham.network import (
    LINK_TOUCH,
    SLOT_LOCATION,
    TileFacts,
    merchant_reach,
    merchant_reach_on,
    network_of,
)
from brass_rules.birmingham.ops import discarding, replace_at
from brass_rules.birmingham.resources import (
    _coal_plans,
    coal_layers,
    coal_mines,
    coal_plans_from,
    consume,
    holding,
    mine_connected,
    one_coal_plans,
    sell_to_market,
    take_on_board,
)
from brass_rules.birmingham.state import BuiltTile, GameState, changed
from tests.randomgames import random_steps

_GAMES = ((2, 3), (3, 5), (4, 7))


def test_coal_plans_from_the_mines_match_the_layers() -> None:
    checked = 0
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            mines = coal_mines(before)
            for loc in range(len(BIRMINGHAM.locations)):
                for k in (1, 2):
                    expected = _coal_plans(before, frozenset({loc}), k)
                    assert coal_plans_from(mines, loc, k) == expected
                    checked += 1
    assert checked > 1000


def test_one_cube_for_a_link_matches_the_coal_plans_and_layers() -> None:
    connected = unconnected = 0
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            mines = coal_mines(before)
            for touch in LINK_TOUCH:
                places = frozenset(touch)
                assert one_coal_plans(mines, touch) == _coal_plans(before, places, 1)
                found = mine_connected(mines, touch)
                assert found == bool(coal_layers(before, places))
                connected += found
                unconnected += not found
    assert connected > 100 and unconnected > 100


def test_merchant_reach_on_a_board_is_the_reach_of_its_links() -> None:
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            assert merchant_reach_on(before) == merchant_reach(before.links)


def test_canal_slots_allow_only_the_slot_of_the_players_one_tile_there() -> None:
    """``_slots`` with the player's tiles in a location (Canal Era) is ``_slot_list`` kept to
    the slot of the player's one tile there (R-BUILD-CANAL-ONE)."""
    limited = 0
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            if before.era is not Era.CANAL:
                continue
            board = _Board()
            for player in range(players):
                mine = _mine(board, before.tiles, player)
                for loc, owned in mine.items():
                    for index, industry in enumerate(INDUSTRIES):
                        for level in (1, 2, 3):
                            listed = _slot_list(
                                before, before.tiles, player, industry, index, loc, level
                            )
                            expected = [s for s in listed if len(owned) == 1 and owned[0] == s]
                            found = _slots(before, player, loc, industry, index, level, owned)
                            assert found == expected
                            limited += bool(found)
    assert limited > 10


def test_one_pass_over_the_tiles_finds_networks_holdings_and_unsold_tiles() -> None:
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            found = TileFacts(before)
            tiles = list(enumerate(before.tiles))
            for player in range(players):
                links = {
                    loc
                    for link, owner in enumerate(before.links)
                    if owner == player
                    for loc in LINK_TOUCH[link]
                }
                own = {SLOT_LOCATION[s] for s, t in tiles if t is not None and t.owner == player}
                assert found.networks[player] == frozenset(links | own)
                assert found.unsold[player] == tuple(
                    s
                    for s, t in tiles
                    if t is not None
                    and t.owner == player
                    and not t.flipped
                    and t.industry in SELLABLE
                )
            for industry in INDUSTRIES:
                assert found.holding[industry] == [
                    (s, t.resources)
                    for s, t in tiles
                    if t is not None and t.industry is industry and t.resources > 0
                ]


def test_take_on_board_takes_the_tiles_part_and_counts_the_cubes_bought() -> None:
    checked = 0
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            player = before.to_move
            assert player is not None
            assert take_on_board(before, player, (-1, -1), Industry.COAL) == (before, 2)
            for slot, _ in holding(before, Industry.COAL)[:1]:
                for plan, bought in (((slot,), 0), ((slot, -1), 1)):
                    after, count = take_on_board(before, player, plan, Industry.COAL)
                    assert count == bought
                    assert after == consume(before, player, (slot,), Industry.COAL)
                    assert after.coal_market == before.coal_market
                    assert after.players[player].money == before.players[player].money
                    checked += 1
    assert checked > 100


def test_open_links_are_the_empty_lines_of_the_era_touching_the_network() -> None:
    small = 0
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            rail = before.era is Era.RAIL
            for player in range(players):
                network = network_of(before, player)
                small += 0 < len(network) <= 6
                expected = [
                    link.index
                    for link in BIRMINGHAM.links
                    if (link.rail if rail else link.canal)
                    and before.links[link.index] is None
                    and (not network or not network.isdisjoint(LINK_TOUCH[link.index]))
                ]
                assert open_links(before, player) == expected
    assert small > 100


def _build_step_by_step(state: GameState, move: Build) -> GameState:
    """A Build carried out one step at a time (each its own copy of the state): the cubes
    taken and bought, the card, the tile paid for and placed, then its sale to the market."""
    bad, plan = build.resolve(state, move)
    assert plan is not None, bad
    player = state.to_move
    assert player is not None
    spec = comp.TILES[(move.industry, plan.level)]
    state = consume(state, player, plan.coal, Industry.COAL)
    state = consume(state, player, plan.iron, Industry.IRON)
    if move.industry is Industry.BREWERY:
        resources = comp.brewery_barrels(state.era)
    else:
        resources = spec.produces
    p, wl, wi = discarding(state, player, (move.card,), spec.cost, move.industry.index)
    tile = BuiltTile(player, move.industry, plan.level, False, resources)
    state = changed(
        state,
        players=replace_at(state.players, player, p),
        tiles=replace_at(state.tiles, plan.slot, tile),
        wild_location=wl,
        wild_industry=wi,
        bank=state.bank + spec.cost,
    )
    return sell_to_market(state, plan.slot)


def test_a_build_in_one_copy_is_the_build_step_by_step() -> None:
    sold = 0
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            for move in br.legal_moves(before):
                if isinstance(move, Build) and move.industry in (Industry.COAL, Industry.IRON):
                    after = build.apply(before, move)
                    assert after == _build_step_by_step(before, move)
                    sold += (after.coal_market, after.iron_market) != (
                        before.coal_market,
                        before.iron_market,
                    )
    assert sold > 50


def test_removable_tiles_are_the_players_tiles_worth_more_than_nothing() -> None:
    found = 0
    for players, seed in _GAMES:
        for before, _, _ in random_steps(players, seed):
            for player in range(players):
                expected = [
                    slot
                    for slot, tile in enumerate(before.tiles)
                    if tile is not None and tile.owner == player and debt.value(before, slot) > 0
                ]
                assert debt.removable(before, player) == expected
                assert debt._any_removable(before, player) == bool(expected)
                found += bool(expected)
    assert found > 100
