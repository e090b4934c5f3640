"""``brass play``: a whole game in the terminal, people and built-in agents.

A person enters a move in notation (``format_move``'s), or the number of a move from ``moves``;
``undo`` takes back their last decision (and the agents' replies), ``board`` shows the board,
``help`` lists the commands, ``quit`` stops the game early. The record is saved at the end.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from brass_rules.birmingham.enums import Variant
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.state import GameState
from brass_rules.cli.common import CommandError, result_lines, view_text, write_text
from brass_rules.errors import BrassError

BOTS = ("random", "greedy", "mcts")

HELP = """Commands:
  <move>     a move in notation, e.g. "loan Leek" (see "moves" for every legal one)
  <number>   the move with that number in the last "moves" list
  moves      list every legal move, numbered
  board      show the board
  view       show the players' money, VP, income and your hand
  undo       take back your last decision
  help       this list
  quit       stop the game (the record so far is saved)"""


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


def parse_seats(args: argparse.Namespace) -> list[str]:
    """The seat plan: "human" or a bot name for each player."""
    players: int = args.players
    human: int | None = args.human
    if human is not None and not 0 <= human < players:
        raise CommandError(f"--human must be a player from 0 to {players - 1}, not {human}")
    kinds = [k.strip().lower() for k in args.bots.split(",") if k.strip()] or ["greedy"]
    for kind in kinds:
        if kind not in BOTS:
            raise CommandError(f"unknown bot {kind!r} in --bots: choose from {', '.join(BOTS)}")
    seats: list[str] = []
    bot_index = 0
    for seat in range(players):
        if seat == human:
            seats.append("human")
        else:
            seats.append(kinds[min(bot_index, len(kinds) - 1)])
            bot_index += 1
    return seats


def run(args: argparse.Namespace, read: Callable[[str], str] = input) -> int:
    import brass_rules as br

    seats = parse_seats(args)
    variant = Variant.INTRO if args.intro else Variant.STANDARD
    bots = {
        seat: make_bot(kind, args.seed * 10 + seat, args.mcts_iterations)
        for seat, kind in enumerate(seats)
        if kind != "human"
    }
    names = tuple(seats)
    record = br.GameRecord(players=args.players, seed=args.seed, variant=variant, names=names)
    history: list[tuple[GameState, Any]] = []
    state = record.initial_state()
    print(f"Brass: Birmingham, {args.players} players, seed {args.seed}: "
          + ", ".join(f"P{i} {name}" for i, name in enumerate(names)))
    listed: tuple[Move, ...] = ()
    shown_turn = None
    while not state.is_over:
        player = state.to_move
        assert player is not None
        if seats[player] != "human":
            move = bots[player].choose(br.observe(state, player))
            print(f"  P{player} ({seats[player]}): {br.format_move(state, move)}")
            record = record.with_move(move)
            state = br.apply(state, move)
            continue
        turn = (state.era, state.round, state.actions_taken, player)
        if turn != shown_turn:
            shown_turn = turn
            print(f"\n== {state.era.value.title()} Era, round {state.round}: your decision ==")
            print(br.board_text(state))
            print(view_text(br.observe(state, player)))
        try:
            line = read(f"P{player}> ").strip()
        except EOFError:
            print()
            break
        word = line.lower()
        if not word:
            continue
        if word in ("help", "?"):
            print(HELP)
        elif word == "board":
            print(br.board_text(state))
        elif word == "view":
            print(view_text(br.observe(state, player)))
        elif word in ("moves", "list"):
            listed = br.legal_moves(state)
            for number, move in enumerate(listed, start=1):
                print(f"  {number:3d}. {br.format_move(state, move)}")
        elif word == "quit":
            break
        elif word == "undo":
            if not history:
                print("  nothing to undo")
                continue
            state, record = history.pop()
            listed = ()
            shown_turn = None
            print("  your last decision is taken back")
        else:
            try:
                if word.isdigit():
                    if not listed or not 1 <= int(word) <= len(listed):
                        print("  no such number: type 'moves' to list the legal moves")
                        continue
                    move = listed[int(word) - 1]
                else:
                    move = br.parse_move(state, line)
            except BrassError as err:
                print(f"  {err}")
                continue
            history.append((state, record))
            print(f"  P{player} (you): {br.format_move(state, move)}")
            record = record.with_move(move)
            state = br.apply(state, move)
            listed = ()
    print()
    if state.is_over:
        print("\n".join(result_lines(state)))
    else:
        print("The game was stopped before its end.")
    path = args.record or f"brass-game-{args.seed}.json"
    write_text(path, _record_json(record))
    print(f"record saved to {path}")
    return 0


def _record_json(record: Any) -> str:
    import json

    import brass_rules as br

    return json.dumps(br.dump_record(record), indent=1, sort_keys=True) + "\n"


def read_stdin_line(prompt: str) -> str:
    """``input`` that reads standard input even when it is not a terminal."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line
