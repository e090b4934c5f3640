"""Self-play's error: :class:`SelfPlayError`, which names the failed game and carries its cause,
and the classes made for causes (``SelfPlayError(IllegalMoveError)``), rebuilt when unpickled."""

from __future__ import annotations

import pickle
import threading
from collections.abc import Iterable, Sequence
from typing import Any

from brass_rules.errors import BrassError, quote
from brass_rules.records import GameRecord


class SelfPlayError(BrassError, RuntimeError):
    """A game of :func:`play_games` failed: which game, seed, move and agent, and why.

    *move* is the 1-based number of the move being decided (``None`` when the game failed
    before its first decision, e.g. in ``make_agents``, or when its worker died); *agent* and
    *player* name the seat that was deciding; *error* is the original exception (or its text,
    when it does not pickle); *lost* holds the seeds of the games that were running when a
    worker process died, which have no record (empty when a game failed by itself: the games
    running then were finished); ``records`` holds the games that finished, in the order of
    the seeds (set by :func:`~brass_rules.selfplay.play_games`, and kept by pickling).

    The error :func:`play_games` raises is also an instance of *error*'s class (a class made
    for it, ``SelfPlayError(IllegalMoveError)``, as Ray does for its task errors), so ``except
    IllegalMoveError`` still catches an illegal move, and the cause's own attributes (such as
    ``violations``) read through it. Exceptions: a class that refuses subclasses, that cannot be
    made with this one (``ExceptionGroup``), that is not an ``Exception`` (``SystemExit``), or
    that cannot be pickled by reference (one defined inside a function) gives a plain
    ``SelfPlayError``; catch ``SelfPlayError`` and look at ``error`` to cover every case.

    Pickles equal, so it reads the same from a worker process or a Ray task: two are equal when
    they are of the same class and name the same game, seed, move, agent, player and lost
    seeds, with errors of the same class and text.
    """

    #: The class of the cause this class was made for (``None`` for SelfPlayError itself).
    _cause: type[Exception] | None = None

    def __init__(
        self,
        game: str,
        seed: int,
        move: int | None,
        agent: str | None,
        player: int | None,
        error: BaseException | str,
        lost: Iterable[int] = (),
    ) -> None:
        self.game = game
        self.seed = seed
        self.move = move
        self.agent = agent
        self.player = player
        self.error = error
        self.lost = tuple(lost)
        self.records: list[GameRecord] = []
        """The games that finished, in the order of the seeds (set by :func:`play_games`)."""
        where = f"{game} game seed {seed}"
        if move is not None:
            where += f" failed at move {move}"
            if agent is not None:
                where += f" (agent {quote(agent)}, player {player})"
        elif self.lost:
            where += " failed"
        else:
            where += " failed before its first move"
        message = f"{where}: {_cut(_why(error), _WHY)}"
        if self.lost:
            message += f"; lost (running, no record): {_seeds(self.lost)}"
        Exception.__init__(self, message)

    def __str__(self) -> str:
        return str(self.args[0])

    def __reduce__(self) -> tuple[Any, ...]:
        fields = (self.game, self.seed, self.move, self.agent, self.player, self.error, self.lost)
        state = {"records": self.records}
        if "__notes__" in self.__dict__:
            state["__notes__"] = self.__dict__["__notes__"]
        return (_rebuild, (self._cause, *fields), state)

    def _key(self) -> tuple[Any, ...]:
        error = self.error
        why = error if isinstance(error, str) else (type(error), _why(error))
        where = (self.game, self.seed, self.move, self.agent, self.player)
        return (type(self), *where, why, self.lost)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SelfPlayError) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())


#: Longest text of the cause in a :class:`SelfPlayError`'s message.
_WHY = 300


def _why(error: BaseException | str) -> str:
    """``"KeyError: 'x'"``: the class and text of *error* (safe on a failing ``__str__``)."""
    if isinstance(error, str):
        return error
    try:
        text = str(error)
    except Exception:
        text = f"<unprintable {type(error).__name__}>"
    return f"{type(error).__name__}: {text}"


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _seeds(seeds: Sequence[int]) -> str:
    """``"seeds 3, 5"``: at most ten of them written out."""
    shown = ", ".join(str(s) for s in seeds[:10])
    more = f" and {len(seeds) - 10} more" if len(seeds) > 10 else ""
    return f"seed{'s' if len(seeds) > 1 else ''} {shown}{more}"


def _delegate(self: SelfPlayError, name: str) -> Any:
    """A made class reads the cause's public attributes (``violations``) through the error."""
    error = self.__dict__.get("error")
    if name.startswith("_") or not isinstance(error, BaseException):
        raise AttributeError(name)
    return getattr(error, name)


#: The classes made so far: the cause's class -> SelfPlayError(cause) (None: cannot be made).
_MADE: dict[type[Exception], type[SelfPlayError] | None] = {}
_MAKING = threading.RLock()


def _made_class(cause: type[Exception]) -> type[SelfPlayError] | None:
    """The subclass of both :class:`SelfPlayError` and *cause*, made once per class (so that
    errors of one cause share their class in every thread), or None where *cause* does not
    allow it."""
    with _MAKING:
        if cause not in _MADE:
            _MADE[cause] = _make_class(cause)
        return _MADE[cause]


def _make_class(cause: type[Exception]) -> type[SelfPlayError] | None:
    """A new ``SelfPlayError(cause)`` class, if *cause* allows it (tried, not guessed)."""
    if issubclass(cause, SelfPlayError) or not _pickles_by_reference(cause):
        return None
    name = f"SelfPlayError({cause.__name__})"
    namespace = {"__module__": SelfPlayError.__module__, "__qualname__": name, "_cause": cause,
                 "__getattr__": _delegate}  # fmt: skip
    try:
        made = type(name, (SelfPlayError, cause), namespace)
        made("g", 0, None, None, None, "e")  # the class's __new__ takes our arguments
    except Exception:  # it refuses subclasses, or their layout, MRO or arguments clash
        return None
    return made


def _pickles_by_reference(cls: type) -> bool:
    try:
        return pickle.loads(pickle.dumps(cls)) is cls
    except Exception:
        return False


def _rebuild(cause: type[Exception] | None, *fields: Any) -> SelfPlayError:
    """Unpickles a :class:`SelfPlayError` (of the class made for *cause*, if any)."""
    made = None if cause is None else _made_class(cause)
    return (made or SelfPlayError)(*fields)


def fault_of(
    game: str,
    seed: int,
    move: int | None,
    agent: str | None,
    player: int | None,
    error: BaseException,
    lost: Iterable[int] = (),
) -> SelfPlayError:
    """The :class:`SelfPlayError` for *error*: of the class made for its class where it can be
    made, carrying *error* (or its text, if it does not pickle)."""
    made = _made_class(type(error)) if isinstance(error, Exception) else None
    return (made or SelfPlayError)(game, seed, move, agent, player, picklable(error), lost)


def picklable(error: BaseException) -> BaseException | str:
    """*error* if it pickles back as itself (every library error does), else its class and
    text."""
    try:
        copy = pickle.loads(pickle.dumps(error))
        same = type(copy) is type(error) and _why(copy) == _why(error)
    except Exception:
        same = False
    return error if same else _why(error)
