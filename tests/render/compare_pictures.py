"""Compare two source trees' pictures byte for byte (not a test: a check run by hand).

Draws the SVG of every position of random games of both games (2-4 players): the full state,
each seat's observation and the public view, plain, with the last move (as the server passes
it) and with a highlight (the targets of a legal move), and writes one digest per game and the
CPU seconds spent drawing. Run it once per tree and compare::

    PYTHONPATH=/work/wt/before/src python tests/render/compare_pictures.py > /tmp/a.txt
    PYTHONPATH=src python tests/render/compare_pictures.py > /tmp/b.txt
    diff <(cut -f1-3 /tmp/a.txt) <(cut -f1-3 /tmp/b.txt)

``--games N`` (default 20), ``--moves M`` (cap per game, default: to the end).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time
from typing import Any

from brass_rules import frontend
from brass_rules.registry import get_game


def run(name: str, games: int, moves: int) -> None:
    game = get_game(name)
    digest = hashlib.sha256()
    spent = 0.0
    pictures = 0
    for seed in range(games):
        rng = random.Random(seed)
        players = 2 + seed % 3
        options: dict[str, Any] = {"short": seed % 2 == 0} if name == "le_havre" else {}
        state = game.new_game(players=players, seed=seed, **options)
        last = None
        count = 0
        while not state.is_over and count <= moves:
            legal = game.legal_moves(state)
            move = legal[rng.randrange(len(legal))]
            for seat in [None, *range(players), "state"]:
                pos = state if seat == "state" else game.observe(state, seat)
                hl = frontend.move_targets(pos, move)
                t = time.process_time()
                svgs = [game.render_svg(pos)]
                if last is not None:
                    svgs.append(game.render_svg(pos, last_move=last))  # type: ignore[call-arg]
                svgs.append(game.render_svg(pos, highlight=hl, last_move=last))  # type: ignore
                spent += time.process_time() - t
                pictures += len(svgs)
                for svg in svgs:
                    digest.update(svg.encode())
            state = game.apply(state, move)
            last = move
            count += 1
        t = time.process_time()
        svg = game.render_svg(state)
        spent += time.process_time() - t
        digest.update(svg.encode())
    print(f"{name}\t{pictures}\t{digest.hexdigest()}\t{spent:.3f}s\t"
          f"{1000 * spent / pictures:.3f} ms/picture", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=10**9)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    for name in ("brass_birmingham", "le_havre"):
        if args.only in ("", name):
            run(name, args.games, args.moves)


if __name__ == "__main__":
    main()
