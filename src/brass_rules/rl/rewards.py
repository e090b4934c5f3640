"""Terminal rewards from the final ranking, for any game (used by PettingZoo and OpenSpiel)."""

from __future__ import annotations

from typing import Any

from brass_rules.kit.rewards import ranking_rewards
from brass_rules.registry import get_game


def final_rewards(state: Any) -> tuple[float, ...]:
    """Per player: (players ranked below - players ranked above) / (players - 1).

    In [-1, 1] and summing to 0: a 2-player win is +1, a loss -1, a tie 0; with 4 players the
    ranks 1st to 4th earn 1, 1/3, -1/3, -1, and tied players share their group's place.
    All zeros while the game is not over (and in a one-player game, which has no one to rank
    against). *state* is a state of any registered game (its ``ranking`` is asked).

    >>> import brass_rules as br
    >>> from brass_rules import rl
    >>> rl.final_rewards(br.new_game(players=3, seed=1))
    (0.0, 0.0, 0.0)
    """
    n: int = state.num_players
    if not state.is_over:
        return (0.0,) * n
    return ranking_rewards(n, get_game(state.game).ranking(state))
