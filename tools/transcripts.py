"""Write the transcripts of whole games played through ``brass play``'s prompt (issue 31).

One person (seat 0, whose moves the greedy agent picks and types in notation) plays against
the command line's greedy bot: a short two-player Le Havre game and a two-player Birmingham
game. Each typed line is printed after its prompt, as a terminal shows it. Run from the
repository's root: ``PYTHONPATH=src python tools/transcripts.py`` writes
``docs/transcripts/*.txt``.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path
from typing import Any

import brass_rules as br
from brass_rules import agents
from brass_rules.cli import build_parser, play

OUT = Path(__file__).resolve().parents[1] / "docs" / "transcripts"


def script(game: Any, seed: int, options: dict[str, Any]) -> list[str]:
    """The lines seat 0 types: a few commands, then each of its moves in notation."""
    state = game.new_game(players=2, seed=seed, **options)
    person = agents.GreedyAgent(seed=seed)
    bot = play.make_bot("greedy", seed * 10 + 1)
    lines = ["pause off", "help", "view", "info Smokehouse" if game.name == "le_havre" else "info Dudley"]
    while not state.is_over:
        if state.to_move == 0:
            move = person.choose(game.observe(state, 0))
            lines.append(game.format_move(state, move))
        else:
            move = bot.choose(game.observe(state, 1))
        state = game.apply(state, move)
    return lines


def transcript(name: str, seed: int, options: dict[str, Any], argv: list[str]) -> str:
    game: Any = br.get_game(name)
    typed = iter(script(game, seed, options))
    out = io.StringIO()

    def read(prompt: str) -> str:
        line = next(typed, "")
        out.write(f"{prompt}{line}\n")
        return line

    args = build_parser().parse_args(
        ["play", "--game", name, "--players", "2", "--human", "0", "--bots", "greedy",
         "--seed", str(seed), "--record", str(OUT / f"{name}.record.json"), *argv]
    )
    with contextlib.redirect_stdout(out):
        status = play.run(args, read)
    assert status == 0
    return out.getvalue()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, seed, options, argv in (
        ("le_havre", 4, {"short": True}, ["--option", "short=yes"]),
        ("brass_birmingham", 3, {}, []),
    ):
        text = transcript(name, seed, options, argv)
        (OUT / f"{name}.txt").write_text(text)
        (OUT / f"{name}.record.json").unlink(missing_ok=True)
        print(f"{name}: {text.count(chr(10))} lines", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
