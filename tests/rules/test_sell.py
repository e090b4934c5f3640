"""R-SELL (the Sell action), R-RES-BEER as a Sell uses it, and R-NET-CONNECTED for merchants."""

from __future__ import annotations

import attrs
import pytest
from tests.builder import Position, rules_of

import brass_rules as br
from brass_rules.birmingham.board import BIRMINGHAM as B
from brass_rules.birmingham.enums import Era, Industry

T = br.TileRef
M = br.MerchantRef
COAL = Industry.COAL
IRON = Industry.IRON
POTTERY = Industry.POTTERY
BREWERY = Industry.BREWERY
COTTON = Industry.COTTON
MANUFACTURER = Industry.MANUFACTURER


def rules(state: br.GameState, move: br.Move) -> list[str]:
    return rules_of(br.validate(state, move))


def ok(state: br.GameState, move: br.Move) -> None:
    assert br.validate(state, move) == ()


def tile_at(state: br.GameState, location: str, slot: int) -> br.BuiltTile:
    tile = state.tiles[B.slot(location, slot).index]
    assert tile is not None
    return tile


def barrel(state: br.GameState, merchant: str, space: int) -> bool:
    return state.merchants[B.merchant_space(merchant, space).index].beer


def blank(players: int = 2, era: Era = Era.CANAL) -> Position:
    """Every merchant tile in use blank and without a barrel; player 0 holds Leek and Stone."""
    return (
        Position(players=players, era=era).all_merchants([], beer=False).hand(0, ["Leek", "Stone"])
    )


def glos() -> Position:
    """Player 0's cotton I in Worcester, linked to Gloucester; Gloucester 0 buys cotton (barrel)."""
    return (
        blank()
        .merchant("Gloucester", 0, ["cotton"], beer=True)
        .tile("Worcester", 0, owner=0, industry="cotton", level=1)
        .link("Gloucester", "Worcester", owner=0)
    )


def oxford() -> Position:
    """Player 0's manufacturer II in Birmingham, linked to Oxford; Oxford 0 buys it (barrel)."""
    return (
        blank()
        .merchant("Oxford", 0, ["manufacturer"], beer=True)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .link("Birmingham", "Oxford", owner=0)
    )


WORCESTER = T("Worcester", 0)
BIRMINGHAM = T("Birmingham", 1)
GLOS = M("Gloucester", 0)
OXF = M("Oxford", 0)


# ----- R-SELL-TILE -----------------------------------------------------------------------------


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.rule("R-FLOW-CARD")
def test_selling_a_tile_flips_it_and_raises_income() -> None:
    s = glos().tile("Stone", 0, owner=0, industry="brewery", level=1, resources=1).state
    move = br.Sell(WORCESTER, "Leek", GLOS, (T("Stone", 0),))
    ok(s, move)
    n = br.apply(s, move)
    cotton = tile_at(n, "Worcester", 0)
    assert cotton.flipped and cotton.owner == 0
    brewery = tile_at(n, "Stone", 0)
    assert brewery.flipped and brewery.resources == 0
    p = n.players[0]
    assert p.income_space == 10 + 5 + 4  # cotton I: 5 spaces; brewery I: 4 spaces
    assert p.money == 17 and p.spent == 0
    assert p.hand == ("Stone",) and p.discard == ("Leek",)
    assert barrel(n, "Gloucester", 0)  # the barrel was not taken
    assert p.mat == s.players[0].mat  # no bonus
    assert n.in_progress is None and n.actions_taken == 1  # nothing else to sell


@pytest.mark.rule("R-SELL-TILE")
def test_several_tiles_are_sold_as_continuations_to_one_merchant() -> None:
    s = (
        glos()
        .tile("Kidderminster", 1, owner=0, industry="cotton", level=2)
        .link("Kidderminster", "Worcester", owner=1)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=2)
        .state
    )
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (T("Uttoxeter", 0),)))
    assert n.in_progress == br.InProgress(br.Continuable.SELL, None)
    assert n.actions_taken == 0
    moves = br.legal_moves(n)
    assert moves[-1] == br.End()
    conts = moves[:-1]
    assert conts and all(isinstance(m, br.Sell) and m.card is None for m in conts)
    assert {m.tile for m in conts if isinstance(m, br.Sell)} == {T("Kidderminster", 1)}
    for m in moves:
        assert br.validate(n, m) == ()
    m = br.apply(n, br.Sell(T("Kidderminster", 1), merchant=GLOS, beer=(T("Uttoxeter", 0),)))
    assert tile_at(m, "Kidderminster", 1).flipped
    assert m.players[0].income_space == 10 + 5 + 4 + 5  # cotton I, cotton II, brewery II
    assert m.players[0].hand == ("Stone",) and m.players[0].discard == ("Leek",)
    assert m.in_progress is None and m.actions_taken == 1


@pytest.mark.rule("R-SELL-TILE")
def test_end_stops_a_sell_after_the_first_tile() -> None:
    s = (
        glos()
        .tile("Worcester", 1, owner=0, industry="cotton", level=2)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=2)
        .state
    )
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (T("Uttoxeter", 0),)))
    e = br.apply(n, br.End())
    assert e.in_progress is None and e.actions_taken == 1
    assert not tile_at(e, "Worcester", 1).flipped
    assert rules(e, br.Sell(T("Worcester", 1), merchant=GLOS)) == ["R-FLOW-CARD"]


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.rule("R-SELL-BEER")
def test_each_tile_must_be_sellable_when_it_is_sold() -> None:
    # One barrel in all: the first sale uses it, the second tile then has no beer.
    s = (
        blank()
        .merchant("Gloucester", 0, ["cotton"], beer=False)
        .tile("Worcester", 0, owner=0, industry="cotton", level=1)
        .tile("Worcester", 1, owner=0, industry="cotton", level=2)
        .link("Gloucester", "Worcester", owner=0)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=1)
        .state
    )
    ok(s, br.Sell(T("Worcester", 1), "Leek"))
    n = br.apply(s, br.Sell(WORCESTER, "Leek"))
    assert n.in_progress is None and n.actions_taken == 1  # finished by itself
    pending = Position(state=n).set(actions_taken=0).in_progress(br.Continuable.SELL).state
    assert rules(pending, br.Sell(T("Worcester", 1))) == ["R-SELL-BEER"]
    assert br.legal_moves(pending) == (br.End(),)


@pytest.mark.rule("R-SELL-TILE")
def test_the_player_chooses_among_merchants_buying_the_tile() -> None:
    s = glos().merchant("Gloucester", 1, ["cotton"], beer=True).state
    merchants = {m.merchant for m in br.legal_moves(s) if isinstance(m, br.Sell)}
    assert merchants == {GLOS, M("Gloucester", 1)}
    n = br.apply(s, br.Sell(WORCESTER, "Leek", M("Gloucester", 1), (M("Gloucester", 1),), COAL))
    assert barrel(n, "Gloucester", 0) and not barrel(n, "Gloucester", 1)


@pytest.mark.rule("R-SELL-TILE")
def test_another_players_tile_cannot_be_sold() -> None:
    s = glos().tile("Worcester", 0, owner=1, industry="cotton", level=1).state
    assert rules(s, br.Sell(WORCESTER, "Leek")) == ["R-SELL-TILE"]
    assert not any(isinstance(m, br.Sell) for m in br.legal_moves(s))


@pytest.mark.rule("R-SELL-TILE")
def test_a_flipped_tile_cannot_be_sold_again() -> None:
    s = glos().tile("Worcester", 0, owner=0, industry="cotton", level=1, flipped=True).state
    assert rules(s, br.Sell(WORCESTER, "Leek")) == ["R-SELL-TILE"]


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.parametrize("industry", ["coal", "iron", "brewery"])
def test_only_cotton_manufacturer_and_pottery_are_sold(industry: str) -> None:
    s = (
        blank()
        .all_merchants(["cotton", "manufacturer", "pottery"], beer=True)
        .tile(
            "Coalbrookdale",
            0 if industry == "brewery" else 2 if industry == "coal" else 1,
            owner=0,
            industry=industry,
            level=2,
            resources=1,
        )
        .link("Coalbrookdale", "Shrewsbury", owner=0)
        .state
    )
    slot = 0 if industry == "brewery" else 2 if industry == "coal" else 1
    assert rules(s, br.Sell(T("Coalbrookdale", slot), "Leek")) == ["R-SELL-TILE"]


@pytest.mark.rule("R-SELL-TILE")
def test_an_empty_slot_or_an_unknown_slot_cannot_be_sold() -> None:
    s = glos().state
    assert rules(s, br.Sell(T("Worcester", 1), "Leek")) == ["R-SELL-TILE"]
    assert rules(s, br.Sell(T("Worcester", 7), "Leek")) == ["R-SELL-TILE"]
    assert rules(s, br.Sell(T("Atlantis", 0), "Leek")) == ["R-SELL-TILE"]


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.rule("R-NET-CONNECTED")
def test_no_connected_merchant_buying_the_good_rejects_the_sale() -> None:
    unlinked = glos().set(links=(None,) * len(B.links)).state
    assert rules(unlinked, br.Sell(WORCESTER, "Leek")) == ["R-SELL-TILE"]
    wrong_good = glos().merchant("Gloucester", 0, ["manufacturer"], beer=True).state
    assert rules(wrong_good, br.Sell(WORCESTER, "Leek")) == ["R-SELL-TILE"]
    blank_tile = glos().merchant("Gloucester", 0, [], beer=False).state
    assert rules(blank_tile, br.Sell(WORCESTER, "Leek")) == ["R-SELL-TILE"]


@pytest.mark.rule("R-SELL-TILE")
def test_naming_a_merchant_that_does_not_buy_or_is_not_connected_is_rejected() -> None:
    s = glos().merchant("Oxford", 0, ["cotton"], beer=True).merchant("Gloucester", 1, [], False)
    st = s.state
    assert rules(st, br.Sell(WORCESTER, "Leek", OXF)) == ["R-SELL-TILE"]  # not connected
    # blank, and unused: neither has a barrel for the beer the mill needs (also reported)
    both = ["R-SELL-TILE", "R-SELL-BEER"]
    assert rules(st, br.Sell(WORCESTER, "Leek", M("Gloucester", 1))) == both
    assert rules(st, br.Sell(WORCESTER, "Leek", M("Warrington", 0))) == both


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.rule("R-NET-CONNECTED")
def test_a_merchant_connected_over_other_players_links_buys() -> None:
    s = (
        blank()
        .merchant("Oxford", 0, ["cotton"], beer=True)
        .tile("Worcester", 0, owner=0, industry="cotton", level=1)
        .link("Birmingham", "Worcester", owner=1)
        .link("Birmingham", "Oxford", owner=1)
        .state
    )
    n = br.apply(s, br.Sell(WORCESTER, "Leek", OXF, (OXF,)))
    assert tile_at(n, "Worcester", 0).flipped


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.rule("R-FLOW-CARD")
def test_sell_without_a_card_when_nothing_is_in_progress_is_rejected() -> None:
    s = glos().state
    assert rules(s, br.Sell(WORCESTER)) == ["R-FLOW-CARD"]


@pytest.mark.rule("R-SELL-TILE")
def test_a_continuation_with_a_card_is_rejected() -> None:
    s = (
        glos()
        .tile("Worcester", 1, owner=0, industry="cotton", level=2)
        .merchant("Gloucester", 1, ["cotton"], beer=True)
        .state
    )
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), COAL))
    assert n.in_progress is not None
    assert rules(n, br.Sell(T("Worcester", 1), "Stone")) == ["R-FLOW-TURN"]
    ok(n, br.Sell(T("Worcester", 1)))


# ----- R-SELL-BEER -----------------------------------------------------------------------------


@pytest.mark.rule("R-SELL-BEER")
def test_a_tile_without_the_beer_it_needs_cannot_be_sold() -> None:
    s = glos().merchant("Gloucester", 0, ["cotton"], beer=False).state
    assert rules(s, br.Sell(WORCESTER, "Leek")) == ["R-SELL-BEER"]
    assert rules(s, br.Sell(WORCESTER, "Leek", GLOS)) == ["R-SELL-BEER"]
    assert not any(isinstance(m, br.Sell) for m in br.legal_moves(s))
    with pytest.raises(br.IllegalMoveError):
        br.apply(s, br.Sell(WORCESTER, "Leek"))


@pytest.mark.rule("R-SELL-BEER")
def test_a_tile_needing_two_beer_with_only_one_cannot_be_sold() -> None:
    s = (
        blank()
        .merchant("Oxford", 0, ["manufacturer"], beer=True)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=5)
        .link("Birmingham", "Oxford", owner=0)
        .state
    )
    assert rules(s, br.Sell(BIRMINGHAM, "Leek")) == ["R-SELL-BEER"]
    two = Position(state=s).tile("Stone", 0, owner=0, industry="brewery", resources=1).state
    n = br.apply(two, br.Sell(BIRMINGHAM, "Leek", OXF, (T("Stone", 0), OXF)))
    assert tile_at(n, "Birmingham", 1).flipped
    assert tile_at(n, "Stone", 0).flipped and not barrel(n, "Oxford", 0)


@pytest.mark.rule("R-SELL-BEER")
@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_a_tile_needing_no_beer_sells_without_beer_and_leaves_the_barrel() -> None:
    s = oxford().tile("Birmingham", 1, owner=0, industry="manufacturer", level=3).state
    moves = [m for m in br.legal_moves(s) if isinstance(m, br.Sell) and m.card == "Leek"]
    assert [m.beer for m in moves] == [()]
    n = br.apply(s, br.Sell(BIRMINGHAM, "Leek", OXF, ()))
    assert tile_at(n, "Birmingham", 1).flipped
    assert barrel(n, "Oxford", 0)
    assert n.players[0].income_space == 10 + 4  # no Oxford bonus


@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_a_tile_needing_no_beer_may_not_take_the_merchant_barrel() -> None:
    s = oxford().tile("Birmingham", 1, owner=0, industry="manufacturer", level=3).state
    assert rules(s, br.Sell(BIRMINGHAM, "Leek", OXF, (OXF,))) == ["R-SELL-MERCHANT-BEER"]


# ----- R-SELL-MERCHANT-BEER -------------------------------------------------------------------


@pytest.mark.rule("R-SELL-MERCHANT-BEER")
@pytest.mark.rule("R-SELL-BONUS")
def test_the_merchant_barrel_is_taken_as_the_beer_and_gives_the_bonus() -> None:
    s = oxford().state
    n = br.apply(s, br.Sell(BIRMINGHAM, "Leek", OXF, (OXF,)))
    assert not barrel(n, "Oxford", 0)
    assert n.players[0].income_space == 10 + 1 + 2  # manufacturer II flip, then Oxford +2


@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_taking_the_merchant_barrel_is_optional() -> None:
    s = oxford().tile("Stone", 0, owner=0, industry="brewery", level=2, resources=2).state
    beers = {m.beer for m in br.legal_moves(s) if isinstance(m, br.Sell) and m.card == "Leek"}
    assert beers == {(T("Stone", 0),), (OXF,)}
    n = br.apply(s, br.Sell(BIRMINGHAM, "Leek", OXF, (T("Stone", 0),)))
    assert barrel(n, "Oxford", 0)
    assert n.players[0].income_space == 10 + 1


@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_only_the_barrel_of_the_merchant_sold_to() -> None:
    s = oxford().merchant("Oxford", 1, [], beer=True).state
    assert rules(s, br.Sell(BIRMINGHAM, "Leek", OXF, (M("Oxford", 1),))) == ["R-SELL-MERCHANT-BEER"]
    far = oxford().merchant("Gloucester", 0, ["cotton"], beer=True).state
    assert rules(far, br.Sell(BIRMINGHAM, "Leek", OXF, (GLOS,))) == ["R-SELL-MERCHANT-BEER"]


@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_at_most_one_merchant_barrel_for_a_tile() -> None:
    # Manufacturer V needs 2 beer: one merchant barrel and one from a brewery.
    pos = (
        oxford()
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=5)
        .merchant("Oxford", 1, ["manufacturer"], beer=True)
    )
    assert rules(pos.state, br.Sell(BIRMINGHAM, "Leek", OXF)) == ["R-SELL-BEER"]
    s = pos.tile("Stone", 0, owner=0, industry="brewery", level=2, resources=1).state
    two = br.Sell(BIRMINGHAM, "Leek", OXF, (OXF, M("Oxford", 1)))
    assert rules(s, two) == ["R-SELL-MERCHANT-BEER"]
    same = br.Sell(BIRMINGHAM, "Leek", OXF, (OXF, OXF))
    assert rules(s, same) == ["R-SELL-MERCHANT-BEER"]
    n = br.apply(s, br.Sell(BIRMINGHAM, "Leek", OXF, (T("Stone", 0), OXF)))
    assert not barrel(n, "Oxford", 0) and barrel(n, "Oxford", 1)


@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_a_merchant_whose_barrel_is_gone_still_buys() -> None:
    s = (
        oxford()
        .merchant("Oxford", 0, ["manufacturer"], beer=False)
        .tile("Stone", 0, owner=0, industry="brewery", level=2, resources=1)
        .state
    )
    n = br.apply(s, br.Sell(BIRMINGHAM, "Leek", OXF))
    assert tile_at(n, "Birmingham", 1).flipped
    assert n.players[0].income_space == 10 + 1 + 5  # manufacturer II and brewery II flips


@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_second_tile_to_the_same_merchant_after_its_barrel_was_taken() -> None:
    s = (
        oxford()
        .tile("Birmingham", 3, owner=0, industry="manufacturer", level=2)
        .tile("Stone", 0, owner=0, industry="brewery", level=2, resources=1)
        .state
    )
    n = br.apply(s, br.Sell(BIRMINGHAM, "Leek", OXF, (OXF,)))
    assert not barrel(n, "Oxford", 0) and n.in_progress is not None
    assert rules(n, br.Sell(T("Birmingham", 3), merchant=OXF, beer=(OXF,))) == ["R-RES-BEER"]
    m = br.apply(n, br.Sell(T("Birmingham", 3), merchant=OXF))
    assert tile_at(m, "Birmingham", 3).flipped
    assert m.players[0].income_space == 10 + 1 + 2 + 1 + 5


# ----- R-SELL-BONUS ----------------------------------------------------------------------------


@pytest.mark.rule("R-SELL-BONUS")
def test_gloucester_bonus_develops_the_lowest_tile_of_the_chosen_industry_without_iron() -> None:
    s = glos().markets(iron=0).money(0, 0).state
    options = {m.bonus for m in br.legal_moves(s) if isinstance(m, br.Sell) and m.card == "Leek"}
    assert options == set(Industry) - {POTTERY}
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), IRON))
    assert n.players[0].mat[IRON.index] == (2, 3, 4)
    assert n.players[0].money == 0 and n.iron_market == 0 and n.players[0].spent == 0
    assert n.players[0].income_space == 15


@pytest.mark.rule("R-SELL-BONUS")
def test_gloucester_bonus_never_develops_a_lightbulb_tile() -> None:
    s = glos().state
    assert rules(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), POTTERY)) == ["R-SELL-BONUS"]
    emptied = glos().mat(0, COAL, []).state
    assert rules(emptied, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), COAL)) == ["R-SELL-BONUS"]


@pytest.mark.rule("R-SELL-BONUS")
def test_gloucester_bonus_has_no_effect_when_no_tile_qualifies() -> None:
    pos = glos()
    for ind in Industry:
        pos = pos.mat(0, ind, [])
    s = pos.mat(0, POTTERY, [3]).state
    moves = [m for m in br.legal_moves(s) if isinstance(m, br.Sell) and m.card == "Leek"]
    assert [m.bonus for m in moves] == [None]
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,)))
    assert n.players[0].mat == s.players[0].mat
    assert not barrel(n, "Gloucester", 0) and tile_at(n, "Worcester", 0).flipped


@pytest.mark.rule("R-SELL-BONUS")
@pytest.mark.parametrize("era", [Era.CANAL, Era.RAIL])
def test_gloucester_bonus_has_no_era_restriction(era: Era) -> None:
    s = glos().set(era=era).mat(0, BREWERY, [4]).mat(0, COAL, [1, 2]).state
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), BREWERY))
    assert n.players[0].mat[BREWERY.index] == ()
    m = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), COAL))
    assert m.players[0].mat[COAL.index] == (2,)


@pytest.mark.rule("R-SELL-BONUS")
def test_a_bonus_choice_without_a_develop_bonus_is_rejected() -> None:
    s = oxford().state
    assert rules(s, br.Sell(BIRMINGHAM, "Leek", OXF, (OXF,), COAL)) == ["R-SELL-BONUS"]
    own = glos().tile("Stone", 0, owner=0, industry="brewery", level=2, resources=1).state
    # Gloucester, but beer from the player's brewery: no barrel, so no bonus.
    assert rules(own, br.Sell(WORCESTER, "Leek", GLOS, (T("Stone", 0),), COAL)) == ["R-SELL-BONUS"]


@pytest.mark.rule("R-SELL-BONUS")
@pytest.mark.parametrize(("start", "end"), [(10, 13), (96, 99), (97, 99), (98, 99), (99, 99)])
def test_oxford_bonus_is_two_income_spaces_never_past_99(start: int, end: int) -> None:
    s = oxford().income(0, start).state
    n = br.apply(s, br.Sell(BIRMINGHAM, "Leek", OXF, (OXF,)))
    assert n.players[0].income_space == end


@pytest.mark.rule("R-SELL-BONUS")
def test_shrewsbury_bonus_is_four_vp() -> None:
    s = (
        blank()
        .merchant("Shrewsbury", 0, ["manufacturer"], beer=True)
        .tile("Wolverhampton", 0, owner=0, industry="manufacturer", level=2)
        .link("Coalbrookdale", "Wolverhampton", owner=1)
        .link("Coalbrookdale", "Shrewsbury", owner=1)
        .vp(0, 7)
        .state
    )
    n = br.apply(
        s, br.Sell(T("Wolverhampton", 0), "Leek", M("Shrewsbury", 0), (M("Shrewsbury", 0),))
    )
    assert n.players[0].vp == 11 and n.players[0].money == 17
    assert n.players[0].income_space == 11


@pytest.mark.rule("R-SELL-BONUS")
@pytest.mark.parametrize("players", [3, 4])
def test_warrington_bonus_is_five_pounds_not_counted_as_spent(players: int) -> None:
    s = (
        blank(players)
        .merchant("Warrington", 0, ["cotton"], beer=True)
        .tile("Stoke-on-Trent", 0, owner=0, industry="cotton", level=1)
        .link("Stoke-on-Trent", "Warrington", owner=0)
        .spent(0, 4)
        .state
    )
    n = br.apply(
        s, br.Sell(T("Stoke-on-Trent", 0), "Leek", M("Warrington", 0), (M("Warrington", 0),))
    )
    assert n.players[0].money == 22 and n.players[0].spent == 4
    assert n.players[0].vp == 0 and n.players[0].income_space == 15


@pytest.mark.rule("R-SELL-BONUS")
def test_nottingham_bonus_is_three_vp_with_four_players() -> None:
    s = (
        blank(4)
        .merchant("Nottingham", 1, ["cotton"], beer=True)
        .tile("Derby", 1, owner=0, industry="cotton", level=1)
        .link("Derby", "Nottingham", owner=0)
        .state
    )
    n = br.apply(s, br.Sell(T("Derby", 1), "Leek", M("Nottingham", 1), (M("Nottingham", 1),)))
    assert n.players[0].vp == 3 and n.players[0].money == 17


@pytest.mark.rule("R-SELL-BONUS")
@pytest.mark.rule("R-SELL-TILE")
def test_two_players_have_no_warrington_or_nottingham_buyers() -> None:
    s2 = br.new_game(players=2, seed=5)
    for name in ("Warrington", "Nottingham"):
        for space in (0, 1):
            assert s2.merchants[B.merchant_space(name, space).index].goods is None
    s = (
        Position(players=2)
        .hand(0, ["Leek"])
        .tile("Stoke-on-Trent", 0, owner=0, industry="cotton", level=1)
        .link("Stoke-on-Trent", "Warrington", owner=0)
        .tile("Derby", 1, owner=0, industry="cotton", level=1)
        .link("Derby", "Nottingham", owner=0)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=2)
        .state
    )
    assert rules(s, br.Sell(T("Stoke-on-Trent", 0), "Leek")) == ["R-SELL-TILE"]
    assert rules(s, br.Sell(T("Derby", 1), "Leek")) == ["R-SELL-TILE"]
    s3 = br.new_game(players=3, seed=5)
    assert all(
        s3.merchants[B.merchant_space("Nottingham", sp).index].goods is None for sp in (0, 1)
    )
    assert all(
        s3.merchants[B.merchant_space("Warrington", sp).index].goods is not None for sp in (0, 1)
    )


# ----- R-RES-BEER in a Sell --------------------------------------------------------------------


@pytest.mark.rule("R-RES-BEER")
def test_own_brewery_anywhere_supplies_beer_unconnected() -> None:
    s = (
        glos()
        .merchant("Gloucester", 0, ["cotton"], beer=False)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=2)
        .state
    )
    n = br.apply(s, br.Sell(WORCESTER, "Leek"))
    b = tile_at(n, "Uttoxeter", 0)
    assert b.resources == 1 and not b.flipped


@pytest.mark.rule("R-RES-BEER")
@pytest.mark.rule("R-RES-FLIP")
def test_another_players_connected_brewery_supplies_beer_and_flips_raising_their_income() -> None:
    s = (
        glos()
        .merchant("Gloucester", 0, ["cotton"], beer=False)
        .tile("South Farm Brewery", 0, owner=1, industry="brewery", level=1, resources=1)
        .link("Kidderminster", "Worcester", owner=1)
        .state
    )
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (T("South Farm Brewery", 0),)))
    b = tile_at(n, "South Farm Brewery", 0)
    assert b.flipped and b.resources == 0
    assert n.players[1].income_space == 10 + 4
    assert n.players[0].income_space == 10 + 5


@pytest.mark.rule("R-RES-BEER")
@pytest.mark.rule("R-NET-FARM")
def test_another_players_unconnected_brewery_supplies_no_beer() -> None:
    s = (
        glos()
        .merchant("Gloucester", 0, ["cotton"], beer=True)
        .tile("South Farm Brewery", 0, owner=1, industry="brewery", level=1, resources=1)
        .state
    )
    farm = br.Sell(WORCESTER, "Leek", GLOS, (T("South Farm Brewery", 0),))
    assert rules(s, farm) == ["R-RES-BEER"]
    no_barrel = Position(state=s).merchant("Gloucester", 0, ["cotton"], beer=False).state
    assert rules(no_barrel, br.Sell(WORCESTER, "Leek")) == ["R-SELL-BEER"]


@pytest.mark.rule("R-RES-BEER")
def test_two_barrels_from_different_sources() -> None:
    s = (
        blank()
        .merchant("Oxford", 0, ["pottery"], beer=True)
        .tile("Coventry", 0, owner=0, industry="pottery", level=3)
        .link("Birmingham", "Coventry", owner=0)
        .link("Birmingham", "Oxford", owner=0)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=1)
        .tile("Walsall", 1, owner=1, industry="brewery", level=2, resources=2)
        .link("Birmingham", "Walsall", owner=1)
        .state
    )
    move = br.Sell(T("Coventry", 0), "Leek", OXF, (T("Uttoxeter", 0), T("Walsall", 1)))
    n = br.apply(s, move)
    assert tile_at(n, "Coventry", 0).flipped
    assert tile_at(n, "Uttoxeter", 0).flipped and tile_at(n, "Walsall", 1).resources == 1
    assert n.players[0].income_space == 10 + 5 + 5
    assert barrel(n, "Oxford", 0)
    m = br.apply(s, br.Sell(T("Coventry", 0), "Leek", OXF, (T("Walsall", 1), T("Walsall", 1))))
    assert tile_at(m, "Walsall", 1).flipped and m.players[1].income_space == 15
    three = {mv.beer for mv in br.legal_moves(s) if isinstance(mv, br.Sell) and mv.card == "Leek"}
    assert (T("Uttoxeter", 0), OXF) in three and (T("Walsall", 1), OXF) in three


# ----- general --------------------------------------------------------------------------------


@pytest.mark.rule("R-SELL-TILE")
def test_apply_of_a_sell_leaves_the_input_unchanged_and_listed_moves_validate() -> None:
    s = (
        glos()
        .tile("Worcester", 1, owner=0, industry="cotton", level=2)
        .merchant("Gloucester", 1, ["cotton"], beer=True)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=2, resources=2)
        .state
    )
    before = attrs.asdict(s)
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), COAL))
    assert attrs.asdict(s) == before
    mid = attrs.asdict(n)
    for state in (s, n):
        for m in br.legal_moves(state):
            assert br.validate(state, m) == ()
            br.apply(state, m)
    assert attrs.asdict(n) == mid


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.rule("R-SELL-BONUS")
def test_two_gloucester_bonuses_in_one_sell() -> None:
    s = (
        glos()
        .tile("Worcester", 1, owner=0, industry="cotton", level=2)
        .merchant("Gloucester", 1, ["cotton"], beer=True)
        .state
    )
    n = br.apply(s, br.Sell(WORCESTER, "Leek", GLOS, (GLOS,), COAL))
    m = br.apply(
        n, br.Sell(T("Worcester", 1), None, M("Gloucester", 1), (M("Gloucester", 1),), COAL)
    )
    assert m.players[0].mat[COAL.index] == (2, 3, 3, 4, 4)
    assert m.in_progress is None and m.actions_taken == 1


@pytest.mark.rule("R-SELL-TILE")
@pytest.mark.rule("R-SELL-MERCHANT-BEER")
def test_without_a_named_merchant_the_first_one_that_can_supply_the_beer_is_used() -> None:
    s = (
        glos()
        .merchant("Gloucester", 0, ["cotton"], beer=False)
        .merchant("Gloucester", 1, ["cotton"], beer=True)
        .state
    )
    assert rules(s, br.Sell(WORCESTER, "Leek", GLOS)) == ["R-SELL-BEER"]
    n = br.apply(s, br.Sell(WORCESTER, "Leek"))
    assert not barrel(n, "Gloucester", 1) and tile_at(n, "Worcester", 0).flipped
