"""The game state: frozen records only; rules live in functions elsewhere.

A :class:`GameState` holds everything needed to continue the game, hidden information included.
Unchanged parts are shared between a state and its successor, never copied: :func:`changed` and
:func:`changed_player` build the successor (``attrs.evolve`` does the same, more slowly).
The records are declared for :mod:`brass_rules.kit.nativerecord`: native classes when compiled.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, Final

import attr

from brass_rules.birmingham.enums import Era, Industry, Variant
from brass_rules.kit.nativerecord import finish
from brass_rules.kit.svg import repr_svg


class Continuable(Enum):
    """The actions that may take several steps; the value is the JSON action name."""

    NETWORK = "network"
    DEVELOP = "develop"
    SELL = "sell"


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
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

    def __init__(
        self, owner: int, industry: Industry, level: int, flipped: bool = False, resources: int = 0
    ) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.owner = owner  # type: ignore[misc]
        self.industry = industry  # type: ignore[misc]
        self.level = level  # type: ignore[misc]
        self.flipped = flipped  # type: ignore[misc]
        self.resources = resources  # type: ignore[misc]


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
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

    def __init__(
        self,
        money: int,
        vp: int,
        income_space: int,
        spent: int,
        hand: tuple[str, ...],
        discard: tuple[str, ...],
        face_down: tuple[str, ...],
        mat: tuple[tuple[int, ...], ...],
        links_left: int,
    ) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.money = money  # type: ignore[misc]
        self.vp = vp  # type: ignore[misc]
        self.income_space = income_space  # type: ignore[misc]
        self.spent = spent  # type: ignore[misc]
        self.hand = hand  # type: ignore[misc]
        self.discard = discard  # type: ignore[misc]
        self.face_down = face_down  # type: ignore[misc]
        self.mat = mat  # type: ignore[misc]
        self.links_left = links_left  # type: ignore[misc]


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class MerchantSlot:
    """One merchant space: the tile on it (if in use) and its beer barrel."""

    goods: frozenset[Industry] | None
    """Goods the merchant tile buys (empty for a blank tile); None when the space is unused."""
    beer: bool
    """True while the barrel beside the tile is there."""

    def __init__(self, goods: frozenset[Industry] | None, beer: bool) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.goods = goods  # type: ignore[misc]
        self.beer = beer  # type: ignore[misc]


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class InProgress:
    """An action that the player to move may continue (rail Network, Develop, Sell)."""

    action: Continuable
    """Which action is in progress."""
    link: int | None = None
    """For a rail Network: the board index of the first link placed."""

    def __init__(self, action: Continuable, link: int | None = None) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.action = action  # type: ignore[misc]
        self.link = link  # type: ignore[misc]


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
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

    def __init__(
        self,
        players: tuple[PlayerState, ...],
        tiles: tuple[BuiltTile | None, ...],
        links: tuple[int | None, ...],
        coal_market: int,
        iron_market: int,
        merchants: tuple[MerchantSlot, ...],
        deck: tuple[str, ...],
        wild_location: int,
        wild_industry: int,
        era: Era,
        round: int,
        turn_order: tuple[int, ...],
        turn: int,
        actions_taken: int,
        in_progress: InProgress | None,
        debts: tuple[int, ...],
        variant: Variant,
        seed: int,
        bank: int = 0,
        over: bool = False,
    ) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.players = players  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]
        self.links = links  # type: ignore[misc]
        self.coal_market = coal_market  # type: ignore[misc]
        self.iron_market = iron_market  # type: ignore[misc]
        self.merchants = merchants  # type: ignore[misc]
        self.deck = deck  # type: ignore[misc]
        self.wild_location = wild_location  # type: ignore[misc]
        self.wild_industry = wild_industry  # type: ignore[misc]
        self.era = era  # type: ignore[misc]
        self.round = round  # type: ignore[misc]
        self.turn_order = turn_order  # type: ignore[misc]
        self.turn = turn  # type: ignore[misc]
        self.actions_taken = actions_taken  # type: ignore[misc]
        self.in_progress = in_progress  # type: ignore[misc]
        self.debts = debts  # type: ignore[misc]
        self.variant = variant  # type: ignore[misc]
        self.seed = seed  # type: ignore[misc]
        self.bank = bank  # type: ignore[misc]
        self.over = over  # type: ignore[misc]

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
        """The public board, for Jupyter (:func:`brass_rules.birmingham.picture.render_svg`)."""
        return repr_svg(self)


#: Whether the records above are native classes (this module compiled): see kit.nativerecord.
NATIVE: Final = finish(GameState)
finish(PlayerState)
finish(BuiltTile)
finish(MerchantSlot)
finish(InProgress)


class _Keep(Enum):
    KEEP = "keep"


# Compiled, the copies below call the native constructor (one allocation and a store per
# field). In pure Python they are made without calling ``__init__``: the object is created and
# each slot set through its descriptor, which is what attrs' own ``__init__`` does for these
# classes (no validators or converters), without its call overhead.
# ``tests/test_state_copies.py`` checks the copies against ``attrs.evolve``.
_new: Final = object.__new__


def _setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The setter of the field *name* of the record class *cls* (its slot's, or compiled its
    native attribute's, descriptor)."""
    assert name in attr.fields_dict(cls)
    setter: Callable[[Any, Any], None] = vars(cls)[name].__set__
    return setter


_p_money: Final = _setter(PlayerState, "money")
_p_vp: Final = _setter(PlayerState, "vp")
_p_income_space: Final = _setter(PlayerState, "income_space")
_p_spent: Final = _setter(PlayerState, "spent")
_p_hand: Final = _setter(PlayerState, "hand")
_p_discard: Final = _setter(PlayerState, "discard")
_p_face_down: Final = _setter(PlayerState, "face_down")
_p_mat: Final = _setter(PlayerState, "mat")
_p_links_left: Final = _setter(PlayerState, "links_left")
_s_players: Final = _setter(GameState, "players")
_s_tiles: Final = _setter(GameState, "tiles")
_s_links: Final = _setter(GameState, "links")
_s_coal_market: Final = _setter(GameState, "coal_market")
_s_iron_market: Final = _setter(GameState, "iron_market")
_s_merchants: Final = _setter(GameState, "merchants")
_s_deck: Final = _setter(GameState, "deck")
_s_wild_location: Final = _setter(GameState, "wild_location")
_s_wild_industry: Final = _setter(GameState, "wild_industry")
_s_era: Final = _setter(GameState, "era")
_s_round: Final = _setter(GameState, "round")
_s_turn_order: Final = _setter(GameState, "turn_order")
_s_turn: Final = _setter(GameState, "turn")
_s_actions_taken: Final = _setter(GameState, "actions_taken")
_s_in_progress: Final = _setter(GameState, "in_progress")
_s_debts: Final = _setter(GameState, "debts")
_s_variant: Final = _setter(GameState, "variant")
_s_seed: Final = _setter(GameState, "seed")
_s_bank: Final = _setter(GameState, "bank")
_s_over: Final = _setter(GameState, "over")
assert len(attr.fields(PlayerState)) == 9 and len(attr.fields(GameState)) == 20


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
    if NATIVE:
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
    new = _new(PlayerState)
    _p_money(new, p.money if money is KEEP else money)
    _p_vp(new, p.vp if vp is KEEP else vp)
    _p_income_space(new, p.income_space if income_space is KEEP else income_space)
    _p_spent(new, p.spent if spent is KEEP else spent)
    _p_hand(new, p.hand if hand is KEEP else hand)
    _p_discard(new, p.discard if discard is KEEP else discard)
    _p_face_down(new, p.face_down if face_down is KEEP else face_down)
    _p_mat(new, p.mat if mat is KEEP else mat)
    _p_links_left(new, p.links_left if links_left is KEEP else links_left)
    return new


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
    if NATIVE:
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
    new = _new(GameState)
    _s_players(new, s.players if players is KEEP else players)
    _s_tiles(new, s.tiles if tiles is KEEP else tiles)
    _s_links(new, s.links if links is KEEP else links)
    _s_coal_market(new, s.coal_market if coal_market is KEEP else coal_market)
    _s_iron_market(new, s.iron_market if iron_market is KEEP else iron_market)
    _s_merchants(new, s.merchants if merchants is KEEP else merchants)
    _s_deck(new, s.deck if deck is KEEP else deck)
    _s_wild_location(new, s.wild_location if wild_location is KEEP else wild_location)
    _s_wild_industry(new, s.wild_industry if wild_industry is KEEP else wild_industry)
    _s_era(new, s.era if era is KEEP else era)
    _s_round(new, s.round if round is KEEP else round)
    _s_turn_order(new, s.turn_order if turn_order is KEEP else turn_order)
    _s_turn(new, s.turn if turn is KEEP else turn)
    _s_actions_taken(new, s.actions_taken if actions_taken is KEEP else actions_taken)
    _s_in_progress(new, s.in_progress if in_progress is KEEP else in_progress)
    _s_debts(new, s.debts if debts is KEEP else debts)
    _s_variant(new, s.variant)
    _s_seed(new, s.seed)
    _s_bank(new, s.bank if bank is KEEP else bank)
    _s_over(new, s.over if over is KEEP else over)
    return new
