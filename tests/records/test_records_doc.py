"""The examples of docs/records.rst run, exception messages included (Sphinx's doctest builder
ignores exception details; this test does not)."""

from __future__ import annotations

import doctest
from pathlib import Path

import brass_rules as br

DOC = Path(__file__).resolve().parents[2] / "docs" / "records.rst"


def test_the_records_page_examples_hold() -> None:
    result = doctest.testfile(
        str(DOC),
        module_relative=False,
        globs={"br": br},
        optionflags=doctest.ELLIPSIS,
        report=True,
    )
    assert result.attempted > 20
    assert result.failed == 0
