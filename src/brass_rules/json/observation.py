"""Observations as JSON (api.md "Hidden information and keys"): :func:`dump_observation`.

What a server sends to one player's client: everything that player may know (R-GEN-HIDDEN) and
nothing else. The keys shared with :func:`~brass_rules.json.dump_state` have the same names and
values; the hidden parts are replaced by sizes:

- ``player``: the observer.
- ``players``: per player ``{money, vp, income_space, spent, hand, hand_size, known_cards,
  discard, face_down_size, mat, links_left}``; ``hand`` is the observer's own (sorted) hand and
  ``null`` for the others; ``known_cards`` lists the cards everybody knows to be in that hand (the
  wild cards a Scout took); ``face_down_size`` counts the face-down cards.
- ``industries``, ``links``, ``coal_market``, ``iron_market``, ``merchants``, ``wild_location``,
  ``wild_industry``, ``era``, ``round``, ``turn_order``, ``turn``, ``to_move``,
  ``actions_taken``, ``action_in_progress``, ``debts``, ``bank``, ``over``, ``variant``: exactly
  as in ``dump_state``.
- ``deck_size``: the number of cards in the draw deck.

There is no ``deck`` and no ``seed``. The JSON Schema is ``docs/schemas/observation.schema.json``.

>>> from brass_rules.observe import observe
>>> from brass_rules.setup import new_game
>>> d = dump_observation(observe(new_game(players=2, seed=7), 1))
>>> d["player"], d["players"][0]["hand"], d["players"][0]["hand_size"], d["deck_size"]
(1, None, 8, 22)
>>> "seed" in d or "deck" in d
False
"""

from __future__ import annotations

from brass_rules.board import BIRMINGHAM
from brass_rules.enums import INDUSTRIES
from brass_rules.observe import Observation, PlayerView
from brass_rules.state import Continuable, InProgress

__all__ = ["dump_observation"]


def _player(view: PlayerView) -> dict[str, object]:
    return {
        "money": view.money,
        "vp": view.vp,
        "income_space": view.income_space,
        "spent": view.spent,
        "hand": None if view.hand is None else list(view.hand),
        "hand_size": view.hand_size,
        "known_cards": list(view.known_cards),
        "discard": list(view.discard),
        "face_down_size": view.face_down,
        "mat": {ind.value: list(levels) for ind, levels in zip(INDUSTRIES, view.mat, strict=True)},
        "links_left": view.links_left,
    }


def _in_progress(in_progress: InProgress | None) -> dict[str, object] | None:
    if in_progress is None:
        return None
    out: dict[str, object] = {"action": in_progress.action.value}
    if in_progress.action is Continuable.NETWORK and in_progress.link is not None:
        out["link"] = list(BIRMINGHAM.links[in_progress.link].ends)
    return out


def dump_observation(obs: Observation) -> dict[str, object]:
    """The JSON object of *obs* (see the module docstring): plain dicts, lists, strings, numbers,
    booleans and ``null``, ready for ``json.dumps``.

    :raises TypeError: when *obs* is not an :class:`~brass_rules.observe.Observation`.
    """
    if not isinstance(obs, Observation):
        raise TypeError(f"expected an Observation, not {type(obs).__name__}")
    return {
        "player": obs.player,
        "players": [_player(v) for v in obs.players],
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
            for spec, tile in zip(BIRMINGHAM.slot_specs, obs.tiles, strict=True)
            if tile is not None
        ],
        "links": [
            {"between": list(space.ends), "owner": owner}
            for space, owner in zip(BIRMINGHAM.links, obs.links, strict=True)
            if owner is not None
        ],
        "coal_market": obs.coal_market,
        "iron_market": obs.iron_market,
        "merchants": [
            {
                "merchant": space.merchant,
                "space": space.space,
                "tile": [ind.value for ind in INDUSTRIES if ind in slot.goods],
                "beer": slot.beer,
            }
            for space, slot in zip(BIRMINGHAM.merchant_spaces, obs.merchants, strict=True)
            if slot.goods is not None
        ],
        "deck_size": obs.deck_size,
        "wild_location": obs.wild_location,
        "wild_industry": obs.wild_industry,
        "era": obs.era.value,
        "round": obs.round,
        "turn_order": list(obs.turn_order),
        "turn": obs.turn,
        "to_move": obs.to_move,
        "actions_taken": obs.actions_taken,
        "action_in_progress": _in_progress(obs.in_progress),
        "debts": list(obs.debts),
        "bank": obs.bank,
        "over": obs.is_over,
        "variant": obs.variant.value,
    }
