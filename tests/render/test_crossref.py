"""The rule cross-reference page (``docs/rules/crossref_ext.py``): complete, correct, valid reST."""

from __future__ import annotations

import importlib.util
import re
import sys
import token
import tokenize
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from docutils import nodes
from docutils.core import publish_doctree

import brass_rules as br

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


@cache
def ext() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "crossref_ext", DOCS / "rules" / "crossref_ext.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("crossref_ext", module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@cache
def entries() -> dict[str, object]:
    return ext().collect()  # type: ignore[no-any-return]


@cache
def page() -> str:
    return ext().crossref_rst(entries())  # type: ignore[no-any-return]


def test_every_rule_has_a_section_with_its_text_from_the_rules_reference() -> None:
    texts = ext().rule_texts()
    assert set(texts) == {rule.value for rule in br.Rule}
    headings = re.findall(r"^(R-[A-Z0-9-]+)\n-+$", page(), re.MULTILINE)
    assert headings == [rule.value for rule in br.Rule]
    for rule in br.Rule:
        section = page().split(f"\n{rule.value}\n", 1)[1]
        assert section.split("\n\n", 2)[1].strip() == texts[rule.value]
    # a rule's text as the reference words it
    assert texts["R-BUILD-CANAL-ONE"].startswith(
        "In the Canal Era, after a build a player may have at most one tile in each location"
    )


@cache
def _rule_members_in_code(path: Path) -> set[str]:
    """The X of every ``Rule.X`` in the code of *path* (strings and comments are not code)."""
    with path.open("rb") as f:
        tokens = [t for t in tokenize.tokenize(f.readline) if t.type in (token.NAME, token.OP)]
    return {
        c.string
        for a, b, c in zip(tokens, tokens[1:], tokens[2:], strict=False)
        if a.string == "Rule" and b.string == "." and c.type == token.NAME
    }


def test_citations_are_exactly_the_modules_that_use_each_rule_member() -> None:
    src = ROOT / "src" / "brass_rules"
    for rule in br.Rule:
        expected = set()
        for path in src.rglob("*.py"):
            if path.name in {"rules.py", "rule_text.py"}:
                continue
            if rule.name in _rule_members_in_code(path):
                parts = path.relative_to(src.parent).with_suffix("").parts
                expected.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
        assert set(entries()[rule.value].cited) == expected, rule.value  # type: ignore[attr-defined]
    cited = entries()["R-BUILD-CANAL-ONE"].cited  # type: ignore[attr-defined]
    assert any(module.startswith("brass_rules.birmingham.actions.build") for module in cited)


def test_every_rule_lists_its_tests() -> None:
    for rule in br.Rule:
        tests = entries()[rule.value].tests  # type: ignore[attr-defined]
        assert tests, f"{rule.value} lists no test"
        for path, names in tests.items():
            text = (ROOT / path).read_text(encoding="utf-8")
            for name in names:
                assert f"def {name.split('::')[-1]}(" in text
    setup = entries()["R-SETUP-PLAYERS"].tests  # type: ignore[attr-defined]
    assert "tests/rules/test_setup.py" in setup


def test_the_page_is_valid_restructured_text() -> None:
    text = "Rule cross-reference\n====================\n\n" + page()
    doctree = publish_doctree(text, settings_overrides={"halt_level": 2, "report_level": 2})
    # the page title becomes the document's title; each rule is a section below it
    assert len(list(doctree.findall(nodes.section))) == len(br.Rule)


@pytest.mark.parametrize(
    ("path", "needle"),
    [
        ("conf.py", '"crossref_ext"'),
        ("rules/crossref.rst", ".. rule-crossref::"),
        ("index.rst", "rules/crossref"),
    ],
)
def test_the_docs_build_the_page(path: str, needle: str) -> None:
    assert needle in (DOCS / path).read_text(encoding="utf-8")
