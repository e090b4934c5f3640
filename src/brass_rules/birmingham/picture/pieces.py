"""The pieces: industry icons, coal and iron cubes, beer barrels, tiles and empty slots, in the
colours of the industries and of the players (a colour-blind-safe palette, Okabe-Ito, *and* the
player's number on everything he owns)."""

from __future__ import annotations

from brass_rules.birmingham.enums import INDUSTRIES, Industry
from brass_rules.birmingham.picture.layout import SLOT
from brass_rules.birmingham.state import BuiltTile
from brass_rules.kit import svg as svgkit
from brass_rules.kit.svg import colours, el, open_tag, rect, text, title

#: Owner colours (Okabe-Ito, distinguishable with the common colour-vision deficiencies).
PLAYER_COLOURS: tuple[str, ...] = svgkit.PLAYER_COLOURS[:4]

INDUSTRY_FILL: dict[Industry, str] = {
    Industry.COTTON: "#f0c2c8",
    Industry.MANUFACTURER: "#9c7a4f",
    Industry.POTTERY: "#8cc4e0",
    Industry.COAL: "#262626",
    Industry.IRON: "#d2691e",
    Industry.BREWERY: "#f0c419",
}
INDUSTRY_TEXT: dict[Industry, str] = {
    Industry.COTTON: "#000000",
    Industry.MANUFACTURER: "#ffffff",
    Industry.POTTERY: "#000000",
    Industry.COAL: "#ffffff",
    Industry.IRON: "#000000",
    Industry.BREWERY: "#000000",
}
ABBR: dict[Industry, str] = {
    Industry.COTTON: "Co",
    Industry.MANUFACTURER: "Ma",
    Industry.POTTERY: "Po",
    Industry.COAL: "Cl",
    Industry.IRON: "Ir",
    Industry.BREWERY: "Br",
}
NOUN: dict[Industry, str] = {
    Industry.COTTON: "cotton mill",
    Industry.MANUFACTURER: "manufacturer",
    Industry.POTTERY: "pottery",
    Industry.COAL: "coal mine",
    Industry.IRON: "iron works",
    Industry.BREWERY: "brewery",
}
ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")
BEER = "#b5651d"


def badge(x: float, y: float, industry: Industry, r: float = 10) -> str:
    """An industry icon: a disc in the industry's colour with its two-letter abbreviation."""
    return (
        f'<g class="icon {industry.value}">'
        + el(
            "circle",
            cx=f"{x:g}",
            cy=f"{y:g}",
            r=r,
            fill=INDUSTRY_FILL[industry],
            stroke="#333",
            stroke_width=0.8,
        )
        + text(
            x,
            y + r * 0.38,
            ABBR[industry],
            r * 1.05,
            text_anchor="middle",
            font_weight="bold",
            fill=INDUSTRY_TEXT[industry],
        )
        + "</g>"
    )


def resource(x: float, y: float, industry: Industry) -> str:
    """A coal or iron cube, or a beer barrel, at (x, y)."""
    if industry is Industry.BREWERY:
        return el(
            "ellipse",
            class_="barrel",
            cx=f"{x + 3.5:g}",
            cy=f"{y + 3.5:g}",
            rx=3.5,
            ry=4,
            fill=BEER,
            stroke="#000",
            stroke_width=0.8,
        )
    fill = "#111111" if industry is Industry.COAL else "#e07b24"
    cls = "cube coal" if industry is Industry.COAL else "cube iron"
    return el(
        "rect",
        class_=cls,
        x=f"{x:g}",
        y=f"{y:g}",
        width=7,
        height=7,
        fill=fill,
        stroke="#fff" if industry is Industry.COAL else "#000",
        stroke_width=0.8,
    )


def ordered(industries: frozenset[Industry]) -> list[Industry]:
    """*industries* in the rulebook's order."""
    return [i for i in INDUSTRIES if i in industries]


def built_tile(x: float, y: float, tile: BuiltTile, where: str) -> str:
    """A built tile in its owner's colour: industry, owner, level, flipped, resources on it."""
    owner = tile.owner
    colour, ink = colours(owner)
    ind = tile.industry
    flipped = " flipped" if tile.flipped else ""
    held = ""
    if tile.resources:
        kind = {Industry.COAL: "coal", Industry.IRON: "iron"}.get(ind, "beer")
        held = f", {tile.resources} {kind}"
    label = (
        f"P{owner}'s {NOUN[ind]} {ROMAN[tile.level]} in {where}"
        f"{' (flipped)' if tile.flipped else ''}{held}"
    )
    parts = [
        open_tag(
            class_=f"tile owner-{owner} {ind.value}{flipped}",
            data_owner=owner,
            data_industry=ind.value,
            data_level=tile.level,
            data_flipped=str(tile.flipped).lower(),
            data_resources=tile.resources,
        ),
        title(label),
        rect(
            x,
            y,
            SLOT,
            SLOT,
            rx=5,
            fill=colour,
            stroke="#000",
            stroke_width=1.5,
        ),
    ]
    if tile.flipped:
        parts.append(
            rect(
                x,
                y,
                SLOT,
                SLOT,
                rx=5,
                fill="url(#hatch)",
                stroke="#000",
                stroke_width=3,
            )
        )
    parts.append(
        rect(
            x + 3,
            y + 20,
            SLOT - 6,
            22,
            rx=3,
            fill="#ffffff",
            fill_opacity=0.85,
        )
    )
    parts.append(badge(x + 12, y + 11, ind, 9))
    parts.append(
        text(
            x + SLOT - 4,
            y + 15,
            f"P{owner}",
            12,
            text_anchor="end",
            font_weight="bold",
            fill=ink,
            class_="owner",
        )
    )
    level_text = ROMAN[tile.level] + (" ✔" if tile.flipped else "")
    parts.append(
        text(
            x + SLOT / 2,
            y + 36,
            level_text,
            15 if len(level_text) < 5 else 12,
            text_anchor="middle",
            font_weight="bold",
            fill="#000",
            class_="level",
        )
    )
    for k in range(tile.resources):
        parts.append(resource(x + 4 + k * 8, y + 44, ind))
    parts.append("</g>")
    return "".join(parts)


def empty_slot(x: float, y: float, industries: frozenset[Industry]) -> str:
    """An empty slot with the icons of the industries it allows."""
    parts = [
        rect(
            x,
            y,
            SLOT,
            SLOT,
            rx=5,
            fill="#fbfaf5",
            stroke="#8a8a8a",
            stroke_width=1,
        )
    ]
    icons = ordered(industries)
    if len(icons) == 1:
        parts.append(badge(x + SLOT / 2, y + SLOT / 2, icons[0], 13))
    else:
        parts.append(badge(x + 16, y + 20, icons[0], 11))
        parts.append(badge(x + SLOT - 16, y + SLOT - 20, icons[1], 11))
    return "".join(parts)
