"""Random games with malformed input injected at random points (Hypothesis state machine).

While a game is played, Hypothesis injects: malformed JSON moves and positions (random JSON
values, huge ints, deep nesting, mutated dumps), ill-typed and absurd moves, values that are not
a state, mutated records (JSON and text), observations and move notation. Each gets its
documented error (``docs/errors.rst``) or, when the input happens to be good, a usable result;
and the game's state never changes: it dumps to the same JSON before and after.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import brass_rules as br
from brass_rules import components as comp
from brass_rules.birmingham.board import BIRMINGHAM as B

NAMES = sorted({loc.name for loc in B.locations} | set(comp.CARD_NAMES))
KEYS = sorted(
    {"action", "card", "cards", "industry", "location", "slot", "link", "tile", "merchant"}
    | {"space", "coal", "iron", "beer", "bonus", "players", "hand", "deck", "seed", "round"}
)
MESSAGE_LIMIT = 600


def _big(exponent: int) -> int:
    """Huge ints are drawn as exponents (so Hypothesis never needs the repr of a huge int)."""
    return (1 if exponent > 0 else -1) * 10 ** abs(exponent)


bigs = st.sampled_from([5000, -5000, 20, 16]).map(_big)


def _deep(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


leaves = (
    st.none()
    | st.booleans()
    | st.integers(-5, 60)
    | bigs
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(NAMES)
    | st.just("market")
    | st.just(100_000).map(lambda n: "x" * n)
)
json_values = st.recursive(
    leaves,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), children, max_size=4),
    max_leaves=12,
) | st.integers(1_000, 3_000).map(_deep)

names = st.sampled_from(NAMES) | st.text(max_size=8)
ints = st.integers(-3, 12) | bigs
tile_refs = st.builds(br.TileRef, names, ints)
sources = st.one_of(
    st.just(br.MARKET), tile_refs, st.builds(br.MerchantRef, names, ints), json_values
)
source_lists = st.none() | st.lists(sources, max_size=3).map(tuple) | json_values
industries = st.sampled_from(list(br.Industry)) | json_values
absurd_moves = st.one_of(
    st.builds(br.Build, names | json_values, industries, names, st.none() | ints, source_lists),
    st.builds(br.Network, st.tuples(names, names) | json_values, st.none() | names, source_lists),
    st.builds(br.Develop, industries, st.none() | names, source_lists),
    st.builds(br.Sell, tile_refs | json_values, st.none() | names, st.none() | json_values),
    st.builds(br.Loan, names | json_values),
    st.builds(br.Scout, st.tuples(names, names, names) | json_values),
    st.builds(br.Pass, names | json_values),
    st.builds(br.SellForDebt, tile_refs | json_values),
    st.just(br.End()),
    json_values,
)
not_states = json_values | st.builds(lambda: br.End())


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


def mutate(data: Any, draw: st.DrawFn) -> Any:
    """*data* (a fresh JSON copy) with one value replaced, one key removed or one item added."""
    paths = _paths(data)
    path = draw(st.sampled_from(paths), label="path")
    new = draw(json_values, label="value")
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


class Injection(RuleBasedStateMachine):
    """A random game; bad input at any point is rejected and changes nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.state: br.GameState | None = None
        self.snapshot: dict[str, Any] = {}
        self.record = br.GameRecord(players=2, seed=0)
        self.rng = random.Random(0)

    @initialize(
        players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32), intro=st.booleans()
    )
    def start(self, players: int, seed: int, intro: bool) -> None:
        variant = br.Variant.INTRO if intro else br.Variant.STANDARD
        self.state = br.new_game(players=players, seed=seed, variant=variant)
        self.record = br.GameRecord(players=players, seed=seed, variant=variant)
        self.rng = random.Random(seed)
        self.snapshot = br.dump_state(self.state)

    @property
    def live(self) -> br.GameState:
        assert self.state is not None
        return self.state

    @precondition(lambda self: self.state is not None and not self.state.is_over)
    @rule(steps=st.integers(1, 40))
    def play(self, steps: int) -> None:
        for _ in range(steps):
            if self.live.is_over:
                break
            move = self.rng.choice(br.legal_moves(self.live))
            self.state = br.apply(self.live, move)
            self.record = self.record.with_move(move)
        self.snapshot = br.dump_state(self.live)

    @rule(move=absurd_moves, player=st.none() | st.integers(-1, 4) | bigs)
    def absurd_move(self, move: Any, player: int | None) -> None:
        violations = br.validate(self.live, move, player=player)  # never raises
        assert all(isinstance(v, br.RuleViolation) for v in violations)
        assert all(len(v.message) <= MESSAGE_LIMIT for v in violations)
        if violations:
            try:
                br.apply(self.live, move, player=player)
            except br.IllegalMoveError as error:
                assert error.violations == violations
                _short(error)
            else:
                raise AssertionError("apply accepted a move validate rejects")
        else:
            br.apply(self.live, move, player=player)  # legal by chance: applies

    @rule(data=json_values)
    def malformed_json_move(self, data: Any) -> None:
        try:
            move = br.move_from_json(data)
        except br.NotationError as error:
            _short(error)
            return
        assert isinstance(br.validate(self.live, move), tuple)

    @rule(data=st.data())
    def mutated_move_json(self, data: st.DataObject) -> None:
        moves = br.legal_moves(self.live) or (br.End(),)
        move = moves[data.draw(st.integers(0, len(moves) - 1), label="move")]
        bad = mutate(json.loads(json.dumps(br.move_to_json(move))), data.draw)
        try:
            parsed = br.move_from_json(bad)
        except br.NotationError as error:
            _short(error)
            return
        assert isinstance(br.validate(self.live, parsed), tuple)

    @rule(data=st.data())
    def mutated_position(self, data: st.DataObject) -> None:
        bad = mutate(json.loads(json.dumps(self.snapshot)), data.draw)
        try:
            state = br.load_state(bad)
        except br.PositionError as error:
            _short(error)
            return
        assert br.load_state(br.dump_state(state)) == state
        if not state.is_over:
            assert br.legal_moves(state), "load_state accepted a dead end"

    @rule(data=json_values)
    def malformed_position(self, data: Any) -> None:
        try:
            br.load_state(data)
        except br.PositionError as error:
            _short(error)
        else:
            raise AssertionError("load_state accepted random data")

    @rule(bad=not_states)
    def not_a_state(self, bad: Any) -> None:
        for call in (br.legal_moves, br.dump_state, br.scores, br.ranking, br.board_text):
            try:
                call(bad)
            except TypeError as error:
                _short(error)
            else:
                raise AssertionError(f"{call.__name__} accepted {type(bad).__name__}")
        move = br.Pass("Leek")
        for check in (br.validate, br.apply):
            try:
                check(bad, move)
            except TypeError as error:
                _short(error)
            else:
                raise AssertionError(f"{check.__name__} accepted {type(bad).__name__}")

    @rule(data=st.data())
    def mutated_record(self, data: st.DataObject) -> None:
        bad = mutate(json.loads(json.dumps(br.dump_record(self.record))), data.draw)
        try:
            br.load_record(bad)
        except br.RecordError as error:
            _short(error)

    @rule(
        text=st.text(max_size=40)
        | st.sampled_from(["build", "sell Leek", "pass"])
        | st.just(10**5).map(lambda n: "x" * n)
    )
    def malformed_notation(self, text: str) -> None:
        try:
            move = br.parse_move(self.live, text)
        except br.NotationError as error:
            _short(error)
            return
        assert br.validate(self.live, move) == ()

    @rule(data=st.data())
    def mutated_text_record(self, data: st.DataObject) -> None:
        text = br.format_record(self.record)
        at = data.draw(st.integers(0, len(text)), label="at")
        cut = data.draw(st.integers(0, 20), label="cut")
        junk = data.draw(st.text(max_size=10) | st.sampled_from(['"', "[", "]", "\n"]))
        try:
            br.parse_record(text[:at] + junk + text[at + cut :])
        except br.RecordError as error:
            _short(error)

    @rule(data=st.data())
    def mutated_observation(self, data: st.DataObject) -> None:
        viewer = data.draw(st.integers(0, self.live.num_players - 1), label="observer")
        good = br.dump_observation(br.observe(self.live, viewer))
        bad = mutate(json.loads(json.dumps(good)), data.draw)
        try:
            br.load_observation(bad)
        except br.PositionError as error:
            _short(error)

    @invariant()
    def state_unchanged(self) -> None:
        if self.state is not None:
            assert br.dump_state(self.state) == self.snapshot
            assert br.load_state(self.snapshot) == self.state


Injection.TestCase.settings = settings(
    settings.default,
    stateful_step_count=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestInjection = Injection.TestCase
