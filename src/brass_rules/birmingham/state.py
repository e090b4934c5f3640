"""The game state: frozen records only; rules live in functions elsewhere.

A :class:`GameState` holds everything needed to continue the game, hidden information included.
Unchanged parts are shared between a state and its successor, never copied: :func:`changed` and
:func:`changed_player` build the successor (``attrs.evolve`` does the same, more slowly).
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from attrs import frozen

from brass_rules.birmingham.enums import Era, Industry, Variant
from brass_rules.kit.svg import repr_svg


class Continuable(Enum):
    """The actions that may take several steps; the value is the JSON action name."""

    NETWORK = "network"
    DEVELOP = "develop"
    SELL = "sell"


@frozen
class BuiltTile:
    """An industry tile on a slot of the board."""

    owner: int
    """Index of the player who owns it."""
    industry: Industry
    level: int
    flipped: bool = False
    """Turned to its developed side (R-RES-FLIP)."""
    resources: int = 0
    """Coal cubes, iron cubes or beer barrels on it (0 for other industries)."""


@frozen
class PlayerState:
    """One player's money, score, hand and mat."""

    money: int
    """Money in hand, in £ (R-SETUP-PLAYER: 17 at the start)."""
    vp: int
    """Victory points scored so far."""
    income_space: int
    """Space of the income marker on the progress track (0-99); its level is the income."""
    spent: int
    """£ paid this round; decides the turn order (R-FLOW-ORDER)."""
    hand: tuple[str, ...]
    """Cards in hand (JSON names), kept sorted."""
    discard: tuple[str, ...]
    """Face-up discard pile, oldest first."""
    face_down: tuple[str, ...]
    """Cards face down under the discard pile (the setup card in the Canal Era)."""
    mat: tuple[tuple[int, ...], ...]
    """Per industry (``INDUSTRIES`` order): levels of the tiles still on the mat, lowest first."""
    links_left: int
    """Link tiles not on the board (R-NETWORK-SUPPLY)."""


@frozen
class MerchantSlot:
    """One merchant space: the tile on it (if in use) and its beer barrel."""

    goods: frozenset[Industry] | None
    """Goods the merchant tile buys (empty for a blank tile); None when the space is unused."""
    beer: bool
    """True while the barrel beside the tile is there."""


@frozen
class InProgress:
    """An action that the player to move may continue (rail Network, Develop, Sell)."""

    action: Continuable
    """Which action is in progress."""
    link: int | None = None
    """For a rail Network: the board index of the first link placed."""


@frozen
class GameState:
    """A complete, immutable position of a game."""

    players: tuple[PlayerState, ...]
    tiles: tuple[BuiltTile | None, ...]
    """Per board slot (``BIRMINGHAM.slot_specs`` order): the tile on it, or None."""
    links: tuple[int | None, ...]
    """Per link space (``BIRMINGHAM.links`` order): the owner of the link on it, or None."""
    coal_market: int
    """Coal cubes in the coal market (0-14)."""
    iron_market: int
    """Iron cubes in the iron market (0-10)."""
    merchants: tuple[MerchantSlot, ...]
    """Per merchant space (``BIRMINGHAM.merchant_spaces`` order)."""
    deck: tuple[str, ...]
    """The draw deck, top card first (hidden)."""
    wild_location: int
    """Cards left in the wild location pile."""
    wild_industry: int
    """Cards left in the wild industry pile."""
    era: Era
    round: int
    """1-based round within the era."""
    turn_order: tuple[int, ...]
    """Player indices in turn order for this round."""
    turn: int
    """Position in :attr:`turn_order` of the player whose turn it is."""
    actions_taken: int
    """Actions finished in the current turn."""
    in_progress: InProgress | None
    """The action that the player to move may continue, if any."""
    debts: tuple[int, ...]
    """Per player: £ of negative income still to be paid in the debt phase (R-FLOW-DEBT)."""
    variant: Variant
    seed: int
    """The seed every shuffle is derived from (R-SETUP-ORDER)."""
    bank: int = 0
    """Net £ the bank has received since the start (a ledger for conservation checks)."""
    over: bool = False
    """True once the game has ended (R-END-WIN)."""

    @property
    def num_players(self) -> int:
        """The number of players (2-4)."""
        return len(self.players)

    @property
    def game(self) -> str:
        """The name of this game in the registry: ``"brass_birmingham"``."""
        return "brass_birmingham"

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.over

    @property
    def to_move(self) -> int | None:
        """The player who must decide now; None once the game is over.

        In the debt phase it is the first player in turn order who still owes money.
        """
        if self.over:
            return None
        if any(self.debts):
            for p in self.turn_order:
                if self.debts[p]:
                    return p
        return self.turn_order[self.turn]

    @property
    def in_debt_phase(self) -> bool:
        """True while some player must remove tiles to pay negative income."""
        return any(self.debts)

    def _repr_svg_(self) -> str:
        """The public board, for Jupyter (:func:`brass_rules.birmingham.svg.render_svg`)."""
        return repr_svg(self)


class _Keep(Enum):
    KEEP = "keep"


#: The default of :func:`changed` and :func:`changed_player`: the field keeps its value.
KEEP: Final = _Keep.KEEP


def changed_player(
    p: PlayerState,
    *,
    money: int | _Keep = KEEP,
    vp: int | _Keep = KEEP,
    income_space: int | _Keep = KEEP,
    spent: int | _Keep = KEEP,
    hand: tuple[str, ...] | _Keep = KEEP,
    discard: tuple[str, ...] | _Keep = KEEP,
    face_down: tuple[str, ...] | _Keep = KEEP,
    mat: tuple[tuple[int, ...], ...] | _Keep = KEEP,
    links_left: int | _Keep = KEEP,
) -> PlayerState:
    """*p* with the given fields changed (``attrs.evolve`` without its generic lookups)."""
    return PlayerState(
        p.money if money is KEEP else money,
        p.vp if vp is KEEP else vp,
        p.income_space if income_space is KEEP else income_space,
        p.spent if spent is KEEP else spent,
        p.hand if hand is KEEP else hand,
        p.discard if discard is KEEP else discard,
        p.face_down if face_down is KEEP else face_down,
        p.mat if mat is KEEP else mat,
        p.links_left if links_left is KEEP else links_left,
    )


def changed(
    s: GameState,
    *,
    players: tuple[PlayerState, ...] | _Keep = KEEP,
    tiles: tuple[BuiltTile | None, ...] | _Keep = KEEP,
    links: tuple[int | None, ...] | _Keep = KEEP,
    coal_market: int | _Keep = KEEP,
    iron_market: int | _Keep = KEEP,
    merchants: tuple[MerchantSlot, ...] | _Keep = KEEP,
    deck: tuple[str, ...] | _Keep = KEEP,
    wild_location: int | _Keep = KEEP,
    wild_industry: int | _Keep = KEEP,
    era: Era | _Keep = KEEP,
    round: int | _Keep = KEEP,
    turn_order: tuple[int, ...] | _Keep = KEEP,
    turn: int | _Keep = KEEP,
    actions_taken: int | _Keep = KEEP,
    in_progress: InProgress | _Keep | None = KEEP,
    debts: tuple[int, ...] | _Keep = KEEP,
    bank: int | _Keep = KEEP,
    over: bool | _Keep = KEEP,
) -> GameState:
    """*s* with the given fields changed (``attrs.evolve`` without its generic lookups).

    The variant and the seed never change during a game.
    """
    return GameState(
        s.players if players is KEEP else players,
        s.tiles if tiles is KEEP else tiles,
        s.links if links is KEEP else links,
        s.coal_market if coal_market is KEEP else coal_market,
        s.iron_market if iron_market is KEEP else iron_market,
        s.merchants if merchants is KEEP else merchants,
        s.deck if deck is KEEP else deck,
        s.wild_location if wild_location is KEEP else wild_location,
        s.wild_industry if wild_industry is KEEP else wild_industry,
        s.era if era is KEEP else era,
        s.round if round is KEEP else round,
        s.turn_order if turn_order is KEEP else turn_order,
        s.turn if turn is KEEP else turn,
        s.actions_taken if actions_taken is KEEP else actions_taken,
        s.in_progress if in_progress is KEEP else in_progress,
        s.debts if debts is KEEP else debts,
        s.variant,
        s.seed,
        s.bank if bank is KEEP else bank,
        s.over if over is KEEP else over,
    )

