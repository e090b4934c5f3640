"""The printed facts of the Birmingham board: locations, slots, link spaces, merchants.

Written by hand from the retail board; ``tests/board`` checks every entry against an
independent copy of the reference data.
"""

from __future__ import annotations

from brass_rules.birmingham.enums import Industry

CO = Industry.COTTON
MA = Industry.MANUFACTURER
PO = Industry.POTTERY
CL = Industry.COAL
IR = Industry.IRON
BR = Industry.BREWERY

#: (name, kind, colour, slots); slots in board.yaml order.
TOWNS_AND_FARMS: tuple[tuple[str, str, str | None, tuple[tuple[Industry, ...], ...]], ...] = (
    (
        "Leek",
        "town",
        "blue",
        (
            (CO, MA),
            (CO, CL),
        ),
    ),
    (
        "Stoke-on-Trent",
        "town",
        "blue",
        (
            (CO, MA),
            (PO, IR),
            (MA,),
        ),
    ),
    (
        "Stone",
        "town",
        "blue",
        (
            (CO, BR),
            (MA, CL),
        ),
    ),
    (
        "Uttoxeter",
        "town",
        "blue",
        (
            (MA, BR),
            (CO, BR),
        ),
    ),
    (
        "Belper",
        "town",
        "teal",
        (
            (CO, MA),
            (CL,),
            (PO,),
        ),
    ),
    (
        "Derby",
        "town",
        "teal",
        (
            (CO, BR),
            (CO, MA),
            (IR,),
        ),
    ),
    (
        "Stafford",
        "town",
        "red",
        (
            (MA, BR),
            (PO,),
        ),
    ),
    (
        "Burton-on-Trent",
        "town",
        "red",
        (
            (MA, CL),
            (BR,),
        ),
    ),
    (
        "Cannock",
        "town",
        "red",
        (
            (MA, CL),
            (CL,),
        ),
    ),
    (
        "Tamworth",
        "town",
        "red",
        (
            (CO, CL),
            (CO, CL),
        ),
    ),
    (
        "Walsall",
        "town",
        "red",
        (
            (IR, MA),
            (MA, BR),
        ),
    ),
    (
        "Wolverhampton",
        "town",
        "yellow",
        (
            (MA,),
            (MA, CL),
        ),
    ),
    (
        "Coalbrookdale",
        "town",
        "yellow",
        (
            (IR, BR),
            (IR,),
            (CL,),
        ),
    ),
    (
        "Dudley",
        "town",
        "yellow",
        (
            (CL,),
            (IR,),
        ),
    ),
    (
        "Kidderminster",
        "town",
        "yellow",
        (
            (CO, CL),
            (CO,),
        ),
    ),
    (
        "Worcester",
        "town",
        "yellow",
        (
            (CO,),
            (CO,),
        ),
    ),
    (
        "Birmingham",
        "town",
        "purple",
        (
            (CO, MA),
            (MA,),
            (IR,),
            (MA,),
        ),
    ),
    (
        "Coventry",
        "town",
        "purple",
        (
            (PO,),
            (MA, CL),
            (IR, MA),
        ),
    ),
    (
        "Nuneaton",
        "town",
        "purple",
        (
            (MA, BR),
            (CO, CL),
        ),
    ),
    (
        "Redditch",
        "town",
        "purple",
        (
            (MA, CL),
            (IR,),
        ),
    ),
    ("North Farm Brewery", "farm_brewery", None, ((BR,),)),
    ("South Farm Brewery", "farm_brewery", None, ((BR,),)),
)

#: (ends, kind, also): kind is "both", "canal_only" or "rail_only".
LINK_SPACES: tuple[tuple[tuple[str, str], str, tuple[str, ...]], ...] = (
    (("Stoke-on-Trent", "Warrington"), "both", ()),
    (("Leek", "Stoke-on-Trent"), "both", ()),
    (("Belper", "Leek"), "rail_only", ()),
    (("Belper", "Derby"), "both", ()),
    (("Derby", "Nottingham"), "both", ()),
    (("Derby", "Uttoxeter"), "rail_only", ()),
    (("Stone", "Uttoxeter"), "rail_only", ()),
    (("Stoke-on-Trent", "Stone"), "both", ()),
    (("Burton-on-Trent", "Stone"), "both", ()),
    (("Burton-on-Trent", "Derby"), "both", ()),
    (("Stafford", "Stone"), "both", ()),
    (("Cannock", "Stafford"), "both", ()),
    (("Cannock", "North Farm Brewery"), "both", ()),
    (("Burton-on-Trent", "Cannock"), "rail_only", ()),
    (("Cannock", "Wolverhampton"), "both", ()),
    (("Cannock", "Walsall"), "both", ()),
    (("Burton-on-Trent", "Walsall"), "canal_only", ()),
    (("Burton-on-Trent", "Tamworth"), "both", ()),
    (("Tamworth", "Walsall"), "rail_only", ()),
    (("Nuneaton", "Tamworth"), "both", ()),
    (("Birmingham", "Tamworth"), "both", ()),
    (("Walsall", "Wolverhampton"), "both", ()),
    (("Birmingham", "Walsall"), "both", ()),
    (("Coalbrookdale", "Wolverhampton"), "both", ()),
    (("Coalbrookdale", "Shrewsbury"), "both", ()),
    (("Dudley", "Wolverhampton"), "both", ()),
    (("Coalbrookdale", "Kidderminster"), "both", ()),
    (("Dudley", "Kidderminster"), "both", ()),
    (("Birmingham", "Dudley"), "both", ()),
    (("Kidderminster", "Worcester"), "both", ("South Farm Brewery",)),
    (("Birmingham", "Worcester"), "both", ()),
    (("Gloucester", "Worcester"), "both", ()),
    (("Gloucester", "Redditch"), "both", ()),
    (("Birmingham", "Redditch"), "rail_only", ()),
    (("Oxford", "Redditch"), "both", ()),
    (("Birmingham", "Oxford"), "both", ()),
    (("Birmingham", "Nuneaton"), "rail_only", ()),
    (("Coventry", "Nuneaton"), "rail_only", ()),
    (("Birmingham", "Coventry"), "both", ()),
)

#: (name, linked_to, link_icons, player counts per space, bonus kind, bonus amount).
MERCHANTS: tuple[tuple[str, tuple[str, ...], int, tuple[tuple[int, ...], ...], str, int], ...] = (
    ("Warrington", ("Stoke-on-Trent",), 2, ((3, 4), (3, 4)), "money", 5),
    ("Nottingham", ("Derby",), 2, ((4,), (4,)), "victory_points", 3),
    ("Shrewsbury", ("Coalbrookdale",), 2, ((2, 3, 4),), "victory_points", 4),
    ("Gloucester", ("Worcester", "Redditch"), 2, ((2, 3, 4), (2, 3, 4)), "develop", 1),
    ("Oxford", ("Birmingham", "Redditch"), 2, ((2, 3, 4), (2, 3, 4)), "income", 2),
)

#: (goods bought, player counts using the tile); () is a blank tile.
MERCHANT_TILES: tuple[tuple[tuple[Industry, ...], tuple[int, ...]], ...] = (
    ((MA,), (2, 3, 4)),
    ((CO,), (2, 3, 4)),
    ((CO, MA, PO), (2, 3, 4)),
    ((), (2, 3, 4)),
    ((), (2, 3, 4)),
    ((), (3, 4)),
    ((PO,), (3, 4)),
    ((MA,), (4,)),
    ((CO,), (4,)),
)

COLOUR_GROUPS: dict[str, tuple[str, ...]] = {
    "blue": ("Leek", "Stoke-on-Trent", "Stone", "Uttoxeter"),
    "teal": ("Belper", "Derby"),
    "red": ("Stafford", "Burton-on-Trent", "Cannock", "Tamworth", "Walsall"),
    "yellow": ("Coalbrookdale", "Wolverhampton", "Dudley", "Kidderminster", "Worcester"),
    "purple": ("Birmingham", "Coventry", "Nuneaton", "Redditch"),
}
