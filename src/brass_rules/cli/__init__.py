"""The command line: ``python -m brass_rules`` (or ``brass``) and its commands.

``brass`` alone plays the seeded demo game; ``games``, ``play``, ``replay``, ``render`` and
``check`` are the commands, and ``serve`` plays in a browser (the ``[web]`` extra;
``brass COMMAND --help``). ``play``, ``render`` and ``check`` take
``--game NAME`` (Brass: Birmingham by default); a record or a position that names its game
decides it. Bad input gives one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from brass_rules.cli import check, demo, games, play, render_cmd, replay
from brass_rules.cli.common import PROG, SEED, Parser, guarded, integer, plain

#: Most MCTS iterations per decision (a second or so each is already ~1,000).
MAX_MCTS_ITERATIONS = 1_000_000


def _game_argument(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument("--game", default=None, metavar="NAME",
                   help=f"the game {what} (default brass_birmingham; 'brass games' lists them)")


def build_parser() -> Parser:
    """The parser of ``brass`` and every command."""
    raw = argparse.RawDescriptionHelpFormatter
    parser = Parser(
        prog=PROG,
        description="Rules engines of board games (Brass: Birmingham, Le Havre). With no "
        "command, play a seeded demo game of Brass: Birmingham between built-in players and "
        "print it.",
    )
    parser.add_argument("--players", type=integer("--players", 2, 4), default=4,
                        help="players in the demo game, 2 to 4 (default 4)")
    parser.add_argument("--seed", type=SEED, default=2018, help="the demo game's seed")
    parser.add_argument("--intro", action="store_true", help="the introductory game")
    parser.add_argument("--policy", choices=("greedy", "random"), default="greedy",
                        help="the demo's players: greedy agents (default) or random moves")
    parser.set_defaults(run=demo.run)
    commands = parser.add_subparsers(title="commands", metavar="COMMAND", parser_class=Parser)

    p = commands.add_parser("games", help="list the games, their player counts and options",
                            description=plain(games.__doc__), formatter_class=raw)
    p.set_defaults(run=games.run)

    p = commands.add_parser("play", help="play a game in the terminal against the built-in agents",
                            description=plain(play.__doc__), formatter_class=raw)
    _game_argument(p, "to play")
    p.add_argument("--players", type=integer("--players", 1, 100), default=None, metavar="N",
                   help="the number of players (default 4, or the nearest the game allows)")
    p.add_argument("--human", type=integer("--human", 0, 99), action="append", default=None,
                   metavar="SEAT",
                   help="a seat (from 0) a person plays; repeat it for a hot-seat game of "
                   "several people; omit it to watch the bots play")
    p.add_argument("--bots", default="greedy",
                   help="comma-separated agents for the other seats, in seat order: random, "
                   "greedy, mcts (the last one fills the remaining seats; default greedy)")
    p.add_argument("--seed", type=SEED, default=2018)
    p.add_argument("--option", action="append", default=None, metavar="NAME=VALUE",
                   help="a game option, e.g. --option short=yes (repeat for several; "
                   "'brass games' lists each game's options)")
    p.add_argument("--intro", action="store_true",
                   help="Brass: Birmingham's introductory game (--option variant=intro)")
    p.add_argument("--mcts-iterations", type=integer("--mcts-iterations", 1, MAX_MCTS_ITERATIONS),
                   default=None, metavar="N",
                   help=f"search iterations per MCTS decision, 1 to {MAX_MCTS_ITERATIONS} "
                   "(default: the game's own search settings)")
    p.add_argument("--resume", default=None, metavar="FILE",
                   help="continue the game of a saved record (JSON or text); its game, "
                   "players, seed and options come from it, and it is saved back to FILE "
                   "unless --record says otherwise")
    p.add_argument("--record", default=None, metavar="FILE",
                   help="where to save the JSON record (default brass-game-SEED.json; "
                   "- for standard output, which then holds only the record)")
    p.set_defaults(run=lambda args: play.run(args, play.read_stdin_line))

    p = commands.add_parser("replay", help="list a record's moves and its result",
                            description="Replay a JSON or text record of any game (the record "
                            "names its game): one line per move (its number, where it was "
                            "played and its notation), then the scores and the ranking.")
    p.add_argument("record", help="a record file: JSON (dump_record) or text (format_record)")
    p.add_argument("--svg", default=None, metavar="FILE", help="also draw the final board")
    p.set_defaults(run=replay.run)

    p = commands.add_parser("render", help="draw a position or a record as SVG",
                            description="Draw a position (dump_state JSON), a player's "
                            "observation (dump_observation JSON) or a record's final position "
                            "as a standalone SVG file.")
    p.add_argument("input", help="a position, observation or record file (- for standard input)")
    p.add_argument("-o", "--output", default="-", metavar="FILE",
                   help="the SVG file to write (default: standard output)")
    _game_argument(p, "of a position that does not name its game")
    p.set_defaults(run=render_cmd.run)

    p = commands.add_parser("check", help="is a move legal in a position, and why not",
                            description=plain(check.__doc__), formatter_class=raw)
    p.add_argument("position",
                   help="a position, observation or record file (a record: its last position)")
    p.add_argument("move", help="the move, in notation or as JSON (move_to_json)")
    _game_argument(p, "of a position that does not name its game")
    p.set_defaults(run=check.run)
    _add_serve(commands)
    return parser


def _seconds(text: str) -> float:
    """An argparse type: seconds from 0 to 10."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 10:  # NaN fails too
        raise argparse.ArgumentTypeError(f"expected seconds from 0 to 10, got {text[:20]!r}")
    return value


def _add_serve(commands: argparse._SubParsersAction[Parser]) -> None:
    from brass_rules.web import serve

    p = commands.add_parser("serve", help="play in a browser: the game server and its page",
                            description=plain(serve.__doc__),
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on "
                   "(default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=integer("--port", 0, 65535), default=8000,
                   help="the port (default 8000; 0: any free port)")
    p.add_argument("--db", default="brass-tables.sqlite3", metavar="PATH",
                   help="the SQLite file of the tables (default brass-tables.sqlite3 in the "
                   "working directory; :memory: for a throw-away server)")
    p.add_argument("--bot-delay", type=_seconds, default=0.4, metavar="SECONDS",
                   help="how long a bot waits before each move, so that people see it "
                   "(0 to 10; default 0.4)")
    p.set_defaults(run=serve.run)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    return guarded(args.run, args)
