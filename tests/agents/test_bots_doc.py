"""The examples of docs/bots.rst ("Writing a bot") run."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "bots.rst"


def test_the_bots_page_examples_hold() -> None:
    pytest.importorskip("ray")  # the [ray] extra
    pytest.importorskip("pettingzoo")  # the [rl] extra
    result = doctest.testfile(str(DOC), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 30
    assert result.failed == 0
