"""Every notebook of ``examples/`` executes in a real Jupyter kernel, as a reader would run it
(nbconvert and ipykernel are in the ``[dev]`` extra, so CI runs it; skipped only without them)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbconvert.preprocessors")
pytest.importorskip("ipykernel")

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "examples").glob("*.ipynb"))


def test_there_are_notebooks() -> None:
    assert NOTEBOOKS


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_notebook_executes_and_shows_pictures(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the kernel imports this checkout's package, whether or not it is installed
    src = str(ROOT / "src")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([src, os.environ.get("PYTHONPATH", "")]))
    notebook = nbformat.read(path, as_version=4)
    runner = nbclient.ExecutePreprocessor(timeout=300, kernel_name="python3")
    runner.preprocess(notebook, {"metadata": {"path": str(path.parent)}})
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    pictures = [o for o in outputs if "image/svg+xml" in o.get("data", {})]
    assert pictures, "no cell showed a picture"
    for picture in pictures:
        assert "<svg" in picture["data"]["image/svg+xml"]
