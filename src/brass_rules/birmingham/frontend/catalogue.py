"""Brass: Birmingham's components as data, for a client to show: :func:`catalogue`, and a
component in words: :func:`info_text`.

The catalogue is JSON-ready (its schema: ``docs/schemas/brass_birmingham_catalogue.schema.json``)
and holds the industries, every industry tile of the player mat, the locations (with their
slots and where the picture draws them), the link spaces, the merchants and their tiles, the
cards per player count, both markets and the income track. Each piece of the picture is named by
its id (:mod:`~brass_rules.birmingham.picture.ids`).

>>> data = catalogue()
>>> data["game"], len(data["locations"]), len(data["links"]), len(data["tiles"])
('brass_birmingham', 27, 39, 29)
>>> print(info_text("Dudley"))
Dudley: a town (colour group: yellow) with 2 slots: slot 0 coal; slot 1 iron. Links to
Birmingham, Kidderminster, Wolverhampton. Location cards: 2 in 2, 3 and 4 players.
"""

from __future__ import annotations

import textwrap
from typing import Any

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM, FARM_BREWERY, MERCHANT
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry
from brass_rules.birmingham.picture.ids import link_id, market_id, merchant_id, slot_id
from brass_rules.birmingham.picture.layout import LAYOUT, WIDTH, box_size, slot_origin
from brass_rules.birmingham.picture.pieces import ABBR, INDUSTRY_FILL, NOUN
from brass_rules.birmingham.text import plural

__all__ = ["catalogue", "info_text"]

_B = BIRMINGHAM
_COUNTS = (2, 3, 4)
#: The picture's height when nothing pushes it down (render_svg may draw it taller).
PICTURE_HEIGHT = 1300
_BONUS = {
    "money": "£{}",
    "victory_points": "{} VP",
    "income": "{} income spaces",
    "develop": "develop {} tile (free)",
}


def _industries() -> list[dict[str, Any]]:
    return [
        {"name": ind.value, "noun": NOUN[ind], "abbreviation": ABBR[ind],
         "colour": INDUSTRY_FILL[ind], "mat": list(comp.mat(ind))}
        for ind in INDUSTRIES
    ]  # fmt: skip


def _tiles() -> list[dict[str, Any]]:
    out = []
    for spec in comp.TILES.values():
        out.append({
            "industry": spec.industry.value, "level": spec.level, "count": spec.count,
            "cost": spec.cost, "coal": spec.coal, "iron": spec.iron, "beer": spec.beer,
            "produces": spec.produces, "vp": spec.vp, "income_spaces": spec.income_spaces,
            "link_icons": spec.link_icons, "developable": spec.developable,
            "eras": [e.value for e in Era if e in spec.eras],
        })  # fmt: skip
    return out


def _locations() -> list[dict[str, Any]]:
    out = []
    for loc in _B.locations:
        x, y = LAYOUT[loc.name]
        w, h = box_size(loc)
        entry: dict[str, Any] = {
            "name": loc.name, "kind": loc.kind, "colour": loc.colour,
            "link_icons": loc.link_icons, "x": x, "y": y, "width": w, "height": h,
            "slots": [],
        }  # fmt: skip
        if loc.kind != MERCHANT:
            for i, inds in enumerate(loc.slots):
                sx, sy = slot_origin(loc, i)
                entry["slots"].append({
                    "slot": i, "industries": [ind.value for ind in INDUSTRIES if ind in inds],
                    "id": slot_id(loc.name, i), "x": sx, "y": sy,
                })  # fmt: skip
        out.append(entry)
    return out


def _links() -> list[dict[str, Any]]:
    return [
        {"ends": list(space.ends), "touches": sorted(space.touches), "canal": space.canal,
         "rail": space.rail, "id": link_id(space.ends)}
        for space in _B.links
    ]  # fmt: skip


def _merchants() -> list[dict[str, Any]]:
    out = []
    for m in _B.merchants:
        spaces = [
            {"space": ms.space, "players": sorted(ms.players), "id": merchant_id(m.name, ms.space)}
            for ms in _B.merchant_spaces
            if ms.merchant == m.name
        ]
        out.append({"name": m.name, "bonus": m.bonus, "amount": m.amount,
                    "linked_to": list(m.linked_to), "spaces": spaces})  # fmt: skip
    return out


def _cards() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for name, counts in comp.LOCATION_CARDS.items():
        out.append({"name": name, "kind": "location", "industries": [],
                    "counts": dict(zip(map(str, _COUNTS), counts, strict=True))})
    for name, counts in comp.INDUSTRY_CARDS.items():
        inds = comp.INDUSTRY_CARD_INDUSTRIES[name]
        out.append({"name": name, "kind": "industry",
                    "industries": [i.value for i in INDUSTRIES if i in inds],
                    "counts": dict(zip(map(str, _COUNTS), counts, strict=True))})
    for name in sorted(comp.WILD_CARDS):
        out.append({"name": name, "kind": "wild", "industries": [],
                    "counts": {str(n): comp.WILD_PILE for n in _COUNTS}})  # fmt: skip
    return out


def _markets() -> list[dict[str, Any]]:
    return [
        {"resource": name, "id": market_id(name), "space_prices": list(spec.space_prices),
         "start_cubes": spec.start_cubes, "price_when_empty": spec.price_when_empty}
        for name, spec in (("coal", comp.COAL_MARKET), ("iron", comp.IRON_MARKET))
    ]  # fmt: skip


def catalogue() -> dict[str, Any]:
    """Every component a client shows, as JSON-ready data (see the module doc); a new dict
    each call."""
    return {
        "game": "brass_birmingham",
        "title": "Brass: Birmingham",
        "picture": {"width": WIDTH, "height": PICTURE_HEIGHT},
        "industries": _industries(),
        "tiles": _tiles(),
        "locations": _locations(),
        "links": _links(),
        "merchants": _merchants(),
        "merchant_tiles": [
            {"goods": [i.value for i in INDUSTRIES if i in goods], "players": sorted(players)}
            for goods, players in comp.MERCHANT_TILES
        ],
        "cards": _cards(),
        "markets": _markets(),
        "income_track": list(comp.INCOME_LEVELS),
    }


# ----- words ---------------------------------------------------------------------------------


def _counts(counts: tuple[int, ...]) -> str:
    """``2 in 2, 3 and 4 players`` / ``0 in 2, 2 in 3 and 4 players``."""
    groups: dict[int, list[str]] = {}
    for n, c in zip(_COUNTS, counts, strict=True):
        groups.setdefault(c, []).append(str(n))
    parts = []
    for c, ns in groups.items():
        joined = ns[0] if len(ns) == 1 else ", ".join(ns[:-1]) + " and " + ns[-1]
        parts.append(f"{c} in {joined}")
    return "; ".join(parts) + " players"


def _location_text(name: str) -> str:
    loc = _B.location(name)
    near = ", ".join(sorted(_B.neighbours(name)))
    if loc.kind == MERCHANT:
        m = _B.merchant(name)
        spaces = [ms for ms in _B.merchant_spaces if ms.merchant == name]
        uses = "; ".join(f"space {ms.space} in {', '.join(map(str, sorted(ms.players)))} players"
                         for ms in spaces)  # fmt: skip
        return (f"{name}: a merchant with {len(spaces)} spaces ({uses}). Selling here with its "
                f"beer gives {_BONUS[m.bonus].format(m.amount)} (R-SELL-BONUS); "
                f"{plural(loc.link_icons, 'link icon')}. Links to {near}.")  # fmt: skip
    slots = "; ".join(f"slot {i} " + " or ".join(ind.value for ind in INDUSTRIES if ind in s)
                      for i, s in enumerate(loc.slots))  # fmt: skip
    if loc.kind == FARM_BREWERY:
        return (f"{name}: a farm brewery with 1 slot ({slots}); it has no location card. "
                f"Links to {near}.")
    cards = comp.LOCATION_CARDS.get(name)
    card = f" Location cards: {_counts(cards)}." if cards else ""
    return (f"{name}: a town (colour group: {loc.colour}) with {len(loc.slots)} slots: "
            f"{slots}. Links to {near}.{card}")  # fmt: skip


def _industry_text(ind: Industry) -> str:
    rows = []
    for level in dict.fromkeys(comp.mat(ind)):
        t = comp.tile(ind, level)
        needs = [f"£{t.cost}"] + [f"{n} {w}" for n, w in ((t.coal, "coal"), (t.iron, "iron")) if n]
        gives = f", produces {t.produces}" if t.produces else ""
        beer = f", {t.beer} beer to sell" if t.beer else ""
        eras = "/".join(e.value for e in Era if e in t.eras)
        bulb = "" if t.developable else ", cannot be developed"
        rows.append(f"level {level} ×{t.count}: costs {', '.join(needs)}{gives}{beer}; flipped "
                    f"+{t.income_spaces} income, {t.vp} VP, {plural(t.link_icons, 'link icon')} "
                    f"({eras}{bulb})")  # fmt: skip
    noun = "" if NOUN[ind] == ind.value else f" ({NOUN[ind]})"
    return f"{ind.value}{noun} tiles on each player's mat: " + "; ".join(rows) + "."


def _card_text(name: str) -> str | None:
    if name in comp.WILD_CARDS:
        what = "any location" if name == comp.WILD_LOCATION else "any industry"
        return (f"{name}: a wild card, taken only by a Scout (R-SCOUT); it builds as {what}. "
                f"{plural(comp.WILD_PILE, 'card')} in its pile.")
    if name in comp.INDUSTRY_CARDS:
        inds = " or ".join(i.value for i in INDUSTRIES if i in comp.INDUSTRY_CARD_INDUSTRIES[name])
        return (f"{name} card: builds {inds} in a location of your network (R-BUILD-CARD). "
                f"In the deck: {_counts(comp.INDUSTRY_CARDS[name])}.")
    return None


def _market_text(resource: str) -> str:
    spec = comp.COAL_MARKET if resource == "coal" else comp.IRON_MARKET
    prices = ", ".join(f"£{p}" for p in spec.space_prices)
    return (f"the {resource} market: {spec.capacity} spaces priced {prices}; "
            f"{spec.start_cubes} cubes at the start; £{spec.price_when_empty} a cube when "
            f"empty. Cubes are bought cheapest first and sold to the dearest empty space.")


def info_text(name: str) -> str | None:
    """What the component *name* is and does, in words (for ``info NAME`` in ``brass play``):
    a location or merchant (``Dudley``, ``Oxford``), an industry (``coal``, ``coal mine``), a
    card (``cotton/manufacturer``, ``wild location``; a town's name gives the town) or a market
    (``coal market``). Case-insensitive; ``None`` for an unknown name."""
    if not isinstance(name, str):
        return None
    key = " ".join(name.lower().split())
    for loc in _B.locations:
        if loc.name.lower() == key:
            return _wrap(_location_text(loc.name))
    for ind in INDUSTRIES:
        if key in (ind.value, NOUN[ind]):
            return _wrap(_industry_text(ind))
    for card in comp.CARD_NAMES:
        if card.lower() == key:
            text = _card_text(card)
            if text is not None:
                return _wrap(text)
    for resource in ("coal", "iron"):
        if key == f"{resource} market":
            return _wrap(_market_text(resource))
    return None


def _wrap(text: str) -> str:
    return textwrap.fill(text, 92)
