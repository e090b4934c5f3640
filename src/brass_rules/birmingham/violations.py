"""Violations and the words of their messages: the helpers every rule check shares.

A lower module than ``actions`` and ``resources`` (both use it); ``actions.common`` re-exports
these names.
"""

from __future__ import annotations

from typing import Final

from brass_rules.birmingham.enums import Industry
from brass_rules.birmingham.rules import Rule
from brass_rules.errors import RuleViolation

Violations = tuple[RuleViolation, ...]


def violation(rule: Rule, message: str) -> Violations:
    """A one-violation tuple."""
    return (RuleViolation(rule, message),)


def merged(first: Violations, *more: Violations) -> Violations:
    """*first*, then the violations of *more* not already listed, in order.

    ``validate`` reports the first violation found by the fast path (the one ``apply`` raises
    with) and then what the explaining pass found besides: the first stays first.
    """
    out = list(first)
    for group in more:
        out.extend(v for v in group if v not in out)
    return tuple(out)


def plural(count: int, noun: str, many: str | None = None) -> str:
    """*count* and *noun*, the noun in the plural unless *count* is 1.

    >>> plural(1, "source"), plural(2, "source"), plural(0, "link tile")
    ('1 source', '2 sources', '0 link tiles')
    """
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {many if many is not None else noun + 's'}"


#: An industry's tile as a player names it, singular and plural.
_TILE_NAMES: Final = {
    Industry.COTTON: ("cotton mill", "cotton mills"),
    Industry.MANUFACTURER: ("manufacturer", "manufacturers"),
    Industry.POTTERY: ("pottery", "potteries"),
    Industry.COAL: ("coal mine", "coal mines"),
    Industry.IRON: ("iron works", "iron works"),
    Industry.BREWERY: ("brewery", "breweries"),
}


def tile_name(industry: Industry, count: int = 1) -> str:
    """What a player calls a tile of *industry*: "iron works", "coal mine", "potteries" (*count*).

    >>> tile_name(Industry.COAL), tile_name(Industry.POTTERY, 2)
    ('coal mine', 'potteries')
    """
    one, many = _TILE_NAMES[industry]
    return one if count == 1 else many


def article(word: str) -> str:
    """*word* with "a" or "an" before it: "an iron works", "a coal mine".

    >>> article("iron works"), article("manufacturer")
    ('an iron works', 'a manufacturer')
    """
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
