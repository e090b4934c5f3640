"""``sample_move`` (issue 16): the move ``random_move(legal_moves(state), rng)`` picks, from the
same draws, without listing every move; and each action's ``possible`` says whether its
``candidates`` list anything."""

from __future__ import annotations

import pickle
import random
from types import SimpleNamespace

import pytest

import brass_rules as br
from brass_rules.agents import base
from brass_rules.agents.mcts import MCTSAgent
from brass_rules.agents.random_agent import random_move, sample_move
from brass_rules.birmingham import engine
from brass_rules.birmingham.actions import build, develop, loan, network, pass_, scout, sell
from brass_rules.birmingham.hooks import BirminghamHooks
from brass_rules.hooks import GameHooks
from brass_rules.registry import get_game
from tests.randomgames import GAMES, game_steps

#: Each action's "is there a move?" and its listing of a new action's moves.
KINDS = {
    "build": (build.possible, build.candidates),
    "network": (network.possible, lambda s: network.candidates(s, False)),
    "develop": (develop.possible, lambda s: develop.candidates(s, False)),
    "sell": (sell.possible, lambda s: sell.candidates(s, False)),
    "loan": (loan.possible, loan.candidates),
    "scout": (scout.possible, scout.candidates),
    "pass": (pass_.possible, pass_.candidates),
}


def _states(players: int, seed: int, variant: br.Variant) -> list[br.GameState]:
    return [before for before, _, _ in game_steps(players, seed, variant)]


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_the_same_move_and_draws_as_random_move(
    players: int, seed: int, variant: br.Variant
) -> None:
    for i, state in enumerate(_states(players, seed, variant)):
        before = br.dump_state(state)
        sampling, listing = random.Random(i), random.Random(i)
        move = br.sample_move(state, sampling)
        assert move == random_move(br.legal_moves(state), listing)
        assert sampling.getstate() == listing.getstate()
        assert br.dump_state(state) == before  # the state given is never changed


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_possible_says_whether_the_action_lists_a_move(
    players: int, seed: int, variant: br.Variant
) -> None:
    answers: dict[str, set[bool]] = {name: set() for name in KINDS}
    for state in _states(players, seed, variant):
        if state.in_debt_phase or state.in_progress is not None:
            continue
        for name, (possible, candidates) in KINDS.items():
            answer = possible(state)
            assert answer == bool(candidates(state)), (name, br.dump_state(state))
            answers[name].add(answer)
    assert answers["pass"] == {True}


def test_the_games_meet_every_kind_of_decision_and_both_answers() -> None:
    answers: dict[str, set[bool]] = {name: set() for name in KINDS}
    seen = {"new action": 0, "in progress": 0, "debt": 0}
    for game in GAMES:
        for state in _states(*game):
            if state.in_debt_phase:
                seen["debt"] += 1
            elif state.in_progress is not None:
                seen["in progress"] += 1
            else:
                seen["new action"] += 1
                for name, (possible, _) in KINDS.items():
                    answers[name].add(possible(state))
    assert min(seen.values()) > 0, seen
    missing = {name for name, seen in answers.items() if seen != {True, False}}
    assert missing <= {"pass", "loan"}  # a Pass is always possible; a Loan nearly always


def test_apply_takes_the_sampled_move_without_checking_it(monkeypatch: pytest.MonkeyPatch) -> None:
    state = br.new_game(players=4, seed=5)
    rng = random.Random(2)
    for _ in range(40):
        move = br.sample_move(state, rng)
        expected = br.apply(state, move)  # checked? the fast path, as the next line shows
        with monkeypatch.context() as patched:
            patched.setattr(engine, "_guards", _no_checks)
            br.sample_move(state, random.Random(0))  # lists for this very state again
            fast = br.apply(state, br.sample_move(state, random.Random(0)))
        assert fast == br.apply(state, br.sample_move(state, random.Random(0)))
        state = expected


def _no_checks(*args: object, **kwargs: object) -> object:
    raise AssertionError("apply checked a move sample_move had just picked")


def test_a_finished_game_has_no_move_to_sample() -> None:
    state = game_steps(2, 11, br.Variant.STANDARD)[-1][2]
    assert state.is_over
    with pytest.raises(br.IllegalMoveError) as caught:
        br.sample_move(state, random.Random(0))
    assert caught.value.violations[0].rule is br.Rule.GEN_TURN
    assert pickle.loads(pickle.dumps(caught.value)) == caught.value


@pytest.mark.parametrize("bad", [None, "state", 3])
def test_not_a_state(bad: object) -> None:
    with pytest.raises(TypeError, match="GameState"):
        br.sample_move(bad, random.Random(0))  # type: ignore[arg-type]


def test_the_platform_uses_the_game_hook_or_lists_the_moves() -> None:
    state = br.new_game(players=3, seed=9)
    birmingham = get_game("brass_birmingham")
    assert sample_move(birmingham, state, random.Random(4)) is br.sample_move(
        state, random.Random(4)
    )
    le_havre = get_game("le_havre")
    lh = le_havre.new_game(players=2, seed=9)
    listed = random_move(le_havre.legal_moves(lh), random.Random(4))
    assert sample_move(le_havre, lh, random.Random(4)) == listed  # Le Havre's own hook
    bare = SimpleNamespace(hooks=GameHooks("le_havre"))  # a game without the hook
    assert sample_move(bare, lh, random.Random(4)) == listed


class _HooksWithoutSampling(BirminghamHooks):
    sample_move = GameHooks.sample_move  # the fallback: random_move of every legal move


class _WithoutSampling:
    """Birmingham without its ``sample_move`` hook: the search lists every move instead."""

    hooks = _HooksWithoutSampling("brass_birmingham")

    def __getattr__(self, name: str) -> object:
        return getattr(br.birmingham, name)


@pytest.mark.parametrize("players", [2, 4])
def test_the_search_decides_the_same_with_or_without_sampling(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    states = _states(players, 11 + players - 2, br.Variant.STANDARD)
    positions = states[len(states) // 4 :: max(1, len(states) // 8)][:5]
    observations = [br.observe(s, s.to_move or 0) for s in positions]
    agent = MCTSAgent(iterations=60, seed=1, rollout_depth=4)
    sampled = [agent.choose(obs) for obs in observations]
    monkeypatch.setattr(base, "get_game", lambda name: _WithoutSampling())
    listing = MCTSAgent(iterations=60, seed=1, rollout_depth=4)
    assert [listing.choose(obs) for obs in observations] == sampled
    assert listing.rng.getstate() == agent.rng.getstate()


def test_the_platform_refuses_a_finished_game_for_every_game() -> None:
    finished = game_steps(2, 11, br.Variant.STANDARD)[-1][2]
    le_havre = get_game("le_havre")
    lh = le_havre.new_game(players=1, seed=3, short=True)
    rng = random.Random(0)
    while not lh.is_over:
        lh = le_havre.apply(lh, random_move(le_havre.legal_moves(lh), rng))
    for game, state in ((get_game("brass_birmingham"), finished), (le_havre, lh)):
        with pytest.raises(ValueError, match="game is over"):
            sample_move(game, state, random.Random(0))


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_kinds_are_the_actions_that_list_a_move(
    players: int, seed: int, variant: br.Variant
) -> None:
    from brass_rules.birmingham import turns

    listers = [lister for _, lister in KINDS.values()]
    for state in _states(players, seed, variant):
        if state.in_debt_phase or state.in_progress is not None:
            continue
        assert turns.kinds(state) == [k for k, lister in enumerate(listers) if lister(state)]


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES[:3])
def test_possible_kept_with_the_board_answers_for_each_money_market_and_merchants(
    players: int, seed: int, variant: br.Variant
) -> None:
    """Network's and Sell's answers are kept with the board's facts: states sharing the board
    but not the mover's money, the coal market or the merchants' beer each get their own."""
    from brass_rules.birmingham.ops import replace_at
    from brass_rules.birmingham.state import MerchantSlot, changed, changed_player

    checks = {name: KINDS[name] for name in ("network", "sell")}
    for state in _states(players, seed, variant)[::3]:
        if state.in_debt_phase or state.in_progress is not None:
            continue
        mover = state.to_move
        assert mover is not None
        dry = tuple(MerchantSlot(m.goods, False) for m in state.merchants)
        for money in (0, 5, 7, 12, 20, 60):
            p = changed_player(state.players[mover], money=money)
            players_now = replace_at(state.players, mover, p)
            for coal in (0, 3, 14):
                for merchants in (state.merchants, dry):
                    other = changed(
                        state, players=players_now, coal_market=coal, merchants=merchants
                    )
                    for name, (possible, candidates) in checks.items():
                        assert possible(other) == bool(candidates(other)), name
