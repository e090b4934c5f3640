"""The game state: frozen records only; rules live in functions elsewhere.

A :class:`GameState` holds everything needed to continue the game, hidden information included.
Unchanged parts are shared between a state and its successor, never copied: :func:`changed` and
:func:`changed_player` build the successor (``attrs.evolve`` does the same, more slowly).
The records are declared for :mod:`brass_rules.kit.nativerecord`: native classes when compiled.
"""

from __future__ import annotations

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


@attr.s(
    auto_attribs=True,
    slots=True,
    frozen=True,
    init=False,
    eq=False,
    repr=False,
    weakref_slot=False,
)
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


@attr.s(
    auto_attribs=True,
    slots=True,
    frozen=True,
    init=False,
    eq=False,
    repr=False,
    weakref_slot=False,
)
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
        debts = self.debts
        for owed in debts:  # a loop, not any(): compiled, no call to a builtin
            if owed:
                for p in self.turn_order:
                    if debts[p]:
                        return p
                break
        return self.turn_order[self.turn]

    @property
    def in_debt_phase(self) -> bool:
        """True while some player must remove tiles to pay negative income."""
        for owed in self.debts:  # a loop, not any(): compiled, no call to a builtin
            if owed:
                return True
        return False

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
# field). In pure Python they are made without calling ``__init__``: an object of a plain
# *draft* class with the same slots is made, its fields stored as plain attributes (Python's
# fastest store, where the record's own slots are set through its frozen ``__setattr__`` or
# through a descriptor call each), and then it becomes the record by ``__class__`` assignment,
# which the two classes' equal layouts allow (neither has a weakref slot: CPython refuses a
# class with one). ``tests/test_state_copies.py`` checks the copies against ``attrs.evolve``.
_new: Final = object.__new__


def _draft(cls: type) -> type:
    """A plain class with the slots of the record class *cls* (see above)."""
    draft = type(f"{cls.__name__}Draft", (), {"__slots__": tuple(attr.fields_dict(cls))})
    probe: Any = _new(draft)
    probe.__class__ = cls  # raises TypeError now, at import, if the layouts differ
    return draft


#: The draft classes (pure Python only: a native class is made by its constructor).
_PLAYER_DRAFT: Final[Any] = None if NATIVE else _draft(PlayerState)
_GAME_DRAFT: Final[Any] = None if NATIVE else _draft(GameState)
assert len(attr.fields(PlayerState)) == 9 and len(attr.fields(GameState)) == 20


#: The default of :func:`changed` and :func:`changed_player`: the field keeps its value.
KEEP: Final = _Keep.KEEP


def changed_player(
    p: PlayerState,
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
    """*p* with the given fields changed (``attrs.evolve`` without its generic lookups).

    Callers name the fields (the parameters are not keyword-only: in pure Python, keyword-only
    parameters left out are looked up by name at every call, and defaults by position are not).
    """
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
    new: Any = _new(_PLAYER_DRAFT)
    new.money = p.money if money is KEEP else money
    new.vp = p.vp if vp is KEEP else vp
    new.income_space = p.income_space if income_space is KEEP else income_space
    new.spent = p.spent if spent is KEEP else spent
    new.hand = p.hand if hand is KEEP else hand
    new.discard = p.discard if discard is KEEP else discard
    new.face_down = p.face_down if face_down is KEEP else face_down
    new.mat = p.mat if mat is KEEP else mat
    new.links_left = p.links_left if links_left is KEEP else links_left
    new.__class__ = PlayerState
    made: PlayerState = new
    return made


def changed(
    s: GameState,
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

    The variant and the seed never change during a game. Callers name the fields (see
    :func:`changed_player`).
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
    new: Any = _new(_GAME_DRAFT)
    new.players = s.players if players is KEEP else players
    new.tiles = s.tiles if tiles is KEEP else tiles
    new.links = s.links if links is KEEP else links
    new.coal_market = s.coal_market if coal_market is KEEP else coal_market
    new.iron_market = s.iron_market if iron_market is KEEP else iron_market
    new.merchants = s.merchants if merchants is KEEP else merchants
    new.deck = s.deck if deck is KEEP else deck
    new.wild_location = s.wild_location if wild_location is KEEP else wild_location
    new.wild_industry = s.wild_industry if wild_industry is KEEP else wild_industry
    new.era = s.era if era is KEEP else era
    new.round = s.round if round is KEEP else round
    new.turn_order = s.turn_order if turn_order is KEEP else turn_order
    new.turn = s.turn if turn is KEEP else turn
    new.actions_taken = s.actions_taken if actions_taken is KEEP else actions_taken
    new.in_progress = s.in_progress if in_progress is KEEP else in_progress
    new.debts = s.debts if debts is KEEP else debts
    new.variant = s.variant
    new.seed = s.seed
    new.bank = s.bank if bank is KEEP else bank
    new.over = s.over if over is KEEP else over
    new.__class__ = GameState
    made: GameState = new
    return made
