"""Type guards of the public entry points: a value of the wrong type gets a clear error, cheaply.

The policy (``docs/errors.rst``):

- A public function given something other than a :class:`~brass_rules.birmingham.state.GameState`
  where it
  expects one (``validate``, ``apply``, ``legal_moves``, ``dump_state``, ``scores``, ``ranking``,
  ``board_text``, ``observe``) raises :class:`TypeError` naming the argument, what was expected
  and (briefly) what it got: see :func:`not_a`. The check is one ``type(...) is`` test per call.
- A move of a move class whose fields have the wrong types (``Build(industry="coal")``, a dict as
  a card, ``coal=1``, a slot that is not a small int, a name longer than any name) is not a move:
  ``validate`` reports it as a :class:`~brass_rules.errors.RuleViolation` of R-GEN-TURN and
  ``apply`` raises :class:`~brass_rules.errors.IllegalMoveError`, exactly as for any other
  illegal move, so that ``validate`` never raises on a move. Functions that only write a move
  down (``move_to_json``, ``describe_move``) raise :class:`TypeError` instead.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

from brass_rules.birmingham.enums import Industry
from brass_rules.birmingham.moves import (
    Build,
    Develop,
    End,
    Loan,
    MarketRef,
    MerchantRef,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
    TileRef,
)
from brass_rules.errors import quote

#: No location, card or merchant name is longer than this; a longer string is not a name.
NAME_LIMIT = 64
#: No coal, iron or beer list of a move is longer than this.
SOURCES_LIMIT = 16
#: Slot and merchant-space numbers are ints of at most this many bits (any more is no slot).
INDEX_BITS = 32


def not_a(name: str, expected: str, value: object) -> TypeError:
    """The :class:`TypeError` for argument *name* that should be *expected* but is *value*.

    >>> from brass_rules.birmingham.guards import not_a
    >>> not_a("state", "a GameState", {"players": []})
    TypeError("state must be a GameState, not dict {'players': []}")
    """
    return TypeError(f"{name} must be {expected}, not {type(value).__name__} {quote(value, 60)}")


def check_player(player: object) -> int | None:
    """The *player* argument of ``validate``/``apply``: None or an int (``__index__``), not bool.

    :raises TypeError: for anything else.
    """
    if player is None or type(player) is int:
        return player
    if not isinstance(player, bool):
        try:
            return operator.index(player)  # type: ignore[arg-type]
        except TypeError:
            pass
    raise not_a("player", "an int or None", player)


def _name(value: object, what: str) -> str | None:
    if not isinstance(value, str):
        return f"{what} must be a str, not {quote(value, 40)}"
    if len(value) > NAME_LIMIT:
        return f"{what} {quote(value, 40)} is too long to be a name"
    return None


def _optional_name(value: object, what: str) -> str | None:
    return None if value is None else _name(value, what)


def _index(value: object, what: str) -> str | None:
    if not isinstance(value, int) or isinstance(value, bool):
        return f"{what} must be an int, not {quote(value, 40)}"
    if value.bit_length() > INDEX_BITS:
        return f"{what} {quote(value, 40)} is out of range"
    return None


def _industry(value: object, what: str) -> str | None:
    if not isinstance(value, Industry):
        return f"{what} must be an Industry, not {quote(value, 40)}"
    return None


def _tile(value: object, what: str) -> str | None:
    if type(value) is not TileRef:
        return f"{what} must be a TileRef, not {quote(value, 40)}"
    return _name(value.location, f"{what}.location") or _index(value.slot, f"{what}.slot")


def _merchant(value: object, what: str) -> str | None:
    if type(value) is not MerchantRef:
        return f"{what} must be a MerchantRef, not {quote(value, 40)}"
    return _name(value.merchant, f"{what}.merchant") or _index(value.space, f"{what}.space")


def _sources(value: object, what: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, tuple | list):
        return f"{what} must be None or a tuple of sources, not {quote(value, 40)}"
    if len(value) > SOURCES_LIMIT:
        return f"{what} lists {len(value)} sources; no move uses more than {SOURCES_LIMIT}"
    for i, source in enumerate(value):
        if type(source) is TileRef:
            bad = _tile(source, f"{what}[{i}]")
        elif type(source) is MerchantRef:
            bad = _merchant(source, f"{what}[{i}]")
        elif type(source) is MarketRef:
            bad = None
        else:
            bad = f"{what}[{i}] must be a TileRef, MerchantRef or MARKET, not {quote(source, 40)}"
        if bad:
            return bad
    return None


def _build(m: Build) -> str | None:
    return (
        _optional_name(m.card, "Build.card")
        or _industry(m.industry, "Build.industry")
        or _name(m.location, "Build.location")
        or (None if m.slot is None else _index(m.slot, "Build.slot"))
        or _sources(m.coal, "Build.coal")
        or _sources(m.iron, "Build.iron")
    )


def _network(m: Network) -> str | None:
    link = m.link
    if not isinstance(link, tuple | list) or len(link) != 2:
        return f"Network.link must be a pair of location names, not {quote(link, 40)}"
    return (
        _name(link[0], "Network.link[0]")
        or _name(link[1], "Network.link[1]")
        or _optional_name(m.card, "Network.card")
        or _sources(m.coal, "Network.coal")
        or _sources(m.beer, "Network.beer")
    )


def _develop(m: Develop) -> str | None:
    return (
        _industry(m.industry, "Develop.industry")
        or _optional_name(m.card, "Develop.card")
        or _sources(m.iron, "Develop.iron")
    )


def _sell(m: Sell) -> str | None:
    return (
        _tile(m.tile, "Sell.tile")
        or _optional_name(m.card, "Sell.card")
        or (None if m.merchant is None else _merchant(m.merchant, "Sell.merchant"))
        or _sources(m.beer, "Sell.beer")
        or (None if m.bonus is None else _industry(m.bonus, "Sell.bonus"))
    )


def _scout(m: Scout) -> str | None:
    cards = m.cards
    if not isinstance(cards, tuple | list) or len(cards) > SOURCES_LIMIT:
        return f"Scout.cards must be a tuple of three card names, not {quote(cards, 40)}"
    for i, card in enumerate(cards):
        bad = _name(card, f"Scout.cards[{i}]")
        if bad:
            return bad
    return None


_INDEX_LIMIT = 2**INDEX_BITS


def _fast_name(value: object) -> bool:
    return value is None or (type(value) is str and len(value) <= NAME_LIMIT)


def _fast_sources(value: object) -> bool:
    if value is None:
        return True
    if type(value) is not tuple or len(value) > SOURCES_LIMIT:
        return False
    for source in value:
        kind = type(source)
        if kind is TileRef:
            name, number = source.location, source.slot
        elif kind is MerchantRef:
            name, number = source.merchant, source.space
        elif kind is MarketRef:
            continue
        else:
            return False
        if not (
            type(name) is str
            and len(name) <= NAME_LIMIT
            and type(number) is int
            and -_INDEX_LIMIT < number < _INDEX_LIMIT
        ):
            return False
    return True


def _fast_ok(move: object) -> bool:
    """True for a well-typed move with exact types (tuples, ``str``, ``int``): the moves that
    ``legal_moves`` and the JSON readers make. False sends the move to the detailed check."""
    kind = type(move)
    m: Any = move
    if kind is Pass or kind is Loan:
        return _fast_name(m.card)
    if kind is Build:
        slot = m.slot
        return (
            _fast_name(m.card)
            and type(m.industry) is Industry
            and type(m.location) is str
            and len(m.location) <= NAME_LIMIT
            and (slot is None or (type(slot) is int and -_INDEX_LIMIT < slot < _INDEX_LIMIT))
            and _fast_sources(m.coal)
            and _fast_sources(m.iron)
        )
    if kind is Network:
        link = m.link
        return (
            type(link) is tuple
            and len(link) == 2
            and type(link[0]) is str
            and type(link[1]) is str
            and len(link[0]) <= NAME_LIMIT
            and len(link[1]) <= NAME_LIMIT
            and _fast_name(m.card)
            and _fast_sources(m.coal)
            and _fast_sources(m.beer)
        )
    if kind is Sell:
        return (
            _fast_sources((m.tile,))
            and type(m.tile) is TileRef
            and _fast_name(m.card)
            and (m.merchant is None or _fast_sources((m.merchant,)))
            and type(m.merchant) is not MarketRef
            and _fast_sources(m.beer)
            and (m.bonus is None or type(m.bonus) is Industry)
        )
    if kind is Develop:
        return type(m.industry) is Industry and _fast_name(m.card) and _fast_sources(m.iron)
    if kind is End:
        return True
    if kind is SellForDebt:
        return type(m.tile) is TileRef and _fast_sources((m.tile,))
    if kind is Scout:
        cards = m.cards
        return (
            type(cards) is tuple
            and len(cards) <= SOURCES_LIMIT
            and all(type(c) is str and len(c) <= NAME_LIMIT for c in cards)
        )
    return False


def move_problem(move: object) -> str | None:
    """Why *move* is not a well-typed move (its class and field types), or None when it is.

    O(number of fields); bounded messages (:func:`~brass_rules.errors.quote`).

    >>> from brass_rules.birmingham.guards import move_problem
    >>> from brass_rules.birmingham.moves import Build, Pass
    >>> move_problem(Build("Leek", "coal", "Leek"))
    "Build.industry must be an Industry, not 'coal'"
    >>> move_problem(Pass("Leek")) is None
    True
    """
    if _fast_ok(move):  # the common case, checked without building any message
        return None
    check = _CHECKS.get(type(move))  # exactly a move class: subclasses are not moves
    if check is None:
        return f"{quote(move, 60)} is not a move"
    return check(move)


def _card(m: Any) -> str | None:
    return _optional_name(m.card, f"{type(m).__name__}.card")


#: The field checks of each move class (the detailed pass of :func:`move_problem`).
_CHECKS: dict[type, Callable[[Any], str | None]] = {
    Build: _build,
    Network: _network,
    Develop: _develop,
    Sell: _sell,
    Loan: _card,
    Pass: _card,
    Scout: _scout,
    SellForDebt: lambda m: _tile(m.tile, "SellForDebt.tile"),
    End: lambda m: None,
}


#: The fields of each move class declared as tuples.
_TUPLE_FIELDS: dict[type, tuple[str, ...]] = {
    Build: ("coal", "iron"),
    Network: ("link", "coal", "beer"),
    Develop: ("iron",),
    Sell: ("beer",),
    Scout: ("cards",),
}
_M = TypeVar("_M")


def as_tuples(move: _M) -> _M:
    """*move* with a list in any tuple field made a tuple (for a move :func:`move_problem` passed).

    Python reads a list as well as a tuple; the mypyc-compiled build's code (``br.COMPILED``)
    accepts only what the fields declare, so the engine hands it tuples.

    >>> as_tuples(Scout(["Leek", "Stone", "Leek"]))  # type: ignore[arg-type]
    Scout(cards=('Leek', 'Stone', 'Leek'))
    """
    lists = {
        name: tuple(value)
        for name in _TUPLE_FIELDS.get(type(move), ())
        if type(value := getattr(move, name)) is list
    }
    return attrs.evolve(move, **lists) if lists else move  # type: ignore[misc]
