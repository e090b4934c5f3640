"""OpenSpiel's own search on both games (issue 32): ISMCTSBot plays whole games through the
interface, ``resample_from_infostate`` keeps the player's information state and draws only from
OpenSpiel's sampler, states from library positions."""

from __future__ import annotations

import random
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pyspiel = pytest.importorskip("pyspiel")

import brass_rules.openspiel as bos  # noqa: E402
from brass_rules.errors import PositionError, SetupError  # noqa: E402
from brass_rules.registry import get_game  # noqa: E402

GAMES = [
    ("brass_birmingham", {"players": 2}),
    ("le_havre", {"players": 2, "short": True}),
]


def _chance(state: Any, rng: random.Random) -> None:
    outcomes, probs = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(rng.choices(outcomes, probs)[0])


def _played(name: str, params: dict[str, Any], seed: int, decisions: int) -> Any:
    """A state after *decisions* random ids (chance drawn by its probabilities)."""
    state = pyspiel.load_game(name, params).new_initial_state()
    rng = random.Random(seed)
    done = 0
    while (done < decisions or state.is_chance_node()) and not state.is_terminal():
        if state.is_chance_node():
            _chance(state, rng)
            continue
        state.apply_action(rng.choice(state.legal_actions()))
        done += 1
    return state


class _Sampler:
    """An OpenSpiel probability sampler: seeded floats in [0, 1), counted."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.calls = 0

    def __call__(self) -> float:
        self.calls += 1
        return self.rng.random()


class _Flat:
    """An ISMCTS evaluator without rollouts (value 0, uniform prior): a fast test bot."""

    def evaluate(self, state: Any) -> Any:
        return np.zeros(state.num_players())

    def prior(self, state: Any) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_ismcts_bot_plays_a_whole_game_through_the_interface(
    name: str, params: dict[str, Any]
) -> None:
    ismcts = pytest.importorskip("open_spiel.python.algorithms.ismcts")
    game = pyspiel.load_game(name, params)
    rng = np.random.RandomState(3)
    bot = ismcts.ISMCTSBot(game, _Flat(), uct_c=2.0, max_simulations=3, random_state=rng)
    state = game.new_initial_state()
    crng = random.Random(3)
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            _chance(state, crng)
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decisions += 1
    assert decisions > 40
    returns = state.returns()
    assert sum(returns) == pytest.approx(0.0) and max(returns) > 0


@pytest.mark.parametrize(("name", "params"), GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_resample_keeps_the_information_state_and_draws_from_the_sampler_only(
    name: str, params: dict[str, Any], seed: int
) -> None:
    state = _played(name, params, seed, 40 + 7 * seed)
    game = get_game(name)
    truth = state.game_state
    for player in range(2):
        mine = state.information_state_string(player)
        worlds = []
        for k in range(6):
            before = random.getstate(), np.random.get_state()[1].tobytes()
            sampler = _Sampler(100 * seed + k)
            world = state.resample_from_infostate(player, sampler)
            assert (random.getstate(), np.random.get_state()[1].tobytes()) == before
            assert sampler.calls > 0
            assert world.information_state_string(player) == mine
            assert world.observation_string(player) == state.observation_string(player)
            assert world.current_player() == state.current_player()
            if state.current_player() == player:
                assert world.pending == state.pending
                assert world.legal_actions() == state.legal_actions()
            seen = game.dump_observation(game.observe(world.game_state, player))
            assert seen == game.dump_observation(game.observe(truth, player))
            # the same draws give the same world: nothing else was drawn from
            again = state.resample_from_infostate(player, _Sampler(100 * seed + k))
            assert game.dump_state(again.game_state) == game.dump_state(world.game_state)
            worlds.append(game.state_key(world.game_state))
        assert len(set(worlds)) > 1  # the hidden parts were drawn


def test_resampled_worlds_play_on_to_the_end() -> None:
    state = _played("le_havre", {"players": 2, "short": True}, 5, 30)
    world = state.resample_from_infostate(state.current_player(), _Sampler(1))
    rng = random.Random(1)
    while not world.is_terminal():
        world.apply_action(rng.choice(world.legal_actions()))
    assert sum(world.returns()) == pytest.approx(0.0)
    other = 1 - state.current_player()
    lines = world.information_state_lines(other)
    assert lines[0].startswith("resampled: supply tiles ")


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_a_state_from_a_library_position_plays_library_moves(
    name: str, params: dict[str, Any]
) -> None:
    spiel = pyspiel.load_game(name, params)
    game = get_game(name)
    options = {k: v for k, v in spiel.options.items() if k != "variant"} | (
        {"variant": spiel.variant} if spiel.variant is not None else {}
    )
    position = game.new_game(players=2, seed=11, **options)
    state = bos.state_from_position(spiel, position)
    assert state.game_state is position and not state.is_chance_node()
    assert state.information_state_lines(0)[0].startswith("given")
    rng = random.Random(11)
    for _ in range(25):
        move = rng.choice(game.legal_moves(position))
        for action in bos.actions_of_move(state, move):
            state.apply_action(action)
        position = game.apply(position, move)
        assert game.dump_state(state.game_state) == game.dump_state(position)
    with pytest.raises(PositionError, match="2-player"):
        bos.state_from_position(spiel, game.new_game(players=3, seed=1, **options))
    with pytest.raises(PositionError, match="not a legal id"):
        bos.state_from_position(spiel, position, (spiel.num_distinct_actions() - 1, 0))


def test_the_information_state_string_is_bounded_and_readable() -> None:
    state = _played("le_havre", {"players": 2, "short": True}, 4, 150)
    assert not state.is_terminal()
    for player in range(2):
        lines = state.information_state_lines(player)
        text = state.information_state_string(player).splitlines()
        assert len(lines) > bos.WINDOW
        assert len(text) == bos.WINDOW + 1
        assert text[1:] == list(lines[-bos.WINDOW :])
        assert text[0].startswith(f"player {player}: {len(lines)} lines, the first ")
    # a move's line is its notation, the same for both players
    game = get_game("le_havre")
    mover = state.current_player()
    before = state.game_state
    move = game.legal_moves(before)[0]
    for action in bos.actions_of_move(state, move):
        state.apply_action(action)
    expected = f"P{mover}: {game.format_move(before, move)}"
    assert [state.information_state_lines(p)[-1].split(";")[0] for p in range(2)] == [
        expected,
        expected,
    ]


def test_only_the_players_own_observations_are_offered() -> None:
    game = pyspiel.load_game("le_havre", {"players": 2, "short": True})
    public = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    with pytest.raises(SetupError, match="own observation"):
        game.make_py_observer(public)
    with pytest.raises(SetupError, match="no parameter 'seeds'"):
        bos.game_class("le_havre")({"seeds": 8})


def test_resampling_during_the_rail_era_deal_restarts_it_from_a_resampled_position() -> None:
    game = pyspiel.load_game("brass_birmingham", {"players": 2})
    state = game.new_initial_state()
    rng = random.Random(6)
    while not (state.is_chance_node() and state.game_state is not None):
        if state.is_chance_node():
            _chance(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    _chance(state, rng)  # a few of the Rail Era's cards dealt, unseen
    _chance(state, rng)
    world = state.resample_from_infostate(0, _Sampler(4))
    assert world.is_chance_node() and world.game_state.era.value == "rail"
    assert world.information_state_string(0) == state.information_state_string(0)
    assert len(world.chance_outcomes()) > 1
    while world.is_chance_node():
        _chance(world, rng)
    assert world.information_state_lines(0)[-1].startswith("dealt: hand ")
    start = game.new_initial_state()
    _chance(start, rng)
    fresh = start.resample_from_infostate(1, _Sampler(4))
    assert fresh.is_chance_node() and fresh.information_state_string(1) == "player 1"


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_a_serialized_state_comes_back_whole(name: str, params: dict[str, Any]) -> None:
    import pickle

    state = _played(name, params, 8, 150)
    game = state.get_game()
    for copy in (game.deserialize_state(state.serialize()), pickle.loads(pickle.dumps(state))):
        assert copy.history() == state.history()
        assert copy.legal_actions() == state.legal_actions()
        for p in range(2):
            assert copy.information_state_string(p) == state.information_state_string(p)
