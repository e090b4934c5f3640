"""Violation messages name what is involved, and ``validate`` lists every independent violation.

One test per rule provokes its violation and checks that the message names the location, slot,
card, industry or amount involved, in the engine's words ("the iron works in Dudley (slot 1)",
never "Dudley[1]"). Then: a move breaking several independent rules gets all of them, the first
one unchanged (it is the one ``apply`` raises with), with no repeats.
"""

from __future__ import annotations

import re

import pytest
from tests.builder import Position

import brass_rules as br

Ind = br.Industry
CANAL, RAIL = br.Era.CANAL, br.Era.RAIL
T, M, MKT = br.TileRef, br.MerchantRef, br.MARKET
#: A source written the old way, "Dudley[1]", never appears in a message.
_BRACKETS = re.compile(r"\w\[\d+\]")


def messages(state: br.GameState, move: br.Move, **kw: object) -> list[tuple[str, str]]:
    """(rule ID, message) of every violation, checking the shared expectations on the way."""
    found = br.validate(state, move, **kw)  # type: ignore[arg-type]
    assert found, f"{move} should be illegal"
    assert len(set(found)) == len(found), "a violation listed twice"
    for v in found:
        assert not _BRACKETS.search(v.message), v.message
        assert v.message[:1].isupper() and v.message.endswith("."), v.message
        assert " a iron" not in v.message and " a industry" not in v.message, v.message
    with pytest.raises(br.IllegalMoveError) as info:
        br.apply(state, move, **kw)  # type: ignore[arg-type]
    assert info.value.violations == found
    assert str(info.value) == str(found[0])
    return [(v.rule.value, v.message) for v in found]


def only(state: br.GameState, move: br.Move, rule: str, *names: str) -> str:
    """The single violation's message; it breaks *rule* and names every one of *names*."""
    found = messages(state, move)
    assert [r for r, _ in found] == [rule], found
    text = found[0][1]
    for name in names:
        assert name in text, (name, text)
    return text


def first(state: br.GameState, move: br.Move, rule: str, *names: str) -> str:
    """The first violation's message, of *rule*, naming every one of *names*."""
    found = messages(state, move)
    assert found[0][0] == rule, found
    for name in names:
        assert name in found[0][1], (name, found[0][1])
    return found[0][1]


def pos(era: br.Era = CANAL, money: int = 50, hand: tuple[str, ...] = ()) -> Position:
    return Position(players=2, seed=3, era=era).money(0, money).hand(0, hand)


# ----- the shared guards ------------------------------------------------------------------------


@pytest.mark.rule("R-GEN-TURN")
def test_wrong_player_names_both_players() -> None:
    s = pos(hand=("Leek",)).state
    found = messages(s, br.Pass("Leek"), player=1)
    assert found == [("R-GEN-TURN", "It is player 0's decision, not player 1's.")]
    assert len(br.validate(s, br.Pass("Nowhere"), player=1)) == 1  # nothing more is listed


@pytest.mark.rule("R-GEN-TURN")
def test_card_not_in_hand_is_named() -> None:
    only(pos(hand=("Leek",)).state, br.Pass("Stone"), "R-GEN-TURN", "Stone card")


@pytest.mark.rule("R-GEN-TURN")
@pytest.mark.rule("R-SCOUT")
def test_scout_counts_the_cards_held() -> None:
    s = pos(hand=("Leek", "Stone", "Birmingham", "Birmingham")).state
    text = only(s, br.Scout(("Birmingham",) * 3), "R-GEN-TURN")
    assert text == "You hold 2 Birmingham cards, not 3."
    text = only(
        pos(hand=("Leek", "Stone", "Birmingham")).state,
        br.Scout(("Leek",) * 2 + ("Stone",)),
        "R-GEN-TURN",
    )
    assert text == "You hold 1 Leek card, not 2."


@pytest.mark.rule("R-GEN-TURN")
def test_every_missing_card_is_listed() -> None:
    s = pos(hand=("Leek", "Stone", "Stone")).state
    found = messages(s, br.Scout(("Belper", "Derby", "Stone")))
    assert found == [
        ("R-GEN-TURN", "You have no Belper card in your hand."),
        ("R-GEN-TURN", "You have no Derby card in your hand."),
    ]


@pytest.mark.rule("R-FLOW-DEBT")
def test_debt_phase_names_the_amount() -> None:
    s = pos(hand=("Leek",)).set(debts=(4, 0)).state
    only(s, br.Pass("Leek"), "R-FLOW-DEBT", "Player 0", "£4")


@pytest.mark.rule("R-FLOW-TURN")
def test_action_in_progress_is_named() -> None:
    s = pos(hand=("Leek",)).in_progress(br.Continuable.DEVELOP).state
    only(s, br.Pass("Leek"), "R-FLOW-TURN", "develop")


# ----- Build ------------------------------------------------------------------------------------


@pytest.mark.rule("R-BUILD-CARD")
def test_build_card_names_card_and_location() -> None:
    s = pos(hand=("Leek",)).state
    first(s, br.Build("Leek", Ind.COTTON, "Birmingham", 0), "R-BUILD-CARD", "Leek", "Birmingham")


@pytest.mark.rule("R-BUILD-CARD")
def test_build_industry_card_names_the_tile_with_its_article() -> None:
    s = pos(hand=("coal",)).link("Leek", "Stoke-on-Trent", owner=0).state
    text = first(s, br.Build("coal", Ind.IRON, "Stoke-on-Trent"), "R-BUILD-CARD")
    assert text == "The coal card cannot build an iron works."


@pytest.mark.rule("R-BUILD-CARD")
def test_build_outside_network_names_the_location() -> None:
    s = pos(hand=("coal",)).link("Leek", "Stoke-on-Trent", owner=0).state
    first(s, br.Build("coal", Ind.COAL, "Dudley"), "R-BUILD-CARD", "Dudley", "network")


@pytest.mark.rule("R-BUILD-CARD")
def test_build_location_unknown_or_not_a_town() -> None:
    s = pos(hand=("Leek",)).state
    text = first(s, br.Build("wild location", Ind.COAL, "Atlantis"), "R-GEN-TURN")
    found = messages(s, br.Build("wild location", Ind.COAL, "Atlantis"))
    assert found[1] == ("R-BUILD-CARD", "There is no location called 'Atlantis' on the board.")
    assert "wild location card" in text
    found = messages(s, br.Build("Leek", Ind.COAL, "Oxford"))
    assert found[0] == ("R-BUILD-CARD", "Oxford is not a town or farm brewery to build in.")


@pytest.mark.rule("R-BUILD-FARM")
def test_build_farm_names_the_farm_brewery() -> None:
    s = pos(hand=("North Farm Brewery",)).state
    found = messages(s, br.Build("cotton/manufacturer", Ind.COTTON, "North Farm Brewery"))
    assert found[1] == ("R-BUILD-FARM", "The North Farm Brewery takes only a brewery.")
    assert [r for r, _ in found] == ["R-GEN-TURN", "R-BUILD-FARM"]  # its slot is not checked


@pytest.mark.rule("R-BUILD-TILE")
def test_build_tile_names_the_industry_in_the_plural() -> None:
    s = pos(hand=("Leek",)).mat(0, Ind.POTTERY, []).state
    only(s, br.Build("Leek", Ind.POTTERY, "Leek"), "R-BUILD-TILE", "no potteries left")


@pytest.mark.rule("R-BUILD-ERA")
def test_build_era_names_tile_level_and_era() -> None:
    s = pos(era=RAIL, hand=("Leek",)).state
    text = first(s, br.Build("Leek", Ind.COTTON, "Leek", 0), "R-BUILD-ERA")
    assert "cotton mill (level 1)" in text and "Rail Era" in text


@pytest.mark.rule("R-BUILD-SLOT")
def test_build_slot_names_location_slot_and_industry() -> None:
    s = pos(hand=("Leek",)).state
    first(
        s, br.Build("Leek", Ind.IRON, "Leek", 0), "R-BUILD-SLOT", "Leek (slot 0)", "an iron works"
    )
    text = first(s, br.Build("Leek", Ind.IRON, "Leek", 7), "R-BUILD-SLOT")
    assert text == "Leek has no slot 7: its slots are numbered 0 to 1."
    only(s, br.Build("Leek", Ind.BREWERY, "Leek"), "R-BUILD-SLOT", "Leek", "a brewery")


@pytest.mark.rule("R-BUILD-OVER")
def test_build_over_names_the_tile_overbuilt() -> None:
    s = pos(hand=("Dudley",)).tile("Dudley", 0, owner=1, industry="coal", level=1, resources=1)
    s = s.link("Birmingham", "Dudley", owner=0).state
    text = first(s, br.Build("Dudley", Ind.COAL, "Dudley", 0), "R-BUILD-OVER")
    assert "the coal mine in Dudley (slot 0)" in text


@pytest.mark.rule("R-BUILD-CANAL-ONE")
def test_build_canal_one_names_the_location() -> None:
    s = pos(hand=("Dudley",)).tile("Dudley", 0, owner=0, industry="coal", level=1).state
    first(s, br.Build("Dudley", Ind.IRON, "Dudley", 1), "R-BUILD-CANAL-ONE", "Dudley", "Canal Era")


@pytest.mark.rule("R-BUILD-OVER")
@pytest.mark.rule("R-NET-EMPTY")
def test_overbuild_and_net_empty_name_the_slot_taken() -> None:
    s = pos(hand=("coal",)).tile("Dudley", 0, owner=1, industry="coal", level=1).state
    text = first(s, br.Build("coal", Ind.COAL, "Dudley", 0), "R-BUILD-OVER")
    assert "the coal mine in Dudley (slot 0)" in text and "higher-level" in text
    # no coal anywhere: the mine may be overbuilt, but not with an industry card from nowhere
    s = (
        pos(hand=("coal",))
        .mat(0, Ind.COAL, [2, 3])
        .tile("Dudley", 0, owner=1, industry="coal", level=1, resources=0)
        .markets(coal=0)
        .state
    )
    text = first(s, br.Build("coal", Ind.COAL, "Dudley", 0), "R-NET-EMPTY")
    assert text.endswith("Dudley (slot 0) is taken.")


@pytest.mark.rule("R-BUILD-COST")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_build_cost_names_tile_place_and_amounts() -> None:
    s = pos(hand=("Leek",), money=3).state
    text = only(s, br.Build("Leek", Ind.COTTON, "Leek", 0), "R-GEN-ATOMIC")
    assert text == "Building the cotton mill in Leek costs £12 in all, but you have only £3."


# ----- resources --------------------------------------------------------------------------------


@pytest.mark.rule("R-RES-COAL")
def test_coal_count_has_its_grammar() -> None:
    s = pos(hand=("Leek",)).state
    text = only(s, br.Build("Leek", Ind.COTTON, "Leek", 0, coal=(MKT,)), "R-RES-COAL")
    assert text.endswith("it needs exactly 0 coal, but 1 source was given.")
    assert "the cotton mill in Leek" in text


@pytest.mark.rule("R-RES-COAL")
def test_coal_source_names_the_mine() -> None:
    s = (
        pos(hand=("Dudley",))
        .tile("Dudley", 0, owner=1, industry="coal", level=1, resources=2)
        .tile("Coalbrookdale", 2, owner=1, industry="coal", level=1, resources=2)
        .link("Dudley", "Wolverhampton", owner=1)
        .link("Wolverhampton", "Coalbrookdale", owner=1)
        .state
    )
    text = only(
        s, br.Build("Dudley", Ind.IRON, "Dudley", 1, coal=(T("Coalbrookdale", 2),)), "R-RES-COAL"
    )
    assert "the coal mine in Coalbrookdale (slot 2)" in text
    text = only(s, br.Build("Dudley", Ind.IRON, "Dudley", 1, coal=(T("Dudley", 1),)), "R-RES-COAL")
    assert "the empty slot Dudley (slot 1)" in text
    text = only(
        s, br.Build("Dudley", Ind.IRON, "Dudley", 1, coal=(T("Atlantis", 0),)), "R-RES-COAL"
    )
    assert "Atlantis (slot 0) is not a slot on the board" in text
    text = only(s, br.Build("Dudley", Ind.IRON, "Dudley", 1, coal=(M("Oxford", 0),)), "R-RES-COAL")
    assert "the merchant at Oxford (space 0) has no coal" in text


@pytest.mark.rule("R-RES-IRON")
def test_iron_source_names_the_works_and_its_cubes() -> None:
    s = (
        pos(hand=("Leek",))
        .tile("Dudley", 1, owner=1, industry="iron", level=1, resources=1)
        .tile("Dudley", 0, owner=1, industry="coal", level=1, resources=1)
        .state
    )
    text = first(s, br.Develop(Ind.COTTON, "Leek", (T("Dudley", 1), T("Dudley", 1))), "R-RES-IRON")
    assert "it needs exactly 1 iron, but 2 sources were given" in text
    text = first(s, br.Develop(Ind.COTTON, "Leek", (T("Dudley", 0),)), "R-RES-IRON")
    assert "the coal mine in Dudley (slot 0) is not an iron works holding iron" in text
    text = first(s, br.Develop(Ind.COTTON, "Leek", (MKT,)), "R-RES-IRON")
    assert "no iron works holds iron" in text


# ----- Network ----------------------------------------------------------------------------------


@pytest.mark.rule("R-NETWORK-ADJ")
def test_unknown_line_says_why() -> None:
    s = pos(hand=("Leek",)).state
    text = first(s, br.Network(("Leek", "Dudley"), "Leek"), "R-NETWORK-ADJ")
    assert text == "There is no line between Leek and Dudley."
    text = first(s, br.Network(("Atlantis", "Dudley"), "Leek"), "R-NETWORK-ADJ")
    assert text == "There is no location called 'Atlantis' on the board."


@pytest.mark.rule("R-NETWORK-ADJ")
@pytest.mark.rule("R-NET-FARM")
def test_south_farm_brewery_line_is_explained() -> None:
    s = pos(hand=("Leek",)).state
    text = first(s, br.Network(("Kidderminster", "South Farm Brewery"), "Leek"), "R-NETWORK-ADJ")
    assert "South Farm Brewery" in text and "Kidderminster - Worcester line" in text


@pytest.mark.rule("R-NETWORK-ADJ")
def test_line_taken_or_of_the_other_kind_is_named() -> None:
    s = pos(hand=("Leek",)).link("Leek", "Stoke-on-Trent", owner=1).state
    first(
        s,
        br.Network(("Leek", "Stoke-on-Trent"), "Leek"),
        "R-NETWORK-ADJ",
        "Leek - Stoke-on-Trent",
        "already holds a link",
    )


@pytest.mark.rule("R-NETWORK-SUPPLY")
@pytest.mark.rule("R-NETWORK-CANAL")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_network_supply_and_canal_goods_and_cost() -> None:
    s = pos(hand=("Leek",), money=1).links_left(0, 0).state
    found = messages(s, br.Network(("Leek", "Stoke-on-Trent"), "Leek", coal=(MKT,)))
    assert found == [
        ("R-NETWORK-SUPPLY", "You have no link tiles left."),
        ("R-NETWORK-CANAL", "A canal link consumes no coal."),
        ("R-GEN-ATOMIC", "A canal link costs £3 in all, but you have only £1."),
    ]


@pytest.mark.rule("R-NETWORK-RAIL")
@pytest.mark.rule("R-RES-BEER")
def test_second_rail_link_beer_names_the_brewery() -> None:
    s = (
        pos(era=RAIL, hand=("Leek",))
        .tile("Stoke-on-Trent", 0, owner=1, industry="cotton", level=1)
        .tile("Leek", 1, owner=1, industry="coal", level=2, resources=3)
        .link("Leek", "Stoke-on-Trent", owner=0)
        .in_progress(br.Continuable.NETWORK, ("Leek", "Stoke-on-Trent"))
        .state
    )
    text = first(
        s,
        br.Network(("Stoke-on-Trent", "Stone"), None, beer=(T("Stoke-on-Trent", 0),)),
        "R-RES-BEER",
    )
    assert "the cotton mill in Stoke-on-Trent (slot 0) is not a brewery" in text


# ----- Develop ----------------------------------------------------------------------------------


@pytest.mark.rule("R-DEVELOP")
def test_develop_names_the_tile_and_level() -> None:
    s = pos(hand=("Leek",)).state
    text = first(s, br.Develop(Ind.POTTERY, "Leek"), "R-DEVELOP")
    assert text.startswith("Your lowest pottery (level 1) has a lightbulb")
    s = pos(hand=("Leek",)).mat(0, Ind.BREWERY, []).state
    first(s, br.Develop(Ind.BREWERY, "Leek"), "R-DEVELOP", "no breweries left")


# ----- Sell -------------------------------------------------------------------------------------


def blank(era: br.Era = CANAL) -> Position:
    return Position(players=2, era=era).all_merchants([], beer=False).hand(0, ["Leek", "Stone"])


@pytest.mark.rule("R-SELL-TILE")
def test_sell_tile_names_the_tile() -> None:
    s = (
        blank()
        .tile("Worcester", 0, owner=0, industry="cotton", level=1, flipped=True)
        .tile("Dudley", 0, owner=0, industry="coal", level=1)
        .state
    )
    first(
        s,
        br.Sell(T("Worcester", 0), "Leek"),
        "R-SELL-TILE",
        "The cotton mill in Worcester (slot 0) is already flipped.",
    )
    only(s, br.Sell(T("Dudley", 0), "Leek"), "R-SELL-TILE", "The coal mine in Dudley (slot 0)")
    text = only(s, br.Sell(T("Leek", 0), "Leek"), "R-SELL-TILE")
    assert text == "There is no tile in Leek (slot 0)."
    s = Position(state=s).tile("Leek", 0, owner=1, industry="cotton", level=1).state
    text = only(s, br.Sell(T("Leek", 0), "Leek"), "R-SELL-TILE")
    assert text == "The cotton mill in Leek (slot 0) is player 1's, not yours."


@pytest.mark.rule("R-SELL-TILE")
def test_sell_merchant_says_which_reason_holds() -> None:
    s = (
        blank()
        .merchant("Oxford", 0, ["cotton"], beer=True)
        .merchant("Gloucester", 0, ["pottery"], beer=True)
        .merchant("Gloucester", 1, ["cotton"], beer=True)
        .tile("Worcester", 0, owner=0, industry="cotton", level=1)
        .link("Gloucester", "Worcester", owner=0)
        .state
    )
    oxford = first(s, br.Sell(T("Worcester", 0), "Leek", M("Oxford", 0)), "R-SELL-TILE")
    assert oxford == (
        "The merchant at Oxford (space 0) is not connected to the cotton mill in Worcester "
        "(slot 0)."
    )
    glos = first(s, br.Sell(T("Worcester", 0), "Leek", M("Gloucester", 0)), "R-SELL-TILE")
    assert glos == "The merchant at Gloucester (space 0) does not buy cotton."
    s2 = Position(state=s).merchant("Oxford", 0, ["pottery"], beer=True).state
    both = first(s2, br.Sell(T("Worcester", 0), "Leek", M("Oxford", 0)), "R-SELL-TILE")
    assert "does not buy cotton and is not connected to" in both


@pytest.mark.rule("R-SELL-BEER")
def test_sell_beer_counts_barrels() -> None:
    s = (
        blank()
        .merchant("Gloucester", 0, ["cotton"], beer=False)
        .tile("Worcester", 0, owner=0, industry="cotton", level=1)
        .link("Gloucester", "Worcester", owner=0)
        .state
    )
    text = only(s, br.Sell(T("Worcester", 0), "Leek"), "R-SELL-BEER")
    assert text == (
        "Cannot sell the cotton mill in Worcester (slot 0): it needs 1 barrel of beer, and no "
        "barrel is available to it."
    )


# ----- Loan, Scout, debt --------------------------------------------------------------------------


@pytest.mark.rule("R-LOAN")
def test_loan_names_the_income_level() -> None:
    s = pos(hand=("Leek",)).income(0, 0).state
    only(s, br.Loan("Leek"), "R-LOAN", "-10", "income level")


@pytest.mark.rule("R-SCOUT")
def test_scout_lists_each_broken_condition() -> None:
    s = pos(hand=("Leek", "Stone", "wild location")).set(wild_industry=0).state
    found = messages(s, br.Scout(("Leek", "Stone")))
    assert found == [
        ("R-SCOUT", "Scout discards exactly 3 cards, not 2."),
        (
            "R-SCOUT",
            "You may not scout while holding a wild card: you hold the wild location card.",
        ),
        ("R-SCOUT", "The wild industry pile is empty."),
    ]


@pytest.mark.rule("R-FLOW-DEBT")
def test_debt_names_the_tile() -> None:
    s = pos().tile("Dudley", 0, owner=1, industry="coal", level=1).set(debts=(3, 0)).state
    text = only(s, br.SellForDebt(T("Dudley", 0)), "R-FLOW-DEBT")
    assert text.startswith("The coal mine in Dudley (slot 0) is player 1's")
    text = only(s, br.SellForDebt(T("Leek", 0)), "R-FLOW-DEBT")
    assert text == "There is no tile in Leek (slot 0) to remove."
    only(s, br.SellForDebt(T("Atlantis", 0)), "R-FLOW-DEBT", "Atlantis (slot 0)")


# ----- several violations at once -----------------------------------------------------------------


@pytest.mark.rule("R-GEN-TURN")
@pytest.mark.rule("R-BUILD-CARD")
@pytest.mark.rule("R-BUILD-ERA")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_wrong_card_no_money_and_wrong_era_are_all_listed() -> None:
    s = pos(era=RAIL, hand=("Stone",), money=2).state
    move = br.Build("Leek", Ind.COTTON, "Birmingham", 0)
    found = messages(s, move)
    assert [r for r, _ in found] == ["R-GEN-TURN", "R-BUILD-CARD", "R-BUILD-ERA", "R-GEN-ATOMIC"]
    assert found[0][1] == "You have no Leek card in your hand."
    assert "Leek card builds only in Leek, not Birmingham" in found[1][1]
    assert "£2" in found[3][1]


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_develop_lists_the_tile_and_the_price() -> None:
    s = pos(hand=("Leek",), money=0).state
    found = messages(s, br.Develop(Ind.POTTERY, "Leek"))
    assert [r for r, _ in found] == ["R-DEVELOP", "R-GEN-ATOMIC"]
    assert found[1][1].startswith("Developing the pottery costs £")


@pytest.mark.rule("R-SELL-TILE")
def test_sell_lists_a_flipped_tile_and_no_buyer() -> None:
    s = blank().tile("Worcester", 0, owner=0, industry="cotton", level=1, flipped=True).state
    found = messages(s, br.Sell(T("Worcester", 0), "Leek"))
    assert found == [
        ("R-SELL-TILE", "The cotton mill in Worcester (slot 0) is already flipped."),
        (
            "R-SELL-TILE",
            "Cannot sell the cotton mill in Worcester (slot 0): no merchant buying cotton is "
            "connected to it.",
        ),
    ]


def test_the_first_violation_is_the_fast_paths() -> None:
    """The first violation is the one the fast path (``resolve``) finds."""
    from brass_rules.birmingham.actions import build, develop, network, sell

    s = pos(era=RAIL, hand=("Leek",), money=0).state
    cases = [
        (build, br.Build("Leek", Ind.POTTERY, "Dudley", 3, coal=(MKT,))),
        (network, br.Network(("Leek", "Dudley"), "Leek", coal=(MKT, MKT))),
        (develop, br.Develop(Ind.POTTERY, "Leek", (MKT, MKT))),
        (sell, br.Sell(T("Leek", 0), "Leek", M("Oxford", 9))),
    ]
    for module, move in cases:
        fast = module.resolve(s, move)[0]  # type: ignore[attr-defined]
        full = br.validate(s, move)
        assert fast and full[: len(fast)] == fast, (move, fast, full)


def test_legal_moves_still_validate_clean() -> None:
    state = br.new_game(players=3, seed=5)
    for _ in range(40):
        moves = br.legal_moves(state)
        for move in moves[:: max(1, len(moves) // 25)]:
            assert br.validate(state, move) == ()
        state = br.apply(state, moves[len(moves) // 2])
        if state.over:
            break


def test_describe_move_names_slots_in_words() -> None:
    move = br.Build("Dudley", Ind.IRON, "Dudley", 1, coal=(T("Dudley", 0),), iron=(MKT,))
    text = br.describe_move(move)
    assert (
        text
        == "build iron in Dudley (slot 1) with Dudley, coal from Dudley (slot 0), iron from market"
    )
    sale = br.Sell(T("Leek", 0), "Leek", M("Oxford", 1), (M("Oxford", 1),))
    assert br.describe_move(sale) == (
        "sell Leek (slot 0) to Oxford (space 1) with Leek, beer from Oxford (space 1)"
    )
