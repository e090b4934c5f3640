"""Shared test configuration: Hypothesis profiles.

``ci`` (the default) keeps property tests quick; ``long`` runs many more examples. Choose with the
``HYPOTHESIS_PROFILE`` environment variable, e.g. ``HYPOTHESIS_PROFILE=long python -m pytest``.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "long",
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
