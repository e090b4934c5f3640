"""brass check: is a move legal in a position, and if not, which rules does it break?

The position is a position file, an observation (a player's own view, as a front end holds
it: the move is that player's decision) or a record (its last position). The move is notation
or JSON. Notation that names no legal move is read as written, so that the engine can say why
it is illegal.

Exit status 0 when the move is legal, 1 when it is illegal (one RULE-ID: message line per
violation, then the text of each rule cited, indented), 2 on bad input. A position that the
engine plays but no game reaches (the game's ``position_problems``) is checked all the same,
after one ``warning: RULE-ID: message`` line per problem on standard error.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from brass_rules.cli.common import CommandError, Loaded, load_file
from brass_rules.errors import AmbiguousMoveError, NotationError
from brass_rules.game import Game
from brass_rules.hooks import hooks_of


def move_from_text(game: Game, state: Any, text: str) -> Any:
    """The move *text* names: JSON (``move_to_json``) or notation (``format_move``).

    Notation that several legal moves fit raises :class:`~brass_rules.AmbiguousMoveError`
    listing them. Notation that names no legal move is read without the legality filter when
    the game can (its ``read_move`` hook), so that ``validate`` explains why it is illegal; text
    that is not a move at all gets both reasons.
    """
    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise CommandError(f"the move is not valid JSON: {str(err)[:200]}") from None
        return game.move_from_json(data)
    try:
        return game.parse_move(state, text)
    except AmbiguousMoveError:  # several legal moves fit: the candidates, not one explained
        raise
    except NotationError as refused:
        try:
            read = hooks_of(game).read_move(state, text)
        except NotationError as unread:  # say why it is not even a move, unless already said
            if str(unread) in str(refused):
                raise refused from None
            raise NotationError(f"{refused} ({unread})") from None
        if read is None:
            raise
        return read


def decision_state(loaded: Loaded) -> Any:
    """The state a move is checked in: the position, or for an observation a world consistent
    with it (the observing player's decision depends only on what they see)."""
    obs = loaded.observation
    if obs is None:
        return loaded.state
    if obs.to_move is None:
        raise CommandError("the game of this observation is over: no decision to check")
    if obs.to_move != obs.player:
        raise CommandError(
            f"the observation is P{obs.player}'s, but it is P{obs.to_move}'s decision"
        )
    return loaded.game.determinize(obs, random.Random(0))


def explain(game: Game, state: Any, move: Any) -> list[str]:
    """Why *move* is illegal in *state*: one ``RULE-ID: message`` line per violation, then
    the text of each rule cited, indented (``[]`` when it is legal). ``brass check`` prints
    these lines, and ``brass play`` prints them for a move a person wrote."""
    violations = game.validate(state, move)
    if not violations:
        return []
    lines = [f"{violation.rule}: {violation.message}" for violation in violations]
    lines += ["", "The rules cited:"]
    seen: list[str] = []
    for violation in violations:
        if str(violation.rule) not in seen:
            seen.append(str(violation.rule))
            try:
                text = game.rule_text(violation.rule)
            except (KeyError, ValueError):
                text = "(no text)"
            lines.append(f"  [{violation.rule}] {text}")
    return lines


def warnings(game: Game, state: Any) -> list[str]:
    """``warning: RULE-ID: message`` for each reason no game reaches *state* though the engine
    plays it (the game's ``position_problems``)."""
    return [f"warning: {p.rule}: {p.message}" for p in hooks_of(game).position_problems(state)]


def run(args: argparse.Namespace) -> int:
    loaded = load_file(args.position, args.game)
    game = loaded.game
    state = decision_state(loaded)
    for line in warnings(game, state):
        print(line, file=sys.stderr)
    move = move_from_text(game, state, args.move)
    lines = explain(game, state, move)
    if not lines:
        print(f"legal: {game.format_move(state, move)}")
        return 0
    print("\n".join(lines))
    return 1
