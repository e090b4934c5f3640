"""LH-SETUP: setting up."""

from __future__ import annotations

import pytest

from brass_rules import le_havre as lh
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.rounds import round_cards
from tests.le_havre.builder import game


@pytest.mark.rule("LH-SETUP-PLAYERS", "LH-SCOPE-BASE")
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_one_to_five_players(players: int) -> None:
    s = game(players)
    assert s.num_players == len(s.players) == players


@pytest.mark.rule("LH-SETUP-PLAYERS", "LH-SCOPE-EXPANSIONS", "LH-SCOPE-VARIANTS")
@pytest.mark.parametrize("players", [0, 6, True, "2"])
def test_negative_other_player_counts_and_options_are_rejected(players: object) -> None:
    with pytest.raises(ValueError):
        lh.new_game(players, 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        lh.new_game(2, 1, expansion=True)  # type: ignore[call-arg]


@pytest.mark.rule("LH-SETUP-LENGTH", "LH-SETUP-SHORT")
@pytest.mark.parametrize(
    ("players", "full", "short"), [(1, 7, 4), (2, 14, 8), (3, 18, 12), (4, 20, 12), (5, 20, 15)]
)
def test_rounds_per_game(players: int, full: int, short: int) -> None:
    assert game(players).rounds == full
    assert game(players, short=True).rounds == short
    assert len(round_cards(players, False)) == full
    assert len(round_cards(players, True)) == short


@pytest.mark.rule("LH-SETUP-OFFERS")
def test_starting_offers_full_and_short() -> None:
    s = game(3, seed=4)
    # the first supply step has already added two tokens
    assert sum(s.offers.values()) == 2 + 2 + 2 + 1 + 2
    t = game(3, seed=4, short=True)
    assert sum(t.offers.values()) == 3 + 3 + 3 + 2 + 1 + 1 + 1 + 2


@pytest.mark.rule("LH-SETUP-MONEY", "LH-SETUP-PIECES")
def test_starting_money_and_goods() -> None:
    s = game(2)
    for p in s.players:
        assert (p.francs, dict(p.goods), p.loans, p.buildings, p.disc) == (
            5,
            {"coal": 1},
            0,
            (),
            None,
        )
    t = game(4, short=True)
    for p in t.players:
        assert dict(p.goods) == {
            "fish": 2, "wood": 2, "clay": 2, "iron": 2, "cattle": 1, "coal": 2, "hides": 2
        }  # fmt: skip
        assert p.ships == ()


@pytest.mark.rule("LH-SETUP-TOWN")
@pytest.mark.parametrize("players", [1, 3, 5])
def test_start_buildings_are_in_the_town(players: int) -> None:
    assert game(players).town == ("B1", "B2", "B3")


@pytest.mark.rule("LH-SETUP-STANDARD-SELECT")
def test_standard_selection_and_short_town_start() -> None:
    s = game(3)
    used = {c for pile in s.proposals for c in pile}
    assert "02" in used and "26" not in used  # the Sawmill stays, the Dock goes (3 players)
    t = game(1, short=True)
    assert {"01", "02", "13"} <= set(t.town)  # short 1p: Marketplace, Sawmill, Black Market
    assert len({c for pile in t.proposals for c in pile}) == 12


@pytest.mark.rule("LH-SETUP-PROPOSALS", "LH-GEN-RANDOM")
@pytest.mark.parametrize(("players", "short"), [(1, False), (4, False), (5, True)])
def test_three_equal_sorted_piles(players: int, short: bool) -> None:
    s = game(players, short=short, seed=11)
    sizes = {len(p) for p in s.proposals}
    assert len(sizes) == 1
    for pile in s.proposals:
        assert list(pile) == sorted(pile)
    assert game(players, short=short, seed=11) == s  # same seed, same game
    assert any(game(players, short=short, seed=k).proposals != s.proposals for k in range(5))


@pytest.mark.rule("LH-SETUP-BLACK-MARKET")
def test_positive_negative_black_market_is_never_on_top_at_setup() -> None:
    for seed in range(60):
        s = game(3, seed=seed)
        assert all(pile[0] != "13" for pile in s.proposals)
        assert "13" in {c for pile in s.proposals for c in pile}


@pytest.mark.rule("LH-SETUP-SPECIALS", "LH-SETUP-SOLO")
def test_six_specials_full_none_short() -> None:
    s = game(1)
    assert len(s.specials) == 6 and all(BY_ID[c].deck == "special" for c in s.specials)
    assert game(1, short=True).specials == ()
    assert game(5, short=True).specials == ()


@pytest.mark.rule("LH-SETUP-SHIPS", "LH-SETUP-SHORT-SHIPS", "LH-SETUP-TWO")
def test_ships_at_the_start() -> None:
    assert all(not stack for stack in game(2).ship_stacks)
    assert all(p.ships == () for p in game(2).players)
    two = game(2, short=True)
    assert [p.ships for p in two.players] == [("S01",), ("S03",)]
    one = game(1, short=True)
    assert one.players[0].ships == ("S01",) and one.ship_stacks[0] == ("S03",)
    assert all(p.ships == () for p in game(3, short=True).players)


@pytest.mark.rule("LH-SETUP-LOANS", "LH-LOAN-LIMIT")
def test_positive_edge_no_loans_at_the_start_and_no_limit() -> None:
    s = game(2)
    assert all(p.loans == 0 for p in s.players)
    from tests.le_havre.builder import with_player

    t = with_player(s, 0, loans=30)  # more than the 11 cards: no limit
    assert lh.load_state(lh.dump_state(t)).players[0].loans == 30


@pytest.mark.rule("LH-SETUP-START-PLAYER")
def test_start_player_is_random_and_moves_first() -> None:
    starts = {game(4, seed=k).start_player for k in range(30)}
    assert len(starts) > 1
    s = game(4, seed=3)
    assert s.active == s.start_player == s.to_move


@pytest.mark.rule("LH-SETUP-AIDS")
def test_no_aid_affects_the_state() -> None:
    assert "food_tiles" not in lh.dump_state(game(2))
