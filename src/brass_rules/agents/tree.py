"""The search tree of :class:`~brass_rules.agents.mcts.MCTSAgent`: the statistics of a node,
UCT selection with ISMCTS's availability counts, and a node's legal moves per observation.

Only plain values and the game's own functions pass through here, so the compiled build
compiles this module (the agent class, which users subclass, stays Python).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

#: The most observations a node keeps its legal moves for (one more, and it keeps none).
LEGAL_KEPT = 8


class Node:
    """Statistics of one of the agent's moves in the tree, and the moves ranked below it."""

    __slots__ = ("avail", "by_id", "children", "legal", "moves", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[Any, Node] = {}
        #: :attr:`children` by the id of a move object (kept, so that its id stays its own):
        #: the search passes the same objects again, which need no hashing then.
        self.by_id: dict[int, tuple[Any, Node]] = {}
        #: The moves that enter the tree below this node, best first; None until expanded.
        self.moves: tuple[Any, ...] | None = None
        #: The legal ones of :attr:`moves` per observation of the agent, as (observation, legal
        #: moves) pairs (see :func:`legal_here`); None once the node stopped keeping them.
        self.legal: list[tuple[Any, list[Any]]] | None = []


def standing(node: Node | None) -> tuple[int, float]:
    """How a root move ranks after the search: visits, then mean reward."""
    if node is None or not node.visits:
        return (0, 0.0)
    return (node.visits, node.total / node.visits)


def back_up(path: list[Node], result: float) -> None:
    """Count one more visit with *result* at every node of *path*."""
    for node in path:
        node.visits += 1
        node.total += result


def legal_here(
    node: Node,
    state: Any,
    me: int,
    listed: Sequence[Any] | None,
    observe: Callable[[Any, int], Any],
    among: Callable[[Any, Sequence[Any]], list[Any]],
) -> list[Any]:
    """The moves of *node* legal in *state* (*listed*: its legal moves, when known; else
    *among*, the game's ``legal_among`` hook, finds them).

    The legal moves of the player to move are decided by what that player sees (a game's
    ``legal_moves`` takes the observation too), so they are kept per observation: worlds that
    differ only in hidden cards, as the agent's own moves in one turn lead to, share them.
    """
    moves = node.moves
    assert moves is not None
    kept = node.legal
    key: Any = None
    if kept is not None:
        key = observe(state, me)
        try:
            for seen, known in kept:  # compared, not hashed: equal worlds share most parts,
                if seen == key:  # which compare by identity, where a hash walks them all
                    return known
        except (TypeError, ValueError):  # an observation that does not compare: keep none
            node.legal = kept = None
    if listed is None:
        legal = among(state, moves)
    else:
        allowed = set(listed)
        legal = [m for m in moves if m in allowed]
    if kept is not None:
        if len(kept) < LEGAL_KEPT:
            kept.append((key, legal))
        else:  # the worlds reaching this node look different (opponents moved): stop asking
            node.legal = None
    return legal


def child_of(node: Node, move: Any) -> Node | None:
    """The child of *node* for *move* (in :attr:`Node.children`), found by identity when this
    very object was asked before."""
    known = node.by_id.get(id(move))
    if known is not None and known[0] is move:
        return known[1]
    child = node.children.get(move)
    if child is not None:
        node.by_id[id(move)] = (move, child)
    return child


def select(node: Node, legal: Sequence[Any], exploration: float) -> tuple[Any, Node, bool]:
    """UCT with availability counts among *legal* (moves of *node*, best ranked first): the
    move, its child and whether it is new to the tree. An untried move (the best ranked) is
    tried first.
    """
    children = node.children
    by_id = node.by_id
    best: Any = None
    best_child: Node | None = None
    best_value = -math.inf
    for at, move in enumerate(legal):
        known = by_id.get(id(move))  # child_of, written out: it runs for every legal move
        if known is not None and known[0] is move:
            child = known[1]
        else:
            found = children.get(move)
            if found is None:  # the moves before were all tried (and counted available)
                child = Node()
                children[move] = child
                by_id[id(move)] = (move, child)
                child.avail = 1
                for other in legal[at + 1 :]:
                    if other != move:
                        later = child_of(node, other)
                        if later is not None:
                            later.avail += 1
                return move, child, True
            child = found
            by_id[id(move)] = (move, child)
        child.avail += 1
        # the first of the highest, as max() picks
        visits = child.visits
        if visits == 0:
            value = math.inf
        else:
            # math.log of the float: the same value as of the int, compiled to a C call
            value = child.total / visits + exploration * math.sqrt(
                math.log(float(child.avail)) / visits
            )
        if best_child is None or value > best_value:
            best, best_child, best_value = move, child, value
    if best_child is None:  # no move: as the children's dict would say
        raise KeyError(best)
    return best, best_child, False
