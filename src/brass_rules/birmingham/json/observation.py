"""Observations as JSON (see the docs page "What a player may know"): :func:`dump_observation` and
:func:`load_observation`.

What a server sends to one player's client: everything that player may know (R-GEN-HIDDEN) and
nothing else. The keys shared with :func:`~brass_rules.birmingham.json.dump_state` have the same
names and
values; the hidden parts are replaced by sizes:

- ``player``: the observer; ``null`` for the public view (a spectator's, every ``hand``
  ``null``).
- ``players``: per player ``{money, vp, income_space, spent, hand, hand_size, known_cards,
  discard, face_down_size, mat, links_left}``; ``hand`` is the observer's own (sorted) hand and
  ``null`` for the others; ``known_cards`` lists the cards everybody knows to be in that hand (the
  wild cards a Scout took); ``face_down_size`` counts the face-down cards.
- ``industries``, ``links``, ``coal_market``, ``iron_market``, ``merchants``, ``wild_location``,
  ``wild_industry``, ``era``, ``round``, ``turn_order``, ``turn``, ``to_move``,
  ``actions_taken``, ``action_in_progress``, ``debts``, ``bank``, ``over``, ``variant``: exactly
  as in ``dump_state``.
- ``deck_size``: the number of cards in the draw deck.

There is no ``deck`` and no ``seed``. The JSON Schema is ``docs/schemas/observation.schema.json``.

``load_observation(dump_observation(o)) == o`` for every observation, and
``dump_observation(load_observation(d)) == d`` for every dumped ``d``. ``load_observation`` checks
what ``load_state`` checks of the shared keys (with the same JSON paths), every key above, and
that the hidden places can be filled: the observer's ``hand_size`` and ``known_cards`` agree with
the hand, only the observer's hand is given, ``known_cards`` are wild cards (at most one of each)
and fit in ``hand_size``, and the other hands, the deck and the face-down piles hold no more
cards than the observer has not seen. Any problem is a
:class:`~brass_rules.errors.PositionError` naming its JSON path.

>>> from brass_rules.birmingham.observe import observe
>>> from brass_rules.birmingham.setup import new_game
>>> d = dump_observation(observe(new_game(players=2, seed=7), 1))
>>> d["player"], d["players"][0]["hand"], d["players"][0]["hand_size"], d["deck_size"]
(1, None, 8, 22)
>>> "seed" in d or "deck" in d
False
"""

from __future__ import annotations

import re
from collections import Counter

from brass_rules.birmingham import components
from brass_rules.birmingham.json.positions import _dump_board, _dump_mat, _dump_progress, load_state
from brass_rules.birmingham.observe import Observation, PlayerView, observe
from brass_rules.errors import PositionError
from brass_rules.kit.jsonread import Reader, item_path, key_path

__all__ = ["dump_observation", "load_observation"]

_R = Reader(PositionError)
_SHARED_KEYS = (
    "industries",
    "links",
    "coal_market",
    "iron_market",
    "merchants",
    "wild_location",
    "wild_industry",
    "era",
    "round",
    "turn_order",
    "turn",
    "to_move",
    "actions_taken",
    "action_in_progress",
    "debts",
    "bank",
    "over",
    "variant",
)
_TOP_KEYS = ("player", "players", "deck_size", *_SHARED_KEYS)
_SHARED_PLAYER_KEYS = ("money", "vp", "income_space", "spent", "discard", "mat", "links_left")
_PLAYER_KEYS = (*_SHARED_PLAYER_KEYS, "hand", "hand_size", "known_cards", "face_down_size")
#: More cards than any deck holds: a bound on every count.
_MOST_CARDS = len(components.deck(4))


def _player(view: PlayerView) -> dict[str, object]:
    return {
        "money": view.money,
        "vp": view.vp,
        "income_space": view.income_space,
        "spent": view.spent,
        "hand": None if view.hand is None else list(view.hand),
        "hand_size": view.hand_size,
        "known_cards": list(view.known_cards),
        "discard": list(view.discard),
        "face_down_size": view.face_down,
        "mat": _dump_mat(view.mat),
        "links_left": view.links_left,
    }


def dump_observation(obs: Observation) -> dict[str, object]:
    """The JSON object of *obs* (see the module docstring): plain dicts, lists, strings, numbers,
    booleans and ``null``, ready for ``json.dumps``.

    :raises TypeError: when *obs* is not an :class:`~brass_rules.birmingham.observe.Observation`.
    """
    if not isinstance(obs, Observation):
        raise TypeError(f"expected an Observation, not {type(obs).__name__}")
    return {
        "player": obs.player,
        "players": [_player(v) for v in obs.players],
        **_dump_board(obs),
        "deck_size": obs.deck_size,
        **_dump_progress(obs),
    }


# ----- loading -------------------------------------------------------------------------------


def _known_cards(value: object, path: str) -> list[str]:
    cards: list[str] = []
    for i, item in enumerate(_R.list_(value, path)):
        card = _R.str_(item, item_path(path, i))
        if card not in components.WILD_CARDS:
            _R.fail(item_path(path, i), "only wild cards are known to be in a hand", card)
        if card in cards:
            _R.fail(item_path(path, i), "a hand holds at most one wild card of a kind", card)
        cards.append(card)
    return sorted(cards)


class _Player:
    """One player read from the observation: as ``dump_state`` would write it (the hand so far:
    the own hand or the known cards; no face-down cards), and the hidden places' sizes."""

    def __init__(self, value: object, path: str, own: bool) -> None:
        obj = _R.obj(value, path, _PLAYER_KEYS)
        self.hand_size = _R.int_(obj["hand_size"], key_path(path, "hand_size"), 0, _MOST_CARDS)
        self.face_down = _R.int_(
            obj["face_down_size"], key_path(path, "face_down_size"), 0, _MOST_CARDS
        )
        known = _known_cards(obj["known_cards"], key_path(path, "known_cards"))
        hand = obj["hand"]
        hpath = key_path(path, "hand")
        if own:
            cards = [_R.str_(c, item_path(hpath, i)) for i, c in enumerate(_R.list_(hand, hpath))]
            if len(cards) != self.hand_size:
                _R.fail(
                    key_path(path, "hand_size"),
                    f"the hand holds {len(cards)} cards",
                    self.hand_size,
                )
            wild = sorted(c for c in cards if c in components.WILD_CARDS)
            if wild != known:
                _R.fail(key_path(path, "known_cards"), f"the hand's wild cards are {wild}", known)
            self.hidden = 0
        else:
            if hand is not None:
                _R.fail(hpath, "only the observer's hand may be given", hand)
            if len(known) > self.hand_size:
                _R.fail(key_path(path, "known_cards"), f"more than {self.hand_size} cards", known)
            cards = list(known)
            self.hidden = self.hand_size - len(known)
        dpath = key_path(path, "discard")
        discard = [
            _R.str_(c, item_path(dpath, i)) for i, c in enumerate(_R.list_(obj["discard"], dpath))
        ]
        self.visible = [*(c for c in cards if own and c not in components.WILD_CARDS), *discard]
        self.json: dict[str, object] = {key: obj[key] for key in _SHARED_PLAYER_KEYS}
        self.json.update(hand=cards, face_down=[])


def load_observation(data: object) -> Observation:
    """The observation described by the JSON object *data* (see the module docstring).

    :raises PositionError: naming the first problem, its JSON path and the bad value.
    """
    top = _R.obj(data, "$", _TOP_KEYS)
    raw_players = _R.list_(top["players"], "$.players")
    if not 2 <= len(raw_players) <= 4:
        _R.fail("$.players", "a game has 2 to 4 players", raw_players)
    n = len(raw_players)
    observer = None if top["player"] is None else _R.int_(top["player"], "$.player", 0, n - 1)
    deck_size = _R.int_(top["deck_size"], "$.deck_size", 0, _MOST_CARDS)
    players = [
        _Player(p, item_path("$.players", i), i == observer) for i, p in enumerate(raw_players)
    ]
    # fill the hidden places with unseen cards, so that load_state checks a whole position
    left = Counter(components.deck(n))
    left.subtract(card for p in players for card in p.visible)
    pool = [card for card, count in left.items() for _ in range(max(0, count))]
    needed = deck_size + sum(p.hidden + p.face_down for p in players)
    if needed > len(pool):
        _R.fail_plain(
            "$",
            f"the observation has {needed} hidden cards (deck, other hands, face down) but only "
            f"{len(pool)} cards are unseen",
        )
    position: dict[str, object] = {key: top[key] for key in _SHARED_KEYS}
    position.update(deck=pool[:deck_size], seed=0)
    at = deck_size
    for p in players:
        hand = p.json["hand"]
        assert isinstance(hand, list)
        p.json["hand"] = [*hand, *pool[at : at + p.hidden]]
        p.json["face_down"] = pool[at + p.hidden : at + p.hidden + p.face_down]
        at += p.hidden + p.face_down
    position["players"] = [p.json for p in players]
    try:
        state = load_state(position)
    except PositionError as error:
        raise PositionError(_rename_hands(str(error), observer)) from None
    return observe(state, observer)


_HAND = re.compile(r"^\$\.players\[(\d)\]\.hand\b")


def _rename_hands(message: str, observer: int | None) -> str:
    """``load_state`` read another player's known cards as part of a hand: name them as given
    (the other cards of that hand are valid unseen cards, so the problem is with these)."""
    match = _HAND.match(message)
    if match is None or observer is None or int(match.group(1)) == observer:
        return message
    return f"$.players[{match.group(1)}].known_cards" + message[match.end() :]
