"""The ``legal_among`` hook: which of a node's ranked moves are legal in a new world.

ISMCTS asks it of the few moves it ranked in one world, in each new world that reaches the
node. Birmingham's lists only the kinds of action asked about, and of Builds only the cards and
locations named; it must say exactly what filtering by ``legal_moves`` says.
"""

from __future__ import annotations

import random

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.birmingham.moves import End, SellForDebt
from brass_rules.hooks import GameHooks, hooks_of
from tests.hidden.games import GAMES, game_states


def _filtered(state: object, asked: list[object], legal: tuple[object, ...]) -> list[object]:
    allowed = set(legal)
    return [move for move in asked if move in allowed]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}p-{g[1]}-{g[2].value}")
def test_birmingham_says_what_filtering_the_listing_says(game: tuple[int, int, br.Variant]) -> None:
    states = game_states(*game)
    hooks = hooks_of(br.get_game("brass_birmingham"))
    rng = random.Random(game[1])
    asked_any = 0
    for at in range(0, len(states) - 1, 3):
        state = states[at]
        if state.over:
            continue
        legal = br.legal_moves(state)
        # moves of other positions of the game (other players', other boards), some legal here,
        # with a sample of this one's, in a shuffled order, and moves of no new action
        foreign = [m for s in rng.sample(states, 4) if not s.over for m in br.legal_moves(s)]
        asked = rng.sample(foreign, min(len(foreign), 30)) + rng.sample(
            list(legal), min(len(legal), 5)
        )
        asked += [End(), SellForDebt(br.TileRef("Leek", 0))]
        rng.shuffle(asked)
        before = br.dump_state(state)
        found = hooks.legal_among(state, asked)
        assert found == _filtered(state, asked, legal)
        assert br.dump_state(state) == before
        asked_any += len(found) < len(asked)
        for move in found[:2]:  # each taken by apply's fast path, with the checked outcome
            assert br.dump_state(br.apply(state, move)) == br.dump_state(
                br.apply(br.load_state(before), move)
            )
    assert asked_any  # some moves asked were illegal


def test_the_builds_asked_are_listed_by_their_cards_and_locations() -> None:
    """A Build is legal in the new world only as listed there: the same card in another
    location, or another card in the same location, is not enough."""
    state = game_states(4, 13, br.Variant.STANDARD)[40]
    hooks = hooks_of(br.get_game("brass_birmingham"))
    builds = [m for m in br.legal_moves(state) if isinstance(m, br.Build)]
    assert builds
    hand = state.players[state.to_move].hand
    elsewhere = [
        br.Build(card=c, location=m.location, industry=m.industry, slot=m.slot, coal=m.coal,
                 iron=m.iron)
        for m in builds[:20] for c in ("Leek", "Stoke-On-Trent", "coal", "iron") if c not in hand
    ]
    assert elsewhere
    asked = builds[:15] + elsewhere
    assert hooks.legal_among(state, asked) == builds[:15]


def test_moves_asked_in_a_continued_action_or_the_debt_phase() -> None:
    hooks = hooks_of(br.get_game("brass_birmingham"))
    seen = 0
    for game in GAMES:
        for state in game_states(*game):
            if state.over or (state.in_progress is None and not state.in_debt_phase):
                continue
            legal = br.legal_moves(state)
            asked = [*legal[:3], End(), SellForDebt(br.TileRef("Leek", 0))]
            assert hooks.legal_among(state, asked) == _filtered(state, asked, legal)
            seen += 1
    assert seen


def test_a_finished_game_has_no_legal_move() -> None:
    states = game_states(2, 11, br.Variant.STANDARD)
    hooks = hooks_of(br.get_game("brass_birmingham"))
    assert states[-1].over
    assert hooks.legal_among(states[-1], list(br.legal_moves(states[-2]))) == []


def test_the_fallback_filters_the_listing() -> None:
    """Le Havre has no ``legal_among`` of its own: the fallback's."""
    state = lh.new_game(players=3, seed=5)
    rng = random.Random(5)
    later = state
    for _ in range(12):
        later = lh.apply(later, rng.choice(lh.legal_moves(later)))
    asked = [*lh.legal_moves(later), *lh.legal_moves(state)]
    expected = _filtered(state, asked, lh.legal_moves(state))
    assert hooks_of(lh).legal_among(state, asked) == expected
    assert GameHooks("le_havre").legal_among(state, asked) == expected
    assert 0 < len(expected) < len(asked)
