"""The SVG kit every game's drawing uses: elements, escaping, the player palette, the document.

Standard library only. A game's drawing module builds its picture from these pieces and
registers itself with :func:`register_drawing`; the ``_repr_svg_`` of that game's states and
observations (:func:`repr_svg`) then finds the drawing by the game's name, so state classes
never import their drawing (no import circle).

>>> from brass_rules.kit.svg import document, rect, text
>>> svg = document(100, 50, [rect(0, 0, 100, 50, fill="#fff"), text(5, 20, "a < b")])
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"')
True
>>> "a &lt; b" in svg, 'viewBox="0 0 100 50"' in svg
(True, True)
>>> document(100, 50, [], fit=True).split(">")[0].count('width="100%"')
1
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any, Protocol, TypeVar
from xml.sax.saxutils import escape, quoteattr

__all__ = [
    "PLAYER_COLOURS",
    "PLAYER_INK",
    "attrs",
    "colours",
    "document",
    "el",
    "escape",
    "large_piece",
    "line",
    "open_tag",
    "piece",
    "rect",
    "register_drawing",
    "repr_svg",
    "slug",
    "text",
    "title",
]

#: Owner colours (Okabe-Ito, distinguishable with the common colour-vision deficiencies), one per
#: player of the largest game (5 players).
PLAYER_COLOURS: tuple[str, ...] = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00")
#: The ink that reads on each player colour.
PLAYER_INK: tuple[str, ...] = ("#ffffff", "#000000", "#ffffff", "#000000", "#ffffff")
#: The font stack of every drawing.
FONT = "DejaVu Sans, Verdana, sans-serif"

_NAMES: dict[str, str] = {}
#: Attribute pairs written before, by (key, type of the value, value): most repeat from one
#: picture to the next (colours, classes, ids, sizes). Emptied by :func:`forget_pieces`, and
#: whenever it reaches :data:`_MAX_PAIRS` entries.
_PAIRS: dict[tuple[str, type, object], str] = {}
_MAX_PAIRS = 32_768
#: The types of the values whose pairs are kept: their text depends on the value only (not so
#: for floats: 0.0 == -0.0).
_KEPT: frozenset[type] = frozenset({str, int})
_SPECIAL = frozenset('&<>"\n\t\r')


def _name(key: str) -> str:
    name = _NAMES[key] = key.rstrip("_").replace("_", "-")
    return name


def attrs(**attributes: object) -> str:
    """``key="value"`` pairs; ``font_size`` is written ``font-size``, ``class_`` ``class``;
    ``None`` values are left out; values are escaped."""
    return _attrs(attributes)


def _attrs(attributes: dict[str, object]) -> str:
    # the hot loop of every picture: one pass, no call per attribute but str(), and the pairs
    # met before read from _PAIRS (keyed by the value's type too: 1, 1.0 and True differ)
    pairs, names, special = _PAIRS, _NAMES, _SPECIAL
    out = []
    for key, value in attributes.items():
        if value is None:
            continue
        kind = type(value)
        pair = pairs.get((key, kind, value))
        if pair is None:
            name = names.get(key) or _name(key)
            text_ = value if type(value) is str else str(value)
            if special.isdisjoint(text_):
                pair = f'{name}="{text_}"'
            else:
                pair = f"{name}={quoteattr(text_)}"
            if kind in _KEPT:
                if len(pairs) >= _MAX_PAIRS:
                    pairs.clear()
                pairs[(key, kind, value)] = pair
        out.append(pair)
    return " ".join(out)


def open_tag(tag: str = "g", **attributes: object) -> str:
    """An opening tag (close it with ``</tag>``)."""
    return f"<{tag} {_attrs(attributes)}>"


def el(tag: str, content: str | None = None, /, **attributes: object) -> str:
    """A whole element: empty (``<tag .../>``) or holding the escaped text *content*."""
    head = f"<{tag} {_attrs(attributes)}".rstrip() if attributes else f"<{tag}"
    if content is None:
        return head + "/>"
    if not _SPECIAL.isdisjoint(content):
        content = escape(content)
    return f"{head}>{content}</{tag}>"


_F = TypeVar("_F", bound=Callable[..., object])


def piece(drawing: _F) -> _F:
    """*drawing* remembering its last few thousand answers, so that the pieces of a picture
    that do not change from one move to the next are drawn once. *drawing* takes hashable
    arguments, returns SVG text (or a tuple holding it) and reads nothing else. Arguments of
    different types are kept apart (``1`` and ``1.0`` may be written differently).

    >>> @piece
    ... def dot(x: float) -> str:
    ...     return el("circle", cx=x, r=1)
    >>> dot(1), dot(1.0)
    ('<circle cx="1" r="1"/>', '<circle cx="1.0" r="1"/>')
    """
    return _remember(drawing, 4096)


def large_piece(drawing: _F) -> _F:
    """A :func:`piece` for a large part of a picture (a whole group, tens of kilobytes): it
    remembers its last 256 answers only."""
    return _remember(drawing, 256)


def _remember(drawing: _F, size: int) -> _F:
    remembered = lru_cache(maxsize=size, typed=True)(drawing)
    _PIECES.append(remembered)
    return remembered  # type: ignore[return-value]


#: Every drawing :func:`piece` made, for :func:`forget_pieces`.
_PIECES: list[Any] = []


def forget_pieces() -> None:
    """Forget every answer the pieces remember, and the attribute pairs written before (a
    game's ``clear_caches`` calls it)."""
    for remembered in _PIECES:
        remembered.cache_clear()
    _PAIRS.clear()


def text(x: float, y: float, content: str, size: float = 12, **attributes: object) -> str:
    """A ``<text>`` at (*x*, *y*) in *size* units."""
    if "font_size" not in attributes:
        attributes["font_size"] = size
    if "x" in attributes or "y" in attributes:  # el refuses them twice
        return el("text", content, x=f"{x:g}", y=f"{y:g}", **attributes)
    rest = _attrs(attributes)
    if not _SPECIAL.isdisjoint(content):
        content = escape(content)
    if rest:
        return f'<text x="{x:g}" y="{y:g}" {rest}>{content}</text>'
    return f'<text x="{x:g}" y="{y:g}">{content}</text>'


def rect(x: float, y: float, width: float, height: float, **attributes: object) -> str:
    """A ``<rect>``."""
    pairs = _attrs(dict(x=f"{x:g}", y=f"{y:g}", width=width, height=height, **attributes))
    return f"<rect {pairs}/>"


def line(x1: float, y1: float, x2: float, y2: float, **attributes: object) -> str:
    """A ``<line>``."""
    return el("line", x1=f"{x1:g}", y1=f"{y1:g}", x2=f"{x2:g}", y2=f"{y2:g}", **attributes)


def title(content: str) -> str:
    """A ``<title>`` (the tooltip of its parent element)."""
    return f"<title>{escape(content)}</title>"


def slug(name: str) -> str:
    """A name as an id part: spaces become hyphens."""
    return name.replace(" ", "-")


def colours(player: int) -> tuple[str, str]:
    """A player's colour and the ink that reads on it."""
    return PLAYER_COLOURS[player % len(PLAYER_COLOURS)], PLAYER_INK[player % len(PLAYER_INK)]


def document(
    width: float,
    height: float,
    body: Iterable[str],
    *,
    defs: str = "",
    fit: bool = False,
    scale: float = 1.0,
) -> str:
    """A standalone SVG document of natural size *width* x *height* (its ``viewBox``).

    By default it is drawn at that size times *scale*; with ``fit=True`` it has a relative
    width (``100%``) and no height, so it scales to its container (a notebook cell) keeping
    its proportions.
    """
    if fit:
        size = 'width="100%"'
    else:
        size = f'width="{width * scale:g}" height="{height * scale:g}"'
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" {size} viewBox="0 0 {width:g} {height:g}" '
        f'font-family="{FONT}">',
        defs,
    ]
    parts.extend(body)
    parts.append("</svg>\n")
    return "".join(parts)  # one copy of the whole picture


class _Drawing(Protocol):
    def __call__(self, position: Any, /, *, fit: bool = ..., scale: float = ...) -> str: ...


_DRAWINGS: dict[str, _Drawing] = {}


def register_drawing(game: str, drawing: _Drawing) -> None:
    """Make *drawing* the picture of the states and observations of *game* (its name)."""
    _DRAWINGS[game] = drawing


def repr_svg(position: Any) -> str:
    """The picture of a state or observation scaled to its container (for ``_repr_svg_``)."""
    drawing: Callable[..., str] | None = _DRAWINGS.get(getattr(position, "game", ""))
    if drawing is None:
        raise LookupError(f"no drawing is registered for {type(position).__name__}")
    return drawing(position, fit=True)
