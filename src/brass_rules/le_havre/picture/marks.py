"""Marks on the picture: the pieces a front end highlights (the options of a choice) and the
pieces of the last move, by id. Without marks the picture is returned unchanged."""

from __future__ import annotations

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
    # every occurrence of each marked ` id="X"`, found with str.find (no pass of a regex with
    # a callback over the whole picture), the marks put in after it in one join
    found: list[tuple[int, str]] = []
    for ident, words in marks.items():
        if not ident or '"' in ident:
            continue  # never a whole ` id="..."` value
        tag = f' id="{ident}"'
        mark_ = f' data-mark="{" ".join(words)}"'
        at = svg.find(tag)
        while at >= 0:
            end = at + len(tag)
            found.append((end, mark_))
            at = svg.find(tag, end)
    if not found:
        return svg
    found.sort()
    parts = []
    start = 0
    for end, mark_ in found:
        parts.append(svg[start:end])
        parts.append(mark_)
        start = end
    parts.append(svg[start:])
    return "".join(parts).replace("<defs>", "<defs>" + STYLE, 1)
