"""Listing and checking moves is bounded work however many goods a player holds (issue 23,
point 11): the payment enumerations compute one good's count instead of searching it, an
upgrade stops where the energy runs out, and an action step is checked without listing every
step. The work is counted (candidate payment sets examined), not timed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre import payments
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.moves import Act, Enter
from brass_rules.le_havre.state import Phase, Progress
from tests.le_havre.builder import bag, game, own, town, with_player

BAKEHOUSE = "05"


@pytest.fixture
def examined(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts the candidate payment sets the enumerations examine (caches emptied)."""
    count = [0]
    check = payments.no_superfluous_token

    def counted(counts: tuple[int, ...], values: tuple[int, ...], amount: int) -> bool:
        count[0] += 1
        return check(counts, values, amount)

    monkeypatch.setattr(payments, "no_superfluous_token", counted)
    payments._energy.cache_clear()
    payments._food.cache_clear()
    yield count
    payments._energy.cache_clear()
    payments._food.cache_clear()


def _in_bakehouse(grain: int, wood: int) -> lh.GameState:
    s = game(2)
    s = own(with_player(s, s.active, goods={"grain": grain, "wood": wood}), s.active, BAKEHOUSE)
    return evolve(s, phase=Phase.ACTION, action=Progress(BAKEHOUSE))


@pytest.mark.rule("LH-PAY-ENERGY")
def test_a_thousand_grain_and_wood_list_their_steps_in_linear_work(examined: list[int]) -> None:
    s = _in_bakehouse(1000, 1000)
    moves = lh.legal_moves(s)
    assert len(moves) == 1000  # n grain for ceil(n/2) wood, n = 1..1000
    assert moves[-1] == Act(give=bag(grain=1000), energy=bag(wood=500))
    assert examined[0] <= 2 * len(moves)


@pytest.mark.rule("LH-ENTER-USABLE")
def test_entering_with_a_thousand_grain_and_wood_checks_a_single_step(
    examined: list[int],
) -> None:
    s = town(with_player(game(2), 0, goods={"grain": 1000, "wood": 1000}), BAKEHOUSE)
    s = evolve(s, active=0)
    assert any(isinstance(m, Enter) and m.building == BAKEHOUSE for m in lh.legal_moves(s))
    assert examined[0] <= 50


@pytest.mark.rule("LH-ENTER-ACTION")
def test_a_million_grain_in_the_bakehouse_is_checked_and_applied_in_bounded_work(
    examined: list[int],
) -> None:
    s = _in_bakehouse(10**6, 10)
    step = Act(give=bag(grain=4), energy=bag(wood=2))
    assert lh.validate(s, step) == ()
    after = lh.apply(s, step)
    assert after.players[s.active].goods["bread"] == 4
    assert lh.validate(s, Act(give=bag(grain=10**6), energy=bag(wood=10))) != ()
    assert len(lh.legal_moves(s)) == 20  # no more than the 10 wood pay for
    assert examined[0] <= 100


@pytest.mark.rule("LH-GEN-TURN")
@pytest.mark.parametrize("give", [None, {"grain": 1}, Bag((0.5,) * 16), bag(grain=-3)])
def test_a_step_of_the_wrong_shape_is_refused_without_listing(give: object) -> None:
    s = _in_bakehouse(10**6, 10)
    move = Act(give=give)  # type: ignore[arg-type]
    errors = lh.validate(s, move)  # the package's shape check: not a move
    assert [str(e.rule) for e in errors] == ["LH-GEN-TURN"]
    assert errors[0].message.startswith("Not a move")

