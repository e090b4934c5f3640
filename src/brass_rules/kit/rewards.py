"""Zero-sum terminal rewards from a final ranking, the same for every game.

>>> from brass_rules.kit.rewards import ranking_rewards
>>> ranking_rewards(4, ((2,), (0, 3), (1,)))
(0.0, -1.0, 1.0, 0.0)
"""

from __future__ import annotations

from collections.abc import Sequence


def ranking_rewards(players: int, ranking: Sequence[Sequence[int]]) -> tuple[float, ...]:
    """Per player: (players ranked below - players ranked above) / (players - 1).

    In [-1, 1] and summing to 0; tied players share their group's place. All zeros for a
    one-player game, which has no one to rank against.
    """
    if players < 2:
        return (0.0,) * players
    out = [0.0] * players
    above = 0
    for group in ranking:
        below = players - above - len(group)
        for p in group:
            out[p] = (below - above) / (players - 1)
        above += len(group)
    return tuple(out)
