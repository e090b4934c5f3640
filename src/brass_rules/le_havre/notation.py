"""Move notation: ``format_move`` and ``parse_move`` (read against the legal moves, as SAN is
read against the legal moves of a chess position), ``read_move`` (read as written, to explain an
illegal move) and ``describe_move`` (a move in words)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from brass_rules.errors import AmbiguousMoveError, NotationError, quote, suggestions
from brass_rules.kit.limits import short
from brass_rules.le_havre.actions import dues
from brass_rules.le_havre.actions.enter import fee_options
from brass_rules.le_havre.bag import EMPTY, Bag
from brass_rules.le_havre.data import BY_ID, CARDS
from brass_rules.le_havre.data.goods import FOOD, FOOD_GOODS, GOODS, OFFER_SPACES
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIPS
from brass_rules.le_havre.engine import apply, legal_moves, out_of_turn_moves, validate
from brass_rules.le_havre.feeding import francs_text, paid_by, paid_text
from brass_rules.le_havre.guards import move_problem
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
from brass_rules.le_havre.ops import owner_of
from brass_rules.le_havre.state import GameState

_NAME_COUNT = Counter(c.name for c in CARDS)


def card_label(card: str) -> str:
    """A card as written in notation: its name, with the id where two cards share the name
    (``Wharf [12]``); a ship: its type and id (``Wooden ship S04``)."""
    if card in SHIPS:
        return f"{SHIP_NAMES[SHIPS[card].type]} {card}"
    c = BY_ID.get(card)
    if c is None:
        return card
    return f"{c.name} [{c.id}]" if _NAME_COUNT[c.name] > 1 else c.name


def payment_text(food: Bag, francs: int) -> str:
    """A payment as notation writes it, food tokens then francs (``1 fish, 2 francs``)."""
    parts = [food.text()] if food.total() else []
    if francs:
        parts.append(f"{francs} franc{'s' if francs != 1 else ''}")
    return ", ".join(parts)


def _option(option: str) -> str:
    if option.startswith("yacht:"):
        return f"swap {card_label(option[6:])} for the Luxury Yacht"
    target, at, seat = option.partition("@")
    if at and seat.isascii() and seat.isdigit() and len(seat) <= 2 and "@" not in seat:
        return f"displace P{int(seat)} from {card_label(target)}"
    a, plus, b = option.partition("+")
    if plus and "+" not in b:
        return f"haul {a} and {b}"
    if option in BY_ID or option in SHIPS:
        return f"build {card_label(option)}"
    if len(option) > 40:  # no option is this long: a move from a stranger, quoted short
        return short(option, 40)
    return option.replace("_", " ")


def _step(move: Act) -> str:
    """An action step without its building: ``give 6 fish; energy 1 wood``, ``carry out``."""
    parts = [_option(move.option)] if move.option else []
    for word, bag in (("give", move.give), ("take", move.take), ("energy", move.energy)):
        if bag.total():
            parts.append(f"{word} {bag.text()}")
    if move.food.total() or move.francs:
        parts.append(f"pay {payment_text(move.food, move.francs)}")
    return "; ".join(parts) or "carry out"


def format_move(state: GameState, move: Move) -> str:
    """The notation of *move* in *state*, e.g. ``take wood``, ``use Smokehouse paying 1 fish``,
    ``Smokehouse: give 6 fish; energy 1 charcoal``, ``buy Fishery``, ``repay 1 loan``."""
    if isinstance(move, TakeOffer):
        return f"take {'francs' if move.good == 'franc' else move.good}"
    if isinstance(move, Enter):
        pay = payment_text(move.food, move.francs)
        return f"use {card_label(move.building)}" + (f" paying {pay}" if pay else "")
    if isinstance(move, Act):
        if state.action is not None:
            return f"{card_label(state.action.building)}: {_step(move)}"
        return _step(move)
    if isinstance(move, Buy):
        return f"buy {card_label(move.card)}"
    if isinstance(move, Sell):
        return f"sell {card_label(move.card)}" + _by(move.player)
    if isinstance(move, Repay):
        return f"repay {move.loans} loan{'s' if move.loans != 1 else ''}" + _by(move.player)
    if isinstance(move, Feed):
        if move.good == "francs":
            return f"feed {move.count} franc{'s' if move.count != 1 else ''}"
        return f"feed {move.count} {move.good.replace('_', ' ')}"
    if isinstance(move, Borrow):
        return "borrow"
    assert isinstance(move, EndTurn)
    return "end turn"


def _by(player: int | None) -> str:
    return "" if player is None else f" (P{player})"


#: Other words a player may write for a move.
_ALIASES: dict[str, str] = {"pass": "end turn", "end": "end turn", "skip": "end turn"}


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").split())


_FRANCS = re.compile(r"\bfrancs\b")


def _same(text: str) -> str:
    """Normalised notation with ``francs`` read as ``franc`` (``feed 1 francs``, as older
    versions wrote it, names ``feed 1 franc``)."""
    return _FRANCS.sub("franc", text)


#: The seat numbering of notation before version 0 seats (``(player 1)`` for seat 0, and
#: ``displace player 1 from ...``): still read, as 1-based, so that old records stay readable.
_OLD_BY = re.compile(r"\( ?player ([0-9]{1,2}) ?\)")
_OLD_DISPLACE = re.compile(r"^((?:[^:]*: ?)?)displace player ([0-9]{1,2}) from ")


def _seats_from_0(want: str) -> str:
    """Normalised notation with the old 1-based seats (``(player 1)``) written as today's
    0-based ones (``(p0)``); a seat 0 in the old form is left as written (no such seat)."""

    def by(m: re.Match[str]) -> str:
        k = int(m[1])
        return f"(p{k - 1})" if k >= 1 else m[0]

    def displace(m: re.Match[str]) -> str:
        k = int(m[2])
        return f"{m[1]}displace p{k - 1} from " if k >= 1 else m[0]

    return _OLD_DISPLACE.sub(displace, _OLD_BY.sub(by, want))


def parse_move(state: GameState, text: str) -> Move:
    """The legal move *text* names: its full notation, or a beginning of it that names exactly
    one legal move (``use Smokehouse`` when only one fee payment is possible); ``pass``,
    ``end`` and ``skip`` mean ``end turn``. A sale or repayment by a player who is not to move
    (one of :func:`~brass_rules.le_havre.out_of_turn_moves`) is read in its full notation,
    ``sell Fishery (P2)``. Seats are numbered from 0; the older 1-based form ``(player 3)``
    (and ``displace player 3 from ...``) is still read, as seat 2, for old records.

    :raises NotationError: if no legal move fits, or several do (they are listed), or the text
        is longer than :data:`MAX_TEXT` characters.
    """
    if not isinstance(text, str):
        raise NotationError(f"expected a text, got {quote(text)}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"move text too long ({len(text)} characters): {short(text, 120)}")
    want = _seats_from_0(_norm(text))
    want = _same(_ALIASES.get(want, want))
    if not want:
        raise NotationError("empty move text")
    moves = legal_moves(state)
    texts = [_same(_norm(format_move(state, m))) for m in moves]
    for m, t in zip(moves, texts, strict=True):
        if t == want:
            return m
    for player in range(state.num_players):  # LH-TIME-OTHERS: written in full, "(P0)"
        for m in out_of_turn_moves(state, player):
            if _same(_norm(format_move(state, m))) == want:
                return m
    mixed = _mixed_feed(want, text)
    if mixed is not None:
        steps = ", then ".join(repr(format_move(state, m)) for m in mixed)
        raise NotationError(
            f"{quote(text)} pays with several food goods: that is one move per good, the most "
            f"valuable first (meat, bread, smoked fish, fish; francs last): {steps} "
            "(parse_moves reads them all)"
        )
    fits = [
        (m, t)
        for m, t in zip(moves, texts, strict=True)
        if t.startswith(want) and t[len(want)] in " :;,"
    ]
    if len(fits) == 1:
        return fits[0][0]
    if fits:
        listed = "; ".join(repr(format_move(state, m)) for m, _ in fits[:6])
        more = f" and {len(fits) - 6} more" if len(fits) > 6 else ""
        raise AmbiguousMoveError(f"{quote(text)} is ambiguous: {listed}{more}")
    raise NotationError(f"no legal move is written {quote(text)}")


# ----- reading without the legality filter -------------------------------------------------------

#: Longest move text read (a full move is well under 300 characters).
MAX_TEXT = 1000
#: Largest number read (goods, francs, loans): no Le Havre move comes near it.
MAX_NUMBER = 9999
#: The most players of a Le Havre game (LH-SETUP-PLAYERS), for ``(Pk)`` without a state.
_MOST_PLAYERS = 5

#: A good as notation writes it ("smoked fish") -> the good.
_GOODS: dict[str, str] = {g.replace("_", " "): g for g in GOODS}
#: How ``take`` names the offer spaces.
_OFFERS: tuple[str, ...] = tuple("francs" if g == "franc" else g for g in OFFER_SPACES)
#: The named choices of action steps (``Act.option``) that are plain words.
_OPTION_WORDS: dict[str, str] = {
    w.replace("_", " "): w
    for w in (
        "stop", "keep", "swap", "load", "ship", "sell", "done", "trade", "skip", "steel",
        "one", "one_paid", "two", "extra",
    )
}  # fmt: skip
#: The words a move or an action step begins with (for "did you mean").
_FIRST_WORDS: tuple[str, ...] = (
    "take", "use", "buy", "sell", "repay", "feed", "borrow", "end turn", "pass", "give",
    "energy", "pay", "build", "haul", "displace", "carry out", *_OPTION_WORDS,
)  # fmt: skip
_ALL_CARDS: tuple[str, ...] = (*BY_ID, *SHIPS)
#: What notation calls each card (:func:`card_label`), for "did you mean".
_LABELS: tuple[str, ...] = tuple(card_label(k) for k in _ALL_CARDS)
#: A card's label or id, lower case -> its id.
_CARD_WORDS: dict[str, str] = {
    **{k.lower(): k for k in _ALL_CARDS},
    **{card_label(k).lower(): k for k in _ALL_CARDS},
}
#: A building's name or a ship type, lower case -> the ids of the cards with it.
_BY_NAME: dict[str, tuple[str, ...]] = {}
for _card_id in _ALL_CARDS:
    _kind = SHIP_NAMES[SHIPS[_card_id].type] if _card_id in SHIPS else BY_ID[_card_id].name
    _BY_NAME[_kind.lower()] = (*_BY_NAME.get(_kind.lower(), ()), _card_id)
_BY_PLAYER = re.compile(r"(.*?) ?\( ?(p|player )(\S+?) ?\)")
_YACHT = " for the luxury yacht"


def _bad(message: str, text: str) -> NotationError:
    return NotationError(f"{message} in {short(text.strip(), 120)}")


def _unknown(word: str, known: Sequence[str], what: str, text: str) -> NotationError:
    """``unknown <what> 'word' in '<text>' (did you mean 'x'?)``."""
    near = suggestions(word, known)
    hint = f" (did you mean {' or '.join(repr(n) for n in near)}?)" if near else ""
    return NotationError(f"unknown {what} {short(word)} in {short(text.strip(), 120)}{hint}")


def _number(word: str, what: str, text: str, low: int = 0, high: int = MAX_NUMBER) -> int:
    """*word*, a number in ASCII digits from *low* to *high*."""
    if not (word.isascii() and word.isdigit()):
        raise _bad(f"expected {what}, got {short(word) if word else 'nothing'}", text)
    if len(word) > len(str(high)) or not low <= int(word) <= high:
        raise _bad(f"{what} out of range: {short(word)} (from {low} to {high})", text)
    return int(word)


def _good(phrase: str, text: str, known: Sequence[str] = tuple(_GOODS)) -> str:
    good = _GOODS.get(phrase.strip())
    if good is None:
        raise _unknown(phrase.strip(), known, "good", text)
    return good


def _card(phrase: str, text: str) -> str:
    """The id of the card *phrase* names: its label, its id, or its name and id."""
    phrase = phrase.strip()
    found = _CARD_WORDS.get(phrase)
    if found is not None:
        return found
    name, _, last = phrase.rpartition(" ")
    card = _CARD_WORDS.get(last.strip("[]"))
    if card is not None and card in _BY_NAME.get(name, ()):
        return card  # "Fishery [03]", "Wooden ship [S04]"
    same = _BY_NAME.get(phrase, ())
    if same:
        listed = " or ".join(repr(card_label(c)) for c in same[:6])
        if len(same) > 6:
            listed += " ..."
        raise _bad(f"{short(phrase)} names {len(same)} cards ({listed})", text)
    if not phrase:
        raise _bad("expected a building or a ship", text)
    raise _unknown(phrase, _LABELS, "building or ship", text)


def _items(phrase: str, what: str, text: str) -> list[tuple[int, str]]:
    """The ``<count> <name>`` items of a list such as ``2 wood, 1 smoked fish``."""
    out = []
    for item in phrase.split(","):
        count, _, name = item.strip().partition(" ")
        out.append((_number(count, what, text), name.strip()))
    return out


def _bag(phrase: str, text: str) -> Bag:
    """Goods as :meth:`Bag.text` writes them (``2 wood, 1 smoked fish``, ``nothing``)."""
    if phrase.strip() == "nothing":
        return EMPTY
    return Bag.from_pairs((_good(g, text), n) for n, g in _items(phrase, "a number of goods", text))


def _pay(phrase: str, text: str) -> tuple[Bag, int]:
    """A payment as ``payment_text`` writes it, food tokens then francs (``1 fish, 2 francs``)."""
    goods: list[tuple[str, int]] = []
    francs = 0
    for n, name in _items(phrase, "an amount", text):
        if name in ("franc", "francs"):
            francs += n
        else:
            goods.append((_good(name, text, (*_GOODS, "francs")), n))
    return Bag.from_pairs(goods), francs


def _player(word: str, text: str, state: GameState | None, old: bool = False) -> int:
    """The seat ``P<word>`` names (from 0), or for the *old* 1-based ``player <word>`` form
    the seat numbered one less."""
    most = _MOST_PLAYERS if state is None else state.num_players
    if old:
        return _number(word, "a player", text, 1, most) - 1
    return _number(word, "a seat", text, 0, most - 1)


def _by_player(phrase: str, text: str, state: GameState | None) -> tuple[str, int | None]:
    """*phrase* without a trailing ``(P0)`` (or the old ``(player 1)``), and that seat."""
    m = _BY_PLAYER.fullmatch(phrase)
    if m is None:
        return phrase, None
    return m[1], _player(m[3], text, state, old=m[2] != "p")


def _choice(phrase: str, text: str, state: GameState | None) -> str:
    """An ``Act.option`` as :func:`_option` writes it."""
    word = _OPTION_WORDS.get(phrase)
    if word is not None:
        return word
    verb, _, rest = phrase.partition(" ")
    if verb == "build" and rest:
        return _card(rest, text)
    if verb == "swap" and rest.endswith(_YACHT):
        return f"yacht:{_card(rest[: -len(_YACHT)], text)}"
    if verb == "haul":
        a, _, b = rest.partition(" and ")
        return f"{_good(a, text)}+{_good(b, text)}"
    if verb == "displace":
        m = re.fullmatch(r"(p|player )(\S+?) from (.+)", rest)
        if m is None:
            raise _bad("expected 'displace PK from BUILDING'", text)
        return f"{_card(m[3], text)}@{_player(m[2], text, state, old=m[1] != 'p')}"
    raise _unknown(verb, _FIRST_WORDS, "word", text)


def _act(body: str, text: str, state: GameState | None) -> Act:
    """An action step: ``[choice;] give ...; take ...; energy ...; pay ...`` or ``carry out``."""
    if body == "carry out":
        return Act()
    option = ""
    bags: dict[str, Bag] = {}
    food, francs = EMPTY, 0
    for i, part in enumerate(p.strip() for p in body.split(";")):
        if not part:
            raise _bad("expected a step of an action", text)
        word, _, rest = part.partition(" ")
        if word in bags:
            raise _bad(f"{short(word)} is written twice", text)
        if word in ("give", "take", "energy", "pay"):
            bags[word] = _bag(rest, text) if word != "pay" else EMPTY
            if word == "pay":
                food, francs = _pay(rest, text)
        elif i == 0:
            option = _choice(part, text, state)
        else:
            raise _unknown(word, ("give", "take", "energy", "pay"), "part of a step", text)
    give, take, energy = (bags.get(w, EMPTY) for w in ("give", "take", "energy"))
    return Act(option, give, take, energy, food, francs)


def _in_action(head: str, body: str, text: str, state: GameState | None) -> Act:
    """``<Building>: <step>``; the building must be the one whose action is under way."""
    building = _card(head, text)
    if state is not None and state.action is not None and state.action.building != building:
        now, named = card_label(state.action.building), card_label(building)
        raise _bad(f"the action under way is the {now}'s, not the {named}'s", text)
    return _act(body.strip(), text, state)


def _enter(building: str, text: str, state: GameState | None) -> Enter:
    """``use <building>`` without a payment: none, or given *state* the fee payment that
    breaks the fewest rules (an error if several legal ones fit)."""
    move = Enter(building)
    if state is None or state.is_over or building not in BY_ID:
        return move
    p = state.players[state.active]
    fees = fee_options(p.goods, p.francs, building)
    if owner_of(state, building) == state.active or not fees or (EMPTY, 0) in fees:
        return move
    tried = [Enter(building, food, francs) for food, francs in fees]
    broken = [len(validate(state, m)) for m in tried]
    fits = [m for m, n in zip(tried, broken, strict=True) if n == min(broken)]
    if min(broken) == 0 and len(fits) > 1:
        listed = "; ".join(repr(format_move(state, m)) for m in fits[:4])
        raise _bad(f"the fee payment is left out, and {len(fits)} fit: {listed}", text)
    return fits[0]


def _read(want: str, text: str, state: GameState | None) -> Move:
    if ":" in want:
        head, _, body = want.partition(":")
        return _in_action(head, body, text, state)
    if ";" in want:
        return _act(want, text, state)
    verb, _, rest = want.partition(" ")
    if verb == "take" and not rest[:1].isdigit():  # "take 1 wood" is a step's part
        if rest in ("franc", "francs"):
            return TakeOffer("franc")
        if not rest:
            raise _bad("expected an offer space after 'take'", text)
        return TakeOffer(_good(rest, text, _OFFERS))
    if verb == "use":
        building, paying, payment = rest.partition(" paying ")
        if not paying:
            return _enter(_card(building, text), text, state)
        food, francs = _pay(payment, text)
        return Enter(_card(building, text), food, francs)
    if verb == "buy":
        return Buy(_card(rest, text))
    if verb == "sell" and rest:  # "sell" alone is a step of the Bridge
        card, player = _by_player(rest, text, state)
        return Sell(_card(card, text), player)
    if verb == "repay":
        loans, player = _by_player(rest, text, state)
        count, _, word = loans.partition(" ")
        if word not in ("loan", "loans"):
            raise _bad("expected 'repay N loans'", text)
        return Repay(_number(count, "a number of loans", text), player)
    if verb == "feed":
        mixed = _mixed_feed(want, text)
        if mixed is not None:
            steps = ", then ".join(repr(format_move(state, m) if state else _feed_text(m))
                                   for m in mixed)
            raise _bad(f"a payment with several food goods is one move per good: {steps}", text)
        count, _, good = rest.partition(" ")
        n = _number(count, "a number of tokens", text)
        return Feed("francs" if good in ("franc", "francs") else _good(good, text), n)
    if want in ("borrow", "end turn"):
        return Borrow() if want == "borrow" else EndTurn()
    return _act(want, text, state)


def read_move(text: str, state: GameState | None = None) -> Move:
    """The move *text* names in the notation of :func:`format_move`, read as written, without
    the legality filter of :func:`parse_move`, so that ``validate`` can say why it is illegal.

    Buildings and ships are named as :func:`card_label` writes them, or by their ids (``03``,
    ``S04``); ``pass``, ``end`` and ``skip`` mean ``end turn``. Given *state*: ``use X``
    without ``paying`` pays the fee in the way that breaks the fewest rules, an action step's
    building must be the one whose action is under way, and ``(Pk)`` must be a seat of the
    game (seats from 0; the old 1-based ``(player k)`` is read as seat k - 1).

    >>> from brass_rules import le_havre as lh
    >>> m = lh.read_move("use Smokehouse paying 1 fish, 1 franc")
    >>> m.building, dict(m.food), m.francs
    ('08', {'fish': 1}, 1)
    >>> s = lh.new_game(players=2, seed=7)
    >>> move = lh.read_move("repay 1 loan", s)
    >>> [str(v) for v in lh.validate(s, move)]  # nobody has a loan yet
    ['You hold 0 loans: you cannot repay 1 loan. (LH-LOAN-REPAY)']

    :raises NotationError: for text that is not a move (an unknown word is named, with the
        nearest words), a number out of range, or a detail left out that the move needs.
    """
    if not isinstance(text, str):
        raise NotationError(f"expected a text, got {quote(text)}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"move text too long ({len(text)} characters): {short(text, 120)}")
    want = _norm(text)
    want = _ALIASES.get(want, want)
    if not want:
        raise NotationError("empty move text")
    return _read(want, text, state)


def _feed_text(move: Feed) -> str:
    word = "franc" if move.good == "francs" and move.count == 1 else move.good
    return f"feed {move.count} {word.replace('_', ' ')}"


#: The order a food payment hands over its goods (LH-PAY-FOOD), francs last.
_FEED_ORDER: tuple[str, ...] = (*FOOD_GOODS, "francs")


def _mixed_feed(want: str, text: str) -> tuple[Feed, ...] | None:
    """The ``Feed`` moves of a normalised ``feed 1 fish, 4 smoked fish`` (several goods), in
    paying order; ``None`` unless *want* is a feed with more than one item."""
    verb, _, rest = want.partition(" ")
    if verb != "feed" or "," not in rest:
        return None
    moves: dict[str, int] = {}
    for n, name in _items(rest, "a number of tokens", text):
        good = "francs" if name in ("franc", "francs") else _good(name, text, (*FOOD, "francs"))
        if good not in _FEED_ORDER:
            raise _bad(f"{short(name)} is not food", text)
        if good in moves:
            raise _bad(f"{short(name)} is written twice", text)
        moves[good] = n
    return tuple(Feed(g, moves[g]) for g in _FEED_ORDER if g in moves)


def parse_moves(state: GameState, text: str) -> tuple[Move, ...]:
    """The legal moves *text* writes, one after another: one move as :func:`parse_move` reads
    it, or a food payment with several goods (``feed 1 fish, 4 smoked fish``) as its ``Feed``
    moves in paying order (meat, bread, smoked fish, fish, francs last; LH-PAY-FOOD), each legal
    after the ones before it.

    >>> from brass_rules.le_havre.bag import Bag
    >>> from brass_rules.le_havre.state import Due, evolve
    >>> from brass_rules.le_havre.setup import new_game
    >>> s = new_game(players=2, seed=7)
    >>> p = evolve(s.players[0], goods=Bag.of(fish=1, smoked_fish=4))
    >>> s = evolve(s, players=(p, s.players[1]), dues=(Due(0, "food", 9),))
    >>> [format_move(s, m) for m in parse_moves(s, "feed 1 fish, 4 smoked fish")]
    ['feed 4 smoked fish', 'feed 1 fish']

    :raises NotationError: as :func:`parse_move`, or when one of the payments is not legal
        after the ones before it (the first such is named).
    """
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        return (parse_move(state, text),)
    mixed = _mixed_feed(_same(_norm(text)), text)
    if mixed is None:
        return (parse_move(state, text),)
    now = state
    payer = state.dues[0].player if state.dues else None
    for k, move in enumerate(mixed):
        if k and move.good == "francs" and _francs_taken(state, now, payer) == move.count:
            return mixed[:k]  # the engine took the rest in francs itself (LH-PAY-FOOD)
        legal = dues.validate_feed(now, move) == () and move in legal_moves(now) if k == 0 \
            else dues.validate_feed(now, move) == ()
        if not legal or (k + 1 < len(mixed) and not _still_owed(now, move)):
            raise NotationError(f"in {quote(text)}, {_feed_text(move)!r} is not a legal "
                                "payment after the ones before it")
        now = _after(now, move)
    return mixed


def _after(state: GameState, move: Feed) -> GameState:
    """The position after a payment, as ``apply`` leaves it (the rest taken in francs when
    nothing else can pay it), else as the payment alone leaves it (a view ``apply`` cannot
    go on from)."""
    try:
        return apply(state, move)
    except Exception:  # a view with hidden parts that the round's end would need
        return dues.carry_out(state, move)


def _francs_taken(before: GameState, now: GameState, payer: int | None) -> int | None:
    """The francs the engine took from *payer* by itself (their payment complete, the rest
    paid in francs), or None while they still owe."""
    if payer is None or now is before:
        return None
    if now.dues and any(d.player == payer and d.kind == "food" for d in now.dues):
        return None
    return before.players[payer].francs - now.players[payer].francs


def _still_owed(state: GameState, move: Feed) -> bool:
    """Whether food is still owed by the same payer after *move*."""
    due = state.dues[0]
    after = dues.carry_out(state, move)
    return bool(after.dues) and after.dues[0].player == due.player and after.dues[0].amount > 0


# ----- in words ----------------------------------------------------------------------------------


def describe_move(state: GameState | None, move: Move) -> str:
    """One English sentence saying what *move* does: in *state* if given (who moves, what an
    offer space holds, what a food payment costs in all), else in words that need no state.
    Seats are numbered from 0 ("Player 0"). :class:`TypeError` for a value that is not a Le
    Havre move; never another error for a move :func:`~brass_rules.le_havre.move_from_json`
    accepts.

    >>> from brass_rules import le_havre as lh
    >>> describe_move(None, lh.TakeOffer("wood"))
    'The player to move takes everything on the wood offer space.'
    >>> describe_move(lh.new_game(players=2, seed=7), lh.TakeOffer("wood"))
    'Player 0 takes the 3 wood from the wood offer space.'
    """
    mover = getattr(move, "player", None)
    if mover is not None:
        who = f"Player {short(mover, 20)}"
    elif state is not None and state.to_move is not None:
        who = f"Player {state.to_move}"
    else:
        who = "The player to move"
    if isinstance(move, TakeOffer):
        if state is None:
            return f"{who} takes everything on the {move.good} offer space."
        n = state.offers.get(move.good, 0)
        what = "francs" if move.good == "franc" else move.good.replace("_", " ")
        return f"{who} takes the {n} {what} from the {move.good} offer space."
    if isinstance(move, Enter):
        pay = payment_text(move.food, move.francs)
        fee = f", paying {pay} as the entry fee" if pay else ""
        return f"{who} uses the {card_label(move.building)}{fee}."
    if isinstance(move, Act):
        if state is None or state.action is None:
            return f"{who} carries out a step of the action: {_step(move)}."
        from brass_rules.le_havre.frontend.words import step_words  # (words use card_label)

        building = state.action.building
        return f"At the {card_label(building)}, {who} chooses to {step_words(building, move)}."
    if isinstance(move, Buy):
        return f"{who} buys the {card_label(move.card)}."
    if isinstance(move, Sell):
        return f"{who} sells the {card_label(move.card)} to the town."
    if isinstance(move, Repay):
        return f"{who} repays {move.loans} loan{'s' if move.loans != 1 else ''}."
    if isinstance(move, Feed | Borrow):
        return _feed_words(state, move, who)
    if isinstance(move, EndTurn):
        return f"{who} ends the turn."
    raise TypeError(f"not a Le Havre move: {quote(move)}")


def _feed_words(state: GameState | None, move: Feed | Borrow, who: str) -> str:
    """A food payment in words: in a state, everything it hands over (the rest the engine pays
    at once included: after fish only francs can follow)."""
    paid = None
    if state is not None and not move_problem(move) and not validate(state, move):
        paid = paid_by(state, move)
    if paid is not None:
        what = "the food due" if state is not None and state.dues[0].kind == "food" \
            else "the interest due"
        return (f"{who} pays {paid_text(paid.goods, paid.francs, paid.loans)} toward {what} "
                f"({paid.amount}).")
    if isinstance(move, Borrow):
        return f"{who} pays all he can and takes the loans needed for the rest."
    if move.good == "francs":
        return f"{who} pays the {francs_text(move.count)} of the rest of the food demand."
    return f"{who} pays {move.count} {move.good.replace('_', ' ')} toward the food demand."
