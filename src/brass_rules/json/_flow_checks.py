"""Checks of a loaded position against the flow of play (private to ``load_state``).

A position that is not over must always have a legal move, now and after any sequence of moves:
bots call ``random.choice(legal_moves(state))``. By the rules (R-FLOW-CARD, R-FLOW-REFILL) every
action lowers a hand by exactly one card, so the card counts alone decide whether the hands run
out evenly at the end of an era or leave a player who must act with no card; and a player in the
debt phase must have a tile to remove (else the rules take VP instead, R-FLOW-DEBT). Likewise an
action in progress must be one the rules can leave in progress.

Each check raises :class:`~brass_rules.errors.PositionError` naming the JSON path and the rule.
"""

from __future__ import annotations

from brass_rules import components
from brass_rules.actions import debt
from brass_rules.engine import legal_moves
from brass_rules.enums import Era, Variant
from brass_rules.flow import actions_per_turn
from brass_rules.json._read import Reader, item_path
from brass_rules.state import Continuable, GameState

_ROUND_ACTIONS = 2  # actions per turn in every round but the first of the Canal Era


def check_progress(r: Reader, state: GameState) -> None:
    """The turn, the actions taken and the action in progress are ones play can produce."""
    n = state.num_players
    if state.over or state.in_debt_phase:
        when = "after the game" if state.over else "in the debt phase"
        if state.turn != n:
            r.fail("$.turn", f"{when} every turn of the round is taken (turn {n})", state.turn)
        if state.actions_taken:
            r.fail("$.actions_taken", f"no action is under way {when}", state.actions_taken)
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
    if len(legal_moves(state)) <= 1:  # only End: the action would have ended by itself
        r.fail(
            "$.action_in_progress",
            f"no continuation of the {progress.action.value} is possible, so it would have "
            "ended by itself",
            progress.action.value,
        )


def check_live(r: Reader, state: GameState) -> None:
    """Not over implies a legal move now, and the cards cannot leave anyone stuck later."""
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
    problem = _card_flow(state)
    if problem is not None:
        r.fail_plain("$.players", f"{problem} (R-FLOW-CARD, R-FLOW-REFILL)")


def _card_flow(state: GameState) -> str | None:
    """Why the hands cannot run out evenly from here, or None when they can."""
    n = state.num_players
    hands = [len(p.hand) for p in state.players]
    deck = len(state.deck)
    if not state.in_debt_phase:  # the rest of this round, in the known turn order
        per_turn = actions_per_turn(state)
        for i in range(state.turn, n):
            player = state.turn_order[i]
            need = per_turn
            if i == state.turn:
                need -= state.actions_taken + (state.in_progress is not None)
            if hands[player] < need:
                return (
                    f"player {player} holds {hands[player]} card(s) but has {need} action(s) "
                    "to take this round"
                )
            hands[player] -= need
            drawn = max(0, min(components.HAND_SIZE - hands[player], deck))
            hands[player] += drawn
            deck -= drawn
    if deck or any(hands):  # more rounds: they run out evenly, or someone is left stuck
        problem = _even(hands, deck, n, f"round {state.round + 1} of the {state.era.value} era")
        if problem is not None:
            return problem
    if state.era is Era.CANAL and state.variant is Variant.STANDARD:
        cards = sum(
            1
            for p in state.players
            for card in (*p.hand, *p.discard, *p.face_down)
            if card not in components.WILD_CARDS
        ) + len(state.deck)
        size = components.HAND_SIZE
        rail = [min(size, max(0, cards - size * i)) for i in range(n)]
        return _even(rail, max(0, cards - size * n), n, "the Rail Era's deal")
    return None


def _even(hands: list[int], deck: int, n: int, when: str) -> str | None:
    """At the start of a round of two actions each: do the cards run out evenly, in any order?"""
    if len(set(hands)) != 1:
        return f"at {when} the hands would hold {hands} cards: unequal hands leave a player stuck"
    hand = hands[0]
    per_round = _ROUND_ACTIONS * n
    if deck == 0 and (hand == 0 or hand % _ROUND_ACTIONS):
        return f"at {when} every hand would hold {hand} card(s) with the deck empty"
    if deck and (hand != components.HAND_SIZE or deck % per_round):
        return (
            f"at {when} every hand would hold {hand} card(s) and the deck {deck}: the deck must "
            f"refill full hands by {per_round} cards a round"
        )
    return None
