"""A game's optional hooks, declared once, typed, each with its fallback beside it.

The :class:`~brass_rules.game.Game` protocol names what every game must provide. Beyond it, a
game may offer *hooks*: words for a person (``describe_move``, ``events_text``...), faster or
better pieces for the bots (``sample_move``, ``reward``...), what front ends need (``choices``,
``move_targets``, ``events``, ``catalogue``...). A game gives them as one object, its ``hooks``
attribute, an instance of a subclass of :class:`GameHooks` that overrides the methods it has;
every method not overridden is the fallback written here. mypy checks each override against the
declaration below, and the platform never looks a hook up by name.

>>> from brass_rules.registry import get_game
>>> from brass_rules.hooks import GameHooks, hooks_of
>>> isinstance(hooks_of(get_game("le_havre")), GameHooks)
True

The docs page "Adding a game" lists these hooks from this class.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from brass_rules.errors import NotationError
from brass_rules.kit.limits import short
from brass_rules.kit.sampling import random_move

if TYPE_CHECKING:  # pragma: no cover
    from brass_rules.game import Game

__all__ = ["Choice", "GameHooks", "hooks_of"]

#: A move line of a text record of a game without labels of its own: ``[P<n>:] <notation>``.
_PLAYER_LABEL = re.compile(
    r"(?:P(?P<player>[0-9]{1,2})\s*:\s*)?(?P<move>.*)", re.DOTALL | re.ASCII
)


@attrs.frozen
class Choice:
    """One option of one step of a decision, as a person clicks it (see :func:`choices`).

    - ``key``: what extends the prefix to go one step further (a short string, unique among the
      options of its step; ``choices(x, prefix + (key,))`` lists the next step's options);
    - ``label``: the words a button shows (``"Build"``, ``"card Dudley"``, ``"Smokehouse"``);
    - ``targets``: the SVG element ids of the picture this option points at (may be empty);
    - ``moves``: every legal move under this option; one move under it makes it a leaf.
    """

    key: str
    label: str
    targets: tuple[str, ...]
    moves: tuple[Any, ...]

    @property
    def is_leaf(self) -> bool:
        """Whether this option names a single move (choosing it plays that move)."""
        return len(self.moves) == 1


class GameHooks:
    """The optional hooks of a game, each method its fallback. A game subclasses this and
    overrides what it has; ``game_name`` is the game's registry name (the fallbacks find the
    game through it)."""

    def __init__(self, game_name: str) -> None:
        self.game_name = game_name

    @property
    def game(self) -> Game:
        """The game these hooks belong to."""
        from brass_rules.registry import get_game

        return get_game(self.game_name)

    # ----- bots ---------------------------------------------------------------------------------

    def reward(self, state: Any, player: int) -> float | None:
        """What ISMCTS scores its rollouts with, in [0, 1]; ``None`` (the fallback): the platform
        uses the ranking once the game is over, a squashed ``evaluate`` before."""
        return None

    def sample_move(self, state: Any, rng: random.Random) -> Any:
        """The move :func:`brass_rules.kit.sampling.random_move` picks from
        ``legal_moves(state)`` with the same draws of *rng*, found faster."""
        return random_move(self.game.legal_moves(state), rng)

    def legal_among(self, state: Any, moves: Sequence[Any]) -> list[Any]:
        """Those of *moves* (moves of this game, e.g. legal in another world of the same
        decision) that are legal in *state*, in their order: exactly the ones
        ``legal_moves(state)`` lists, found faster when the game can tell without listing every
        move (ISMCTS asks this of a node's few ranked moves in each new world). Fallback: the
        moves of *moves* that ``legal_moves(state)`` lists."""
        allowed = set(self.game.legal_moves(state))
        return [move for move in moves if move in allowed]

    def search_settings(self) -> Mapping[str, Any]:
        """Some of :data:`brass_rules.agents.mcts.SETTINGS`'s names with the values
        :class:`~brass_rules.agents.MCTSAgent` takes in this game when not given them."""
        return {}

    def complete(self, state: Any, move: Any) -> Any:
        """The completed form of a legal move, as records and self-play store it (fallback: the
        move as given)."""
        return move

    def rl_spec(self) -> Any | None:
        """The game's fixed action space and observation vector, a :class:`brass_rules.rl.Spec`;
        ``None`` (fallback): the generic spec."""
        return None

    def openspiel_chance(self) -> Any | None:
        """The game's chance events for OpenSpiel, a
        :class:`brass_rules.openspiel.ChanceDescription`; ``None`` (fallback): one chance node
        choosing the seed."""
        return None

    # ----- records and notation -----------------------------------------------------------------

    def rules_edition(self) -> str:
        """The rules a record's moves follow (fallback: the game's title)."""
        return self.game.title

    def move_label(self, state: Any) -> str:
        """Where the next move is played, as text records label it (fallback: ``P<to_move>``)."""
        return f"P{state.to_move}"

    def record_label(self, state: Any) -> str:
        """What a text record writes before a move (fallback: ``P<to_move>:`` and a space)."""
        return f"P{state.to_move}: "

    def read_record_line(self, state: Any, line: str) -> str:
        """The notation of a text record's move line, its label checked against *state*
        (fallback: ``[P<n>:] <notation>``, the player checked while the game is on).

        :raises ~brass_rules.NotationError: for a label that does not fit *state*.
        """
        match = _PLAYER_LABEL.fullmatch(line)
        assert match is not None  # the pattern matches any line
        player = match.group("player")
        if player is not None and not state.is_over and int(player) != state.to_move:
            raise NotationError(f"labelled P{int(player)}, but P{state.to_move} is to move")
        return match.group("move").strip()

    def read_move(self, position: Any, text: str) -> Any | None:
        """A move read from notation without the legality filter, so that an illegal one can be
        explained; ``None`` (fallback): the text names no legal move and nothing more is said."""
        return None

    def parse_moves(self, position: Any, text: str) -> tuple[Any, ...]:
        """The legal moves *text* writes one after another (e.g. a payment with several goods
        written at once), each legal after the ones before it; raises
        :class:`~brass_rules.NotationError` like ``parse_move``. Fallback: the one move of
        ``parse_move``."""
        return (self.game.parse_move(position, text),)

    def describe_move(self, position: Any | None, move: Any) -> str:
        """The move in words (a state, an observation, or ``None`` when no position is known);
        fallback: its JSON, quoted short)."""
        return short(self.game.move_to_json(move), 120)

    def position_problems(self, state: Any) -> tuple[Any, ...]:
        """What makes *state* unreachable by play though the engine plays it (a hand-written
        position, as ``load_state`` accepts): one :class:`~brass_rules.errors.RuleViolation`
        per problem, its rule ID and a sentence naming the JSON path; ``()`` for a position
        that play can reach as far as the checks tell (as python-chess's ``status()``).
        Fallback: ``()``."""
        return ()

    # ----- play ---------------------------------------------------------------------------------

    def out_of_turn_moves(self, position: Any, player: int) -> Sequence[Any]:
        """The legal moves of *player* who is **not** to move (fallback: none)."""
        return ()

    def reveals(self, before: Any, move: Any, after: Any) -> bool:
        """Whether *move*, taking *before* to *after*, brought hidden information to light for
        anyone (a card drawn, a tile or card turned, a peek); a :class:`brass_rules.Table` never
        undoes past such a move. Fallback: ``True`` (undo never crosses a move of a game that
        does not say)."""
        return True

    # ----- words for a person -------------------------------------------------------------------

    def board_text(self, position: Any) -> str | None:
        """The public board as text (fallback: ``None``, no text board)."""
        return None

    def view_text(self, obs: Any) -> str | None:
        """What the observing player sees, as text (fallback: ``None``; the command line then
        shows the observation's JSON facts)."""
        return None

    def status_text(self, obs: Any) -> str | None:
        """One or two short lines of what the observing player holds now, shown above each of
        their turns by ``brass play`` (fallback: ``None``, nothing; ``view`` shows it all)."""
        return None

    def heading_text(self, position: Any) -> str:
        """Where the game stands, above a person's decision (fallback: ``move_label`` and
        "to move", ``P0 to move``)."""
        return f"{self.move_label(position)} to move"

    def help_text(self) -> str:
        """The game's part of the in-game help (fallback: none)."""
        return ""

    def events(
        self, before: Any, move: Any, after: Any, seat: int | None
    ) -> tuple[dict[str, Any], ...]:
        """What *move* did, taking *before* to *after*, as JSON-ready records ``{"kind",
        "player", "text", ...}`` filtered to what *seat* (``None``: a spectator) may know.
        Fallback: one ``"move"`` event with the move's description."""
        return (
            {
                "kind": "move",
                "player": before.to_move,
                "move": self.game.move_to_json(move),
                "text": self.describe_move(before, move),
            },
        )

    def events_text(
        self, before: Any, move: Any, after: Any, seat: int | None = None
    ) -> tuple[str, ...]:
        """One line for each step the engine carried out by itself after *move* (fallback: the
        texts of :meth:`events` other than the move itself)."""
        found = self.events(before, move, after, seat)
        return tuple(e["text"] for e in found if e["kind"] != "move")

    def result_text(self, state: Any) -> tuple[str, ...] | None:
        """The final results of a finished game (fallback: ``None``; the platform prints each
        player's ``scores`` and the ``ranking``)."""
        return None

    def info_text(self, name: str) -> str | None:
        """What a named component does (a building, a tile, a card), for ``info NAME``; ``None``
        when the game knows no such name (fallback: always ``None``)."""
        return None

    # ----- front ends ---------------------------------------------------------------------------

    def choices(self, position: Any, prefix: tuple[str, ...]) -> tuple[Choice, ...]:
        """The options of the step after *prefix* (see :func:`brass_rules.choices`). Fallback:
        one step, each legal move a leaf keyed by its index, labelled with its notation."""
        if prefix:
            return ()
        moves = self.game.legal_moves(position)
        return tuple(
            Choice(str(i), self.game.format_move(position, m), (), (m,))
            for i, m in enumerate(moves)
        )

    def move_targets(self, position: Any, move: Any) -> tuple[str, ...]:
        """The SVG element ids of the picture of *position* that *move* names (fallback: none)."""
        return ()

    def move_list(
        self, position: Any, moves: Sequence[Any]
    ) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The label (``format_move``) and the targets (:meth:`move_targets`) of each of
        *moves*, which are legal in *position*: the moves a seat may play there, as
        ``Table.moves`` lists them (a game may skip checking them again). Fallback: each asked
        of ``format_move`` and :meth:`move_targets`."""
        fmt = self.game.format_move
        return tuple((fmt(position, m), self.move_targets(position, m)) for m in moves)

    def catalogue(self) -> dict[str, Any]:
        """Every component a client shows, JSON-ready, with a schema in ``docs/schemas/``
        (fallback: the game's name and title only)."""
        return {"game": self.game_name, "title": self.game.title}


def hooks_of(game: Game) -> GameHooks:
    """The hooks of *game* (its ``hooks`` attribute)."""
    return game.hooks
