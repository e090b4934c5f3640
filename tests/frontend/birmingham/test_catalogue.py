"""catalogue() and info_text (issue 29, point 7): the components as JSON with a published schema,
the docs page generated from it, and every component in words."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import jsonschema

import brass_rules as br
from brass_rules import birmingham as bm
from brass_rules.birmingham import components as comp

ROOT = Path(__file__).parents[3]
SCHEMA = json.loads(
    (ROOT / "docs" / "schemas" / "brass_birmingham_catalogue.schema.json").read_text()
)


def test_the_catalogue_follows_its_schema_and_is_json() -> None:
    data = bm.catalogue()
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    jsonschema.validate(data, SCHEMA, cls=jsonschema.Draft202012Validator)
    assert json.loads(json.dumps(data)) == data
    assert data == bm.catalogue() and data is not bm.catalogue()


def test_the_catalogue_holds_the_board_and_the_components() -> None:
    data = bm.catalogue()
    assert [loc["name"] for loc in data["locations"]] == [
        loc.name for loc in br.board.BIRMINGHAM.locations
    ]
    assert len(data["links"]) == len(br.board.BIRMINGHAM.links)
    assert sum(t["count"] for t in data["tiles"]) == comp.TILES_PER_PLAYER
    for n in (2, 3, 4):
        assert sum(c["counts"][str(n)] for c in data["cards"] if c["kind"] != "wild") == len(
            comp.deck(n)
        )
    assert data["income_track"][10] == 0 and data["income_track"][99] == 30


def test_every_id_of_the_catalogue_is_drawn_where_it_says() -> None:
    svg = br.render_svg(br.new_game(players=4, seed=1))
    ids = set(re.findall(r' id="([^"]+)"', svg))
    data = bm.catalogue()
    named = [s["id"] for loc in data["locations"] for s in loc["slots"]]
    named += [link["id"] for link in data["links"]]
    named += [sp["id"] for m in data["merchants"] for sp in m["spaces"]]
    named += [m["id"] for m in data["markets"]]
    assert set(named) <= ids
    dudley = next(loc for loc in data["locations"] if loc["name"] == "Dudley")
    slot = dudley["slots"][0]
    assert f'x="{slot["x"]:g}" y="{slot["y"]:g}"' in svg.split('id="slot-Dudley-0"')[1][:400]


def test_every_component_has_words() -> None:
    names = [loc.name for loc in br.board.BIRMINGHAM.locations]
    names += [i.value for i in br.Industry] + sorted(comp.CARD_NAMES)
    names += ["coal market", "iron market", "Coal Mine", "  north   farm brewery "]
    for name in names:
        text = bm.info_text(name)
        assert text is not None and len(text) < 1200, name
    assert "develop" in (bm.info_text("Gloucester") or "")
    assert "£5" in (bm.info_text("coal") or "")
    for unknown in ("Atlantis", "", "coal mines", 3):
        assert bm.info_text(unknown) is None  # type: ignore[arg-type]


def test_the_docs_page_is_generated_from_the_catalogue() -> None:
    path = ROOT / "tools" / "birmingham_catalogue.py"
    spec = importlib.util.spec_from_file_location("birmingham_catalogue", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.TARGET.read_text(encoding="utf-8") == module.page()
