"""A self-play error and its cause (issue 23, points 15 and 16).

15: a ``SelfPlayError`` whose cause is an agent's own exception (its own class, or one that does
not pickle) pickles and unpickles equal, and 1 and 2 workers give equal errors.
16: the error is also an instance of its cause's class where that class allows it (a class
made for it, as Ray does), so ``except IllegalMoveError`` around ``play_games`` still works;
a class that does not allow it gives a plain ``SelfPlayError``.
"""

from __future__ import annotations

import pickle
from concurrent.futures import ProcessPoolExecutor
from functools import partial

import pytest

import brass_rules as br
from brass_rules.selfplay import SelfPlayError, play_games
from tests.selfplay.lineups import AgentBug, Final, TwoPart, raising_at_seed_1


def _fault(kind: str, workers: int) -> SelfPlayError:
    with pytest.raises(SelfPlayError) as info:
        play_games(partial(raising_at_seed_1, kind), [0, 1], players=2, workers=workers)
    return info.value


def _raise(error: BaseException) -> None:
    raise error


#: The kinds of agent error, the class the fault is also an instance of (None: a plain
#: SelfPlayError), and whether the original error rides on the fault (else its text).
KINDS = [
    ("illegal", br.IllegalMoveError, True),
    ("value", ValueError, True),
    ("key", KeyError, True),
    ("bug", AgentBug, True),
    ("twopart", TwoPart, False),  # the class pickles, its instances do not
    ("unpicklable", ValueError, False),  # a ValueError holding a value that does not pickle
    ("final", None, True),  # the class refuses subclasses
    ("group", None, True),  # ExceptionGroup's __new__ takes other arguments
]


@pytest.mark.parametrize(("kind", "cls", "kept"), KINDS, ids=[k[0] for k in KINDS])
def test_one_and_two_workers_give_equal_errors_that_pickle_equal(
    kind: str, cls: type[Exception] | None, kept: bool
) -> None:
    here, there = _fault(kind, 1), _fault(kind, 2)
    assert here == there and type(here) is type(there) and hash(here) == hash(there)
    assert str(here) == str(there)
    assert (here.seed, here.move, here.agent) == (1, 1, "raising")
    for fault in (here, there):
        fault.add_note("seen")
        copy = pickle.loads(pickle.dumps(fault))
        assert copy == fault and type(copy) is type(fault) and str(copy) == str(fault)
        assert copy.__notes__ == ["seen"]
        assert copy.records == fault.records == [br.load_record(br.dump_record(fault.records[0]))]
    assert isinstance(here.error, BaseException) is kept
    if not kept:  # its class and text stand in for it
        assert isinstance(here.error, str) and here.error.startswith(f"{cls.__name__}: ")
    with ProcessPoolExecutor(max_workers=1) as pool:  # raised in a process, caught in another
        back = pool.submit(_raise, here).exception()
    assert back == here and type(back) is type(here)


@pytest.mark.parametrize(("kind", "cls", "kept"), KINDS, ids=[k[0] for k in KINDS])
def test_the_error_is_also_an_instance_of_its_cause_where_the_class_allows_it(
    kind: str, cls: type[Exception] | None, kept: bool
) -> None:
    for workers in (1, 2):
        fault = _fault(kind, workers)
        if cls is None:
            assert type(fault) is SelfPlayError
            assert type(fault.error).__name__ in ("Final", "ExceptionGroup")
            continue
        assert isinstance(fault, cls) and isinstance(fault, SelfPlayError)
        assert type(fault).__name__ == f"SelfPlayError({cls.__name__})"
        assert type(fault).__bases__ == (SelfPlayError, cls)
        # its own text, not the cause's (KeyError's str would quote it)
        assert str(fault).startswith("brass_birmingham game seed 1 failed at move 1 (agent")
        assert isinstance(fault.__cause__, cls) is kept


def test_except_illegal_move_error_catches_an_agents_illegal_move_again() -> None:
    for workers in (1, 2):
        try:
            play_games(partial(raising_at_seed_1, "illegal"), [0, 1], players=2, workers=workers)
        except br.IllegalMoveError as exc:
            caught: BaseException = exc
        else:
            raise AssertionError("no IllegalMoveError")
        assert isinstance(caught, SelfPlayError) and isinstance(caught, ValueError)
        assert isinstance(caught.error, br.IllegalMoveError)
        assert caught.violations == caught.error.violations  # the cause's attributes read through
        assert caught.violations[0].rule.startswith("R-")
    with pytest.raises(AgentBug):
        play_games(partial(raising_at_seed_1, "bug"), [1], players=2)
    with pytest.raises(AttributeError):
        _ = caught.no_such_attribute  # type: ignore[attr-defined]


def test_a_class_that_cannot_be_pickled_by_reference_gives_a_plain_error() -> None:
    class Local(Exception):
        """Defined inside a function: it cannot be pickled by reference."""

    class Agent:
        name = "local"

        def choose(self, obs: object) -> object:
            raise Local("mine")

    with pytest.raises(SelfPlayError) as info:
        play_games(lambda seed: [Agent(), Agent()], [1], players=2)
    assert type(info.value) is SelfPlayError and info.value.error == "Local: mine"
    assert pickle.loads(pickle.dumps(info.value)) == info.value


def test_the_made_classes_are_made_once_and_are_no_failed_subclass() -> None:
    one, two = _fault("bug", 1), _fault("bug", 1)
    assert type(one) is type(two)
    with pytest.raises(TypeError, match="Final cannot be subclassed"):
        type("Sub", (Final,), {})
    assert not isinstance(_fault("final", 1), Final)
