"""Which pieces of the picture a move names (``move_targets``), by the ids ``render_svg`` gives.

The ids of the picture (see :mod:`brass_rules.le_havre.picture`):

- ``offer-<space>``: an offer space (``offer-wood``, ``offer-franc``);
- ``tile-<n>``, ``round-<n>``: a supply tile, a round card;
- ``town-<card>``: a building of the town; ``pile-<k>-<card>``: the top card of proposal pile
  *k* (1-3); ``special-deck``; ``ships-<type>``: the top ship of a stack (``ships-wooden``);
- ``player-<i>``: player *i*'s panel; ``p<i>-money``: his francs and loans;
  ``p<i>-building-<card>``, ``p<i>-ship-<card>``: what he owns; ``p<i>-good-<good>``: his
  tokens of one good.

>>> from brass_rules import le_havre as lh
>>> s = lh.new_game(players=2, seed=7)
>>> move_targets(s, lh.TakeOffer("wood"))
('offer-wood',)
"""

from __future__ import annotations

from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIPS
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
from brass_rules.le_havre.observe import Observation
from brass_rules.le_havre.state import GameState

__all__ = ["card_element", "goods_elements", "last_targets", "move_targets", "option_card"]


def card_element(view: GameState, card: str) -> str | None:
    """The id of the element that shows *card* (a building or a ship) in the picture of
    *view*; ``None`` when it is not drawn as a card of its own (deep in a pile, face down)."""
    if card in view.town:
        return f"town-{card}"
    for i, p in enumerate(view.players):
        if card in p.buildings:
            return f"p{i}-building-{card}"
        if card in p.ships:
            return f"p{i}-ship-{card}"
    for k, pile in enumerate(view.proposals):
        if pile and pile[0] == card:
            return f"pile-{k + 1}-{card}"
    for stack in view.ship_stacks:
        if stack and stack[0] == card:
            return f"ships-{SHIPS[card].type}"
    return None


def goods_elements(player: int | None, *bags: Bag) -> list[str]:
    """The ids of *player*'s goods that *bags* name (none for an unknown player)."""
    if player is None:
        return []
    return [f"p{player}-good-{g}" for bag in bags for g, _ in bag.pairs()]


def option_card(option: str) -> str | None:
    """The card an action step's option names (``build X``, ``yacht:X``, ``X@seat``)."""
    if option.startswith("yacht:"):
        return option[6:]
    target, at, _ = option.partition("@")
    if at:
        return target
    if option in BY_ID or option in SHIPS:
        return option
    return None


def mover_of(view: GameState, move: Move) -> int | None:
    """Who makes *move*: its ``player`` (an out-of-turn sale or repayment), else ``to_move``."""
    player = getattr(move, "player", None)
    return player if isinstance(player, int) else view.to_move


def move_targets(position: GameState | Observation, move: Move) -> tuple[str, ...]:
    """The ids of the picture of *position* that *move* names: the offer space taken, the
    building used (and the food paid), the action's building and the card it builds and the
    goods it hands over, the card bought or sold, the mover's money for a repayment, a loan or
    francs fed, his panel for the end of a turn, the food good fed. Each id is in
    ``render_svg(position)``."""
    view = position.view if isinstance(position, Observation) else position
    who = mover_of(view, move)
    found: list[str | None] = []
    if isinstance(move, TakeOffer):
        found.append(f"offer-{move.good}")
    elif isinstance(move, Enter):
        found.append(card_element(view, move.building))
        found += goods_elements(who, move.food)
    elif isinstance(move, Act):
        if view.action is not None:
            found.append(card_element(view, view.action.building))
        card = option_card(move.option)
        if card is not None:
            found.append(card_element(view, card))
        found += goods_elements(who, move.give, move.energy, move.food)
    elif isinstance(move, Buy | Sell):
        found.append(card_element(view, move.card))
    elif isinstance(move, Feed) and move.good != "francs":
        found += goods_elements(who, Bag.of(**{move.good: 1}))
    elif isinstance(move, Feed | Repay | Borrow) and who is not None:
        found.append(f"p{who}-money")
    elif isinstance(move, EndTurn) and who is not None:
        found.append(f"player-{who}")
    out: list[str] = []
    for ident in found:
        if ident is not None and ident not in out:
            out.append(ident)
    return tuple(out)


def last_targets(view: GameState, move: Move) -> tuple[str, ...]:
    """The pieces of *move*, played just before *view*, as they stand now: the offer space
    taken and the cards it named (used, built, bought, sold) wherever they are now; not the
    goods (who paid them is not part of the position after)."""
    found: list[str | None] = []
    if isinstance(move, TakeOffer):
        found.append(f"offer-{move.good}")
    elif isinstance(move, Enter):
        found.append(card_element(view, move.building))
    elif isinstance(move, Act):
        card = option_card(move.option)
        found.append(None if card is None else card_element(view, card))
    elif isinstance(move, Buy | Sell):
        found.append(card_element(view, move.card))
    return tuple(i for i in found if i is not None)
