"""Random Le Havre games with malformed input injected at random points (Hypothesis state
machine), as ``test_stateful.py`` does for Birmingham.

While a game is played, Hypothesis injects ill-typed and absurd moves (for the player to move
and for others), mutated JSON moves, positions and observations, values that are not a state,
and mutated records with a Le Havre start. Each gets its documented error (``docs/errors.rst``)
or, when the input happens to be good, a usable result (an accepted position is over or has a
legal move; an accepted observation determinizes to itself); and the game's state never
changes: it dumps to the same JSON before and after.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import FOOD_GOODS, GOODS


def _deep(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def _paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside nested JSON data (the root included)."""
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += _paths(value, (*path, i))
    return out

def _big(exponent: int) -> int:
    """Huge ints are drawn as exponents (so Hypothesis never needs the repr of a huge int)."""
    return (1 if exponent > 0 else -1) * 10 ** abs(exponent)


MESSAGE_LIMIT = 600
KEYS = ["action", "dues", "phase", "stage", "picked", "last", "between", "known_specials",
        "person", "special_deck", "supply_tiles", "to_move", "seed", "food", "option",
        "player"]  # fmt: skip

leaves = (
    st.none() | st.booleans() | st.integers(-2, 12) | st.sampled_from([2**64, 1.0])
    | st.sampled_from([5000, 20]).map(_big)
    | st.text(max_size=8) | st.sampled_from([*BY_ID][:20] + list(GOODS[:6]) + list(FOOD_GOODS))
    | st.sampled_from(["feeding", "action", "after", "main", "interest", "food", "Fishery"])
)  # fmt: skip
json_values = st.recursive(
    leaves | st.just(100_000).map(lambda n: "x" * n),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), children, max_size=4),
    max_leaves=10,
) | st.integers(1_000, 3_000).map(_deep)
values = leaves | json_values
bags = st.lists(values, min_size=16, max_size=16).map(lambda v: Bag(tuple(v))) | values | st.builds(
    Bag.of, wood=st.integers(-1, 3), fish=st.integers(0, 3)
)
names = st.sampled_from([*BY_ID, *GOODS, "francs", "keep", "swap"]) | values
absurd_moves = st.one_of(
    st.builds(lh.TakeOffer, names),
    st.builds(lh.Enter, names, bags, values),
    st.builds(lh.Act, names, bags, bags, bags, bags, values),
    st.builds(lh.Buy, names),
    st.builds(lh.Sell, names, st.none() | st.integers(-1, 5) | values),
    st.builds(lh.Repay, values, st.none() | st.integers(-1, 5) | values),
    st.builds(lh.Feed, names, values),
    st.just(lh.Borrow()),
    st.just(lh.EndTurn()),
    values,
)


def mutate(data: Any, draw: st.DrawFn) -> Any:
    """*data* (a fresh JSON copy) with one value replaced, one key removed or one item added."""
    path = draw(st.sampled_from(_paths(data)), label="path")
    new = draw(values, label="value")
    if not path:
        return new
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    how = draw(st.sampled_from(["replace", "delete", "add"]), label="how")
    if how == "delete":
        del parent[path[-1]]
    elif how == "add" and isinstance(parent, list):
        parent.append(new)
    elif how == "add" and isinstance(parent, dict):
        parent[draw(st.sampled_from(KEYS), label="key")] = new
    else:
        parent[path[-1]] = new
    return data


def _short(error: BaseException) -> None:
    assert len(str(error)) <= MESSAGE_LIMIT, str(error)[:200]


class LeHavreInjection(RuleBasedStateMachine):
    """A random Le Havre game; bad input at any point is rejected and changes nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.state: lh.GameState | None = None
        self.snapshot: dict[str, Any] = {}
        self.record = br.GameRecord(players=2, seed=0, game="le_havre")
        self.rng = random.Random(0)

    @initialize(players=st.sampled_from([1, 2, 3, 5]), seed=st.integers(0, 2**64 - 1),
                short=st.booleans())  # fmt: skip
    def start(self, players: int, seed: int, short: bool) -> None:
        self.state = lh.new_game(players, seed, short=short)
        self.record = br.GameRecord(players=players, seed=seed, game="le_havre",
                                    options={"short": short})  # fmt: skip
        self.rng = random.Random(seed)
        self.snapshot = lh.dump_state(self.state)

    @property
    def live(self) -> lh.GameState:
        assert self.state is not None
        return self.state

    @precondition(lambda self: self.state is not None and not self.state.is_over)
    @rule(steps=st.integers(1, 60))
    def play(self, steps: int) -> None:
        for _ in range(steps):
            if self.live.is_over:
                break
            move = self.rng.choice(lh.legal_moves(self.live))
            self.state = lh.apply(self.live, move)
            self.record = self.record.with_move(move)
        self.snapshot = lh.dump_state(self.live)

    @rule(move=absurd_moves)
    def absurd_move(self, move: Any) -> None:
        violations = lh.validate(self.live, move)  # never raises
        assert all(isinstance(v, br.RuleViolation) for v in violations)
        assert all(len(v.message) <= MESSAGE_LIMIT for v in violations)
        if violations:
            try:
                lh.apply(self.live, move)
            except br.IllegalMoveError as error:
                assert error.violations == violations
                _short(error)
            else:
                raise AssertionError("apply accepted a move validate rejects")
        else:
            after = lh.apply(self.live, move)  # legal by chance: applies
            assert lh.load_state(lh.dump_state(after)) == after

    @rule(data=st.data())
    def mutated_move_json(self, data: st.DataObject) -> None:
        moves = lh.legal_moves(self.live) or (lh.EndTurn(),)
        move = moves[data.draw(st.integers(0, len(moves) - 1), label="move")]
        bad = mutate(json.loads(json.dumps(lh.move_to_json(move))), data.draw)
        try:
            parsed = lh.move_from_json(bad)
        except br.NotationError as error:
            _short(error)
            return
        assert isinstance(lh.validate(self.live, parsed), tuple)

    @rule(data=st.data())
    def mutated_position(self, data: st.DataObject) -> None:
        bad = mutate(json.loads(json.dumps(self.snapshot)), data.draw)
        try:
            state = lh.load_state(bad)
        except br.PositionError as error:
            _short(error)
            return
        assert lh.load_state(lh.dump_state(state)) == state
        if not state.is_over:
            moves = lh.legal_moves(state)
            assert moves, "load_state accepted a dead end"
            for move in moves[:20]:
                lh.apply(state, move)

    @rule(data=st.data())
    def mutated_observation(self, data: st.DataObject) -> None:
        viewer = data.draw(st.integers(0, self.live.num_players - 1), label="observer")
        good = lh.dump_observation(lh.observe(self.live, viewer))
        bad = mutate(json.loads(json.dumps(good)), data.draw)
        try:
            obs = lh.load_observation(bad)
        except br.PositionError as error:
            _short(error)
            return
        assert lh.observe(lh.determinize(obs, random.Random(0)), obs.player) == obs

    @rule(bad=values)
    def not_a_state(self, bad: Any) -> None:
        calls = (lh.legal_moves, lh.dump_state, lh.scores, lh.ranking, lh.state_key,
                 lh.render_svg, lambda s: lh.observe(s, 0), lambda s: lh.validate(s, lh.EndTurn()),
                 lambda s: lh.apply(s, lh.EndTurn()))  # fmt: skip
        for call in calls:
            try:
                call(bad)
            except TypeError as error:
                _short(error)
            else:
                raise AssertionError(f"accepted {type(bad).__name__}")

    @rule(data=st.data())
    def mutated_record(self, data: st.DataObject) -> None:
        good = br.dump_record(self.record)
        if data.draw(st.booleans(), label="start"):
            good["start"] = self.snapshot
            good["moves"] = []
        bad = mutate(json.loads(json.dumps(good)), data.draw)
        try:
            br.load_record(bad)
        except br.RecordError as error:
            _short(error)

    @invariant()
    def state_unchanged(self) -> None:
        if self.state is not None:
            assert lh.dump_state(self.state) == self.snapshot
            assert lh.load_state(self.snapshot) == self.state


LeHavreInjection.TestCase.settings = settings(
    settings.default,
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestLeHavreInjection = LeHavreInjection.TestCase
