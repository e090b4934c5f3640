"""R-GEN-TURN, R-GEN-ATOMIC and R-GEN-HIDDEN: who may act, all-or-nothing moves, hidden cards."""

from __future__ import annotations

import random

import attrs
import pytest
from tests.builder import Position, rules_of
from tests.randomgames import random_steps

import brass_rules as br
from brass_rules import Era, Industry

# ----- R-GEN-TURN --------------------------------------------------------------------------------


@pytest.mark.rule("R-GEN-TURN")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_only_the_player_to_move_may_act(players: int) -> None:
    state = br.new_game(players=players, seed=3)
    mover = state.to_move
    assert mover is not None
    move = br.Pass(state.players[mover].hand[0])
    assert br.validate(state, move, player=mover) == ()
    assert br.validate(state, move) == ()
    for other in range(players):
        if other != mover:
            assert rules_of(br.validate(state, move, player=other)) == ["R-GEN-TURN"]
            with pytest.raises(br.IllegalMoveError) as err:
                br.apply(state, move, player=other)
            assert rules_of(err.value.violations) == ["R-GEN-TURN"]
    assert br.apply(state, move, player=mover) == br.apply(state, move)


@pytest.mark.rule("R-GEN-TURN")
def test_every_legal_move_is_for_the_player_to_move() -> None:
    state = Position(players=3, seed=2, round=3).state
    for move in br.legal_moves(state):
        assert br.validate(state, move, player=0) == ()
        assert rules_of(br.validate(state, move, player=1)) == ["R-GEN-TURN"]


@pytest.mark.rule("R-GEN-TURN")
def test_only_cards_in_hand() -> None:
    state = Position(players=2, seed=1).hand(0, ["Stone", "Leek", "Leek"]).state
    assert br.validate(state, br.Pass("Stone")) == ()
    for move in (
        br.Pass("Belper"),
        br.Loan("Dudley"),
        br.Pass("wild location"),
        br.Scout(("Stone", "Stone", "Leek")),  # only one Stone
        br.Build("Dudley", Industry.COAL, "Dudley"),
    ):
        assert rules_of(br.validate(state, move)) == ["R-GEN-TURN"], move


@pytest.mark.rule("R-GEN-TURN")
def test_a_card_in_another_players_hand_cannot_be_used() -> None:
    state = Position(players=2, seed=1).hand(0, ["Stone"]).hand(1, ["Belper"]).state
    assert rules_of(br.validate(state, br.Pass("Belper"))) == ["R-GEN-TURN"]


@pytest.mark.rule("R-GEN-TURN")
def test_wild_cards_in_hand_may_be_used() -> None:
    state = Position(players=2, seed=1).hand(0, ["wild location", "Stone"]).state
    after = br.apply(state, br.Pass("wild location"))
    assert after.wild_location == state.wild_location + 1
    assert "wild location" not in after.players[0].hand


@pytest.mark.rule("R-GEN-TURN")
def test_nothing_is_legal_after_the_game_has_ended() -> None:
    *_, (_b, last, final) = random_steps(2, 4)
    assert final.is_over and final.to_move is None
    assert br.legal_moves(final) == ()
    for move in (last, br.Pass("Leek"), br.End(), br.SellForDebt(br.TileRef("Dudley", 0))):
        assert rules_of(br.validate(final, move)) == ["R-GEN-TURN"]
        assert rules_of(br.validate(final, move, player=0)) == ["R-GEN-TURN"]
        with pytest.raises(br.IllegalMoveError):
            br.apply(final, move)


@pytest.mark.rule("R-GEN-TURN")
def test_something_that_is_not_a_move_is_rejected() -> None:
    state = br.new_game(players=2, seed=1)
    assert rules_of(br.validate(state, "pass")) == ["R-GEN-TURN"]  # type: ignore[arg-type]


@pytest.mark.rule("R-GEN-TURN")
def test_in_the_debt_phase_only_the_debtor_decides() -> None:
    pos = (
        Position(players=2, seed=1, round=3)
        .set(turn=1, actions_taken=1)
        .hand(1, ["Leek"])
        .income(1, 7)  # level -3
        .money(1, 0)
        .tile("Stone", 0, owner=1, industry="cotton", level=1)
    )
    state = br.apply(pos.state, br.Pass("Leek"))
    assert state.in_debt_phase and state.to_move == 1
    move = br.SellForDebt(br.TileRef("Stone", 0))
    assert br.validate(state, move, player=1) == ()
    assert rules_of(br.validate(state, move, player=0)) == ["R-GEN-TURN"]


# ----- R-GEN-ATOMIC ------------------------------------------------------------------------------


@pytest.mark.rule("R-GEN-ATOMIC")
def test_a_build_that_cannot_be_paid_in_full_is_rejected_and_changes_nothing() -> None:
    # cotton I costs £12; the player has £7
    pos = Position(players=2, seed=1).hand(0, ["Birmingham", "Stone"]).money(0, 7)
    state = pos.state
    copy = attrs.asdict(state)
    move = br.Build("Birmingham", Industry.COTTON, "Birmingham", slot=0)
    assert rules_of(br.validate(state, move)) == ["R-GEN-ATOMIC"]
    with pytest.raises(br.IllegalMoveError) as err:
        br.apply(state, move)
    assert rules_of(err.value.violations) == ["R-GEN-ATOMIC"]
    assert attrs.asdict(state) == copy
    assert move not in br.legal_moves(state)


@pytest.mark.rule("R-GEN-ATOMIC")
def test_market_coal_is_priced_into_the_whole_action() -> None:
    # manufacturer I: £8 and 1 coal from the market (£1): £8 is not enough, £9 is
    pos = (
        Position(players=2, seed=1)
        .hand(0, ["Birmingham", "Stone"])
        .link("Birmingham", "Oxford", owner=1)
    )
    move = br.Build("Birmingham", Industry.MANUFACTURER, "Birmingham", slot=1)
    assert rules_of(br.validate(pos.money(0, 8).state, move)) == ["R-GEN-ATOMIC"]
    assert br.validate(pos.money(0, 9).state, move) == ()
    after = br.apply(pos.money(0, 9).state, move)
    assert after.players[0].money == 0


@pytest.mark.rule("R-GEN-ATOMIC")
def test_market_cubes_are_priced_one_by_one() -> None:
    # the coal market holds one £7 cube; a second cube costs £8 (empty market)
    pos = (
        Position(players=2, seed=1, era=Era.RAIL)
        .hand(0, ["Birmingham", "Stone"])
        .link("Birmingham", "Oxford", owner=1)
        .mat(0, "manufacturer", [3])
        .markets(coal=1)
    )
    move = br.Build("Birmingham", Industry.MANUFACTURER, "Birmingham", slot=1)  # £12 + 2 coal
    assert rules_of(br.validate(pos.money(0, 26).state, move)) == ["R-GEN-ATOMIC"]
    assert br.validate(pos.money(0, 27).state, move) == ()


@pytest.mark.rule("R-GEN-ATOMIC")
def test_a_canal_link_needs_three_pounds() -> None:
    pos = Position(players=2, seed=1).hand(0, ["Stone", "Leek"])
    state = pos.money(0, 2).state
    assert not any(isinstance(m, br.Network) for m in br.legal_moves(state))
    move = br.Network(("Birmingham", "Oxford"), card="Stone")
    assert rules_of(br.validate(state, move)) == ["R-GEN-ATOMIC"]
    assert br.validate(pos.money(0, 3).state, move) == ()


@pytest.mark.rule("R-GEN-ATOMIC")
@pytest.mark.parametrize("seed", range(4))
def test_failed_moves_leave_the_input_unchanged(seed: int) -> None:
    rng = random.Random(seed)
    state = br.new_game(players=3, seed=seed)
    for _ in range(30):
        moves = br.legal_moves(state)
        copy = attrs.asdict(state)
        bad = [
            br.Pass("not a card"),
            br.End(),
            br.SellForDebt(br.TileRef("Dudley", 0)),
            br.Build(moves[0].card if hasattr(moves[0], "card") else "x", Industry.IRON, "Oxford"),
        ]
        for move in bad:
            errs = br.validate(state, move)
            if errs:
                with pytest.raises(br.IllegalMoveError) as err:
                    br.apply(state, move)
                assert err.value.violations == errs
                assert attrs.asdict(state) == copy
        state = br.apply(state, rng.choice(moves))
        if state.is_over:
            break


@pytest.mark.rule("R-GEN-ATOMIC")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_money_never_goes_below_zero_in_random_games(players: int) -> None:
    for _before, _move, after in random_steps(players, 31):
        assert all(p.money >= 0 for p in after.players)


# ----- R-GEN-HIDDEN ------------------------------------------------------------------------------


@pytest.mark.rule("R-GEN-HIDDEN")
def test_an_observation_shows_only_the_players_own_hand() -> None:
    state = br.new_game(players=3, seed=7)
    for me in range(3):
        o = br.observe(state, me)
        assert o.player == me
        for i, view in enumerate(o.players):
            assert view.hand_size == 8
            assert view.hand == (state.players[i].hand if i == me else None)
            assert view.face_down == 1  # a count: the card's face is hidden from everyone


@pytest.mark.rule("R-GEN-HIDDEN")
def test_the_deck_order_and_the_seed_are_hidden() -> None:
    state = br.new_game(players=2, seed=7)
    o = br.observe(state, 0)
    assert o.deck_size == len(state.deck)
    assert not hasattr(o, "deck") and not hasattr(o, "seed")
    # the deck order and the other hands change nothing the player sees
    shuffled = list(state.deck)
    random.Random(1).shuffle(shuffled)
    other = (
        Position(state=state)
        .deck(shuffled)
        .hand(1, state.deck[:8])
        .set(seed=99)
        ._player(1, face_down=("Belper",))
        .state
    )
    assert other != state
    assert br.observe(other, 0) == o
    assert br.observe(other, 1) != br.observe(state, 1)


@pytest.mark.rule("R-GEN-HIDDEN")
def test_everything_else_is_public() -> None:
    pos = (
        Position(players=2, seed=7)
        .tile("Dudley", 0, owner=1, industry="coal", level=1, resources=2)
        .link("Birmingham", "Dudley", owner=1)
        .discard(1, ["Stone", "Leek"])
        .money(1, 33)
        .vp(1, 4)
        .income(1, 20)
        .spent(1, 6)
    )
    state = pos.state
    o = br.observe(state, 0)
    v = o.players[1]
    assert (v.money, v.vp, v.income_space, v.spent) == (33, 4, 20, 6)
    assert v.discard == ("Stone", "Leek")
    assert v.mat == state.players[1].mat and v.links_left == state.players[1].links_left
    assert o.tiles == state.tiles and o.links == state.links
    assert o.merchants == state.merchants
    assert (o.coal_market, o.iron_market) == (state.coal_market, state.iron_market)
    assert (o.wild_location, o.wild_industry) == (4, 4)
    assert (o.era, o.round, o.turn_order, o.to_move) == (
        state.era,
        state.round,
        state.turn_order,
        state.to_move,
    )


@pytest.mark.rule("R-GEN-HIDDEN")
def test_legal_moves_do_not_depend_on_hidden_information() -> None:
    state = Position(players=3, seed=5, round=3).state
    shuffled = list(state.deck)
    random.Random(2).shuffle(shuffled)
    other = Position(state=state).deck(shuffled).hand(1, state.players[2].hand).state
    assert br.legal_moves(other) == br.legal_moves(state)


@pytest.mark.rule("R-GEN-HIDDEN")
def test_observing_a_player_who_does_not_exist_is_an_error() -> None:
    state = br.new_game(players=2, seed=7)
    with pytest.raises(ValueError):
        br.observe(state, 2)
