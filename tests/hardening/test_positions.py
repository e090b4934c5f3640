"""No dead end and no impossible progress (issue 10, classes 4 and 5).

A position that is not over has a legal move now and after any play from it: load_state rejects
a player to move without a card (R-FLOW-CARD) and a debt phase with nothing to do (R-FLOW-DEBT);
hands that run out unevenly later (only hand-written positions have them) make the flow skip a
player with no card left. An action in progress must be one the rules leave in progress: never a
Network in the Canal Era, never after the turn's last action. One that can only end loads, and
``position_problems`` reports that it would have ended by itself (issue 31).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from attrs import evolve
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.json.json_states import between_rounds, game_states

import brass_rules as br

POSITIONS = Path(__file__).resolve().parents[1] / "positions"

Data = dict[str, Any]


def _start(players: int = 2, seed: int = 5) -> Data:
    data: Data = br.dump_state(br.new_game(players=players, seed=seed))
    return data


def _reject(data: Data, path: str, *words: str) -> str:
    with pytest.raises(br.PositionError) as info:
        br.load_state(data)
    text = str(info.value)
    assert text.startswith(path), text
    for word in words:
        assert word in text, text
    return text


def _move_hand_to_discard(data: Data, player: int, keep: int) -> None:
    p = data["players"][player]
    p["discard"] += p["hand"][keep:]
    p["hand"] = p["hand"][:keep]


def play_out(state: br.GameState, rng: random.Random, limit: int = 2000) -> br.GameState:
    """Random legal moves to the end; every live state on the way has a legal move."""
    for _ in range(limit):
        if state.is_over:
            return state
        moves = br.legal_moves(state)
        assert moves, "a live state with no legal move"
        state = br.apply(state, rng.choice(moves))
    raise AssertionError("the game did not end")


# ----- dead ends -------------------------------------------------------------------------------


@pytest.mark.rule("R-FLOW-CARD")
def test_the_player_to_move_must_hold_a_card() -> None:
    data = _start()
    _move_hand_to_discard(data, data["to_move"], 0)
    _reject(data, f"$.players[{data['to_move']}].hand", "holds no card", "R-FLOW-CARD")


@pytest.mark.rule("R-FLOW-CARD")
def test_a_player_whose_cards_run_out_mid_round_is_skipped() -> None:
    """Round 2 of a fresh deal, deck empty: the last player in turn order holds one card for
    two actions. They take one; their turn then ends (R-FLOW-CARD), and later, with no card
    left, they are skipped: the game always has a legal move, to the end."""
    data = _start(3)
    data["round"] = 2
    last = data["turn_order"][2]
    _move_hand_to_discard(data, last, 1)
    data["deck"] = []
    state = br.load_state(data)
    while state.round == 2:
        assert state.to_move is not None
        card = state.players[state.to_move].hand[0]
        state = br.apply(state, br.Pass(card))
    assert state.players[last].hand == ()
    assert state.to_move != last
    play_out(state, random.Random(3))


@pytest.mark.rule("R-FLOW-CARD", "R-FLOW-TURN")
def test_a_player_with_cards_left_takes_both_actions() -> None:
    """The negative case of the skip: a hand that lasts keeps the turn for its second action,
    and only an empty hand ends the turn early."""
    data = _start(3)
    data["round"] = 2
    mover = data["to_move"]
    data["deck"] = []
    _move_hand_to_discard(data, mover, 2)  # two cards for two actions
    state = br.load_state(data)
    after_one = br.apply(state, br.Pass(state.players[mover].hand[0]))
    assert after_one.to_move == mover and after_one.actions_taken == 1
    after_two = br.apply(after_one, br.Pass(after_one.players[mover].hand[0]))
    assert after_two.to_move != mover and after_two.players[mover].hand == ()


@pytest.mark.rule("R-FLOW-CARD")
@pytest.mark.parametrize(
    "change",
    [
        "unequal hands",
        "a deck that refills unevenly",
        "a short Rail deal",
        "every hand empty but one",
    ],
)
def test_positions_whose_cards_run_out_unevenly_play_to_the_end(change: str) -> None:
    """Hand-written positions may hold any cards; play never reaches a live state without a
    legal move (before the fix these all did, some rounds later)."""
    data = _start(2)
    data["round"] = 3
    if change == "unequal hands":
        data["deck"] = []
        _move_hand_to_discard(data, data["turn_order"][1], 5)
    elif change == "a deck that refills unevenly":
        data["players"][0]["discard"].append(data["deck"].pop())
    elif change == "a short Rail deal":
        data["deck"] = data["deck"][:3]
    else:
        data["deck"] = data["deck"][:7]
        _move_hand_to_discard(data, data["turn_order"][1], 0)
    state = br.load_state(data)
    end = play_out(state, random.Random(change))
    assert end.is_over and not br.legal_moves(end)


def _debt_position() -> tuple[br.GameState, Data]:
    from tests.builder import Position

    pos = Position(3).tile("Dudley", 0, owner=1, industry="coal", level=1).money(1, 2)
    pos = pos.mat(1, "coal", [2, 2, 3, 3, 4, 4])
    state = evolve(between_rounds(pos.state), debts=(0, 5, 0))
    return state, br.dump_state(state)


@pytest.mark.rule("R-FLOW-DEBT")
def test_a_debt_the_player_can_pay_in_cash_is_rejected() -> None:
    _, data = _debt_position()
    data["players"][1]["money"] = 5
    _reject(data, "$.debts[1]", "enough to pay")


@pytest.mark.rule("R-FLOW-DEBT")
def test_a_debt_with_no_tile_to_remove_is_rejected() -> None:
    """The rules take VP for such a debt (R-FLOW-DEBT); it is never left owed."""
    _, data = _debt_position()
    data["industries"] = []
    _reject(data, "$.debts[1]", "no tile worth more than £0", "R-FLOW-DEBT")


@pytest.mark.rule("R-FLOW-DEBT")
def test_a_good_debt_phase_loads_and_plays_on() -> None:
    state, data = _debt_position()
    loaded = br.load_state(data)
    assert loaded == state
    assert loaded.to_move == 1 and br.legal_moves(loaded) == (
        br.SellForDebt(br.TileRef("Dudley", 0)),
    )
    play_out(loaded, random.Random(1))


# ----- impossible progress ---------------------------------------------------------------------


@pytest.mark.rule("R-NETWORK-CANAL")
def test_no_network_is_in_progress_in_the_canal_era() -> None:
    """Before the fix this loaded, and the Network continuation then placed a second canal."""
    data = _start(2)
    data["round"] = 2
    mover = data["to_move"]
    data["links"] = [{"between": ["Birmingham", "Walsall"], "owner": mover}]
    data["players"][mover]["links_left"] = 13
    _move_hand_to_discard(data, mover, 7)
    data["action_in_progress"] = {"action": "network", "link": ["Birmingham", "Walsall"]}
    _reject(data, "$.action_in_progress", "R-NETWORK-CANAL")


@pytest.mark.rule("R-FLOW-FIRST-ROUND")
def test_no_second_action_in_the_first_canal_round() -> None:
    data = _start(2)
    data["actions_taken"] = 1
    _reject(data, "$.actions_taken", "R-FLOW-FIRST-ROUND")


@pytest.mark.rule("R-FLOW-TURN")
def test_an_action_in_progress_that_can_only_end_loads_as_a_position_problem() -> None:
    """A Sell in progress with nothing left to sell would have ended by itself: no game reaches
    it, but it plays (``End``), so it loads and ``position_problems`` says why (issue 31)."""
    data = _start(2)
    data["round"] = 2
    mover = data["to_move"]
    _move_hand_to_discard(data, mover, 7)
    data["action_in_progress"] = {"action": "sell"}
    state = br.load_state(data)
    (problem,) = br.birmingham.position_problems(state)
    assert problem.rule == "R-SELL-TILE"
    assert problem.message.startswith("$.action_in_progress: no continuation of the sell")
    assert br.legal_moves(state) == (br.End(),)
    after = br.apply(state, br.End())
    assert after.in_progress is None and br.birmingham.position_problems(after) == ()


# ----- what is accepted is live ----------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(POSITIONS.glob("*.json")), ids=lambda p: p.name)
def test_hand_written_positions_play_to_the_end(path: Path) -> None:
    state = br.load_state(json.loads(path.read_text(encoding="utf-8")))
    play_out(state, random.Random(path.name))


@settings(max_examples=10)
@given(game_states(), st.integers(0, 2**32))
def test_every_accepted_position_plays_to_the_end(state: br.GameState, seed: int) -> None:
    loaded = br.load_state(br.dump_state(state))
    assert loaded == state
    play_out(loaded, random.Random(seed))


@settings(max_examples=25)
@given(game_states(), st.data())
def test_a_position_with_cards_moved_is_live_or_rejected(
    state: br.GameState, data: st.DataObject
) -> None:
    """Moving one card between a hand, a discard pile and the deck: load_state either rejects
    the position or it has legal moves all the way to the end."""
    dumped = br.dump_state(state)
    players = dumped["players"]
    source = data.draw(st.sampled_from(["deck", *range(len(players))]), label="from")
    target = data.draw(st.sampled_from(["deck", *range(len(players))]), label="to")
    cards = dumped["deck"] if source == "deck" else players[source]["hand"]
    if not cards:
        return
    card = cards.pop()
    if target == "deck":
        if card.startswith("wild"):
            return
        dumped["deck"].append(card)
    else:
        players[target]["hand"].append(card)
    try:
        loaded = br.load_state(dumped)
    except br.PositionError:
        return
    play_out(loaded, random.Random(data.draw(st.integers(0, 2**16), label="seed")))
