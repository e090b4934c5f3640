"""Move notation: ``format_move``, ``parse_move`` and ``describe_move`` (read against the legal
moves, as SAN is read against the legal moves of a chess position)."""

from __future__ import annotations

from collections import Counter

from brass_rules.errors import NotationError, quote
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import BY_ID, CARDS
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIPS
from brass_rules.le_havre.engine import legal_moves, out_of_turn_moves
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


def _payment(food: Bag, francs: int) -> str:
    parts = [food.text()] if food.total() else []
    if francs:
        parts.append(f"{francs} franc{'s' if francs != 1 else ''}")
    return ", ".join(parts)


def _option(option: str) -> str:
    if option.startswith("yacht:"):
        return f"swap {card_label(option[6:])} for the Luxury Yacht"
    if "@" in option:
        target, q = option.split("@")
        return f"displace player {int(q) + 1} from {card_label(target)}"
    if "+" in option:
        a, b = option.split("+")
        return f"haul {a} and {b}"
    if option in BY_ID or option in SHIPS:
        return f"build {card_label(option)}"
    return option.replace("_", " ")


def format_move(state: GameState, move: Move) -> str:
    """The notation of *move* in *state*, e.g. ``take wood``, ``use Smokehouse paying 1 fish``,
    ``Smokehouse: give 6 fish; energy 1 charcoal``, ``buy Fishery``, ``repay 1 loan``."""
    if isinstance(move, TakeOffer):
        return f"take {'francs' if move.good == 'franc' else move.good}"
    if isinstance(move, Enter):
        pay = _payment(move.food, move.francs)
        return f"use {card_label(move.building)}" + (f" paying {pay}" if pay else "")
    if isinstance(move, Act):
        parts = [_option(move.option)] if move.option else []
        for word, bag in (("give", move.give), ("take", move.take), ("energy", move.energy)):
            if bag.total():
                parts.append(f"{word} {bag.text()}")
        if move.food.total() or move.francs:
            parts.append(f"pay {_payment(move.food, move.francs)}")
        body = "; ".join(parts) or "carry out"
        if state.action is not None:
            return f"{card_label(state.action.building)}: {body}"
        return body
    if isinstance(move, Buy):
        return f"buy {card_label(move.card)}"
    if isinstance(move, Sell):
        return f"sell {card_label(move.card)}" + _by(move.player)
    if isinstance(move, Repay):
        return f"repay {move.loans} loan{'s' if move.loans != 1 else ''}" + _by(move.player)
    if isinstance(move, Feed):
        return f"feed {move.count} {move.good.replace('_', ' ')}"
    if isinstance(move, Borrow):
        return "borrow"
    assert isinstance(move, EndTurn)
    return "end turn"


def _by(player: int | None) -> str:
    return "" if player is None else f" (player {player + 1})"


#: Other words a player may write for a move.
_ALIASES: dict[str, str] = {"pass": "end turn", "end": "end turn", "skip": "end turn"}


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("_", " ").split())


def parse_move(state: GameState, text: str) -> Move:
    """The legal move *text* names: its full notation, or a beginning of it that names exactly
    one legal move (``use Smokehouse`` when only one fee payment is possible); ``pass``,
    ``end`` and ``skip`` mean ``end turn``. A sale or repayment by a player who is not to move
    (one of :func:`~brass_rules.le_havre.out_of_turn_moves`) is read in its full notation,
    ``sell Fishery (player 3)``.

    :raises NotationError: if no legal move fits, or several do (they are listed).
    """
    if not isinstance(text, str):
        raise NotationError(f"expected a text, got {quote(text)}")
    want = _norm(text)
    want = _ALIASES.get(want, want)
    if not want:
        raise NotationError("empty move text")
    moves = legal_moves(state)
    texts = [_norm(format_move(state, m)) for m in moves]
    for m, t in zip(moves, texts, strict=True):
        if t == want:
            return m
    for player in range(state.num_players):  # LH-TIME-OTHERS: written in full, "(player k)"
        for m in out_of_turn_moves(state, player):
            if _norm(format_move(state, m)) == want:
                return m
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
        raise NotationError(f"{quote(text)} is ambiguous: {listed}{more}")
    raise NotationError(f"no legal move is written {quote(text)}")


def describe_move(state: GameState, move: Move) -> str:
    """One English sentence saying what *move* does in *state*."""
    mover = getattr(move, "player", None)
    who = f"Player {(state.to_move or 0) + 1 if mover is None else mover + 1}"
    if isinstance(move, TakeOffer):
        n = state.offers.get(move.good, 0)
        what = "francs" if move.good == "franc" else move.good.replace("_", " ")
        return f"{who} takes the {n} {what} from the {move.good} offer space."
    if isinstance(move, Enter):
        pay = _payment(move.food, move.francs)
        fee = f", paying {pay} as the entry fee" if pay else ""
        return f"{who} uses the {card_label(move.building)}{fee}."
    if isinstance(move, Act):
        return f"{who} carries out a step of the action: {format_move(state, move)}."
    if isinstance(move, Buy):
        return f"{who} buys the {card_label(move.card)}."
    if isinstance(move, Sell):
        return f"{who} sells the {card_label(move.card)} to the town."
    if isinstance(move, Repay):
        return f"{who} repays {move.loans} loan{'s' if move.loans != 1 else ''}."
    if isinstance(move, Feed):
        return f"{who} pays {move.count} {move.good.replace('_', ' ')} toward the food demand."
    if isinstance(move, Borrow):
        return f"{who} pays all he can and takes the loans needed for the rest."
    return f"{who} ends the turn."
