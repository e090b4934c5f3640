"""R-RES: consuming coal and iron for a Build, the markets, flips and market sales; with
R-GEN-FLIP-ANYTIME, R-GEN-ATOMIC (market prices cube by cube), R-GEN-SUPPLY (market capacity)
and R-FLOW-SPEND for builds. Beer for sells is tested with the Sell action; here only the
``beer_sources`` helper's basics.
"""

from __future__ import annotations

import attrs
import pytest
from tests.builder import Position, rules_of

import brass_rules as br
from brass_rules import components as comp
from brass_rules.birmingham.resources import MARKET_SRC, beer_sources, merchant_src

B = br.board.BIRMINGHAM
Ind = br.Industry
CANAL, RAIL = br.Era.CANAL, br.Era.RAIL
T = br.TileRef
MKT = br.MARKET
BHAM = ("Birmingham", Ind.MANUFACTURER, "Birmingham")


def at(state: br.GameState, location: str, slot: int) -> br.BuiltTile:
    tile = state.tiles[B.slot(location, slot).index]
    assert tile is not None
    return tile


def rules(state: br.GameState, move: br.Move) -> list[str]:
    return rules_of(br.validate(state, move))


def builds(state: br.GameState, **where: object) -> list[br.Build]:
    return [
        m
        for m in br.legal_moves(state)
        if isinstance(m, br.Build) and all(getattr(m, k) == v for k, v in where.items())
    ]


def manu(slot: int = 1, coal: tuple[br.Source, ...] | None = None) -> br.Build:
    """Player 0 builds their lowest manufacturer in Birmingham with the Birmingham card."""
    return br.Build(*BHAM, slot, coal)


def pos(players: int = 2, money: int = 50, era: br.Era = CANAL) -> Position:
    return (
        Position(players=players, seed=5, era=era)
        .money(0, money)
        .hand(0, ["Birmingham", "Redditch", "Coalbrookdale", "Stafford", "Leek"])
    )


def coal_net(players: int = 2) -> Position:
    """Birmingham joined to Dudley and Coventry (distance 1) and to Wolverhampton (distance 2)."""
    return (
        pos(players)
        .link("Birmingham", "Dudley", owner=1)
        .link("Birmingham", "Coventry", owner=1)
        .link("Dudley", "Wolverhampton", owner=1)
    )


# ----- R-RES-COAL ------------------------------------------------------------------------------


@pytest.mark.rule("R-RES-COAL")
def test_coal_comes_free_from_the_nearest_connected_mine() -> None:
    s = (
        coal_net()
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .tile("Wolverhampton", 1, owner=0, industry="coal", resources=2)
        .state
    )
    after = br.apply(s, manu())
    assert at(after, "Dudley", 0).resources == 1
    assert at(after, "Wolverhampton", 1).resources == 2
    assert after.players[0].money == 50 - 8
    assert after.coal_market == s.coal_market
    assert {m.coal for m in builds(s, industry=Ind.MANUFACTURER)} == {(T("Dudley", 0),)}


@pytest.mark.rule("R-RES-COAL")
def test_coal_from_a_farther_mine_is_rejected_while_a_nearer_one_has_coal() -> None:
    s = (
        coal_net()
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .tile("Wolverhampton", 1, owner=0, industry="coal", resources=2)
        .state
    )
    assert rules(s, manu(coal=(T("Wolverhampton", 1),))) == ["R-RES-COAL"]
    assert rules(s, manu(coal=(T("Dudley", 0), T("Dudley", 0)))) == ["R-RES-COAL"]  # 1 needed
    assert rules(s, manu(coal=())) == ["R-RES-COAL"]
    assert rules(s, manu(coal=(T("Birmingham", 2),))) == ["R-RES-COAL"]  # not a mine


@pytest.mark.rule("R-RES-COAL")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_equally_near_mines_of_different_owners_are_two_legal_choices(players: int) -> None:
    s = (
        coal_net(players)
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .tile("Coventry", 1, owner=0, industry="coal", resources=2)
        .tile("Wolverhampton", 1, owner=players - 1, industry="coal", resources=2)
        .state
    )
    choices = {m.coal for m in builds(s, industry=Ind.MANUFACTURER, slot=1)}
    assert choices == {(T("Dudley", 0),), (T("Coventry", 1),)}
    for source in (T("Dudley", 0), T("Coventry", 1)):
        assert br.validate(s, manu(coal=(source,))) == ()
        after = br.apply(s, manu(coal=(source,)))
        assert at(after, source.location, source.slot).resources == 1
    assert rules(s, manu(coal=(T("Wolverhampton", 1),))) == ["R-RES-COAL"]
    assert rules(s, manu(coal=(MKT,))) == ["R-RES-COAL"]


@pytest.mark.rule("R-RES-COAL")
def test_two_cubes_from_tied_mines_are_listed_once_per_distinct_outcome() -> None:
    s = (
        coal_net()
        .mat(0, "manufacturer", [3])
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .tile("Coventry", 1, owner=0, industry="coal", resources=2)
        .state
    )
    d, c = T("Dudley", 0), T("Coventry", 1)
    listed = [m.coal for m in builds(s, industry=Ind.MANUFACTURER, slot=1)]
    assert listed == [(d, d), (d, c), (c, c)]
    assert br.validate(s, manu(coal=(c, d))) == ()


@pytest.mark.rule("R-RES-COAL")
@pytest.mark.rule("R-GEN-FLIP-ANYTIME")
def test_the_nearest_mine_is_emptied_before_a_farther_one_is_used() -> None:
    s = (
        coal_net()
        .mat(0, "manufacturer", [3])
        .tile("Dudley", 0, owner=1, industry="coal", resources=1)
        .tile("Wolverhampton", 1, owner=1, industry="coal", resources=2)
        .income(1, 20)
        .state
    )
    d, w = T("Dudley", 0), T("Wolverhampton", 1)
    assert [m.coal for m in builds(s, industry=Ind.MANUFACTURER, slot=1)] == [(d, w)]
    assert rules(s, manu(coal=(w, w))) == ["R-RES-COAL"]
    # the cubes are one choice as a whole: the same cubes listed in another order are accepted
    assert br.validate(s, manu(coal=(w, d))) == ()
    assert br.apply(s, manu(coal=(w, d))) == br.apply(s, manu(coal=(d, w)))
    after = br.apply(s, manu(coal=(d, w)))
    assert at(after, "Dudley", 0) == br.BuiltTile(1, Ind.COAL, 1, True, 0)
    assert at(after, "Wolverhampton", 1).resources == 1
    assert after.players[1].income_space == 20 + 4
    assert after.players[0].money == 50 - 12


@pytest.mark.rule("R-RES-COAL")
def test_a_mine_in_the_building_location_is_nearer_than_a_neighbour() -> None:
    s = (
        pos(era=RAIL)
        .hand(0, ["Dudley"])
        .mat(0, "iron", [2])
        .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=1)
        .tile("Wolverhampton", 1, owner=0, industry="coal", level=2, resources=3)
        .link("Dudley", "Wolverhampton", owner=0)
        .markets(iron=10)
        .state
    )
    move = br.Build("Dudley", Ind.IRON, "Dudley", 1)
    assert rules(s, attrs.evolve(move, coal=(T("Wolverhampton", 1),))) == ["R-RES-COAL"]
    after = br.apply(s, move)
    assert at(after, "Dudley", 0).flipped


@pytest.mark.rule("R-RES-COAL")
def test_an_unconnected_mine_is_ignored_and_the_market_is_used() -> None:
    s = (
        pos()
        .link("Birmingham", "Oxford", owner=1)
        .tile("Leek", 1, owner=1, industry="coal", resources=2)
        .state
    )
    assert rules(s, manu(coal=(T("Leek", 1),))) == ["R-RES-COAL"]
    assert [m.coal for m in builds(s, industry=Ind.MANUFACTURER, slot=1)] == [(MKT,)]
    after = br.apply(s, manu(coal=(MKT,)))
    assert after.coal_market == s.coal_market - 1
    assert at(after, "Leek", 1).resources == 2
    assert after.players[0].money == 50 - 8 - 1  # the £1 cube of a 13-cube market


@pytest.mark.rule("R-RES-COAL")
def test_coal_is_not_bought_without_a_connection_to_a_merchant_location() -> None:
    s = pos().link("Birmingham", "Coventry", owner=0).state
    assert rules(s, manu()) == ["R-RES-COAL"]
    assert rules(s, manu(coal=(MKT,))) == ["R-RES-COAL"]
    assert not builds(s, industry=Ind.MANUFACTURER)
    # a tile needing no coal is fine there
    assert br.validate(s, br.Build("Birmingham", Ind.COTTON, "Birmingham", 0)) == ()


@pytest.mark.rule("R-RES-COAL")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    ("town", "merchant", "slot"), [("Stoke-on-Trent", "Warrington", 2), ("Derby", "Nottingham", 1)]
)
def test_a_merchant_location_gives_market_access_with_or_without_a_merchant_tile(
    players: int, town: str, merchant: str, slot: int
) -> None:
    s = pos(players).hand(0, [town]).link(town, merchant, owner=1).state
    move = br.Build(town, Ind.MANUFACTURER, town, slot, (MKT,))
    assert br.validate(s, move) == ()
    assert br.apply(s, move).coal_market == s.coal_market - 1


@pytest.mark.rule("R-RES-COAL")
@pytest.mark.rule("R-GEN-FLIP-ANYTIME")
def test_coal_comes_from_the_mine_then_the_market_when_the_mine_runs_out() -> None:
    s = (
        pos()
        .mat(0, "manufacturer", [3])
        .link("Birmingham", "Oxford", owner=1)
        .link("Birmingham", "Dudley", owner=1)
        .tile("Dudley", 0, owner=1, industry="coal", resources=1)
        .state
    )
    assert [m.coal for m in builds(s, industry=Ind.MANUFACTURER, slot=1)] == [(T("Dudley", 0), MKT)]
    assert rules(s, manu(coal=(MKT, MKT))) == ["R-RES-COAL"]
    assert br.validate(s, manu(coal=(MKT, T("Dudley", 0)))) == ()  # same cubes, any order
    after = br.apply(s, manu())
    assert at(after, "Dudley", 0).flipped
    assert after.coal_market == 12
    assert after.players[0].money == 50 - 12 - 1


@pytest.mark.rule("R-RES-COAL")
@pytest.mark.rule("R-GEN-ATOMIC")
@pytest.mark.rule("R-FLOW-SPEND")
@pytest.mark.parametrize(
    ("cubes", "need", "price"),
    [(14, 1, 1), (13, 2, 1 + 2), (1, 2, 7 + 8), (0, 1, 8), (0, 2, 16), (3, 2, 6 + 7)],
)
def test_market_coal_is_priced_cube_by_cube_and_eight_when_empty(
    cubes: int, need: int, price: int
) -> None:
    level = 1 if need == 1 else 3
    cost = comp.tile(Ind.MANUFACTURER, level).cost
    s = (
        pos(money=cost + price)
        .mat(0, "manufacturer", [level])
        .link("Birmingham", "Oxford", owner=1)
        .markets(coal=cubes)
        .spent(0, 3)
        .state
    )
    move = manu(coal=(MKT,) * need)
    assert br.validate(s, move) == ()
    after = br.apply(s, move)
    assert after.players[0].money == 0
    assert after.players[0].spent == 3 + cost + price
    assert after.bank == s.bank + cost + price
    assert after.coal_market == max(0, cubes - need)
    poor = attrs.evolve(
        s, players=(attrs.evolve(s.players[0], money=cost + price - 1), s.players[1])
    )
    assert rules(poor, move) == ["R-GEN-ATOMIC"]
    assert not builds(poor, industry=Ind.MANUFACTURER)


# ----- R-RES-IRON ------------------------------------------------------------------------------


def iron_pos() -> Position:
    """Player 0 builds a brewery in Stafford (1 iron); iron works far away, unconnected."""
    return (
        pos()
        .tile("Coalbrookdale", 1, owner=1, industry="iron", resources=2)
        .tile("Redditch", 1, owner=0, industry="iron", resources=1)
    )


def brewery(iron: tuple[br.Source, ...] | None = None) -> br.Build:
    return br.Build("Stafford", Ind.BREWERY, "Stafford", 0, (), iron)


@pytest.mark.rule("R-RES-IRON")
def test_iron_comes_free_from_any_iron_works_without_a_connection_at_the_players_choice() -> None:
    s = iron_pos().state
    choices = {m.iron for m in builds(s, industry=Ind.BREWERY)}
    assert choices == {(T("Coalbrookdale", 1),), (T("Redditch", 1),)}
    after = br.apply(s, brewery((T("Coalbrookdale", 1),)))
    assert at(after, "Coalbrookdale", 1).resources == 1
    assert after.players[0].money == 50 - 5
    assert after.iron_market == s.iron_market


@pytest.mark.rule("R-RES-IRON")
def test_market_iron_while_an_iron_works_holds_iron_is_rejected() -> None:
    s = iron_pos().state
    assert rules(s, brewery((MKT,))) == ["R-RES-IRON"]
    assert rules(s, brewery((T("Dudley", 0),))) == ["R-RES-IRON"]
    assert rules(s, brewery(())) == ["R-RES-IRON"]
    assert rules(s, brewery((T("Redditch", 1), T("Redditch", 1)))) == ["R-RES-IRON"]


@pytest.mark.rule("R-RES-IRON")
@pytest.mark.rule("R-GEN-ATOMIC")
@pytest.mark.parametrize(
    ("cubes", "need", "price"), [(8, 1, 2), (10, 2, 2), (1, 2, 5 + 6), (0, 1, 6), (0, 2, 12)]
)
def test_market_iron_is_priced_cube_by_cube_and_six_when_empty_without_a_connection(
    cubes: int, need: int, price: int
) -> None:
    level = 2 if need == 1 else 8
    cost = comp.tile(Ind.MANUFACTURER, level).cost
    s = pos(money=cost + price).mat(0, "manufacturer", [level]).markets(iron=cubes).state
    move = br.Build(*BHAM, 1, (), (MKT,) * need)
    assert br.validate(s, move) == ()
    after = br.apply(s, move)
    assert after.players[0].money == 0
    assert after.players[0].spent == cost + price
    assert after.iron_market == max(0, cubes - need)
    poor = attrs.evolve(
        s, players=(attrs.evolve(s.players[0], money=cost + price - 1), s.players[1])
    )
    assert rules(poor, move) == ["R-GEN-ATOMIC"]


# ----- R-RES-FLIP and R-GEN-FLIP-ANYTIME --------------------------------------------------------


@pytest.mark.rule("R-RES-FLIP")
@pytest.mark.rule("R-GEN-FLIP-ANYTIME")
def test_taking_the_last_iron_flips_another_players_works_and_raises_their_income() -> None:
    s = pos().tile("Coalbrookdale", 1, owner=1, industry="iron", resources=1).income(1, 15).state
    after = br.apply(s, brewery())
    assert at(after, "Coalbrookdale", 1) == br.BuiltTile(1, Ind.IRON, 1, True, 0)
    assert after.players[1].income_space == 15 + 3
    assert after.players[0].income_space == s.players[0].income_space


@pytest.mark.rule("R-RES-FLIP")
def test_a_tile_that_keeps_a_cube_does_not_flip() -> None:
    s = pos().tile("Coalbrookdale", 1, owner=1, industry="iron", resources=2).income(1, 15).state
    after = br.apply(s, brewery())
    assert at(after, "Coalbrookdale", 1) == br.BuiltTile(1, Ind.IRON, 1, False, 1)
    assert after.players[1].income_space == 15


@pytest.mark.rule("R-RES-FLIP")
@pytest.mark.rule("R-GEN-FLIP-ANYTIME")
def test_a_flip_never_moves_the_income_marker_past_space_99() -> None:
    s = coal_net().tile("Dudley", 0, owner=1, industry="coal", resources=1).income(1, 97).state
    after = br.apply(s, manu())
    assert at(after, "Dudley", 0).flipped
    assert after.players[1].income_space == 99


@pytest.mark.rule("R-RES-FLIP")
def test_emptying_ones_own_mine_flips_it_and_raises_ones_own_income() -> None:
    s = coal_net().tile("Coventry", 1, owner=0, industry="coal", resources=1).income(0, 30).state
    after = br.apply(s, manu())
    assert at(after, "Coventry", 1) == br.BuiltTile(0, Ind.COAL, 1, True, 0)
    assert after.players[0].income_space == 34


# ----- R-RES-MARKET-SELL and R-GEN-SUPPLY -------------------------------------------------------


def mine_pos(coal_market: int, connected: bool = True, level: int = 1) -> br.GameState:
    """Player 0 builds a coal mine in Redditch, joined to Oxford when *connected*."""
    p = pos().markets(coal=coal_market).mat(0, "coal", [level]).income(0, 10).spent(0, 0)
    if connected:
        p = p.link("Oxford", "Redditch", owner=1)
    return p.state


COAL_MINE = br.Build("Redditch", Ind.COAL, "Redditch", 0)


@pytest.mark.rule("R-RES-MARKET-SELL")
@pytest.mark.rule("R-RES-FLIP")
@pytest.mark.rule("R-FLOW-SPEND")
def test_a_new_connected_mine_sells_to_the_most_expensive_spaces_and_flips_when_empty() -> None:
    s = mine_pos(coal_market=8)  # empty spaces: £1 £1 £2 £2 £3 £3
    after = br.apply(s, COAL_MINE)
    assert at(after, "Redditch", 0) == br.BuiltTile(0, Ind.COAL, 1, True, 0)
    assert after.coal_market == 10
    assert after.players[0].money == 50 - 5 + 3 + 3
    assert after.players[0].spent == 5  # the sale does not reduce spending
    assert after.bank == s.bank + 5 - 6
    assert after.players[0].income_space == 10 + 4


@pytest.mark.rule("R-RES-MARKET-SELL")
@pytest.mark.rule("R-GEN-SUPPLY")
@pytest.mark.parametrize(
    ("market", "level", "sold", "earned"),
    [
        (13, 1, 1, 1),
        (14, 1, 0, 0),
        (12, 2, 2, 2),
        (10, 2, 3, 2 + 2 + 1),
        (0, 4, 5, 7 + 7 + 6 + 6 + 5),
    ],
)
def test_cubes_that_do_not_fit_on_the_coal_market_stay_on_the_mine(
    market: int, level: int, sold: int, earned: int
) -> None:
    s = mine_pos(coal_market=market, level=level)
    if level >= 3:
        s = attrs.evolve(s, iron_market=5)
    produced = comp.tile(Ind.COAL, level).produces
    cost = comp.tile(Ind.COAL, level).cost + (3 if level >= 3 else 0)  # iron at £3 (5 cubes)
    after = br.apply(s, COAL_MINE)
    tile = at(after, "Redditch", 0)
    assert tile.resources == produced - sold
    assert tile.flipped == (produced == sold)
    assert after.coal_market == market + sold
    assert after.players[0].money == 50 - cost + earned


@pytest.mark.rule("R-RES-MARKET-SELL")
def test_a_new_mine_without_a_merchant_connection_sells_nothing() -> None:
    s = mine_pos(coal_market=5, connected=False)
    after = br.apply(s, COAL_MINE)
    assert at(after, "Redditch", 0) == br.BuiltTile(0, Ind.COAL, 1, False, 2)
    assert after.coal_market == 5
    assert after.players[0].money == 45


@pytest.mark.rule("R-RES-MARKET-SELL")
def test_warrington_without_a_merchant_tile_still_lets_a_new_mine_sell() -> None:
    s = (
        pos()
        .hand(0, ["Leek"])
        .markets(coal=12)
        .link("Leek", "Stoke-on-Trent", owner=1)
        .link("Stoke-on-Trent", "Warrington", owner=1)
        .state
    )
    assert s.merchants[B.merchant_space("Warrington", 0).index].goods is None
    after = br.apply(s, br.Build("Leek", Ind.COAL, "Leek", 1))
    assert after.coal_market == 14
    assert at(after, "Leek", 1).flipped


@pytest.mark.rule("R-RES-MARKET-SELL")
def test_cubes_are_sold_to_the_market_only_in_the_action_that_builds_the_mine() -> None:
    s = mine_pos(coal_market=5, connected=False)
    s = attrs.evolve(
        s, players=(attrs.evolve(s.players[0], hand=("Leek", "Redditch")), s.players[1])
    )
    built = br.apply(s, COAL_MINE)
    assert built.to_move == 0
    linked = br.apply(built, br.Network(("Oxford", "Redditch"), "Leek"))
    assert linked.coal_market == 5
    assert at(linked, "Redditch", 0).resources == 2


@pytest.mark.rule("R-RES-MARKET-SELL")
@pytest.mark.rule("R-RES-FLIP")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_a_new_iron_works_sells_without_a_connection_and_flips_when_empty() -> None:
    def works(money: int, iron_market: int) -> br.GameState:
        return (
            pos(money=money)
            .tile("Coalbrookdale", 2, owner=1, industry="coal", resources=2)
            .markets(iron=iron_market)
            .income(0, 10)
            .state
        )

    move = br.Build("Coalbrookdale", Ind.IRON, "Coalbrookdale", 1)
    s = works(money=5, iron_market=4)  # empty spaces: £1 £1 £2 £2 £3 £3
    after = br.apply(s, move)  # the £5 is paid before the sale money arrives
    assert at(after, "Coalbrookdale", 1) == br.BuiltTile(0, Ind.IRON, 1, True, 0)
    assert after.iron_market == 8
    assert after.players[0].money == 3 + 3 + 2 + 2
    assert after.players[0].spent == 5
    assert after.players[0].income_space == 10 + 3
    assert rules(works(money=4, iron_market=4), move) == ["R-GEN-ATOMIC"]
    partly = br.apply(works(money=5, iron_market=8), move)
    assert at(partly, "Coalbrookdale", 1) == br.BuiltTile(0, Ind.IRON, 1, False, 2)
    assert partly.iron_market == 10 and partly.players[0].money == 2


# ----- R-RES-BEER (the helper's basics) -----------------------------------------------------------


@pytest.mark.rule("R-RES-BEER")
def test_beer_sources_are_own_breweries_anywhere_then_connected_others_then_the_merchant() -> None:
    s = (
        pos()
        .tile("Stafford", 0, owner=0, industry="brewery", resources=1)
        .tile("Stone", 0, owner=1, industry="brewery", resources=2)
        .tile("Uttoxeter", 0, owner=1, industry="brewery", resources=1)
        .tile("Burton-on-Trent", 1, owner=1, industry="brewery", resources=0, flipped=True)
        .link("Stoke-on-Trent", "Stone", owner=1)
        .merchant("Oxford", 0, ["cotton"], beer=True)
        .merchant("Oxford", 1, ["cotton"], beer=False)
        .state
    )
    place = frozenset({B.location("Stoke-on-Trent").index})
    srcs, caps = beer_sources(s, 0, place, None)
    assert srcs == [B.slot("Stafford", 0).index, B.slot("Stone", 0).index]
    assert caps == [1, 2]
    oxford = B.merchant_space("Oxford", 0).index
    srcs, caps = beer_sources(s, 0, place, oxford)
    assert srcs[-1] == merchant_src(oxford) and caps[-1] == 1
    assert MARKET_SRC not in srcs
    gone = B.merchant_space("Oxford", 1).index
    assert beer_sources(s, 0, place, gone)[0] == [
        B.slot("Stafford", 0).index,
        B.slot("Stone", 0).index,
    ]
