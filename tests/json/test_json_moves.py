"""Moves as JSON (api.md "Moves as JSON"): the examples, round trips and malformed data."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from brass_rules.birmingham.enums import INDUSTRIES, Industry
from brass_rules.birmingham.json import move_from_json, move_to_json
from brass_rules.birmingham.moves import (
    MARKET,
    Build,
    Develop,
    End,
    Loan,
    MerchantRef,
    Move,
    Network,
    Pass,
    Scout,
    Sell,
    SellForDebt,
    TileRef,
)
from brass_rules.errors import NotationError

# The api.md examples, verbatim, with the move each one means.
API_EXAMPLES: list[tuple[str, Move]] = [
    (
        '{"action": "build", "card": "Birmingham", "industry": "cotton", "location": "Birmingham",'
        ' "slot": null, "coal": null, "iron": null}',
        Build("Birmingham", Industry.COTTON, "Birmingham"),
    ),
    (
        '{"action": "network", "card": "iron", "link": ["Birmingham", "Walsall"], "coal": null}',
        Network(("Birmingham", "Walsall"), card="iron"),
    ),
    (
        '{"action": "network", "link": ["Birmingham", "Tamworth"], "coal": null, "beer": null}',
        Network(("Birmingham", "Tamworth")),
    ),
    (
        '{"action": "develop", "card": "Dudley", "industry": "coal", "iron": null}',
        Develop(Industry.COAL, card="Dudley"),
    ),
    ('{"action": "develop", "industry": "brewery", "iron": null}', Develop(Industry.BREWERY)),
    (
        '{"action": "sell", "card": "pottery", "tile": {"location": "Stoke-on-Trent", "slot": 1},'
        ' "merchant": null, "beer": null, "bonus": null}',
        Sell(TileRef("Stoke-on-Trent", 1), card="pottery"),
    ),
    (
        '{"action": "sell", "tile": {"location": "Leek", "slot": 0}, "merchant": null,'
        ' "beer": null, "bonus": null}',
        Sell(TileRef("Leek", 0)),
    ),
    ('{"action": "end"}', End()),
    ('{"action": "loan", "card": "Leek"}', Loan("Leek")),
    ('{"action": "scout", "cards": ["Leek", "Stone", "coal"]}', Scout(("Leek", "Stone", "coal"))),
    ('{"action": "pass", "card": "Leek"}', Pass("Leek")),
    (
        '{"action": "sell_for_debt", "tile": {"location": "Dudley", "slot": 0}}',
        SellForDebt(TileRef("Dudley", 0)),
    ),
]

# Fully specified moves of every kind and source, written out by hand.
FULL_EXAMPLES: list[tuple[dict[str, Any], Move]] = [
    (
        {
            "action": "build",
            "card": "wild industry",
            "industry": "iron",
            "location": "Dudley",
            "slot": 1,
            "coal": [{"location": "Dudley", "slot": 0}, "market"],
            "iron": [],
        },
        Build(
            "wild industry",
            Industry.IRON,
            "Dudley",
            slot=1,
            coal=(TileRef("Dudley", 0), MARKET),
            iron=(),
        ),
    ),
    (
        {
            "action": "network",
            "card": "Leek",
            "link": ["Leek", "Stoke-on-Trent"],
            "coal": ["market"],
            "beer": [{"location": "Stone", "slot": 0}],
        },
        Network(
            ("Leek", "Stoke-on-Trent"), card="Leek", coal=(MARKET,), beer=(TileRef("Stone", 0),)
        ),
    ),
    (
        {
            "action": "develop",
            "card": "iron",
            "industry": "pottery",
            "iron": [{"location": "Coalbrookdale", "slot": 1}],
        },
        Develop(Industry.POTTERY, card="iron", iron=(TileRef("Coalbrookdale", 1),)),
    ),
    (
        {
            "action": "sell",
            "card": "cotton/manufacturer",
            "tile": {"location": "Worcester", "slot": 0},
            "merchant": {"merchant": "Gloucester", "space": 1},
            "beer": [{"merchant": "Gloucester", "space": 1}, {"location": "Worcester", "slot": 1}],
            "bonus": "manufacturer",
        },
        Sell(
            TileRef("Worcester", 0),
            card="cotton/manufacturer",
            merchant=MerchantRef("Gloucester", 1),
            beer=(MerchantRef("Gloucester", 1), TileRef("Worcester", 1)),
            bonus=Industry.MANUFACTURER,
        ),
    ),
]


@pytest.mark.parametrize(("text", "move"), API_EXAMPLES)
def test_api_examples_load_and_dump_exactly(text: str, move: Move) -> None:
    data = json.loads(text)
    assert move_from_json(data) == move
    assert move_to_json(move) == data
    assert list(move_to_json(move)) == list(data)  # same keys in the same order


@pytest.mark.parametrize(("data", "move"), FULL_EXAMPLES)
def test_fully_specified_moves_round_trip(data: dict[str, Any], move: Move) -> None:
    assert move_from_json(data) == move
    assert move_to_json(move) == data


def test_a_continuation_step_is_dumped_without_card_and_loads_with_null_card() -> None:
    move = Sell(TileRef("Leek", 0))
    assert "card" not in move_to_json(move)
    assert move_from_json({**move_to_json(move), "card": None}) == move
    assert move_from_json(
        {"action": "develop", "card": None, "industry": "coal", "iron": None}
    ) == (Develop(Industry.COAL))


def test_a_first_network_step_dumps_beer_only_when_given() -> None:
    assert "beer" not in move_to_json(Network(("Birmingham", "Walsall"), card="iron"))
    with_beer = Network(("Birmingham", "Walsall"), card="iron", beer=(MARKET,))
    assert move_to_json(with_beer)["beer"] == ["market"]
    assert move_from_json(move_to_json(with_beer)) == with_beer


def test_an_unsorted_link_is_normalised_to_sorted_order() -> None:
    data = {"action": "network", "card": "Leek", "link": ["Walsall", "Birmingham"], "coal": None}
    assert move_from_json(data).link == ("Birmingham", "Walsall")  # type: ignore[union-attr]
    assert move_to_json(Network(("Walsall", "Birmingham"), card="Leek"))["link"] == [
        "Birmingham",
        "Walsall",
    ]


def test_names_are_not_checked_against_the_board() -> None:
    assert move_from_json({"action": "loan", "card": "Atlantis"}) == Loan("Atlantis")
    tile = {"location": "Atlantis", "slot": 9}
    assert move_from_json({"action": "sell_for_debt", "tile": tile}) == SellForDebt(
        TileRef("Atlantis", 9)
    )


def test_move_to_json_of_a_non_move_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        move_to_json("build")  # type: ignore[arg-type]


# ----- property: random well-formed moves round-trip through JSON text ---------------------

_names = st.sampled_from(["Birmingham", "Dudley", "Leek", "Stoke-on-Trent", "coal", "x"]) | st.text(
    max_size=12
)
_industries = st.sampled_from(INDUSTRIES)
_tiles = st.builds(TileRef, _names, st.integers(-3, 10))
_merchants = st.builds(MerchantRef, _names, st.integers(-1, 3))
_sources = st.one_of(st.just(MARKET), _tiles, _merchants)
_source_lists = st.none() | st.lists(_sources, max_size=4).map(tuple)
_links = st.tuples(_names, _names).map(lambda p: (min(p), max(p)))

_moves: st.SearchStrategy[Move] = st.one_of(
    st.builds(
        Build,
        card=_names,
        industry=_industries,
        location=_names,
        slot=st.none() | st.integers(-1, 5),
        coal=_source_lists,
        iron=_source_lists,
    ),
    st.builds(
        Network, link=_links, card=st.none() | _names, coal=_source_lists, beer=_source_lists
    ),
    st.builds(Develop, industry=_industries, card=st.none() | _names, iron=_source_lists),
    st.builds(
        Sell,
        tile=_tiles,
        card=st.none() | _names,
        merchant=st.none() | _merchants,
        beer=_source_lists,
        bonus=st.none() | _industries,
    ),
    st.just(End()),
    st.builds(Loan, _names),
    st.builds(Scout, st.tuples(_names, _names, _names)),
    st.builds(Pass, _names),
    st.builds(SellForDebt, _tiles),
)


@given(_moves)
def test_random_moves_round_trip_through_json_text(move: Move) -> None:
    data = json.loads(json.dumps(move_to_json(move)))
    assert move_from_json(data) == move
    assert move_to_json(move_from_json(data)) == data


# ----- malformed data --------------------------------------------------------------------------

_BUILD: dict[str, Any] = {
    "action": "build",
    "card": "Dudley",
    "industry": "coal",
    "location": "Dudley",
    "slot": 0,
    "coal": None,
    "iron": ["market", {"location": "Dudley", "slot": 1}],
}
_SELL: dict[str, Any] = {
    "action": "sell",
    "tile": {"location": "Leek", "slot": 0},
    "merchant": {"merchant": "Oxford", "space": 0},
    "beer": None,
    "bonus": None,
}


def _with(base: dict[str, Any], **changes: Any) -> dict[str, Any]:
    return {**base, **changes}


def _without(base: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in base.items() if k != key}


MALFORMED: list[tuple[str, object, str]] = [
    ("not an object", ["build"], "$"),
    ("a string", "build cotton Birmingham", "$"),
    ("no action", _without(_BUILD, "action"), "$.action"),
    ("unknown action", _with(_BUILD, action="flip"), "$.action"),
    ("action not a string", _with(_BUILD, action=3), "$.action"),
    ("missing key", _without(_BUILD, "slot"), "$.slot"),
    ("missing card of a build", _without(_BUILD, "card"), "$.card"),
    ("null card of a build", _with(_BUILD, card=None), "$.card"),
    ("extra key", _with(_BUILD, colour="red"), "$.colour"),
    ("card of an end", {"action": "end", "card": "Leek"}, "$.card"),
    ("unknown industry", _with(_BUILD, industry="steel"), "$.industry"),
    ("industry by enum name", _with(_BUILD, industry="COAL"), "$.industry"),
    ("slot as a bool", _with(_BUILD, slot=True), "$.slot"),
    ("slot as a string", _with(_BUILD, slot="0"), "$.slot"),
    ("slot as a float", _with(_BUILD, slot=0.0), "$.slot"),
    ("location not a string", _with(_BUILD, location=7), "$.location"),
    ("coal not a list", _with(_BUILD, coal="market"), "$.coal"),
    ("bad source", _with(_BUILD, coal=["market", "mine"]), "$.coal[1]"),
    (
        "source slot a bool",
        _with(_BUILD, iron=["market", {"location": "Dudley", "slot": False}]),
        "$.iron[1].slot",
    ),
    (
        "source with extra key",
        _with(_BUILD, iron=[{"location": "Dudley", "slot": 1, "owner": 0}]),
        "$.iron[0].owner",
    ),
    ("source missing slot", _with(_BUILD, iron=[{"location": "Dudley"}]), "$.iron[0].slot"),
    (
        "merchant source missing space",
        _with(_SELL, beer=[{"merchant": "Oxford"}]),
        "$.beer[0].space",
    ),
    ("tile not an object", _with(_SELL, tile=["Leek", 0]), "$.tile"),
    ("tile slot a string", _with(_SELL, tile={"location": "Leek", "slot": "0"}), "$.tile.slot"),
    (
        "merchant space a bool",
        _with(_SELL, merchant={"merchant": "Oxford", "space": True}),
        "$.merchant.space",
    ),
    ("unknown bonus industry", _with(_SELL, bonus="gold"), "$.bonus"),
    ("card not a string", _with(_SELL, card=5), "$.card"),
    (
        "link of one end",
        {"action": "network", "link": ["Leek"], "coal": None, "beer": None},
        "$.link",
    ),
    (
        "link end not a string",
        {"action": "network", "link": ["Leek", 3], "coal": None, "beer": None},
        "$.link[1]",
    ),
    (
        "link as a string",
        {"action": "network", "link": "Leek-Stone", "coal": None, "beer": None},
        "$.link",
    ),
    (
        "network missing coal",
        {"action": "network", "card": "Leek", "link": ["Leek", "Stone"]},
        "$.coal",
    ),
    ("scout with two cards", {"action": "scout", "cards": ["Leek", "Stone"]}, "$.cards"),
    (
        "scout card not a string",
        {"action": "scout", "cards": ["Leek", "Stone", None]},
        "$.cards[2]",
    ),
    ("loan without card", {"action": "loan"}, "$.card"),
    ("pass with null card", {"action": "pass", "card": None}, "$.card"),
    (
        "sell_for_debt tile missing location",
        {"action": "sell_for_debt", "tile": {"slot": 0}},
        "$.tile.location",
    ),
]


@pytest.mark.parametrize(
    ("data", "path"), [(d, p) for _, d, p in MALFORMED], ids=[name for name, _, _ in MALFORMED]
)
def test_malformed_data_is_a_notation_error_naming_the_path(data: object, path: str) -> None:
    with pytest.raises(NotationError) as info:
        move_from_json(data)
    message = str(info.value)
    assert message.startswith(path + ":"), message
    assert isinstance(info.value, ValueError)


def test_the_message_quotes_the_bad_value() -> None:
    with pytest.raises(NotationError, match=r"\$\.industry: .*got 'steel'"):
        move_from_json(_with(_BUILD, industry="steel"))
    with pytest.raises(NotationError, match=r"\$\.coal\[1\]: .*got 'mine'"):
        move_from_json(_with(_BUILD, coal=["market", "mine"]))
