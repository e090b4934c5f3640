"""R-SETUP: a new game for 2, 3 or 4 players, every shuffle derived from the seed."""

from __future__ import annotations

import random

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Era, Variant
from brass_rules.birmingham.state import GameState, MerchantSlot, PlayerState
from brass_rules.errors import SetupError, quote

__all__ = ["SetupError", "new_game"]  # SetupError: still importable from here

#: Seeds are ints of at most 64 bits: ``-SEED_LIMIT <= seed <= SEED_LIMIT``.
SEED_LIMIT = 2**64 - 1


def new_game(*, players: int, seed: int, variant: Variant = Variant.STANDARD) -> GameState:
    """Set up a game (R-SETUP): same *players*, *seed* and *variant*, same game.

    :raises SetupError: for a player count other than 2, 3 or 4, a seed that is not an int of at
        most 64 bits (``abs(seed) <= SEED_LIMIT``), or a variant that is not a :class:`Variant`.

    >>> s = new_game(players=3, seed=7)
    >>> s.era.value, s.round, [len(p.hand) for p in s.players], s.coal_market, s.iron_market
    ('canal', 1, [8, 8, 8], 13, 8)
    >>> len(s.deck)
    27
    """
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise SetupError(f"Brass: Birmingham is for 2, 3 or 4 players, not {quote(players)}.")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError(f"The seed must be an int, not {quote(seed)}.")
    if not -SEED_LIMIT <= seed <= SEED_LIMIT:
        raise SetupError(f"The seed must be an int of at most 64 bits, not {quote(seed)}.")
    if not isinstance(variant, Variant):
        raise SetupError(f"Unknown variant {quote(variant)}.")
    deck = list(comp.deck(players))
    random.Random(f"{seed}:deck").shuffle(deck)
    tiles = list(comp.merchant_tiles(players))
    random.Random(f"{seed}:merchants").shuffle(tiles)
    merchants: list[MerchantSlot] = []
    for space in BIRMINGHAM.merchant_spaces:
        if players in space.players:
            goods = tiles.pop(0)
            merchants.append(MerchantSlot(goods, bool(goods)))
        else:
            merchants.append(MerchantSlot(None, False))
    order = list(range(players))
    random.Random(f"{seed}:order").shuffle(order)
    people: list[PlayerState] = []
    for _ in range(players):
        hand, deck = deck[: comp.HAND_SIZE], deck[comp.HAND_SIZE :]
        face_down, deck = deck[: comp.FACE_DOWN_DISCARD], deck[comp.FACE_DOWN_DISCARD :]
        people.append(
            PlayerState(
                money=comp.START_MONEY,
                vp=0,
                income_space=comp.START_SPACE,
                spent=0,
                hand=tuple(sorted(hand)),
                discard=(),
                face_down=tuple(face_down),
                mat=comp.MATS,
                links_left=comp.LINK_TILES,
            )
        )
    return GameState(
        players=tuple(people),
        tiles=(None,) * len(BIRMINGHAM.slot_specs),
        links=(None,) * len(BIRMINGHAM.links),
        coal_market=comp.COAL_MARKET.start_cubes,
        iron_market=comp.IRON_MARKET.start_cubes,
        merchants=tuple(merchants),
        deck=tuple(deck),
        wild_location=comp.WILD_PILE,
        wild_industry=comp.WILD_PILE,
        era=Era.CANAL,
        round=1,
        turn_order=tuple(order),
        turn=0,
        actions_taken=0,
        in_progress=None,
        debts=(0,) * players,
        variant=variant,
        seed=seed,
    )
