"""format_move / parse_move: the notation round-trips every legal move; details may be left out."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import brass_rules as br
from brass_rules.birmingham.notation import MAX_LISTED
from tests.builder import Position
from tests.records.games import GAMES, busy_steps, steps

T = br.TileRef
M = br.MerchantRef


def sale_position() -> br.GameState:
    """Player 0 may sell a cotton mill in Worcester to Gloucester (two buying spaces with their
    barrels: the develop bonus) and a manufacturer in Birmingham to Oxford, with beer from two
    of their own breweries and one of player 1's."""
    return (
        Position(players=3)
        .all_merchants([], beer=False)
        .hand(0, ["Leek", "Stone", "wild industry"])
        .merchant("Gloucester", 0, ["cotton"], beer=True)
        .merchant("Gloucester", 1, ["cotton", "manufacturer"], beer=True)
        .merchant("Oxford", 0, ["manufacturer"], beer=True)
        .tile("Worcester", 0, owner=0, industry="cotton", level=1)
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=2)
        .tile("Stone", 0, owner=0, industry="brewery", level=1, resources=1)
        .tile("Uttoxeter", 0, owner=0, industry="brewery", level=1, resources=2)
        .tile("Redditch", 1, owner=1, industry="brewery", level=1, resources=1)
        .link("Gloucester", "Worcester", owner=0)
        .link("Birmingham", "Oxford", owner=0)
        .link("Gloucester", "Redditch", owner=1)
        .state
    )


def sample_states() -> list[br.GameState]:
    """Positions at 2, 3 and 4 players, both eras, both variants, with every kind of move."""
    states = [before for g in GAMES for before, _, _ in steps(*g)[::6]]
    states += [before for g in ((2, 1), (3, 2), (4, 3)) for before, _, _ in busy_steps(*g)[::2]]
    sale = sale_position()
    states.append(sale)
    first = next(m for m in br.legal_moves(sale) if isinstance(m, br.Sell) and m.bonus)
    states.append(br.apply(sale, first))  # a Sell in progress
    return states


def test_every_legal_move_round_trips() -> None:
    kinds: set[str] = set()
    for state in sample_states():
        for move in br.legal_moves(state):
            text = br.format_move(state, move)
            assert br.parse_move(state, text) == move, text
            kinds.add(type(move).__name__ + (" continued" if state.in_progress else ""))
            if isinstance(move, br.Sell) and move.bonus is not None:
                kinds.add("Sell bonus")
            if isinstance(move, br.Network) and move.card is None:
                kinds.add("double rail")
    assert {
        "Build",
        "Network",
        "Develop",
        "Sell",
        "Loan",
        "Scout",
        "Pass",
        "End continued",
        "Sell continued",
        "Develop continued",
        "SellForDebt",
        "Sell bonus",
        "double rail",
    } <= kinds


def test_the_notation_says_what_the_move_uses() -> None:
    state = sale_position()
    move = br.Sell(
        T("Worcester", 0), "Leek", M("Gloucester", 1), (M("Gloucester", 1),), br.Industry.COAL
    )
    assert br.format_move(state, move) == (
        "Sell cotton Worcester/0 card Leek to Gloucester/1 beer Gloucester/1 bonus coal"
    )
    two = br.Sell(
        T("Birmingham", 1), "Stone", M("Oxford", 0), (T("Uttoxeter", 0), T("Redditch", 1))
    )
    if two in br.legal_moves(state):
        assert br.format_move(state, two) == (
            "Sell manufacturer Birmingham/1 card Stone to Oxford/0 beer Uttoxeter/0 Redditch/1"
        )


def test_parsing_is_case_insensitive_and_clauses_come_in_any_order() -> None:
    state = sale_position()
    for move in br.legal_moves(state)[::7]:
        text = br.format_move(state, move)
        for variant in (text.upper(), text.lower(), text.swapcase()):
            assert br.parse_move(state, variant) == move
        head, *clauses = re.split(
            r"(?<!^Build)(?<!^Develop)(?<!^Sell)(?<!^Remove) (?=(?:card|to|beer|bonus|coal|iron) )",
            text,
        )
        for order in itertools.islice(itertools.permutations(clauses), 6):
            assert br.parse_move(state, " ".join((head, *order))) == move


def _without_details(text: str) -> str:
    text = re.sub(r" (coal|iron|beer)( \S+/\d+| market)+", "", text)
    text = re.sub(r" to \S+/\d+", "", text)
    return re.sub(r"(Build \w+ \S+)/\d", r"\1", text)


def test_omitted_details_resolve_when_one_legal_move_fits() -> None:
    resolved = ambiguous = 0
    for state in sample_states()[::5]:
        moves = br.legal_moves(state)
        for move in moves:
            short = _without_details(br.format_move(state, move))
            try:
                got = br.parse_move(state, short)
            except br.NotationError as e:
                assert "is ambiguous" in str(e)
                ambiguous += 1
                continue
            assert got == move
            resolved += 1
    assert resolved and ambiguous


def test_an_ambiguous_move_lists_the_candidates() -> None:
    state = br.new_game(players=2, seed=1)
    with pytest.raises(br.NotationError) as e:
        br.parse_move(state, "Build coal Kidderminster")
    assert str(e.value) == (
        "'Build coal Kidderminster' is ambiguous: 2 legal moves fit: "
        "Build coal Kidderminster card Kidderminster; Build coal Kidderminster card coal"
    )
    with pytest.raises(br.NotationError, match=r"; and \d+ more$"):
        br.parse_move(state, "Build")
    with pytest.raises(br.NotationError) as e:
        br.parse_move(state, "Pass")
    assert str(e.value).count("Pass card") == min(
        len(set(state.players[state.to_move].hand)), MAX_LISTED
    )


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Bild cotton Birmingham", "'bild'"),
        ("Build cotton Brimingham", "'brimingham'"),
        ("Build cotton Birmingham card Lek", "'lek'"),
        ("Loan card Leek please", "'please'"),
        ("Build cotton Birmingham/x", "'birmingham/x'"),
    ],
)
def test_an_unknown_word_is_named(text: str, word: str) -> None:
    state = br.new_game(players=2, seed=1)
    with pytest.raises(br.NotationError, match=f"unknown word {re.escape(word)}"):
        br.parse_move(state, text)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "a move starts with an action"),
        ("cotton Birmingham", "a move starts with an action"),
        ("Build cotton card", "expected a card, got the end"),
        ("Loan card Leek card Stone", "'card' is given twice"),
        ("Loan Leek Stone", "expected a clause"),
        ("Pass card Leek coal market", "pass takes no 'coal'"),
        ("Sell Worcester/0 to Dudley/0", "'to' names a merchant space"),
        ("Build coal Kidderminster card Kidderminster coal Dudley", "a slot after Dudley"),
        ("Build cotton Kidderminster/0 card Kidderminster", "no legal move fits"),
    ],
)
def test_malformed_text_says_what_is_wrong(text: str, says: str) -> None:
    state = br.new_game(players=2, seed=1)
    with pytest.raises(br.NotationError, match=re.escape(says)):
        br.parse_move(state, text)


def test_a_text_no_legal_move_fits_gives_the_rule_it_breaks() -> None:
    state = br.new_game(players=2, seed=1)
    with pytest.raises(br.NotationError, match=r"R-BUILD-CARD"):
        br.parse_move(state, "Build cotton Birmingham card Kidderminster")
    over = steps(*GAMES[0])[-1][2]
    with pytest.raises(br.NotationError, match="the game is over"):
        br.parse_move(over, "Pass card Leek")


def test_format_move_completes_a_partial_move_and_refuses_an_illegal_one() -> None:
    state = br.new_game(players=2, seed=1)
    partial = br.Build("Kidderminster", br.Industry.COTTON, "Kidderminster")
    assert br.format_move(state, partial) == "Build cotton Kidderminster/1 card Kidderminster"
    with pytest.raises(br.IllegalMoveError):
        br.format_move(state, br.Build("Leek", br.Industry.COTTON, "Kidderminster"))


_WORDS = st.sampled_from(
    [
        "build",
        "sell",
        "network",
        "card",
        "coal",
        "iron",
        "beer",
        "to",
        "bonus",
        "market",
        "Birmingham",
        "Dudley/0",
        "Gloucester/1",
        "/3",
        "wild",
        "location",
        "North Farm Brewery",
        "cotton/manufacturer",
        "Leek",
        "cotton",
        "pass",
        "end",
        "remove",
        "scout",
        "cards",
        ",",
        "x",
    ]
)


@given(st.lists(_WORDS, max_size=12).map(" ".join) | st.text(max_size=60))
def test_any_text_is_a_move_or_a_notation_error(text: str) -> None:
    state = sale_position()
    try:
        move = br.parse_move(state, text)
    except br.NotationError as e:
        assert len(str(e)) < 2000
    else:
        assert move in br.legal_moves(state)


def test_text_that_is_not_a_string_or_too_long_is_refused() -> None:
    state = br.new_game(players=2, seed=1)
    for bad in (None, 3, b"Loan card Leek", ["Loan"]):
        with pytest.raises(br.NotationError, match="is a string"):
            br.parse_move(state, bad)  # type: ignore[arg-type]
    with pytest.raises(br.NotationError, match="too long") as e:
        br.parse_move(state, "Loan " * 10**6)
    assert len(str(e.value)) < 300


def test_a_sale_may_name_any_buyer_when_it_takes_no_merchant_barrel() -> None:
    state = sale_position()
    listed = br.parse_move(state, "Sell Worcester/0 card Leek beer Stone/0")
    assert listed.merchant == M("Gloucester", 0)
    assert br.parse_move(state, "Sell Worcester/0 card Leek to Gloucester/1 beer Stone/0") == listed
    with pytest.raises(br.NotationError, match="no legal move fits"):
        br.parse_move(state, "Sell Worcester/0 card Leek to Oxford/0 beer Stone/0")
    barrel = br.parse_move(state, "Sell Worcester/0 card Leek beer Gloucester/1 bonus coal")
    assert barrel.merchant == M("Gloucester", 1)
    with pytest.raises(br.NotationError, match="no legal move fits"):
        br.parse_move(state, "Sell Worcester/0 card Leek to Gloucester/0 beer Gloucester/1")
