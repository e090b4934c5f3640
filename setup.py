"""Build script: pure Python by default; ``BRASS_RULES_COMPILE=1`` compiles the engine with mypyc.

All metadata lives in ``pyproject.toml``. This file only adds the mypyc extension modules, and
only when asked: a plain ``pip install .`` stays pure Python and needs no mypy. The in-tree
backend (``buildtools/brass_build.py``) puts mypy in the build environment when compiling.
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

COMPILE_ENV = "BRASS_RULES_COMPILE"
PACKAGE = Path("src") / "brass_rules"

#: What mypyc compiles: the engine core (every move, every legal-move listing goes through
#: these), as paths under src/brass_rules; a folder means each of its modules but __init__.py.
#: Everything else stays pure Python, notably:
#:   errors.py and setup.py: exception classes with two built-in bases, e.g.
#:     UnknownNameError(BrassError, KeyError), which mypyc cannot make native classes;
#:   _build.py: tells which build runs (br.COMPILED), so it must stay Python;
#:   package __init__ files (re-exports only), the demo, the command line, the text helpers.
COMPILED = [
    "actions/",
    "board/",
    "scoring/",
    "components.py",
    "engine.py",
    "enums.py",
    "flow.py",
    "moves.py",
    "network.py",
    "ops.py",
    "resources.py",
    "rules.py",
    "state.py",
]


def compiling() -> bool:
    """True when the environment asks for the mypyc-compiled build."""
    return os.environ.get(COMPILE_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


def compiled_modules() -> list[str]:
    """Paths of the modules mypyc compiles (see COMPILED)."""
    paths: list[str] = []
    for entry in COMPILED:
        target = PACKAGE / entry
        if entry.endswith("/"):
            paths += [p.as_posix() for p in target.glob("*.py") if p.name != "__init__.py"]
        else:
            paths.append(target.as_posix())
    return sorted(paths)


if compiling():
    from mypyc.build import mypycify

    setup(ext_modules=mypycify(compiled_modules(), opt_level="3", debug_level="0"))
else:
    setup()
