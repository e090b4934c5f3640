"""Brass: Birmingham's chance events for OpenSpiel: every shuffle as explicit chance nodes.

:mod:`brass_rules.openspiel` registers every game; this module is Birmingham's description of
its randomness (``description``), found by the platform as the ``openspiel_chance`` submodule of
the game's package. Every shuffle of the rules is a sequence of chance nodes, drawn one item at
a time without replacement (an item's probability is its share of what is left, which gives
exactly the distribution of a fair shuffle):

1. the merchant tiles, one per merchant space in use, in board order (outcome: the kind of
   tile, an index of :data:`MERCHANT_KINDS`);
2. the turn order of the first round, first player first (outcome: a player index);
3. the deck, card by card (outcome: an index of :data:`~brass_rules.birmingham.rl.CARDS`): the
   first 8 cards are player 0's hand, the next player 0's face-down card, then player 1's, and
   so on; the rest is the draw deck, top card first (as ``new_game`` deals);
4. at the start of the Rail Era, the reshuffled cards, card by card: 8 to each player in index
   order, the rest the draw deck.

A draw whose outcome is forced (one kind of item left) is made without a chance node. The
engine's ``seed`` plays no part: the state the players see is built from these outcomes.

Parameters: ``intro`` (the Canal-only introductory variant, default False) besides ``players``.
The observation text is :func:`~brass_rules.birmingham.render.board_text` of the public board,
then the observer's own hand and the state of play.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from attrs import evolve

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Era, Industry, Variant
from brass_rules.birmingham.hidden import stand_in
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.render import board_text
from brass_rules.birmingham.rl.actions import CARDS
from brass_rules.birmingham.setup import new_game
from brass_rules.birmingham.state import GameState, MerchantSlot

__all__ = ["MERCHANT_KINDS", "Deal", "description"]

#: The kinds of merchant tile: the goods each buys (blank first).
MERCHANT_KINDS: tuple[frozenset[Industry], ...] = (
    frozenset(),
    frozenset({Industry.COTTON}),
    frozenset({Industry.MANUFACTURER}),
    frozenset({Industry.POTTERY}),
    frozenset({Industry.COTTON, Industry.MANUFACTURER, Industry.POTTERY}),
)
assert set(comp.merchant_tiles(4)) == set(MERCHANT_KINDS)

_CARD_INDEX = {c: i for i, c in enumerate(CARDS)}


def _merchant_spaces(players: int) -> list[int]:
    return [ms.index for ms in BIRMINGHAM.merchant_spaces if players in ms.players]


class Deal:
    """A deal in progress (the setup's, or the Rail Era's reshuffle): immutable.

    *base* is the engine's setup (for the setup deal) or the position after the last Canal-Era
    move (for the Rail Era); *pool* the cards reshuffled for the Rail Era (empty for the setup);
    *drawn* the outcomes so far, forced draws included.
    """

    __slots__ = ("_staged", "base", "drawn", "pool")

    def __init__(self, base: GameState, pool: tuple[str, ...], drawn: tuple[int, ...]) -> None:
        self.base = base
        self.pool = pool
        self.drawn = drawn
        self._staged: tuple[str, list[int], list[tuple[int, float]]] | None = None

    @property
    def state(self) -> GameState | None:
        """The position shown while dealing: none during the setup, the Rail-Era position."""
        return self.base if self.pool else None

    def _stage(self) -> tuple[str, list[int]]:
        """The current stage and the multiset (as outcome ids) still to draw from."""
        n = self.base.num_players
        drawn = list(self.drawn)
        if self.pool:
            cards = Counter(_CARD_INDEX[c] for c in self.pool)
            cards.subtract(drawn)
            return "rail", list(cards.elements())
        merchants = len(_merchant_spaces(n))
        if len(drawn) < merchants:
            tiles = Counter(MERCHANT_KINDS.index(t) for t in comp.merchant_tiles(n))
            tiles.subtract(drawn)
            return "merchant", list(tiles.elements())
        drawn = drawn[merchants:]
        if len(drawn) < n:
            return "order", [p for p in range(n) if p not in drawn]
        cards = Counter(_CARD_INDEX[c] for c in comp.deck(n))
        cards.subtract(drawn[n:])
        return "deck", list(cards.elements())

    def _staged_now(self) -> tuple[str, list[int], list[tuple[int, float]]]:
        """:meth:`_stage` and the outcomes, computed once (the deal is immutable)."""
        if self._staged is None:
            stage, left = self._stage()
            counts = Counter(left)
            found = [(o, c / len(left)) for o, c in sorted(counts.items())]
            self._staged = (stage, left, found)
        return self._staged

    def outcomes(self) -> list[tuple[int, float]]:
        """The distinct items left to draw, each with its share of what is left (``[]`` once the
        deal is complete)."""
        return list(self._staged_now()[2])

    def draw(self, outcome: int) -> Deal:
        """The deal after drawing *outcome*, and every forced draw that follows."""
        stage, left, _ = self._staged_now()
        if outcome not in left:
            raise ValueError(f"{outcome} is not a chance outcome here")
        return self._child(stage, left, outcome).settled()

    def _child(self, stage: str, left: list[int], outcome: int) -> Deal:
        """The deal after *outcome*, told what is left when it stays in the same stage."""
        child = Deal(self.base, self.pool, (*self.drawn, outcome))
        rest = list(left)
        rest.remove(outcome)
        if rest and child._stage_name() == stage:
            counts = Counter(rest)
            child._staged = (stage, rest, [(o, c / len(rest)) for o, c in sorted(counts.items())])
        return child

    def _stage_name(self) -> str:
        """The stage of the next draw (from the number of draws so far)."""
        if self.pool:
            return "rail"
        n = self.base.num_players
        merchants = len(_merchant_spaces(n))
        done = len(self.drawn)
        return "merchant" if done < merchants else "order" if done < merchants + n else "deck"

    def settled(self) -> Deal:
        """This deal with the draws that have a single possible outcome made."""
        deal = self
        while True:
            stage, left, found = deal._staged_now()
            if len(found) != 1:
                return deal
            deal = deal._child(stage, left, found[0][0])

    def outcome_name(self, outcome: int) -> str:
        stage = self._staged_now()[0]
        if stage == "merchant":
            goods = MERCHANT_KINDS[outcome]
            return "merchant " + ("/".join(sorted(i.value for i in goods)) or "blank")
        if stage == "order":
            return f"first player order: {outcome}"
        return f"deal {CARDS[outcome]}"

    def result(self) -> GameState:
        """The position once the deal is complete."""
        if self.pool:
            return self._rail()
        setup = self.base
        n = setup.num_players
        spaces = _merchant_spaces(n)
        merchants = list(setup.merchants)
        for space, kind in zip(spaces, self.drawn[: len(spaces)], strict=True):
            goods = MERCHANT_KINDS[kind]
            merchants[space] = MerchantSlot(goods, bool(goods))
        order = self.drawn[len(spaces) : len(spaces) + n]
        cards = [CARDS[i] for i in self.drawn[len(spaces) + n :]]
        per = comp.HAND_SIZE + comp.FACE_DOWN_DISCARD
        players = tuple(
            evolve(
                p,
                hand=tuple(sorted(cards[i * per : i * per + comp.HAND_SIZE])),
                face_down=tuple(cards[i * per + comp.HAND_SIZE : (i + 1) * per]),
            )
            for i, p in enumerate(setup.players)
        )
        return evolve(
            setup,
            merchants=tuple(merchants),
            turn_order=tuple(order),
            players=players,
            deck=tuple(cards[n * per :]),
        )

    def _rail(self) -> GameState:
        game = self.base
        cards = [CARDS[i] for i in self.drawn]
        size = comp.HAND_SIZE
        players = tuple(
            evolve(p, hand=tuple(sorted(cards[i * size : (i + 1) * size])))
            for i, p in enumerate(game.players)
        )
        return evolve(game, players=players, deck=tuple(cards[len(players) * size :]))


class _Description:
    """Birmingham's OpenSpiel description (see the module docs)."""

    default_players = 4
    MERCHANT_KINDS = MERCHANT_KINDS
    parameters: Mapping[str, Any] = {"intro": False}
    public_moves = True
    max_game_length = 5000

    def options(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """The ``new_game`` options of the game parameters."""
        return {"variant": Variant.INTRO if params.get("intro", False) else Variant.STANDARD}

    def max_chance_outcomes(self, players: int) -> int:
        return len(CARDS)

    def setup(self, players: int, options: Mapping[str, Any]) -> Deal:
        """The setup's deal (merchants, turn order, the cards)."""
        return Deal(new_game(players=players, seed=0, **options), (), ()).settled()

    def after_move(self, before: GameState, after: GameState) -> Deal | None:
        """The Rail Era's reshuffle when *before* → *after* ended the Canal Era."""
        if before.era is Era.CANAL and after.era is Era.RAIL:
            pool = [c for p in after.players for c in p.hand] + list(after.deck)
            return Deal(after, tuple(sorted(pool)), ()).settled()
        return None

    def observation_text(self, obs: Observation) -> str:
        """The public board, the observer's hand and the state of play, as lines of text."""
        if obs.player is None:
            return board_text(stand_in(obs))
        me = obs.players[obs.player]
        if obs.is_over:
            turn = "the game is over"
        elif obs.to_move == obs.player:
            turn = "your decision"
        else:
            turn = f"player {obs.to_move} to decide"
        return "\n".join(
            [
                f"Player {obs.player} ({obs.era.value.capitalize()} Era, round {obs.round}): "
                + turn,
                f"Your hand: {', '.join(obs.hand) or 'empty'}; £{me.money}, {me.vp} VP",
                board_text(stand_in(obs)),
            ]
        )

    def private_text(self, obs: Observation) -> str:
        """The observer's hand."""
        return f"hand {' '.join(obs.hand) or 'empty'}"


description = _Description()
"""Brass: Birmingham's OpenSpiel description."""
