"""The OpenSpiel game: registration, chance nodes for every shuffle, OpenSpiel's own tools."""

from __future__ import annotations

import random
from collections import Counter

import pytest

np = pytest.importorskip("numpy")
pyspiel = pytest.importorskip("pyspiel")

import brass_rules as br  # noqa: E402
import brass_rules.openspiel as bos  # noqa: E402
from brass_rules import components as comp  # noqa: E402
from brass_rules import rl  # noqa: E402


def _chance(state, rng: random.Random) -> None:
    outcomes, probs = zip(*state.chance_outcomes(), strict=True)
    assert sum(probs) == pytest.approx(1.0)
    state.apply_action(rng.choices(outcomes, probs)[0])


@pytest.mark.parametrize(("players", "intro"), [(2, True), (3, False)])
def test_random_sim_test_passes(players: int, intro: bool) -> None:
    game = pyspiel.load_game("brass_birmingham", {"players": players, "intro": intro})
    assert game.num_players() == players
    assert game.num_distinct_actions() == rl.NUM_ACTIONS
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_mcts_bot_plays_a_few_moves() -> None:
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    game = pyspiel.load_game("brass_birmingham", {"players": 2, "intro": True})
    rng = np.random.RandomState(1)
    bot = mcts.MCTSBot(
        game,
        uct_c=2.0,
        max_simulations=6,
        evaluator=mcts.RandomRolloutEvaluator(1, rng),
        random_state=rng,
    )
    state = game.new_initial_state()
    crng = random.Random(1)
    decided = 0
    while decided < 3:
        if state.is_chance_node():
            _chance(state, crng)
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decided += 1
    assert state.game_state is not None


def test_the_setup_is_dealt_by_chance_nodes() -> None:
    game = pyspiel.load_game("brass_birmingham", {"players": 3})
    state = game.new_initial_state()
    rng = random.Random(4)
    draws = 0
    while state.is_chance_node():
        _chance(state, rng)
        draws += 1
    s = state.game_state
    assert draws > 50
    cards = Counter(c for p in s.players for c in (*p.hand, *p.face_down)) + Counter(s.deck)
    assert cards == Counter(comp.deck(3))
    assert all(len(p.hand) == comp.HAND_SIZE for p in s.players)
    assert sorted(s.turn_order) == [0, 1, 2]
    used = [m.goods for m in s.merchants if m.goods is not None]
    assert Counter(used) == Counter(comp.merchant_tiles(3))
    fresh = br.new_game(players=3, seed=0)
    assert (s.coal_market, s.iron_market, s.tiles) == (
        fresh.coal_market,
        fresh.iron_market,
        fresh.tiles,
    )


def test_the_rail_era_reshuffle_is_a_chance_deal() -> None:
    game = pyspiel.load_game("brass_birmingham", {"players": 2})
    state = game.new_initial_state()
    rng = random.Random(2)
    seen_rail_chance = False
    while not state.is_terminal():
        if state.is_chance_node():
            if state.game_state is not None:
                assert state.game_state.era is br.Era.RAIL
                seen_rail_chance = True
            _chance(state, rng)
            continue
        state.apply_action(rng.choice(state.legal_actions()))
    assert seen_rail_chance
    returns = state.returns()
    assert sum(returns) == pytest.approx(0.0)
    assert returns == list(rl.final_rewards(state.game_state))


def test_information_states_hide_what_a_player_cannot_know() -> None:
    game = pyspiel.load_game("brass_birmingham", {"players": 2, "intro": True})
    base = game.new_initial_state()
    while base.is_chance_node():
        _chance(base, random.Random(3))
    outcomes = list(base.history())  # the chance outcomes (forced draws at the end aside)
    # swap a card of player 1's hand with a different card of the draw deck
    deal_start = sum(1 for ms in br.board.BIRMINGHAM.merchant_spaces if 2 in ms.players) + 2
    cards = outcomes[deal_start:]
    per = comp.HAND_SIZE + comp.FACE_DOWN_DISCARD
    i = per  # player 1's first card
    j = next(k for k in range(2 * per, len(cards)) if cards[k] != cards[i])
    swapped = list(cards)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    other = game.new_initial_state()
    for a in outcomes[:deal_start] + swapped:
        if not other.is_chance_node():
            break
        other.apply_action(a)
    assert not other.is_chance_node()
    assert other.game_state.players[1].hand != base.game_state.players[1].hand
    assert base.information_state_string(0) == other.information_state_string(0)
    assert base.information_state_string(1) != other.information_state_string(1)
    assert base.observation_string(0) == other.observation_string(0)
    assert np.array_equal(base.observation_tensor(0), other.observation_tensor(0))
    assert len(base.observation_tensor(0)) == rl.OBSERVATION_SIZE


def test_choices_continue_with_the_same_player() -> None:
    game = pyspiel.load_game("brass_birmingham", {"players": 2})
    state = game.new_initial_state()
    rng = random.Random(5)
    while True:
        if state.is_chance_node():
            _chance(state, rng)
            continue
        legal = state.legal_actions()
        scouts = [a for a in legal if a < rl.NUM_MOVE_ACTIONS and rl.shape_of(a).kind == "scout"]
        if scouts:
            break
        state.apply_action(rng.choice(legal))
    player = state.current_player()
    state.apply_action(scouts[0])
    assert state.current_player() == player
    assert all(a >= rl.CARD_CHOICE for a in state.legal_actions())
    assert state.action_to_string(player, state.legal_actions()[0]).startswith("choose: card")


def test_bad_parameters() -> None:
    with pytest.raises(br.SetupError, match="2, 3 or 4"):
        bos.BrassGame({"players": 5})
    with pytest.raises(br.SetupError, match="no parameter 'short'"):
        bos.BrassGame({"short": True})
