"""Every game of the platform as an OpenSpiel Python game (the ``[openspiel]`` extra).

Importing this module registers every game of :data:`brass_rules.GAMES` with pyspiel under its
registry name::

    import pyspiel
    import brass_rules.openspiel  # noqa: F401  (registers the games)
    game = pyspiel.load_game("brass_birmingham", {"players": 3})
    game = pyspiel.load_game("le_havre", {"players": 2, "short": True})

Parameters: ``players`` (the game's player counts, at least 2: the returns are zero-sum rankings;
the default is the description's) and the game's own: Birmingham's ``intro`` (the Canal-only
introductory variant, default False), Le Havre's ``short``; for a game without its own
description, each ``new_game`` option under its name with its JSON value, and ``seeds``
(below).

**Chance nodes** come from the game's *description* of its randomness (its ``openspiel_chance``
hook, else the ``description`` of the game package's ``openspiel_chance`` submodule, else
:class:`SeedChance`):

- Birmingham deals every shuffle as explicit chance nodes, card by card
  (:mod:`brass_rules.birmingham.openspiel_chance`): the merchant tiles, the turn order, the
  deck, and the Rail Era's reshuffle.
- Le Havre deals every draw of its setup the same way
  (:mod:`brass_rules.le_havre.openspiel_chance`): the start player, the supply tiles, the
  building proposals, the special buildings.
- A game whose only randomness is its seed (:class:`SeedChance`, the generic description) has
  a single chance node at the start that picks the seed uniformly among ``seeds`` outcomes
  (parameter ``seeds``, default :data:`DEFAULT_SEEDS`): outcome *s* starts
  ``new_game(players, seed=s, **options)``.

**Decisions** are the ids of the game's fixed action space (:func:`brass_rules.rl.spec`: a move
action, then the choices its move leaves open, asked of the same player; for the generic space
the index of a legal move). **Returns** at the end are the spec's ``final_rewards`` (zero-sum,
in [-1, 1]), 0 before.

**Information states** (:mod:`brass_rules.openspiel.infostate`): what the player saw, in order,
as readable lines (each own id, each completed move in the game's notation, what the player
alone learnt), each observation line with a digest of the whole observation; the string shows
the last lines after a digest of the earlier ones. Another player's ids are not seen one by one,
only the completed move. The **information-state tensor** is *not* a perfect-recall encoding:
it is the observation vector of the player's latest observation (with the player's own pending
ids), then the numbers of observation lines and own ids so far, each over the game's maximum
length; a function of the information state, no more. The **observation** is what the player
may know now: the string a readable description, the tensor the spec's ``observation_vector``.

**Search**: :meth:`SpielState.resample_from_infostate` draws a state with the same information
state from the game's ``determinize`` (OpenSpiel's ``ISMCTSBot`` needs it);
:func:`state_from_position` makes a state from a library position; :func:`actions_of_move`
gives the ids of a library move. A clone shares the state's immutable data. A state's true
hidden parts are in its clones: perfect-information algorithms (OpenSpiel's ``MCTSBot``) search
them and so cheat; see the docs page "Using OpenSpiel's algorithms".
"""

from __future__ import annotations

import warnings
from typing import Any

import pyspiel

from brass_rules.openspiel.chance import (
    DEFAULT_SEEDS,
    ChanceDescription,
    Deal,
    SeedChance,
    description,
)
from brass_rules.openspiel.infostate import WINDOW
from brass_rules.openspiel.state import (
    GAME_TYPES,
    SpielGame,
    SpielObserver,
    SpielState,
    actions_of_move,
    game_type,
    state_from_position,
)
from brass_rules.registry import GAMES

__all__ = [
    "DEFAULT_SEEDS",
    "GAME_TYPE",
    "GAME_TYPES",
    "WINDOW",
    "BrassGame",
    "BrassObserver",
    "BrassState",
    "ChanceDescription",
    "Deal",
    "SeedChance",
    "SpielGame",
    "SpielObserver",
    "SpielState",
    "actions_of_move",
    "description",
    "game_class",
    "register",
    "state_from_position",
]


def game_class(name: str) -> type[SpielGame]:
    """The :class:`SpielGame` subclass of the registered game *name*."""
    return _CLASSES[name]


_CLASSES: dict[str, type[SpielGame]] = {}


def register(name: str) -> None:
    """Register the game *name* of the registry with pyspiel (done on import for every game
    registered then; call it for a game registered later). Registering twice does nothing."""
    if name in GAME_TYPES:
        return
    the_type = game_type(name, description(name))
    cls = type(f"SpielGame_{name}", (SpielGame,), {"GAME": name, "__module__": __name__})
    globals()[cls.__name__] = cls  # found by name when pickled
    GAME_TYPES[name] = the_type
    _CLASSES[name] = cls
    pyspiel.register_game(the_type, cls)


def _register_all() -> None:
    for name in GAMES:
        try:
            register(name)
        except Exception as exc:  # a game being written may not import yet
            warnings.warn(f"brass_rules.openspiel: {name} is not registered ({exc})", stacklevel=3)


_register_all()

GAME_TYPE = GAME_TYPES.get("brass_birmingham")
"""Brass: Birmingham's game type."""
BrassGame = _CLASSES.get("brass_birmingham", SpielGame)
"""Brass: Birmingham's OpenSpiel game class."""
BrassState = SpielState
BrassObserver = SpielObserver


def __getattr__(name: str) -> Any:
    if name == "MERCHANT_KINDS":  # Birmingham's, from before the platform served several games
        birmingham: Any = description("brass_birmingham")
        return birmingham.MERCHANT_KINDS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
