"""``examples/board.ipynb`` runs: its code cells are executed in order, as Jupyter would, without
Jupyter; each cell's last expression is displayed through ``_repr_svg_`` when it has one."""

from __future__ import annotations

import ast
import contextlib
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import brass_rules as br

NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "board.ipynb"


def run_cells(cells: list[dict[str, Any]]) -> tuple[dict[str, Any], list[object], str]:
    """Execute the code cells; return the namespace, the displayed values and the printed text."""
    namespace: dict[str, Any] = {"__name__": "__main__"}
    shown: list[object] = []
    out = io.StringIO()
    for number, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]), filename=f"{NOTEBOOK.name}[{number}]")
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        with contextlib.redirect_stdout(out):
            exec(compile(tree, f"{NOTEBOOK.name}[{number}]", "exec"), namespace)
            if last is not None:
                expr = ast.Expression(last.value)
                value = eval(compile(expr, f"{NOTEBOOK.name}[{number}]", "eval"), namespace)
                if value is not None:
                    shown.append(value)
    return namespace, shown, out.getvalue()


def test_the_notebook_is_a_version_4_notebook_without_outputs() -> None:
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    assert notebook["nbformat"] == 4 and notebook["metadata"]["kernelspec"]["language"] == "python"
    kinds = [cell["cell_type"] for cell in notebook["cells"]]
    assert set(kinds) == {"markdown", "code"} and kinds.count("code") >= 3
    ids = [cell["id"] for cell in notebook["cells"]]
    assert len(set(ids)) == len(ids)
    for cell in notebook["cells"]:
        assert isinstance(cell["source"], list)
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None


def test_the_notebook_runs_and_shows_states_and_observations_as_svg() -> None:
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    namespace, shown, printed = run_cells(notebook["cells"])
    pictures = [value._repr_svg_() for value in shown if hasattr(value, "_repr_svg_")]
    assert len(pictures) == 3
    for svg in pictures:
        assert ET.fromstring(svg).tag == "{http://www.w3.org/2000/svg}svg"
    assert isinstance(shown[0], br.GameState) and isinstance(shown[2], br.Observation)
    state = namespace["state"]
    assert state != br.new_game(players=3, seed=7)  # the random moves were played
    assert f"P{state.to_move} holds" in printed and "Coal market" in printed
