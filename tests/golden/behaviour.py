"""Behaviour digests: every ``legal_moves`` list and the final position of many seeded games.

The engine is made faster from time to time; these digests pin what it does meanwhile. Each game
is played from ``new_game(players, seed)`` choosing ``random.Random(seed).choice(legal_moves)``
at every decision; its digest (BLAKE2b, 8 bytes) covers the ``repr`` of every ``legal_moves``
list, in order, then the ``dump_state`` of the final position. ``digests.json`` holds one digest
per game, recorded from the engine before the speed work of issue 16.

Run ``python -m tests.golden.behaviour`` to record them again, only after an intended change of
behaviour (then review why every changed game changed).
"""

from __future__ import annotations

import json
import random
from hashlib import blake2b
from pathlib import Path

import brass_rules as br

PATH = Path(__file__).parent / "digests.json"
#: Seeded games per player count (seeds 0 .. GAMES - 1).
GAMES = 200
PLAYER_COUNTS = (2, 3, 4)


def game_digest(players: int, seed: int) -> str:
    """The digest of one seeded random game (see the module docstring)."""
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed)
    h = blake2b(digest_size=8)
    while not state.is_over:
        moves = br.legal_moves(state)
        h.update(repr(moves).encode())
        state = br.apply(state, rng.choice(moves))
    h.update(json.dumps(br.dump_state(state), sort_keys=True).encode())
    return h.hexdigest()


def record() -> dict[str, list[str]]:
    """Every digest, per player count."""
    return {
        str(players): [game_digest(players, seed) for seed in range(GAMES)]
        for players in PLAYER_COUNTS
    }


def main() -> None:
    data = record()
    text = "{\n" + ",\n".join(
        f'  "{players}": [\n' + ",\n".join(
            "    " + ", ".join(json.dumps(d) for d in digests[i : i + 6])
            for i in range(0, len(digests), 6)
        ) + "\n  ]"
        for players, digests in data.items()
    ) + "\n}\n"
    PATH.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
