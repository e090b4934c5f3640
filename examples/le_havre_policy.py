"""A small Le Havre policy trained with numpy only: a template for bot authors.

The policy is linear: a softmax over Le Havre's move actions (the first id of a move's path in
:mod:`brass_rules.le_havre.rl`, "take wood", "enter Smokehouse", "buy Wharf [12]" ...), computed
from the observation vector and masked by the legal-action mask. It learns by imitation: the
built-in GreedyAgent plays a few games against itself, and every decision it takes becomes a
training example (the observation vector, the legal mask, the move action it chose), fitted
by masked softmax cross-entropy with Adam. A chosen move action becomes a move with
``move_for_action`` (the first legal move it leads to; the amounts of a move with several parts
are left to that choice).

    python examples/le_havre_policy.py                # ~a few minutes: train, then play random
    python examples/le_havre_policy.py --games 2 --epochs 20 --eval-games 2   # a quick look

Swap ``imitation_data`` for your own experience (self-play with rewards from
``rl.final_rewards``, for REINFORCE) or the linear layer for a network: the masking, the action
ids and the observation vector stay the same.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from typing import Any

import numpy as np

import brass_rules as br
from brass_rules import selfplay
from brass_rules.agents import GreedyAgent, RandomAgent, SeededAgent
from brass_rules.le_havre import rl as lrl

LH = br.get_game("le_havre")


def imitation_data(
    games: int, seed: int = 0, short: bool = True, limit: int | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(observation vectors, legal move-action masks, chosen move actions) of every decision
    GreedyAgent takes in *games* 2-player games against itself (the first *limit* decisions
    of each game, if given)."""
    xs: list[np.ndarray] = []
    masks: list[np.ndarray] = []
    ys: list[int] = []
    for game in range(games):
        agents = [GreedyAgent(seed=seed + 2 * game), GreedyAgent(seed=seed + 2 * game + 1)]
        state = LH.new_game(players=2, seed=seed + game, short=short)
        while not state.is_over and (limit is None or len(ys) < (game + 1) * limit):
            player = state.to_move
            obs = LH.observe(state, player)
            move = agents[player].choose(obs)
            xs.append(lrl.observation_vector(obs))
            masks.append(lrl.action_mask(obs)[: lrl.NUM_MOVE_ACTIONS])
            ys.append(lrl.action_of(obs, move))
            state = LH.apply(state, move)
    return np.array(xs), np.array(masks), np.array(ys)


class LinearPolicy:
    """Masked softmax over the move actions seen in training, linear in the standardised
    observation vector."""

    def __init__(self, actions: Sequence[int], mean: np.ndarray, scale: np.ndarray) -> None:
        self.actions = np.array(sorted(actions))
        self.mean = mean
        self.scale = scale
        self.weights = np.zeros((len(mean), len(self.actions)))
        self.bias = np.zeros(len(self.actions))

    def logits(self, x: np.ndarray) -> np.ndarray:
        return ((x - self.mean) / self.scale) @ self.weights + self.bias

    def fit(
        self,
        xs: np.ndarray,
        masks: np.ndarray,
        ys: np.ndarray,
        epochs: int,
        lr: float = 0.01,
        decay: float = 0.01,
    ) -> list[float]:
        """Adam on the masked cross-entropy plus *decay* times the squared weights (a few games
        hold few examples for thousands of inputs), full batch; the loss after each epoch."""
        column = {a: i for i, a in enumerate(self.actions)}
        target = np.array([column[y] for y in ys])
        legal = masks[:, self.actions]
        z = (xs - self.mean) / self.scale
        params = [self.weights, self.bias]
        m = [np.zeros_like(p) for p in params]
        v = [np.zeros_like(p) for p in params]
        losses = []
        for t in range(1, epochs + 1):
            logits = np.where(legal, z @ self.weights + self.bias, -1e9)
            logits -= logits.max(axis=1, keepdims=True)
            p = np.exp(logits)
            p /= p.sum(axis=1, keepdims=True)
            rows = np.arange(len(target))
            losses.append(float(-np.log(p[rows, target] + 1e-12).mean()))
            p[rows, target] -= 1.0  # d loss / d logits
            p /= len(target)
            grads = [z.T @ p + 2 * decay * self.weights, p.sum(axis=0)]
            for i, (param, grad) in enumerate(zip(params, grads, strict=True)):
                m[i] = 0.9 * m[i] + 0.1 * grad
                v[i] = 0.999 * v[i] + 0.001 * grad**2
                step = lr * (m[i] / (1 - 0.9**t)) / (np.sqrt(v[i] / (1 - 0.999**t)) + 1e-8)
                param -= step
        return losses


def train(
    games: int, epochs: int, seed: int = 0, short: bool = True, limit: int | None = None
) -> tuple[LinearPolicy, list[float]]:
    """A policy fitted to GreedyAgent's decisions in *games* games (see
    :func:`imitation_data`); and its losses."""
    xs, masks, ys = imitation_data(games, seed, short, limit)
    scale = xs.std(axis=0)
    policy = LinearPolicy(set(ys.tolist()), xs.mean(axis=0), np.where(scale > 0, scale, 1.0))
    return policy, policy.fit(xs, masks, ys, epochs)


class PolicyAgent(SeededAgent):
    """Plays the legal move action the policy rates highest (a random legal one when none of
    the actions it knows is legal)."""

    name = "linear"

    def __init__(self, policy: LinearPolicy, seed: int = 0) -> None:
        super().__init__(seed)
        self.policy = policy

    def choose(self, obs: Any) -> Any:
        self.check(obs)
        mask = lrl.action_mask(obs)
        known = mask[self.policy.actions]
        if known.any():
            logits = np.where(known, self.policy.logits(lrl.observation_vector(obs)), -np.inf)
            action = int(self.policy.actions[int(np.argmax(logits))])
        else:
            action = self.rng.choice([int(a) for a in np.flatnonzero(mask)])
        return lrl.move_for_action(obs, action)


def play_random(policy: LinearPolicy, games: int, short: bool = True) -> tuple[int, float, float]:
    """(games won, mean wealth of the policy, of RandomAgent) over *games* 2-player games,
    seats alternating."""
    won, mine, theirs = 0, 0.0, 0.0
    for game in range(games):
        seat = game % 2
        agents: list[Any] = [RandomAgent(seed=1000 + game), RandomAgent(seed=2000 + game)]
        agents[seat] = PolicyAgent(policy, seed=game)
        final = selfplay.play_game(agents, 1000 + game, game="le_havre", short=short).final_state()
        scores = LH.scores(final)
        won += LH.ranking(final)[0] == (seat,)
        mine += scores[seat] / games
        theirs += scores[1 - seat] / games
    return won, mine, theirs


def main(argv: Sequence[str] | None = None) -> tuple[int, float, float]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="GreedyAgent games to imitate")
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--eval-games", type=int, default=10)
    parser.add_argument("--full", action="store_true", help="the full game (default: short)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    random.seed(args.seed)
    short = not args.full
    policy, losses = train(args.games, args.epochs, args.seed, short)
    print(f"trained on {args.games} games: loss {losses[0]:.2f} -> {losses[-1]:.2f}")
    won, mine, theirs = play_random(policy, args.eval_games, short)
    print(
        f"against RandomAgent: won {won} of {args.eval_games}, "
        f"mean wealth {mine:.1f} to {theirs:.1f}"
    )
    return won, mine, theirs


if __name__ == "__main__":
    main()
