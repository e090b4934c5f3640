"""events(before, move, after, seat) (issue 29, point 6) and the words built on them: money lines
after a move, the heading of an action under way (issue 31, point 8)."""

from __future__ import annotations

import json

import pytest

import brass_rules as br
from brass_rules import birmingham as bm
from tests.frontend.birmingham.positions import seats, steps
from tests.randomgames import GAMES, game_steps


@pytest.mark.parametrize("part", range(4))
def test_events_use_only_what_the_seat_may_know(part: int) -> None:
    """The events of a seat from the states are those from that seat's observations."""
    for before, move, after in steps()[part::4]:
        for seat in seats(before):
            full = bm.events(before, move, after, seat)
            seen = bm.events(br.observe(before, seat), move, br.observe(after, seat), seat)
            assert full == seen
            json.dumps(full)
            assert full[0] == {"kind": "move", "player": before.to_move,
                               "move": br.move_to_json(move),
                               "text": bm.describe_move(before, move)}
            assert all({"kind", "player", "text"} <= set(e) for e in full)


def test_a_drawn_or_dealt_card_is_named_to_its_holder_only() -> None:
    named = 0
    for players, seed, variant in GAMES[:3]:
        for before, move, after in game_steps(players, seed, variant):
            for seat in seats(before):
                for e in bm.events(before, move, after, seat):
                    if e["kind"] not in ("draw", "deal"):
                        continue
                    holder = after.players[e["player"]].hand
                    if seat == e["player"]:
                        assert len(e["cards"]) == e["count"] and set(e["cards"]) <= set(holder)
                        named += 1
                    else:
                        assert "cards" not in e
                        hidden = set(holder) - {c for p in after.players for c in p.discard}
                        assert not any(card in e["text"] for card in hidden), e["text"]
    assert named > 0


def test_the_money_a_move_costs_or_brings_is_said() -> None:
    for players, seed, variant in GAMES[:2]:
        for before, move, after in game_steps(players, seed, variant):
            said = bm.events(before, move, after, None)
            money = [e for e in said if e["kind"] == "money"]
            if isinstance(move, br.Loan):
                assert money[0]["change"] == 30 and "takes a loan: +£30" in money[0]["text"]
                assert any(e["kind"] == "income" for e in said)
            if money:
                e = money[0]
                assert e["player"] == before.to_move
                assert e["after"] - e["before"] == e["change"] != 0
            lines = bm.events_text(before, move, after)
            assert lines == tuple(e["text"] for e in said[1:])


def test_the_first_build_costs_its_price() -> None:
    state = br.new_game(players=2, seed=1)
    move = bm.choices(state, ("build", "Kidderminster"))[0].moves[0]
    after = br.apply(state, move)
    kinds = [e["kind"] for e in bm.events(state, move, after, None)]
    assert kinds == ["move", "money", "draw"]
    assert bm.events_text(state, move, after)[0] == "P1 pays £12 (£17 → £5)"


def test_the_heading_says_what_an_action_under_way_waits_for() -> None:
    found = set()
    for players, seed, variant in GAMES:
        for before, _, _ in game_steps(players, seed, variant):
            heading = bm.heading_text(before)
            if before.in_progress is not None:
                action = before.in_progress.action.value.capitalize()
                assert f"; P{before.to_move}'s {action} under way (next: " in heading
                assert heading.endswith("or End)")
                found.add(action)
            elif before.in_debt_phase:
                assert "debt phase" in heading
            else:
                assert ";" not in heading
    assert "Develop" in found


def test_bad_arguments_are_type_errors() -> None:
    state = br.new_game(players=2, seed=1)
    move = br.legal_moves(state)[0]
    with pytest.raises(TypeError):
        bm.events({}, move, state, None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        bm.events(state, move, state, "0")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        bm.events(state, move, state, 2)


def test_a_scout_takes_the_wild_cards_and_draws_apart() -> None:
    seen = 0
    for players, seed, variant in GAMES:
        for before, move, after in game_steps(players, seed, variant):
            if not isinstance(move, br.Scout):
                continue
            mover = before.to_move
            said = bm.events(before, move, after, mover)
            wild = [e for e in said if e["kind"] == "wild"]
            assert wild and wild[0]["cards"] == ["wild industry", "wild location"]
            for e in said:
                if e["kind"] == "draw":
                    assert not set(e["cards"]) & {"wild industry", "wild location"}
                    assert e["count"] == len(after.players[mover].hand) - (
                        len(before.players[mover].hand) - 3 + 2)
            seen += 1
    assert seen
