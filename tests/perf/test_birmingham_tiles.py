"""``ops.tile_of`` (issue 34): one tile object per set of fields, so that boards made by the same
moves in another world hold the same tiles."""

from __future__ import annotations

from itertools import product

from brass_rules.birmingham.enums import INDUSTRIES
from brass_rules.birmingham.ops import tile_of
from brass_rules.birmingham.state import BuiltTile


def test_one_tile_per_fields_with_those_fields() -> None:
    made: dict[tuple[object, ...], BuiltTile] = {}
    for owner, industry, level, flipped, resources in product(
        range(4), INDUSTRIES, range(1, 9), (False, True), range(7)
    ):
        tile = tile_of(owner, industry, level, flipped, resources)
        assert tile == BuiltTile(owner, industry, level, flipped, resources)
        assert tile_of(owner, industry, level, flipped, resources) is tile
        made[(owner, industry, level, flipped, resources)] = tile
    assert len({id(tile) for tile in made.values()}) == len(made)  # no two fields share one
