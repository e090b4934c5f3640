"""R-FLOW: turns, rounds, eras, card refills, spending, turn order, income and debt."""

from __future__ import annotations

from collections import Counter

import pytest
from tests.builder import Position, rules_of
from tests.randomgames import ROUNDS, last_round, random_steps

import brass_rules as br
from brass_rules import Era, Industry
from brass_rules import components as comp

COUNTS = (2, 3, 4)


def _space(level: int) -> int:
    """The lowest income space of an income level."""
    return comp.INCOME_LEVELS.index(level)


def _pass(state: br.GameState) -> br.GameState:
    player = state.to_move
    assert player is not None
    return br.apply(state, br.Pass(state.players[player].hand[0]))


def _round_log(players: int, seed: int) -> list[dict[str, object]]:
    """Per (era, round) of a random game: the order at its start, hand sizes at its start, the
    sequence of players deciding (debt phase excluded) and their new actions (moves with a card)."""
    rounds: list[dict[str, object]] = []
    key = None
    for before, move, _after in random_steps(players, seed):
        if (before.era, before.round) != key:
            key = (before.era, before.round)
            rounds.append(
                {
                    "era": before.era,
                    "round": before.round,
                    "order": before.turn_order,
                    "hands": [len(p.hand) for p in before.players],
                    "deck": len(before.deck),
                    "turns": [],
                    "actions": Counter(),
                }
            )
        log = rounds[-1]
        if before.in_debt_phase:
            continue
        turns = log["turns"]
        assert isinstance(turns, list)
        if not turns or turns[-1] != before.to_move:
            turns.append(before.to_move)
        if isinstance(move, br.Scout) or getattr(move, "card", None) is not None:
            actions = log["actions"]
            assert isinstance(actions, Counter)
            actions[before.to_move] += 1
    return rounds


LOGS = {(n, seed): _round_log(n, seed) for n in COUNTS for seed in (1, 2)}


# ----- R-FLOW-ERAS -------------------------------------------------------------------------------


@pytest.mark.rule("R-FLOW-ERAS")
@pytest.mark.parametrize(("players", "seed"), list(LOGS))
def test_random_games_have_two_eras_of_the_right_length(players: int, seed: int) -> None:
    log = LOGS[(players, seed)]
    per_era = Counter(r["era"] for r in log)
    assert per_era == {Era.CANAL: ROUNDS[players], Era.RAIL: ROUNDS[players]}
    assert [r["round"] for r in log] == [*range(1, ROUNDS[players] + 1)] * 2
    assert log[0]["era"] is Era.CANAL and log[-1]["era"] is Era.RAIL


@pytest.mark.rule("R-FLOW-ERAS")
@pytest.mark.parametrize("players", COUNTS)
def test_the_game_ends_after_the_rail_era(players: int) -> None:
    *_, (before, _move, after) = random_steps(players, 5)
    assert after.is_over and after.to_move is None
    assert before.era is Era.RAIL and before.round == ROUNDS[players]
    assert not after.deck and all(not p.hand for p in after.players)


@pytest.mark.rule("R-FLOW-ERAS")
def test_the_era_does_not_end_while_a_hand_still_holds_cards() -> None:
    # deck empty, but the second player still holds two cards: the round goes on
    pos = last_round(Position(players=2, seed=1))
    state = _pass(_pass(pos.state))
    assert state.era is Era.CANAL and state.round == 10
    assert state.to_move == state.turn_order[1]
    state = _pass(_pass(state))
    assert state.era is Era.RAIL and state.round == 1


@pytest.mark.rule("R-FLOW-ERAS")
def test_a_round_with_cards_left_in_the_deck_does_not_end_the_era() -> None:
    pos = last_round(Position(players=2, seed=1)).deck(["Leek", "Leek", "Stone", "Stone"])
    state = pos.state
    for _ in range(4):
        state = _pass(state)
    assert state.era is Era.CANAL and state.round == 11


# ----- R-FLOW-TURN -------------------------------------------------------------------------------


@pytest.mark.rule("R-FLOW-TURN")
@pytest.mark.parametrize(("players", "seed"), list(LOGS))
def test_each_player_takes_one_turn_per_round_in_turn_order(players: int, seed: int) -> None:
    for r in LOGS[(players, seed)]:
        assert r["turns"] == list(r["order"]), r  # type: ignore[call-overload]
        first = r["era"] is Era.CANAL and r["round"] == 1
        actions = r["actions"]
        assert isinstance(actions, Counter)
        assert actions == {p: 1 if first else 2 for p in range(players)}


@pytest.mark.rule("R-FLOW-TURN")
def test_a_turn_is_two_actions_and_may_repeat_an_action() -> None:
    state = Position(players=3, seed=4, round=3).state
    first = state.to_move
    state = _pass(state)
    assert state.to_move == first and state.actions_taken == 1
    state = _pass(state)  # the same action twice
    assert state.to_move == state.turn_order[1] != first
    assert state.actions_taken == 0


@pytest.mark.rule("R-FLOW-TURN")
def test_a_loan_then_a_pass_is_a_full_turn() -> None:
    state = Position(players=2, seed=4, round=3).state
    state = br.apply(state, br.Loan(state.players[0].hand[0]))
    assert state.to_move == 0
    state = _pass(state)
    assert state.to_move == 1


@pytest.mark.rule("R-FLOW-TURN")
def test_end_without_an_action_in_progress_is_rejected() -> None:
    state = Position(players=2, seed=4).state
    assert rules_of(br.validate(state, br.End())) == ["R-FLOW-TURN"]


@pytest.mark.rule("R-FLOW-TURN")
def test_a_new_action_while_one_is_in_progress_is_rejected() -> None:
    state = (
        Position(players=2, seed=4, era=Era.RAIL)
        .in_progress(br.Continuable.DEVELOP)
        .set(actions_taken=0)
        .state
    )
    card = state.players[0].hand[0]
    assert rules_of(br.validate(state, br.Pass(card))) == ["R-FLOW-TURN"]
    assert rules_of(br.validate(state, br.Loan(card))) == ["R-FLOW-TURN"]
    assert br.validate(state, br.End()) == ()
    after = br.apply(state, br.End())
    assert after.in_progress is None and after.actions_taken == 1 and after.to_move == 0


@pytest.mark.rule("R-FLOW-TURN")
def test_legal_moves_while_in_progress_are_continuations_and_end() -> None:
    state = Position(players=2, seed=4).in_progress(br.Continuable.DEVELOP).state
    moves = br.legal_moves(state)
    assert moves[-1] == br.End()
    assert all(isinstance(m, br.Develop) and m.card is None for m in moves[:-1])


# ----- R-FLOW-FIRST-ROUND ------------------------------------------------------------------------


@pytest.mark.rule("R-FLOW-FIRST-ROUND")
@pytest.mark.parametrize("players", COUNTS)
def test_one_action_each_in_the_first_canal_round(players: int) -> None:
    state = br.new_game(players=players, seed=6)
    order = state.turn_order
    for i, player in enumerate(order):
        assert state.to_move == player
        state = _pass(state)
        assert state.actions_taken == 0
        if i < players - 1:
            assert state.to_move == order[i + 1]
    assert state.round == 2
    # one card used, one drawn: every hand is back at 8
    assert [len(p.hand) for p in state.players] == [8] * players


@pytest.mark.rule("R-FLOW-FIRST-ROUND")
def test_two_actions_in_the_first_rail_round() -> None:
    state = Position(players=2, seed=6, era=Era.RAIL, round=1).state
    state = _pass(state)
    assert state.to_move == 0 and state.actions_taken == 1
    state = _pass(state)
    assert state.to_move == 1


@pytest.mark.rule("R-FLOW-FIRST-ROUND")
def test_two_actions_in_the_second_canal_round() -> None:
    state = Position(players=2, seed=6, era=Era.CANAL, round=2).state
    assert _pass(state).to_move == 0


@pytest.mark.rule("R-FLOW-FIRST-ROUND")
@pytest.mark.parametrize("players", COUNTS)
def test_first_rail_round_of_a_real_game_has_two_actions(players: int) -> None:
    for r in LOGS[(players, 1)]:
        if r["era"] is Era.RAIL and r["round"] == 1:
            assert r["actions"] == {p: 2 for p in range(players)}
            break
    else:  # pragma: no cover
        pytest.fail("no rail round")


# ----- R-FLOW-REFILL -----------------------------------------------------------------------------


@pytest.mark.rule("R-FLOW-REFILL")
@pytest.mark.parametrize(("players", "seed"), list(LOGS))
def test_hands_at_the_start_of_each_round(players: int, seed: int) -> None:
    for era in (Era.CANAL, Era.RAIL):
        rounds = [r for r in LOGS[(players, seed)] if r["era"] is era]
        sizes = [r["hands"] for r in rounds]
        assert all(len(set(s)) == 1 for s in sizes)  # type: ignore[arg-type]
        firsts = [s[0] for s in sizes]  # type: ignore[index]
        assert firsts == [8] * (ROUNDS[players] - 3) + [6, 4, 2]
        decks = [r["deck"] for r in rounds]
        assert decks[-4] == 0 and all(d > 0 for d in decks[:-4])  # type: ignore[operator]


@pytest.mark.rule("R-FLOW-REFILL")
def test_the_player_draws_back_to_eight_after_their_turn() -> None:
    state = Position(players=2, seed=1, round=3).state
    deck = len(state.deck)
    state = _pass(_pass(state))
    assert len(state.players[0].hand) == 8
    assert len(state.deck) == deck - 2


@pytest.mark.rule("R-FLOW-REFILL")
def test_the_player_draws_only_what_the_deck_holds() -> None:
    pos = Position(players=2, seed=1, round=3).deck(["Leek"])
    state = _pass(_pass(pos.state))
    assert len(state.players[0].hand) == 7
    assert state.deck == ()
    assert "Leek" in state.players[0].hand


@pytest.mark.rule("R-FLOW-REFILL")
def test_no_draw_between_two_actions_of_a_turn() -> None:
    state = Position(players=2, seed=1, round=3).state
    deck = state.deck
    state = _pass(state)
    assert len(state.players[0].hand) == 7 and state.deck == deck


@pytest.mark.rule("R-FLOW-REFILL")
def test_the_last_card_of_the_era() -> None:
    state = last_round(Position(players=2, seed=1)).state
    state = _pass(_pass(_pass(state)))
    last = state.to_move
    assert last is not None and len(state.players[last].hand) == 1
    state = _pass(state)
    assert state.era is Era.RAIL and state.round == 1
    assert [len(p.hand) for p in state.players] == [8, 8]


# ----- R-FLOW-SPEND ------------------------------------------------------------------------------


def _spent(state: br.GameState, player: int) -> int:
    return state.players[player].spent


@pytest.mark.rule("R-FLOW-SPEND")
def test_a_canal_link_is_money_spent_and_goes_to_the_bank() -> None:
    state = Position(players=2, seed=1).hand(0, ["Leek", "Stone"]).state
    network = next(m for m in br.legal_moves(state) if isinstance(m, br.Network))
    after = br.apply(state, network)
    assert _spent(after, 0) == 3
    assert after.players[0].money == 17 - 3
    assert after.bank == state.bank + 3


@pytest.mark.rule("R-FLOW-SPEND")
def test_coal_bought_from_the_market_counts_as_spent() -> None:
    # a manufacturer I (£8 + 1 coal) in Birmingham, no coal mine: the coal comes from the market
    pos = (
        Position(players=2, seed=1)
        .hand(0, ["Birmingham", "Stone"])
        .link("Birmingham", "Oxford", owner=1)
    )
    state = pos.state
    move = br.Build("Birmingham", Industry.MANUFACTURER, "Birmingham", slot=1, coal=(br.MARKET,))
    assert br.validate(state, move) == ()
    after = br.apply(state, move)
    coal_price = comp.COAL_MARKET.buy_price(state.coal_market)
    assert _spent(after, 0) == 8 + coal_price
    assert after.players[0].money == 17 - 8 - coal_price


@pytest.mark.rule("R-FLOW-SPEND")
def test_iron_bought_for_a_develop_counts_as_spent() -> None:
    state = Position(players=2, seed=1).hand(0, ["Leek", "Stone"]).state
    first = br.Develop(Industry.COTTON, card="Leek", iron=(br.MARKET,))
    state = br.apply(state, first)
    price = comp.IRON_MARKET.buy_price(8)
    assert _spent(state, 0) == price and state.players[0].money == 17 - price
    second = br.Develop(Industry.COTTON, iron=(br.MARKET,))
    state = br.apply(state, second)
    price2 = comp.IRON_MARKET.buy_price(7)
    assert _spent(state, 0) == price + price2
    assert state.bank == price + price2


@pytest.mark.rule("R-FLOW-SPEND")
def test_money_received_does_not_reduce_spending() -> None:
    state = Position(players=2, seed=1).spent(0, 5).hand(0, ["Leek", "Stone"]).state
    after = br.apply(state, br.Loan("Leek"))
    assert after.players[0].money == 17 + 30
    assert _spent(after, 0) == 5
    assert after.bank == state.bank - 30


@pytest.mark.rule("R-FLOW-SPEND")
def test_a_coal_mine_selling_to_the_market_pays_the_owner_but_counts_its_cost() -> None:
    pos = (
        Position(players=2, seed=1)
        .hand(0, ["Dudley", "Stone"])
        .link("Birmingham", "Oxford", owner=1)
        .link("Birmingham", "Dudley", owner=1)
        .markets(coal=10)
    )
    state = pos.state
    move = br.Build("Dudley", Industry.COAL, "Dudley", slot=0)
    after = br.apply(state, move)
    assert _spent(after, 0) == 5  # the tile's cost; the £ from the market sale is not subtracted
    assert after.players[0].money > 17 - 5
    assert sum(p.money for p in after.players) + after.bank == 34


@pytest.mark.rule("R-FLOW-SPEND")
def test_pass_scout_and_loan_spend_nothing() -> None:
    state = Position(players=2, seed=1, round=3).hand(0, ["Leek", "Stone", "Stone", "Dudley"]).state
    state = br.apply(state, br.Scout(("Leek", "Stone", "Stone")))
    assert _spent(state, 0) == 0
    state = br.apply(state, br.Pass("Dudley"))
    assert state.to_move == 1
    assert _spent(state, 0) == 0


# ----- R-FLOW-ROUND-END / R-FLOW-ORDER / R-FLOW-INCOME -------------------------------------------


def _end_of_round(players: int, **kw: object) -> Position:
    """The last player in turn order (player players-1) about to take the last action."""
    pos = Position(players=players, seed=3, round=3).set(turn=players - 1, actions_taken=1)
    return pos.hand(players - 1, ["Leek"])


@pytest.mark.rule("R-FLOW-ROUND-END")
def test_round_end_sets_order_then_pays_income_then_next_round() -> None:
    pos = _end_of_round(3).spent(0, 10).spent(1, 0).spent(2, 4)
    pos = pos.income(0, _space(2)).income(1, _space(5)).income(2, _space(0))
    state = pos.state
    assert state.turn_order == (0, 1, 2)
    after = _pass(state)
    assert after.turn_order == (1, 2, 0)
    assert [p.spent for p in after.players] == [0, 0, 0]
    assert [p.money for p in after.players] == [19, 22, 17]
    assert after.round == 4 and after.era is Era.CANAL
    assert after.turn == 0 and after.actions_taken == 0 and after.to_move == 1


@pytest.mark.rule("R-FLOW-ROUND-END")
def test_last_canal_order_is_the_first_rail_order() -> None:
    pos = last_round(Position(players=3, seed=3))
    state = pos.state
    order = state.turn_order
    # the first player in order spends £3 on a canal link, the others pass
    state = br.apply(state, next(m for m in br.legal_moves(state) if isinstance(m, br.Network)))
    while state.era is Era.CANAL:
        state = _pass(state)
    assert state.era is Era.RAIL and state.round == 1
    assert state.turn_order == (*order[1:], order[0])
    assert state.to_move == order[1]


@pytest.mark.rule("R-FLOW-ROUND-END")
def test_last_canal_round_pays_income_before_the_era_end() -> None:
    pos = last_round(Position(players=2, seed=3)).income(0, _space(4)).income(1, _space(-2))
    after = _pass(_pass(_pass(_pass(pos.state))))
    assert after.era is Era.RAIL
    assert [p.money for p in after.players] == [21, 15]


@pytest.mark.rule("R-FLOW-ROUND-END")
def test_debt_is_settled_before_level_one_tiles_leave_the_board() -> None:
    pos = (
        last_round(Position(players=2, seed=3))
        .income(1, _space(-4))
        .money(1, 0)
        .tile("Stone", 0, owner=1, industry="cotton", level=1)
    )
    state = pos.state
    for _ in range(4):
        state = _pass(state)
    # the era has not ended: player 1 must first sell a tile for debt, on the Canal board
    assert state.in_debt_phase and state.era is Era.CANAL and state.to_move == 1
    assert br.legal_moves(state) == (br.SellForDebt(br.TileRef("Stone", 0)),)
    after = br.apply(state, br.SellForDebt(br.TileRef("Stone", 0)))
    assert after.era is Era.RAIL and not after.in_debt_phase
    assert after.players[1].money == 6 - 4


@pytest.mark.rule("R-FLOW-ORDER")
def test_least_spent_goes_first() -> None:
    pos = _end_of_round(4).spent(0, 7).spent(1, 3).spent(2, 20).spent(3, 0)
    after = _pass(pos.state)
    assert after.turn_order == (3, 1, 0, 2)


@pytest.mark.rule("R-FLOW-ORDER")
def test_ties_keep_the_previous_relative_order() -> None:
    pos = _end_of_round(4).set(turn_order=(2, 0, 3, 1)).spent(0, 5).spent(1, 5).spent(2, 5)
    pos = pos.spent(3, 5).hand(1, ["Leek"])
    after = _pass(pos.state)
    assert after.turn_order == (2, 0, 3, 1)


@pytest.mark.rule("R-FLOW-ORDER")
def test_partial_ties_keep_relative_order() -> None:
    pos = _end_of_round(4).set(turn_order=(3, 1, 2, 0)).hand(0, ["Leek"])
    pos = pos.spent(3, 9).spent(1, 2).spent(2, 9).spent(0, 2)
    after = _pass(pos.state)
    assert after.turn_order == (1, 0, 3, 2)


@pytest.mark.rule("R-FLOW-ORDER")
def test_spending_is_reset_and_negative_income_is_not_spending() -> None:
    pos = _end_of_round(2).spent(0, 5).spent(1, 9).income(0, _space(-3))
    after = _pass(pos.state)
    assert [p.spent for p in after.players] == [0, 0]
    assert after.players[0].money == 14
    assert after.turn_order == (0, 1)


@pytest.mark.rule("R-FLOW-ORDER")
def test_order_changes_only_at_round_end() -> None:
    pos = Position(players=2, seed=3, round=3).spent(0, 50)
    state = _pass(_pass(pos.state))
    assert state.turn_order == (0, 1) and state.to_move == 1


@pytest.mark.rule("R-FLOW-INCOME")
@pytest.mark.parametrize(("space", "delta"), [(10, 0), (_space(1), 1), (99, 30), (_space(-1), -1)])
def test_income_level_is_received_or_paid(space: int, delta: int) -> None:
    pos = _end_of_round(2).income(0, space).income(1, space)
    state = pos.state
    after = _pass(state)
    assert [p.money for p in after.players] == [17 + delta, 17 + delta]
    assert after.bank == state.bank - 2 * delta
    assert [p.income_space for p in after.players] == [space, space]


@pytest.mark.rule("R-FLOW-INCOME")
def test_no_income_after_the_final_rail_round() -> None:
    pos = last_round(Position(players=2, seed=3), era=Era.RAIL)
    pos = pos.income(0, _space(10)).income(1, _space(-5)).money(1, 0)
    state = pos.state
    for _ in range(4):
        state = _pass(state)
    assert state.is_over
    assert [p.money for p in state.players] == [17, 0]
    assert not state.in_debt_phase


@pytest.mark.rule("R-FLOW-INCOME")
def test_income_after_the_last_canal_round_of_the_full_game() -> None:
    pos = last_round(Position(players=2, seed=3)).income(0, _space(3)).income(1, _space(3))
    state = pos.state
    for _ in range(4):
        state = _pass(state)
    assert state.era is Era.RAIL
    assert [p.money for p in state.players] == [20, 20]


@pytest.mark.rule("R-FLOW-INCOME")
def test_no_income_after_the_last_canal_round_of_the_intro_game() -> None:
    pos = last_round(Position(players=2, seed=3, variant=br.Variant.INTRO))
    pos = pos.income(0, _space(3)).income(1, _space(3))
    state = pos.state
    for _ in range(4):
        state = _pass(state)
    assert state.is_over and state.era is Era.CANAL
    assert [p.money for p in state.players] == [17, 17]


@pytest.mark.rule("R-FLOW-INCOME")
def test_income_at_the_end_of_the_second_to_last_rail_round() -> None:
    pos = last_round(Position(players=2, seed=3), era=Era.RAIL).set(round=9)
    pos = pos.deck(["Leek"] * 8).income(0, _space(3)).income(1, _space(3))
    state = pos.state
    for _ in range(4):
        state = _pass(state)
    assert not state.is_over and state.round == 10
    assert [p.money for p in state.players] == [20, 20]


# ----- R-FLOW-DEBT -------------------------------------------------------------------------------


def _debt(pos: Position) -> br.GameState:
    """Play the last action of the round from *pos* (set by _end_of_round)."""
    return _pass(pos.state)


def _debtor(level: int = -3, money: int = 1, players: int = 2, vp: int = 0) -> Position:
    return _end_of_round(players).income(0, _space(level)).money(0, money).vp(0, vp)


@pytest.mark.rule("R-FLOW-DEBT")
def test_negative_income_is_paid_from_money_when_enough() -> None:
    after = _debt(_debtor(level=-3, money=3))
    assert not after.in_debt_phase
    assert after.players[0].money == 0


@pytest.mark.rule("R-FLOW-DEBT")
def test_short_of_money_the_player_chooses_tiles_to_remove() -> None:
    pos = (
        _debtor(level=-3, money=1)
        .tile("Stone", 0, owner=0, industry="cotton", level=1)  # £12 -> £6
        .tile("Dudley", 0, owner=0, industry="coal", level=1, resources=2)  # £5 -> £2
        .tile("Dudley", 1, owner=1, industry="iron", level=1, resources=2)  # not theirs
        .link("Birmingham", "Dudley", owner=0)
    )
    state = _debt(pos)
    assert state.in_debt_phase and state.to_move == 0 and state.debts == (3, 0)
    moves = br.legal_moves(state)
    assert set(moves) == {
        br.SellForDebt(br.TileRef("Stone", 0)),
        br.SellForDebt(br.TileRef("Dudley", 0)),
    }
    # the coal mine gives £2: 1 + 2 = 3 covers the debt exactly; the player stops there
    income = state.players[0].income_space
    after = br.apply(state, br.SellForDebt(br.TileRef("Dudley", 0)))
    assert not after.in_debt_phase
    assert after.players[0].money == 0
    assert after.tiles[br.board.BIRMINGHAM.slot("Dudley", 0).index] is None
    assert after.tiles[br.board.BIRMINGHAM.slot("Stone", 0).index] is not None
    assert after.players[0].income_space == income  # the marker does not move
    assert after.links == state.links  # links are never removed
    assert after.round == 4 and after.to_move == after.turn_order[0]


@pytest.mark.rule("R-FLOW-DEBT")
def test_surplus_is_kept() -> None:
    pos = _debtor(level=-3, money=1).tile("Stone", 0, owner=0, industry="cotton", level=1)
    state = _debt(pos)
    before = sum(p.money for p in state.players) + state.bank
    after = br.apply(state, br.SellForDebt(br.TileRef("Stone", 0)))
    assert after.players[0].money == 1 + 6 - 3
    assert after.players[0].vp == 0
    assert sum(p.money for p in after.players) + after.bank == before


@pytest.mark.rule("R-FLOW-DEBT")
def test_tiles_are_removed_one_at_a_time_until_covered() -> None:
    pos = (
        _debtor(level=-8, money=0)
        .tile("Dudley", 0, owner=0, industry="coal", level=1, resources=1)  # £2
        .tile("Stone", 0, owner=0, industry="brewery", level=1, resources=1)  # £2
        .tile("Birmingham", 1, owner=0, industry="manufacturer", level=1, flipped=True)  # £4
    )
    state = _debt(pos)
    state = br.apply(state, br.SellForDebt(br.TileRef("Dudley", 0)))
    assert state.in_debt_phase and state.players[0].money == 2
    state = br.apply(state, br.SellForDebt(br.TileRef("Stone", 0)))
    assert state.in_debt_phase and state.players[0].money == 4
    state = br.apply(state, br.SellForDebt(br.TileRef("Birmingham", 1)))
    assert not state.in_debt_phase
    assert state.players[0].money == 0 and state.players[0].vp == 0


@pytest.mark.rule("R-FLOW-DEBT")
def test_zero_value_tiles_cannot_be_removed() -> None:
    pos = (
        _debtor(level=-3, money=0, vp=10)
        .tile("Stafford", 1, owner=0, industry="pottery", level=2)  # £0
        .tile("Coventry", 0, owner=0, industry="pottery", level=4)  # £0
        .tile("Stone", 0, owner=0, industry="cotton", level=1)
    )
    state = _debt(pos)
    assert br.legal_moves(state) == (br.SellForDebt(br.TileRef("Stone", 0)),)
    bad = br.validate(state, br.SellForDebt(br.TileRef("Stafford", 1)))
    assert rules_of(bad) == ["R-FLOW-DEBT"]


@pytest.mark.rule("R-FLOW-DEBT")
def test_vp_lost_when_only_zero_value_tiles_remain() -> None:
    pos = _debtor(level=-3, money=1, vp=10).tile(
        "Stafford", 1, owner=0, industry="pottery", level=2
    )
    after = _debt(pos)
    assert not after.in_debt_phase
    assert after.players[0].money == 0 and after.players[0].vp == 8
    assert after.tiles == pos.state.tiles


@pytest.mark.rule("R-FLOW-DEBT")
def test_vp_lost_after_the_last_tile_is_removed() -> None:
    pos = _debtor(level=-8, money=0, vp=10).tile("Dudley", 0, owner=0, industry="coal", level=1)
    state = _debt(pos)
    after = br.apply(state, br.SellForDebt(br.TileRef("Dudley", 0)))
    assert not after.in_debt_phase
    assert after.players[0].money == 0
    assert after.players[0].vp == 10 - (8 - 2)


@pytest.mark.rule("R-FLOW-DEBT")
def test_vp_never_below_zero() -> None:
    after = _debt(_debtor(level=-10, money=2, vp=3))
    assert after.players[0].vp == 0 and after.players[0].money == 0
    assert not after.in_debt_phase


@pytest.mark.rule("R-FLOW-DEBT")
def test_only_sell_for_debt_is_legal_in_the_debt_phase() -> None:
    pos = _debtor(level=-3, money=0).tile("Stone", 0, owner=0, industry="cotton", level=1)
    state = _debt(pos)
    assert all(isinstance(m, br.SellForDebt) for m in br.legal_moves(state))
    card = state.players[0].hand[0]
    for move in (br.Pass(card), br.Loan(card), br.End()):
        assert rules_of(br.validate(state, move)) == ["R-FLOW-DEBT"]
        with pytest.raises(br.IllegalMoveError):
            br.apply(state, move)


@pytest.mark.rule("R-FLOW-DEBT")
def test_other_players_tiles_and_empty_slots_cannot_be_removed() -> None:
    pos = (
        _debtor(level=-3, money=0)
        .tile("Stone", 0, owner=0, industry="cotton", level=1)
        .tile("Leek", 0, owner=1, industry="cotton", level=1)
    )
    state = _debt(pos)
    bad = ("Leek", 0), ("Leek", 1), ("Atlantis", 0), ("Dudley", 7), ("Oxford", 0), ("Stone", -1)
    for tile in (br.TileRef(location, slot) for location, slot in bad):
        assert rules_of(br.validate(state, br.SellForDebt(tile))) == ["R-FLOW-DEBT"]


@pytest.mark.rule("R-FLOW-DEBT")
def test_sell_for_debt_is_illegal_outside_the_debt_phase() -> None:
    pos = Position(players=2, seed=1).tile("Stone", 0, owner=0, industry="cotton", level=1)
    state = pos.state
    assert rules_of(br.validate(state, br.SellForDebt(br.TileRef("Stone", 0)))) == ["R-FLOW-DEBT"]
    assert not any(isinstance(m, br.SellForDebt) for m in br.legal_moves(state))


@pytest.mark.rule("R-FLOW-DEBT")
def test_debtors_decide_in_turn_order() -> None:
    pos = (
        _end_of_round(3)
        .set(turn_order=(2, 1, 0))
        .hand(0, ["Leek"])
        .hand(2, [])
        .income(1, _space(-2))
        .money(1, 0)
        .tile("Stone", 0, owner=1, industry="cotton", level=1)
        .income(2, _space(-2))
        .money(2, 1)
        .tile("Leek", 0, owner=2, industry="cotton", level=1)
    )
    state = _pass(pos.state)
    assert state.in_debt_phase
    assert state.to_move == 2
    assert rules_of(br.validate(state, br.SellForDebt(br.TileRef("Stone", 0)), player=1)) == [
        "R-GEN-TURN"
    ]
    state = br.apply(state, br.SellForDebt(br.TileRef("Leek", 0)))
    assert state.in_debt_phase and state.to_move == 1
    state = br.apply(state, br.SellForDebt(br.TileRef("Stone", 0)))
    assert not state.in_debt_phase
    assert [p.money for p in state.players] == [17, 4, 5]


@pytest.mark.rule("R-FLOW-DEBT")
def test_one_round_end_settles_each_debtor_its_own_way() -> None:
    """Three players short at the same round end: one with no tile loses VP, one with a tile
    owes the rest (the debt phase is theirs alone), one pays from money; the bank gets what
    was paid, and the next round starts only once the debt is paid."""
    pos = (
        _end_of_round(3)
        .set(turn_order=(2, 1, 0))
        .hand(0, ["Leek"])
        .income(0, _space(-3))
        .money(0, 1)
        .vp(0, 5)
        .income(1, _space(-2))
        .money(1, 0)
        .tile("Stone", 0, owner=1, industry="cotton", level=1)
        .income(2, _space(-2))
        .money(2, 7)
    )
    before = pos.state
    state = _pass(before)
    assert state.debts == (0, 2, 0) and state.to_move == 1 and state.round == before.round
    assert [p.money for p in state.players] == [0, 0, 5]
    assert [p.vp for p in state.players] == [3, 0, 0]  # £1 paid, £2 in VP
    assert state.bank == before.bank + 1 + 2
    state = br.apply(state, br.SellForDebt(br.TileRef("Stone", 0)))
    assert not state.in_debt_phase and state.round == before.round + 1 and state.turn == 0
    assert [p.money for p in state.players] == [0, 4, 5]  # £12 // 2 = 6, 2 of it owed
    assert [p.spent for p in state.players] == [0, 0, 0]


@pytest.mark.rule("R-FLOW-DEBT")
def test_resources_on_a_removed_tile_go_back_to_the_supply() -> None:
    pos = _debtor(level=-3, money=0).tile(
        "Dudley", 0, owner=0, industry="coal", level=2, resources=3
    )
    state = _debt(pos)
    coal_market = state.coal_market
    after = br.apply(state, br.SellForDebt(br.TileRef("Dudley", 0)))
    assert after.coal_market == coal_market
    assert after.tiles[br.board.BIRMINGHAM.slot("Dudley", 0).index] is None
    assert after.players[0].money == 0  # £7 // 2 = 3 exactly covers £3
