"""Tools for the Le Havre picture tests: positions from seeded games, the SVG parsed, and the
boxes of its elements (rects, circles, texts measured as the picture measures them)."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from functools import cache

from attrs import frozen

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Act, Borrow, Buy, Enter, Sell
from brass_rules.le_havre.picture.layout import text_width
from brass_rules.le_havre.state import GameState, Phase

NS = "{http://www.w3.org/2000/svg}"


def busy_game(
    players: int, seed: int, stop: Callable[[GameState], bool] = lambda s: False
) -> Iterator[GameState]:
    """Every state of a seeded game whose players like to build and buy (a busier board than a
    uniformly random game), until *stop* or the end."""
    rng = random.Random(seed)
    state = lh.new_game(players=players, seed=seed)
    yield state
    while not state.is_over and not stop(state):
        moves = lh.legal_moves(state)
        builds = [m for m in moves if isinstance(m, Act) and "build" in m.option]
        buys = [m for m in moves if isinstance(m, Buy)]
        enters = [m for m in moves if isinstance(m, Enter)]
        r = rng.random()
        if builds and r < 0.9:
            move = rng.choice(builds)
        elif buys and r < 0.6:
            move = rng.choice(buys)
        elif enters and r < 0.5:
            move = rng.choice(enters)
        else:
            move = rng.choice([m for m in moves if not isinstance(m, Borrow | Sell)] or moves)
        state = lh.apply(state, move)
        yield state


@cache
def moments(players: int) -> dict[str, GameState]:
    """Start, mid-game, a building action under way, a feeding, the final phase and game over
    of one busy game."""
    seed = 40 + players
    found: dict[str, GameState] = {}
    for s in busy_game(players, seed):
        if "start" not in found:
            found["start"] = s
        if "mid" not in found and s.round > s.rounds // 2 and s.phase is Phase.MAIN:
            found["mid"] = s
        if "action" not in found and s.round > 1 and s.phase is Phase.ACTION:
            found["action"] = s
        if "feeding" not in found and any(d.kind == "food" for d in s.dues):
            found["feeding"] = s
        if "final" not in found and s.final and not s.is_over:
            found["final"] = s
        if s.is_over:
            found["over"] = s
    return found


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def classes(element: ET.Element) -> set[str]:
    return set((element.get("class") or "").split())


def by_id(root: ET.Element, ident: str) -> ET.Element:
    found = [e for e in root.iter() if e.get("id") == ident]
    assert len(found) == 1, f"{len(found)} elements with id {ident!r}"
    return found[0]


def words(element: ET.Element) -> str:
    """The texts under *element* (not the tooltips), joined by spaces."""
    return " ".join((e.text or "") for e in element.iter() if e.tag == f"{NS}text")


def every_text(element: ET.Element) -> str:
    """Every text, tooltip and attribute value under *element*."""
    out = []
    for e in element.iter():
        out.append(e.text or "")
        out.extend(str(v) for v in e.attrib.values())
    return "\n".join(out)


@frozen
class Box:
    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: Box) -> bool:
        return (
            self.x0 < other.x1 - 0.01
            and other.x0 < self.x1 - 0.01
            and self.y0 < other.y1 - 0.01
            and other.y0 < self.y1 - 0.01
        )

    def contains(self, other: Box, slack: float = 0.5) -> bool:
        return (
            self.x0 - slack <= other.x0
            and self.y0 - slack <= other.y0
            and other.x1 <= self.x1 + slack
            and other.y1 <= self.y1 + slack
        )


@frozen
class Drawn:
    """One drawn element: its order in the document, tag, box, whether it is opaque, its
    element and the ids/classes of the groups it is in."""

    order: int
    tag: str
    box: Box
    opaque: bool
    element: ET.Element
    groups: tuple[ET.Element, ...]


_TRANSLATE = re.compile(r"translate\(([-\d.]+)[ ,]+([-\d.]+)\)")


def _f(e: ET.Element, name: str) -> float:
    return float(e.get(name, "0"))


def text_box(e: ET.Element, dx: float = 0, dy: float = 0) -> Box:
    """A text's box: its width as the picture measures it, 0.8 em above the baseline and
    0.25 em below."""
    size = _f(e, "font-size")
    width = text_width(e.text or "", size, e.get("font-weight") == "bold")
    x, y = _f(e, "x") + dx, _f(e, "y") + dy
    anchor = e.get("text-anchor", "start")
    x0 = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return Box(x0, y - 0.8 * size, x0 + width, y + 0.25 * size)


def _opaque(e: ET.Element, groups: tuple[ET.Element, ...]) -> bool:
    fill = e.get("fill", "#000")
    if fill == "none" or fill.startswith("url("):
        return False
    if float(e.get("fill-opacity", "1")) < 1 or float(e.get("opacity", "1")) < 1:
        return False
    return all(float(g.get("opacity", "1")) >= 1 for g in groups)


def drawn(root: ET.Element) -> list[Drawn]:
    """Every rect, circle, ellipse and text in document (painting) order with its box."""
    out: list[Drawn] = []

    def walk(e: ET.Element, dx: float, dy: float, groups: tuple[ET.Element, ...]) -> None:
        tag = e.tag.removeprefix(NS)
        if tag == "defs":
            return
        m = _TRANSLATE.search(e.get("transform", ""))
        if m:
            dx, dy = dx + float(m.group(1)), dy + float(m.group(2))
        box = None
        if tag == "rect":
            x, y = _f(e, "x") + dx, _f(e, "y") + dy
            box = Box(x, y, x + _f(e, "width"), y + _f(e, "height"))
        elif tag == "circle":
            cx, cy, r = _f(e, "cx") + dx, _f(e, "cy") + dy, _f(e, "r")
            box = Box(cx - r, cy - r, cx + r, cy + r)
        elif tag == "ellipse":
            cx, cy = _f(e, "cx") + dx, _f(e, "cy") + dy
            rx, ry = _f(e, "rx"), _f(e, "ry")
            box = Box(cx - rx, cy - ry, cx + rx, cy + ry)
        elif tag == "text":
            box = text_box(e, dx, dy)
        if box is not None:
            opaque = tag != "text" and _opaque(e, groups)
            out.append(Drawn(len(out), tag, box, opaque, e, groups))
        inner = (*groups, e) if tag == "g" else groups
        for child in e:
            walk(child, dx, dy, inner)

    walk(root, 0, 0, ())
    return out


def hidden_pairs(items: list[Drawn]) -> list[tuple[Drawn, Drawn]]:
    """(element, later opaque shape) pairs where the later shape covers part of the element
    without lying inside it (a shape inside an earlier one is drawn *on* it, as a card on the
    board; any opaque shape over a text hides part of it)."""
    cell = 100.0
    grid: dict[tuple[int, int], list[Drawn]] = {}
    for d in items:
        if not d.opaque:
            continue
        for gx in range(int(d.box.x0 // cell), int(d.box.x1 // cell) + 1):
            for gy in range(int(d.box.y0 // cell), int(d.box.y1 // cell) + 1):
                grid.setdefault((gx, gy), []).append(d)
    bad: list[tuple[Drawn, Drawn]] = []
    for d in items:
        seen: set[int] = set()
        for gx in range(int(d.box.x0 // cell), int(d.box.x1 // cell) + 1):
            for gy in range(int(d.box.y0 // cell), int(d.box.y1 // cell) + 1):
                for cover in grid.get((gx, gy), ()):
                    if cover.order <= d.order or cover.order in seen:
                        continue
                    seen.add(cover.order)
                    if not cover.box.overlaps(d.box):
                        continue
                    if d.tag != "text" and d.box.contains(cover.box, slack=0):
                        continue
                    bad.append((d, cover))
    return bad


def describe(d: Drawn) -> str:
    where = "/".join(g.get("id") or g.get("class") or "g" for g in d.groups if g.get("id")
                     or g.get("class"))
    label = d.element.text or d.element.get("class") or ""
    return f"{d.tag} {label!r} at {d.box} in {where}"


def overlapping_texts(items: list[Drawn]) -> list[tuple[Drawn, Drawn]]:
    """Pairs of texts whose boxes overlap (one would be written over the other)."""
    texts = sorted((d for d in items if d.tag == "text" and (d.element.text or "").strip()),
                   key=lambda d: d.box.x0)
    bad = []
    for k, a in enumerate(texts):
        for b in texts[k + 1 :]:
            if b.box.x0 >= a.box.x1:
                break
            if a.box.overlaps(b.box):
                bad.append((a, b))
    return bad
