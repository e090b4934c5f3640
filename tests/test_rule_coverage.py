"""Every rule ID (``br.Rule``) is named by at least one ``@pytest.mark.rule(...)`` in ``tests/``.

A rule without a test fails here. The marks are found in the test files' text, in any of the
forms ``mark.rule("R-...")``, ``mark.rule(Rule.X)``, ``mark.rule(br.Rule.X)``, and with several
IDs in one mark (``mark.rule("R-A", "R-B")``).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

import brass_rules as br

TESTS = Path(__file__).resolve().parent
MARK = re.compile(r"mark\.rule\(([^)]*)\)", re.DOTALL)
ID = re.compile(r"""["'](R-[A-Z0-9-]+)["']""")
MEMBER = re.compile(r"\bRule\.([A-Z0-9_]+)")


@cache
def covered_ids() -> dict[str, set[str]]:
    """Rule ID -> the test files whose marks name it."""
    found: dict[str, set[str]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        for args in MARK.findall(text):
            ids = set(ID.findall(args))
            ids |= {
                br.Rule[name].value for name in MEMBER.findall(args) if name in br.Rule.__members__
            }
            for rule_id in ids:
                found.setdefault(rule_id, set()).add(str(path.relative_to(TESTS)))
    return found


def test_the_scanner_finds_marks() -> None:
    found = covered_ids()
    assert "R-SETUP-PLAYERS" in found
    assert "rules/test_setup.py" in found["R-SETUP-PLAYERS"]


def test_marks_name_only_real_rules() -> None:
    known = {rule.value for rule in br.Rule}
    unknown = sorted(set(covered_ids()) - known)
    assert not unknown, f"marks name IDs that are not rules: {unknown}"


@pytest.mark.parametrize("rule", [r.value for r in br.Rule])
def test_every_rule_has_a_test(rule: str) -> None:
    assert rule in covered_ids(), f"no test is marked @pytest.mark.rule({rule!r})"
