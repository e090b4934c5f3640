"""GreedyAgent's evaluation: what a person would recognise as sensible play."""

from __future__ import annotations

from attrs import evolve

import brass_rules as br
from brass_rules.agents import GreedyAgent
from brass_rules.birmingham.heuristic import advantage, reward, rounds_left, values
from brass_rules.selfplay import play_game
from tests.agents.positions import game


def _with_money(
    state: br.GameState, player: int, money: int, income_space: int | None = None
) -> br.GameState:
    players = list(state.players)
    p = players[player]
    space = p.income_space if income_space is None else income_space
    players[player] = evolve(p, money=money, income_space=space)
    return evolve(state, players=tuple(players))


def _choice(state: br.GameState, seed: int = 0) -> br.Move:
    return GreedyAgent(seed).choose(br.observe(state, state.to_move))


def test_greedy_opens_with_a_build_or_a_link() -> None:
    for seed in range(4):
        state = br.new_game(players=2, seed=seed)
        assert isinstance(_choice(state, seed), (br.Build, br.Network))


def test_a_loan_only_when_money_runs_short() -> None:
    # the Canal Era, a few rounds in, income level 0 (space 10): plenty of money means no
    # loan, none at all means a loan
    state = next(s for s in game(2, 3) if s.round == 3 and not s.in_debt_phase)
    me = state.to_move
    assert me is not None
    rich = _with_money(state, me, 60, income_space=10)
    assert not isinstance(_choice(rich), br.Loan)
    broke = _with_money(state, me, 0, income_space=10)
    assert any(isinstance(m, br.Loan) for m in br.legal_moves(broke))
    assert isinstance(_choice(broke), br.Loan)


def test_values_follow_vp_income_and_money() -> None:
    state = game(2, 3)[30]
    before = values(state)
    players = list(state.players)
    players[0] = evolve(players[0], vp=players[0].vp + 10)
    players[1] = evolve(players[1], income_space=players[1].income_space + 6)
    after = values(evolve(state, players=tuple(players)))
    assert after[0] == before[0] + 10
    assert after[1] > before[1]
    assert values(_with_money(state, 0, state.players[0].money + 5))[0] > before[0]
    assert advantage(state, 0) == before[0] - before[1]


def test_rounds_left_counts_both_eras() -> None:
    start = br.new_game(players=2, seed=1)
    assert rounds_left(start) == 20
    assert rounds_left(br.new_game(players=4, seed=1, variant=br.Variant.INTRO)) == 8


def test_reward_of_a_finished_game_is_the_result() -> None:
    rec = play_game([GreedyAgent(1), GreedyAgent(2)], seed=4)
    final = rec.final_state()
    (first, *_), *_ = br.ranking(final)
    assert reward(final, first) == 1.0
    assert reward(final, 1 - first) == (0.5 if len(br.ranking(final)[0]) == 2 else 0.0)
    middle = game(2, 3)[40]
    assert 0.0 < reward(middle, 0) < 1.0
    assert abs(reward(middle, 0) + reward(middle, 1) - 1.0) < 1e-9  # two players: zero-sum


class _Scored:
    """A stand-in game whose positions are (move, score) pairs, scores as given: ties, a rising
    best that leaves earlier positions behind, and a later tie of an early score."""

    def __init__(self, scores: list[float]) -> None:
        self.scores = scores

    def legal_moves(self, state: object) -> list[int]:
        return list(range(len(self.scores)))

    def apply(self, state: object, move: int) -> tuple[int, float]:
        return (move, self.scores[move])

    def evaluate(self, position: tuple[int, float], player: int) -> float:
        return position[1]


class _Mover:
    to_move = 0


def test_greedy_step_plays_greedy_moves_move_with_the_same_draws() -> None:
    """The rollout's greedy step (which keeps only the positions still tied with the best so
    far) reaches the position of ``greedy_move``'s move, with the same draws of the generator,
    for every pattern of ties."""
    import random

    from brass_rules.agents.greedy import TIE
    from brass_rules.agents.iteration import greedy_step

    patterns = [
        [0.5, 0.2, 0.5, 0.9, 0.1, 0.9, 0.9 - TIE / 2, 0.3],
        [0.9, 0.1, 0.2, 0.9],
        [0.1, 0.2, 0.3, 0.4],
        [0.4, 0.3, 0.2, 0.1],
        [0.7, 0.7, 0.7],
        [0.2, 0.9],
    ]
    for scores in patterns:
        game = _Scored(scores)
        for seed in range(20):
            got = greedy_step(game, _Mover(), random.Random(seed))
            moves = game.legal_moves(None)
            rng = random.Random(seed)
            best = max(scores)
            ties = [m for m in moves if scores[m] >= best - TIE]
            expected = rng.choice(ties)
            assert got == (expected, scores[expected]), (scores, seed)
