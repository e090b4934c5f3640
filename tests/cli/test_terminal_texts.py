"""The terminal game of every game through the text hooks of the game protocol (issue 24,
points 0, 2, 3 and 5's texts; issue 23, points 9, 10 and 17).

Every text a person reads about a position or a move comes from the game's hooks
(``board_text``, ``view_text``, ``heading_text``, ``help_text``, ``events_text``,
``result_text``, ``move_label``); the platform only calls them.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.cli.common import board_text, heading_text, result_lines, view_text
from brass_rules.cli.play import help_text, make_bot
from brass_rules.errors import NotationError
from brass_rules.le_havre.data import BY_ID
from tests.cli.test_cli import brass
from tests.cli.test_cli_games import run
from tests.records import toy_game

LE_HAVRE: Any = br.get_game("le_havre")
BIRMINGHAM: Any = br.get_game("brass_birmingham")


def _script(game: Any, players: int, seed: int, humans: tuple[int, ...], bot: str,
            options: dict[str, Any]) -> tuple[str, Any]:
    """The lines people type to play a whole game (their moves chosen at random, written in
    notation) against the CLI's own bots, and the final state that game reaches."""
    state = game.new_game(players=players, seed=seed, **options)
    bots = {s: make_bot(bot, seed * 10 + s, 1) for s in range(players) if s not in humans}
    rng = random.Random(seed)
    lines = ["pause off"]
    while not state.is_over:
        player = state.to_move
        if player in humans:
            move = rng.choice(list(game.legal_moves(state)))
            lines.append(game.format_move(state, move))
        else:
            move = bots[player].choose(game.observe(state, player))
        state = game.apply(state, move)
    return "\n".join(lines) + "\n", state


@pytest.mark.parametrize(
    ("name", "options", "seed", "humans"),
    [("le_havre", ["--option", "short=yes"], 4, (0,)),
     ("le_havre", ["--option", "short=yes"], 5, (0, 1)),  # hot seat: two people
     ("brass_birmingham", [], 3, (0,))],
)  # fmt: skip
def test_a_whole_game_is_played_through_stdin_to_the_final_results(
    name: str, options: list[str], seed: int, humans: tuple[int, ...], tmp_path: Path
) -> None:
    game: Any = br.get_game(name)
    players = 2
    chosen = {"short": True} if options else {}
    script, final = _script(game, players, seed, humans, "random", chosen)
    path = tmp_path / "game.json"
    seats = [arg for seat in humans for arg in ("--human", str(seat))]
    result = brass("play", "--game", name, "--players", str(players), *seats,
                   "--bots", "random", "--seed", str(seed), *options, "--record", str(path),
                   stdin=script)
    assert result.returncode == 0, result.stderr
    record = br.load_record(json.loads(path.read_text()))
    assert record.final_state().is_over
    assert record.names == tuple("human" if s in humans else "random" for s in range(players))
    assert game.scores(record.final_state()) == game.scores(final)
    out = result.stdout
    assert "\n".join(result_lines(game, final)) in out
    assert "no legal move" not in out and "is illegal" not in out
    if name == "le_havre":
        assert "Final wealth:" in out and "Final phase, turn" in out
        rounds = final.rounds
        assert f"Round {rounds + 1} of" not in out  # the final phase is called so
        assert "round 1 ends" in out and "harvest:" in out and "round 2 of" in out
        for seat in humans:
            assert f"P{seat}> " in out
    else:
        assert "Final scores:" in out and "VP, income space" in out


# ----- point 0: the texts come from the game's hooks --------------------------------------------


def test_the_platform_takes_every_text_from_the_game() -> None:
    s = lh.new_game(players=2, seed=7, short=True)
    obs = lh.observe(s, 0)
    assert board_text(LE_HAVRE, s) == lh.board_text(s)
    assert view_text(LE_HAVRE, obs) == lh.view_text(obs)
    assert heading_text(LE_HAVRE, s) == lh.heading_text(s)
    assert all(line in help_text(LE_HAVRE) for line in lh.help_text().splitlines())
    b = br.new_game(players=2, seed=1)
    assert view_text(BIRMINGHAM, br.observe(b, 0)) == BIRMINGHAM.view_text(br.observe(b, 0))
    assert heading_text(BIRMINGHAM, b) == "Canal Era, round 1"


def test_a_game_without_text_hooks_gets_the_fallbacks() -> None:
    toy: Any = toy_game
    state = toy.new_game(2, 1)
    assert board_text(toy, state) is None
    assert heading_text(toy, state) == f"P{state.to_move} to move"
    assert "Commands:" in help_text(toy) and toy.title + ":" not in help_text(toy)
    while not state.is_over:
        state = toy.apply(state, toy.legal_moves(state)[0])
    lines = result_lines(toy, state)
    assert lines[0] == "Final scores:" and lines[-1].startswith("Ranking: P")


# ----- point 2: Le Havre's terminal game --------------------------------------------------------


def _midgame(seed: int = 5, moves: int = 60) -> lh.GameState:
    s = lh.new_game(players=2, seed=seed, short=True)
    rng = random.Random(seed)
    for _ in range(moves):
        s = lh.apply(s, rng.choice(list(lh.legal_moves(s))))
    return s


def test_the_board_names_the_town_the_piles_the_round_card_the_offers_and_the_ships() -> None:
    s = _midgame()
    text = lh.board_text(s)
    for building in s.town:
        assert BY_ID[building].name in text
    for pile in s.proposals:
        if pile:
            assert BY_ID[pile[0]].name in text
    assert re.search(r"Round card R\d\d: food \d+", text)
    for good, count in s.offers.items():
        assert f"{'francs' if good == 'franc' else good} {count}" in text
    assert "Supply tiles" in text and "Ships for sale" in text
    assert "['" not in text and "('" not in text  # no Python lists
    for stack in s.ship_stacks:
        if stack:
            assert lh.format_move(s, lh.Buy(stack[0])).removeprefix("buy ") in text


def test_the_board_shows_who_is_inside_a_building() -> None:
    s = lh.new_game(players=2, seed=7, short=True)
    entered = next(m for m in lh.legal_moves(s) if isinstance(m, lh.Enter))
    after = lh.apply(s, entered)
    name = lh.format_move(s, entered).removeprefix("use ").split(" paying")[0]
    assert f"{name} " in lh.board_text(after)
    assert f"P{s.to_move}'s person inside" in lh.board_text(after)


def test_the_board_of_a_state_names_no_face_down_card() -> None:
    s = lh.new_game(players=3, seed=2)
    text = lh.board_text(s)
    for special in s.specials:
        assert BY_ID[special].name not in text.split("Special buildings")[1].split("\n")[0]
    assert "face down" in text  # round 1: the supply tiles not yet turned up


def test_the_view_uses_names_and_shows_wealth() -> None:
    s = _midgame()
    text = lh.view_text(lh.observe(s, 0))
    assert "you (P0)" in text and "P1:" in text
    for i, wealth in enumerate(lh.scores(s)):
        written = str(wealth) if wealth >= 0 else "\u2212" + str(-wealth)
        assert f"P{i} {written} (" in text
    assert "['" not in text and "('" not in text
    for p in s.players:
        for building in p.buildings:
            assert BY_ID[building].name in text
    assert "food demand at this round's end" in text


def test_the_final_phase_is_called_so() -> None:
    s = lh.new_game(players=1, seed=3, short=True)
    rng = random.Random(3)
    headings = set()
    while not s.is_over:
        headings.add(lh.heading_text(s))
        s = lh.apply(s, rng.choice(list(lh.legal_moves(s))))
    assert "Final phase, turn 1 of 1" in headings
    assert not any(f"Round {s.rounds + 1}" in h for h in headings)
    assert lh.heading_text(s) == "Game over"


def test_le_havre_help_speaks_le_havre_and_its_examples_read() -> None:
    text = help_text(LE_HAVRE)
    for word in ("VP", "income", "hand", "mat"):
        assert not re.search(rf"\b{word}\b", text), word
    examples = re.findall(r'"([^"]+)"', text.split("Le Havre:")[1])
    assert len(examples) >= 8
    for example in examples:
        lh.read_move(example)
    birmingham = help_text(BIRMINGHAM)
    assert "VP" in birmingham and "Le Havre" not in birmingham


def _events_in_random_games(want: str, players: int = 2, games: int = 20) -> list[str]:
    for seed in range(games):
        s = lh.new_game(players=players, seed=seed, short=True)
        rng = random.Random(seed)
        while not s.is_over:
            move = rng.choice(list(lh.legal_moves(s)))
            after = lh.apply(s, move)
            lines = list(lh.events_text(s, move, after))
            if any(want in line for line in lines):
                return lines
            s = after
    return []


def test_an_action_carried_out_at_once_gets_a_line() -> None:
    lines = _events_in_random_games("carried out at once")
    assert lines and any(re.match(r"P\d: .*\+", line) for line in lines), lines


def test_a_building_firm_build_carried_out_at_once_names_the_building() -> None:
    for seed in range(40):
        s = lh.new_game(players=2, seed=seed, short=True)
        rng = random.Random(seed)
        while not s.is_over:
            move = rng.choice(list(lh.legal_moves(s)))
            after = lh.apply(s, move)
            mover = s.to_move
            assert mover is not None
            new = set(after.players[mover].buildings) - set(s.players[mover].buildings)
            if isinstance(move, lh.Enter) and new and after.action is None:
                line = " ".join(lh.events_text(s, move, after))
                assert "carried out at once" in line
                assert all(f"gets {BY_ID[b].name}" in line for b in new)
                return
            s = after
    pytest.fail("no Building Firm build carried out at once in 40 games")


def test_the_round_end_is_announced() -> None:
    text = "\n".join(_events_in_random_games("round 1 ends"))
    assert "feeding: " in text and "owed: P0 " in text
    text = "\n".join(_events_in_random_games("round 2 of"))
    assert "a new ship is for sale" in text and "Round card R" in text


def test_a_payment_with_no_choice_and_interest_get_lines() -> None:
    lines = _events_in_random_games("pays 1 franc interest", players=2, games=30)
    assert lines


def test_events_never_raise_and_leave_the_states_alone() -> None:
    for seed in range(3):
        s = lh.new_game(players=3, seed=seed, short=True)
        rng = random.Random(seed)
        while not s.is_over:
            move = rng.choice(list(lh.legal_moves(s)))
            after = lh.apply(s, move)
            key = (lh.state_key(s), lh.state_key(after))
            for line in lh.events_text(s, move, after):
                assert "\n" not in line and "['" not in line
            assert key == (lh.state_key(s), lh.state_key(after))
            s = after
        assert lh.result_text(s)[0] == "Final wealth:"


def test_a_wrong_move_gets_the_rule_and_did_you_mean_at_the_prompt(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    script = "pause off\ntkae fish\nrepay 1 loan\nbuy Wooden ship S01\nquit\n"
    status, out, err = run(["play", "--game", "le_havre", "--players", "2", "--human", "0",
                            "--option", "short=yes", "--seed", "3",
                            "--record", str(tmp_path / "g.json")], capsys, script)
    assert status == 0, err
    assert "did you mean 'take'" in out
    assert "LH-LOAN-REPAY: You hold 0 loans" in out
    assert "[LH-LOAN-REPAY] " in out  # the rule's text, as brass check gives it
    assert "LH-BUY-SHIP" in out
    assert "no legal move is written 'repay 1 loan'" not in out


def test_a_person_sells_out_of_turn(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    script = "moves\nsell wooden ship\npause off\nquit\n"
    status, out, err = run(["play", "--game", "le_havre", "--players", "2", "--human", "0",
                            "--option", "short=yes", "--seed", "3", "--record", str(path)],
                           capsys, script)
    assert status == 0, err
    assert "you may act out of turn" in out and "1. sell Wooden ship S01 (P0)" in out
    assert "P0 (you, out of turn): sell Wooden ship S01 (P0)" in out
    record = br.load_record(json.loads(path.read_text()))
    assert lh.Sell("S01", 0) in record.moves


# ----- point 3: one seat numbering, replay lines with round and turn ----------------------------


def test_seats_are_numbered_from_0_in_notation_and_words() -> None:
    s = lh.new_game(players=2, seed=7)
    assert lh.describe_move(s, lh.TakeOffer("wood")).startswith(f"Player {s.to_move} ")
    assert lh.describe_move(None, lh.Sell("03", 1)).startswith("Player 1 ")
    assert lh.format_move(s, lh.Sell("03", 1)) == "sell Fishery (P1)"
    assert lh.format_move(s, lh.Act("12@1")) == "displace P1 from Wharf [12]"
    assert lh.read_move("displace P1 from Wharf [12]") == lh.Act("12@1")


def test_an_old_text_record_with_1_based_seats_still_loads() -> None:
    rec = br.GameRecord(players=2, seed=7, game="le_havre", options={"short": True})
    state = rec.initial_state()
    rng = random.Random(1)
    while True:
        other = 1 - (state.to_move or 0)
        sales = lh.out_of_turn_moves(state, other)
        if sales:
            rec = rec.with_move(sales[0])
            break
        move = rng.choice(list(lh.legal_moves(state)))
        rec = rec.with_move(move)
        state = lh.apply(state, move)
    text = br.format_record(rec)
    assert f"(P{other})" in text
    old = text.replace(f"(P{other})", f"(player {other + 1})")
    assert br.parse_record(old).moves == rec.moves


def test_replay_says_where_each_le_havre_move_was_played(tmp_path: Path) -> None:
    rec = br.GameRecord(players=2, seed=7, game="le_havre", options={"short": True})
    state = rec.initial_state()
    for _ in range(40):
        move = lh.legal_moves(state)[-1] if state.to_move is not None else None
        if move is None:
            break
        rec = rec.with_move(move)
        state = lh.apply(state, move)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(br.dump_record(rec)))
    result = brass("replay", str(path))
    assert result.returncode == 0, result.stderr
    first = rec.initial_state()
    assert re.search(rf"^\s+1\. R1\.1 P{first.to_move}: ", result.stdout, re.M)
    assert re.search(r"^\s+\d+\. R1\.2 P\d: ", result.stdout, re.M)
    assert "turn 2: P" in result.stdout  # the engine's steps under the moves


# ----- issue 23, points 9, 10, 17 ---------------------------------------------------------------


def test_parse_move_has_a_length_bound() -> None:
    s = lh.new_game(players=2, seed=7)
    with pytest.raises(NotationError, match="too long"):
        lh.parse_move(s, "take wood" + " " * 1_000_000)


@pytest.mark.parametrize(
    "option", ["x@y", "a@b@c", "1" * 5000, "03@" + "9" * 5000, "a+b+c"],
    ids=["x@y", "a@b@c", "5000-digits", "03@5000-digits", "a+b+c"],
)
def test_describe_move_never_raises_for_a_move_move_from_json_accepts(option: str) -> None:
    try:
        move = lh.move_from_json({"type": "act", "option": option})
    except NotationError as err:  # a string too long to be a name is no move
        assert len(option) > 64 and "at most 64 characters" in str(err)
        assert len(str(err)) < 300
        return
    for state in (None, lh.new_game(players=2, seed=7)):
        text = lh.describe_move(state, move)
        assert len(text) < 300


def test_a_huge_number_at_the_prompt_is_no_such_number(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    script = "pause off\nmoves\n" + "9" * 5000 + "\nquit\n"
    status, out, err = run(["play", "--game", "le_havre", "--players", "2", "--human", "0",
                            "--seed", "3", "--record", str(tmp_path / "g.json")], capsys, script)
    assert status == 0, err
    assert "no such number" in out


def test_birmingham_announces_round_ends_income_and_era_scoring() -> None:
    state = br.new_game(players=2, seed=3)
    rng = random.Random(1)
    said: list[str] = []
    while not state.is_over:
        move = rng.choice(br.legal_moves(state))
        after = br.apply(state, move)
        said += BIRMINGHAM.events_text(state, move, after)
        state = after
    text = "\n".join(said)
    assert "round 1 ends; turn order: P" in text and "income by income level: P0 " in text
    assert "the Canal Era ends; links and flipped tiles score: P0 +" in text
    assert "the Rail Era begins" in text and said[-1] == "the game is over"
    rounds = sum(line.startswith("round ") for line in said)
    assert rounds == len({(e, r) for e, r in _rounds_played(3, 1)})


def _rounds_played(seed: int, rng_seed: int) -> set[tuple[object, int]]:
    state = br.new_game(players=2, seed=seed)
    rng = random.Random(rng_seed)
    seen = set()
    while not state.is_over:
        seen.add((state.era, state.round))
        state = br.apply(state, rng.choice(br.legal_moves(state)))
    return seen


@pytest.mark.parametrize("line", ["{", '{"type": "take"}', "[1]", "\x00", "use " + "x" * 5000])
def test_no_line_at_the_prompt_ends_the_game(
    line: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(["play", "--game", "le_havre", "--players", "2", "--human", "0",
                            "--seed", "3", "--record", str(tmp_path / "g.json")], capsys,
                           f"pause off\n{line}\nquit\n")
    assert status == 0, err
    assert "The game was stopped before its end." in out


def test_a_seat_given_twice_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["play", "--players", "2", "--human", "1", "--human", "1"], capsys)
    assert status == 2 and "names a seat twice" in err


def test_a_payment_due_says_why() -> None:
    s = lh.new_game(players=2, seed=1, short=True)
    rng = random.Random(1)
    while not any(d.kind == "food" for d in s.dues):
        s = lh.apply(s, rng.choice(list(lh.legal_moves(s))))
    due = s.dues[0]
    text = lh.view_text(lh.observe(s, due.player))
    assert re.search(rf"now: P{due.player} still owes {due.amount} food for the round's feeding "
                     r"\(round card R\d\d asks \d+; their ships give \d+\)", text), text
    assert "Due: P" in lh.board_text(s)
