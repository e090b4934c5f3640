"""Le Havre (Uwe Rosenberg, 2008): the game object of the platform.

>>> from brass_rules import le_havre as lh
>>> s = lh.new_game(players=2, seed=7)
>>> s.round, s.rounds, s.to_move is not None
(1, 14, True)
"""

from __future__ import annotations

from attrs import frozen

from brass_rules.le_havre.engine import apply, legal_moves, validate
from brass_rules.le_havre.scoring import ranking, scores
from brass_rules.le_havre.setup import new_game
from brass_rules.le_havre.state import GameState

name = "le_havre"
title = "Le Havre"
min_players = 1
max_players = 5


@frozen
class Option:
    """A keyword option of :func:`new_game`."""

    name: str
    default: object
    help: str


options: tuple[Option, ...] = (Option("short", False, "Play the short game (LH-SETUP-SHORT)."),)

__all__ = [
    "GameState",
    "Option",
    "apply",
    "legal_moves",
    "max_players",
    "min_players",
    "name",
    "new_game",
    "options",
    "ranking",
    "scores",
    "title",
    "validate",
]
