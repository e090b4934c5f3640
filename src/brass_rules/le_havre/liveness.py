"""The checks of ``load_state`` on a whole position: every accepted position that is not over is
one the rules leave a player to decide in, with a legal move (``docs/le_havre/positions.rst``).

Play settles at once what leaves no choice (``flow.settle_dues``): interest that a player's
francs cover, interest of a player without loans, a round end whose feeding is done. A position
holding such a payment, a payment of the wrong kind for its phase, a food payment that cannot
be completed, a Marketplace peek at fewer than two cards or at cards the peeker has not seen,
or any other position that is not over and has no legal move is refused with a
:class:`~brass_rules.errors.PositionError` naming the JSON path. What only a game's history
rules out (empty offers of this turn's supply tile, say) is accepted and reported by
``reachability.position_problems``.
"""

from __future__ import annotations

from typing import NoReturn

from brass_rules.errors import PositionError
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import INDEX
from brass_rules.le_havre.data.supply import SPECIALS_DEALT
from brass_rules.le_havre.engine import legal_moves
from brass_rules.le_havre.state import GameState, Phase

#: The Marketplace [01], whose action ends with the peek at the special deck (LH-HIDDEN-PEEK).
MARKETPLACE = "01"
#: The Construction Firm [B3], whose action stays open between its two builds (LH-BUILD-SECOND).
CONSTRUCTION_FIRM = "B3"
#: The last stage of each action carried out in stages (every other action has stage 0 only):
#: the Marketplace's peek, the Business Office's two trades, the Construction Firm's second build.
LAST_STAGE: dict[str, int] = {MARKETPLACE: 1, "21": 2, CONSTRUCTION_FIRM: 1}
#: The actions whose goods are picked one kind at a time in canonical order (``picked``/
#: ``last``): the Shipping Line, the Business Office (from stage 1), the Bridge over the Seine.
PICKING: frozenset[str] = frozenset({"18", "21", "27"})


def _fail(path: str, message: str) -> NoReturn:
    raise PositionError(f"{path}: {message}")


def check_knowledge(state: GameState) -> None:
    """LH-SETUP-SPECIALS, LH-HIDDEN-PEEK: the special deck holds at most the six cards dealt,
    and what the players know of it fits the deck."""
    if len(state.specials) > SPECIALS_DEALT:
        _fail(
            "$.special_deck",
            f"the deck holds at most the {SPECIALS_DEALT} special buildings dealt "
            f"(LH-SETUP-SPECIALS), not {len(state.specials)}",
        )
    knowing = [i for i, k in enumerate(state.known) if k]
    for i in knowing:
        if state.known[i] > len(state.specials):
            _fail(
                f"$.players[{i}].known_specials",
                f"knows {state.known[i]} special buildings of a deck of {len(state.specials)}"
                " (LH-HIDDEN-PEEK)",
            )
    if len(knowing) > 1:
        _fail(
            f"$.players[{knowing[1]}].known_specials",
            "only the last player to peek knows the top of the special deck (LH-HIDDEN-PEEK)",
        )


def _check_dues(state: GameState) -> None:
    payers: set[int] = set()
    for i, due in enumerate(state.dues):
        path = f"$.dues[{i}]"
        if due.player in payers:
            _fail(f"{path}.player", "a player owes one payment at a time")
        payers.add(due.player)
        if i and due.last >= 0:
            _fail(f"{path}.last_food", "only the first payment due can be under way")
        if due.kind == "interest":
            if state.phase is not Phase.MAIN:
                _fail(path, "interest is due only in the supply step (LH-SUPPLY-INTEREST)")
            if due.last >= 0:
                _fail(f"{path}.last_food", "interest is paid in francs, not food")
        elif state.phase is not Phase.FEEDING:
            _fail(path, "food is due only at a round end, phase 'feeding' (LH-ROUND-FEED-PAY)")
    if state.phase is Phase.FEEDING and not state.dues:
        _fail("$.dues", "the phase 'feeding' lasts while food is due; none is (LH-ROUND-FEED-PAY)")
    if not state.dues:
        return
    first = state.dues[0]
    payer = state.players[first.player]
    if first.kind == "interest" and not payer.loans:
        _fail("$.dues[0]", "a player without loans pays no interest (LH-SUPPLY-INTEREST)")
    if first.kind == "interest" and payer.francs >= first.amount:
        _fail("$.dues[0]", "interest that francs cover is paid at once (LH-SUPPLY-INTEREST)")


def _check_action(state: GameState) -> None:
    action = state.action
    if action is None:
        return
    name = BY_ID[action.building].name
    if action.stage > LAST_STAGE.get(action.building, 0):
        _fail("$.action.stage", f"the {name}'s action has no stage {action.stage}")
    between = action.building == CONSTRUCTION_FIRM and action.stage == 1
    if action.between != between:
        _fail(
            "$.action.between",
            "extra actions fall between the actions' steps only after the Construction Firm's "
            "first build (LH-TIME-OWN, LH-BUILD-SECOND)",
        )
    picked = action.picked
    if picked.total() or action.last >= 0:
        if action.building not in PICKING or (action.building == "21" and action.stage == 0):
            _fail("$.action.picked", f"the {name}'s action picks no goods step by step")
        if not state.players[state.active].goods.covers(picked):
            _fail("$.action.picked", "the player does not hold the goods picked")
        top = max((INDEX[g] for g in picked), default=-1)
        if action.last != top:
            _fail("$.action.last", "the last good picked is the latest in canonical order")
    if action.building == MARKETPLACE and action.stage == 1:
        if len(state.specials) < 2:
            _fail(
                "$.action.stage",
                "the Marketplace's peek orders two special buildings; the deck holds "
                f"{len(state.specials)} (LH-HIDDEN-PEEK: the action ends with fewer)",
            )
        known = state.known[state.active] if state.known else 0
        if known < 2:
            _fail(
                f"$.players[{state.active}].known_specials",
                "the Marketplace's user has seen the two cards he orders (LH-HIDDEN-PEEK)",
            )


def check_live(state: GameState) -> None:
    """Raise :class:`PositionError` unless *state* is over or has a legal move that play could
    leave to a player (see the module's docstring)."""
    check_knowledge(state)
    if state.phase is Phase.OVER:
        return
    _check_dues(state)
    _check_action(state)
    if legal_moves(state):
        return
    if state.dues and state.dues[0].last >= 0:
        _fail(
            "$.dues[0]",
            "the food payment begun cannot be completed with the food goods after the last one "
            "paid and francs (LH-PAY-FOOD)",
        )
    if state.action is not None:
        _fail("$.action", "the action under way cannot continue: it has no legal step")
    _fail("$", f"the position is not over but has no legal move (phase {state.phase.value!r})")
