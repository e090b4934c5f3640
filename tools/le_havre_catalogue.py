"""Write docs/le_havre/catalogue.rst: every building (with what it does), ship, round card and
supply tile of Le Havre, from ``lh.catalogue()`` (the data a front end reads).

Run from the repository root: ``python tools/le_havre_catalogue.py``. A test checks that the
committed page is what this script writes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from brass_rules import le_havre as lh

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "docs" / "le_havre" / "catalogue.rst"

_DECKS = {"start": "start", "standard": "standard", "special": "special"}
_TOWN = {"none": "", "standard": ", standard building", "special": ", special building"}


def _goods(pairs: dict[str, int] | None) -> str:
    if pairs is None:
        return "cannot be built"
    return ", ".join(f"{n} {g.replace('_', ' ')}" for g, n in pairs.items()) or "nothing"


def _fee(fee: dict[str, int] | None) -> str:
    if fee is None:
        return "locked"
    parts = []
    if fee["food"]:
        parts.append(f"{fee['food']} food")
    if fee["or_francs"]:
        parts.append(f"or {fee['or_francs']} franc{'s' if fee['or_francs'] > 1 else ''}")
    if fee["francs"]:
        parts.append(f"{fee['francs']} franc{'s' if fee['francs'] > 1 else ''}")
    return " ".join(parts) or "free"


def _counts(counts: list[int]) -> str:
    return ", ".join(map(str, counts)) or "–"


def _symbols(card: dict[str, Any]) -> str:
    parts = []
    if card["hammers"]:
        parts.append("hammer" + (f" ×{card['hammers']}" if card["hammers"] > 1 else ""))
    if card["fishermen"]:
        parts.append("fisherman" + (f" ×{card['fishermen']}" if card["fishermen"] > 1 else ""))
    if card["owner_only"]:
        parts.append("owner only")
    return ", ".join(parts) or "–"


def _does(card: dict[str, Any]) -> str:
    parts = []
    if card["action"]:
        parts.append(("Owning it: " if card["fee"] is None else "") + card["action"])
    if card["end_bonus"]:
        parts.append(f"End bonus: {card['end_bonus']}.")
    return " ".join(parts) or "–"


def _table(title: str, widths: str, header: list[str], rows: list[list[str]]) -> list[str]:
    out = [f".. list-table:: {title}", "   :header-rows: 1", f"   :widths: {widths}", ""]
    for row in [header, *rows]:
        out.append(f"   * - {row[0]}")
        out += [f"     - {cell}" for cell in row[1:]]
    return [*out, ""]


def _buildings(data: dict[str, Any]) -> list[str]:
    rows = []
    for c in data["buildings"]:
        price = "–" if c["price"] is None else str(c["price"])
        where = f"full: {_counts(c['in_play']['full'])}; short: {_counts(c['in_play']['short'])}"
        if c["deck"] == "start":
            where = "in the town from the start"
        elif c["deck"] == "special":
            where = "special deck (full game)"
        if c["in_play"]["short_town_start"]:
            where += f"; short, in town from the start: {_counts(c['in_play']['short_town_start'])}"
        rows.append(
            [f"``{c['id']}``", c["label"], _DECKS[c["deck"]], c["kind"].replace("_", " "),
             str(c["value"]), price, _fee(c["fee"]), _goods(c["cost"]), _symbols(c), where]
        )  # fmt: skip
    return _table(
        "Buildings",
        "6 16 8 9 5 5 10 14 10 17",
        ["Id", "Name", "Deck", "Kind", "Value", "Price", "Entry fee", "Cost", "Symbols",
         "In play (player counts)"],
        rows,
    )  # fmt: skip


def _actions(data: dict[str, Any]) -> list[str]:
    rows = [[f"``{c['id']}``", c["label"], _does(c)] for c in data["buildings"]]
    return _table("What each building does", "6 18 76", ["Id", "Name", "Action"], rows)


def _ships(data: dict[str, Any]) -> list[str]:
    types = []
    for t in data["ship_types"]:
        price = "cannot be bought" if t["price"] is None else str(t["price"])
        types.append(
            [t["name"], f"{_goods(t['cost'])} and {t['energy']} energy",
             "a modernised Wharf" if t["modernised_wharf"] else "a Wharf", price,
             _counts(t["food"]), str(t["capacity"])]
        )  # fmt: skip
    cards = [[f"``{s['id']}``", s["label"], str(s["value"])] for s in data["ships"]]
    return [
        *_table(
            "Ship types",
            "14 22 16 12 20 10",
            ["Type", "Cost to build", "Built at", "Price", "Food (1–5 players)", "Capacity"],
            types,
        ),
        *_table("Ship cards", "10 30 10", ["Id", "Name", "Value"], cards),
    ]


def _rounds(data: dict[str, Any]) -> list[str]:
    rows = []
    for card in data["round_cards"]:
        per = []
        for row in card["rows"]:
            if row["full_round"] is None and row["short_round"] is None:
                per.append("–")
                continue
            full = "–" if row["full_round"] is None else str(row["full_round"])
            short = "–" if row["short_round"] is None else str(row["short_round"])
            town = _TOWN[row["town_building"] or "none"]
            per.append(f"round {full} / {short}: {row['food']} food{town}")
        rows.append(
            [f"``{card['id']}``", "yes" if card["harvest"] else "no", f"``{card['ship']}``", *per]
        )  # fmt: skip
    return _table(
        "Round cards (per player count: the round in the full / short game, the food demand and "
        "the building the town gets at the round end)",
        "6 7 7 16 16 16 16 16",
        ["Id", "Harvest", "Ship", "1 player", "2 players", "3 players", "4 players", "5 players"],
        rows,
    )


def _tiles(data: dict[str, Any]) -> list[str]:
    rows = [
        [str(t["id"]), " and ".join(t["items"]), "yes" if t["interest"] else "no"]
        for t in data["supply_tiles"]
    ]
    return _table("Supply tiles", "6 30 10", ["Id", "Items", "Interest"], rows)


def render() -> str:
    """The text of the catalogue page."""
    data = lh.catalogue()
    lines = [
        "..",
        "   Generated by tools/le_havre_catalogue.py from lh.catalogue(); do not edit.",
        "",
        "Le Havre: the catalogue of cards",
        "================================",
        "",
        "Every building, ship, round card and supply tile, as ``lh.catalogue()`` gives them to a",
        "front end (its JSON Schema: ``docs/schemas/le_havre_catalogue.schema.json``), so a",
        "position can be written by hand (:doc:`positions`). A position names a card by its id or",
        "by the name in the *Name* column (any case; the id in brackets where several cards share",
        "a name: ``Wharf [12]``, ``Wooden ship [S04]``); ``dump_state`` writes ids. Players' rules",
        "for each card are on :doc:`rules`; ``lh.info_text(name)`` (``info NAME`` at the table)",
        "says what a building, ship or good does.",
        "",
        "Buildings",
        "---------",
        "",
        "The *Deck* says where a card starts (LH-BLD-DECKS): the start buildings are in the town,",
        "the standard buildings in the three proposal piles (for the player counts listed), six",
        "special buildings face down in the special deck (full game). *Price* ``–``: it cannot be",
        "bought; *Entry fee* ``locked``: nobody may enter it.",
        "",
        *_buildings(data),
        "What each building does",
        "------------------------",
        "",
        "A building's action is what a person standing on it does (LH-ENTER-ACTION); a locked",
        "card has none, and what owning it does is said instead.",
        "",
        *_actions(data),
        "Ships",
        "-----",
        "",
        "Each round card carries a ship on its back; it joins its stack at the round end",
        "(LH-ROUND-SHIP). Ships are named by id; the type alone names several ships.",
        "",
        *_ships(data),
        "Round cards",
        "-----------",
        "",
        *_rounds(data),
        "Supply tiles",
        "------------",
        "",
        "A position lists the tile ids on the seven tile spaces (``supply_tiles``).",
        "",
        *_tiles(data),
    ]
    return "\n".join(lines).rstrip("\n") + "\n"


def main() -> None:
    """Write the page."""
    TARGET.write_text(render(), encoding="utf-8")


if __name__ == "__main__":
    main()
