"""Le Havre's shortcuts keep the public behaviour: ``apply`` of a move just listed skips the
guards but not the type check of the state; ``determinize`` remembers only an observation it has
checked; ``evolve`` copies every field but those given and refuses unknown ones."""

from __future__ import annotations

import random

import attrs
import pytest

from brass_rules import le_havre as lh
from brass_rules.errors import IllegalMoveError, PositionError
from brass_rules.le_havre.data import SPECIAL
from brass_rules.le_havre.moves import Buy, Repay
from brass_rules.le_havre.observe import Observation
from brass_rules.le_havre.state import evolve


def test_a_listed_move_applies_as_an_equal_unlisted_one() -> None:
    s = lh.new_game(3, 11)
    rng = random.Random(3)
    for _ in range(60):
        moves = lh.legal_moves(s)
        move = rng.choice(moves)
        copy = attrs.evolve(move)  # equal, but not the listed object: validated again
        assert copy is not move
        assert lh.apply(s, move) == lh.apply(s, copy)
        s = lh.apply(s, move)


def test_the_state_is_type_checked_even_for_a_listed_move() -> None:
    s = lh.new_game(2, 7)
    move = lh.legal_moves(s)[0]
    with pytest.raises(TypeError):
        lh.apply(lh.observe(s, 0), move)  # type: ignore[arg-type]
    with pytest.raises(IllegalMoveError) as info:
        lh.apply(s, Repay(1.0))  # type: ignore[arg-type]
    assert str(info.value.violations[0].rule) == "LH-GEN-TURN"
    with pytest.raises(IllegalMoveError):
        lh.apply(s, Buy("no such card"))


def _impossible(obs: Observation) -> Observation:
    """*obs* with a card shown on top of the special deck that nobody has seen."""
    assert obs.view.specials[0] == ""
    shown = next(c for c in SPECIAL if c not in obs.view.specials)
    view = evolve(obs.view, specials=(shown, *obs.view.specials[1:]))
    return Observation(player=obs.player, view=view)


def test_determinize_checks_every_new_observation() -> None:
    obs = lh.observe(lh.new_game(2, 7), 0)
    rng = random.Random(1)
    first = lh.determinize(obs, rng)
    assert lh.observe(first, 0) == obs
    assert lh.observe(lh.determinize(obs, rng), 0) == obs  # remembered: same result
    bad = _impossible(obs)
    for _ in range(2):  # never remembered
        with pytest.raises(PositionError):
            lh.determinize(bad, rng)
    with pytest.raises(PositionError):
        lh.determinize(attrs.evolve(bad), rng)


def test_determinize_draws_the_same_after_a_remembered_check() -> None:
    obs = lh.observe(lh.new_game(3, 5), 1)
    fresh = lh.determinize(obs, random.Random(9))
    lh.determinize(lh.observe(lh.new_game(2, 8), 0), random.Random(0))  # forget obs
    lh.determinize(obs, random.Random(4))
    assert lh.determinize(obs, random.Random(9)) == fresh


def test_evolve_copies_all_but_the_fields_given() -> None:
    s = lh.new_game(2, 7)
    t = evolve(s, round=3, sold=("B1",))
    assert (t.round, t.sold) == (3, ("B1",))
    assert t == attrs.evolve(s, round=3, sold=("B1",))
    assert s.round == 1 and s.sold == ()
    with pytest.raises(TypeError):
        evolve(s, no_such_field=1)
