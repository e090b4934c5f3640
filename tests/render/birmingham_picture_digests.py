"""Digests of Birmingham's picture (``render_svg``) for a fixed set of positions.

The picture's code was split into modules by job (issue 23, point 19) without changing a byte
of what it draws; these digests, recorded from the picture before the split, pin that. Each
position is a seeded random game (favouring sales and builds, so that the board fills) after a
number of decisions, or played to its end; each is drawn as the table sees it, as each
player's observation, and at a different size. The digest is BLAKE2b (8 bytes) of the SVG text.

Run ``python -m tests.render.birmingham_picture_digests`` to record them again, only after an
intended change of the picture (then look at the pictures that changed).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from hashlib import blake2b
from pathlib import Path

import brass_rules as br

PATH = Path(__file__).parent / "birmingham_picture_digests.json"
#: (players, seed, decisions): ``None`` plays the game to its end. Among them: a debt phase
#: (2/1/18, 4/5/29), an action in progress (2/1/82, 4/5/2), flipped tiles (2/1/end, 4/5/end).
POSITIONS: tuple[tuple[int, int, int | None], ...] = (
    (2, 1, 0), (3, 2, 0), (4, 3, 0),
    (2, 1, 18), (2, 1, 82), (2, 1, None),
    (4, 5, 2), (4, 5, 29), (4, 5, 100), (4, 5, None),
    (3, 7, 60), (3, 7, None),
)  # fmt: skip

#: How much more often the game picks each kind of move than a uniform choice would (so that
#: the board fills: sales, flipped tiles, debts).
_WEIGHTS = {br.Sell: 50.0, br.Build: 8.0, br.Network: 1.0, br.End: 1.0, br.SellForDebt: 1.0}


def position(players: int, seed: int, decisions: int | None) -> br.GameState:
    """The seeded busy random game after *decisions* decisions (or at its end)."""
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed)
    done = 0
    while not state.is_over and (decisions is None or done < decisions):
        moves = br.legal_moves(state)
        kinds = sorted({type(m) for m in moves}, key=lambda t: t.__name__)
        kind = rng.choices(kinds, [_WEIGHTS.get(k, 0.3) for k in kinds])[0]
        state = br.apply(state, rng.choice([m for m in moves if type(m) is kind]))
        done += 1
    return state


def pictures(state: br.GameState) -> Iterator[tuple[str, str]]:
    """(what, SVG) of *state*: the table's view, each player's, a fitted and a scaled one."""
    yield "table", br.render_svg(state)
    for player in range(len(state.players)):
        yield f"player {player}", br.render_svg(br.observe(state, player))
    yield "fit", br.render_svg(state, fit=True)
    yield "scale", br.render_svg(br.observe(state, 0), scale=0.5)


def digest(svg: str) -> str:
    return blake2b(svg.encode(), digest_size=8).hexdigest()


def record() -> dict[str, dict[str, str]]:
    """Every digest, by position (``"players/seed/decisions"``) and picture."""
    return {
        f"{players}/{seed}/{'end' if decisions is None else decisions}": {
            what: digest(svg) for what, svg in pictures(position(players, seed, decisions))
        }
        for players, seed, decisions in POSITIONS
    }


def main() -> None:
    PATH.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
