"""Rules audit: the engine checked against the rules file, one test per discrepancy found.

Each test states what the rules file requires (they began as strict xfails reproducing engine
bugs, since fixed); the plain tests next to them pin the neighbouring behaviour that must not
change.
"""

from __future__ import annotations

import pytest
from tests.builder import Position

import brass_rules as br

Ind = br.Industry


def _exhausted_dudley(*, own_link: bool) -> br.GameState:
    """Canal Era, 2 players. Dudley's only coal slot (slot 0) holds player 1's exhausted coal
    mine; its iron slot holds player 1's iron works, so Dudley has no free coal slot. No coal
    is left anywhere (market empty), so another player's coal mine may be overbuilt.

    Player 0 (to move) has a coal card, coal tiles of level 2+ and £30; with *own_link* they own
    the Birmingham-Dudley canal, otherwise nothing at all on the board (R-NET-EMPTY).
    """
    p = (
        Position(players=2, seed=5)
        .tile("Dudley", 0, owner=1, industry="coal", level=1, flipped=True)
        .tile("Dudley", 1, owner=1, industry="iron", level=1, flipped=True)
        .markets(coal=0)
        .mat(0, "coal", [2, 2, 3, 3, 4, 4])
        .hand(0, ["coal"])
        .money(0, 30)
    )
    if own_link:
        p = p.link("Birmingham", "Dudley", owner=0)
    return p.state


@pytest.mark.rule("R-BUILD-OVER")
def test_control_overbuilding_an_exhausted_coal_mine_in_the_network_is_legal() -> None:
    s = _exhausted_dudley(own_link=True)
    move = br.Build("coal", Ind.COAL, "Dudley", 0)
    assert br.validate(s, move) == ()
    after = br.apply(s, move)
    tile = after.tiles[br.board.BIRMINGHAM.slot("Dudley", 0).index]
    assert tile is not None and (tile.owner, tile.level) == (0, 2)


@pytest.mark.rule("R-NET-EMPTY")
@pytest.mark.rule("R-BUILD-OVER")
def test_empty_network_industry_card_needs_a_free_slot_not_an_overbuild() -> None:
    s = _exhausted_dudley(own_link=False)
    move = br.Build("coal", Ind.COAL, "Dudley", 0)
    # Dudley is in no network of player 0 and has no free coal slot: the industry card can only
    # build there through R-NET-EMPTY, which needs a free slot. (A Dudley location card could.)
    assert [v.rule.value for v in br.validate(s, move)] == ["R-NET-EMPTY"]
    assert not any(isinstance(m, br.Build) and m.location == "Dudley" for m in br.legal_moves(s))
    # a Dudley location card builds as usual: overbuilding is allowed with it
    with_card = Position(state=s).hand(0, ["Dudley"]).state
    assert br.validate(with_card, br.Build("Dudley", Ind.COAL, "Dudley", 0)) == ()
