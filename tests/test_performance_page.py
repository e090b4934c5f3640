"""The performance page shows the current figures, and keeps older ones only under "History"
(issue 31, point 10): no old figure beside a current one that contradicts it."""

from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parent.parent / "docs" / "performance.rst"


def _sections(text: str) -> list[tuple[str, str]]:
    """(title, body) of each top-level section (titles underlined with ``-``)."""
    parts = re.split(r"\n([^\n]+)\n-{3,}\n", "\n" + text)
    return list(zip(parts[1::2], parts[2::2], strict=True))


def test_the_page_starts_with_the_current_figures_and_ends_with_the_history() -> None:
    titles = [title for title, _ in _sections(PAGE.read_text(encoding="utf-8"))]
    assert titles[0] == "Current figures"
    assert titles[-1] == "History"
    assert titles.count("History") == 1


def test_only_the_history_reports_a_target_not_met() -> None:
    sections = _sections(PAGE.read_text(encoding="utf-8"))
    current = "".join(body for title, body in sections if title != "History")
    assert "not met" not in current
    assert re.search(r"target \(met\?\)", current)
    history = dict(sections)["History"]
    # every "not met" there says it was so then, and the history says the current figures differ
    assert "not met" in history
    assert not re.search(r"not met(?! then)(?!\" was met)", history.replace("\n", " "))
    assert "`Current figures`_" in history


def test_the_current_figures_come_from_one_sitting() -> None:
    current = dict(_sections(PAGE.read_text(encoding="utf-8")))["Current figures"]
    commits = set(re.findall(r"``([0-9a-f]{7})``", current))
    assert commits == {"a32a4e4"}
