"""A picture of the board as a standalone SVG (``br.render_svg``), standard library only.

The map places every town, farm brewery and merchant where the Birmingham board prints it
(:data:`~brass_rules.birmingham.picture.layout.LAYOUT`). Beside the map: the era and round, both
markets with their prices, and a panel per player.

Players are told apart by a colour-blind-safe palette (Okabe-Ito) *and* by their number, written
on every tile and link they own (``P0``..``P3``, as in the engine's messages). A flipped tile is
drawn hatched with a tick. Elements carry ids, classes and ``data-`` attributes for front ends and
tests: ``slot-Dudley-0``, ``link-Birmingham-Dudley``, ``merchant-Warrington-0``, ``coal-market``,
``iron-market``, ``player-0``, ``hand-0``.

A :class:`~brass_rules.birmingham.state.GameState` is drawn as its public part (hand sizes, no
cards); an :class:`~brass_rules.birmingham.observe.Observation` also shows the observer's hand.

The drawing is split by job: :mod:`~brass_rules.birmingham.picture.layout` (where things go,
and what the table sees), :mod:`~brass_rules.birmingham.picture.pieces` (icons, cubes, barrels,
tiles), :mod:`~brass_rules.birmingham.picture.board` (the map),
:mod:`~brass_rules.birmingham.picture.panel` (the side panel) and
:mod:`~brass_rules.birmingham.picture.legend` (the legend and the key); this module puts them
together.

>>> from brass_rules.birmingham.setup import new_game
>>> svg = render_svg(new_game(players=2, seed=1))
>>> svg.startswith("<svg") and 'id="loc-Birmingham"' in svg
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.picture.board import links, locations
from brass_rules.birmingham.picture.layout import (
    LAYOUT,
    MAP_W,
    PANEL_X,
    WIDTH,
    link_label_point,
    view,
)
from brass_rules.birmingham.picture.legend import KEY_HEIGHT, key, legend
from brass_rules.birmingham.picture.panel import header, market, player
from brass_rules.birmingham.picture.pieces import PLAYER_COLOURS
from brass_rules.birmingham.state import GameState
from brass_rules.kit import svg as svgkit
from brass_rules.kit.svg import rect

__all__ = ["LAYOUT", "PLAYER_COLOURS", "link_label_point", "render_svg"]


#: The picture's height unless the players' panels need more (4 players with a long hand).
HEIGHT = 1300

_DEFS = (
    "<defs>"
    '<pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
    'patternTransform="rotate(45)">'
    '<rect width="2.5" height="6" fill="#000" fill-opacity="0.45"/></pattern>'
    "</defs>"
)


def render_svg(
    state_or_observation: GameState | Observation,
    highlight: Iterable[str] = (),
    last_move: Move | None = None,
    *,
    fit: bool = False,
    scale: float = 1.0,
) -> str:
    """The board, both markets and every player's panel as one standalone SVG document.

    *highlight* marks the pieces with those ids (class ``highlight``: a red outline), as a
    front end marks the options of a choice; *last_move* marks the pieces that move names
    (class ``last-move``: a purple outline; :func:`~brass_rules.birmingham.frontend.move_targets`
    of the position drawn). Ids the picture does not draw are left out. Without them the
    drawing is the same, byte for byte.

    The picture is 1570 units wide (its ``viewBox``), drawn at that size times *scale*; with
    ``fit=True`` it scales to its container instead (``width="100%"``), as ``_repr_svg_`` draws
    it in a notebook cell.

    *state_or_observation* is a :class:`~brass_rules.birmingham.state.GameState` (drawn as its
    public part: hand sizes only) or an :class:`~brass_rules.birmingham.observe.Observation` (the
    observer's hand is shown, nothing else hidden).

    :raises TypeError: for anything else.
    """
    v, observer = view(state_or_observation)
    head_svg, y = header(v, PANEL_X + 8, 6)
    markets = [
        market("coal", comp.COAL_MARKET, v.coal_market, PANEL_X + 8, y + 10),
        market("iron", comp.IRON_MARKET, v.iron_market, PANEL_X + 8, y + 70),
    ]
    y += 140
    players: list[str] = []
    for i in range(len(v.players)):
        svg, y = player(v, observer, i, PANEL_X + 14, y + 8)
        players.append(svg)
    # the key sits at the foot of the panel, its last row inside the map's 1300 units
    key_svg, y = key(PANEL_X + 8, max(y + 6, HEIGHT - KEY_HEIGHT - 10))
    height = max(HEIGHT, int(y) + 10)
    body = [
        rect(0, 0, WIDTH, height, fill="#ffffff"),
        rect(
            4,
            4,
            MAP_W - 8,
            1292,
            rx=10,
            fill="#efe6d2",
            stroke="#8b7d5a",
            stroke_width=2,
        ),
        links(v),
        locations(v),
        legend(20, 1190),
        key_svg,
        head_svg,
        '<g id="markets">',
        *markets,
        "</g>",
        '<g id="players">',
        *players,
        "</g>",
    ]
    marks: list[tuple[Iterable[str], str]] = [(highlight, "highlight")]
    if last_move is not None:
        from brass_rules.birmingham.frontend.targets import move_targets

        marks.append((move_targets(state_or_observation, last_move), "last-move"))
    parts = [_DEFS, *body]
    if _marked(parts, marks):
        parts[0] = parts[0].replace("<defs>", "<defs>" + _MARK_STYLE, 1)
    return svgkit.document(WIDTH, height, parts[1:], defs=parts[0], fit=fit, scale=scale)


#: How marked pieces are drawn (added only to a picture with marks).
_MARK_STYLE = (
    "<style>"
    ".highlight>rect,.highlight>g>rect:first-of-type,.highlight>line,.highlight>ellipse"
    "{stroke:#d7191c;stroke-width:4}"
    ".last-move>rect,.last-move>g>rect:first-of-type,.last-move>line,.last-move>ellipse"
    "{stroke:#7b3294;stroke-width:4;stroke-dasharray:6 3}"
    "</style>"
)
_ID = re.compile(r"[A-Za-z0-9_-]+")


def _marked(parts: list[str], marks: list[tuple[Iterable[str], str]]) -> bool:
    """Extend the class of each marked piece (``id="X" class="..."``, its first in the
    picture's *parts*: the ``<defs>``, then the body) in place; whether any was marked.

    A later mark's class goes first, as replacing in turn would put it. Marking the parts
    before they are joined copies only the parts marked, not the picture."""
    found: dict[tuple[int, int], list[str]] = {}
    for ids, cls in marks:
        for ident in dict.fromkeys(ids):
            if not isinstance(ident, str) or not _ID.fullmatch(ident):
                continue
            tag = f'id="{ident}" class="'
            for k, part in enumerate(parts):
                at = part.find(tag)
                if at >= 0:
                    found.setdefault((k, at + len(tag)), []).append(cls)
                    break
    if not found:
        return False
    by_part: dict[int, list[int]] = {}
    for k, end in sorted(found):
        by_part.setdefault(k, []).append(end)
    for k, ends in by_part.items():
        part = parts[k]
        out = []
        start = 0
        for end in ends:
            out.append(part[start:end])
            out.extend(f"{cls} " for cls in reversed(found[(k, end)]))
            start = end
        out.append(part[start:])
        parts[k] = "".join(out)
    return True


svgkit.register_drawing("brass_birmingham", render_svg)
