"""complete(state, move): the fully specified move that apply carries out."""

from __future__ import annotations

import attrs
import pytest

import brass_rules as br
from tests.builder import Position
from tests.records.games import GAMES, steps


def _stripped(move: br.Move) -> br.Move:
    """*move* with every optional detail left out and the rest written in another order."""
    if isinstance(move, br.Build):
        return attrs.evolve(move, slot=None, coal=None, iron=None)
    if isinstance(move, br.Network):
        return attrs.evolve(move, link=move.link[::-1], coal=None, beer=None)
    if isinstance(move, br.Develop):
        return attrs.evolve(move, iron=None)
    if isinstance(move, br.Sell):
        return attrs.evolve(move, merchant=None, beer=None, bonus=None)
    if isinstance(move, br.Scout):
        return br.Scout(move.cards[::-1])
    return move


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES[:3])
def test_a_legal_move_is_its_own_completion(players: int, seed: int, variant: br.Variant) -> None:
    for before, _, _ in steps(players, seed, variant)[::3]:
        for move in br.legal_moves(before):
            assert br.complete(before, move) == move


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_completion_of_a_partial_move_is_the_legal_move_apply_carries_out(
    players: int, seed: int, variant: br.Variant
) -> None:
    for before, move, after in steps(players, seed, variant):
        partial = _stripped(move)
        full = br.complete(before, partial)
        assert full in br.legal_moves(before)
        assert br.apply(before, full) == br.apply(before, partial)
        assert br.complete(before, _reversed_sources(move)) == move
        assert br.apply(before, move) == after


def _reversed_sources(move: br.Move) -> br.Move:
    for name in ("coal", "iron", "beer"):
        value = getattr(move, name, None)
        if value:
            move = attrs.evolve(move, **{name: value[::-1]})
    return move


def test_a_sale_without_the_merchant_barrel_names_the_first_buyer() -> None:
    state = (
        Position(players=2)
        .all_merchants([], beer=False)
        .hand(0, ["Leek", "Stone"])
        .merchant("Gloucester", 0, ["cotton"], beer=False)
        .merchant("Gloucester", 1, ["cotton"], beer=False)
        .tile("Worcester", 0, owner=0, industry="cotton", level=1)
        .tile("Stone", 0, owner=0, industry="brewery", level=1, resources=1)
        .link("Gloucester", "Worcester", owner=0)
        .state
    )
    second = br.Sell(br.TileRef("Worcester", 0), "Leek", br.MerchantRef("Gloucester", 1))
    full = br.complete(state, second)
    assert full == br.Sell(
        br.TileRef("Worcester", 0),
        "Leek",
        br.MerchantRef("Gloucester", 0),
        (br.TileRef("Stone", 0),),
        None,
    )
    assert full in br.legal_moves(state)
    assert br.apply(state, full) == br.apply(state, second)


def test_complete_raises_like_apply() -> None:
    state = br.new_game(players=2, seed=1)
    illegal = br.Build("Kidderminster", br.Industry.COAL, "Walsall")
    with pytest.raises(br.IllegalMoveError) as applied:
        br.apply(state, illegal)
    with pytest.raises(br.IllegalMoveError) as completed:
        br.complete(state, illegal)
    assert completed.value.violations == applied.value.violations
    with pytest.raises(br.IllegalMoveError):
        br.complete(state, br.End())
    over = steps(*GAMES[0])[-1][2]
    with pytest.raises(br.IllegalMoveError):
        br.complete(over, br.Pass("Leek"))


def test_complete_never_changes_the_state() -> None:
    before, move, _ = steps(*GAMES[1])[40]
    copy = attrs.evolve(before)
    br.complete(before, _stripped(move))
    assert before == copy


def test_complete_needs_a_state() -> None:
    with pytest.raises(TypeError, match="GameState"):
        br.complete(br.dump_state(br.new_game(players=2, seed=1)), br.Pass("Leek"))  # type: ignore[arg-type]
