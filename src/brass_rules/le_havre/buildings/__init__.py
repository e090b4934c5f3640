"""Building effects: one :class:`~brass_rules.le_havre.buildings.base.Effect` per card with an
action, keyed by card id (start, standard and special cards)."""

from __future__ import annotations

from brass_rules.le_havre.buildings.base import Effect
from brass_rules.le_havre.buildings.special import SPECIAL
from brass_rules.le_havre.buildings.standard import STANDARD
from brass_rules.le_havre.buildings.start import START

EFFECTS: dict[str, Effect] = {**START, **STANDARD, **SPECIAL}


def effect_of(card_id: str) -> Effect | None:
    """The action of a card, or ``None`` for a locked card (LH-ENTER-LOCKED)."""
    return EFFECTS.get(card_id)


__all__ = ["EFFECTS", "Effect", "effect_of"]
