"""Record the golden games: complete games whose moves a seeded ``random.Random`` chooses.

Run ``python -m tests.golden.regenerate`` after an intentional change of behaviour, then review
the diff of the JSON files: every change in them is a change in what the engine does.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import brass_rules as br

HERE = Path(__file__).parent

#: (players, seed) of each golden game; the seed sets up the game and drives the move choices.
#: (Picked among a few seeds for games with some scoring in them.)
GAMES = ((2, 2031), (3, 2029), (4, 2043))


def path_of(players: int) -> Path:
    return HERE / f"game_{players}p.json"


def play(players: int, seed: int) -> dict[str, Any]:
    """Play the game: at each decision, ``rng.choice(legal_moves)`` with ``rng = Random(seed)``."""
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed)
    moves: list[dict[str, object]] = []
    legal_counts: list[int] = []
    while not state.is_over:
        legal = br.legal_moves(state)
        move = rng.choice(legal)
        moves.append(br.move_to_json(move))
        legal_counts.append(len(legal))
        state = br.apply(state, move)
    return {
        "players": players,
        "seed": seed,
        "variant": state.variant.value,
        "chooser": "random.Random(seed).choice(legal_moves(state)) at every decision",
        "moves": moves,
        "legal_counts": legal_counts,
        "scores": list(br.scores(state)),
        "ranking": [list(group) for group in br.ranking(state)],
        "money": [p.money for p in state.players],
        "income_spaces": [p.income_space for p in state.players],
    }


def dumps(record: dict[str, Any]) -> str:
    """One move per line, so that a diff shows which decisions changed."""
    lines = ["{"]
    items = list(record.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "moves":
            body = ",\n".join("    " + json.dumps(m) for m in value)
            lines.append(f'  "moves": [\n{body}\n  ]{comma}')
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    for players, seed in GAMES:
        record = play(players, seed)
        path_of(players).write_text(dumps(record), encoding="utf-8")
        print(f"{path_of(players).name}: {len(record['moves'])} moves, scores {record['scores']}")


if __name__ == "__main__":
    main()
