"""brass play: a whole game in the terminal, people and built-in agents.

Any game of the platform (--game, Brass: Birmingham by default; brass games lists them). A
person enters a move in the game's notation, or the number of a move from moves; moves WORD
lists only the moves whose notation holds WORD (moves build, moves Dudley); undo takes back
their last decision (and the agents' replies), board shows the board, view the players and
your own mat, help lists the commands, quit stops the game early. The record is saved at the
end (--record FILE; with --record - standard output holds only the record and the game's
transcript goes to standard error).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any, TextIO

from brass_rules.cli.common import (
    CommandError,
    board_text,
    check_output,
    describe_options,
    find_game,
    read_options,
    result_lines,
    shown,
    view_text,
    write_text,
)
from brass_rules.errors import BrassError
from brass_rules.game import Game
from brass_rules.records.record import extra

BOTS = ("random", "greedy", "mcts")

#: Example moves the help shows, per game (each parses: a test reads them).
EXAMPLES: dict[str, tuple[str, ...]] = {
    "brass_birmingham": ("loan Leek", "Build cotton Birmingham card Birmingham", "Develop coal"),
}

HELP = """Commands:
  <move>       a move in notation{examples} (see "moves" for every legal one)
  <number>     the move with that number in the last "moves" list
  moves [WORD] list every legal move, numbered (only those whose notation holds WORD)
  board        show the board
  view         show the players (money, VP, income) and your hand and mat
  undo         take back your last decision
  help         this list
  quit         stop the game (the record so far is saved)"""


def help_text(game: Game) -> str:
    """The in-game help, with example moves of *game*."""
    examples = EXAMPLES.get(game.name, ())
    shown_examples = ", e.g. " + " or ".join(f'"{e}"' for e in examples) if examples else ""
    return HELP.format(examples=shown_examples)


def make_bot(kind: str, seed: int, mcts_iterations: int) -> Any:
    """A built-in agent by name: random, greedy or mcts."""
    import brass_rules.agents as agents

    if kind == "random":
        return agents.RandomAgent(seed=seed)
    if kind == "greedy":
        return agents.GreedyAgent(seed=seed)
    if kind == "mcts":
        return agents.MCTSAgent(iterations=mcts_iterations, seed=seed)
    raise CommandError(f"unknown bot {kind!r}: choose from {', '.join(BOTS)}")


def default_players(game: Game) -> int:
    """4 players, or the nearest count the game allows."""
    return min(max(game.min_players, 4), game.max_players)


def parse_seats(args: argparse.Namespace) -> list[str]:
    """The seat plan: "human" or a bot name for each player."""
    players: int = args.players
    human: int | None = args.human
    if human is not None and not 0 <= human < players:
        raise CommandError(f"--human must be a player from 0 to {players - 1}, not {human}")
    kinds = [k.strip().lower() for k in args.bots.split(",") if k.strip()] or ["greedy"]
    for kind in kinds:
        if kind not in BOTS:
            raise CommandError(
                f"unknown bot {kind[:40]!r} in --bots: choose from {', '.join(BOTS)}"
            )
    seats: list[str] = []
    bot_index = 0
    for seat in range(players):
        if seat == human:
            seats.append("human")
        else:
            seats.append(kinds[min(bot_index, len(kinds) - 1)])
            bot_index += 1
    return seats


def _heading(game: Game, state: Any) -> str:
    era = getattr(state, "era", None)
    if era is not None and hasattr(state, "round"):
        return f"{getattr(era, 'value', era)!s}".title() + f" Era, round {state.round}"
    label = extra(game, "move_label")
    if callable(label):
        return str(label(state))
    rnd = getattr(state, "round", None)
    return f"round {rnd}" if rnd is not None else f"P{state.to_move}"


def _filter(game: Game, state: Any, moves: Any, words: list[str]) -> list[tuple[Any, str]]:
    out = []
    for move in moves:
        text = game.format_move(state, move)
        low = text.lower()
        if all(w in low for w in words):
            out.append((move, text))
    return out


def run(args: argparse.Namespace, read: Callable[[str], str] = input) -> int:
    import brass_rules as br

    game = find_game(args.game)
    options = read_options(game, args.option, args.intro)
    if args.players is None:
        args.players = default_players(game)
    if not game.min_players <= args.players <= game.max_players:
        raise CommandError(
            f"{game.title} is for {game.min_players} to {game.max_players} players, "
            f"not {args.players}"
        )
    seats = parse_seats(args)
    path = args.record or (
        f"brass-game-{args.seed}.json" if game.name == "brass_birmingham"
        else f"{game.name}-game-{args.seed}.json"
    )
    check_output(path)  # before the game: a game played is never lost for a bad file name
    to_stdout = path == "-"
    out: TextIO = sys.stderr if to_stdout else sys.stdout

    def say(text: str = "") -> None:
        print(text, file=out)

    def ask(prompt: str) -> str:
        if to_stdout:
            out.write(prompt)
            out.flush()
            return read("")
        return read(prompt)

    bots = {
        seat: make_bot(kind, args.seed * 10 + seat, args.mcts_iterations)
        for seat, kind in enumerate(seats)
        if kind != "human"
    }
    names = tuple(seats)
    record = br.GameRecord(
        players=args.players, seed=args.seed, names=names, game=game.name, options=options
    )
    history: list[tuple[Any, Any]] = []
    state = record.initial_state()
    say(f"{game.title}, {args.players} players, seed {args.seed}"
        f"{describe_options(game, record.options)}: "
        + ", ".join(f"P{i} {name}" for i, name in enumerate(names)))
    listed: list[Any] = []
    shown_state = None
    while not state.is_over:
        player = state.to_move
        assert player is not None
        if seats[player] != "human":
            move = bots[player].choose(game.observe(state, player))
            say(f"  P{player} ({seats[player]}): {game.format_move(state, move)}")
            record = record.with_move(move)
            state = game.apply(state, move)
            continue
        if state is not shown_state:
            shown_state = state
            say(f"\n== {_heading(game, state)}: your decision ==")
            board = board_text(game, state)
            if board:
                say(board)
            say(view_text(game, game.observe(state, player)))
        try:
            line = ask(f"P{player}> ").strip()
        except EOFError:
            say()
            break
        word = line.lower()
        first, _, rest = word.partition(" ")
        if not word:
            continue
        if word in ("help", "?"):
            say(help_text(game))
        elif word == "board":
            say(board_text(game, state) or "(this game has no text board; see view)")
        elif word == "view":
            say(view_text(game, game.observe(state, player)))
        elif first in ("moves", "list"):
            found = _filter(game, state, game.legal_moves(state), rest.split())
            listed = [m for m, _ in found]
            for number, (_, text) in enumerate(found, start=1):
                say(f"  {number:3d}. {text}")
            if not found:
                say(f"  no legal move holds {rest!r}" if rest else "  no legal move")
        elif word == "quit":
            break
        elif word == "undo":
            if not history:
                say("  nothing to undo")
                continue
            state, record = history.pop()
            listed = []
            shown_state = None
            say("  your last decision is taken back")
        else:
            try:
                if word.isascii() and word.isdigit():
                    if not listed or not 1 <= int(word) <= len(listed):
                        say("  no such number: type 'moves' to list the legal moves")
                        continue
                    move = listed[int(word) - 1]
                else:
                    move = game.parse_move(state, line)
            except BrassError as err:
                say(f"  {err}")
                continue
            history.append((state, record))
            say(f"  P{player} (you): {game.format_move(state, move)}")
            record = record.with_move(move)
            state = game.apply(state, move)
            listed = []
    say()
    if state.is_over:
        say("\n".join(result_lines(game, state)))
    else:
        say("The game was stopped before its end.")
    write_text(path, _record_json(record))
    if not to_stdout:
        say(f"record saved to {shown(path)}")
    return 0


def _record_json(record: Any) -> str:
    import json

    import brass_rules as br

    return json.dumps(br.dump_record(record), indent=1, sort_keys=True) + "\n"


def read_stdin_line(prompt: str) -> str:
    """``input`` that reads standard input even when it is not a terminal."""
    if prompt:
        sys.stdout.write(prompt)
        sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line
