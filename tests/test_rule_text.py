"""The rule texts shipped in the package match the rules reference."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules.birmingham.rule_text import RULE_TEXT, rule_text

ROOT = Path(__file__).resolve().parent.parent


def _generator():  # type: ignore[no-untyped-def]
    path = ROOT / "tools" / "gen_rule_text.py"
    spec = importlib.util.spec_from_file_location("gen_rule_text", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_generated_module_is_current() -> None:
    gen = _generator()
    expected = gen.render(gen.parse(gen.SOURCE.read_text(encoding="utf-8")))
    target = ROOT / "src" / "brass_rules" / "birmingham" / "rule_text.py"
    assert target.read_text(encoding="utf-8") == expected


def test_every_rule_has_its_text_and_no_other_ids() -> None:
    assert set(RULE_TEXT) == {rule.value for rule in br.Rule}
    assert all(text and not text[0].islower() for text in RULE_TEXT.values())
    assert "../" not in "".join(RULE_TEXT.values())


def test_rule_text_takes_a_rule_or_its_id() -> None:
    assert rule_text(br.Rule.LOAN) == rule_text("R-LOAN")
    assert "£30" in rule_text("R-LOAN")


@pytest.mark.parametrize("bad", ["R-NOPE", "", 7, None])
def test_an_unknown_rule_id_is_a_documented_error(bad: object) -> None:
    with pytest.raises(br.UnknownNameError):
        rule_text(bad)  # type: ignore[arg-type]
