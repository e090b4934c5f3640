"""Cards by name in positions: the id a card name stands for (see ``docs/le_havre/catalogue``).

A position may name a building by its id (``"03"``), its name (``"Fishery"``, any case), or its
name with the id (``"Wharf [12]"``), and a ship by its id (``"S04"``) or its type with the id
(``"Wooden ship S04"``, ``"Wooden ship [S04]"``); ids are what ``dump_state`` writes. A name
that several cards share (the two Building Firms, the two Wharves, every ship of a type) needs
the id.

>>> from brass_rules.le_havre.cardnames import card_id
>>> card_id("fishery", "building"), card_id("Wharf [17]", "building"), card_id("S04", "ship")
('03', '17', 'S04')
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from brass_rules.errors import quote, suggestions
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIPS

#: The longest text read as a card name.
NAME_LIMIT = 64


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("[", " ").replace("]", " ").split())


def card_name(card: str) -> str:
    """What a card is called: a building's name, a ship's type (``Wooden ship``)."""
    if card in SHIPS:
        return SHIP_NAMES[SHIPS[card].type]
    return BY_ID[card].name


def label(card: str) -> str:
    """A card's unambiguous name: ``Fishery``, ``Wharf [12]``, ``Wooden ship [S04]``."""
    name = card_name(card)
    return name if len(_SAME[_norm(name)]) == 1 else f"{name} [{card}]"


_ALL: tuple[str, ...] = (*BY_ID, *SHIPS)
_SAME: dict[str, tuple[str, ...]] = {}
for _card in _ALL:
    _key = _norm(card_name(_card))
    _SAME[_key] = (*_SAME.get(_key, ()), _card)
#: Every accepted spelling, normalised -> the card id.
_WORDS: dict[str, str] = {}
for _card in _ALL:
    _WORDS[_norm(_card)] = _card
    _WORDS[_norm(f"{card_name(_card)} {_card}")] = _card
    if len(_SAME[_norm(card_name(_card))]) == 1:
        _WORDS[_norm(card_name(_card))] = _card
_LABELS: tuple[str, ...] = tuple(label(c) for c in _ALL)


def card_id(value: str, what: str, allowed: Collection[str] | None = None) -> str:
    """The id of the card *value* names, or the id itself; *allowed* limits the cards.

    :raises ValueError: naming the problem (an unknown name with the nearest labels, a name
        several cards share with their labels, a card that is not one of *allowed*); the
        caller turns it into its own error with the JSON path.
    """
    if len(value) > NAME_LIMIT:
        raise ValueError(f"{what} name too long, got {quote(value, 40)}")
    key = _norm(value)
    found = _WORDS.get(key)
    if found is None:
        same = _SAME.get(key, ())
        if same:
            listed = " or ".join(quote(label(c)) for c in same[:4])
            if len(same) > 4:
                listed += " ..."
            raise ValueError(f"{quote(value)} names {len(same)} cards: write {listed}")
        raise ValueError(f"unknown {what} {quote(value)}{_hint(value, allowed)}")
    if allowed is not None and found not in allowed:
        raise ValueError(f"{quote(value)} is {label(found)}, not a {what}")
    return found


def _hint(value: str, allowed: Iterable[str] | None) -> str:
    names = _LABELS if allowed is None else tuple(label(c) for c in allowed)
    near = suggestions(value, names)
    return f" (did you mean {' or '.join(quote(n) for n in near)}?)" if near else ""
