"""A hand-written evaluation of a position: what a player's standing is worth in VP.

:func:`value` estimates the VP a player will end with: VP already scored, the VP of their
links and flipped tiles at the next era end, a share of what their unflipped tiles may still
bring, and their income and money turned into VP at :data:`MONEY_PER_VP`. It reads only the
public part of a state (no hands, no deck), so it is the same for every determinization.
"""

from __future__ import annotations

import math

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Era, Variant
from brass_rules.birmingham.network import LINK_TOUCH, SLOT_LOCATION
from brass_rules.birmingham.scoring.game_end import ranking
from brass_rules.birmingham.state import GameState

#: £ that buy about one VP by the end of a game.
MONEY_PER_VP = 4.0
#: Share of an unflipped tile's VP and income counted before it flips.
UNFLIPPED_SHARE = 0.5
#: VP counted for a link of one's own before any icon is next to it (reach for later builds).
LINK_REACH_VP = 1.0
#: A VP difference of this size gives a reward of about 0.73 in :func:`reward`.
REWARD_SCALE = 10.0

_LOCATION_ICONS = tuple(loc.link_icons for loc in BIRMINGHAM.locations)


def rounds_left(state: GameState) -> int:
    """Rounds still to end in the game, the current one included."""
    per_era = comp.ROUNDS_PER_ERA[state.num_players]
    left = max(per_era - state.round + 1, 1)
    if state.era is Era.CANAL and state.variant is Variant.STANDARD:
        left += per_era
    return 0 if state.over else left


#: (£ up to, weight) bands of money in hand: the first £ pay for the next actions, hoards idle.
MONEY_BANDS = ((10, 1.5), (30, 1.0), (50, 0.5))
#: Negative income counts this many times over: it leads to debt and tiles sold for half.
DEBT_WEIGHT = 1.5
#: Per round ahead, income is discounted by this factor (money late is worth less than now).
DISCOUNT = 0.9


def _money_vp(money: int) -> float:
    """Money in hand in VP, with diminishing returns (:data:`MONEY_BANDS`; beyond, 0.1)."""
    vp = 0.0
    low = 0
    for high, weight in MONEY_BANDS:
        vp += weight * (min(max(money, low), high) - low)
        low = high
    vp += 0.1 * max(money - low, 0)
    return vp / MONEY_PER_VP


def income_rounds(left: int) -> float:
    """The discounted number of income payments still to come with *left* rounds to end."""
    payments = max(left - 1, 0)
    return DISCOUNT * (1 - DISCOUNT**payments) / (1 - DISCOUNT)


def values(state: GameState) -> tuple[float, ...]:
    """Per player: the estimated final VP (see the module docstring)."""
    n = state.num_players
    if state.over:
        return tuple(float(p.vp) for p in state.players)
    left = rounds_left(state)
    paid = income_rounds(left)
    canal = state.era is Era.CANAL and state.variant is Variant.STANDARD
    icons = list(_LOCATION_ICONS)
    potential_icons = [0.0] * len(icons)
    vp = [float(p.vp) for p in state.players]
    for slot, tile in enumerate(state.tiles):
        if tile is None:
            continue
        spec = comp.TILES[(tile.industry, tile.level)]
        loc = SLOT_LOCATION[slot]
        if tile.flipped:
            icons[loc] += spec.link_icons
            vp[tile.owner] += spec.vp
            if canal and tile.level >= 2:
                vp[tile.owner] += spec.vp  # scored again at the end of the Rail Era
            continue
        share = UNFLIPPED_SHARE
        if spec.produces:  # a mine or brewery flips as its cubes or barrels are used up
            share *= 0.5 + 0.5 * max(0.0, 1 - tile.resources / spec.produces)
        if canal and tile.level == 1:
            share *= 0.6  # removed at the end of the Canal Era
        potential_icons[loc] += share * spec.link_icons
        p = state.players[tile.owner]
        gain = comp.INCOME_LEVELS[min(p.income_space + spec.income_spaces, comp.LAST_SPACE)]
        gain -= comp.INCOME_LEVELS[p.income_space]
        vp[tile.owner] += share * (spec.vp + gain * paid / MONEY_PER_VP)
    for link, owner in enumerate(state.links):
        if owner is not None:
            touch = LINK_TOUCH[link]
            vp[owner] += LINK_REACH_VP + sum(icons[t] + potential_icons[t] for t in touch)
    spend_weight = min(1.0, left / 2)
    for i, p in enumerate(state.players):
        level = comp.INCOME_LEVELS[p.income_space]
        vp[i] += level * paid / MONEY_PER_VP * (DEBT_WEIGHT if level < 0 else 1.0)
        vp[i] += spend_weight * _money_vp(p.money)
    return tuple(vp[:n])


def advantage(state: GameState, player: int) -> float:
    """:func:`values` of *player* minus the best of the other players' values."""
    v = values(state)
    return v[player] - max(x for i, x in enumerate(v) if i != player)


def reward(state: GameState, player: int) -> float:
    """A reward in [0, 1] for *player*: the result of a finished game, else a squashed advantage.

    A finished game gives 1 to a sole winner, 0 to the last, and shares out ties.
    """
    if state.over:
        groups = ranking(state)
        n = state.num_players
        if n == 1:
            return 1.0
        place = 0
        for group in groups:
            if player in group:
                # the mean of the places the tied group occupies, 1 for first, 0 for last
                first, last = place, place + len(group) - 1
                return 1.0 - (first + last) / 2 / (n - 1)
            place += len(group)
    return 1.0 / (1.0 + math.exp(-advantage(state, player) / REWARD_SCALE))


__all__ = ["MONEY_PER_VP", "advantage", "reward", "rounds_left", "values"]
