"""choices(position, prefix): every legal move under exactly one path of keys, small steps, and
targets that the picture draws (issue 29, point 4)."""

from __future__ import annotations

import re

import pytest

import brass_rules as br
from brass_rules import birmingham as bm
from brass_rules.hooks import Choice
from tests.randomgames import GAMES, game_steps

#: The most options a step may offer ("about 30").
MOST = 30


def _ids(svg: str) -> set[str]:
    return set(re.findall(r' id="([^"]+)"', svg))


def _walk(position: object, prefix: tuple[str, ...], found: list[tuple[tuple[str, ...], object]],
          ids: set[str]) -> None:
    options = bm.choices(position, prefix)  # type: ignore[arg-type]
    assert options, f"no option after {prefix}"
    assert len(options) <= MOST, (prefix, len(options))
    assert len({c.key for c in options}) == len(options)
    for c in options:
        assert isinstance(c, Choice) and c.label and c.moves
        assert set(c.targets) <= ids, (prefix, c.key, set(c.targets) - ids)
        if c.is_leaf:
            found.append(((*prefix, c.key), c.moves[0]))
            assert bm.choices(position, (*prefix, c.key)) == ()  # type: ignore[arg-type]
        else:
            _walk(position, (*prefix, c.key), found, ids)


def _dense() -> list[br.GameState]:
    """Every third decision of the shared random games (2 to 4 players, both variants)."""
    return [b for players, seed, variant in GAMES for b, _, _ in
            game_steps(players, seed, variant)[::3]]


@pytest.mark.parametrize("part", range(6))
def test_every_legal_move_is_under_exactly_one_path(part: int) -> None:
    for state in _dense()[part::6]:
        seen = br.observe(state, state.to_move)
        for position in (state, seen):
            found: list[tuple[tuple[str, ...], object]] = []
            _walk(position, (), found, _ids(br.render_svg(position)))
            moves = [m for _, m in found]
            assert len(moves) == len(set(moves))
            assert set(moves) == set(br.legal_moves(state))
            assert len(moves) == len(br.legal_moves(state))


def test_the_steps_of_a_build_are_action_card_industry_place() -> None:
    state = br.new_game(players=2, seed=1)
    seen = br.observe(state, state.to_move)
    assert [c.key for c in bm.choices(seen)][:3] == ["build", "network", "develop"]
    cards = bm.choices(seen, ("build",))
    assert all(c.label == f"card {c.key}" for c in cards)
    assert all(t.startswith("card-") for c in cards for t in c.targets)
    industries = bm.choices(seen, ("build", "Kidderminster"))
    assert [c.key for c in industries] == ["cotton", "coal"]
    cotton = industries[0]
    assert cotton.is_leaf and cotton.targets == (f"mat-{state.to_move}-cotton",)
    text = br.format_move(state, cotton.moves[0])
    assert text == "Build cotton Kidderminster/1 card Kidderminster"
    # a coal card builds coal only: no industry step, the locations come at once
    coal = bm.choices(seen, ("build", "coal"))
    assert len(coal) > 1 and all(c.targets and c.targets[0].startswith("slot-") for c in coal)
    with pytest.raises(br.NotationError):
        bm.choices(seen, ("build", "coal", "coal"))


def test_no_step_offers_a_single_option_that_is_no_whole_move() -> None:
    for state in _dense()[::4]:
        stack: list[tuple[str, ...]] = [()]
        while stack:
            prefix = stack.pop()
            options = bm.choices(state, prefix)
            assert len(options) > 1 or options[0].is_leaf, prefix
            stack += [(*prefix, c.key) for c in options if not c.is_leaf]


def test_an_action_under_way_offers_its_next_step_or_end() -> None:
    state = next(
        before for players, seed, variant in GAMES for before, _, _ in
        game_steps(players, seed, variant) if before.in_progress is not None
    )
    options = bm.choices(state)
    assert options[-1].key == "end" and options[-1].is_leaf
    assert isinstance(options[-1].moves[0], br.End)
    assert [c.key for c in options[:-1]] == [state.in_progress.action.value]


def test_a_seat_not_to_move_and_the_public_view_have_no_choices() -> None:
    state = br.new_game(players=3, seed=2)
    others = [p for p in range(3) if p != state.to_move]
    for seat in (*others, None):
        assert bm.choices(br.observe(state, seat)) == ()


@pytest.mark.parametrize("prefix", [("nonsense",), ("build", "Atlantis"), ("loan", "x", "y")])
def test_an_unknown_key_is_a_notation_error(prefix: tuple[str, ...]) -> None:
    state = br.new_game(players=2, seed=1)
    with pytest.raises(br.NotationError) as err:
        bm.choices(state, prefix)
    assert len(str(err.value)) < 700


def test_a_key_after_a_leaf_is_a_notation_error() -> None:
    state = br.new_game(players=2, seed=1)
    card = bm.choices(state, ("loan",))[0]
    assert card.is_leaf
    with pytest.raises(br.NotationError, match="whole move"):
        bm.choices(state, ("loan", card.key, "more"))
