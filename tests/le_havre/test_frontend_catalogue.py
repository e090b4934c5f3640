"""``catalogue()`` against its published JSON schema, the docs page generated from it, and
``info_text`` for every component."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from brass_rules import le_havre as lh
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import GOODS
from brass_rules.le_havre.data.ships import SHIPS

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "docs" / "schemas" / "le_havre_catalogue.schema.json"


def test_the_catalogue_is_valid_json_by_its_schema() -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    data = json.loads(json.dumps(lh.catalogue()))
    jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)
    assert {b["id"] for b in data["buildings"]} == set(BY_ID)
    assert {s["id"] for s in data["ships"]} == set(SHIPS)
    assert [g["name"] for g in data["goods"]] == list(GOODS)
    bad = dict(data, buildings=[dict(data["buildings"][0], value="4")])
    validator = jsonschema.Draft202012Validator(schema)
    assert not validator.is_valid(bad)


def test_every_building_says_what_it_does() -> None:
    for b in lh.catalogue()["buildings"]:
        assert b["action"] or b["end_bonus"], b["id"]
    smokehouse = next(b for b in lh.catalogue()["buildings"] if b["id"] == "08")
    assert "fish" in smokehouse["action"] and "energy" in smokehouse["action"]
    page = (ROOT / "docs" / "le_havre" / "catalogue.rst").read_text(encoding="utf-8")
    assert f"     - {smokehouse['action']}\n" in page


def test_info_text_names_every_building_ship_and_good() -> None:
    for card in BY_ID.values():
        for name in (card.id, card.name, card.name.upper()):
            text = lh.info_text(name)
            assert text is not None and card.name in text, name
    ironworks = lh.info_text("Ironworks")
    assert ironworks is not None and "4th iron" in ironworks
    assert lh.info_text("Wharf") is not None and lh.info_text("Wharf").count("Wharf [") == 2
    for ship in SHIPS:
        assert ship in (lh.info_text(ship) or "")
    for good in GOODS:
        assert lh.info_text(good.replace("_", " ")) is not None
    assert lh.info_text("no such building") is None
    assert lh.info_text(3) is None  # type: ignore[arg-type]
