"""The pieces of the picture a move names: :func:`move_targets`, and the ids a choice points at.

>>> import brass_rules as br
>>> from brass_rules.birmingham.frontend.targets import move_targets
>>> s = br.new_game(players=2, seed=1)
>>> move = br.Build("Kidderminster", br.Industry.COTTON, "Kidderminster")
>>> s.to_move, move_targets(br.observe(s, 1), move)
(1, ('card-0', 'mat-1-cotton', 'slot-Kidderminster-1'))
>>> move_targets(s, move)  # the table's picture shows no hand: the player's panel instead
('player-1', 'mat-1-cotton', 'slot-Kidderminster-1')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.complete import complete
from brass_rules.birmingham.enums import Industry
from brass_rules.birmingham.guards import move_problem
from brass_rules.birmingham.hidden import stand_in_for
from brass_rules.birmingham.moves import (
    Build,
    Develop,
    MarketRef,
    MerchantRef,
    Move,
    Network,
    Scout,
    Sell,
    SellForDebt,
    Source,
    TileRef,
)
from brass_rules.birmingham.notation import write
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.picture.ids import (
    beer_id,
    card_id,
    link_id,
    market_id,
    mat_id,
    merchant_id,
    player_id,
    slot_id,
)
from brass_rules.birmingham.state import GameState
from brass_rules.errors import IllegalMoveError

__all__ = ["card_targets", "move_list", "move_targets", "present_ids", "source_targets"]

_B = BIRMINGHAM
_STATIC: frozenset[str] = frozenset(
    (
        *(slot_id(s.location, s.slot) for s in _B.slot_specs),
        *(link_id(space.ends) for space in _B.links),
        *(merchant_id(m.merchant, m.space) for m in _B.merchant_spaces),
        market_id("coal"),
        market_id("iron"),
    )
)

Position = GameState | Observation


def present_ids(position: Position) -> frozenset[str]:
    """The ids of the pieces that ``render_svg(position)`` draws (see
    :mod:`~brass_rules.birmingham.picture.ids`)."""
    ids = set(_STATIC)
    for ms, slot in zip(_B.merchant_spaces, position.merchants, strict=True):
        if slot.goods is not None and slot.beer:
            ids.add(beer_id(ms.merchant, ms.space))
    for i in range(position.num_players):
        ids.add(player_id(i))
        ids.update(mat_id(i, ind.value) for ind in Industry)
    hand = _shown_hand(position)
    if hand is not None:
        ids.update(card_id(k) for k in range(len(hand)))
    return frozenset(ids)


#: :func:`present_ids` remembered for the last few positions (asked once per legal move).
_present_ids_cached = lru_cache(maxsize=64)(present_ids)
#: The last position asked and its ids: the same object again needs no hashing.
_last_present: tuple[object, frozenset[str]] = (None, frozenset())


def _present_ids(position: Position) -> frozenset[str]:
    global _last_present
    last, ids = _last_present  # one read: a thread may replace the pair meanwhile
    if last is not position:
        ids = _present_ids_cached(position)
        _last_present = (position, ids)
    return ids


def _shown_hand(position: Position) -> tuple[str, ...] | None:
    """The hand the picture of *position* shows (the observer's), if any."""
    if isinstance(position, Observation) and position.player is not None:
        return position.players[position.player].hand
    return None


def card_targets(position: Position, player: int | None, cards: Sequence[str]) -> tuple[str, ...]:
    """The ids of *cards* in *player*'s hand as the picture shows it: each card (a different one
    per repeated name) when the picture shows that hand, else the player's panel."""
    if player is None:
        return ()
    hand = _shown_hand(position)
    if hand is None or position.player != player:  # type: ignore[union-attr]
        return (player_id(player),) if cards else ()
    out: list[str] = []
    for card in cards:
        for k, held in enumerate(hand):
            ident = card_id(k)
            if held == card and ident not in out:
                out.append(ident)
                break
    return tuple(out)


def source_targets(resource: str, sources: Iterable[Source] | None) -> tuple[str, ...]:
    """The ids of the places cubes or barrels come from (each once, in order)."""
    out: list[str] = []
    for source in sources or ():
        if isinstance(source, TileRef):
            ident = slot_id(source.location, source.slot)
        elif isinstance(source, MerchantRef):
            ident = beer_id(source.merchant, source.space)
        elif isinstance(source, MarketRef):
            ident = market_id(resource)
        else:
            continue
        if ident not in out:
            out.append(ident)
    return tuple(out)


def _named(position: Position, player: int | None, move: Move) -> list[str]:
    """Every id *move* names, in the order card, mat, place, sources, merchant."""
    if isinstance(move, Scout):
        ids = list(card_targets(position, player, move.cards))
    else:
        card = getattr(move, "card", None)
        ids = list(card_targets(position, player, (card,) if isinstance(card, str) else ()))
    _board_named(ids, player, move)
    return ids


def _board_named(ids: list[str], player: int | None, move: Move) -> None:
    """Add to *ids* the ids *move* names after its cards: mat, place, sources, merchant."""
    if isinstance(move, Build):
        if player is not None:
            ids.append(mat_id(player, move.industry.value))
        if move.slot is not None:
            ids.append(slot_id(move.location, move.slot))
        elif _B.has_location(move.location):
            loc = _B.location(move.location)
            ids += [slot_id(loc.name, i) for i, s in enumerate(loc.slots) if move.industry in s]
        ids += source_targets("coal", move.coal)
        ids += source_targets("iron", move.iron)
    elif isinstance(move, Network):
        ids.append(link_id(move.link))
        ids += source_targets("coal", move.coal)
        ids += source_targets("beer", move.beer)
    elif isinstance(move, Develop):
        if player is not None:
            ids.append(mat_id(player, move.industry.value))
        ids += source_targets("iron", move.iron)
    elif isinstance(move, Sell):
        ids.append(slot_id(move.tile.location, move.tile.slot))
        if move.merchant is not None:
            ids.append(merchant_id(move.merchant.merchant, move.merchant.space))
        ids += source_targets("beer", move.beer)
        if move.bonus is not None and player is not None:
            ids.append(mat_id(player, move.bonus.value))
    elif isinstance(move, SellForDebt):
        ids.append(slot_id(move.tile.location, move.tile.slot))


def move_targets(position: Position, move: Move) -> tuple[str, ...]:
    """The ids of the picture's pieces *move* names in *position* (a state or an observation):
    the card (or the player's panel when the picture shows no hand), the mat tile, the slot or
    link, the sources of coal, iron and beer, the merchant. A legal move is completed first, so
    the sources the engine would choose are named; an illegal one names what it gives. Every id
    is one that ``render_svg(position)`` draws (others are left out).

    :raises TypeError: if *position* is neither a ``GameState`` nor an ``Observation``, or
        *move* is not a well-typed move.
    """
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    player = position.to_move if isinstance(position, GameState | Observation) else None
    state = stand_in_for(position, _cards(move))
    try:
        move = complete(state, move)
    except IllegalMoveError:
        pass
    present = _present_ids(position)
    out: list[str] = []
    for ident in _named(position, player, move):
        if ident in present and ident not in out:
            out.append(ident)
    return tuple(out)


def move_list(position: Position, moves: Sequence[Move]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The label (``format_move``) and the targets (:func:`move_targets`) of each of *moves*,
    legal moves of the player to move in *position*: the same texts and ids, without checking
    or completing the moves again (``legal_moves`` lists them completed).

    >>> import brass_rules as br
    >>> s = br.new_game(players=2, seed=1)
    >>> obs = br.observe(s, s.to_move)
    >>> legal = br.legal_moves(s)
    >>> move_list(obs, legal) == tuple(
    ...     (br.format_move(obs, m), move_targets(obs, m)) for m in legal)
    True
    """
    player = position.to_move if isinstance(position, GameState | Observation) else None
    present = _present_ids(position)
    shown = not isinstance(position, Observation) or position.to_move == position.player
    state = stand_in_for(position) if shown else None
    by_card: dict[str | None, tuple[str, ...]] = {}  # the ids of a move's one card (or none)
    out = []
    for move in moves:
        if isinstance(move, Scout):
            named = list(card_targets(position, player, move.cards))
        else:
            card = getattr(move, "card", None)
            found = by_card.get(card)
            if found is None:
                found = by_card[card] = card_targets(
                    position, player, (card,) if isinstance(card, str) else ()
                )
            named = list(found)
        _board_named(named, player, move)
        ids: list[str] = []
        for ident in named:
            if ident in present and ident not in ids:
                ids.append(ident)
        where = state if state is not None else stand_in_for(position, _cards(move))
        out.append((write(where, move), tuple(ids)))
    return tuple(out)


def _cards(move: object) -> tuple[str, ...]:
    cards = getattr(move, "cards", None)
    if isinstance(cards, tuple):
        return tuple(c for c in cards if isinstance(c, str))
    card = getattr(move, "card", None)
    return (card,) if isinstance(card, str) else ()
