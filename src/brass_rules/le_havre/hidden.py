"""determinize: a state consistent with an observation, the hidden parts drawn from rng."""

from __future__ import annotations

import random

from attrs import evolve

from brass_rules.le_havre.data import SPECIAL, STADIUM
from brass_rules.le_havre.data.supply import SUPPLY_TILES
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE, Observation
from brass_rules.le_havre.state import GameState


def public_cards(view: GameState) -> set[str]:
    """Every card whose place is public: the town, the players', the piles, the known deck."""
    seen = set(view.town) | {c for pile in view.proposals for c in pile}
    for p in view.players:
        seen |= set(p.buildings)
    seen |= {c for c in view.specials if c != UNKNOWN_CARD}
    if view.stadium_waiting:
        seen.add(STADIUM)
    return seen


def determinize(obs: Observation, rng: random.Random) -> GameState:
    """A state whose observation by ``obs.player`` is *obs*; draws only from *rng*.

    The unknown special cards are drawn uniformly from the special buildings whose place is not
    public; the unrevealed supply tiles are shuffled among the face-down spaces; the seed is
    fresh (the seed decides nothing after the setup).
    """
    view = obs.view
    pool = sorted(set(SPECIAL) - public_cards(view))
    hidden = [i for i, c in enumerate(view.specials) if c == UNKNOWN_CARD]
    drawn = rng.sample(pool, len(hidden))
    specials = list(view.specials)
    for i, c in zip(hidden, drawn, strict=True):
        specials[i] = c
    shown = [t for t in view.tiles if t != UNKNOWN_TILE]
    rest = sorted({t.id for t in SUPPLY_TILES} - set(shown))
    rng.shuffle(rest)
    tiles = list(view.tiles)
    for i, t in enumerate(tiles):
        if t == UNKNOWN_TILE:
            tiles[i] = rest.pop()
    return evolve(view, specials=tuple(specials), tiles=tuple(tiles), seed=rng.randrange(2**32))
