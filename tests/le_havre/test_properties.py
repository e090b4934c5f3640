"""Property tests: random games at every player count and length (hypothesis, kept fast)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from brass_rules import le_havre as lh
from brass_rules.le_havre.actions.buy import price_of
from brass_rules.le_havre.actions.sell import value_of
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.moves import Buy, Feed, Move, Repay, Sell, TakeOffer

#: The largest number of legal moves seen in these random games (printed by the test).
SEEN: dict[str, int] = {"max": 0}


def _francs_rule(before: lh.GameState, move: Move, after: lh.GameState) -> None:
    """Francs change only as the rules say for the moves whose francs are fixed."""
    who = before.to_move
    assert who is not None
    delta = after.players[who].francs - before.players[who].francs
    if after.dues or (before.dues and not isinstance(move, (Feed, Sell, Repay))):
        return
    if isinstance(move, TakeOffer) and not after.dues:
        expected = before.offers["franc"] if move.good == "franc" else 0
        if after.round == before.round and after.active == before.active:
            assert delta == expected
    elif isinstance(move, Buy):
        assert delta == -(price_of(before, move.card) or 0)
    elif isinstance(move, Sell) and not after.dues and after.active == before.active:
        if not before.dues:
            assert delta == value_of(move.card) // 2
    elif isinstance(move, Repay) and not before.dues:
        assert delta == -5 * move.loans


def _cards(s: lh.GameState) -> list[str]:
    cards = list(s.town) + [c for pile in s.proposals for c in pile] + list(s.specials)
    cards += ["31"] if s.stadium_waiting else []
    for p in s.players:
        cards += p.buildings
    return cards


def _ships(s: lh.GameState) -> list[str]:
    return [c for stack in s.ship_stacks for c in stack] + [c for p in s.players for c in p.ships]


def _cards_are_conserved(before: lh.GameState, after: lh.GameState) -> None:
    """Every building card is in exactly one place; none appears or vanishes; ships only enter
    play from round cards and leave it only by the Luxury Yacht swap."""
    cards = _cards(after)
    assert len(cards) == len(set(cards)) and sorted(cards) == sorted(_cards(before))
    ships = _ships(after)
    assert len(ships) == len(set(ships))
    assert len(ships) >= len(_ships(before)) - 1


def play(players: int, short: bool, seed: int, deep: bool) -> lh.GameState:
    """A random game checking the invariants at every step (*deep*: the costly ones too)."""
    rng = random.Random(seed)
    s = lh.new_game(players, seed, short=short)
    step = 0
    while not s.is_over:
        moves = lh.legal_moves(s)
        assert moves, "a live state always has a legal move"
        SEEN["max"] = max(SEEN["max"], len(moves))
        for m in rng.sample(moves, min(3, len(moves))):
            assert lh.validate(s, m) == ()
        move = rng.choice(moves)
        if deep and step % 7 == 0:
            dump = lh.dump_state(s)
            assert lh.load_state(json.loads(json.dumps(dump))) == s
            text = lh.format_move(s, move)
            assert lh.parse_move(s, text) == move
            assert lh.move_from_json(json.loads(json.dumps(lh.move_to_json(move)))) == move
            obs = lh.observe(s, s.to_move or 0)
            assert lh.load_observation(json.loads(json.dumps(lh.dump_observation(obs)))) == obs
            assert lh.observe(lh.determinize(obs, random.Random(step)), obs.player) == obs
        after = lh.apply(s, move)
        if deep and step % 7 == 0:
            assert lh.dump_state(s) == dump  # apply never mutates its input
        for p in after.players:
            assert p.francs >= 0 and p.loans >= 0 and min(p.goods.counts) >= 0
        assert min(after.offers.counts) >= 0
        _francs_rule(s, move, after)
        _cards_are_conserved(s, after)
        s = after
        step += 1
    assert s.round == s.rounds + 1
    assert len(lh.scores(s)) == players
    return s


@pytest.mark.rule("LH-FLOW-PHASES", "LH-SETUP-LENGTH", "LH-GEN-ATOMIC")
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("short", [True, False])
def test_random_game_ends_after_the_right_number_of_rounds(players: int, short: bool) -> None:
    play(players, short, seed=players * 10 + short, deep=True)


@settings(max_examples=6, deadline=None)
@given(players=st.integers(1, 5), short=st.booleans(), seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_the_invariants(players: int, short: bool, seed: int) -> None:
    play(players, short, seed, deep=False)


def test_print_the_largest_move_count() -> None:
    for players in (3, 4):
        play(players, False, seed=99 + players, deep=False)
    print(f"largest number of legal moves seen: {SEEN['max']}")
    assert SEEN["max"] < 2000


_NAMES = st.sampled_from(
    ["wood", "fish", "franc", "francs", "meat", "03", "B1", "31", "023", "S04", "zz", "", "12"]
)
_BAGS = st.dictionaries(
    st.sampled_from(["fish", "wood", "coal", "meat", "brick", "steel"]), st.integers(1, 4)
).map(lambda d: Bag.of(**d))
_MOVES = st.one_of(
    st.builds(TakeOffer, _NAMES),
    st.builds(lh.Enter, _NAMES, _BAGS, st.integers(-1, 5)),
    st.builds(lh.Act, _NAMES, _BAGS, _BAGS, _BAGS, _BAGS, st.integers(-1, 5)),
    st.builds(Buy, _NAMES),
    st.builds(Sell, _NAMES, st.one_of(st.none(), st.integers(-1, 6))),
    st.builds(Repay, st.integers(-1, 3), st.one_of(st.none(), st.integers(-1, 6))),
    st.builds(Feed, _NAMES, st.integers(-1, 5)),
    st.just(lh.Borrow()),
    st.just(lh.EndTurn()),
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 50), steps=st.integers(0, 120), move=_MOVES)
def test_validate_never_raises_and_agrees_with_legal_moves(
    seed: int, steps: int, move: Move
) -> None:
    rng = random.Random(seed)
    s = lh.new_game(rng.randint(1, 5), seed, short=rng.random() < 0.5)
    for _ in range(steps):
        if s.is_over:
            break
        s = lh.apply(s, rng.choice(lh.legal_moves(s)))
    errors = lh.validate(s, move)
    listed = move in lh.legal_moves(s)
    # legal but not listed: an out-of-turn sale (explicit player) or a ship equal to a listed one
    assert (errors == ()) == listed or (isinstance(move, Sell | Repay) and not errors)
    assert all(str(v.rule).startswith("LH-") and v.message for v in errors)
