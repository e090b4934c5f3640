"""What a playable position breaks that only a game's history rules out (``position_problems``).

``load_state`` refuses what the engine cannot play: bad types and names, broken invariants
(two tiles on a slot, a flipped tile holding resources, cards beyond the deck, whose count the
hidden information relies on), and a position not over without a legal move. A position a
rules lawyer writes by hand is often playable though no game reaches it: more tiles or links
than a player owns, a coal mine holding more cubes than it produces. It is accepted, and
:func:`position_problems` reports each such problem as a
:class:`~brass_rules.errors.RuleViolation` (the rule ID, and a sentence starting with the JSON
path), as python-chess's ``Board.status()`` reports an unusual board it can still play.

>>> import brass_rules as br
>>> from brass_rules.birmingham import position_problems
>>> d = br.dump_state(br.new_game(players=2, seed=1))
>>> position_problems(br.load_state(d))  # 14 link tiles left, none on the board
()
>>> d["links"] = [{"between": ["Birmingham", "Dudley"], "owner": 0}]
>>> for problem in position_problems(br.load_state(d)):
...     print(problem.rule, problem.message)
R-SETUP-PLAYER $.players[0].links_left: 14 left and 1 on the board, beyond a player's 14 link tiles
"""

from __future__ import annotations

from collections import Counter

from brass_rules.birmingham import components
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.engine import legal_moves
from brass_rules.birmingham.enums import INDUSTRIES, Industry
from brass_rules.birmingham.guards import not_a
from brass_rules.birmingham.rules import Rule
from brass_rules.birmingham.state import Continuable, GameState
from brass_rules.errors import RuleViolation

#: Most barrels a brewery gets (2 when built in the Rail Era, R-BUILD-PRODUCE).
BREWERY_BARRELS = 2

_ACTION_RULE = {
    Continuable.NETWORK: Rule.NETWORK_RAIL,
    Continuable.DEVELOP: Rule.DEVELOP,
    Continuable.SELL: Rule.SELL_TILE,
}


def _tiles(state: GameState) -> list[RuleViolation]:
    """R-SETUP-PLAYER: a player owns the components' tiles of each industry and level, on his
    mat or on the board (tiles removed from the game are not tracked: an upper bound)."""
    counts: Counter[tuple[int, Industry, int]] = Counter()
    for p, player in enumerate(state.players):
        for industry, levels in zip(INDUSTRIES, player.mat, strict=True):
            counts.update((p, industry, level) for level in levels)
    counts.update((t.owner, t.industry, t.level) for t in state.tiles if t is not None)
    return [
        RuleViolation(
            Rule.SETUP_PLAYER,
            f"$.players[{owner}]: player {owner} has only {most} {industry.value} level "
            f"{level} tile(s), but the mat and the board hold {n}",
        )
        for (owner, industry, level), n in sorted(counts.items(), key=str)
        if n > (most := components.TILES[(industry, level)].count)
    ]


def _links(state: GameState) -> list[RuleViolation]:
    """R-SETUP-PLAYER: a player has 14 link tiles, on the board or left."""
    out = []
    for p, player in enumerate(state.players):
        on_board = state.links.count(p)
        if on_board + player.links_left > components.LINK_TILES:
            out.append(
                RuleViolation(
                    Rule.SETUP_PLAYER,
                    f"$.players[{p}].links_left: {player.links_left} left and {on_board} on the "
                    f"board, beyond a player's {components.LINK_TILES} link tiles",
                )
            )
    return out


def _resources(state: GameState) -> list[RuleViolation]:
    """R-BUILD-PRODUCE: a tile holds at most what it was built with (the engine only removes)."""
    out = []
    for spec, tile in zip(BIRMINGHAM.slot_specs, state.tiles, strict=True):
        if tile is None or tile.flipped or not tile.resources:
            continue
        most = (
            BREWERY_BARRELS
            if tile.industry is Industry.BREWERY
            else components.TILES[(tile.industry, tile.level)].produces
        )
        if tile.resources > most:
            out.append(
                RuleViolation(
                    Rule.BUILD_PRODUCE,
                    f"$.industries: the {tile.industry.value} level {tile.level} tile in "
                    f"{spec.location} (slot {spec.slot}) holds {tile.resources}, more than "
                    f"the {most} it is built with",
                )
            )
    return out


def _merchants(state: GameState) -> list[RuleViolation]:
    """R-SETUP-MERCHANTS: the merchant tiles are the set for the player count, and a barrel
    lies only beside a non-blank tile."""
    out = []
    left = Counter(components.merchant_tiles(state.num_players))
    for space, slot in zip(BIRMINGHAM.merchant_spaces, state.merchants, strict=True):
        if slot.goods is None:
            continue
        where = f"$.merchants: {space.merchant} space {space.space}"
        if left[slot.goods] <= 0:
            goods = ", ".join(i.value for i in INDUSTRIES if i in slot.goods) or "blank"
            out.append(
                RuleViolation(
                    Rule.SETUP_MERCHANTS,
                    f"{where}: no further merchant tile ({goods}) is in the set for "
                    f"{state.num_players} players",
                )
            )
        left[slot.goods] -= 1
        if slot.beer and not slot.goods:
            out.append(
                RuleViolation(
                    Rule.SETUP_MERCHANTS, f"{where}: a blank merchant tile has no beer barrel"
                )
            )
    return out


def _progress(state: GameState) -> list[RuleViolation]:
    """An action in progress that can only end (``End`` its one legal move) would have ended by
    itself when its last step was taken."""
    progress = state.in_progress
    if progress is None or state.over or state.in_debt_phase or len(legal_moves(state)) > 1:
        return []
    return [
        RuleViolation(
            _ACTION_RULE[progress.action],
            f"$.action_in_progress: no continuation of the {progress.action.value} is "
            "possible, so it would have ended by itself",
        )
    ]


def position_problems(state: GameState) -> tuple[RuleViolation, ...]:
    """Each reason why no game reaches *state*, though the engine plays it (``()`` if none is
    found): more tiles of an industry and level, or more link tiles, than a player owns
    (R-SETUP-PLAYER); a tile holding more resources than it is built with (R-BUILD-PRODUCE);
    merchant tiles beyond the set for the player count, or a barrel beside a blank one
    (R-SETUP-MERCHANTS); an action in progress with no continuation but ``End``.

    The checks are these, not a proof that some game reaches the position.

    :raises TypeError: if *state* is not a :class:`~brass_rules.birmingham.state.GameState`.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    return tuple(
        _tiles(state) + _links(state) + _resources(state) + _merchants(state) + _progress(state)
    )
