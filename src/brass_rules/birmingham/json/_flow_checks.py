"""Checks of a loaded position against the flow of play (private to ``load_state``).

A position that is not over must have a legal move: bots call ``random.choice(legal_moves(s))``.
The player to move holds a card for a new action (R-FLOW-CARD); a debt is owed only by a player
whose money falls short and who has a tile worth more than £0 to remove (otherwise the rules pay
it or take VP for it at once, R-FLOW-DEBT). Later in the game nothing can leave a player stuck:
hands that run out unevenly (possible only in a hand-written position) make the flow skip a
player with no card left (``flow.skip_if_no_card``). An action in progress must be one the rules
leave in progress: never a Network in the Canal Era, never in a turn whose actions are all
taken. One that can only end (``End``) is playable: ``reachability.position_problems`` reports
that it would have ended by itself.

Each check raises :class:`~brass_rules.errors.PositionError` naming the JSON path and the rule.
"""

from __future__ import annotations

from brass_rules.birmingham.actions import debt
from brass_rules.birmingham.enums import Era
from brass_rules.birmingham.flow import actions_per_turn
from brass_rules.birmingham.state import Continuable, GameState
from brass_rules.kit.jsonread import Reader, item_path, key_path


def check_progress(r: Reader, state: GameState) -> None:
    """The actions taken and the action in progress are ones play can produce."""
    if state.over or state.in_debt_phase:
        return
    per_turn = actions_per_turn(state)
    if state.actions_taken >= per_turn:
        r.fail(
            "$.actions_taken",
            f"a turn in this round has {per_turn} action(s), so the turn would have ended "
            "(R-FLOW-TURN, R-FLOW-FIRST-ROUND)",
            state.actions_taken,
        )
    progress = state.in_progress
    if progress is None:
        return
    if progress.action is Continuable.NETWORK and state.era is Era.CANAL:
        r.fail(
            "$.action_in_progress",
            "a canal Network places one link: no Network is in progress in the Canal Era "
            "(R-NETWORK-CANAL)",
            progress.action.value,
        )
    if progress.action is Continuable.NETWORK and progress.link is None:
        r.fail_plain("$.action_in_progress", "a Network in progress names its first link")


def check_live(r: Reader, state: GameState) -> None:
    """A position that is not over has a legal move: the player to move holds a card for a new
    action (R-FLOW-CARD), and a debt is owed only by a player who can remove a tile for it."""
    if state.over:
        return
    for p, owed in enumerate(state.debts):
        if not owed:
            continue
        where = item_path("$.debts", p)
        if state.players[p].money >= owed:
            r.fail(
                where,
                f"player {p} has £{state.players[p].money}, enough to pay, so the debt would "
                "have been paid (R-FLOW-DEBT)",
                owed,
            )
        if not debt.removable(state, p):
            r.fail(
                where,
                f"player {p} has no tile worth more than £0 to remove, so the rules take VP "
                "for the debt instead of leaving it owed (R-FLOW-DEBT)",
                owed,
            )
    mover = state.to_move
    if mover is not None and not state.in_debt_phase and state.in_progress is None:
        if not state.players[mover].hand:
            r.fail_plain(
                key_path(item_path("$.players", mover), "hand"),
                f"player {mover} is to move and holds no card: every action discards one "
                "(R-FLOW-CARD)",
            )
