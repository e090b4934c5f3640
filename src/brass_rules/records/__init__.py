"""The game as data: game records of any game, as JSON and as text (docs: "Records and notation").

- :mod:`~brass_rules.records.record`: :class:`GameRecord`, ``dump_record`` / ``load_record``.
- :mod:`~brass_rules.records.text`: ``format_record`` / ``parse_record``.

Both reach a record's game only through the game protocol (``get_game(record.game)``). The
names ``complete``, ``format_move`` and ``parse_move`` of this package are Birmingham's (its
notation, :mod:`~brass_rules.birmingham.notation`), kept for code written before there were
several games; they are looked up on the game object when first used.
"""

from typing import Any

from brass_rules.hooks import hooks_of
from brass_rules.records.record import GameRecord, dump_record, load_record
from brass_rules.records.text import format_record, parse_record
from brass_rules.registry import DEFAULT_GAME, get_game

__all__ = [
    "GameRecord",
    "complete",
    "dump_record",
    "format_move",
    "format_record",
    "load_record",
    "parse_move",
    "parse_record",
]

_BIRMINGHAM_NAMES = ("complete", "format_move", "parse_move")


def __getattr__(name: str) -> Any:
    if name in _BIRMINGHAM_NAMES:
        game = get_game(DEFAULT_GAME)
        found = {
            "complete": hooks_of(game).complete,
            "format_move": game.format_move,
            "parse_move": game.parse_move,
        }
        return found[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
