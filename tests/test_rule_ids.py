"""``brass_rules.birmingham.rules.Rule`` has exactly one member per ``- R-...:`` entry of the rules
file.

The rules file is ``../shared/rules/brass_birmingham.md`` beside the repository; when that is not
there, the copy in ``tests/reference/`` is used, so this test never skips.
"""

from __future__ import annotations

import re
from pathlib import Path

from brass_rules import Rule

REPO = Path(__file__).resolve().parents[1]
SHARED_RULES = REPO / ".." / "shared" / "rules" / "brass_birmingham.md"
COPY_RULES = REPO / "tests" / "reference" / "brass_birmingham.md"
RULES_FILE = SHARED_RULES if SHARED_RULES.is_file() else COPY_RULES

ENTRY = re.compile(r"^- (R-[A-Z0-9]+(?:-[A-Z0-9]+)*):", re.MULTILINE)


def _ids(path: Path) -> list[str]:
    return ENTRY.findall(path.read_text(encoding="utf-8"))


def test_the_rules_file_has_entries() -> None:
    ids = _ids(RULES_FILE)
    assert len(ids) > 50
    assert len(ids) == len(set(ids)), "an ID appears twice in the rules file"


def test_rule_members_match_the_rules_file_exactly() -> None:
    in_file = _ids(RULES_FILE)
    in_enum = [rule.value for rule in Rule]
    assert sorted(in_enum) == sorted(in_file)
    missing = set(in_file) - set(in_enum)
    extra = set(in_enum) - set(in_file)
    assert not missing and not extra, f"missing from Rule: {missing}; not in the file: {extra}"


def test_rule_members_follow_the_file_order() -> None:
    assert [rule.value for rule in Rule] == _ids(RULES_FILE)


def test_member_names_are_the_ids_without_prefix() -> None:
    for rule in Rule:
        assert rule.name == rule.value.removeprefix("R-").replace("-", "_")
        assert str(rule) == rule.value


def test_the_copy_in_tests_reference_is_current() -> None:
    """The fallback copy must list the same IDs as the shared file (when that one is present)."""
    if SHARED_RULES.is_file():
        assert _ids(COPY_RULES) == _ids(SHARED_RULES)
    else:
        assert _ids(COPY_RULES)
