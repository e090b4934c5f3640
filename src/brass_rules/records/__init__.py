"""The game as data: completed moves, game records, notation (docs: "Records and notation").

- :mod:`~brass_rules.birmingham.complete`: ``complete(state, move)``, the move ``apply`` carries
  out.
- :mod:`~brass_rules.records.record`: :class:`GameRecord`, ``dump_record`` / ``load_record``.
- :mod:`~brass_rules.birmingham.notation`: ``format_move`` / ``parse_move``.
- :mod:`~brass_rules.records.text`: ``format_record`` / ``parse_record``.
"""

from brass_rules.birmingham.complete import complete
from brass_rules.birmingham.notation import format_move, parse_move
from brass_rules.records.record import GameRecord, dump_record, load_record
from brass_rules.records.text import format_record, parse_record

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
