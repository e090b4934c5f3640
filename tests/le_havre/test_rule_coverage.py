"""Every Le Havre rule ID is named by a ``@pytest.mark.rule`` here, and the IDs match the rules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from brass_rules import le_havre as lh
from brass_rules.le_havre.rules import LHRule

HERE = Path(__file__).resolve().parent
RULES = Path(__file__).resolve().parents[2] / ".." / "shared" / "rules" / "le_havre.md"
MARK = re.compile(r"mark\.rule\(([^)]*)\)", re.DOTALL)
ID = re.compile(r"""["'](LH-[A-Z0-9-]+)["']""")


def _covered() -> set[str]:
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        for args in MARK.findall(path.read_text(encoding="utf-8")):
            found |= set(ID.findall(args))
    return found


def test_marks_name_only_real_rules() -> None:
    assert _covered() <= {r.value for r in LHRule}


@pytest.mark.parametrize("rule", [r.value for r in LHRule])
def test_every_rule_has_a_test_and_a_text(rule: str) -> None:
    assert rule in _covered(), f"no test is marked @pytest.mark.rule({rule!r})"
    assert lh.rule_text(rule)


def test_rule_ids_match_the_rules_file() -> None:
    if not RULES.parent.is_dir():
        pytest.skip("the shared rules file is not available")
    ids = re.findall(r"^- (LH-[A-Z0-9-]+):", RULES.read_text(encoding="utf-8"), re.MULTILINE)
    assert ids == [r.value for r in LHRule]
