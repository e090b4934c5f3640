"""A module the compiled build always compiles, so that where it was loaded from tells which
build is running (:data:`brass_rules.COMPILED`; see ``setup.py``). It holds nothing else."""

from __future__ import annotations

MARK: str = "brass_rules"
"""A value, so that the module is not empty."""
