"""Negative and edge cases (and a few positive ones) per rule, filling the gaps the rule-coverage
meta-test lists: one small test per point, named by its kind."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.errors import SetupError
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data import BY_ID, CARDS, SPECIAL
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.moves import Act, Buy, EndTurn, Enter, Feed, Repay, Sell, TakeOffer
from brass_rules.le_havre.ops import count_kind, owner_of, symbols
from brass_rules.le_havre.payments import energy_payments, food_payments, material_payments
from brass_rules.le_havre.state import GameState, Phase
from tests.le_havre.builder import (
    after_main,
    bag,
    game,
    on_top,
    own,
    rules,
    run,
    town,
    with_player,
)


def _me(players: int = 2, short: bool = False, seed: int = 1, **changes: object) -> tuple[
    GameState, int
]:  # fmt: skip
    s = game(players, short=short, seed=seed)
    return with_player(s, s.active, **changes), s.active


def _final(players: int = 2) -> GameState:
    s = game(players, seed=4)
    return evolve(s, round=s.rounds + 1, step=1, active=s.start_player, phase=Phase.MAIN)


def _pay_francs(s: GameState) -> GameState:
    """Pay the first food due in francs."""
    return lh.apply(s, next(m for m in lh.legal_moves(s) if isinstance(m, Feed)
                            and m.good == "francs"))  # fmt: skip


def _acts(s: GameState) -> list[Act]:
    return [m for m in lh.legal_moves(s) if isinstance(m, Act)]


# --- LH-GEN ---------------------------------------------------------------------------------


@pytest.mark.rule("LH-GEN-TURN")
def test_positive_negative_only_the_active_player_takes_a_main_action_or_buys() -> None:
    s, me = _me(3, francs=50)
    assert all(m in lh.legal_moves(s) for m in (TakeOffer("wood"), Buy("B1")))
    other = (me + 1) % 3
    s = own(with_player(s, other, francs=50), other, "03")
    assert lh.out_of_turn_moves(s, other) == (Sell("03", other),)  # no main action, no purchase
    assert lh.apply(s, Buy("B1")).players[me].buildings == ("B1",)  # the active player's purchase


@pytest.mark.rule("LH-GEN-TURN", "LH-END-OVER")
def test_edge_the_solo_player_always_moves_until_the_end() -> None:
    s = game(1, short=True, seed=3)
    while not s.is_over:
        assert s.to_move == 0
        s = lh.apply(s, lh.legal_moves(s)[0])
    assert s.to_move is None and lh.legal_moves(s) == ()


@pytest.mark.rule("LH-GEN-ATOMIC", "LH-PAY-FRANCS")
def test_edge_the_last_franc_buys_and_one_short_buys_nothing() -> None:
    s, me = _me(francs=4)
    s = town(s, "03")
    assert lh.apply(s, Buy("B1")).players[me].francs == 0  # price 4, exactly
    poor = with_player(s, me, francs=3)
    assert rules(poor, Buy("B1")) == {"LH-PAY-FRANCS"}
    assert lh.dump_state(poor) == lh.dump_state(with_player(s, me, francs=3))


@pytest.mark.rule("LH-PAY-FRANCS", "LH-LOAN-REPAY")
def test_negative_francs_never_go_below_zero_for_a_repayment() -> None:
    s, me = _me(francs=9, loans=2)
    assert rules(s, Repay(2)) == {"LH-LOAN-REPAY"}
    assert lh.apply(s, Repay(1)).players[me].francs == 4


@pytest.mark.rule("LH-GEN-UNLIMITED", "LH-LOAN-LIMIT")
def test_negative_no_token_or_loan_runs_out() -> None:
    s, me = _me(loans=40, francs=0, goods={})
    s = evolve(s, phase=Phase.FEEDING, dues=(lh.state.Due(me, "food", 9),))
    t = lh.apply(s, lh.Borrow())
    assert t.players[me].loans == 43  # far beyond the 11 cards
    u = evolve(game(2), offers=game(2).offers.with_count("fish", 10_000))
    assert lh.apply(u, TakeOffer("fish")).players[u.active].goods["fish"] == 10_000


@pytest.mark.rule("LH-GEN-PUBLIC", "LH-HIDDEN-REST", "LH-HIDDEN-VIEW")
def test_negative_edge_an_observation_hides_nothing_public_even_for_five_players() -> None:
    s = game(5, seed=9)
    for i in range(5):
        s = with_player(s, i, francs=i, loans=i, goods={"fish": i})
    for i in range(5):
        v = lh.observe(s, i).view
        assert v.players == s.players and v.proposals == s.proposals and v.town == s.town
        assert v.offers == s.offers and v.ship_stacks == s.ship_stacks
        assert v.specials != s.specials  # only the hidden parts differ


@pytest.mark.rule("LH-GEN-NO-TRADE", "LH-ENTER-FEE-TO")
def test_negative_edge_a_town_fee_goes_to_nobody_and_an_own_building_costs_nothing() -> None:
    s, me = _me(3, goods={"fish": 4, "wood": 1}, francs=0)
    s = town(s, "08")
    before = [p.francs for p in s.players]
    t = lh.apply(s, Enter("08", bag(fish=2)))  # the town's Smokehouse: the fee leaves the game
    assert [p.francs for i, p in enumerate(t.players) if i != me] == [
        f for i, f in enumerate(before) if i != me
    ]
    assert all(p.goods["fish"] == 0 for i, p in enumerate(t.players) if i != me)
    mine = own(s, me, "08")
    assert rules(mine, Enter("08", bag(fish=2))) == {"LH-ENTER-FEE"}  # no fee to oneself


@pytest.mark.rule("LH-GEN-RANDOM", "LH-SETUP-SUPPLY-TILES", "LH-SETUP-START-PLAYER")
def test_negative_edge_seeds_decide_setups_and_bad_seeds_are_refused() -> None:
    a, b = game(4, seed=2**64 - 1), game(4, seed=2**64 - 1)
    assert a == b
    tiles = {game(4, seed=k).tiles for k in range(30)}
    starts = {game(4, seed=k).start_player for k in range(30)}
    assert len(tiles) > 1 and starts == {0, 1, 2, 3}
    assert all(sorted(t) == list(range(1, 8)) for t in tiles)
    for bad in (2**64, 1.5, "1", True):
        with pytest.raises(SetupError):
            lh.new_game(2, bad)  # type: ignore[arg-type]


@pytest.mark.rule("LH-GEN-ROUND-DOWN", "LH-SELL-PRICE")
def test_negative_no_fraction_is_ever_rounded_up_for_the_player() -> None:
    s, me = _me(3, goods={"grain": 1, "wood": 1}, francs=0)
    s = own(s, me, "05")
    t = lh.apply(s, Enter("05"))  # 1 bread: 1 energy paid (half up), 0 francs (half down)
    assert t.players[me].francs == 0 and t.players[me].goods["wood"] == 0
    assert all(BY_ID[c].value % 2 == 0 for c in BY_ID if BY_ID[c].value)


@pytest.mark.rule("LH-GEN-CHANGE", "LH-PAY-NO-REFUND")
def test_negative_edge_no_change_for_food_tokens_but_francs_pay_exactly() -> None:
    pays = food_payments(bag(meat=1), 5, 2)
    assert (bag(meat=1), 0) in pays and (bag(), 2) in pays
    assert all(francs <= 2 for _, francs in pays)
    assert food_payments(bag(), 1, 2) == []  # one franc short


# --- LH-GOODS --------------------------------------------------------------------------------


@pytest.mark.rule("LH-GOODS-SIDES", "LH-GOODS-UPGRADE")
def test_negative_edge_only_basic_goods_upgrade_and_only_by_a_building() -> None:
    s, me = _me(3, goods={"smoked_fish": 5, "wood": 3}, francs=0)
    s = own(s, me, "08")
    assert rules(s, Enter("08")) == {"LH-ENTER-USABLE"}  # smoked fish cannot be smoked again
    t = own(with_player(s, me, goods={"wood": 1}), me, "07")
    u = lh.apply(t, Enter("07"))  # the last wood becomes charcoal
    assert dict(u.players[me].goods) == {"charcoal": 1}


@pytest.mark.rule("LH-GOODS-ENERGY", "LH-PAY-ENERGY")
def test_edge_one_coke_pays_ten_and_nothing_else_counts() -> None:
    assert energy_payments(bag(coke=1), 10) == [bag(coke=1)]
    assert energy_payments(bag(coke=1), 11) == []
    assert energy_payments(bag(steel=5, meat=5, iron=5), 1) == []


@pytest.mark.rule("LH-GOODS-SUBSTITUTE", "LH-PAY-MATERIALS")
def test_edge_every_mix_of_substitutes_and_never_the_other_way() -> None:
    pays = material_payments(bag(clay=1, brick=2, iron=1, steel=1), bag(clay=2, iron=2))
    assert bag(clay=1, brick=1, iron=1, steel=1) in pays
    assert bag(brick=2, iron=1, steel=1) in pays
    assert material_payments(bag(clay=2), bag(brick=1)) == []  # clay never pays for brick
    assert material_payments(bag(iron=1), bag(steel=1)) == []


@pytest.mark.rule("LH-GOODS-NOT-MONEY", "LH-BLD-SALE")
def test_edge_francs_cannot_be_shipped_or_sold() -> None:
    s, me = _me(3, goods={"coal": 1}, francs=99)
    s = own(with_player(s, me, ships=("S02",)), me, "18")
    assert rules(s, Enter("18")) == {"LH-ENTER-USABLE"}  # a ship, energy, but only francs
    t = own(with_player(s, me, goods={}), me, "27")
    assert rules(t, Enter("27")) == {"LH-ENTER-USABLE"}


# --- LH-PAY ----------------------------------------------------------------------------------


@pytest.mark.rule("LH-PAY-ENERGY-COMBINED", "LH-BLD-ENERGY-HOOK")
def test_negative_energy_is_one_payment_never_split_into_a_superfluous_second() -> None:
    s, me = _me(3, goods={"iron": 2, "coke": 1, "wood": 5}, francs=0)
    s = own(s, me, "23")
    t = lh.apply(s, Enter("23"))
    two = [a for a in _acts(t) if a.give["iron"] == 2]
    assert two == [Act(give=bag(iron=2), energy=bag(coke=1))]  # 10 energy: not coke + wood


@pytest.mark.rule("LH-PAY-GAINS-AFTER", "LH-BLD-UPGRADE")
def test_negative_edge_gains_never_pay_the_step_that_makes_them() -> None:
    s, me = _me(3, goods={"coal": 2}, francs=0)
    s = own(s, me, "25")  # Cokery: coal -> coke; the coke made cannot pay anything in the step
    t = lh.apply(s, Enter("25"))
    assert {a.give["coal"] for a in _acts(t)} == {1, 2}
    s2, me2 = _me(3, goods={"grain": 2}, francs=0)
    s2 = own(s2, me2, "05")
    assert rules(s2, Enter("05")) == {"LH-ENTER-USABLE"}  # no energy: the bread cannot bake


# --- LH-SETUP --------------------------------------------------------------------------------


@pytest.mark.rule("LH-SETUP-PLAYERS", "LH-SETUP-LENGTH", "LH-SETUP-SOLO", "LH-SETUP-TWO")
@pytest.mark.parametrize(
    ("players", "short", "rounds"), [(1, True, 4), (1, False, 7), (5, True, 15), (5, False, 20)]
)
def test_edge_one_and_five_players_short_and_full(players: int, short: bool, rounds: int) -> None:
    s = game(players, short=short)
    assert s.rounds == rounds and len(s.players) == players
    assert len(s.specials) == (0 if short else 6)


@pytest.mark.rule("LH-SETUP-PLAYERS", "LH-SETUP-LENGTH", "LH-SETUP-SHORT")
@pytest.mark.parametrize("bad", [0, 6, -1, True])
def test_negative_player_counts_outside_one_to_five(bad: int) -> None:
    with pytest.raises(SetupError):
        lh.new_game(bad, 1)
    with pytest.raises(SetupError):
        lh.new_game(2, 1, short=1)  # type: ignore[arg-type]


@pytest.mark.rule("LH-SETUP-PIECES", "LH-SETUP-MONEY", "LH-SETUP-LOANS")
@pytest.mark.parametrize(("players", "short"), [(1, False), (5, True)])
def test_negative_edge_nobody_starts_with_a_building_a_disc_out_or_a_loan(
    players: int, short: bool
) -> None:
    s = game(players, short=short)
    for p in s.players:
        assert p.disc is None and p.buildings == () and p.loans == 0 and p.francs == 5
    assert all(owner_of(s, b) == -1 or owner_of(s, b) is not None for b in s.town)


@pytest.mark.rule("LH-SETUP-OFFERS", "LH-SUPPLY-TAKE", "LH-SUPPLY-MOVE")
@pytest.mark.parametrize("short", [False, True])
def test_negative_edge_only_the_first_tile_has_supplied_and_nothing_else(short: bool) -> None:
    s = game(5, short=short, seed=8)
    start = (3, 3, 3, 2, 1, 1, 1) if short else (2, 2, 2, 1, 0, 0, 0)
    want = dict(
        zip(("franc", "fish", "wood", "clay", "iron", "grain", "cattle"), start, strict=True)
    )
    for item in TILE[s.tiles[0]].items:
        want[item] += 1
    assert dict(s.offers) == want and s.step == 1  # tiles 2-7 supplied nothing yet


@pytest.mark.rule("LH-SUPPLY-MOVE", "LH-SUPPLY-TAKE", "LH-FLOW-ROUND")
def test_edge_the_seventh_tile_and_back_to_the_first_in_the_next_round() -> None:
    s = game(2, seed=1)
    s = with_player(with_player(s, 0, francs=100), 1, francs=100)
    for _ in range(6):
        s = run(s, TakeOffer(next(k for k, v in s.offers.items() if v)), EndTurn())
    assert s.step == 7
    t = run(s, TakeOffer(next(k for k, v in s.offers.items() if v)), EndTurn())
    while t.dues:
        t = _pay_francs(t)
    assert t.round == 2 and t.step == 1


@pytest.mark.rule("LH-SETUP-TOWN", "LH-BLD-OWNER")
def test_negative_edge_the_start_buildings_belong_to_the_town_until_bought() -> None:
    s, me = _me(francs=50)
    assert {"B1", "B2", "B3"} <= set(s.town)
    assert all(owner_of(s, b) not in range(s.num_players) for b in ("B1", "B2", "B3"))
    t = lh.apply(s, Buy("B3"))
    assert owner_of(t, "B3") == me and "B3" not in t.town
    assert rules(t, Buy("B3")) == {"LH-BUY-BUILDING"}  # a player's building is not for sale


@pytest.mark.rule("LH-SETUP-STANDARD-SELECT", "LH-SETUP-PROPOSALS")
@pytest.mark.parametrize(("players", "short"), [(1, True), (1, False), (5, True), (5, False)])
def test_negative_edge_only_the_ticked_cards_in_three_equal_piles(
    players: int, short: bool
) -> None:
    s = game(players, short=short)
    piled = [c for pile in s.proposals for c in pile]
    ticked = {
        c.id for c in CARDS if c.deck == "standard" and players in (c.short if short else c.full)
    }
    assert set(piled) | {c for c in s.town if c in ticked} == ticked
    assert not set(piled) & set(SPECIAL) and "B1" not in piled
    assert len({len(p) for p in s.proposals}) == 1


@pytest.mark.rule("LH-SETUP-BLACK-MARKET", "LH-SETUP-SPECIALS")
def test_edge_black_market_and_specials_over_many_seeds() -> None:
    for seed in range(40):
        s = game(5, seed=seed)
        assert all(p[0] != "13" for p in s.proposals if p)
        assert len(set(s.specials)) == 6 and set(s.specials) <= set(SPECIAL)
        assert not set(s.specials) & set(s.town)


@pytest.mark.rule("LH-SETUP-SPECIALS", "LH-SETUP-SHORT")
def test_negative_no_special_building_anywhere_in_a_short_game() -> None:
    s = game(4, short=True)
    everywhere = {*s.town, *(c for p in s.proposals for c in p), *s.specials}
    assert not everywhere & set(SPECIAL)


@pytest.mark.rule("LH-SETUP-SHIPS", "LH-SETUP-SHORT-SHIPS", "LH-SETUP-TWO", "LH-SETUP-SOLO")
@pytest.mark.parametrize(("players", "short"), [(3, True), (5, True), (1, False), (2, False)])
def test_negative_edge_no_starting_ships_outside_short_one_and_two_player_games(
    players: int, short: bool
) -> None:
    s = game(players, short=short)
    assert all(p.ships == () for p in s.players) and s.ship_stacks == ((), (), (), ())


@pytest.mark.rule("LH-SETUP-START-PLAYER", "LH-FLOW-ROTATION")
def test_negative_edge_the_start_player_moves_first_and_only_he() -> None:
    for seed in range(5):
        s = game(5, seed=seed)
        assert s.to_move == s.start_player == s.active
        t = run(s, TakeOffer("wood"), EndTurn())
        assert t.active == (s.start_player + 1) % 5


@pytest.mark.rule("LH-SETUP-AIDS")
def test_negative_edge_aids_leave_no_trace_in_positions_of_any_game() -> None:
    for players, short in ((1, True), (5, False)):
        dumped = str(lh.dump_state(game(players, short=short)))
        assert "food_tiles" not in dumped and "overview" not in dumped


@pytest.mark.rule("LH-SETUP-ROUNDS", "LH-ROUND-SHIP")
def test_negative_no_round_card_ship_is_in_play_before_its_round_ends() -> None:
    s = game(3, seed=1)
    assert s.ship_stacks == ((), (), (), ())
    assert rules(with_player(s, s.active, francs=99), Buy("S03")) == {"LH-BUY-SHIP"}


@pytest.mark.rule("LH-SETUP-SHORT-SHIPS", "LH-SELL-SHIP-TO")
def test_negative_edge_the_solo_short_ship_on_the_board_can_be_bought_and_the_sold_one_returns(
) -> None:  # fmt: skip
    s = game(1, short=True)
    assert rules(with_player(s, 0, francs=13), Buy("S03")) == {"LH-PAY-FRANCS"}
    t = lh.apply(with_player(s, 0, francs=14), Buy("S03"))
    assert t.players[0].ships == ("S01", "S03") and t.ship_stacks[0] == ()
    u = lh.apply(t, Sell("S01"))
    assert u.ship_stacks[0] == ("S01",) and u.players[0].francs == 1
    assert rules(u, Buy("S01")) == {"LH-BUY-NO-BUYBACK"}


# --- LH-FLOW, LH-MAIN, LH-OFFER --------------------------------------------------------------


@pytest.mark.rule("LH-FLOW-PHASES", "LH-FLOW-LAST-TURN", "LH-ROUND-LAST", "LH-FINAL-TURNS")
def test_negative_edge_one_player_short_game_four_rounds_then_one_final_turn() -> None:
    s = game(1, short=True, seed=2)
    turns = 0
    while not s.final:
        s = with_player(s, 0, francs=100)
        s = lh.apply(s, lh.legal_moves(s)[0])
        while s.to_move is not None and s.phase is not Phase.MAIN and not s.final:
            s = lh.apply(s, lh.legal_moves(s)[-1] if s.dues else EndTurn())
        if s.phase is Phase.MAIN and not s.final:
            turns += 1
    assert s.round == 5 and s.step == 1
    t = lh.apply(s, EndTurn())
    assert t.is_over  # one final turn, no fifth round


@pytest.mark.rule("LH-FLOW-TURN", "LH-FLOW-END-TURN", "LH-TIME-OWN")
def test_negative_edge_the_turn_cannot_end_inside_an_action_and_ends_after_extras() -> None:
    s, me = _me(3, francs=20, goods={"wood": 2, "clay": 2})
    s = evolve(s, proposals=(("03",), ("10",), s.proposals[2]))
    t = lh.apply(s, Enter("B3", francs=2))  # the Fishery is built at once; a second may follow
    assert t.phase is Phase.ACTION
    assert rules(t, EndTurn()) == {"LH-FLOW-END-TURN"}
    u = lh.apply(t, Act(option="stop"))
    v = run(u, Buy("B1"), Sell("B1"))  # extras after the main action, then the end
    assert lh.apply(v, EndTurn()).active == (me + 1) % 3


@pytest.mark.rule("LH-FLOW-ROTATION", "LH-ROUND-NEXT")
def test_negative_edge_five_players_the_round_does_not_restart_with_the_start_player() -> None:
    s = game(5, seed=1)
    last = (s.start_player + 6) % 5
    s = evolve(s, step=7, active=last)
    s = after_main(s)
    for i in range(5):
        s = with_player(s, i, francs=50)
    t = lh.apply(s, EndTurn())
    while t.dues:
        t = _pay_francs(t)
    assert t.round == 2 and t.active == (last + 1) % 5 != s.start_player


@pytest.mark.rule("LH-MAIN-ALWAYS", "LH-OFFER-NONEMPTY")
@pytest.mark.parametrize("players", [1, 5])
def test_negative_edge_a_main_action_even_with_nothing_and_an_empty_space_is_refused(
    players: int,
) -> None:
    s = game(players, seed=3)
    s = with_player(s, s.active, francs=0, goods={})
    takes = [m for m in lh.legal_moves(s) if isinstance(m, TakeOffer)]
    assert takes and all(s.offers[m.good] for m in takes)
    empty = evolve(s, offers=s.offers.with_count("iron", 0))
    assert rules(empty, TakeOffer("iron")) == {"LH-OFFER-NONEMPTY"}


@pytest.mark.rule("LH-MAIN-ONE", "LH-OFFER-TAKE")
def test_negative_edge_one_token_space_and_no_second_take() -> None:
    s, me = _me()
    s = evolve(s, offers=s.offers.with_count("iron", 1))
    t = lh.apply(s, TakeOffer("iron"))
    assert t.players[me].goods["iron"] == 1 and t.offers["iron"] == 0
    assert rules(t, TakeOffer("wood")) == {"LH-MAIN-ONE"}
    assert rules(t, Enter("B1")) == {"LH-MAIN-ONE"}
    assert rules(s, TakeOffer("steel")) <= {"LH-OFFER-TAKE", "LH-OFFER-NONEMPTY"}


@pytest.mark.rule("LH-OFFER-DISC", "LH-ENTER-DISC-STAYS")
def test_edge_the_disc_stays_through_the_round_end() -> None:
    s = game(2, seed=1)
    s = evolve(s, step=7, active=(s.start_player + 6) % 2)
    me = s.active
    s = own(with_player(s, me, disc="03", francs=50), me, "03")
    s = with_player(s, 1 - me, francs=50)
    t = run(s, TakeOffer("wood"), EndTurn())
    while t.dues:
        t = _pay_francs(t)
    assert t.round == 2 and t.players[me].disc == "03"


# --- LH-ENTER -------------------------------------------------------------------------------


@pytest.mark.rule("LH-ENTER-MOVE", "LH-ENTER-DISC-STAYS")
def test_negative_edge_the_disc_moves_only_by_entering() -> None:
    s, me = _me(goods={"fish": 3, "wood": 1})
    s = town(s, "03", "08")
    t = run(s, Enter("03"), EndTurn())
    assert t.players[me].disc == "03"
    u = run(t, TakeOffer(next(k for k, v in t.offers.items() if v)), EndTurn())
    assert u.players[me].disc == "03"  # another player's turn left it there
    assert rules(u, Enter("03")) == {"LH-ENTER-OCCUPIED"}


@pytest.mark.rule("LH-ENTER-LOCKED")
def test_positive_a_locked_building_works_for_its_owner_without_being_entered() -> None:
    s, me = _me(3, goods={"grain": 4}, francs=0)
    s = own(s, me, "05", "033")  # the Wind Farm: the Bakehouse's 2 energy cost nothing
    t = run(s, Enter("05"), Act(give=bag(grain=4)))  # no energy payment at all
    assert t.players[me].goods["bread"] == 4 and t.players[me].francs == 2
    assert rules(s, Enter("033")) == {"LH-ENTER-LOCKED"}


@pytest.mark.rule("LH-ENTER-FEE", "LH-PAY-FOOD")
def test_negative_edge_a_fee_with_a_superfluous_token_or_too_many_francs_is_refused() -> None:
    s, _ = _me(goods={"fish": 3, "meat": 1, "wood": 1}, francs=5)
    s = town(s, "08")  # 2 food or 1 franc
    assert rules(s, Enter("08", bag(fish=3))) == {"LH-ENTER-FEE"}
    assert rules(s, Enter("08", bag(meat=1, fish=1))) == {"LH-ENTER-FEE"}
    assert rules(s, Enter("08", francs=3)) == {"LH-ENTER-FEE"}
    assert not rules(s, Enter("08", bag(meat=1)))  # 3 food for 2: allowed, no change
    assert not rules(s, Enter("08", francs=1))


@pytest.mark.rule("LH-ENTER-FEE-TO", "LH-GEN-NO-TRADE")
def test_edge_the_owner_receives_the_very_tokens_paid() -> None:
    s, me = _me(3, goods={"meat": 1, "wood": 1, "fish": 1})
    owner = (me + 1) % 3
    s = own(s, owner, "08")
    before = s.players[owner].goods
    t = lh.apply(s, Enter("08", bag(meat=1)))
    assert t.players[owner].goods == before.plus(bag(meat=1))


@pytest.mark.rule("LH-ENTER-MUST-ACT", "LH-ENTER-ACTION")
def test_edge_entering_carries_out_a_forced_step_and_the_turn_waits_for_the_action() -> None:
    s, me = _me(goods={"grain": 3, "wood": 5})
    s = own(s, me, "05")
    t = lh.apply(s, Enter("05"))
    assert t.phase is Phase.ACTION and rules(t, EndTurn()) == {"LH-FLOW-END-TURN"}
    assert rules(t, TakeOffer("wood")) == {"LH-TIME-OWN"}
    u = lh.apply(own(s, me, "03"), Enter("03"))  # a single outcome: done at once
    assert u.phase is Phase.AFTER


@pytest.mark.rule("LH-ENTER-OWN-BOUGHT", "LH-BUY-DISCS", "LH-ENTER-DISC-HOME")
def test_negative_edge_a_bought_building_is_free_and_its_discs_go_home() -> None:
    s, me = _me(3, francs=10, goods={})
    other = (me + 1) % 3
    s = with_player(town(s, "03"), other, disc="03")
    t = lh.apply(s, Buy("03"))
    assert t.players[other].disc is None and t.players[me].francs == 0
    assert rules(t, Enter("03", francs=1)) == {"LH-ENTER-FEE"}
    assert lh.apply(t, Enter("03")).players[me].goods["fish"] >= 3


@pytest.mark.rule("LH-ENTER-DISC-HOME", "LH-SELL-BUILDING-TO")
def test_negative_edge_selling_sends_home_every_disc_and_the_town_may_be_entered() -> None:
    s, me = _me(3, francs=0)
    s = own(s, me, "03")
    other = (me + 1) % 3
    s = with_player(with_player(s, other, disc="03"), me, disc=None)
    t = lh.apply(s, Sell("03"))
    assert t.players[other].disc is None and "03" in t.town
    assert not rules(t, Enter("03"))  # the town's Fishery, now free
    assert rules(t, Sell("03")) == {"LH-SELL-WHAT"}


# --- LH-BUY, LH-SELL ------------------------------------------------------------------------


@pytest.mark.rule("LH-BUY-WHO", "LH-BUY-BUILDING", "LH-BUY-PRICE")
def test_negative_edge_the_price_not_the_value_and_only_what_is_for_sale() -> None:
    s, me = _me(francs=29)
    s = town(s, "28")  # Town Hall: value 6, price 30
    assert rules(s, Buy("28")) == {"LH-PAY-FRANCS"}
    t = lh.apply(with_player(s, me, francs=30), Buy("28"))
    assert t.players[me].francs == 0
    deep = next(pile[1] for pile in s.proposals if len(pile) > 1)
    assert rules(with_player(s, me, francs=99), Buy(deep)) == {"LH-BUY-BUILDING"}
    assert rules(with_player(s, me, francs=99), Buy("nothing")) == {"LH-BUY-BUILDING"}


@pytest.mark.rule("LH-BUY-PILE-ORDER", "LH-BUILD-EMPTY")
def test_negative_edge_a_pile_bought_down_to_its_last_card_and_then_empty() -> None:
    s, me = _me(francs=200)
    s = on_top(s, 0, "03", "04")
    s = evolve(s, proposals=(("03", "04"), s.proposals[1], s.proposals[2]))
    assert rules(s, Buy("04")) == {"LH-BUY-BUILDING"}
    t = run(s, Buy("03"), Buy("04"))
    assert t.proposals[0] == () and {"03", "04"} <= set(t.players[me].buildings)
    assert rules(t, Buy("03")) == {"LH-BUY-BUILDING"}


@pytest.mark.rule("LH-BUY-UNBUILDABLE", "LH-BUILD-TOP")
def test_edge_the_black_market_at_the_top_is_bought_and_never_built() -> None:
    s, me = _me(francs=2, goods={"wood": 9, "clay": 9, "iron": 9})
    s = on_top(s, 0, "13")
    t = lh.apply(s, Enter("B1"))
    assert t.phase is Phase.ACTION  # the other two pile tops can be built, not the Black Market
    assert _acts(t) and all(a.option != "13" for a in _acts(t))
    assert "13" not in t.players[me].buildings
    assert lh.apply(s, Buy("13")).players[me].francs == 0


@pytest.mark.rule("LH-BUY-SHIP", "LH-SHIP-BUY", "LH-BUY-SHIP-NO-WHARF")
def test_negative_edge_ships_only_from_stack_tops_never_liners_no_wharf_needed() -> None:
    s, me = _me(3, francs=200)
    liner = "S18"
    s = evolve(s, ship_stacks=(("S04", "S05"), ("S06",), (), (liner,)))
    assert not any(owner_of(s, w) == me for w in ("12", "17"))
    assert rules(s, Buy("S05")) == {"LH-BUY-SHIP"}  # not the top
    assert rules(s, Buy(liner)) == {"LH-BUY-SHIP"}
    t = run(s, Buy("S04"), Buy("S05"), Buy("S06"))
    assert t.players[me].francs == 200 - 14 - 14 - 20


@pytest.mark.rule("LH-BUY-NO-BUYBACK", "LH-TIME-OTHERS")
def test_edge_another_players_sale_may_be_bought_at_once() -> None:
    s, me = _me(3, francs=20)
    other = (me + 1) % 3
    s = own(s, other, "03")
    t = lh.apply(s, Sell("03", other))
    assert not rules(t, Buy("03"))


@pytest.mark.rule("LH-SELL-WHAT", "LH-SELL-PRICE", "LH-SELL-SHIP-TO")
def test_negative_edge_nobody_sells_what_he_does_not_own_and_a_sold_ship_tops_its_stack() -> None:
    s, me = _me(3, francs=0)
    other = (me + 1) % 3
    s = own(s, other, "03")
    assert rules(s, Sell("03")) == {"LH-SELL-WHAT"}
    assert rules(s, Sell("B1")) == {"LH-SELL-WHAT"}  # the town's
    s = evolve(with_player(s, me, ships=("S06",)), ship_stacks=((), ("S08",), (), ()))
    t = lh.apply(s, Sell("S06"))
    assert t.ship_stacks[1] == ("S06", "S08") and t.players[me].francs == 1


@pytest.mark.rule("LH-SELL-NOT-FORCED", "LH-LOAN-SHORT")
def test_edge_a_player_short_of_food_may_borrow_without_selling() -> None:
    s, me = _me(francs=0, goods={})
    s = own(s, me, "03")
    s = evolve(s, phase=Phase.FEEDING, dues=(lh.state.Due(me, "food", 3),))
    t = lh.apply(s, lh.Borrow())
    assert "03" in t.players[me].buildings and t.players[me].loans == 1


@pytest.mark.rule("LH-SELL-BUILDING-TO", "LH-BUY-PRICE")
def test_edge_a_sold_building_is_bought_back_by_another_player_at_its_price() -> None:
    s, me = _me(3, francs=0)
    s = own(s, me, "29")
    t = run(s, Sell("29"), TakeOffer("wood"), EndTurn())
    nxt = t.active
    u = with_player(t, nxt, francs=40)
    assert lh.apply(u, Buy("29")).players[nxt].francs == 0  # the price 40, not the value 16


# --- LH-BLD, LH-BUILD -----------------------------------------------------------------------


@pytest.mark.rule("LH-BLD-DECKS", "LH-BLD-KINDS")
def test_negative_edge_every_card_in_exactly_one_deck_with_a_known_kind() -> None:
    decks = {c.deck for c in CARDS}
    assert decks <= {"start", "standard", "special"}
    assert len({c.id for c in CARDS}) == len(CARDS)
    kinds = {c.kind for c in CARDS}
    assert kinds <= {"craft", "economic", "industrial", "public", "non_building", "ship"}
    s = own(game(2), 0, "10", "13", "27", "023")
    assert all(count_kind(s, 0, k) == 0 for k in ("craft", "economic", "industrial", "public"))


@pytest.mark.rule("LH-BLD-OWNER", "LH-BLD-COPIES")
def test_negative_edge_one_owner_per_card_and_the_second_copy_stays_in_the_town() -> None:
    s, me = _me(3, francs=50)
    t = lh.apply(s, Buy("B2"))
    assert owner_of(t, "B2") == me and "B1" in t.town
    owners = [i for i, p in enumerate(t.players) if "B2" in p.buildings]
    assert owners == [me]


@pytest.mark.rule("LH-BLD-SYMBOLS", "LH-BLD-GAIN")
def test_negative_edge_symbols_of_town_buildings_do_not_count() -> None:
    s, me = _me(3)
    s = town(s, "03", "16")
    assert symbols(s, me) == (0, 0)
    t = lh.apply(s, Enter("03"))
    assert t.players[me].goods["fish"] == 3  # the town's Fishery: its own fisherman not his
    u = own(s, me, "03", "16")
    want = (
        BY_ID["03"].hammers + BY_ID["16"].hammers,
        BY_ID["03"].fishermen + BY_ID["16"].fishermen,
    )
    assert symbols(u, me) == want != (0, 0)


@pytest.mark.rule("LH-BLD-AND-OR", "LH-BLD-ONCE")
def test_negative_edge_furriery_both_parts_each_once_and_the_limit_of_two_leather() -> None:
    s, me = _me(3, goods={"hides": 2, "leather": 5}, francs=0)
    s = own(s, me, "020")
    t = lh.apply(s, Enter("020"))
    acts = _acts(t)
    assert Act(give=bag(hides=2, leather=2)) in acts
    assert all(a.give["leather"] <= 2 for a in acts)
    u = lh.apply(t, Act(give=bag(hides=2, leather=2)))
    assert (
        u.phase is Phase.AFTER and u.players[me].francs == 10 and u.players[me].goods["bread"] == 2
    )


@pytest.mark.rule("LH-BLD-GAIN", "LH-BLD-UPGRADE", "LH-BLD-SALE")
def test_negative_sales_and_upgrades_never_take_goods_from_the_offers() -> None:
    s, me = _me(3, goods={"fish": 7}, francs=0)
    s = own(s, me, "007")
    t = lh.apply(s, Enter("007"))
    u = lh.apply(t, Act(give=bag(fish=7)))
    assert u.offers == s.offers and u.players[me].francs == 14
    assert rules(t, Act(give=bag(fish=8))) == {"LH-ENTER-ACTION"}


@pytest.mark.rule("LH-BLD-SALE", "LH-BLD-ONCE")
def test_edge_a_sale_at_its_limit_and_one_over() -> None:
    s, me = _me(3, goods={"grain": 5}, francs=0)
    s = own(s, me, "030")  # up to 4 grain for 2 francs each
    t = lh.apply(s, Enter("030"))
    assert max(a.give["grain"] for a in _acts(t)) == 4
    assert rules(t, Act(give=bag(grain=5))) == {"LH-ENTER-ACTION"}


@pytest.mark.rule("LH-BLD-ENERGY-HOOK", "LH-BLD-UPGRADE")
def test_edge_the_wind_farm_never_goes_below_zero_and_only_for_its_owner() -> None:
    s, me = _me(3, goods={"iron": 1, "coke": 1}, francs=0)
    s = own(s, me, "23", "033")  # 5 energy - 3 = 2: a coke still pays (no cheaper token)
    t = lh.apply(s, Enter("23"))
    assert t.players[me].goods["steel"] == 1
    other = (me + 1) % 3
    o = own(with_player(game(3), other, goods={"iron": 1, "wood": 2}), other, "033")
    o = own(evolve(o, active=(other + 1) % 3), (other + 1) % 3, "23")
    o = with_player(o, (other + 1) % 3, goods={"iron": 1, "wood": 2})
    assert rules(o, Enter("23")) == {"LH-ENTER-USABLE"}  # 5 energy for a non-owner


@pytest.mark.rule("LH-BLD-CARDS", "LH-ENTER-LOCKED")
def test_negative_edge_cards_without_an_action_have_no_effect_and_church_conditions() -> None:
    from brass_rules.le_havre.buildings import effect_of

    for c in CARDS:
        if c.fee is None:
            assert effect_of(c.id) is None, c.id
    s, me = _me(3, goods={"bread": 4, "fish": 2})
    s = town(s, "30")
    assert rules(s, Enter("30")) == {"LH-ENTER-USABLE"}
    t = with_player(s, me, goods={"bread": 5, "fish": 2})
    u = lh.apply(t, Enter("30"))
    assert dict(u.players[me].goods) == {"bread": 10, "fish": 5}  # nothing is paid


@pytest.mark.rule("LH-BUILD-WHO", "LH-BUILD-COST")
def test_negative_edge_the_sawmill_refuses_a_cost_without_wood_and_the_exact_cost() -> None:
    with_wood = next(c.id for c in CARDS if c.deck == "standard" and c.cost and
                     dict(c.cost).get("wood", 0) >= 2 and c.id != "02")  # fmt: skip
    no_wood = next(c.id for c in CARDS if c.deck == "standard" and c.cost and
                   not dict(c.cost).get("wood"))  # fmt: skip
    cost = Bag.from_pairs(BY_ID[with_wood].cost or ()).add("wood", -1)
    s, me = _me(3, goods=dict(cost.pairs()))
    s = own(evolve(s, proposals=((with_wood,), (), ())), me, "02")
    u = lh.apply(s, Enter("02"))  # exactly the cost less one wood
    assert with_wood in u.players[me].buildings and not u.players[me].goods
    short = with_player(s, me, goods=dict(cost.add("wood", -1).pairs()))
    assert rules(short, Enter("02")) == {"LH-ENTER-USABLE"}  # one wood short after the reduction
    rich = with_player(s, me, goods={g: 9 for g in ("wood", "clay", "iron", "brick", "steel")})
    rich = evolve(rich, proposals=((no_wood,), (), ()))
    assert rules(rich, Enter("02")) == {"LH-ENTER-USABLE"}  # no wood in the cost: refused


@pytest.mark.rule("LH-BUILD-SECOND", "LH-BUILD-TOP")
def test_edge_the_second_build_may_be_the_card_the_first_uncovered() -> None:
    s, me = _me(3, goods={"wood": 9, "clay": 9, "iron": 9, "brick": 9}, francs=2)
    s = evolve(s, proposals=(("03", "04"), (), ()))
    t = lh.apply(s, Enter("B3", francs=2))
    t = lh.apply(t, next(a for a in _acts(t) if a.option == "03"))
    assert t.proposals[0] == ("04",) and t.action is not None and t.action.between
    assert any(a.option == "04" for a in _acts(t))
    u = lh.apply(t, next(a for a in _acts(t) if a.option == "04"))
    assert {"03", "04"} <= set(u.players[me].buildings) and u.phase is Phase.AFTER


@pytest.mark.rule("LH-BUILD-STADIUM", "LH-BUY-BUILDING")
def test_edge_the_stadium_on_an_empty_pile_is_built_never_bought() -> None:
    s, me = _me(3, goods={"brick": 9, "iron": 9, "wood": 9, "clay": 9, "steel": 9}, francs=99)
    s = evolve(s, proposals=(("31",), (), ()))
    assert rules(s, Buy("31")) == {"LH-BUILD-STADIUM"}
    t = lh.apply(s, Enter("B1"))
    if t.phase is Phase.ACTION:
        t = lh.apply(t, next(a for a in _acts(t) if a.option == "31"))
    assert "31" in t.players[me].buildings and t.proposals == ((), (), ())


# --- LH-SHIP --------------------------------------------------------------------------------


@pytest.mark.rule("LH-SHIP-TYPES", "LH-SHIP-STACKS")
def test_negative_edge_ships_of_one_type_differ_only_in_value_and_stacks_keep_types() -> None:
    from brass_rules.le_havre.data.ships import SHIPS

    types = {s.type for s in SHIPS.values()}
    assert types == {"wooden", "iron", "steel", "luxury_liner"} and len(SHIPS) == 20
    s, _ = _me(3, francs=0, ships=("S04",))
    t = lh.apply(evolve(s, ship_stacks=((), ("S06",), (), ())), Sell("S04"))
    assert t.ship_stacks == (("S04",), ("S06",), (), ())  # onto its own type's stack


@pytest.mark.rule("LH-SHIP-BUILD", "LH-SHIP-MODERNISE")
def test_edge_a_steel_ship_modernises_with_the_last_brick() -> None:
    s, me = _me(3, goods={"steel": 5, "brick": 1, "coke": 1}, francs=0)
    s = own(s, me, "12")
    s = evolve(s, ship_stacks=((), (), ("S12",), ()))
    from brass_rules.le_havre.data.ships import SHIP_TYPES

    cost = dict(SHIP_TYPES["steel"].cost)
    t = lh.apply(s, Enter("12"))
    done = t if t.phase is Phase.AFTER else lh.apply(t, _acts(t)[0])
    assert "S12" in done.players[me].ships and done.modernised == ("12",)
    assert dict(done.players[me].goods) == {"steel": 5 - cost["steel"]}  # brick and coke spent


@pytest.mark.rule("LH-SHIP-YACHT", "LH-SHIP-FOOD", "LH-SHIP-SHIPPING")
def test_negative_edge_the_yacht_needs_an_iron_ship_and_neither_feeds_nor_ships() -> None:
    s, me = _me(3, goods={"fish": 3, "coal": 1}, ships=("S02",))
    s = own(town(s, "023"), me, "12")
    assert rules(s, Enter("12")) == {"LH-ENTER-USABLE"}  # a wooden ship cannot be swapped
    t = own(with_player(s, me, ships=()), me, "023", "18")
    from brass_rules.le_havre.rounds import ship_food

    assert ship_food(t, me) == 0
    assert rules(t, Enter("18")) == {"LH-ENTER-USABLE"}


@pytest.mark.rule("LH-SHIP-SCORE", "LH-END-SCORE")
def test_negative_ships_score_their_value_not_their_price() -> None:
    s = with_player(game(2), 0, francs=0, goods={}, ships=("S06",))  # iron: value 2, price 20
    assert lh.scores(s)[0] == 2


# --- LH-ROUND, LH-LOAN ----------------------------------------------------------------------


def _round_end(s: GameState) -> GameState:
    return after_main(evolve(s, step=7, active=(s.start_player + 6) % s.num_players))


@pytest.mark.rule("LH-ROUND-STEPS", "LH-ROUND-HARVEST", "LH-ROUND-FEED-DEMAND")
def test_negative_edge_the_harvest_comes_before_feeding_so_new_grain_is_no_food() -> None:
    s = game(2, seed=1)  # round 1: harvest, 3 food
    s = _round_end(s)
    s = with_player(with_player(s, 0, goods={"grain": 1, "fish": 3}, francs=0), 1, francs=50)
    t = lh.apply(s, EndTurn())
    while t.dues:
        t = lh.apply(t, lh.legal_moves(t)[0])
    assert t.players[0].goods["grain"] == 2 and t.players[0].goods["fish"] == 0


@pytest.mark.rule("LH-ROUND-FEED-ORDER", "LH-ROUND-FEED-DEMAND")
@pytest.mark.parametrize("players", [1, 5])
def test_negative_edge_feeding_order_solo_and_five(players: int) -> None:
    s = game(players, seed=2)
    s = _round_end(evolve(s, round=2))  # (5 players: round 1 asks no food)
    for i in range(players):
        s = with_player(s, i, goods={"fish": 5, "bread": 5}, francs=0)
    t = lh.apply(s, EndTurn())
    first = (s.active + 1) % players
    assert [d.player for d in t.dues] == [(first + k) % players for k in range(players)]
    assert t.to_move == first


@pytest.mark.rule("LH-ROUND-TOWN-STANDARD", "LH-ROUND-TOWN-SPECIAL", "LH-ROUND-TOWN-NONE")
def test_negative_edge_the_town_never_takes_the_stadium_or_a_card_below_a_top() -> None:
    s = game(2, seed=1)
    s = evolve(s, round=2, proposals=(("31",), ("04", "03"), ("05",)))  # R02: standard icon
    s = _round_end(s)
    for i in range(2):
        s = with_player(s, i, francs=50)
    t = lh.apply(s, EndTurn())
    while t.dues:
        t = _pay_francs(t)
    assert "04" in t.town and "03" not in t.town and "31" not in t.town


@pytest.mark.rule("LH-ROUND-NEXT", "LH-ROUND-LAST")
def test_negative_edge_after_the_last_round_no_new_round_starts() -> None:
    s = game(2, short=True, seed=1)
    s = evolve(s, round=s.rounds)
    s = _round_end(s)
    for i in range(2):
        s = with_player(s, i, francs=50)
    t = lh.apply(s, EndTurn())
    while t.dues:
        t = _pay_francs(t)
    assert t.final and t.round == s.rounds + 1 and t.active == s.start_player


@pytest.mark.rule("LH-LOAN-TAKE", "LH-LOAN-VALUE", "LH-LOAN-SHORT")
def test_negative_edge_a_loan_covers_exactly_four_and_never_more_than_needed() -> None:
    s, me = _me(francs=0, goods={"fish": 1})
    s = evolve(s, phase=Phase.FEEDING, dues=(lh.state.Due(me, "food", 5),))
    t = lh.apply(s, lh.Borrow())
    assert (t.players[me].loans, t.players[me].francs) == (1, 0)  # 4 missing: one loan, no change
    s2 = evolve(s, dues=(lh.state.Due(me, "food", 6),))
    t2 = lh.apply(s2, lh.Borrow())
    assert (t2.players[me].loans, t2.players[me].francs) == (2, 3)


@pytest.mark.rule("LH-LOAN-REPAY", "LH-LOAN-INTEREST")
def test_negative_edge_repay_more_loans_than_held_or_zero() -> None:
    s, me = _me(francs=50, loans=2)
    assert rules(s, Repay(3)) == {"LH-LOAN-REPAY"}
    assert rules(s, Repay(0)) == {"LH-LOAN-REPAY"}
    assert lh.apply(s, Repay(2)).players[me].loans == 0


@pytest.mark.rule("LH-LOAN-COURT")
def test_negative_edge_the_local_court_without_loans_and_with_many() -> None:
    s, me = _me(3, loans=0)
    s = own(s, me, "15")
    assert rules(s, Enter("15")) == {"LH-ENTER-USABLE"}
    t = lh.apply(with_player(s, me, loans=9), Enter("15"))
    assert {a.option for a in _acts(t)} == {"two", "one_paid"}
    assert lh.apply(t, Act(option="two")).players[me].loans == 7


@pytest.mark.rule("LH-LOAN-END", "LH-END-SCORE", "LH-END-WIN")
def test_negative_loans_cost_seven_each_however_many_and_decide_the_winner() -> None:
    s = game(2, seed=1)
    s = with_player(with_player(s, 0, francs=20, loans=1, goods={}), 1, francs=14, goods={})
    assert lh.scores(s) == (13, 14) and lh.ranking(s) == ((1,), (0,))


@pytest.mark.rule("LH-FINAL-TURNS", "LH-FINAL-SEQUENTIAL", "LH-FINAL-NO-BUY")
def test_negative_edge_each_final_turn_sees_the_earlier_and_nobody_buys() -> None:
    s = _final(3)
    s = town(s, "03")
    first = s.active
    t = run(s, Enter("03"), EndTurn())
    assert t.active == (first + 1) % 3 and t.players[first].disc == "03"
    assert rules(with_player(t, t.active, francs=99), Buy("B1")) == {"LH-FINAL-NO-BUY"}
    assert rules(with_player(t, t.active, francs=99), Buy("S01")) == {"LH-FINAL-NO-BUY"}


@pytest.mark.rule("LH-END-BONUS", "LH-END-GOODS")
def test_negative_a_bonus_counts_only_its_owners_holdings() -> None:
    from brass_rules.le_havre.scoring import end_bonus

    s = own(own(game(2), 0, "29"), 1, "14", "16", "21")
    assert end_bonus(s, 0, "29") == 2  # the Bank itself; player 1's buildings do not count


# --- LH-HIDDEN, LH-SCOPE --------------------------------------------------------------------


@pytest.mark.rule("LH-HIDDEN-SPECIALS", "LH-HIDDEN-VIEW")
def test_negative_edge_the_deck_order_is_hidden_and_determinize_keeps_the_public() -> None:
    import random

    s = game(5, seed=3)
    obs = lh.observe(s, 2)
    d = lh.determinize(obs, random.Random(1))
    assert lh.observe(d, 2) == obs and sorted(d.specials) != [] and d.players == s.players
    assert all(c == "" for c in obs.view.specials)


@pytest.mark.rule("LH-HIDDEN-SUPPLY", "LH-HIDDEN-REST")
def test_negative_edge_from_round_two_every_tile_is_visible() -> None:
    s = game(2, seed=1)
    assert lh.observe(evolve(s, round=2), 0).view.tiles == s.tiles
    assert lh.observe(s, 0).view.tiles[1:] != s.tiles[1:]


@pytest.mark.rule("LH-HIDDEN-PEEK")
def test_edge_a_peek_at_the_last_special_card() -> None:
    s, me = _me(3, goods={}, francs=5)
    s = evolve(town(s, "01"), specials=s.specials[:1])
    t = lh.apply(s, Enter("01", francs=1))
    while t.phase is Phase.ACTION:
        t = lh.apply(t, _acts(t)[0])
    assert t.known[me] == 1 and all(k == 0 for i, k in enumerate(t.known) if i != me)


@pytest.mark.rule("LH-SCOPE-BASE", "LH-SCOPE-EXPANSIONS", "LH-SCOPE-VARIANTS")
def test_positive_negative_edge_the_base_game_only() -> None:
    assert {o.name for o in lh.options} == {"short"}
    assert len(CARDS) == 69  # 3 start + 30 standard + 36 special, the base game's cards
    with pytest.raises(TypeError):
        lh.new_game(2, 1, variant="x")  # type: ignore[call-arg]


@pytest.mark.rule("LH-SETUP-SHORT")
@pytest.mark.parametrize("players", [1, 5])
def test_edge_short_and_full_differ_only_as_listed_for_one_and_five_players(players: int) -> None:
    full, short = game(players, seed=3), game(players, short=True, seed=3)
    assert (full.start_player, full.tiles) == (short.start_player, short.tiles)
    assert short.rounds < full.rounds and short.specials == () and len(full.specials) == 6
    assert short.offers["franc"] == full.offers["franc"] + 1
    assert short.players[0].francs == full.players[0].francs == 5


@pytest.mark.rule("LH-FLOW-ROUND", "LH-FLOW-LAST-TURN")
def test_negative_the_round_does_not_end_before_its_seventh_turn() -> None:
    s = game(2, seed=1)
    s = after_main(evolve(s, step=6))
    t = lh.apply(s, EndTurn())
    assert (t.round, t.step, t.phase) == (1, 7, Phase.MAIN) and not t.dues


@pytest.mark.rule("LH-TIME-FINAL", "LH-TIME-OTHERS")
def test_negative_no_sale_inside_a_final_action_and_never_a_purchase() -> None:
    s = _final(3)
    me = s.active
    other = (me + 1) % 3
    s = own(with_player(s, other, francs=50), other, "03")
    s = with_player(s, me, goods={"grain": 3, "wood": 3})
    s = own(s, me, "05")
    t = lh.apply(s, Enter("05"))
    assert t.phase is Phase.ACTION
    assert lh.out_of_turn_moves(t, other) == ()
    assert rules(t, Sell("03", other)) == {"LH-TIME-OWN"}
    assert not any(isinstance(m, Buy) for m in lh.out_of_turn_moves(s, other))
