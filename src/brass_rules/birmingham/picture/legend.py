"""The legend of the map (the kinds of link space, built canals and rails, flipped tiles) and the
key of the side panel (the industries' icons, cubes and barrels)."""

from __future__ import annotations

from brass_rules.birmingham.enums import INDUSTRIES, Industry
from brass_rules.birmingham.picture.board import EMPTY_LINK
from brass_rules.birmingham.picture.pieces import NOUN, badge, resource
from brass_rules.kit.svg import line, piece, text


def _legend_row(x: float, y: float, label: str, *styles: dict[str, object]) -> str:
    """One row of the legend: a short line drawn in each of *styles*, one over the other."""
    lines = "".join(line(x, y - 4, x + 34, y - 4, **style) for style in styles)
    return lines + text(x + 40, y, label, 11)


@piece
def legend(x: float, y: float) -> str:
    """The legend of the map at (x, y): the kinds of link space, built links, flipped tiles."""
    parts = ['<g id="legend">', text(x, y, "Link spaces", 12, font_weight="bold")]
    for k, (label, style) in enumerate(EMPTY_LINK.values()):
        parts.append(_legend_row(x, y + 16 + k * 16, label, style))
    top = {"stroke": "#555", "stroke_width": 5}
    parts.append(
        _legend_row(x, y + 66, "canal link", {"stroke": "#8fd0f2", "stroke_width": 12}, top)
    )
    rail = {"stroke": "#222", "stroke_width": 12, "stroke_dasharray": "3 6"}
    parts.append(_legend_row(x, y + 82, "rail link", rail, top))
    parts.append(text(x, y + 100, "hatched ✔ tile: flipped", 11))
    parts.append("</g>")
    return "".join(parts)


#: The height of the key.
KEY_HEIGHT = 96


@piece
def key(x: float, y: float) -> tuple[str, float]:
    """The icons explained: the six industries, cubes and barrels."""
    parts = ['<g id="key">', text(x, y + 12, "Key", 12, font_weight="bold")]
    for k, ind in enumerate(INDUSTRIES):
        kx = x + (k % 3) * 150
        ky = y + 30 + (k // 3) * 24
        parts.append(badge(kx + 10, ky - 4, ind, 10))
        parts.append(text(kx + 25, ky, NOUN[ind], 12))
    ky = y + 80
    goods = (
        (Industry.COAL, "coal cube"),
        (Industry.IRON, "iron cube"),
        (Industry.BREWERY, "beer barrel"),
    )
    for k, (ind, label) in enumerate(goods):
        parts.append(resource(x + 6 + k * 150, ky - 8, ind))
        parts.append(text(x + 18 + k * 150, ky, label, 12))
    parts.append("</g>")
    return "".join(parts), y + KEY_HEIGHT
