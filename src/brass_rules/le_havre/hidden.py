"""determinize: a state consistent with an observation, the hidden parts drawn from rng."""

from __future__ import annotations

import random
from typing import NoReturn

from brass_rules.errors import PositionError, quote
from brass_rules.le_havre.data import SPECIAL, STADIUM
from brass_rules.le_havre.data.supply import SUPPLY_TILES
from brass_rules.le_havre.observe import (
    UNKNOWN_CARD,
    UNKNOWN_TILE,
    Observation,
    seen_by,
    visible_tiles,
)
from brass_rules.le_havre.state import GameState, evolve


def public_cards(view: GameState) -> set[str]:
    """Every card whose place is public: the town, the players', the piles, the known deck."""
    seen = set(view.town) | {c for pile in view.proposals for c in pile}
    for p in view.players:
        seen |= set(p.buildings)
    seen |= {c for c in view.specials if c != UNKNOWN_CARD}
    if view.stadium_waiting:
        seen.add(STADIUM)
    return seen


def check_observation(obs: Observation) -> None:
    """Raise :class:`PositionError` unless some state has *obs* as its observation: exactly the
    hidden parts are ``null`` (the special deck below the cards the observer has seen, the supply
    tiles not yet revealed in round 1), and enough special buildings are unaccounted for to fill
    the unknown cards."""
    view = obs.view
    known = seen_by(obs)
    for i, card in enumerate(view.specials):
        if (card == UNKNOWN_CARD) != (i >= known):
            what = "seen by the observer" if i < known else "face down, unknown to him"
            _fail(f"$.special_deck[{i}]", f"this card is {what} (LH-HIDDEN-PEEK)", card or None)
    shown = visible_tiles(view)
    for i, tile in enumerate(view.tiles):
        if (tile == UNKNOWN_TILE) != (i >= shown):
            what = "revealed" if i < shown else "face down until its turn in round 1"
            _fail(f"$.supply_tiles[{i}]", f"this tile is {what} (LH-HIDDEN-SUPPLY)", tile or None)
    hidden = sum(1 for c in view.specials if c == UNKNOWN_CARD)
    pool = len(set(SPECIAL) - public_cards(view))
    if hidden > pool:
        _fail(
            "$.special_deck",
            f"{hidden} unknown cards, but only {pool} special buildings are unaccounted for",
            len(view.specials),
        )


def _fail(path: str, message: str, value: object) -> NoReturn:
    raise PositionError(f"{path}: {message}, got {quote(value)}")


#: The last observation :func:`determinize` checked, with what it leaves to draw: the unknown
#: special cards' pool and places, and the unrevealed supply tiles (sorted) and their spaces
#: (a search deals many worlds from one observation; one tuple assignment, thread-safe reads).
_checked: tuple[
    Observation | None, tuple[str, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]
] = (None, (), (), (), ())


def forget_checked() -> None:
    """Drop the last observation checked (see ``clear_caches``)."""
    global _checked
    _checked = (None, (), (), (), ())


def determinize(obs: Observation, rng: random.Random) -> GameState:
    """A state whose observation by ``obs.player`` is *obs*; draws only from *rng*. The public
    view (``obs.player`` is ``None``) is allowed too: every special card is then drawn.

    The unknown special cards are drawn uniformly from the special buildings whose place is not
    public; the unrevealed supply tiles are shuffled among the face-down spaces; the seed is
    fresh (the seed decides nothing after the setup).

    :raises PositionError: for an observation no state can produce (see
        :func:`check_observation`; ``load_observation`` refuses those).
    """
    global _checked
    view = obs.view
    last, pool, unknown_cards, unrevealed, unknown_tiles = _checked
    if last is not obs:
        check_observation(obs)
        pool = tuple(sorted(set(SPECIAL) - public_cards(view)))
        unknown_cards = tuple(i for i, c in enumerate(view.specials) if c == UNKNOWN_CARD)
        shown = {t for t in view.tiles if t != UNKNOWN_TILE}
        unrevealed = tuple(sorted({t.id for t in SUPPLY_TILES} - shown))
        unknown_tiles = tuple(i for i, t in enumerate(view.tiles) if t == UNKNOWN_TILE)
        _checked = (obs, pool, unknown_cards, unrevealed, unknown_tiles)
    drawn = rng.sample(pool, len(unknown_cards))
    specials = list(view.specials)
    for i, c in zip(unknown_cards, drawn, strict=True):
        specials[i] = c
    rest = list(unrevealed)
    rng.shuffle(rest)
    tiles = list(view.tiles)
    for i in unknown_tiles:
        tiles[i] = rest.pop()
    return evolve(view, specials=tuple(specials), tiles=tuple(tiles), seed=rng.randrange(2**32))
