"""A small tournament of the built-in agents on any game of the platform.

    python examples/tournament.py --game le_havre --agents greedy,random --games 20 --workers 2

Each game seats the agents in a rotated order (seat *i* of game *g* is agent ``(i + g) % n``),
so no agent keeps the first seat; the table gives each agent's wins (shared ties count as a
fraction) and mean final reward (+1 a clear win, -1 last place, as
:func:`brass_rules.rl.final_rewards` gives; computed from the ranking here, without numpy).
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import Any

import brass_rules as br
from brass_rules.agents import GreedyAgent, MCTSAgent, RandomAgent
from brass_rules.selfplay import play_games

AGENTS: dict[str, Any] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "mcts": partial(MCTSAgent, iterations=30),
}


def seats(kinds: tuple[str, ...], seed: int) -> list[Any]:
    """The agents of game *seed*: the lineup rotated by the seed, each with its own seed."""
    n = len(kinds)
    order = [kinds[(i + seed) % n] for i in range(n)]
    return [AGENTS[kind](seed=n * seed + i) for i, kind in enumerate(order)]


def rewards(game: Any, state: Any) -> list[float]:
    """(players ranked below - players ranked above) / (players - 1), per seat."""
    n = state.num_players
    out = [0.0] * n
    above = 0
    for group in game.ranking(state):
        below = n - above - len(group)
        for p in group:
            out[p] = (below - above) / max(1, n - 1)
        above += len(group)
    return out


def main(argv: list[str] | None = None) -> dict[str, tuple[float, float]]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="brass_birmingham", choices=sorted(br.GAMES))
    parser.add_argument(
        "--agents", default="greedy,random", help="comma-separated, each once: " + ", ".join(AGENTS)
    )
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    kinds = tuple(args.agents.split(","))
    unknown = [k for k in kinds if k not in AGENTS]
    if unknown:
        parser.error(f"unknown agents {unknown}: choose from {', '.join(AGENTS)}")
    if len(set(kinds)) != len(kinds):
        parser.error("name each agent once")
    game = br.get_game(args.game)
    records = play_games(
        partial(seats, kinds), range(args.games), players=len(kinds), workers=args.workers,
        game=args.game, progress=False,
    )  # fmt: skip
    wins = dict.fromkeys(kinds, 0.0)
    total = dict.fromkeys(kinds, 0.0)
    for rec in records:
        final = rec.final_state()
        order = [kinds[(i + rec.seed) % len(kinds)] for i in range(len(kinds))]
        best = game.ranking(final)[0]
        for seat, value in enumerate(rewards(game, final)):
            total[order[seat]] += value
            if seat in best:
                wins[order[seat]] += 1 / len(best)
    table = {k: (wins[k], total[k] / len(records)) for k in kinds}
    print(f"{game.title}: {len(records)} games, {len(kinds)} players")
    for kind, (won, mean) in table.items():
        print(f"  {kind:8} wins {won:5.1f}   mean reward {mean:+.2f}")
    return table


if __name__ == "__main__":
    main()
