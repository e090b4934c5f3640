"""Brass: Birmingham as an OpenSpiel Python game (the ``[openspiel]`` extra).

Importing this module registers ``"brass_birmingham"`` with pyspiel::

    import pyspiel
    import brass_rules.openspiel  # noqa: F401  (registers the game)
    game = pyspiel.load_game("brass_birmingham", {"players": 3})

Parameters: ``players`` (2-4, default 4) and ``intro`` (the Canal-only introductory variant,
default False).

**Chance nodes.** Every shuffle of the rules is a sequence of explicit chance nodes, drawn one
item at a time without replacement (an item's probability is its share of what is left, which
gives exactly the distribution of a fair shuffle):

1. the merchant tiles, one per merchant space in use, in board order (outcome: the kind of
   tile, an index of :data:`MERCHANT_KINDS`);
2. the turn order of the first round, first player first (outcome: a player index);
3. the deck, card by card (outcome: an index of :data:`brass_rules.rl.CARDS`): the first 8 cards
   are player 0's hand, the next player 0's face-down card, then player 1's, and so on; the rest
   is the draw deck, top card first (as :func:`brass_rules.new_game` deals);
4. at the start of the Rail Era, the reshuffled cards, card by card: 8 to each player in index
   order, the rest the draw deck.

A draw whose outcome is forced (one kind of item left) is made without a chance node. The
engine's ``seed`` plays no part: the state the players see is built from these outcomes.

**Decisions** are the ids of the fixed action space of :mod:`brass_rules.rl` (a move action,
then the choices its move leaves open, asked of the same player). **Returns** at the end are
:func:`brass_rules.rl.final_rewards` (zero-sum, in [-1, 1]), 0 before.

**Information state** (perfect recall) of a player: the public chance outcomes (merchant tiles,
turn order), every decision taken by anyone, and the player's own hand each time it changes.
The **observation** string and tensor are what the player may know now
(:func:`brass_rules.birmingham.observe`, :func:`brass_rules.rl.observation_vector`, length
:data:`~brass_rules.rl.OBSERVATION_SIZE`).
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import numpy as np
import pyspiel
from attrs import evolve

from brass_rules import rl
from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.engine import apply
from brass_rules.birmingham.enums import Era, Industry, Variant
from brass_rules.birmingham.observe import observe
from brass_rules.birmingham.setup import new_game
from brass_rules.birmingham.state import GameState, MerchantSlot

__all__ = ["GAME_TYPE", "MERCHANT_KINDS", "BrassGame", "BrassObserver", "BrassState"]

#: The kinds of merchant tile: the goods each buys (blank first).
MERCHANT_KINDS: tuple[frozenset[Industry], ...] = (
    frozenset(),
    frozenset({Industry.COTTON}),
    frozenset({Industry.MANUFACTURER}),
    frozenset({Industry.POTTERY}),
    frozenset({Industry.COTTON, Industry.MANUFACTURER, Industry.POTTERY}),
)
assert set(comp.merchant_tiles(4)) == set(MERCHANT_KINDS)

_CARD_INDEX = {c: i for i, c in enumerate(rl.CARDS)}
_MAX_LENGTH = 5000

GAME_TYPE = pyspiel.GameType(
    short_name="brass_birmingham",
    long_name="Brass: Birmingham",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 4, "intro": False},
)


class BrassGame(pyspiel.Game):  # type: ignore[misc]
    """The game; ``pyspiel.load_game("brass_birmingham", {"players": n})`` makes one."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", 4))
        if players not in (2, 3, 4):
            raise ValueError(f"Brass: Birmingham is for 2, 3 or 4 players, not {players}")
        self.players = players
        self.variant = Variant.INTRO if params.get("intro", False) else Variant.STANDARD
        info = pyspiel.GameInfo(
            num_distinct_actions=rl.NUM_ACTIONS,
            max_chance_outcomes=len(rl.CARDS),
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=_MAX_LENGTH,
        )
        super().__init__(GAME_TYPE, info, {"players": players, "intro": bool(params.get("intro"))})

    def new_initial_state(self) -> BrassState:
        """The start: the chance nodes of the setup."""
        return BrassState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> BrassObserver:
        """The observation (or, with perfect recall, the information-state) observer."""
        recall = iig_obs_type is not None and bool(iig_obs_type.perfect_recall)
        return BrassObserver(recall)


class _Data:
    """Everything a state holds: immutable values only, so a clone shares them safely."""

    __slots__ = ("deal", "game", "logs", "pending", "rail_pool", "setup")

    def __init__(self, setup: GameState) -> None:
        self.setup = setup
        """A template used while dealing (the engine's own setup; its shuffles are replaced)."""
        self.game: GameState | None = None
        """The position, once the setup has been dealt."""
        self.deal: tuple[int, ...] = ()
        """Chance outcomes of the deal in progress (setup or Rail Era)."""
        self.pending: tuple[int, ...] = ()
        """Ids taken so far for the move being chosen."""
        self.logs: tuple[tuple[str, ...], ...] = ()
        """Per player: the information-state entries."""
        self.rail_pool: tuple[str, ...] = ()
        """The cards of the Rail Era reshuffle while it is being dealt."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Data:
        return copy.copy(self)


class BrassState(pyspiel.State):  # type: ignore[misc]
    """A position of the OpenSpiel game: dealing, or a :class:`GameState` plus a pending move."""

    def __init__(self, game: BrassGame) -> None:
        super().__init__(game)
        setup = new_game(players=game.players, seed=0, variant=game.variant)
        self.data = _Data(setup)
        self.data.logs = ((),) * game.players

    # ----- the deals --------------------------------------------------------------------

    def _stage(self) -> tuple[str, list[int]]:
        """The current chance stage and the multiset (as outcome ids) still to draw from.

        The stage is "play" once every deal is complete; a deal whose multiset is empty is
        complete but not yet finished (see :meth:`_force`).
        """
        data = self.data
        n = data.setup.num_players
        drawn = list(data.deal)
        if data.game is None:
            merchants = self._merchant_count()
            if len(drawn) < merchants:
                tiles = Counter(MERCHANT_KINDS.index(t) for t in comp.merchant_tiles(n))
                tiles.subtract(drawn)
                return "merchant", list(tiles.elements())
            drawn = drawn[merchants:]
            if len(drawn) < n:
                return "order", [p for p in range(n) if p not in drawn]
            cards = Counter(_CARD_INDEX[c] for c in comp.deck(n))
            cards.subtract(drawn[n:])
            return "deck", list(cards.elements())
        if data.rail_pool:
            cards = Counter(_CARD_INDEX[c] for c in data.rail_pool)
            cards.subtract(drawn)
            return "rail", list(cards.elements())
        return "play", []

    def _merchant_count(self) -> int:
        n = self.data.setup.num_players
        return sum(1 for ms in BIRMINGHAM.merchant_spaces if n in ms.players)

    def _record(self, stage: str, outcome: int) -> None:
        self.data.deal = (*self.data.deal, outcome)
        if stage in ("merchant", "order"):  # public outcomes
            self._log_all(f"{stage} {outcome}")

    def _draw(self, outcome: int) -> None:
        """Record a chance outcome, then make every forced draw that follows."""
        stage, left = self._stage()
        if outcome not in left:
            raise ValueError(f"{outcome} is not a chance outcome here")
        self._record(stage, outcome)
        self._force()

    def _force(self) -> None:
        """Make the draws with a single possible outcome; finish a deal when it is complete."""
        while True:
            stage, left = self._stage()
            if stage == "play":
                return
            if not left:
                self._finish_deal(stage)
                return
            if len(set(left)) > 1:
                return
            self._record(stage, left[0])

    def _finish_deal(self, stage: str) -> None:
        data = self.data
        if stage == "rail":
            self._finish_rail()
            return
        setup = data.setup
        n = setup.num_players
        spaces = [ms.index for ms in BIRMINGHAM.merchant_spaces if n in ms.players]
        merchants = list(setup.merchants)
        for space, kind in zip(spaces, data.deal[: len(spaces)], strict=True):
            goods = MERCHANT_KINDS[kind]
            merchants[space] = MerchantSlot(goods, bool(goods))
        order = data.deal[len(spaces) : len(spaces) + n]
        cards = [rl.CARDS[i] for i in data.deal[len(spaces) + n :]]
        per = comp.HAND_SIZE + comp.FACE_DOWN_DISCARD
        players = tuple(
            evolve(
                p,
                hand=tuple(sorted(cards[i * per : i * per + comp.HAND_SIZE])),
                face_down=tuple(cards[i * per + comp.HAND_SIZE : (i + 1) * per]),
            )
            for i, p in enumerate(setup.players)
        )
        data.game = evolve(
            setup,
            merchants=tuple(merchants),
            turn_order=tuple(order),
            players=players,
            deck=tuple(cards[n * per :]),
        )
        data.deal = ()
        self._log_hands()

    def _finish_rail(self) -> None:
        data = self.data
        game = data.game
        assert game is not None
        cards = [rl.CARDS[i] for i in data.deal]
        size = comp.HAND_SIZE
        players = tuple(
            evolve(p, hand=tuple(sorted(cards[i * size : (i + 1) * size])))
            for i, p in enumerate(game.players)
        )
        data.game = evolve(game, players=players, deck=tuple(cards[len(players) * size :]))
        data.deal = ()
        data.rail_pool = ()
        self._log_hands()

    # ----- logs (information states) ----------------------------------------------------

    def _log_all(self, entry: str) -> None:
        self.data.logs = tuple((*log, entry) for log in self.data.logs)

    def _log_hands(self) -> None:
        game = self.data.game
        assert game is not None
        logs = []
        for p, log in enumerate(self.data.logs):
            entry = "hand " + ",".join(game.players[p].hand)
            last = next((e for e in reversed(log) if e.startswith("hand ")), None)
            logs.append(log if entry == last else (*log, entry))
        self.data.logs = tuple(logs)

    # ----- the OpenSpiel API ------------------------------------------------------------

    def current_player(self) -> int:
        """The player to decide, or CHANCE / TERMINAL."""
        game = self.data.game
        if game is None or self.data.rail_pool:
            return int(pyspiel.PlayerId.CHANCE)
        if game.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        assert game.to_move is not None
        return game.to_move

    def _legal_actions(self, player: int) -> list[int]:
        game = self.data.game
        assert game is not None and player >= 0
        return list(rl.legal_actions(game, self.data.pending))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The distinct items left to draw, each with its share of what is left."""
        _, left = self._stage()
        counts = Counter(left)
        total = len(left)
        return [(o, c / total) for o, c in sorted(counts.items())]

    def _apply_action(self, action: int) -> None:
        if self.is_chance_node():
            self._draw(int(action))
            return
        data = self.data
        game = data.game
        assert game is not None
        player = game.to_move
        path = (*data.pending, int(action))
        move = rl.decide(game, path)
        self._log_all(f"p{player} {int(action)}")
        if move is None:
            data.pending = path
            return
        data.pending = ()
        after = apply(game, move)
        data.game = after
        if game.era is Era.CANAL and after.era is Era.RAIL:
            pool = [c for p in after.players for c in p.hand] + list(after.deck)
            data.rail_pool = tuple(sorted(pool))
            self._force()
        else:
            self._log_hands()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            stage, _ = self._stage()
            if stage == "merchant":
                goods = MERCHANT_KINDS[action]
                return "merchant " + ("/".join(sorted(i.value for i in goods)) or "blank")
            if stage == "order":
                return f"first player order: {action}"
            return f"deal {rl.CARDS[action]}"
        return str(rl.action_name(int(action)))

    def is_terminal(self) -> bool:
        game = self.data.game
        return game is not None and game.is_over

    def returns(self) -> list[float]:
        game = self.data.game
        if game is None:
            return [0.0] * self.get_game().num_players()
        return list(rl.final_rewards(game))

    @property
    def game_state(self) -> GameState | None:
        """The engine's position (None while the setup is being dealt)."""
        return self.data.game

    @property
    def pending(self) -> tuple[int, ...]:
        """Ids taken so far for the move being chosen."""
        return self.data.pending

    def __str__(self) -> str:
        game = self.data.game
        if game is None:
            return f"dealing: {len(self.data.deal)} outcomes drawn"
        where = f"{game.era.value} round {game.round}"
        return f"{where}, to move {game.to_move}, pending {self.pending}"


class BrassObserver:
    """Observer in OpenSpiel's PyObserver protocol: observation tensor and strings."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor: np.ndarray[Any, np.dtype[np.float32]] | None = None
        self.dict: dict[str, Any] = {}
        if not perfect_recall:
            self.tensor = np.zeros(rl.OBSERVATION_SIZE, dtype=np.float32)
            self.dict = {"observation": self.tensor}

    def set_from(self, state: BrassState, player: int) -> None:
        """Fill :attr:`tensor` with the observation vector of *player*."""
        if self.tensor is None:
            return
        game = state.game_state
        if game is None:
            self.tensor.fill(0.0)
            return
        pending = state.pending if game.to_move == player else ()
        self.tensor[:] = rl.observation_vector(observe(game, player), pending)

    def string_from(self, state: BrassState, player: int) -> str:
        """The information state (perfect recall) or the observation, as a string."""
        if self.perfect_recall:
            return f"player {player}\n" + "\n".join(state.data.logs[player])
        game = state.game_state
        if game is None:
            return f"player {player}: dealing"
        return f"{observe(game, player)!r} pending {state.pending}"


pyspiel.register_game(GAME_TYPE, BrassGame)
