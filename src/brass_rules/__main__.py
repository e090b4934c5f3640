"""``python -m brass_rules``: the command line (see :mod:`brass_rules.cli`).

With no command it plays a complete seeded demo game and prints it.
"""

from __future__ import annotations

from brass_rules.cli import main
from brass_rules.cli.demo import random_move

__all__ = ["main", "random_move"]

if __name__ == "__main__":
    raise SystemExit(main())
