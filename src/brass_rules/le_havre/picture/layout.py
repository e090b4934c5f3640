"""The picture's geometry: its size, the regions of the board, text measures, and the view
(what the table sees of a state or an observation).

Text widths are estimated from the font size (DejaVu Sans, the kit's first font, is about
0.62 em a character, 0.69 em in bold); every text is laid out with :func:`fit` or :func:`wrap`
so that it stays inside its box, and the tests check the same measure.
"""

from __future__ import annotations

from attrs import evolve

from brass_rules.le_havre.observe import UNKNOWN_CARD, Observation, visible_tiles
from brass_rules.le_havre.state import GameState

#: The width of the picture (its ``viewBox``); its height is that of its content.
WIDTH = 1600
#: The board (offers, tiles, round cards, piles, ships, town) on the left, players on the right.
BOARD_X = 10
BOARD_W = 1060
PANEL_X = 1086
PANEL_W = WIDTH - PANEL_X - 10
#: A building card.
CARD_W = 126
CARD_H = 122
CARD_GAP = 7

_REGULAR = 0.62
_BOLD = 0.69


def text_width(content: str, size: float, bold: bool = False) -> float:
    """The estimated width of *content* at *size* units."""
    return len(content) * size * (_BOLD if bold else _REGULAR)


def fit(content: str, width: float, size: float, bold: bool = False, smallest: float = 7) -> float:
    """The largest font size up to *size* (not below *smallest*) at which *content* fits."""
    needed = text_width(content, size, bold)
    if needed <= width:
        return size
    return max(smallest, size * width / needed)


def wrap(content: str, width: float, size: float, bold: bool = False) -> list[str]:
    """*content* broken into lines at spaces, each line at most *width* wide when it can be."""
    lines: list[str] = []
    current = ""
    for word in content.split(" "):
        trial = f"{current} {word}" if current else word
        if current and text_width(trial, size, bold) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def table_view(position: GameState | Observation) -> tuple[GameState, int | None]:
    """What the picture shows, and who looks: an observation's view and its player; a state as
    the table sees it (no special card named, unrevealed supply tiles face down), nobody."""
    if isinstance(position, Observation):
        return position.view, position.player
    if isinstance(position, GameState):
        shown = visible_tiles(position)
        tiles = tuple(t if i < shown else 0 for i, t in enumerate(position.tiles))
        specials = (UNKNOWN_CARD,) * len(position.specials)
        return evolve(position, specials=specials, tiles=tiles, seed=0), None
    raise TypeError(
        f"render_svg needs a GameState or an Observation, not {type(position).__name__}"
    )
