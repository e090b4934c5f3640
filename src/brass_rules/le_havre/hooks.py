"""Le Havre's optional hooks (:class:`brass_rules.hooks.GameHooks`), each delegating to the
function of the game that does the work.

>>> from brass_rules.le_havre.hooks import LeHavreHooks
>>> hooks = LeHavreHooks("le_havre")
>>> hooks.move_label(hooks.game.new_game(players=2, seed=1))
'R1.1 P1'
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from brass_rules.hooks import GameHooks
from brass_rules.le_havre import engine, text
from brass_rules.le_havre.evaluate import SEARCH_SETTINGS
from brass_rules.le_havre.evaluate import reward as _reward
from brass_rules.le_havre.moves import Move
from brass_rules.le_havre.observe import visible_tiles
from brass_rules.le_havre.state import GameState

__all__ = ["LeHavreHooks", "reveals"]


def _unknown_specials(state: GameState, player: int) -> int:
    """How many cards of the special deck *player* has not seen (LH-HIDDEN-PEEK)."""
    known = state.known[player] if state.known else 0
    return max(len(state.specials) - known, 0)


def reveals(before: GameState, move: Move, after: GameState) -> bool:
    """Whether the step from *before* to *after* brought hidden information to light: a supply
    tile turned face up (LH-HIDDEN-SUPPLY), or a card of the special deck seen by a player who
    had not seen it, taken from the deck in the open or peeked at (LH-HIDDEN-SPECIALS,
    LH-HIDDEN-PEEK).

    >>> from brass_rules.le_havre import apply, legal_moves, new_game
    >>> s = new_game(players=2, seed=7)
    >>> take = legal_moves(s)[0]
    >>> reveals(s, take, apply(s, take))  # a take ends no turn: nothing is turned
    False
    """
    if visible_tiles(after) > visible_tiles(before):
        return True
    return any(
        _unknown_specials(after, p) < _unknown_specials(before, p)
        for p in range(before.num_players)
    )


class LeHavreHooks(GameHooks):
    """Le Havre's hooks."""

    def reward(self, state: Any, player: int) -> float | None:
        return _reward(state, player)

    def sample_move(self, state: Any, rng: random.Random) -> Any:
        return engine.sample_move(state, rng)

    def search_settings(self) -> Mapping[str, Any]:
        return SEARCH_SETTINGS

    def rl_spec(self) -> Any | None:
        from brass_rules.le_havre.rl import spec

        return spec

    def move_label(self, state: Any) -> str:
        return text.move_label(state)

    def read_move(self, position: Any, text: str) -> Any | None:
        from brass_rules import le_havre

        return le_havre.read_move(text, position)

    def describe_move(self, position: Any | None, move: Any) -> str:
        from brass_rules import le_havre

        return le_havre.describe_move(move, position)

    def out_of_turn_moves(self, position: Any, player: int) -> Sequence[Any]:
        from brass_rules import le_havre

        return le_havre.out_of_turn_moves(position, player)

    def position_problems(self, state: Any) -> tuple[Any, ...]:
        from brass_rules.le_havre.reachability import position_problems

        return position_problems(state)

    def reveals(self, before: Any, move: Any, after: Any) -> bool:
        return reveals(before, move, after)

    def board_text(self, position: Any) -> str | None:
        return text.board_text(position)

    def view_text(self, obs: Any) -> str | None:
        return text.view_text(obs)

    def status_text(self, obs: Any) -> str | None:
        """The observer's own lines of ``view_text``: francs, loans, goods, buildings, ships."""
        lines = text.view_text(obs).splitlines()
        mine = [i for i, x in enumerate(lines) if x.startswith("  you ")]
        if not mine:
            return None
        first = mine[0]
        rest = [x for x in lines[first + 1 : first + 3] if x.startswith("      ")]
        return "\n".join([lines[first], *rest])

    def heading_text(self, position: Any) -> str:
        return text.heading_text(position)

    def help_text(self) -> str:
        return text.help_text()

    def events_text(
        self, before: Any, move: Any, after: Any, seat: int | None = None
    ) -> tuple[str, ...]:
        return text.events_text(before, move, after)

    def result_text(self, state: Any) -> tuple[str, ...] | None:
        return text.result_text(state)
