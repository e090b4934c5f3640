"""determinize: a full state consistent with an observation (R-GEN-HIDDEN)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from attrs import evolve

import brass_rules as br
from brass_rules.birmingham.components import WILD_CARDS
from tests.hidden.games import GAMES, all_states, game_states

pytestmark = pytest.mark.rule("R-GEN-HIDDEN")


def _hidden(state: br.GameState, observer: int) -> Counter[str]:
    """The cards *observer* cannot see: the deck, the face-down piles, the others' hands
    (less their wild cards)."""
    cards: Counter[str] = Counter(state.deck)
    for i, p in enumerate(state.players):
        cards.update(p.face_down)
        if i != observer:
            cards.update(c for c in p.hand if c not in WILD_CARDS)
    return cards


def test_every_state_of_random_games_round_trips() -> None:
    rng = random.Random(5)
    eras = set()
    for state in all_states():
        eras.add((state.num_players, state.variant, state.era))
        for observer in range(state.num_players):
            obs = br.observe(state, observer)
            guess = br.determinize(obs, rng)
            assert br.observe(guess, observer) == obs
            # the same cards are hidden, only arranged differently
            assert _hidden(guess, observer) == _hidden(state, observer)
            assert Counter(br.unseen_cards(obs)) == _hidden(state, observer)
    assert {(n, br.Era.RAIL) for n in (2, 3, 4)} <= {(n, e) for n, _, e in eras}
    assert any(v is br.Variant.INTRO for _, v, _ in eras)


def test_a_determinized_state_plays_on_to_the_end() -> None:
    rng = random.Random(6)
    for game in GAMES:
        states = game_states(*game)
        for state in states[:: max(1, len(states) // 4)]:
            if state.is_over:
                continue
            guess = br.determinize(br.observe(state, state.to_move or 0), rng)
            while not guess.is_over:
                guess = br.apply(guess, rng.choice(br.legal_moves(guess)))
            assert br.ranking(guess)


def test_the_same_rng_state_gives_the_same_state() -> None:
    state = game_states(*GAMES[1])[40]
    obs = br.observe(state, 1)
    a, b = random.Random(9), random.Random(9)
    assert br.determinize(obs, a) == br.determinize(obs, b)
    assert a.getstate() == b.getstate()


def test_hidden_cards_and_seed_vary_with_the_rng() -> None:
    state = game_states(*GAMES[2])[3]
    assert len(state.deck) > 20
    obs = br.observe(state, 0)
    guesses = [br.determinize(obs, random.Random(i)) for i in range(20)]
    assert len({g.deck for g in guesses}) == 20
    assert len({g.players[1].hand for g in guesses}) > 10
    assert len({g.players[2].face_down for g in guesses}) > 1
    assert len({g.seed for g in guesses}) == 20
    assert all(g.players[0].hand == state.players[0].hand for g in guesses)


def test_every_unseen_card_can_go_to_every_hidden_place() -> None:
    # uniform dealing: over many draws, each place gets each card about its share
    state = br.new_game(players=2, seed=3)
    obs = br.observe(state, 0)
    unseen = Counter(br.unseen_cards(obs))
    total = sum(unseen.values())
    rng = random.Random(0)
    draws = 2000
    in_hand: Counter[str] = Counter()
    for _ in range(draws):
        in_hand.update(br.determinize(obs, rng).players[1].hand)
    for card, count in unseen.items():
        expected = draws * 8 * count / total
        assert abs(in_hand[card] - expected) < 5 * expected**0.5 + 5, card


def test_known_wild_cards_stay_in_their_hand() -> None:
    for state in all_states():
        wild = [tuple(c for c in p.hand if c in WILD_CARDS) for p in state.players]
        if any(wild) and state.to_move is not None:
            obs = br.observe(state, state.to_move)
            guess = br.determinize(obs, random.Random(1))
            assert [tuple(c for c in p.hand if c in WILD_CARDS) for p in guess.players] == wild
            return
    pytest.fail("no random game scouted")


def test_a_position_with_cards_out_of_the_game_leaves_spare_cards_out() -> None:
    # a hand-written position may hold fewer cards than the deck: the unseen cards outnumber
    # the hidden places, and a random selection of them fills the places
    state = game_states(*GAMES[0])[5]
    short = evolve(state, deck=state.deck[3:])
    obs = br.observe(short, 0)
    rng = random.Random(4)
    outs: set[tuple[str, ...]] = set()
    for _ in range(30):
        guess = br.determinize(obs, rng)
        assert br.observe(guess, 0) == obs
        outs.add(tuple(sorted((Counter(br.unseen_cards(obs)) - _hidden(guess, 0)).elements())))
    assert all(len(out) == 3 for out in outs) and len(outs) > 5


def test_an_observation_with_more_hidden_cards_than_unseen_ones_is_an_error() -> None:
    state = game_states(*GAMES[0])[5]
    obs = br.observe(state, 0)
    bad = evolve(obs, deck_size=obs.deck_size + 1)
    with pytest.raises(br.PositionError, match="hidden cards"):
        br.determinize(bad, random.Random(1))
    with pytest.raises(br.PositionError, match="hidden cards"):
        br.legal_moves(evolve(bad, to_move=0, player=0))


@pytest.mark.parametrize(
    ("discard", "message"),
    [
        (("Paris",), "'Paris' is not a card of a 2-player deck"),
        (("Belper",), "'Belper' is not a card of a 2-player deck"),  # a 4-player card
        (("Walsall", "Walsall"), "more 'Walsall' cards are visible than"),
    ],
)
def test_visible_cards_the_deck_does_not_hold_are_an_error(
    discard: tuple[str, ...], message: str
) -> None:
    obs = br.observe(br.new_game(players=2, seed=1), 0)
    view = evolve(obs.players[1], discard=discard)
    bad = evolve(obs, players=(obs.players[0], view))
    with pytest.raises(br.PositionError, match=message):
        br.determinize(bad, random.Random(1))


def test_bad_arguments() -> None:
    state = br.new_game(players=2, seed=3)
    with pytest.raises(TypeError):
        br.determinize(state, random.Random(1))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        br.determinize(br.observe(state, 0), 7)  # type: ignore[arg-type]
