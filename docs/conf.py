"""Sphinx configuration for brass_rules."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

project = "brass_rules"
author = "brass_rules contributors"
copyright = "2024, brass_rules contributors"

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
]

autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "show-inheritance": True}
autodoc_typehints = "description"

# Docstring examples are written in their module's namespace; the doctest builder runs them in one
# shared namespace, so it gets the public names of the package and of its data modules.
doctest_global_setup = """
import brass_rules as br
from brass_rules import *
from brass_rules.components import *
from brass_rules.board import BIRMINGHAM
"""

exclude_patterns = ["_build"]
html_theme = "alabaster"
html_static_path: list[str] = []
