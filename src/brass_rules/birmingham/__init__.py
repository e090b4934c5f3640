"""Brass: Birmingham, the first game of the platform.

This package is the game object (``br.get_game("brass_birmingham")`` returns it): it has the
names of the :class:`~brass_rules.game.Game` protocol, and they are the very functions the
top-level ``brass_rules`` names are.

>>> import brass_rules as br
>>> from brass_rules import birmingham
>>> br.get_game("brass_birmingham") is birmingham, birmingham.new_game is br.new_game
(True, True)
>>> birmingham.min_players, birmingham.max_players, [o.name for o in birmingham.options]
(2, 4, ['variant'])
"""

from brass_rules.birmingham import board, components
from brass_rules.birmingham.caches import clear_caches
from brass_rules.birmingham.complete import complete
from brass_rules.birmingham.engine import apply, legal_moves, sample_move, validate
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry, Variant
from brass_rules.birmingham.frontend import catalogue, choices, events, info_text, move_targets
from brass_rules.birmingham.heuristic import advantage as evaluate
from brass_rules.birmingham.heuristic import reward
from brass_rules.birmingham.hidden import determinize, unseen_cards
from brass_rules.birmingham.json import (
    dump_observation,
    dump_state,
    dumps_state,
    load_observation,
    load_state,
    loads_state,
    move_from_json,
    move_to_json,
)
from brass_rules.birmingham.keys import state_key
from brass_rules.birmingham.moves import (
    MARKET,
    Build,
    Develop,
    End,
    Loan,
    MarketRef,
    MerchantRef,
    Move,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
    Source,
    TileRef,
)
from brass_rules.birmingham.notation import (
    format_move,
    move_label,
    parse_move,
    read_move,
    read_record_line,
    record_label,
)
from brass_rules.birmingham.observe import Observation, PlayerView, observe
from brass_rules.birmingham.picture import render_svg
from brass_rules.birmingham.reachability import position_problems
from brass_rules.birmingham.render import board_text
from brass_rules.birmingham.rule_text import rule_text
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.scoring.game_end import ranking, scores
from brass_rules.birmingham.setup import SetupError, new_game
from brass_rules.birmingham.state import (
    BuiltTile,
    Continuable,
    GameState,
    InProgress,
    MerchantSlot,
    PlayerState,
)
from brass_rules.birmingham.text import (
    describe_move,
    events_text,
    heading_text,
    help_text,
    result_text,
    view_text,
)
from brass_rules.kit.options import Option

name = "brass_birmingham"
"""The registry name."""
title = "Brass: Birmingham"
"""The printed title."""
min_players = 2
max_players = 4
options: tuple[Option, ...] = (
    Option(
        "variant",
        Variant.STANDARD,
        (Variant.STANDARD, Variant.INTRO),
        "standard: both eras; intro: the Canal-Era-only introductory game (R-VARIANT-INTRO)",
        encode=lambda v: v.value,
    ),
)
"""The keyword options of :func:`new_game`."""
State = GameState
"""The class of this game's states."""
rules_edition = "Brass: Birmingham (Roxley 2018)"
"""The rules a record's moves follow (the records' ``rules`` field)."""

__all__ = [
    "INDUSTRIES",
    "MARKET",
    "Build",
    "BuiltTile",
    "Continuable",
    "Develop",
    "End",
    "Era",
    "GameState",
    "InProgress",
    "Industry",
    "Loan",
    "MarketRef",
    "MerchantRef",
    "MerchantSlot",
    "Move",
    "Network",
    "Observation",
    "Pass",
    "PlayerState",
    "PlayerView",
    "Rule",
    "Scout",
    "Sell",
    "SellForDebt",
    "SetupError",
    "Source",
    "State",
    "TileRef",
    "Variant",
    "apply",
    "board",
    "board_text",
    "catalogue",
    "choices",
    "clear_caches",
    "complete",
    "components",
    "describe_move",
    "determinize",
    "dump_observation",
    "dump_state",
    "dumps_state",
    "evaluate",
    "events",
    "events_text",
    "format_move",
    "heading_text",
    "help_text",
    "info_text",
    "legal_moves",
    "load_observation",
    "load_state",
    "loads_state",
    "max_players",
    "min_players",
    "move_from_json",
    "move_label",
    "move_targets",
    "move_to_json",
    "name",
    "new_game",
    "observe",
    "options",
    "parse_move",
    "position_problems",
    "ranking",
    "read_move",
    "read_record_line",
    "record_label",
    "render_svg",
    "result_text",
    "reward",
    "rule_text",
    "rules_edition",
    "sample_move",
    "scores",
    "state_key",
    "title",
    "unseen_cards",
    "validate",
    "view_text",
]

from brass_rules.birmingham.hooks import BirminghamHooks as _BirminghamHooks  # noqa: E402

hooks: _BirminghamHooks = _BirminghamHooks(name)
"""The optional hooks of this game (:class:`brass_rules.hooks.GameHooks`)."""
