"""Marks on the picture: the pieces a front end highlights (the options of a choice) and the
pieces of the last move, by id. Without marks the picture is unchanged."""

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


def mark(parts: list[str], highlight: Iterable[str], last: Iterable[str]) -> bool:
    """Put ``data-mark="highlight"`` (and/or ``"last"``) on the elements of the picture's
    *parts* (its ``<defs>`` first, then its body: whole elements each) whose ids are given, in
    place; ids not in the picture are ignored. Whether anything was marked: the caller then adds
    :data:`STYLE` to the ``<defs>``.

    Marking the parts before they are joined copies only the parts marked, not the picture."""
    marks: dict[str, list[str]] = {}
    for word, ids in (("highlight", highlight), ("last", last)):
        for ident in ids:
            if isinstance(ident, str) and word not in marks.setdefault(ident, []):
                marks[ident].append(word)
    # every ` id="X"` of a marked X (never an empty or quoted X: no whole id value), the mark
    # put in after it
    tags = [
        (f' id="{ident}"', f' data-mark="{" ".join(words)}"')
        for ident, words in marks.items()
        if ident and '"' not in ident
    ]
    done = False
    for k, part in enumerate(parts):
        found: list[tuple[int, str]] = []
        for tag, word in tags:
            at = part.find(tag)
            while at >= 0:
                end = at + len(tag)
                found.append((end, word))
                at = part.find(tag, end)
        if found:
            found.sort()
            out = []
            start = 0
            for end, word in found:
                out.append(part[start:end])
                out.append(word)
                start = end
            out.append(part[start:])
            parts[k] = "".join(out)
            done = True
    return done
