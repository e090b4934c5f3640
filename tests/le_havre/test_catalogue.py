"""Cards by name in positions and the generated catalogue page (issue 24, point 4)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import PositionError
from brass_rules.le_havre.cardnames import label
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.rounds import ROUND_CARDS
from brass_rules.le_havre.data.ships import SHIPS
from tests.le_havre.builder import own

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "le_havre" / "catalogue.rst"


def _generator() -> ModuleType:
    path = ROOT / "tools" / "le_havre_catalogue.py"
    spec = importlib.util.spec_from_file_location("le_havre_catalogue", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_catalogue_is_what_the_generator_writes() -> None:
    assert PAGE.read_text(encoding="utf-8") == _generator().render()


def test_the_catalogue_names_every_card_by_id_and_name() -> None:
    text = PAGE.read_text(encoding="utf-8")
    for card in [*BY_ID, *SHIPS, *(c.id for c in ROUND_CARDS)]:
        assert f"``{card}``" in text, card
    for card in [*BY_ID, *SHIPS]:
        assert f"     - {label(card)}\n" in text, card


def _named(data: Any) -> Any:
    """*data* with every card id replaced by its catalogue name (in varied case)."""
    def name(card: str) -> str:
        text = label(card)
        return text.upper() if len(text) % 2 else text.lower()

    data = dict(data)
    data["town"] = [name(c) for c in data["town"]]
    data["proposals"] = [[name(c) for c in pile] for pile in data["proposals"]]
    data["special_deck"] = [name(c) for c in data["special_deck"]]
    data["ship_stacks"] = {k: [name(s) for s in v] for k, v in data["ship_stacks"].items()}
    data["players"] = [
        {**p, "buildings": [name(c) for c in p["buildings"]],
         "ships": [name(s) for s in p["ships"]],
         "person": None if p["person"] is None else name(p["person"])}
        for p in data["players"]
    ]  # fmt: skip
    return data


@pytest.mark.parametrize(("players", "moves"), [(2, 0), (3, 140), (4, 300)])
def test_a_position_written_with_names_loads_as_with_ids(players: int, moves: int) -> None:
    s = lh.new_game(players, 5)
    rng = random.Random(players)
    for _ in range(moves):
        if s.is_over:
            break
        s = lh.apply(s, rng.choice(lh.legal_moves(s)))
    ids = lh.dump_state(s)
    named = _named(ids)
    assert named != ids
    assert lh.load_state(named) == s
    assert lh.dump_state(lh.load_state(named)) == ids  # ids stay canonical in output
    obs = lh.dump_observation(lh.observe(s, 0))
    assert lh.load_observation(_named({**obs, "special_deck": []}) | {
        "special_deck": obs["special_deck"]}) == lh.observe(s, 0)


@pytest.mark.parametrize(
    ("where", "value", "words"),
    [
        ("town", "Wharf", ["names 2 cards", "'Wharf [12]' or 'Wharf [17]'"]),
        ("town", "Building Firm", ["names 2 cards"]),
        ("town", "Fishry", ["unknown building", "did you mean 'Fishery'?"]),
        ("town", "Wooden ship [S01]", ["is Wooden ship [S01], not a building"]),
        ("town", "x" * 1000, ["name too long"]),
        ("special_deck", "Fishery", ["not a special building"]),
    ],
)
def test_names_that_are_no_card_or_several_are_refused(
    where: str, value: str, words: list[str]
) -> None:
    data: Any = lh.dump_state(lh.new_game(2, 7))
    data[where] = [value]
    with pytest.raises(PositionError) as info:
        lh.load_state(data)
    text = str(info.value)
    assert text.startswith(f"$.{where}[0]: ") and len(text) <= 300, text
    for word in words:
        assert word in text, text


def test_ships_and_wharves_by_name() -> None:
    data: Any = lh.dump_state(own(lh.new_game(2, 7), 0, "12"))
    data["players"][0]["ships"] = ["wooden ship s01"]
    data["players"][0]["buildings"] = ["Wharf [12]"]
    data["modernised_wharves"] = ["wharf 12"]
    s = lh.load_state(data)
    assert s.players[0].ships == ("S01",) and s.modernised == ("12",)
    assert "12" in s.players[0].buildings
