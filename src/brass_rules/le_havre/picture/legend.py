"""The key: every token and symbol of the picture explained."""

from __future__ import annotations

from brass_rules.kit.svg import piece, rect, text
from brass_rules.le_havre.data.goods import BASIC, UPGRADE_OF
from brass_rules.le_havre.picture import tokens
from brass_rules.le_havre.picture.layout import BOARD_W, fit, text_width, wrap

HEIGHT = 100
_NOTES = (
    "red frame: the current round card / supply tile · loan: interest tile (1 F per player"
    " with loans) · +: end bonus · wealth = values of buildings and ships + bonuses + francs"
    " − 7 per loan"
)


@piece
def _grid(width: float) -> tuple[int, int, tuple[str, ...]]:
    """The key's layout at *width*: goods pairs a row, symbols a row, the notes' lines
    (remembered: measuring the notes is dear)."""
    goods = max(1, min(len(BASIC), int((width - 16) // 120)))
    symbols = max(1, min(len(_SYMBOLS), int((width - 16) // 110)))
    if text_width(_NOTES, 9) <= width - 16:
        notes = [_NOTES]
    else:
        notes = wrap(_NOTES, width - 16, 10.5)
    return goods, symbols, tuple(notes)


def height(width: float = BOARD_W) -> float:
    """The key's height at *width* (:data:`HEIGHT` across the board)."""
    goods, symbols, notes = _grid(width)
    rows = -(-len(BASIC) // goods) + -(-len(_SYMBOLS) // symbols)
    return 24 + 26 * rows + 13 + 14 * (len(notes) - 1) + 11


_SYMBOLS = (
    "franc (F)",
    "food",
    "harvest",
    "standard → town",
    "special → town",
    "hammer",
    "fisherman",
    "a person",
    "ship after round",
)


def _icons() -> tuple[str, ...]:
    return (
        tokens.franc(0, 0, 18),
        tokens.food(0, 0, 18),
        tokens.harvest(0, 0, 18),
        tokens.house(0, 0, False, 18),
        tokens.house(0, 0, True, 18),
        tokens.hammer(0, 0, 18),
        tokens.fisherman(0, 0, 18),
        tokens.disc(0, 0, 0, 18),
        tokens.ship(0, 0, "wooden", 20),
    )


@piece
def key(x: float, y: float, width: float = BOARD_W) -> str:
    """The key at (x, y), *width* wide and :func:`height` tall (its rows wrap)."""
    per_goods, per_symbol, notes = _grid(width)
    parts = [
        '<g id="key">',
        rect(x, y, width, height(width), rx=6, fill="#fbf8ef", stroke="#c8bc9a", class_="frame"),
        text(x + 8, y + 16, "Key", 12, font_weight="bold"),
    ]
    caption = "goods tokens: basic side (light) and upgraded side (dark)"
    parts.append(text(x + 40, y + 16, caption, fit(caption, width - 48, 11), fill="#444"))
    col = (width - 16) / per_goods
    for k, basic in enumerate(BASIC):
        up = UPGRADE_OF[basic]
        kx = x + 8 + (k % per_goods) * col
        ky = y + 24 + 26 * (k // per_goods)
        parts.append(tokens.good(kx, ky, basic, 18))
        parts.append(tokens.good(kx + 20, ky, up, 18))
        label = f"{tokens.good_name(basic)}/{tokens.good_name(up)}"
        parts.append(text(kx + 42, ky + 13, label, fit(label, col - 44, 10), fill="#222"))
    top = y + 24 + 26 * -(-len(BASIC) // per_goods)
    col = (width - 16) / per_symbol
    for k, (icon, label) in enumerate(zip(_icons(), _SYMBOLS, strict=True)):
        kx = x + 8 + (k % per_symbol) * col
        ky = top + 26 * (k // per_symbol)
        parts.append(f'<g transform="translate({kx:g},{ky:g})">{icon}</g>')
        parts.append(text(kx + 22, ky + 13, label, fit(label, col - 24, 10.5), fill="#222"))
    line_y = top + 26 * -(-len(_SYMBOLS) // per_symbol) + 13
    for line in notes:
        parts.append(text(x + 8, line_y, line, fit(line, width - 16, 10.5), fill="#333"))
        line_y += 14
    parts.append("</g>")
    return "".join(parts)
