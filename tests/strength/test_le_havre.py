"""Le Havre: the agents play the game (short form; ``nox -s strength -- --game le_havre`` plays
40 full games a match).

Seeded two-player short games, seats alternating; the agents are deterministic for a seed, so
these results are the same on every run. GreedyAgent maximises Le Havre's evaluation (the
estimated final wealth: loans at -7, the food still due, ships, goods, buildings' future use);
against random players it wins and ends with a positive wealth, where random players end deep
in debt.
"""

from __future__ import annotations

from typing import Any

import brass_rules as br
from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from tests.agents.strength import match

LH = br.get_game("le_havre")


def test_greedy_beats_random_players_and_ends_in_credit() -> None:
    points, greedy, random = match(GreedyAgent, RandomAgent, 2, 1, game="le_havre", short=True)
    assert points == 2
    assert greedy > 0 > random


def _greedy_until_the_last_round(seed: int) -> Any:
    """A seeded short 2-player game between GreedyAgents, to the start of its last round."""
    state = LH.new_game(players=2, seed=seed, short=True)
    greedy = [GreedyAgent(seed=1), GreedyAgent(seed=2)]
    while state.round < state.rounds:
        state = LH.apply(state, greedy[state.to_move].choose(LH.observe(state, state.to_move)))
    return state


def _margin(state: Any, agents: list[Any], seat: int) -> int:
    """The seat's final wealth less the other's, *agents* playing *state* to the end."""
    while not state.is_over:
        state = LH.apply(state, agents[state.to_move].choose(LH.observe(state, state.to_move)))
    wealth = LH.scores(state)
    return int(wealth[seat] - wealth[1 - seat])


def test_mcts_beats_greedy_taking_over_the_last_round() -> None:
    """The default search (Le Havre's ``search_settings``) against GreedyAgent, short form:
    taking over either seat at the last round of seeded greedy games, it ends with a better
    margin than greedy's own continuation in most of them (the long form, ``nox -s strength --
    --game le_havre``, plays 40 full games)."""
    better = 0
    for seed in range(2):
        start = _greedy_until_the_last_round(seed)
        for seat in (0, 1):
            greedy = [GreedyAgent(seed=3), GreedyAgent(seed=4)]
            search = list(greedy)
            search[seat] = MCTSAgent(seed=5)
            if _margin(start, search, seat) > _margin(start, greedy, seat):
                better += 1
    assert better >= 3


def test_the_evaluation_prefers_wealth() -> None:
    state = LH.new_game(players=2, seed=3)
    data = LH.dump_state(state)
    data["players"][0]["francs"] += 20
    richer = LH.load_state(data)
    assert LH.evaluate(richer, 0) > LH.evaluate(state, 0)
    assert LH.evaluate(richer, 1) < LH.evaluate(state, 1)


def test_mcts_runs_le_havres_own_search_and_birminghams_is_unchanged() -> None:
    """Left to its defaults, MCTSAgent plays Le Havre by the game's ``search_settings`` (greedy
    play-outs of the best moves to its turn after next) and Birmingham by the platform's."""
    from brass_rules.agents.mcts import SETTINGS

    agent = MCTSAgent(seed=1)
    assert agent.settings(LH) == {**SETTINGS, **LH.search_settings}
    assert agent.settings(LH)["rollout"] == "greedy" and agent.settings(LH)["rollout_turns"] == 2
    assert agent.settings(br.get_game("brass_birmingham")) == SETTINGS
    assert MCTSAgent(iterations=20).settings(LH)["iterations"] == 20
