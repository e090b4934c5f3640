"""A position frame's text is built around the seat's view encoded once: the same text as
json.dumps of the position message, for every seat and a spectator, to the end of a game."""

from __future__ import annotations

import json
import random

import pytest

from brass_rules.web.game_session import Session
from brass_rules.web.tables import LiveTable

SETUPS = [
    {"game": "brass_birmingham", "players": 2, "seed": 4, "options": {"variant": "standard"}},
    {"game": "le_havre", "players": 2, "seed": 4, "options": {"short": True}},
]


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s["game"])
def test_the_frame_text_is_json_dumps_of_the_position(setup: dict[str, object]) -> None:
    session = Session({**setup, "seats": [{"kind": "person"}, {"kind": "person"}]})
    live = LiveTable("t-1", session)
    rng = random.Random(1)
    events = [{"kind": "note", "text": "é → \"x\""}]
    while True:
        if session.number % 7 == 0 or session.over:
            for seat in (0, 1, None):
                number, text = live.position_text(seat, events)
                assert number == session.number
                assert text == json.dumps(live.position(seat, events))
        if session.over:
            assert '"scores": ' in text
            break
        seat = session.to_move
        session.apply(seat, rng.choice(session.open_moves(seat)))
