"""The map: each location's box with its slots and tiles, each merchant with its tiles and beer,
and each link space, empty or built."""

from __future__ import annotations

from brass_rules.birmingham.board import BIRMINGHAM, FARM_BREWERY, MERCHANT
from brass_rules.birmingham.board.graph import LinkSpace, Location, MerchantSpace
from brass_rules.birmingham.enums import Era
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.picture.ids import beer_id, link_id, merchant_id, slot_id
from brass_rules.birmingham.picture.layout import (
    LAYOUT,
    SLOT,
    box_origin,
    box_size,
    link_ends,
    link_label_point,
    slot_origin,
)
from brass_rules.birmingham.picture.pieces import BEER, badge, built_tile, empty_slot, ordered
from brass_rules.birmingham.state import BuiltTile, MerchantSlot
from brass_rules.kit import svg as kit
from brass_rules.kit.svg import colours, el, line, open_tag, piece, rect, slug, text, title

_B = BIRMINGHAM
#: Each merchant's spaces, in the board's order.
_SPACES: dict[str, tuple[MerchantSpace, ...]] = {}
for _ms in _B.merchant_spaces:
    _SPACES[_ms.merchant] = (*_SPACES.get(_ms.merchant, ()), _ms)

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


def _box_name(bx: float, by: float, w: float, name: str) -> str:
    return text(
        bx + w / 2, by + 14, name, 13, text_anchor="middle", font_weight="bold", class_="name"
    )


def location(v: Observation, loc: Location) -> str:
    """A town's or farm brewery's box: its name and each slot, empty or with its tile."""
    return _location(loc.index, tuple(v.tiles[k] for k in _B.location_slots[loc.index]))


@piece
def _location(index: int, tiles: tuple[BuiltTile | None, ...]) -> str:
    loc = _B.locations[index]
    bx, by = box_origin(loc)
    w, h = box_size(loc)
    kind = "farm-brewery" if loc.kind == FARM_BREWERY else loc.kind
    parts = [
        open_tag(id=f"loc-{slug(loc.name)}", class_=f"location {kind}"),
        rect(
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
        x, y = slot_origin(loc, i)
        tile = tiles[i]
        inds = " ".join(ind.value for ind in ordered(spec.industries))
        parts.append(open_tag(id=slot_id(loc.name, i), class_="slot", data_industries=inds))
        if tile is None:
            parts.append(title(f"{loc.name} (slot {i}): {inds.replace(' ', ' or ')}"))
            parts.append(empty_slot(x, y, spec.industries))
        else:
            parts.append(built_tile(x, y, tile, f"{loc.name} (slot {i})"))
        parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


def merchant(v: Observation, loc: Location) -> str:
    """A merchant's box: its beer bonus and each merchant space (goods bought, beer barrel)."""
    return _merchant(loc.index, tuple(v.merchants[ms.index] for ms in _SPACES[loc.name]))


@piece
def _merchant(index: int, slots: tuple[MerchantSlot, ...]) -> str:
    loc = _B.locations[index]
    bx, by = box_origin(loc)
    w, h = box_size(loc)
    merchant = _B.merchant(loc.name)
    bonus = "beer: " + _BONUS[merchant.bonus].format(merchant.amount)
    parts = [
        open_tag(id=f"loc-{slug(loc.name)}", class_="location merchant"),
        rect(
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
        text(bx + w / 2, by + h - 6, bonus, 11, text_anchor="middle", class_="bonus"),
    ]
    for ms, slot in zip(_SPACES[loc.name], slots, strict=True):
        x, y = slot_origin(loc, ms.space)
        goods = "" if slot.goods is None else " ".join(g.value for g in ordered(slot.goods))
        state = "unused" if slot.goods is None else ("blank" if not slot.goods else "goods")
        parts.append(
            open_tag(
                id=merchant_id(loc.name, ms.space),
                class_=f"merchant-space {state}",
                data_goods=goods,
                data_beer=str(slot.beer).lower(),
            )
        )
        if slot.goods is None:
            parts.append(title(f"{loc.name} space {ms.space}: not used with this many players"))
            parts.append(
                rect(
                    x,
                    y,
                    SLOT,
                    SLOT,
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
            title(f"{loc.name} merchant buys {buys}{'; beer barrel' if slot.beer else ''}")
        )
        parts.append(
            rect(
                x,
                y,
                SLOT,
                SLOT,
                rx=3,
                fill="#f7f3ea",
                stroke="#333",
                stroke_width=1,
            )
        )
        icons = ordered(slot.goods)
        if not icons:
            parts.append(text(x + SLOT / 2, y + 24, "blank", 11, text_anchor="middle", fill="#666"))
        for k, ind in enumerate(icons):
            parts.append(badge(x + SLOT / 2 + (k - (len(icons) - 1) / 2) * 17, y + 16, ind, 8))
        if slot.beer:
            bx = x + SLOT / 2
            parts.append(
                open_tag(
                    id=beer_id(loc.name, ms.space),
                    class_="barrel",
                    data_merchant=loc.name,
                    data_space=ms.space,
                )
            )
            parts.append(
                el("ellipse", cx=f"{bx:g}", cy=f"{y + 40:g}", rx=8, ry=9, fill=BEER, stroke="#000")
            )
            for hoop in (37, 43):
                parts.append(
                    line(
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


#: How an empty link space is named and drawn, by its kind (the eras it may be built in).
EMPTY_LINK: dict[str, tuple[str, dict[str, object]]] = {
    "both": ("canal or rail", {"stroke": "#8c8c8c", "stroke_width": 3}),
    "canal-only": (
        "canal only",
        {"stroke": "#3d85c6", "stroke_width": 3, "stroke_dasharray": "10 5"},
    ),
    "rail-only": ("rail only", {"stroke": "#6b6b6b", "stroke_width": 3, "stroke_dasharray": "2 5"}),
}


def link(v: Observation, space: LinkSpace) -> str:
    """A link space: dashed or grey when empty, the owner's canal or rail with his disc when
    built."""
    return _link(space.index, v.links[space.index], v.era)


@piece
def _link(index: int, owner: int | None, era_: Era) -> str:
    space = _B.links[index]
    (x1, y1), (x2, y2) = link_ends(space)
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    name = f"{space.ends[0]} - {space.ends[1]}"
    extra = sorted(space.touches - set(space.ends))
    lines = [(x1, y1, x2, y2)]
    for other in extra:  # the South Farm Brewery's branch (R-NET-FARM)
        fx, fy = LAYOUT[other]
        lines.append((mx, my, fx, fy))
    ident = link_id(space.ends)
    if owner is None:
        kind = (
            "both" if space.canal and space.rail else "canal-only" if space.canal else "rail-only"
        )
        kinds, style = EMPTY_LINK[kind]
        cls = f"link empty {kind}"
        out = [open_tag(id=ident, class_=cls), title(f"{name}: {kinds}")]
        for lx1, ly1, lx2, ly2 in lines:
            out.append(line(lx1, ly1, lx2, ly2, **style))
        out.append("</g>")
        return "".join(out)
    colour, ink = colours(owner)
    era = "canal" if era_ is Era.CANAL else "rail"
    out = [
        open_tag(id=ident, class_=f"link built {era} owner-{owner}", data_owner=owner),
        title(f"P{owner}'s {era} link {name}"),
    ]
    under: dict[str, object] = (
        {"stroke": "#8fd0f2", "stroke_width": 16, "stroke_linecap": "round"}
        if era_ is Era.CANAL
        else {"stroke": "#222", "stroke_width": 15, "stroke_dasharray": "3 6"}
    )
    for lx1, ly1, lx2, ly2 in lines:
        ends = {"x1": f"{lx1:g}", "y1": f"{ly1:g}", "x2": f"{lx2:g}", "y2": f"{ly2:g}"}
        out.append(el("line", **under, **ends))
        out.append(el("line", stroke=colour, stroke_width=7, **ends))
    mx, my = link_label_point(space)
    out.append(
        el("circle", cx=f"{mx:g}", cy=f"{my:g}", r=11, fill=colour, stroke="#000", stroke_width=1.5)
    )
    out.append(
        text(mx, my + 4, f"P{owner}", 10, text_anchor="middle", font_weight="bold", fill=ink)
    )
    out.append("</g>")
    return "".join(out)


def links(v: Observation) -> str:
    """Every link space (the ``links`` group)."""
    return _links(v.links, v.era)


@kit.large_piece
def _links(owners: tuple[int | None, ...], era_: Era) -> str:
    # the whole group is remembered: most moves build no link
    parts = ['<g id="links">']
    parts.extend(_link(space.index, owners[space.index], era_) for space in _B.links)
    parts.append("</g>")
    return "".join(parts)


def locations(v: Observation) -> str:
    """Every town, farm brewery and merchant (the ``locations`` group)."""
    return _locations(v.tiles, v.merchants)


@kit.large_piece
def _locations(tiles: tuple[BuiltTile | None, ...], merchants: tuple[MerchantSlot, ...]) -> str:
    # the whole group is remembered: every seat's picture of a position shares it
    parts = ['<g id="locations">']
    for loc in _B.locations:
        if loc.kind == MERCHANT:
            parts.append(
                _merchant(loc.index, tuple(merchants[ms.index] for ms in _SPACES[loc.name]))
            )
        else:
            parts.append(
                _location(loc.index, tuple(tiles[k] for k in _B.location_slots[loc.index]))
            )
    parts.append("</g>")
    return "".join(parts)
