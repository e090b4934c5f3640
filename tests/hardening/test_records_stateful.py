"""A record built step by step (Hypothesis stateful testing): moves given whole or with details
left out, in notation or as JSON, odd player names, games other than Birmingham. After every
step the record round-trips through JSON and text, and a damaged copy is a RecordError."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from tests.records import toy_game

import brass_rules as br

NAMES = st.text(
    alphabet=st.characters(codec="utf-8") | st.sampled_from(["\u2028", "\u2029", "\x85", "\r"]),
    max_size=12,
)


class RecordMachine(RuleBasedStateMachine):
    """One record of a Birmingham game or of the toy game, grown and checked."""

    def __init__(self) -> None:
        super().__init__()
        self.registration = toy_game.registered()
        self.registration.__enter__()
        self.record: br.GameRecord | None = None

    def teardown(self) -> None:
        self.registration.__exit__(None, None, None)

    @initialize(
        game=st.sampled_from(["brass_birmingham", "toy_nim"]),
        players=st.integers(2, 3),
        seed=st.integers(-(2**63), 2**63),
        option=st.booleans(),
        names=st.none() | st.lists(NAMES, min_size=3, max_size=3),
    )
    def start(
        self, game: str, players: int, seed: int, option: bool, names: list[str] | None
    ) -> None:
        options: dict[str, Any] = (
            {"big": option} if game == "toy_nim"
            else {"variant": br.Variant.INTRO if option else br.Variant.STANDARD}
        )
        self.record = br.GameRecord(
            players=players, seed=seed, game=game, options=options,
            names=None if names is None else names[:players],
        )

    @property
    def game(self) -> Any:
        assert self.record is not None
        return self.record.game_object()

    @precondition(lambda self: not self.record.final_state().is_over)
    @rule(pick=st.randoms(use_true_random=False), how=st.sampled_from(["move", "text", "json"]))
    def play(self, pick: random.Random, how: str) -> None:
        assert self.record is not None
        game, state = self.game, self.record.final_state()
        move = pick.choice(list(game.legal_moves(state)))
        if how == "text":
            move = game.parse_move(state, game.format_move(state, move))
        elif how == "json":
            move = game.move_from_json(json.loads(json.dumps(game.move_to_json(move))))
        self.record = self.record.with_move(move)

    @precondition(
        lambda self: self.record.game == "brass_birmingham"
        and not self.record.final_state().is_over
    )
    @rule(pick=st.randoms(use_true_random=False))
    def play_a_partial_build(self, pick: random.Random) -> None:
        """A build with its slot and sources left out: stored completed."""
        assert self.record is not None
        state = self.record.final_state()
        builds = [m for m in br.legal_moves(state) if isinstance(m, br.Build)]
        if not builds:
            return
        move = pick.choice(builds)
        partial = br.Build(move.card, move.industry, move.location)
        self.record = self.record.with_move(partial)
        assert self.record.moves[-1] == br.complete(state, partial)

    @precondition(lambda self: bool(self.record.moves))
    @rule()
    def take_back(self) -> None:
        assert self.record is not None
        self.record = br.GameRecord(
            players=self.record.players, seed=self.record.seed, game=self.record.game,
            options=self.record.options, names=self.record.names, moves=self.record.moves[:-1],
        )

    @invariant()
    def round_trips(self) -> None:
        if self.record is None:
            return
        data = json.loads(json.dumps(br.dump_record(self.record)))
        assert data["game"] == self.record.game
        assert br.load_record(data) == self.record
        assert br.parse_record(br.format_record(self.record)) == self.record

    @invariant()
    def a_damaged_copy_is_refused(self) -> None:
        if self.record is None or not self.record.moves:
            return
        data = br.dump_record(self.record)
        data["moves"].append(data["moves"][0])  # type: ignore[union-attr]
        data.pop("result", None)
        try:
            br.load_record(data)
        except br.RecordError as e:
            assert len(str(e)) <= 500
        text = br.format_record(self.record)
        try:
            br.parse_record(text + text.split("\n\n")[1].splitlines()[0] + " Dudley/\u00b2\n")
        except br.RecordError as e:
            assert len(str(e)) <= 500


TestRecords = RecordMachine.TestCase
