"""The module is the game object of the platform (brass_rules.game.Game)."""

from __future__ import annotations

import random

from brass_rules import le_havre as lh
from brass_rules.game import Game, Observation, State
from tests.le_havre.builder import game, with_player


def test_names_and_options() -> None:
    assert (lh.name, lh.title, lh.min_players, lh.max_players) == ("le_havre", "Le Havre", 1, 5)
    (short,) = lh.options
    assert (short.name, short.default) == ("short", False) and short.help


def test_the_protocol_functions_exist() -> None:
    names = [n for n in dir(Game) if not n.startswith("_")]
    assert all(hasattr(lh, n) for n in names), [n for n in names if not hasattr(lh, n)]


def test_registry_finds_the_game() -> None:
    from brass_rules.registry import get_game

    assert get_game("le_havre") is lh


def test_states_and_observations_know_their_game() -> None:
    s = game(3)
    obs = lh.observe(s, 1)
    assert isinstance(s, State) and isinstance(obs, Observation)
    assert s.game == obs.game == "le_havre"
    assert (obs.player, obs.to_move, obs.is_over, obs.num_players) == (1, s.to_move, False, 3)
    assert "<svg" in s._repr_svg_() and "<svg" in obs._repr_svg_()


def test_evaluate_prefers_more_wealth_and_food() -> None:
    s = game(2)
    rich = with_player(s, 0, francs=30)
    assert lh.evaluate(rich, 0) > lh.evaluate(s, 0)
    fed = with_player(s, 0, goods={"meat": 3})
    assert lh.evaluate(fed, 0) > lh.evaluate(s, 0)
    assert isinstance(lh.evaluate(s, 1), float)


def test_a_whole_random_game_through_the_protocol() -> None:
    rng = random.Random(4)
    s = lh.new_game(2, 4, short=True)
    while not s.is_over:
        obs = lh.observe(s, s.to_move or 0)
        moves = lh.legal_moves(obs)
        assert moves == lh.legal_moves(s)
        s = lh.apply(s, rng.choice(moves))
    scores = lh.scores(s)
    levels = [scores[group[0]] for group in lh.ranking(s)]
    assert levels == sorted(set(scores), reverse=True)
