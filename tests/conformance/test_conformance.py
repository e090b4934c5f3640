"""The conformance suite: the platform's contract, checked on every registered game.

As OpenSpiel runs ``random_sim_test`` over all its games, this module runs the same checks over
every name in ``br.GAMES``; a new game gets them by registering. Each check uses the Game protocol
only (``brass_rules.game``), never a game's internals:

- the facts (name, title, player counts, options) and bad set-up arguments;
- seeded random playouts at every player count: every listed move validates to ``()``, ``apply``
  never changes the state it is given, the game ends, scores and ranking are consistent;
- the seed alone decides the game; ``state_key`` is the same in another process;
- round trips of positions, moves (JSON and notation), observations and records; pickling;
- hidden information: ``legal_moves`` of the mover's observation, ``determinize``;
- illegal moves: ``validate`` names rule IDs that ``rule_text`` knows, ``apply`` raises;
- the picture (well-formed SVG with a viewBox) and the command line (``games``, ``render``).
"""

from __future__ import annotations

import itertools
import json
import pickle
import random
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from typing import Any
from xml.etree import ElementTree

import pytest

import brass_rules as br
from brass_rules.errors import BrassError, IllegalMoveError, UnknownNameError
from brass_rules.kit.options import Option

GAME_NAMES = sorted(br.GAMES)
#: Moves of a random playout checked in full (round trips of every legal move); the others are
#: spot-checked, so that a long game stays cheap.
FULL_CHECKS = 12
#: A game longer than this many decisions is a failure (no game of ours comes close).
MAX_DECISIONS = 20_000


def _cases() -> Iterator[Any]:
    for name in GAME_NAMES:
        game = br.get_game(name)
        for n in range(game.min_players, game.max_players + 1):
            yield pytest.param(name, n, id=f"{name}-{n}p")


CASES = list(_cases())


@cache
def playout(name: str, players: int, seed: int = 11) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """A seeded random game: (states, moves); states[i + 1] = apply(states[i], moves[i])."""
    game = br.get_game(name)
    rng = random.Random(seed)
    state = game.new_game(players=players, seed=seed)
    states, moves = [state], []
    while not state.is_over:
        assert len(moves) < MAX_DECISIONS, f"{name}: no end after {MAX_DECISIONS} decisions"
        move = rng.choice(list(game.legal_moves(state)))
        state = game.apply(state, move)
        states.append(state)
        moves.append(move)
    return tuple(states), tuple(moves)


def _sample(states: tuple[Any, ...], k: int = FULL_CHECKS) -> list[int]:
    """Indices of about *k* states spread over the game, the first and the last included."""
    last = len(states) - 1
    return sorted({round(i * last / max(k - 1, 1)) for i in range(k)})


# ----- facts and set-up ------------------------------------------------------------------------


@pytest.mark.parametrize("name", GAME_NAMES)
def test_facts(name: str) -> None:
    game = br.get_game(name)
    assert game.name == name and br.GAMES[name] is game
    assert isinstance(game.title, str) and game.title
    assert 1 <= game.min_players <= game.max_players
    for option in game.options:
        assert isinstance(option, Option)
        assert option.default in option.choices
        for choice in option.choices:
            assert option.from_json(json.loads(json.dumps(option.to_json(choice)))) == choice


@pytest.mark.parametrize("name", GAME_NAMES)
def test_bad_set_up_is_a_documented_error(name: str) -> None:
    game = br.get_game(name)
    for players in (game.min_players - 1, game.max_players + 1, "3", None, True):
        with pytest.raises(BrassError):
            game.new_game(players=players, seed=1)
    for seed in ("1", None, 2.5, 2**80):
        with pytest.raises(BrassError):
            game.new_game(players=game.min_players, seed=seed)


def test_unknown_game_lists_the_games() -> None:
    with pytest.raises(UnknownNameError) as info:
        br.get_game("no_such_game")
    assert all(name in str(info.value) for name in GAME_NAMES)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_option_value_starts_a_game(name: str) -> None:
    game = br.get_game(name)
    for option in game.options:
        for choice in option.choices:
            state = game.new_game(players=game.min_players, seed=3, **{option.name: choice})
            assert state.game == name and not state.is_over


# ----- playouts ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_playout(name: str, players: int) -> None:
    game = br.get_game(name)
    states, moves = playout(name, players)
    for i, (state, move) in enumerate(zip(states, moves, strict=False)):
        assert state.game == name and state.num_players == players
        assert state.to_move is not None and 0 <= state.to_move < players
        listed = list(game.legal_moves(state))
        assert listed and move in listed
        if i in _sample(states):
            assert len(set(listed)) == len(listed), "a legal move is listed twice"
            before = game.dump_state(state)
            for m in listed:
                assert game.validate(state, m) == ()
            assert game.dump_state(state) == before
        after = game.apply(state, move)
        assert after == states[i + 1]
    final = states[-1]
    assert final.is_over and final.to_move is None
    assert game.legal_moves(final) == () or list(game.legal_moves(final)) == []
    scores = game.scores(final)
    ranking = game.ranking(final)
    assert len(scores) == players
    assert sorted(p for group in ranking for p in group) == list(range(players))
    for better, worse in itertools.pairwise(ranking):
        assert min(scores[p] for p in better) >= max(scores[p] for p in worse)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_apply_never_changes_its_input(name: str, players: int) -> None:
    game = br.get_game(name)
    states, moves = playout(name, players)
    for i in _sample(states)[:-1]:
        before = game.dump_state(states[i])
        key = game.state_key(states[i])
        game.apply(states[i], moves[i])
        assert game.dump_state(states[i]) == before and game.state_key(states[i]) == key


@pytest.mark.parametrize(("name", "players"), CASES)
def test_the_seed_alone_decides_the_game(name: str, players: int) -> None:
    game = br.get_game(name)
    states, moves = playout(name, players)
    again = game.new_game(players=players, seed=11)
    assert again == states[0] and game.state_key(again) == game.state_key(states[0])
    for move in moves[:40]:
        again = game.apply(again, move)
    assert again == states[min(40, len(moves))]
    other = game.new_game(players=players, seed=12)
    assert game.dump_state(other) != game.dump_state(states[0])


# ----- round trips -------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES)
def test_positions_round_trip(name: str, players: int) -> None:
    game = br.get_game(name)
    states, _ = playout(name, players)
    for i in _sample(states):
        data = json.loads(json.dumps(game.dump_state(states[i])))
        back = game.load_state(data)
        assert back == states[i]
        assert game.state_key(back) == game.state_key(states[i])
        assert pickle.loads(pickle.dumps(states[i])) == states[i]


@pytest.mark.parametrize(("name", "players"), CASES)
def test_moves_round_trip_as_json_and_notation(name: str, players: int) -> None:
    game = br.get_game(name)
    states, _ = playout(name, players)
    for i in _sample(states)[:-1]:
        state = states[i]
        for move in game.legal_moves(state):
            assert game.move_from_json(json.loads(json.dumps(game.move_to_json(move)))) == move
            text = game.format_move(state, move)
            assert isinstance(text, str) and text and "\n" not in text
            parsed = game.parse_move(state, text)
            assert game.apply(state, parsed) == game.apply(state, move), text


@pytest.mark.parametrize(("name", "players"), CASES)
def test_observations(name: str, players: int) -> None:
    game = br.get_game(name)
    states, _ = playout(name, players)
    for i in _sample(states, 6):
        state = states[i]
        for p in range(players):
            obs = game.observe(state, p)
            assert obs.game == name and obs.player == p and obs.to_move == state.to_move
            data = json.loads(json.dumps(game.dump_observation(obs)))
            assert game.load_observation(data) == obs
            if state.to_move == p:
                assert list(game.legal_moves(obs)) == list(game.legal_moves(state))
            if not state.is_over:
                world = game.determinize(obs, random.Random(5))
                assert game.observe(world, p) == obs
                assert world == game.determinize(obs, random.Random(5))


@pytest.mark.parametrize(("name", "players"), CASES)
def test_records_round_trip(name: str, players: int) -> None:
    states, moves = playout(name, players)
    record = br.GameRecord(game=name, players=players, seed=11, moves=moves)
    assert record.final_state() == states[-1]
    back = br.load_record(json.loads(json.dumps(br.dump_record(record))))
    assert back.game == name and back.final_state() == states[-1]
    text = br.format_record(record)
    assert br.parse_record(text).final_state() == states[-1]


def test_state_keys_are_the_same_in_another_process() -> None:
    ours = {
        f"{name}-{n}": [br.get_game(name).state_key(s) for s in playout(name, n)[0][:30]]
        for name, n in ((c.values[0], c.values[1]) for c in CASES)
    }
    script = (
        "import json, random, sys\n"
        "import brass_rules as br\n"
        "out = {}\n"
        "for key in json.loads(sys.argv[1]):\n"
        "    name, players = key.rsplit('-', 1)\n"
        "    game = br.get_game(name)\n"
        "    rng = random.Random(11)\n"
        "    s = game.new_game(players=int(players), seed=11)\n"
        "    keys = [game.state_key(s)]\n"
        "    while len(keys) < 30 and not s.is_over:\n"
        "        s = game.apply(s, rng.choice(list(game.legal_moves(s))))\n"
        "        keys.append(game.state_key(s))\n"
        "    out[key] = keys\n"
        "print(json.dumps(out))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, json.dumps(sorted(ours))],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "12345", "PYTHONPATH": "src", "PATH": ""},
    )
    assert json.loads(done.stdout) == ours


# ----- illegal moves ----------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES)
def test_illegal_moves_name_their_rules(name: str, players: int) -> None:
    game = br.get_game(name)
    states, moves = playout(name, players)
    found = 0
    for i in range(1, len(moves)):
        stale = moves[i - 1]  # the previous decision, usually illegal now
        violations = game.validate(states[i], stale)
        if violations:
            found += 1
            for v in violations:
                assert isinstance(v.rule, str) and game.rule_text(v.rule)
                assert isinstance(v.message, str) and 0 < len(v.message) <= 500
            before = game.dump_state(states[i])
            with pytest.raises(IllegalMoveError) as info:
                game.apply(states[i], stale)
            assert info.value.violations == violations
            assert pickle.loads(pickle.dumps(info.value)) == info.value
            assert game.dump_state(states[i]) == before
        if found >= 5:
            break
    assert found
    final = states[-1]
    assert game.validate(final, moves[-1])
    with pytest.raises(UnknownNameError):
        game.rule_text("NO-SUCH-RULE")


# ----- picture and command line ---------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES)
def test_pictures(name: str, players: int) -> None:
    game = br.get_game(name)
    states, _ = playout(name, players)
    for state in (states[0], states[len(states) // 2], states[-1]):
        for picture in (game.render_svg(state), game.render_svg(game.observe(state, 0))):
            root = ElementTree.fromstring(picture)
            assert root.tag.endswith("svg") and root.get("viewBox")
        notebook = ElementTree.fromstring(state._repr_svg_())
        assert notebook.get("width") == "100%"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "brass_rules", *args],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": "src", "PATH": ""},
        timeout=300,
    )


def test_the_games_command_lists_every_game() -> None:
    done = _cli("games")
    assert done.returncode == 0, done.stderr
    for name in GAME_NAMES:
        game = br.get_game(name)
        assert name in done.stdout and game.title in done.stdout
        assert f"{game.min_players}" in done.stdout


@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_command_line_renders_a_position(name: str, tmp_path: Any) -> None:
    game = br.get_game(name)
    position = tmp_path / "position.json"
    position.write_text(json.dumps(game.dump_state(playout(name, game.min_players)[0][3])))
    out = tmp_path / "board.svg"
    done = _cli("render", "--game", name, str(position), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert ElementTree.fromstring(out.read_text(encoding="utf-8")).get("viewBox")
