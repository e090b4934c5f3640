"""Regenerate ``board.png`` (the README's picture): a seeded 4-player game in round 6 of the Canal
Era, seen by player 1, drawn by ``render_svg`` and photographed with headless Chromium.

Run from the repository root: ``python docs/_static/make_board.py`` (needs ``chromium``).
"""

from __future__ import annotations

import random
import subprocess
import tempfile
from pathlib import Path

import brass_rules as br

HERE = Path(__file__).resolve().parent


def position() -> br.Observation:
    """40 decisions of a seeded game, preferring builds, links and sales (a busier board)."""
    rng = random.Random(5)
    state = br.new_game(players=4, seed=5)
    for _ in range(40):
        moves = br.legal_moves(state)
        busy = [m for m in moves if isinstance(m, (br.Build, br.Network, br.Sell))]
        state = br.apply(state, rng.choice(busy if busy and rng.random() < 0.85 else moves))
    return br.observe(state, 1)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        svg = Path(tmp) / "board.svg"
        svg.write_text(br.render_svg(position()), encoding="utf-8")
        page = Path(tmp) / "board.html"
        page.write_text(
            f'<html><body style="margin:0"><img src="{svg.name}" width="1180"></body></html>',
            encoding="utf-8",
        )
        subprocess.run(
            [
                "chromium",
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                f"--screenshot={HERE / 'board.png'}",
                "--window-size=1180,978",
                page.as_uri(),
            ],
            check=True,
            capture_output=True,
        )


if __name__ == "__main__":
    main()
