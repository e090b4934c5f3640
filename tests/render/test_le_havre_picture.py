"""Le Havre's ``render_svg``: the structure of the board picture (not its pixels).

Every test reads the SVG with ``xml.etree``: nothing drawn is hidden under a later element,
texts stay inside their cards and panels, the colour bars stay visible, wealth is shown and
equals ``scores``, every town building and pile top is named, the round track marks the
current round, and the picture of a state or an observation names no face-down special card.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest
from attrs import evolve
from tests.render.lh_picture_tools import (
    NS,
    by_id,
    classes,
    describe,
    drawn,
    every_text,
    hidden_pairs,
    moments,
    overlapping_texts,
    parse,
    text_box,
    words,
)

from brass_rules import le_havre as lh
from brass_rules.kit.svg import colours
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import GOODS, OFFER_SPACES
from brass_rules.le_havre.data.ships import STACKS
from brass_rules.le_havre.state import GameState

PLAYERS = (1, 2, 3, 4, 5)
PHASES = ("start", "mid", "action", "feeding", "final", "over")
CASES = [(n, when) for n in PLAYERS for when in PHASES]


def picture(players: int, when: str, observer: int | None = None) -> tuple[GameState, ET.Element]:
    state = moments(players)[when]
    position = state if observer is None else lh.observe(state, observer)
    return state, parse(lh.render_svg(position))


@pytest.mark.parametrize(("players", "when"), CASES)
def test_the_picture_is_valid_svg_with_no_missing_value(players: int, when: str) -> None:
    state = moments(players)[when]
    for position in (state, lh.observe(state, players - 1)):
        svg = lh.render_svg(position)
        root = parse(svg)
        assert root.get("viewBox", "").startswith("0 0 1600 ")
        assert root.get("width") == "1600"
        for e in root.iter():
            content = (e.text or "").strip()
            assert content not in ("None", "nan", "NaN"), e.attrib
            assert "None" not in content.split() and "nan" not in content.split(), content
            for value in e.attrib.values():
                assert value not in ("None", "nan", "NaN", "inf"), e.attrib
    fitted = parse(state._repr_svg_())
    assert fitted.get("width") == "100%" and fitted.get("height") is None
    assert fitted.get("viewBox") == root.get("viewBox")


@pytest.mark.parametrize(("players", "when"), CASES)
def test_no_element_is_hidden_under_a_later_one(players: int, when: str) -> None:
    _, root = picture(players, when)
    bad = hidden_pairs(drawn(root))
    assert not bad, "\n".join(f"{describe(a)} is under {describe(b)}" for a, b in bad[:5])


@pytest.mark.parametrize(("players", "when"), CASES)
def test_no_text_is_written_over_another(players: int, when: str) -> None:
    state = moments(players)[when]
    for position in (state, lh.observe(state, 0)):
        bad = overlapping_texts(drawn(parse(lh.render_svg(position))))
        assert not bad, "\n".join(f"{describe(a)} meets {describe(b)}" for a, b in bad[:5])


@pytest.mark.parametrize(("players", "when"), CASES)
def test_every_text_is_large_enough_to_read_at_1600_by_1300(players: int, when: str) -> None:
    _, root = picture(players, when)
    sizes = [float(e.get("font-size", "0")) for e in root.iter(f"{NS}text")]
    assert sizes and min(sizes) >= 7


def _frame(group: ET.Element) -> ET.Element:
    frames = [e for e in group.iter(f"{NS}rect") if classes(e) & {"frame", "panel-frame"}]
    return frames[0]


@pytest.mark.parametrize(("players", "when"), CASES)
def test_texts_stay_inside_their_cards_and_panels(players: int, when: str) -> None:
    _, root = picture(players, when)
    groups = [
        e
        for e in root.iter(f"{NS}g")
        if classes(e) & {"card", "round-card", "offer", "supply-tile", "chip", "player"}
    ]
    assert len(groups) > 20
    items = {id(d.element): d for d in drawn(root)}
    for group in groups:
        frame = items[id(_frame(group))].box
        for e in group.iter():
            if e.tag == f"{NS}text" or (e.tag == f"{NS}rect" and e is not _frame(group)):
                box = items[id(e)].box
                assert frame.contains(box), f"{describe(items[id(e)])} leaves {group.attrib}"


@pytest.mark.parametrize(("players", "when"), CASES)
def test_each_colour_bar_is_drawn_over_its_panel_and_nothing_covers_it(
    players: int, when: str
) -> None:
    _, root = picture(players, when)
    items = drawn(root)
    for i in range(players):
        panel = by_id(root, f"player-{i}")
        bar = next(e for e in panel.iter(f"{NS}rect") if "colour-bar" in classes(e))
        assert bar.get("fill") == colours(i)[0]
        me = next(d for d in items if d.element is bar)
        later = [d for d in items if d.order > me.order and d.box.overlaps(me.box)]
        for d in later:
            # only the bar's own labels (seat, name, wealth) are on it, and inside it
            assert d.tag == "text" and me.box.contains(d.box), describe(d)
        assert {d.element.text for d in later} >= {f"P{i}"}


@pytest.mark.parametrize(("players", "when"), CASES)
def test_every_player_s_wealth_is_shown_and_equals_scores(players: int, when: str) -> None:
    state, root = picture(players, when)
    wealth = lh.scores(state)
    for i in range(players):
        panel = by_id(root, f"player-{i}")
        assert int(panel.get("data-wealth", "x")) == wealth[i]
        shown = [e.text or "" for e in panel.iter(f"{NS}text") if "wealth" in classes(e)]
        assert len(shown) == 1 and shown[0].endswith(f"wealth {wealth[i]}"), shown
        assert f"Player {i}" in words(panel) and f"P{i}" in words(panel)
    assert f"Player {players}" not in words(root)


@pytest.mark.parametrize("players", PLAYERS)
def test_game_over_shows_the_ranking_and_each_place(players: int) -> None:
    state, root = picture(players, "over")
    wealth = lh.scores(state)
    line = words(by_id(root, "header"))
    assert "Game over" in line and "Ranking by wealth:" in line
    best = lh.ranking(state)[0]
    assert line.index(f"P{best[0]} ") < min(
        (line.index(f"P{i} ") for i in range(players) if i not in best), default=len(line)
    )
    for i in range(players):
        assert f"P{i} ({wealth[i]})" in line or f"P{i} = " in line
        tag = next(e.text or "" for e in by_id(root, f"player-{i}").iter(f"{NS}text")
                   if "wealth" in classes(e))
        place = 1 + sum(1 for w in wealth if w > wealth[i])
        assert tag.startswith(("1st", "2nd", "3rd", "4th", "5th")[place - 1])


def _names(group: ET.Element) -> str:
    return " ".join((e.text or "") for e in group.iter(f"{NS}text") if "name" in classes(e))


@pytest.mark.parametrize(("players", "when"), CASES)
def test_every_town_building_and_every_pile_top_is_named(players: int, when: str) -> None:
    state, root = picture(players, when)
    for card in state.town:
        group = by_id(root, f"town-{card}")
        assert _names(group) == BY_ID[card].name
    for k, pile in enumerate(state.proposals):
        if pile:
            assert _names(by_id(root, f"pile-{k + 1}-{pile[0]}")) == BY_ID[pile[0]].name
        else:
            assert "empty" in words(by_id(root, f"pile-{k + 1}"))
    for kind, stack in zip(STACKS, state.ship_stacks, strict=True):
        group = by_id(root, f"ships-{kind}")
        assert group.get("data-card") == (stack[0] if stack else None)


@pytest.mark.parametrize(("players", "when"), CASES)
def test_the_round_track_marks_the_current_round(players: int, when: str) -> None:
    state, root = picture(players, when)
    current = [e for e in root.iter(f"{NS}g") if {"round-card", "current"} <= classes(e)]
    header = words(by_id(root, "header"))
    if state.is_over:
        assert current == [] and "Game over" in header
    elif state.final:
        assert [e.get("id") for e in current] == ["round-final"]
        assert "Final phase" in header and f"Round {state.round}" not in header
    else:
        assert [e.get("id") for e in current] == [f"round-{state.round}"]
        assert f"Round {state.round} of {state.rounds}" in header
    cards = [e for e in root.iter(f"{NS}g") if "round-card" in classes(e)]
    assert len(cards) == state.rounds + 1


@pytest.mark.parametrize(("players", "when"), CASES)
def test_offers_goods_and_tiles_follow_the_state(players: int, when: str) -> None:
    state, root = picture(players, when)
    for space in OFFER_SPACES:
        assert by_id(root, f"offer-{space}").get("data-count") == str(state.offers[space])
    for i, p in enumerate(state.players):
        held = {
            e.get("data-good"): int(e.get("data-count", "-1"))
            for e in by_id(root, f"player-{i}").iter(f"{NS}g")
            if "held" in classes(e)
        }
        assert held == {g: p.goods[g] for g in GOODS}
        for e in by_id(root, f"player-{i}").iter(f"{NS}g"):
            if "held" in classes(e):
                token = next(t for t in e.iter(f"{NS}g") if "good" in classes(t))
                assert token.get("data-good") == e.get("data-good")
                assert e.get("data-count") in words(e).split()
    tiles = [by_id(root, f"tile-{k}") for k in range(1, 8)]
    marked = [t.get("data-space") for t in tiles if "current" in classes(t)]
    playing = not (state.final or state.is_over)
    assert marked == ([str(state.step)] if playing else [])


def _luminance(colour: str) -> float:
    r, g, b = (int(colour[k : k + 2], 16) for k in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_basic_and_upgraded_sides_are_drawn_differently() -> None:
    _, root = picture(3, "mid")
    tokens = [e for e in root.iter(f"{NS}g") if "good" in classes(e)]
    basic = {e.get("data-good") for e in tokens if "basic" in classes(e)}
    upgraded = {e.get("data-good") for e in tokens if "upgraded" in classes(e)}
    assert basic == {"fish", "wood", "clay", "iron", "grain", "cattle", "coal", "hides"}
    assert upgraded == set(GOODS) - basic
    looks: dict[str, set[tuple[float, float, str | None]]] = {}
    for e in tokens:
        face = next(e.iter(f"{NS}rect"))
        ink = next(e.iter(f"{NS}text")).get("fill")
        looks.setdefault(e.get("data-good") or "", set()).add(
            (
                _luminance(face.get("fill") or "#000000"),
                round(float(face.get("rx", "0")) / float(face.get("width", "1")), 2),
                ink,
            )
        )
    for k, good in enumerate(GOODS[::2]):
        up = GOODS[2 * k + 1]
        assert len(looks[good]) == 1 and len(looks[up]) == 1, (good, up)
        (light, rx_b, ink_b), (dark, rx_u, ink_u) = looks[good].pop(), looks[up].pop()
        # the basic side is light with dark letters, the upgraded side dark with white ones,
        # and their corners differ, so the sides are told apart without colour too
        assert light > dark + 60 and ink_b != ink_u and rx_b != rx_u, (good, up)


def _public_names(state: GameState) -> set[str]:
    cards = set(state.town) | {c for pile in state.proposals for c in pile}
    for p in state.players:
        cards |= set(p.buildings)
    return {BY_ID[c].name for c in cards}


def _named_hidden(state: GameState, root: ET.Element) -> list[str]:
    """The special deck's cards that the picture names (ids or names)."""
    seen = every_text(root)
    for name in sorted(_public_names(state), key=len, reverse=True):
        seen = seen.replace(name, "")
    ids = {e.get("data-card") for e in root.iter()}
    return [c for c in state.specials if c in ids or BY_ID[c].name in seen]


@pytest.mark.parametrize(("players", "when"), CASES)
def test_a_state_s_picture_names_no_special_card(players: int, when: str) -> None:
    state, root = picture(players, when)
    assert _named_hidden(state, root) == []
    if state.specials:
        deck = by_id(root, "special-deck")
        assert "face-down" in classes(deck)
        assert deck.get("data-count") == str(len(state.specials))


def _peeked() -> GameState:
    """A 2-player game in which player 0 has used the Marketplace and seen special cards."""
    for state in moments(2).values():
        if state.known and any(state.known):
            return state
    import random

    rng = random.Random(3)
    state = lh.new_game(players=2, seed=3)
    while not any(state.known or (0,)):
        moves = lh.legal_moves(state)
        market = [m for m in moves if isinstance(m, lh.Enter) and m.building == "01"]
        state = lh.apply(state, market[0] if market else rng.choice(moves))
    return state


def test_an_observation_names_only_the_special_cards_its_player_has_seen() -> None:
    state = _peeked()
    peeker = next(i for i, k in enumerate(state.known) if k)
    other = 1 - peeker
    seen = state.specials[: state.known[peeker]]
    root = parse(lh.render_svg(lh.observe(state, peeker)))
    assert by_id(root, "special-deck").get("data-card") == seen[0]
    assert _names(by_id(root, "special-deck")) == BY_ID[seen[0]].name
    named = _named_hidden(state, root)
    assert named == list(seen)
    for position in (state, lh.observe(state, other)):
        root = parse(lh.render_svg(position))
        assert _named_hidden(state, root) == [], position


def test_a_state_s_picture_is_the_same_whatever_the_hidden_cards() -> None:
    state = moments(3)["mid"]
    shuffled = evolve(state, specials=tuple(reversed(state.specials)), seed=state.seed + 1)
    assert lh.render_svg(shuffled) == lh.render_svg(state)


def test_unrevealed_supply_tiles_are_face_down_in_round_one() -> None:
    state = moments(2)["start"]
    assert state.round == 1
    root = parse(lh.render_svg(state))
    for k in range(1, 8):
        tile = by_id(root, f"tile-{k}")
        assert ("face-down" in classes(tile)) == (k > state.step)
        if k > state.step:
            assert tile.get("data-items") is None


def test_the_texts_are_measured_as_the_picture_lays_them_out() -> None:
    # the measure the layout tests rely on grows with the text and the font size
    short = ET.fromstring('<text x="0" y="10" font-size="10">ab</text>')
    long = ET.fromstring('<text x="0" y="10" font-size="10">abcd</text>')
    big = ET.fromstring('<text x="0" y="10" font-size="20" font-weight="bold">ab</text>')
    widths = [text_box(e).x1 - text_box(e).x0 for e in (short, long, big)]
    assert widths[0] < widths[1] and widths[0] * 2 < widths[2]
    assert not math.isnan(sum(widths))


def test_a_waiting_football_stadium_is_noted_under_the_deck() -> None:
    state = evolve(moments(3)["mid"], stadium_waiting=True)
    peeker = evolve(state, known=(2, 0, 0))
    for position in (state, lh.observe(peeker, 0)):
        root = parse(lh.render_svg(position))
        assert "Football Stadium waits for an empty pile" in words(by_id(root, "deck-notes"))
        items = drawn(root)
        assert not overlapping_texts(items) and not hidden_pairs(items)
