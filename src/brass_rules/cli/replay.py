"""``brass replay``: a record's moves, one line each, then the result."""

from __future__ import annotations

import argparse

from brass_rules.cli.common import CommandError, load_game, result_lines, write_text


def run(args: argparse.Namespace) -> int:
    import brass_rules as br

    final, record = load_game(args.record)
    if record is None:
        raise CommandError(f"{args.record} is a position, not a record (use render or check)")
    assert isinstance(record, br.GameRecord)
    names = record.names
    print(f"Brass: Birmingham, {record.players} players, seed {record.seed}"
          + (f", {record.variant.value} variant" if record.variant is not br.Variant.STANDARD
             else ""))
    states = record.states()
    state = next(states)
    for number, (move, after) in enumerate(zip(record.moves, states, strict=True), start=1):
        player = state.to_move
        who = f"P{player}" if not names else f"P{player} ({names[player or 0]})"
        print(f"{number:4d}. {state.era.value.title()} {state.round}  {who}: "
              f"{br.format_move(state, move)}")
        state = after
    print()
    if final.is_over:
        print("\n".join(result_lines(final)))
    else:
        print(f"The record stops before the end of the game; P{final.to_move} is to move.")
    if args.svg:
        write_text(args.svg, br.render_svg(final))
        print(f"wrote {args.svg}")
    return 0
