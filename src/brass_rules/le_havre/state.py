"""The Le Havre game state: frozen records only (the rules are functions in other modules)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from enum import StrEnum
from typing import Any, ClassVar, TypeVar, cast

from attrs import fields, frozen

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


def evolve(inst: T, **changes: Any) -> T:
    """``attrs.evolve`` for the records of this package (every field an ``__init__`` argument),
    a few times faster: the game copies states at every step."""
    try:
        copy = _COPIERS[type(inst)]
    except KeyError:
        copy = _COPIERS[type(inst)] = _copier(type(inst))
    new: T = copy(inst, **changes)
    return new


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


@frozen(cache_hash=True)
class Offers(Mapping[str, int]):
    """The tokens on the seven offer spaces, a mapping ``"franc"``/good name -> count."""

    counts: tuple[int, ...] = (0,) * len(OFFER_SPACES)

    def __getitem__(self, space: str) -> int:
        try:
            return self.counts[OFFER_SPACES.index(space)]
        except ValueError:
            raise KeyError(space) from None

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


@frozen(cache_hash=True)
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


@frozen(cache_hash=True)
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


@frozen(cache_hash=True)
class GameState:
    """A Le Havre position. Immutable and hashable; change it with ``attrs.evolve``."""

    game: ClassVar[str] = GAME_NAME
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
