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

from brass_rules.hooks import Choice, GameHooks
from brass_rules.le_havre import engine, text
from brass_rules.le_havre.evaluate import SEARCH_SETTINGS
from brass_rules.le_havre.evaluate import reward as _reward
from brass_rules.le_havre.frontend import catalogue as _catalogue
from brass_rules.le_havre.frontend import choices as _choices
from brass_rules.le_havre.frontend import events as _events
from brass_rules.le_havre.frontend import info as _info
from brass_rules.le_havre.frontend import targets as _targets
from brass_rules.le_havre.frontend.events import reveals

__all__ = ["LeHavreHooks", "reveals"]


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

    def openspiel_chance(self) -> Any | None:
        from brass_rules.le_havre.openspiel_chance import description

        return description

    def move_label(self, state: Any) -> str:
        return text.move_label(state)

    def read_move(self, position: Any, text: str) -> Any | None:
        from brass_rules import le_havre

        return le_havre.read_move(text, position)

    def parse_moves(self, position: Any, text: str) -> tuple[Any, ...]:
        from brass_rules import le_havre

        return le_havre.parse_moves(position, text)

    def describe_move(self, position: Any | None, move: Any) -> str:
        from brass_rules import le_havre

        return le_havre.describe_move(position, move)

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
        return text.events_text(before, move, after, seat)

    def events(
        self, before: Any, move: Any, after: Any, seat: int | None
    ) -> tuple[dict[str, Any], ...]:
        return _events.events(before, move, after, seat)

    def info_text(self, name: str) -> str | None:
        return _info.info_text(name)

    def choices(self, position: Any, prefix: tuple[str, ...]) -> tuple[Choice, ...]:
        return _choices.choices(position, prefix)

    def move_targets(self, position: Any, move: Any) -> tuple[str, ...]:
        return _targets.move_targets(position, move)

    def catalogue(self) -> dict[str, Any]:
        return _catalogue.catalogue()

    def result_text(self, state: Any) -> tuple[str, ...] | None:
        return text.result_text(state)
