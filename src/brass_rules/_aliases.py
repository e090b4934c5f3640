"""The old import paths of Birmingham's modules, kept working (the one alias table).

Before the platform served several games, Birmingham's engine lived at the top of the package
(``brass_rules.state``, ``brass_rules.engine``, ``brass_rules.records.notation``, ...). Those
paths still import, and give the very module objects of their new homes (never copies): a finder
on ``sys.meta_path`` maps each old name, and every name below it, to the new one.

>>> import brass_rules.state, brass_rules.birmingham.state
>>> brass_rules.state is brass_rules.birmingham.state
True
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from types import ModuleType

__all__ = ["ALIASES", "install", "resolve"]

_BIRMINGHAM = (
    "actions", "board", "components", "engine", "enums", "flow", "guards", "hidden", "json",
    "keys", "moves", "network", "observe", "ops", "render", "resources", "rule_text", "rules",
    "scoring", "setup", "state", "text",
)  # fmt: skip

#: old module path -> new module path (a name below an old path maps below the new one).
ALIASES: dict[str, str] = {
    **{f"brass_rules.{m}": f"brass_rules.birmingham.{m}" for m in _BIRMINGHAM},
    "brass_rules.svg": "brass_rules.birmingham.picture",
    "brass_rules.birmingham.svg": "brass_rules.birmingham.picture",
    "brass_rules.json._read": "brass_rules.kit.jsonread",
    "brass_rules.records._limits": "brass_rules.kit.limits",
    "brass_rules.records.complete": "brass_rules.birmingham.complete",
    "brass_rules.records.notation": "brass_rules.birmingham.notation",
    "brass_rules.agents.heuristic": "brass_rules.birmingham.heuristic",
    "brass_rules.rl.actions": "brass_rules.birmingham.rl.actions",
    "brass_rules.rl.observation": "brass_rules.birmingham.rl.observation",
}


def resolve(name: str) -> str | None:
    """The new path of an old module path *name*, or ``None`` if *name* is not an old path."""
    best = None
    for old in ALIASES:
        if (name == old or name.startswith(old + ".")) and (best is None or len(old) > len(best)):
            best = old
    return None if best is None else ALIASES[best] + name[len(best) :]


class _Loader(importlib.abc.Loader):
    """Loads an old path as the module of its new path (the same object)."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.spec: importlib.machinery.ModuleSpec | None = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        module = importlib.import_module(self.target)
        self.spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        # the import system stamped the old name's spec on the module: give it back its own
        module.__spec__ = self.spec


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        new = resolve(fullname) if fullname.startswith("brass_rules.") else None
        if new is None:
            return None
        return importlib.util.spec_from_loader(fullname, _Loader(new))


_FINDER = _Finder()


def install() -> None:
    """Put the alias finder first on ``sys.meta_path`` (once)."""
    if not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _FINDER)
