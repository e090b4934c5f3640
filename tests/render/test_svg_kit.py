"""The SVG kit: attributes written and escaped, and :func:`~brass_rules.kit.svg.piece`
remembering a piece by exactly its arguments."""

from __future__ import annotations

import random

from brass_rules import birmingham as bm
from brass_rules import le_havre as lh
from brass_rules.birmingham.picture import render_svg as bm_svg
from brass_rules.kit.svg import attrs, el, piece
from brass_rules.le_havre.picture import render_svg as lh_svg


def test_attributes_are_named_escaped_and_none_left_out() -> None:
    assert attrs(font_size=12, class_="a", data_x=None, title="<&>") == (
        'font-size="12" class="a" title="&lt;&amp;&gt;"'
    )
    assert attrs(title='say "hi"') == "title='say \"hi\"'"
    assert el("g") == "<g/>"
    assert el("text", "a < b", x=1) == '<text x="1">a &lt; b</text>'


def test_a_piece_is_drawn_once_per_arguments_and_types() -> None:
    calls: list[object] = []

    @piece
    def dot(x: float, fill: str = "#000") -> str:
        calls.append(x)
        return el("circle", cx=x, fill=fill)

    assert dot(1) == dot(1) == '<circle cx="1" fill="#000"/>'
    assert dot(1.0) == '<circle cx="1.0" fill="#000"/>'  # 1 == 1.0, but not written alike
    assert dot(1, fill="#fff") == '<circle cx="1" fill="#fff"/>'
    assert calls == [1, 1.0, 1]


def _positions(module: object, seed: int) -> list[object]:
    rng = random.Random(seed)
    state = module.new_game(players=3, seed=seed)  # type: ignore[attr-defined]
    out = []
    for k in range(120):
        if state.is_over:
            break
        if k % 20 == 0:
            out.append(state)
        state = module.apply(state, rng.choice(module.legal_moves(state)))  # type: ignore[attr-defined]
    return out


def test_remembered_pieces_never_leak_between_positions() -> None:
    # each picture drawn after many others is the picture drawn with nothing remembered
    for module, draw in ((bm, bm_svg), (lh, lh_svg)):
        positions = _positions(module, 11)
        warm = [draw(module.observe(s, 1)) for s in positions]  # type: ignore[attr-defined]
        caches = _piece_caches()
        assert len(caches) >= 20  # every game's remembered pieces
        for s, svg in zip(reversed(positions), reversed(warm), strict=True):
            for cached in caches:
                cached.cache_clear()  # type: ignore[attr-defined]
            assert draw(module.observe(s, 1)) == svg  # type: ignore[attr-defined]


def _piece_caches() -> list[object]:
    import gc

    return [f for f in gc.get_objects() if type(f).__name__ == "_lru_cache_wrapper"
            and getattr(f, "__module__", "").startswith("brass_rules.")]
