"""brass play: a whole game in the terminal, people and built-in agents.

Any game of the platform (--game, Brass: Birmingham by default; brass games lists them).
--human SEAT seats a person (repeat it for a hot-seat game of several people). A
person enters a move in the game's notation, or the number of a move from moves; moves WORD
lists only the moves whose notation holds WORD (moves build, moves Dudley); a move that is not
legal is explained by the rules it breaks (as brass check explains it). undo takes back their
last decision (and the agents' replies), board shows the board, view the players and what you
hold, help lists the commands and how the game's moves are written, quit stops the game early.
Under each move a line says each step the game carried out by itself (a round's end and what
it brought, a payment with no choice). Where the game lets a player act out of turn (Le
Havre's sales and repayments), the person is asked before an agent's turn: an empty line lets
the game go on, and "pause off" stops these questions ("pause on" brings them back). The record
is saved at the end (--record FILE; with --record - standard output holds only the record and
the game's transcript goes to standard error).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from brass_rules.cli.check import explain, move_from_text
from brass_rules.cli.common import (
    CommandError,
    board_text,
    check_output,
    describe_options,
    events_lines,
    find_game,
    heading_text,
    help_lines,
    read_options,
    result_lines,
    shown,
    view_text,
    write_text,
)
from brass_rules.errors import BrassError, NotationError
from brass_rules.game import Game
from brass_rules.hooks import hooks_of

BOTS = ("random", "greedy", "mcts")
#: Longest move number read (a "moves" list never has a million entries).
MAX_NUMBER_DIGITS = 6

HELP = """Commands:
  <move>       a move in notation (see "moves" for every legal one)
  <number>     the move with that number in the last "moves" list
  moves [WORD] list every legal move, numbered (only those whose notation holds WORD)
  board        show the board
  view         show the players and what you hold
  undo         take back your last decision
  pause on|off ask (on) or not (off) before the agents' turns whether you act out of turn,
               in a game that allows it
  help         this list
  quit         stop the game (the record so far is saved)"""

OTHERS_HELP = """Out of turn (before another player's decision):
  <move>       a move of yours that is open now, e.g. a sale (see "moves")
  <number>     the move with that number in the last "moves" list
  moves        list the moves open to you now
  (empty line) let the game go on; "pause off" stops these questions"""


def help_text(game: Game) -> str:
    """The in-game help: the commands, then the game's own part (how its moves are written,
    what its words mean; the ``help_text`` hook)."""
    own = help_lines(game)
    return HELP + (f"\n{game.title}:\n" + "\n".join(f"  {line}" for line in own.splitlines())
                   if own else "")


def make_bot(kind: str, seed: int, mcts_iterations: int | None = None) -> Any:
    """A built-in agent by name: random, greedy or mcts (with *mcts_iterations*, else the
    game's own search settings)."""
    import brass_rules.agents as agents

    if kind == "random":
        return agents.RandomAgent(seed=seed)
    if kind == "greedy":
        return agents.GreedyAgent(seed=seed)
    if kind == "mcts":
        if mcts_iterations is None:
            return agents.MCTSAgent(seed=seed)
        return agents.MCTSAgent(iterations=mcts_iterations, seed=seed)
    raise CommandError(f"unknown bot {kind!r}: choose from {', '.join(BOTS)}")


def default_players(game: Game) -> int:
    """4 players, or the nearest count the game allows."""
    return min(max(game.min_players, 4), game.max_players)


def parse_seats(args: argparse.Namespace) -> list[str]:
    """The seat plan: "human" or a bot name for each player."""
    players: int = args.players
    given = args.human
    humans: list[int] = [] if given is None else [given] if isinstance(given, int) else given
    for human in humans:
        if not 0 <= human < players:
            raise CommandError(f"--human must be a player from 0 to {players - 1}, not {human}")
    if len(set(humans)) != len(humans):
        raise CommandError("--human names a seat twice")
    kinds = [k.strip().lower() for k in args.bots.split(",") if k.strip()] or ["greedy"]
    for kind in kinds:
        if kind not in BOTS:
            raise CommandError(
                f"unknown bot {kind[:40]!r} in --bots: choose from {', '.join(BOTS)}"
            )
    seats: list[str] = []
    bot_index = 0
    for seat in range(players):
        if seat in humans:
            seats.append("human")
        else:
            seats.append(kinds[min(bot_index, len(kinds) - 1)])
            bot_index += 1
    return seats


def _filter(game: Game, state: Any, moves: Any, words: list[str]) -> list[tuple[Any, str]]:
    out = []
    for move in moves:
        text = game.format_move(state, move)
        low = text.lower()
        if all(w in low for w in words):
            out.append((move, text))
    return out


def _number(word: str, listed: Sequence[Any]) -> int | None:
    """The index of the listed move *word* numbers, or None (no such number)."""
    if len(word) > MAX_NUMBER_DIGITS or not 1 <= int(word) <= len(listed):
        return None
    return int(word) - 1


def read_person_move(game: Game, state: Any, line: str) -> tuple[Any, list[str]]:
    """The legal move a person wrote, or why there is none: the lines ``brass check`` would
    print (the rules an illegal move breaks and their text, or why the text is not a move,
    with the nearest words)."""
    try:
        return game.parse_move(state, line), []
    except NotationError as refused:
        try:
            move = move_from_text(game, state, line)
        except (BrassError, CommandError) as err:  # JSON that is no move, text that is none
            return None, [str(err)]
        lines = explain(game, state, move)
        if lines:
            return None, lines
        if move in game.legal_moves(state):  # read as written, it is legal: play it
            return move, []
        return None, [str(refused)]
    except BrassError as err:
        return None, [str(err)]


def _others_moves(game: Game, state: Any, seat: int) -> list[Any]:
    if state.is_over or state.to_move == seat:
        return []
    return list(hooks_of(game).out_of_turn_moves(state, seat))


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
    path = args.record or f"brass-game-{args.seed}.json"
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
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
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
    pause = True
    asked: dict[int, tuple[Any, ...]] = {}  # per seat: the situation last asked about

    def play(move: Any, who: str) -> None:
        nonlocal record, state
        say(f"  {who}: {game.format_move(state, move)}")
        before = state
        record = record.with_move(move)
        state = game.apply(state, move)
        for line in events_lines(game, before, move, state):
            say(f"    {line}")

    def out_of_turn(seat: int) -> bool:
        """Ask the person whether they act before the agent's decision; True if they did."""
        nonlocal listed, pause
        open_moves = _others_moves(game, state, seat)
        situation = (state.to_move, tuple(game.format_move(state, m) for m in open_moves))
        if not pause or not open_moves or asked.get(seat) == situation:
            return False
        asked[seat] = situation
        say(f"\n-- P{state.to_move} is to move ({heading_text(game, state)}); "
            f"you may act out of turn (empty line: go on, help: the commands) --")
        while True:
            try:
                line = ask(f"P{seat} (out of turn)> ").strip()
            except EOFError:
                return False
            word = line.lower()
            first, _, rest = word.partition(" ")
            if not word or word in ("go", "continue"):
                return False
            if word in ("help", "?"):
                say(OTHERS_HELP)
            elif word in ("pause off", "pause on"):
                pause = word == "pause on"
                say(f"  out-of-turn questions are {'on' if pause else 'off'}")
                if not pause:
                    return False
            elif word == "board":
                say(board_text(game, state) or "(this game has no text board; see view)")
            elif word == "view":
                say(view_text(game, game.observe(state, seat)))
            elif first in ("moves", "list"):
                found = _filter(game, state, open_moves, rest.split())
                listed = [m for m, _ in found]
                for number, (_, text) in enumerate(found, start=1):
                    say(f"  {number:3d}. {text}")
                if not found:
                    say("  no move of yours is open now")
            else:
                if word.isascii() and word.isdigit():
                    index = _number(word, listed)
                    if index is None:
                        say("  no such number: type 'moves' to list the moves open to you")
                        continue
                    move = listed[index]
                else:
                    fits = [m for m in open_moves
                            if " ".join(game.format_move(state, m).lower().split())
                            .startswith(" ".join(word.split()))]
                    if len(fits) != 1:
                        say(f"  {'several moves fit' if fits else 'no move of yours open now fits'}"
                            f" {line[:60]!r}: type 'moves' to list them")
                        continue
                    move = fits[0]
                history.append((state, record))
                play(move, f"P{seat} (you, out of turn)")
                listed = []
                return True

    while not state.is_over:
        player = state.to_move
        assert player is not None
        if seats[player] != "human":
            if any(out_of_turn(seat) for seat in humans):
                continue
            move = bots[player].choose(game.observe(state, player))
            play(move, f"P{player} ({seats[player]})")
            continue
        if state is not shown_state:
            shown_state = state
            say(f"\n== {heading_text(game, state)}: your decision ==")
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
        elif word in ("pause off", "pause on"):
            pause = word == "pause on"
            say(f"  out-of-turn questions are {'on' if pause else 'off'}")
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
            asked.clear()
            say("  your last decision is taken back")
        else:
            if word.isascii() and word.isdigit():
                index = _number(word, listed)
                if index is None:
                    say("  no such number: type 'moves' to list the legal moves")
                    continue
                move = listed[index]
            else:
                move, reasons = read_person_move(game, state, line)
                if move is None:
                    for reason in reasons:
                        say(f"  {reason}" if reason else "")
                    continue
            history.append((state, record))
            play(move, f"P{player} (you)")
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
