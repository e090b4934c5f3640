"""The OpenSpiel interface's costs, and OpenSpiel's ISMCTSBot against the built-in agents.

Run: ``python benchmarks/bench_openspiel.py [--rounds 5] [--seconds 2]`` for the speed figures,
``python benchmarks/bench_openspiel.py --strength [--games 10]`` (``nox -s openspiel_strength``)
for the match table.

**Speed** (CPU time of this process; the machine is shared and noisy, so every figure is the
median of ``--rounds`` interleaved rounds, each round measuring everything once), for Brass:
Birmingham (2 players) and Le Havre (2 players, the short game):

- random playouts through the library (``legal_moves``, a uniform choice, ``apply``): decisions
  per second;
- random playouts through the OpenSpiel interface (``legal_actions``, a uniform choice,
  ``apply_action``; chance outcomes drawn by their probabilities): action ids per second and
  completed moves (the library's decisions) per second, and the ratio of the latter to the
  library's decisions per second;
- on positions spread over a random game: ``clone``, ``clone`` + ``apply_action``,
  ``observation_tensor``, ``information_state_string`` (the first call on a fresh game's
  position, and again), ``resample_from_infostate``, and ``chance_outcomes`` at the start.

**Strength** (``--strength``): 2 players, seats alternating, ``--games`` games a match:
OpenSpiel's ``ISMCTSBot`` (``--simulations`` simulations a decision, random rollouts) against
:class:`~brass_rules.agents.GreedyAgent` and against :class:`~brass_rules.agents.MCTSAgent`,
in both games; prints the games the built-in agent won.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel

import brass_rules as br
import brass_rules.openspiel as bos

clock = time.process_time

#: (label, OpenSpiel name, parameters, library options) of the measured configurations.
CONFIGS: tuple[tuple[str, str, dict[str, Any], dict[str, Any]], ...] = (
    ("Birmingham 2p", "brass_birmingham", {"players": 2}, {}),
    ("Le Havre 2p short", "le_havre", {"players": 2, "short": True}, {"short": True}),
)


def library_rate(name: str, options: dict[str, Any], seconds: float, seed: int) -> float:
    """Library random playouts: decisions per second."""
    game = br.get_game(name)
    decisions = 0
    start = clock()
    while clock() - start < seconds:
        rng = random.Random(seed)
        state = game.new_game(players=2, seed=seed, **options)
        while not state.is_over:
            state = game.apply(state, rng.choice(game.legal_moves(state)))
            decisions += 1
        seed += 1
    return decisions / (clock() - start)


def _chance(state: Any, rng: random.Random) -> None:
    outcomes, probs = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(rng.choices(outcomes, probs)[0])


def interface_rates(spiel: Any, seconds: float, seed: int) -> tuple[float, float]:
    """Random playouts through the OpenSpiel interface: (action ids/s, completed moves/s)."""
    actions = moves = 0
    start = clock()
    while clock() - start < seconds:
        rng = random.Random(seed)
        state = spiel.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                _chance(state, rng)
                continue
            state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
            if not state.pending:
                moves += 1
        seed += 1
    elapsed = clock() - start
    return actions / elapsed, moves / elapsed


def positions(spiel: Any, count: int, seed: int) -> list[Any]:
    """*count* decision states spread over a random game (fresh states, nothing read yet)."""
    rng = random.Random(seed)
    state = spiel.new_initial_state()
    history: list[int] = []
    while not state.is_terminal():
        if state.is_chance_node():
            _chance(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        history.append(state.history()[-1])
    length = len(history)
    found = []
    for cut in range(length // (count + 1), length, max(1, length // (count + 1))):
        fresh = spiel.new_initial_state()
        for a in history[:cut]:
            fresh.apply_action(a)
        if not fresh.is_chance_node() and not fresh.is_terminal():
            found.append(fresh)
    return found[:count]


def per_call(fn: Callable[[Any], object], items: list[Any], repeat: int = 1) -> float:
    """The median time of ``fn(item)`` over *items*, in µs."""
    times = []
    for item in items:
        start = time.perf_counter()
        for _ in range(repeat):
            fn(item)
        times.append((time.perf_counter() - start) / repeat)
    return statistics.median(times) * 1e6


def micro(spiel: Any, seed: int) -> dict[str, float]:
    """The per-call costs on positions of one random game (µs)."""
    states = positions(spiel, 12, seed)
    rng = random.Random(seed)
    out: dict[str, float] = {}
    out["first observation_tensor µs"] = per_call(
        lambda s: s.observation_tensor(s.current_player()), states
    )
    out["clone µs"] = per_call(lambda s: s.clone(), states, 20)

    def clone_apply(s: Any) -> None:
        s.clone().apply_action(rng.choice(s.legal_actions()))

    out["clone+apply µs"] = per_call(clone_apply, states, 5)
    out["observation_tensor again µs"] = per_call(
        lambda s: s.observation_tensor(s.current_player()), states, 5
    )
    out["first information_state_string µs"] = per_call(
        lambda s: s.information_state_string(s.current_player()), states
    )
    out["information_state_string again µs"] = per_call(
        lambda s: s.information_state_string(s.current_player()), states, 5
    )
    if "resample_from_infostate" in type(states[0]).__dict__:
        sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
        out["resample_from_infostate µs"] = per_call(
            lambda s: s.resample_from_infostate(s.current_player(), sampler), states, 5
        )
    out["chance_outcomes at the start µs"] = per_call(
        lambda s: s.chance_outcomes(), [spiel.new_initial_state()], 20
    )
    return out


def speed(rounds: int, seconds: float) -> None:
    """Every speed figure, the median of *rounds* interleaved rounds."""
    figures: dict[str, list[float]] = {}
    spiels = {label: pyspiel.load_game(name, params) for label, name, params, _ in CONFIGS}
    for r in range(rounds):
        for label, name, _, options in CONFIGS:
            lib = library_rate(name, options, seconds, 1000 * r)
            ids, moves = interface_rates(spiels[label], seconds, 1000 * r)
            row = {
                "library decisions/s": lib,
                "interface actions/s": ids,
                "interface moves/s": moves,
                "interface moves / library decisions %": 100 * moves / lib,
                **micro(spiels[label], r),
            }
            for k, v in row.items():
                figures.setdefault(f"{label}: {k}", []).append(v)
        print(f"round {r + 1} of {rounds} done", file=sys.stderr)
    for key, values in figures.items():
        print(f"{key:62} {statistics.median(values):10.1f}")


def strength(games: int, simulations: int, first: int = 0) -> None:
    """OpenSpiel's ISMCTSBot against the built-in agents; prints the table (games *first*,
    *first* + 1, ...: a match can be played in parts)."""
    from open_spiel.python.algorithms import ismcts, mcts

    from brass_rules.agents import GreedyAgent, MCTSAgent

    rows = []
    for label, name, params, _ in CONFIGS:
        spiel = pyspiel.load_game(name, params)
        for agent_name, make in (("greedy", GreedyAgent), ("mcts", MCTSAgent)):
            won = 0.0
            start = clock()
            for g in range(first, first + games):
                rng = np.random.RandomState(g)
                bot = ismcts.ISMCTSBot(
                    game=spiel,
                    evaluator=mcts.RandomRolloutEvaluator(1, rng),
                    uct_c=2.0,
                    max_simulations=simulations,
                    random_state=rng,
                )
                points = play(spiel, bot, make(seed=g), g % 2, random.Random(g))
                won += points
                print(f"{label}, {agent_name}, game {g + 1}: {points:g}", file=sys.stderr)
            rows.append((label, agent_name, won, (clock() - start) / games))
    print(f"ISMCTSBot: {simulations} simulations a decision, random rollouts; {games} a match")
    print(f"{'game':20} {'our agent':10} {'our wins':>9} {'CPU s/game':>11}")
    for label, agent_name, won, seconds in rows:
        print(f"{label:20} {agent_name:10} {won:9g} {seconds:11.0f}")


def play(spiel: Any, bot: Any, agent: Any, seat: int, rng: random.Random) -> float:
    """One game: *agent* (a library agent) in *seat*, *bot* (an OpenSpiel bot) in the other;
    the library agent's points (1 a win, a share of a tied first place, 0 a loss)."""
    game = spiel.platform_game
    state = spiel.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            _chance(state, rng)
        elif state.current_player() == seat:
            move = agent.choose(game.observe(state.game_state, seat))
            for a in bos.actions_of_move(state, move):
                state.apply_action(a)
        else:
            state.apply_action(bot.step(state))
    top = game.ranking(state.game_state)[0]
    return 1.0 / len(top) if seat in top else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--strength", action="store_true")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--simulations", type=int, default=10)
    parser.add_argument("--first", type=int, default=0, help="the first game's number")
    args = parser.parse_args()
    if args.strength:
        strength(args.games, args.simulations, args.first)
    else:
        speed(args.rounds, args.seconds)


if __name__ == "__main__":
    main()
