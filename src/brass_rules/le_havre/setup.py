"""new_game (LH-SETUP)."""

from __future__ import annotations

import random

from brass_rules.errors import SetupError, quote
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import CARDS, SORT_KEY, SPECIAL, START
from brass_rules.le_havre.data.supply import (
    OFFERS_FULL,
    OFFERS_SHORT,
    ROUNDS_FULL,
    ROUNDS_SHORT,
    SPECIALS_DEALT,
    START_FRANCS,
    START_GOODS_FULL,
    START_GOODS_SHORT,
    SUPPLY_TILES,
)
from brass_rules.le_havre.flow import start_turn
from brass_rules.le_havre.ops import sort_cards
from brass_rules.le_havre.state import GameState, Offers, Phase, PlayerState

BLACK_MARKET = "13"


def _rng(seed: int, what: str) -> random.Random:
    return random.Random(f"le_havre:{seed}:{what}")


def proposals_for(players: int, short: bool, seed: int) -> tuple[tuple[str, ...], ...]:
    """LH-SETUP-PROPOSALS and LH-SETUP-BLACK-MARKET: three equal piles, lowest on top."""
    kept = [
        c.id for c in CARDS if c.deck == "standard" and players in (c.short if short else c.full)
    ]
    rng = _rng(seed, "proposals")
    while True:
        cards = sorted(kept)
        rng.shuffle(cards)
        size = len(cards) // 3
        piles = tuple(
            tuple(sorted(cards[i * size : (i + 1) * size], key=SORT_KEY.__getitem__))
            for i in range(3)
        )
        if all(not pile or pile[0] != BLACK_MARKET for pile in piles):
            return piles


#: The largest seed magnitude (a seed is any integer of at most 64 bits).
SEED_LIMIT = 2**64 - 1


def new_game(players: int, seed: int, short: bool = False) -> GameState:
    """A new game (LH-SETUP-*); the seed alone decides every random event (LH-GEN-RANDOM).

    :raises ~brass_rules.errors.SetupError: for a player count outside 1-5 (LH-SETUP-PLAYERS),
        a seed that is not an integer of at most 64 bits, or a *short* that is not a bool.
    """
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 5:
        raise SetupError(f"Le Havre is for 1 to 5 players, not {quote(players)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or abs(seed) > SEED_LIMIT:
        raise SetupError(f"the seed must be an integer of at most 64 bits, not {quote(seed)}")
    if not isinstance(short, bool):
        raise SetupError(f"short must be True or False, not {quote(short)}")
    tiles = [t.id for t in SUPPLY_TILES]
    _rng(seed, "tiles").shuffle(tiles)
    specials: tuple[str, ...] = ()
    if not short:
        deck = list(SPECIAL)
        _rng(seed, "specials").shuffle(deck)
        specials = tuple(deck[:SPECIALS_DEALT])
    start = _rng(seed, "start player").randrange(players)
    return dealt(
        players, short, seed, tuple(tiles), proposals_for(players, short, seed), specials, start
    )


def dealt(
    players: int,
    short: bool,
    seed: int,
    tiles: tuple[int, ...],
    proposals: tuple[tuple[str, ...], ...],
    specials: tuple[str, ...],
    start: int,
) -> GameState:
    """The game whose random draws are given (LH-SETUP-*): the supply tiles in order, the three
    building proposal piles (each sorted, lowest on top), the special buildings dealt (top
    first; none in the short game) and the start player. :func:`new_game` draws them from its
    seed; OpenSpiel's chance nodes draw them one at a time."""
    town = list(START)
    if short:
        town += [c.id for c in CARDS if players in c.short_town_start]
    goods = Bag.from_pairs(START_GOODS_SHORT if short else START_GOODS_FULL)
    ships: list[tuple[str, ...]] = [()] * players
    stacks: list[tuple[str, ...]] = [(), (), (), ()]
    if short and players == 1:
        ships[0] = ("S01",)
        stacks[0] = ("S03",)
    elif short and players == 2:
        ships = [("S01",), ("S03",)]
    state = GameState(
        num_players=players,
        short=short,
        seed=seed,
        rounds=(ROUNDS_SHORT if short else ROUNDS_FULL)[players - 1],
        start_player=start,
        players=tuple(PlayerState(START_FRANCS, goods, ships=ships[i]) for i in range(players)),
        offers=Offers(OFFERS_SHORT if short else OFFERS_FULL),
        round=1,
        step=1,
        active=start,
        phase=Phase.MAIN,
        tiles=tiles,
        town=sort_cards(town),
        proposals=proposals,
        specials=specials,
        ship_stacks=tuple(stacks),
        known=(0,) * players,
    )
    return start_turn(state)
