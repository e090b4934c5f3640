"""A picture of a Le Havre position as a standalone SVG (``lh.render_svg``), standard library
only.

On the left, the harbour: the offer spaces with their tokens, the supply-tile track, the round cards
(food, harvest, town building), the three building proposals and the special deck, the ship stacks
and the town's buildings, each building a card with its name, kind, cost, price, value, entry fee,
hammer and fisherman symbols and the person discs on it; a key below (or, with one or two players,
under their panels). On the right, and with four or five players on under the board, one panel per
player in his colour, its words 12 units or larger: wealth (as
:func:`~brass_rules.le_havre.scoring.scores` counts it), francs, loans, food against the round's
demand, goods tokens, buildings and ships.

Only what the table sees is drawn: the special deck is face down, its top cards named only in
the observation of a player who has seen them (LH-HIDDEN-PEEK), and unrevealed supply tiles are
face down. Elements carry ids, classes and ``data-`` attributes (``offer-wood``, ``tile-3``,
``round-4``, ``town-03``, ``pile-1-22``, ``special-deck``, ``ships-iron``, ``player-0``).

>>> from brass_rules import le_havre as lh
>>> svg = lh.render_svg(lh.new_game(players=2, seed=1))
>>> svg.startswith("<svg") and 'id="player-1"' in svg and 'id="special-deck"' in svg
True
"""

from __future__ import annotations

from collections.abc import Iterable

from brass_rules.kit.svg import document, rect, register_drawing
from brass_rules.le_havre.moves import Move
from brass_rules.le_havre.observe import Observation
from brass_rules.le_havre.picture import harbour, legend, players, town
from brass_rules.le_havre.picture.layout import (
    BOARD_W,
    BOARD_X,
    CARD_GAP,
    CARD_H,
    CARD_W,
    PANEL_W,
    PANEL_X,
    WIDTH,
    table_view,
)
from brass_rules.le_havre.picture.marks import STYLE, mark
from brass_rules.le_havre.scoring import ranking, scores
from brass_rules.le_havre.state import GameState

__all__ = ["render_svg"]

_ORDINAL = ("1st", "2nd", "3rd", "4th", "5th")

_DEFS = (
    "<defs>"
    '<pattern id="back" width="8" height="8" patternUnits="userSpaceOnUse" '
    'patternTransform="rotate(45)">'
    '<rect width="3" height="8" fill="#c9b8e8" fill-opacity="0.35"/></pattern>'
    "</defs>"
)


def _places(v: GameState) -> tuple[dict[int, str], str]:
    """At the end: each player's place and the ranking line (ties share a place)."""
    if not v.is_over:
        return {}, ""
    wealth = scores(v)
    place: dict[int, str] = {}
    groups = []
    rank = 0
    for group in ranking(v):
        for i in group:
            place[i] = _ORDINAL[rank]
        groups.append(" = ".join(f"P{i}" for i in group) + f" ({wealth[group[0]]})")
        rank += len(group)
    return place, "Ranking by wealth: " + ", ".join(groups)


def render_svg(
    position: GameState | Observation,
    highlight: Iterable[str] = (),
    last_move: Move | None = None,
    *,
    fit: bool = False,
    scale: float = 1.0,
) -> str:
    """The harbour, the town and every player's panel as one standalone SVG document.

    *highlight* marks the elements with those ids (``data-mark="highlight"``, drawn with an
    orange frame and glow), *last_move* the cards and offer space that move names as they stand
    in *position* (``data-mark="last"``, a blue dashed frame; see
    :func:`~brass_rules.le_havre.frontend.targets.move_targets`); without either, the picture
    is the same, byte for byte, as without the arguments.

    The picture is 1600 units wide and as tall as its content (its ``viewBox``), drawn at that
    size times *scale*; with ``fit=True`` it scales to its container (``width="100%"``), as
    ``_repr_svg_`` draws it in a notebook cell. A
    :class:`~brass_rules.le_havre.state.GameState` is drawn as the table sees it; an
    :class:`~brass_rules.le_havre.observe.Observation` also names the special cards its player
    has seen.

    :raises TypeError: for anything else.
    """
    v, observer = table_view(position)
    place, ranking_line = _places(v)
    x = BOARD_X
    body: list[str] = [rect(0, 0, WIDTH, 10, fill="#ffffff")]
    body.append(harbour.header(v, x, 6, ranking_line))
    body.append(harbour.offers(v, x, 64))
    body.append(harbour.supply(v, x + 7 * (harbour.OFFER_W + 6) + 16, 64))
    body.append(harbour.round_track(v, x, 168))
    body.append(town.proposals(v, x, 282, observer))
    body.append(town.ships(v, x + 4 * (CARD_W + CARD_GAP), 282))
    town_y = 282 + 20 + CARD_H + town.NOTES_H + 12
    body.append(town.town(v, x, town_y))
    board_bottom = town_y + town.town_height(v) + 6
    drawn = [
        players.panel(v, i, 0, 0, observer=observer, place=place.get(i, ""))
        for i in range(v.num_players)
    ]
    column = 10 + sum(h + 10 for _, h in drawn)
    if column + legend.height(PANEL_W) <= board_bottom + legend.HEIGHT:
        # few players: the key under their panels, beside the town
        body.append(legend.key(PANEL_X, column, PANEL_W))
        board_end = board_bottom
        key_bottom = column + legend.height(PANEL_W) + 10
        slots = [[PANEL_X, 10.0]]
    else:
        body.append(legend.key(x, board_bottom))
        board_end = key_bottom = board_bottom + legend.HEIGHT + 10
        # many players: the panels down the right, then on under the board
        under = board_end + 4
        slots = [[PANEL_X, 10.0], [BOARD_X, under], [BOARD_X + PANEL_W + 16, under]]
    panels = ['<g id="players">']
    for svg, h in drawn:
        slot = min(slots, key=lambda s: s[1])
        panels.append(f'<g transform="translate({slot[0]:g},{slot[1]:g})">{svg}</g>')
        slot[1] += h + 10
    panels.append("</g>")
    body.extend(panels)
    height = max(board_end, key_bottom, *(y for _, y in slots))
    body[0] = rect(0, 0, WIDTH, height, fill="#fdfbf6")
    body.insert(
        1,
        rect(
            BOARD_X - 6,
            2,
            BOARD_W + 12,
            board_end - 4,
            rx=10,
            fill="#efe6d2",
            stroke="#8b7d5a",
            stroke_width=2,
        ),
    )
    if not highlight and last_move is None:
        return document(WIDTH, height, body, defs=_DEFS, fit=fit, scale=scale)
    last: tuple[str, ...] = ()
    if last_move is not None:
        from brass_rules.le_havre.frontend.targets import last_targets

        last = last_targets(v, last_move)
    parts = [_DEFS, *body]
    if mark(parts, highlight, last):
        parts[0] = parts[0].replace("<defs>", "<defs>" + STYLE, 1)
    return document(WIDTH, height, parts[1:], defs=parts[0], fit=fit, scale=scale)


register_drawing("le_havre", render_svg)
