"""OpenSpiel information states (issue 15, point 13) and every registered game in OpenSpiel
(issue 14): an information state is what its player saw, in order, and nothing else."""

from __future__ import annotations

import random
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pyspiel = pytest.importorskip("pyspiel")

import brass_rules.openspiel as bos  # noqa: E402
import tests.agents.toygame as toy  # noqa: E402
from brass_rules import rl  # noqa: E402
from brass_rules.registry import GAMES, get_game  # noqa: E402


def _chance(state: Any, rng: random.Random) -> None:
    outcomes, probs = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(rng.choices(outcomes, probs)[0])


def _lines(state: Any, player: int) -> list[str]:
    return list(state.information_state_lines(player))


def _until_scout(seed: int) -> tuple[Any, int]:
    """A 2-player game played at random until a Scout is legal; the state and the Scout id."""
    game = pyspiel.load_game("brass_birmingham", {"players": 2})
    state = game.new_initial_state()
    rng = random.Random(seed)
    while True:
        if state.is_chance_node():
            _chance(state, rng)
            continue
        legal = state.legal_actions()
        scouts = [a for a in legal if a < rl.NUM_MOVE_ACTIONS and rl.shape_of(a).kind == "scout"]
        if scouts:
            return state, scouts[0]
        state.apply_action(rng.choice(legal))


def test_another_players_choice_ids_are_not_seen_only_the_completed_move() -> None:
    state, scout = _until_scout(5)
    me = state.current_player()
    other = 1 - me
    before_other, before_me = _lines(state, other), _lines(state, me)
    ids = [scout]
    state.apply_action(scout)
    while state.current_player() == me and state.pending:
        # the Scout's cards are chosen one id at a time: how many depends on the hidden hand
        assert _lines(state, other) == before_other
        ids.append(state.legal_actions()[0])
        state.apply_action(ids[-1])
    assert len(ids) >= 2
    after_other = _lines(state, other)
    assert after_other[: len(before_other)] == before_other
    assert len(after_other) == len(before_other) + 1  # one observation: the move, complete
    assert after_other[-1].startswith(f"P{me}: Scout ")
    mine = _lines(state, me)[len(before_me) :]
    assert mine[: len(ids)] == [f"I chose {rl.action_name(a)}" for a in ids]
    move = after_other[-1].split(" [")[0]  # the same move in the game's notation, then
    assert mine[len(ids)].startswith(move + "; hand ")  # the mover's new hand, his alone
    assert "; hand " not in after_other[-1]


def test_information_states_have_perfect_recall_and_a_tensor() -> None:
    game = pyspiel.load_game("brass_birmingham", {"players": 3, "intro": True})
    assert game.get_type().provides_information_state_tensor
    assert game.information_state_tensor_size() == rl.OBSERVATION_SIZE + 2
    state = game.new_initial_state()
    rng = random.Random(7)
    previous = [[] for _ in range(3)]
    tensors: dict[str, Any] = {}
    steps = 0
    while not state.is_terminal() and steps < 400:
        if state.is_chance_node():
            _chance(state, rng)
            continue
        for p in range(3):
            lines = _lines(state, p)
            assert lines[: len(previous[p])] == previous[p]  # nothing is ever forgotten
            previous[p] = lines
            text = "\n".join(lines)
            tensor = np.asarray(state.information_state_tensor(p))
            assert tensor.shape == (rl.OBSERVATION_SIZE + 2,)
            if text in tensors:  # the tensor is a function of the information state
                assert np.array_equal(tensors[text], tensor)
            tensors[text] = tensor
        state.apply_action(rng.choice(state.legal_actions()))
        steps += 1


def test_the_observation_string_is_a_readable_description() -> None:
    state, _ = _until_scout(2)
    me = state.current_player()
    text = state.observation_string(me)
    assert "Observation(" not in text and "PlayerView(" not in text
    assert text.startswith(f"Player {me} (Canal Era, round ")
    assert "your decision" in text and "Your hand: " in text and "Coal market" in text
    assert f"player {me} to decide" in state.observation_string(1 - me)


@pytest.fixture
def toy_game() -> Any:
    with toy.registered() as game:
        bos.register(toy.name)
        yield game


def test_a_game_without_its_own_description_has_a_seed_chance_node(toy_game: Any) -> None:
    game = pyspiel.load_game(toy.name, {"players": 3, "seeds": 40})
    assert game.max_chance_outcomes() == 40 and game.get_type().min_num_players == 2
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(s, 1 / 40) for s in range(40)]
    state.apply_action(9)
    assert state.game_state == toy.new_game(players=3, seed=9)
    assert state.action_to_string(0, 1) == "legal move 1: take 2"


def test_a_hidden_chance_outcome_is_seen_only_through_the_observations(toy_game: Any) -> None:
    # two seeds dealing the same pile and the same bonus to player 0 but not to player 1
    seeds = {}
    for s in range(200):
        g = toy.new_game(players=2, seed=s)
        seeds.setdefault((g.pile, g.bonus[0]), {})[g.bonus[1]] = s
    a, b = next(list(v.values())[:2] for v in seeds.values() if len(v) >= 2)
    game = pyspiel.load_game(toy.name, {"players": 2, "seeds": 200})
    one, two = game.new_initial_state(), game.new_initial_state()
    one.apply_action(a)
    two.apply_action(b)
    for action in (0, 2, 1):
        assert one.information_state_string(0) == two.information_state_string(0)
        assert one.information_state_string(1) != two.information_state_string(1)
        assert np.array_equal(one.information_state_tensor(0), two.information_state_tensor(0))
        one.apply_action(action)
        two.apply_action(action)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_registered_game_is_an_openspiel_game(name: str) -> None:
    game = get_game(name)
    needed = ("observe", "dump_observation", "legal_moves", "apply", "ranking")
    missing = [f for f in needed if not hasattr(game, f)]
    if missing:
        pytest.skip(f"{name} has no {', '.join(missing)} yet")
    assert name in bos.GAME_TYPES
    players = max(2, game.min_players)
    spiel = pyspiel.load_game(name, {"players": players})
    assert spiel.get_type().short_name == name and spiel.num_players() == players
    state = spiel.new_initial_state()
    rng = random.Random(1)
    for _ in range(60):  # a short random run (random_sim_test plays whole games)
        if state.is_terminal():
            break
        if state.is_chance_node():
            _chance(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert state.information_state_string(0).startswith("player 0")
