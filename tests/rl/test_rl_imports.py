"""The rl package has no import circle, counting the imports inside functions too (issue 23:
``rl.generic`` and ``rl.spec`` imported each other)."""

from __future__ import annotations

import ast
from pathlib import Path

RL = Path(__file__).resolve().parents[2] / "src" / "brass_rules" / "rl"


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return found


def test_no_rl_module_imports_one_that_imports_it() -> None:
    modules = {f"brass_rules.rl.{p.stem}": p for p in RL.glob("*.py") if p.stem != "__init__"}
    graph = {m: _imports(p) & set(modules) for m, p in modules.items()}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph[start]:
            if nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt})):
                return True
        return False

    circles = sorted(m for m in modules if reaches(m, m, {m}))
    assert circles == []
    assert "brass_rules.rl.spec" not in graph["brass_rules.rl.generic"]
