"""The picture's geometry: where each location's box, slot and link goes on the map, the size of
the map and of the side panel, and the view (what the table sees of a state or an observation).

The map places every town, farm brewery and merchant where the Birmingham board prints it
(:data:`LAYOUT`): Warrington in the north-west, Stoke-on-Trent and Leek in the north, Derby and
Nottingham in the north-east, Birmingham in the centre, Coalbrookdale and Shrewsbury in the west,
Coventry in the south-east, Worcester and Gloucester in the south-west, Oxford in the south.
"""

from __future__ import annotations

from attrs import evolve

from brass_rules.birmingham.board import BIRMINGHAM, MERCHANT
from brass_rules.birmingham.board.graph import LinkSpace, Location
from brass_rules.birmingham.observe import Observation, observe
from brass_rules.birmingham.state import GameState

_B = BIRMINGHAM

#: Centre of each location's box on the map (x to the east, y to the south), in SVG units.
LAYOUT: dict[str, tuple[int, int]] = {
    "Warrington": (110, 80),
    "Leek": (520, 70),
    "Belper": (830, 70),
    "Stoke-on-Trent": (300, 185),
    "Derby": (790, 225),
    "Nottingham": (1000, 225),
    "Stone": (230, 330),
    "Uttoxeter": (510, 320),
    "Stafford": (330, 460),
    "Burton-on-Trent": (770, 440),
    "North Farm Brewery": (200, 590),
    "Cannock": (480, 580),
    "Shrewsbury": (70, 700),
    "Tamworth": (860, 620),
    "Wolverhampton": (330, 720),
    "Walsall": (600, 720),
    "Coalbrookdale": (130, 830),
    "Dudley": (350, 870),
    "Birmingham": (640, 870),
    "Nuneaton": (930, 790),
    "Kidderminster": (230, 1000),
    "Coventry": (920, 960),
    "Redditch": (620, 1060),
    "South Farm Brewery": (90, 1110),
    "Worcester": (330, 1140),
    "Gloucester": (450, 1250),
    "Oxford": (840, 1210),
}


#: A slot (a tile's square), the gap between slots, a box's padding and its name's height.
SLOT = 54
GAP = 4
PAD = 5
LABEL = 17
#: The map on the left, the side panel on the right.
MAP_W = 1090
PANEL_X = 1100
PANEL_W = 470
WIDTH = PANEL_X + PANEL_W


def view(position: GameState | Observation) -> tuple[Observation, int | None]:
    """What the picture shows, and whose hand: an observation as it is, with its player's hand;
    a state as its public part (an observation with every hand hidden), nobody's hand."""
    if isinstance(position, Observation):
        return position, position.player
    if isinstance(position, GameState):
        seen = observe(position, 0)
        return evolve(seen, players=tuple(evolve(p, hand=None) for p in seen.players)), None
    raise TypeError(
        f"render_svg needs a GameState or an Observation, not {type(position).__name__}"
    )


def box_size(loc: Location) -> tuple[int, int]:
    """The width and height of *loc*'s box (its slots or merchant spaces, and its name)."""
    n = len(loc.slots) if loc.kind != MERCHANT else merchant_space_count(loc.name)
    width = max(n * SLOT + (n - 1) * GAP + 2 * PAD, 8 * len(loc.name) + 10)
    extra = 14 if loc.kind == MERCHANT else 0
    return width, LABEL + SLOT + 2 * PAD + extra


def merchant_space_count(name: str) -> int:
    """How many merchant spaces the merchant *name* has."""
    return sum(1 for ms in _B.merchant_spaces if ms.merchant == name)


def box_origin(loc: Location) -> tuple[float, float]:
    """The top-left corner of *loc*'s box."""
    cx, cy = LAYOUT[loc.name]
    w, h = box_size(loc)
    return cx - w / 2, cy - h / 2


def slot_origin(loc: Location, i: int) -> tuple[float, float]:
    """The top-left corner of slot (or merchant space) *i* of *loc*."""
    bx, by = box_origin(loc)
    w, _ = box_size(loc)
    n = len(loc.slots) if loc.kind != MERCHANT else merchant_space_count(loc.name)
    inner = n * SLOT + (n - 1) * GAP
    return bx + (w - inner) / 2 + i * (SLOT + GAP), by + LABEL + PAD


def link_ends(space: LinkSpace) -> tuple[tuple[float, float], tuple[float, float]]:
    """The centres of the two locations a link space joins."""
    a, b = space.ends
    return LAYOUT[a], LAYOUT[b]


def leaves_box(name: str, toward: tuple[float, float]) -> tuple[float, float]:
    """Where the line from *name*'s centre toward *toward* leaves its box."""
    cx, cy = LAYOUT[name]
    w, h = box_size(_B.location(name))
    dx, dy = toward[0] - cx, toward[1] - cy
    t = min(w / 2 / abs(dx) if dx else 1.0, h / 2 / abs(dy) if dy else 1.0, 1.0)
    return cx + t * dx, cy + t * dy


def link_label_point(space: LinkSpace) -> tuple[float, float]:
    """Where a built link's owner disc goes: the middle of the part of the line between boxes."""
    a, b = space.ends
    ax, ay = leaves_box(a, LAYOUT[b])
    bx, by = leaves_box(b, LAYOUT[a])
    return (ax + bx) / 2, (ay + by) / 2
