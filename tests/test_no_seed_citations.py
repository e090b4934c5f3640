"""No shipped text cites lines of a rulebook the package does not ship (issue 31, point 10).

The Le Havre rules were written from a rulebook cited by line ("seed 1862", "seed 594-602"); the
package ships neither that text nor its line numbers, so the rules cite one another by rule ID
and the rule pages of the docs (``docs/le_havre/rules.rst``) are the reference.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.birmingham.rule_text import RULE_TEXT as BIRMINGHAM_RULES
from brass_rules.le_havre.rule_text import RULE_TEXT as LE_HAVRE_RULES

ROOT = Path(__file__).resolve().parent.parent
#: A citation of rulebook lines: a range (``seed 594-602``, ``seed 1042–1044``), several lines
#: (``seed 829, 1067``), a line number among references (``(seed 1223)``, ``; seed 971``), or a
#: note about them. A game's seed is written ``seed=7`` or ``seed 7`` in prose, never so.
CITATION = re.compile(
    r"[Ss]eed \d+\s*[–-]\s*\d+|[Ss]eed \d+, \d+|[(,;] ?[Ss]eed \d{3,}|\"[Ss]eed N\"|seed lines?\b"
)
SHIPPED = sorted(
    [
        *(ROOT / "src" / "brass_rules").rglob("*.py"),
        *(ROOT / "docs").rglob("*.rst"),
        *(ROOT / "docs").glob("*.py"),
        ROOT / "README.md",
    ]
)


def test_the_citation_pattern_finds_what_the_rules_used_to_cite() -> None:
    for cited in ("(seed 1862)", "(seed 594-602: every", "seed 1042–1044, 1069–1071",
                  "(seed 829, 1067)", "; seed 971)", '"Seed N" refers to line N'):  # fmt: skip
        assert CITATION.search(cited), cited
    for game_seed in ("new_game(players=2, seed=7)", "the 2-player game with seed 1, player",
                      "(seed 1, player 1 to move)", "playing seed 5 died", "derived from the "
                      "game's seed."):  # fmt: skip
        assert not CITATION.search(game_seed), game_seed


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_shipped_file_cites_rulebook_lines(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = [m.group(0) for m in CITATION.finditer(text)]
    assert not found, f"{path.relative_to(ROOT)} cites rulebook lines: {found[:5]}"


@pytest.mark.parametrize("rules", [BIRMINGHAM_RULES, LE_HAVRE_RULES], ids=["birmingham", "lh"])
def test_no_rule_text_names_a_seed_line(rules: dict[str, str]) -> None:
    """A rule text mentions the seed only as the game's random seed (LH-GEN-RANDOM)."""
    for rule, text in rules.items():
        assert not re.search(r"\b[Ss]eed \d", text), rule
        assert "seed" not in text.replace("game's seed", ""), rule


def test_the_rule_texts_a_game_gives_cite_rule_ids_not_lines() -> None:
    assert "LH-SUPPLY-INTEREST" in lh.rule_text("LH-LOAN-INTEREST")
    assert not CITATION.search(lh.rule_text("LH-GEN-UNLIMITED"))
    assert not CITATION.search(br.birmingham.rule_text("R-LOAN"))
