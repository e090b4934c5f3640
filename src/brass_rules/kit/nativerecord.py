"""Frozen attrs records that the compiled build makes native (mypyc) classes.

mypyc compiles a class declared with ``attr.s(auto_attribs=True, ...)`` in a compiled module
to a *native* class: compiled code reads and sets its fields directly in the object, and
builds it with a compiled ``__init__``, where a Python attrs class costs a generic attribute
lookup per field read and a Python ``__init__`` call per copy. But mypyc keeps only the
``__init__`` attrs makes for such a class, not its equality, hash, repr or frozenness. So a
record that is to become native is declared::

    @attr.s(auto_attribs=True, slots=True, frozen=True, init=False, eq=False, repr=False)
    class Rec:
        a: int
        b: str = ""

        def __init__(self, a: int, b: str = "") -> None:
            self.a = a  # type: ignore[misc]  # the compiled constructor: one store per field
            self.b = b  # type: ignore[misc]


    finish(Rec)

and :func:`finish` gives it, in both builds, what ``attrs.frozen`` would have generated:
``__eq__``/``__ne__``/``__hash__``/``__repr__`` made by attrs itself (for a twin class with the
same fields; a method the class defines itself stays), a frozen ``__setattr__``/``__delattr__``
(``attrs.exceptions.FrozenInstanceError``), ``__match_args__``, the signature, and pickling by
the fields. In pure Python the ``__init__`` is attrs' own (the class body's would trip over the
frozen ``__setattr__``); compiled, it is the class body's. ``attrs.fields``, ``attrs.evolve``
and ``attrs.has`` work in both. The hash is not cached. Every field is an ``__init__``
argument, by position, with a plain default if any (no factory).
"""

from __future__ import annotations

import inspect
from types import FunctionType
from typing import Any, TypeVar, cast

import attr
from attrs.exceptions import FrozenInstanceError

T = TypeVar("T")

#: The methods taken from the twin attrs class.
_FROM_TWIN = ("__eq__", "__ne__", "__hash__", "__repr__")


def is_native(cls: type) -> bool:
    """Whether *cls* is a compiled (native) class: its own ``__init__`` is no Python function."""
    return not isinstance(vars(cls).get("__init__"), FunctionType)


def finish(cls: type[T]) -> bool:
    """Give the record class *cls* (declared as in this module's docstring) attrs' frozen
    record methods; returns whether *cls* is native (compiled)."""
    native = is_native(cls)
    fields = attr.fields(cast(Any, cls))
    names = tuple(f.name for f in fields)
    for f in fields:  # what the twin and the pickling by position rely on
        if f.kw_only or not f.init or isinstance(f.default, attr.Factory):  # type: ignore[arg-type]
            raise TypeError(f"{cls.__name__}.{f.name}: a native record's fields are positional")
    specs = {f.name: attr.ib(default=f.default, type=f.type) for f in fields}
    namespace = {"__module__": cls.__module__, "__qualname__": cls.__qualname__}
    twin = attr.s(these=specs, frozen=True, slots=True)(type(cls.__name__, (), namespace))
    for name in _FROM_TWIN:
        if name not in vars(cls):  # the class's own (e.g. a compiled __hash__) stays
            setattr(cls, name, vars(twin)[name])
    if not native:
        init = vars(twin)["__init__"]
        init.__qualname__ = f"{cls.__qualname__}.__init__"
        setattr(cls, "__init__", init)  # noqa: B010
    setattr(cls, "__setattr__", _frozen_setattr)  # noqa: B010
    setattr(cls, "__delattr__", _frozen_delattr)  # noqa: B010
    setattr(cls, "__match_args__", names)  # noqa: B010
    # a native class has no signature of its own to show (inspect, help, IDEs)
    setattr(cls, "__signature__", inspect.signature(twin))  # noqa: B010

    def __reduce__(self: Any) -> tuple[Any, tuple[Any, ...]]:
        return (cls, tuple(getattr(self, n) for n in names))

    setattr(cls, "__reduce__", __reduce__)  # noqa: B010
    return native


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError()


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError()
