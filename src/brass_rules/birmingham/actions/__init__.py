"""The actions: one module each, with ``validate``, ``apply`` and ``candidates``."""
