"""Move notation (the role of SAN): :func:`format_move` and :func:`parse_move`.

A move is written as a player would write it on a score sheet: the action, then what it acts on,
then clauses introduced by a keyword. Words are separated by spaces (commas are spaces too) and
read case-insensitively; names are written as on the board and cards (``Stoke-on-Trent``,
``North Farm Brewery``, ``cotton/manufacturer``, ``wild location``). A place is a location and a
0-based slot, ``Birmingham/1``; a merchant space likewise, ``Gloucester/0``.

========================  ==========================================================================
action                    written as
========================  ==========================================================================
Build                     ``Build <industry> <location>[/<slot>] card <card> [coal <sources>]
                          [iron <sources>]``
Network                   ``Network <location> <location> [card <card>] [coal <sources>]
                          [beer <sources>]`` (no card: the second link of a double rail)
Develop                   ``Develop <industry> [card <card>] iron <sources>`` (no card: the second
                          tile of a Develop)
Sell                      ``Sell [<industry>] <location>/<slot> [card <card>] to <merchant>/<space>
                          [beer <sources>] [bonus <industry>]`` (no card: another tile of the Sell)
Loan, Pass                ``Loan card <card>``, ``Pass card <card>``
Scout                     ``Scout cards <card> <card> <card>``
End                       ``End`` (finish the Network, Develop or Sell in progress)
SellForDebt               ``Remove [<industry>] <location>/<slot>`` (a tile removed to pay a debt)
========================  ==========================================================================

A source is ``market`` or a place (``Dudley/0``; a merchant's barrel ``Oxford/1``), listed once
per cube or barrel: ``coal Dudley/0 Dudley/0 market``. :func:`format_move` writes every clause that
says what the move used (an empty one is left out) and the slot of a build only where the
location has more than one slot showing the industry. :func:`parse_move` accepts any clause left
out, and clauses in any order, as long as exactly one legal move fits.

>>> import brass_rules as br
>>> s = br.new_game(players=2, seed=1)
>>> m = br.complete(s, br.Build("Kidderminster", br.Industry.COTTON, "Kidderminster"))
>>> format_move(s, m)
'Build cotton Kidderminster/1 card Kidderminster'
>>> parse_move(s, "build Cotton kidderminster card KIDDERMINSTER") == m
True
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from difflib import SequenceMatcher
from typing import TypeVar

from attrs import evolve, frozen

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.board import BIRMINGHAM, MERCHANT
from brass_rules.birmingham.complete import complete
from brass_rules.birmingham.engine import legal_moves, validate
from brass_rules.birmingham.enums import Era, Industry
from brass_rules.birmingham.hidden import stand_in_for
from brass_rules.birmingham.moves import (
    MARKET,
    Build,
    Develop,
    End,
    Loan,
    MarketRef,
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
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.state import GameState
from brass_rules.errors import AmbiguousMoveError, NotationError, suggestions
from brass_rules.kit.limits import short

__all__ = [
    "format_move",
    "label",
    "move_label",
    "parse_move",
    "read_move",
    "read_record_line",
    "record_label",
]

_B = BIRMINGHAM
#: Longest move text read (a full move is well under 200 characters).
MAX_TEXT = 1000
#: Candidates listed in the message of an ambiguous move.
MAX_LISTED = 8

_ACTIONS = ("build", "network", "develop", "sell", "loan", "scout", "pass", "end", "remove")
_CLAUSES = ("card", "cards", "coal", "iron", "beer", "to", "bonus")
_LOCATIONS = {loc.name.lower(): loc.name for loc in _B.locations}
_MERCHANTS = frozenset(loc.name for loc in _B.locations if loc.kind == MERCHANT)
_CARDS = {c.lower(): c for c in (*comp.deck(4), *sorted(comp.WILD_CARDS))}
_INDUSTRIES = {i.value: i for i in Industry}
_T = TypeVar("_T")
_KEYWORDS = frozenset((*_ACTIONS, *_CLAUSES, "market"))
_PHRASES: frozenset[str] = frozenset((*_LOCATIONS, *_CARDS, *_INDUSTRIES, *_KEYWORDS))
_LONGEST = max(len(p.split()) for p in _PHRASES)
#: Each word and name of the notation as it is written (lower case -> display form).
_DISPLAY: dict[str, str] = {
    **{k: k for k in _KEYWORDS},
    **{k: k for k in _INDUSTRIES},
    **_CARDS,
    **_LOCATIONS,
}


# ----- writing -------------------------------------------------------------------------------


def _place(ref: TileRef | MerchantRef) -> str:
    if isinstance(ref, TileRef):
        return f"{ref.location}/{ref.slot}"
    return f"{ref.merchant}/{ref.space}"


def _source(source: Source) -> str:
    return "market" if isinstance(source, MarketRef) else _place(source)


def _sources(keyword: str, sources: Sequence[Source] | None) -> str:
    if not sources:
        return ""
    return f" {keyword} " + " ".join(_source(s) for s in sources)


def _card(card: str | None) -> str:
    return "" if card is None else f" card {card}"


def _slots_showing(location: str, industry: Industry) -> int:
    loc = _B.location(location)
    return sum(1 for slot in loc.slots if industry in slot)


def _tile_industry(state: GameState, ref: TileRef) -> str:
    slot = _B.location_slots[_B.location(ref.location).index][ref.slot]
    tile = state.tiles[slot]
    return "" if tile is None else f"{tile.industry.value} "


def write(state: GameState, move: Move) -> str:
    """The notation of a *complete* legal move (see :func:`format_move`)."""
    if isinstance(move, Build):
        where = move.location
        if _slots_showing(move.location, move.industry) > 1:
            where = f"{where}/{move.slot}"
        return (
            f"Build {move.industry.value} {where}{_card(move.card)}"
            f"{_sources('coal', move.coal)}{_sources('iron', move.iron)}"
        )
    if isinstance(move, Network):
        return (
            f"Network {move.link[0]} {move.link[1]}{_card(move.card)}"
            f"{_sources('coal', move.coal)}{_sources('beer', move.beer)}"
        )
    if isinstance(move, Develop):
        return f"Develop {move.industry.value}{_card(move.card)}{_sources('iron', move.iron)}"
    if isinstance(move, Sell):
        to = "" if move.merchant is None else f" to {_place(move.merchant)}"
        bonus = "" if move.bonus is None else f" bonus {move.bonus.value}"
        return (
            f"Sell {_tile_industry(state, move.tile)}{_place(move.tile)}{_card(move.card)}{to}"
            f"{_sources('beer', move.beer)}{bonus}"
        )
    if isinstance(move, Loan):
        return f"Loan{_card(move.card)}"
    if isinstance(move, Pass):
        return f"Pass{_card(move.card)}"
    if isinstance(move, Scout):
        return "Scout cards " + " ".join(move.cards)
    if isinstance(move, SellForDebt):
        return f"Remove {_tile_industry(state, move.tile)}{_place(move.tile)}"
    return "End"


def _cards_named(move: object) -> tuple[str, ...]:
    """The cards *move* discards (none for a continuation step or an ill-typed move)."""
    cards = getattr(move, "cards", None)
    if isinstance(cards, tuple):
        return tuple(c for c in cards if isinstance(c, str))
    card = getattr(move, "card", None)
    return (card,) if isinstance(card, str) else ()


def format_move(position: GameState | Observation, move: Move) -> str:
    """The notation of *move* in *position* (the module doc gives the grammar): a state, or an
    observation (a seat's or the public view), which gives the same text.

    The move is completed first (:func:`~brass_rules.birmingham.complete.complete`), so the text
    names every source the move uses; ``parse_move(state, format_move(state, m))`` is
    ``complete(state, m)``.

    :raises IllegalMoveError: if *move* is not legal in *position* (in an observation that does
        not show the hand of the player to move, the move's cards are taken to be in it).
    :raises TypeError: if *position* is neither a ``GameState`` nor an ``Observation``.
    """
    state = stand_in_for(position, _cards_named(move))
    return write(state, complete(state, move))


# ----- reading -------------------------------------------------------------------------------


@frozen
class _Slot:
    number: int


_Word = str | _Slot


def _words(text: str) -> list[_Word]:
    out: list[_Word] = []
    for word in text.lower().replace(",", " ").split():
        if "/" in word and word not in _CARDS:
            name, _, number = word.rpartition("/")
            if not (_is_number(number) and len(number) <= 2):
                raise NotationError(f"unknown word {short(word)}: a slot is written like Dudley/0")
            if name:
                out.append(name)
            out.append(_Slot(int(number)))
        else:
            out.append(word)
    return out


def _tokens(text: str) -> list[_Word]:
    """Words joined into the board's multi-word names; an unknown word raises."""
    words = _words(text)
    out: list[_Word] = []
    i = 0
    while i < len(words):
        word = words[i]
        if isinstance(word, _Slot):
            out.append(word)
            i += 1
            continue
        for k in range(min(_LONGEST, len(words) - i), 0, -1):
            group = words[i : i + k]
            if all(isinstance(w, str) for w in group):
                phrase = " ".join(str(w) for w in group)
                if phrase in _PHRASES:
                    out.append(phrase)
                    i += k
                    break
        else:
            raise NotationError(
                f"unknown word {short(word)} in {short(text, 120)}{_did_you_mean(words, i)}"
            )
    return out


def _is_number(text: str) -> bool:
    """Whether *text* is a number in ASCII digits (``²``, ``①`` or ``١`` are not digits here)."""
    return text.isascii() and text.isdigit()


def _did_you_mean(words: Sequence[_Word], i: int) -> str:
    """`` (did you mean 'X'?)`` naming the names nearest to the unknown words at *i*."""
    best: tuple[float, list[str]] = (0.0, [])
    for k in range(min(_LONGEST, len(words) - i), 0, -1):
        group = words[i : i + k]
        if not all(isinstance(w, str) for w in group):
            continue
        phrase = " ".join(str(w) for w in group)[:80]
        near = suggestions(phrase, _DISPLAY)
        if near:
            score = SequenceMatcher(None, phrase, near[0]).ratio()
            if score > best[0]:
                best = (score, near)
    if not best[1]:
        return ""
    return f" (did you mean {' or '.join(repr(_DISPLAY[n]) for n in best[1])}?)"


class _Spec:
    """What the text says about the move (``None``: not said)."""

    def __init__(self, action: str) -> None:
        self.action = action
        self.card: str | None = None
        self.cards: tuple[str, ...] | None = None
        self.industry: Industry | None = None
        self.location: str | None = None
        self.slot: int | None = None
        self.link: frozenset[str] | None = None
        self.coal: tuple[Source, ...] | None = None
        self.iron: tuple[Source, ...] | None = None
        self.beer: tuple[Source, ...] | None = None
        self.merchant: MerchantRef | None = None
        self.bonus: Industry | None = None


class _Reader:
    def __init__(self, tokens: list[_Word], text: str) -> None:
        self.tokens = tokens
        self.i = 0
        self.text = text

    def peek(self) -> _Word | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> _Word | None:
        word = self.peek()
        self.i += 1
        return word

    def fail(self, expected: str) -> NotationError:
        word = self.peek()
        got = "the end" if word is None else _show(word)
        return NotationError(f"expected {expected}, got {got} in {short(self.text, 120)}")

    def at(self, names: Mapping[str, object]) -> bool:
        """Whether the next word is one of *names*."""
        word = self.peek()
        return isinstance(word, str) and word in names

    def _name(self, names: Mapping[str, _T], expected: str) -> _T:
        """The next word, one of *names*, as *names* maps it."""
        word = self.peek()
        if not isinstance(word, str) or word not in names:
            raise self.fail(expected)
        self.i += 1
        return names[word]

    def industry(self) -> Industry:
        return self._name(_INDUSTRIES, "an industry")

    def location(self) -> str:
        return self._name(_LOCATIONS, "a location")

    def slot(self) -> int | None:
        word = self.peek()
        if isinstance(word, _Slot):
            self.i += 1
            return word.number
        return None

    def card(self) -> str:
        return self._name(_CARDS, "a card")

    def source(self) -> Source:
        if self.peek() == "market":
            self.i += 1
            return MARKET
        where = self.location()
        slot = self.slot()
        if slot is None:
            raise self.fail(f"a slot after {where} (like {where}/0)")
        return MerchantRef(where, slot) if where in _MERCHANTS else TileRef(where, slot)

    def sources(self) -> tuple[Source, ...]:
        out = [self.source()]
        while self.peek() == "market" or self.at(_LOCATIONS):
            out.append(self.source())
        return tuple(out)


def _show(word: _Word) -> str:
    return f"/{word.number}" if isinstance(word, _Slot) else repr(word)


def _head(r: _Reader, spec: _Spec) -> None:
    """The words after the action, before the first clause."""
    action = spec.action
    word = r.peek()
    if action in ("build", "develop", "sell", "remove") and isinstance(word, str):
        if word in _INDUSTRIES and not (
            action == "develop" and word == "iron" and _next_is_source(r)
        ):
            spec.industry = r.industry()
    if action in ("build", "sell", "remove") and r.at(_LOCATIONS):
        spec.location = r.location()
        spec.slot = r.slot()
    elif action == "network" and r.at(_LOCATIONS):
        a = r.location()
        b = r.location()
        spec.link = frozenset((a, b))
    elif action in ("loan", "pass") and r.at(_CARDS):
        spec.card = r.card()  # "Loan Leek": the card is the only thing these actions name


def _next_is_source(r: _Reader) -> bool:
    nxt = r.tokens[r.i + 1] if r.i + 1 < len(r.tokens) else None
    return nxt == "market" or (isinstance(nxt, str) and nxt in _LOCATIONS)


def _clauses(r: _Reader, spec: _Spec) -> None:
    seen: set[str] = set()
    while (word := r.peek()) is not None:
        if not isinstance(word, str) or word not in _CLAUSES:
            raise r.fail("a clause (" + ", ".join(_CLAUSES) + ")")
        if word in seen:
            raise NotationError(f"{word!r} is given twice in {short(r.text, 120)}")
        seen.add(word)
        r.i += 1
        if word == "card":
            spec.card = r.card()
        elif word == "cards":
            spec.cards = (r.card(), r.card(), r.card())
        elif word == "to":
            where = r.location()
            space = r.slot()
            if where not in _MERCHANTS or space is None:
                raise NotationError(
                    f"'to' names a merchant space (like Oxford/0), not {where}, "
                    f"in {short(r.text, 120)}"
                )
            spec.merchant = MerchantRef(where, space)
        elif word == "bonus":
            spec.bonus = r.industry()
        else:
            setattr(spec, word, r.sources())


def _spec(text: str) -> _Spec:
    tokens = _tokens(text)
    if not tokens or not isinstance(tokens[0], str) or tokens[0] not in _ACTIONS:
        first = "nothing" if not tokens else _show(tokens[0])
        raise NotationError(
            f"a move starts with an action ({', '.join(_ACTIONS)}), got {first}, "
            f"in {short(text, 120)}"
        )
    action = tokens[0]
    assert isinstance(action, str)
    spec = _Spec(action)
    r = _Reader(tokens, text)
    r.i = 1
    _head(r, spec)
    _clauses(r, spec)
    return spec


_TYPES: dict[str, type] = {
    "build": Build,
    "network": Network,
    "develop": Develop,
    "sell": Sell,
    "loan": Loan,
    "scout": Scout,
    "pass": Pass,
    "end": End,
    "remove": SellForDebt,
}
#: The clauses each action may have (anything else is refused by name).
_ALLOWED: dict[str, frozenset[str]] = {
    "build": frozenset({"card", "industry", "location", "slot", "coal", "iron"}),
    "network": frozenset({"card", "link", "coal", "beer"}),
    "develop": frozenset({"card", "industry", "iron"}),
    "sell": frozenset({"card", "industry", "location", "slot", "merchant", "beer", "bonus"}),
    "loan": frozenset({"card"}),
    "pass": frozenset({"card"}),
    "scout": frozenset({"cards"}),
    "end": frozenset(),
    "remove": frozenset({"industry", "location", "slot"}),
}
_FIELDS = ("card", "cards", "industry", "location", "slot", "link", "coal", "iron", "beer")
_FIELDS_ALL = (*_FIELDS, "merchant", "bonus")


def _check_allowed(spec: _Spec, text: str) -> None:
    for name in _FIELDS_ALL:
        if getattr(spec, name) is not None and name not in _ALLOWED[spec.action]:
            word = {"location": "a place", "slot": "a slot", "link": "a link"}.get(name, repr(name))
            raise NotationError(f"{spec.action} takes no {word}, in {short(text, 120)}")


def _tile_of(move: Move) -> TileRef | None:
    tile = getattr(move, "tile", None)
    return tile if isinstance(tile, TileRef) else None


def _fits(state: GameState, spec: _Spec, move: Move) -> bool:
    """Does the legal *move* fit everything the text says?"""
    if spec.card is not None and getattr(move, "card", None) != spec.card:
        return False
    if spec.cards is not None and sorted(getattr(move, "cards", ())) != sorted(spec.cards):
        return False
    tile = _tile_of(move)
    if spec.location is not None:
        where = tile.location if tile is not None else getattr(move, "location", None)
        if where != spec.location:
            return False
        if spec.slot is not None:
            slot = tile.slot if tile is not None else getattr(move, "slot", None)
            if slot != spec.slot:
                return False
    if spec.industry is not None:
        if tile is not None:
            slot_index = _B.location_slots[_B.location(tile.location).index][tile.slot]
            built = state.tiles[slot_index]
            if built is None or built.industry is not spec.industry:
                return False
        elif getattr(move, "industry", None) is not spec.industry:
            return False
    if spec.link is not None and frozenset(getattr(move, "link", ())) != spec.link:
        return False
    for name in ("coal", "iron", "beer"):
        given = getattr(spec, name)
        if given is not None and Counter(given) != Counter(getattr(move, name, None) or ()):
            return False
    if spec.bonus is not None and getattr(move, "bonus", None) is not spec.bonus:
        return False
    if spec.merchant is not None and isinstance(move, Sell) and move.merchant != spec.merchant:
        # a sale taking no merchant barrel is listed with its first buyer: any buyer fits
        if any(isinstance(s, MerchantRef) for s in move.beer or ()):
            return False
        if validate(state, evolve(move, merchant=spec.merchant)):
            return False
    return True


_last: list[tuple[GameState, tuple[Move, ...]] | None] = [None]


def _legal(state: GameState) -> tuple[Move, ...]:
    """``legal_moves(state)``, remembered for the last state asked about (one entry, replaced
    whole, so that threads sharing it never mix two states' moves)."""
    last = _last[0]
    if last is not None and last[0] is state:
        return last[1]
    moves = legal_moves(state)
    _last[0] = (state, moves)
    return moves


def _attempt(spec: _Spec) -> Move | None:
    """The move the text names when it names every required field (to explain a refusal)."""
    a = spec.action
    ref = None
    if spec.location is not None and spec.slot is not None:
        ref = TileRef(spec.location, spec.slot)
    if a == "build" and spec.card and spec.industry and spec.location:
        return Build(spec.card, spec.industry, spec.location, spec.slot, spec.coal, spec.iron)
    if a == "network" and spec.link is not None and len(spec.link) == 2:
        one, two = sorted(spec.link)
        return Network((one, two), spec.card, spec.coal, spec.beer)
    if a == "develop" and spec.industry is not None:
        return Develop(spec.industry, spec.card, spec.iron)
    if a == "sell" and ref is not None:
        merchant = spec.merchant  # else the merchant whose barrel the text takes, if any
        barrels = [s for s in spec.beer or () if isinstance(s, MerchantRef)]
        if merchant is None and barrels:
            merchant = barrels[0]
        return Sell(ref, spec.card, merchant, spec.beer, spec.bonus)
    if a in ("loan", "pass") and spec.card is not None:
        return Loan(spec.card) if a == "loan" else Pass(spec.card)
    if a == "scout" and spec.cards is not None:
        one, two, three = spec.cards
        return Scout((one, two, three))
    if a == "remove" and ref is not None:
        return SellForDebt(ref)
    return End() if a == "end" else None


def _best_attempt(state: GameState, spec: _Spec) -> Move | None:
    """The move the text names, a card it leaves out taken from the hand of the player to move
    (the card that breaks the fewest rules), to explain why no legal move fits."""
    attempt = _attempt(spec)
    if attempt is not None or spec.card is not None or spec.action not in ("build", "loan", "pass"):
        return attempt
    player = state.to_move
    if player is None:
        return None
    best: tuple[int, Move] | None = None
    for card in dict.fromkeys(state.players[player].hand):
        spec.card = card
        move = _attempt(spec)
        spec.card = None
        if move is None:
            continue
        count = len(validate(state, move))
        if best is None or count < best[0]:
            best = (count, move)
    return None if best is None else best[1]


def parse_move(position: GameState | Observation, text: str) -> Move:
    """The legal move of *position* that *text* names (the module doc gives the grammar).

    Case-insensitive; clauses may come in any order and may be left out as long as exactly one
    legal move fits. The move returned is the one
    :func:`~brass_rules.birmingham.engine.legal_moves` lists.

    *position* is a state or an observation (a seat's or the public view). An observation that
    does not show the hand of the player to move reads the move as if that hand held the cards
    the text names, and no other (so the card must be named).

    :raises NotationError: for text that is not a move (naming the unknown or misplaced word,
        with the nearest names), text that no legal move fits (with the rule it breaks, when
        the text names a whole move or one a card of the hand makes whole), or text that
        several legal moves fit (listing them).
    :raises TypeError: if *position* is neither a ``GameState`` nor an ``Observation``.
    """
    spec = _checked_spec(text)
    named = spec.cards or ((spec.card,) if spec.card is not None else ())
    state = stand_in_for(position, named)
    hidden_hand = (
        isinstance(position, Observation)
        and position.to_move is not None
        and position.to_move != position.player
    )
    kind = _TYPES[spec.action]
    fits = [m for m in _legal(state) if type(m) is kind and _fits(state, spec, m)]
    if len(fits) == 1:
        return fits[0]
    if not fits:
        message = f"no legal move fits {short(text.strip(), 120)}"
        attempt = None if state.over else _best_attempt(state, spec)
        if state.over:
            message += ": the game is over"
        elif attempt is not None:
            bad = validate(state, attempt)
            if bad:
                message += f": {bad[0]}"
        if hidden_hand and not named:
            message += f" (name the card: this view does not show P{position.to_move}'s hand)"
        raise NotationError(message)
    listed = "; ".join(write(state, m) for m in fits[:MAX_LISTED])
    more = f"; and {len(fits) - MAX_LISTED} more" if len(fits) > MAX_LISTED else ""
    raise AmbiguousMoveError(
        f"{short(text.strip(), 120)} is ambiguous: {len(fits)} legal moves fit: {listed}{more}"
    )


def _checked_spec(text: object) -> _Spec:
    if not isinstance(text, str):
        raise NotationError(f"a move in notation is a string, got {short(text, 120)}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"move text too long ({len(text)} characters): {short(text, 120)}")
    spec = _spec(text)
    _check_allowed(spec, text)
    return spec


def read_move(text: str, state: GameState | None = None) -> Move:
    """The move *text* names, read without the legality filter: details it leaves out stay
    ``None``.

    For explaining an illegal move (``validate(state, read_move(text, state))``), where
    :func:`parse_move` can only say that no legal move fits. Given *state*, a card the text
    leaves out of a Build, Loan or Pass is the card of the hand that breaks the fewest rules.

    >>> from brass_rules.birmingham.notation import read_move
    >>> read_move("Loan card Leek"), read_move("pass Leek")
    (Loan(card='Leek'), Pass(card='Leek'))

    :raises NotationError: for text that is not a move, or that leaves out a detail every such
        move needs (the card of a new action, the location of a build, ...).
    """
    spec = _checked_spec(text)
    move = _attempt(spec) if state is None else _best_attempt(state, spec)
    if move is None:
        raise NotationError(f"{short(text.strip(), 120)} leaves out a detail the move needs")
    return move


# ----- text records ----------------------------------------------------------------------------

_LABEL = re.compile(
    r"(?:(?P<era>[CR])(?P<round>[0-9]{1,3})\.(?P<turn>[0-9]{1,2}|D)\s+)?"
    r"(?:P(?P<player>[0-9]{1,2})\s*:\s*)?(?P<move>.*)",
    re.IGNORECASE | re.DOTALL | re.ASCII,
)


def label(state: GameState) -> str:
    """Where *state*'s next move is played in a text record: ``"C1.1 P0"`` (the era, the round,
    the turn in the round's order or ``D`` in the debt phase, the player)."""
    era = "C" if state.era is Era.CANAL else "R"
    turn = "D" if state.in_debt_phase else str(state.turn + 1)
    return f"{era}{state.round}.{turn} P{state.to_move}"


move_label = label
"""The hook of text records and ``brass replay``: :func:`label`."""


def record_label(state: GameState) -> str:
    """What a text record writes before the move played in *state*: its label, and ``+`` for a
    step of an action in progress (``"R3.2 P1: + "``)."""
    step = "+ " if state.in_progress is not None else ""
    return f"{label(state)}: {step}"


def read_record_line(state: GameState, line: str) -> str:
    """The notation of a text record's move line, its label and ``+`` mark checked against
    *state* when given (both are optional). Once the game is over nothing is checked.

    :raises NotationError: for a label or a ``+`` that does not fit *state*.
    """
    match = _LABEL.fullmatch(line)
    assert match is not None  # the pattern matches any line
    notation = match.group("move").strip()
    if state.over:
        return notation[1:].strip() if notation.startswith("+") else notation
    want = label(state)
    era, round_, turn, player = match.group("era", "round", "turn", "player")
    if era is not None:
        given = f"{era.upper()}{int(round_)}.{turn.upper() if turn.isalpha() else int(turn)}"
        if not want.startswith(given + " "):
            raise NotationError(f"labelled {given}, but the game is at {want}")
    if player is not None and int(player) != state.to_move:
        raise NotationError(f"labelled P{int(player)}, but {want} is to move")
    if notation.startswith("+"):
        notation = notation[1:].strip()
        if state.in_progress is None:
            raise NotationError(
                f"'+' marks a step of an action in progress, but {want} starts a new action"
            )
    return notation
