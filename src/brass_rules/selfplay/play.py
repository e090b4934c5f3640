"""One game of self-play: the agents of each seat (:class:`Lineup`), :func:`play_game`, and the
outcome a worker sends back for a game of ``play_games`` (its record, or why it failed)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs

from brass_rules.agents.base import Agent
from brass_rules.errors import quote
from brass_rules.game import Game
from brass_rules.hooks import hooks_of
from brass_rules.records import GameRecord, dump_record
from brass_rules.registry import DEFAULT_GAME, get_game
from brass_rules.selfplay.faults import SelfPlayError, fault_of

#: A picklable callable: game seed -> the agents, one per seat.
MakeAgents = Callable[[int], Sequence[Agent]]


class Lineup:
    """A picklable *make_agents*: one agent factory per seat, each called with ``seed=``.

    Seat *i* of game *seed* gets ``factories[i](seed=k * seed + i)`` with ``k = max(4, seats)``,
    so every agent of every game has a seed of its own. A factory is an agent class or a
    :func:`functools.partial` of one (``partial(MCTSAgent, iterations=50)``); both pickle, so a
    lineup runs on any backend.

    >>> from brass_rules.agents import GreedyAgent, RandomAgent
    >>> from brass_rules.selfplay import Lineup
    >>> Lineup([GreedyAgent, RandomAgent])(3)
    [GreedyAgent(seed=12, name='greedy'), RandomAgent(seed=13, name='random')]
    """

    def __init__(self, factories: Iterable[Callable[..., Agent]]) -> None:
        self.factories = tuple(factories)
        if not self.factories:
            raise ValueError("a lineup has at least one seat")
        for factory in self.factories:
            if not callable(factory):
                raise TypeError(f"{quote(factory)} is not an agent factory")

    def __call__(self, seed: int) -> list[Agent]:
        stride = max(4, len(self.factories))
        return [f(seed=stride * seed + i) for i, f in enumerate(self.factories)]

    def __repr__(self) -> str:
        return f"Lineup({list(self.factories)!r})"


def player_counts(low: int, high: int) -> str:
    """``"2, 3 or 4"``: the player counts from *low* to *high* in words."""
    if low == high:
        return str(low)
    return ", ".join(str(n) for n in range(low, high)) + f" or {high}"


def check_players(game: Game, players: object) -> None:
    low, high = game.min_players, game.max_players
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise ValueError(
            f"{game.title} is for {player_counts(low, high)} players, not {quote(players)}"
        )


def make_record(
    game: Game,
    players: int,
    seed: int,
    options: Mapping[str, Any],
    moves: Sequence[Any],
    names: tuple[str, ...],
) -> GameRecord:
    """A :class:`GameRecord` of a game played from ``new_game(players, seed, **options)``."""
    fields = {f.name for f in attrs.fields(GameRecord)}
    kwargs: dict[str, Any] = {"players": players, "seed": seed, "moves": tuple(moves)}
    kwargs["names"] = names
    if "game" in fields:
        kwargs["game"] = game.name
    if "options" in fields:
        kwargs["options"] = dict(options)
    else:
        unknown = set(options) - fields
        if unknown:  # pragma: no cover - records hold every game's options now
            raise TypeError(f"GameRecord cannot hold the options {sorted(unknown)}")
        kwargs.update(options)
    return GameRecord(**kwargs)


class Failed(Exception):
    """Internal: where a game failed (the move number, the agent) and the original error."""

    def __init__(
        self, move: int | None, agent: str | None, player: int | None, error: Exception
    ) -> None:
        super().__init__(move, agent, player, error)
        self.move, self.agent, self.player, self.error = move, agent, player, error


def play(agents: list[Any], seed: int, game: Game, options: Mapping[str, Any]) -> GameRecord:
    """The game, or :class:`Failed` saying where it failed."""
    try:
        state = game.new_game(players=len(agents), seed=seed, **options)
    except Exception as exc:
        raise Failed(None, None, None, exc) from exc
    complete = hooks_of(game).complete
    moves: list[Any] = []
    while not state.is_over:
        player = state.to_move
        assert player is not None
        agent = agents[player]
        try:
            move = agent.choose(game.observe(state, player))
            move = complete(state, move)
            state = game.apply(state, move)
        except Exception as exc:
            raise Failed(len(moves) + 1, str(agent.name), player, exc) from exc
        moves.append(move)
    return make_record(game, len(agents), seed, options, moves, tuple(a.name for a in agents))


def play_game(
    agents: Sequence[Agent], seed: int, *, game: str = DEFAULT_GAME, **options: Any
) -> GameRecord:
    """Play a game of ``len(agents)`` players from ``get_game(game).new_game(players, seed,
    **options)`` (Birmingham's option: ``variant``).

    Seat *i* is played by ``agents[i]``, which sees only ``observe(state, i)``. The record holds
    every move (completed with the game's ``complete`` if it has one: Birmingham's
    :func:`~brass_rules.complete`), its game and ``names`` the agents' names.

    :raises IllegalMoveError: when an agent returns an illegal move; as for any error an agent
        raises, a note names the game seed, the move number and the agent.
    :raises TypeError: when an agent lacks ``name`` or ``choose``.
    :raises UnknownNameError: for an unknown *game*.
    """
    the_game = get_game(game)
    agents = list(agents)
    for agent in agents:
        if not isinstance(agent, Agent):
            raise TypeError(f"{quote(agent)} is not an agent: it needs a name and choose(obs)")
    try:
        return play(agents, seed, the_game, options)
    except Failed as failed:
        error = failed.error
        if failed.move is not None:
            error.add_note(
                f"game seed {seed}, move {failed.move}: agent {quote(failed.agent)} "
                f"(player {failed.player})"
            )
        raise error from None


#: What a worker sends back: the index in the seeds, then the record and its JSON, or the error.
Outcome = tuple[int, GameRecord | None, dict[str, Any] | None, SelfPlayError | None]


def play_one(
    make_agents: MakeAgents,
    index: int,
    seed: int,
    players: int,
    as_json: bool,
    game: str = DEFAULT_GAME,
    options: Mapping[str, Any] | None = None,
) -> Outcome:
    """One game of :func:`play_games` (runs in a worker): its record, or why it failed.

    Failures are returned, not raised, so that they reach the caller equal on every backend.
    """
    the_game = get_game(game)
    try:
        agents = list(make_agents(seed))
        if len(agents) != players:
            raise ValueError(
                f"make_agents({seed}) gave {len(agents)} agents for a {players}-player game"
            )
        rec = play(agents, seed, the_game, options or {})
        return index, rec, (dump_record(rec) if as_json else None), None
    except Failed as failed:
        fault = fault_of(game, seed, failed.move, failed.agent, failed.player, failed.error)
    except Exception as exc:
        fault = fault_of(game, seed, None, None, None, exc)
    return index, None, None, fault
