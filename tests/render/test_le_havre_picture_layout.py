"""Le Havre's picture uses its area: its height fits its content, so no large part of the
``viewBox`` is left blank for any number of players, and the players' panels are written in
text of 12 units or more (issue 31, point 10)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from tests.render.lh_picture_tools import NS, by_id, classes, drawn, moments, parse

from brass_rules import le_havre as lh

#: The largest share of the picture that a blank band may take (before issue 31: 0.28 for one
#: player, 0.23 for two, 0.18 for three); one player's panel and the key are shorter than a
#: board whose town has grown, so one player is allowed a little more.
MOST_BLANK = 0.15
MOST_BLANK_ALONE = 0.2
#: The picture's two columns: the board, and the players' panels right of it.
COLUMNS = ((0.0, 1080.0), (1080.0, 1600.0))


def blank_share(svg: str) -> float:
    """The share of the picture taken by the blank bands under the last thing drawn in each
    column (the background and the board's frame, each covering half the picture or a whole
    column, left out)."""
    root = parse(svg)
    _, _, width, height = (float(n) for n in root.get("viewBox", "").split())
    boxes = [d.box for d in drawn(root) if d.box.y1 - d.box.y0 < height - 8]
    blank = 0.0
    for left, right in COLUMNS:
        inside = [b.y1 for b in boxes if b.x0 >= left and b.x1 <= right]
        blank += (right - left) * (height - max(inside, default=0.0))
    return blank / (width * height)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("when", ["start", "mid", "over"])
def test_the_picture_leaves_no_large_blank_area(players: int, when: str) -> None:
    svg = lh.render_svg(moments(players)[when])
    assert blank_share(svg) <= (MOST_BLANK_ALONE if players == 1 else MOST_BLANK)


def test_the_measure_counts_a_blank_band() -> None:
    # the same picture with 600 blank units added at the bottom is found wanting
    svg = lh.render_svg(moments(2)["mid"])
    height = float(parse(svg).get("viewBox", "").split()[3])
    taller = svg.replace(f'viewBox="0 0 1600 {height:g}"', f'viewBox="0 0 1600 {height + 600:g}"')
    assert taller != svg
    assert blank_share(svg) <= MOST_BLANK < blank_share(taller)


def words_sizes(element: ET.Element) -> list[float]:
    """The font sizes of the words under *element*, leaving out the letters on tokens and
    person discs (symbols drawn to the token's size)."""
    if classes(element) & {"token", "disc"}:
        return []
    own = [float(element.get("font-size", "0"))] if element.tag == f"{NS}text" else []
    return own + [size for child in element for size in words_sizes(child)]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("when", ["start", "mid", "feeding", "over"])
def test_no_word_in_a_player_s_panel_is_under_12_units(players: int, when: str) -> None:
    state = moments(players)[when]
    for position in (state, lh.observe(state, 0)):
        root = parse(lh.render_svg(position))
        for i in range(players):
            sizes = words_sizes(by_id(root, f"player-{i}"))
            assert len(sizes) >= 8 and min(sizes) >= 12, (i, min(sizes))
