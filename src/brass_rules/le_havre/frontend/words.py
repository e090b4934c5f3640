"""Action steps in plain words (issue 31, point 2): what a step of a building's action does,
for the options of ``choices`` and the sentences of ``describe_move``, where notation writes
``Ironworks: carry out`` or ``Ironworks: extra; energy 6 wood``.

>>> from brass_rules.le_havre.bag import Bag
>>> from brass_rules.le_havre.moves import Act
>>> step_words("22", Act())
'take 3 iron (no 4th for 6 energy)'
>>> step_words("22", Act("extra", energy=Bag.of(wood=6)))
'take 4 iron (the 4th for 6 energy), paying 6 wood as energy'
>>> step_words("08", Act(give=Bag.of(fish=6), energy=Bag.of(wood=1)))
'smoke 6 fish, paying 1 wood as energy'
"""

from __future__ import annotations

from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIPS
from brass_rules.le_havre.moves import Act
from brass_rules.le_havre.notation import card_label

__all__ = ["main_words", "payment_words", "step_words"]

#: Upgrading buildings: the verb of their ``give`` (the goods upgraded).
_UPGRADE_VERBS: dict[str, str] = {
    "05": "bake", "07": "burn to charcoal", "08": "smoke", "09": "slaughter", "14": "fire",
    "20": "tan", "23": "make steel of", "25": "make coke of",
}  # fmt: skip


def _goods(bag: Bag) -> str:
    return bag.text()


def payment_words(act: Act) -> str:
    """The payment part of a step: energy, food and francs (``paying 1 wood as energy``)."""
    parts = []
    if act.energy.total():
        parts.append(f"{_goods(act.energy)} as energy")
    if act.food.total():
        parts.append(_goods(act.food))
    if act.francs:
        parts.append(f"{act.francs} franc{'s' if act.francs != 1 else ''}")
    return ("paying " + " and ".join(parts)) if parts else ""


def main_words(building: str, act: Act) -> str:
    """A step without its payment: what it does (``smoke 6 fish``, ``build Colliery``)."""
    option, give, take = act.option, act.give, act.take
    if option.startswith("yacht:"):
        return f"swap {card_label(option[6:])} for the Luxury Yacht"
    target, at, seat = option.partition("@")
    if at:
        return f"displace P{seat} from {card_label(target)} and use it"
    a, plus, b = option.partition("+")
    if plus:
        return f"pay 3 francs and haul all the {a} and {b} from the offers"
    if option in BY_ID or option in SHIPS:
        with_ = f" with {_goods(give)}" if give.total() else ""
        return f"build {card_label(option)}{with_}"
    if building == "22":
        return "take 4 iron (the 4th for 6 energy)" if option == "extra" else \
            "take 3 iron (no 4th for 6 energy)"
    words = {
        "stop": "stop after this building",
        "keep": "keep the order of the special deck's top two cards",
        "swap": "swap the special deck's top two cards",
        "ship": "ship the loaded goods",
        "done": "stop selling",
        "skip": "skip this trade",
        "one": "cancel 1 loan",
        "one_paid": "cancel 1 loan and take 2 francs",
        "two": "cancel 2 loans",
    }
    if option in words:
        return words[option]
    if option == "load":
        return f"load {_goods(give)} onto your ships"
    if option == "sell":
        return f"sell {_goods(give)}"
    if option == "trade":
        return f"trade {_goods(give)} for {_goods(take)}"
    if option == "steel":
        return f"trade {_goods(give)} for 1 steel"
    parts = []
    if give.total():
        verb = _UPGRADE_VERBS.get(building, "hand over")
        parts.append(f"{verb} {_goods(give)}")
    if take.total():
        parts.append(f"take {_goods(take)}")
    if option:
        parts.insert(0, option.replace("_", " "))
    return ", ".join(parts) or "carry out the action"


def step_words(building: str, act: Act) -> str:
    """A step of the action of *building* in words, its payment included."""
    main = main_words(building, act)
    pay = payment_words(act)
    return f"{main}, {pay}" if pay else main
