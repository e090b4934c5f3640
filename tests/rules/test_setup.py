"""R-SETUP: a new game for 2, 3 or 4 players, checked against the reference components."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

import brass_rules as br
from brass_rules import Era, Industry
from brass_rules import components as comp
from brass_rules.birmingham.board import BIRMINGHAM as B

REFERENCE = Path(__file__).parents[1] / "reference"
COMPONENTS: dict[str, Any] = yaml.safe_load(
    (REFERENCE / "components.yaml").read_text(encoding="utf-8")
)
CARDS: dict[str, Any] = COMPONENTS["cards"]
COUNTS = (2, 3, 4)
WILD = {"wild location", "wild industry"}


def _expected_deck(players: int) -> Counter[str]:
    expected: Counter[str] = Counter()
    for group in ("location_cards", "industry_cards"):
        for name, per_count in CARDS[group].items():
            expected[name] += per_count[players]
    return +expected


def _all_cards(state: br.GameState) -> Counter[str]:
    cards: Counter[str] = Counter(state.deck)
    for p in state.players:
        cards.update(p.hand)
        cards.update(p.discard)
        cards.update(p.face_down)
    return cards


# ----- R-SETUP-PLAYERS ---------------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-PLAYERS")
@pytest.mark.parametrize("players", COUNTS)
def test_two_three_and_four_players_can_play(players: int) -> None:
    state = br.new_game(players=players, seed=1)
    assert state.num_players == players
    assert len(state.players) == len(state.turn_order) == len(state.debts) == players
    assert sorted(state.turn_order) == list(range(players))


@pytest.mark.rule("R-SETUP-PLAYERS")
@pytest.mark.parametrize("players", [1, 5, 0, -2, 6])
def test_other_player_counts_are_refused(players: int) -> None:
    with pytest.raises(br.SetupError):
        br.new_game(players=players, seed=1)


@pytest.mark.rule("R-SETUP-PLAYERS")
def test_setup_error_is_a_value_error() -> None:
    assert issubclass(br.SetupError, ValueError)
    with pytest.raises(ValueError, match="5"):
        br.new_game(players=5, seed=1)


@pytest.mark.rule("R-SETUP-PLAYERS")
def test_a_boolean_is_not_a_player_count() -> None:
    with pytest.raises(br.SetupError):
        br.new_game(players=True, seed=1)


# ----- R-SETUP-DECK ------------------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-DECK")
@pytest.mark.parametrize(("players", "size"), [(2, 40), (3, 54), (4, 64)])
def test_deck_size_counts_hands_face_down_and_draw_deck(players: int, size: int) -> None:
    state = br.new_game(players=players, seed=5)
    cards = _all_cards(state)
    assert sum(cards.values()) == size == CARDS["deck_size"][players]
    assert len(state.deck) == size - 9 * players
    assert all(not p.discard for p in state.players)


@pytest.mark.rule("R-SETUP-DECK")
@pytest.mark.parametrize("players", COUNTS)
def test_cards_for_more_players_are_left_out(players: int) -> None:
    state = br.new_game(players=players, seed=11)
    assert _all_cards(state) == _expected_deck(players)


@pytest.mark.rule("R-SETUP-DECK")
def test_two_player_deck_has_no_three_or_four_player_town_cards() -> None:
    cards = _all_cards(br.new_game(players=2, seed=2))
    for town in ("Belper", "Derby", "Leek", "Stoke-on-Trent", "Stone", "Uttoxeter"):
        if CARDS["location_cards"].get(town, {2: 0})[2] == 0:
            assert cards[town] == 0, town
    assert cards["Belper"] == cards["Derby"] == 0


@pytest.mark.rule("R-SETUP-DECK")
def test_towns_whose_cards_are_left_out_stay_in_play() -> None:
    # Belper has no card in a 2-player game, yet its slots are on the board and buildable.
    state = br.new_game(players=2, seed=2)
    assert B.location("Belper").slots
    assert all(state.tiles[s.index] is None for s in B.slot_specs if s.location == "Belper")


@pytest.mark.rule("R-SETUP-DECK")
@pytest.mark.parametrize("players", COUNTS)
def test_wild_cards_form_two_piles_of_four_outside_the_deck(players: int) -> None:
    state = br.new_game(players=players, seed=3)
    assert state.wild_location == CARDS["wild_location"] == 4
    assert state.wild_industry == CARDS["wild_industry"] == 4
    assert not WILD & set(_all_cards(state))


@pytest.mark.rule("R-SETUP-DECK")
def test_the_deck_is_shuffled() -> None:
    state = br.new_game(players=4, seed=3)
    dealt = [c for p in state.players for c in (*p.hand, *p.face_down)] + list(state.deck)
    assert tuple(dealt) != comp.deck(4)
    # different seeds give different deck orders
    assert br.new_game(players=4, seed=4).deck != state.deck


# ----- R-SETUP-MERCHANTS -------------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-MERCHANTS")
@pytest.mark.parametrize(("players", "tiles"), [(2, 5), (3, 7), (4, 9)])
def test_one_merchant_tile_per_space_in_use(players: int, tiles: int) -> None:
    state = br.new_game(players=players, seed=8)
    used = [m for m in state.merchants if m.goods is not None]
    assert len(used) == tiles
    for space, slot in zip(B.merchant_spaces, state.merchants, strict=True):
        assert (slot.goods is not None) == (players in space.players), space
    # the tiles are exactly the ones for this player count
    assert Counter(m.goods for m in used) == Counter(comp.merchant_tiles(players))


@pytest.mark.rule("R-SETUP-MERCHANTS")
@pytest.mark.parametrize("seed", range(6))
def test_two_players_leave_warrington_and_nottingham_empty(seed: int) -> None:
    state = br.new_game(players=2, seed=seed)
    for space, slot in zip(B.merchant_spaces, state.merchants, strict=True):
        if space.merchant in ("Warrington", "Nottingham"):
            assert slot.goods is None and not slot.beer
        else:
            assert slot.goods is not None


@pytest.mark.rule("R-SETUP-MERCHANTS")
@pytest.mark.parametrize("seed", range(6))
def test_three_players_leave_only_nottingham_empty(seed: int) -> None:
    state = br.new_game(players=3, seed=seed)
    for space, slot in zip(B.merchant_spaces, state.merchants, strict=True):
        assert (slot.goods is None) == (space.merchant == "Nottingham"), space


@pytest.mark.rule("R-SETUP-MERCHANTS")
@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("seed", range(5))
def test_beer_beside_every_non_blank_merchant_tile_only(players: int, seed: int) -> None:
    state = br.new_game(players=players, seed=seed)
    for slot in state.merchants:
        assert slot.beer == bool(slot.goods)


@pytest.mark.rule("R-SETUP-MERCHANTS")
def test_merchant_deal_depends_on_the_seed() -> None:
    deals = {br.new_game(players=4, seed=seed).merchants for seed in range(12)}
    assert len(deals) > 1


# ----- R-SETUP-MARKETS ---------------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-MARKETS")
@pytest.mark.parametrize("players", COUNTS)
def test_markets_full_except_the_cheapest_spaces(players: int) -> None:
    state = br.new_game(players=players, seed=0)
    assert state.coal_market == comp.COAL_MARKET.capacity - 1 == 13
    assert state.iron_market == comp.IRON_MARKET.capacity - 2 == 8
    # the next cube sold earns £1 (coal: one £1 space free; iron: both £1 spaces free)
    assert comp.COAL_MARKET.sell_price(state.coal_market) == 1
    assert comp.IRON_MARKET.sell_price(state.iron_market) == 1
    assert comp.IRON_MARKET.sell_price(state.iron_market + 1) == 1
    # the next cube bought costs the cheapest filled space
    assert comp.COAL_MARKET.buy_price(state.coal_market) == 1
    assert comp.IRON_MARKET.buy_price(state.iron_market) == 2


# ----- R-SETUP-PLAYER ----------------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-PLAYER")
@pytest.mark.parametrize("players", COUNTS)
def test_each_player_starts_with_money_income_tiles_links_and_cards(players: int) -> None:
    state = br.new_game(players=players, seed=9)
    for p in state.players:
        assert p.money == 17
        assert p.vp == 0
        assert p.income_space == 10 and comp.income_level(p.income_space) == 0
        assert p.spent == 0
        assert sum(len(levels) for levels in p.mat) == 45
        for industry in Industry:
            assert p.mat[industry.index] == comp.mat(industry)
        assert p.links_left == 14
        assert len(p.hand) == 8
        assert len(p.face_down) == 1
        assert p.discard == ()
        assert not WILD & set(p.hand)
    assert state.bank == 0
    assert sum(p.money for p in state.players) == 17 * players


@pytest.mark.rule("R-SETUP-PLAYER")
def test_board_starts_empty_in_round_one_of_the_canal_era() -> None:
    state = br.new_game(players=3, seed=9)
    assert all(t is None for t in state.tiles)
    assert all(owner is None for owner in state.links)
    assert state.era is Era.CANAL and state.round == 1
    assert state.turn == 0 and state.actions_taken == 0 and state.in_progress is None
    assert state.debts == (0, 0, 0) and not state.is_over
    assert state.to_move == state.turn_order[0]


# ----- R-SETUP-ORDER -----------------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-ORDER")
@pytest.mark.parametrize("players", COUNTS)
def test_same_seed_gives_the_same_game(players: int) -> None:
    assert br.new_game(players=players, seed=123) == br.new_game(players=players, seed=123)


@pytest.mark.rule("R-SETUP-ORDER")
@pytest.mark.parametrize("players", COUNTS)
def test_different_seeds_give_different_games(players: int) -> None:
    a = br.new_game(players=players, seed=1)
    b = br.new_game(players=players, seed=2)
    assert a != b
    assert a.deck != b.deck
    assert a.seed == 1 and b.seed == 2


@pytest.mark.rule("R-SETUP-ORDER")
@pytest.mark.parametrize("players", COUNTS)
def test_first_turn_order_is_random(players: int) -> None:
    orders = {br.new_game(players=players, seed=seed).turn_order for seed in range(40)}
    assert len(orders) > 1
    firsts = {order[0] for order in orders}
    assert firsts == set(range(players))


@pytest.mark.rule("R-SETUP-ORDER")
def test_setup_uses_no_global_random_state() -> None:
    import random

    random.seed(1)
    a = br.new_game(players=4, seed=77)
    random.seed(2)
    b = br.new_game(players=4, seed=77)
    assert a == b


@pytest.mark.rule("R-SETUP-ORDER")
def test_a_non_integer_seed_is_refused() -> None:
    with pytest.raises(br.SetupError):
        br.new_game(players=2, seed="7")  # type: ignore[arg-type]
