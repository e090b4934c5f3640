"""Building rule violations with Le Havre rule IDs."""

from __future__ import annotations

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.rules import LHRule


def violation(rule: LHRule, message: str) -> RuleViolation:
    """A :class:`RuleViolation` naming a Le Havre rule (its ``rule`` is an :class:`LHRule`)."""
    return RuleViolation(rule, message)
