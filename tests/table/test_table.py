"""brass_rules.Table: agents play whole games, a person's moves and notation, out-of-turn moves,
the undo rule (a property test tries it after every kind of decision), resuming from a record."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules import selfplay
from brass_rules.agents import RandomAgent
from brass_rules.hooks import hooks_of

#: (game, players, options) of the whole games: 2 and the most players of each game.
WHOLE = [
    ("brass_birmingham", 2, {}),
    ("brass_birmingham", 4, {}),
    ("le_havre", 2, {"short": True}),
    ("le_havre", 5, {"short": True}),
]


def _agents(n: int) -> list[RandomAgent]:
    return [RandomAgent(seed=10 + i) for i in range(n)]


@pytest.mark.parametrize(("game", "players", "options"), WHOLE)
def test_agents_play_a_whole_game_as_self_play_does(
    game: str, players: int, options: dict[str, Any]
) -> None:
    t = br.Table(game=game, seats=_agents(players), seed=5, **options)
    assert t.advance(max_moves=3) == 3 and t.number == 3  # a limit: one step at a time
    t.advance()
    assert t.state.is_over and t.waiting == () and t.advance() == 0
    expected = selfplay.play_game(_agents(players), seed=5, game=game, **options)
    assert t.record.moves == expected.moves and t.number == len(expected.moves)
    assert br.load_record(br.dump_record(t.record)).final_state() == t.state
    assert [d.number for d in t.history] == list(range(1, t.number + 1))
    assert all(d.seat == t.position(d.number - 1).to_move for d in t.history)
    events = t.events()
    assert [e["number"] for e in events if e["kind"] == "move"] == list(range(1, t.number + 1))
    assert t.events(since=t.number) == ()


def _person_plays(t: br.Table, rng: random.Random) -> None:
    """One decision of a waiting person: a random move of theirs (out of turn sometimes), or
    letting the game go on."""
    seat = rng.choice(t.waiting)
    moves = t.moves(seat)
    if seat != t.state.to_move and rng.random() < 0.7:
        t.decline(seat)
        return
    t.play(seat, rng.choice(moves))


def _play_with_a_person(game: str, players: int, seed: int, steps: int, **options: Any) -> br.Table:
    seats: list[Any] = ["person", *_agents(players - 1)]
    t = br.Table(game=game, seats=seats, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        t.advance()
        if t.state.is_over:
            break
        _person_plays(t, rng)
    return t


def test_a_person_is_offered_out_of_turn_moves_between_the_agents_decisions() -> None:
    t = br.Table(game="le_havre", seats=["person", RandomAgent(seed=1)], seed=7, short=True)
    offered = 0
    rng = random.Random(2)
    while t.number < 200 and not t.state.is_over:
        t.advance()
        for seat in t.waiting:
            if seat != t.state.to_move:
                offered += 1
                assert t.moves(seat) == tuple(lh.out_of_turn_moves(t.state, seat))
                assert t.moves(seat)
        if t.state.to_move == 0:
            t.play(0, rng.choice(t.moves(0)))
        else:
            t.decline(0)
            assert 0 not in t.waiting  # declined: not asked again in the same situation
    assert offered > 3
    t.ask_out_of_turn = False
    assert all(s == t.state.to_move for s in t.waiting)


def test_a_sale_out_of_turn_is_played_from_its_notation() -> None:
    t = br.Table(game="le_havre", seats=["person", RandomAgent(seed=1)], seed=7, short=True)
    rng = random.Random(3)
    while not (t.state.to_move == 1 and t.moves(0)):
        t.advance()
        if t.state.to_move == 0:
            t.play(0, rng.choice(t.moves(0)))
    state = t.state
    sale = t.moves(0)[0]
    with pytest.raises(br.TableError):
        t.play(1, sale)  # an agent's seat
    t.play(0, lh.format_move(state, sale))
    assert t.history[-1].seat == 0 and t.history[-1].move == sale
    t.undo(0)
    assert t.state == state


def test_bad_input_changes_nothing() -> None:
    t = br.Table(game="brass_birmingham", seats=["person", "person"], seed=1)
    state, record = t.state, t.record
    other = 1 - state.to_move
    with pytest.raises(br.TableError, match="decision"):
        t.play(other, br.legal_moves(state)[0])
    with pytest.raises(br.NotationError):
        t.play(state.to_move, "build nowhere")
    with pytest.raises(br.IllegalMoveError):
        t.play(state.to_move, br.Loan("Nowhere-card"))
    with pytest.raises(br.TableError):
        t.play(7, br.legal_moves(state)[0])
    with pytest.raises(br.UndoRefusedError, match="nothing"):
        t.undo(state.to_move)
    with pytest.raises(br.TableError):
        br.Table(game="le_havre", seats=["person", "robot"], seed=1)
    with pytest.raises(br.TableError):
        t.events(since=3)
    assert t.state is state and t.record == record and t.number == 0


def test_the_new_errors_pickle_equal() -> None:
    for error in (br.UndoRefusedError("no"), br.TableError("no"), br.AmbiguousMoveError("x")):
        assert pickle.loads(pickle.dumps(error)) == error
        assert isinstance(error, br.BrassError)


def test_an_agents_reply_is_never_taken_back() -> None:
    t = br.Table(game="le_havre", seats=["person", RandomAgent(seed=1)], seed=7, short=True)
    t.ask_out_of_turn = False
    rng = random.Random(1)
    while t.state.to_move == 0:
        t.play(0, rng.choice(t.moves(0)))
    t.advance(max_moves=1)
    with pytest.raises(br.UndoRefusedError, match="P1's"):
        t.undo(0)
    with pytest.raises(br.TableError, match="agent"):
        t.undo(1)


@pytest.mark.parametrize(("game", "players", "options"), WHOLE)
def test_a_table_resumes_from_its_record(game: str, players: int, options: dict[str, Any]) -> None:
    t = _play_with_a_person(game, players, 11, 60, **options)
    data = br.dump_record(t.record)
    seats: list[Any] = ["person", *_agents(players - 1)]
    again = br.Table.from_record(br.load_record(data), seats)
    assert again.state == t.state and again.record == t.record
    assert again.history == t.history  # each decision given to the seat that made it
    assert again.events(seat=0) == t.events(seat=0)
    with pytest.raises(br.TableError):
        br.Table.from_record(t.record, seats[:1])


# ----- the undo rule, tried after every decision ---------------------------------------------


def _snapshot(t: br.Table) -> tuple[Any, ...]:
    return (t.state, t.record, t.events(seat=None), t.number)


@given(
    game=st.sampled_from(["brass_birmingham", "le_havre"]),
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    steps=st.integers(20, 120),
)
def test_undo_is_allowed_exactly_when_the_rule_allows_and_restores_everything(
    game: str, players: int, seed: int, steps: int
) -> None:
    """A hot-seat table (every seat a person, so every kind of decision is a person's): after
    each decision every seat tries to undo; only the seat that made it may, and only when it
    revealed nothing; then state, record and events are those before it."""
    options = {"short": True} if game == "le_havre" else {}
    t = br.Table(game=game, seats=["person"] * players, seed=seed, **options)
    hooks = hooks_of(t.game)
    rng = random.Random(seed)
    kinds: set[tuple[str, bool]] = set()
    for _ in range(steps):
        if t.state.is_over:
            break
        before = _snapshot(t)
        seat = rng.choice(t.waiting)
        move = rng.choice(t.moves(seat))
        t.play(seat, move)
        after = _snapshot(t)
        last = t.history[-1]
        assert last.reveals == hooks.reveals(before[0], last.move, t.state)
        kinds.add((type(move).__name__, last.reveals))
        for other in range(players):
            if other == seat:
                continue
            with pytest.raises(br.UndoRefusedError, match="takes back only their own"):
                t.undo(other)
            assert _snapshot(t) == after
        if last.reveals:
            with pytest.raises(br.UndoRefusedError, match="hidden information"):
                t.undo(seat)
            assert _snapshot(t) == after
            continue
        t.undo(seat)
        assert _snapshot(t) == before
        t.play(seat, move)  # and on with the game
        assert _snapshot(t) == after
    assert kinds
