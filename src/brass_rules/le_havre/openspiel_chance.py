"""Le Havre's chance events for OpenSpiel: every draw of the setup as explicit chance nodes.

:mod:`brass_rules.openspiel` registers every game; this module is Le Havre's description of its
randomness (``description``, the game's ``openspiel_chance`` hook). Le Havre draws only at the
setup (LH-GEN-RANDOM: nothing random happens later), one item at a time:

1. the start player (outcome: a player index);
2. the seven supply tiles, in order (outcome: an index of the tiles' ids, 1-7, minus one);
3. the building proposals: the standard buildings of the player count, card by card, into
   three piles of equal size, pile A first (outcome: an index of :func:`proposal_cards`); the
   cards left over after three equal piles are out of the game. A pile is sorted once dealt,
   and the Black Market (building 13) may not lie on top of one (LH-SETUP-BLACK-MARKET): each
   card's probability is its share of the deals that obey that rule, exactly the distribution
   of ``new_game``'s shuffle-until-legal;
4. in the full game, the special buildings dealt, top first (outcome: an index of the special
   buildings).

A draw whose outcome is forced is made without a chance node; the seed plays no part.
:func:`~brass_rules.le_havre.setup.dealt` builds the position from the draws.

>>> deal = description.setup(2, {"short": True})
>>> deal.outcomes()
[(0, 0.5), (1, 0.5)]
>>> deal.draw(1).outcome_name(3)
'supply tile 4'
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from math import perm
from typing import Any

from brass_rules.le_havre.data import CARDS, SORT_KEY, SPECIAL
from brass_rules.le_havre.data.supply import SPECIALS_DEALT, SUPPLY_TILES
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE, Observation
from brass_rules.le_havre.setup import BLACK_MARKET, dealt
from brass_rules.le_havre.state import GameState
from brass_rules.le_havre.text import view_text

__all__ = ["Deal", "description", "proposal_cards"]

_TILES: tuple[int, ...] = tuple(t.id for t in SUPPLY_TILES)
_SPECIALS = frozenset(SPECIAL)


@cache
def proposal_cards(players: int, short: bool) -> tuple[str, ...]:
    """The standard buildings dealt into the proposal piles at this player count, sorted."""
    kept = (c for c in CARDS if c.deck == "standard")
    return tuple(sorted(c.id for c in kept if players in (c.short if short else c.full)))


def _valid_deals(
    cards: tuple[str, ...], drawn: tuple[int, ...], size: int
) -> int:
    """How many ways the proposal deal with *drawn* so far (indexes of *cards*) can be completed
    (``3 * size`` slots in three piles, the rest out) with no pile topped by the Black Market."""
    taken = set(drawn)
    left = [i for i in range(len(cards)) if i not in taken]
    slots = 3 * size - len(drawn)
    total = perm(len(left), slots)
    if BLACK_MARKET not in cards:
        return total
    market = cards.index(BLACK_MARKET)
    key = SORT_KEY[BLACK_MARKET]
    higher = sum(1 for i in left if i != market and SORT_KEY[cards[i]] > key)
    piles = [drawn[p * size : (p + 1) * size] for p in range(3)]
    empty = [size - len(p) for p in piles]
    lower = [any(SORT_KEY[cards[i]] < key for i in p) for p in piles]
    placed = next((p for p in range(3) if market in piles[p]), None)
    if placed is not None:
        if lower[placed]:
            return total
        e = empty[placed]
        return total - perm(higher, e) * perm(len(left) - e, slots - e)
    rest = len(left) - 1  # the cards other than the Black Market
    count = perm(rest, slots)  # the Black Market left out of the piles
    for p in range(3):
        e = empty[p]
        if e == 0:
            continue
        fill = perm(rest, slots - 1)
        if not lower[p]:
            fill -= perm(higher, e - 1) * perm(rest - (e - 1), slots - e)
        count += e * fill
    return count


def _kind(card: str) -> int:
    """What the Black Market rule sees of a card: 0 the market, -1 lower, 1 higher."""
    if card == BLACK_MARKET:
        return 0
    return -1 if SORT_KEY[card] < SORT_KEY[BLACK_MARKET] else 1


class Deal:
    """Le Havre's setup deal in progress (immutable): *drawn* the outcomes so far, forced draws
    included, for *players* and the game length *short*."""

    __slots__ = ("_staged", "drawn", "players", "short")

    def __init__(self, players: int, short: bool, drawn: tuple[int, ...]) -> None:
        self.players = players
        self.short = short
        self.drawn = drawn
        self._staged: tuple[str, tuple[int, ...], list[tuple[int, float]]] | None = None

    @property
    def state(self) -> None:
        """No position is shown while dealing."""
        return None

    def _size(self) -> int:
        return len(proposal_cards(self.players, self.short)) // 3

    def _stage(self) -> tuple[str, tuple[int, ...], list[tuple[int, float]]]:
        """The current stage, the outcomes drawn in it, and its outcomes with probabilities
        (computed once: the deal is immutable)."""
        if self._staged is None:
            self._staged = self._compute_stage()
        return self._staged

    def _compute_stage(self) -> tuple[str, tuple[int, ...], list[tuple[int, float]]]:
        drawn = self.drawn
        if not drawn:
            return "start", (), [(p, 1.0 / self.players) for p in range(self.players)]
        tiles = drawn[1 : 1 + len(_TILES)]
        if len(tiles) < len(_TILES):
            left = [i for i in range(len(_TILES)) if i not in tiles]
            return "tile", tiles, [(i, 1.0 / len(left)) for i in left]
        cards = proposal_cards(self.players, self.short)
        size = self._size()
        start = 1 + len(_TILES)
        dealt_ = drawn[start : start + 3 * size]
        if len(dealt_) < 3 * size:
            now = _valid_deals(cards, dealt_, size)
            found = []
            shares: dict[int, float] = {}  # by class: the count depends only on the card's
            for i in range(len(cards)):
                if i not in dealt_:
                    kind = _kind(cards[i])
                    share = shares.get(kind)
                    if share is None:
                        share = shares[kind] = _valid_deals(cards, (*dealt_, i), size) / now
                    if share:
                        found.append((i, share))
            return "proposal", dealt_, found
        specials = drawn[start + 3 * size :]
        if self.short or len(specials) >= SPECIALS_DEALT:
            return "done", specials, []
        left = [i for i in range(len(SPECIAL)) if i not in specials]
        return "special", specials, [(i, 1.0 / len(left)) for i in left]

    def outcomes(self) -> list[tuple[int, float]]:
        """The outcomes of the next draw with their probabilities (``[]`` once complete)."""
        return list(self._stage()[2])

    def draw(self, outcome: int) -> Deal:
        """The deal after drawing *outcome*, and every forced draw that follows."""
        if all(o != outcome for o, _ in self._stage()[2]):
            raise ValueError(f"{outcome} is not a chance outcome here")
        return Deal(self.players, self.short, (*self.drawn, outcome)).settled()

    def settled(self) -> Deal:
        """This deal with the draws that have a single possible outcome made."""
        deal = self
        while True:
            found = deal._stage()[2]
            if len(found) != 1:
                return deal
            deal = Deal(deal.players, deal.short, (*deal.drawn, found[0][0]))

    def outcome_name(self, outcome: int) -> str:
        stage = self._stage()[0]
        if stage == "start":
            return f"start player {outcome}"
        if stage == "tile":
            return f"supply tile {_TILES[outcome]}"
        if stage == "proposal":
            pile = "ABC"[len(self._stage()[1]) // self._size()]
            return f"proposal pile {pile}: {proposal_cards(self.players, self.short)[outcome]}"
        return f"special building {SPECIAL[outcome]}"

    def result(self) -> GameState:
        """The position once the deal is complete."""
        drawn = self.drawn
        cards = proposal_cards(self.players, self.short)
        size = self._size()
        start = 1 + len(_TILES)
        tiles = tuple(_TILES[i] for i in drawn[1:start])
        piles = tuple(
            tuple(
                sorted(
                    (cards[i] for i in drawn[start + p * size : start + (p + 1) * size]),
                    key=SORT_KEY.__getitem__,
                )
            )
            for p in range(3)
        )
        specials = tuple(SPECIAL[i] for i in drawn[start + 3 * size :])
        return dealt(self.players, self.short, 0, tiles, piles, specials, drawn[0])


class _Description:
    """Le Havre's OpenSpiel description (see the module docs)."""

    default_players = 2
    parameters: Mapping[str, Any] = {"short": False}
    public_moves = True
    max_game_length = 10000

    def options(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """The ``new_game`` options of the game parameters."""
        return {"short": bool(params.get("short", False))}

    def max_chance_outcomes(self, players: int) -> int:
        return max(len(SPECIAL), len(_TILES), len(proposal_cards(players, False)), players)

    def setup(self, players: int, options: Mapping[str, Any]) -> Deal:
        """The setup's deal."""
        return Deal(players, bool(options.get("short", False)), ()).settled()

    def after_move(self, before: GameState, after: GameState) -> None:
        """Nothing is drawn after the setup."""
        return None

    def observation_text(self, obs: Observation) -> str:
        """What the observer sees, as lines of text (the command line's view)."""
        return view_text(obs)

    def private_text(self, obs: Observation) -> str:
        """What the observer knows that the moves do not say: the supply tiles turned so far,
        the special buildings he has seen on the deck and those turned from it."""
        view = obs.view
        tiles = " ".join(str(t) for t in view.tiles if t != UNKNOWN_TILE)
        seen = " ".join(c for c in view.specials if c != UNKNOWN_CARD)
        out = {c for c in view.town if c in _SPECIALS}
        for p in view.players:
            out.update(c for c in p.buildings if c in _SPECIALS)
        turned = " ".join(sorted(out)) + (" (stadium waiting)" if view.stadium_waiting else "")
        return (
            f"supply tiles {tiles or 'none'}; special deck seen {seen or 'none'}; "
            f"turned {turned.strip() or 'none'}"
        )


description = _Description()
"""Le Havre's OpenSpiel description."""
