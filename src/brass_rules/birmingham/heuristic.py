"""A hand-written evaluation of a position: what a player's standing is worth in VP.

:func:`value` estimates the VP a player will end with: VP already scored, the VP of their
links and flipped tiles at the next era end, a share of what their unflipped tiles may still
bring, and their income and money turned into VP at :data:`MONEY_PER_VP`. It reads only the
public part of a state (no hands, no deck), so it is the same for every determinization.
"""

from __future__ import annotations

import math
from typing import Final

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Era, Variant
from brass_rules.birmingham.network import LINK_TOUCH, SLOT_LOCATION, built_links
from brass_rules.birmingham.scoring.game_end import ranking
from brass_rules.birmingham.state import BuiltTile, GameState

#: £ that buy about one VP by the end of a game.
MONEY_PER_VP: Final = 4.0
#: Share of an unflipped tile's VP and income counted before it flips.
UNFLIPPED_SHARE: Final = 0.5
#: VP counted for a link of one's own before any icon is next to it (reach for later builds).
LINK_REACH_VP: Final = 1.0
#: A VP difference of this size gives a reward of about 0.73 in :func:`reward`.
REWARD_SCALE: Final = 10.0

_LOCATION_ICONS: Final = tuple(loc.link_icons for loc in BIRMINGHAM.locations)


def rounds_left(state: GameState) -> int:
    """Rounds still to end in the game, the current one included."""
    per_era = comp.ROUNDS_PER_ERA[state.num_players]
    left = max(per_era - state.round + 1, 1)
    if state.era is Era.CANAL and state.variant is Variant.STANDARD:
        left += per_era
    return 0 if state.over else left


#: (£ up to, weight) bands of money in hand: the first £ pay for the next actions, hoards idle.
MONEY_BANDS: Final = ((10, 1.5), (30, 1.0), (50, 0.5))
#: Negative income counts this many times over: it leads to debt and tiles sold for half.
DEBT_WEIGHT: Final = 1.5
#: Per round ahead, income is discounted by this factor (money late is worth less than now).
DISCOUNT: Final = 0.9


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


#: What :func:`values` reads of a tile: ``(owner, flipped, share, VP, income spaces, VP counted
#: twice)``.
_Facts = tuple[int, bool, float, int, int, bool]
#: What :func:`values` reads of a board's tiles: the facts of each tile in slot order,
#: the link icons (and a share of those to come) per location, and per link what it is worth
#: to its owner (filled as :func:`values` meets held links: floats only, so the dict is no
#: work for the garbage collector).
_Board = tuple[list[_Facts], list[float], dict[int, float]]
#: Per tuple of tiles (by value, the tiles compared by identity: a search makes equal tuples
#: of the same tiles in world after world), outside a Canal Era of the standard game (index 0)
#: or in one (index 1). Bounded: cleared when full.
_BOARDS: Final[
    tuple[dict[tuple[BuiltTile | None, ...], _Board], dict[tuple[BuiltTile | None, ...], _Board]]
] = ({}, {})
#: :data:`_BOARDS`' entries by the id of the tuple of tiles (the tuple kept alive in its entry):
#: no hashing of the tiles for a tuple met before. Bounded like :data:`_BOARDS`.
_BY_ID: Final[
    tuple[
        dict[int, tuple[tuple[BuiltTile | None, ...], _Board]],
        dict[int, tuple[tuple[BuiltTile | None, ...], _Board]],
    ]
] = ({}, {})
_CACHE_MOST: Final = 512
#: :func:`_money_vp` by amount of money (bounded like :data:`_BOARDS`).
_MONEY_VP: Final[dict[int, float]] = {}


def _board(tiles: tuple[BuiltTile | None, ...], canal: bool) -> _Board:
    icons = list(_LOCATION_ICONS)
    potential_icons = [0.0] * len(icons)
    facts: list[_Facts] = []
    for slot, tile in enumerate(tiles):
        if tile is None:
            continue
        spec = comp.TILES[(tile.industry, tile.level)]
        loc = SLOT_LOCATION[slot]
        if tile.flipped:
            icons[loc] += spec.link_icons
            twice = canal and tile.level >= 2  # scored again at the end of the Rail Era
            facts.append((tile.owner, True, 0.0, spec.vp, 0, twice))
            continue
        share = UNFLIPPED_SHARE
        if spec.produces:  # a mine or brewery flips as its cubes or barrels are used up
            share *= 0.5 + 0.5 * max(0.0, 1 - tile.resources / spec.produces)
        if canal and tile.level == 1:
            share *= 0.6  # removed at the end of the Canal Era
        potential_icons[loc] += share * spec.link_icons
        facts.append((tile.owner, False, share, spec.vp, spec.income_spaces, False))
    total = [i + p for i, p in zip(icons, potential_icons, strict=True)]
    return (facts, total, {})


def _board_of(tiles: tuple[BuiltTile | None, ...], canal: bool) -> _Board:
    """The :data:`_Board` of *tiles* (kept in :data:`_BOARDS`)."""
    boards = _BOARDS[canal]
    board = boards.get(tiles)
    if board is None:
        if len(boards) >= _CACHE_MOST:
            boards.clear()
        board = boards[tiles] = _board(tiles, canal)
    return board


# Final: read as constants (compiled, C statics), not as attributes of an enum class.
_CANAL: Final = Era.CANAL
_STANDARD: Final = Variant.STANDARD
#: :func:`income_rounds` by rounds left, for every count a game can have.
_PAID: Final = tuple(
    income_rounds(left) for left in range(2 * max(comp.ROUNDS_PER_ERA.values()) + 1)
)


def values(state: GameState) -> tuple[float, ...]:
    """Per player: the estimated final VP (see the module docstring)."""
    players = state.players
    if state.over:
        return tuple(float(p.vp) for p in players)
    canal = state.era is _CANAL and state.variant is _STANDARD
    per_era = comp.ROUNDS_PER_ERA[len(players)]
    left = max(per_era - state.round + 1, 1)  # rounds_left
    if canal:
        left += per_era
    paid = _PAID[left] if left < len(_PAID) else income_rounds(left)
    tiles = state.tiles
    by_id = _BY_ID[canal]
    held = by_id.get(id(tiles))
    if held is not None and held[0] is tiles:
        board = held[1]
    else:
        board = _board_of(tiles, canal)
        if len(by_id) >= _CACHE_MOST:
            by_id.clear()
        by_id[id(tiles)] = (tiles, board)
    vp = [float(p.vp) for p in players]
    levels = comp.INCOME_LEVELS
    last = comp.LAST_SPACE
    for owner, flipped, share, tile_vp, spaces, twice in board[0]:
        if flipped:
            vp[owner] += tile_vp
            if twice:
                vp[owner] += tile_vp
            continue
        space = players[owner].income_space
        gain = levels[min(space + spaces, last)] - levels[space]
        vp[owner] += share * (tile_vp + gain * paid / MONEY_PER_VP)
    icons, link_vp = board[1], board[2]
    for link, holder in built_links(state.links):
        worth = link_vp.get(link)
        if worth is None:
            worth = sum(map(icons.__getitem__, LINK_TOUCH[link]))
            worth = link_vp[link] = LINK_REACH_VP + worth
        vp[holder] += worth
    spend_weight = min(1.0, left / 2)
    money_vp = _MONEY_VP
    if len(money_vp) >= _CACHE_MOST:
        money_vp.clear()
    for i, p in enumerate(players):
        level = levels[p.income_space]
        vp[i] += level * paid / MONEY_PER_VP * (DEBT_WEIGHT if level < 0 else 1.0)
        money = p.money
        mv = money_vp.get(money)
        if mv is None:
            mv = money_vp[money] = _money_vp(money)
        vp[i] += spend_weight * mv
    return tuple(vp)


def advantage(state: GameState, player: int) -> float:
    """:func:`values` of *player* minus the best of the other players' values."""
    v = values(state)
    if type(player) is int and 0 <= player < len(v):
        return v[player] - max(v[:player] + v[player + 1 :])
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
