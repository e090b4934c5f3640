"""The web tests need the [web] extra (Starlette); without it they are skipped."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the [web] extra is not installed")
pytest.importorskip("httpx", reason="Starlette's test client needs httpx ([dev])")
