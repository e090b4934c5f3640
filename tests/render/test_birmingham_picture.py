"""Birmingham's picture split by job (issue 23, point 19): the package
``brass_rules.birmingham.picture`` draws byte for byte what ``birmingham/svg.py`` drew, each of
its modules has one job and stays small, and the old import paths still work."""

from __future__ import annotations

import ast
import importlib
import json
from pathlib import Path

import pytest
from tests.render.birmingham_picture_digests import PATH, POSITIONS, pictures, position, record

import brass_rules as br

PACKAGE = Path(br.__file__).parent / "birmingham" / "picture"
#: Each module of the picture and the names it draws (its job).
JOBS = {
    "layout": {"LAYOUT", "view", "box_size", "box_origin", "slot_origin", "link_label_point"},
    "pieces": {"PLAYER_COLOURS", "badge", "resource", "built_tile", "empty_slot"},
    "board": {"location", "merchant", "link"},
    "panel": {"header", "market", "player"},
    "legend": {"legend", "key"},
    "__init__": {"render_svg"},
}


def test_the_picture_is_byte_for_byte_what_it_was() -> None:
    assert record() == json.loads(PATH.read_text(encoding="utf-8"))


def test_the_digests_tell_the_pictures_apart() -> None:
    """The digested set shows different things: a changed picture changes a digest."""
    digests = [d for by_view in record().values() for d in by_view.values()]
    assert len(set(digests)) == len(digests)
    state = position(*POSITIONS[0])
    table = dict(pictures(state))["table"]
    assert table.replace("P0", "P9") != table


def _defined(module: Path) -> set[str]:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    names = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


@pytest.mark.parametrize("job", sorted(JOBS))
def test_each_module_has_its_job_and_stays_small(job: str) -> None:
    module = PACKAGE / f"{job}.py"
    lines = module.read_text(encoding="utf-8").count("\n")
    assert lines <= 300, f"{module.name} has {lines} lines"
    assert JOBS[job] <= _defined(module)
    others = set().union(*(names for other, names in JOBS.items() if other != job))
    assert not (others & _defined(module)), "a job drawn in two modules"
    assert not (PACKAGE.parent / "svg.py").exists()


@pytest.mark.parametrize("old", ["brass_rules.birmingham.svg", "brass_rules.svg"])
def test_the_old_import_paths_give_the_package(old: str) -> None:
    picture = importlib.import_module("brass_rules.birmingham.picture")
    assert importlib.import_module(old) is picture
    module = importlib.import_module(old)
    assert module.render_svg is br.render_svg is picture.render_svg
    assert module.LAYOUT["Birmingham"] == (640, 870)
    assert module.PLAYER_COLOURS == picture.pieces.PLAYER_COLOURS
    assert callable(module.link_label_point)
