"""An independent review of the riskiest rules against the rules file and the card data: the
supply step and interest, feeding and loans, the harvest, the round cards, the final phase,
scoring, selling, modernisation, shipping and the fractions of LH-GEN-ROUND-DOWN."""

from __future__ import annotations

import pytest
from attrs import evolve

from brass_rules import le_havre as lh
from brass_rules.le_havre.actions.sell import value_of
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.ships import SHIP_TYPES, SHIPS
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.moves import Act, Borrow, EndTurn, Enter, Feed, Sell
from brass_rules.le_havre.ops import discs_on
from brass_rules.le_havre.rounds import round_cards, ship_food
from brass_rules.le_havre.scoring import end_bonus
from brass_rules.le_havre.state import Due, GameState, Phase
from tests.le_havre.builder import after_main, bag, game, own, rules, run, town, with_player


def _before_interest(players: int, seed: int = 5) -> GameState:
    s = game(players, seed=seed)
    k = next(i for i, t in enumerate(s.tiles) if TILE[t].interest)
    return after_main(evolve(s, step=k))


def _feeding(s: GameState, player: int, amount: int) -> GameState:
    return evolve(s, phase=Phase.FEEDING, dues=(Due(player, "food", amount),))


def _acts(s: GameState) -> list[Act]:
    return [m for m in lh.legal_moves(s) if isinstance(m, Act)]


# --- the supply step and interest ------------------------------------------------------------


@pytest.mark.rule("LH-SUPPLY-INTEREST", "LH-LOAN-INTEREST")
def test_positive_interest_one_franc_per_player_with_loans_in_turn_order() -> None:
    s = _before_interest(4)
    a = (s.active + 1) % 4  # the player whose turn lands on the interest tile
    setup = {0: (0, 2), 1: (1, 3), 2: (0, 0), 3: (7, 1)}  # seat after a: (francs, loans)
    for k, (francs, loans) in setup.items():
        s = with_player(s, (a + k) % 4, francs=francs, loans=loans, goods={})
    t = lh.apply(s, EndTurn())
    got = {k: (t.players[(a + k) % 4].francs, t.players[(a + k) % 4].loans) for k in setup}
    # a: forced loan (4 francs, 1 paid); a+1: 1 franc for 3 loans; a+2: no loan, nothing;
    # a+3: 1 franc
    assert got == {0: (3, 3), 1: (0, 3), 2: (0, 0), 3: (6, 1)}
    assert not t.dues and t.to_move == a


@pytest.mark.rule("LH-SUPPLY-INTEREST", "LH-LOAN-TAKE", "LH-TIME-PAYMENT")
def test_negative_no_loan_when_the_interest_can_be_paid_after_a_sale() -> None:
    s = _before_interest(2)
    a = (s.active + 1) % 2
    s = own(with_player(s, a, francs=0, loans=1, goods={}), a, "03")
    t = lh.apply(s, EndTurn())
    assert t.to_move == a and t.dues == (lh.state.Due(a, "interest", 1),)
    moves = lh.legal_moves(t)
    assert Borrow() in moves and Sell("03") in moves
    assert not any(isinstance(m, Feed) for m in moves)  # interest is paid in francs only
    assert rules(t, Feed("francs", 1)) == {"LH-ROUND-FEED-PAY"}
    u = lh.apply(t, Sell("03"))  # 5 francs: he can pay, the loan is no longer allowed
    assert not u.dues and u.players[a].francs == 4 and u.players[a].loans == 1


@pytest.mark.rule("LH-SUPPLY-INTEREST", "LH-LOAN-SHORT", "LH-LOAN-VALUE")
def test_edge_one_franc_exactly_pays_and_none_forces_one_loan() -> None:
    s = _before_interest(1, seed=2)
    t = lh.apply(with_player(s, 0, francs=1, loans=4, goods={}), EndTurn())
    assert (t.players[0].francs, t.players[0].loans) == (0, 4)
    t = lh.apply(with_player(s, 0, francs=0, loans=4, goods={}), EndTurn())
    assert (t.players[0].francs, t.players[0].loans) == (3, 5)  # solo: the loan is taken alone


@pytest.mark.rule("LH-SUPPLY-NONE-FINAL", "LH-LOAN-INTEREST")
def test_negative_no_interest_and_no_supply_in_the_final_phase() -> None:
    s = game(3, seed=4)
    s = evolve(s, round=s.rounds + 1, step=1, active=s.start_player, phase=Phase.MAIN)
    for i in range(3):
        s = with_player(s, i, francs=2, loans=2)
    offers = s.offers
    while not s.is_over:
        s = lh.apply(s, EndTurn())
    assert all(p.francs == 2 and p.loans == 2 for p in s.players) and s.offers == offers


# --- feeding and loans -----------------------------------------------------------------------


@pytest.mark.rule("LH-ROUND-FEED-PAY", "LH-PAY-FOOD", "LH-GOODS-FOOD")
def test_edge_exact_food_francs_as_food_and_no_superfluous_token() -> None:
    s = game(2, seed=1)
    me = s.active
    s = with_player(s, me, goods={"meat": 1, "fish": 3, "grain": 4, "cattle": 4}, francs=5)
    assert lh.legal_moves(_feeding(s, me, 4)) == (
        Feed("meat", 1),
        Feed("fish", 1),
        Feed("fish", 2),
        Feed("fish", 3),
        Feed("francs", 4),
    )  # grain and cattle are no food
    assert lh.legal_moves(_feeding(s, me, 11)) == (Feed("meat", 1),)  # everything, exactly
    t = lh.apply(_feeding(s, me, 11), Feed("meat", 1))  # the rest has one way: paid at once
    assert t.players[me].francs == 0 and t.players[me].goods["grain"] == 4
    assert t.players[me].goods["fish"] == 0 and t.players[me].goods["meat"] == 0
    assert rules(_feeding(s, me, 2), Feed("fish", 3)) == {"LH-PAY-FOOD"}  # one fish superfluous


@pytest.mark.rule("LH-LOAN-TAKE", "LH-ROUND-FEED-SHORT")
def test_negative_no_loan_while_food_and_francs_suffice() -> None:
    s = game(2, seed=1)
    me = s.active
    s = _feeding(with_player(s, me, goods={"bread": 2}, francs=1), me, 5)
    assert Borrow() not in lh.legal_moves(s)
    assert rules(s, Borrow()) == {"LH-LOAN-TAKE"}


@pytest.mark.rule("LH-LOAN-SHORT", "LH-ROUND-FEED-SHORT", "LH-LOAN-VALUE")
@pytest.mark.parametrize(("demand", "loans", "change"), [(11, 1, 3), (14, 1, 0), (15, 2, 3)])
def test_edge_pay_everything_then_borrow_the_minimum(demand: int, loans: int, change: int) -> None:
    s = game(2, seed=1)
    me = s.active
    have = {"fish": 1, "bread": 1, "smoked_fish": 1, "meat": 1, "wood": 3, "grain": 2}
    s = _feeding(with_player(s, me, goods=have, francs=2), me, demand)  # 8 food + 2 francs
    assert lh.legal_moves(s) == (Borrow(),)
    t = lh.apply(s, Borrow())
    p = t.players[me]
    assert (p.loans, p.francs) == (loans, change)
    assert dict(p.goods) == {"wood": 3, "grain": 2}  # only what counts as food is handed over


@pytest.mark.rule("LH-ROUND-FEED-SHIPS", "LH-SHIP-FOOD")
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_edge_ships_feed_by_player_count_liners_and_the_yacht_never(players: int) -> None:
    s = game(players, seed=1)
    # setup.yaml food_supplied_per_round
    food = {"wooden": (5, 4, 3, 2, 1), "iron": (7, 5, 4, 3, 2), "steel": (10, 7, 6, 5, 3)}
    for ship, kind in (("S02", "wooden"), ("S06", "iron"), ("S12", "steel")):
        t = with_player(s, 0, ships=(ship,))
        assert SHIPS[ship].type == kind
        assert ship_food(t, 0) == food[kind][players - 1] == SHIP_TYPES[kind].food[players - 1]
    liner = next(c for c, sh in SHIPS.items() if sh.type == "luxury_liner")
    t = own(with_player(s, 0, ships=(liner,)), 0, "023")
    assert ship_food(t, 0) == 0


@pytest.mark.rule("LH-ROUND-FEED-SHIPS", "LH-PAY-NO-REFUND")
def test_negative_ship_food_beyond_the_demand_is_lost() -> None:
    s = game(2, seed=1)  # round 1: 3 food
    n = s.num_players
    s = evolve(s, step=7, active=(s.start_player + 6) % n)
    for i in range(2):
        s = with_player(s, i, ships=("S12",), francs=0, goods={})  # 7 food each
    t = lh.apply(after_main(s), EndTurn())
    assert t.round == 2 and all(p.francs == 0 and p.loans == 0 for p in t.players)


# --- the harvest ----------------------------------------------------------------------------


@pytest.mark.rule("LH-ROUND-HARVEST")
def test_negative_bread_and_meat_are_not_harvested_and_one_cattle_breeds_none() -> None:
    s = game(2, seed=1)  # round 1 of 2 players: a harvest
    s = evolve(s, step=7, active=(s.start_player + 6) % 2)
    s = with_player(s, 0, goods={"bread": 5, "meat": 5, "cattle": 1}, francs=50)
    s = with_player(s, 1, goods={"grain": 5, "cattle": 9}, francs=50)
    t = lh.apply(after_main(s), EndTurn())
    while t.dues:
        t = lh.apply(t, lh.legal_moves(t)[-1])  # pay in francs
    assert t.players[0].goods["grain"] == 0 and t.players[0].goods["cattle"] == 1
    assert t.players[1].goods["grain"] == 6 and t.players[1].goods["cattle"] == 10


# --- the round cards (short game, 1 and 2 players) ------------------------------------------


@pytest.mark.rule("LH-SETUP-SHORT-SHIPS", "LH-ROUND-SHIP", "LH-SETUP-ROUNDS")
@pytest.mark.parametrize(("players", "short"), [(1, True), (2, True), (1, False), (2, False)])
def test_edge_the_starting_ships_cards_are_not_round_cards_of_short_1_2_player_games(
    players: int, short: bool
) -> None:
    ids = [c.id for c in round_cards(players, short)]
    if short:
        assert "R01" not in ids and "R03" not in ids
    else:
        assert "R01" in ids
    s = game(players, short=short)
    given = {*(c for p in s.players for c in p.ships), *(c for st in s.ship_stacks for c in st)}
    assert given == ({"S01", "S03"} if short else set())
    assert all(c.ship == "S" + c.id[1:] for c in round_cards(players, short))


@pytest.mark.rule("LH-ROUND-TOWN-NONE", "LH-SETUP-SHORT", "LH-ROUND-TOWN-SPECIAL")
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_negative_no_short_game_card_turns_up_a_special(players: int) -> None:
    icons = {c.rows[players - 1].town_building for c in round_cards(players, True)}
    assert "special" not in icons
    assert game(players, short=True).specials == ()


# --- the final phase ------------------------------------------------------------------------


@pytest.mark.rule("LH-FINAL-SHARED", "LH-FINAL-TURNS", "LH-FINAL-SEQUENTIAL")
def test_edge_five_players_share_one_building_in_the_final_phase() -> None:
    s = game(5, seed=6)
    s = town(s, "03")
    s = evolve(s, round=s.rounds + 1, step=1, active=s.start_player, phase=Phase.MAIN)
    order = []
    for _ in range(4):
        order.append(s.active)
        s = run(s, Enter("03"), EndTurn())
    assert sorted(discs_on(s, "03")) == sorted(order)
    assert all(s.players[i].goods["fish"] >= 3 for i in order)
    last = s.active
    assert last not in order and rules(s, lh.Buy("B1")) == {"LH-FINAL-NO-BUY"}
    s = with_player(s, last, disc="03")
    assert rules(s, Enter("03")) == {"LH-FINAL-SHARED"}  # not his own disc's building
    assert lh.apply(s, EndTurn()).is_over


# --- scoring --------------------------------------------------------------------------------


@pytest.mark.rule("LH-END-WIN")
def test_edge_ranking_ties_of_five_players() -> None:
    s = game(5, seed=1)
    for i, francs in enumerate((9, 9, 4, 9, 4)):
        s = with_player(s, i, francs=francs, goods={})
    assert lh.ranking(s) == ((0, 1, 3), (2, 4))
    s = own(s, 2, "03")  # 10 + 4
    assert lh.ranking(s) == ((2,), (0, 1, 3), (4,))


@pytest.mark.rule("LH-END-SCORE", "LH-SHIP-SCORE", "LH-END-GOODS", "LH-LOAN-END")
def test_edge_yacht_ships_and_goods_at_the_end() -> None:
    s = game(2, seed=1)
    s = with_player(s, 0, francs=0, loans=2, goods={"steel": 9, "coke": 9}, ships=("S12", "S02"))
    s = own(s, 0, "023")
    assert lh.scores(s)[0] == 20 + 10 + 2 - 14  # the yacht's value, no goods, 7 per loan
    s = own(s, 0, "24")  # the Storehouse: floor(18 / 2)
    assert lh.scores(s)[0] == 20 + 10 + 2 - 14 + 4 + 9


@pytest.mark.rule("LH-END-BONUS", "LH-GEN-ROUND-DOWN")
def test_edge_every_plus_card_with_nothing_else_and_odd_goods() -> None:
    s = game(2, seed=1)
    s = with_player(s, 0, goods={"fish": 1}, ships=())
    for card, alone in (("24", 0), ("26", 0), ("28", 4), ("29", 2), ("013", 2), ("012", 0)):
        t = own(with_player(s, 0, buildings=()), 0, card)
        assert end_bonus(t, 0, card) == alone, card  # Town Hall, Bank, Guildhouse count themselves
    t = own(with_player(s, 0, goods={"fish": 3, "coke": 2}), 0, "24")
    assert end_bonus(t, 0, "24") == 2  # 5 goods -> 2, rounded down


# --- selling --------------------------------------------------------------------------------


@pytest.mark.rule("LH-SELL-PRICE", "LH-GEN-ROUND-DOWN")
def test_edge_every_card_sells_for_half_its_value_and_no_bonus() -> None:
    s = game(2, seed=1)
    me = s.active
    cards = [c for c in BY_ID if BY_ID[c].value and BY_ID[c].price is not None]
    for card in cards:
        t = own(with_player(s, me, francs=0, buildings=()), me, card)
        assert lh.apply(t, Sell(card)).players[me].francs == BY_ID[card].value // 2, card
    for ship in SHIPS:
        t = with_player(s, me, francs=0, ships=(ship,))
        assert lh.apply(t, Sell(ship)).players[me].francs == value_of(ship) // 2, ship
    bank = own(with_player(s, me, francs=0), me, "29", "26", "24")
    assert lh.apply(bank, Sell("29")).players[me].francs == 8  # the bonus is not sold


# --- modernisation and shipping -------------------------------------------------------------


@pytest.mark.rule("LH-SHIP-MODERNISE", "LH-BLD-COPIES")
def test_negative_the_other_wharf_stays_unmodernised_and_wooden_ships_never_modernise() -> None:
    s = game(3, seed=1)
    me = s.active
    s = with_player(s, me, goods={"wood": 10, "iron": 8, "brick": 2, "coal": 4})
    s = own(s, me, "12", "17")
    s = evolve(s, ship_stacks=(("S04",), ("S06", "S08"), (), ()))
    wooden = next(a for a in _acts(lh.apply(s, Enter("12"))) if a.option == "S04")
    assert wooden.give["brick"] == 0
    t = lh.apply(lh.apply(s, Enter("12")), wooden)
    assert t.modernised == ()
    iron = next(a for a in _acts(lh.apply(s, Enter("12"))) if a.option == "S06")
    u = lh.apply(lh.apply(s, Enter("12")), iron)
    assert u.modernised == ("12",)
    u = with_player(evolve(u, phase=Phase.MAIN, action=None), me, disc=None)
    again = [a for a in _acts(lh.apply(u, Enter("12"))) if a.option == "S08"]
    assert again and all(a.give["brick"] == 0 for a in again)
    other = [a for a in _acts(lh.apply(u, Enter("17"))) if a.option == "S08"]
    assert other and all(a.give["brick"] == 1 for a in other)


@pytest.mark.rule("LH-SHIP-SHIPPING", "LH-PAY-ENERGY-COMBINED")
def test_edge_the_fewest_ships_carry_and_one_coke_pays_for_three() -> None:
    s = game(3, seed=1)
    me = s.active
    s = own(s, me, "18")
    s = with_player(s, me, goods={"fish": 9, "coke": 1}, francs=0, ships=("S02", "S06", "S12"))
    t = lh.apply(s, Enter("18"))
    loads = [a for a in _acts(t) if a.option == "load"]
    assert max(a.give["fish"] for a in loads) == 9  # 2 + 3 + 4
    u = lh.apply(t, Act(option="load", give=bag(fish=9)))  # every ship full: shipped at once
    assert u.phase is Phase.AFTER
    assert u.players[me].francs == 9 and u.players[me].goods.total() == 0  # 1 coke, 3 ships
    few = with_player(s, me, goods={"fish": 4, "coal": 1}, ships=("S02", "S12"))
    v = run(few, Enter("18"), Act(option="load", give=bag(fish=4)))  # 1 ship, 3 energy: 1 coal
    assert v.phase is Phase.AFTER and v.players[me].francs == 4 and not v.players[me].goods


# --- the fractions of the cards (LH-GEN-ROUND-DOWN) -----------------------------------------


@pytest.mark.rule("LH-GEN-ROUND-DOWN", "LH-BLD-UPGRADE")
@pytest.mark.parametrize(
    ("card", "goods", "give", "energy", "after", "francs"),
    [
        ("05", {"grain": 3, "wood": 2}, {"grain": 3}, {"wood": 2}, {"bread": 3}, 1),  # Bakehouse
        ("14", {"clay": 3, "wood": 2}, {"clay": 3}, {"wood": 2}, {"brick": 3}, 1),  # Brickworks
        ("08", {"fish": 5, "wood": 1}, {"fish": 5}, {"wood": 1}, {"smoked_fish": 5}, 2),
        ("09", {"cattle": 3}, {"cattle": 3}, {}, {"meat": 3, "hides": 1}, 0),  # Abattoir
    ],
)
def test_edge_odd_counts_pay_up_and_earn_down(
    card: str,
    goods: dict[str, int],
    give: dict[str, int],
    energy: dict[str, int],
    after: dict[str, int],
    francs: int,
) -> None:
    s = game(3, seed=1)
    me = s.active
    s = own(with_player(s, me, goods=goods, francs=0), me, card)
    t = lh.apply(s, Enter(card))
    act = Act(give=bag(**give), energy=bag(**energy))
    assert act in _acts(t)
    if energy:
        less = {g: n - 1 for g, n in energy.items()}
        assert Act(give=bag(**give), energy=bag(**less)) not in _acts(t)
    u = lh.apply(t, act)
    assert dict(u.players[me].goods) == after and u.players[me].francs == francs


@pytest.mark.rule("LH-GEN-ROUND-DOWN", "LH-BLD-GAIN")
def test_edge_the_zoo_rounds_down_and_the_bridge_sells_basic_goods_by_threes() -> None:
    s = game(3, seed=1)
    me = s.active
    zoo = own(with_player(s, me, goods={"fish": 2, "cattle": 3}, francs=1), me, "035")
    assert lh.apply(zoo, Enter("035")).players[me].francs == 1 + 1  # 5 // 3
    none = with_player(zoo, me, goods={"fish": 1, "cattle": 1})
    assert rules(none, Enter("035")) == {"LH-ENTER-USABLE"}
    bridge = own(with_player(s, me, goods={"wood": 4}, francs=0), me, "27")
    u = lh.apply(bridge, Enter("27"))  # 4 wood: one group of 3 (the only sale, made at once)
    assert u.phase is Phase.AFTER
    assert u.players[me].francs == 1 and u.players[me].goods["wood"] == 1
    two = own(with_player(s, me, goods={"wood": 2}, francs=0), me, "27")
    assert rules(two, Enter("27")) == {"LH-ENTER-USABLE"}


# --- the Harbour Watch [014], line by line ------------------------------------------------


@pytest.mark.rule("LH-BLD-CARDS", "LH-ENTER-FEE-TO", "LH-GEN-NO-TRADE")
def test_edge_harbour_watch_pays_the_franc_and_the_fee_to_the_displaced_owner() -> None:
    s = game(3, seed=1)
    me = s.active
    q = (me + 1) % 3
    s = own(own(s, me, "014"), q, "08")  # q's Smokehouse (2 food or 1 franc), q's disc on it
    s = with_player(s, q, disc="08", francs=0, goods={})
    s = with_player(s, me, francs=2, goods={"fish": 3, "wood": 1})
    t = lh.apply(s, Enter("014"))
    watch = [a for a in _acts(t) if a.option == f"08@{q}"]
    assert Act(option=f"08@{q}", francs=1) in watch
    u = lh.apply(t, Act(option=f"08@{q}", francs=1))
    while u.phase is Phase.ACTION:
        u = lh.apply(u, Act(give=bag(fish=3), energy=bag(wood=1)))
    assert u.players[q].disc is None and u.players[q].francs == 2  # the franc and the fee
    assert u.players[me].disc == "08" and u.players[me].goods["smoked_fish"] == 3


@pytest.mark.rule("LH-BLD-CARDS", "LH-ENTER-USABLE")
def test_negative_harbour_watch_the_franc_comes_first_so_one_franc_cannot_pay_a_franc_fee() -> None:
    s = game(3, seed=1)
    me = s.active
    q = (me + 1) % 3
    s = own(town(s, "09"), me, "014")  # the town's Abattoir: fee 2 francs
    s = with_player(s, q, disc="09")
    s = with_player(s, me, francs=2, goods={"cattle": 2})
    assert rules(s, Enter("014")) == {"LH-ENTER-USABLE"}  # 1 franc to q, then 1 < 2
    t = lh.apply(with_player(s, me, francs=3), Enter("014"))  # 1 + 2: the only way, at once
    u = lh.apply(t, Act(give=bag(cattle=2)))
    assert u.players[me].goods["meat"] == 2 and u.players[me].francs == 0


@pytest.mark.rule("LH-BLD-CARDS", "LH-FINAL-SHARED")
def test_edge_harbour_watch_in_the_final_phase_displaces_one_chosen_disc() -> None:
    s = game(3, seed=1)
    s = evolve(s, round=s.rounds + 1, step=1, active=s.start_player, phase=Phase.MAIN)
    me = s.active
    a, b = (me + 1) % 3, (me + 2) % 3
    s = town(own(s, me, "014"), "03")
    s = with_player(with_player(s, a, disc="03"), b, disc="03")
    s = with_player(s, me, francs=1)
    t = lh.apply(s, Enter("014"))
    assert {x.option for x in _acts(t)} == {f"03@{a}", f"03@{b}"}
    u = lh.apply(t, Act(option=f"03@{b}"))
    assert u.players[b].disc is None and u.players[a].disc == "03" and u.players[me].disc == "03"
