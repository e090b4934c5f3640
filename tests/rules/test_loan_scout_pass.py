"""R-LOAN, R-SCOUT, R-PASS and R-FLOW-CARD (one card per action, Scout three)."""

from __future__ import annotations

import attrs
import pytest
from tests.builder import Position, rules_of

import brass_rules as br
from brass_rules.birmingham.enums import Industry

WL = "wild location"
WI = "wild industry"


def rules(state: br.GameState, move: br.Move) -> list[str]:
    return rules_of(br.validate(state, move))


def ok(state: br.GameState, move: br.Move) -> None:
    assert br.validate(state, move) == ()


def pos(hand: list[str] | None = None) -> Position:
    return Position(players=2).hand(0, hand if hand is not None else ["Leek", "Stone", "coal"])


def of_type(state: br.GameState, kind: type) -> list[br.Move]:
    return [m for m in br.legal_moves(state) if isinstance(m, kind)]


# ----- R-LOAN ----------------------------------------------------------------------------------


@pytest.mark.rule("R-LOAN")
@pytest.mark.rule("R-FLOW-CARD")
def test_loan_gives_thirty_pounds_and_moves_income_back_three_levels() -> None:
    s = pos().spent(0, 5).state
    move = br.Loan("Leek")
    ok(s, move)
    n = br.apply(s, move)
    p = n.players[0]
    assert p.money == 47 and p.spent == 5  # received money is not spending
    assert p.income_space == 7  # level 0 -> level -3
    assert p.hand == ("Stone", "coal") and p.discard == ("Leek",)
    assert n.in_progress is None and n.actions_taken == 1
    assert n.players[1] == s.players[1]


@pytest.mark.rule("R-LOAN")
@pytest.mark.parametrize(
    ("start", "end"),
    [(10, 7), (11, 8), (12, 8), (3, 0), (31, 26), (33, 26), (99, 88), (13, 9), (4, 1)],
)
def test_loan_lands_on_the_highest_space_of_the_level_three_lower(start: int, end: int) -> None:
    n = br.apply(pos().income(0, start).state, br.Loan("Leek"))
    assert n.players[0].income_space == end
    assert n.players[0].money == 47


@pytest.mark.rule("R-LOAN")
@pytest.mark.parametrize("start", [0, 1, 2])
def test_loan_below_level_minus_ten_is_rejected(start: int) -> None:
    s = pos().income(0, start).state
    assert rules(s, br.Loan("Leek")) == ["R-LOAN"]
    assert of_type(s, br.Loan) == []
    with pytest.raises(br.IllegalMoveError) as err:
        br.apply(s, br.Loan("Leek"))
    assert rules_of(err.value.violations) == ["R-LOAN"]


@pytest.mark.rule("R-LOAN")
def test_loan_is_listed_once_per_distinct_card() -> None:
    s = pos(["Leek", "Leek", "coal"]).state
    assert of_type(s, br.Loan) == [br.Loan("Leek"), br.Loan("coal")]
    for m in br.legal_moves(s):
        assert br.validate(s, m) == ()


@pytest.mark.rule("R-LOAN")
@pytest.mark.rule("R-FLOW-TURN")
def test_loan_while_an_action_is_in_progress_is_rejected() -> None:
    s = pos().in_progress(br.Continuable.DEVELOP).state
    assert rules(s, br.Loan("Leek")) == ["R-FLOW-TURN"]


@pytest.mark.rule("R-LOAN")
def test_apply_of_a_loan_leaves_the_input_unchanged() -> None:
    s = pos().state
    before = attrs.asdict(s)
    br.apply(s, br.Loan("Leek"))
    assert attrs.asdict(s) == before


# ----- R-SCOUT ---------------------------------------------------------------------------------


@pytest.mark.rule("R-SCOUT")
@pytest.mark.rule("R-FLOW-CARD")
def test_scout_discards_three_and_takes_one_wild_location_and_one_wild_industry() -> None:
    s = pos(["Leek", "Stone", "coal", "iron"]).discard(0, ["Dudley"]).state
    move = br.Scout(("Leek", "Stone", "coal"))
    ok(s, move)
    n = br.apply(s, move)
    p = n.players[0]
    assert sorted(p.hand) == sorted(["iron", WL, WI])
    assert p.discard == ("Dudley", "Leek", "Stone", "coal")
    assert n.wild_location == 3 and n.wild_industry == 3
    assert p.money == 17 and p.spent == 0
    assert n.in_progress is None and n.actions_taken == 1


@pytest.mark.rule("R-SCOUT")
def test_scout_with_exactly_the_last_three_cards() -> None:
    s = pos(["Leek", "Leek", "coal"]).state
    assert of_type(s, br.Scout) == [br.Scout(("Leek", "Leek", "coal"))]
    n = br.apply(s, br.Scout(("Leek", "Leek", "coal")))
    assert sorted(n.players[0].hand) == sorted([WL, WI])


@pytest.mark.rule("R-SCOUT")
@pytest.mark.parametrize("wild", [WL, WI])
def test_scout_while_holding_a_wild_card_is_rejected(wild: str) -> None:
    s = pos(["Leek", "Stone", "coal", wild]).state
    assert rules(s, br.Scout(("Leek", "Stone", "coal"))) == ["R-SCOUT"]
    assert of_type(s, br.Scout) == []
    with pytest.raises(br.IllegalMoveError):
        br.apply(s, br.Scout(("Leek", "Stone", "coal")))


@pytest.mark.rule("R-SCOUT")
def test_scout_needs_three_cards_in_hand() -> None:
    s = pos(["Leek", "Stone"]).state
    assert of_type(s, br.Scout) == []
    assert rules(s, br.Scout(("Leek", "Stone", "Stone"))) == ["R-GEN-TURN"]
    assert rules(s, br.Scout(("Leek", "Stone"))) == ["R-SCOUT"]  # type: ignore[arg-type]


@pytest.mark.rule("R-SCOUT")
def test_scout_listed_once_per_distinct_set_of_three() -> None:
    s = pos(["Leek", "Leek", "Stone", "coal"]).state
    scouts = of_type(s, br.Scout)
    assert {tuple(sorted(m.cards)) for m in scouts if isinstance(m, br.Scout)} == {
        ("Leek", "Leek", "Stone"),
        ("Leek", "Leek", "coal"),
        ("Leek", "Stone", "coal"),
    }
    assert len(scouts) == 3
    for m in scouts:
        assert br.validate(s, m) == ()


@pytest.mark.rule("R-SCOUT")
@pytest.mark.rule("R-FLOW-CARD")
def test_wild_cards_go_back_to_their_piles_when_discarded() -> None:
    s = pos(["Leek", "Stone", "coal"]).deck([]).state
    n = br.apply(s, br.Scout(("Leek", "Stone", "coal")))
    assert (n.wild_location, n.wild_industry) == (3, 3)
    m = br.apply(n, br.Pass(WL))
    assert m.wild_location == 4 and m.wild_industry == 3
    assert m.players[0].discard == ("Leek", "Stone", "coal")
    assert m.players[0].hand == (WI,)


@pytest.mark.rule("R-SCOUT")
def test_wild_industry_card_used_for_a_develop_returns_to_its_pile() -> None:
    s = pos([WI, "Leek"]).set(wild_industry=3).state
    n = br.apply(s, br.Develop(Industry.COAL, WI))
    assert n.wild_industry == 4 and n.players[0].discard == ()


@pytest.mark.rule("R-SCOUT")
def test_apply_of_a_scout_leaves_the_input_unchanged() -> None:
    s = pos().state
    before = attrs.asdict(s)
    br.apply(s, br.Scout(("Leek", "Stone", "coal")))
    assert attrs.asdict(s) == before


# ----- R-PASS ----------------------------------------------------------------------------------


@pytest.mark.rule("R-PASS")
@pytest.mark.rule("R-FLOW-CARD")
def test_pass_discards_one_card_and_changes_nothing_else() -> None:
    s = pos().state
    ok(s, br.Pass("Stone"))
    n = br.apply(s, br.Pass("Stone"))
    p = n.players[0]
    assert p.hand == ("Leek", "coal") and p.discard == ("Stone",)
    assert attrs.evolve(p, hand=s.players[0].hand, discard=()) == s.players[0]
    assert n.players[1] == s.players[1]
    assert (n.tiles, n.links, n.merchants) == (s.tiles, s.links, s.merchants)
    assert (n.coal_market, n.iron_market, n.deck) == (s.coal_market, s.iron_market, s.deck)
    assert n.actions_taken == 1 and n.in_progress is None


@pytest.mark.rule("R-PASS")
@pytest.mark.rule("R-GEN-TURN")
def test_pass_with_a_card_not_in_hand_is_rejected() -> None:
    s = pos().state
    assert rules(s, br.Pass("Birmingham")) == ["R-GEN-TURN"]
    empty = pos([]).state
    assert rules(empty, br.Pass("Leek")) == ["R-GEN-TURN"]
    assert br.legal_moves(empty) == ()


@pytest.mark.rule("R-PASS")
@pytest.mark.rule("R-FLOW-TURN")
def test_pass_during_an_action_in_progress_is_rejected() -> None:
    s = pos().in_progress(br.Continuable.SELL).state
    assert rules(s, br.Pass("Leek")) == ["R-FLOW-TURN"]


@pytest.mark.rule("R-PASS")
def test_pass_is_listed_once_per_distinct_card() -> None:
    s = pos(["Leek", "Leek", "coal"]).state
    assert of_type(s, br.Pass) == [br.Pass("Leek"), br.Pass("coal")]


@pytest.mark.rule("R-PASS")
@pytest.mark.rule("R-FLOW-CARD")
def test_pass_with_the_last_card_ends_the_turn_with_an_empty_hand() -> None:
    s = pos(["Leek"]).set(actions_taken=1).deck([]).state
    n = br.apply(s, br.Pass("Leek"))
    assert n.players[0].hand == () and n.players[0].discard == ("Leek",)
    assert n.to_move == 1 and n.actions_taken == 0


@pytest.mark.rule("R-PASS")
def test_two_passes_make_a_turn_and_the_hand_is_refilled_to_eight() -> None:
    deck = ["Birmingham", "Coventry", "Dudley", "Redditch", "Walsall", "Worcester", "iron", "coal"]
    s = pos(["Leek", "Stone", "coal"]).deck(deck).state
    n = br.apply(br.apply(s, br.Pass("Leek")), br.Pass("Stone"))
    assert n.to_move == 1
    assert len(n.players[0].hand) == 8 and n.deck == ("coal",)
    assert n.players[0].discard == ("Leek", "Stone")


# ----- R-FLOW-CARD ----------------------------------------------------------------------------


@pytest.mark.rule("R-FLOW-CARD")
def test_a_new_action_without_a_card_is_rejected() -> None:
    s = pos().tile("Birmingham", 1, owner=0, industry="manufacturer", level=2).state
    assert rules(s, br.Network(("Birmingham", "Walsall"))) == ["R-FLOW-CARD"]
    assert rules(s, br.Develop(Industry.COAL)) == ["R-FLOW-CARD"]
    assert rules(s, br.Sell(br.TileRef("Birmingham", 1))) == ["R-FLOW-CARD"]
    assert rules(s, br.Pass(None)) == ["R-FLOW-CARD"]  # type: ignore[arg-type]
    assert rules(s, br.Loan(None)) == ["R-FLOW-CARD"]  # type: ignore[arg-type]


@pytest.mark.rule("R-FLOW-CARD")
def test_every_action_lowers_the_hand_by_exactly_one_card() -> None:
    s = (
        pos(["Leek", "Stone", "coal", "iron"])
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .state
    )
    for m in br.legal_moves(s):
        n = br.apply(s, m)
        if n.in_progress is not None:
            n = br.apply(n, br.End())
        lost = 3 if isinstance(m, br.Scout) else 1
        gained = 2 if isinstance(m, br.Scout) else 0
        assert len(n.players[0].hand) == 4 - lost + gained, m
        assert len(n.players[0].discard) == lost, m


@pytest.mark.rule("R-FLOW-CARD")
def test_discards_pile_up_face_up_oldest_first_on_the_players_own_pile() -> None:
    s = pos(["Leek", "Stone", "coal"]).discard(0, ["Dudley"]).discard(1, ["Tamworth"]).state
    n = br.apply(br.apply(s, br.Loan("coal")), br.Pass("Leek"))
    assert n.players[0].discard == ("Dudley", "coal", "Leek")
    assert n.players[1].discard == ("Tamworth",)
    assert n.players[0].face_down == s.players[0].face_down


@pytest.mark.rule("R-FLOW-CARD")
def test_a_continuation_step_discards_no_card() -> None:
    s = pos().tile("Dudley", 1, owner=1, industry="iron", level=2, resources=3).state
    n = br.apply(s, br.Develop(Industry.COAL, "Leek"))
    m = br.apply(n, br.Develop(Industry.IRON))
    assert m.players[0].hand == n.players[0].hand == ("Stone", "coal")
    assert m.players[0].discard == ("Leek",)
