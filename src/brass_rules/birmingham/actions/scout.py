"""R-SCOUT: discard three cards, take one wild location and one wild industry card."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Final

from brass_rules.birmingham.actions.common import Violations, actor, violation
from brass_rules.birmingham.components import WILD_CARDS, WILD_INDUSTRY, WILD_LOCATION
from brass_rules.birmingham.interned import remember
from brass_rules.birmingham.moves import Scout
from brass_rules.birmingham.ops import discarding, replace_at
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import GameState, changed, changed_player


def allowed(state: GameState) -> bool:
    """R-SCOUT, the cards discarded aside: no wild card in hand, both wild piles non-empty."""
    return _allowed_with(state, state.players[actor(state)].hand)


def _allowed_with(state: GameState, hand: tuple[str, ...]) -> bool:
    """:func:`allowed` for the hand *hand* of the player to move."""
    return not WILD_CARDS & set(hand) and state.wild_location > 0 and state.wild_industry > 0


def validate(state: GameState, move: Scout) -> Violations:
    """R-SCOUT: three cards discarded, no wild card in hand, both wild piles non-empty.

    Every one of the three that fails is reported, in that order (they are independent).
    """
    hand = state.players[actor(state)].hand
    unchecked: Any = move  # untyped read: compiled code would reject a tuple of another length
    count = len(unchecked.cards)
    if count == 3 and allowed(state):
        return ()
    found: Violations = ()
    if count != 3:
        found += violation(Rule.SCOUT, f"Scout discards exactly 3 cards, not {count}.")
    wild = sorted(WILD_CARDS & set(hand))
    if wild:
        held = " and the ".join(wild)
        found += violation(
            Rule.SCOUT,
            f"You may not scout while holding a wild card: you hold the {held} card.",
        )
    piles = ((WILD_LOCATION, state.wild_location), (WILD_INDUSTRY, state.wild_industry))
    empty = [name for name, left in piles if left < 1]
    if empty:
        names = " and the ".join(empty)
        found += violation(
            Rule.SCOUT, f"The {names} pile{'s are' if len(empty) > 1 else ' is'} empty."
        )
    return found


def apply(state: GameState, move: Scout) -> GameState:
    """Discard the three cards (in sorted order: any order is one outcome) and take one card
    from each wild pile."""
    player = actor(state)
    p, wl, wi = discarding(state, player, sorted(move.cards))
    hand = tuple(sorted((*p.hand, WILD_LOCATION, WILD_INDUSTRY)))
    return changed(
        state,
        players=replace_at(state.players, player, changed_player(p, hand=hand)),
        wild_location=wl - 1,
        wild_industry=wi - 1,
    )


def possible(state: GameState) -> bool:
    """True when :func:`candidates` lists a Scout."""
    hand = state.players[actor(state)].hand
    return len(hand) >= 3 and _allowed_with(state, hand)


def candidates(state: GameState) -> list[Scout]:
    """One Scout per distinct set of three cards (sorted), when scouting is allowed."""
    hand = state.players[actor(state)].hand
    if len(hand) < 3 or not _allowed_with(state, hand):
        return []
    hit = _HANDS.get(hand)
    if hit is None:
        known = _MOVES
        moves: list[Scout] = []
        for cards in _threes(hand):
            move = known.get(cards)
            moves.append(_move(cards) if move is None else move)
        hit = remember(_HANDS, hand, moves, _HANDS_MOST)
    return list(hit)


def _threes(hand: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """The distinct sets of three cards of *hand*, in the order in which they first appear among
    ``itertools.combinations(hand, 3)``.

    For a sorted hand (as play keeps it), each set is made once: a card equal to the one before
    it in the hand starts no set that the earlier one did not already start.
    """
    n = len(hand)
    if len(set(hand)) == n:  # no card twice: every combination is a distinct set
        return list(combinations(hand, 3))
    if hand != tuple(sorted(hand)):
        return list(dict.fromkeys(combinations(hand, 3)))
    out: list[tuple[str, str, str]] = []
    for i in range(n - 2):
        a = hand[i]
        if i > 0 and a == hand[i - 1]:
            continue
        for j in range(i + 1, n - 1):
            b = hand[j]
            if j > i + 1 and b == hand[j - 1]:
                continue
            for k in range(j + 1, n):
                c = hand[k]
                if k > j + 1 and c == hand[k - 1]:
                    continue
                out.append((a, b, c))
    return out


#: Shared moves (see :mod:`~brass_rules.birmingham.interned`): by the three cards; and every
#: Scout of a hand.
_MOVES: Final[dict[tuple[str, ...], Scout]] = {}
_HANDS: Final[dict[tuple[str, ...], list[Scout]]] = {}
#: Hands kept in :data:`_HANDS`: few, as a hand seldom comes back once played, and each keeps a
#: list of up to 56 moves that the cyclic garbage collector would scan again and again.
_HANDS_MOST: Final = 512


def _move(cards: tuple[str, str, str]) -> Scout:
    hit = _MOVES.get(cards)
    if hit is None:
        hit = remember(_MOVES, cards, Scout(cards))
    return hit
