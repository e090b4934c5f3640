"""In-tree build backend: setuptools, plus mypy when the compiled build is asked for.

``BRASS_RULES_COMPILE=1 python -m pip install .`` compiles the engine with mypyc (see
``setup.py``); mypyc comes with mypy, which must then be in the isolated build environment,
together with the runtime dependencies whose types it reads. A plain build needs none of them.
Editable installs are always pure Python (compiled modules next to the sources would shadow them).
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401  (re-exported hooks)
    build_wheel,
    get_requires_for_build_sdist,
)

COMPILE_ENV = "BRASS_RULES_COMPILE"
#: What mypyc needs at build time: mypy itself and the packages whose types the engine uses.
COMPILE_REQUIRES = ["mypy>=1.8", "attrs>=23.1", "cattrs>=23.1"]


def compiling() -> bool:
    """True when the environment asks for the mypyc-compiled build."""
    return os.environ.get(COMPILE_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    """Setuptools' requirements, plus mypy (and typed dependencies) when compiling."""
    # setuptools runs setup.py to collect its requirements: compile switch off, since mypy
    # is not there yet.
    requires: list[str] = list(_pure(_setuptools.get_requires_for_build_wheel, config_settings))
    if compiling():
        requires += COMPILE_REQUIRES
    return requires


def _pure(hook: Any, *args: Any) -> Any:
    """Run a setuptools hook with the compile switch off (editable installs stay pure)."""
    saved = os.environ.pop(COMPILE_ENV, None)
    try:
        return hook(*args)
    finally:
        if saved is not None:
            os.environ[COMPILE_ENV] = saved


def prepare_metadata_for_build_wheel(
    metadata_directory: str, config_settings: dict[str, Any] | None = None
) -> str:
    """Setuptools' metadata hook, compile switch off (the metadata is the same; this spares a
    second mypyc run: setup.py compiles when it is executed)."""
    result: str = _pure(
        _setuptools.prepare_metadata_for_build_wheel, metadata_directory, config_settings
    )
    return result


def build_sdist(sdist_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    """Setuptools' sdist (sources only, whatever the switch)."""
    result: str = _pure(_setuptools.build_sdist, sdist_directory, config_settings)
    return result


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    """Setuptools' requirements for an editable install (always pure Python)."""
    result: list[str] = _pure(_setuptools.get_requires_for_build_editable, config_settings)
    return result


def prepare_metadata_for_build_editable(
    metadata_directory: str, config_settings: dict[str, Any] | None = None
) -> str:
    """Setuptools' editable metadata hook, compile switch off."""
    result: str = _pure(
        _setuptools.prepare_metadata_for_build_editable, metadata_directory, config_settings
    )
    return result


def build_editable(
    wheel_directory: str,
    config_settings: dict[str, Any] | None = None,
    metadata_directory: str | None = None,
) -> str:
    """Setuptools' editable build, compile switch off."""
    result: str = _pure(
        _setuptools.build_editable, wheel_directory, config_settings, metadata_directory
    )
    return result
