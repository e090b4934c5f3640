"""brass play: a whole game in the terminal, people and built-in agents.

Any game of the platform (--game, Brass: Birmingham by default; brass games lists them).
--human SEAT seats a person (repeat it for a hot-seat game of several people); --resume FILE
continues a saved game (its record: the game, players, seed and options come from it). A
person enters a move in the game's notation, or the number of a move from moves; moves WORD
lists only the moves whose notation holds every WORD (moves build, moves Dudley); notation that
several legal moves fit is answered with the candidates; a move that is not legal is explained
by the rules it breaks (as brass check explains it). After each move a line says what it did
and each step the game carried out by itself; board shows the board, view the players and
what you hold, info NAME what a component does, undo takes back your last decision (never an
agent's reply, never a move that showed a hidden card or tile), help lists the commands and how
the game's moves are written, quit stops the game early. Where the game lets a player act out
of turn (Le Havre's sales and repayments), the person is asked before an agent's decision
whenever the player to move or the moves open to them change: an empty line lets the game go
on, and "pause off" stops these questions ("pause on" brings them back). The record is saved
at the end (--record FILE; with --record - standard output holds only the record and the
game's transcript goes to standard error).
"""

from __future__ import annotations

import argparse
import re
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
    load_file,
    read_options,
    result_lines,
    shown,
    view_text,
    write_text,
)
from brass_rules.errors import (
    AmbiguousMoveError,
    BrassError,
    NotationError,
    TableError,
    UndoRefusedError,
)
from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.table import PERSON, Table

BOTS = ("random", "greedy", "mcts")
#: Longest move number read (a "moves" list never has a million entries).
MAX_NUMBER_DIGITS = 6
#: The seat plan's word for a person (as records name the seat).
HUMAN = "human"

HELP = """Commands:
  <move>       a move in notation (see "moves" for every legal one)
  <number>     the move with that number in the last "moves" list
  moves [WORD] list every legal move, numbered (only those whose notation holds every WORD)
  board        show the board
  view         show the players and what you hold
  info NAME    what a component (a building, a tile, a card) does
  undo         take back your last decision (not an agent's reply, not a move that showed
               a hidden card or tile)
  pause on|off ask (on) or not (off) before the agents' decisions whether you act out of turn,
               in a game that allows it
  help         this list
  quit         stop the game (the record so far is saved)"""

OTHERS_HELP = """Out of turn (before another player's decision; the rules let you act then):
  <move>       a move of yours that is open now, e.g. a sale (see "moves")
  <number>     the move with that number in the last "moves" list
  moves        list the moves open to you now
  board        show the board
  view         show the players and what you hold
  info NAME    what a component does
  undo         take back your last decision
  pause off    stop these questions ("pause on" brings them back)
  quit         stop the game (the record so far is saved)
  (empty line) let the game go on; you are asked again when the player to move or the moves
               open to you change"""


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
            seats.append(HUMAN)
        else:
            seats.append(kinds[min(bot_index, len(kinds) - 1)])
            bot_index += 1
    return seats


_WORD = re.compile(r"[^\W_]+")


def words_match(words: Sequence[str], text: str) -> bool:
    """Whether every word of a ``moves`` filter names its own word of *text*: a word matches
    the start of a word (``use`` is not found in ``Smokehouse``), a word written with
    punctuation matches those words in a row (``dudley/0``), and a word given twice needs two
    (``Birmingham card Birmingham``).

    >>> words_match(["use"], "sell Smokehouse")
    False
    >>> words_match(["birmingham", "birmingham"], "Build coal Birmingham/1 card Dudley")
    False
    >>> words_match(["dudley/0", "build"], "Build coal Dudley/0 card Dudley")
    True
    """
    tokens = _WORD.findall(text.lower())
    used: set[int] = set()
    for word in words:
        parts = _WORD.findall(word.lower())
        if not parts:
            continue
        for start in range(len(tokens) - len(parts) + 1):
            span = range(start, start + len(parts))
            if used.isdisjoint(span) and all(
                tokens[i].startswith(part) for i, part in zip(span, parts, strict=True)
            ):
                used.update(span)
                break
        else:
            return False
    return True


def _filter(game: Game, state: Any, moves: Any, words: list[str]) -> list[tuple[Any, str]]:
    out = []
    for move in moves:
        text = game.format_move(state, move)
        if words_match(words, text):
            out.append((move, text))
    return out


def _number(word: str, listed: Sequence[Any]) -> int | None:
    """The index of the listed move *word* numbers, or None (no such number)."""
    if len(word) > MAX_NUMBER_DIGITS or not 1 <= int(word) <= len(listed):
        return None
    return int(word) - 1


def read_person_move(game: Game, state: Any, line: str) -> tuple[Any, list[str]]:
    """The legal move a person wrote, or why there is none: the candidates of notation that
    several legal moves fit, else the lines ``brass check`` would print (the rules an illegal
    move breaks and their text, or why the text is not a move, with the nearest words)."""
    try:
        return game.parse_move(state, line), []
    except AmbiguousMoveError as err:
        return None, [str(err)]
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


class _Session:
    """One game in the terminal: a :class:`~brass_rules.Table` and the text around it."""

    def __init__(
        self,
        table: Table,
        kinds: Sequence[str],
        say: Callable[[str], None],
        ask: Callable[[str], str],
    ) -> None:
        self.table = table
        self.game = table.game
        self.hooks = hooks_of(table.game)
        self.kinds = kinds
        self.say = say
        self.ask = ask
        self.printed = table.number
        self.listed: list[Any] = []
        #: (seat, heading, decision number) where a person's heading was last shown
        self.turn_shown: tuple[int, str, int] | None = None

    # ----- output -------------------------------------------------------------------------------

    def print_new_decisions(self) -> None:
        """The move and its effects, for each decision not printed yet."""
        t = self.table
        for decision in t.history[self.printed:]:
            before = t.position(decision.number - 1)
            after = t.position(decision.number)
            person = self.kinds[decision.seat] == HUMAN
            out_of_turn = decision.seat != before.to_move
            who = (f"P{decision.seat} (you{', out of turn' if out_of_turn else ''})" if person
                   else f"P{decision.seat} ({self.kinds[decision.seat]})")
            self.say(f"  {who}: {self.game.format_move(before, decision.move)}")
            for line in events_lines(self.game, before, decision.move, after):
                self.say(f"    {line}")
        self.printed = t.number

    def show_board(self) -> None:
        self.say(board_text(self.game, self.table.state)
                 or "(this game has no text board; see view)")

    def show_view(self, seat: int) -> None:
        self.say(view_text(self.game, self.table.observation(seat)))

    def show_info(self, name: str) -> None:
        """``info NAME``: the game's ``info_text`` of a component."""
        name = " ".join(name.split())
        if not name:
            self.say("  info NAME: say which component (a building, a tile, a card)")
            return
        found = self.hooks.info_text(name)
        self.say(found if found is not None else f"  no such component: {name[:60]!r}")

    def list_moves(self, moves: Sequence[Any], words: list[str], none: str) -> None:
        found = _filter(self.game, self.table.state, moves, words)
        self.listed = [m for m, _ in found]
        for number, (_, text) in enumerate(found, start=1):
            self.say(f"  {number:3d}. {text}")
        if not found:
            self.say(none)

    def undo(self, seat: int) -> None:
        try:
            self.table.undo(seat)
        except UndoRefusedError as err:
            self.say(f"  cannot undo: {err}")
            return
        self.printed = self.table.number
        self.listed = []
        self.turn_shown = None
        self.say("  your last decision is taken back")

    def common(self, seat: int, word: str) -> bool:
        """The commands both prompts take; True when *word* was one."""
        if word == "board":
            self.show_board()
        elif word == "view":
            self.show_view(seat)
        elif word == "undo":
            self.undo(seat)
        elif word in ("pause off", "pause on"):
            self.table.ask_out_of_turn = word == "pause on"
            self.say(f"  out-of-turn questions are {'on' if self.table.ask_out_of_turn else 'off'}")
        else:
            return False
        return True

    def play(self, seat: int, move: Any) -> bool:
        """Play *seat*'s move (a move or text); True if it was played."""
        try:
            self.table.play(seat, move)
        except (BrassError, TableError) as err:
            self.say(f"  {err}")
            return False
        self.listed = []
        self.print_new_decisions()
        return True

    # ----- the prompts --------------------------------------------------------------------------

    def decide(self, seat: int) -> bool:
        """One line at *seat*'s prompt (its turn); False to stop the game."""
        t = self.table
        state = t.state
        last = t.history[-1] if t.history else None
        heading = heading_text(self.game, state)
        shown = self.turn_shown
        same_turn = (
            shown is not None and shown[:2] == (seat, heading)
            and (shown[2] == t.number or (last is not None and last.seat == seat))
        )
        if not same_turn:  # a new turn of this seat: where the game stands and what they hold
            self.say(f"\n== {heading}: your decision (P{seat}) ==")
            status = self.hooks.status_text(t.observation(seat))
            if status:
                self.say(status)
        self.turn_shown = (seat, heading, t.number)
        try:
            line = self.ask(f"P{seat}> ").strip()
        except EOFError:
            self.say("")
            return False
        word = " ".join(line.lower().split())
        first, _, rest = word.partition(" ")
        if not word:
            return True
        if word in ("help", "?"):
            self.say(help_text(self.game))
        elif word == "quit":
            return False
        elif first in ("moves", "list"):
            self.list_moves(t.moves(seat), rest.split(),
                            f"  no legal move holds {rest!r}" if rest else "  no legal move")
        elif first == "info":
            self.show_info(line.strip()[4:])
        elif self.common(seat, word):
            pass
        elif word.isascii() and word.isdigit():
            index = _number(word, self.listed)
            if index is None:
                self.say("  no such number: type 'moves' to list the legal moves")
            else:
                self.play(seat, self.listed[index])
        else:
            move, reasons = read_person_move(self.game, state, line)
            several = self.several_moves(state, line) if move is None else ()
            if several:  # e.g. a food payment with several goods written at once: one move each
                for one in several:
                    if not self.play(seat, one):
                        break
            elif move is None:
                for reason in reasons:
                    self.say(f"  {reason}" if reason else "")
            else:
                self.play(seat, move)
        return True

    def several_moves(self, state: Any, line: str) -> tuple[Any, ...]:
        """The moves *line* writes one after another (the game's ``parse_moves``), or ``()``."""
        try:
            return tuple(self.hooks.parse_moves(state, line))
        except BrassError:
            return ()

    def out_of_turn(self, seat: int) -> bool:
        """Ask *seat* whether they act before the agent's decision; False to stop the game."""
        t = self.table
        state = t.state
        open_moves = t.moves(seat)
        mover = state.to_move
        example = self.game.format_move(state, open_moves[0])
        self.say(
            f"\n-- P{mover} ({self.kinds[mover]}) is about to decide "
            f"({heading_text(self.game, state)}). The rules let you act before that: you may "
            f"act out of turn, {len(open_moves)} move{'s' if len(open_moves) > 1 else ''} of "
            f"yours open now (e.g. {example}). Empty line: go on; moves, board, view, help --"
        )
        while True:
            try:
                line = self.ask(f"P{seat} (out of turn)> ").strip()
            except EOFError:
                t.decline(seat)
                return True
            word = " ".join(line.lower().split())
            first, _, rest = word.partition(" ")
            if not word or word in ("go", "continue"):
                t.decline(seat)
                return True
            if word in ("help", "?"):
                self.say(OTHERS_HELP)
            elif word == "quit":
                return False
            elif first in ("moves", "list"):
                self.list_moves(t.moves(seat), rest.split(), "  no move of yours is open now")
            elif first == "info":
                self.show_info(line.strip()[4:])
            elif self.common(seat, word):
                if word in ("undo", "pause off"):
                    return True  # where the game stands, or whether to ask, has changed
            elif word.isascii() and word.isdigit():
                index = _number(word, self.listed)
                if index is None:
                    self.say("  no such number: type 'moves' to list the moves open to you")
                elif self.play(seat, self.listed[index]):
                    return True
            elif self.play(seat, line):
                return True

    def run(self) -> None:
        t = self.table
        while not t.state.is_over:
            while t.advance(max_moves=1):
                self.print_new_decisions()
            if t.state.is_over:
                break
            waiting = t.waiting
            mover = t.state.to_move
            if mover in waiting:
                if not self.decide(mover):
                    return
            elif not self.out_of_turn(waiting[0]):
                return


def _start(args: argparse.Namespace) -> tuple[Table, list[str]]:
    """The table: a new game from the arguments, or the game of a saved record (--resume)."""
    if args.resume is not None:
        loaded = load_file(args.resume, args.game)
        record = loaded.record
        if record is None:
            raise CommandError(f"{shown(args.resume)} is a position, not a record")
        if args.option or args.intro:
            raise CommandError("--resume continues a game with its own options")
        args.players, args.seed = record.players, record.seed
        kinds = parse_seats(args)
        seats = [PERSON if k == HUMAN else make_bot(k, args.seed * 10 + i, args.mcts_iterations)
                 for i, k in enumerate(kinds)]
        return Table.from_record(record, seats), kinds
    game = find_game(args.game)
    options = read_options(game, args.option, args.intro)
    if args.players is None:
        args.players = default_players(game)
    if not game.min_players <= args.players <= game.max_players:
        raise CommandError(
            f"{game.title} is for {game.min_players} to {game.max_players} players, "
            f"not {args.players}"
        )
    kinds = parse_seats(args)
    seats = [PERSON if k == HUMAN else make_bot(k, args.seed * 10 + i, args.mcts_iterations)
             for i, k in enumerate(kinds)]
    return Table(game, seats, args.seed, names=kinds, **options), kinds


def run(args: argparse.Namespace, read: Callable[[str], str] = input) -> int:
    path = args.record or (args.resume if getattr(args, "resume", None) else None) \
        or f"brass-game-{args.seed}.json"
    check_output(path)  # before the game: a game played is never lost for a bad file name
    table, kinds = _start(args)
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

    game = table.game
    record = table.record
    say(f"{game.title}, {record.players} players, seed {record.seed}"
        f"{describe_options(game, record.options)}: "
        + ", ".join(f"P{i} {name}" for i, name in enumerate(kinds)))
    if HUMAN in kinds:
        resumed = f" after {table.number} moves" if table.number else ""
        say(f"\n== The table{resumed} ({heading_text(game, table.state)}) ==")
        say(board_text(game, table.state) or view_text(game, table.observation(
            kinds.index(HUMAN))))
    session = _Session(table, kinds, say, ask)
    session.run()
    say()
    if table.state.is_over:
        say("\n".join(result_lines(game, table.state)))
    else:
        say("The game was stopped before its end.")
    write_text(path, _record_json(table.record))
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
