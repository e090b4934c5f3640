"""state_key: a 64-bit key of a state, equal for equal states in every process and run."""

from __future__ import annotations

import hashlib

from brass_rules.le_havre.state import GameState


def state_key(state: GameState) -> int:
    """A blake2b digest of the state's canonical text (its attrs ``repr``: tuples, ints, strs,
    bools and enums only, so it never depends on ``hash()`` or set order)."""
    digest = hashlib.blake2b(repr(state).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
