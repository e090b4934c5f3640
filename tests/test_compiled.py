"""``br.COMPILED`` says which build runs (api.md "The compiled build").

The normal suite runs the pure editable install, so COMPILED is False. ``nox -s compiled`` runs
the whole suite against the mypyc-compiled package with ``BRASS_RULES_EXPECT_COMPILED=1``, and
there it must be True.
"""

from __future__ import annotations

import inspect
import os

import attrs

import brass_rules as br
from brass_rules.agents import tree
from brass_rules.agents.mcts import MCTSAgent
from brass_rules.birmingham.actions import build
from brass_rules.birmingham.engine import apply
from brass_rules.birmingham.state import GameState, PlayerState, changed

EXPECT_COMPILED = os.environ.get("BRASS_RULES_EXPECT_COMPILED") == "1"


def test_compiled_is_a_bool_naming_the_build_under_test() -> None:
    assert type(br.COMPILED) is bool
    assert "COMPILED" in br.__all__
    assert br.COMPILED is EXPECT_COMPILED


def test_compiled_agrees_with_how_the_hot_code_was_loaded() -> None:
    # Compiled functions are builtins, not Python functions; the public entry points stay Python.
    assert inspect.isfunction(build.candidates) is not br.COMPILED
    assert inspect.isfunction(changed) is not br.COMPILED  # state.py (its records: native)
    assert inspect.isfunction(apply)
    assert inspect.isfunction(tree.select) is not br.COMPILED  # the search tree is compiled
    assert inspect.isclass(MCTSAgent) and inspect.isfunction(MCTSAgent.choose)  # users subclass it


def test_the_state_classes_stay_attrs_classes_in_both_builds() -> None:
    # mypyc compiles state.py; its records are native classes there, and attrs records in both
    assert attrs.has(GameState) and attrs.has(PlayerState)
    state = br.new_game(players=2, seed=3)
    assert changed(state, turn=1) == attrs.evolve(state, turn=1)
