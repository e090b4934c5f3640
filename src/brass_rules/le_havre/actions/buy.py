"""Extra action: buy a building or a ship (LH-BUY)."""

from __future__ import annotations

from functools import cache

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.actions.sell import in_use
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIP_TYPES, SHIPS, STACKS
from brass_rules.le_havre.moves import Buy
from brass_rules.le_havre.ops import (
    card_name,
    replace_at,
    send_discs_home,
    sort_cards,
    with_player,
)
from brass_rules.le_havre.proposals import pile_of, remove_top
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import GameState, evolve
from brass_rules.le_havre.violations import violation


def price_of(state: GameState, card: str) -> int | None:
    """The price of a card the active player could buy now, or ``None`` if not buyable."""
    if card in SHIPS:
        kind = STACKS.index(SHIPS[card].type)
        stack = state.ship_stacks[kind]
        if stack and stack[0] == card:
            return SHIP_TYPES[SHIPS[card].type].buy_price
        return None
    if card in state.town or pile_of(state, card) is not None:
        return BY_ID[card].price
    return None


def _refusal(state: GameState, card: str) -> tuple[LHRule, str] | None:
    """The rule a purchase of *card* breaks and a format of its message (``{card}``,
    ``{name}``, ``{price}``), or ``None`` when it is legal: LH-FINAL-NO-BUY, LH-BUY-BUILDING,
    LH-BUY-SHIP, LH-BUY-NO-BUYBACK, LH-PAY-FRANCS. Messages are formatted only for
    ``validate``."""
    if state.final:
        return LHRule.FINAL_NO_BUY, "Nobody may buy in the final phase."
    ship = SHIPS.get(card)
    if ship is not None:
        if ship.type == "luxury_liner":
            return LHRule.BUY_SHIP, "Luxury liners can never be bought."
        stack = state.ship_stacks[STACKS.index(ship.type)]
        if not stack or stack[0] != card:
            return LHRule.BUY_SHIP, "That {name} is not on top of its stack."
        price = SHIP_TYPES[ship.type].buy_price or 0
    else:
        building = BY_ID.get(card)
        if building is None:
            return LHRule.BUY_BUILDING, "{card!r} is not a card."
        if card not in state.town and not any(p and p[0] == card for p in state.proposals):
            return (
                LHRule.BUY_BUILDING,
                "The {name} is neither a town building nor on top of a proposal pile.",
            )
        if building.price is None:
            rule = LHRule.BUILD_STADIUM if card == "31" else LHRule.BUY_BUILDING
            return rule, "The {name} cannot be bought."
        price = building.price
    if state.action is not None and state.action.building == card:
        return LHRule.TIME_OWN, ""  # in_use
    if card in state.sold:
        return LHRule.BUY_NO_BUYBACK, "You sold the {name} this turn; you cannot buy it back."
    if state.players[state.active].francs < price:
        return LHRule.PAY_FRANCS, "The {name} costs {price} francs; you have fewer."
    return None


def validate(state: GameState, move: Buy) -> tuple[RuleViolation, ...]:
    """LH-FINAL-NO-BUY, LH-BUY-BUILDING, LH-BUY-SHIP, LH-BUY-NO-BUYBACK, LH-PAY-FRANCS."""
    refusal = _refusal(state, move.card)
    if refusal is None:
        return ()
    rule, text = refusal
    if rule is LHRule.TIME_OWN:
        return (in_use(move.card),)
    price = (price_of(state, move.card) or 0) if rule is LHRule.PAY_FRANCS else 0
    text = text.format(card=move.card, name=card_name(move.card), price=price)
    return (violation(rule, text),)


def apply(state: GameState, move: Buy) -> GameState:
    """Pay the bank and take the card; discs on a building go home (LH-BUY-DISCS)."""
    player = state.active
    card = move.card
    price = price_of(state, card) or 0
    p = state.players[player]
    if card in SHIPS:
        kind = STACKS.index(SHIPS[card].type)
        p = evolve(p, francs=p.francs - price, ships=tuple(sorted((*p.ships, card))))
        stacks = replace_at(state.ship_stacks, kind, state.ship_stacks[kind][1:])
        return with_player(state, player, p, ship_stacks=stacks)
    p = evolve(p, francs=p.francs - price, buildings=sort_cards((*p.buildings, card)))
    players = replace_at(state.players, player, p)
    if card in state.town:
        state = evolve(state, players=players, town=tuple(b for b in state.town if b != card))
    else:
        pile = pile_of(state, card)
        assert pile is not None
        state = remove_top(state, pile, players=players)
    return send_discs_home(state, card)


def candidates(state: GameState) -> list[Buy]:
    """Every card the active player can buy now: town buildings, pile tops, ship stack tops."""
    cards = list(state.town)
    cards += [pile[0] for pile in state.proposals if pile]
    cards += [stack[0] for stack in state.ship_stacks if stack]
    # a card without a price or dearer than the player's francs is refused (_refusal): skip it
    francs = state.players[state.active].francs
    return [
        _buy(c)
        for c in cards
        if (price := _list_price(c)) is not None and price <= francs and _refusal(state, c) is None
    ]


@cache
def _list_price(card: str) -> int | None:
    """The price of *card* when it is on offer (``None`` when it can never be bought)."""
    ship = SHIPS.get(card)
    if ship is not None:
        return SHIP_TYPES[ship.type].buy_price
    building = BY_ID.get(card)
    return None if building is None else building.price


@cache
def _buy(card: str) -> Buy:
    """The move buying *card* (one shared object per card)."""
    return Buy(card)
