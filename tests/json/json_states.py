"""Test-only builders of plausible game states for the JSON tests (not engine-made states).

``sample_state`` builds one fixed, readable position per player count; ``game_states`` is a
Hypothesis strategy of random positions that ``load_state`` must accept.
"""

from __future__ import annotations

import random

from attrs import evolve
from hypothesis import strategies as st

from brass_rules import components
from brass_rules.board import BIRMINGHAM
from brass_rules.enums import Era, Industry, Variant
from brass_rules.state import (
    BuiltTile,
    Continuable,
    GameState,
    InProgress,
    MerchantSlot,
    PlayerState,
)

CO, MA, PO, CL, IR, BR = (
    Industry.COTTON,
    Industry.MANUFACTURER,
    Industry.POTTERY,
    Industry.COAL,
    Industry.IRON,
    Industry.BREWERY,
)


def _deal_merchants(players: int, order: list[int]) -> tuple[MerchantSlot, ...]:
    tiles = list(components.merchant_tiles(players))
    dealt = iter([tiles[i] for i in order])
    out: list[MerchantSlot] = []
    for space in BIRMINGHAM.merchant_spaces:
        if players in space.players:
            goods = next(dealt)
            out.append(MerchantSlot(goods, bool(goods)))
        else:
            out.append(MerchantSlot(None, False))
    return tuple(out)


def _without(
    mat: tuple[tuple[int, ...], ...], industry: Industry, level: int
) -> tuple[tuple[int, ...], ...]:
    levels = list(mat[industry.index])
    levels.remove(level)
    return tuple(tuple(levels) if i == industry.index else m for i, m in enumerate(mat))


def sample_state(players: int = 3, *, seed: int = 1) -> GameState:
    """A Canal Era position in round 2: a few tiles and links, cards dealt from the deck."""
    rng = random.Random(seed)
    deck = list(components.deck(players))
    rng.shuffle(deck)
    placed = [  # (location, slot, owner, industry, level, flipped, resources)
        ("Dudley", 0, 0, CL, 1, False, 2),
        ("Birmingham", 0, 1, CO, 1, True, 0),
        ("North Farm Brewery", 0, 0, BR, 1, False, 1),
        ("Coalbrookdale", 1, players - 1, IR, 1, False, 3),
        ("Stoke-on-Trent", 1, 1, PO, 1, True, 0),
    ]
    mats = [components.MATS] * players
    tiles: list[BuiltTile | None] = [None] * len(BIRMINGHAM.slot_specs)
    for location, slot, owner, industry, level, flipped, resources in placed:
        tiles[BIRMINGHAM.slot(location, slot).index] = BuiltTile(
            owner, industry, level, flipped, resources
        )
        mats[owner] = _without(mats[owner], industry, level)
    mats[0] = _without(mats[0], PO, 1)  # developed away
    links: list[int | None] = [None] * len(BIRMINGHAM.links)
    for a, b, owner in [("Birmingham", "Walsall", 1), ("Dudley", "Wolverhampton", 0)]:
        links[BIRMINGHAM.link_between(a, b).index] = owner
    people = []
    for p in range(players):
        hand = tuple(sorted(deck[:7]))
        face_down = (deck[7],)
        discard = tuple(deck[8:10])
        del deck[:10]
        people.append(
            PlayerState(
                money=17 - 3 * p,
                vp=p,
                income_space=10 + p,
                spent=3 * p,
                hand=hand,
                discard=discard,
                face_down=face_down,
                mat=mats[p],
                links_left=14 - links.count(p),
            )
        )
    people[0] = evolve(people[0], hand=tuple(sorted((*people[0].hand, "wild location"))))
    order = list(range(len(components.merchant_tiles(players))))
    rng.shuffle(order)
    return GameState(
        players=tuple(people),
        tiles=tuple(tiles),
        links=tuple(links),
        coal_market=12,
        iron_market=8,
        merchants=_deal_merchants(players, order),
        deck=tuple(deck),
        wild_location=3,
        wild_industry=4,
        era=Era.CANAL,
        round=2,
        turn_order=tuple(reversed(range(players))),
        turn=1,
        actions_taken=1,
        in_progress=None,
        debts=(0,) * players,
        variant=Variant.STANDARD,
        seed=seed,
        bank=40,
        over=False,
    )


def _resource_limit(industry: Industry, level: int, flipped: bool) -> int:
    if flipped:
        return 0
    if industry in (CL, IR):
        return components.TILES[(industry, level)].produces
    return 2 if industry is BR else 0


@st.composite
def game_states(draw: st.DrawFn) -> GameState:
    """Random positions that respect every structural check of ``load_state``."""
    n = draw(st.integers(2, 4))
    era = draw(st.sampled_from(Era))
    mats = [[list(m) for m in components.MATS] for _ in range(n)]
    tiles: list[BuiltTile | None] = [None] * len(BIRMINGHAM.slot_specs)
    for spec in BIRMINGHAM.slot_specs:
        if draw(st.integers(0, 3)) != 0:
            continue
        owner = draw(st.integers(0, n - 1))
        industry = draw(st.sampled_from(sorted(spec.industries, key=lambda i: i.index)))
        mat = mats[owner][industry.index]
        if not mat:
            continue
        level = draw(st.sampled_from(sorted(set(mat))))
        mat.remove(level)
        flipped = draw(st.booleans())
        resources = draw(st.integers(0, _resource_limit(industry, level, flipped)))
        tiles[spec.index] = BuiltTile(owner, industry, level, flipped, resources)
    for p in range(n):  # some tiles developed or overbuilt away
        for levels in mats[p]:
            del levels[: draw(st.integers(0, 2))]
    links: list[int | None] = [None] * len(BIRMINGHAM.links)
    for space in BIRMINGHAM.links:
        if (space.canal if era is Era.CANAL else space.rail) and draw(st.integers(0, 3)) == 0:
            owner = draw(st.integers(0, n - 1))
            if links.count(owner) < 14:
                links[space.index] = owner
    cards = list(draw(st.permutations(components.deck(n))))
    cards = cards[: draw(st.integers(0, len(cards)))]
    wild = {components.WILD_LOCATION: 4, components.WILD_INDUSTRY: 4}
    people = []
    for p in range(n):
        hand = [cards.pop() for _ in range(min(len(cards), draw(st.integers(0, 8))))]
        for kind in wild:
            if draw(st.integers(0, 4)) == 0:
                hand.append(kind)
                wild[kind] -= 1
        discard = tuple(cards.pop() for _ in range(min(len(cards), draw(st.integers(0, 5)))))
        face_down = tuple(cards.pop() for _ in range(min(len(cards), draw(st.integers(0, 1)))))
        on_board = links.count(p)
        people.append(
            PlayerState(
                money=draw(st.integers(0, 300)),
                vp=draw(st.integers(0, 250)),
                income_space=draw(st.integers(0, 99)),
                spent=draw(st.integers(0, 100)),
                hand=tuple(sorted(hand)),
                discard=discard,
                face_down=face_down,
                mat=tuple(tuple(levels) for levels in mats[p]),
                links_left=draw(st.integers(0, 14 - on_board)),
            )
        )
    order = draw(st.permutations(range(len(components.merchant_tiles(n)))))
    merchants = list(_deal_merchants(n, list(order)))
    for i, slot in enumerate(merchants):
        if slot.goods:
            merchants[i] = MerchantSlot(slot.goods, draw(st.booleans()))
    debts = tuple(draw(st.sampled_from([0, 0, 0, 4])) for _ in range(n))
    over = draw(st.integers(0, 5)) == 0
    state = GameState(
        players=tuple(people),
        tiles=tuple(tiles),
        links=tuple(links),
        coal_market=draw(st.integers(0, 14)),
        iron_market=draw(st.integers(0, 10)),
        merchants=tuple(merchants),
        deck=tuple(cards),
        wild_location=draw(st.integers(0, wild[components.WILD_LOCATION])),
        wild_industry=draw(st.integers(0, wild[components.WILD_INDUSTRY])),
        era=era,
        round=draw(st.integers(1, 10)),
        turn_order=tuple(draw(st.permutations(range(n)))),
        turn=draw(st.integers(0, n if over or any(debts) else n - 1)),
        actions_taken=draw(st.integers(0, 1)),
        in_progress=None,
        debts=debts,
        variant=draw(st.sampled_from(Variant)),
        seed=draw(st.integers(-(2**63), 2**63)),
        bank=draw(st.integers(-500, 500)),
        over=over,
    )
    if state.to_move is not None and not state.in_debt_phase:
        own = [i for i, owner in enumerate(links) if owner == state.to_move]
        choices: list[InProgress | None] = [None, InProgress(Continuable.DEVELOP)]
        choices += [InProgress(Continuable.SELL)]
        choices += [InProgress(Continuable.NETWORK, i) for i in own]
        state = evolve(state, in_progress=draw(st.sampled_from(choices)))
    return state


__all__ = ["game_states", "sample_state"]
