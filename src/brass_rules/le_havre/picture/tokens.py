"""Icons: goods tokens (basic and upgraded sides), francs, food, the hammer and fisherman
symbols, a player's person disc and the town-building house.

Every icon is drawn inside a square of side *size* whose top-left corner is (x, y), so the
callers lay them out as boxes.
"""

from __future__ import annotations

from brass_rules.kit.svg import colours, el, piece, text, title
from brass_rules.le_havre.data.goods import BASIC, UPGRADE_OF

#: Two-letter codes printed on the goods tokens (explained in the key).
ABBR: dict[str, str] = {
    "fish": "Fi", "smoked_fish": "SF", "wood": "Wo", "charcoal": "Ch", "clay": "Cl",
    "brick": "Br", "iron": "Ir", "steel": "St", "grain": "Gr", "bread": "Bd",
    "cattle": "Ca", "meat": "Me", "coal": "Co", "coke": "Ck", "hides": "Hi",
    "leather": "Le",
}  # fmt: skip

#: The colour of each good family: (basic side fill, upgraded side fill).
_FAMILY: dict[str, tuple[str, str]] = {
    "fish": ("#bcd9f2", "#1f5f99"),
    "wood": ("#e3c9a4", "#5b3a1a"),
    "clay": ("#f2c4a8", "#a8402a"),
    "iron": ("#d6dbe0", "#48525c"),
    "grain": ("#f6e3a1", "#9a6a12"),
    "cattle": ("#e9d2c0", "#8c2f39"),
    "coal": ("#bdbdbd", "#111111"),
    "hides": ("#ecdcc0", "#6b4a2b"),
}
_BASIC_OF: dict[str, str] = {up: basic for basic, up in UPGRADE_OF.items()}
FRANC_FILL = "#f2c230"
FOOD_FILL = "#8fd17f"
HARVEST_FILL = "#e9d27a"


def is_upgraded(good: str) -> bool:
    """Whether *good* is the upgraded side of a token."""
    return good in _BASIC_OF


def good_name(good: str) -> str:
    """A good as written for a person (``smoked fish``)."""
    return good.replace("_", " ")


@piece
def good(x: float, y: float, name: str, size: float = 20) -> str:
    """A goods token: the basic side light with dark letters and a thin edge, the upgraded side
    dark with white letters, a double edge and a corner notch."""
    upgraded = is_upgraded(name)
    family = _BASIC_OF.get(name, name) if name not in BASIC else name
    light, dark = _FAMILY[family]
    parts = [f'<g class="token good {"upgraded" if upgraded else "basic"}" data-good="{name}">']
    parts.append(title(good_name(name) + (" (upgraded side)" if upgraded else " (basic side)")))
    if upgraded:
        parts.append(
            el(
                "rect",
                x=f"{x:g}",
                y=f"{y:g}",
                width=f"{size:g}",
                height=f"{size:g}",
                rx=size * 0.1,
                fill=dark,
                stroke="#000",
                stroke_width=1,
            )
        )
        inset = size * 0.12
        parts.append(
            el(
                "rect",
                x=f"{x + inset:g}",
                y=f"{y + inset:g}",
                width=f"{size - 2 * inset:g}",
                height=f"{size - 2 * inset:g}",
                rx=1,
                fill="none",
                stroke="#fff",
                stroke_width=0.8,
            )
        )
    else:
        parts.append(
            el(
                "rect",
                x=f"{x:g}",
                y=f"{y:g}",
                width=f"{size:g}",
                height=f"{size:g}",
                rx=size * 0.3,
                fill=light,
                stroke="#555",
                stroke_width=0.8,
            )
        )
    parts.append(
        text(
            x + size / 2,
            y + size * 0.68,
            ABBR[name],
            size * 0.5,
            text_anchor="middle",
            font_weight="bold",
            fill="#fff" if upgraded else "#000",
        )
    )
    parts.append("</g>")
    return "".join(parts)


@piece
def franc(x: float, y: float, size: float = 20) -> str:
    """A franc coin."""
    r = size / 2
    return (
        '<g class="token franc">'
        + title("franc")
        + el(
            "circle",
            cx=f"{x + r:g}",
            cy=f"{y + r:g}",
            r=f"{r:g}",
            fill=FRANC_FILL,
            stroke="#7a5c00",
            stroke_width=1,
        )
        + text(
            x + r,
            y + r + size * 0.2,
            "F",
            size * 0.58,
            text_anchor="middle",
            font_weight="bold",
            fill="#5a4200",
        )
        + "</g>"
    )


@piece
def offer_token(x: float, y: float, space: str, size: float = 20) -> str:
    """The token of an offer space: a franc or a basic good."""
    return franc(x, y, size) if space == "franc" else good(x, y, space, size)


@piece
def food(x: float, y: float, size: float = 20) -> str:
    """The food symbol: a green plate with a fork."""
    r = size / 2
    return (
        '<g class="icon food">'
        + title("food")
        + el(
            "circle",
            cx=f"{x + r:g}",
            cy=f"{y + r:g}",
            r=f"{r:g}",
            fill=FOOD_FILL,
            stroke="#2d6a1f",
            stroke_width=1,
        )
        + el(
            "path",
            d=f"M{x + r - size * 0.14:g} {y + size * 0.2:g} v{size * 0.3:g} "
            f"h{size * 0.28:g} v{-size * 0.3:g} M{x + r:g} {y + size * 0.2:g} v{size * 0.6:g}",
            fill="none",
            stroke="#1d4a12",
            stroke_width=max(1.0, size * 0.07),
        )
        + "</g>"
    )


@piece
def harvest(x: float, y: float, size: float = 20) -> str:
    """The harvest symbol: a sheaf of grain."""
    cx = x + size / 2
    return (
        '<g class="icon harvest">'
        + title("harvest")
        + el(
            "circle",
            cx=f"{cx:g}",
            cy=f"{y + size / 2:g}",
            r=f"{size / 2:g}",
            fill=HARVEST_FILL,
            stroke="#7a5c00",
            stroke_width=1,
        )
        + el(
            "path",
            d=f"M{cx:g} {y + size * 0.85:g} V{y + size * 0.2:g} "
            f"M{cx:g} {y + size * 0.45:g} l{-size * 0.22:g} {-size * 0.2:g} "
            f"M{cx:g} {y + size * 0.45:g} l{size * 0.22:g} {-size * 0.2:g} "
            f"M{cx:g} {y + size * 0.65:g} l{-size * 0.22:g} {-size * 0.2:g} "
            f"M{cx:g} {y + size * 0.65:g} l{size * 0.22:g} {-size * 0.2:g}",
            fill="none",
            stroke="#5a4200",
            stroke_width=max(1.0, size * 0.08),
        )
        + "</g>"
    )


@piece
def hammer(x: float, y: float, size: float = 16) -> str:
    """The hammer symbol of builder buildings."""
    s = size
    return (
        '<g class="icon hammer">'
        + title("hammer")
        + el(
            "rect",
            x=f"{x + s * 0.42:g}",
            y=f"{y + s * 0.35:g}",
            width=f"{s * 0.16:g}",
            height=f"{s * 0.63:g}",
            fill="#8b5a2b",
            stroke="#000",
            stroke_width=0.6,
        )
        + el(
            "rect",
            x=f"{x + s * 0.12:g}",
            y=f"{y + s * 0.05:g}",
            width=f"{s * 0.76:g}",
            height=f"{s * 0.3:g}",
            rx=1,
            fill="#555",
            stroke="#000",
            stroke_width=0.6,
        )
        + "</g>"
    )


@piece
def fisherman(x: float, y: float, size: float = 16) -> str:
    """The fisherman symbol: a fish."""
    s = size
    cy = y + s / 2
    return (
        '<g class="icon fisherman">'
        + title("fisherman")
        + el(
            "ellipse",
            cx=f"{x + s * 0.42:g}",
            cy=f"{cy:g}",
            rx=f"{s * 0.36:g}",
            ry=f"{s * 0.22:g}",
            fill="#2f7fc1",
            stroke="#000",
            stroke_width=0.6,
        )
        + el(
            "path",
            d=f"M{x + s * 0.72:g} {cy:g} L{x + s:g} {cy - s * 0.22:g} "
            f"L{x + s:g} {cy + s * 0.22:g} Z",
            fill="#2f7fc1",
            stroke="#000",
            stroke_width=0.6,
        )
        + el(
            "circle",
            cx=f"{x + s * 0.24:g}",
            cy=f"{cy - s * 0.04:g}",
            r=f"{s * 0.05:g}",
            fill="#fff",
        )
        + "</g>"
    )


@piece
def disc(x: float, y: float, player: int, size: float = 20) -> str:
    """A player's person disc, in his colour with his seat number."""
    colour, ink = colours(player)
    r = size / 2
    return (
        f'<g class="disc owner-{player}" data-player="{player}">'
        + title(f"P{player}'s person")
        + el(
            "circle",
            cx=f"{x + r:g}",
            cy=f"{y + r:g}",
            r=f"{r:g}",
            fill=colour,
            stroke="#000",
            stroke_width=1.2,
        )
        + text(
            x + r,
            y + r + size * 0.18,
            f"P{player}",
            max(7.0, size * 0.46),
            text_anchor="middle",
            font_weight="bold",
            fill=ink,
        )
        + "</g>"
    )


@piece
def house(x: float, y: float, special: bool, size: float = 20) -> str:
    """A town building icon: a house, starred for a special building."""
    s = size
    fill = "#c9a0dc" if special else "#d8d8d8"
    parts = [
        f'<g class="icon house {"special" if special else "standard"}">',
        title(
            "a special building goes to the town"
            if special
            else "a standard building goes to the town"
        ),
        el(
            "path",
            d=f"M{x:g} {y + s * 0.45:g} L{x + s / 2:g} {y:g} L{x + s:g} {y + s * 0.45:g} "
            f"V{y + s:g} H{x:g} Z",
            fill=fill,
            stroke="#333",
            stroke_width=1,
        ),
    ]
    if special:
        parts.append(
            text(x + s / 2, y + s * 0.9, "S", s * 0.5, text_anchor="middle", font_weight="bold")
        )
    parts.append("</g>")
    return "".join(parts)


#: The letter and colour of each ship type's icon.
SHIP_MARK: dict[str, tuple[str, str]] = {
    "wooden": ("W", "#b07d48"),
    "iron": ("I", "#7d8791"),
    "steel": ("S", "#3d5a73"),
    "luxury_liner": ("L", "#8c2f39"),
}


@piece
def ship(x: float, y: float, kind: str, size: float = 20) -> str:
    """A ship icon: a hull in the type's colour with its letter (W, I, S, L)."""
    letter, fill = SHIP_MARK[kind]
    s = size
    return (
        f'<g class="icon ship {kind}">'
        + title(f"{kind.replace('_', ' ')} ship")
        + el(
            "path",
            d=f"M{x:g} {y + s * 0.3:g} H{x + s:g} L{x + s * 0.82:g} {y + s * 0.8:g} "
            f"H{x + s * 0.18:g} Z",
            fill=fill,
            stroke="#000",
            stroke_width=0.8,
        )
        + text(
            x + s / 2,
            y + s * 0.68,
            letter,
            s * 0.42,
            text_anchor="middle",
            font_weight="bold",
            fill="#fff",
        )
        + "</g>"
    )
