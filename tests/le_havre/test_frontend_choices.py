"""``choices``: every legal move by exactly one path of keys, steps of at most ``MOST``
options, targets that are in the picture, out-of-turn moves for a seat not to move."""

from __future__ import annotations

from collections import Counter

import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import NotationError
from brass_rules.le_havre.frontend.choices import MOST
from tests.le_havre.frontend_tools import PLAYERS, options, sample, svg_ids, walk


@pytest.mark.parametrize("players", PLAYERS)
def test_every_legal_move_has_exactly_one_path(players: int) -> None:
    for s in sample(players):
        leaves = walk(s)
        paths = [p for p, _, _ in leaves]
        assert len(set(paths)) == len(paths)
        assert Counter(map(repr, (m for _, m, _ in leaves))) == Counter(
            map(repr, lh.legal_moves(s))
        ), lh.format_move
        mine = walk(lh.observe(s, s.to_move))
        assert [(p, repr(m)) for p, m, _ in mine] == [(p, repr(m)) for p, m, _ in leaves]
        assert max((n for _, _, n in leaves), default=0) <= MOST


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_seat_not_to_move_gets_its_out_of_turn_moves(players: int) -> None:
    met = 0
    for s in sample(players):
        for seat in range(players):
            if seat == s.to_move:
                continue
            leaves = walk(lh.observe(s, seat))
            expected = lh.out_of_turn_moves(s, seat)
            assert sorted(repr(m) for _, m, _ in leaves) == sorted(map(repr, expected))
            met += bool(expected)
    assert met  # some seat could sell or repay out of turn


@pytest.mark.parametrize("players", PLAYERS)
def test_every_option_points_at_pieces_of_the_picture(players: int) -> None:
    for s in sample(players, every=15):
        obs = lh.observe(s, s.to_move)
        ids = svg_ids(lh.render_svg(obs))

        for _, c in options(obs):
            assert set(c.targets) <= ids, (c, set(c.targets) - ids)


def test_the_steps_of_a_building_then_its_payment() -> None:
    s = lh.new_game(players=2, seed=7, short=True)
    top = {c.key: c for c in lh.choices(s)}
    assert top["take-wood"].label == f"take {s.offers['wood']} wood" and top["take-wood"].is_leaf
    assert top["take-wood"].targets == ("offer-wood",)
    fees = [(s, c) for n in (2, 3) for s in sample(n) for c in lh.choices(s)
            if c.key.startswith("use-") and not c.is_leaf]  # fmt: skip
    assert fees  # a building with several fee payments
    for s, c in fees:
        building = c.moves[0].building
        assert c.targets == (f"town-{building}",) or c.targets[0].endswith(f"-{building}")
        payments = lh.choices(s, (c.key,))
        assert all(p.key.startswith("pay-") and p.is_leaf for p in payments)
        assert all(p.label.startswith(f"{c.label}, paying ") for p in payments), payments
    # the out-of-turn view of the other seat, and the public view
    assert lh.choices(lh.observe(s, 1)) == ()
    assert lh.choices(lh.observe(s, None)) == ()


def test_an_unknown_key_is_a_notation_error() -> None:
    s = lh.new_game(players=2, seed=7)
    with pytest.raises(NotationError, match="no option 'nonsense' at step 1"):
        lh.choices(s, ("nonsense",))
    with pytest.raises(NotationError):
        lh.choices(s, "take-wood")  # type: ignore[arg-type]
    assert lh.choices(s, ("take-wood",)) == ()  # a leaf: nothing after it


def test_many_buildings_to_use_are_grouped_by_owner() -> None:
    from brass_rules.le_havre.bag import Bag
    from brass_rules.le_havre.data import SPECIAL, STANDARD
    from tests.le_havre.builder import own, town, with_player

    s = lh.new_game(players=3, seed=4)
    cards = [c for c in (*STANDARD, *SPECIAL) if c not in ("24", "26", "28", "29")]
    s = town(s, *cards[:30])
    s = own(s, 1, *cards[30:40])
    rich = Bag.of(fish=9, wood=9, clay=9, iron=9, grain=9, cattle=9, coal=9, hides=9, meat=9)
    s = with_player(s, s.to_move, goods=rich, francs=50)
    top = lh.choices(s)
    keys = [c.key for c in top]
    assert len(top) <= MOST and "use-town" in keys and "use-p1" in keys, keys
    assert not any(k.startswith("use-") and k not in ("use-town", "use-p1") for k in keys)
    leaves = walk(s)
    assert Counter(map(repr, (m for _, m, _ in leaves))) == Counter(map(repr, lh.legal_moves(s)))
    assert max(n for _, _, n in leaves) <= MOST


def test_many_numbers_of_one_good_are_grouped_by_tens() -> None:
    from brass_rules.le_havre.bag import Bag
    from tests.le_havre.builder import run, town, with_player

    s = town(lh.new_game(players=2, seed=4, short=True), "07")  # the Charcoal Kiln
    s = with_player(s, s.to_move, goods=Bag.of(wood=45), francs=5)
    s = run(s, next(m for m in lh.legal_moves(s) if isinstance(m, lh.Enter)
                    and m.building == "07"))  # fmt: skip
    assert s.action is not None and len(lh.legal_moves(s)) > MOST
    top = lh.choices(s)
    assert [c.key for c in top][:2] == ["range-wood-1", "range-wood-11"] and len(top) <= MOST
    leaves = walk(s)
    assert sorted(map(repr, (m for _, m, _ in leaves))) == sorted(map(repr, lh.legal_moves(s)))
    assert max(n for _, _, n in leaves) <= MOST
