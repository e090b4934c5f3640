"""The examples in the docstrings of the agents and self-play modules run."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["brass_rules.agents", "brass_rules.selfplay"])
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), verbose=False)
    assert result.attempted > 0
    assert result.failed == 0
