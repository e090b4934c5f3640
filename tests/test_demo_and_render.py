"""The demo (``python -m brass_rules``) and the text picture of the board."""

from __future__ import annotations

import random

import pytest

import brass_rules as br
from brass_rules.__main__ import main, random_move
from tests.builder import Position


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_demo_plays_a_complete_game_and_prints_the_ranking(
    players: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--players", str(players), "--seed", "5"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == f"Brass: Birmingham, {players} players, seed 5"
    assert "== Rail Era, round 1" in out
    assert out.count("The board at the end of the") == 2
    assert lines[-1].startswith("Ranking: ")
    assert sorted(
        lines[-1].removeprefix("Ranking: ").replace(">", "=").replace(" ", "").split("=")
    ) == [f"P{i}" for i in range(players)]


def test_the_demo_is_the_same_game_for_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--seed", "9"])
    first = capsys.readouterr().out
    main(["--seed", "9"])
    assert capsys.readouterr().out == first
    main(["--seed", "10"])
    assert capsys.readouterr().out != first


def test_the_intro_demo_ends_after_the_canal_era(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--players", "2", "--seed", "3", "--intro"])
    out = capsys.readouterr().out
    assert "Rail Era" not in out
    assert out.count("The board at the end of the Canal Era") == 1


def test_the_random_policy_picks_only_legal_moves() -> None:
    state = br.new_game(players=3, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        moves = br.legal_moves(state)
        move = random_move(moves, rng)
        assert move in moves
        state = br.apply(state, move)


def test_the_board_text_shows_every_tile_link_and_market() -> None:
    state = (
        Position(players=2, seed=1)
        .tile("Dudley", 0, owner=1, industry="coal", level=2, resources=3)
        .tile("Birmingham", 2, owner=0, industry="iron", level=1, flipped=True)
        .link("Birmingham", "Dudley", owner=0)
        .markets(coal=5, iron=0)
        .state
    )
    text = br.board_text(state)
    assert "Coal market 5/14, iron market 0/10" in text.splitlines()[0]
    assert "  Dudley: P1 coal II (3) in slot 0" in text
    assert "[" not in text  # places are named as everywhere else, never Dudley[0]
    assert "  Birmingham: P0 iron I* in slot 2" in text
    assert "Links: Birmingham - Dudley (P0)" in text
    # merchant spaces unused with 2 players are not shown
    assert "Warrington" not in text and "Nottingham" not in text


def test_the_board_text_of_a_new_game_has_no_tiles_or_links() -> None:
    text = br.board_text(br.new_game(players=4, seed=2))
    assert text.splitlines()[-1] == "Links: none"
    assert len(text.splitlines()) == 3
