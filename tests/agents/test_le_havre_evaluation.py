"""Le Havre's evaluation (what GreedyAgent maximises and MCTSAgent's reward squashes): it
prices loans, the food still due, ships, goods and buildings' future use as the rules do."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any

import attrs
import pytest

import brass_rules as br
from brass_rules.agents import GreedyAgent
from brass_rules.le_havre.evaluate import estimate, evaluate, food_dues
from brass_rules.le_havre.state import Phase

LH = br.get_game("le_havre")
#: The module (``brass_rules.le_havre.evaluate`` is also the package's function).
evaluate_module = importlib.import_module("brass_rules.le_havre.evaluate")


def _edit(state: Any, change: Callable[[dict[str, Any]], None]) -> Any:
    data = LH.dump_state(state)
    change(data)
    return LH.load_state(data)


def _mine(state: Any, **fields: Any) -> Any:
    """*state* with the fields of the player to move changed."""

    def change(data: dict[str, Any]) -> None:
        data["players"][state.to_move].update(fields)

    return _edit(state, change)


@pytest.fixture
def start() -> Any:
    return LH.new_game(players=2, seed=3)


def _final(seed: int = 3) -> Any:
    """A 2-player game played by random moves to the final phase."""
    rng = random.Random(seed)
    state = LH.new_game(players=2, seed=seed, short=True)
    while not state.final:
        state = LH.apply(state, rng.choice(LH.legal_moves(state)))
    return state


def _feeding(seed: int = 3) -> Any:
    """A 2-player game played by random moves to a food payment, with no food goods left to
    the payer."""
    rng = random.Random(seed)
    state = LH.new_game(players=2, seed=seed)
    while not (state.phase is Phase.FEEDING and state.dues and state.dues[0].kind == "food"):
        state = LH.apply(state, rng.choice(LH.legal_moves(state)))
    return _mine(state, goods={"coal": 1}, loans=0)


@pytest.mark.rule("LH-LOAN-END", "LH-LOAN-VALUE", "LH-LOAN-INTEREST")
def test_a_loan_costs_more_than_the_four_francs_it_brings(start: Any) -> None:
    me = start.to_move
    borrowed = _mine(start, francs=start.players[me].francs + 4, loans=1)
    # -7 at the end for +4 now, and interest until it is repaid (less what the 4 francs save
    # the later feedings)
    assert evaluate(borrowed, me) <= evaluate(start, me) - 3 - 1


@pytest.mark.rule("LH-ROUND-FEED-PAY", "LH-GOODS-FOOD")
def test_food_goods_are_worth_their_food_while_food_is_due(start: Any) -> None:
    me = start.to_move
    fish = _mine(start, goods={"coal": 1, "fish": 3})
    meat = _mine(start, goods={"coal": 1, "meat": 3})
    # a food each, and a little more while the later feedings lack food: 3 food, then 9
    gain = estimate(fish, me) - estimate(start, me)
    assert gain >= 3
    assert estimate(meat, me) - estimate(start, me) == pytest.approx(3 * gain)


@pytest.mark.rule("LH-LOAN-SHORT", "LH-ROUND-FEED-SHORT")
def test_what_the_coming_feeding_lacks_counts_as_loans() -> None:
    feeding = _feeding()
    me = feeding.to_move
    due = food_dues(feeding, me)[0]
    assert due == feeding.dues[0].amount > 0
    enough = _mine(feeding, francs=due)
    short = _mine(feeding, francs=due - 1)
    # one franc less: a franc, a loan's 3 net francs and the interest it brings
    assert estimate(short, me) < estimate(enough, me) - 1 - 3


@pytest.mark.rule("LH-SHIP-FOOD", "LH-ROUND-FEED-SHIPS")
def test_a_ship_is_worth_its_value_and_the_food_it_will_supply(start: Any) -> None:
    me = start.to_move
    dues = food_dues(start, me)
    assert len(dues) == start.rounds
    shipped = _mine(start, ships=["S01"])  # a wooden ship: value 2, 4 food a feeding at 2 players
    assert food_dues(shipped, me) == [max(0, d - 4) for d in dues]
    gain = estimate(shipped, me) - estimate(start, me)
    assert gain >= 2 + 4 * len(dues) - 1  # the first feeding asks only 3


@pytest.mark.rule("LH-END-SCORE", "LH-END-GOODS")
def test_in_the_final_phase_only_wealth_counts() -> None:
    state = _final()
    me = state.to_move
    rich = _mine(state, goods={"steel": 5, "meat": 5})
    assert food_dues(state, me) == []
    others = max(LH.scores(state)[i] for i in range(2) if i != me)
    assert evaluate(rich, me) == evaluate(state, me) == LH.scores(state)[me] - 0.5 * others


def test_goods_and_buildings_are_worth_more_early_than_at_the_end(start: Any) -> None:
    me = start.to_move
    wood = _mine(start, goods={"coal": 1, "wood": 4})
    assert estimate(wood, me) > estimate(start, me)

    def build(data: dict[str, Any]) -> None:
        data["players"][me]["buildings"] = [data["proposals"][0].pop(0)]

    built = _edit(start, build)
    value = LH.scores(built)[me] - LH.scores(start)[me]
    assert estimate(built, me) > estimate(start, me) + value


@pytest.mark.rule("LH-ENTER-ACTION")
def test_an_action_under_way_is_valued_by_its_best_finish() -> None:
    rng = random.Random(5)
    for seed in range(20):
        state = LH.new_game(players=2, seed=seed)
        while not state.is_over:
            if state.action is not None and not state.dues and not state.action.between:
                me = state.to_move
                best = max(evaluate(LH.apply(state, m), me) for m in LH.legal_moves(state))
                if len(LH.legal_moves(state)) > 1:
                    assert evaluate(state, me) >= best - 1e-9
                    return
            state = LH.apply(state, rng.choice(LH.legal_moves(state)))
    pytest.fail("no building action with a choice in 20 random games")


@pytest.mark.rule("LH-LOAN-REPAY")
def test_greedy_repays_its_loans_in_its_final_turn() -> None:
    state = _final()
    me = state.to_move
    state = _mine(state, francs=30, loans=2)
    assert evaluate(LH.apply(state, LH.Repay(2)), me) == evaluate(state, me) + 2 * 2
    greedy = GreedyAgent(seed=1)
    while state.to_move == me:
        state = LH.apply(state, greedy.choose(LH.observe(state, me)))
    assert state.players[me].loans == 0


@pytest.mark.rule("LH-LOAN-REPAY", "LH-ROUND-FEED-PAY")
def test_greedy_keeps_the_francs_the_coming_feeding_needs() -> None:
    feeding = _feeding()
    me = feeding.to_move
    due = food_dues(feeding, me)[0]
    indebted = _mine(feeding, francs=due + 4, loans=1)  # repaying would leave 1 food short
    moves = LH.legal_moves(indebted)
    assert LH.Repay(1) in moves
    scores = {m: evaluate(LH.apply(indebted, m), me) for m in moves}
    assert scores[LH.Repay(1)] < max(scores.values())


def test_the_reward_hook_squashes_the_estimate_and_scores_a_finished_game(start: Any) -> None:
    me = start.to_move
    richer = _mine(start, francs=start.players[me].francs + 10)
    assert 0 < LH.reward(start, me) < LH.reward(richer, me) < 1
    rng = random.Random(2)
    state = start
    while not state.is_over:
        state = LH.apply(state, rng.choice(LH.legal_moves(state)))
    first, last = LH.ranking(state)[0], LH.ranking(state)[-1]
    if first != last:
        assert {LH.reward(state, p) for p in first} == {1.0}
        assert {LH.reward(state, p) for p in last} == {0.0}
    else:
        assert {LH.reward(state, p) for p in first} == {0.5}


def _plain_value(state: Any, player: int, depth: int, others: float) -> float:
    """The evaluation's definition written plainly: the best finish of an action under way (by
    the engine's listed moves), else the estimate less *others* times the best other's."""
    if state.action is not None and not state.dues and state.to_move == player and depth > 0:
        moves = LH.legal_moves(state)
        if moves:
            return max(_plain_value(LH.apply(state, m), player, depth - 1, others) for m in moves)
    rivals = [estimate(state, i) for i in range(state.num_players) if i != player]
    best = max(rivals) if rivals else -float(sum(food_dues(state, player, ships=False)))
    return estimate(state, player) - others * best


@pytest.mark.parametrize("players", [1, 3])
def test_the_evaluation_is_its_plain_definition(players: int) -> None:
    """The evaluation keeps the other players' estimates across an action's steps and the
    interest still due per clock: the values are exactly those of the plain recursion, in the
    positions greedy play reaches after each of its legal moves (actions under way)."""
    agents = [GreedyAgent(seed=i) for i in range(players)]
    state = LH.new_game(players=players, seed=11, short=True)
    checked = 0
    for turn in range(120):
        if state.is_over:
            break
        me = state.to_move
        if turn % 9 == 0:
            for move in LH.legal_moves(state):
                after = LH.apply(state, move)
                assert evaluate(after, me) == _plain_value(after, me, 3, 0.5)
                checked += 1
        state = LH.apply(state, agents[me].choose(LH.observe(state, me)))
    assert checked > 20


def test_the_other_players_estimates_are_kept_only_for_the_same_records(start: Any) -> None:
    """Within one evaluation the best other estimate is kept per other players' records: a
    position where another player holds more is valued anew."""
    memo: dict[Any, Any] = {}
    me = start.to_move
    other = 1 - me
    players = list(start.players)
    players[other] = attrs.evolve(players[other], francs=40)
    richer = attrs.evolve(start, players=tuple(players))  # the same clock, another record
    first = evaluate_module._best_other(start, me, memo)
    assert first == estimate(start, other)
    assert evaluate_module._best_other(richer, me, memo) == estimate(richer, other) > first


def test_a_finished_steps_leaf_values_are_dropped_but_those_of_the_records_stepped_from() -> None:
    """The leaf memo of one evaluation keeps an entry while a position that can share its
    records may still be valued: after a step's positions are valued, the entries for records
    the step made are dropped (in order, the others kept), so those records die with their
    positions."""
    parent, made, other = ("p",), ("m",), ("o",)
    memo: dict[Any, Any] = {("before",): (0.0, made, None, None)}
    memo[("a",)] = (1.0, made, None, None)
    memo[("b",)] = (2.0, parent, None, None)
    memo[("c",)] = (3.0, other, None, None)
    memo[("d",)] = (4.0, parent, None, None)
    evaluate_module._forget_below(memo, 1, parent)
    assert list(memo) == [("before",), ("b",), ("d",)]  # older than the step: kept
    evaluate_module._forget_below(memo, 3, parent)
    assert list(memo) == [("before",), ("b",), ("d",)]  # nothing after the mark: nothing dropped

