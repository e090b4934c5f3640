"""Build script: pure Python by default; ``BRASS_RULES_COMPILE=1`` compiles the engine with mypyc.

All metadata lives in ``pyproject.toml``. This file only adds the mypyc extension modules, and
only when asked: a plain ``pip install .`` stays pure Python and needs no mypy. The in-tree
backend (``buildtools/brass_build.py``) puts mypy in the build environment when compiling.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from setuptools import setup

COMPILE_ENV = "BRASS_RULES_COMPILE"
PACKAGE = Path("src") / "brass_rules"

#: What mypyc compiles, as paths under src/brass_rules (a folder: each of its modules but
#: __init__.py): the algorithms every legal-move listing and every move goes through, and
#: state.py, whose records (GameState, PlayerState, BuiltTile, MerchantSlot, InProgress) become
#: native classes (see kit/nativerecord.py), built natively by its copy functions (``changed``,
#: ``changed_player``) for every successor state. The rest stays pure Python, and behaves the
#: same in both builds:
#:   engine.py, guards.py and scoring/game_end.py: the public entry points check their
#:     arguments' types themselves (a compiled function would reject an ill-typed argument with
#:     its own bare TypeError before that check runs, and ``validate`` never raises on a move);
#:     engine.py keeps only those checks and the error paths, and calls turns.py for the work;
#:   moves.py, enums.py, rules.py, components.py, board/: data classes and lookups with nothing
#:     to gain (attrs writes the classes' methods in Python either way), whose public functions
#:     promise UnknownNameError for a bad name of any type;
#:   errors.py, setup.py: exception classes with two built-in bases, e.g.
#:     UnknownNameError(BrassError, KeyError), which mypyc cannot compile;
#:   _build.py: tells which build runs (br.COMPILED), so it must stay Python;
#:   package __init__ files, the JSON edges, rendering, text, the command line and the rest.
COMPILED = [
    "kit/buildmark.py",  # br.COMPILED looks at it: keep it compiled
    "kit/draws.py",  # the shuffle of every determinization and of the Rail Era
    "agents/iteration.py",  # the iterations of MCTSAgent's search (the agent classes stay Python)
    "agents/tree.py",  # the search tree of MCTSAgent
    "birmingham/actions/",
    "birmingham/scoring/era.py",
    "birmingham/flow.py",
    "birmingham/heuristic.py",  # the evaluation a search runs at every leaf
    "birmingham/interned.py",
    "birmingham/network.py",
    "birmingham/ops.py",
    "birmingham/resources.py",
    "birmingham/state.py",
    "birmingham/turns.py",  # the listing, sampling and carrying out behind engine.py's checks
    "birmingham/violations.py",
    # Le Havre's algorithms (its public entry points, moves, JSON and drawing stay Python for the
    # same reasons as Birmingham's), and bag.py and state.py, whose records (Bag, Offers,
    # PlayerState, GameState, Progress) become native classes (see kit/nativerecord.py):
    # compiled code reads their fields and builds them in C. (Bag and Offers are registered as
    # Mappings rather than derived from one, which mypyc cannot compile; state.py's other records
    # stay Python.)
    "le_havre/actions/",
    "le_havre/bag.py",
    "le_havre/buildings/",
    "le_havre/engine.py",
    "le_havre/evaluate.py",
    "le_havre/fees.py",
    "le_havre/flow.py",
    "le_havre/hidden.py",
    "le_havre/ops.py",
    "le_havre/payments.py",
    "le_havre/proposals.py",
    "le_havre/rounds.py",
    "le_havre/scoring.py",
    "le_havre/state.py",
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


def forget_previous_build() -> None:
    """Drop what an earlier build left in ``build/lib*`` to be packaged again.

    setuptools reuses that folder: a compiled build's extension modules would otherwise land in
    the next pure wheel (or a module no longer compiled would keep its old extension).
    """
    for lib in Path("build").glob("lib*"):
        shutil.rmtree(lib, ignore_errors=True)


forget_previous_build()
if compiling():
    from mypyc.build import mypycify

    # group_name: the shared library is brass_rules__mypyc, not a hash-named module.
    modules = mypycify(compiled_modules(), opt_level="3", debug_level="0", group_name="brass_rules")
    setup(ext_modules=modules)
else:
    setup()
