"""The games of the platform, by name: :data:`GAMES` and :func:`get_game`.

Registration is lazy, as PettingZoo's registry and OpenSpiel's ``load_game`` are: the table
below names each game's module, and a game's module is imported the first time it is asked for.

>>> from brass_rules.registry import GAMES, get_game
>>> sorted(GAMES)
['brass_birmingham', 'le_havre']
>>> get_game("brass_birmingham").title
'Brass: Birmingham'
>>> get_game("birmingham")
Traceback (most recent call last):
...
brass_rules.errors.UnknownNameError: unknown game: 'birmingham' (games: brass_birmingham, le_havre)
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, Mapping
from typing import cast

from brass_rules.errors import UnknownNameError
from brass_rules.game import Game

__all__ = ["DEFAULT_GAME", "GAMES", "clear_caches", "get_game", "register"]

#: The game a record, a command or a self-play run without a ``game`` is about.
DEFAULT_GAME = "brass_birmingham"

#: name -> the module that is the game object, imported when first asked for.
_MODULES: dict[str, str] = {
    "brass_birmingham": "brass_rules.birmingham",
    "le_havre": "brass_rules.le_havre",
}
_LOADED: dict[str, Game] = {}


def register(name: str, module: str) -> None:
    """Add a game: *module* (a dotted module path) is imported when *name* is first asked for."""
    if not isinstance(name, str) or not isinstance(module, str) or not name or not module:
        raise TypeError("register(name, module) takes two non-empty strings")
    _MODULES[name] = module
    _LOADED.pop(name, None)


def get_game(name: str) -> Game:
    """The game called *name*; :class:`~brass_rules.UnknownNameError` lists the names if none is."""
    game = _LOADED.get(name) if isinstance(name, str) else None
    if game is not None:
        return game
    module = _MODULES.get(name) if isinstance(name, str) else None
    if module is None:
        raise UnknownNameError("game", name, known=sorted(_MODULES), noun="games")
    game = cast(Game, importlib.import_module(module))
    _LOADED[name] = game
    return game


def clear_caches() -> None:
    """Forget what every game imported so far remembers between calls: each one's own
    ``clear_caches()`` (results never change; safe while other threads play; see the docs page
    "Threads and processes"). A game not imported yet has nothing to forget and stays unloaded.

    >>> import brass_rules as br
    >>> state = br.new_game(players=2, seed=1)
    >>> moves = br.legal_moves(state)
    >>> br.clear_caches()
    >>> br.legal_moves(state) == moves
    True
    """
    for module in list(_MODULES.values()):
        game = sys.modules.get(module)
        if game is not None:
            cast(Game, game).clear_caches()


class _Games(Mapping[str, Game]):
    """The registry as a read-only mapping; a game is imported when its value is first read."""

    def __getitem__(self, name: str) -> Game:
        if not isinstance(name, str) or name not in _MODULES:
            raise UnknownNameError("game", name, known=sorted(_MODULES), noun="games")
        return get_game(name)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(_MODULES))

    def __len__(self) -> int:
        return len(_MODULES)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in _MODULES

    def __repr__(self) -> str:
        return f"GAMES({', '.join(sorted(_MODULES))})"


GAMES: Mapping[str, Game] = _Games()
"""Every registered game by name: ``GAMES["le_havre"]`` is ``get_game("le_havre")``."""
