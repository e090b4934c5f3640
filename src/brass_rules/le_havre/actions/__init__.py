"""The moves' rules, one module per move type: ``validate``, ``apply`` and ``candidates``."""
