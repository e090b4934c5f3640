"""The rule cross-reference, generated from the rules reference, the code and the tests.

For every rule ID (``brass_rules.Rule``): the rule's text (``brass_rules.birmingham.rule_text.RULE_TEXT``,
generated from ``tests/reference/brass_birmingham.md``), the engine functions that cite it in a
``RuleViolation`` (``Rule.X`` in ``src/``), the functions whose code or comments mention the ID,
and the tests marked ``@pytest.mark.rule`` with it.

:func:`crossref_rst` returns the page body as reStructuredText. As a Sphinx extension (listed in
``docs/conf.py``) this module provides the ``rule-crossref`` directive, which inserts that body
when the docs are built, so the page never goes stale; ``python docs/rules/crossref_ext.py``
prints it.
"""

from __future__ import annotations

import ast
import importlib
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "brass_rules"
TESTS = ROOT / "tests"

_ID = re.compile(r"\bR-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
_QUOTED_ID = re.compile(r"""["'](R-[A-Z0-9-]+)["']""")
_MEMBER = re.compile(r"\bRule\.([A-Z0-9_]+)")
_MARK = re.compile(r"mark\.rule\(([^)]*)\)", re.DOTALL)
_CODE = re.compile(r"`([^`]+)`")


@dataclass
class RuleEntry:
    """Everything the page says about one rule."""

    rule: str
    text: str = ""
    cited: dict[str, set[str]] = field(default_factory=dict)
    """Module -> functions that build a violation with ``Rule.X``."""
    mentioned: dict[str, set[str]] = field(default_factory=dict)
    """Module -> functions whose code, docstrings or comments name the ID."""
    tests: dict[str, set[str]] = field(default_factory=dict)
    """Test file -> tests marked with the rule."""


def _package_module(name: str) -> ModuleType:
    """The module *name* of the package in ``src/`` (whether or not it is installed)."""
    sys.path.insert(0, str(SRC.parent))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(SRC.parent))


def rule_texts() -> dict[str, str]:
    """Rule ID -> its text (the package's ``RULE_TEXT``), Markdown code spans as reST literals."""
    texts: dict[str, str] = _package_module("brass_rules.birmingham.rule_text").RULE_TEXT
    return {rule: _CODE.sub(r"``\1``", text) for rule, text in texts.items()}


def _functions(tree: ast.AST) -> list[tuple[int, int, str]]:
    """(first line, last line, qualified name) of every function and class, outermost first."""
    spans: list[tuple[int, int, str]] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                spans.append((first, child.end_lineno or child.lineno, name))
                visit(child, name + ".")
            else:
                visit(child, prefix)

    visit(tree, "")
    return spans


def _enclosing(spans: list[tuple[int, int, str]], line: int) -> str:
    best = "(module)"
    for first, last, name in spans:
        if first <= line <= last:
            best = name  # later spans are nested deeper
    return best


def _module_name(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _scan_src(entries: dict[str, RuleEntry], members: dict[str, str]) -> None:
    for path in sorted(SRC.rglob("*.py")):
        if path.name in {"rules.py", "rule_text.py"}:
            continue  # the lists of all rules, not uses of one
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        spans = _functions(tree)
        module = _module_name(path)
        cited_lines: set[tuple[str, int]] = set()
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "Rule"
                and node.attr in members
            ):
                rule = members[node.attr]
                where = _enclosing(spans, node.lineno)
                entries[rule].cited.setdefault(module, set()).add(where)
                cited_lines.add((rule, node.lineno))
        for number, line in enumerate(text.splitlines(), start=1):
            for rule in set(_ID.findall(line)):
                if rule in entries and (rule, number) not in cited_lines:
                    where = _enclosing(spans, number)
                    entries[rule].mentioned.setdefault(module, set()).add(where)


def _mark_ids(args: str, members: dict[str, str]) -> set[str]:
    ids = set(_QUOTED_ID.findall(args))
    ids |= {members[name] for name in _MEMBER.findall(args) if name in members}
    return ids


def _segment(lines: list[str], node: ast.expr | ast.stmt) -> str:
    """The source lines of *node* (whole lines: enough to find the marks in them)."""
    return "\n".join(lines[node.lineno - 1 : node.end_lineno or node.lineno])


def _visit_tests(
    node: ast.AST,
    inherited: set[str],
    prefix: str,
    lines: list[str],
    rel: str,
    entries: dict[str, RuleEntry],
    members: dict[str, str],
) -> None:
    """Record the rule marks of every test under *node* (class marks apply to their methods)."""
    for child in ast.iter_child_nodes(node):
        if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        ids = set(inherited)
        for decorator in child.decorator_list:
            segment = _segment(lines, decorator)
            for args in _MARK.findall(segment):
                ids |= _mark_ids(args, members)
        name = prefix + child.name
        if isinstance(child, ast.ClassDef):
            _visit_tests(child, ids, name + "::", lines, rel, entries, members)
        elif child.name.startswith("test"):
            for rule in ids:
                if rule in entries:
                    entries[rule].tests.setdefault(rel, set()).add(name)


def _scan_tests(entries: dict[str, RuleEntry], members: dict[str, str]) -> None:
    for path in sorted(TESTS.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "mark.rule" not in text:
            continue
        tree = ast.parse(text)
        lines = text.splitlines()
        rel = path.relative_to(ROOT).as_posix()
        module_ids: set[str] = set()
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
            ):
                segment = _segment(lines, node)
                for args in _MARK.findall(segment):
                    module_ids |= _mark_ids(args, members)
        _visit_tests(tree, module_ids, "", lines, rel, entries, members)


def collect() -> dict[str, RuleEntry]:
    """Every rule ID (``brass_rules.Rule`` order) with its text, code places and tests."""
    members = {member.name: member.value for member in _package_module("brass_rules.birmingham.rules").Rule}
    texts = rule_texts()
    entries = {rule: RuleEntry(rule, texts.get(rule, "")) for rule in members.values()}
    _scan_src(entries, members)
    _scan_tests(entries, members)
    return entries


def _places(found: dict[str, set[str]]) -> str:
    return "; ".join(
        f"``{module}``: " + ", ".join(f"``{name}``" for name in sorted(names))
        for module, names in sorted(found.items())
    )


def crossref_rst(entries: dict[str, RuleEntry] | None = None) -> str:
    """The body of the cross-reference page (without its title)."""
    entries = collect() if entries is None else entries
    lines = [
        "For every rule ID: the rule's text, the engine functions that reject a move citing it "
        "(*Cited in*), the other code that names it (*Mentioned in*) and the tests marked "
        "``@pytest.mark.rule`` with it (*Tests*). The page is generated from the rules "
        "reference, ``src/`` and ``tests/`` each time the documentation is built.",
        "",
    ]
    for entry in entries.values():
        lines += [
            f".. _crossref-{entry.rule}:",
            "",
            entry.rule,
            "-" * len(entry.rule),
            "",
            entry.text or "(no text in the rules reference)",
            "",
        ]
        cited = _places(entry.cited) or "- (no move is rejected under this rule)"
        lines.append(f":Cited in: {cited}")
        lines.append(f":Mentioned in: {_places(entry.mentioned) or '-'}")
        tests = sum(len(names) for names in entry.tests.values())
        lines.append(f":Tests ({tests}): {_places(entry.tests) or 'none'}")
        lines.append("")
    return "\n".join(lines)


def setup(app: Any) -> dict[str, Any]:
    """Register the ``rule-crossref`` directive with Sphinx."""
    from docutils.statemachine import StringList
    from sphinx.util.docutils import SphinxDirective
    from sphinx.util.nodes import nested_parse_with_titles

    class RuleCrossref(SphinxDirective):
        has_content = False

        def run(self) -> list[Any]:
            for path in (*SRC.rglob("*.py"), *TESTS.rglob("*.py")):
                self.env.note_dependency(str(path))
            source = self.get_source_info()[0]
            body = StringList()
            for number, line in enumerate(crossref_rst().splitlines()):
                body.append(line, source, number)
            node = self._container()
            nested_parse_with_titles(self.state, body, node)
            return list(node.children)

        @staticmethod
        def _container() -> Any:
            from docutils import nodes

            return nodes.section()

    app.add_directive("rule-crossref", RuleCrossref)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}


if __name__ == "__main__":
    print(crossref_rst())
