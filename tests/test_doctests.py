"""Every example in the docs and the docstrings runs in the test suite, as ``nox -s docs`` runs
them through Sphinx (which CI does not build): the examples read like the rulebook, and they stay
true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import brass_rules as br

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
# Pages with a test of their own (exception messages checked too).
OWN_TESTS = {"records.rst", "rl.rst", "openspiel.rst"}
# Modules of optional extras: the RL tests run their examples when the extras are installed.
EXTRAS = ("brass_rules.rl", "brass_rules.pettingzoo", "brass_rules.openspiel")


def _globs() -> dict[str, object]:
    """The namespace of the docs' examples: Sphinx's ``doctest_global_setup`` in docs/conf.py."""
    namespace: dict[str, object] = {}
    exec(  # the same lines as conf.py
        "import brass_rules as br\n"
        "from brass_rules import *\n"
        "from brass_rules.birmingham.components import *\n"
        "from brass_rules.birmingham.board import BIRMINGHAM\n",
        namespace,
    )
    return namespace


def _modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(br.__path__, "brass_rules."):
        if not info.name.startswith(EXTRAS):
            names.append(info.name)
    return sorted(names)


def _pages() -> list[Path]:
    pages = sorted(DOCS.glob("*.rst")) + sorted(DOCS.glob("rules/*.rst"))
    return [p for p in pages if p.name not in OWN_TESTS]


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0


@pytest.mark.parametrize("page", _pages(), ids=lambda p: str(p.relative_to(DOCS)))
def test_docs_page_examples_hold(page: Path) -> None:
    result = doctest.testfile(
        str(page),
        module_relative=False,
        globs=_globs(),
        optionflags=doctest.ELLIPSIS | doctest.IGNORE_EXCEPTION_DETAIL,
        verbose=False,
    )
    assert result.failed == 0


def test_the_docs_have_examples() -> None:
    assert sum(1 for p in _pages() if ">>> " in p.read_text(encoding="utf-8")) >= 10
