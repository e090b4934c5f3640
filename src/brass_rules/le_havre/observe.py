"""What one player may know (LH-HIDDEN): the observation of a state."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from brass_rules.errors import quote
from brass_rules.le_havre.state import GAME_NAME, GameState, PlayerState, evolve

#: An unknown face-down special building in an observation's ``view.specials``.
UNKNOWN_CARD = ""
#: An unknown face-down supply tile in an observation's ``view.tiles``.
UNKNOWN_TILE = 0


@frozen(cache_hash=True)
class Observation:
    """A state as *player* sees it: ``view`` is the state with the hidden parts blanked — the
    special deck beyond the cards he has peeked at (LH-HIDDEN-SPECIALS, LH-HIDDEN-PEEK), the
    supply tiles not yet revealed in round 1 (LH-HIDDEN-SUPPLY) and the seed. ``player`` is
    ``None`` in the public view (a spectator's): no special card named at all."""

    game: ClassVar[str] = GAME_NAME
    player: int | None
    view: GameState

    @property
    def to_move(self) -> int | None:
        """The player who decides now (``None`` once the game is over)."""
        return self.view.to_move

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.view.is_over

    @property
    def num_players(self) -> int:
        """The number of players."""
        return self.view.num_players

    @property
    def round(self) -> int:
        """The round (``rounds + 1`` in the final phase)."""
        return self.view.round

    @property
    def rounds(self) -> int:
        """The number of rounds of the game."""
        return self.view.rounds

    @property
    def players(self) -> tuple[PlayerState, ...]:
        """Every player's holdings (all public, LH-GEN-PUBLIC)."""
        return self.view.players

    def _repr_svg_(self) -> str:
        from brass_rules.kit.svg import repr_svg

        return repr_svg(self)


def visible_tiles(state: GameState) -> int:
    """How many supply tiles are face up (LH-HIDDEN-SUPPLY): all from round 2 on."""
    return state.step if state.round == 1 else 7


def observe(state: GameState, player: int | None) -> Observation:
    """The observation of *state* by *player* (0-based), or with ``None`` the public view (a
    spectator's: every special card face down, the unrevealed tiles face down, no seed).

    >>> from brass_rules.le_havre.setup import new_game
    >>> public = observe(new_game(players=2, seed=7), None)
    >>> public.player is None, public.view.seed, set(public.view.specials)
    (True, 0, {''})

    :raises TypeError: when *player* is neither ``None`` nor an int.
    :raises ValueError: when there is no such player.
    """
    if player is None:
        return Observation(None, evolve(state, specials=_blank(state), tiles=_tiles(state), seed=0))
    if type(player) is not int:
        raise TypeError(f"player must be an int, not {type(player).__name__} {quote(player, 60)}")
    if not 0 <= player < state.num_players:
        raise ValueError(f"no player {quote(player)} in a {state.num_players}-player game")
    known = state.known[player] if state.known else 0
    specials = tuple(c if i < known else UNKNOWN_CARD for i, c in enumerate(state.specials))
    return Observation(player, evolve(state, specials=specials, tiles=_tiles(state), seed=0))


def _blank(state: GameState) -> tuple[str, ...]:
    return (UNKNOWN_CARD,) * len(state.specials)


def _tiles(state: GameState) -> tuple[int, ...]:
    shown = visible_tiles(state)
    return tuple(t if i < shown else UNKNOWN_TILE for i, t in enumerate(state.tiles))


def seen_by(obs: Observation) -> int:
    """How many top cards of the special deck the observer has seen (0 in the public view)."""
    view = obs.view
    return view.known[obs.player] if view.known and obs.player is not None else 0
