"""The data modules against the reference files (read with pyyaml, a dev dependency)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from brass_rules.le_havre.data import BY_ID, CARDS
from brass_rules.le_havre.data import goods as G
from brass_rules.le_havre.data.rounds import ROUND_CARDS
from brass_rules.le_havre.data.ships import SHIP_TYPES, SHIPS
from brass_rules.le_havre.data.supply import (
    LOAN_PENALTY,
    LOAN_REPAY,
    LOAN_VALUE,
    OFFERS_FULL,
    OFFERS_SHORT,
    ROUNDS_FULL,
    ROUNDS_SHORT,
    START_FRANCS,
    START_GOODS_FULL,
    START_GOODS_SHORT,
    SUPPLY_TILES,
)

REF = Path(__file__).resolve().parents[2] / ".." / "shared" / "reference" / "le_havre"
if not REF.is_dir():
    pytest.skip("the shared reference files are not available", allow_module_level=True)
yaml = pytest.importorskip("yaml")


def load(name: str) -> Any:
    return yaml.safe_load((REF / f"{name}.yaml").read_text(encoding="utf-8"))


@pytest.mark.rule("LH-BLD-DECKS")
def test_every_building_card_matches_the_reference() -> None:
    ref = load("buildings")["buildings"]
    assert [b["id"] for b in ref] == [c.id for c in CARDS]
    for b in ref:
        c = BY_ID[b["id"]]
        assert (c.deck, c.name, c.kind, c.value, c.price) == (
            b["deck"], b["en"], b["kind"], b["value"], b["price"],
        )  # fmt: skip
        assert (c.hammers, c.fishermen, c.owner_only) == (
            b["hammers"], b["fishermen"], b["owner_only"],
        )  # fmt: skip
        cost = None if b["cost"] is None else tuple(sorted(b["cost"].items()))
        assert c.cost == cost
        fee = b["entry_fee"]
        if fee is None:
            assert c.fee is None
        else:
            assert c.fee is not None
            assert (c.fee.food, c.fee.francs, c.fee.or_francs) == (
                fee.get("food", 0), fee.get("francs", 0), fee.get("or_francs", 0),
            )  # fmt: skip
        ip = b.get("in_play") or {}
        assert c.full == tuple(ip.get("full", ()))
        assert c.short == tuple(ip.get("short", ()))
        assert c.short_town_start == tuple(ip.get("short_town_start", ()))


@pytest.mark.rule("LH-SETUP-STANDARD-SELECT")
def test_kept_counts_match_the_reference() -> None:
    counts = load("buildings")["proposals_setup"]["kept_counts"]
    for length in ("full", "short"):
        for n in range(1, 6):
            kept = [c for c in CARDS if c.deck == "standard" and n in getattr(c, length)]
            assert len(kept) == counts[length][n]


@pytest.mark.rule("LH-GOODS-FOOD", "LH-GOODS-ENERGY")
def test_goods_match_the_reference() -> None:
    ref = load("goods")
    for basic, data in ref["goods"].items():
        up = data["upgraded"]["name"]
        assert G.UPGRADE_OF[basic] == up
        for name, side in ((basic, data["basic"]), (up, data["upgraded"])):
            assert G.FRANC_VALUE[name] == side["franc_value"]
            assert G.FOOD.get(name, 0) == side["food"]
            assert G.ENERGY.get(name, 0) == side["energy"]
    assert list(G.BASIC) == ref["rules"]["basic_goods"]
    assert list(G.OFFER_SPACES) == ref["rules"]["offer_spaces_order"]


@pytest.mark.rule("LH-SETUP-ROUNDS", "LH-SETUP-LENGTH")
def test_round_cards_match_the_reference() -> None:
    ref = load("rounds")
    assert [c.id for c in ROUND_CARDS] == [c["card"] for c in ref["cards"]]
    for c, r in zip(ROUND_CARDS, ref["cards"], strict=True):
        assert c.harvest == r["harvest"]
        ship = SHIPS[c.ship]
        assert (ship.type, ship.value) == (r["ship_on_back"]["type"], r["ship_on_back"]["value"])
        for n in range(1, 6):
            row, rr = c.rows[n - 1], r["by_players"][n]
            assert (row.full_round, row.short_round, row.food, row.town_building) == (
                rr["full_round"], rr["short_round"], rr["food"], rr["town_building"],
            )  # fmt: skip
    assert ROUNDS_FULL == tuple(ref["rounds_per_game"]["full"][n] for n in range(1, 6))
    assert ROUNDS_SHORT == tuple(ref["rounds_per_game"]["short"][n] for n in range(1, 6))


@pytest.mark.rule("LH-SHIP-TYPES")
def test_ships_match_the_reference() -> None:
    ref = load("setup")["ships"]
    for kind, t in SHIP_TYPES.items():
        r = ref[kind]
        cost = {k: v for k, v in r["build_cost"].items() if k != "energy"}
        assert dict(t.cost) == cost and t.energy == r["build_cost"]["energy"]
        assert t.buy_price == r["buy_price"] and t.capacity == r["shipping_capacity"]
        assert t.food == tuple(r["food_supplied_per_round"][n] for n in range(1, 6))
        assert t.modernised == r["needs_modernised_wharf"]
        assert sorted(s.value for s in SHIPS.values() if s.type == kind) == sorted(r["values"])


@pytest.mark.rule("LH-SETUP-SUPPLY-TILES", "LH-SETUP-OFFERS", "LH-SETUP-MONEY", "LH-LOAN-VALUE")
def test_supply_and_setup_match_the_reference() -> None:
    sup = load("supply")
    assert [(t.id, list(t.items), t.interest) for t in SUPPLY_TILES] == [
        (t["id"], t["items"], t["interest"]) for t in sup["supply_tiles"]
    ]
    start = sup["offer_spaces"]["starting_contents"]
    assert OFFERS_FULL == tuple(start["full"][s] for s in G.OFFER_SPACES)
    assert OFFERS_SHORT == tuple(start["short"][s] for s in G.OFFER_SPACES)
    setup = load("setup")
    res = setup["starting_resources"]
    assert START_FRANCS == res["full"]["francs"] == res["short"]["francs"]
    assert dict(START_GOODS_FULL) == {k: v for k, v in res["full"].items() if k != "francs"}
    assert dict(START_GOODS_SHORT) == {k: v for k, v in res["short"].items() if k != "francs"}
    loans = setup["loans"]
    assert (LOAN_VALUE, LOAN_REPAY, LOAN_PENALTY) == (
        loans["take_gives_francs"], loans["repay_cost_francs"], loans["end_penalty_per_loan"],
    )  # fmt: skip
