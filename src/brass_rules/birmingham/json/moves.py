"""Moves as JSON: the only module that knows the JSON shape of a move.

The docs page "Moves and positions as JSON" describes the format.

>>> from brass_rules.birmingham.moves import Loan, Network
>>> move_to_json(Loan("Leek"))
{'action': 'loan', 'card': 'Leek'}
>>> move_from_json({"action": "network", "link": ["Walsall", "Birmingham"], "coal": None,
...                 "beer": None})
Network(link=('Birmingham', 'Walsall'), card=None, coal=None, beer=None)

Decisions:

- Every action's object always has all of its keys, ``null`` included, in the order of the
  documented examples. The exceptions follow those examples too: a ``network``, ``develop`` or
  ``sell`` whose card is ``None`` (a continuation step) is dumped *without* the ``card`` key, and a
  first ``network`` step (with a card) is dumped without ``beer`` when its beer is ``None`` (only
  the second rail link of a double needs beer). On load a missing ``card`` and ``"card": null`` both
  mean a continuation step, and a missing network ``beer`` means ``null``. Every other key is
  required and no other key is allowed.
- A link is the list of its two ends; it is dumped sorted and loaded in either order (normalised
  to sorted). A source is ``"market"``, ``{"location", "slot"}`` or ``{"merchant", "space"}``.
- ``move_from_json`` checks shapes and types only (booleans are not integers; industry names must
  exist). Whether a named location, card, slot or merchant exists on the board is the engine's
  question: ``validate`` answers an unknown name with a :class:`~brass_rules.errors.RuleViolation`.
- A list (or tuple) is accepted wherever JSON has an array.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from brass_rules.birmingham.enums import Industry
from brass_rules.birmingham.guards import move_problem
from brass_rules.birmingham.moves import (
    MARKET,
    Build,
    Develop,
    End,
    Loan,
    MerchantRef,
    Move,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
    Source,
    TileRef,
)
from brass_rules.errors import NotationError
from brass_rules.kit.jsonread import Reader, item_path, key_path

__all__ = ["move_from_json", "move_to_json"]

_R = Reader(NotationError)
_INDUSTRY_NAMES = tuple(industry.value for industry in Industry)

#: The keys of each action after ``"action"``, in dump order.
_KEYS: dict[str, tuple[str, ...]] = {
    "build": ("card", "industry", "location", "slot", "coal", "iron"),
    "network": ("card", "link", "coal", "beer"),
    "develop": ("card", "industry", "iron"),
    "sell": ("card", "tile", "merchant", "beer", "bonus"),
    "end": (),
    "loan": ("card",),
    "scout": ("cards",),
    "pass": ("card",),
    "sell_for_debt": ("tile",),
}
#: Keys that may be missing on load, per action: ``card`` (a continuation step) and the beer of a
#: first network step (only the second rail link of a double needs beer).
_OPTIONAL: dict[str, frozenset[str]] = {
    "network": frozenset({"card", "beer"}),
    "develop": frozenset({"card"}),
    "sell": frozenset({"card"}),
}


# ----- dumping -------------------------------------------------------------------------------


def _dump_tile(tile: TileRef) -> dict[str, object]:
    return {"location": tile.location, "slot": tile.slot}


def _dump_merchant(merchant: MerchantRef) -> dict[str, object]:
    return {"merchant": merchant.merchant, "space": merchant.space}


def _dump_source(source: Source) -> object:
    if isinstance(source, TileRef):
        return _dump_tile(source)
    if isinstance(source, MerchantRef):
        return _dump_merchant(source)
    return "market"


def _dump_sources(sources: tuple[Source, ...] | None) -> list[object] | None:
    return None if sources is None else [_dump_source(s) for s in sources]


def _with_card(action: str, card: str | None, rest: dict[str, object]) -> dict[str, object]:
    out: dict[str, object] = {"action": action}
    if card is not None:
        out["card"] = card
    out.update(rest)
    return out


def _dump_build(move: Build) -> dict[str, object]:
    return {
        "action": "build",
        "card": move.card,
        "industry": move.industry.value,
        "location": move.location,
        "slot": move.slot,
        "coal": _dump_sources(move.coal),
        "iron": _dump_sources(move.iron),
    }


def _dump_network(move: Network) -> dict[str, object]:
    rest: dict[str, object] = {"link": sorted(move.link), "coal": _dump_sources(move.coal)}
    if move.card is None or move.beer is not None:
        rest["beer"] = _dump_sources(move.beer)
    return _with_card("network", move.card, rest)


def _dump_develop(move: Develop) -> dict[str, object]:
    return _with_card(
        "develop",
        move.card,
        {"industry": move.industry.value, "iron": _dump_sources(move.iron)},
    )


def _dump_sell(move: Sell) -> dict[str, object]:
    return _with_card(
        "sell",
        move.card,
        {
            "tile": _dump_tile(move.tile),
            "merchant": None if move.merchant is None else _dump_merchant(move.merchant),
            "beer": _dump_sources(move.beer),
            "bonus": None if move.bonus is None else move.bonus.value,
        },
    )


def _dump_end(move: End) -> dict[str, object]:
    return {"action": "end"}


def _dump_loan(move: Loan) -> dict[str, object]:
    return {"action": "loan", "card": move.card}


def _dump_scout(move: Scout) -> dict[str, object]:
    return {"action": "scout", "cards": list(move.cards)}


def _dump_pass(move: Pass) -> dict[str, object]:
    return {"action": "pass", "card": move.card}


def _dump_sell_for_debt(move: SellForDebt) -> dict[str, object]:
    return {"action": "sell_for_debt", "tile": _dump_tile(move.tile)}


#: The JSON writer of each kind of move (one table, no isinstance chain).
_DUMP: dict[type, Callable[[Any], dict[str, object]]] = {
    Build: _dump_build,
    Network: _dump_network,
    Develop: _dump_develop,
    Sell: _dump_sell,
    End: _dump_end,
    Loan: _dump_loan,
    Scout: _dump_scout,
    Pass: _dump_pass,
    SellForDebt: _dump_sell_for_debt,
}


def move_to_json(move: Move) -> dict[str, object]:
    """The JSON object of *move* (docs: "Moves and positions as JSON").

    Continuation steps have no ``card``.

    :raises TypeError: if *move* is not a well-typed move (see ``docs/errors.rst``).
    """
    problem = move_problem(move)
    if problem is not None:
        raise TypeError(f"not a move: {problem}")
    dump = _DUMP.get(type(move))
    if dump is None:
        raise TypeError(f"not a move: {move!r}")
    return dump(move)


# ----- loading -------------------------------------------------------------------------------


def _tile(value: object, path: str) -> TileRef:
    obj = _R.obj(value, path, ("location", "slot"))
    return TileRef(
        _R.str_(obj["location"], key_path(path, "location")),
        _R.int_(obj["slot"], key_path(path, "slot")),
    )


def _merchant(value: object, path: str) -> MerchantRef:
    obj = _R.obj(value, path, ("merchant", "space"))
    return MerchantRef(
        _R.str_(obj["merchant"], key_path(path, "merchant")),
        _R.int_(obj["space"], key_path(path, "space")),
    )


def _source(value: object, path: str) -> Source:
    if value == "market":
        return MARKET
    if isinstance(value, dict) and "merchant" in value:
        return _merchant(value, path)
    if isinstance(value, dict) and "location" in value:
        return _tile(value, path)
    _R.fail(path, 'expected "market", {"location", "slot"} or {"merchant", "space"}', value)


def _sources(value: object, path: str) -> tuple[Source, ...] | None:
    if value is None:
        return None
    return tuple(_source(v, item_path(path, i)) for i, v in enumerate(_R.list_(value, path)))


def _industry(value: object, path: str) -> Industry:
    return Industry(_R.choice(value, path, _INDUSTRY_NAMES, "industry"))


def _card(value: object, path: str) -> str | None:
    return None if value is None else _R.str_(value, path)


def _load_build(d: dict[str, object]) -> Build:
    return Build(
        card=_R.str_(d["card"], "$.card"),
        industry=_industry(d["industry"], "$.industry"),
        location=_R.str_(d["location"], "$.location"),
        slot=None if d["slot"] is None else _R.int_(d["slot"], "$.slot"),
        coal=_sources(d["coal"], "$.coal"),
        iron=_sources(d["iron"], "$.iron"),
    )


def _load_network(d: dict[str, object]) -> Network:
    ends = _R.list_(d["link"], "$.link", length=2)
    a = _R.str_(ends[0], "$.link[0]")
    b = _R.str_(ends[1], "$.link[1]")
    return Network(
        link=(a, b) if a <= b else (b, a),
        card=_card(d.get("card"), "$.card"),
        coal=_sources(d["coal"], "$.coal"),
        beer=_sources(d.get("beer"), "$.beer"),
    )


def _load_develop(d: dict[str, object]) -> Develop:
    return Develop(
        industry=_industry(d["industry"], "$.industry"),
        card=_card(d.get("card"), "$.card"),
        iron=_sources(d["iron"], "$.iron"),
    )


def _load_sell(d: dict[str, object]) -> Sell:
    return Sell(
        tile=_tile(d["tile"], "$.tile"),
        card=_card(d.get("card"), "$.card"),
        merchant=None if d["merchant"] is None else _merchant(d["merchant"], "$.merchant"),
        beer=_sources(d["beer"], "$.beer"),
        bonus=None if d["bonus"] is None else _industry(d["bonus"], "$.bonus"),
    )


def _load_scout(d: dict[str, object]) -> Scout:
    cards = _R.list_(d["cards"], "$.cards", length=3)
    a, b, c = (_R.str_(card, item_path("$.cards", i)) for i, card in enumerate(cards))
    return Scout((a, b, c))


_LOADERS: dict[str, Callable[[dict[str, object]], Move]] = {
    "build": _load_build,
    "network": _load_network,
    "develop": _load_develop,
    "sell": _load_sell,
    "end": lambda d: End(),
    "loan": lambda d: Loan(_R.str_(d["card"], "$.card")),
    "scout": _load_scout,
    "pass": lambda d: Pass(_R.str_(d["card"], "$.card")),
    "sell_for_debt": lambda d: SellForDebt(_tile(d["tile"], "$.tile")),
}


def move_from_json(data: object) -> Move:
    """The move described by the JSON object *data* (docs: "Moves and positions as JSON").

    :raises NotationError: for malformed data (not an object, unknown action, a missing, extra or
        mistyped key, an unknown industry); the message gives the JSON path and the bad value.
    """
    if not isinstance(data, dict):
        _R.fail("$", "expected a move object", data)
    if "action" not in data:
        _R.fail_plain("$.action", "missing key 'action'")
    action = _R.choice(data["action"], "$.action", _KEYS, "action")
    keys = _KEYS[action]
    optional = _OPTIONAL.get(action, frozenset())
    required = tuple(k for k in keys if k not in optional)
    d = _R.obj(data, "$", ("action", *required), optional)
    return _LOADERS[action](d)
