"""What a named component does, in words (``info_text``, the ``info NAME`` of ``brass play``):
a building (its numbers, its action, its end bonus), a ship card or type, a good.

>>> print(info_text("Ironworks"))  # doctest: +NORMALIZE_WHITESPACE
Ironworks [22], industrial building: value 12, price 12, built with 2 brick, 1 wood; entry fee
3 food or 1 franc; 1 hammer. Action: Take 3 iron; optionally pay 6 energy for a 4th iron.
>>> info_text("no such thing") is None
True
"""

from __future__ import annotations

from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.actions import action_words
from brass_rules.le_havre.data.goods import BASIC, ENERGY, FOOD, FRANC_VALUE, GOODS, UPGRADE_OF
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIP_TYPES, SHIPS
from brass_rules.le_havre.data.types import BuildingCard, Fee
from brass_rules.le_havre.notation import card_label

__all__ = ["building_text", "fee_words", "info_text"]

_KIND = {
    "craft": "craft building",
    "economic": "economic building",
    "industrial": "industrial building",
    "public": "public building",
    "non_building": "non-building",
    "ship": "ship (a building card)",
}


def _francs(n: int) -> str:
    return f"{n} franc{'s' if n != 1 else ''}"


def fee_words(fee: Fee | None) -> str:
    """An entry fee in words: ``entry fee 1 food or 1 franc``, ``free entry``, ``locked``."""
    if fee is None:
        return "locked (no action; only its owner profits from it)"
    if fee.food and fee.or_francs:
        return f"entry fee {fee.food} food or {_francs(fee.or_francs)}"
    if fee.food:
        return f"entry fee {fee.food} food"
    if fee.francs:
        return f"entry fee {_francs(fee.francs)}"
    return "free entry"


def building_text(c: BuildingCard) -> str:
    """A building in words: its numbers, then its action."""
    price = f"price {c.price}" if c.price is not None else "not for sale"
    if c.cost is None:
        cost = "never built"
    else:
        cost = "built with " + ", ".join(f"{n} {g.replace('_', ' ')}" for g, n in c.cost)
    symbols = []
    if c.hammers:
        symbols.append(f"{c.hammers} hammer{'s' if c.hammers != 1 else ''}")
    if c.fishermen:
        symbols.append(f"{c.fishermen} fisherman{'s' if c.fishermen != 1 else ''}")
    marks = f"; {' and '.join(symbols)}" if symbols else ""
    head = (f"{card_label(c.id)} [{c.id}]" if card_label(c.id) == c.name else card_label(c.id))
    words = action_words(c.id)
    return (f"{head}, {_KIND[c.kind]}: value {c.value}, {price}, {cost}; {fee_words(c.fee)}"
            f"{marks}." + (f" {words}" if words else ""))


def _ship_type(kind: str) -> str:
    t = SHIP_TYPES[kind]
    cost = ", ".join(f"{n} {g}" for g, n in t.cost)
    price = f"price {t.buy_price}" if t.buy_price is not None else "not for sale"
    where = "a modernised Wharf" if t.modernised else "any Wharf"
    food = "/".join(str(f) for f in t.food)
    cargo = f"ships up to {t.capacity} goods (Shipping Line)" if t.capacity else "carries no goods"
    return (f"{SHIP_NAMES[kind]}: built at {where} with {cost} and {t.energy} energy, {price}; "
            f"feeds {food} food a round for 1/2/3/4/5 players; {cargo}.")


def _good(good: str) -> str:
    side = "a basic" if good in BASIC else "an upgraded"
    up = f"; upgrades to {UPGRADE_OF[good].replace('_', ' ')}" if good in UPGRADE_OF else ""
    values = [f"{FOOD[good]} food"] if good in FOOD else []
    if good in ENERGY:
        values.append(f"{ENERGY[good]} energy")
    values.append(f"{_francs(FRANC_VALUE[good])} when shipped")
    return f"{good.replace('_', ' ')}: {side} good{up}; worth {', '.join(values)}."


def _norm(name: str) -> str:
    return " ".join(name.lower().replace("_", " ").replace("[", " ").replace("]", " ").split())


def _index() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}

    def put(key: str, text: str) -> None:
        texts = out.setdefault(_norm(key), [])
        if text not in texts:
            texts.append(text)

    for c in BY_ID.values():
        text = building_text(c)
        for key in (c.id, c.name, card_label(c.id), f"{c.name} {c.id}"):
            put(key, text)
    for kind in SHIP_TYPES:
        text = _ship_type(kind)
        put(kind, text)
        put(SHIP_NAMES[kind], text)
    for s in SHIPS.values():
        text = f"{card_label(s.id)}, value {s.value}. {_ship_type(s.type)}"
        for key in (s.id, card_label(s.id)):
            put(key, text)
    for g in GOODS:
        put(g, _good(g))
    return out


_INDEX: dict[str, list[str]] = _index()


def info_text(name: str) -> str | None:
    """What the component *name* names does, in words: a building (by name, id or label; both
    cards of a shared name), a ship (by id or label) or a ship type, a good. ``None`` for a name
    the game does not know (or a value that is not a text)."""
    if not isinstance(name, str) or len(name) > 100:
        return None
    texts = _INDEX.get(_norm(name))
    return "\n".join(texts) if texts else None
