"""A picture of the board as a standalone SVG (``br.render_svg``), standard library only.

The map places every town, farm brewery and merchant where the Birmingham board prints it
(:data:`LAYOUT`): Warrington in the north-west, Stoke-on-Trent and Leek in the north, Derby and
Nottingham in the north-east, Birmingham in the centre, Coalbrookdale and Shrewsbury in the west,
Coventry in the south-east, Worcester and Gloucester in the south-west, Oxford in the south.
Beside the map: the era and round, both markets with their prices, and a panel per player.

Players are told apart by a colour-blind-safe palette (Okabe-Ito) *and* by their number, written
on every tile and link they own (``P0``..``P3``, as in the engine's messages). A flipped tile is
drawn hatched with a tick. Elements carry ids, classes and ``data-`` attributes for front ends and
tests: ``slot-Dudley-0``, ``link-Birmingham-Dudley``, ``merchant-Warrington-0``, ``coal-market``,
``iron-market``, ``player-0``, ``hand-0``.

A :class:`~brass_rules.birmingham.state.GameState` is drawn as its public part (hand sizes, no
cards); an
:class:`~brass_rules.birmingham.observe.Observation` also shows the observer's hand.

>>> from brass_rules.birmingham.setup import new_game
>>> svg = render_svg(new_game(players=2, seed=1))
>>> svg.startswith("<svg") and 'id="loc-Birmingham"' in svg
True
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import evolve

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM, FARM_BREWERY, MERCHANT
from brass_rules.birmingham.board.graph import LinkSpace, Location
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry
from brass_rules.birmingham.observe import Observation, observe
from brass_rules.birmingham.state import BuiltTile, GameState
from brass_rules.kit import svg as svgkit

__all__ = ["LAYOUT", "PLAYER_COLOURS", "link_label_point", "render_svg"]

_B = BIRMINGHAM

#: Centre of each location's box on the map (x to the east, y to the south), in SVG units.
LAYOUT: dict[str, tuple[int, int]] = {
    "Warrington": (110, 80),
    "Leek": (520, 70),
    "Belper": (830, 70),
    "Stoke-on-Trent": (300, 185),
    "Derby": (790, 225),
    "Nottingham": (1000, 225),
    "Stone": (230, 330),
    "Uttoxeter": (510, 320),
    "Stafford": (330, 460),
    "Burton-on-Trent": (770, 440),
    "North Farm Brewery": (200, 590),
    "Cannock": (480, 580),
    "Shrewsbury": (70, 700),
    "Tamworth": (860, 620),
    "Wolverhampton": (330, 720),
    "Walsall": (600, 720),
    "Coalbrookdale": (130, 830),
    "Dudley": (350, 870),
    "Birmingham": (640, 870),
    "Nuneaton": (930, 790),
    "Kidderminster": (230, 1000),
    "Coventry": (920, 960),
    "Redditch": (620, 1060),
    "South Farm Brewery": (90, 1110),
    "Worcester": (330, 1140),
    "Gloucester": (450, 1250),
    "Oxford": (840, 1210),
}

#: Owner colours (Okabe-Ito, distinguishable with the common colour-vision deficiencies).
PLAYER_COLOURS: tuple[str, ...] = svgkit.PLAYER_COLOURS[:4]

_INDUSTRY_FILL: dict[Industry, str] = {
    Industry.COTTON: "#f0c2c8",
    Industry.MANUFACTURER: "#9c7a4f",
    Industry.POTTERY: "#8cc4e0",
    Industry.COAL: "#262626",
    Industry.IRON: "#d2691e",
    Industry.BREWERY: "#f0c419",
}
_INDUSTRY_TEXT: dict[Industry, str] = {
    Industry.COTTON: "#000000",
    Industry.MANUFACTURER: "#ffffff",
    Industry.POTTERY: "#000000",
    Industry.COAL: "#ffffff",
    Industry.IRON: "#000000",
    Industry.BREWERY: "#000000",
}
_ABBR: dict[Industry, str] = {
    Industry.COTTON: "Co",
    Industry.MANUFACTURER: "Ma",
    Industry.POTTERY: "Po",
    Industry.COAL: "Cl",
    Industry.IRON: "Ir",
    Industry.BREWERY: "Br",
}
_NOUN: dict[Industry, str] = {
    Industry.COTTON: "cotton mill",
    Industry.MANUFACTURER: "manufacturer",
    Industry.POTTERY: "pottery",
    Industry.COAL: "coal mine",
    Industry.IRON: "iron works",
    Industry.BREWERY: "brewery",
}
_GROUP_FILL: dict[str | None, str] = {
    "blue": "#dce8f5",
    "teal": "#d4efe9",
    "red": "#f5dcd6",
    "yellow": "#f6efc8",
    "purple": "#e7ddf1",
    None: "#e2efd6",
}
_BONUS: dict[str, str] = {
    "money": "£{}",
    "victory_points": "{} VP",
    "income": "+{} income",
    "develop": "develop {}",
}
_ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")

_SLOT = 54
_GAP = 4
_PAD = 5
_LABEL = 17
_MAP_W = 1090
_PANEL_X = 1100
_PANEL_W = 470
_WIDTH = _PANEL_X + _PANEL_W
_BEER = "#b5651d"


def _view(position: GameState | Observation) -> tuple[Observation, int | None]:
    """What the picture shows, and whose hand: an observation as it is, with its player's hand;
    a state as its public part (an observation with every hand hidden), nobody's hand."""
    if isinstance(position, Observation):
        return position, position.player
    if isinstance(position, GameState):
        seen = observe(position, 0)
        return evolve(seen, players=tuple(evolve(p, hand=None) for p in seen.players)), None
    raise TypeError(
        f"render_svg needs a GameState or an Observation, not {type(position).__name__}"
    )


# ----- small SVG helpers (the kit's, under the short names this module uses) ---------------


_open = svgkit.open_tag
_el = svgkit.el
_text = svgkit.text
_rect = svgkit.rect
_line = svgkit.line
_colours = svgkit.colours
_title = svgkit.title
_slug = svgkit.slug


def _badge(x: float, y: float, industry: Industry, r: float = 10) -> str:
    """An industry icon: a disc in the industry's colour with its two-letter abbreviation."""
    return (
        f'<g class="icon {industry.value}">'
        + _el(
            "circle",
            cx=f"{x:g}",
            cy=f"{y:g}",
            r=r,
            fill=_INDUSTRY_FILL[industry],
            stroke="#333",
            stroke_width=0.8,
        )
        + _text(
            x,
            y + r * 0.38,
            _ABBR[industry],
            r * 1.05,
            text_anchor="middle",
            font_weight="bold",
            fill=_INDUSTRY_TEXT[industry],
        )
        + "</g>"
    )


def _resource(x: float, y: float, industry: Industry) -> str:
    if industry is Industry.BREWERY:
        return _el(
            "ellipse",
            class_="barrel",
            cx=f"{x + 3.5:g}",
            cy=f"{y + 3.5:g}",
            rx=3.5,
            ry=4,
            fill=_BEER,
            stroke="#000",
            stroke_width=0.8,
        )
    fill = "#111111" if industry is Industry.COAL else "#e07b24"
    cls = "cube coal" if industry is Industry.COAL else "cube iron"
    return _el(
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


def _ordered(industries: frozenset[Industry]) -> list[Industry]:
    return [i for i in INDUSTRIES if i in industries]


# ----- the map -------------------------------------------------------------------------------


def _box_size(loc: Location) -> tuple[int, int]:
    n = len(loc.slots) if loc.kind != MERCHANT else _merchant_space_count(loc.name)
    width = max(n * _SLOT + (n - 1) * _GAP + 2 * _PAD, 8 * len(loc.name) + 10)
    extra = 14 if loc.kind == MERCHANT else 0
    return width, _LABEL + _SLOT + 2 * _PAD + extra


def _merchant_space_count(name: str) -> int:
    return sum(1 for ms in _B.merchant_spaces if ms.merchant == name)


def _box_origin(loc: Location) -> tuple[float, float]:
    cx, cy = LAYOUT[loc.name]
    w, h = _box_size(loc)
    return cx - w / 2, cy - h / 2


def _slot_origin(loc: Location, i: int) -> tuple[float, float]:
    bx, by = _box_origin(loc)
    w, _ = _box_size(loc)
    n = len(loc.slots) if loc.kind != MERCHANT else _merchant_space_count(loc.name)
    inner = n * _SLOT + (n - 1) * _GAP
    return bx + (w - inner) / 2 + i * (_SLOT + _GAP), by + _LABEL + _PAD


def _tile(x: float, y: float, tile: BuiltTile, where: str) -> str:
    owner = tile.owner
    colour, ink = _colours(owner)
    ind = tile.industry
    flipped = " flipped" if tile.flipped else ""
    held = ""
    if tile.resources:
        kind = {Industry.COAL: "coal", Industry.IRON: "iron"}.get(ind, "beer")
        held = f", {tile.resources} {kind}"
    label = (
        f"P{owner}'s {_NOUN[ind]} {_ROMAN[tile.level]} in {where}"
        f"{' (flipped)' if tile.flipped else ''}{held}"
    )
    parts = [
        _open(
            class_=f"tile owner-{owner} {ind.value}{flipped}",
            data_owner=owner,
            data_industry=ind.value,
            data_level=tile.level,
            data_flipped=str(tile.flipped).lower(),
            data_resources=tile.resources,
        ),
        _title(label),
        _rect(
            x,
            y,
            _SLOT,
            _SLOT,
            rx=5,
            fill=colour,
            stroke="#000",
            stroke_width=1.5,
        ),
    ]
    if tile.flipped:
        parts.append(
            _rect(
                x,
                y,
                _SLOT,
                _SLOT,
                rx=5,
                fill="url(#hatch)",
                stroke="#000",
                stroke_width=3,
            )
        )
    parts.append(
        _rect(
            x + 3,
            y + 20,
            _SLOT - 6,
            22,
            rx=3,
            fill="#ffffff",
            fill_opacity=0.85,
        )
    )
    parts.append(_badge(x + 12, y + 11, ind, 9))
    parts.append(
        _text(
            x + _SLOT - 4,
            y + 15,
            f"P{owner}",
            12,
            text_anchor="end",
            font_weight="bold",
            fill=ink,
            class_="owner",
        )
    )
    level_text = _ROMAN[tile.level] + (" ✔" if tile.flipped else "")
    parts.append(
        _text(
            x + _SLOT / 2,
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
        parts.append(_resource(x + 4 + k * 8, y + 44, ind))
    parts.append("</g>")
    return "".join(parts)


def _empty_slot(x: float, y: float, industries: frozenset[Industry]) -> str:
    parts = [
        _rect(
            x,
            y,
            _SLOT,
            _SLOT,
            rx=5,
            fill="#fbfaf5",
            stroke="#8a8a8a",
            stroke_width=1,
        )
    ]
    icons = _ordered(industries)
    if len(icons) == 1:
        parts.append(_badge(x + _SLOT / 2, y + _SLOT / 2, icons[0], 13))
    else:
        parts.append(_badge(x + 16, y + 20, icons[0], 11))
        parts.append(_badge(x + _SLOT - 16, y + _SLOT - 20, icons[1], 11))
    return "".join(parts)


def _box_name(bx: float, by: float, w: float, name: str) -> str:
    return _text(
        bx + w / 2, by + 14, name, 13, text_anchor="middle", font_weight="bold", class_="name"
    )


def _location(v: Observation, loc: Location) -> str:
    bx, by = _box_origin(loc)
    w, h = _box_size(loc)
    kind = "farm-brewery" if loc.kind == FARM_BREWERY else loc.kind
    parts = [
        _open(id=f"loc-{_slug(loc.name)}", class_=f"location {kind}"),
        _rect(
            bx,
            by,
            w,
            h,
            rx=8,
            fill=_GROUP_FILL.get(loc.colour, "#eeeeee"),
            stroke="#555",
            stroke_width=1.2,
        ),
        _box_name(bx, by, w, loc.name),
    ]
    for i, spec_index in enumerate(_B.location_slots[loc.index]):
        spec = _B.slot_specs[spec_index]
        x, y = _slot_origin(loc, i)
        tile = v.tiles[spec_index]
        inds = " ".join(ind.value for ind in _ordered(spec.industries))
        parts.append(_open(id=f"slot-{_slug(loc.name)}-{i}", class_="slot", data_industries=inds))
        if tile is None:
            parts.append(_title(f"{loc.name} (slot {i}): {inds.replace(' ', ' or ')}"))
            parts.append(_empty_slot(x, y, spec.industries))
        else:
            parts.append(_tile(x, y, tile, f"{loc.name} (slot {i})"))
        parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


def _merchant(v: Observation, loc: Location) -> str:
    bx, by = _box_origin(loc)
    w, h = _box_size(loc)
    merchant = _B.merchant(loc.name)
    bonus = "beer: " + _BONUS[merchant.bonus].format(merchant.amount)
    parts = [
        _open(id=f"loc-{_slug(loc.name)}", class_="location merchant"),
        _rect(
            bx,
            by,
            w,
            h,
            rx=3,
            fill="#d9d4cc",
            stroke="#333",
            stroke_width=2,
        ),
        _box_name(bx, by, w, loc.name),
        _text(bx + w / 2, by + h - 6, bonus, 11, text_anchor="middle", class_="bonus"),
    ]
    for ms in _B.merchant_spaces:
        if ms.merchant != loc.name:
            continue
        slot = v.merchants[ms.index]
        x, y = _slot_origin(loc, ms.space)
        goods = "" if slot.goods is None else " ".join(g.value for g in _ordered(slot.goods))
        state = "unused" if slot.goods is None else ("blank" if not slot.goods else "goods")
        parts.append(
            _open(
                id=f"merchant-{_slug(loc.name)}-{ms.space}",
                class_=f"merchant-space {state}",
                data_goods=goods,
                data_beer=str(slot.beer).lower(),
            )
        )
        if slot.goods is None:
            parts.append(_title(f"{loc.name} space {ms.space}: not used with this many players"))
            parts.append(
                _rect(
                    x,
                    y,
                    _SLOT,
                    _SLOT,
                    rx=3,
                    fill="none",
                    stroke="#888",
                    stroke_dasharray="4 3",
                )
            )
            parts.append("</g>")
            continue
        buys = goods.replace(" ", ", ") if goods else "nothing (blank tile)"
        parts.append(
            _title(f"{loc.name} merchant buys {buys}{'; beer barrel' if slot.beer else ''}")
        )
        parts.append(
            _rect(
                x,
                y,
                _SLOT,
                _SLOT,
                rx=3,
                fill="#f7f3ea",
                stroke="#333",
                stroke_width=1,
            )
        )
        icons = _ordered(slot.goods)
        if not icons:
            parts.append(
                _text(x + _SLOT / 2, y + 24, "blank", 11, text_anchor="middle", fill="#666")
            )
        for k, ind in enumerate(icons):
            parts.append(_badge(x + _SLOT / 2 + (k - (len(icons) - 1) / 2) * 17, y + 16, ind, 8))
        if slot.beer:
            bx = x + _SLOT / 2
            parts.append('<g class="barrel">')
            parts.append(
                _el(
                    "ellipse", cx=f"{bx:g}", cy=f"{y + 40:g}", rx=8, ry=9, fill=_BEER, stroke="#000"
                )
            )
            for hoop in (37, 43):
                parts.append(
                    _line(
                        bx - 8,
                        y + hoop,
                        bx + 8,
                        y + hoop,
                        stroke="#000",
                    )
                )
            parts.append("</g>")
        parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


def _link_ends(space: LinkSpace) -> tuple[tuple[float, float], tuple[float, float]]:
    a, b = space.ends
    return LAYOUT[a], LAYOUT[b]


def _leaves_box(name: str, toward: tuple[float, float]) -> tuple[float, float]:
    """Where the line from *name*'s centre toward *toward* leaves its box."""
    cx, cy = LAYOUT[name]
    w, h = _box_size(_B.location(name))
    dx, dy = toward[0] - cx, toward[1] - cy
    t = min(w / 2 / abs(dx) if dx else 1.0, h / 2 / abs(dy) if dy else 1.0, 1.0)
    return cx + t * dx, cy + t * dy


def link_label_point(space: LinkSpace) -> tuple[float, float]:
    """Where a built link's owner disc goes: the middle of the part of the line between boxes."""
    a, b = space.ends
    ax, ay = _leaves_box(a, LAYOUT[b])
    bx, by = _leaves_box(b, LAYOUT[a])
    return (ax + bx) / 2, (ay + by) / 2


#: How an empty link space is named and drawn, by its kind (the eras it may be built in).
_EMPTY_LINK: dict[str, tuple[str, dict[str, object]]] = {
    "both": ("canal or rail", {"stroke": "#8c8c8c", "stroke_width": 3}),
    "canal-only": (
        "canal only",
        {"stroke": "#3d85c6", "stroke_width": 3, "stroke_dasharray": "10 5"},
    ),
    "rail-only": ("rail only", {"stroke": "#6b6b6b", "stroke_width": 3, "stroke_dasharray": "2 5"}),
}


def _link(v: Observation, space: LinkSpace) -> str:
    (x1, y1), (x2, y2) = _link_ends(space)
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    owner = v.links[space.index]
    name = f"{space.ends[0]} - {space.ends[1]}"
    extra = sorted(space.touches - set(space.ends))
    lines = [(x1, y1, x2, y2)]
    for other in extra:  # the South Farm Brewery's branch (R-NET-FARM)
        fx, fy = LAYOUT[other]
        lines.append((mx, my, fx, fy))
    ident = f"link-{_slug(space.ends[0])}-{_slug(space.ends[1])}"
    if owner is None:
        kind = (
            "both" if space.canal and space.rail else "canal-only" if space.canal else "rail-only"
        )
        kinds, style = _EMPTY_LINK[kind]
        cls = f"link empty {kind}"
        out = [_open(id=ident, class_=cls), _title(f"{name}: {kinds}")]
        for lx1, ly1, lx2, ly2 in lines:
            out.append(_line(lx1, ly1, lx2, ly2, **style))
        out.append("</g>")
        return "".join(out)
    colour, ink = _colours(owner)
    era = "canal" if v.era is Era.CANAL else "rail"
    out = [
        _open(id=ident, class_=f"link built {era} owner-{owner}", data_owner=owner),
        _title(f"P{owner}'s {era} link {name}"),
    ]
    under: dict[str, object] = (
        {"stroke": "#8fd0f2", "stroke_width": 16, "stroke_linecap": "round"}
        if v.era is Era.CANAL
        else {"stroke": "#222", "stroke_width": 15, "stroke_dasharray": "3 6"}
    )
    for lx1, ly1, lx2, ly2 in lines:
        ends = {"x1": f"{lx1:g}", "y1": f"{ly1:g}", "x2": f"{lx2:g}", "y2": f"{ly2:g}"}
        out.append(_el("line", **under, **ends))
        out.append(_el("line", stroke=colour, stroke_width=7, **ends))
    mx, my = link_label_point(space)
    out.append(
        _el(
            "circle", cx=f"{mx:g}", cy=f"{my:g}", r=11, fill=colour, stroke="#000", stroke_width=1.5
        )
    )
    out.append(
        _text(mx, my + 4, f"P{owner}", 10, text_anchor="middle", font_weight="bold", fill=ink)
    )
    out.append("</g>")
    return "".join(out)


def _legend_row(x: float, y: float, label: str, *styles: dict[str, object]) -> str:
    """One row of the legend: a short line drawn in each of *styles*, one over the other."""
    lines = "".join(_line(x, y - 4, x + 34, y - 4, **style) for style in styles)
    return lines + _text(x + 40, y, label, 11)


def _legend(x: float, y: float) -> str:
    parts = ['<g id="legend">', _text(x, y, "Link spaces", 12, font_weight="bold")]
    for k, (label, style) in enumerate(_EMPTY_LINK.values()):
        parts.append(_legend_row(x, y + 16 + k * 16, label, style))
    top = {"stroke": "#555", "stroke_width": 5}
    parts.append(
        _legend_row(x, y + 66, "canal link", {"stroke": "#8fd0f2", "stroke_width": 12}, top)
    )
    rail = {"stroke": "#222", "stroke_width": 12, "stroke_dasharray": "3 6"}
    parts.append(_legend_row(x, y + 82, "rail link", rail, top))
    parts.append(_text(x, y + 100, "hatched ✔ tile: flipped", 11))
    parts.append("</g>")
    return "".join(parts)


# ----- the side panel ------------------------------------------------------------------------


def _header(v: Observation, x: float, y: float) -> tuple[str, float]:
    rounds = comp.ROUNDS_PER_ERA.get(len(v.players), 0)
    era = "Canal Era" if v.era is Era.CANAL else "Rail Era"
    lines = [f"{era}, round {v.round} of {rounds}"]
    if v.is_over:
        # R-END-WIN: most VP, then the furthest income space, then the most money
        keys = {i: (p.vp, p.income_space, p.money) for i, p in enumerate(v.players)}
        places = [
            " = ".join(f"P{i} ({v.players[i].vp} VP)" for i in keys if keys[i] == key)
            for key in sorted(set(keys.values()), reverse=True)
        ]
        lines.append("Game over. Ranking: " + ", ".join(places))
    elif v.to_move is not None:
        if any(v.debts):
            lines.append(f"Debt phase: P{v.to_move} owes £{v.debts[v.to_move]}")
        else:
            doing = ""
            if v.in_progress is not None:
                doing = f", continuing {v.in_progress.action.value}"
            lines.append(f"P{v.to_move} to move (actions taken: {v.actions_taken}{doing})")
    lines.append("Turn order: " + ", ".join(f"P{p}" for p in v.turn_order))
    lines.append(
        f"Deck {v.deck_size} cards; wild location {v.wild_location}, "
        f"wild industry {v.wild_industry}"
    )
    parts = ['<g id="header">', _text(x, y + 20, "Brass: Birmingham", 22, font_weight="bold")]
    for k, line in enumerate(lines):
        parts.append(_text(x, y + 44 + k * 18, line, 14, class_="info"))
    parts.append("</g>")
    return "".join(parts), y + 44 + len(lines) * 18


def _market(name: str, spec: comp.MarketSpec, cubes: int, x: float, y: float) -> str:
    industry = Industry.COAL if name == "coal" else Industry.IRON
    buy = spec.buy_price(cubes)
    sell = spec.sell_price(cubes)
    sell_text = "full" if sell is None else f"£{sell}"
    parts = [
        _open(
            id=f"{name}-market",
            class_="market",
            data_cubes=cubes,
            data_buy=buy,
            data_sell="" if sell is None else sell,
        ),
        _text(
            x,
            y + 12,
            f"{name.capitalize()} market: {cubes}/{spec.capacity} cubes, "
            f"buy £{buy}, sell {sell_text}",
            13,
            font_weight="bold",
            class_="summary",
        ),
    ]
    cell = 26
    for k, price in enumerate(spec.space_prices):
        cx = x + k * cell + (k // 2) * 4
        cy = y + 20
        filled = k >= spec.capacity - cubes
        parts.append(
            _rect(
                cx,
                cy,
                cell - 3,
                cell - 3,
                rx=3,
                fill="#ffffff",
                stroke="#777",
            )
        )
        if filled:
            parts.append(
                _resource(cx + 4.5, cy + 4.5, industry).replace(
                    'width="7" height="7"', 'width="14" height="14"'
                )
            )
        parts.append(
            _text(
                cx + (cell - 3) / 2,
                cy + cell + 9,
                f"£{price}",
                10,
                text_anchor="middle",
                class_="price",
            )
        )
    ex = x + spec.capacity * cell + (spec.capacity // 2) * 4 + 4
    parts.append(_text(ex, y + 38, f"empty: £{spec.price_when_empty}", 10, fill="#444"))
    parts.append("</g>")
    return "".join(parts)


def _chips(items: Sequence[str], x: float, y: float, width: float) -> tuple[list[str], float]:
    out: list[str] = []
    cx, cy = x, y
    for item in items:
        w = 7 * len(item) + 12
        if cx + w > x + width and cx > x:
            cx, cy = x, cy + 20
        out.append('<g class="card">')
        out.append(
            _rect(
                cx,
                cy,
                w,
                17,
                rx=3,
                fill="#fffdf3",
                stroke="#8a7a50",
            )
        )
        out.append(_text(cx + 6, cy + 12.5, item, 11) + "</g>")
        cx += w + 4
    return out, cy + 20


def _player(v: Observation, observer: int | None, i: int, x: float, y: float) -> tuple[str, float]:
    p = v.players[i]
    colour, ink = _colours(i)
    level = comp.income_level(p.income_space)
    income = f"£{level}" if level >= 0 else f"−£{-level}"
    notes = [*(["you"] if observer == i else []), *(["to move"] if v.to_move == i else [])]
    note = f" ({', '.join(notes)})" if notes else ""
    parts = [
        _open(
            id=f"player-{i}",
            class_="player",
            data_money=p.money,
            data_vp=p.vp,
            data_income=level,
            data_income_space=p.income_space,
            data_spent=p.spent,
            data_links_left=p.links_left,
            data_hand_size=p.hand_size,
        ),
    ]
    body: list[str] = []
    body.append(_rect(x, y, 34, 24, rx=4, fill=colour, stroke="#000"))
    body.append(
        _text(x + 17, y + 17, f"P{i}", 14, text_anchor="middle", font_weight="bold", fill=ink)
    )
    body.append(_text(x + 42, y + 17, f"Player {i}{note}", 15, font_weight="bold"))
    body.append(
        _text(
            x,
            y + 44,
            f"£{p.money} · {p.vp} VP · income {income} (space {p.income_space})",
            14,
            font_weight="bold",
            class_="stats",
        )
    )
    body.append(
        _text(
            x,
            y + 62,
            f"spent £{p.spent} this round · {p.links_left} links left · "
            f"{p.hand_size} cards in hand",
            13,
            class_="stats",
        )
    )
    cy = y + 80
    body.append(_text(x, cy, "Lowest tile on the mat (tiles left):", 11, fill="#444"))
    cy += 6
    for k, ind in enumerate(INDUSTRIES):
        left = p.mat[ind.index]
        tx = x + k * 72
        body.append(
            _open(
                class_=f"mat {ind.value}", data_lowest=left[0] if left else "", data_left=len(left)
            )
        )
        body.append(
            _rect(
                tx,
                cy,
                66,
                26,
                rx=4,
                fill="#f4f4f4",
                stroke="#999",
            )
        )
        body.append(_badge(tx + 13, cy + 13, ind, 10))
        shown = f"{_ROMAN[left[0]]} ×{len(left)}" if left else "none"
        body.append(_text(tx + 27, cy + 18, shown, 12, font_weight="bold"))
        body.append("</g>")
    cy += 32
    if p.hand is not None:
        body.append(_text(x, cy + 12.5, "Hand:", 12, font_weight="bold"))
        chips, cy = _chips(p.hand, x + 46, cy, _PANEL_W - 76)
        body.append(f'<g id="hand-{i}" class="hand">' + "".join(chips) + "</g>")
    elif p.known_cards:
        known = "Known in hand: " + ", ".join(p.known_cards)
        body.append(_text(x, cy + 10, known, 11, class_="known"))
        cy += 16
    if p.discard:
        body.append(
            _text(
                x,
                cy + 10,
                f"Discard: {p.discard[-1]} on top ({len(p.discard)})",
                11,
                fill="#444",
                class_="discard",
            )
        )
        cy += 16
    parts.extend(body)
    parts.append("</g>")
    height = cy - y + 8
    frame = _rect(
        x - 8,
        y - 8,
        _PANEL_W - 18,
        height + 4,
        rx=6,
        fill="#ffffff",
        stroke=colour,
        stroke_width=4 if v.to_move == i else 2,
    )
    return frame + "".join(parts), y + height + 8


_KEY_HEIGHT = 96


def _key(x: float, y: float) -> tuple[str, float]:
    """The icons explained: the six industries, cubes and barrels."""
    parts = ['<g id="key">', _text(x, y + 12, "Key", 12, font_weight="bold")]
    for k, ind in enumerate(INDUSTRIES):
        kx = x + (k % 3) * 150
        ky = y + 30 + (k // 3) * 24
        parts.append(_badge(kx + 10, ky - 4, ind, 10))
        parts.append(_text(kx + 25, ky, _NOUN[ind], 12))
    ky = y + 80
    goods = (
        (Industry.COAL, "coal cube"),
        (Industry.IRON, "iron cube"),
        (Industry.BREWERY, "beer barrel"),
    )
    for k, (ind, label) in enumerate(goods):
        parts.append(_resource(x + 6 + k * 150, ky - 8, ind))
        parts.append(_text(x + 18 + k * 150, ky, label, 12))
    parts.append("</g>")
    return "".join(parts), y + _KEY_HEIGHT


# ----- the whole picture ---------------------------------------------------------------------


_DEFS = (
    "<defs>"
    '<pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
    'patternTransform="rotate(45)">'
    '<rect width="2.5" height="6" fill="#000" fill-opacity="0.45"/></pattern>'
    "</defs>"
)


def render_svg(
    state_or_observation: GameState | Observation, *, fit: bool = False, scale: float = 1.0
) -> str:
    """The board, both markets and every player's panel as one standalone SVG document.

    The picture is 1570 units wide (its ``viewBox``), drawn at that size times *scale*; with
    ``fit=True`` it scales to its container instead (``width="100%"``), as ``_repr_svg_`` draws
    it in a notebook cell.

    *state_or_observation* is a :class:`~brass_rules.birmingham.state.GameState` (drawn as its
    public part:
    hand sizes only) or an :class:`~brass_rules.birmingham.observe.Observation` (the observer's
    hand is
    shown, nothing else hidden).

    :raises TypeError: for anything else.
    """
    v, observer = _view(state_or_observation)
    head_svg, y = _header(v, _PANEL_X + 8, 6)
    markets = [
        _market("coal", comp.COAL_MARKET, v.coal_market, _PANEL_X + 8, y + 10),
        _market("iron", comp.IRON_MARKET, v.iron_market, _PANEL_X + 8, y + 70),
    ]
    y += 140
    players: list[str] = []
    for i in range(len(v.players)):
        svg, y = _player(v, observer, i, _PANEL_X + 14, y + 8)
        players.append(svg)
    key_svg, y = _key(_PANEL_X + 8, max(y + 6, 1300 - _KEY_HEIGHT))
    height = max(1300, int(y) + 10)
    body = [
        _rect(0, 0, _WIDTH, height, fill="#ffffff"),
        _rect(
            4,
            4,
            _MAP_W - 8,
            1292,
            rx=10,
            fill="#efe6d2",
            stroke="#8b7d5a",
            stroke_width=2,
        ),
        '<g id="links">',
        *(_link(v, space) for space in _B.links),
        "</g>",
        '<g id="locations">',
        *(_merchant(v, loc) if loc.kind == MERCHANT else _location(v, loc) for loc in _B.locations),
        "</g>",
        _legend(20, 1190),
        key_svg,
        head_svg,
        '<g id="markets">',
        *markets,
        "</g>",
        '<g id="players">',
        *players,
        "</g>",
    ]
    return svgkit.document(_WIDTH, height, body, defs=_DEFS, fit=fit, scale=scale)


svgkit.register_drawing("brass_birmingham", render_svg)
