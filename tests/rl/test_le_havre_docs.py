"""docs/rl.rst holds Le Havre's tables as the code makes them; the modules' examples run."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

pytest.importorskip("numpy")

from tests.rl.le_havre_tables import action_table, field_table

PAGE = Path(__file__).resolve().parents[2] / "docs" / "rl.rst"


def test_the_table_of_ids_is_the_codes() -> None:
    assert action_table() in PAGE.read_text(encoding="utf-8")


def test_the_table_of_fields_is_the_codes() -> None:
    assert field_table() in PAGE.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "name",
    [
        "brass_rules.le_havre.rl",
        "brass_rules.le_havre.rl.actions",
        "brass_rules.le_havre.rl.observation",
    ],
)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), verbose=False)
    assert result.attempted > 0
    assert result.failed == 0
