"""Moves as JSON: ``{"type": "take", "good": "wood"}`` and the like (see docs/le_havre/moves)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from brass_rules.errors import NotationError
from brass_rules.kit.jsonread import Reader, key_path
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data.goods import GOODS
from brass_rules.le_havre.guards import NAME_LIMIT
from brass_rules.le_havre.moves import (
    Act,
    Borrow,
    Buy,
    EndTurn,
    Enter,
    Feed,
    Move,
    Repay,
    Sell,
    TakeOffer,
)

_R = Reader(NotationError)

#: The JSON ``type`` of each move class.
TYPE_NAMES: dict[type, str] = {
    TakeOffer: "take", Enter: "enter", Act: "act", Buy: "buy", Sell: "sell", Repay: "repay",
    Feed: "feed", Borrow: "borrow", EndTurn: "end",
}  # fmt: skip


def _bag(bag: Bag) -> dict[str, int]:
    return dict(bag.pairs())


def move_to_json(move: Move) -> dict[str, Any]:
    """The JSON of a move."""
    if isinstance(move, TakeOffer):
        return {"type": "take", "good": move.good}
    if isinstance(move, Enter):
        return {
            "type": "enter", "building": move.building, "food": _bag(move.food),
            "francs": move.francs,
        }  # fmt: skip
    if isinstance(move, Act):
        return {
            "type": "act", "option": move.option, "give": _bag(move.give),
            "take": _bag(move.take), "energy": _bag(move.energy), "food": _bag(move.food),
            "francs": move.francs,
        }  # fmt: skip
    if isinstance(move, Buy):
        return {"type": "buy", "card": move.card}
    if isinstance(move, Sell):
        data: dict[str, Any] = {"type": "sell", "card": move.card}
        if move.player is not None:
            data["player"] = move.player
        return data
    if isinstance(move, Repay):
        data = {"type": "repay", "loans": move.loans}
        if move.player is not None:
            data["player"] = move.player
        return data
    if isinstance(move, Feed):
        return {"type": "feed", "good": move.good, "count": move.count}
    return {"type": TYPE_NAMES[type(move)]}


def _name(value: object, path: str) -> str:
    """A card, good or option name: a string of at most :data:`NAME_LIMIT` characters."""
    text = _R.str_(value, path)
    if len(text) > NAME_LIMIT:
        _R.fail(path, f"expected a name of at most {NAME_LIMIT} characters", value)
    return text


def _goods(value: object, path: str) -> Bag:
    obj = _R.obj(value, path, (), GOODS)
    return Bag.from_pairs((g, _R.int_(n, key_path(path, g), 1, 10**6)) for g, n in obj.items())


def _player(d: dict[str, object]) -> int | None:
    if d.get("player") is None:
        return None
    return _R.int_(d["player"], "$.player", 0, 4)


def move_from_json(data: Mapping[str, Any]) -> Move:
    """The move of a JSON object; :class:`NotationError` names the bad value and its path."""
    if not isinstance(data, dict):
        _R.fail("$", "expected an object", data)
    kind = _R.choice(data.get("type"), "$.type", TYPE_NAMES.values(), "move type")
    if kind == "take":
        d = _R.obj(data, "$", ("type", "good"))
        return TakeOffer(_name(d["good"], "$.good"))
    if kind == "enter":
        d = _R.obj(data, "$", ("type", "building"), ("food", "francs"))
        return Enter(
            _name(d["building"], "$.building"),
            _goods(d.get("food", {}), "$.food"),
            _R.int_(d.get("francs", 0), "$.francs", 0, 10**6),
        )
    if kind == "act":
        d = _R.obj(data, "$", ("type",), ("option", "give", "take", "energy", "food", "francs"))
        return Act(
            option=_name(d.get("option", ""), "$.option"),
            give=_goods(d.get("give", {}), "$.give"),
            take=_goods(d.get("take", {}), "$.take"),
            energy=_goods(d.get("energy", {}), "$.energy"),
            food=_goods(d.get("food", {}), "$.food"),
            francs=_R.int_(d.get("francs", 0), "$.francs", 0, 10**6),
        )
    if kind == "buy":
        d = _R.obj(data, "$", ("type", "card"))
        return Buy(_name(d["card"], "$.card"))
    if kind == "sell":
        d = _R.obj(data, "$", ("type", "card"), ("player",))
        return Sell(_name(d["card"], "$.card"), _player(d))
    if kind == "repay":
        d = _R.obj(data, "$", ("type", "loans"), ("player",))
        return Repay(_R.int_(d["loans"], "$.loans", 1, 10**6), _player(d))
    if kind == "feed":
        d = _R.obj(data, "$", ("type", "good", "count"))
        return Feed(_name(d["good"], "$.good"), _R.int_(d["count"], "$.count", 1, 10**6))
    _R.obj(data, "$", ("type",))
    return Borrow() if kind == "borrow" else EndTurn()
