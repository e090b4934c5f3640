"""read_move: Le Havre's notation read as written, without the legality filter, so that
``validate`` can explain an illegal move (the ``read_move`` hook of ``brass check``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.errors import NotationError
from brass_rules.le_havre.moves import Act, Buy, EndTurn, Enter, Feed, Move, Repay, Sell, TakeOffer
from brass_rules.le_havre.notation import MAX_NUMBER, card_label
from tests.le_havre.builder import bag, game, town, with_player

#: (players, short, seed) of the random games whose every move is read back.
GAMES = [(p, short, 40 + 2 * p + short) for p in range(1, 6) for short in (True, False)]


def _positions(players: int, short: bool, seed: int) -> list[lh.GameState]:
    """Every position of one seeded random game."""
    rng = random.Random(seed)
    s = lh.new_game(players, seed, short=short)
    out = []
    while not s.is_over:
        out.append(s)
        s = lh.apply(s, rng.choice(lh.legal_moves(s)))
    return out


@pytest.mark.parametrize(("players", "short", "seed"), GAMES)
def test_every_legal_and_out_of_turn_move_reads_back(players: int, short: bool, seed: int) -> None:
    seen: set[type] = set()
    for s in _positions(players, short, seed):
        moves = [*lh.legal_moves(s)]
        for player in range(players):
            moves += lh.out_of_turn_moves(s, player)
        for m in moves:
            text = lh.format_move(s, m)
            assert lh.read_move(text, s) == m, text
            assert lh.read_move(text) == m, text  # a legal move's notation says everything
            seen.add(type(m))
    assert {TakeOffer, Enter, Act, EndTurn} <= seen


def test_the_other_ways_of_writing_a_move() -> None:
    assert lh.read_move("  TAKE   Francs ") == lh.read_move("take franc") == TakeOffer("franc")
    assert lh.read_move("pass") == lh.read_move("End") == lh.read_move("skip") == EndTurn()
    wharf = Buy("17")
    assert lh.read_move("buy Wharf [17]") == lh.read_move("buy wharf 17") == wharf
    assert lh.read_move("buy 17") == wharf
    assert lh.read_move("sell S04") == lh.read_move("sell wooden ship s04") == Sell("S04")
    assert lh.read_move("repay 2 loans (player 3)") == Repay(2, 2)
    assert lh.read_move("feed 3 francs") == lh.read_move("feed 3 franc") == Feed("francs", 3)
    assert lh.read_move("feed 1 smoked_fish") == Feed("smoked_fish", 1)
    step = Act("03", give=bag(wood=1, clay=1), food=bag(fish=1), francs=2)
    text = "Construction Firm: build Fishery; give 1 wood, 1 clay; pay 1 fish, 2 francs"
    assert lh.read_move(text) == lh.read_move(text.split(": ")[1]) == step
    assert lh.read_move("Haulage Firm: haul cattle and grain") == Act("cattle+grain")
    assert lh.read_move("displace player 2 from Fishery; pay 1 franc") == Act("03@1", francs=1)
    assert lh.read_move("Wharf [12]: swap S06 for the Luxury Yacht") == Act("yacht:S06")
    assert lh.read_move("Local Court: one paid") == Act("one_paid")
    assert lh.read_move("Ironworks: carry out") == Act()


# ----- explaining illegal moves ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("take iron", "LH-OFFER-NONEMPTY"),  # the iron offer space is empty
        ("take steel", "LH-OFFER-TAKE"),
        ("repay 1 loan", "LH-LOAN-REPAY"),
        ("end turn", "LH-FLOW-END-TURN"),
        ("feed 1 fish", "LH-LOAN-TAKE"),
        ("buy Fishery", "LH-PAY-FRANCS"),
        ("buy Wooden ship S01", "LH-BUY-SHIP"),
        ("use Smokehouse", "LH-ENTER-WHICH"),  # not built yet
        ("Smokehouse: give 6 fish; energy 1 wood", "LH-ENTER-ACTION"),
        ("sell Building Firm [B1] (player 2)", "LH-SELL-WHAT"),
    ],
)
def test_an_illegal_move_is_read_and_explained_by_its_rule(text: str, rule: str) -> None:
    s = game(2, seed=7)
    with pytest.raises(NotationError):
        lh.parse_move(s, text)
    violations = lh.validate(s, lh.read_move(text, s))
    assert [str(v.rule) for v in violations] == [rule]


def _smokehouse() -> lh.GameState:
    """Player 1 to move, the Smokehouse in the town, food and francs for five fee payments."""
    s = town(game(2, seed=7), "08")
    return with_player(s, 0, goods={"fish": 6, "meat": 1, "wood": 2}, francs=5)


def test_a_fee_left_out_is_the_one_that_breaks_the_fewest_rules() -> None:
    s = _smokehouse()
    with pytest.raises(NotationError, match="fee payment is left out, and 5 fit"):
        lh.read_move("use Smokehouse", s)  # legal in five ways: the text does not say which
    assert lh.read_move("use Smokehouse") == Enter("08")  # no state: nothing paid
    occupied = with_player(s, 1, disc="08")
    move = lh.read_move("use Smokehouse", occupied)
    assert move in [Enter("08", f, fr) for f, fr in [(bag(), 2), (bag(fish=2), 0)]]
    assert [str(v.rule) for v in lh.validate(occupied, move)] == ["LH-ENTER-OCCUPIED"]
    broke = with_player(s, 0, goods={}, francs=0)  # no way to pay: nothing is paid
    assert lh.read_move("use Smokehouse", broke) == Enter("08")
    assert [str(v.rule) for v in lh.validate(broke, Enter("08"))] == ["LH-ENTER-FEE-NO-LOAN"]


def test_a_step_names_the_building_whose_action_is_under_way() -> None:
    s = lh.apply(_smokehouse(), lh.parse_move(_smokehouse(), "use Smokehouse paying 2 fish"))
    step = lh.read_move("Smokehouse: give 6 fish; energy 1 wood", s)
    assert [str(v.rule) for v in lh.validate(s, step)] == ["LH-ENTER-ACTION"]  # 4 fish left
    with pytest.raises(NotationError, match="under way is the Smokehouse's, not the Fishery's"):
        lh.read_move("Fishery: carry out", s)


# ----- bad text ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("tkae wood", ["'tkae'", "did you mean 'take'"]),
        ("use Smokehuose", ["'smokehuose'", "'Smokehouse'"]),
        ("take wod", ["'wod'", "'wood'"]),
        ("use Wharf", ["2 cards", "'Wharf [12]' or 'Wharf [17]'"]),
        ("Smokehouse: give 6 fsh", ["'fsh'", "'fish'"]),
        ("repay 99999999999999999999 loans", ["out of range", "to 9999"]),
        ("feed 10000 fish", ["out of range"]),
        ("sell Fishery (player 6)", ["a player out of range", "1 to 5"]),
        ("repay 1 loan (player 0)", ["a player out of range"]),
        ("feed -1 fish", ["expected a number of tokens"]),
        ("take ² wood", ["expected a number of goods, got '²'"]),
        ("Smokehouse: give 1 fish; give 1 fish", ["written twice"]),
        ("Smokehouse: give 1 fish; smoke", ["unknown part of a step 'smoke'"]),
        ("take", ["expected an offer space"]),
        ("buy", ["expected a building or a ship"]),
        ("repay loans", ["expected 'repay N loans'"]),
        ("repay x loans", ["expected a number of loans, got 'x'"]),
        ("borrow 5 francs", ["unknown word 'borrow'"]),
        ("Smokehouse:", ["expected a step"]),
        ("displace Fishery", ["displace PK from BUILDING"]),
    ],
)
def test_bad_text_raises_a_notation_error_naming_the_problem(text: str, words: list[str]) -> None:
    with pytest.raises(NotationError) as info:
        lh.read_move(text)
    for word in words:
        assert word in str(info.value)


def test_players_are_checked_against_the_game() -> None:
    s = game(2, seed=7)
    with pytest.raises(NotationError, match="a seat out of range: '2' \\(from 0 to 1\\)"):
        lh.read_move("sell Fishery (P2)", s)
    assert lh.read_move("sell Fishery (P2)") == Sell("03", 2)
    # the old 1-based form (brass_rules 0.1.0) is still read, as the seat one less
    with pytest.raises(NotationError, match="a player out of range: '3' \\(from 1 to 2\\)"):
        lh.read_move("sell Fishery (player 3)", s)
    assert lh.read_move("sell Fishery (player 3)") == Sell("03", 2)


@pytest.mark.parametrize(
    "text",
    ["", "   ", "\x00", "x" * 100_000, "take " + "9" * 5000 + " wood", "ｔａｋｅ ｗｏｏｄ", "İ",
     "take wood\u200b", None, 3, b"take wood", ["take wood"], {"type": "take"}],
)  # fmt: skip
def test_hostile_input_raises_a_short_notation_error(text: Any) -> None:
    with pytest.raises(NotationError) as info:
        lh.read_move(text, game(2))
    assert len(str(info.value)) < 400


_FRAGMENTS = st.sampled_from(
    ["take", "use", "buy", "sell", "repay", "feed", "borrow", "end turn", "give", "energy",
     "pay", "paying", "build", "haul", "and", "displace player", "from", "for the Luxury Yacht",
     "loans", "francs", "(player 2)", "(P1)", "displace P1", ":", ";", ",", "1", "12", "99999",
     "Wharf [12]", "S04",
     "Smokehouse", "Bridge over the Seine", "wood", "smoked fish", "meat", "skip", "one paid"]
)  # fmt: skip


@given(
    text=st.one_of(st.text(max_size=40), st.lists(_FRAGMENTS, max_size=7).map(" ".join)),
    seed=st.integers(0, 3),
)
def test_any_text_is_a_move_validate_explains_or_a_notation_error(text: str, seed: int) -> None:
    s = game(1 + seed, seed=seed)
    try:
        move: Move = lh.read_move(text, s)
    except NotationError as e:
        assert len(str(e)) < 400
        return
    assert all(str(v.rule).startswith("LH-") and v.message for v in lh.validate(s, move))
    assert lh.describe_move(s, move).endswith(".") and lh.describe_move(None, move).endswith(".")


def test_read_move_is_the_hook_of_the_game_object() -> None:
    assert "read_move" in lh.__all__
    assert br.get_game("le_havre").read_move is lh.read_move  # type: ignore[attr-defined]
    assert MAX_NUMBER == 9999
    assert card_label("17") == "Wharf [17]"
