"""The examples of docs/le_havre and of the package's docstrings run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import brass_rules.le_havre as lh_package

DOCS = Path(__file__).resolve().parents[2] / "docs" / "le_havre"


@pytest.mark.parametrize("page", sorted(DOCS.glob("*.rst")), ids=lambda p: p.name)
def test_page_examples_hold(page: Path) -> None:
    result = doctest.testfile(
        str(page), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False
    )
    assert result.failed == 0


def _modules() -> list[str]:
    return sorted(
        info.name for info in pkgutil.walk_packages(lh_package.__path__, "brass_rules.le_havre.")
    )


@pytest.mark.parametrize("name", ["brass_rules.le_havre", *_modules()])
def test_docstring_examples_hold(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_no_doc_links_outside_the_repository() -> None:
    for page in DOCS.rglob("*"):
        if page.is_file():
            assert "../" not in page.read_text(encoding="utf-8"), page.name
