"""Search digests: the decisions of ``MCTSAgent`` on seeded positions, pinned across speed work.

For each player count, a seeded random game is played with ``random.Random(seed).choice``;
``POSITIONS`` of its positions, spread over the game, are each decided by one agent from the
observation of the player to move, in turn (so that the agent's generator carries over from one
decision to the next, as in a game). Two agents are pinned: the defaults but fewer iterations,
and one with random rollouts (opponents' replies below the tree). The digest (BLAKE2b, 8 bytes)
covers the ``repr`` of every decision, then the agent generator's final state.
``search_digests.json`` holds the digests recorded from the search before the speed work of
issue 16 (commit 48b3406).

Run ``python -m tests.golden.search`` to record them again, only after an intended change of the
search's behaviour.
"""

from __future__ import annotations

import json
import random
from hashlib import blake2b
from pathlib import Path
from typing import Any

import brass_rules as br
from brass_rules.agents.mcts import MCTSAgent

PATH = Path(__file__).parent / "search_digests.json"
PLAYER_COUNTS = (2, 3, 4)
POSITIONS = 8
#: The agents pinned, by name: their keyword arguments (and seed 5).
AGENTS: dict[str, dict[str, Any]] = {
    "default": {"iterations": 60},
    "rollouts": {"iterations": 40, "rollout_depth": 6, "tree_depth": 3},
}


def positions(players: int) -> list[br.GameState]:
    """The positions decided at *players* players."""
    seed = 300 + players
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed)
    states = []
    while not state.is_over:
        states.append(state)
        state = br.apply(state, rng.choice(br.legal_moves(state)))
    return states[5 :: (len(states) - 5) // POSITIONS][:POSITIONS]


def search_digest(players: int, agent_name: str) -> str:
    """The digest of one agent's decisions at *players* players (see the module docstring)."""
    agent = MCTSAgent(seed=5, **AGENTS[agent_name])
    h = blake2b(digest_size=8)
    for state in positions(players):
        assert state.to_move is not None
        h.update(repr(agent.choose(br.observe(state, state.to_move))).encode())
    h.update(repr(agent.rng.getstate()).encode())
    return h.hexdigest()


def record() -> dict[str, dict[str, str]]:
    """Every digest, per player count and agent."""
    return {
        str(players): {name: search_digest(players, name) for name in AGENTS}
        for players in PLAYER_COUNTS
    }


def main() -> None:
    PATH.write_text(json.dumps(record(), indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
