"""The key: every token and symbol of the picture explained."""

from __future__ import annotations

from brass_rules.kit.svg import piece, rect, text
from brass_rules.le_havre.data.goods import BASIC, UPGRADE_OF
from brass_rules.le_havre.picture import tokens
from brass_rules.le_havre.picture.layout import BOARD_W, fit

HEIGHT = 100


@piece
def key(x: float, y: float) -> str:
    """The key at (x, y), :data:`HEIGHT` tall."""
    parts = [
        '<g id="key">',
        rect(x, y, BOARD_W, HEIGHT, rx=6, fill="#fbf8ef", stroke="#c8bc9a", class_="frame"),
        text(x + 8, y + 16, "Key", 12, font_weight="bold"),
        text(
            x + 40,
            y + 16,
            "goods tokens: basic side (light) and upgraded side (dark)",
            11,
            fill="#444",
        ),
    ]
    col = (BOARD_W - 16) / len(BASIC)
    for k, basic in enumerate(BASIC):
        up = UPGRADE_OF[basic]
        kx = x + 8 + k * col
        parts.append(tokens.good(kx, y + 24, basic, 18))
        parts.append(tokens.good(kx + 20, y + 24, up, 18))
        label = f"{tokens.good_name(basic)}/{tokens.good_name(up)}"
        parts.append(text(kx + 42, y + 37, label, fit(label, col - 44, 10), fill="#222"))
    symbols: list[tuple[str, str]] = [
        (tokens.franc(0, 0, 18), "franc (F)"),
        (tokens.food(0, 0, 18), "food"),
        (tokens.harvest(0, 0, 18), "harvest"),
        (tokens.house(0, 0, False, 18), "standard → town"),
        (tokens.house(0, 0, True, 18), "special → town"),
        (tokens.hammer(0, 0, 18), "hammer"),
        (tokens.fisherman(0, 0, 18), "fisherman"),
        (tokens.disc(0, 0, 0, 18), "a person"),
        (tokens.ship(0, 0, "wooden", 20), "ship after round"),
    ]
    col = (BOARD_W - 16) / len(symbols)
    for k, (icon, label) in enumerate(symbols):
        kx = x + 8 + k * col
        parts.append(f'<g transform="translate({kx:g},{y + 50:g})">{icon}</g>')
        parts.append(text(kx + 22, y + 63, label, fit(label, col - 24, 10.5), fill="#222"))
    notes = (
        "red frame: the current round card / supply tile · loan: interest tile (1 F per player"
        " with loans) · +: end bonus · wealth = values of buildings and ships + bonuses + francs"
        " − 7 per loan"
    )
    parts.append(text(x + 8, y + 89, notes, fit(notes, BOARD_W - 16, 10.5), fill="#333"))
    parts.append("</g>")
    return "".join(parts)
