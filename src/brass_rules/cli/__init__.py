"""The command line: ``python -m brass_rules`` (or ``brass``) and its commands.

``brass`` alone plays the seeded demo game; ``play``, ``replay``, ``render`` and ``check`` are the
commands (``brass COMMAND --help``). Bad input gives one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from brass_rules.cli import check, demo, play, render_cmd, replay
from brass_rules.cli.common import PROG, Parser, guarded


def build_parser() -> Parser:
    """The parser of ``brass`` and every command."""
    parser = Parser(
        prog=PROG,
        description="Brass: Birmingham rules engine. With no command, play a seeded demo game "
        "between built-in players and print it.",
    )
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4),
                        help="players in the demo game (default 4)")
    parser.add_argument("--seed", type=int, default=2018, help="the demo game's seed")
    parser.add_argument("--intro", action="store_true", help="the introductory game")
    parser.add_argument("--policy", choices=("greedy", "random"), default="greedy",
                        help="the demo's players: greedy agents (default) or random moves")
    parser.set_defaults(run=demo.run)
    commands = parser.add_subparsers(title="commands", metavar="COMMAND", parser_class=Parser)

    p = commands.add_parser("play", help="play a game in the terminal against the built-in agents",
                            description=play.__doc__,
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    p.add_argument("--human", type=int, default=None, metavar="SEAT",
                   help="the seat (0-based) a person plays; omit it to watch the bots play")
    p.add_argument("--bots", default="greedy",
                   help="comma-separated agents for the other seats, in seat order: random, "
                   "greedy, mcts (the last one fills the remaining seats; default greedy)")
    p.add_argument("--seed", type=int, default=2018)
    p.add_argument("--intro", action="store_true", help="the introductory game")
    p.add_argument("--mcts-iterations", type=int, default=200, metavar="N",
                   help="search iterations per MCTS decision (default 200)")
    p.add_argument("--record", default=None, metavar="FILE",
                   help="where to save the JSON record (default brass-game-SEED.json; "
                   "- for standard output)")
    p.set_defaults(run=lambda args: play.run(args, play.read_stdin_line))

    p = commands.add_parser("replay", help="list a record's moves and its result",
                            description="Replay a JSON or text record: one line per move (its "
                            "number and its notation), then the scores and the ranking.")
    p.add_argument("record", help="a record file: JSON (dump_record) or text (format_record)")
    p.add_argument("--svg", default=None, metavar="FILE", help="also draw the final board")
    p.set_defaults(run=replay.run)

    p = commands.add_parser("render", help="draw a position or a record as SVG",
                            description="Draw a position (dump_state JSON) or a record's final "
                            "position as a standalone SVG file.")
    p.add_argument("input", help="a position or record file (- for standard input)")
    p.add_argument("-o", "--output", default="-", metavar="FILE",
                   help="the SVG file to write (default: standard output)")
    p.set_defaults(run=render_cmd.run)

    p = commands.add_parser("check", help="is a move legal in a position, and why not",
                            description=check.__doc__,
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("position", help="a position or record file (a record: its last position)")
    p.add_argument("move", help="the move, in notation or as JSON (move_to_json)")
    p.set_defaults(run=check.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    return guarded(args.run, args)
