"""The typed hooks: each game's hooks object, the platform finding hooks only through it, and
``reveals`` (what a :class:`brass_rules.Table` never undoes past)."""

from __future__ import annotations

import ast
import random
from collections import Counter
from pathlib import Path

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.birmingham.components import WILD_CARDS
from brass_rules.birmingham.hooks import BirminghamHooks
from brass_rules.hooks import GameHooks, hooks_of
from brass_rules.le_havre.hooks import LeHavreHooks
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE
from tests.randomgames import game_steps

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "brass_rules"
GAMES = ("birmingham", "le_havre")
#: Modules the scan leaves out (none: every platform module uses the hooks).
NOT_YET: set[str] = set()
HOOK_NAMES = frozenset(
    name for name in vars(GameHooks) if not name.startswith("_") and name != "game"
)


def _platform_modules() -> list[Path]:
    return [
        p for p in sorted(PACKAGE.rglob("*.py"))
        if p.relative_to(PACKAGE).parts[0] not in GAMES and p.name not in NOT_YET
    ]


def _lookups_by_name(path: Path) -> list[str]:
    """``getattr(x, "<hook>")`` / ``hasattr(x, "<hook>")`` calls in *path* naming a hook, and
    any ``getattr`` of a game object but its module's dunders (``registry.package_attribute``
    finds a game package's submodule, which ``openspiel`` still uses)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        if node.func.id not in ("getattr", "hasattr") or len(node.args) < 2:
            continue
        target, name = node.args[0], node.args[1]
        named_hook = isinstance(name, ast.Constant) and name.value in HOOK_NAMES
        dunder = isinstance(name, ast.Constant) and str(name.value).startswith("__")
        on_a_game = ast.unparse(target) in ("game", "self.game", "the_game") and not dunder
        if named_hook or on_a_game:
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return found


@pytest.mark.parametrize("path", _platform_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_platform_module_looks_a_hook_up_by_name(path: Path) -> None:
    assert _lookups_by_name(path) == []


def test_the_scan_finds_a_lookup_by_name(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('own = getattr(game, "describe_move", None)\nx = getattr(game, name)\n')
    assert len(_lookups_by_name(bad)) == 2


def test_records_have_no_extra_helper_any_more() -> None:
    from brass_rules.records import record

    assert not hasattr(record, "extra") and not hasattr(record, "NOTATION_HOOKS")


@pytest.mark.parametrize(
    ("name", "kind"), [("brass_birmingham", BirminghamHooks), ("le_havre", LeHavreHooks)]
)
def test_each_game_has_its_hooks_object(name: str, kind: type[GameHooks]) -> None:
    game = br.get_game(name)
    hooks = hooks_of(game)
    assert type(hooks) is kind and hooks.game is game and hooks.game_name == name


def test_the_hooks_give_what_the_games_functions_give() -> None:
    s = br.new_game(players=2, seed=3)
    hooks = hooks_of(br.get_game("brass_birmingham"))
    move = br.legal_moves(s)[0]
    assert hooks.describe_move(s, move) == br.describe_move(s, move)
    assert hooks.rules_edition() == br.GameRecord(players=2, seed=1).game_object().rules_edition
    assert hooks.board_text(s) == br.board_text(s)
    t = lh.new_game(players=2, seed=3)
    lh_hooks = hooks_of(lh)
    assert lh_hooks.describe_move(t, lh.legal_moves(t)[0]) == lh.describe_move(
        t, lh.legal_moves(t)[0]
    )
    assert lh_hooks.out_of_turn_moves(t, 1 - t.to_move) == lh.out_of_turn_moves(t, 1 - t.to_move)
    assert lh_hooks.rules_edition() == "Le Havre"  # the fallback: the title


def test_the_fallbacks_of_a_game_without_hooks() -> None:
    hooks = GameHooks("brass_birmingham")  # the fallbacks only, on a real game
    s = br.new_game(players=2, seed=3)
    assert hooks.reveals(s, None, s) is True  # a game that does not say: undo never crosses
    assert hooks.out_of_turn_moves(s, 1) == ()
    assert hooks.read_record_line(s, f"P{s.to_move}: pass Leek") == "pass Leek"
    with pytest.raises(br.NotationError, match="labelled"):
        hooks.read_record_line(s, f"P{1 - s.to_move}: pass Leek")
    leaves = hooks.choices(s, ())
    assert [c.moves[0] for c in leaves] == list(br.legal_moves(s))
    assert all(c.is_leaf for c in leaves) and hooks.choices(s, ("0",)) == ()
    move = br.legal_moves(s)[0]
    (event,) = hooks.events(s, move, br.apply(s, move), None)
    assert event["kind"] == "move" and event["move"] == br.move_to_json(move)


# ----- reveals -----------------------------------------------------------------------------------


def _hand_gains(before: br.GameState, after: br.GameState) -> bool:
    """Whether some player's own view shows a card in hand that is new and not a wild card."""
    for p in range(before.num_players):
        old = br.observe(before, p).players[p].hand or ()
        new = br.observe(after, p).players[p].hand or ()
        if any(card not in WILD_CARDS for card in Counter(new) - Counter(old)):
            return True
    return False


@pytest.mark.parametrize("players", [2, 4])
def test_birmingham_reveals_exactly_the_moves_that_draw_a_hidden_card(players: int) -> None:
    hooks = hooks_of(br.get_game("brass_birmingham"))
    seen = Counter()
    for before, move, after in game_steps(players, 10 + players, br.Variant.STANDARD):
        revealed = hooks.reveals(before, move, after)
        deck_changed = br.observe(after, 0).deck_size != br.observe(before, 0).deck_size
        assert revealed == (deck_changed or _hand_gains(before, after)), move
        seen[revealed] += 1
    assert seen[True] > 5 and seen[False] > 5  # the first action of a turn draws no card


def _unknown(position: lh.GameState, player: int) -> tuple[int, int]:
    view = lh.observe(position, player).view
    return (
        sum(1 for t in view.tiles if t == UNKNOWN_TILE),
        sum(1 for c in view.specials if c == UNKNOWN_CARD),
    )


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (5, 6)])
def test_le_havre_reveals_exactly_the_moves_that_turn_up_something_hidden(
    players: int, seed: int
) -> None:
    hooks = hooks_of(lh)
    rng = random.Random(seed)
    state = lh.new_game(players, seed, short=True)
    seen = Counter()
    for _ in range(400):
        if state.is_over:
            break
        move = rng.choice(lh.legal_moves(state))
        after = lh.apply(state, move)
        turned = any(
            a < b
            for p in range(players)
            for a, b in zip(_unknown(after, p), _unknown(state, p), strict=True)
        )
        assert hooks.reveals(state, move, after) == turned, move
        seen[turned] += 1
        state = after
    assert seen[True] >= 3 and seen[False] > 20
