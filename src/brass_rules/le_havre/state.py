"""The Le Havre game state: frozen records only (the rules are functions in other modules)."""

from __future__ import annotations

from collections.abc import Callable, ItemsView, Iterator, KeysView, Mapping, ValuesView
from enum import StrEnum
from typing import Any, Final, TypeVar, cast

import attr
from attrs import fields, frozen

from brass_rules.kit.nativerecord import finish
from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.data.goods import OFFER_SPACES

GAME_NAME = "le_havre"

T = TypeVar("T")
_COPIERS: dict[type, Callable[..., Any]] = {}
_UNCHANGED = object()


def _copier(cls: type) -> Callable[..., Any]:
    """A function ``copy(inst, *, name=..., ...)`` making a *cls* with every field of *inst*
    except those given (generated once per class: one keyword-only parameter per field).

    A slotted class whose ``__init__`` only stores its arguments (no validator, converter or
    post-init hook) is copied by storing the fields in a new instance through the slots'
    descriptors, bypassing the frozen ``__setattr__`` (what ``__init__`` would do, less the
    frozen class's per-field lookups); any other class is copied through its constructor."""
    klass: Any = cls
    names = [f.name for f in fields(klass)]
    params = ", ".join(f"{n}=_UNCHANGED" for n in names)
    namespace: dict[str, Any] = {"cls": cls, "_UNCHANGED": _UNCHANGED, "new": object.__new__}
    slots = getattr(cls, "__slots__", ())
    plain = (
        all(n in slots for n in names)
        and not hasattr(cls, "__attrs_post_init__")
        and not hasattr(cls, "__attrs_pre_init__")
        and all(f.validator is None and f.converter is None and f.init for f in fields(klass))
    )
    if plain:
        lines = ["    new_obj = new(cls)"]
        for n in names:
            namespace[f"set_{n}"] = getattr(cls, n).__set__
            lines.append(f"    set_{n}(new_obj, inst.{n} if {n} is _UNCHANGED else {n})")
        if "_attrs_cached_hash" in slots:
            namespace["set_hash"] = klass._attrs_cached_hash.__set__
            lines.append("    set_hash(new_obj, None)")
        lines.append("    return new_obj")
        body = "\n".join(lines)
    else:
        args = ", ".join(f"inst.{n} if {n} is _UNCHANGED else {n}" for n in names)
        body = f"    return cls({args})"
    exec(f"def copy(inst, *, {params}):\n{body}\n", namespace)
    return cast(Callable[..., Any], namespace["copy"])


class Phase(StrEnum):
    """Where the game stands (LH-FLOW-TURN, LH-ROUND-STEPS, LH-FINAL)."""

    MAIN = "main"
    """The active player's turn before his main action (supply step already done)."""
    ACTION = "action"
    """A building action in progress (``GameState.action``)."""
    AFTER = "after"
    """The main action is done; the active player may take extra actions, then ends his turn."""
    FEEDING = "feeding"
    """The round end: players feed one after another (``GameState.dues``)."""
    OVER = "over"
    """The game has ended (LH-END-OVER)."""


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class Offers:
    """The tokens on the seven offer spaces, a mapping ``"franc"``/good name -> count.

    Registered as a :class:`collections.abc.Mapping` (``isinstance(offers, Mapping)``), with
    the mapping methods written out, as :class:`~brass_rules.le_havre.bag.Bag` is.
    """

    counts: tuple[int, ...] = (0,) * len(OFFER_SPACES)

    def __init__(self, counts: tuple[int, ...] = (0,) * len(OFFER_SPACES)) -> None:
        self.counts = counts  # type: ignore[misc]  # the compiled constructor (kit.nativerecord)

    def __getitem__(self, space: object) -> int:
        try:
            return self.counts[OFFER_SPACES.index(cast(str, space))]
        except ValueError:
            raise KeyError(space) from None

    def get(self, space: object, default: Any = None) -> Any:
        """The count on *space*, *default* for a name that is no offer space (``Mapping.get``)."""
        try:
            return self[space]
        except KeyError:
            return default

    def __contains__(self, space: object) -> bool:
        try:
            self[space]
        except KeyError:
            return False
        return True

    def keys(self) -> KeysView[str]:
        """The offer spaces (``Mapping.keys``)."""
        return KeysView(self.mapping())

    def items(self) -> ItemsView[str, int]:
        """The (space, count) pairs (``Mapping.items``)."""
        return ItemsView(self.mapping())

    def values(self) -> ValuesView[int]:
        """The counts (``Mapping.values``)."""
        return ValuesView(self.mapping())

    def mapping(self) -> Mapping[str, int]:
        """These offers typed as the ``Mapping`` they are registered as (no copy)."""
        return cast(Mapping[str, int], self)

    def __iter__(self) -> Iterator[str]:
        return iter(OFFER_SPACES)

    def __len__(self) -> int:
        return len(OFFER_SPACES)

    def with_count(self, space: str, n: int) -> Offers:
        """These offers with *space* holding *n* tokens."""
        i = OFFER_SPACES.index(space)
        return Offers((*self.counts[:i], n, *self.counts[i + 1 :]))


@frozen(cache_hash=True)
class Due:
    """A payment a player must make before play goes on (LH-SUPPLY-INTEREST, LH-ROUND-FEED-PAY)."""

    player: int
    kind: str
    """``"interest"`` or ``"food"``."""
    amount: int
    """What is still to pay (francs for interest, food for feeding)."""
    last: int = -1
    """Index in ``FOOD_GOODS`` (meat, bread, smoked fish, fish) of the last food good paid:
    feeding pays the food goods in that order, each at most once (LH-PAY-FOOD)."""


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class Progress:
    """A building action under way (LH-ENTER-ACTION): which card and how far it has got."""

    building: str
    """The card whose action is being carried out."""
    stage: int = 0
    picked: Bag = EMPTY
    """Goods chosen so far in a step-by-step action (shipping, Bridge, Business Office)."""
    last: int = -1
    """Canonical index of the last good picked (picks go in canonical order)."""
    between: bool = False
    """Extra actions are allowed now (LH-TIME-OWN: between the Construction Firm's builds)."""

    def __init__(
        self,
        building: str,
        stage: int = 0,
        picked: Bag = EMPTY,
        last: int = -1,
        between: bool = False,
    ) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.building = building  # type: ignore[misc]
        self.stage = stage  # type: ignore[misc]
        self.picked = picked  # type: ignore[misc]
        self.last = last  # type: ignore[misc]
        self.between = between  # type: ignore[misc]


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class PlayerState:
    """One player's holdings (LH-GEN-PUBLIC: all public)."""

    francs: int
    goods: Bag
    """Goods tokens, a mapping good name -> count (absent = 0)."""
    buildings: tuple[str, ...] = ()
    """Building ids owned, in sort order."""
    ships: tuple[str, ...] = ()
    """Ship card ids owned (``S01``..``S20``), in id order; the Luxury Yacht is a building."""
    loans: int = 0
    disc: str | None = None
    """The building his person disc stands on (``None``: in front of him, LH-ENTER-MOVE)."""

    def __init__(
        self,
        francs: int,
        goods: Bag,
        buildings: tuple[str, ...] = (),
        ships: tuple[str, ...] = (),
        loans: int = 0,
        disc: str | None = None,
    ) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.francs = francs  # type: ignore[misc]
        self.goods = goods  # type: ignore[misc]
        self.buildings = buildings  # type: ignore[misc]
        self.ships = ships  # type: ignore[misc]
        self.loans = loans  # type: ignore[misc]
        self.disc = disc  # type: ignore[misc]

    def __hash__(self) -> int:
        # of its own (compiled in the compiled build; the hash is not cached, and the wealth
        # and evaluation caches look players up by it): every field, the goods by their counts
        goods = self.goods.counts
        return hash((self.francs, goods, self.buildings, self.ships, self.loans, self.disc))


@attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
class GameState:
    """A Le Havre position. Immutable and hashable; change it with ``attrs.evolve``."""

    num_players: int
    short: bool
    seed: int
    rounds: int
    """The number of rounds of this game (LH-SETUP-LENGTH)."""
    start_player: int
    """The holder of the start player tile (LH-SETUP-START-PLAYER)."""
    players: tuple[PlayerState, ...]
    offers: Offers
    round: int
    """1-based; ``rounds + 1`` during the final phase."""
    step: int
    """The turn within the round, 1..7 (supply tile used); in the final phase the final turn."""
    active: int
    """The active player (LH-FLOW-ROTATION)."""
    phase: Phase
    tiles: tuple[int, ...]
    """The supply tile ids on tile spaces 1..7 (0: face down and unknown, in observations)."""
    town: tuple[str, ...]
    """Town buildings, in sort order (LH-BLD-OWNER)."""
    proposals: tuple[tuple[str, ...], ...]
    """The three building-proposal piles, top card first (LH-SETUP-PROPOSALS)."""
    specials: tuple[str, ...]
    """The face-down special deck, top first ("" = unknown, in observations)."""
    ship_stacks: tuple[tuple[str, ...], ...]
    """Ship stacks wooden, iron, steel, luxury liner, top first (LH-SHIP-STACKS)."""
    stadium_waiting: bool = False
    """The Football Stadium waits beside the proposals for an empty pile (LH-BUILD-STADIUM)."""
    modernised: tuple[str, ...] = ()
    """Wharves modernised with a brick (LH-SHIP-MODERNISE)."""
    dues: tuple[Due, ...] = ()
    action: Progress | None = None
    sold: tuple[str, ...] = ()
    """Cards the active player sold this turn (LH-BUY-NO-BUYBACK)."""
    known: tuple[int, ...] = ()
    """Per player: how many top cards of the special deck he has seen (LH-HIDDEN-PEEK)."""

    def __init__(
        self,
        num_players: int,
        short: bool,
        seed: int,
        rounds: int,
        start_player: int,
        players: tuple[PlayerState, ...],
        offers: Offers,
        round: int,
        step: int,
        active: int,
        phase: Phase,
        tiles: tuple[int, ...],
        town: tuple[str, ...],
        proposals: tuple[tuple[str, ...], ...],
        specials: tuple[str, ...],
        ship_stacks: tuple[tuple[str, ...], ...],
        stadium_waiting: bool = False,
        modernised: tuple[str, ...] = (),
        dues: tuple[Due, ...] = (),
        action: Progress | None = None,
        sold: tuple[str, ...] = (),
        known: tuple[int, ...] = (),
    ) -> None:
        # the compiled constructor (kit.nativerecord): one store per field
        self.num_players = num_players  # type: ignore[misc]
        self.short = short  # type: ignore[misc]
        self.seed = seed  # type: ignore[misc]
        self.rounds = rounds  # type: ignore[misc]
        self.start_player = start_player  # type: ignore[misc]
        self.players = players  # type: ignore[misc]
        self.offers = offers  # type: ignore[misc]
        self.round = round  # type: ignore[misc]
        self.step = step  # type: ignore[misc]
        self.active = active  # type: ignore[misc]
        self.phase = phase  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]
        self.town = town  # type: ignore[misc]
        self.proposals = proposals  # type: ignore[misc]
        self.specials = specials  # type: ignore[misc]
        self.ship_stacks = ship_stacks  # type: ignore[misc]
        self.stadium_waiting = stadium_waiting  # type: ignore[misc]
        self.modernised = modernised  # type: ignore[misc]
        self.dues = dues  # type: ignore[misc]
        self.action = action  # type: ignore[misc]
        self.sold = sold  # type: ignore[misc]
        self.known = known  # type: ignore[misc]

    def __hash__(self) -> int:
        # of its own (compiled in the compiled build; the hash is not cached): the fields that
        # change during a game (equal states have equal hashes, as a hash of all fields would)
        moment = (self.round, self.step, self.active, self.phase, self.offers.counts)
        cards = (self.town, self.proposals, self.specials, self.ship_stacks, self.sold)
        return hash((moment, cards, self.players, self.dues, self.action, self.tiles))

    @property
    def game(self) -> str:
        """The name of this game in the registry: ``"le_havre"``. (A property: in the
        compiled build every name a record's class body assigns would become an attrs field.)"""
        return GAME_NAME

    @property
    def to_move(self) -> int | None:
        """The player who decides now; ``None`` once the game is over."""
        if self.phase is Phase.OVER:
            return None
        if self.dues:
            return self.dues[0].player
        return self.active

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (LH-END-OVER)."""
        return self.phase is Phase.OVER

    @property
    def final(self) -> bool:
        """Whether the final phase is under way (LH-FINAL)."""
        return self.round > self.rounds

    def _repr_svg_(self) -> str:
        from brass_rules.kit.svg import repr_svg

        return repr_svg(self)


#: Whether the records below are native classes (this module compiled): see kit.nativerecord.
NATIVE: Final = finish(Offers)
finish(PlayerState)
finish(GameState)
finish(Progress)
Mapping.register(Offers)
setattr(Offers, "__reversed__", None)  # noqa: B010  (not reversible, as Bag)

_Setter = Callable[[Any, Any], None]
_new: Final = object.__new__


def _setter(cls: type, name: str) -> _Setter:
    """The setter of the field *name* of the record class *cls* (its slot's, or compiled its
    native attribute's, descriptor)."""
    setter: _Setter = vars(cls)[name].__set__
    return setter


_p_francs: Final[_Setter] = _setter(PlayerState, "francs")
_p_goods: Final[_Setter] = _setter(PlayerState, "goods")
_p_buildings: Final[_Setter] = _setter(PlayerState, "buildings")
_p_ships: Final[_Setter] = _setter(PlayerState, "ships")
_p_loans: Final[_Setter] = _setter(PlayerState, "loans")
_p_disc: Final[_Setter] = _setter(PlayerState, "disc")
_g_num_players: Final[_Setter] = _setter(GameState, "num_players")
_g_short: Final[_Setter] = _setter(GameState, "short")
_g_seed: Final[_Setter] = _setter(GameState, "seed")
_g_rounds: Final[_Setter] = _setter(GameState, "rounds")
_g_start_player: Final[_Setter] = _setter(GameState, "start_player")
_g_players: Final[_Setter] = _setter(GameState, "players")
_g_offers: Final[_Setter] = _setter(GameState, "offers")
_g_round: Final[_Setter] = _setter(GameState, "round")
_g_step: Final[_Setter] = _setter(GameState, "step")
_g_active: Final[_Setter] = _setter(GameState, "active")
_g_phase: Final[_Setter] = _setter(GameState, "phase")
_g_tiles: Final[_Setter] = _setter(GameState, "tiles")
_g_town: Final[_Setter] = _setter(GameState, "town")
_g_proposals: Final[_Setter] = _setter(GameState, "proposals")
_g_specials: Final[_Setter] = _setter(GameState, "specials")
_g_ship_stacks: Final[_Setter] = _setter(GameState, "ship_stacks")
_g_stadium_waiting: Final[_Setter] = _setter(GameState, "stadium_waiting")
_g_modernised: Final[_Setter] = _setter(GameState, "modernised")
_g_dues: Final[_Setter] = _setter(GameState, "dues")
_g_action: Final[_Setter] = _setter(GameState, "action")
_g_sold: Final[_Setter] = _setter(GameState, "sold")
_g_known: Final[_Setter] = _setter(GameState, "known")
_PLAYER_SETTERS: Final[dict[str, _Setter]] = {
    "francs": _p_francs,
    "goods": _p_goods,
    "buildings": _p_buildings,
    "ships": _p_ships,
    "loans": _p_loans,
    "disc": _p_disc,
}
_GAME_SETTERS: Final[dict[str, _Setter]] = {
    "num_players": _g_num_players,
    "short": _g_short,
    "seed": _g_seed,
    "rounds": _g_rounds,
    "start_player": _g_start_player,
    "players": _g_players,
    "offers": _g_offers,
    "round": _g_round,
    "step": _g_step,
    "active": _g_active,
    "phase": _g_phase,
    "tiles": _g_tiles,
    "town": _g_town,
    "proposals": _g_proposals,
    "specials": _g_specials,
    "ship_stacks": _g_ship_stacks,
    "stadium_waiting": _g_stadium_waiting,
    "modernised": _g_modernised,
    "dues": _g_dues,
    "action": _g_action,
    "sold": _g_sold,
    "known": _g_known,
}
assert tuple(_PLAYER_SETTERS) == tuple(f.name for f in fields(PlayerState))
assert tuple(_GAME_SETTERS) == tuple(f.name for f in fields(GameState))


def _changed(new: Any, setters: dict[str, _Setter], changes: dict[str, Any]) -> None:
    for name, value in changes.items():
        setter = setters.get(name)
        if setter is None:
            raise TypeError(f"evolve() got an unexpected keyword argument {name!r}")
        setter(new, value)


def _copy_player(p: PlayerState, changes: dict[str, Any]) -> PlayerState:
    """*p* with *changes*: what ``PlayerState(...)`` does (compiled, by the native
    constructor; in pure Python without the ``__init__`` call)."""
    if NATIVE:
        new = PlayerState(p.francs, p.goods, p.buildings, p.ships, p.loans, p.disc)
    else:
        new = _new(PlayerState)
        _p_francs(new, p.francs)
        _p_goods(new, p.goods)
        _p_buildings(new, p.buildings)
        _p_ships(new, p.ships)
        _p_loans(new, p.loans)
        _p_disc(new, p.disc)
    _changed(new, _PLAYER_SETTERS, changes)
    return new


def _native_copy(s: GameState, action: Progress | None) -> GameState:
    """*s* with *action* by the native constructor (the compiled build's copy)."""
    return GameState(
        s.num_players,
        s.short,
        s.seed,
        s.rounds,
        s.start_player,
        s.players,
        s.offers,
        s.round,
        s.step,
        s.active,
        s.phase,
        s.tiles,
        s.town,
        s.proposals,
        s.specials,
        s.ship_stacks,
        s.stadium_waiting,
        s.modernised,
        s.dues,
        action,
        s.sold,
        s.known,
    )


def _copy_game(s: GameState, changes: dict[str, Any]) -> GameState:
    """*s* with *changes*: what ``GameState(...)`` does (compiled, by the native constructor;
    in pure Python without the ``__init__`` call)."""
    if NATIVE:
        new = _native_copy(s, s.action)
    else:
        new = _new(GameState)
        _g_num_players(new, s.num_players)
        _g_short(new, s.short)
        _g_seed(new, s.seed)
        _g_rounds(new, s.rounds)
        _g_start_player(new, s.start_player)
        _g_players(new, s.players)
        _g_offers(new, s.offers)
        _g_round(new, s.round)
        _g_step(new, s.step)
        _g_active(new, s.active)
        _g_phase(new, s.phase)
        _g_tiles(new, s.tiles)
        _g_town(new, s.town)
        _g_proposals(new, s.proposals)
        _g_specials(new, s.specials)
        _g_ship_stacks(new, s.ship_stacks)
        _g_stadium_waiting(new, s.stadium_waiting)
        _g_modernised(new, s.modernised)
        _g_dues(new, s.dues)
        _g_action(new, s.action)
        _g_sold(new, s.sold)
        _g_known(new, s.known)
    _changed(new, _GAME_SETTERS, changes)
    return new


def evolve_game(s: GameState, changes: dict[str, Any]) -> GameState:
    """``evolve(s, **changes)`` with the changes in a dict (not changed): a plain call (in the
    compiled build a C call, where passing ``**changes`` on goes through Python's keyword
    arguments).

    :raises TypeError: as ``evolve``, for an unknown field.
    """
    return _copy_game(s, changes)


def adding(changes: dict[str, Any], name: str, value: object) -> dict[str, Any]:
    """*changes* and the field *name* set to *value*, in a new dict: the changes
    ``evolve(s, name=value, **changes)`` makes.

    :raises TypeError: as ``evolve``, when *changes* names the field already.
    """
    _not_given(changes, name)
    return {**changes, name: value}


def _not_given(changes: dict[str, Any], name: str) -> None:
    if name in changes:
        raise TypeError(f"evolve() got multiple values for keyword argument {name!r}")


def evolve_players(
    s: GameState, players: tuple[PlayerState, ...], changes: dict[str, Any]
) -> GameState:
    """``evolve(s, players=players, **changes)``, with the other changes in a dict: a plain call
    (in the compiled build a C call, where a call passing ``**changes`` on goes through Python's
    keyword arguments).

    :raises TypeError: as ``evolve``, for an unknown field or *changes* naming ``players``.
    """
    _not_given(changes, "players")
    new = _copy_game(s, changes)
    _g_players(new, players)
    return new


_r_building: Final[_Setter] = _setter(Progress, "building")
_r_stage: Final[_Setter] = _setter(Progress, "stage")
_r_picked: Final[_Setter] = _setter(Progress, "picked")
_r_last: Final[_Setter] = _setter(Progress, "last")
_r_between: Final[_Setter] = _setter(Progress, "between")


def picked_progress(pr: Progress, picked: Bag, last: int) -> Progress:
    """``evolve(pr, picked=picked, last=last)``: a step-by-step pick recorded (compiled, by the
    native constructor; in pure Python without the ``__init__`` call)."""
    if NATIVE:
        return Progress(pr.building, pr.stage, picked, last, pr.between)
    new: Progress = _new(Progress)
    _r_building(new, pr.building)
    _r_stage(new, pr.stage)
    _r_picked(new, picked)
    _r_last(new, last)
    _r_between(new, pr.between)
    return new


#: No changes (:func:`with_action` sets its one field after the copy).
_NO_CHANGES: Final[dict[str, Any]] = {}


def with_action(s: GameState, action: Progress | None) -> GameState:
    """``evolve(s, action=action)`` without building keyword arguments (compiled, by the
    native constructor)."""
    if NATIVE:
        return _native_copy(s, action)
    new = _copy_game(s, _NO_CHANGES)
    _g_action(new, action)
    return new


def holding(p: PlayerState, goods: Bag, francs: int) -> PlayerState:
    """``evolve(p, goods=goods, francs=francs)`` without building keyword arguments (compiled,
    by the native constructor)."""
    if NATIVE:
        return PlayerState(francs, goods, p.buildings, p.ships, p.loans, p.disc)
    return _copy_player(p, {"goods": goods, "francs": francs})


def evolve(inst: T, **changes: Any) -> T:
    """``attrs.evolve`` for the records of this package (every field an ``__init__`` argument),
    a few times faster: the game copies states at every step (game states and players without
    an ``__init__`` call; in the compiled build, compiled)."""
    cls = type(inst)
    if cls is GameState:
        return cast(T, _copy_game(cast(GameState, inst), changes))
    if cls is PlayerState:
        return cast(T, _copy_player(cast(PlayerState, inst), changes))
    copy = _COPIERS.get(cls)
    if copy is None:
        copy = _COPIERS[cls] = _copier(cls)
    return cast(T, copy(inst, **changes))
