"""A text picture of the board: tiles by location, links, markets and merchants.

>>> from brass_rules.birmingham.setup import new_game
>>> print(board_text(new_game(players=2, seed=1)).splitlines()[0])
Coal market 13/14, iron market 8/10; wild piles: 4 location, 4 industry
"""

from __future__ import annotations

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.guards import not_a
from brass_rules.birmingham.state import BuiltTile, GameState

_B = BIRMINGHAM
_ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")


def tile_text(tile: BuiltTile) -> str:
    """One tile: ``P1 coal II (3)``, with ``*`` when flipped."""
    held = f" ({tile.resources})" if tile.resources else ""
    flipped = "*" if tile.flipped else ""
    return f"P{tile.owner} {tile.industry.value} {_ROMAN[tile.level]}{flipped}{held}"


def board_text(state: GameState) -> str:
    """The public board as lines of text (hands and the deck are not shown).

    :raises TypeError: if *state* is not a :class:`GameState`.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    lines = [
        f"Coal market {state.coal_market}/{comp.COAL_MARKET.capacity}, iron market "
        f"{state.iron_market}/{comp.IRON_MARKET.capacity}; wild piles: "
        f"{state.wild_location} location, {state.wild_industry} industry"
    ]
    merchants = []
    for space, slot in zip(_B.merchant_spaces, state.merchants, strict=True):
        if slot.goods is None:
            continue
        goods = "/".join(sorted(g.value for g in slot.goods)) or "blank"
        beer = " +beer" if slot.beer else ""
        merchants.append(f"{space.merchant} (space {space.space}): {goods}{beer}")
    lines.append("Merchants: " + "; ".join(merchants))
    for loc in _B.locations:
        tiles = []
        for index in _B.location_slots[loc.index]:
            tile = state.tiles[index]
            if tile is not None:
                tiles.append(f"{tile_text(tile)} in slot {_B.slot_specs[index].slot}")
        if tiles:
            lines.append(f"  {loc.name}: " + "; ".join(tiles))
    links = [
        f"{' - '.join(space.ends)} (P{owner})"
        for space, owner in zip(_B.links, state.links, strict=True)
        if owner is not None
    ]
    lines.append("Links: " + (", ".join(links) if links else "none"))
    return "\n".join(lines)
