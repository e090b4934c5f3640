"""``brass check``: is a move legal in a position, and if not, which rules does it break?

Exit status 0 when the move is legal, 1 when it is illegal (one ``RULE-ID: message`` line per
violation, then the text of each rule cited, indented), 2 on bad input.
"""

from __future__ import annotations

import argparse
import json

from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.notation import read_move
from brass_rules.birmingham.state import GameState
from brass_rules.cli.common import CommandError, load_game
from brass_rules.errors import NotationError


def move_from_text(state: GameState, text: str) -> Move:
    """The move *text* names: JSON (``move_to_json``) or notation (``format_move``).

    Notation that names no legal move is read without a position (``read_move``), so that
    ``validate`` explains why it is illegal.
    """
    import brass_rules as br

    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise CommandError(f"the move is not valid JSON: {str(err)[:200]}") from None
        return br.move_from_json(data)
    try:
        return br.parse_move(state, text)
    except NotationError as refused:
        try:
            return read_move(text)
        except NotationError:
            raise refused from None


def run(args: argparse.Namespace) -> int:
    import brass_rules as br
    from brass_rules.birmingham.rule_text import rule_text

    state, _ = load_game(args.position)
    move = move_from_text(state, args.move)
    violations = br.validate(state, move)
    if not violations:
        print(f"legal: {br.format_move(state, move)}")
        return 0
    for violation in violations:
        print(f"{violation.rule}: {violation.message}")
    print("\nThe rules cited:")
    seen: list[str] = []
    for violation in violations:
        if str(violation.rule) not in seen:
            seen.append(str(violation.rule))
            print(f"  [{violation.rule}] {rule_text(violation.rule)}")
    return 1
