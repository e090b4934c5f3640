"""Marks on the picture: the pieces a front end highlights (the options of a choice) and the
pieces of the last move, by id. Without marks the picture is returned unchanged."""

from __future__ import annotations

import re
from collections.abc import Iterable

#: The look of the marks (added to the picture's ``<defs>`` only when something is marked).
STYLE = (
    "<style>"
    '[data-mark~="highlight"]>.frame{stroke:#e8590c;stroke-width:4}'
    '[data-mark~="highlight"]{filter:drop-shadow(0 0 3px #e8590c)}'
    '[data-mark~="last"]>.frame{stroke:#1971c2;stroke-width:4;stroke-dasharray:8 3}'
    '[data-mark~="last"]{filter:drop-shadow(0 0 3px #1971c2)}'
    "</style>"
)


def mark(svg: str, highlight: Iterable[str], last: Iterable[str]) -> str:
    """*svg* with ``data-mark="highlight"`` (and/or ``"last"``) on the elements whose ids are
    given, and the style that draws them; ids not in the picture are ignored. Nothing marked:
    *svg* itself."""
    marks: dict[str, list[str]] = {}
    for word, ids in (("highlight", highlight), ("last", last)):
        for ident in ids:
            if isinstance(ident, str) and word not in marks.setdefault(ident, []):
                marks[ident].append(word)
    if not marks:
        return svg
    done = 0

    def put(m: re.Match[str]) -> str:
        nonlocal done
        words = marks.get(m[1])
        if words is None:
            return m[0]
        done += 1
        return f'{m[0]} data-mark="{" ".join(words)}"'

    out = re.sub(r' id="([^"]+)"', put, svg)
    if not done:
        return svg
    return out.replace("<defs>", "<defs>" + STYLE, 1)
