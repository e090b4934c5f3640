"""R-DEVELOP: the Develop action (one tile, then optionally a second as a continuation)."""

from __future__ import annotations

import attrs
import pytest
from tests.builder import Position, rules_of

import brass_rules as br
from brass_rules.birmingham.board import BIRMINGHAM as B
from brass_rules.birmingham.enums import Era, Industry

T = br.TileRef
COAL = Industry.COAL
IRON = Industry.IRON
POTTERY = Industry.POTTERY
BREWERY = Industry.BREWERY
COTTON = Industry.COTTON


def rules(state: br.GameState, move: br.Move) -> list[str]:
    return rules_of(br.validate(state, move))


def ok(state: br.GameState, move: br.Move) -> None:
    assert br.validate(state, move) == ()


def pos() -> Position:
    """Player 0 to move, £17, hand Leek and Stone; player 1 has an iron works with 2 iron."""
    return (
        Position(players=2)
        .tile("Dudley", 1, owner=1, industry="iron", level=1, resources=2)
        .hand(0, ["Leek", "Stone"])
    )


def mat(state: br.GameState, player: int, industry: Industry) -> tuple[int, ...]:
    return state.players[player].mat[industry.index]


def iron_at(state: br.GameState, location: str, slot: int) -> br.BuiltTile:
    tile = state.tiles[B.slot(location, slot).index]
    assert tile is not None
    return tile


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-FLOW-CARD")
def test_develop_removes_the_lowest_tile_for_one_iron_from_an_iron_works() -> None:
    s = pos().state
    move = br.Develop(COAL, "Leek")
    ok(s, move)
    n = br.apply(s, move)
    assert mat(n, 0, COAL) == (2, 2, 3, 3, 4, 4)
    assert iron_at(n, "Dudley", 1).resources == 1
    p = n.players[0]
    assert p.money == 17 and p.spent == 0
    assert p.hand == ("Stone",) and p.discard == ("Leek",)
    assert n.iron_market == s.iron_market
    for ind in Industry:
        if ind is not COAL:
            assert mat(n, 0, ind) == mat(s, 0, ind)


@pytest.mark.rule("R-DEVELOP")
def test_first_develop_leaves_the_action_in_progress_with_continuations_and_end() -> None:
    s = pos().state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert n.in_progress == br.InProgress(br.Continuable.DEVELOP, None)
    assert n.actions_taken == 0 and n.to_move == 0
    moves = br.legal_moves(n)
    assert moves[-1] == br.End()
    conts = moves[:-1]
    assert conts and all(isinstance(m, br.Develop) and m.card is None for m in conts)
    # Lightbulb pottery I is not offered; every other industry is.
    assert {m.industry for m in conts if isinstance(m, br.Develop)} == set(Industry) - {POTTERY}
    for m in moves:
        assert br.validate(n, m) == ()
    ended = br.apply(n, br.End())
    assert ended.in_progress is None and ended.actions_taken == 1
    assert ended.players == n.players and ended.tiles == n.tiles


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-FLOW-CARD")
def test_second_develop_is_a_continuation_taking_the_lowest_tile_at_that_time() -> None:
    s = pos().state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    m = br.apply(n, br.Develop(COAL))
    assert mat(m, 0, COAL) == (2, 3, 3, 4, 4)
    assert iron_at(m, "Dudley", 1).flipped and iron_at(m, "Dudley", 1).resources == 0
    assert m.players[1].income_space == 10 + 3  # iron works I flips: 3 spaces
    assert m.players[0].hand == ("Stone",) and m.players[0].discard == ("Leek",)
    assert m.in_progress is None and m.actions_taken == 1


@pytest.mark.rule("R-DEVELOP")
def test_two_different_industries_in_one_develop() -> None:
    s = pos().state
    m = br.apply(br.apply(s, br.Develop(COTTON, "Leek")), br.Develop(BREWERY))
    assert mat(m, 0, COTTON) == (1, 1, 2, 2, 3, 3, 3, 4, 4, 4)
    assert mat(m, 0, BREWERY) == (1, 2, 2, 3, 3, 4)


@pytest.mark.rule("R-DEVELOP")
def test_continuation_with_a_card_or_a_different_action_is_rejected() -> None:
    n = br.apply(pos().state, br.Develop(COAL, "Leek"))
    assert rules(n, br.Develop(COAL, "Stone")) == ["R-FLOW-TURN"]
    assert rules(n, br.Loan("Stone")) == ["R-FLOW-TURN"]
    with pytest.raises(br.IllegalMoveError):
        br.apply(n, br.Develop(COAL, "Stone"))


@pytest.mark.rule("R-DEVELOP")
def test_lightbulb_pottery_one_cannot_be_developed() -> None:
    s = pos().state
    assert rules(s, br.Develop(POTTERY, "Leek")) == ["R-DEVELOP"]
    with pytest.raises(br.IllegalMoveError) as err:
        br.apply(s, br.Develop(POTTERY, "Leek"))
    assert rules_of(err.value.violations) == ["R-DEVELOP"]
    assert not any(isinstance(m, br.Develop) and m.industry is POTTERY for m in br.legal_moves(s))


@pytest.mark.rule("R-DEVELOP")
def test_pottery_two_develops_but_then_lightbulb_pottery_three_is_lowest() -> None:
    s = pos().mat(0, POTTERY, [2, 3, 4, 5]).state
    n = br.apply(s, br.Develop(POTTERY, "Leek"))
    assert mat(n, 0, POTTERY) == (3, 4, 5)
    assert rules(n, br.Develop(POTTERY)) == ["R-DEVELOP"]
    assert not any(isinstance(m, br.Develop) and m.industry is POTTERY for m in br.legal_moves(n))


@pytest.mark.rule("R-DEVELOP")
def test_industry_with_no_tiles_left_cannot_be_developed() -> None:
    s = pos().mat(0, IRON, []).state
    assert rules(s, br.Develop(IRON, "Leek")) == ["R-DEVELOP"]
    last = pos().mat(0, IRON, [4]).state
    n = br.apply(last, br.Develop(IRON, "Leek"))
    assert mat(n, 0, IRON) == ()
    assert rules(n, br.Develop(IRON)) == ["R-DEVELOP"]


@pytest.mark.rule("R-DEVELOP")
def test_only_a_lightbulb_left_finishes_the_develop_by_itself() -> None:
    s = pos().state
    for ind in Industry:
        s = Position(state=s).mat(0, ind, []).state
    s = Position(state=s).mat(0, POTTERY, [1]).mat(0, COAL, [4]).state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert n.in_progress is None and n.actions_taken == 1
    assert mat(n, 0, COAL) == ()


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-RES-IRON")
def test_player_chooses_among_iron_works() -> None:
    s = pos().tile("Coalbrookdale", 1, owner=0, industry="iron", level=2, resources=3).state
    options = {m.iron for m in br.legal_moves(s) if isinstance(m, br.Develop) and m.card == "Leek"}
    assert options == {(T("Dudley", 1),), (T("Coalbrookdale", 1),)}
    n = br.apply(s, br.Develop(COAL, "Leek", iron=(T("Coalbrookdale", 1),)))
    assert iron_at(n, "Coalbrookdale", 1).resources == 2
    assert iron_at(n, "Dudley", 1).resources == 2


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-RES-IRON")
def test_iron_comes_from_an_unconnected_iron_works_of_another_player() -> None:
    # No links at all: iron needs no connection.
    s = pos().tile("Birmingham", 1, owner=0, industry="manufacturer", level=2).state
    n = br.apply(s, br.Develop(COAL, "Leek", iron=(T("Dudley", 1),)))
    assert iron_at(n, "Dudley", 1).resources == 1


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-RES-IRON")
def test_market_iron_is_rejected_while_an_iron_works_holds_iron() -> None:
    s = pos().state
    assert rules(s, br.Develop(COAL, "Leek", iron=(br.MARKET,))) == ["R-RES-IRON"]
    assert rules(s, br.Develop(COAL, "Leek", iron=(T("Dudley", 0),))) == ["R-RES-IRON"]
    assert rules(s, br.Develop(COAL, "Leek", iron=())) == ["R-RES-IRON"]


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-FLOW-SPEND")
def test_iron_bought_from_the_market_when_no_iron_works_has_iron() -> None:
    s = Position(players=2).hand(0, ["Leek", "Stone"]).state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    # 8 cubes: the cheapest filled space costs £2.
    assert n.players[0].money == 15 and n.players[0].spent == 2
    assert n.iron_market == 7


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_empty_iron_market_costs_six_and_five_pounds_is_not_enough() -> None:
    s = Position(players=2).hand(0, ["Leek", "Stone"]).markets(iron=0).state
    n = br.apply(s, br.Develop(COAL, "Leek", iron=(br.MARKET,)))
    assert n.players[0].money == 11 and n.players[0].spent == 6 and n.iron_market == 0
    poor = Position(state=s).money(0, 5).state
    assert rules(poor, br.Develop(COAL, "Leek")) == ["R-GEN-ATOMIC"]
    assert not any(isinstance(m, br.Develop) for m in br.legal_moves(poor))


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-GEN-ATOMIC")
def test_no_money_for_a_second_iron_finishes_the_develop_by_itself() -> None:
    s = Position(players=2).hand(0, ["Leek", "Stone"]).markets(iron=0).money(0, 6).state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert n.players[0].money == 0
    assert n.in_progress is None and n.actions_taken == 1
    pending = Position(state=n).set(actions_taken=0).in_progress(br.Continuable.DEVELOP).state
    assert rules(pending, br.Develop(COAL)) == ["R-GEN-ATOMIC"]
    assert br.legal_moves(pending) == (br.End(),)


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-GEN-FLIP-ANYTIME")
def test_first_develop_empties_the_iron_works_so_the_second_buys_from_the_market() -> None:
    s = pos().tile("Dudley", 1, owner=1, industry="iron", level=1, resources=1).state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert iron_at(n, "Dudley", 1).flipped and n.players[1].income_space == 13
    assert rules(n, br.Develop(COAL, iron=(T("Dudley", 1),))) == ["R-RES-IRON"]
    m = br.apply(n, br.Develop(COAL))
    assert m.iron_market == 7 and m.players[0].money == 15 and m.players[0].spent == 2


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.parametrize("era", [Era.CANAL, Era.RAIL])
def test_develop_has_no_era_restriction(era: Era) -> None:
    s = pos().set(era=era).mat(0, BREWERY, [4]).state
    # Coal I (Canal-only to build) and brewery IV (Rail-only to build) develop in either era.
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert mat(n, 0, COAL) == (2, 2, 3, 3, 4, 4)
    m = br.apply(n, br.Develop(BREWERY))
    assert mat(m, 0, BREWERY) == ()


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-FLOW-CARD")
def test_develop_with_a_wild_card_returns_it_to_its_pile() -> None:
    s = pos().hand(0, ["wild industry", "Leek"]).set(wild_industry=3).state
    n = br.apply(s, br.Develop(COAL, "wild industry"))
    assert n.wild_industry == 4
    assert n.players[0].hand == ("Leek",) and n.players[0].discard == ()


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-FLOW-CARD")
def test_develop_without_a_card_and_nothing_in_progress_is_rejected() -> None:
    s = pos().state
    assert rules(s, br.Develop(COAL)) == ["R-FLOW-CARD"]
    assert rules(s, br.Develop(COAL, "Birmingham")) == ["R-GEN-TURN"]


@pytest.mark.rule("R-DEVELOP")
def test_apply_of_develop_leaves_the_input_unchanged_and_listed_moves_validate() -> None:
    s = pos().state
    before = attrs.asdict(s)
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert attrs.asdict(s) == before
    mid = attrs.asdict(n)
    br.apply(n, br.Develop(IRON))
    assert attrs.asdict(n) == mid
    for state in (s, n):
        for m in br.legal_moves(state):
            assert br.validate(state, m) == ()


@pytest.mark.rule("R-DEVELOP")
def test_develop_as_the_second_action_ends_the_turn_after_the_continuation() -> None:
    s = pos().set(actions_taken=1).deck(["Coventry", "Redditch"]).state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert n.to_move == 0 and n.in_progress is not None
    m = br.apply(n, br.End())
    assert m.to_move == 1 and m.actions_taken == 0 and m.in_progress is None
    assert m.players[0].hand == ("Coventry", "Redditch", "Stone")


@pytest.mark.rule("R-DEVELOP")
@pytest.mark.rule("R-RES-IRON")
def test_market_iron_for_two_develops_is_priced_cube_by_cube() -> None:
    s = Position(players=2).hand(0, ["Leek"]).markets(iron=1).state
    n = br.apply(s, br.Develop(COAL, "Leek"))
    assert n.players[0].money == 12 and n.iron_market == 0
    m = br.apply(n, br.Develop(IRON))
    assert m.players[0].money == 6 and m.players[0].spent == 11 and m.iron_market == 0
