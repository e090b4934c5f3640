"""Le Havre behaviour digests: what the engine lists, refuses and reaches over many seeded games,
and what the search decides, pinned across the speed work of issue 21.

Each game is played from ``new_game(players, seed, short)``; at every decision a seeded
``random.Random(seed)`` picks one of ``legal_moves`` (and, one time in ten when there is one, one
of the other players' ``out_of_turn_moves`` first). Its digest (BLAKE2b, 8 bytes) covers, at
every decision: the ``legal_moves`` list, every other player's ``out_of_turn_moves`` list, the
``validate`` result (rule IDs and messages) of the move played and of probe moves (every purchase
of a card on offer, a sale, a repayment, a loan, a food payment, a turn end, an offer, an action
step; every fourth decision an entry into every building in play, with and without a franc); then
the final position. Moves and positions are digested field by field (a ``Bag`` as its pairs), so
the digests do not depend on how a class prints.

The search digests pin :class:`FrozenMCTS`'s decisions (``MCTSAgent`` with a frozen copy of the
heuristic of the time, so that the heuristic may change) on positions of seeded random games.

``python -m tests.golden.le_havre`` records every digest again (a few minutes; only after an
intended change of behaviour, then review why every changed game changed);
``python -m tests.golden.le_havre --check`` checks them all (the ``golden`` nox session); the
test suite checks a few (``test_le_havre_golden.py``).
"""

from __future__ import annotations

import json
import math
import random
import sys
from collections.abc import Iterator, Sequence
from enum import Enum
from hashlib import blake2b
from pathlib import Path
from typing import Any

import attrs

from brass_rules import le_havre as lh
from brass_rules.agents.mcts import MCTSAgent
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data.goods import FRANC_VALUE
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
from brass_rules.le_havre.payments import food_of
from brass_rules.le_havre.rounds import round_cards, ship_food
from brass_rules.le_havre.scoring import ranking, wealth

PATH = Path(__file__).parent / "le_havre_digests.json"
SEARCH_PATH = Path(__file__).parent / "le_havre_search_digests.json"
#: Seeded games per player count and length (seeds 0 .. GAMES - 1).
GAMES = 200
PLAYER_COUNTS = (1, 2, 3, 4, 5)
LENGTHS = {"full": False, "short": True}
#: Positions decided by the search per player count, and the agents pinned.
POSITIONS = 6
#: The search settings the digests were recorded with (the platform's defaults of the time,
#: given in full: a game's own ``search_settings`` must not change them).
RECORDED_SETTINGS: dict[str, Any] = {
    "time_limit": None,
    "rollout": "random",
    "rollout_depth": 0,
    "rollout_turns": 0,
    "candidates": 10,
    "tree_depth": 2,
    "expand_after": 2,
    "exploration": 0.1,
}
AGENTS: dict[str, dict[str, Any]] = {
    "default": {**RECORDED_SETTINGS, "iterations": 60},
    "rollouts": {**RECORDED_SETTINGS, "iterations": 40, "rollout_depth": 6, "tree_depth": 3},
}


def canon(value: Any) -> Any:
    """A value as plain tuples: a Bag as its pairs, an attrs record as (class, fields)."""
    if isinstance(value, Bag):
        return ("Bag", value.pairs())
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return tuple(canon(v) for v in value)
    if attrs.has(type(value)):
        return (
            type(value).__name__,
            tuple((f.name, canon(getattr(value, f.name))) for f in attrs.fields(type(value))),
        )
    return value


def _violations(state: lh.GameState, move: Move) -> tuple[tuple[str, str], ...]:
    return tuple((str(v.rule), v.message) for v in lh.validate(state, move))


def probes(state: lh.GameState, decision: int) -> Iterator[Move]:
    """The probe moves validated at one decision (see the module docstring)."""
    yield from (Buy(c) for c in state.town)
    yield from (Buy(pile[0]) for pile in state.proposals if pile)
    yield from (Buy(stack[0]) for stack in state.ship_stacks if stack)
    mover = state.players[state.to_move] if state.to_move is not None else state.players[0]
    yield from (Sell(c) for c in (*mover.buildings, *mover.ships)[:2])
    yield from (Repay(1), Repay(2), Borrow(), Feed("fish", 1), Feed("francs", 3), EndTurn())
    yield from (TakeOffer("franc"), TakeOffer("wood"), Act(), Act(option="stop"))
    if decision % 4 == 0:
        buildings = [*state.town, *(b for p in state.players for b in p.buildings)]
        for b in buildings:
            yield Enter(b)
            yield Enter(b, francs=1)


def game_digest(players: int, short: bool, seed: int) -> str:
    """The digest of one seeded game (see the module docstring)."""
    rng = random.Random(seed)
    state = lh.new_game(players, seed, short)
    h = blake2b(digest_size=8)
    decision = 0
    while not state.is_over:
        moves = lh.legal_moves(state)
        h.update(repr(canon(moves)).encode())
        others: list[Move] = []
        for p in range(players):
            listed = lh.out_of_turn_moves(state, p)
            others += listed
            h.update(repr(canon(listed)).encode())
        for probe in probes(state, decision):
            h.update(repr(_violations(state, probe)).encode())
        if others and rng.random() < 0.1:
            move = rng.choice(others)
        else:
            move = rng.choice(moves)
        verdict = _violations(state, move)
        assert verdict == (), (players, short, seed, decision, move, verdict)
        state = lh.apply(state, move)
        decision += 1
    h.update(repr(canon(state)).encode())
    return h.hexdigest()


# -- the search ----------------------------------------------------------------------------

#: ``brass_rules.agents.base.REWARD_SCALE`` of the time.
REWARD_SCALE = 10.0


def frozen_evaluate(state: lh.GameState, player: int) -> float:
    """``le_havre.evaluate`` as it was when these digests were recorded."""
    p = state.players[player]
    own = float(wealth(state, player))
    rounds_left = max(0, state.rounds - state.round)
    own += 0.5 * ship_food(state, player) * rounds_left
    goods = sum(FRANC_VALUE[g] * n for g, n in p.goods.pairs())
    others = [wealth(state, i) for i in range(state.num_players) if i != player]
    best = max(others) if others else 0
    shortfall = 0
    if not (state.final or state.is_over):
        card = round_cards(state.num_players, state.short)[state.round - 1]
        demand = card.rows[state.num_players - 1].food or 0
        shortfall = max(0, demand - ship_food(state, player) - food_of(p.goods) - p.francs)
    return own + 0.25 * goods - 2.0 * shortfall - 0.5 * best


def frozen_reward(state: lh.GameState, player: int) -> float:
    """The reward of the time: the ranking once over, else the squashed heuristic."""
    if state.is_over:
        groups = ranking(state)
        n = state.num_players
        if n == 1:
            return 1.0
        place = next(i for i, g in enumerate(groups) if player in g)
        below = sum(len(g) for g in groups[place + 1 :])
        tied = len(groups[place]) - 1
        return (below + 0.5 * tied) / (n - 1)
    return 1.0 / (1.0 + math.exp(-frozen_evaluate(state, player) / REWARD_SCALE))


class FrozenMCTS(MCTSAgent):
    """``MCTSAgent`` scoring with :func:`frozen_reward` and ranking moves by
    :func:`frozen_evaluate` (the search itself is the library's)."""

    def evaluate(self, state: lh.GameState, player: int) -> float:
        return frozen_reward(state, player)

    def candidates(self, state: lh.GameState, moves: Sequence[Move]) -> tuple[Move, ...]:
        if len(moves) == 1:
            return tuple(moves)
        player = state.to_move
        assert player is not None
        scores = [frozen_evaluate(lh.apply(state, m), player) for m in moves]
        order = sorted(range(len(moves)), key=lambda i: -scores[i])
        return tuple(moves[i] for i in order[: self.max_candidates])


def positions(players: int, count: int = POSITIONS) -> list[lh.GameState]:
    """*count* positions spread over a seeded random game at *players* players."""
    seed = 700 + players
    rng = random.Random(seed)
    state = lh.new_game(players, seed)
    states = []
    while not state.is_over:
        states.append(state)
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
    return states[5 :: (len(states) - 5) // count][:count]


def search_digest(players: int, agent_name: str, count: int = POSITIONS) -> str:
    """The digest of one agent's decisions on :func:`positions` (and its generator's state)."""
    agent = FrozenMCTS(seed=5, **AGENTS[agent_name])
    h = blake2b(digest_size=8)
    for state in positions(players, count):
        assert state.to_move is not None
        h.update(repr(canon(agent.choose(lh.observe(state, state.to_move)))).encode())
    h.update(repr(agent.rng.getstate()).encode())
    return h.hexdigest()


# -- recording and checking ----------------------------------------------------------------


def record_games() -> dict[str, dict[str, list[str]]]:
    return {
        length: {
            str(players): [game_digest(players, short, seed) for seed in range(GAMES)]
            for players in PLAYER_COUNTS
        }
        for length, short in LENGTHS.items()
    }


def record_search() -> dict[str, dict[str, str]]:
    return {
        str(players): {name: search_digest(players, name) for name in AGENTS}
        for players in PLAYER_COUNTS
    }


def _dumps_games(data: dict[str, dict[str, list[str]]]) -> str:
    blocks = []
    for length, per_count in data.items():
        counts = []
        for players, digests in per_count.items():
            rows = ",\n".join(
                "      " + ", ".join(json.dumps(d) for d in digests[i : i + 6])
                for i in range(0, len(digests), 6)
            )
            counts.append(f'    "{players}": [\n{rows}\n    ]')
        blocks.append(f'  "{length}": {{\n' + ",\n".join(counts) + "\n  }")
    return "{\n" + ",\n".join(blocks) + "\n}\n"


def check(games: int = GAMES) -> list[str]:
    """Every game and search digest that differs from the recorded one."""
    recorded = json.loads(PATH.read_text(encoding="utf-8"))
    bad = []
    for length, short in LENGTHS.items():
        for players in PLAYER_COUNTS:
            expected = recorded[length][str(players)]
            for seed in range(games):
                if game_digest(players, short, seed) != expected[seed]:
                    bad.append(f"{length} {players}p seed {seed}")
    searches = json.loads(SEARCH_PATH.read_text(encoding="utf-8"))
    for players in PLAYER_COUNTS:
        for name in AGENTS:
            if search_digest(players, name) != searches[str(players)][name]:
                bad.append(f"search {players}p {name}")
    return bad


def main(argv: Sequence[str]) -> int:
    if "--check" in argv:
        games = GAMES
        if "--games" in argv:
            games = int(argv[argv.index("--games") + 1])
        bad = check(games)
        print("\n".join(bad) if bad else "every Le Havre digest is unchanged")
        return 1 if bad else 0
    PATH.write_text(_dumps_games(record_games()), encoding="utf-8")
    SEARCH_PATH.write_text(json.dumps(record_search(), indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
