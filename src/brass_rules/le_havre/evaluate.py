"""The evaluation of a position for the agents: an estimate of a player's final wealth.

:func:`evaluate` is what the greedy agent maximises and (squashed by :func:`reward`) what ISMCTS
scores its positions with. It starts from the wealth :func:`~brass_rules.le_havre.scoring.wealth`
counts (LH-END-SCORE: buildings, ships, bonuses and francs, less 7 per loan) and adds what the
score does not see yet:

- the food still due: every feeding left in the game (this round's unless paid, then one per
  round), each lowered by the food the player's ships supply (LH-ROUND-FEED-SHIPS), is owed;
  food goods pay it at their food value, francs at 1 (LH-ROUND-FEED-PAY);
- what cannot be paid at the coming feeding becomes loans (LH-LOAN-SHORT): 4 francs each for 7
  at the end (LH-LOAN-END) and interest while any is held (LH-LOAN-INTEREST); what is missing
  for the later feedings has to be earned first, so each franc of it costs a little more;
- goods: worth part of their franc value while there is time to use them, nothing at the end
  (LH-END-GOODS);
- buildings' future use: every building with an action is worth a little per round left;
- half the best other player's estimate counts against the player.

:func:`reward` (the game's ``reward`` hook, what ISMCTS scores positions with) squashes the
player's estimate less the best other player's (:func:`advantage`).
"""

from __future__ import annotations

import functools
import math
import operator
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Final

from brass_rules.le_havre import engine
from brass_rules.le_havre.bag import NATIVE
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import FOOD, FRANC_VALUE, GOODS
from brass_rules.le_havre.data.supply import (
    INTEREST,
    LOAN_PENALTY,
    LOAN_VALUE,
    TILE,
    TURNS_PER_ROUND,
)
from brass_rules.le_havre.flow import settle_dues
from brass_rules.le_havre.moves import Move
from brass_rules.le_havre.payments import food_of
from brass_rules.le_havre.rounds import round_cards, ship_food
from brass_rules.le_havre.scoring import _wealth, ranking
from brass_rules.le_havre.state import GameState, Phase, PlayerState

#: The part of its franc value a good is worth while it can still be used.
GOODS_WORTH = 0.5
#: What each food missing for the later feedings costs on top of its franc (some of it is
#: borrowed: a loan costs 7 for 4 francs).
LATER_SHORTFALL = 0.3
#: The food (or francs) a player is expected to raise with each main action he still takes
#: before the coming feeding: only what that cannot cover is counted as loans.
EARNED_PER_TURN = 2
#: How many times a player in debt expects to pay interest before he repays (a repayment costs
#: 5 francs for the 4 a loan gave: holding a loan longer costs more than repaying it).
LOAN_HELD = 3
#: What owning a building with an action is worth per round left (its owner enters free and
#: the others pay him).
USE_PER_ROUND = 0.4
#: The weight of the best other player's wealth.
OTHERS = 0.5
#: The :func:`advantage` (in francs of estimated wealth) that gives a reward of ~0.73.
REWARD_SCALE = 15.0
#: How many of an action's steps the evaluation looks ahead to finish it.
ACTION_LOOKAHEAD = 3

#: Each good's franc value in :class:`~brass_rules.le_havre.bag.Bag` order, food goods 0 (they
#: count as food).
_TRADE_VALUES: Final = tuple(0 if g in FOOD else FRANC_VALUE[g] for g in GOODS)


@functools.cache
def _demands(players: int, short: bool) -> tuple[int, ...]:
    """The food demand of each round's feeding for this player count, round 1 first."""
    row = players - 1
    return tuple(c.rows[row].food or 0 for c in round_cards(players, short))


def food_dues(state: GameState, player: int, *, ships: bool = True) -> list[int]:
    """The food the player still owes at each feeding left, the coming one first, each lowered
    by his ships' food (LH-ROUND-FEED-SHIPS; not with ``ships=False``); ``[]`` in the final
    phase."""
    if state.final or state.is_over:
        return []
    supplied = ship_food(state, player) if ships else 0
    demands = _demands(state.num_players, state.short)
    later = [max(0, d - supplied) for d in demands[state.round : state.rounds]]
    if state.phase is Phase.FEEDING:
        owed = [d.amount for d in state.dues if d.player == player and d.kind == "food"]
        if not owed:
            return later  # he has fed this round
        return [sum(owed), *later]
    return [max(0, demands[state.round - 1] - supplied), *later]


def turns_before_feeding(state: GameState, player: int) -> int:
    """The main actions the player has still to take before the coming feeding."""
    if state.final or state.is_over:
        return 0
    n = state.num_players
    if state.phase is Phase.FEEDING:
        if any(d.player == player and d.kind == "food" for d in state.dues):
            return 0
        first = (state.active + 1) % n  # who starts the next round
        return sum(1 for k in range(TURNS_PER_ROUND) if (first + k) % n == player)
    done = state.phase not in (Phase.MAIN,)  # the active player's main action is taken
    return sum(
        1
        for step in range(state.step + (1 if done else 0), TURNS_PER_ROUND + 1)
        if (state.active + step - state.step) % n == player
    )


def food_shortfall(state: GameState, player: int) -> int:
    """How much food the player lacks for the coming feeding (0 in the final phase)."""
    dues = food_dues(state, player)
    if not dues:
        return 0
    p = state.players[player]
    return max(0, dues[0] - food_of(p.goods) - p.francs)


def interest_left(state: GameState) -> int:
    """How many more times interest falls due this game (LH-SUPPLY-INTEREST: once per pass
    over the interest tile; none in the final phase)."""
    if state.final or state.is_over:
        return 0
    return _interest_left(state.tiles, state.step, state.rounds - state.round)


@functools.lru_cache(maxsize=1024)
def _interest_left(tiles: tuple[int, ...], step: int, rounds_after: int) -> int:
    per_round = sum(1 for t in tiles if t and TILE[t].interest) or 1
    this_round = sum(1 for t in tiles[step:] if t and TILE[t].interest)  # steps still to come
    return this_round + per_round * rounds_after


def rounds_left(state: GameState) -> int:
    """The rounds still to be played after this one's feeding (0 in the final phase)."""
    if state.final or state.is_over:
        return 0
    return state.rounds - state.round + 1


def estimate(state: GameState, player: int) -> float:
    """The player's expected final wealth, by the estimate in the module docstring (without the
    other players' share)."""
    return _estimate(state.players[player], _facts(state, player))


#: What :func:`estimate` reads of a position besides the player's record (:func:`_facts`):
#: whether food is due, the coming feeding's food, all the food due, the francs earned before
#: the coming feeding, the rounds left, the part of their value goods keep, and the interest
#: payments counted for a loan.
Facts = tuple[bool, int, int, int, int, float, int]


def _facts(state: GameState, player: int) -> Facts:
    """:data:`Facts` of *state* for *player* (his record counts only by his ships)."""
    dues = food_dues(state, player)
    left = rounds_left(state)
    if not dues:
        return (False, 0, 0, 0, left, min(1.0, left / 3), 0)
    earned = EARNED_PER_TURN * turns_before_feeding(state, player)
    interest = min(interest_left(state), LOAN_HELD)
    return (True, dues[0], sum(dues), earned, left, min(1.0, left / 3), interest)


def _estimate(p: PlayerState, facts: Facts) -> float:
    """:func:`estimate` of the record *p* in a position of these :data:`Facts`, kept in
    :data:`ESTIMATES` (the positions greedy play scores are those its look-ahead has just met)."""
    key = (p.francs, p.goods.counts, p.buildings, p.ships, p.loans, p.disc, facts)
    known = ESTIMATES.get(key)
    if known is not None:
        return known
    value = _estimate_of(p, facts)
    if len(ESTIMATES) >= ESTIMATES_KEPT:
        ESTIMATES.clear()
    ESTIMATES[key] = value
    return value


#: The memo of :func:`_estimate`, keyed by the record's fields (plain data: neither the record
#: nor its goods are kept alive, and the collector soon stops tracking the keys); emptied when
#: it holds :data:`ESTIMATES_KEPT` entries and by ``clear_caches``.
ESTIMATES: Final[dict[tuple[object, ...], float]] = {}
#: The most entries :data:`ESTIMATES` holds.
ESTIMATES_KEPT: Final = 4096


def _estimate_of(p: PlayerState, facts: Facts) -> float:
    """:func:`_estimate` computed."""
    has_dues, first, need, earned, left, time_left, interest = facts
    own = float(_wealth(p))
    goods = p.goods
    food = food_of(goods)
    # the food goods pay the dues at their food value, francs (in wealth already) the rest
    useful_food = min(food, need)
    own += useful_food - need
    spare_food = food - useful_food
    value = _trade_value(goods.counts)
    value += spare_food  # food beyond the dues: about a franc of trade value per food
    own += GOODS_WORTH * time_left * value
    # the coming feeding: what food and francs cannot pay becomes loans
    if has_dues:
        francs = p.francs
        short_now = max(0, first - food - francs - earned)
        loans = math.ceil(short_now / LOAN_VALUE)
        own -= loans * (LOAN_PENALTY - LOAN_VALUE)
        later_short = max(0, need - food - francs - loans * LOAN_VALUE)
        own -= LATER_SHORTFALL * later_short
        if p.loans or loans:
            own -= INTEREST * interest
    for b in p.buildings:
        if b in _WITH_FEE:
            own += USE_PER_ROUND * left
    return own


def _trade_value(counts: tuple[int, ...]) -> int:
    """The goods' franc value by :data:`_TRADE_VALUES` (compiled, a native loop; pure Python
    keeps ``map``, the faster there)."""
    if NATIVE:
        value = 0
        for i in range(len(_TRADE_VALUES)):
            value += counts[i] * _TRADE_VALUES[i]
        return value
    total: int = sum(map(operator.mul, counts, _TRADE_VALUES))
    return total


#: The buildings with an action (a fee), worth :data:`USE_PER_ROUND` a round to their owner.
_WITH_FEE: Final = frozenset(b for b, card in BY_ID.items() if card.fee is not None)


def _clock(state: GameState) -> tuple[object, ...]:
    """The part of the memos' keys that every one of them shares: the clock (the round and the
    phase also tell whether the game is in its final phase or over), the dues and the tiles
    (these two by identity: each entry keeps them alive)."""
    return (
        state.num_players,
        state.short,
        state.rounds,
        state.round,
        state.step,
        state.active,
        _PHASE_INDEX[state.phase],
        id(state.dues),
        id(state.tiles),
    )


def _facts_in(
    state: GameState, player: int, memo: dict[tuple[object, ...], Any], clock: tuple[object, ...]
) -> Facts:
    """:func:`_facts`, kept in *memo* for the positions of one evaluation with the same clock
    (*clock*, :func:`_clock` of *state*), dues, tiles and ships of *player* (by identity, kept
    alive in the entry)."""
    ships = state.players[player].ships
    key = (
        _FACTS,
        player,
        id(ships),
        clock,
    )
    known = memo.get(key)
    if known is not None:
        return known[0]  # type: ignore[no-any-return]
    facts = _facts(state, player)
    memo[key] = (facts, ships, state.dues, state.tiles)  # keeps the identities unique
    return facts


def _finish_action(
    state: GameState, player: int, depth: int, others: float, memo: dict[tuple[object, ...], Any]
) -> float | None:
    """The best value of the player's building action under way, finished with up to
    *depth* more steps (``None`` when no action of his is under way)."""
    if depth <= 0 or state.action is None or state.dues or state.to_move != player:
        return None
    moves = engine.listing(state)
    if not moves:
        return None
    players = state.players
    best: float | None = None
    for m in moves:  # the first of the highest, as max() picks
        size = len(memo)
        value = _value(_play(state, m), player, depth - 1, others, memo)
        if len(memo) > size:
            _forget_below(memo, size, players)
        if best is None or value > best:
            best = value
    return best


def _forget_below(memo: dict[tuple[object, ...], Any], size: int, players: object) -> None:
    """Drop the entries after the first *size* of the leaf memo *memo* (those of a finished
    step's positions) but those for *players*, the records of the position stepped from.

    An entry is for one tuple of records (by identity); a position's records are its parent's
    or new, so the other positions of the evaluation that can share a finished step's new
    records are those below it, all valued now. Dropped, their records die with their
    positions rather than outliving the collector's young generation (the values are the same
    with or without the entries)."""
    kept: list[tuple[tuple[object, ...], Any]] = []
    while len(memo) > size:
        key, entry = memo.popitem()
        if entry[1] is players:
            kept.append((key, entry))
    kept.reverse()
    for pair in kept:
        memo[pair[0]] = pair[1]


def _play(state: GameState, move: Move) -> GameState:
    """:func:`~brass_rules.le_havre.engine.apply` of a move ``legal_moves`` has just listed,
    without validating it again (listing an action's steps is the costly part of both)."""
    after = engine._TABLE[type(move)].apply(state, move)
    return settle_dues(after) if after.dues else after


def _value(
    state: GameState, player: int, depth: int, others: float, memo: dict[tuple[object, ...], Any]
) -> float:
    finished = _finish_action(state, player, depth, others, memo)
    if finished is not None:
        return finished
    return _leaf(state, player, others, memo)


def _leaf(
    state: GameState, player: int, others: float, memo: dict[tuple[object, ...], Any]
) -> float:
    """:func:`estimate` less *others* times :func:`_best_other`, kept in *memo* (the
    evaluation's own) for its positions that share the players' records and the clock (an
    action's steps before its last change nothing else :func:`estimate` reads); the facts and
    the others' estimates are kept in :data:`MEMO` (they outlive an evaluation)."""
    players = state.players
    clock = _clock(state)
    key = (
        _LEAF,
        player,
        others,
        id(players),
        clock,
    )
    known = memo.get(key)
    if known is not None:
        return known[0]  # type: ignore[no-any-return]
    own = _estimate(players[player], _facts_in(state, player, MEMO, clock))
    value = own - others * _best_other(state, player, MEMO, clock)
    memo[key] = (value, players, state.dues, state.tiles)  # keeps the identities unique
    return value


#: Each phase's index, which the memos' keys hold rather than the phase (an enum member, which
#: the garbage collector tracks: a key of ints and strings is soon untracked).
_PHASE_INDEX: Final[dict[Phase, int]] = {phase: i for i, phase in enumerate(Phase)}

#: The first items of :func:`_leaf`'s and :func:`_facts_in`'s keys in the memo (those of
#: :func:`_best_other` are ids).
_LEAF: Final = "leaf"
_FACTS: Final = "facts"


def _best_other(
    state: GameState,
    player: int,
    memo: dict[tuple[object, ...], Any],
    clock: tuple[object, ...] | None = None,
) -> float:
    """The best of the other players' :func:`estimate`; in a one-player game, the estimate of a
    player who has nothing and owes every food still due (*clock*: :func:`_clock` of *state*,
    worked out if not given).

    The steps of one player's action seldom change the others' holdings: *memo* keeps the
    value for the positions of one evaluation that share the other players' records (by
    identity, the records kept alive in the entry) and everything :func:`estimate` reads
    besides a player's own record.
    """
    if state.num_players == 1:
        return -float(sum(food_dues(state, player, ships=False)))
    players = state.players
    rest = players[:player] + players[player + 1 :]  # kept alive without the player's record
    if clock is None:
        clock = _clock(state)
    ids: list[object] = [id(p) for p in rest]
    ids.append(player)
    # (the round and the phase tell whether the game is in its final phase or over)
    ids.append(clock)
    key = tuple(ids)
    known = memo.get(key)
    if known is not None:
        return known[0]  # type: ignore[no-any-return]
    best = 0.0
    first = True
    for i in range(len(players)):  # the first of the highest, as max() picks
        if i != player:
            value = _estimate(players[i], _facts_in(state, i, memo, clock))
            if first or value > best:
                best = value
                first = False
    memo[key] = (best, rest, state.dues, state.tiles)  # keeps the identities unique
    return best


def evaluate(state: GameState, player: int) -> float:
    """The player's estimated final wealth (:func:`estimate`) less half the best other
    player's; a building action of his under way is valued as its best finish."""
    return _value(state, player, ACTION_LOOKAHEAD, OTHERS, _memo())


def advantage(state: GameState, player: int) -> float:
    """The player's estimated final wealth less the best other player's (as :func:`evaluate`,
    the action under way finished at its best)."""
    return _value(state, player, ACTION_LOOKAHEAD, 1.0, _memo())


#: The memo of :func:`_facts_in` and :func:`_best_other`, shared by the evaluations, since a
#: game's records outlive many positions (the other players' and the ships, dues and tiles are
#: copied from one position to the next by reference). Each entry keeps the objects whose
#: identities its key holds alive, and is stored complete; an evaluation starts on an emptied
#: memo once it holds :data:`MEMO_KEPT` entries; ``clear_caches`` empties it. Each evaluation
#: keeps its leaves' values in a memo of its own (:func:`_leaf`): their records seldom outlive
#: it, and kept here they would keep the collector busy.
MEMO: Final[dict[tuple[object, ...], Any]] = {}
#: The most entries :data:`MEMO` holds when an evaluation starts.
MEMO_KEPT: Final = 4096


def _memo() -> dict[tuple[object, ...], Any]:
    """A new memo for one evaluation's leaves (:data:`MEMO` emptied first when full)."""
    if len(MEMO) >= MEMO_KEPT:
        MEMO.clear()
    return {}


def forget() -> None:
    """Empty :data:`MEMO` and :data:`ESTIMATES` (``clear_caches``)."""
    MEMO.clear()
    ESTIMATES.clear()


def reward(state: GameState, player: int) -> float:
    """What ISMCTS scores a position with, in [0, 1]: a finished game's result (1 for a sole
    winner, 0 for the last, ties share the places), else the :func:`advantage` squashed by a
    logistic of scale :data:`REWARD_SCALE`."""
    n = state.num_players
    if state.is_over:
        if n == 1:
            return 1.0
        place = 0
        for group in ranking(state):
            if player in group:
                return 1.0 - (2 * place + len(group) - 1) / 2 / (n - 1)
            place += len(group)
    return 1.0 / (1.0 + math.exp(-advantage(state, player) / REWARD_SCALE))


#: The search :class:`~brass_rules.agents.MCTSAgent` runs in Le Havre unless told otherwise (the
#: game's ``search_settings`` hook): each of the evaluation's 5 best moves is played out by the
#: greedy policy (the rest of the agent's turn, every other player's turn, its next turn, the
#: others' turns again: every reply the one greedy play makes) to the start of the agent's turn
#: after next, and scored there with :func:`reward`. Every line is scored at the same point of
#: the game, so a short turn is not favoured; a plan of two turns (take the goods, then build) is
#: seen whole.
SEARCH_SETTINGS: Mapping[str, Any] = MappingProxyType(
    {
        "iterations": 5,
        "candidates": 5,
        "tree_depth": 1,
        "rollout": "greedy",
        "rollout_turns": 2,
        "rollout_depth": 100,
    }
)
