"""Regenerate ``le_havre_board.png``: a seeded 3-player Le Havre game in round 9, seen by
player 0 (who has looked at the special deck with the Marketplace), drawn by ``render_svg`` and
photographed with headless Chromium.

Run from the repository root: ``python docs/_static/make_le_havre_board.py`` (needs
``chromium``).
"""

from __future__ import annotations

import random
import subprocess
import tempfile
from pathlib import Path

from brass_rules import le_havre as lh

HERE = Path(__file__).resolve().parent


def position() -> lh.Observation:
    """A seeded game played by a simple policy that likes building, buying and big offers,
    stopped at turn 3 of round 9."""
    rng = random.Random(28)
    state = lh.new_game(players=3, seed=28)
    while not (state.round >= 9 and state.phase is lh.Phase.MAIN and state.step >= 3):
        moves = lh.legal_moves(state)
        builds = [m for m in moves if isinstance(m, lh.Act) and "build" in m.option]
        buys = [m for m in moves if isinstance(m, lh.Buy)]
        ships = [m for m in buys if m.card.startswith("S")]
        enters = [m for m in moves if isinstance(m, lh.Enter)]
        offers = [m for m in moves if isinstance(m, lh.TakeOffer)]
        r = rng.random()
        if ships and r < 0.9:
            move = rng.choice(ships)
        elif builds and r < 0.9:
            move = rng.choice(builds)
        elif buys and r < 0.5:
            move = rng.choice(buys)
        elif enters and r < 0.45:
            move = rng.choice(enters)
        elif offers and r < 0.9:
            weights = [state.offers[m.good] * (1.5 if m.good == "franc" else 1) for m in offers]
            move = offers[weights.index(max(weights))]
        else:
            plain = [m for m in moves if not isinstance(m, (lh.Borrow, lh.Sell))]
            move = rng.choice(plain or moves)
        state = lh.apply(state, move)
    return lh.observe(state, 0)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        svg = Path(tmp) / "le_havre_board.svg"
        picture = lh.render_svg(position())
        svg.write_text(picture, encoding="utf-8")
        height = picture.split('viewBox="0 0 1600 ', 1)[1].split('"', 1)[0]
        subprocess.run(
            [
                "chromium",
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                f"--user-data-dir={tmp}/profile",
                f"--screenshot={HERE / 'le_havre_board.png'}",
                f"--window-size=1600,{height}",
                svg.as_uri(),
            ],
            check=True,
            capture_output=True,
        )


if __name__ == "__main__":
    main()
