"""Le Havre's chance nodes in OpenSpiel (issue 32): every draw of the setup, one item at a time,
so every deal of ``new_game`` is reachable and each node lists only what is drawn there."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

import brass_rules.openspiel  # noqa: E402, F401
from brass_rules.le_havre import dump_state, new_game  # noqa: E402
from brass_rules.le_havre.data import SORT_KEY, SPECIAL  # noqa: E402
from brass_rules.le_havre.data.supply import SPECIALS_DEALT, SUPPLY_TILES  # noqa: E402
from brass_rules.le_havre.openspiel_chance import description, proposal_cards  # noqa: E402
from brass_rules.le_havre.setup import BLACK_MARKET  # noqa: E402

TILES = [t.id for t in SUPPLY_TILES]


def _draws(players: int, short: bool, seed: int) -> list[int]:
    """The chance outcomes that deal what ``new_game(players, seed, short)`` dealt."""
    state = new_game(players=players, seed=seed, short=short)
    cards = proposal_cards(players, short)
    out = [state.start_player, *(TILES.index(t) for t in state.tiles)]
    for pile in state.proposals:
        out += [cards.index(c) for c in pile]
    return out + [SPECIAL.index(c) for c in state.specials]


@pytest.mark.parametrize(("players", "short"), [(2, True), (3, False), (5, False), (4, True)])
def test_every_deal_of_new_game_is_reachable(players: int, short: bool) -> None:
    for seed in range(4):
        deal = description.setup(players, {"short": short})
        for i, outcome in enumerate(_draws(players, short, seed)):
            if i < len(deal.drawn):  # a forced draw, made without a chance node
                assert deal.drawn[i] == outcome
                continue
            probabilities = dict(deal.outcomes())
            assert probabilities.get(outcome, 0.0) > 0.0
            deal = deal.draw(outcome)
        assert deal.outcomes() == []
        expected = dump_state(new_game(players=players, seed=seed, short=short))
        got = dump_state(deal.result())
        assert {**got, "seed": 0} == {**expected, "seed": 0}


def _deal(players: int, short: bool, rng: random.Random) -> tuple[Any, list[str]]:
    """A random deal through the OpenSpiel game; the stage name of each chance node."""
    game = pyspiel.load_game("le_havre", {"players": players, "short": short})
    state = game.new_initial_state()
    stages = []
    while state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes(), strict=True)
        assert sum(probs) == pytest.approx(1.0) and min(probs) > 0
        action = rng.choices(outcomes, probs)[0]
        stages.append(state.action_to_string(pyspiel.PlayerId.CHANCE, action).split()[0])
        state.apply_action(action)
    return state.game_state, stages


def test_the_chance_nodes_draw_only_what_the_setup_draws() -> None:
    rng = random.Random(0)
    state, stages = _deal(3, False, rng)
    size = len(proposal_cards(3, False)) // 3
    counts = Counter(stages)
    assert counts["start"] == 1 and counts["supply"] == len(TILES) - 1  # the last tile forced
    assert counts["proposal"] >= 3 * size - 1 and counts["special"] == SPECIALS_DEALT
    assert stages == sorted(stages, key=["start", "supply", "proposal", "special"].index)
    assert sorted(state.tiles) == TILES and len(set(state.specials)) == SPECIALS_DEALT
    piles = state.proposals
    assert [len(p) for p in piles] == [size] * 3
    assert all(list(p) == sorted(p, key=SORT_KEY.__getitem__) for p in piles)
    _, short_stages = _deal(2, True, rng)
    assert "special" not in short_stages


def test_no_proposal_pile_is_topped_by_the_black_market() -> None:
    cards = proposal_cards(3, False)
    size = len(cards) // 3
    market = cards.index(BLACK_MARKET)
    higher = [i for i, c in enumerate(cards) if SORT_KEY[c] > SORT_KEY[BLACK_MARKET]]
    deal = description.setup(3, {"short": False})
    for outcome in [0, *range(len(TILES) - 1), market, *higher[: size - 2]]:
        deal = deal.draw(outcome)
    # pile A holds the Black Market and higher cards only: its last card must be a lower one
    last = dict(deal.outcomes())
    assert last and all(SORT_KEY[cards[i]] < SORT_KEY[BLACK_MARKET] for i in last)
    assert sum(last.values()) == pytest.approx(1.0)
    rng = random.Random(1)
    for _ in range(5):
        state, _ = _deal(3, False, rng)
        assert all(p[0] != BLACK_MARKET for p in state.proposals)


def test_information_states_see_the_public_draws_and_not_the_hidden_ones() -> None:
    game = pyspiel.load_game("le_havre", {"players": 3})

    def dealt(draws: list[int]) -> Any:
        state = game.new_initial_state()
        for outcome in draws:  # an outcome not offered was a forced draw, made already
            if state.is_chance_node() and outcome in dict(state.chance_outcomes()):
                state.apply_action(outcome)
        assert not state.is_chance_node()
        return state

    base = _draws(3, False, 0)
    start = len(base) - SPECIALS_DEALT
    other_specials = [i for i in range(len(SPECIAL)) if i not in base[start:]][:SPECIALS_DEALT]
    hidden = dealt(base[:start] + other_specials)  # another special deck: nobody has seen it
    shown = dealt(base)
    size = len(proposal_cards(3, False)) // 3
    first = len(TILES) + 1
    piles = base[first : first + 3 * size]
    swapped = piles[size:] + piles[:size]  # pile A dealt as pile C: public
    public = dealt(base[:first] + swapped + base[first + 3 * size :])
    assert public.game_state.proposals != shown.game_state.proposals
    for p in range(3):
        assert hidden.information_state_string(p) == shown.information_state_string(p)
        assert public.information_state_string(p) != shown.information_state_string(p)
    assert hidden.game_state.specials != shown.game_state.specials
