"""Every special building's action [001]-[035] (LH-BLD-CARDS), positive, negative and edge."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.moves import Act, Enter
from brass_rules.le_havre.state import Phase
from tests.le_havre.builder import bag, game, own, rules, run, town, with_player


def _use(card: str, goods: dict[str, int], francs: int = 0, *acts: Act, **extra: object):  # type: ignore[no-untyped-def]
    s = game(3)
    me = s.active
    s = own(s, me, card)
    s = with_player(s, me, goods=goods, francs=francs, **extra)
    t = run(s, Enter(card), *acts)
    assert t.phase is Phase.AFTER, lh.legal_moves(t)
    p = t.players[me]
    return dict(p.goods), p.francs


# (card, goods before, francs before, steps, goods after, francs after)
CASES = [
    ("001", {}, 0, (), {}, 0),  # Labour Exchange: its own fisherman gives 1 fish (see below)
    ("002", {"bread": 7}, 0, (Act(give=bag(bread=6)),), {"bread": 1}, 18),
    (
        "003",
        {"meat": 5, "bread": 5},
        0,
        (Act(give=bag(meat=4, bread=4)),),
        {"meat": 1, "bread": 1},
        24,
    ),
    ("004", {}, 0, (), {"fish": 2, "grain": 2, "wood": 2, "hides": 1, "cattle": 1}, 0),
    ("005", {"hides": 3, "leather": 3}, 0, (Act(give=bag(hides=3, leather=3)),), {}, 21),
    ("006", {}, 0, (), {"iron": 2, "coal": 1}, 0),
    (
        "007",
        {"fish": 9, "smoked_fish": 2},
        0,
        (Act(give=bag(fish=7)),),
        {"fish": 2, "smoked_fish": 2},
        14,
    ),
    ("008", {"smoked_fish": 9}, 0, (Act(give=bag(smoked_fish=9)),), {}, 27),
    ("009", {}, 0, (), {"fish": 3, "wood": 3}, 0),
    (
        "010",
        {"wood": 5, "meat": 5},
        0,
        (Act(give=bag(wood=4, meat=4)),),
        {"wood": 1, "meat": 1},
        20,
    ),
    ("011", {}, 0, (), {"wood": 4}, 3),
    ("015", {}, 0, (), {"coal": 1, "coke": 1, "iron": 1}, 0),
    (
        "016",
        {"wood": 4, "smoked_fish": 4, "bread": 4},
        0,
        (Act(give=bag(wood=3, smoked_fish=3, bread=3)),),
        {"wood": 1, "smoked_fish": 1, "bread": 1},
        24,
    ),
    ("017", {}, 0, (), {"hides": 2, "meat": 3}, 0),
    ("018", {"meat": 2}, 0, (Act(take=bag(coal=3), food=bag(meat=2)),), {"coal": 3}, 0),
    (
        "019",
        {"bread": 4, "grain": 4},
        0,
        (Act(give=bag(bread=3, grain=3)),),
        {"bread": 1, "grain": 1},
        15,
    ),
    (
        "020",
        {"hides": 2, "leather": 3},
        0,
        (Act(give=bag(hides=2, leather=2)),),
        {"bread": 2, "leather": 1},
        10,
    ),
    ("021", {"leather": 3}, 14, (), {}, 30),
    ("022", {"clay": 2, "wood": 1}, 0, (), {"clay": 1, "brick": 3}, 0),
    ("026", {"leather": 2, "wood": 3}, 0, (Act(give=bag(leather=2, wood=2)),), {"wood": 1}, 12),
    (
        "028",
        {"wood": 5, "grain": 5},
        0,
        (Act(give=bag(wood=4, grain=4)),),
        {"wood": 1, "grain": 1},
        12,
    ),
    ("030", {"grain": 6}, 0, (Act(give=bag(grain=4)),), {"grain": 2}, 8),
    ("031", {"iron": 2, "coke": 2}, 0, (), {"iron": 1, "steel": 2}, 0),
    (
        "032",
        {"meat": 5, "charcoal": 5},
        0,
        (Act(give=bag(meat=4, charcoal=4)),),
        {"meat": 1, "charcoal": 1},
        24,
    ),
    ("034", {"brick": 4}, 10, (), {"brick": 1}, 24),
    ("035", {"fish": 4, "cattle": 4}, 0, (), {"fish": 4, "cattle": 4}, 2),
]


@pytest.mark.rule("LH-BLD-CARDS", "LH-BLD-SALE", "LH-BLD-GAIN")
@pytest.mark.parametrize(("card", "before", "francs", "acts", "after", "francs_after"), CASES)
def test_special_action(
    card: str,
    before: dict[str, int],
    francs: int,
    acts: tuple[Act, ...],
    after: dict[str, int],
    francs_after: int,
) -> None:
    if card == "001":
        after = {"fish": 1}
    assert _use(card, before, francs, *acts) == (after, francs_after)


@pytest.mark.rule("LH-BLD-SALE", "LH-BLD-ONCE")
@pytest.mark.parametrize(
    ("card", "goods", "francs"),
    [
        ("002", {}, 0),
        ("003", {"meat": 3}, 0),
        ("007", {"smoked_fish": 3}, 0),
        ("021", {"leather": 3}, 13),
        ("022", {"clay": 1}, 0),
        ("031", {"iron": 1, "coal": 4}, 0),
        ("034", {"brick": 3}, 9),
        ("035", {"fish": 2}, 0),
        ("030", {}, 0),
    ],
)
def test_negative_special_action_impossible(card: str, goods: dict[str, int], francs: int) -> None:
    s = game(3)
    me = s.active
    s = with_player(own(s, me, card), me, goods=goods, francs=francs)
    assert rules(s, Enter(card)) == {"LH-ENTER-USABLE"}


@pytest.mark.rule("LH-BLD-ONCE")
def test_limits_at_the_edge() -> None:
    s = game(3)
    me = s.active
    s = with_player(own(s, me, "007"), me, goods={"fish": 8})
    t = lh.apply(s, Enter("007"))
    assert max(a.give["fish"] for a in lh.legal_moves(t) if isinstance(a, Act)) == 7
    c = with_player(own(s, me, "018"), me, goods={"meat": 9})
    t = lh.apply(c, Enter("018"))
    takes = {a.take for a in lh.legal_moves(t) if isinstance(a, Act)}
    assert bag(charcoal=1, coal=5) in takes and bag(charcoal=2) not in takes


@pytest.mark.rule("LH-BLD-CARDS")
def test_town_square_takes_distinct_upgraded_goods_per_craft_building() -> None:
    s = game(3)
    me = s.active
    s = own(s, me, "027", "03", "04")  # two craft buildings
    t = lh.apply(s, Enter("027"))
    takes = {a.take for a in lh.legal_moves(t) if isinstance(a, Act)}
    assert len(takes) == 21 and bag(bread=1, meat=1) in takes
    assert all(a.total() == 2 and not a["steel"] for a in takes)
    none = own(game(3), 0, "027")
    assert rules(evolve(none, active=0), Enter("027")) <= {"LH-ENTER-USABLE"}


@pytest.mark.rule("LH-BLD-CARDS", "LH-GEN-NO-TRADE")
def test_harbour_watch_displaces_another_disc() -> None:
    s = game(3)
    me = s.active
    other = (me + 1) % 3
    s = own(s, me, "014")
    s = town(s, "03")
    s = with_player(s, other, disc="03", francs=0)
    s = with_player(s, me, francs=3)
    t = lh.apply(s, Enter("014"))  # the only target: the Fishery, then its action by itself
    assert t.players[other].disc is None and t.players[other].francs == 1
    assert t.players[me].disc == "03" and t.players[me].goods["fish"] == 3
    alone = with_player(s, other, disc=None)
    assert rules(alone, Enter("014")) == {"LH-ENTER-USABLE"}


@pytest.mark.rule("LH-BLD-CARDS")
def test_haulage_firm_takes_two_neighbouring_spaces_for_three_francs() -> None:
    s = game(3)
    me = s.active
    s = with_player(own(s, me, "029"), me, francs=3, goods={})
    t = lh.apply(s, Enter("029"))
    options = {a.option for a in lh.legal_moves(t) if isinstance(a, Act)}
    assert "wood+fish" in options and all("franc" not in o for o in options)
    u = lh.apply(t, Act(option="wood+fish"))
    assert u.players[me].francs == 0 and u.offers["wood"] == 0 and u.offers["fish"] == 0
    assert rules(with_player(s, me, francs=2), Enter("029")) == {"LH-ENTER-USABLE"}
