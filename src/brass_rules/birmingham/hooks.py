"""Brass: Birmingham's optional hooks (:class:`brass_rules.hooks.GameHooks`), each delegating
to the module that does the work.

>>> from brass_rules.birmingham.hooks import BirminghamHooks
>>> hooks = BirminghamHooks("brass_birmingham")
>>> hooks.rules_edition(), hooks.move_label(hooks.game.new_game(players=2, seed=1))
('Brass: Birmingham (Roxley 2018)', 'C1.1 P1')
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from brass_rules.birmingham import engine, frontend, heuristic, notation, render, text, turns
from brass_rules.birmingham.complete import complete
from brass_rules.birmingham.components import WILD_CARDS
from brass_rules.birmingham.moves import Move
from brass_rules.birmingham.state import GameState
from brass_rules.hooks import Choice, GameHooks

__all__ = ["RULES_EDITION", "BirminghamHooks", "reveals"]

#: The rules Birmingham's records follow (the records' ``rules`` field).
RULES_EDITION = "Brass: Birmingham (Roxley 2018)"


def reveals(before: GameState, move: Move, after: GameState) -> bool:
    """Whether the step from *before* to *after* brought a hidden card to light: the deck
    changed (cards drawn to refill a hand, the Rail Era's new deck) or a hand gained a card
    that is not a wild card taken in the open by a Scout (R-GEN-HIDDEN).

    >>> from brass_rules.birmingham import apply, legal_moves, new_game
    >>> s = new_game(players=2, seed=1)
    >>> first = legal_moves(s)[0]
    >>> reveals(s, first, apply(s, first))  # the first turn of the game is one action: a refill
    True
    """
    if after.deck != before.deck:
        return True
    for old, new in zip(before.players, after.players, strict=True):
        gained = Counter(new.hand) - Counter(old.hand)
        if any(card not in WILD_CARDS for card in gained):
            return True
    return False


class BirminghamHooks(GameHooks):
    """Brass: Birmingham's hooks."""

    def reward(self, state: Any, player: int) -> float | None:
        return heuristic.reward(state, player)

    def sample_move(self, state: Any, rng: random.Random) -> Any:
        if type(state) is GameState and not state.over:  # engine.sample_move's checks
            return turns.sample(state, rng)
        return engine.sample_move(state, rng)  # its errors

    def legal_among(self, state: Any, moves: Sequence[Any]) -> list[Any]:
        if type(state) is GameState:
            return turns.legal_among(state, moves)
        return super().legal_among(state, moves)

    def complete(self, state: Any, move: Any) -> Any:
        return complete(state, move)

    def rl_spec(self) -> Any | None:
        from brass_rules.birmingham.rl import spec

        return spec

    def openspiel_chance(self) -> Any | None:
        from brass_rules.birmingham.openspiel_chance import description

        return description

    def rules_edition(self) -> str:
        return RULES_EDITION

    def move_label(self, state: Any) -> str:
        return notation.move_label(state)

    def record_label(self, state: Any) -> str:
        return notation.record_label(state)

    def read_record_line(self, state: Any, line: str) -> str:
        return notation.read_record_line(state, line)

    def read_move(self, position: Any, text: str) -> Any | None:
        return notation.read_move(text, position)

    def describe_move(self, position: Any | None, move: Any) -> str:
        return text.describe_move(position, move)

    def position_problems(self, state: Any) -> tuple[Any, ...]:
        from brass_rules.birmingham.reachability import position_problems

        return position_problems(state)

    def reveals(self, before: Any, move: Any, after: Any) -> bool:
        return reveals(before, move, after)

    def board_text(self, position: Any) -> str | None:
        return render.board_text(position)

    def view_text(self, obs: Any) -> str | None:
        return text.view_text(obs)

    def status_text(self, obs: Any) -> str | None:
        """The observer's own lines of ``view_text``: money, VP, income, and the hand."""
        lines = text.view_text(obs).splitlines()
        return "\n".join(x for x in lines if x.startswith(("  you:", "  your hand:")))

    def heading_text(self, position: Any) -> str:
        return text.heading_text(position)

    def help_text(self) -> str:
        return text.help_text()

    def events_text(
        self, before: Any, move: Any, after: Any, seat: int | None = None
    ) -> tuple[str, ...]:
        return text.events_text(before, move, after, seat)

    def events(
        self, before: Any, move: Any, after: Any, seat: int | None
    ) -> tuple[dict[str, Any], ...]:
        return frontend.events(before, move, after, seat)

    def info_text(self, name: str) -> str | None:
        return frontend.info_text(name)

    def choices(self, position: Any, prefix: tuple[str, ...]) -> tuple[Choice, ...]:
        return frontend.choices(position, prefix)

    def move_targets(self, position: Any, move: Any) -> tuple[str, ...]:
        return frontend.move_targets(position, move)

    def move_list(
        self, position: Any, moves: Sequence[Any]
    ) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return frontend.move_list(position, moves)

    def catalogue(self) -> dict[str, Any]:
        return frontend.catalogue()

    def result_text(self, state: Any) -> tuple[str, ...] | None:
        return text.result_text(state)
