"""Every Le Havre rule ID is named by a ``@pytest.mark.rule`` here, the IDs match the rules, and
every rule has a positive, a negative and an edge test.

The kind of a test is read from its name: ``negative`` (the rule refuses something) and ``edge``
(the last token, a limit, a player count or game length at its end) where the name says so; a
test whose name says neither is a positive test (``positive`` may also be written). A name may
carry several kinds. ``GAPS`` lists, per rule, the kinds that still have no test: the meta-test
requires it to be exact, so it shrinks as tests are added and no new gap can appear unnoticed.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from brass_rules import le_havre as lh
from brass_rules.le_havre.rules import LHRule
from tests.le_havre.rule_gaps import GAPS

HERE = Path(__file__).resolve().parent
RULES = Path(__file__).resolve().parents[2] / ".." / "shared" / "rules" / "le_havre.md"
KINDS = ("positive", "negative", "edge")


def _kinds_of(name: str) -> set[str]:
    found = {k for k in ("negative", "edge") if k in name}
    if "positive" in name or not found:
        found.add("positive")
    return found


@cache
def _covered() -> dict[str, set[str]]:
    """Rule ID -> the kinds of the tests marked with it."""
    found: dict[str, set[str]] = defaultdict(set)
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and ast.unparse(deco.func).endswith("mark.rule"):
                    for arg in deco.args:
                        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                            found[arg.value] |= _kinds_of(node.name)
    return found


def test_marks_name_only_real_rules() -> None:
    assert set(_covered()) <= {r.value for r in LHRule}
    assert set(GAPS) <= {r.value for r in LHRule}


@pytest.mark.parametrize("rule", [r.value for r in LHRule])
def test_every_rule_has_a_test_and_a_text(rule: str) -> None:
    assert rule in _covered(), f"no test is marked @pytest.mark.rule({rule!r})"
    assert lh.rule_text(rule)


@pytest.mark.parametrize("rule", [r.value for r in LHRule])
def test_every_rule_has_a_positive_a_negative_and_an_edge_test(rule: str) -> None:
    missing = {k for k in KINDS if k not in _covered().get(rule, set())}
    assert missing == set(GAPS.get(rule, ())), (
        f"{rule}: missing {sorted(missing)}; GAPS says {sorted(GAPS.get(rule, ()))} "
        "(add the tests, or correct GAPS)"
    )


def test_no_rule_misses_a_positive_test() -> None:
    assert not [r for r, kinds in GAPS.items() if "positive" in kinds]


def test_rule_ids_match_the_rules_file() -> None:
    if not RULES.parent.is_dir():
        pytest.skip("the shared rules file is not available")
    ids = re.findall(r"^- (LH-[A-Z0-9-]+):", RULES.read_text(encoding="utf-8"), re.MULTILINE)
    assert ids == [r.value for r in LHRule]
