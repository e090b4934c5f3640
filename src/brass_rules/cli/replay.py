"""brass replay: a record's moves, one line each (with the steps the game carried out by
itself under them), then the result."""

from __future__ import annotations

import argparse

from brass_rules.cli.common import (
    CommandError,
    check_output,
    describe_options,
    events_lines,
    load_file,
    result_lines,
    shown,
    write_text,
)
from brass_rules.hooks import hooks_of


def run(args: argparse.Namespace) -> int:
    check_output(args.svg)
    loaded = load_file(args.record)
    record = loaded.record
    if record is None:
        raise CommandError(
            f"{shown(args.record)} is a position, not a record (use render or check)"
        )
    game = loaded.game
    label = hooks_of(game).move_label
    names = record.names
    print(f"{game.title}, {record.players} players, seed {record.seed}"
          f"{describe_options(game, record.options)}")
    states = record.states()
    state = next(states)
    for number, (move, after) in enumerate(zip(record.moves, states, strict=True), start=1):
        player = state.to_move
        where = label(state)
        who = where if not names else f"{where} ({names[player or 0]})"
        print(f"{number:4d}. {who}: {game.format_move(state, move)}")
        for line in events_lines(game, state, move, after):
            print(f"        {line}")
        state = after
    print()
    final = loaded.state
    if final.is_over:
        print("\n".join(result_lines(game, final)))
    else:
        print(f"The record stops before the end of the game; P{final.to_move} is to move.")
    if args.svg:
        write_text(args.svg, game.render_svg(final))
        print(f"wrote {shown(args.svg)}")
    return 0
