"""``events``: JSON-ready records, the move first, what the engine did after it, filtered to
what a seat may know; ``events_text`` is their text."""

from __future__ import annotations

import json
import random

import pytest

from brass_rules import le_havre as lh
from brass_rules.le_havre.notation import card_label
from tests.le_havre.frontend_tools import PLAYERS, steps


@pytest.mark.parametrize("players", PLAYERS)
def test_events_are_json_the_move_first_and_events_text_their_words(players: int) -> None:
    kinds: set[str] = set()
    for before, move, after in steps(players, seed=players):
        for seat in (None, *range(players)):
            found = lh.events(before, move, after, seat)
            assert json.loads(json.dumps(found)) == list(found)
            first = found[0]
            assert first["kind"] == "move" and first["move"] == lh.move_to_json(move)
            assert first["text"] == lh.describe_move(before, move)
            assert all(isinstance(e["text"], str) and "kind" in e and "player" in e
                       for e in found)  # fmt: skip
            texts = tuple(e["text"] for e in found[1:])
            assert lh.events_text(before, move, after, seat) == texts
            kinds |= {e["kind"] for e in found}
    assert {"move", "round_end", "feeding", "turn", "game_over"} <= kinds


def _a_peek() -> tuple[lh.GameState, lh.Move, lh.GameState]:
    rng = random.Random(0)
    s = lh.new_game(2, 0, short=False)
    while True:
        m = rng.choice(lh.legal_moves(s))
        after = lh.apply(s, m)
        if after.known != s.known and any(after.known):
            return s, m, after
        s = after


def test_the_special_buildings_peeked_at_are_named_only_to_the_peeker() -> None:
    before, move, after = _a_peek()
    peeker = next(i for i, k in enumerate(after.known) if k)
    seen = after.specials[: after.known[peeker]]
    for seat in (None, *range(after.num_players)):
        found = lh.events(before, move, after, seat)
        peek = [e for e in found if e["kind"] == "peek"]
        assert len(peek) == 1 and peek[0]["player"] == peeker
        words = json.dumps(found)
        named = [c for c in seen if card_label(c) in words or f'"{c}"' in words]
        if seat == peeker:
            assert peek[0]["cards"] == list(seen) and len(named) == len(seen)
        else:
            assert peek[0]["cards"] is None and named == [], seat


def test_a_food_payment_says_the_francs_the_engine_takes() -> None:
    from tests.le_havre.test_issue31_words import owing

    s = owing(fish=1, meat=6, francs=9, owe=8)
    move = lh.Feed("fish", 1)
    assert move in lh.legal_moves(s)
    after = lh.apply(s, move)
    paid = [e for e in lh.events(s, move, after, None) if e["kind"] == "paid"]
    assert paid == [{"kind": "paid", "player": 0, "goods": {"fish": 1}, "francs": 7, "loans": 0,
                     "due": 8, "text": "P0 pays 1 fish and 7 francs of the 8 due"}]


def test_a_peek_and_a_tile_turned_up_reveal_and_an_offer_taken_does_not() -> None:
    before, move, after = _a_peek()
    assert lh.reveals(before, move, after)
    s = lh.new_game(players=2, seed=7)
    took = lh.apply(s, lh.TakeOffer("wood"))
    assert not lh.reveals(s, lh.TakeOffer("wood"), took)
    ended = lh.apply(took, lh.EndTurn())  # turn 2 of round 1: its supply tile is turned up
    assert lh.reveals(took, lh.EndTurn(), ended)
