"""Payments due: interest and feeding (LH-SUPPLY-INTEREST, LH-ROUND-FEED-*, LH-LOAN-SHORT)."""

from __future__ import annotations

from functools import lru_cache
from operator import mul
from typing import Final

from brass_rules.errors import RuleViolation
from brass_rules.le_havre.actions import repay, sell
from brass_rules.le_havre.bag import EMPTY, Bag, of_one
from brass_rules.le_havre.data.goods import FOOD, FOOD_GOODS, INDEX
from brass_rules.le_havre.data.supply import LOAN_VALUE
from brass_rules.le_havre.moves import Borrow, Feed, Move, Repay, Sell
from brass_rules.le_havre.ops import pay, with_player
from brass_rules.le_havre.payments import food_of
from brass_rules.le_havre.rules import LHRule
from brass_rules.le_havre.state import Due, GameState, evolve
from brass_rules.le_havre.violations import violation

FRANCS: Final = "francs"
_FOOD_INDEX: Final = tuple(INDEX[g] for g in FOOD_GOODS)
_FOOD_VALUES: Final = tuple(FOOD[g] for g in FOOD_GOODS)


def _due(state: GameState) -> Due | None:
    return state.dues[0] if state.dues else None


def can_pay(state: GameState, due: Due) -> bool:
    """Whether the player can pay the due amount from what counts toward it."""
    p = state.players[due.player]
    if due.kind == "interest":
        return p.francs >= due.amount
    return food_of(p.goods) + p.francs >= due.amount


def completes(state: GameState, due: Due, good: str, count: int) -> bool:
    """Whether the rest of the food can still be paid after *count* of *good* (the food goods
    after it in the order, and francs)."""
    p = state.players[due.player]
    return _completes(_food_held(p.goods), p.francs, due.amount, good, count)


def _food_held(goods: Bag) -> tuple[int, ...]:
    """The counts of the food goods, in the order of ``FOOD_GOODS``."""
    c = goods.counts
    return tuple(c[i] for i in _FOOD_INDEX)


def _completes(food: tuple[int, ...], francs: int, amount: int, good: str, count: int) -> bool:
    """:func:`completes` from the counts of the food goods (``FOOD_GOODS`` order) and francs."""
    rest = amount - FOOD[good] * count
    i = FOOD_GOODS.index(good) + 1
    return rest <= 0 or sum(map(mul, _FOOD_VALUES[i:], food[i:])) + francs >= rest


def validate_feed(state: GameState, move: Feed) -> tuple[RuleViolation, ...]:
    """LH-ROUND-FEED-PAY with LH-PAY-FOOD: tokens of one food good, none superfluous, or the
    whole rest in francs."""
    due = _due(state)
    if due is None or due.kind != "food":
        return (violation(LHRule.ROUND_FEED_PAY, "No food is due now."),)
    p = state.players[due.player]
    if not can_pay(state, due):
        return (
            violation(
                LHRule.LOAN_SHORT,
                "You cannot pay all the food; hand over everything and take loans (borrow).",
            ),
        )
    if move.good == FRANCS:
        if move.count != due.amount or p.francs < due.amount:
            return (
                violation(
                    LHRule.PAY_FOOD,
                    f"Francs pay the whole rest of the food, {due.amount}, or nothing.",
                ),
            )
        return ()
    value = FOOD.get(move.good)
    if value is None:
        return (violation(LHRule.GOODS_FOOD, f"{move.good!r} is not food."),)
    if FOOD_GOODS.index(move.good) <= due.last:
        return (
            violation(
                LHRule.PAY_FOOD,
                "Food goods are paid from the most to the least valuable (meat, bread, smoked "
                "fish, fish), each good once, so that no token is superfluous.",
            ),
        )
    if move.count < 1 or move.count > p.goods.get_count(move.good):
        return (violation(LHRule.GEN_ATOMIC, f"You do not have {move.count} {move.good}."),)
    if (move.count - 1) * value >= due.amount:
        return (
            violation(LHRule.PAY_FOOD, f"Fewer {move.good} already pay the {due.amount} food due."),
        )
    if not completes(state, due, move.good, move.count):
        return (
            violation(
                LHRule.PAY_FOOD,
                "After that the less valuable food goods and your francs could not pay the rest.",
            ),
        )
    return ()


def validate_borrow(state: GameState, move: Borrow) -> tuple[RuleViolation, ...]:
    """LH-LOAN-TAKE: loans only for a due payment the player cannot make."""
    due = _due(state)
    if due is None:
        return (violation(LHRule.LOAN_TAKE, "Loans are taken only to pay interest or food."),)
    if can_pay(state, due):
        return (violation(LHRule.LOAN_TAKE, "You can pay without a loan."),)
    return ()


def carry_out(state: GameState, move: Move) -> GameState:
    """Carry out a move made at a payment moment (the caller settles the dues afterwards)."""
    due = _due(state)
    assert due is not None
    if isinstance(move, Feed):
        if move.good == FRANCS:
            tokens, francs, paid = EMPTY, move.count, move.count
        else:
            tokens, francs = of_one(move.good, move.count), 0
            paid = FOOD[move.good] * move.count
        rest = due.amount - paid
        last = FOOD_GOODS.index(move.good) if move.good in FOOD else due.last
        dues = ((evolve(due, amount=rest, last=last),) if rest > 0 else ()) + state.dues[1:]
        return pay(state, due.player, tokens, francs, dues=dues)
    if isinstance(move, Borrow):
        p = state.players[due.player]
        food = Bag.from_pairs((g, p.goods[g]) for g in FOOD_GOODS) if due.kind == "food" else EMPTY
        rest = due.amount - p.francs - food_of(food)
        loans = -(-rest // LOAN_VALUE)
        p = evolve(
            p, goods=p.goods.minus(food), francs=loans * LOAN_VALUE - rest, loans=p.loans + loans
        )
        return with_player(state, due.player, p, dues=state.dues[1:])
    if isinstance(move, Sell):
        return sell.apply(state, move)
    assert isinstance(move, Repay)
    return repay.apply(state, move)


def feed_candidates(state: GameState) -> list[Feed]:
    """Food payments: tokens of one food good (none superfluous), or the rest in francs."""
    due = _due(state)
    if due is None or due.kind != "food":
        return []
    p = state.players[due.player]
    if not can_pay(state, due):
        return []
    # francs beyond the amount due change nothing: the payments are shared per capped count
    return list(_feeds(_food_held(p.goods), min(p.francs, due.amount), due.amount, due.last))


@lru_cache(maxsize=4096)
def _feeds(food: tuple[int, ...], francs: int, amount: int, last: int) -> tuple[Feed, ...]:
    out = []
    for i in range(last + 1, len(FOOD_GOODS)):
        g = FOOD_GOODS[i]
        most = min(food[i], -(-amount // FOOD[g]))
        out += [Feed(g, n) for n in range(1, most + 1) if _completes(food, francs, amount, g, n)]
    if francs >= amount:
        out.append(Feed(FRANCS, amount))
    return tuple(out)


def borrow_candidates(state: GameState) -> list[Borrow]:
    """Taking loans, when the due payment cannot be made (LH-LOAN-SHORT)."""
    due = _due(state)
    return [Borrow()] if due is not None and not can_pay(state, due) else []


def candidates(state: GameState) -> list[Move]:
    """Every move of the player who must pay now (LH-TIME-PAYMENT)."""
    due = _due(state)
    if due is None:
        return []
    out: list[Move] = list(feed_candidates(state))
    if due.last >= 0:
        return out  # in the middle of a payment: nothing else (LH-TIME-OWN)
    out += borrow_candidates(state)
    out += sell.candidates(state)
    out += repay.candidates(state)
    return out
