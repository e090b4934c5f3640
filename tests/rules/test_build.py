"""R-BUILD: the Build action (card, farm, tile, slot, era, Canal limit, cost, produce, overbuild),
with the build half of R-NET-EMPTY and R-NET-MINE.

Positions are built with ``tests.builder.Position``; assertions are on rule IDs and on the
resulting state, never on message text.
"""

from __future__ import annotations

import random

import attrs
import pytest
from tests.builder import Position, rules_of

import brass_rules as br
from brass_rules import components as comp

B = br.board.BIRMINGHAM
Ind = br.Industry
CANAL, RAIL = br.Era.CANAL, br.Era.RAIL
T = br.TileRef
MKT = br.MARKET


def at(state: br.GameState, location: str, slot: int) -> br.BuiltTile | None:
    return state.tiles[B.slot(location, slot).index]


def rules(state: br.GameState, move: br.Move) -> list[str]:
    return rules_of(br.validate(state, move))


def builds(state: br.GameState, **where: object) -> list[br.Build]:
    """The legal Build moves, optionally filtered by field (location=..., industry=...)."""
    return [
        m
        for m in br.legal_moves(state)
        if isinstance(m, br.Build) and all(getattr(m, k) == v for k, v in where.items())
    ]


def pos(
    players: int = 2, era: br.Era = CANAL, money: int = 50, hand: tuple[str, ...] = ()
) -> Position:
    p = Position(players=players, seed=3, era=era).money(0, money)
    return p.hand(0, hand) if hand else p


def rail_mats(p: Position, player: int = 0) -> Position:
    """The player's level-1 tiles developed away (pottery I stays: it is buildable in Rail)."""
    for industry in (Ind.COTTON, Ind.COAL, Ind.IRON, Ind.MANUFACTURER, Ind.BREWERY):
        levels = [lv for lv in comp.mat(industry) if lv > 1]
        p = p.mat(player, industry, levels)
    return p


# ----- R-BUILD-CARD ----------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-CARD")
def test_location_card_builds_in_its_town_even_outside_the_network() -> None:
    s = pos(hand=("Birmingham", "Leek")).link("Leek", "Stoke-on-Trent", owner=0).state
    move = br.Build("Birmingham", Ind.COTTON, "Birmingham", 0)
    assert br.validate(s, move) == ()
    after = br.apply(s, move)
    assert at(after, "Birmingham", 0) == br.BuiltTile(0, Ind.COTTON, 1, False, 0)
    assert after.players[0].hand == ("Leek",)
    assert after.players[0].discard[-1] == "Birmingham"


@pytest.mark.rule("R-BUILD-CARD")
def test_location_card_of_another_town_is_rejected() -> None:
    s = pos(hand=("Leek",)).state
    assert rules(s, br.Build("Leek", Ind.COTTON, "Birmingham", 0)) == ["R-BUILD-CARD"]
    assert all(m.location == "Leek" for m in builds(s))
    assert builds(s)


@pytest.mark.rule("R-BUILD-CARD")
@pytest.mark.rule("R-NET-MINE")
def test_industry_card_builds_only_in_the_players_network() -> None:
    s = pos(hand=("cotton/manufacturer",)).link("Leek", "Stoke-on-Trent", owner=0).state
    assert br.validate(s, br.Build("cotton/manufacturer", Ind.COTTON, "Leek", 0)) == ()
    assert br.validate(s, br.Build("cotton/manufacturer", Ind.COTTON, "Stoke-on-Trent", 0)) == ()
    assert rules(s, br.Build("cotton/manufacturer", Ind.COTTON, "Worcester", 0)) == ["R-BUILD-CARD"]
    assert {m.location for m in builds(s)} == {"Leek", "Stoke-on-Trent"}


@pytest.mark.rule("R-BUILD-CARD")
def test_industry_card_of_another_industry_is_rejected() -> None:
    s = pos(hand=("coal",)).link("Leek", "Stoke-on-Trent", owner=0).state
    assert rules(s, br.Build("coal", Ind.COTTON, "Leek", 0)) == ["R-BUILD-CARD"]
    # not in hand; and Leek shows no brewery (every independent violation is listed)
    assert rules(s, br.Build("brewery", Ind.BREWERY, "Leek")) == ["R-GEN-TURN", "R-BUILD-SLOT"]
    assert {m.industry for m in builds(s)} == {Ind.COAL}


@pytest.mark.rule("R-BUILD-CARD")
def test_dual_card_builds_a_cotton_mill_or_a_manufacturer_but_nothing_else() -> None:
    card = "cotton/manufacturer"
    s = pos(hand=(card,)).link("Stoke-on-Trent", "Warrington", owner=0).state
    assert br.validate(s, br.Build(card, Ind.COTTON, "Stoke-on-Trent", 0)) == ()
    assert br.validate(s, br.Build(card, Ind.MANUFACTURER, "Stoke-on-Trent", 2)) == ()
    assert rules(s, br.Build(card, Ind.POTTERY, "Stoke-on-Trent", 1)) == ["R-BUILD-CARD"]
    assert rules(s, br.Build(card, Ind.IRON, "Stoke-on-Trent", 1)) == ["R-BUILD-CARD"]
    assert {m.industry for m in builds(s)} == {Ind.COTTON, Ind.MANUFACTURER}


@pytest.mark.rule("R-BUILD-CARD")
def test_wild_location_card_builds_in_any_town_and_returns_to_its_pile() -> None:
    s = pos(hand=("wild location",)).link("Leek", "Stoke-on-Trent", owner=0).state
    move = br.Build("wild location", Ind.COTTON, "Worcester", 0)
    assert br.validate(s, move) == ()
    after = br.apply(s, move)
    assert after.wild_location == s.wild_location + 1
    assert "wild location" not in after.players[0].discard
    assert at(after, "Worcester", 0) is not None
    locations = {m.location for m in builds(s)}
    assert "Worcester" in locations and "Dudley" in locations
    assert not locations & {"North Farm Brewery", "South Farm Brewery"}


@pytest.mark.rule("R-BUILD-CARD")
@pytest.mark.rule("R-BUILD-FARM")
def test_wild_location_card_cannot_build_a_farm_brewery() -> None:
    s = pos(hand=("wild location",)).link("Cannock", "North Farm Brewery", owner=0).state
    assert rules(s, br.Build("wild location", Ind.BREWERY, "North Farm Brewery")) == [
        "R-BUILD-FARM"
    ]


@pytest.mark.rule("R-BUILD-CARD")
def test_wild_industry_card_acts_as_any_industry_card_in_the_network() -> None:
    s = pos(hand=("wild industry",)).link("Stoke-on-Trent", "Warrington", owner=0).state
    for industry, slot in ((Ind.COTTON, 0), (Ind.POTTERY, 1), (Ind.IRON, 1), (Ind.MANUFACTURER, 2)):
        assert br.validate(s, br.Build("wild industry", industry, "Stoke-on-Trent", slot)) == ()
    assert rules(s, br.Build("wild industry", Ind.COTTON, "Worcester", 0)) == ["R-BUILD-CARD"]
    after = br.apply(s, br.Build("wild industry", Ind.COTTON, "Stoke-on-Trent", 0))
    assert after.wild_industry == s.wild_industry + 1


@pytest.mark.rule("R-BUILD-CARD")
@pytest.mark.rule("R-NET-MINE")
def test_no_industry_is_built_in_a_merchant_location_even_in_the_network() -> None:
    s = pos(hand=("wild industry", "wild location")).link("Birmingham", "Oxford", owner=0).state
    assert rules(s, br.Build("wild industry", Ind.COTTON, "Oxford")) == ["R-BUILD-CARD"]
    assert rules(s, br.Build("wild location", Ind.COTTON, "Oxford")) == ["R-BUILD-CARD"]
    assert rules(s, br.Build("wild location", Ind.COTTON, "Atlantis")) == ["R-BUILD-CARD"]
    assert not builds(s, location="Oxford")


# ----- R-NET-MINE (build half) ------------------------------------------------------------------


@pytest.mark.rule("R-NET-MINE")
def test_a_location_with_an_own_tile_is_in_the_network() -> None:
    s = (
        rail_mats(pos(era=RAIL, hand=("iron",)))
        .tile("Dudley", 0, owner=0, industry="coal", level=2, resources=2)
        .state
    )
    move = br.Build("iron", Ind.IRON, "Dudley", 1)
    assert br.validate(s, move) == ()
    after = br.apply(s, move)
    assert at(after, "Dudley", 0) == br.BuiltTile(0, Ind.COAL, 2, False, 1)  # its own coal, free


@pytest.mark.rule("R-NET-MINE")
@pytest.mark.rule("R-BUILD-FARM")
def test_the_kidderminster_worcester_link_puts_the_south_farm_brewery_in_the_network() -> None:
    s = pos(hand=("brewery",)).link("Kidderminster", "Worcester", owner=0).state
    move = br.Build("brewery", Ind.BREWERY, "South Farm Brewery")
    assert br.validate(s, move) == ()
    assert at(br.apply(s, move), "South Farm Brewery", 0) == br.BuiltTile(
        0, Ind.BREWERY, 1, False, 1
    )


@pytest.mark.rule("R-NET-MINE")
@pytest.mark.rule("R-BUILD-CARD")
def test_other_players_links_and_tiles_do_not_put_a_location_in_my_network() -> None:
    s = (
        pos(hand=("cotton/manufacturer",))
        .link("Leek", "Stoke-on-Trent", owner=0)
        .link("Birmingham", "Worcester", owner=1)
        .tile("Birmingham", 1, owner=1, industry="manufacturer", level=1)
        .state
    )
    assert rules(s, br.Build("cotton/manufacturer", Ind.COTTON, "Worcester", 0)) == ["R-BUILD-CARD"]
    assert rules(s, br.Build("cotton/manufacturer", Ind.COTTON, "Birmingham", 0)) == [
        "R-BUILD-CARD"
    ]


# ----- R-NET-EMPTY (build half) -----------------------------------------------------------------


@pytest.mark.rule("R-NET-EMPTY")
def test_a_player_with_nothing_on_the_board_builds_with_an_industry_card_anywhere() -> None:
    s = pos(hand=("coal", "brewery")).state
    assert br.validate(s, br.Build("coal", Ind.COAL, "Dudley", 0)) == ()
    assert br.validate(s, br.Build("brewery", Ind.BREWERY, "North Farm Brewery")) == ()
    assert br.validate(s, br.Build("brewery", Ind.BREWERY, "South Farm Brewery")) == ()
    locs = {m.location for m in builds(s)}
    assert {"Dudley", "Cannock", "North Farm Brewery", "South Farm Brewery"} <= locs


@pytest.mark.rule("R-NET-EMPTY")
def test_one_link_or_one_tile_ends_the_empty_network_freedom() -> None:
    with_link = pos(hand=("coal",)).link("Leek", "Stoke-on-Trent", owner=0).state
    assert rules(with_link, br.Build("coal", Ind.COAL, "Dudley", 0)) == ["R-BUILD-CARD"]
    with_tile = pos(hand=("coal",)).tile("Worcester", 0, owner=0, industry="cotton").state
    assert rules(with_tile, br.Build("coal", Ind.COAL, "Dudley", 0)) == ["R-BUILD-CARD"]
    assert not builds(with_tile)


@pytest.mark.rule("R-NET-EMPTY")
def test_other_players_pieces_do_not_end_the_empty_network_freedom() -> None:
    s = (
        pos(hand=("brewery",))
        .link("Cannock", "Stafford", owner=1)
        .tile("Cannock", 0, owner=1, industry="coal", resources=2)
        .state
    )
    assert br.validate(s, br.Build("brewery", Ind.BREWERY, "North Farm Brewery")) == ()


@pytest.mark.rule("R-NET-EMPTY")
def test_empty_network_applies_again_in_the_rail_era() -> None:
    s = rail_mats(pos(era=RAIL, hand=("wild industry",))).state
    move = br.Build("wild industry", Ind.BREWERY, "North Farm Brewery")
    assert br.validate(s, move) == ()
    assert at(br.apply(s, move), "North Farm Brewery", 0) == br.BuiltTile(
        0, Ind.BREWERY, 2, False, 2
    )


# ----- R-BUILD-FARM ----------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-FARM")
def test_a_farm_brewery_is_built_with_a_brewery_or_wild_industry_card_in_the_network() -> None:
    s = (
        pos(hand=("brewery", "wild industry", "Cannock"))
        .link("Cannock", "North Farm Brewery", owner=0)
        .state
    )
    assert br.validate(s, br.Build("brewery", Ind.BREWERY, "North Farm Brewery")) == ()
    assert br.validate(s, br.Build("wild industry", Ind.BREWERY, "North Farm Brewery")) == ()
    assert rules(s, br.Build("Cannock", Ind.BREWERY, "North Farm Brewery")) == ["R-BUILD-FARM"]
    farm = builds(s, location="North Farm Brewery")
    assert {m.card for m in farm} == {"brewery", "wild industry"}


@pytest.mark.rule("R-BUILD-FARM")
def test_a_farm_brewery_slot_takes_only_a_brewery() -> None:
    s = pos(hand=("wild industry", "coal")).link("Cannock", "North Farm Brewery", owner=0).state
    assert rules(s, br.Build("wild industry", Ind.COTTON, "North Farm Brewery")) == ["R-BUILD-FARM"]
    assert rules(s, br.Build("coal", Ind.COAL, "North Farm Brewery")) == ["R-BUILD-FARM"]


@pytest.mark.rule("R-BUILD-FARM")
@pytest.mark.rule("R-BUILD-CARD")
def test_a_farm_brewery_outside_the_network_is_rejected() -> None:
    s = pos(hand=("brewery",)).link("Cannock", "Stafford", owner=0).state
    assert rules(s, br.Build("brewery", Ind.BREWERY, "North Farm Brewery")) == ["R-BUILD-FARM"]
    assert rules(s, br.Build("brewery", Ind.BREWERY, "South Farm Brewery")) == ["R-BUILD-FARM"]


@pytest.mark.rule("R-BUILD-FARM")
@pytest.mark.rule("R-BUILD-SLOT")
def test_an_occupied_farm_brewery_has_no_free_slot() -> None:
    s = (
        pos(hand=("brewery",))
        .link("Cannock", "North Farm Brewery", owner=0)
        .tile("North Farm Brewery", 0, owner=1, industry="brewery", resources=1)
        .state
    )
    assert rules(s, br.Build("brewery", Ind.BREWERY, "North Farm Brewery")) == ["R-BUILD-SLOT"]


# ----- R-BUILD-TILE ----------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-TILE")
def test_the_lowest_remaining_tile_of_the_industry_is_built() -> None:
    s = pos(hand=("coal",)).mat(0, "coal", [2, 3, 4]).state
    after = br.apply(s, br.Build("coal", Ind.COAL, "Dudley", 0))
    assert at(after, "Dudley", 0) == br.BuiltTile(0, Ind.COAL, 2, False, 3)
    assert after.players[0].mat[Ind.COAL.index] == (3, 4)
    untouched = [m for i, m in enumerate(after.players[0].mat) if i != Ind.COAL.index]
    assert untouched == [m for i, m in enumerate(s.players[0].mat) if i != Ind.COAL.index]


@pytest.mark.rule("R-BUILD-TILE")
def test_no_tile_left_of_the_industry_is_rejected() -> None:
    s = pos(hand=("coal",)).mat(0, "coal", []).state
    assert rules(s, br.Build("coal", Ind.COAL, "Dudley", 0)) == ["R-BUILD-TILE"]
    assert not builds(s)


# ----- R-BUILD-SLOT ----------------------------------------------------------------------------


def birmingham(hand: tuple[str, ...] = ("Birmingham",), era: br.Era = CANAL) -> Position:
    """Player 0 may build in Birmingham, which is connected to Oxford (coal market access)."""
    p = pos(era=era, hand=hand).link("Birmingham", "Oxford", owner=1)
    return rail_mats(p) if era is RAIL else p


@pytest.mark.rule("R-BUILD-SLOT")
def test_a_single_icon_slot_is_used_before_a_shared_one() -> None:
    s = birmingham().state
    assert br.validate(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 1)) == ()
    assert br.validate(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 3)) == ()
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 0)) == ["R-BUILD-SLOT"]
    assert {m.slot for m in builds(s, industry=Ind.MANUFACTURER)} == {1, 3}


@pytest.mark.rule("R-BUILD-SLOT")
def test_the_shared_slot_is_allowed_once_the_single_icon_slots_are_taken() -> None:
    s = (
        birmingham()
        .tile("Birmingham", 1, owner=1, industry="manufacturer")
        .tile("Birmingham", 3, owner=1, industry="manufacturer")
        .state
    )
    assert br.validate(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 0)) == ()
    assert {m.slot for m in builds(s, industry=Ind.MANUFACTURER)} == {0}
    after = br.apply(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham"))
    assert at(after, "Birmingham", 0) == br.BuiltTile(0, Ind.MANUFACTURER, 1, False, 0)


@pytest.mark.rule("R-BUILD-SLOT")
def test_a_slot_not_showing_the_industry_or_not_existing_is_rejected() -> None:
    s = birmingham().state
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 2)) == ["R-BUILD-SLOT"]
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 4)) == ["R-BUILD-SLOT"]
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", -1)) == ["R-BUILD-SLOT"]
    assert rules(s, br.Build("Birmingham", Ind.POTTERY, "Birmingham")) == ["R-BUILD-SLOT"]


@pytest.mark.rule("R-BUILD-SLOT")
def test_a_location_without_a_free_slot_for_the_industry_is_rejected() -> None:
    s = pos(hand=("Dudley",)).tile("Dudley", 0, owner=1, industry="coal", resources=1).state
    assert rules(s, br.Build("Dudley", Ind.COAL, "Dudley")) == ["R-BUILD-SLOT"]
    assert not builds(s, industry=Ind.COAL)


@pytest.mark.rule("R-BUILD-SLOT")
@pytest.mark.rule("R-BUILD-OVER")
def test_overbuilding_is_allowed_even_while_a_single_icon_slot_is_empty() -> None:
    """Interpretation: the slot priority governs only empty slots."""
    s = (
        birmingham(era=RAIL)
        .tile("Birmingham", 0, owner=0, industry="manufacturer", level=1, flipped=True)
        .state
    )
    move = br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 0)
    assert br.validate(s, move) == ()
    assert {m.slot for m in builds(s, industry=Ind.MANUFACTURER)} == {0, 1, 3}
    assert at(br.apply(s, move), "Birmingham", 0) == br.BuiltTile(0, Ind.MANUFACTURER, 2, False, 0)


@pytest.mark.rule("R-BUILD-SLOT")
def test_equally_good_slots_are_the_players_choice_and_none_picks_the_first() -> None:
    s = birmingham().state
    after = br.apply(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham"))
    assert at(after, "Birmingham", 1) is not None and at(after, "Birmingham", 3) is None
    after3 = br.apply(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 3))
    assert at(after3, "Birmingham", 3) is not None and at(after3, "Birmingham", 1) is None


# ----- R-BUILD-ERA -----------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-ERA")
def test_a_level_one_tile_left_in_the_rail_era_blocks_its_industry() -> None:
    s = rail_mats(pos(era=RAIL, hand=("Worcester",))).mat(0, "cotton", [1, 2, 2, 3]).state
    assert rules(s, br.Build("Worcester", Ind.COTTON, "Worcester", 0)) == ["R-BUILD-ERA"]
    assert not builds(s, industry=Ind.COTTON)
    developed = (
        rail_mats(pos(era=RAIL, hand=("Worcester",)))
        .mat(0, "cotton", [2, 2, 3])
        .link("Gloucester", "Worcester", owner=1)
        .state
    )
    after = br.apply(developed, br.Build("Worcester", Ind.COTTON, "Worcester", 0))
    assert at(after, "Worcester", 0) == br.BuiltTile(0, Ind.COTTON, 2, False, 0)


@pytest.mark.rule("R-BUILD-ERA")
def test_level_one_tiles_are_built_in_the_canal_era() -> None:
    s = pos(hand=("coal",)).state
    assert br.validate(s, br.Build("coal", Ind.COAL, "Dudley", 0)) == ()
    assert at(br.apply(s, br.Build("coal", Ind.COAL, "Dudley", 0)), "Dudley", 0).level == 1  # type: ignore[union-attr]


@pytest.mark.rule("R-BUILD-ERA")
def test_pottery_one_is_buildable_in_the_rail_era() -> None:
    s = rail_mats(pos(era=RAIL, hand=("Coventry",))).state
    assert s.players[0].mat[Ind.POTTERY.index][0] == 1
    move = br.Build("Coventry", Ind.POTTERY, "Coventry", 0)
    assert br.validate(s, move) == ()
    assert at(br.apply(s, move), "Coventry", 0) == br.BuiltTile(0, Ind.POTTERY, 1, False, 0)


@pytest.mark.rule("R-BUILD-ERA")
@pytest.mark.parametrize(
    ("industry", "level", "where"),
    [
        (Ind.BREWERY, 4, ("Stafford", 0)),
        (Ind.POTTERY, 5, ("Coventry", 0)),
    ],
)
def test_brewery_four_and_pottery_five_are_rail_only(
    industry: br.Industry, level: int, where: tuple[str, int]
) -> None:
    town, slot = where
    canal = pos(hand=(town,)).mat(0, industry, [level]).state
    expected = ["R-BUILD-ERA"] if industry is Ind.BREWERY else ["R-BUILD-ERA", "R-RES-COAL"]
    assert rules(canal, br.Build(town, industry, town, slot)) == expected  # pottery V burns coal
    rail = (
        pos(era=RAIL, hand=(town,))
        .mat(0, industry, [level])
        .tile("Coventry", 1, owner=1, industry="coal", level=2, resources=3)
        .link("Birmingham", "Coventry", owner=1)
        .state
    )
    move = br.Build(town, industry, town, slot)
    assert br.validate(rail, move) == ()
    barrels = 2 if industry is Ind.BREWERY else 0
    assert at(br.apply(rail, move), town, slot) == br.BuiltTile(0, industry, level, False, barrels)


# ----- R-BUILD-CANAL-ONE -----------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-CANAL-ONE")
def test_second_own_tile_in_a_canal_town_is_rejected() -> None:
    s = birmingham().tile("Birmingham", 1, owner=0, industry="manufacturer").state
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 3)) == [
        "R-BUILD-CANAL-ONE"
    ]
    assert rules(s, br.Build("Birmingham", Ind.COTTON, "Birmingham", 0)) == ["R-BUILD-CANAL-ONE"]
    assert rules(s, br.Build("Birmingham", Ind.COTTON, "Birmingham")) == ["R-BUILD-CANAL-ONE"]
    assert not builds(s, location="Birmingham")


@pytest.mark.rule("R-BUILD-CANAL-ONE")
def test_other_players_tiles_do_not_count_towards_the_canal_limit() -> None:
    s = birmingham().tile("Birmingham", 1, owner=1, industry="manufacturer").state
    assert br.validate(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 3)) == ()


@pytest.mark.rule("R-BUILD-CANAL-ONE")
@pytest.mark.rule("R-BUILD-OVER")
def test_overbuilding_ones_own_tile_in_a_canal_town_is_allowed() -> None:
    s = (
        birmingham()
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=1)
        .mat(0, "manufacturer", [2, 2, 3])
        .state
    )
    move = br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 1)
    assert br.validate(s, move) == ()
    assert {m.slot for m in builds(s, industry=Ind.MANUFACTURER)} == {1}
    after = br.apply(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham"))
    assert at(after, "Birmingham", 1) == br.BuiltTile(0, Ind.MANUFACTURER, 2, False, 0)
    assert at(after, "Birmingham", 3) is None


@pytest.mark.rule("R-BUILD-CANAL-ONE")
@pytest.mark.rule("R-BUILD-OVER")
def test_overbuilding_another_players_tile_where_one_already_has_a_tile_is_rejected() -> None:
    def dudley(era: br.Era) -> br.GameState:
        return (
            pos(era=era, hand=("Dudley",))
            .tile("Dudley", 0, owner=1, industry="coal", level=1, flipped=True)
            .tile("Dudley", 1, owner=0, industry="iron", level=2, flipped=True)
            .mat(0, "coal", [2, 3])
            .markets(coal=0)
            .state
        )

    move = br.Build("Dudley", Ind.COAL, "Dudley", 0)
    assert rules(dudley(CANAL), move) == ["R-BUILD-CANAL-ONE"]
    assert br.validate(dudley(RAIL), move) == ()


@pytest.mark.rule("R-BUILD-CANAL-ONE")
def test_the_rail_era_has_no_one_tile_limit() -> None:
    s = birmingham(era=RAIL).tile("Birmingham", 1, owner=0, industry="manufacturer", level=2).state
    move = br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 3)
    assert br.validate(s, move) == ()
    assert {m.slot for m in builds(s, industry=Ind.MANUFACTURER)} == {3}


# ----- R-BUILD-COST ----------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-COST")
@pytest.mark.rule("R-FLOW-SPEND")
def test_the_tile_cost_is_paid_to_the_bank_and_recorded_as_spent() -> None:
    s = pos(money=17, hand=("Worcester",)).spent(0, 4).state
    after = br.apply(s, br.Build("Worcester", Ind.COTTON, "Worcester", 0))
    assert after.players[0].money == 17 - 12
    assert after.players[0].spent == 4 + 12
    assert after.bank == s.bank + 12
    assert after.players[1] == s.players[1]


@pytest.mark.rule("R-BUILD-COST")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_a_build_the_player_cannot_afford_is_rejected() -> None:
    s = pos(money=11, hand=("Worcester",)).state
    assert rules(s, br.Build("Worcester", Ind.COTTON, "Worcester", 0)) == ["R-GEN-ATOMIC"]
    assert not builds(s, industry=Ind.COTTON)
    exact = pos(money=12, hand=("Worcester",)).state
    after = br.apply(exact, br.Build("Worcester", Ind.COTTON, "Worcester", 0))
    assert after.players[0].money == 0


@pytest.mark.rule("R-BUILD-COST")
def test_a_tile_needing_coal_and_iron_consumes_both() -> None:
    s = (
        birmingham(hand=("Birmingham",))
        .mat(0, "cotton", [3, 3, 4])
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .link("Birmingham", "Dudley", owner=1)
        .tile("Coalbrookdale", 1, owner=1, industry="iron", resources=3)
        .state
    )
    after = br.apply(s, br.Build("Birmingham", Ind.COTTON, "Birmingham", 0))
    assert at(after, "Dudley", 0).resources == 1  # type: ignore[union-attr]
    assert at(after, "Coalbrookdale", 1).resources == 2  # type: ignore[union-attr]
    assert after.players[0].money == 50 - 16
    assert (after.coal_market, after.iron_market) == (s.coal_market, s.iron_market)


# ----- R-BUILD-PRODUCE -------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-PRODUCE")
def test_a_new_coal_mine_or_iron_works_gets_its_cubes() -> None:
    s = (
        pos(hand=("coal", "iron"))
        .markets(iron=10)
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .state
    )
    mine = br.apply(s, br.Build("coal", Ind.COAL, "Cannock", 1))
    assert at(mine, "Cannock", 1) == br.BuiltTile(0, Ind.COAL, 1, False, 2)
    works = br.apply(s, br.Build("iron", Ind.IRON, "Dudley", 1))
    assert at(works, "Dudley", 1) == br.BuiltTile(0, Ind.IRON, 1, False, 4)


@pytest.mark.rule("R-BUILD-PRODUCE")
def test_a_brewery_gets_one_barrel_in_the_canal_era_and_two_in_the_rail_era() -> None:
    canal = pos(hand=("brewery",)).state
    after = br.apply(canal, br.Build("brewery", Ind.BREWERY, "North Farm Brewery"))
    assert at(after, "North Farm Brewery", 0) == br.BuiltTile(0, Ind.BREWERY, 1, False, 1)
    rail = rail_mats(pos(era=RAIL, hand=("brewery",))).state
    after = br.apply(rail, br.Build("brewery", Ind.BREWERY, "North Farm Brewery"))
    assert at(after, "North Farm Brewery", 0) == br.BuiltTile(0, Ind.BREWERY, 2, False, 2)
    # a level-3 brewery built in the Canal Era still gets only 1
    canal3 = pos(hand=("brewery",)).mat(0, "brewery", [3]).state
    after = br.apply(canal3, br.Build("brewery", Ind.BREWERY, "North Farm Brewery"))
    assert at(after, "North Farm Brewery", 0) == br.BuiltTile(0, Ind.BREWERY, 3, False, 1)


@pytest.mark.rule("R-BUILD-PRODUCE")
def test_goods_tiles_get_no_resources() -> None:
    s = pos(hand=("Worcester",)).state
    after = br.apply(s, br.Build("Worcester", Ind.COTTON, "Worcester", 0))
    assert at(after, "Worcester", 0) == br.BuiltTile(0, Ind.COTTON, 1, False, 0)


# ----- R-BUILD-OVER ----------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-OVER")
def test_overbuilding_an_own_brewery_returns_its_barrel_to_the_supply() -> None:
    s = (
        pos(hand=("Stafford",))
        .tile("Stafford", 0, owner=0, industry="brewery", level=1, resources=1)
        .mat(0, "brewery", [2, 3])
        .income(0, 20)
        .state
    )
    move = br.Build("Stafford", Ind.BREWERY, "Stafford", 0)
    assert br.validate(s, move) == ()
    after = br.apply(s, move)
    assert at(after, "Stafford", 0) == br.BuiltTile(0, Ind.BREWERY, 2, False, 1)
    assert after.players[0].income_space == 20  # nothing gained or lost for the old tile
    assert after.players[0].mat[Ind.BREWERY.index] == (3,)
    assert after.players[0].money == 50 - 7 - 2  # iron from the market at £2


@pytest.mark.rule("R-BUILD-OVER")
def test_another_players_goods_tile_cannot_be_overbuilt() -> None:
    s = (
        birmingham(era=RAIL)
        .tile("Birmingham", 1, owner=1, industry="manufacturer", level=1, flipped=True)
        .state
    )
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 1)) == ["R-BUILD-OVER"]
    assert 1 not in {m.slot for m in builds(s, industry=Ind.MANUFACTURER)}


@pytest.mark.rule("R-BUILD-OVER")
def test_overbuilding_needs_a_higher_level_of_the_same_industry() -> None:
    s = (
        birmingham(era=RAIL)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .tile("Birmingham", 0, owner=0, industry="cotton", level=2)
        .state
    )
    assert s.players[0].mat[Ind.MANUFACTURER.index][0] == 2
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 1)) == ["R-BUILD-OVER"]
    assert rules(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 0)) == ["R-BUILD-OVER"]


def _mines(coal_market: int, cubes_elsewhere: int, era: br.Era = RAIL) -> br.GameState:
    p = (
        pos(era=era, hand=("Dudley",))
        .tile("Dudley", 0, owner=1, industry="coal", level=1, flipped=True)
        .markets(coal=coal_market)
        .mat(0, "coal", [2, 3])
        .income(1, 30)
    )
    if cubes_elsewhere:
        p = p.tile("Cannock", 1, owner=1, industry="coal", level=2, resources=cubes_elsewhere)
    return p.state


@pytest.mark.rule("R-BUILD-OVER")
def test_another_players_coal_mine_is_overbuilt_only_when_no_coal_is_left_anywhere() -> None:
    move = br.Build("Dudley", Ind.COAL, "Dudley", 0)
    assert rules(_mines(coal_market=1, cubes_elsewhere=0), move) == ["R-BUILD-OVER"]
    assert rules(_mines(coal_market=0, cubes_elsewhere=1), move) == ["R-BUILD-OVER"]
    s = _mines(coal_market=0, cubes_elsewhere=0)
    assert br.validate(s, move) == ()
    assert {m.slot for m in builds(s, industry=Ind.COAL)} == {0}
    after = br.apply(s, move)
    assert at(after, "Dudley", 0) == br.BuiltTile(0, Ind.COAL, 2, False, 3)
    assert after.players[1].income_space == 30  # the old owner keeps what it gained
    assert after.players[1].vp == s.players[1].vp


@pytest.mark.rule("R-BUILD-OVER")
def test_another_players_iron_works_is_overbuilt_only_when_no_iron_is_left_anywhere() -> None:
    def works(iron_market: int, elsewhere: int) -> br.GameState:
        p = (
            pos(era=RAIL, hand=("Dudley",))
            .tile("Dudley", 1, owner=1, industry="iron", level=1, flipped=True)
            .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=2)
            .mat(0, "iron", [2, 3])
            .markets(iron=iron_market)
        )
        if elsewhere:
            p = p.tile("Coalbrookdale", 1, owner=1, industry="iron", level=2, resources=elsewhere)
        return p.state

    move = br.Build("Dudley", Ind.IRON, "Dudley", 1)
    assert rules(works(1, 0), move) == ["R-BUILD-OVER"]
    assert rules(works(0, 1), move) == ["R-BUILD-OVER"]
    after = br.apply(works(0, 0), move)
    # the new works immediately sells its 4 cubes into the empty market (£5+5+4+4)
    assert at(after, "Dudley", 1) == br.BuiltTile(0, Ind.IRON, 2, True, 0)
    assert after.iron_market == 4


@pytest.mark.rule("R-BUILD-OVER")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_overbuilding_follows_the_cost_rules() -> None:
    s = _mines(coal_market=0, cubes_elsewhere=0)
    poor = attrs.evolve(s, players=(attrs.evolve(s.players[0], money=6), *s.players[1:]))
    assert rules(poor, br.Build("Dudley", Ind.COAL, "Dudley", 0)) == ["R-GEN-ATOMIC"]


# ----- engine contract for Build: immutability, errors, completion, legal moves ------------------


def _busy() -> br.GameState:
    """Coal ties, a farther mine, iron works of two owners, a connected market."""
    return (
        birmingham(hand=("Birmingham", "wild industry", "coal", "Dudley"))
        .tile("Dudley", 0, owner=1, industry="coal", resources=2)
        .tile("Coventry", 1, owner=0, industry="coal", resources=2)
        .tile("Wolverhampton", 1, owner=1, industry="coal", resources=2)
        .tile("Coalbrookdale", 1, owner=1, industry="iron", resources=2)
        .tile("Redditch", 1, owner=0, industry="iron", resources=1)
        .link("Birmingham", "Dudley", owner=1)
        .link("Birmingham", "Coventry", owner=0)
        .link("Dudley", "Wolverhampton", owner=1)
        .state
    )


@pytest.mark.rule("R-BUILD-COST")
def test_apply_never_changes_the_given_state() -> None:
    s = _busy()
    snapshot = attrs.asdict(s, recurse=True)
    for move in builds(s):
        br.apply(s, move)
    assert attrs.asdict(s, recurse=True) == snapshot


@pytest.mark.rule("R-BUILD-SLOT")
@pytest.mark.rule("R-BUILD-CANAL-ONE")
def test_apply_of_an_illegal_build_raises_with_the_violations() -> None:
    s = birmingham().tile("Birmingham", 1, owner=0, industry="manufacturer").state
    snapshot = attrs.asdict(s, recurse=True)
    for move, rule in (
        (br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 3), "R-BUILD-CANAL-ONE"),
        (br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 2), "R-BUILD-SLOT"),
    ):
        with pytest.raises(br.IllegalMoveError) as info:
            br.apply(s, move)
        assert rules_of(info.value.violations) == [rule]
        assert info.value.violations == br.validate(s, move)
    assert attrs.asdict(s, recurse=True) == snapshot


@pytest.mark.rule("R-BUILD-SLOT")
@pytest.mark.rule("R-RES-COAL")
@pytest.mark.rule("R-RES-IRON")
def test_a_build_with_none_fields_is_completed_with_the_first_legal_choice() -> None:
    s = _busy()
    short = br.Build("wild industry", Ind.COTTON, "Birmingham")
    assert br.validate(s, short) == ()
    first = builds(s, card="wild industry", industry=Ind.COTTON, location="Birmingham")[0]
    assert br.apply(s, short) == br.apply(s, first)
    # the documented order: ties in board-slot order (Dudley comes before Coventry)
    assert B.slot("Dudley", 0).index < B.slot("Coventry", 1).index
    manu = builds(s, card="Birmingham", industry=Ind.MANUFACTURER)[0]
    assert manu.slot == 1 and manu.coal == (T("Dudley", 0),)
    assert br.apply(s, br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham")) == br.apply(s, manu)


@pytest.mark.rule("R-BUILD-CARD")
@pytest.mark.rule("R-BUILD-SLOT")
@pytest.mark.rule("R-RES-COAL")
def test_every_listed_build_validates_and_applies_with_its_exact_cost() -> None:
    s = _busy()
    moves = builds(s)
    assert moves
    assert len(set(moves)) == len(moves)
    for move in moves:
        assert br.validate(s, move) == (), move
        after = br.apply(s, move)
        level = s.players[0].mat[move.industry.index][0]
        spec = comp.tile(move.industry, level)
        bought = comp.COAL_MARKET.cost_to_buy(
            s.coal_market, sum(1 for c in move.coal or () if c == MKT)
        ) + comp.IRON_MARKET.cost_to_buy(s.iron_market, sum(1 for c in move.iron or () if c == MKT))
        assert after.players[0].spent - s.players[0].spent == spec.cost + bought, move


@pytest.mark.rule("R-BUILD-OVER")
@pytest.mark.rule("R-BUILD-CANAL-ONE")
def test_another_players_empty_mine_is_overbuilt_in_the_canal_era_and_leaves_the_game() -> None:
    s = _mines(coal_market=0, cubes_elsewhere=0, era=CANAL)
    after = br.apply(s, br.Build("Dudley", Ind.COAL, "Dudley", 0))
    assert at(after, "Dudley", 0) == br.BuiltTile(0, Ind.COAL, 2, False, 3)
    assert after.players[1].mat == s.players[1].mat  # not returned to its owner


@pytest.mark.rule("R-BUILD-COST")
@pytest.mark.parametrize("players", [3, 4])
def test_the_player_to_move_builds_and_pays_in_a_larger_game(players: int) -> None:
    last = players - 1
    s = (
        Position(players=players, seed=3, to_move=last)
        .money(last, 20)
        .hand(last, ["Worcester"])
        .state
    )
    assert s.to_move == last
    after = br.apply(s, br.Build("Worcester", Ind.COTTON, "Worcester", 0))
    assert at(after, "Worcester", 0) == br.BuiltTile(last, Ind.COTTON, 1, False, 0)
    assert after.players[last].money == 8
    assert after.players[last].spent == 12
    assert after.players[:last] == s.players[:last]


@pytest.mark.rule("R-RES-COAL")
@pytest.mark.rule("R-RES-IRON")
def test_sources_naming_nothing_are_violations_not_errors() -> None:
    s = birmingham().state
    bad_coal = br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 1, (T("Atlantis", 0),))
    assert rules(s, bad_coal) == ["R-RES-COAL"]
    odd_coal = br.Build("Birmingham", Ind.MANUFACTURER, "Birmingham", 1, (T("Dudley", 9),))
    assert rules(s, odd_coal) == ["R-RES-COAL"]
    s2 = pos(hand=("Stafford",)).state
    bad_iron = br.Build("Stafford", Ind.BREWERY, "Stafford", 0, (), (br.MerchantRef("Oxford", 0),))
    assert rules(s2, bad_iron) == ["R-RES-IRON"]


@pytest.mark.rule("R-BUILD-CARD")
def test_two_identical_cards_give_one_move_per_outcome() -> None:
    one = birmingham(hand=("Birmingham",)).state
    two = birmingham(hand=("Birmingham", "Birmingham")).state
    assert builds(one) == builds(two)


@pytest.mark.rule("R-BUILD-COST")
@pytest.mark.rule("R-FLOW-SPEND")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_in_played_games_listed_builds_validate_and_variants_never_raise(players: int) -> None:
    """Random play (seeded): every listed Build validates and records exactly its cost as
    spent; slot and source variants of it are validated without raising, and applied when legal."""
    rng = random.Random(players)
    s = br.new_game(players=players, seed=players)
    for _ in range(50):
        moves = br.legal_moves(s)
        own = [m for m in moves if isinstance(m, br.Build)]
        player = s.to_move
        assert player is not None
        for move in own:
            assert br.validate(s, move) == (), move
            after = br.apply(s, move)
            if after.turn == s.turn and after.round == s.round:
                level = s.players[player].mat[move.industry.index][0]
                bought = comp.COAL_MARKET.cost_to_buy(
                    s.coal_market, sum(1 for c in move.coal or () if c == MKT)
                ) + comp.IRON_MARKET.cost_to_buy(
                    s.iron_market, sum(1 for c in move.iron or () if c == MKT)
                )
                spent = after.players[player].spent - s.players[player].spent
                assert spent == comp.tile(move.industry, level).cost + bought, move
        for move in own[:5]:
            for variant in (
                attrs.evolve(move, slot=None, coal=None, iron=None),
                *(attrs.evolve(move, slot=k) for k in range(-1, 5)),
                attrs.evolve(move, coal=(MKT,) * len(move.coal or ())),
                attrs.evolve(move, iron=(MKT,) * len(move.iron or ())),
                attrs.evolve(move, coal=(*(move.coal or ()), MKT)),
            ):
                if br.validate(s, variant) == ():
                    br.apply(s, variant)
        s = br.apply(s, rng.choice(own) if own and rng.random() < 0.7 else rng.choice(moves))
