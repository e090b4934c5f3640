"""Which build is running: the mypyc-compiled one or pure Python (``br.COMPILED``).

This module itself always stays Python. A module compiled by mypyc is loaded from an
extension module (``.so``/``.pyd``), so where :mod:`brass_rules.kit.buildmark` (always one of
the compiled modules, see ``setup.py``) was loaded from tells.
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES

from brass_rules.kit import buildmark as _compiled_in_the_compiled_build


def _is_extension(path: str | None) -> bool:
    return path is not None and any(path.endswith(suffix) for suffix in EXTENSION_SUFFIXES)


COMPILED: bool = _is_extension(_compiled_in_the_compiled_build.__file__)
"""True when the engine runs as mypyc-compiled code (``BRASS_RULES_COMPILE=1`` at install)."""
