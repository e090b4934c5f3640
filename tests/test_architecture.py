"""The tree shows the design: the platform, the shared kit and each game in their own places.

- No import circle between modules (module-level imports).
- The kit and the errors know no game and nothing of the platform above them.
- A game imports only the shared pieces (errors, kit, the game protocol) and itself: never
  another game, never the platform layers built on games (records, agents, self-play, rl, cli).
- No platform module imports a game's internals: it reaches games through the registry. The one
  exception is the package's ``__init__``, whose top-level names are Birmingham's by contract.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "brass_rules"
GAMES = ("birmingham", "le_havre")
SHARED = (
    "brass_rules.errors",
    "brass_rules.kit",
    "brass_rules.game",
    "brass_rules.hooks",
    "brass_rules.registry",
)


def _module_name(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _resolve(importer: str, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = importer.split(".")
    is_package = MODULES[importer].name == "__init__.py"
    base = base[: len(base) - node.level + (1 if is_package else 0)]
    return ".".join([*base, node.module] if node.module else base)


def _imports(name: str, *, top_level_only: bool) -> set[str]:
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(name, node)
            for alias in node.names:
                full = f"{target}.{alias.name}"
                found.add(full if full in MODULES else target)
    return {m for m in found if m.startswith("brass_rules")}


def _owner(module: str) -> str:
    """``birmingham``/``le_havre`` for a game's modules, else ``platform``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in GAMES else "platform"


def _is_shared(module: str) -> bool:
    return any(module == s or module.startswith(s + ".") for s in SHARED)


def test_there_is_no_import_circle() -> None:
    graph = {m: {i for i in _imports(m, top_level_only=True) if i in MODULES} for m in MODULES}
    # Tarjan's strongly connected components: every one must be a single module (a package
    # importing its own submodules and those importing siblings through the package is not a
    # circle of modules, so a package __init__ is left out of its submodules' edges)
    for m, targets in graph.items():
        graph[m] = {t for t in targets if not m.startswith(t + ".")}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    assert circles == []


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _is_shared(m)))
def test_the_shared_pieces_know_no_game_and_no_platform_layer(module: str) -> None:
    for target in _imports(module, top_level_only=False):
        assert _is_shared(target), f"{module} imports {target}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _owner(m) != "platform"))
def test_a_game_imports_only_itself_and_the_shared_pieces(module: str) -> None:
    game = _owner(module)
    for target in _imports(module, top_level_only=False):
        assert _owner(target) == game or _is_shared(target), f"{module} imports {target}"


@pytest.mark.parametrize(
    "module",
    sorted(m for m in MODULES if _owner(m) == "platform" and m not in {"brass_rules"}),
)
def test_no_platform_module_imports_a_game(module: str) -> None:
    for target in _imports(module, top_level_only=False):
        assert _owner(target) == "platform", f"{module} imports {target}"


#: The names of the registered games, as a platform module would have to spell them to test one.
GAME_NAMES = frozenset({"brass_birmingham", "le_havre", "DEFAULT_GAME"})


def _names_a_game(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in GAME_NAMES
    if isinstance(node, ast.Name | ast.Attribute):
        return (node.id if isinstance(node, ast.Name) else node.attr) == "DEFAULT_GAME"
    return False


def _game_tests(module: str) -> list[str]:
    """Where *module* decides by a game's name: a comparison with a game name (or
    ``DEFAULT_GAME``), or a table keyed by game names."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            if any(_names_a_game(side) for side in (node.left, *node.comparators)):
                found.append(f"line {node.lineno}: {ast.unparse(node)[:80]}")
        elif isinstance(node, ast.Dict):
            if any(k is not None and _names_a_game(k) for k in node.keys):
                found.append(f"line {node.lineno}: a table keyed by game names")
        elif isinstance(node, ast.MatchValue) and _names_a_game(node.value):
            found.append(f"line {node.lineno}: case {ast.unparse(node.value)}")
    return found


@pytest.mark.parametrize(
    "module",
    # the registry maps names to games: that is its job
    sorted(m for m in MODULES if _owner(m) == "platform" and m != "brass_rules.registry"),
)
def test_no_platform_module_tests_a_game_name(module: str) -> None:
    """Every text and behaviour that differs between games comes from the game's own hooks
    (:mod:`brass_rules.game`): the platform never branches on which game it is."""
    assert _game_tests(module) == []


def test_the_game_name_check_finds_a_name_test() -> None:
    sample = ast.parse('if game.name == DEFAULT_GAME or name != "le_havre": x = {"le_havre": 1}')
    tests = [n for n in ast.walk(sample) if isinstance(n, ast.Compare | ast.Dict)]
    assert len(tests) == 3 and all(
        any(_names_a_game(s) for s in ((t.left, *t.comparators) if isinstance(t, ast.Compare)
                                      else [k for k in t.keys if k is not None]))
        for t in tests
    )
