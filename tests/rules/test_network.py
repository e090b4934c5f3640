"""R-NETWORK (the Network action) and the network half of R-NET.

Positions are built with ``tests.builder.Position``; each test names the rule it covers.
"""

from __future__ import annotations

import attrs
import pytest
from tests.builder import Position, rules_of

import brass_rules as br
from brass_rules.birmingham.board import BIRMINGHAM as B
from brass_rules.birmingham.enums import Era

T = br.TileRef
M = br.MerchantRef
RAIL = Era.RAIL


def idx(a: str, b: str) -> int:
    return B.link_between(a, b).index


def rules(state: br.GameState, move: br.Move) -> list[str]:
    return rules_of(br.validate(state, move))


def ok(state: br.GameState, move: br.Move) -> None:
    assert br.validate(state, move) == ()


def canal_pos() -> Position:
    """Player 0 (to move, £17) has a manufacturer in Birmingham; hand Leek, Stone."""
    return (
        Position(players=2)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .hand(0, ["Leek", "Stone"])
    )


def rail_pos() -> Position:
    """Rail Era: player 0 has a manufacturer in Cannock, player 1 a coal mine (2) in Cannock."""
    return (
        Position(players=2, era=RAIL)
        .tile("Cannock", 0, owner=0, industry="manufacturer", level=2)
        .tile("Cannock", 1, owner=1, industry="coal", level=2, resources=2)
        .hand(0, ["Leek", "Stone"])
    )


# ----- R-NETWORK-CANAL -------------------------------------------------------------------------


@pytest.mark.rule("R-NETWORK-CANAL")
@pytest.mark.rule("R-FLOW-CARD")
def test_canal_link_costs_three_pounds_and_one_card() -> None:
    s = canal_pos().state
    move = br.Network(("Birmingham", "Walsall"), "Leek")
    ok(s, move)
    n = br.apply(s, move)
    p = n.players[0]
    assert p.money == 14 and p.spent == 3
    assert p.links_left == 13
    assert n.links[idx("Birmingham", "Walsall")] == 0
    assert p.hand == ("Stone",) and p.discard == ("Leek",)
    assert n.coal_market == s.coal_market and n.iron_market == s.iron_market
    assert n.in_progress is None and n.actions_taken == 1


@pytest.mark.rule("R-NETWORK-CANAL")
def test_canal_link_never_continues() -> None:
    s = canal_pos().state
    n = br.apply(s, br.Network(("Birmingham", "Walsall"), "Leek"))
    assert n.in_progress is None
    assert not any(isinstance(m, br.End) for m in br.legal_moves(n))
    assert rules(n, br.Network(("Walsall", "Wolverhampton"))) == ["R-FLOW-CARD"]


@pytest.mark.rule("R-NETWORK-CANAL")
def test_canal_link_consumes_no_coal_or_beer() -> None:
    s = canal_pos().tile("Dudley", 0, owner=1, industry="coal", resources=2).state
    bad = br.Network(("Birmingham", "Dudley"), "Leek", coal=(T("Dudley", 0),))
    assert rules(s, bad) == ["R-NETWORK-CANAL"]
    beer = br.Network(("Birmingham", "Dudley"), "Leek", beer=(T("Dudley", 0),))
    assert rules(s, beer) == ["R-NETWORK-CANAL"]
    n = br.apply(s, br.Network(("Birmingham", "Dudley"), "Leek"))
    assert n.tiles == s.tiles


@pytest.mark.rule("R-NETWORK-CANAL")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_canal_link_with_exactly_three_pounds_and_not_with_two() -> None:
    move = br.Network(("Birmingham", "Walsall"), "Leek")
    n = br.apply(canal_pos().money(0, 3).state, move)
    assert n.players[0].money == 0 and n.players[0].spent == 3
    poor = canal_pos().money(0, 2).state
    assert rules(poor, move) == ["R-GEN-ATOMIC"]
    assert not any(isinstance(m, br.Network) for m in br.legal_moves(poor))


@pytest.mark.rule("R-NETWORK-CANAL")
def test_apply_of_a_canal_link_leaves_the_input_state_unchanged() -> None:
    s = canal_pos().state
    before = attrs.asdict(s)
    br.apply(s, br.Network(("Birmingham", "Walsall"), "Leek"))
    assert attrs.asdict(s) == before


# ----- R-NETWORK-ADJ ---------------------------------------------------------------------------


@pytest.mark.rule("R-NETWORK-ADJ")
def test_link_touching_the_network_is_legal_and_one_not_touching_it_is_rejected() -> None:
    s = canal_pos().state
    ok(s, br.Network(("Birmingham", "Coventry"), "Leek"))
    assert rules(s, br.Network(("Coventry", "Nuneaton"), "Leek")) == ["R-NETWORK-ADJ"]
    with pytest.raises(br.IllegalMoveError) as err:
        br.apply(s, br.Network(("Coventry", "Nuneaton"), "Leek"))
    assert rules_of(err.value.violations) == ["R-NETWORK-ADJ"]


@pytest.mark.rule("R-NETWORK-ADJ")
def test_canal_on_a_rail_only_line_is_rejected() -> None:
    s = canal_pos().state
    assert rules(s, br.Network(("Birmingham", "Redditch"), "Leek")) == ["R-NETWORK-ADJ"]
    assert rules(s, br.Network(("Birmingham", "Nuneaton"), "Leek")) == ["R-NETWORK-ADJ"]


@pytest.mark.rule("R-NETWORK-ADJ")
def test_rail_on_a_canal_only_line_is_rejected_and_a_rail_only_line_is_fine() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Walsall", 0, owner=0, industry="iron", level=2, flipped=True)
        .tile("Tamworth", 0, owner=1, industry="coal", level=2, resources=2)
        .tile("Burton-on-Trent", 0, owner=1, industry="coal", level=2, resources=2)
        .hand(0, ["Leek"])
        .state
    )
    assert rules(s, br.Network(("Burton-on-Trent", "Walsall"), "Leek")) == ["R-NETWORK-ADJ"]
    ok(s, br.Network(("Tamworth", "Walsall"), "Leek"))
    canal = Position(state=s).set(era=Era.CANAL).state
    assert rules(canal, br.Network(("Tamworth", "Walsall"), "Leek")) == ["R-NETWORK-ADJ"]
    ok(canal, br.Network(("Burton-on-Trent", "Walsall"), "Leek"))


@pytest.mark.rule("R-NETWORK-ADJ")
def test_a_line_already_holding_a_link_is_rejected() -> None:
    s = canal_pos().link("Birmingham", "Walsall", owner=1).state
    assert rules(s, br.Network(("Birmingham", "Walsall"), "Leek")) == ["R-NETWORK-ADJ"]
    own = canal_pos().link("Birmingham", "Walsall", owner=0).state
    assert rules(own, br.Network(("Birmingham", "Walsall"), "Leek")) == ["R-NETWORK-ADJ"]


@pytest.mark.rule("R-NETWORK-ADJ")
def test_a_line_that_is_not_on_the_board_is_rejected() -> None:
    s = canal_pos().state
    assert rules(s, br.Network(("Birmingham", "Leek"), "Leek")) == ["R-NETWORK-ADJ"]
    assert rules(s, br.Network(("Atlantis", "Birmingham"), "Leek")) == ["R-NETWORK-ADJ"]


@pytest.mark.rule("R-NETWORK-ADJ")
def test_legal_canal_links_are_exactly_the_empty_canal_lines_touching_the_network() -> None:
    s = canal_pos().hand(0, ["Leek"]).link("Birmingham", "Walsall", owner=1).state
    links = {m.link for m in br.legal_moves(s) if isinstance(m, br.Network)}
    expected = {
        sp.ends
        for sp in B.links_at("Birmingham")
        if sp.canal and sp.ends != ("Birmingham", "Walsall")
    }
    assert links == expected
    for m in br.legal_moves(s):
        assert br.validate(s, m) == ()


@pytest.mark.rule("R-NETWORK-ADJ")
@pytest.mark.rule("R-NET-MINE")
def test_other_players_tiles_and_links_do_not_extend_your_network() -> None:
    s = (
        canal_pos()
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .link("Birmingham", "Tamworth", owner=1)
        .state
    )
    assert rules(s, br.Network(("Dudley", "Wolverhampton"), "Leek")) == ["R-NETWORK-ADJ"]
    assert rules(s, br.Network(("Nuneaton", "Tamworth"), "Leek")) == ["R-NETWORK-ADJ"]


# ----- R-NET-MINE ------------------------------------------------------------------------------


@pytest.mark.rule("R-NET-MINE")
def test_locations_touched_by_own_links_are_in_the_network() -> None:
    s = Position(players=2).link("Birmingham", "Walsall", owner=0).hand(0, ["Leek"]).state
    ok(s, br.Network(("Walsall", "Wolverhampton"), "Leek"))
    ok(s, br.Network(("Birmingham", "Coventry"), "Leek"))
    assert rules(s, br.Network(("Coventry", "Nuneaton"), "Leek")) == ["R-NETWORK-ADJ"]


@pytest.mark.rule("R-NET-MINE")
def test_a_link_may_be_built_onward_from_a_merchant_location_in_the_network() -> None:
    s = Position(players=2).link("Birmingham", "Oxford", owner=0).hand(0, ["Leek"]).state
    move = br.Network(("Oxford", "Redditch"), "Leek")
    ok(s, move)
    n = br.apply(s, move)
    assert n.links[idx("Oxford", "Redditch")] == 0


@pytest.mark.rule("R-NET-MINE")
def test_a_merchant_location_reached_only_by_another_players_link_is_not_in_the_network() -> None:
    s = (
        canal_pos()
        .link("Birmingham", "Oxford", owner=1)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .state
    )
    assert rules(s, br.Network(("Oxford", "Redditch"), "Leek")) == ["R-NETWORK-ADJ"]


# ----- R-NET-EMPTY (network half) -------------------------------------------------------------


@pytest.mark.rule("R-NET-EMPTY")
def test_player_with_nothing_on_the_board_may_place_a_canal_anywhere() -> None:
    s = Position(players=2).link("Birmingham", "Walsall", owner=1).hand(0, ["Leek"]).state
    for ends in (("Leek", "Stoke-on-Trent"), ("Gloucester", "Worcester"), ("Derby", "Nottingham")):
        ok(s, br.Network(ends, "Leek"))
    n = br.apply(s, br.Network(("Leek", "Stoke-on-Trent"), "Leek"))
    assert n.links[idx("Leek", "Stoke-on-Trent")] == 0
    canal = {sp.ends for sp in B.links if sp.canal} - {("Birmingham", "Walsall")}
    assert {m.link for m in br.legal_moves(s) if isinstance(m, br.Network)} == canal


@pytest.mark.rule("R-NET-EMPTY")
def test_once_the_player_has_a_link_the_network_rule_applies_again() -> None:
    s = Position(players=2).hand(0, ["Leek", "Stone"]).set(round=2).state
    n = br.apply(s, br.Network(("Leek", "Stoke-on-Trent"), "Leek"))
    assert rules(n, br.Network(("Birmingham", "Walsall"), "Stone")) == ["R-NETWORK-ADJ"]
    ok(n, br.Network(("Stoke-on-Trent", "Stone"), "Stone"))


@pytest.mark.rule("R-NET-EMPTY")
@pytest.mark.rule("R-NETWORK-RAIL")
def test_empty_network_rail_link_anywhere_still_needs_its_coal() -> None:
    s = Position(players=2, era=RAIL).hand(0, ["Leek"]).state
    # Touches Warrington, a merchant location: coal is bought from the market.
    n = br.apply(s, br.Network(("Stoke-on-Trent", "Warrington"), "Leek"))
    assert n.players[0].money == 17 - 5 - 1 and n.coal_market == s.coal_market - 1
    # Isolated line, no coal mine anywhere, no merchant: no coal for it.
    assert rules(s, br.Network(("Walsall", "Wolverhampton"), "Leek")) == ["R-RES-COAL"]


@pytest.mark.rule("R-NET-EMPTY")
@pytest.mark.rule("R-NETWORK-RAIL")
def test_empty_network_double_rail_second_link_must_touch_the_first() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Uttoxeter", 0, owner=1, industry="brewery", level=2, resources=2)
        .link("Derby", "Uttoxeter", owner=1)
        .hand(0, ["Leek"])
        .money(0, 40)
        .state
    )
    n = br.apply(s, br.Network(("Derby", "Nottingham"), "Leek"))
    assert n.in_progress is not None
    # and no brewery with beer is connected to that line (every independent violation is listed)
    assert rules(n, br.Network(("Stoke-on-Trent", "Warrington"))) == [
        "R-NETWORK-ADJ",
        "R-NETWORK-RAIL",
    ]
    conts = [m for m in br.legal_moves(n) if isinstance(m, br.Network)]
    assert conts and all(set(m.link) & {"Derby", "Nottingham"} for m in conts)


# ----- R-NET-FARM ------------------------------------------------------------------------------


@pytest.mark.rule("R-NET-FARM")
def test_south_farm_brewery_tile_puts_the_kidderminster_worcester_line_in_reach() -> None:
    s = (
        Position(players=2)
        .tile("South Farm Brewery", 0, owner=0, industry="brewery", resources=1)
        .hand(0, ["Leek"])
        .state
    )
    ok(s, br.Network(("Kidderminster", "Worcester"), "Leek"))
    assert rules(s, br.Network(("Birmingham", "Worcester"), "Leek")) == ["R-NETWORK-ADJ"]
    links = {m.link for m in br.legal_moves(s) if isinstance(m, br.Network)}
    assert links == {("Kidderminster", "Worcester")}


@pytest.mark.rule("R-NET-FARM")
def test_kidderminster_worcester_link_puts_the_south_farm_brewery_in_the_network() -> None:
    s = Position(players=2).link("Kidderminster", "Worcester", owner=0).state
    from brass_rules.birmingham.network import network_of

    names = {B.locations[i].name for i in network_of(s, 0)}
    assert names == {"Kidderminster", "Worcester", "South Farm Brewery"}


@pytest.mark.rule("R-NET-FARM")
def test_north_farm_brewery_reaches_only_its_own_line_to_cannock() -> None:
    s = (
        Position(players=2)
        .tile("North Farm Brewery", 0, owner=0, industry="brewery", resources=1)
        .hand(0, ["Leek"])
        .state
    )
    ok(s, br.Network(("Cannock", "North Farm Brewery"), "Leek"))
    assert rules(s, br.Network(("Cannock", "Walsall"), "Leek")) == ["R-NETWORK-ADJ"]
    links = {m.link for m in br.legal_moves(s) if isinstance(m, br.Network)}
    assert links == {("Cannock", "North Farm Brewery")}


@pytest.mark.rule("R-NET-FARM")
@pytest.mark.rule("R-NET-CONNECTED")
def test_the_three_way_link_puts_kidderminster_at_distance_one_from_worcester() -> None:
    # Rail Gloucester-Worcester: a mine in Kidderminster is 1 step away over the
    # Kidderminster-Worcester link; one in Dudley is 2 steps away: the nearer one must be used.
    s = (
        Position(players=2, era=RAIL)
        .tile("Worcester", 0, owner=0, industry="cotton", level=2)
        .tile("Kidderminster", 0, owner=1, industry="coal", level=2, resources=1)
        .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=3)
        .link("Kidderminster", "Worcester", owner=1)
        .link("Dudley", "Kidderminster", owner=1)
        .hand(0, ["Leek"])
        .state
    )
    move = br.Network(("Gloucester", "Worcester"), "Leek")
    ok(s, br.Network(("Gloucester", "Worcester"), "Leek", coal=(T("Kidderminster", 0),)))
    far = br.Network(("Gloucester", "Worcester"), "Leek", coal=(T("Dudley", 0),))
    assert rules(s, far) == ["R-RES-COAL"]
    n = br.apply(s, move)
    kid = n.tiles[B.slot("Kidderminster", 0).index]
    assert kid is not None and kid.resources == 0 and kid.flipped
    assert n.players[1].income_space == 10 + 7


@pytest.mark.rule("R-NET-FARM")
@pytest.mark.rule("R-NETWORK-RAIL")
def test_beer_for_a_double_rail_from_another_players_south_farm_brewery() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Worcester", 0, owner=0, industry="cotton", level=2)
        .tile("South Farm Brewery", 0, owner=1, industry="brewery", level=2, resources=1)
        .link("Kidderminster", "Worcester", owner=1)
        .hand(0, ["Leek"])
        .money(0, 40)
        .state
    )
    n = br.apply(s, br.Network(("Gloucester", "Worcester"), "Leek"))
    second = br.Network(("Birmingham", "Worcester"), beer=(T("South Farm Brewery", 0),))
    ok(n, second)
    m = br.apply(n, second)
    farm = m.tiles[B.slot("South Farm Brewery", 0).index]
    assert farm is not None and farm.flipped and farm.resources == 0
    assert m.players[1].income_space == 10 + 5


# ----- R-NETWORK-RAIL: single link ------------------------------------------------------------


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-FLOW-CARD")
def test_single_rail_costs_five_pounds_and_one_coal_from_a_connected_mine() -> None:
    s = rail_pos().state
    move = br.Network(("Cannock", "Walsall"), "Leek")
    ok(s, move)
    n = br.apply(s, move)
    p = n.players[0]
    assert p.money == 12 and p.spent == 5 and p.links_left == 13
    assert p.hand == ("Stone",) and p.discard == ("Leek",)
    mine = n.tiles[B.slot("Cannock", 1).index]
    assert mine is not None and mine.resources == 1 and not mine.flipped
    assert n.coal_market == s.coal_market
    assert n.links[idx("Cannock", "Walsall")] == 0


@pytest.mark.rule("R-NETWORK-RAIL")
def test_single_rail_buys_coal_from_the_market_when_connected_to_a_merchant() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .hand(0, ["Leek"])
        .state
    )
    n = br.apply(s, br.Network(("Birmingham", "Oxford"), "Leek"))
    # 13 cubes in the market: the cheapest filled space costs £1.
    assert n.players[0].money == 17 - 6 and n.players[0].spent == 6
    assert n.coal_market == 12


@pytest.mark.rule("R-NETWORK-RAIL")
def test_single_rail_with_an_empty_coal_market_pays_eight_for_the_coal() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .hand(0, ["Leek"])
        .markets(coal=0)
        .state
    )
    n = br.apply(s, br.Network(("Birmingham", "Oxford"), "Leek", coal=(br.MARKET,)))
    assert n.players[0].money == 17 - 13 and n.players[0].spent == 13
    assert n.coal_market == 0
    poor = Position(state=s).money(0, 12).state
    assert rules(poor, br.Network(("Birmingham", "Oxford"), "Leek")) == ["R-GEN-ATOMIC"]


@pytest.mark.rule("R-NETWORK-RAIL")
def test_single_rail_without_any_coal_is_rejected() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Walsall", 0, owner=0, industry="iron", level=2, flipped=True)
        .hand(0, ["Leek"])
        .state
    )
    assert rules(s, br.Network(("Walsall", "Wolverhampton"), "Leek")) == ["R-RES-COAL"]
    assert not any(isinstance(m, br.Network) for m in br.legal_moves(s))


@pytest.mark.rule("R-NETWORK-RAIL")
def test_single_rail_consumes_no_beer() -> None:
    s = rail_pos().tile("Stone", 0, owner=0, industry="brewery", level=2, resources=2).state
    bad = br.Network(("Cannock", "Walsall"), "Leek", beer=(T("Stone", 0),))
    assert rules(s, bad) == ["R-NETWORK-RAIL"]


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_single_rail_with_four_pounds_is_rejected() -> None:
    s = rail_pos().money(0, 4).state
    assert rules(s, br.Network(("Cannock", "Walsall"), "Leek")) == ["R-GEN-ATOMIC"]
    n = br.apply(rail_pos().money(0, 5).state, br.Network(("Cannock", "Walsall"), "Leek"))
    assert n.players[0].money == 0


# ----- R-NETWORK-RAIL: double rail -------------------------------------------------------------


def double_pos() -> Position:
    """Rail Era: player 0 (£30) manufacturer in Cannock, own brewery far away in Uttoxeter;
    player 1's mine in Cannock (2 coal)."""
    return (
        rail_pos()
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=1)
        .money(0, 30)
    )


@pytest.mark.rule("R-NETWORK-RAIL")
def test_first_rail_link_leaves_the_network_action_in_progress_with_continuations() -> None:
    s = double_pos().state
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    assert n.in_progress == br.InProgress(br.Continuable.NETWORK, idx("Cannock", "Wolverhampton"))
    assert n.actions_taken == 0 and n.to_move == 0
    moves = br.legal_moves(n)
    assert moves[-1] == br.End()
    conts = moves[:-1]
    assert conts and all(isinstance(m, br.Network) and m.card is None for m in conts)
    assert all(isinstance(m, br.Network) and m.beer == (T("Uttoxeter", 0),) for m in conts)
    for m in moves:
        assert br.validate(n, m) == ()
    ended = br.apply(n, br.End())
    assert ended.in_progress is None and ended.actions_taken == 1
    assert ended.players == n.players and ended.links == n.links


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-RES-BEER")
@pytest.mark.rule("R-FLOW-CARD")
def test_double_rail_costs_fifteen_two_coal_and_one_own_beer_from_anywhere() -> None:
    s = double_pos().state
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    second = br.Network(("Dudley", "Wolverhampton"))
    ok(n, second)
    m = br.apply(n, second)
    p = m.players[0]
    assert p.money == 30 - 15 and p.spent == 15 and p.links_left == 12
    assert p.hand == ("Stone",) and p.discard == ("Leek",)  # the continuation discards nothing
    mine = m.tiles[B.slot("Cannock", 1).index]
    assert mine is not None and mine.resources == 0 and mine.flipped
    assert m.players[1].income_space == 10 + 7
    brewery = m.tiles[B.slot("Uttoxeter", 0).index]
    assert brewery is not None and brewery.resources == 0 and brewery.flipped
    assert p.income_space == 10 + 5
    assert m.links[idx("Dudley", "Wolverhampton")] == 0
    assert m.in_progress is None and m.actions_taken == 1


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-NET-CONNECTED")
def test_second_link_coal_is_resolved_with_both_links_placed() -> None:
    # Dudley-Wolverhampton alone is not connected to the Cannock mine; after Cannock-Wolverhampton
    # it is, one step away, so the second link's coal comes from there.
    s = double_pos().state
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    ok(n, br.Network(("Dudley", "Wolverhampton"), coal=(T("Cannock", 1),)))
    alone = (
        Position(players=2, era=RAIL)
        .tile("Dudley", 1, owner=0, industry="iron", level=2, flipped=True)
        .tile("Cannock", 1, owner=1, industry="coal", level=2, resources=2)
        .hand(0, ["Leek"])
        .state
    )
    assert rules(alone, br.Network(("Dudley", "Wolverhampton"), "Leek")) == ["R-RES-COAL"]


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-GEN-FLIP-ANYTIME")
def test_first_link_is_fully_resolved_flip_included_before_the_second() -> None:
    s = (
        double_pos()
        .tile("Cannock", 1, owner=1, industry="coal", level=2, resources=1)
        .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=1)
        .state
    )
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    cannock = n.tiles[B.slot("Cannock", 1).index]
    assert cannock is not None and cannock.flipped and n.players[1].income_space == 17
    assert rules(n, br.Network(("Dudley", "Wolverhampton"), coal=(T("Cannock", 1),))) == [
        "R-RES-COAL"
    ]
    m = br.apply(n, br.Network(("Dudley", "Wolverhampton")))
    dudley = m.tiles[B.slot("Dudley", 0).index]
    assert dudley is not None and dudley.flipped and m.players[1].income_space == 24


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-RES-BEER")
def test_second_link_beer_from_another_players_brewery_connected_to_it() -> None:
    s = (
        rail_pos()
        .money(0, 30)
        .tile("Coalbrookdale", 0, owner=1, industry="brewery", level=2, resources=2)
        .link("Coalbrookdale", "Shrewsbury", owner=1)
        .state
    )
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    near = br.Network(("Coalbrookdale", "Wolverhampton"), beer=(T("Coalbrookdale", 0),))
    ok(n, near)
    m = br.apply(n, near)
    brewery = m.tiles[B.slot("Coalbrookdale", 0).index]
    assert brewery is not None and brewery.resources == 1 and not brewery.flipped
    # Walsall-Cannock does not connect to Coalbrookdale: that brewery cannot serve it.
    far = br.Network(("Cannock", "Walsall"), beer=(T("Coalbrookdale", 0),))
    assert rules(n, far) == ["R-RES-BEER"]
    assert rules(n, br.Network(("Cannock", "Walsall"))) == ["R-NETWORK-RAIL"]
    conts = {m.link for m in br.legal_moves(n) if isinstance(m, br.Network)}
    assert ("Cannock", "Walsall") not in conts
    assert ("Coalbrookdale", "Wolverhampton") in conts


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_double_rail_never_takes_a_merchant_barrel() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .merchant("Oxford", 0, ["manufacturer"], beer=True)
        .money(0, 40)
        .hand(0, ["Leek", "Stone"])  # a card for the turn's second action
        .state
    )
    n = br.apply(s, br.Network(("Birmingham", "Oxford"), "Leek"))
    # No brewery anywhere: the action finishes by itself after the first link.
    assert n.in_progress is None and n.actions_taken == 1
    assert n.merchants == s.merchants
    pending = (
        Position(state=n)
        .set(actions_taken=0)
        .in_progress(br.Continuable.NETWORK, ("Birmingham", "Oxford"))
        .state
    )
    assert rules(pending, br.Network(("Oxford", "Redditch"))) == ["R-NETWORK-RAIL"]
    merchant = br.Network(("Oxford", "Redditch"), beer=(M("Oxford", 0),))
    assert rules(pending, merchant) == ["R-NETWORK-RAIL"]


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_no_money_for_the_second_link_finishes_the_action_by_itself() -> None:
    s = double_pos().money(0, 14).state
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    assert n.players[0].money == 9
    assert n.in_progress is None and n.actions_taken == 1
    pending = (
        Position(state=n)
        .set(actions_taken=0)
        .in_progress(br.Continuable.NETWORK, ("Cannock", "Wolverhampton"))
        .state
    )
    assert rules(pending, br.Network(("Dudley", "Wolverhampton"))) == ["R-GEN-ATOMIC"]
    enough = br.apply(
        double_pos().money(0, 15).state, br.Network(("Cannock", "Wolverhampton"), "Leek")
    )
    assert enough.in_progress is not None


@pytest.mark.rule("R-NETWORK-RAIL")
def test_second_link_with_market_coal_pays_ten_plus_the_coal() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .tile("Stone", 0, owner=0, industry="brewery", level=2, resources=2)
        .hand(0, ["Leek"])
        .money(0, 40)
        .state
    )
    n = br.apply(s, br.Network(("Birmingham", "Oxford"), "Leek"))
    assert n.players[0].money == 40 - 5 - 1 and n.coal_market == 12
    m = br.apply(n, br.Network(("Oxford", "Redditch")))
    # 12 cubes left: the next cheapest costs £2.
    assert m.players[0].money == 34 - 10 - 2 and m.players[0].spent == 18
    assert m.coal_market == 11


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-FLOW-TURN")
def test_a_continuation_with_a_card_or_another_action_is_rejected() -> None:
    s = double_pos().state
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    assert rules(n, br.Network(("Dudley", "Wolverhampton"), "Stone")) == ["R-FLOW-TURN"]
    assert rules(n, br.Pass("Stone")) == ["R-FLOW-TURN"]
    assert rules(n, br.Develop(br.Industry.COAL)) == ["R-FLOW-TURN"]
    with pytest.raises(br.IllegalMoveError):
        br.apply(n, br.Pass("Stone"))


@pytest.mark.rule("R-NETWORK-RAIL")
def test_apply_of_a_double_rail_leaves_each_input_state_unchanged() -> None:
    s = double_pos().state
    before = attrs.asdict(s)
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    assert attrs.asdict(s) == before
    mid = attrs.asdict(n)
    br.apply(n, br.Network(("Dudley", "Wolverhampton")))
    assert attrs.asdict(n) == mid


@pytest.mark.rule("R-NETWORK-RAIL")
def test_second_rail_in_the_second_action_ends_the_turn() -> None:
    s = double_pos().set(actions_taken=1).deck(["Birmingham", "Coventry"]).state
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    assert n.in_progress is not None and n.to_move == 0
    m = br.apply(n, br.Network(("Dudley", "Wolverhampton")))
    assert m.to_move == 1 and m.in_progress is None and m.actions_taken == 0
    assert m.players[0].hand == ("Birmingham", "Coventry", "Stone")


# ----- R-NETWORK-SUPPLY ------------------------------------------------------------------------


@pytest.mark.rule("R-NETWORK-SUPPLY")
def test_every_player_starts_with_fourteen_link_tiles() -> None:
    for n in (2, 3, 4):
        assert all(p.links_left == 14 for p in br.new_game(players=n, seed=3).players)


@pytest.mark.rule("R-NETWORK-SUPPLY")
def test_no_link_tiles_left_rejects_a_network() -> None:
    s = canal_pos().links_left(0, 0).state
    assert rules(s, br.Network(("Birmingham", "Walsall"), "Leek")) == ["R-NETWORK-SUPPLY"]
    assert not any(isinstance(m, br.Network) for m in br.legal_moves(s))


@pytest.mark.rule("R-NETWORK-SUPPLY")
def test_last_link_tile_can_be_placed_as_a_canal() -> None:
    s = canal_pos().links_left(0, 1).state
    n = br.apply(s, br.Network(("Birmingham", "Walsall"), "Leek"))
    assert n.players[0].links_left == 0
    assert rules(n, br.Network(("Walsall", "Wolverhampton"), "Stone")) == ["R-NETWORK-SUPPLY"]


@pytest.mark.rule("R-NETWORK-SUPPLY")
@pytest.mark.rule("R-NETWORK-RAIL")
def test_with_one_link_tile_left_a_double_rail_is_impossible() -> None:
    s = double_pos().links_left(0, 1).state
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    assert n.players[0].links_left == 0
    assert n.in_progress is None and n.actions_taken == 1
    pending = (
        Position(state=n)
        .set(actions_taken=0)
        .in_progress(br.Continuable.NETWORK, ("Cannock", "Wolverhampton"))
        .state
    )
    assert rules(pending, br.Network(("Dudley", "Wolverhampton"))) == ["R-NETWORK-SUPPLY"]
    assert br.legal_moves(pending) == (br.End(),)
    two = br.apply(
        double_pos().links_left(0, 2).state, br.Network(("Cannock", "Wolverhampton"), "Leek")
    )
    assert two.in_progress is not None
    assert br.apply(two, br.Network(("Dudley", "Wolverhampton"))).players[0].links_left == 0


# ----- R-NET-CONNECTED -------------------------------------------------------------------------


@pytest.mark.rule("R-NET-CONNECTED")
def test_rail_coal_comes_from_the_nearest_connected_mine_over_anyones_links() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Walsall", 0, owner=0, industry="iron", level=2, flipped=True)
        .tile("Wolverhampton", 1, owner=1, industry="coal", level=2, resources=2)
        .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=2)
        .link("Dudley", "Wolverhampton", owner=1)
        .hand(0, ["Leek"])
        .state
    )
    move = br.Network(("Birmingham", "Walsall"), "Leek")
    # Neither mine is connected to Birmingham-Walsall: no coal at all.
    assert rules(s, move) == ["R-RES-COAL"]
    # Walsall-Wolverhampton touches Wolverhampton (distance 0); Dudley is 1 step away.
    near = br.Network(("Walsall", "Wolverhampton"), "Leek")
    n = br.apply(s, near)
    wol = n.tiles[B.slot("Wolverhampton", 1).index]
    assert wol is not None and wol.resources == 1
    far = br.Network(("Walsall", "Wolverhampton"), "Leek", coal=(T("Dudley", 0),))
    assert rules(s, far) == ["R-RES-COAL"]
    market = br.Network(("Walsall", "Wolverhampton"), "Leek", coal=(br.MARKET,))
    assert rules(s, market) == ["R-RES-COAL"]


@pytest.mark.rule("R-NET-CONNECTED")
def test_equally_near_mines_of_different_owners_are_the_players_choice() -> None:
    s = (
        Position(players=2, era=RAIL)
        .tile("Walsall", 0, owner=0, industry="iron", level=2, flipped=True)
        .tile("Wolverhampton", 1, owner=1, industry="coal", level=2, resources=2)
        .tile("Cannock", 1, owner=0, industry="coal", level=2, resources=2)
        .link("Cannock", "Wolverhampton", owner=1)
        .hand(0, ["Leek"])
        .state
    )
    moves = [
        m
        for m in br.legal_moves(s)
        if isinstance(m, br.Network) and m.link == ("Walsall", "Wolverhampton")
    ]
    assert {m.coal for m in moves} == {(T("Wolverhampton", 1),)}
    tie = [
        m
        for m in br.legal_moves(s)
        if isinstance(m, br.Network) and m.link == ("Cannock", "Walsall")
    ]
    assert {m.coal for m in tie} == {(T("Cannock", 1),)}
    # Add Cannock-Walsall: from Birmingham-Walsall, Cannock is 1 step away, Wolverhampton 2.
    s2 = Position(state=s).link("Cannock", "Walsall", owner=1).state
    tie2 = {
        m.coal
        for m in br.legal_moves(s2)
        if isinstance(m, br.Network) and m.link == ("Birmingham", "Walsall")
    }
    assert tie2 == {(T("Cannock", 1),)}
    s3 = Position(state=s2).link("Walsall", "Wolverhampton", owner=1).state
    tie3 = {
        m.coal
        for m in br.legal_moves(s3)
        if isinstance(m, br.Network) and m.link == ("Birmingham", "Walsall")
    }
    assert tie3 == {(T("Cannock", 1),), (T("Wolverhampton", 1),)}
    for coal in tie3:
        ok(s3, br.Network(("Birmingham", "Walsall"), "Leek", coal=coal))


# ----- general --------------------------------------------------------------------------------


@pytest.mark.rule("R-NETWORK-ADJ")
@pytest.mark.rule("R-NETWORK-RAIL")
def test_every_listed_network_move_validates_clean_and_applies() -> None:
    for s in (canal_pos().state, double_pos().state):
        for m in br.legal_moves(s):
            assert br.validate(s, m) == ()
            if isinstance(m, br.Network):
                n = br.apply(s, m)
                for c in br.legal_moves(n):
                    assert br.validate(n, c) == ()


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_double_rail_works_at_every_player_count(players: int) -> None:
    s = (
        Position(players=players, era=RAIL)
        .tile("Cannock", 0, owner=0, industry="manufacturer", level=2)
        .tile("Cannock", 1, owner=1, industry="coal", level=2, resources=2)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=1)
        .hand(0, ["Leek", "Stone"])  # a card for the turn's second action
        .money(0, 30)
        .state
    )
    n = br.apply(s, br.Network(("Cannock", "Wolverhampton"), "Leek"))
    m = br.apply(n, br.Network(("Dudley", "Wolverhampton")))
    assert m.players[0].money == 15 and m.actions_taken == 1 and m.in_progress is None
