"""The component data of the package agrees with ``tests/reference/components.yaml``.

Tiles (every field of every level), mats, decks per player count, the income track, the markets
and their price formulas, and the set-up, link, loan and variant numbers.
"""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

import brass_rules as br
from brass_rules import Era, Industry, Rule, components

REFERENCE = Path(__file__).parents[1] / "reference"
COMPONENTS: dict[str, Any] = yaml.safe_load(
    (REFERENCE / "components.yaml").read_text(encoding="utf-8")
)
BOARD: dict[str, Any] = yaml.safe_load((REFERENCE / "board.yaml").read_text(encoding="utf-8"))

TILE_ROWS = [(Industry(name), row) for name, rows in COMPONENTS["tiles"].items() for row in rows]
MARKETS = {"coal": components.COAL_MARKET, "iron": components.IRON_MARKET}
SPACES = range(components.LAST_SPACE + 1)


# ----- tiles ---------------------------------------------------------------------------------


def test_every_industry_has_tiles_in_the_fixture() -> None:
    assert {Industry(name) for name in COMPONENTS["tiles"]} == set(Industry)


def test_no_tile_level_beyond_the_fixture() -> None:
    assert set(components.TILES) == {(ind, row["level"]) for ind, row in TILE_ROWS}


@pytest.mark.rule(Rule.BUILD_ERA)
@pytest.mark.rule(Rule.DEVELOP)
@pytest.mark.rule(Rule.ERA_TILES)
@pytest.mark.rule(Rule.RES_FLIP)
@pytest.mark.parametrize(
    ("industry", "row"), TILE_ROWS, ids=[f"{i.value}-{r['level']}" for i, r in TILE_ROWS]
)
def test_tile_level_every_field(industry: Industry, row: dict[str, Any]) -> None:
    spec = components.tile(industry, row["level"])
    assert spec is components.TILES[(industry, row["level"])]
    assert spec.industry is industry
    assert spec.level == row["level"]
    assert spec.count == row["tiles"]
    assert spec.cost == row["cost"]
    assert spec.coal == row["coal"]
    assert spec.iron == row["iron"]
    assert spec.beer == row.get("beer", 0)
    assert spec.produces == row.get("produces", 0)
    assert spec.vp == row["vp"]
    assert spec.income_spaces == row["income_spaces"]
    assert spec.link_icons == row["link_icons"]
    assert spec.developable is row["developable"]
    assert spec.eras == frozenset(Era(e) for e in row["eras"])


@pytest.mark.rule(Rule.BUILD_PRODUCE)
def test_breweries_get_one_barrel_in_the_canal_era_and_two_in_the_rail_era() -> None:
    assert components.brewery_barrels(Era.CANAL) == 1
    assert components.brewery_barrels(Era.RAIL) == 2


@pytest.mark.parametrize(
    ("industry", "level"),
    [(Industry.COAL, 0), (Industry.COAL, 5), (Industry.POTTERY, 6), (Industry.COTTON, -1)],
)
def test_unknown_tile_raises_unknown_name_error(industry: Industry, level: int) -> None:
    with pytest.raises(br.UnknownNameError) as info:
        components.tile(industry, level)
    assert isinstance(info.value, KeyError)
    assert str(level) in str(info.value)


def test_tile_with_a_bad_industry_name_raises_naming_it() -> None:
    with pytest.raises(br.UnknownNameError) as info:
        components.tile("Brum", 1)  # type: ignore[arg-type]
    assert "Brum" in str(info.value)


# ----- mats ----------------------------------------------------------------------------------


@pytest.mark.rule(Rule.SETUP_PLAYER)
@pytest.mark.parametrize("industry", list(Industry), ids=lambda i: i.value)
def test_mat_lists_every_tile_lowest_first(industry: Industry) -> None:
    rows = COMPONENTS["tiles"][industry.value]
    expected = tuple(row["level"] for row in rows for _ in range(row["tiles"]))
    assert components.mat(industry) == expected
    assert components.MATS[industry.index] == expected
    assert list(expected) == sorted(expected)


@pytest.mark.rule(Rule.SETUP_PLAYER)
def test_each_player_has_45_tiles() -> None:
    totals = {ind.value: len(components.mat(ind)) for ind in Industry}
    assert totals == {
        "cotton": 11,
        "manufacturer": 11,
        "pottery": 5,
        "coal": 7,
        "iron": 4,
        "brewery": 7,
    }
    assert components.TILES_PER_PLAYER == 45


# ----- cards ---------------------------------------------------------------------------------


def _expected_deck(players: int) -> Counter[str]:
    cards = COMPONENTS["cards"]
    expected: Counter[str] = Counter()
    for table in (cards["location_cards"], cards["industry_cards"]):
        for name, counts in table.items():
            if counts[players]:
                expected[name] = counts[players]
    return expected


@pytest.mark.rule(Rule.SETUP_DECK)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_deck_contents_per_player_count(players: int) -> None:
    deck = components.deck(players)
    assert Counter(deck) == _expected_deck(players)
    assert len(deck) == COMPONENTS["cards"]["deck_size"][players]
    assert len(deck) == {2: 40, 3: 54, 4: 64}[players]
    assert set(deck) <= components.CARD_NAMES
    assert not set(deck) & components.WILD_CARDS


@pytest.mark.rule(Rule.SETUP_DECK)
def test_location_and_industry_card_tables() -> None:
    cards = COMPONENTS["cards"]
    assert components.LOCATION_CARDS == {
        name: (c[2], c[3], c[4]) for name, c in cards["location_cards"].items()
    }
    assert components.INDUSTRY_CARDS == {
        name: (c[2], c[3], c[4]) for name, c in cards["industry_cards"].items()
    }


def test_the_two_reference_files_agree_on_location_cards() -> None:
    in_board = {
        loc["name"]: loc["location_cards"] for loc in BOARD["locations"] if loc["kind"] == "town"
    }
    assert in_board == COMPONENTS["cards"]["location_cards"]


@pytest.mark.rule(Rule.SETUP_DECK)
def test_wild_piles() -> None:
    assert components.WILD_PILE == COMPONENTS["cards"]["wild_location"] == 4
    assert components.WILD_PILE == COMPONENTS["cards"]["wild_industry"] == 4
    assert components.WILD_CARDS == {"wild location", "wild industry"}


@pytest.mark.rule(Rule.SETUP_PLAYERS)
@pytest.mark.parametrize("players", [0, 1, 5])
def test_deck_for_an_unsupported_player_count_raises(players: int) -> None:
    with pytest.raises(br.UnknownNameError):
        components.deck(players)


@pytest.mark.rule(Rule.BUILD_CARD)
def test_industry_cards_name_their_industries() -> None:
    assert components.INDUSTRY_CARD_INDUSTRIES == {
        "iron": {Industry.IRON},
        "coal": {Industry.COAL},
        "pottery": {Industry.POTTERY},
        "brewery": {Industry.BREWERY},
        "cotton/manufacturer": {Industry.COTTON, Industry.MANUFACTURER},
    }
    assert set(components.INDUSTRY_CARD_INDUSTRIES) == set(COMPONENTS["cards"]["industry_cards"])


def test_card_names() -> None:
    cards = COMPONENTS["cards"]
    assert components.CARD_NAMES == (
        set(cards["location_cards"])
        | set(cards["industry_cards"])
        | {"wild location", "wild industry"}
    )
    assert all(components.is_location_card(name) for name in cards["location_cards"])
    assert not any(components.is_location_card(name) for name in cards["industry_cards"])
    assert not components.is_location_card("wild location")


# ----- income track --------------------------------------------------------------------------

TRACK = COMPONENTS["income_track"]
LEVELS: dict[int, list[int]] = TRACK["levels"]


def test_income_track_ends() -> None:
    assert components.START_SPACE == TRACK["start_space"] == 10
    assert components.LAST_SPACE == TRACK["last_space"] == 99
    assert components.income_level(components.START_SPACE) == 0
    assert components.LOWEST_LEVEL == min(LEVELS) == -10
    assert components.HIGHEST_LEVEL == max(LEVELS) == 30


def test_income_levels_cover_the_track_once() -> None:
    spaces = [s for first, last in LEVELS.values() for s in range(first, last + 1)]
    assert sorted(spaces) == list(SPACES)


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_income_level_of_every_space(level: int) -> None:
    first, last = LEVELS[level]
    for space in range(first, last + 1):
        assert components.income_level(space) == level
        assert components.INCOME_LEVELS[space] == level
    assert components.LEVEL_FIRST_SPACE[level] == first
    assert components.LEVEL_TOP_SPACE[level] == last


@pytest.mark.parametrize("space", [-1, 100, 1000])
def test_income_level_off_the_track_raises(space: int) -> None:
    with pytest.raises(br.UnknownNameError) as info:
        components.income_level(space)
    assert str(space) in str(info.value)


@pytest.mark.rule(Rule.LOAN)
@pytest.mark.parametrize("example", TRACK["loan_examples"], ids=lambda e: f"from-{e['from']}")
def test_loan_examples(example: dict[str, Any]) -> None:
    if example.get("allowed", True):
        assert components.loan_space(example["from"]) == example["to"]
    else:
        assert components.loan_space(example["from"]) is None


@pytest.mark.rule(Rule.LOAN)
@pytest.mark.parametrize("space", list(SPACES))
def test_loan_from_every_space(space: int) -> None:
    """Three income levels back, to the highest space of that level; not below level -10."""
    level = components.income_level(space) - COMPONENTS["loan"]["income_levels_back"]
    if level < COMPONENTS["loan"]["lowest_level"]:
        assert components.loan_space(space) is None
    else:
        assert components.loan_space(space) == LEVELS[level][1]


@pytest.mark.rule(Rule.LOAN)
def test_loan_numbers() -> None:
    loan = COMPONENTS["loan"]
    assert components.LOAN_MONEY == loan["money"] == 30
    assert components.LOAN_LEVELS_BACK == loan["income_levels_back"] == 3
    assert components.LOWEST_LEVEL == loan["lowest_level"]


# ----- markets -------------------------------------------------------------------------------


@pytest.mark.rule(Rule.GEN_SUPPLY)
@pytest.mark.rule(Rule.SETUP_MARKETS)
@pytest.mark.parametrize("name", ["coal", "iron"])
def test_market_spaces_start_cubes_and_empty_price(name: str) -> None:
    ref = COMPONENTS["markets"][name]
    market = MARKETS[name]
    assert market.space_prices == tuple(ref["space_prices"])
    assert market.capacity == len(ref["space_prices"]) == {"coal": 14, "iron": 10}[name]
    assert market.start_cubes == ref["start_cubes"]
    assert market.price_when_empty == ref["price_when_empty"]


@pytest.mark.rule(Rule.SETUP_MARKETS)
def test_markets_start_full_but_for_the_cheapest_spaces() -> None:
    """Coal: full except one £1 space; iron: full except both £1 spaces."""
    assert components.COAL_MARKET.capacity - components.COAL_MARKET.start_cubes == 1
    assert components.IRON_MARKET.capacity - components.IRON_MARKET.start_cubes == 2
    assert components.COAL_MARKET.sell_price(components.COAL_MARKET.start_cubes) == 1
    assert components.IRON_MARKET.sell_price(components.IRON_MARKET.start_cubes) == 1


def _formula_buy(name: str, cubes: int) -> int:
    """From the fixture's comment: coal costs 8 - ceil(n/2) (8 when empty); iron 6 - ceil(n/2)."""
    top = {"coal": 8, "iron": 6}[name]
    return top if cubes == 0 else top - math.ceil(cubes / 2)


def _formula_sell(name: str, cubes: int) -> int | None:
    """From the fixture's comment: coal earns 7 - floor(n/2), iron 5 - floor(n/2); none if full."""
    top = {"coal": 7, "iron": 5}[name]
    capacity = len(COMPONENTS["markets"][name]["space_prices"])
    return None if cubes >= capacity else top - cubes // 2


@pytest.mark.rule(Rule.RES_COAL)
@pytest.mark.rule(Rule.RES_IRON)
@pytest.mark.parametrize("name", ["coal", "iron"])
def test_buy_price_for_every_cube_count(name: str) -> None:
    market = MARKETS[name]
    prices = COMPONENTS["markets"][name]["space_prices"]
    for cubes in range(market.capacity + 1):
        expected = _formula_buy(name, cubes)
        assert market.buy_price(cubes) == expected, cubes
        # the cheapest filled space: the filled spaces are the most expensive `cubes` ones
        if cubes:
            assert expected == min(prices[len(prices) - cubes :])
        else:
            assert expected == COMPONENTS["markets"][name]["price_when_empty"]


@pytest.mark.rule(Rule.RES_MARKET_SELL)
@pytest.mark.parametrize("name", ["coal", "iron"])
def test_sell_price_for_every_cube_count(name: str) -> None:
    market = MARKETS[name]
    prices = COMPONENTS["markets"][name]["space_prices"]
    for cubes in range(market.capacity + 1):
        expected = _formula_sell(name, cubes)
        assert market.sell_price(cubes) == expected, cubes
        # the most expensive empty space
        if expected is not None:
            assert expected == max(prices[: len(prices) - cubes])


@pytest.mark.rule(Rule.GEN_ATOMIC)
@pytest.mark.parametrize("name", ["coal", "iron"])
def test_cost_to_buy_prices_cube_by_cube(name: str) -> None:
    market = MARKETS[name]
    for cubes in range(market.capacity + 1):
        for count in range(4):
            expected = sum(_formula_buy(name, max(cubes - i, 0)) for i in range(count))
            assert market.cost_to_buy(cubes, count) == expected, (cubes, count)


# ----- set-up, links, loans, variants ------------------------------------------------------


@pytest.mark.rule(Rule.SETUP_PLAYER)
def test_setup_numbers() -> None:
    setup = COMPONENTS["setup"]
    assert components.START_MONEY == setup["money"] == 17
    assert components.HAND_SIZE == setup["hand"] == 8
    assert components.FACE_DOWN_DISCARD == setup["face_down_discard"] == 1
    assert components.LINK_TILES == setup["link_tiles"] == 14


@pytest.mark.rule(Rule.FLOW_ERAS)
def test_rounds_per_era() -> None:
    rounds = COMPONENTS["setup"]["rounds_per_era"]
    assert components.ROUNDS_PER_ERA == rounds == {2: 10, 3: 9, 4: 8}


@pytest.mark.rule(Rule.FLOW_ERAS)
@pytest.mark.rule(Rule.FLOW_REFILL)
@pytest.mark.rule(Rule.FLOW_FIRST_ROUND)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_rounds_per_era_follow_from_the_deck_size(players: int) -> None:
    """Every action uses one card; the era ends when the deck and all hands are empty.

    Canal Era: the setup card lies face down and the first round has 1 action each.
    Rail Era: the full deck and 2 actions in every round (R-FLOW-FIRST-ROUND).
    """
    rounds = components.ROUNDS_PER_ERA[players]
    deck = len(components.deck(players))
    canal_actions, rest = divmod(deck - players * components.FACE_DOWN_DISCARD, players)
    assert rest == 0
    assert canal_actions == 1 + 2 * (rounds - 1)
    assert deck == players * 2 * rounds


@pytest.mark.rule(Rule.NETWORK_CANAL)
@pytest.mark.rule(Rule.NETWORK_RAIL)
def test_link_costs() -> None:
    links = COMPONENTS["links"]
    assert components.CANAL_COST == links["canal"]["money"] == 3
    assert components.RAIL_COST == links["rail"]["money"] == 5
    assert components.DOUBLE_RAIL_COST == links["double_rail"]["money"] == 15
    assert links["rail"]["coal"] == 1
    assert links["double_rail"] == {"money": 15, "coal": 2, "beer": 1}


@pytest.mark.rule(Rule.VARIANT_INTRO)
def test_intro_variant_numbers() -> None:
    intro = COMPONENTS["intro_variant"]
    assert components.INTRO_MONEY_VP_PER == intro["money_vp_per"] == 4
    assert components.INTRO_MONEY_VP_MAX == intro["money_vp_max"] == 15
