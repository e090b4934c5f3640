"""The building effects sit below the actions: no module of ``le_havre/buildings`` imports
``le_havre/actions``, not even inside a function (issue 23, point 18: the fee helpers the
Harbour Watch shares with entering live in ``le_havre/fees``)."""

from __future__ import annotations

import ast
from pathlib import Path

import brass_rules.le_havre.buildings as buildings


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_building_effects_never_import_the_actions() -> None:
    folder = Path(buildings.__file__).parent
    bad = {
        f"{path.name}: {name}"
        for path in sorted(folder.glob("*.py"))
        for name in _imports(path)
        if name.startswith("brass_rules.le_havre.actions")
    }
    assert bad == set()
