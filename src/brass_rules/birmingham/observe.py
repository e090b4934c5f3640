"""Per-player observations (R-GEN-HIDDEN): what one player may know of a state.

An :class:`Observation` holds everything its player may know and nothing else: the board,
markets and merchants; every player's money, VP, income, spending, mat, link tiles, discard pile,
hand size and the cards publicly known to be in that hand (the wild cards a Scout took, until
they are played); the deck's size; the observer's own hand; and where the game stands (era,
round, turn order, the action in progress, debts). Hidden: the other hands, the deck's order, the
face-down cards and the seed. Bots should decide from an observation, never a state.

>>> from brass_rules.birmingham.setup import new_game
>>> s = new_game(players=3, seed=7)
>>> o = observe(s, 0)
>>> o.players[0].hand == s.players[0].hand, o.players[1].hand, o.players[1].hand_size
(True, None, 8)
>>> o.deck_size, o.players[0].face_down
(27, 1)
"""

from __future__ import annotations

from attrs import frozen

from brass_rules.birmingham.components import WILD_CARDS
from brass_rules.birmingham.enums import Era, Variant
from brass_rules.birmingham.guards import not_a
from brass_rules.birmingham.state import BuiltTile, GameState, InProgress, MerchantSlot, PlayerState
from brass_rules.errors import quote
from brass_rules.kit.svg import repr_svg


@frozen
class PlayerView:
    """One player as seen by the observer."""

    money: int
    vp: int
    income_space: int
    spent: int
    hand: tuple[str, ...] | None
    """The observer's own hand (sorted); None for other players."""
    hand_size: int
    known_cards: tuple[str, ...]
    """The cards everybody knows to be in this hand (sorted): the wild cards taken by a Scout
    (R-SCOUT), until played. Wild cards enter a hand only this way."""
    discard: tuple[str, ...]
    """The face-up discard pile (public), oldest first."""
    face_down: int
    """How many cards lie face down (their faces are hidden from everyone)."""
    mat: tuple[tuple[int, ...], ...]
    links_left: int


@frozen
class Observation:
    """The public part of a state plus the observer's own hand (hashable, comparable)."""

    player: int | None
    """The observer; ``None`` for the public view (a spectator's: no hand at all)."""
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
    turn: int
    """Position in :attr:`turn_order` of the player whose turn it is (as in the state)."""
    bank: int
    """The net £ the bank has received (public: every payment is seen)."""

    @property
    def num_players(self) -> int:
        """The number of players (2-4)."""
        return len(self.players)

    @property
    def game(self) -> str:
        """The name of this game in the registry: ``"brass_birmingham"``."""
        return "brass_birmingham"

    @property
    def in_debt_phase(self) -> bool:
        """True while some player must remove tiles to pay negative income."""
        return any(self.debts)

    @property
    def hand(self) -> tuple[str, ...]:
        """The observer's own hand (``()`` in the public view, which has no observer)."""
        if self.player is None:
            return ()
        own = self.players[self.player].hand
        assert own is not None
        return own

    def _repr_svg_(self) -> str:
        """The board as the observer sees it, for Jupyter
        (:func:`brass_rules.birmingham.picture.render_svg`)."""
        return repr_svg(self)


def _view(p: PlayerState, own: bool) -> PlayerView:
    hand = p.hand
    # by position (the fields' order), as observe builds the Observation: keywords cost more
    return PlayerView(
        p.money,
        p.vp,
        p.income_space,
        p.spent,
        hand if own else None,
        len(hand),
        () if WILD_CARDS.isdisjoint(hand) else tuple(c for c in hand if c in WILD_CARDS),
        p.discard,
        len(p.face_down),
        p.mat,
        p.links_left,
    )


def observe(state: GameState, player: int | None) -> Observation:
    """What *player* may know of *state* (R-GEN-HIDDEN); ``player=None`` gives the public view,
    a spectator's: every hand hidden (their sizes and known wild cards only), no deck order, no
    seed. Its :func:`~brass_rules.birmingham.engine.legal_moves` is ``()``.

    >>> from brass_rules.birmingham.setup import new_game
    >>> public = observe(new_game(players=2, seed=7), None)
    >>> public.player, public.players[0].hand, public.players[0].hand_size, public.hand
    (None, None, 8, ())

    :raises TypeError: when *state* is not a :class:`GameState` or *player* is not an int or
        None.
    :raises ValueError: when there is no such player.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    if player is not None and (isinstance(player, bool) or not isinstance(player, int)):
        raise not_a("player", "an int or None", player)
    if player is not None and not 0 <= player < state.num_players:
        raise ValueError(f"no player {quote(player)} in a {state.num_players}-player game")
    views = [_view(p, i == player) for i, p in enumerate(state.players)]
    return Observation(
        player,
        tuple(views),
        state.tiles,
        state.links,
        state.coal_market,
        state.iron_market,
        state.merchants,
        len(state.deck),
        state.wild_location,
        state.wild_industry,
        state.era,
        state.round,
        state.turn_order,
        state.to_move,
        state.actions_taken,
        state.in_progress,
        state.debts,
        state.variant,
        state.over,
        state.turn,
        state.bank,
    )
