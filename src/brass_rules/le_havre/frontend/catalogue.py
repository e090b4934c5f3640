"""Every component a client shows, as JSON-ready data (``catalogue()``): the buildings (with
their action in words), the ship types and ship cards, the round cards, the supply tiles and the
goods. Its schema is ``docs/schemas/le_havre_catalogue.schema.json``; the docs' catalogue page
(``docs/le_havre/catalogue.rst``) is generated from it by ``tools/le_havre_catalogue.py``.

>>> c = catalogue()
>>> [b["name"] for b in c["buildings"] if b["id"] == "08"]
['Smokehouse']
>>> c["buildings"][0]["action"].startswith("Build exactly one building")
True
"""

from __future__ import annotations

from typing import Any

from brass_rules.le_havre.cardnames import label as card_label
from brass_rules.le_havre.data import CARDS
from brass_rules.le_havre.data.actions import ACTION, BONUS
from brass_rules.le_havre.data.goods import BASIC, ENERGY, FOOD, FRANC_VALUE, GOODS, UPGRADE_OF
from brass_rules.le_havre.data.rounds import ROUND_CARDS
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIP_TYPES, SHIPS, STACKS
from brass_rules.le_havre.data.supply import SUPPLY_TILES
from brass_rules.le_havre.data.types import BuildingCard, Fee

__all__ = ["catalogue"]

#: The version of the catalogue's shape (its schema's ``version``).
VERSION = 1


def _pairs(pairs: tuple[tuple[str, int], ...] | None) -> dict[str, int] | None:
    return None if pairs is None else {g: n for g, n in pairs}


def _fee(fee: Fee | None) -> dict[str, int] | None:
    if fee is None:
        return None
    return {"food": fee.food, "francs": fee.francs, "or_francs": fee.or_francs}


def _building(c: BuildingCard) -> dict[str, Any]:
    return {
        "id": c.id,
        "name": c.name,
        "label": card_label(c.id),  # as positions and notation read it
        "deck": c.deck,
        "kind": c.kind,
        "value": c.value,
        "price": c.price,
        "cost": _pairs(c.cost),
        "fee": _fee(c.fee),
        "hammers": c.hammers,
        "fishermen": c.fishermen,
        "owner_only": c.owner_only,
        "action": ACTION[c.id],
        "end_bonus": BONUS.get(c.id),
        "in_play": {
            "full": list(c.full),
            "short": list(c.short),
            "short_town_start": list(c.short_town_start),
        },
    }


def catalogue() -> dict[str, Any]:
    """The components of Le Havre as JSON-ready data (a new dict each call)."""
    return {
        "game": "le_havre",
        "title": "Le Havre",
        "version": VERSION,
        "buildings": [_building(c) for c in CARDS],
        "ship_types": [
            {
                "type": kind,
                "name": SHIP_NAMES[kind],
                "cost": _pairs(SHIP_TYPES[kind].cost),
                "energy": SHIP_TYPES[kind].energy,
                "price": SHIP_TYPES[kind].buy_price,
                "modernised_wharf": SHIP_TYPES[kind].modernised,
                "food": list(SHIP_TYPES[kind].food),
                "capacity": SHIP_TYPES[kind].capacity,
            }
            for kind in STACKS
        ],
        "ships": [
            {"id": s.id, "type": s.type, "label": card_label(s.id), "value": s.value}
            for s in SHIPS.values()
        ],
        "round_cards": [
            {
                "id": card.id,
                "harvest": card.harvest,
                "ship": card.ship,
                "rows": [
                    {
                        "players": n,
                        "full_round": row.full_round,
                        "short_round": row.short_round,
                        "food": row.food,
                        "town_building": row.town_building,
                    }
                    for n, row in enumerate(card.rows, start=1)
                ],
            }
            for card in ROUND_CARDS
        ],
        "supply_tiles": [
            {"id": t.id, "items": list(t.items), "interest": t.interest} for t in SUPPLY_TILES
        ],
        "goods": [
            {
                "name": g,
                "label": g.replace("_", " "),
                "basic": g in BASIC,
                "upgrade": UPGRADE_OF.get(g),
                "food": FOOD.get(g, 0),
                "energy": ENERGY.get(g, 0),
                "francs": FRANC_VALUE[g],
            }
            for g in GOODS
        ],
    }
