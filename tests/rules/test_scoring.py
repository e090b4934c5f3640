"""R-ERA, R-END and R-VARIANT-INTRO: era scoring, the Canal-to-Rail changes, the winner."""

from __future__ import annotations

from collections import Counter

import pytest
from tests.builder import Position
from tests.randomgames import ROUNDS, last_round, pass_until, random_steps

import brass_rules as br
from brass_rules import Era
from brass_rules import components as comp
from brass_rules.birmingham.board import BIRMINGHAM as B

INTRO = br.Variant.INTRO


def _space(level: int) -> int:
    return comp.INCOME_LEVELS.index(level)


def _canal_end(pos: Position) -> br.GameState:
    """Everybody passes through the last Canal round from *pos* (incomes at level 0)."""
    return pass_until(last_round(pos).state)


def _rail_end(pos: Position) -> br.GameState:
    return pass_until(last_round(pos, era=Era.RAIL).state)


def _vp(state: br.GameState) -> list[int]:
    return [p.vp for p in state.players]


def _tile(state: br.GameState, location: str, slot: int) -> br.BuiltTile | None:
    return state.tiles[B.slot(location, slot).index]


# ----- R-ERA-LINKS -------------------------------------------------------------------------------


@pytest.mark.rule("R-ERA-LINKS")
def test_a_link_scores_the_icons_of_flipped_tiles_at_both_ends() -> None:
    pos = (
        Position(players=2, seed=1)
        .link("Birmingham", "Dudley", owner=0)
        .tile("Dudley", 0, owner=1, industry="coal", level=1, flipped=True)  # 2 icons, 1 VP
        .tile("Birmingham", 2, owner=1, industry="iron", level=1, flipped=True)  # 1 icon, 3 VP
    )
    after = _canal_end(pos)
    assert _vp(after) == [2 + 1, 1 + 3]


@pytest.mark.rule("R-ERA-LINKS")
def test_icons_count_whoever_owns_the_tiles_and_every_link_there_scores() -> None:
    pos = (
        Position(players=3, seed=1)
        .link("Birmingham", "Dudley", owner=0)
        .link("Dudley", "Wolverhampton", owner=1)
        .link("Dudley", "Kidderminster", owner=2)
        .tile("Dudley", 1, owner=2, industry="iron", level=1, flipped=True)  # 1 icon, 3 VP
    )
    assert _vp(_canal_end(pos)) == [1, 1, 1 + 3]


@pytest.mark.rule("R-ERA-LINKS")
def test_unflipped_tiles_show_no_icons() -> None:
    pos = (
        Position(players=2, seed=1)
        .link("Birmingham", "Dudley", owner=0)
        .tile("Dudley", 0, owner=0, industry="coal", level=1, resources=1)
        .tile("Birmingham", 0, owner=1, industry="cotton", level=1)
    )
    assert _vp(_canal_end(pos)) == [0, 0]


@pytest.mark.rule("R-ERA-LINKS")
def test_merchant_locations_give_two_icons_with_or_without_a_tile() -> None:
    # 2 players: no merchant tile at Warrington; Oxford and Shrewsbury have tiles
    state = Position(players=2, seed=1).state
    assert state.merchants[B.merchant_space("Warrington", 0).index].goods is None
    pos = (
        Position(players=2, seed=1)
        .link("Stoke-on-Trent", "Warrington", owner=0)
        .link("Birmingham", "Oxford", owner=1)
        .link("Coalbrookdale", "Shrewsbury", owner=1)
    )
    assert _vp(_canal_end(pos)) == [2, 4]


@pytest.mark.rule("R-ERA-LINKS")
def test_merchant_icons_add_to_a_flipped_tile_at_the_other_end() -> None:
    pos = (
        Position(players=2, seed=1)
        .link("Birmingham", "Oxford", owner=0)
        .tile("Birmingham", 0, owner=1, industry="cotton", level=2, flipped=True)  # 2 icons, 5 VP
    )
    assert _vp(_canal_end(pos)) == [2 + 2, 5]


@pytest.mark.rule("R-ERA-LINKS")
def test_kidderminster_worcester_link_scores_three_locations() -> None:
    pos = (
        Position(players=2, seed=1)
        .link("Kidderminster", "Worcester", owner=0)
        .tile("South Farm Brewery", 0, owner=1, industry="brewery", level=2, flipped=True)
        .tile("Kidderminster", 1, owner=1, industry="cotton", level=1, flipped=True)
        .tile("Worcester", 0, owner=1, industry="cotton", level=2, flipped=True)
    )
    # icons: brewery II 2 + cotton I 1 + cotton II 2; tile VP: 5 + 5 + 5
    assert _vp(_canal_end(pos)) == [5, 15]


@pytest.mark.rule("R-ERA-LINKS")
def test_south_farm_brewery_counts_only_for_the_kidderminster_worcester_link() -> None:
    pos = (
        Position(players=2, seed=1)
        .link("Birmingham", "Worcester", owner=0)
        .link("Dudley", "Kidderminster", owner=0)
        .tile("South Farm Brewery", 0, owner=1, industry="brewery", level=2, flipped=True)
    )
    assert _vp(_canal_end(pos)) == [0, 5]


@pytest.mark.rule("R-ERA-LINKS")
def test_links_score_at_the_end_of_the_rail_era_too_and_stay_on_the_board() -> None:
    pos = (
        Position(players=2, seed=1, era=Era.RAIL)
        .link("Birmingham", "Oxford", owner=0)
        .link("Birmingham", "Coventry", owner=1)
        .tile("Coventry", 0, owner=0, industry="pottery", level=3, flipped=True)  # 1 icon, 11 VP
    )
    after = _rail_end(pos)
    assert after.is_over
    assert _vp(after) == [2 + 11, 1]
    # after the Rail Era the links stay: the final position shows the network that was scored
    assert sorted(o for o in after.links if o is not None) == [0, 1]
    before = last_round(pos, era=Era.RAIL).state
    assert [p.links_left for p in after.players] == [p.links_left for p in before.players]


@pytest.mark.rule("R-ERA-LINKS")
def test_links_leave_the_board_after_scoring() -> None:
    pos = (
        Position(players=2, seed=1)
        .link("Birmingham", "Oxford", owner=0)
        .link("Birmingham", "Dudley", owner=1)
        .links_left(0, 13)
        .links_left(1, 13)
    )
    after = _canal_end(pos)
    assert all(owner is None for owner in after.links)
    assert [p.links_left for p in after.players] == [14, 14]


# ----- R-ERA-TILES -------------------------------------------------------------------------------


@pytest.mark.rule("R-ERA-TILES")
def test_flipped_tiles_score_their_vp_for_their_owners() -> None:
    pos = (
        Position(players=3, seed=1)
        .vp(0, 4)
        .tile("Stone", 0, owner=0, industry="cotton", level=1, flipped=True)  # 5
        .tile("Leek", 0, owner=1, industry="manufacturer", level=2, flipped=True)  # 5
        .tile("Stoke-on-Trent", 1, owner=2, industry="pottery", level=1, flipped=True)  # 10
        .tile("Dudley", 1, owner=0, industry="iron", level=2, flipped=True)  # 5
    )
    assert _vp(_canal_end(pos)) == [4 + 5 + 5, 5, 10]


@pytest.mark.rule("R-ERA-TILES")
def test_unflipped_tiles_score_nothing() -> None:
    pos = (
        Position(players=2, seed=1)
        .tile("Stone", 0, owner=0, industry="cotton", level=1)
        .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=1)
        .tile("Walsall", 1, owner=1, industry="brewery", level=1, resources=1)
    )
    assert _vp(_canal_end(pos)) == [0, 0]


@pytest.mark.rule("R-ERA-TILES")
def test_tiles_kept_from_the_canal_era_score_again_in_the_rail_era() -> None:
    pos = Position(players=2, seed=1).tile(
        "Dudley", 1, owner=0, industry="iron", level=2, flipped=True
    )
    canal = _canal_end(pos)
    assert _vp(canal) == [5, 0]
    rail = pass_until(last_round(Position(state=canal), era=Era.RAIL).state)
    assert rail.is_over and _vp(rail) == [10, 0]


# ----- R-ERA-CANAL-END ---------------------------------------------------------------------------


@pytest.mark.rule("R-ERA-CANAL-END")
def test_level_one_tiles_leave_flipped_or_not_higher_levels_stay_with_resources() -> None:
    pos = (
        Position(players=2, seed=1)
        .tile("Stone", 0, owner=0, industry="cotton", level=1, flipped=True)
        .tile("Dudley", 0, owner=0, industry="coal", level=1, resources=2)
        .tile("Cannock", 1, owner=1, industry="coal", level=2, resources=2)
        .tile("Walsall", 1, owner=1, industry="brewery", level=2, resources=1)
        .tile("Leek", 0, owner=1, industry="cotton", level=2, flipped=True)
    )
    after = _canal_end(pos)
    assert after.era is Era.RAIL
    assert _tile(after, "Stone", 0) is None
    assert _tile(after, "Dudley", 0) is None
    assert _tile(after, "Cannock", 1) == br.BuiltTile(1, br.Industry.COAL, 2, False, 2)
    assert _tile(after, "Walsall", 1) == br.BuiltTile(1, br.Industry.BREWERY, 2, False, 1)
    assert _tile(after, "Leek", 0) == br.BuiltTile(1, br.Industry.COTTON, 2, True, 0)
    # the flipped level-1 cotton mill scored before it left
    assert _vp(after) == [5, 5]


@pytest.mark.rule("R-ERA-CANAL-END")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_merchant_beer_is_refilled_beside_non_blank_tiles(players: int) -> None:
    pos = Position(players=players, seed=2)
    for ms in B.merchant_spaces:
        slot = pos.state.merchants[ms.index]
        if slot.goods is not None:
            pos = pos.merchant(ms.merchant, ms.space, slot.goods, beer=False)
    before = pos.state.merchants
    after = _canal_end(pos)
    for old, new in zip(before, after.merchants, strict=True):
        assert new.goods == old.goods
        assert new.beer == bool(old.goods)


@pytest.mark.rule("R-ERA-CANAL-END")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_discards_and_face_down_cards_make_a_new_full_deck(players: int) -> None:
    pos = Position(players=players, seed=4)
    after = _canal_end(pos)
    cards = Counter(after.deck)
    for p in after.players:
        assert len(p.hand) == 8
        assert p.discard == () and p.face_down == ()
        cards.update(p.hand)
    assert cards == Counter(comp.deck(players))
    assert len(after.deck) == len(comp.deck(players)) - 8 * players
    assert after.wild_location == after.wild_industry == 4


@pytest.mark.rule("R-ERA-CANAL-END")
def test_the_rail_deck_is_shuffled_from_the_seed() -> None:
    pos = last_round(Position(players=3, seed=4))
    a = pass_until(pos.state)
    b = pass_until(pos.state)
    c = pass_until(pos.set(seed=5).state)
    assert a == b
    assert (a.deck, [p.hand for p in a.players]) != (c.deck, [p.hand for p in c.players])
    assert Counter(a.deck) + sum((Counter(p.hand) for p in a.players), Counter()) == Counter(
        c.deck
    ) + sum((Counter(p.hand) for p in c.players), Counter())


@pytest.mark.rule("R-ERA-CANAL-END")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_canal_end_in_a_random_game(players: int) -> None:
    for before, _move, after in random_steps(players, 21):
        if before.era is Era.CANAL and after.era is Era.RAIL:
            break
    else:  # pragma: no cover
        pytest.fail("no era change")
    assert after.round == 1 and after.turn == 0 and after.actions_taken == 0
    assert all(t is None or t.level >= 2 for t in after.tiles)
    assert all(owner is None for owner in after.links)
    assert all(p.links_left == 14 for p in after.players)
    cards = Counter(after.deck)
    for p in after.players:
        cards.update(p.hand)
        assert len(p.hand) == 8
    assert cards == Counter(comp.deck(players))
    for old, new in zip(before.players, after.players, strict=True):
        assert new.mat == old.mat


@pytest.mark.rule("R-ERA-CANAL-END")
def test_money_income_vp_mats_markets_and_order_carry_over() -> None:
    pos = (
        Position(players=3, seed=4)
        .money(0, 40)
        .vp(1, 12)
        .mat(2, "coal", [3, 4, 4])
        .markets(coal=5, iron=2)
        .set(turn_order=(2, 0, 1))
    )
    pos = last_round(pos).income(0, _space(3))
    after = pass_until(pos.state)
    assert after.era is Era.RAIL
    assert after.players[0].money == 43  # income paid at the end of the last Canal round
    assert after.players[0].income_space == _space(3)
    assert after.players[1].vp == 12
    assert after.players[2].mat[br.Industry.COAL.index] == (3, 4, 4)
    assert (after.coal_market, after.iron_market) == (5, 2)
    assert after.turn_order == (2, 0, 1)
    assert [m.goods for m in after.merchants] == [m.goods for m in pos.state.merchants]


@pytest.mark.rule("R-ERA-CANAL-END")
def test_no_canal_end_changes_after_the_rail_era() -> None:
    pos = Position(players=2, seed=1, era=Era.RAIL).tile(
        "Stone", 0, owner=0, industry="cotton", level=2, flipped=True
    )
    pos = pos.tile("Dudley", 0, owner=1, industry="coal", level=1, resources=1)
    after = _rail_end(pos)
    assert after.is_over and after.era is Era.RAIL
    assert _tile(after, "Dudley", 0) is not None
    assert after.deck == () and all(p.hand == () for p in after.players)


# ----- R-END-WIN ---------------------------------------------------------------------------------


def _ranked(vp: list[int], income: list[int], money: list[int]) -> tuple[tuple[int, ...], ...]:
    pos = Position(players=len(vp), seed=1).set(over=True)
    for i, (v, s, m) in enumerate(zip(vp, income, money, strict=True)):
        pos = pos.vp(i, v).income(i, s).money(i, m)
    assert br.scores(pos.state) == tuple(vp)
    return br.ranking(pos.state)


@pytest.mark.rule("R-END-WIN")
def test_most_vp_wins() -> None:
    assert _ranked([50, 70, 60], [10, 10, 10], [0, 0, 0]) == ((1,), (2,), (0,))


@pytest.mark.rule("R-END-WIN")
def test_more_vp_beats_more_income_and_money() -> None:
    assert _ranked([51, 50], [0, 99], [0, 500]) == ((0,), (1,))


@pytest.mark.rule("R-END-WIN")
def test_vp_tie_goes_to_the_income_space_not_just_the_level() -> None:
    # spaces 11 and 12 are both income level 1: the space decides
    assert comp.income_level(11) == comp.income_level(12)
    assert _ranked([40, 40], [11, 12], [100, 0]) == ((1,), (0,))


@pytest.mark.rule("R-END-WIN")
def test_then_money_decides() -> None:
    assert _ranked([40, 40, 40], [30, 30, 30], [5, 9, 7]) == ((1,), (2,), (0,))


@pytest.mark.rule("R-END-WIN")
def test_a_remaining_tie_is_shared() -> None:
    assert _ranked([40, 40, 30, 40], [30, 30, 50, 30], [5, 5, 90, 5]) == ((0, 1, 3), (2,))
    assert _ranked([0, 0], [10, 10], [17, 17]) == ((0, 1),)


@pytest.mark.rule("R-END-WIN")
def test_mixed_four_player_ranking() -> None:
    got = _ranked([10, 10, 8, 10], [20, 20, 50, 15], [5, 3, 100, 5])
    assert got == ((0,), (1,), (3,), (2,))


@pytest.mark.rule("R-END-WIN")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finished_game_has_a_ranking_of_every_player(players: int) -> None:
    *_, (_before, _move, final) = random_steps(players, 9)
    assert final.is_over
    groups = br.ranking(final)
    assert sorted(p for g in groups for p in g) == list(range(players))
    vps = [final.players[g[0]].vp for g in groups]
    assert vps == sorted(vps, reverse=True)
    assert br.scores(final) == tuple(p.vp for p in final.players)
    assert br.legal_moves(final) == ()


# ----- R-VARIANT-INTRO ---------------------------------------------------------------------------


def _intro(money: int = 0, level: int = 0, vp: int = 0) -> Position:
    pos = Position(players=2, seed=1, variant=INTRO)
    return last_round(pos).money(0, money).income(0, _space(level)).vp(0, vp).money(1, 0)


@pytest.mark.rule("R-VARIANT-INTRO")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_intro_game_plays_only_the_canal_era(players: int) -> None:
    log = [
        (b.era, b.round)
        for b, _m, _a in random_steps(players, 3, variant=INTRO)
        if not b.in_debt_phase
    ]
    *_, (_b, _m, final) = random_steps(players, 3, variant=INTRO)
    assert final.is_over and final.era is Era.CANAL
    assert {era for era, _ in log} == {Era.CANAL}
    assert max(r for _, r in log) == ROUNDS[players]
    assert len(br.ranking(final)) >= 1


@pytest.mark.rule("R-VARIANT-INTRO")
@pytest.mark.parametrize(
    ("money", "bonus"), [(0, 0), (3, 0), (4, 1), (23, 5), (59, 14), (60, 15), (100, 15)]
)
def test_one_vp_per_four_pounds_at_most_fifteen(money: int, bonus: int) -> None:
    after = pass_until(_intro(money=money).state)
    assert after.is_over
    assert after.players[0].vp == bonus
    assert after.players[0].money == money  # no income after the final round; money is kept


@pytest.mark.rule("R-VARIANT-INTRO")
@pytest.mark.parametrize(("level", "vp", "expected"), [(3, 0, 3), (30, 0, 30), (-4, 10, 6)])
def test_income_level_as_vp(level: int, vp: int, expected: int) -> None:
    after = pass_until(_intro(level=level, vp=vp).state)
    assert after.players[0].vp == expected


@pytest.mark.rule("R-VARIANT-INTRO")
def test_negative_income_never_takes_the_total_below_zero() -> None:
    after = pass_until(_intro(money=8, level=-10, vp=3).state)
    assert after.players[0].vp == 0
    assert after.players[0].money == 8


@pytest.mark.rule("R-VARIANT-INTRO")
def test_flipped_level_two_tiles_score_again() -> None:
    pos = (
        _intro()
        .tile("Dudley", 0, owner=0, industry="coal", level=2, flipped=True)  # 2 VP, twice
        .tile("Dudley", 1, owner=0, industry="iron", level=1, flipped=True)  # 3 VP, once
        .tile("Cannock", 1, owner=0, industry="coal", level=3, resources=1)  # unflipped: 0
        .tile("Stone", 0, owner=1, industry="cotton", level=2, flipped=True)  # 5 VP, twice
    )
    after = pass_until(pos.state)
    assert after.is_over
    assert _vp(after) == [2 + 2 + 3, 5 + 5]


@pytest.mark.rule("R-VARIANT-INTRO")
def test_intro_scoring_adds_everything() -> None:
    pos = (
        _intro(money=21, level=4, vp=1)
        .link("Birmingham", "Oxford", owner=0)
        .tile("Birmingham", 0, owner=0, industry="cotton", level=2, flipped=True)
    )
    after = pass_until(pos.state)
    # links 2 (Oxford) + 2 (cotton II icons); tile 5, again 5; money 5; income 4
    assert after.players[0].vp == 1 + 4 + 5 + 5 + 5 + 4


@pytest.mark.rule("R-VARIANT-INTRO")
def test_the_full_game_has_no_intro_bonus() -> None:
    pos = last_round(Position(players=2, seed=1)).money(0, 40)
    pos = pos.tile("Dudley", 0, owner=0, industry="coal", level=2, flipped=True)
    after = pass_until(pos.state)
    assert after.era is Era.RAIL and not after.is_over
    assert after.players[0].vp == 2
