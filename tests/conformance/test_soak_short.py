"""The short form of the soak of every game (``benchmarks/soak_games.py``; ``nox -s soak`` runs
10,000 games of each). Birmingham's own soak has a short form in ``tests/hardening``."""

from __future__ import annotations

import pytest
from benchmarks.soak_games import game_setup, soak_game

import brass_rules as br

OTHER_GAMES = [name for name in sorted(br.GAMES) if name != "brass_birmingham"]


@pytest.mark.parametrize("name", OTHER_GAMES)
@pytest.mark.parametrize("index", range(10))
def test_soak_games_are_clean(name: str, index: int) -> None:
    seed, players, options = game_setup(name, index, 1000)
    assert soak_game(name, seed, players, options) > 0


def test_the_setups_cover_every_player_count_and_option() -> None:
    for name in OTHER_GAMES:
        game = br.get_game(name)
        seen = {
            (players, tuple(sorted(options.items())))
            for players, options in (game_setup(name, i, 0)[1:] for i in range(60))
        }
        counts = {players for players, _ in seen}
        assert counts == set(range(game.min_players, game.max_players + 1))
        for option in game.options:
            assert {dict(o)[option.name] for _, o in seen} == set(option.choices)
