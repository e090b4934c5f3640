"""Positions as JSON: :func:`dump_state` and :func:`load_state`.

The docs page "Moves and positions as JSON" describes the format.

A position is what a rules lawyer writes by hand to pose a question, so it uses names, not board
indices. ``load_state(dump_state(s)) == s`` for every state, and ``dump_state(load_state(d)) == d``
for every dumped ``d``.

The JSON object has these keys (``dump_state`` writes all of them):

- ``players``: 2-4 objects ``{money, vp, income_space, spent, hand, discard, face_down, mat,
  links_left}``; ``mat`` maps each of the six industry names to the levels still on the mat,
  lowest first. Hands are kept sorted in the state, so a hand is sorted on load.
- ``industries``: ``{location, slot, owner, industry, level, flipped, resources}`` per tile on the
  board, dumped in board slot order (any order on load).
- ``links``: ``{between: [a, b], owner}`` per link on the board, ``between`` sorted, dumped in link
  space order (either order of the ends, and any order of the list, on load).
- ``coal_market``, ``iron_market``: cubes in each market.
- ``merchants``: ``{merchant, space, tile, beer}`` for each merchant space in use at the player
  count, in board order; ``tile`` lists the goods bought (``[]`` for a blank tile).
- ``deck`` (top card first), ``wild_location``, ``wild_industry`` (cards left in each pile).
- ``era`` (``"canal"``/``"rail"``), ``round``, ``turn_order``, ``to_move``, ``actions_taken``,
  ``action_in_progress`` (``null``, ``{"action": "network", "link": [a, b]}``,
  ``{"action": "develop"}`` or ``{"action": "sell"}``), ``variant`` (``"standard"``/``"intro"``),
  ``seed``.
- Four more keys hold the rest of a :class:`~brass_rules.birmingham.state.GameState` and are
  optional on
  load, so that positions can be written by hand:

  - ``turn``: the index into ``turn_order`` of the player whose turn it is, or the number of
    players once every turn of the round has been taken (as in the debt phase, which follows the
    last turn of a round, and when the game is over). Default: the index of ``to_move`` in
    ``turn_order``; in the debt phase (some debt non-zero) or once the game is over, the number of
    players.
  - ``debts``: £ of negative income still owed per player (R-FLOW-DEBT). Default: all 0.
  - ``bank``: the net £ the bank has received (a ledger). Default: 0.
  - ``over``: whether the game has ended. Default: true exactly when ``to_move`` is ``null``.

  ``to_move`` is always checked against the player it implies (``GameState.to_move``).

``load_state`` checks structure, not history: money, VP, income and spending may be anything in
range. It raises :class:`~brass_rules.errors.PositionError` naming the first problem with its JSON
path and the bad value: a missing, extra or mistyped key (booleans are not integers); an unknown
location, industry, card, merchant space or link; a slot that does not exist or does not show the
industry; two tiles on one slot or two links on one link space; a tile level that does not exist;
an unsorted mat or a level the industry lacks; resources on a tile that holds none (other
industries, a flipped coal mine, iron works or brewery); a link not possible in the era; markets
beyond their 14 coal and 10 iron spaces; merchant spaces not in use at the player count, missing
or repeated; a merchant tile showing goods no merchant tile shows; more cards of a name than the
deck for the player count holds (hands, discards, face-down cards and deck together: the hidden
cards are counted from it); a wild card anywhere but a hand (it goes back to its pile) or more
than 4 of a kind counting the pile; a turn order that is not a permutation of the players; a
continued network link that is not the mover's; ``to_move`` differing from the player it implies.

What the engine plays though no game reaches it is accepted and reported by
:func:`~brass_rules.birmingham.reachability.position_problems`: tiles or link tiles beyond a
player's, resources beyond what a tile is built with, merchant tiles beyond the set for the
player count or a barrel beside a blank one, an action in progress that can only end.

It also rejects dead ends and impossible progress (``_flow_checks``), so that every accepted
position that is not over has a legal move: the player to move holds a card for a new action
(R-FLOW-CARD); a player in the debt phase owes more than their money and has a tile worth more
than £0 (R-FLOW-DEBT); a turn has not yet taken all its actions (1 in the first Canal round); an
action in progress is not in a finished turn, and no Network is in progress in the Canal Era
(R-NETWORK-CANAL). Hands that run out unevenly later are left to the flow, which skips a player
with no card left.

:func:`dumps_state` and :func:`loads_state` are the same with the JSON as a string.
"""

from __future__ import annotations

from collections import Counter

from brass_rules.birmingham import components
from brass_rules.birmingham.board import BIRMINGHAM
from brass_rules.birmingham.board.graph import LinkSpace
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry, Variant
from brass_rules.birmingham.guards import not_a
from brass_rules.birmingham.json._flow_checks import check_live, check_progress
from brass_rules.birmingham.observe import Observation
from brass_rules.birmingham.setup import SEED_LIMIT
from brass_rules.birmingham.state import (
    BuiltTile,
    Continuable,
    GameState,
    InProgress,
    MerchantSlot,
    PlayerState,
)
from brass_rules.errors import PositionError, UnknownNameError
from brass_rules.kit import jsontext
from brass_rules.kit.jsonread import Reader, item_path, key_path

__all__ = ["dump_state", "dumps_state", "load_state", "loads_state"]

_R = Reader(PositionError)

_TOP_KEYS = (
    "players",
    "industries",
    "links",
    "coal_market",
    "iron_market",
    "merchants",
    "deck",
    "wild_location",
    "wild_industry",
    "era",
    "round",
    "turn_order",
    "to_move",
    "actions_taken",
    "action_in_progress",
    "variant",
    "seed",
)
_OPTIONAL_TOP_KEYS = ("turn", "debts", "bank", "over")
_PLAYER_KEYS = (
    "money",
    "vp",
    "income_space",
    "spent",
    "hand",
    "discard",
    "face_down",
    "mat",
    "links_left",
)
_TILE_KEYS = ("location", "slot", "owner", "industry", "level", "flipped", "resources")
_INDUSTRY_NAMES = tuple(industry.value for industry in INDUSTRIES)
_LEVELS: dict[Industry, frozenset[int]] = {
    industry: frozenset(level for ind, level in components.TILES if ind is industry)
    for industry in INDUSTRIES
}
_PRODUCERS = frozenset({Industry.COAL, Industry.IRON, Industry.BREWERY})


# ----- dumping -------------------------------------------------------------------------------


def _dump_player(player: PlayerState) -> dict[str, object]:
    return {
        "money": player.money,
        "vp": player.vp,
        "income_space": player.income_space,
        "spent": player.spent,
        "hand": list(player.hand),
        "discard": list(player.discard),
        "face_down": list(player.face_down),
        "mat": _dump_mat(player.mat),
        "links_left": player.links_left,
    }


def _dump_mat(mat: tuple[tuple[int, ...], ...]) -> dict[str, object]:
    return {ind.value: list(levels) for ind, levels in zip(INDUSTRIES, mat, strict=True)}


def _dump_in_progress(in_progress: InProgress | None) -> dict[str, object] | None:
    if in_progress is None:
        return None
    out: dict[str, object] = {"action": in_progress.action.value}
    if in_progress.action is Continuable.NETWORK and in_progress.link is not None:
        out["link"] = list(BIRMINGHAM.links[in_progress.link].ends)
    return out


def dump_state(state: GameState) -> dict[str, object]:
    """The JSON object of *state* as a dict, hidden information included (see the module
    docstring); :func:`dumps_state` gives it as a string.

    :raises TypeError: if *state* is not a :class:`~brass_rules.birmingham.state.GameState`.
    """
    if type(state) is not GameState:
        raise not_a("state", "a GameState", state)
    return {
        "players": [_dump_player(p) for p in state.players],
        **_dump_board(state),
        "deck": list(state.deck),
        **_dump_progress(state),
        "seed": state.seed,
    }


def dumps_state(state: GameState) -> str:
    """The JSON object of *state* as a string (``json.dumps(dump_state(state))``).

    >>> import brass_rules as br
    >>> s = br.new_game(players=2, seed=1)
    >>> text = br.dumps_state(s)
    >>> text.startswith('{"players": ['), br.loads_state(text) == s
    (True, True)

    :raises TypeError: if *state* is not a :class:`~brass_rules.birmingham.state.GameState`.
    """
    return jsontext.dumps(dump_state(state))


def _dump_board(position: GameState | Observation) -> dict[str, object]:
    """The board of a state or an observation: ``industries`` to ``merchants``."""
    return {
        "industries": [
            {
                "location": spec.location,
                "slot": spec.slot,
                "owner": tile.owner,
                "industry": tile.industry.value,
                "level": tile.level,
                "flipped": tile.flipped,
                "resources": tile.resources,
            }
            for spec, tile in zip(BIRMINGHAM.slot_specs, position.tiles, strict=True)
            if tile is not None
        ],
        "links": [
            {"between": list(space.ends), "owner": owner}
            for space, owner in zip(BIRMINGHAM.links, position.links, strict=True)
            if owner is not None
        ],
        "coal_market": position.coal_market,
        "iron_market": position.iron_market,
        "merchants": [
            {
                "merchant": space.merchant,
                "space": space.space,
                "tile": [ind.value for ind in INDUSTRIES if ind in slot.goods],
                "beer": slot.beer,
            }
            for space, slot in zip(BIRMINGHAM.merchant_spaces, position.merchants, strict=True)
            if slot.goods is not None
        ],
    }


def _dump_progress(position: GameState | Observation) -> dict[str, object]:
    """Where the game of a state or an observation stands: ``wild_location`` to ``variant``."""
    return {
        "wild_location": position.wild_location,
        "wild_industry": position.wild_industry,
        "era": position.era.value,
        "round": position.round,
        "turn_order": list(position.turn_order),
        "turn": position.turn,
        "to_move": position.to_move,
        "actions_taken": position.actions_taken,
        "action_in_progress": _dump_in_progress(position.in_progress),
        "debts": list(position.debts),
        "bank": position.bank,
        "over": position.is_over,
        "variant": position.variant.value,
    }


# ----- loading -------------------------------------------------------------------------------


def _cards(value: object, path: str, *, wild_allowed: bool) -> tuple[str, ...]:
    cards: list[str] = []
    for i, item in enumerate(_R.list_(value, path)):
        card = _R.str_(item, item_path(path, i))
        if card not in components.CARD_NAMES:
            _R.fail(item_path(path, i), "unknown card", card)
        if card in components.WILD_CARDS and not wild_allowed:
            _R.fail(item_path(path, i), "a wild card can only be in a hand or its pile", card)
        cards.append(card)
    return tuple(cards)


def _mat(value: object, path: str) -> tuple[tuple[int, ...], ...]:
    obj = _R.obj(value, path, _INDUSTRY_NAMES)
    mat: list[tuple[int, ...]] = []
    for industry in INDUSTRIES:
        ipath = key_path(path, industry.value)
        levels: list[int] = []
        for i, item in enumerate(_R.list_(obj[industry.value], ipath)):
            level = _R.int_(item, item_path(ipath, i))
            if level not in _LEVELS[industry]:
                _R.fail(item_path(ipath, i), f"no {industry.value} tile has this level", level)
            if levels and level < levels[-1]:
                _R.fail(item_path(ipath, i), "mat levels must be sorted, lowest first", level)
            levels.append(level)
        mat.append(tuple(levels))
    return tuple(mat)


def _player(value: object, path: str) -> PlayerState:
    obj = _R.obj(value, path, _PLAYER_KEYS)

    def field(key: str, low: int, high: int | None = None) -> int:
        return _R.int_(obj[key], key_path(path, key), low, high)

    return PlayerState(
        money=field("money", 0),
        vp=field("vp", 0),
        income_space=field("income_space", 0, components.LAST_SPACE),
        spent=field("spent", 0),
        hand=tuple(sorted(_cards(obj["hand"], key_path(path, "hand"), wild_allowed=True))),
        discard=_cards(obj["discard"], key_path(path, "discard"), wild_allowed=False),
        face_down=_cards(obj["face_down"], key_path(path, "face_down"), wild_allowed=False),
        mat=_mat(obj["mat"], key_path(path, "mat")),
        links_left=field("links_left", 0, components.LINK_TILES),
    )


def _industry(value: object, path: str) -> Industry:
    return Industry(_R.choice(value, path, _INDUSTRY_NAMES, "industry"))


def _tiles(
    value: object, path: str, players: int
) -> tuple[tuple[BuiltTile | None, ...], dict[int, str]]:
    """The tiles per board slot, and the JSON path of each tile by slot index (in JSON order)."""
    tiles: list[BuiltTile | None] = [None] * len(BIRMINGHAM.slot_specs)
    where: dict[int, str] = {}
    for i, item in enumerate(_R.list_(value, path)):
        ipath = item_path(path, i)
        obj = _R.obj(item, ipath, _TILE_KEYS)
        location = _R.str_(obj["location"], key_path(ipath, "location"))
        if not BIRMINGHAM.has_location(location):
            _R.fail(key_path(ipath, "location"), "unknown location", location)
        slots = BIRMINGHAM.location(location).slots
        slot = _R.int_(obj["slot"], key_path(ipath, "slot"))
        if not 0 <= slot < len(slots):
            _R.fail(key_path(ipath, "slot"), f"{location} has {len(slots)} slot(s)", slot)
        spec = BIRMINGHAM.slot(location, slot)
        if spec.index in where:
            _R.fail(ipath, f"two tiles on one slot (also at {where[spec.index]})", obj)
        where[spec.index] = ipath
        owner = _R.int_(obj["owner"], key_path(ipath, "owner"), 0, players - 1)
        industry = _industry(obj["industry"], key_path(ipath, "industry"))
        if industry not in spec.industries:
            _R.fail(
                key_path(ipath, "industry"),
                f"slot {slot} of {location} does not show this industry",
                industry.value,
            )
        level = _R.int_(obj["level"], key_path(ipath, "level"))
        if (industry, level) not in components.TILES:
            _R.fail(key_path(ipath, "level"), f"no {industry.value} tile has this level", level)
        flipped = _R.bool_(obj["flipped"], key_path(ipath, "flipped"))
        most = _resource_limit(industry, level, flipped)
        resources = _R.int_(obj["resources"], key_path(ipath, "resources"), 0)
        if most is not None and resources > most:
            what = "flipped " if flipped else ""
            _R.fail(
                key_path(ipath, "resources"),
                f"a {what}{industry.value} level {level} tile holds at most {most}",
                resources,
            )
        tiles[spec.index] = BuiltTile(owner, industry, level, flipped, resources)
    return tuple(tiles), where


def _resource_limit(industry: Industry, level: int, flipped: bool) -> int | None:
    """The most resources the engine lets the tile hold (``None``: any number); more than
    it is built with is a position problem (``reachability``), not an error."""
    if flipped or industry not in _PRODUCERS:
        return 0
    return None


def _links(value: object, path: str, players: int, era: Era) -> tuple[int | None, ...]:
    links: list[int | None] = [None] * len(BIRMINGHAM.links)
    for i, item in enumerate(_R.list_(value, path)):
        ipath = item_path(path, i)
        obj = _R.obj(item, ipath, ("between", "owner"))
        space = _link_space(obj["between"], key_path(ipath, "between"))
        if era is Era.CANAL and not space.canal:
            _R.fail(key_path(ipath, "between"), "no canal can be built here", list(space.ends))
        if era is Era.RAIL and not space.rail:
            _R.fail(key_path(ipath, "between"), "no railway can be built here", list(space.ends))
        if links[space.index] is not None:
            _R.fail(key_path(ipath, "between"), "two links on one link space", list(space.ends))
        links[space.index] = _R.int_(obj["owner"], key_path(ipath, "owner"), 0, players - 1)
    return tuple(links)


def _link_space(value: object, path: str) -> LinkSpace:
    ends = _R.list_(value, path, length=2)
    a = _R.str_(ends[0], item_path(path, 0))
    b = _R.str_(ends[1], item_path(path, 1))
    try:
        return BIRMINGHAM.link_between(a, b)
    except UnknownNameError:
        _R.fail(path, "no link space joins these locations", ends)


def _merchants(value: object, path: str, players: int) -> tuple[MerchantSlot, ...]:
    slots: list[MerchantSlot | None] = [None] * len(BIRMINGHAM.merchant_spaces)
    kinds = frozenset(components.merchant_tiles(4))
    for i, item in enumerate(_R.list_(value, path)):
        ipath = item_path(path, i)
        obj = _R.obj(item, ipath, ("merchant", "space", "tile", "beer"))
        name = _R.str_(obj["merchant"], key_path(ipath, "merchant"))
        if name not in {ms.merchant for ms in BIRMINGHAM.merchant_spaces}:
            _R.fail(key_path(ipath, "merchant"), "unknown merchant", name)
        number = _R.int_(obj["space"], key_path(ipath, "space"))
        try:
            space = BIRMINGHAM.merchant_space(name, number)
        except UnknownNameError:
            _R.fail(key_path(ipath, "space"), f"{name} has no such merchant space", number)
        if players not in space.players:
            _R.fail(
                key_path(ipath, "space"),
                f"{name} space {number} is not used in a {players}-player game",
                number,
            )
        if slots[space.index] is not None:
            _R.fail(ipath, f"{name} space {number} is listed twice", obj)
        tpath = key_path(ipath, "tile")
        names = _R.list_(obj["tile"], tpath)
        goods = [_industry(g, item_path(tpath, j)) for j, g in enumerate(names)]
        tile = frozenset(goods)
        if len(tile) != len(goods):
            _R.fail(tpath, "a merchant tile names each good once", names)
        if tile not in kinds:
            _R.fail(tpath, "no merchant tile shows these goods", names)
        beer = _R.bool_(obj["beer"], key_path(ipath, "beer"))
        slots[space.index] = MerchantSlot(tile, beer)
    for space in BIRMINGHAM.merchant_spaces:
        if players in space.players and slots[space.index] is None:
            _R.fail_plain(path, f"no entry for {space.merchant} space {space.space}")
    return tuple(MerchantSlot(None, False) if s is None else s for s in slots)


def _check_cards(
    players: tuple[PlayerState, ...],
    deck: tuple[str, ...],
    wild: dict[str, int],
) -> None:
    allowed = Counter(components.deck(len(players)))
    seen: Counter[str] = Counter()
    places: list[tuple[str, tuple[str, ...]]] = []
    for p, player in enumerate(players):
        base = item_path("$.players", p)
        places.append((key_path(base, "hand"), player.hand))
        places.append((key_path(base, "discard"), player.discard))
        places.append((key_path(base, "face_down"), player.face_down))
    places.append(("$.deck", deck))
    for path, cards in places:
        for i, card in enumerate(cards):
            seen[card] += 1
            # a hand is sorted on load, so its index would not be the input's: name the hand
            where = path if path.endswith(".hand") else item_path(path, i)
            if card in components.WILD_CARDS:
                most = components.WILD_PILE
                if seen[card] + wild[card] > most:
                    _R.fail(
                        where,
                        f"only {most} {card} cards exist (pile and hands together)",
                        card,
                    )
            elif seen[card] > allowed[card]:
                _R.fail(
                    where,
                    f"a {len(players)}-player deck has only {allowed[card]} such card(s)",
                    card,
                )


def _in_progress(value: object, path: str) -> InProgress | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        _R.fail(path, "expected null or an object", value)
    names = tuple(c.value for c in Continuable)
    action = Continuable(_R.choice(value.get("action"), key_path(path, "action"), names, "action"))
    if action is Continuable.NETWORK:
        obj = _R.obj(value, path, ("action", "link"))
        return InProgress(action, _link_space(obj["link"], key_path(path, "link")).index)
    _R.obj(value, path, ("action",))
    return InProgress(action)


def load_state(data: object) -> GameState:
    """The position described by the JSON object *data* (see the module docstring).

    :raises PositionError: naming the first problem, its JSON path and the bad value.
    """
    top = _R.obj(data, "$", _TOP_KEYS, _OPTIONAL_TOP_KEYS)
    raw_players = _R.list_(top["players"], "$.players")
    if not 2 <= len(raw_players) <= 4:
        _R.fail("$.players", "a game has 2 to 4 players", raw_players)
    n = len(raw_players)
    players = tuple(_player(p, item_path("$.players", i)) for i, p in enumerate(raw_players))
    era = Era(_R.choice(top["era"], "$.era", (e.value for e in Era), "era"))
    variant = Variant(_R.choice(top["variant"], "$.variant", (v.value for v in Variant), "variant"))
    tiles, _ = _tiles(top["industries"], "$.industries", n)
    links = _links(top["links"], "$.links", n, era)
    coal = _R.int_(top["coal_market"], "$.coal_market", 0, components.COAL_MARKET.capacity)
    iron = _R.int_(top["iron_market"], "$.iron_market", 0, components.IRON_MARKET.capacity)
    merchants = _merchants(top["merchants"], "$.merchants", n)
    deck = _cards(top["deck"], "$.deck", wild_allowed=False)
    wild = {
        components.WILD_LOCATION: _R.int_(
            top["wild_location"], "$.wild_location", 0, components.WILD_PILE
        ),
        components.WILD_INDUSTRY: _R.int_(
            top["wild_industry"], "$.wild_industry", 0, components.WILD_PILE
        ),
    }
    _check_cards(players, deck, wild)
    round_ = _R.int_(top["round"], "$.round", 1)
    order_items = _R.list_(top["turn_order"], "$.turn_order", length=n)
    turn_order = tuple(
        _R.int_(p, item_path("$.turn_order", i), 0, n - 1) for i, p in enumerate(order_items)
    )
    if sorted(turn_order) != list(range(n)):
        _R.fail("$.turn_order", "must list every player exactly once", order_items)
    to_move = top["to_move"]
    if to_move is not None:
        to_move = _R.int_(to_move, "$.to_move", 0, n - 1)
    actions_taken = _R.int_(top["actions_taken"], "$.actions_taken", 0, 1)
    in_progress = _in_progress(top["action_in_progress"], "$.action_in_progress")
    seed = _R.int_(top["seed"], "$.seed", -SEED_LIMIT, SEED_LIMIT)
    debts = (0,) * n
    if "debts" in top:
        items = _R.list_(top["debts"], "$.debts", length=n)
        debts = tuple(_R.int_(d, item_path("$.debts", i), 0) for i, d in enumerate(items))
    bank = _R.int_(top["bank"], "$.bank") if "bank" in top else 0
    over = _R.bool_(top["over"], "$.over") if "over" in top else to_move is None
    between_turns = over or any(debts)
    if "turn" in top:
        turn = _R.int_(top["turn"], "$.turn", 0, n if between_turns else n - 1)
    elif between_turns:
        turn = n
    elif to_move is None:
        turn = 0  # an inconsistent position: reported below as a mismatch of to_move
    else:
        turn = turn_order.index(to_move)
    state = GameState(
        players=players,
        tiles=tiles,
        links=links,
        coal_market=coal,
        iron_market=iron,
        merchants=merchants,
        deck=deck,
        wild_location=wild[components.WILD_LOCATION],
        wild_industry=wild[components.WILD_INDUSTRY],
        era=era,
        round=round_,
        turn_order=turn_order,
        turn=turn,
        actions_taken=actions_taken,
        in_progress=in_progress,
        debts=debts,
        variant=variant,
        seed=seed,
        bank=bank,
        over=over,
    )
    if state.to_move != to_move:
        implied = "null (the game is over)" if state.to_move is None else f"{state.to_move}"
        _R.fail("$.to_move", f"the rest of the position implies to_move {implied}", to_move)
    if in_progress is not None:
        if state.over or state.in_debt_phase:
            _R.fail(
                "$.action_in_progress",
                "no action can be in progress in the debt phase or after the game",
                top["action_in_progress"],
            )
        if in_progress.link is not None and links[in_progress.link] != state.to_move:
            _R.fail(
                "$.action_in_progress.link",
                "the link being continued must be on the board, owned by the player to move",
                list(BIRMINGHAM.links[in_progress.link].ends),
            )
    check_progress(_R, state)
    check_live(_R, state)
    return state


def loads_state(text: str | bytes) -> GameState:
    """The position of the JSON string *text* (``load_state(json.loads(text))``).

    :raises PositionError: when *text* is not a string of JSON text, or naming the first problem
        of the position, its JSON path and the bad value.
    """
    return load_state(jsontext.loads(text))
