"""Per-player observations (R-GEN-HIDDEN): what one player may see of a state.

Hands of other players, the deck order, the face-down setup cards and the seed are hidden;
everything else is public. Bots should decide from an :class:`Observation`, never a state.

>>> from brass_rules.setup import new_game
>>> s = new_game(players=3, seed=7)
>>> o = observe(s, 0)
>>> o.players[0].hand == s.players[0].hand, o.players[1].hand, o.players[1].hand_size
(True, None, 8)
>>> o.deck_size, o.players[0].face_down
(27, 1)
"""

from __future__ import annotations

from attrs import frozen

from brass_rules.enums import Era, Variant
from brass_rules.state import BuiltTile, GameState, InProgress, MerchantSlot


@frozen
class PlayerView:
    """One player as seen by the observer."""

    money: int
    vp: int
    income_space: int
    spent: int
    hand: tuple[str, ...] | None
    """The observer's own hand; None for other players."""
    hand_size: int
    discard: tuple[str, ...]
    """The face-up discard pile (public)."""
    face_down: int
    """How many cards lie face down (their faces are hidden from everyone)."""
    mat: tuple[tuple[int, ...], ...]
    links_left: int


@frozen
class Observation:
    """The public part of a state plus the observer's own hand."""

    player: int
    """The observer."""
    players: tuple[PlayerView, ...]
    tiles: tuple[BuiltTile | None, ...]
    links: tuple[int | None, ...]
    coal_market: int
    iron_market: int
    merchants: tuple[MerchantSlot, ...]
    deck_size: int
    wild_location: int
    wild_industry: int
    era: Era
    round: int
    turn_order: tuple[int, ...]
    to_move: int | None
    actions_taken: int
    in_progress: InProgress | None
    debts: tuple[int, ...]
    variant: Variant
    is_over: bool


def observe(state: GameState, player: int) -> Observation:
    """What *player* may see of *state* (R-GEN-HIDDEN)."""
    if isinstance(player, bool) or not isinstance(player, int):
        raise TypeError(f"player must be an int, not {player!r}")
    if not 0 <= player < state.num_players:
        raise ValueError(f"no player {player!r} in a {state.num_players}-player game")
    views = tuple(
        PlayerView(
            money=p.money,
            vp=p.vp,
            income_space=p.income_space,
            spent=p.spent,
            hand=p.hand if i == player else None,
            hand_size=len(p.hand),
            discard=p.discard,
            face_down=len(p.face_down),
            mat=p.mat,
            links_left=p.links_left,
        )
        for i, p in enumerate(state.players)
    )
    return Observation(
        player=player,
        players=views,
        tiles=state.tiles,
        links=state.links,
        coal_market=state.coal_market,
        iron_market=state.iron_market,
        merchants=state.merchants,
        deck_size=len(state.deck),
        wild_location=state.wild_location,
        wild_industry=state.wild_industry,
        era=state.era,
        round=state.round,
        turn_order=state.turn_order,
        to_move=state.to_move,
        actions_taken=state.actions_taken,
        in_progress=state.in_progress,
        debts=state.debts,
        variant=state.variant,
        is_over=state.over,
    )
