"""The board data of the package agrees with the independent fixture ``tests/reference/board.yaml``.

Every location, slot, link space and merchant is compared field by field; the precomputed lookups
(``links_at``, ``neighbours``, ``link_between``) are checked against adjacency derived from the
fixture, and failed lookups must raise :class:`brass_rules.UnknownNameError` naming the bad name.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

import brass_rules as br
from brass_rules import Industry, Rule, components
from brass_rules.birmingham.board import BIRMINGHAM as B

REFERENCE = Path(__file__).parents[1] / "reference"
BOARD: dict[str, Any] = yaml.safe_load((REFERENCE / "board.yaml").read_text(encoding="utf-8"))

LOCATIONS: list[dict[str, Any]] = BOARD["locations"]
LINKS: list[dict[str, Any]] = BOARD["links"]
MERCHANTS: list[dict[str, Any]] = BOARD["merchants"]

YAML_NAMES = [loc["name"] for loc in LOCATIONS] + [m["name"] for m in MERCHANTS]


def _industries(names: list[str]) -> frozenset[Industry]:
    return frozenset(Industry(n) for n in names)


def _touches(link: dict[str, Any]) -> frozenset[str]:
    return frozenset(link["between"]) | frozenset(link.get("also", []))


def _link_id(link: dict[str, Any]) -> str:
    return "-".join(link["between"])


# ----- locations -----------------------------------------------------------------------------


def test_the_fixture_itself_is_as_expected() -> None:
    assert len(LOCATIONS) == 22  # 20 towns and 2 farm breweries
    assert len(MERCHANTS) == 5
    assert len(LINKS) == 39


def test_every_location_exists_and_no_other() -> None:
    assert sorted(loc.name for loc in B.locations) == sorted(YAML_NAMES)
    assert len({loc.name for loc in B.locations}) == len(B.locations)


def test_location_index_is_its_position() -> None:
    assert [loc.index for loc in B.locations] == list(range(len(B.locations)))


@pytest.mark.parametrize("ref", LOCATIONS, ids=lambda ref: ref["name"])
def test_location_kind_colour_and_slots(ref: dict[str, Any]) -> None:
    loc = B.location(ref["name"])
    assert loc.name == ref["name"]
    assert loc.kind == ref["kind"]
    assert loc.colour == ref.get("colour")
    assert loc.slots == tuple(_industries(slot) for slot in ref["slots"])
    assert loc.link_icons == 0


@pytest.mark.parametrize("ref", LOCATIONS, ids=lambda ref: ref["name"])
def test_every_slot_of_a_location_is_a_slot_spec(ref: dict[str, Any]) -> None:
    for i, slot in enumerate(ref["slots"]):
        spec = B.slot(ref["name"], i)
        assert (spec.location, spec.slot) == (ref["name"], i)
        assert spec.industries == _industries(slot)
        assert B.slot_specs[spec.index] is spec
        assert B.locations[spec.location_index].name == ref["name"]


def test_slot_specs_cover_every_slot_in_location_order() -> None:
    expected = [(ref["name"], i) for ref in LOCATIONS for i in range(len(ref["slots"]))]
    # merchants have no slots, so the location order of towns and farms decides
    order = {loc.name: loc.index for loc in B.locations}
    expected.sort(key=lambda pair: (order[pair[0]], pair[1]))
    assert [(s.location, s.slot) for s in B.slot_specs] == expected


def test_towns_are_the_twenty_towns() -> None:
    assert sorted(t.name for t in B.towns) == sorted(
        ref["name"] for ref in LOCATIONS if ref["kind"] == "town"
    )
    assert len(B.towns) == 20


def test_colour_groups() -> None:
    groups: dict[str, set[str]] = {}
    for loc in B.towns:
        assert loc.colour is not None
        groups.setdefault(loc.colour, set()).add(loc.name)
    assert groups == {colour: set(names) for colour, names in BOARD["colour_groups"].items()}


@pytest.mark.rule(Rule.SETUP_DECK)
@pytest.mark.parametrize(
    "ref", [r for r in LOCATIONS if r["kind"] == "town"], ids=lambda ref: ref["name"]
)
def test_location_cards_of_each_town_per_player_count(ref: dict[str, Any]) -> None:
    for players in (2, 3, 4):
        assert components.LOCATION_CARDS[ref["name"]][players - 2] == ref["location_cards"][players]
        assert Counter(components.deck(players))[ref["name"]] == ref["location_cards"][players]


@pytest.mark.rule(Rule.SETUP_DECK)
def test_location_cards_left_out_by_colour() -> None:
    """With 2 players the blue and teal cards are left out, with 3 the teal ones."""
    groups = BOARD["colour_groups"]
    for players, absent in ((2, ("blue", "teal")), (3, ("teal",)), (4, ())):
        deck = set(components.deck(players))
        for colour, towns in groups.items():
            for town in towns:
                assert (town in deck) == (colour not in absent), (players, town)


# ----- links ---------------------------------------------------------------------------------


def test_there_are_39_links_and_no_others() -> None:
    assert len(B.links) == 39
    assert sorted(lk.ends for lk in B.links) == sorted(tuple(sorted(r["between"])) for r in LINKS)
    assert [lk.index for lk in B.links] == list(range(39))


@pytest.mark.parametrize("ref", LINKS, ids=_link_id)
def test_link_ends_touches_and_kind(ref: dict[str, Any]) -> None:
    a, b = ref["between"]
    link = B.link_between(a, b)
    assert link.ends == tuple(sorted((a, b)))
    assert link.touches == _touches(ref)
    assert link.canal == (ref["kind"] in ("both", "canal_only"))
    assert link.rail == (ref["kind"] in ("both", "rail_only"))
    assert link.canal or link.rail
    assert B.links[link.index] is link


@pytest.mark.parametrize("ref", LINKS, ids=_link_id)
def test_link_between_works_in_both_orders(ref: dict[str, Any]) -> None:
    a, b = ref["between"]
    assert B.link_between(a, b) is B.link_between(b, a)


@pytest.mark.rule(Rule.NET_FARM)
def test_south_farm_brewery_is_touched_only_by_the_kidderminster_worcester_link() -> None:
    link = B.link_between("Worcester", "Kidderminster")
    assert link.ends == ("Kidderminster", "Worcester")
    assert link.touches == {"Kidderminster", "Worcester", "South Farm Brewery"}
    assert B.links_at("South Farm Brewery") == (link,)
    assert B.neighbours("South Farm Brewery") == {"Kidderminster", "Worcester"}
    assert "South Farm Brewery" in B.neighbours("Kidderminster")
    assert "South Farm Brewery" in B.neighbours("Worcester")
    with pytest.raises(br.UnknownNameError):
        B.link_between("Kidderminster", "South Farm Brewery")


@pytest.mark.rule(Rule.NET_FARM)
def test_north_farm_brewery_has_its_own_line_to_cannock() -> None:
    link = B.link_between("North Farm Brewery", "Cannock")
    assert link.touches == {"Cannock", "North Farm Brewery"}
    assert B.links_at("North Farm Brewery") == (link,)


def test_only_the_kidderminster_worcester_link_touches_three_locations() -> None:
    three = [lk.ends for lk in B.links if len(lk.touches) == 3]
    assert three == [("Kidderminster", "Worcester")]
    assert all(len(lk.touches) in (2, 3) for lk in B.links)


@pytest.mark.rule(Rule.NET_CONNECTED)
@pytest.mark.parametrize("name", YAML_NAMES)
def test_links_at_and_neighbours(name: str) -> None:
    expected = {tuple(sorted(r["between"])) for r in LINKS if name in _touches(r)}
    at = B.links_at(name)
    assert {lk.ends for lk in at} == expected
    assert len(at) == len(expected)
    assert all(name in lk.touches for lk in at)
    neighbours = {n for r in LINKS if name in _touches(r) for n in _touches(r)} - {name}
    assert B.neighbours(name) == neighbours
    index = B.location(name).index
    assert {B.links[i].ends for i in B.links_at_index[index]} == expected


def test_link_touch_indices() -> None:
    for link in B.links:
        assert {B.locations[i].name for i in B.link_touch[link.index]} == link.touches


def test_every_location_is_touched_by_a_link() -> None:
    for name in YAML_NAMES:
        assert B.links_at(name), name


# ----- merchants -----------------------------------------------------------------------------


@pytest.mark.parametrize("ref", MERCHANTS, ids=lambda ref: ref["name"])
def test_merchant_location(ref: dict[str, Any]) -> None:
    loc = B.location(ref["name"])
    assert loc.kind == "merchant"
    assert loc.slots == ()
    assert loc.colour is None
    assert loc.link_icons == ref["link_icons"] == 2
    assert loc.index in B.merchant_location_indices


@pytest.mark.parametrize("ref", MERCHANTS, ids=lambda ref: ref["name"])
def test_merchant_linked_to(ref: dict[str, Any]) -> None:
    merchant = B.merchant(ref["name"])
    assert merchant.name == ref["name"]
    assert merchant.linked_to == tuple(ref["linked_to"])
    assert B.neighbours(ref["name"]) == set(ref["linked_to"])


@pytest.mark.rule(Rule.SELL_BONUS)
@pytest.mark.parametrize("ref", MERCHANTS, ids=lambda ref: ref["name"])
def test_merchant_beer_bonus(ref: dict[str, Any]) -> None:
    merchant = B.merchant(ref["name"])
    assert merchant.bonus == ref["beer_bonus"]["type"]
    assert merchant.amount == ref["beer_bonus"]["amount"]


@pytest.mark.rule(Rule.SETUP_MERCHANTS)
@pytest.mark.parametrize("ref", MERCHANTS, ids=lambda ref: ref["name"])
def test_merchant_spaces_and_the_player_counts_using_them(ref: dict[str, Any]) -> None:
    spaces = [ms for ms in B.merchant_spaces if ms.merchant == ref["name"]]
    assert [ms.space for ms in spaces] == list(range(len(ref["spaces_in_use_at"])))
    for ms, players in zip(spaces, ref["spaces_in_use_at"], strict=True):
        assert ms.players == frozenset(players)
        assert B.merchant_space(ref["name"], ms.space) is ms
        assert B.merchant_spaces[ms.index] is ms


def test_merchant_spaces_belong_to_merchants() -> None:
    assert len(B.merchant_spaces) == sum(len(m["spaces_in_use_at"]) for m in MERCHANTS) == 9
    assert {ms.merchant for ms in B.merchant_spaces} == {m["name"] for m in MERCHANTS}
    assert [m.name for m in B.merchants] == [m["name"] for m in MERCHANTS]


@pytest.mark.rule(Rule.SETUP_MERCHANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_merchant_tiles_fill_the_spaces_in_use(players: int) -> None:
    in_use = sum(1 for ms in B.merchant_spaces if players in ms.players)
    assert in_use == {2: 5, 3: 7, 4: 9}[players]
    assert len(components.merchant_tiles(players)) == in_use


@pytest.mark.rule(Rule.SETUP_MERCHANTS)
def test_merchant_tiles() -> None:
    expected = [(_industries(t["buys"]), frozenset(t["players"])) for t in BOARD["merchant_tiles"]]
    assert list(components.MERCHANT_TILES) == expected
    for players in (2, 3, 4):
        assert list(components.merchant_tiles(players)) == [
            goods for goods, counts in expected if players in counts
        ]


# ----- bad lookups ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lookup",
    [
        lambda: B.location("Brum"),
        lambda: B.links_at("Brum"),
        lambda: B.neighbours("Brum"),
        lambda: B.link_between("Brum", "Dudley"),
        lambda: B.link_between("Dudley", "Brum"),
        lambda: B.slot("Brum", 0),
        lambda: B.merchant("Brum"),
        lambda: B.merchant_space("Brum", 0),
    ],
    ids=[
        "location",
        "links_at",
        "neighbours",
        "link_between",
        "link_between_reversed",
        "slot",
        "merchant",
        "merchant_space",
    ],
)
def test_unknown_name_raises_unknown_name_error_naming_it(lookup: Any) -> None:
    with pytest.raises(br.UnknownNameError) as info:
        lookup()
    assert isinstance(info.value, KeyError)
    assert isinstance(info.value, br.BrassError)
    assert "Brum" in str(info.value)


def test_link_between_two_locations_without_a_line_raises() -> None:
    with pytest.raises(br.UnknownNameError) as info:
        B.link_between("Dudley", "Walsall")
    assert "Dudley" in str(info.value) and "Walsall" in str(info.value)


@pytest.mark.parametrize("slot", [-1, 2, 99])
def test_slot_out_of_range_raises(slot: int) -> None:
    with pytest.raises(br.UnknownNameError) as info:
        B.slot("Dudley", slot)
    assert "Dudley" in str(info.value)


def test_merchant_space_out_of_range_raises() -> None:
    with pytest.raises(br.UnknownNameError) as info:
        B.merchant_space("Shrewsbury", 1)
    assert "Shrewsbury" in str(info.value)


def test_has_location() -> None:
    assert all(B.has_location(name) for name in YAML_NAMES)
    assert not B.has_location("Brum")
    assert not B.has_location(None)
