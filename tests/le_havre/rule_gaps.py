"""The kinds of test (positive, negative, edge) each Le Havre rule still lacks.

``test_rule_coverage.py`` requires this table to be exact: empty now that every rule has all three
kinds; a rule that loses a kind of test must be listed here (and the gap reported) or the suite
fails.
"""

from __future__ import annotations

GAPS: dict[str, tuple[str, ...]] = {}
