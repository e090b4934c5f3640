"""Hidden cards (R-GEN-HIDDEN): full states consistent with an observation.

:func:`determinize` samples one of the states a player cannot tell apart from the real one, for an
information-set search (ISMCTS) or any bot that wants to look ahead: the cards the observer has not
seen are dealt uniformly at random among the places they could be (the other hands, the deck and
the face-down cards), the cards known to be in a hand stay there, and the state gets a fresh seed.

>>> import random
>>> from brass_rules.birmingham.observe import observe
>>> from brass_rules.birmingham.setup import new_game
>>> real = new_game(players=2, seed=7)
>>> seen = observe(real, 0)
>>> guess = determinize(seen, random.Random(1))
>>> observe(guess, 0) == seen, guess.players[0].hand == real.players[0].hand
(True, True)
>>> len(unseen_cards(seen)) == seen.deck_size + 8 + 2  # deck, the other hand, two face down
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.observe import Observation, PlayerView
from brass_rules.birmingham.state import GameState, PlayerState, changed, changed_player
from brass_rules.errors import PositionError, quote
from brass_rules.kit.draws import shuffle

__all__ = ["determinize", "unseen_cards"]

_DECKS: dict[int, dict[str, int]] = {n: dict(Counter(comp.deck(n))) for n in (2, 3, 4)}


def _check(obs: object, *, public: bool = True) -> Observation:
    """*obs* checked: a player's observation, or (when *public*) the public view."""
    if not isinstance(obs, Observation):
        raise TypeError(f"expected an Observation, not {type(obs).__name__}")
    if obs.player is None and obs.num_players in _DECKS:
        if not public:
            raise PositionError(
                "the public view has no observer: determinize needs a player's observation"
            )
        return obs
    if obs.num_players not in _DECKS or obs.player is None or not 0 <= obs.player < obs.num_players:
        raise PositionError(f"observer {quote(obs.player)} of {obs.num_players} players")
    if obs.players[obs.player].hand is None:
        raise PositionError("the observer's own hand is missing from the observation")
    return obs


def unseen_cards(obs: Observation) -> tuple[str, ...]:
    """The cards *obs*'s player has not seen, in a fixed order: the deck for the player count
    (:func:`~brass_rules.birmingham.components.deck`) less the observer's hand and every discard
    pile (for the public view, less the discard piles only).

    They lie in the other hands (besides the known wild cards), the deck and the face-down piles.
    Wild cards are never among them: they are in their piles or known to be in a hand.

    :raises PositionError: when more cards of a name are visible than the deck holds.
    """
    obs = _check(obs)
    left = _DECKS[obs.num_players].copy()
    wild = comp.WILD_CARDS
    try:
        for card in obs.hand:
            if card not in wild:
                left[card] -= 1
        for view in obs.players:
            for card in view.discard:
                left[card] -= 1
    except KeyError as error:
        raise PositionError(
            f"{error.args[0]!r} is not a card of a {obs.num_players}-player deck"
        ) from None
    out: list[str] = []
    for card, n in left.items():
        if n > 0:
            out += [card] * n
        elif n < 0:
            raise PositionError(
                f"more {card!r} cards are visible than a {obs.num_players}-player deck holds"
            )
    return tuple(out)


def _hidden_in_hand(view: PlayerView) -> int:
    return view.hand_size - len(view.known_cards)


def _world(
    obs: Observation, players: tuple[PlayerState, ...], deck: tuple[str, ...], seed: int
) -> GameState:
    """The state an observation shows, with the hidden cards dealt as *players* and *deck*."""
    # by position (the fields' order, as in _player)
    return GameState(
        players,
        obs.tiles,
        obs.links,
        obs.coal_market,
        obs.iron_market,
        obs.merchants,
        deck,
        obs.wild_location,
        obs.wild_industry,
        obs.era,
        obs.round,
        obs.turn_order,
        obs.turn,
        obs.actions_taken,
        obs.in_progress,
        obs.debts,
        obs.variant,
        seed,
        obs.bank,
        obs.is_over,
    )


def _deal(obs: Observation, cards: list[str], seed: int) -> GameState:
    """The state with the unseen places filled from *cards* in order: the deck, then each other
    player's hand, then each face-down pile."""
    needed = obs.deck_size + sum(
        v.face_down + (0 if i == obs.player else _hidden_in_hand(v))
        for i, v in enumerate(obs.players)
    )
    if needed > len(cards):
        raise PositionError(
            f"the observation has {needed} hidden cards but only {len(cards)} cards are unseen"
        )
    deck = tuple(cards[: obs.deck_size])
    at = obs.deck_size
    hands: list[tuple[str, ...]] = []
    for i, view in enumerate(obs.players):
        if i == obs.player:
            hands.append(obs.hand)
        else:
            n = _hidden_in_hand(view)
            if n < 0:
                raise PositionError(f"player {i} holds fewer cards than are known to be there")
            hands.append(tuple(sorted((*view.known_cards, *cards[at : at + n]))))
            at += n
    players: list[PlayerState] = []
    for view, hand in zip(obs.players, hands, strict=True):
        players.append(_player(view, hand, tuple(cards[at : at + view.face_down])))
        at += view.face_down
    return _world(obs, tuple(players), deck, seed)


class _Plan:
    """What :func:`determinize` deals for one observation: its unseen cards, and per player
    the state when nothing is dealt to it, else the known cards of its hand and where in the
    shuffled cards its hidden ones and its face-down pile lie (the deck first, then each other
    player's hidden cards, then each face-down pile, as :func:`_deal` deals them)."""

    __slots__ = ("deck_size", "obs", "seats", "unseen")

    def __init__(self, obs: Observation, unseen: tuple[str, ...]) -> None:
        self.obs = obs
        self.unseen = unseen
        self.deck_size = obs.deck_size
        #: per player: (view, hand (the observer's) or None, known cards, the slice of the
        #: shuffled cards its hidden cards are, that of its face-down pile, and the player's
        #: state when nothing is dealt to it or None)
        self.seats: list[
            tuple[PlayerView, tuple[str, ...] | None, tuple[str, ...], slice, slice,
                  PlayerState | None]
        ] = []
        hidden_at = obs.deck_size
        down_at = hidden_at + sum(
            _hidden_in_hand(v) for i, v in enumerate(obs.players) if i != obs.player
        )
        for i, view in enumerate(obs.players):
            own = obs.hand if i == obs.player else None
            n = 0 if own is not None else _hidden_in_hand(view)
            known = view.known_cards
            fixed = None
            if n == 0 and view.face_down == 0:
                fixed = _player(view, own if own is not None else tuple(sorted(known)), ())
            hidden = slice(hidden_at, hidden_at + n)
            down = slice(down_at, down_at + view.face_down)
            self.seats.append((view, own, known, hidden, down, fixed))
            hidden_at += n
            down_at += view.face_down


def _player(view: PlayerView, hand: tuple[str, ...], face_down: tuple[str, ...]) -> PlayerState:
    # by position (the fields' order): the compiled record's constructor parses keywords slowly
    return PlayerState(
        view.money,
        view.vp,
        view.income_space,
        view.spent,
        hand,
        view.discard,
        face_down,
        view.mat,
        view.links_left,
    )


#: The plan of the last observation :func:`determinize` was given (a search determinizes one
#: observation many times).
_last_plan: _Plan | None = None


def _plan(obs: Observation) -> _Plan | None:
    """The plan of *obs* (kept for the next call), or None when :func:`_deal` would raise."""
    global _last_plan
    plan = _last_plan
    if plan is not None and plan.obs is obs:
        return plan
    unseen = unseen_cards(obs)
    needed = obs.deck_size + sum(
        v.face_down + (0 if i == obs.player else _hidden_in_hand(v))
        for i, v in enumerate(obs.players)
    )
    if needed > len(unseen) or any(
        _hidden_in_hand(v) < 0 for i, v in enumerate(obs.players) if i != obs.player
    ):
        return None
    plan = _last_plan = _Plan(obs, unseen)
    return plan


def _deal_planned(plan: _Plan, cards: list[str], seed: int) -> GameState:
    """:func:`_deal` for a valid observation, from its plan."""
    obs = plan.obs
    players: list[PlayerState] = []
    for view, own, known, hidden, down, fixed in plan.seats:
        if fixed is not None:
            players.append(fixed)
            continue
        hand = own if own is not None else tuple(sorted((*known, *cards[hidden])))
        players.append(_player(view, hand, tuple(cards[down])))
    return _world(obs, tuple(players), tuple(cards[: plan.deck_size]), seed)


#: The last world :func:`determinize` dealt, and the observation it was dealt from: ``apply``
#: takes the moves that ``legal_moves`` listed on that observation in it without checking them
#: again (:func:`brass_rules.birmingham.engine.apply`).
dealt: tuple[GameState, Observation] | None = None


def forget_deal() -> None:
    """Drop the last plan and the last world dealt (see ``clear_caches``)."""
    global _last_plan, dealt
    _last_plan = dealt = None


def determinize(obs: Observation, rng: random.Random) -> GameState:
    """A full state that *obs*'s player cannot tell from the real one:
    ``observe(determinize(obs, rng), obs.player) == obs``. The public view (``player=None``)
    is refused: a search determinizes a player's observation.

    The :func:`unseen_cards` are shuffled with *rng* and dealt to the deck, the other hands
    (beside their known wild cards) and the face-down piles, so every arrangement is equally
    likely; then the seed (which decides the Rail Era reshuffle) is drawn from *rng*. Only *rng*
    is used: the same rng state gives the same result.

    :raises TypeError: when *obs* is not an Observation or *rng* not a ``random.Random``.
    :raises PositionError: when the observation's card counts do not add up, or for the public
        view.
    """
    global dealt
    plan = _last_plan  # one read: a thread may replace it meanwhile
    if plan is None or plan.obs is not obs:  # (an observation with a plan was checked)
        obs = _check(obs, public=False)
        plan = None
    if not isinstance(rng, random.Random):
        raise TypeError(f"rng must be a random.Random, not {type(rng).__name__}")
    if plan is None:
        plan = _plan(obs)
    if plan is None:  # _deal raises the error
        cards = list(unseen_cards(obs))
        shuffle(cards, rng)
        world = _deal(obs, cards, rng.getrandbits(63))
    else:
        cards = list(plan.unseen)
        shuffle(cards, rng)  # rng.shuffle(cards), compiled
        world = _deal_planned(plan, cards, rng.getrandbits(63))
    dealt = (world, obs)
    return world


def stand_in(obs: Observation) -> GameState:
    """A fixed state consistent with *obs* (unseen cards dealt in :func:`unseen_cards` order,
    seed 0): for what does not depend on hidden cards, such as the observer's legal moves.
    The public view is dealt too (every hand then holds unseen cards)."""
    obs = _check(obs)
    return _deal(obs, list(unseen_cards(obs)), 0)


#: :func:`stand_in` remembered for the last few observations (a front end asks it of the same
#: observation once per legal move).
_stand_in_cached = lru_cache(maxsize=64)(stand_in)
#: The last observation asked and its stand-in: the same object again needs no hashing.
_last_stand_in: tuple[object, GameState | None] = (None, None)


def _stand_in(obs: Observation) -> GameState:
    global _last_stand_in
    last, state = _last_stand_in  # one read: a thread may replace the pair meanwhile
    if last is obs and state is not None:
        return state
    state = _stand_in_cached(obs)
    _last_stand_in = (obs, state)
    return state


def stand_in_for(position: GameState | Observation, cards: Iterable[str] = ()) -> GameState:
    """A state to read or write moves of *position* in: a state as it is; for an observation,
    :func:`stand_in` with the hand of the player to move, when the observer cannot see it (the
    public view, or another seat's), made of its known cards and *cards* (the cards a move
    names, which it is played with). Nothing the answer depends on is hidden: legality and the
    notation of a move depend on the board and on the cards the move itself names.

    :raises TypeError: when *position* is neither a ``GameState`` nor an ``Observation``.
    :raises PositionError: for an observation no state is consistent with.
    """
    if type(position) is GameState:
        return position
    if not isinstance(position, Observation):
        raise TypeError(
            f"position must be a GameState or an Observation, not {type(position).__name__}"
        )
    state = _stand_in(position)
    mover = position.to_move
    if mover is None or mover == position.player:
        return state
    known = position.players[mover].known_cards
    extra = Counter(c for c in cards if isinstance(c, str))
    extra.subtract(known)
    hand = tuple(sorted((*known, *extra.elements())))
    players = tuple(
        changed_player(p, hand=hand) if i == mover else p for i, p in enumerate(state.players)
    )
    return changed(state, players=players)
