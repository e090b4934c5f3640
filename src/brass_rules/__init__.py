"""brass_rules: the complete rules of Brass: Birmingham as an immutable-state engine."""

from brass_rules import board, components
from brass_rules._build import COMPILED
from brass_rules.engine import apply, legal_moves, validate
from brass_rules.enums import INDUSTRIES, Era, Industry, Variant
from brass_rules.errors import (
    BrassError,
    IllegalMoveError,
    NotationError,
    PositionError,
    RecordError,
    RuleViolation,
    UnknownNameError,
)
from brass_rules.hidden import determinize, unseen_cards
from brass_rules.json import (
    dump_observation,
    dump_state,
    load_observation,
    load_state,
    move_from_json,
    move_to_json,
)
from brass_rules.keys import state_key
from brass_rules.moves import (
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
from brass_rules.observe import Observation, PlayerView, observe
from brass_rules.records import (
    GameRecord,
    complete,
    dump_record,
    format_move,
    format_record,
    load_record,
    parse_move,
    parse_record,
)
from brass_rules.render import board_text
from brass_rules.rules import Rule
from brass_rules.scoring.game_end import ranking, scores
from brass_rules.setup import SetupError, new_game
from brass_rules.state import (
    BuiltTile,
    Continuable,
    GameState,
    InProgress,
    MerchantSlot,
    PlayerState,
)
from brass_rules.svg import render_svg
from brass_rules.text import describe_move

__version__ = "0.1.0"

__all__ = [
    "COMPILED",
    "INDUSTRIES",
    "MARKET",
    "BrassError",
    "Build",
    "BuiltTile",
    "Continuable",
    "Develop",
    "End",
    "Era",
    "GameRecord",
    "GameState",
    "IllegalMoveError",
    "InProgress",
    "Industry",
    "Loan",
    "MarketRef",
    "MerchantRef",
    "MerchantSlot",
    "Move",
    "Network",
    "NotationError",
    "Observation",
    "Pass",
    "PlayerState",
    "PlayerView",
    "PositionError",
    "RecordError",
    "Rule",
    "RuleViolation",
    "Scout",
    "Sell",
    "SellForDebt",
    "SetupError",
    "Source",
    "TileRef",
    "UnknownNameError",
    "Variant",
    "apply",
    "board",
    "board_text",
    "complete",
    "components",
    "describe_move",
    "determinize",
    "dump_observation",
    "dump_record",
    "dump_state",
    "format_move",
    "format_record",
    "legal_moves",
    "load_observation",
    "load_record",
    "load_state",
    "move_from_json",
    "move_to_json",
    "new_game",
    "observe",
    "parse_move",
    "parse_record",
    "ranking",
    "render_svg",
    "scores",
    "state_key",
    "unseen_cards",
    "validate",
]
