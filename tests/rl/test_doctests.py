"""The examples in the docstrings of the RL modules run."""

from __future__ import annotations

import doctest
import importlib

import pytest

pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")


@pytest.mark.parametrize(
    "name",
    [
        "brass_rules.rl",
        "brass_rules.birmingham.rl.actions",
        "brass_rules.birmingham.rl.observation",
        "brass_rules.rl.rewards",
        "brass_rules.rl.spec",
        "brass_rules.rl.generic",
        "brass_rules.birmingham.rl",
        "brass_rules.pettingzoo",
    ],
)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), verbose=False)
    assert result.attempted > 0
    assert result.failed == 0


@pytest.mark.parametrize(("page", "examples"), [("rl.rst", 10), ("openspiel.rst", 10)])
def test_the_rl_docs_pages_run(page: str, examples: int) -> None:
    pytest.importorskip("pyspiel")
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "docs" / page
    result = doctest.testfile(str(path), module_relative=False, verbose=False)
    assert result.attempted > examples
    assert result.failed == 0
