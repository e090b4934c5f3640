"""Issue 31, as a new player met it: what a building does (point 2), the food still owed while
feeding (point 3), what a food payment costs and how to type a mixed one (point 4), and the
words of point 7."""

from __future__ import annotations

import re

import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import NotationError
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.state import Due, Phase, evolve
from tests.le_havre.builder import own, run, with_player
from tests.le_havre.frontend_tools import sample, walk


def owing(*, owe: int, francs: int = 0, **goods: int) -> lh.GameState:
    """A two-player game in which P0 owes *owe* food now, holding *goods* and *francs*."""
    s = lh.new_game(players=2, seed=7)
    s = with_player(s, 0, goods=Bag.of(**goods), francs=francs)
    return evolve(s, dues=(Due(0, "food", owe),))


# ----- point 2: what a building does -------------------------------------------------------------


def test_the_cards_of_the_picture_say_what_the_building_does_in_their_tooltip() -> None:
    s = own(lh.new_game(players=2, seed=7), 0, "22")  # P0 owns the Ironworks
    svg = lh.render_svg(s)
    tips = re.findall(r'id="(?:town|p0-building)-(\w+)"[^>]*><title>([^<]*)</title>', svg)
    assert tips and all("Action: " in tip or "End bonus" in tip for _, tip in tips), tips
    assert any(card == "22" and "4th iron" in tip for card, tip in tips)


def test_the_steps_of_an_action_read_as_plain_words() -> None:
    ironworks = [s for n in (2, 3, 4, 5) for s in sample(n, every=1)
                 if s.action is not None and s.action.building == "22"]  # fmt: skip
    s = ironworks[0] if ironworks else _at_the_ironworks()
    labels = [c.label for c in lh.choices(s)]
    assert any(lbl.startswith("take 3 iron") for lbl in labels), labels
    words = [lh.describe_move(s, m) for m in lh.legal_moves(s)]
    assert not any("carry out" in w or "extra" in w for w in [*labels, *words]), words
    assert any("take 4 iron (the 4th for 6 energy)" in w for w in words), words


def _at_the_ironworks() -> lh.GameState:
    s = own(lh.new_game(players=2, seed=7, short=True), 0, "22")
    s = with_player(s, 0, goods=Bag.of(wood=6, coal=2))
    return run(s, lh.Enter("22"))


# ----- point 3: the food still owed while feeding ------------------------------------------------


def _feeding_after_one_paid() -> lh.GameState:
    for n in (2, 3, 4):
        for s in sample(n, every=1):
            food = [d.player for d in s.dues if d.kind == "food"]
            if s.phase is Phase.FEEDING and food and len(food) < n:
                return s
    raise AssertionError("no feeding position with a player fed")


def test_the_view_while_feeding_shows_what_is_still_owed() -> None:
    s = _feeding_after_one_paid()
    text = lh.view_text(lh.observe(s, 0))
    line = next(ln for ln in text.splitlines() if "food demand" in ln)
    owed = {d.player: d.amount for d in s.dues if d.kind == "food"}
    for i in range(s.num_players):
        if i in owed:
            assert f"P{i} still owes {owed[i]} " in line, line
        else:
            assert f"P{i} has fed" in line and f"P{i} owes" not in line, line


# ----- point 4: food payments in words -----------------------------------------------------------


def test_a_food_payment_says_every_franc_it_takes() -> None:
    s = owing(fish=1, meat=6, francs=9, owe=8)
    move = lh.Feed("fish", 1)  # after fish only francs can follow: 7 francs go too
    assert lh.describe_move(s, move) == "Player 0 pays 1 fish and 7 francs toward the food due (8)."
    after = lh.apply(s, move)
    assert after.players[0].francs == 2
    assert "P0 pays 1 fish and 7 francs of the 8 due" in lh.events_text(s, move, after)
    path = next(p for p, m, _ in walk(s) if m == move)
    label = next(c for c in lh.choices(s, path[:-1]) if c.key == path[-1]).label
    assert label == "feed 1 fish and 7 francs"


def test_one_franc_is_written_in_the_singular_and_the_plural_still_reads() -> None:
    s = owing(owe=1, francs=3)
    move = lh.Feed("francs", 1)
    assert lh.format_move(s, move) == "feed 1 franc"
    assert lh.parse_move(s, "feed 1 franc") == lh.parse_move(s, "feed 1 francs") == move


def test_a_mixed_food_payment_can_be_typed() -> None:
    s = owing(fish=1, smoked_fish=4, francs=3, owe=9)
    moves = lh.parse_moves(s, "feed 1 fish, 4 smoked fish")
    assert moves == (lh.Feed("smoked_fish", 4), lh.Feed("fish", 1))
    for m in moves:
        s = lh.apply(s, m)
    assert not s.dues and s.players[0].goods.total() == 0 and s.players[0].francs == 3
    with pytest.raises(NotationError, match="'feed 4 smoked fish', then 'feed 1 fish'"):
        lh.parse_move(owing(fish=1, smoked_fish=4, owe=9), "feed 1 fish, 4 smoked fish")
    with pytest.raises(NotationError, match="not a legal payment"):
        lh.parse_moves(owing(fish=1, smoked_fish=4, owe=3), "feed 1 fish, 4 smoked fish")
    one = lh.format_move(s, lh.legal_moves(s)[0])
    assert lh.parse_moves(s, one) == (lh.legal_moves(s)[0],)


# ----- point 7: words ----------------------------------------------------------------------------


def test_the_board_says_whose_person_is_inside_without_listing_it_as_a_building() -> None:
    s = lh.new_game(players=2, seed=7, short=True)
    s = run(s, next(m for m in lh.legal_moves(s) if isinstance(m, lh.Enter)))
    board = lh.board_text(s)
    assert "buy from the town's price" not in board
    assert ", P0 inside" not in board and "P0's person inside)" in board


def test_a_repayment_prints_its_effect_line() -> None:
    s = with_player(lh.new_game(players=2, seed=7), 0, loans=1, francs=9)
    move = lh.Repay(1)
    assert move in lh.legal_moves(s)
    assert "P0: \u22125 francs, \u22121 loan" in lh.events_text(s, move, lh.apply(s, move))


@pytest.mark.rule("LH-ENTER-OCCUPIED")
def test_an_occupied_building_says_whose_person_is_inside() -> None:
    """Point 7: "The Smokehouse is occupied." said nothing of whose person is there (a person
    stays on a building after its action, so it is often the mover's own)."""
    s = lh.new_game(players=2, seed=7, short=True)
    enter = next(m for m in lh.legal_moves(s) if isinstance(m, lh.Enter))
    mover = s.to_move
    mine = with_player(s, mover, disc=enter.building)
    said = [(str(v.rule), v.message) for v in lh.validate(mine, enter)]
    assert said[0][0] == "LH-ENTER-OCCUPIED"
    assert said[0][1].endswith("is occupied by your own person.")
    theirs = with_player(s, 1 - mover, disc=enter.building)
    said = [(str(v.rule), v.message) for v in lh.validate(theirs, enter)]
    assert said[0][0] == "LH-ENTER-OCCUPIED"
    assert said[0][1].endswith(f"occupied by player {1 - mover}'s person.")
    assert lh.validate(s, enter) == ()  # nobody inside: no refusal
