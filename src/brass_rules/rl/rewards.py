"""Terminal rewards from the final ranking (used by the PettingZoo and OpenSpiel adapters)."""

from __future__ import annotations

from brass_rules.birmingham.scoring.game_end import ranking
from brass_rules.birmingham.state import GameState


def final_rewards(state: GameState) -> tuple[float, ...]:
    """Per player: (players ranked below - players ranked above) / (players - 1).

    In [-1, 1] and summing to 0: a 2-player win is +1, a loss -1, a tie 0; with 4 players the
    ranks 1st to 4th earn 1, 1/3, -1/3, -1, and tied players share their group's place.
    All zeros while the game is not over.

    >>> import brass_rules as br
    >>> from brass_rules import rl
    >>> rl.final_rewards(br.new_game(players=3, seed=1))
    (0.0, 0.0, 0.0)
    """
    n = state.num_players
    if not state.is_over:
        return (0.0,) * n
    out = [0.0] * n
    above = 0
    for group in ranking(state):
        below = n - above - len(group)
        for p in group:
            out[p] = (below - above) / (n - 1)
        above += len(group)
    return tuple(out)
