"""The standard buildings' actions not covered elsewhere (LH-BLD-CARDS), and LH-GOODS."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Act, Enter, TakeOffer
from brass_rules.le_havre.state import Phase
from tests.le_havre.builder import bag, game, own, rules, run, with_player


def _use(
    card: str, goods: dict[str, int], *acts: Act, francs: int = 0, extra: tuple[str, ...] = ()
):  # type: ignore[no-untyped-def]
    s = game(4)
    me = s.active
    s = own(s, me, card, *extra)
    s = with_player(s, me, goods=goods, francs=francs)
    t = run(s, Enter(card), *acts)
    assert t.phase is Phase.AFTER, lh.legal_moves(t)
    return dict(t.players[me].goods), t.players[me].francs


CASES = [
    ("07", {"wood": 3}, (Act(give=bag(wood=2)),), {"wood": 1, "charcoal": 2}, 0),
    ("09", {"cattle": 5}, (Act(give=bag(cattle=5)),), {"meat": 5, "hides": 2}, 0),
    ("10", {}, (), {"clay": 3}, 0),
    ("14", {"clay": 3, "coal": 1}, (Act(give=bag(clay=3), energy=bag(coal=1)),), {"brick": 3}, 1),
    ("16", {}, (), {"coal": 3}, 0),
    (
        "19",
        {},
        (),
        {"cattle": 1, "meat": 1, "fish": 1, "smoked_fish": 1, "grain": 1, "bread": 1},
        0,
    ),
    ("20", {"hides": 5}, (Act(give=bag(hides=4)),), {"hides": 1, "leather": 4}, 4),
    ("22", {"coal": 2}, (Act(option="extra", energy=bag(coal=2)),), {"iron": 4}, 0),
    ("22", {"coal": 2}, (Act(),), {"iron": 3, "coal": 2}, 0),
    ("25", {"coal": 2}, (Act(give=bag(coal=2)),), {"coke": 2}, 2),
    ("30", {"bread": 5, "fish": 2}, (), {"bread": 10, "fish": 5}, 0),
]


@pytest.mark.rule("LH-BLD-CARDS", "LH-BLD-UPGRADE")
@pytest.mark.parametrize(("card", "before", "acts", "after", "francs"), CASES)
def test_standard_action(
    card: str, before: dict[str, int], acts: tuple[Act, ...], after: dict[str, int], francs: int
) -> None:
    assert _use(card, before, *acts) == (after, francs)


@pytest.mark.rule("LH-BLD-SYMBOLS")
def test_clay_mound_and_colliery_count_hammers() -> None:
    assert _use("10", {}, extra=("04", "06")) == ({"clay": 5}, 0)
    assert _use("16", {}, extra=("04", "06")) == ({"coal": 4}, 0)  # never more than 1 extra


@pytest.mark.rule("LH-BLD-CARDS")
def test_marketplace_takes_distinct_basic_goods() -> None:
    s = game(4, short=True)
    me = s.active
    s = own(s, me, "01", "04")  # one craft building: 3 goods
    t = lh.apply(s, Enter("01"))
    takes = {a.take for a in lh.legal_moves(t) if isinstance(a, Act)}
    assert len(takes) == 56 and all(b.total() == 3 and len(b) == 3 for b in takes)
    assert not any(b["steel"] or b["coke"] for b in takes)


@pytest.mark.rule("LH-BLD-CARDS")
def test_black_market_gives_two_for_each_empty_space() -> None:
    s = game(4)
    me = s.active
    s = own(s, me, "13")
    empty = [k for k, v in s.offers.items() if not v]
    t = lh.apply(s, Enter("13"))
    got = dict(t.players[me].goods)
    assert got == {k: 2 for k in empty if k != "franc"} | {"coal": 1}
    full = evolve(s, offers=s.offers.__class__((1,) * 7))
    assert rules(full, Enter("13")) == {"LH-ENTER-USABLE"}


@pytest.mark.rule("LH-BLD-CARDS")
def test_arts_centre_pays_four_per_other_disc() -> None:
    s = game(4)
    me = s.active
    others = [i for i in range(4) if i != me]
    s = own(s, me, "11", "03", "04")
    s = with_player(s, others[0], disc="03")
    s = with_player(s, others[1], disc="04")
    assert lh.apply(s, Enter("11")).players[me].francs == 5 + 8
    alone = with_player(with_player(s, others[0], disc=None), others[1], disc=None)
    assert rules(alone, Enter("11")) == {"LH-ENTER-USABLE"}


@pytest.mark.rule("LH-GOODS-SIDES", "LH-GEN-UNLIMITED")
def test_positive_edge_tokens_enter_basic_side_up_and_the_supply_never_runs_out() -> None:
    s = game(2)
    me = s.active
    s = evolve(s, offers=s.offers.with_count("wood", 500))
    t = lh.apply(s, TakeOffer("wood"))
    assert t.players[me].goods["wood"] == 500 and t.players[me].goods["charcoal"] == 0
    assert _use("06", {})[0]["brick"] == 1  # a card naming the upgraded side


@pytest.mark.rule("LH-GOODS-NOT-MONEY", "LH-GOODS-FOOD", "LH-GOODS-ENERGY")
def test_positive_negative_francs_are_not_goods() -> None:
    s = game(3)
    me = s.active
    s = with_player(own(s, me, "21"), me, goods={}, francs=50)
    assert rules(s, Enter("21")) == {"LH-ENTER-USABLE"}  # nothing to trade: francs do not count
    goods, _ = _use("03", {})
    assert "francs" not in goods
