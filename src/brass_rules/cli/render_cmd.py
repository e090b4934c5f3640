"""``brass render``: draw a position or a record's final position as an SVG file."""

from __future__ import annotations

import argparse

from brass_rules.cli.common import load_game, write_text


def run(args: argparse.Namespace) -> int:
    from brass_rules.birmingham.svg import render_svg

    state, _ = load_game(args.input)
    write_text(args.output, render_svg(state))
    if args.output != "-":
        print(f"wrote {args.output}")
    return 0
