"""The JSON edges: moves and positions by name (see the docs page "Moves and positions as JSON").

The core never imports this package; it reads the core.
"""

from brass_rules.birmingham.json.moves import move_from_json, move_to_json
from brass_rules.birmingham.json.observation import dump_observation, load_observation
from brass_rules.birmingham.json.positions import dump_state, dumps_state, load_state, loads_state

__all__ = [
    "dump_observation",
    "dump_state",
    "dumps_state",
    "load_observation",
    "load_state",
    "loads_state",
    "move_from_json",
    "move_to_json",
]
