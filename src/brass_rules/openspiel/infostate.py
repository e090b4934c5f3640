"""Information states of the OpenSpiel games: one player's lines, shared by clones, read lazily.

A player's information state is a persistent list of lines (:class:`Log`: appending is O(1) and
a clone shares every line). A line records one thing the player saw:

- ``I chose <action>``: an id the player took, by its name in the game's action space;
- ``P<q>: <move>``: the move a player completed, in the game's notation (when the description
  says moves are public, as both games' are; else ``P<q> moved`` for another player's), then,
  when it changed, what the player knows of the hidden parts that the moves do not say (the
  description's ``private_text``: Birmingham's hand; Le Havre's supply tiles turned, special
  buildings seen and turned);
- ``dealt`` (a deal's end), ``given`` (the first line of a state made by
  :func:`~brass_rules.openspiel.state_from_position`) and ``resampled`` (the first line of
  another player's information state in a state made by ``resample_from_infostate``, whose
  earlier observations are not known), each followed by the ``private_text`` and a digest of
  the player's whole observation there (what a deal made public: Birmingham's merchants and
  turn order, Le Havre's start player and building proposals).

So the lines fix every observation: the moves say what changed but for what the
``private_text`` tells (the generic description's is a digest of the whole observation). A
line's text is made the first time it is read, which search algorithms that never read
information states never pay for.

The string (:func:`text`) is bounded: the last :data:`WINDOW` lines, after a header that gives
the number of lines and a digest of the ones before the window (a hash chain over a compact form
of each line, which skips the notation), so the string is still a function of the whole
information state, and distinct ones differ (up to the digest's collisions, 2**-64 a pair).
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from brass_rules.openspiel.state import SpielGame

__all__ = ["WINDOW", "Log", "lines", "text"]

#: The number of lines an information-state string shows in full.
WINDOW = 24


def digest(data: Any) -> str:
    """12 hex digits of *data* as canonical JSON (the generic description's private text)."""
    raw = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(raw.encode("utf-8"), digest_size=6).hexdigest()


class Log:
    """One line of a player's information state, linked to the line before it (immutable once
    made, but for the texts cached on first read)."""

    __slots__ = ("action", "after", "before", "chain", "event", "move", "player", "prev", "secret",
                 "seen", "size", "text")  # fmt: skip

    def __init__(
        self,
        prev: Log | None,
        player: int,
        event: str,
        *,
        action: int = -1,
        before: Any = None,
        move: Any = None,
        after: Any = None,
    ) -> None:
        self.prev = prev
        self.size: int = 1 + (prev.size if prev is not None else 0)
        self.seen: int = (event != "chose") + (prev.seen if prev is not None else 0)
        """The number of observation lines up to this one."""
        self.player = player
        self.event = event
        """``"chose"``, ``"move"`` (of player ``action``), ``"dealt"`` or ``"resampled"``."""
        self.action = action
        self.before = before
        self.move = move
        self.after = after
        self.text: str | None = None
        self.chain: str | None = None
        self.secret: str | None = None

    def observed(self) -> Log | None:
        """The latest observation line up to this one."""
        node: Log | None = self
        while node is not None and node.event == "chose":
            node = node.prev
        return node

    def private(self, spiel: SpielGame) -> str:
        """The description's ``private_text`` of this observation line's observation."""
        if self.secret is None:
            obs = spiel.platform_game.observe(self.after, self.player)
            self.secret = spiel.chance.private_text(obs)
        return self.secret

    def line(self, spiel: SpielGame) -> str:
        """This line's text (see the module docs)."""
        if self.text is not None:
            return self.text
        if self.event == "chose":
            self.text = f"I chose {spiel.spec.action_name(self.action)}"
            return self.text
        private = self.private(spiel)
        if self.event == "move":
            if self._seen_move(spiel):
                move = spiel.platform_game.format_move(self.before, self.move)
                words = f"P{self.action}: {move}"
            else:
                words = f"P{self.action} moved"
            earlier = self.prev.observed() if self.prev is not None else None
            if private and (earlier is None or earlier.private(spiel) != private):
                words += f"; {private}"
        else:
            words = f"{self.event}: {private} [observation {self._digest(spiel)}]"
        self.text = words
        return words

    def _seen_move(self, spiel: SpielGame) -> bool:
        """Whether the player sees the move itself: his own, or any when moves are public."""
        return self.player == self.action or spiel.chance.public_moves

    def _digest(self, spiel: SpielGame) -> str:
        game = spiel.platform_game
        return digest(game.dump_observation(game.observe(self.after, self.player)))

    def key(self, spiel: SpielGame) -> str:
        """A compact form of this line for the hash chain: what the line says, the move as
        JSON rather than in notation, and the ``private_text`` always."""
        if self.event == "chose":
            return f"c{self.action}"
        if self.event == "move":
            move = ""
            if self._seen_move(spiel):
                move = json.dumps(spiel.platform_game.move_to_json(self.move), sort_keys=True)
            return f"m{self.action} {move} {self.private(spiel)}"
        return self.line(spiel)

    def chained(self, spiel: SpielGame) -> str:
        """A digest of every line up to this one (a hash chain, cached on each line)."""
        pending: list[Log] = []
        node: Log | None = self
        while node is not None and node.chain is None:
            pending.append(node)
            node = node.prev
        chain = node.chain if node is not None else ""
        for n in reversed(pending):
            raw = f"{chain}\n{n.key(spiel)}".encode()
            chain = n.chain = hashlib.blake2b(raw, digest_size=8).hexdigest()
        assert chain is not None
        return chain


def lines(log: Log | None, spiel: SpielGame, last: int | None = None) -> tuple[str, ...]:
    """The texts of *log*'s lines, oldest first (only the *last* ones when given)."""
    nodes: list[Log] = []
    while log is not None and (last is None or len(nodes) < last):
        nodes.append(log)
        log = log.prev
    return tuple(node.line(spiel) for node in reversed(nodes))


def text(log: Log | None, spiel: SpielGame, player: int) -> str:
    """The information-state string of *player* (see the module docs)."""
    size = log.size if log is not None else 0
    if size <= WINDOW:
        return "\n".join((f"player {player}", *lines(log, spiel)))
    node = log
    for _ in range(WINDOW):
        assert node is not None
        node = node.prev
    assert node is not None
    head = f"player {player}: {size} lines, the first {node.size} digested {node.chained(spiel)}"
    return "\n".join((head, *lines(log, spiel, WINDOW)))
