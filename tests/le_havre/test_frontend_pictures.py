"""Pictures made for clicking: every holding has an id, ``move_targets`` names ids of the
picture of the seat's observation, ``highlight`` and ``last_move`` mark them, and without them
the picture is unchanged."""

from __future__ import annotations

import pytest

from brass_rules import le_havre as lh
from brass_rules.le_havre.data.goods import GOODS
from tests.le_havre.frontend_tools import PLAYERS, sample, svg_ids


@pytest.mark.parametrize("players", PLAYERS)
def test_every_move_target_is_in_the_picture_of_the_seats_observation(players: int) -> None:
    named = 0
    for s in sample(players, every=8):
        seat = s.to_move if s.to_move is not None else 0
        obs = lh.observe(s, seat)
        ids = svg_ids(lh.render_svg(obs))
        for m in (*lh.legal_moves(s), *lh.out_of_turn_moves(s, (seat + 1) % players)):
            targets = lh.move_targets(obs, m)
            assert targets == lh.move_targets(s, m)
            assert set(targets) <= ids, (lh.format_move(s, m), set(targets) - ids)
            named += bool(targets)
    assert named


@pytest.mark.parametrize("players", PLAYERS)
def test_every_holding_and_building_has_an_id(players: int) -> None:
    s = sample(players)[-1]
    ids = svg_ids(lh.render_svg(s))
    for i, p in enumerate(s.players):
        assert {f"p{i}-building-{b}" for b in p.buildings} <= ids
        assert {f"p{i}-ship-{c}" for c in p.ships} <= ids
        assert {f"p{i}-good-{g}" for g in GOODS} <= ids
        assert f"player-{i}" in ids and f"p{i}-money" in ids
    assert {f"town-{b}" for b in s.town} <= ids
    assert {f"offer-{g}" for g in s.offers} <= ids


def test_highlight_and_last_move_mark_their_pieces_and_nothing_else_changes() -> None:
    s = sample(3)[20]
    plain = lh.render_svg(s)
    assert lh.render_svg(s, (), None) == plain == lh.render_svg(s, highlight=[])
    move = lh.legal_moves(s)[0]
    targets = lh.move_targets(s, move)
    marked = lh.render_svg(s, highlight=targets)
    assert marked != plain
    for ident in targets:
        assert f'id="{ident}" data-mark="highlight"' in marked
    assert marked.count('data-mark="') == len(set(targets))
    after = lh.apply(s, move)
    last = lh.render_svg(after, last_move=move)
    assert 'data-mark="last"' in last and last.count("data-mark=") >= 1
    with pytest.raises(TypeError):
        lh.render_svg(s, highlight="offer-wood")
