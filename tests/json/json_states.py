"""Test-only builders of plausible game states for the JSON tests (not engine-made states).

``sample_state`` builds one fixed, readable position per player count; ``game_states`` is a
Hypothesis strategy of random positions that ``load_state`` must accept.
"""

from __future__ import annotations

import random

from attrs import evolve
from hypothesis import strategies as st

from brass_rules import components
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.enums import Era, Industry, Variant
from brass_rules.birmingham.state import (
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
    # Round 2, turn 1 of order (n-1, ..., 0): the first player has played two actions and drawn
    # back to 8, the mover (player n-2) one; the deck then refills every hand evenly (load_state
    # rejects hands that cannot run out evenly). Player 0 holds a wild location card.
    mover = players - 2
    sizes = [8] * players
    sizes[mover] = 7
    deck_size = {2: 18, 3: 22, 4: 22}[players]
    hands: list[list[str]] = []
    for p in range(players):
        hands.append(deck[: sizes[p] - (p == 0)])
        del deck[: sizes[p] - (p == 0)]
    face_downs = [[deck.pop()] for _ in range(players)]
    rest, deck = deck[deck_size:], deck[:deck_size]
    discards = [rest[p::players] for p in range(players)]
    people = []
    for p in range(players):
        hand = tuple(sorted(hands[p]))
        face_down = tuple(face_downs[p])
        discard = tuple(discards[p])
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


def between_rounds(state: GameState) -> GameState:
    """*state* after the last turn of its round (``turn`` = players, no action under way), its
    cards moved so that every hand holds 8 and the deck refills them evenly (R-FLOW-REFILL)."""
    n = state.num_players
    pool = [c for p in state.players for c in p.discard] + list(state.deck)
    players = []
    for p in state.players:
        need = 8 - len(p.hand)
        players.append(evolve(p, hand=tuple(sorted((*p.hand, *pool[:need]))), discard=()))
        del pool[:need]
    size = len(pool) // (2 * n) * (2 * n)
    deck, rest = pool[:size], pool[size:]
    players[0] = evolve(players[0], discard=tuple(rest))
    return evolve(
        state, players=tuple(players), deck=tuple(deck), turn=n, actions_taken=0, in_progress=None
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
    return make_live(state, random.Random(draw(st.integers(0, 2**32))))


def make_live(state: GameState, rng: random.Random) -> GameState:
    """*state* with its flow made one that play can reach from here on, as ``load_state`` checks:
    the full deck dealt so that the hands run out evenly (R-FLOW-REFILL), debts only where money
    falls short and a tile can be removed (R-FLOW-DEBT), and an action in progress only where it
    can continue (never a Network in the Canal Era)."""
    n = state.num_players
    if state.over:
        return evolve(state, turn=n, actions_taken=0, in_progress=None)
    debts = []
    players = list(state.players)
    for p, owed in enumerate(state.debts):
        removable = any(
            t is not None and t.owner == p and components.TILES[(t.industry, t.level)].cost >= 2
            for t in state.tiles
        )
        debts.append(players[p].money + 1 + rng.randrange(5) if owed and removable else 0)
    between = any(debts)
    per = 1 if state.era is Era.CANAL and state.round == 1 else 2
    turn = n if between else min(state.turn, n - 1)
    taken = 0 if between else min(state.actions_taken, per - 1)
    progress = None if between else state.in_progress
    if progress is not None and progress.action is Continuable.NETWORK and state.era is Era.CANAL:
        progress = None
    pool = list(components.deck(n))
    rng.shuffle(pool)
    hand = 8
    if per == 1 and not between:  # between turns the hands are dealt for the next round
        deck_size = n + 2 * n * rng.randrange((len(pool) - 9 * n) // (2 * n) + 1)
    else:
        deck_size = 2 * n * rng.randrange((len(pool) - 8 * n) // (2 * n) + 1)
        if deck_size == 0:
            hand = rng.choice([2, 4, 6, 8])
    sizes = [hand] * n
    if not between:
        for i, p in enumerate(state.turn_order):
            if i < turn:
                sizes[p] = 8 if deck_size else hand - per
                deck_size -= per if deck_size else 0
            elif i == turn:
                sizes[p] = hand - taken - (progress is not None)
    wild = {components.WILD_LOCATION: 0, components.WILD_INDUSTRY: 0}
    for p in range(n):
        hand_cards = [pool.pop() for _ in range(sizes[p])]
        if hand_cards and rng.randrange(4) == 0:  # a wild card from a Scout in place of one
            kind = rng.choice(sorted(wild))
            pool.append(hand_cards.pop())
            hand_cards.append(kind)
            wild[kind] += 1
        players[p] = evolve(players[p], hand=tuple(sorted(hand_cards)))
    deck = tuple(pool.pop() for _ in range(deck_size))
    for p in range(n):
        face_down = (pool.pop(),) if state.era is Era.CANAL and pool and rng.randrange(2) else ()
        players[p] = evolve(players[p], face_down=face_down, discard=())
    for card in pool:
        p = rng.randrange(n)
        players[p] = evolve(players[p], discard=(*players[p].discard, card))
    live = evolve(
        state,
        players=tuple(players),
        deck=deck,
        wild_location=min(state.wild_location, 4 - wild[components.WILD_LOCATION]),
        wild_industry=min(state.wild_industry, 4 - wild[components.WILD_INDUSTRY]),
        turn=turn,
        actions_taken=taken,
        in_progress=progress,
        debts=tuple(debts),
    )
    if progress is not None:
        from brass_rules.birmingham.engine import legal_moves

        if len(legal_moves(live)) <= 1:  # no continuation: the action would have ended
            return make_live(evolve(state, in_progress=None), rng)
    return live


__all__ = ["between_rounds", "game_states", "make_live", "sample_state"]
