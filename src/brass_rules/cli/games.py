"""brass games: the games of the platform, their player counts and their options.

Each game is listed by the name --game takes, its title and the player counts it allows, then
one line per option (the values it takes, its default, what it does), as play --option
NAME=VALUE takes them.
"""

from __future__ import annotations

import argparse

from brass_rules.registry import GAMES


def lines() -> list[str]:
    """The listing, one line per game and per option."""
    from brass_rules.records.record import game_options

    out: list[str] = []
    for name in GAMES:
        try:
            game = GAMES[name]
        except ImportError as err:  # a registered game that cannot be imported here
            out.append(f"{name}: cannot be loaded ({type(err).__name__})")
            continue
        low, high = game.min_players, game.max_players
        counts = str(low) if low == high else f"{low}-{high}"
        out.append(f"{name}: {game.title}, {counts} players")
        options = game_options(game)
        for option in options:
            out.append(f"    --option {option.describe()}")
        if not options:
            out.append("    (no options)")
    return out


def run(args: argparse.Namespace) -> int:
    print("\n".join(lines()))
    return 0
