"""R-ERA-LINKS and R-ERA-TILES: scoring at the end of an era."""

from __future__ import annotations

from typing import Final

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.network import LINK_TOUCH, LOCATION_SLOTS
from brass_rules.birmingham.state import GameState

_B: Final = BIRMINGHAM


def location_icons(state: GameState, location: int) -> int:
    """Link icons at a location: flipped tiles' icons plus the printed merchant icons."""
    icons = _B.locations[location].link_icons
    for slot in LOCATION_SLOTS[location]:
        tile = state.tiles[slot]
        if tile is not None and tile.flipped:
            icons += comp.TILES[(tile.industry, tile.level)].link_icons
    return icons


def link_vp(state: GameState) -> tuple[int, ...]:
    """R-ERA-LINKS: per player, 1 VP per icon in every location each of their links touches."""
    vp = [0] * state.num_players
    icons = [location_icons(state, loc) for loc in range(len(_B.locations))]
    for link, owner in enumerate(state.links):
        if owner is not None:
            vp[owner] += sum(icons[loc] for loc in LINK_TOUCH[link])
    return tuple(vp)


def tile_vp(state: GameState, *, min_level: int = 1) -> tuple[int, ...]:
    """R-ERA-TILES: per player, the VP of their flipped tiles (of at least *min_level*)."""
    vp = [0] * state.num_players
    for tile in state.tiles:
        if tile is not None and tile.flipped and tile.level >= min_level:
            vp[tile.owner] += comp.TILES[(tile.industry, tile.level)].vp
    return tuple(vp)
