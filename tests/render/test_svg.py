"""``render_svg``: the picture parses, follows the state, shows every element, and leaks nothing."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from functools import cache

import pytest
from attrs import evolve
from tests.builder import Position

import brass_rules as br
from brass_rules import components as comp
from brass_rules.birmingham.board import BIRMINGHAM as B
from brass_rules.birmingham.picture import LAYOUT

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def by_id(root: ET.Element, ident: str) -> ET.Element:
    found = [e for e in root.iter() if e.get("id") == ident]
    assert len(found) == 1, f"{len(found)} elements with id {ident!r}"
    return found[0]


def classes(element: ET.Element) -> set[str]:
    return set((element.get("class") or "").split())


def with_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in classes(e)]


def texts(element: ET.Element) -> str:
    """Every text and tooltip under *element*, joined by newlines."""
    return "\n".join((e.text or "") for e in element.iter() if e.tag in (f"{NS}text", f"{NS}title"))


def random_state(players: int, seed: int, decisions: int) -> br.GameState:
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed)
    for _ in range(decisions):
        if state.is_over:
            break
        state = br.apply(state, rng.choice(br.legal_moves(state)))
    return state


@cache
def known() -> br.GameState:
    """A hand-made 3-player position with one of each kind of element."""
    return (
        Position(players=3, seed=2, round=4, to_move=1)
        .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=3)
        .tile("Birmingham", 2, owner=0, industry="iron", level=1, flipped=True)
        .tile("Stone", 0, owner=2, industry="brewery", level=1, resources=1)
        .link("Birmingham", "Dudley", owner=2)
        .link("Kidderminster", "Worcester", owner=0)
        .markets(coal=5, iron=0)
        .merchant("Warrington", 0, ["cotton"], beer=True)
        .merchant("Oxford", 1, [], beer=False)
        .money(0, 42)
        .vp(1, 17)
        .income(2, 30)
        .spent(1, 9)
        .links_left(2, 11)
        .mat(0, "coal", [3, 4, 4])
        .mat(1, "pottery", [])
        .hand(1, ["Coventry", "iron", "Leek"])
        .state
    )


# ----- structure -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_svg_parses_and_draws_every_location_slot_link_and_merchant_space(
    players: int,
) -> None:
    root = parse(br.render_svg(br.new_game(players=players, seed=players)))
    for loc in B.locations:
        group = by_id(root, "loc-" + loc.name.replace(" ", "-"))
        assert loc.name in texts(group)
    assert len(with_class(root, "slot")) == len(B.slot_specs)
    for spec in B.slot_specs:
        slot = by_id(root, f"slot-{spec.location.replace(' ', '-')}-{spec.slot}")
        shown = set((slot.get("data-industries") or "").split())
        assert shown == {ind.value for ind in spec.industries}
        icons = {next(iter(classes(e) - {"icon"})) for e in with_class(slot, "icon")}
        assert icons == shown  # one icon per industry the slot shows
    for space in B.links:
        by_id(root, "link-" + "-".join(end.replace(" ", "-") for end in space.ends))
    assert len(with_class(root, "merchant-space")) == len(B.merchant_spaces)
    assert len(with_class(root, "player")) == players
    assert not with_class(root, "tile")


def test_the_key_explains_every_industry_icon() -> None:
    key = by_id(parse(br.render_svg(br.new_game(players=4, seed=1))), "key")
    names = ("cotton mill", "manufacturer", "pottery", "coal mine", "iron works", "brewery")
    for industry, name in zip(br.INDUSTRIES, names, strict=True):
        (icon,) = (e for e in with_class(key, "icon") if industry.value in classes(e))
        assert name in texts(key) and texts(icon)
    assert "beer barrel" in texts(key) and with_class(key, "barrel")


def test_every_location_has_a_place_on_the_map_and_no_two_boxes_overlap() -> None:
    assert set(LAYOUT) == {loc.name for loc in B.locations}
    root = parse(br.render_svg(br.new_game(players=4, seed=1)))
    boxes = []
    for loc in B.locations:
        rect = by_id(root, "loc-" + loc.name.replace(" ", "-")).find(f"{NS}rect")
        assert rect is not None
        x, y = float(rect.get("x", "0")), float(rect.get("y", "0"))
        boxes.append(
            (loc.name, x, y, x + float(rect.get("width", "0")), y + float(rect.get("height", "0")))
        )
    for i, (a, ax1, ay1, ax2, ay2) in enumerate(boxes):
        assert 0 <= ax1 and ax2 <= 1090 and 0 <= ay1, a
        for b, bx1, by1, bx2, by2 in boxes[i + 1 :]:
            assert ax2 <= bx1 or bx2 <= ax1 or ay2 <= by1 or by2 <= ay1, (a, b)


def test_every_owner_disc_of_a_link_is_visible_between_the_boxes() -> None:
    everywhere = evolve(known(), links=tuple(i % 3 for i in range(len(B.links))))
    root = parse(br.render_svg(everywhere))
    boxes = []
    for loc in B.locations:
        rect = by_id(root, "loc-" + loc.name.replace(" ", "-")).find(f"{NS}rect")
        assert rect is not None
        x, y = float(rect.get("x", "0")), float(rect.get("y", "0"))
        boxes.append((x, y, x + float(rect.get("width", "0")), y + float(rect.get("height", "0"))))
    for space in B.links:
        link = by_id(root, "link-" + "-".join(end.replace(" ", "-") for end in space.ends))
        (disc,) = link.findall(f"{NS}circle")
        cx, cy, r = (float(disc.get(k, "0")) for k in ("cx", "cy", "r"))
        for x1, y1, x2, y2 in boxes:
            assert cx + r <= x1 or cx - r >= x2 or cy + r <= y1 or cy - r >= y2, space.ends


def test_the_map_follows_the_geography_of_the_board() -> None:
    def x(name: str) -> int:
        return LAYOUT[name][0]

    def y(name: str) -> int:
        return LAYOUT[name][1]

    assert y("Stoke-on-Trent") < y("Stafford") < y("Cannock") < y("Birmingham") < y("Worcester")
    assert y("Leek") < y("Birmingham") and x("Warrington") < x("Stoke-on-Trent")
    assert x("Shrewsbury") < x("Coalbrookdale") < x("Wolverhampton") < x("Walsall")
    assert x("Birmingham") < x("Coventry") and x("Derby") < x("Nottingham")
    assert x("Kidderminster") < x("Birmingham") and y("Kidderminster") > y("Birmingham")
    assert y("Gloucester") > y("Worcester") and y("Oxford") > y("Birmingham")
    assert y("North Farm Brewery") < y("South Farm Brewery")


def test_the_svg_changes_with_the_state() -> None:
    state = br.new_game(players=2, seed=5)
    seen = {br.render_svg(state)}
    rng = random.Random(5)
    for _ in range(6):
        state = br.apply(state, rng.choice(br.legal_moves(state)))
        seen.add(br.render_svg(state))
    assert len(seen) == 7


def test_random_positions_draw_one_tile_per_built_tile_and_one_link_per_built_link() -> None:
    for players, seed, decisions in ((2, 1, 60), (3, 2, 150), (4, 3, 400)):
        state = random_state(players, seed, decisions)
        root = parse(br.render_svg(state))
        tiles = with_class(root, "tile")
        assert len(tiles) == sum(t is not None for t in state.tiles)
        built = with_class(root, "built")
        assert len(built) == sum(o is not None for o in state.links)
        era = "canal" if state.era is br.Era.CANAL else "rail"
        assert all(era in classes(link) for link in built)


# ----- a known position ------------------------------------------------------------------------


def test_a_built_tile_shows_its_owner_industry_level_and_cubes() -> None:
    root = parse(br.render_svg(known()))
    slot = by_id(root, "slot-Dudley-0")
    (tile,) = with_class(slot, "tile")
    assert {"owner-1", "coal"} <= classes(tile)
    assert (tile.get("data-owner"), tile.get("data-level"), tile.get("data-resources")) == (
        "1",
        "2",
        "3",
    )
    assert "flipped" not in classes(tile)
    assert len(with_class(tile, "cube")) == 3
    shown = texts(tile)
    assert "P1" in shown and "II" in shown
    assert "P1's coal mine II in Dudley (slot 0), 3 coal" in shown


def test_a_flipped_tile_is_marked_flipped_and_barrels_are_drawn() -> None:
    root = parse(br.render_svg(known()))
    (iron,) = with_class(by_id(root, "slot-Birmingham-2"), "tile")
    assert {"owner-0", "iron", "flipped"} <= classes(iron)
    assert "(flipped)" in texts(iron) and "✔" in texts(iron)
    (brewery,) = with_class(by_id(root, "slot-Stone-0"), "tile")
    assert len(with_class(brewery, "barrel")) == 1
    assert "P2" in texts(brewery)


def test_links_show_their_owner_and_era() -> None:
    root = parse(br.render_svg(known()))
    link = by_id(root, "link-Birmingham-Dudley")
    assert {"built", "canal", "owner-2"} <= classes(link)
    assert "P2" in texts(link)
    empty = by_id(root, "link-Birmingham-Coventry")
    assert "empty" in classes(empty) and "built" not in classes(empty)
    rail_only = by_id(root, "link-Birmingham-Nuneaton")
    assert "rail-only" in classes(rail_only)
    # the Kidderminster-Worcester link also reaches the South Farm Brewery (R-NET-FARM)
    farm = by_id(root, "link-Kidderminster-Worcester")
    assert len(farm.findall(f"{NS}line")) == 4  # two lines each for the link and its branch
    rail = parse(br.render_svg(evolve(known(), era=br.Era.RAIL)))
    assert "rail" in classes(by_id(rail, "link-Birmingham-Dudley"))


def test_merchants_show_their_goods_beer_and_bonus() -> None:
    root = parse(br.render_svg(known()))
    warrington = by_id(root, "merchant-Warrington-0")
    assert warrington.get("data-goods") == "cotton"
    assert warrington.get("data-beer") == "true" and with_class(warrington, "barrel")
    assert "cotton" in classes(with_class(warrington, "icon")[0])
    oxford = by_id(root, "merchant-Oxford-1")
    assert "blank" in classes(oxford) and not with_class(oxford, "barrel")
    assert "beer: £5" in texts(by_id(root, "loc-Warrington"))
    assert "beer: +2 income" in texts(by_id(root, "loc-Oxford"))
    # 3 players: Nottingham's spaces are not used (R-SETUP-MERCHANTS)
    assert "unused" in classes(by_id(root, "merchant-Nottingham-0"))


def test_markets_show_their_cubes_and_prices() -> None:
    root = parse(br.render_svg(known()))
    coal = by_id(root, "coal-market")
    # 5 cubes fill the five dearest of (1,1,2,2,3,3,4,4,5,5,6,6,7,7): the cheapest is £5, and a
    # cube sold goes on the £5 space below it (R-RES-COAL, R-RES-MARKET-SELL)
    assert (coal.get("data-cubes"), coal.get("data-buy"), coal.get("data-sell")) == ("5", "5", "5")
    assert len(with_class(coal, "cube")) == 5
    assert "buy £5" in texts(coal)
    assert [e.text for e in with_class(coal, "price")] == [
        f"£{p}" for p in (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7)
    ]
    iron = by_id(root, "iron-market")
    # an empty iron market sells at £6 (R-RES-IRON)
    assert (iron.get("data-cubes"), iron.get("data-buy")) == ("0", "6")
    assert not with_class(iron, "cube") and "buy £6" in texts(iron)


def test_each_player_panel_shows_money_vp_income_spending_links_hand_and_mat() -> None:
    state = known()
    root = parse(br.render_svg(state))
    p0, p1, p2 = (by_id(root, f"player-{i}") for i in range(3))
    assert "£42" in texts(p0) and p0.get("data-money") == "42"
    assert "17 VP" in texts(p1)
    assert "spent £9 this round" in texts(p1)
    level = comp.income_level(30)
    assert f"income £{level} (space 30)" in texts(p2) and p2.get("data-income") == str(level)
    assert "11 links left" in texts(p2)
    assert "3 cards in hand" in texts(p1)
    assert "8 cards in hand" in texts(p0)
    (coal_mat,) = (e for e in p0.iter() if {"mat", "coal"} <= classes(e))
    assert (coal_mat.get("data-lowest"), coal_mat.get("data-left")) == ("3", "3")
    assert "III ×3" in texts(coal_mat)
    (pottery_mat,) = (e for e in p1.iter() if {"mat", "pottery"} <= classes(e))
    assert "none" in texts(pottery_mat)
    assert "to move" in texts(p1) and "to move" not in texts(p0)


def test_the_header_names_the_era_round_and_player_to_move() -> None:
    header = texts(by_id(parse(br.render_svg(known())), "header"))
    assert "Canal Era, round 4 of 9" in header
    assert "P1 to move" in header
    assert "Turn order: P1, P0, P2" in header


def test_the_header_names_a_debt_phase_and_an_action_in_progress() -> None:
    debt = Position(players=3, seed=2).set(debts=(0, 3, 0), turn=3).state
    assert "Debt phase: P1 owes £3" in texts(by_id(parse(br.render_svg(debt)), "header"))
    selling = Position(players=2, seed=2).in_progress(br.Continuable.SELL).state
    header = texts(by_id(parse(br.render_svg(selling)), "header"))
    assert "P0 to move (actions taken: 0, continuing sell)" in header


def test_a_finished_game_shows_the_ranking() -> None:
    state = random_state(2, 4, 100_000)
    assert state.is_over
    header = texts(by_id(parse(br.render_svg(state)), "header"))
    places = [
        " = ".join(f"P{p} ({state.players[p].vp} VP)" for p in group) for group in br.ranking(state)
    ]
    assert "Game over. Ranking: " + ", ".join(places) in header
    assert "to move" not in header


# ----- hidden information ----------------------------------------------------------------------


def test_a_state_shows_hand_sizes_but_no_hand() -> None:
    root = parse(br.render_svg(known()))
    assert not with_class(root, "hand") and not with_class(root, "card")


def test_an_observation_shows_the_observers_hand_and_nothing_hidden() -> None:
    state = known()
    for player in range(3):
        root = parse(br.render_svg(br.observe(state, player)))
        hand = by_id(root, f"hand-{player}")
        assert "hand" in classes(hand)
        cards = [texts(card) for card in with_class(root, "card")]
        assert cards == list(state.players[player].hand)
        assert len(with_class(root, "hand")) == 1
        assert "(you" in texts(by_id(root, f"player-{player}"))


def test_the_observers_picture_does_not_depend_on_what_is_hidden() -> None:
    state = random_state(3, 8, 6)
    assert len(state.deck) >= len(state.players[1].hand)
    other_hand = tuple(sorted(state.deck[: len(state.players[1].hand)]))
    rest = state.deck[len(other_hand) :] + state.players[1].hand
    changed = evolve(
        state,
        players=(
            state.players[0],
            evolve(state.players[1], hand=other_hand),
            state.players[2],
        ),
        deck=tuple(reversed(rest)),
        seed=state.seed + 1,
    )
    assert changed.players[1].hand != state.players[1].hand
    assert br.render_svg(br.observe(changed, 0)) == br.render_svg(br.observe(state, 0))
    assert br.render_svg(br.observe(changed, 1)) != br.render_svg(br.observe(state, 1))


# ----- Jupyter and bad input -------------------------------------------------------------------


def test_states_and_observations_show_in_jupyter() -> None:
    state = known()
    assert state._repr_svg_() == br.render_svg(state, fit=True)
    obs = br.observe(state, 2)
    assert obs._repr_svg_() == br.render_svg(obs, fit=True)


def test_the_notebook_picture_scales_to_its_cell() -> None:
    # a fixed 1570x1310 picture is clipped in a narrow cell: the notebook one has a relative
    # width and its natural size only as the viewBox
    head = known()._repr_svg_().split(">", 1)[0]
    assert 'width="100%"' in head and "height=" not in head
    assert 'viewBox="0 0 1570 ' in head


def test_render_svg_keeps_an_explicit_size() -> None:
    state = known()
    natural = br.render_svg(state).split(">", 1)[0]
    assert 'width="1570"' in natural and 'viewBox="0 0 1570 ' in natural
    half = br.render_svg(state, scale=0.5).split(">", 1)[0]
    assert 'width="785"' in half and 'viewBox="0 0 1570 ' in half
    assert br.render_svg(state, scale=0.5).split(">", 1)[1] == br.render_svg(state).split(">", 1)[1]


def test_the_final_position_shows_the_network_that_was_scored() -> None:
    # R-ERA-LINKS: after the Rail Era the links stay on the board, so the picture shows them
    rng = __import__("random").Random(7)
    state = br.new_game(players=2, seed=7)  # a random game that builds rail links
    while not state.is_over:
        state = br.apply(state, rng.choice(br.legal_moves(state)))
    owned = [i for i, owner in enumerate(state.links) if owner is not None]
    assert owned
    assert br.render_svg(state).count('class="link built') >= len(owned)


def test_anything_else_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="GameState or an Observation"):
        br.render_svg(br.dump_state(known()))  # type: ignore[arg-type]
