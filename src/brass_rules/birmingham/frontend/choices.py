"""A decision step by step, as a person clicks it: :func:`choices`.

The steps of a new action: the action, then the card, then what the action acts on (the
industry and the place of a Build: location, then slot; the link of a Network; the industry of a
Develop; the tile, then the merchant of a Sell), then the resources (where coal, iron and beer
come from, and a Sell's Gloucester bonus). A Scout picks its three cards one by one; a Loan or a
Pass only its card. While an action is under way: its next step or End; in the debt phase: the
tile to remove. A step that would offer more than 24 links groups them by location first. A
step with a single option is left out (a coal card builds coal: no industry to choose).

Each option (a :class:`~brass_rules.hooks.Choice`) has a key (what extends the prefix), a label,
the ids of the picture's pieces it points at (:mod:`~brass_rules.birmingham.picture.ids`) and
the legal moves under it; one move under it makes it a leaf.

>>> import brass_rules as br
>>> s = br.new_game(players=2, seed=1)
>>> [c.key for c in choices(s)]
['build', 'network', 'develop', 'loan', 'scout', 'pass']
>>> [c.label for c in choices(s, ("build", "Kidderminster"))]
['cotton', 'coal']
>>> leaf = choices(s, ("build", "Kidderminster"))[0]
>>> leaf.targets, leaf.is_leaf, br.format_move(s, leaf.moves[0])
(('mat-1-cotton',), True, 'Build cotton Kidderminster/1 card Kidderminster')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from attrs import frozen

from brass_rules.birmingham.engine import legal_moves
from brass_rules.birmingham.frontend.targets import source_targets
from brass_rules.birmingham.moves import (
    Build,
    Develop,
    End,
    Loan,
    MarketRef,
    MerchantRef,
    Move,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
    Source,
    TileRef,
)
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.picture.ids import (
    card_id,
    link_id,
    mat_id,
    merchant_id,
    player_id,
    slot_id,
)
from brass_rules.birmingham.state import GameState
from brass_rules.errors import NotationError
from brass_rules.hooks import Choice
from brass_rules.kit.limits import short

__all__ = ["choices"]

#: A step offering more links than this groups them by location first.
MOST_LINKS = 24

Position = GameState | Observation


@frozen
class _Step:
    """One step of a move's path: the key, the label and the ids the option points at."""

    key: str
    label: str
    targets: tuple[str, ...] = ()


class _Context:
    """What the steps of one position need: the player to move and the cards the picture
    shows."""

    def __init__(self, position: Position, moves: Sequence[Move]) -> None:
        self.player = position.to_move
        hand = None
        if isinstance(position, Observation) and position.player is not None:
            hand = position.players[position.player].hand
        self.hand = hand if position.to_move == getattr(position, "player", None) else None
        links = {m.link for m in moves if isinstance(m, Network)}
        self.group_links = len(links) > MOST_LINKS

    def card(self, card: str) -> _Step:
        if self.hand is not None:
            targets = tuple(card_id(k) for k, held in enumerate(self.hand) if held == card)
        else:
            targets = () if self.player is None else (player_id(self.player),)
        return _Step(card, f"card {card}", targets)

    def mat(self, industry: str) -> tuple[str, ...]:
        return () if self.player is None else (mat_id(self.player, industry),)


def _place(ref: TileRef | MerchantRef) -> str:
    if isinstance(ref, TileRef):
        return f"{ref.location}/{ref.slot}"
    return f"{ref.merchant}/{ref.space}"


def _source(source: Source) -> str:
    return "market" if isinstance(source, MarketRef) else _place(source)


def _resources(
    clauses: Sequence[tuple[str, str, Sequence[Source] | None]], extra: str = ""
) -> _Step:
    """The resources step: a key in notation (``coal Dudley/0 market iron market``), a label in
    words and the sources' ids; ``none`` when the move takes nothing."""
    keys: list[str] = []
    words: list[str] = []
    targets: list[str] = []
    for name, resource, sources in clauses:
        if sources:
            listed = [_source(s) for s in sources]
            keys.append(f"{name} " + " ".join(listed))
            words.append(f"{name} from " + ", ".join(listed))
            targets += [t for t in source_targets(resource, sources) if t not in targets]
    if extra:
        keys.append(extra)
        words.append(extra)
    if not keys:
        return _Step("none", "no " + " or ".join(c[0] for c in clauses) if clauses else "none")
    return _Step(" ".join(keys), "; ".join(words), tuple(targets))


def _build(ctx: _Context, m: Build) -> list[_Step]:
    assert m.slot is not None
    slot = slot_id(m.location, m.slot)
    return [
        _Step("build", "Build"),
        ctx.card(m.card),
        _Step(m.industry.value, m.industry.value, ctx.mat(m.industry.value)),
        _Step(m.location, m.location, (slot,)),
        _Step(str(m.slot), f"{m.location} slot {m.slot}", (slot,)),
        _resources((("coal", "coal", m.coal), ("iron", "iron", m.iron))),
    ]


def _network(ctx: _Context, m: Network) -> list[_Step]:
    link = link_id(m.link)
    name = f"{m.link[0]} - {m.link[1]}"
    if m.card is None:
        head = [_Step("network", "Build a second rail link")]
    else:
        head = [_Step("network", "Network"), ctx.card(m.card)]
    where = [_Step(m.link[0], f"links from {m.link[0]}", (link,))] if ctx.group_links else []
    return [
        *head,
        *where,
        _Step(name, name, (link,)),
        _resources((("coal", "coal", m.coal), ("beer", "beer", m.beer))),
    ]


def _develop(ctx: _Context, m: Develop) -> list[_Step]:
    if m.card is None:
        head = [_Step("develop", "Develop a second tile")]
    else:
        head = [_Step("develop", "Develop"), ctx.card(m.card)]
    return [
        *head,
        _Step(m.industry.value, m.industry.value, ctx.mat(m.industry.value)),
        _resources((("iron", "iron", m.iron),)),
    ]


def _sell(ctx: _Context, m: Sell) -> list[_Step]:
    if m.card is None:
        head = [_Step("sell", "Sell another tile")]
    else:
        head = [_Step("sell", "Sell"), ctx.card(m.card)]
    tile = slot_id(m.tile.location, m.tile.slot)
    steps = [*head, _Step(_place(m.tile), f"{m.tile.location} slot {m.tile.slot}", (tile,))]
    if m.merchant is not None:
        space = m.merchant
        steps.append(
            _Step(
                _place(space),
                f"to {space.merchant} (space {space.space})",
                (merchant_id(space.merchant, space.space),),
            )
        )
    bonus = f"bonus {m.bonus.value}" if m.bonus is not None else ""
    step = _resources((("beer", "beer", m.beer),), bonus)
    if m.bonus is not None:
        step = _Step(step.key, step.label, (*step.targets, *ctx.mat(m.bonus.value)))
    return [*steps, step]


def _scout(ctx: _Context, m: Scout) -> list[_Step]:
    return [_Step("scout", "Scout"), *(ctx.card(c) for c in sorted(m.cards))]


def _loan(ctx: _Context, m: Loan) -> list[_Step]:
    return [_Step("loan", "Loan"), ctx.card(m.card)]


def _pass(ctx: _Context, m: Pass) -> list[_Step]:
    return [_Step("pass", "Pass"), ctx.card(m.card)]


def _end(ctx: _Context, m: End) -> list[_Step]:
    return [_Step("end", "End the action")]


def _remove(ctx: _Context, m: SellForDebt) -> list[_Step]:
    tile = slot_id(m.tile.location, m.tile.slot)
    return [
        _Step("remove", "Remove a tile to pay the debt"),
        _Step(_place(m.tile), f"{m.tile.location} slot {m.tile.slot}", (tile,)),
    ]


#: The path of each kind of move.
_PATHS: dict[type, Callable[[_Context, any], list[_Step]]] = {  # type: ignore[valid-type]
    Build: _build,
    Network: _network,
    Develop: _develop,
    Sell: _sell,
    Scout: _scout,
    Loan: _loan,
    Pass: _pass,
    End: _end,
    SellForDebt: _remove,
}


def _paths(position: Position, moves: Sequence[Move]) -> list[list[_Step]]:
    """Each move's path; moves whose paths would be equal get a last step telling them apart
    (never the case for the moves ``legal_moves`` lists, one per outcome)."""
    ctx = _Context(position, moves)
    paths = [_PATHS[type(m)](ctx, m) for m in moves]
    seen: dict[tuple[str, ...], int] = {}
    for path in paths:
        keys = tuple(s.key for s in path)
        count = seen.get(keys, 0)
        seen[keys] = count + 1
        if count:
            path.append(_Step(f"#{count}", f"option {count + 1}"))
    if len(paths) == 1:  # one legal move: a single leaf, its first step
        return [paths[0][:1]]
    kept: list[list[_Step]] = [[] for _ in paths]
    _skip_single(paths, list(range(len(paths))), 0, kept)
    return kept


def _skip_single(
    paths: list[list[_Step]], group: list[int], depth: int, kept: list[list[_Step]]
) -> None:
    """Fill *kept* with the steps of *paths* that offer a choice: from *depth* on, for the
    moves of *group* (which share their kept steps so far), a step where they all take the same
    key is left out; a move alone in its group needs no further step."""
    while len(group) > 1 and all(depth < len(paths[i]) for i in group):
        keys = {paths[i][depth].key for i in group}
        if len(keys) > 1:
            break
        depth += 1  # one option only: no choice to make here
    if len(group) == 1 or not all(depth < len(paths[i]) for i in group):
        return
    by_key: dict[str, list[int]] = {}
    for i in group:
        by_key.setdefault(paths[i][depth].key, []).append(i)
        kept[i].append(paths[i][depth])
    for sub in by_key.values():
        _skip_single(paths, sub, depth + 1, kept)


#: The moves and paths of the last position asked about (one entry, replaced whole): a front
#: end asks for one step after another of the same position.
_last: list[tuple[Position, tuple[Move, ...], list[list[_Step]]] | None] = [None]


def _listed(position: Position) -> tuple[tuple[Move, ...], list[list[_Step]]]:
    last = _last[0]
    if last is not None and last[0] is position:
        return last[1], last[2]
    moves = legal_moves(position)
    paths = _paths(position, moves)
    _last[0] = (position, moves, paths)
    return moves, paths


def choices(position: Position, prefix: tuple[str, ...] = ()) -> tuple[Choice, ...]:
    """The options of the step after *prefix* for the player to move in *position* (a state, or
    that player's observation; for any other observation, the public view included: ``()``, as
    Brass: Birmingham has no moves out of turn). ``()`` also after a leaf.

    Every legal move is under exactly one path of keys, and no step offers more than about 30
    options.

    :raises NotationError: when a key of *prefix* is not an option of its step (the message
        lists the options).
    :raises TypeError: if *position* is neither a ``GameState`` nor an ``Observation``.
    """
    moves, paths = _listed(position)
    level = list(range(len(moves)))
    for depth, key in enumerate(prefix):
        if depth and len(level) == 1:
            raise NotationError(
                f"{short(key, 60)} follows a choice that is a whole move already "
                f"(after {short(prefix[:depth], 200)})"
            )
        group = [i for i in level if depth < len(paths[i]) and paths[i][depth].key == key]
        if not group:
            known = list(dict.fromkeys(paths[i][depth].key for i in level if depth < len(paths[i])))
            raise NotationError(
                f"no choice {short(key, 60)} after {short(prefix[:depth], 200)}; "
                f"the choices are {short(known, 300)}"
            )
        level = group
    if prefix and len(level) == 1:
        return ()
    depth = len(prefix)
    order: dict[str, list[int]] = {}
    for i in level:
        order.setdefault(paths[i][depth].key, []).append(i)
    out: list[Choice] = []
    for key, group in order.items():
        first = paths[group[0]][depth]
        targets: dict[str, None] = {}
        for i in group:
            targets.update(dict.fromkeys(paths[i][depth].targets))
        out.append(Choice(key, first.label, tuple(targets), tuple(moves[i] for i in group)))
    return tuple(out)
