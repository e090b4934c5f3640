"""brass render: draw a position, an observation or a record's final position as an SVG file."""

from __future__ import annotations

import argparse

from brass_rules.cli.common import check_output, load_file, shown, write_text


def run(args: argparse.Namespace) -> int:
    check_output(args.output)
    loaded = load_file(args.input, args.game)
    write_text(args.output, loaded.game.render_svg(loaded.state))
    if args.output != "-":
        print(f"wrote {shown(args.output)}")
    return 0
