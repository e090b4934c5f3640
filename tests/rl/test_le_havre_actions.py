"""Le Havre's fixed action space: exact masks, one meaning per id, every legal move one path."""

from __future__ import annotations

import itertools
import random

import pytest

np = pytest.importorskip("numpy")

from brass_rules import le_havre as lh  # noqa: E402
from brass_rules import rl  # noqa: E402
from brass_rules.errors import ActionSpaceError, IllegalMoveError  # noqa: E402
from brass_rules.le_havre import rl as lrl  # noqa: E402
from tests.rl.le_havre_soak import check_game, states  # noqa: E402

#: (players, seed, short): one short game per player count (the long check: nox -s rl_soak).
GAMES = ((1, 1, True), (2, 2, True), (3, 3, True), (4, 4, True), (5, 5, True))


def _reachable(state: lh.GameState) -> list[tuple[tuple[int, ...], lh.Move]]:
    """Every (path, move) found by walking the masks from the move actions down."""
    found: list[tuple[tuple[int, ...], lh.Move]] = []
    stack: list[tuple[int, ...]] = [(a,) for a in lrl.legal_actions(state)]
    while stack:
        path = stack.pop()
        move = lrl.decide(state, path)
        if move is not None:
            found.append((path, move))
            continue
        choices = lrl.legal_actions(state, path)
        assert len(choices) >= 2, "an amount is asked only when there is a choice"
        assert all(c >= lrl.NUM_MOVE_ACTIONS for c in choices)
        stack.extend((*path, c) for c in choices)
    return found


@pytest.mark.parametrize(("players", "seed", "short"), GAMES)
def test_every_decision_of_a_game_maps_to_paths_and_back(
    players: int, seed: int, short: bool
) -> None:
    assert check_game(players, seed, short) > 0


def test_walking_the_masks_reaches_exactly_the_legal_moves() -> None:
    rng = random.Random(0)
    live = [s for s in states(3, 7, True) if not s.is_over]
    picked = [s for s in live if s.action is not None][:10] + rng.sample(live, 10)
    for state in picked:
        found = _reachable(state)
        assert sorted(map(repr, (m for _, m in found))) == sorted(map(repr, lh.legal_moves(state)))
        assert len({p for p, _ in found}) == len(found)


def test_ids_have_unique_stable_names() -> None:
    names = [lrl.action_name(i) for i in range(lrl.NUM_ACTIONS)]
    assert len(set(names)) == lrl.NUM_ACTIONS
    golden = {  # the ids a trained policy relies on do not move
        0: "take francs",
        1: "take fish",
        17: "enter Smokehouse",
        76: "act: carry out",
        509: "buy Wharf [12]",
        567: "buy Wooden ship S04",
        673: "repay loans",
        680: "end turn",
        779: "give 20 more wood",
        2242: "pay 1 franc",
        2514: "give: done",
        2519: "repay: done",
    }
    for action, name in golden.items():
        assert lrl.action_name(action) == name
    assert lrl.NUM_ACTIONS == 2520 and lrl.NUM_MOVE_ACTIONS == 681
    assert lrl.amount_of(2242) == ("pay", "francs", 1, False)
    assert lrl.amount_of(779) == ("give", "wood", 20, True)


def test_the_table_covers_every_id_once() -> None:
    rows = lrl.describe_actions()
    assert rows[0]["first"] == 0 and rows[-1]["last"] == lrl.NUM_ACTIONS - 1
    for a, b in itertools.pairwise(rows):
        assert b["first"] == a["last"] + 1
    for row in rows:
        kind = row["kind"]
        if kind in lrl.KINDS:
            assert {lrl.shape_of(i).kind for i in range(row["first"], row["last"] + 1)} == {kind}


def test_an_amount_path_asks_each_amount_once() -> None:
    state = next(
        s
        for s in states(3, 7, True)
        if s.action is not None and any(len(lrl.action_path(s, m)) > 2 for m in lh.legal_moves(s))
    )
    move = next(m for m in lh.legal_moves(state) if len(lrl.action_path(state, m)) > 2)
    path = lrl.action_path(state, move)
    named = [lrl.action_name(i) for i in path]
    assert named[0].startswith("act: ")
    assert len(set(named)) == len(named)


def test_bad_ids_and_illegal_moves_are_refused() -> None:
    state = lh.new_game(players=2, seed=7)
    illegal = next(i for i in range(lrl.NUM_ACTIONS) if not lrl.action_mask(state)[i])
    with pytest.raises(ValueError, match="not legal here"):
        lrl.move_for_action(state, illegal)
    with pytest.raises(ValueError, match="not an action id"):
        lrl.move_for_action(state, True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="more ids than the move needs"):
        lrl.decide(state, (0, lrl.AMOUNT_CHOICE))
    with pytest.raises(ValueError, match="empty path"):
        lrl.decide(state, ())
    with pytest.raises(IllegalMoveError):
        lrl.action_of(state, lh.TakeOffer("iron"))  # the iron offer space is empty
    with pytest.raises(ValueError, match="not an action id"):
        lrl.action_name(lrl.NUM_ACTIONS)
    with pytest.raises(ValueError, match="not a move action"):
        lrl.shape_of(lrl.AMOUNT_CHOICE)
    with pytest.raises(ActionSpaceError, match="beyond the action space"):
        lrl.shape_and_tokens(lh.Repay(lrl.MAX_AMOUNT))
    with pytest.raises(TypeError):
        lrl.action_mask("not a state")  # type: ignore[arg-type]
    assert lrl.action_mask(state).dtype == np.bool_


def test_the_platform_finds_le_havres_spec() -> None:
    spec = rl.spec("le_havre")
    assert spec is lrl
    assert spec.NUM_ACTIONS == lrl.NUM_ACTIONS
    assert rl.spec("brass_birmingham").NUM_ACTIONS == 2766  # Birmingham's space unchanged
