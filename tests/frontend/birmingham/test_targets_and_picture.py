"""move_targets and the picture made for clicking (issue 29, point 5): every id a move names is
drawn in the picture of the position it is played in, seen by any seat; highlight and last_move
mark pieces and change nothing else."""

from __future__ import annotations

import re

import pytest

import brass_rules as br
from brass_rules import birmingham as bm
from tests.frontend.birmingham.positions import seats, steps


def _ids(svg: str) -> set[str]:
    return set(re.findall(r' id="([^"]+)"', svg))


@pytest.mark.parametrize("part", range(6))
def test_every_target_of_a_move_is_drawn_for_every_seat(part: int) -> None:
    for before, move, _ in steps()[part::6][:12]:
        legal = br.legal_moves(before)
        sample = {move, *legal[:: max(1, len(legal) // 6)]}
        for seat in seats(before):
            position = before if seat is None else br.observe(before, seat)
            drawn = _ids(br.render_svg(position))
            for m in sample:
                targets = bm.move_targets(position, m)
                assert targets or isinstance(m, br.End), m
                assert set(targets) <= drawn, (seat, m, set(targets) - drawn)


def test_a_move_names_its_card_mat_slot_and_sources() -> None:
    state = br.new_game(players=2, seed=1)
    mover = state.to_move
    seen = br.observe(state, mover)
    move = br.Build("Kidderminster", br.Industry.COTTON, "Kidderminster")
    k = seen.hand.index("Kidderminster")
    assert bm.move_targets(seen, move) == (f"card-{k}", f"mat-{mover}-cotton",
                                           "slot-Kidderminster-1")
    # another seat's picture shows no hand: the player's panel stands for the card
    other = br.observe(state, 1 - mover)
    assert bm.move_targets(other, move)[0] == f"player-{mover}"
    before, move = next((b, m) for b, m, _ in steps() if isinstance(m, br.Build) and m.coal)
    wanted = {"coal-market" if isinstance(src, br.MarketRef)
              else f"slot-{src.location.replace(' ', '-')}-{src.slot}" for src in move.coal}
    assert wanted <= set(bm.move_targets(before, move))


def test_a_move_that_is_not_a_move_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        bm.move_targets(br.new_game(players=2, seed=1), br.Build("Leek", "coal", "Leek"))  # type: ignore[arg-type]


def test_highlight_and_last_move_mark_pieces_and_nothing_else() -> None:
    _, move, after = next(s for s in steps() if isinstance(s[1], br.Build))
    seen = br.observe(after, 0)
    plain = br.render_svg(seen)
    assert br.render_svg(seen, (), None) == plain == br.render_svg(seen, highlight=[])
    marked = br.render_svg(seen, highlight=["slot-Dudley-0", "no-such-id", 'bad"id'],
                           last_move=move)
    assert 'id="slot-Dudley-0" class="highlight slot"' in marked
    for ident in bm.move_targets(seen, move):
        assert re.search(f'id="{ident}" class="[^"]*last-move', marked), ident
    assert "<style>" in marked and "<style>" not in plain
    unmarked = re.sub(r'class="(?:highlight |last-move )+', 'class="', marked)
    assert re.sub(r"<style>.*?</style>", "", unmarked) == plain


def test_the_new_pieces_have_ids_and_data() -> None:
    state = br.new_game(players=3, seed=4)
    seen = br.observe(state, 1)
    svg = br.render_svg(seen)
    for k, card in enumerate(seen.hand):
        assert f'id="card-{k}" class="card" data-card="{card}" data-index="{k}"' in svg
    assert 'id="mat-2-coal" class="mat coal" data-player="2" data-industry="coal"' in svg
    barrels = re.findall(r'id="beer-([A-Za-z-]+)-(\d)" class="barrel"', svg)
    assert len(barrels) == sum(1 for m in state.merchants if m.goods and m.beer)
    assert 'id="card-0"' not in br.render_svg(state)  # the table's picture shows no hand


def test_the_picture_fits_a_1300_unit_window_key_included() -> None:
    """Issue 31, point 10: the picture was 1310 units high, the key's last row cut at 1300."""
    for state in [before for before, _, _ in steps()[::10]]:
        for seat in seats(state):
            svg = br.render_svg(state if seat is None else br.observe(state, seat))
            assert 'viewBox="0 0 1570 1300"' in svg
            key = svg.split('<g id="key">')[1].split("</g>\n")[0]
            rows = [float(y) for y in re.findall(r'<text x="[^"]+" y="([^"]+)"', key)]
            assert rows and max(rows) <= 1296
