"""R-END-WIN and R-VARIANT-INTRO: final scores and ranking."""

from __future__ import annotations

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.guards import not_a
from brass_rules.birmingham.ops import income_level
from brass_rules.birmingham.scoring.era import tile_vp
from brass_rules.birmingham.state import GameState


def intro_bonus(state: GameState) -> tuple[int, ...]:
    """R-VARIANT-INTRO: VP change per player after the introductory game's era scoring.

    1 VP per £4 (at most 15), VP equal to the income level (a negative level loses VP), and the VP
    of flipped level-2+ tiles once more. The caller floors the total at 0.
    """
    again = tile_vp(state, min_level=2)
    return tuple(
        min(comp.INTRO_MONEY_VP_MAX, p.money // comp.INTRO_MONEY_VP_PER)
        + income_level(p)
        + again[i]
        for i, p in enumerate(state.players)
    )


def scores(state: GameState) -> tuple[int, ...]:
    """VP per player index.

    :raises TypeError: if *state* is not a :class:`GameState`.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    return tuple(p.vp for p in state.players)


def ranking(state: GameState) -> tuple[tuple[int, ...], ...]:
    """R-END-WIN: groups of tied players, best first: VP, then income space, then money.

    :raises TypeError: if *state* is not a :class:`GameState`.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    keys = {i: (p.vp, p.income_space, p.money) for i, p in enumerate(state.players)}
    groups: list[tuple[int, ...]] = []
    for key in sorted(set(keys.values()), reverse=True):
        groups.append(tuple(i for i in range(state.num_players) if keys[i] == key))
    return tuple(groups)
