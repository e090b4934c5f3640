"""Positions and observations as JSON (``dump_state``/``load_state``; see docs/le_havre)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from brass_rules.errors import PositionError
from brass_rules.kit.jsonread import Reader, item_path, key_path
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.cardnames import card_id
from brass_rules.le_havre.data import BY_ID, SORT_KEY, SPECIAL, STADIUM, WHARVES
from brass_rules.le_havre.data.goods import FOOD_GOODS, GOODS, OFFER_SPACES
from brass_rules.le_havre.data.ships import SHIPS, STACKS
from brass_rules.le_havre.data.supply import ROUNDS_FULL, ROUNDS_SHORT, SUPPLY_TILES
from brass_rules.le_havre.hidden import check_observation
from brass_rules.le_havre.liveness import check_live
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE, Observation
from brass_rules.le_havre.setup import SEED_LIMIT
from brass_rules.le_havre.state import (
    GAME_NAME,
    Due,
    GameState,
    Offers,
    Phase,
    PlayerState,
    Progress,
)

_R = Reader(PositionError)
_ALL_CARDS = frozenset((*BY_ID, *SHIPS))


def _bag(bag: Bag) -> dict[str, int]:
    return dict(bag.pairs())


def dump_state(state: GameState, *, observation: bool = False) -> dict[str, Any]:
    """The JSON position of *state* (names, not indices)."""
    action = None
    if state.action is not None:
        a = state.action
        action = {
            "building": a.building,
            "stage": a.stage,
            "picked": _bag(a.picked),
            "last": GOODS[a.last] if a.last >= 0 else None,
            "between": a.between,
        }
    data: dict[str, Any] = {
        "game": GAME_NAME,
        "short": state.short,
        "seed": state.seed,
        "rounds": state.rounds,
        "round": state.round,
        "turn": state.step,
        "start_player": state.start_player,
        "active": state.active,
        "to_move": state.to_move,
        "phase": state.phase.value,
        "players": [
            {
                "francs": p.francs,
                "goods": _bag(p.goods),
                "buildings": list(p.buildings),
                "ships": list(p.ships),
                "loans": p.loans,
                "person": p.disc,
                "known_specials": state.known[i] if state.known else 0,
            }
            for i, p in enumerate(state.players)
        ],
        "offers": dict(state.offers),
        "supply_tiles": [t if t != UNKNOWN_TILE else None for t in state.tiles],
        "town": list(state.town),
        "proposals": [list(pile) for pile in state.proposals],
        "stadium_waiting": state.stadium_waiting,
        "special_deck": [c if c != UNKNOWN_CARD else None for c in state.specials],
        "ship_stacks": {k: list(s) for k, s in zip(STACKS, state.ship_stacks, strict=True)},
        "modernised_wharves": list(state.modernised),
        "dues": [
            {
                "player": d.player,
                "kind": d.kind,
                "amount": d.amount,
                "last_food": FOOD_GOODS[d.last] if d.last >= 0 else None,
            }
            for d in state.dues
        ],
        "action": action,
        "sold_this_turn": list(state.sold),
    }
    if observation:
        del data["seed"]
    return data


def dump_observation(obs: Observation) -> dict[str, Any]:
    """The JSON of an observation: the position with hidden parts ``null``, plus ``player``
    (``null`` in the public view)."""
    data = dump_state(obs.view, observation=True)
    data["player"] = obs.player
    return data


_KEYS = (
    "game", "short", "round", "turn", "start_player", "active", "phase", "players", "offers",
    "supply_tiles", "town", "proposals", "special_deck", "ship_stacks",
)  # fmt: skip
_OPTIONAL = (
    "seed", "rounds", "to_move", "stadium_waiting", "modernised_wharves", "dues", "action",
    "sold_this_turn",
)  # fmt: skip


def _goods(value: object, path: str) -> Bag:
    obj = _R.obj(value, path, (), GOODS)
    return Bag.from_pairs((g, _R.int_(n, key_path(path, g), 0)) for g, n in obj.items())


def _card(value: object, path: str, what: str, allowed: Collection[str]) -> str:
    """The id of the card *value* names (an id or a name, see ``cardnames``)."""
    text = _R.str_(value, path)
    try:
        return card_id(text, what, allowed)
    except ValueError as e:
        _R.fail_plain(path, str(e))


def _cards(value: object, path: str, seen: dict[str, str], ships: bool = False) -> list[str]:
    out = []
    for i, item in enumerate(_R.list_(value, path)):
        p = item_path(path, i)
        names = SHIPS if ships else BY_ID
        card = _card(item, p, "ship" if ships else "building", names)
        if card in seen:
            _R.fail(p, f"card {card!r} is also at {seen[card]}", item)
        seen[card] = p
        out.append(card)
    return out


def load_state(data: Mapping[str, Any], *, observation: bool = False) -> GameState:
    """A state from its JSON position; :class:`PositionError` names the first problem's path."""
    keys = _KEYS + (("player",) if observation else ())
    optional = tuple(k for k in _OPTIONAL if not (observation and k == "seed"))
    d = _R.obj(data, "$", keys, optional)
    if d["game"] != GAME_NAME:
        _R.fail("$.game", f"expected {GAME_NAME!r}", d["game"])
    short = _R.bool_(d["short"], "$.short")
    seed = _R.int_(d.get("seed", 0), "$.seed", -SEED_LIMIT, SEED_LIMIT)
    players_data = _R.list_(d["players"], "$.players")
    n = len(players_data)
    if not 1 <= n <= 5:
        _R.fail("$.players", "expected 1 to 5 players", players_data)
    rounds = (ROUNDS_SHORT if short else ROUNDS_FULL)[n - 1]
    if "rounds" in d and _R.int_(d["rounds"], "$.rounds") != rounds:
        _R.fail("$.rounds", f"this game has {rounds} rounds", d["rounds"])
    rnd = _R.int_(d["round"], "$.round", 1, rounds + 1)
    final = rnd > rounds
    phase_name = _R.choice(d["phase"], "$.phase", [p.value for p in Phase], "phase")
    phase = Phase(phase_name)
    step = _R.int_(d["turn"], "$.turn", 1, n if final else 7)
    start = _R.int_(d["start_player"], "$.start_player", 0, n - 1)
    active = _R.int_(d["active"], "$.active", 0, n - 1)
    turn = step if final else (rnd - 1) * 7 + step
    if active != (start + turn - 1) % n:
        _R.fail("$.active", "not the player whose turn it is (LH-FLOW-ROTATION)", active)
    seen: dict[str, str] = {}
    players = []
    known = []
    for i, pd in enumerate(players_data):
        path = item_path("$.players", i)
        p = _R.obj(pd, path, ("francs", "goods", "buildings", "ships", "loans", "person"),
                   ("known_specials",))  # fmt: skip
        buildings = _cards(p["buildings"], key_path(path, "buildings"), seen)
        ships = _cards(p["ships"], key_path(path, "ships"), seen, ships=True)
        person: str | None = None
        if p["person"] is not None:
            person = _card(p["person"], key_path(path, "person"), "building", BY_ID)
        players.append(
            PlayerState(
                francs=_R.int_(p["francs"], key_path(path, "francs"), 0),
                goods=_goods(p["goods"], key_path(path, "goods")),
                buildings=tuple(sorted(buildings, key=SORT_KEY.__getitem__)),
                ships=tuple(sorted(ships)),
                loans=_R.int_(p["loans"], key_path(path, "loans"), 0),
                disc=person,
            )
        )
        known.append(_R.int_(p.get("known_specials", 0), key_path(path, "known_specials"), 0, 2))
    od = _R.obj(d["offers"], "$.offers", OFFER_SPACES)
    offers = Offers(tuple(_R.int_(od[s], f"$.offers.{s}", 0) for s in OFFER_SPACES))
    tiles_data = _R.list_(d["supply_tiles"], "$.supply_tiles", 7)
    tiles = []
    for i, t in enumerate(tiles_data):
        if t is None and observation:
            tiles.append(UNKNOWN_TILE)
            continue
        tiles.append(_R.int_(t, item_path("$.supply_tiles", i), 1, 7))
    known_tiles = [t for t in tiles if t != UNKNOWN_TILE]
    if len(set(known_tiles)) != len(known_tiles):
        _R.fail("$.supply_tiles", "a supply tile appears twice", tiles_data)
    town = _cards(d["town"], "$.town", seen)
    piles_data = _R.list_(d["proposals"], "$.proposals", 3)
    piles = []
    for i, pile_data in enumerate(piles_data):
        path = item_path("$.proposals", i)
        pile = _cards(pile_data, path, seen)  # unsorted: a position problem (reachability)
        for j, c in enumerate(pile):
            if BY_ID[c].deck != "standard" and c != STADIUM:
                _R.fail(item_path(path, j), "only standard buildings lie in the proposals", c)
        piles.append(tuple(pile))
    waiting = _R.bool_(d.get("stadium_waiting", False), "$.stadium_waiting")
    if waiting:
        if STADIUM in seen:
            _R.fail("$.stadium_waiting", "the Football Stadium is already elsewhere", True)
        seen[STADIUM] = "$.stadium_waiting"
    deck = []
    for i, raw in enumerate(_R.list_(d["special_deck"], "$.special_deck")):
        where = item_path("$.special_deck", i)
        if raw is None and observation:
            deck.append(UNKNOWN_CARD)
            continue
        card = _card(raw, where, "special building", SPECIAL)
        if card in seen:
            _R.fail(where, f"card {card!r} is also at {seen[card]}", raw)
        seen[card] = where
        deck.append(card)
    sd = _R.obj(d["ship_stacks"], "$.ship_stacks", STACKS)
    stacks = []
    for kind in STACKS:
        path = f"$.ship_stacks.{kind}"
        stack = _cards(sd[kind], path, seen, ships=True)
        for j, s in enumerate(stack):
            if SHIPS[s].type != kind:
                _R.fail(item_path(path, j), f"not a {kind} ship", s)
        stacks.append(tuple(stack))
    for i, ps in enumerate(players):
        if ps.disc is not None and ps.disc not in seen:
            _R.fail(
                f"$.players[{i}].person", "the person stands on a building not in play", ps.disc
            )
        if ps.disc is not None and BY_ID[ps.disc].fee is None:
            _R.fail(f"$.players[{i}].person", "nobody can stand on a locked building", ps.disc)
        if ps.disc is not None and seen[ps.disc].startswith(("$.special", "$.proposals")):
            _R.fail(f"$.players[{i}].person", "the building is not in play", ps.disc)
    mod_data = _R.list_(d.get("modernised_wharves", []), "$.modernised_wharves")
    mod = [
        _card(w, item_path("$.modernised_wharves", i), "wharf", WHARVES)
        for i, w in enumerate(mod_data)
    ]
    dues = []
    for i, due in enumerate(_R.list_(d.get("dues", []), "$.dues")):
        path = item_path("$.dues", i)
        dd = _R.obj(due, path, ("player", "kind", "amount"), ("last_food",))
        last_food = dd.get("last_food")
        last = -1
        if last_food is not None:
            name = _R.choice(last_food, key_path(path, "last_food"), FOOD_GOODS, "food good")
            last = FOOD_GOODS.index(name)
        dues.append(
            Due(
                _R.int_(dd["player"], key_path(path, "player"), 0, n - 1),
                _R.choice(dd["kind"], key_path(path, "kind"), ("interest", "food"), "payment"),
                _R.int_(dd["amount"], key_path(path, "amount"), 1),
                last,
            )
        )
    if dues and phase not in (Phase.MAIN, Phase.FEEDING):
        _R.fail("$.dues", "payments are due only after a supply step or at a round end", due)
    if phase is Phase.FEEDING and final:
        _R.fail("$.phase", "there is no feeding in the final phase", phase_name)
    action = None
    ad = d.get("action")
    if ad is not None:
        a = _R.obj(ad, "$.action", ("building", "stage", "picked", "last", "between"))
        building = _card(a["building"], "$.action.building", "building", BY_ID)
        if players[active].disc != building:
            _R.fail("$.action.building", "the active player's person is not there", building)
        last_pick = a["last"]
        action = Progress(
            building=building,
            stage=_R.int_(a["stage"], "$.action.stage", 0, 2),
            picked=_goods(a["picked"], "$.action.picked"),
            last=-1
            if last_pick is None
            else GOODS.index(_R.choice(last_pick, "$.action.last", GOODS, "good")),
            between=_R.bool_(a["between"], "$.action.between"),
        )
    if (action is None) == (phase is Phase.ACTION):
        _R.fail("$.action", "an action is under way exactly in the phase 'action'", ad)
    sold_data = _R.list_(d.get("sold_this_turn", []), "$.sold_this_turn")
    sold = [
        _card(c, item_path("$.sold_this_turn", i), "card", _ALL_CARDS)
        for i, c in enumerate(sold_data)
    ]
    state = GameState(
        num_players=n,
        short=short,
        seed=seed,
        rounds=rounds,
        start_player=start,
        players=tuple(players),
        offers=offers,
        round=rnd,
        step=step,
        active=active,
        phase=phase,
        tiles=tuple(tiles),
        town=tuple(sorted(town, key=SORT_KEY.__getitem__)),
        proposals=tuple(piles),
        specials=tuple(deck),
        ship_stacks=tuple(stacks),
        stadium_waiting=waiting,
        modernised=tuple(sorted(set(mod))),
        dues=tuple(dues),
        action=action,
        sold=tuple(sold),
        known=tuple(known),
    )
    if "to_move" in d:
        to_move = d["to_move"]
        if to_move is not None:
            to_move = _R.int_(to_move, "$.to_move", 0, n - 1)
        if to_move != state.to_move:
            _R.fail("$.to_move", f"the player to move is {state.to_move}", d["to_move"])
    if not observation and sorted(tiles) != [t.id for t in SUPPLY_TILES]:
        _R.fail("$.supply_tiles", "expected each of the 7 supply tiles once", tiles_data)
    check_live(state)
    return state


def load_observation(data: Mapping[str, Any]) -> Observation:
    """An observation from its JSON (hidden parts ``null``)."""
    d = _R.obj(data, "$", (*_KEYS, "player"), _OPTIONAL)
    view = load_state(d, observation=True)
    raw = d["player"]
    player = None if raw is None else _R.int_(raw, "$.player", 0, view.num_players - 1)
    obs = Observation(player, view)
    check_observation(obs)
    return obs
