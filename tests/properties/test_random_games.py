"""Random legal games at 2, 3 and 4 players, with conservation laws checked after every decision.

Two drivers share the checks:

- ``RandomGame``: a Hypothesis state machine; Hypothesis picks each move (so a failure shrinks to a
  short sequence of decisions) and may branch from an earlier state, which ``apply`` must not touch.
- ``test_complete_random_games``: whole games (Hypothesis draws the player count and the seed of a
  ``random.Random`` choosing the moves), checking the invariants, that every game ends, and that it
  ends after 10/9/8 rounds per era with a ranking.

The number of examples comes from the Hypothesis profile in ``tests/conftest.py`` ("ci" is quick;
``HYPOTHESIS_PROFILE=long`` plays many more games).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import attrs
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from tests.randomgames import ROUNDS

import brass_rules as br
from brass_rules import Era, Industry
from brass_rules import components as comp
from brass_rules.birmingham.board import BIRMINGHAM as B

TILES_PER_PLAYER = 45
WILD = ("wild location", "wild industry")
ALL_CARDS = sorted(comp.CARD_NAMES)
TOWNS = [loc.name for loc in B.locations]
LINK_ENDS = [link.ends for link in B.links]


# ----- invariants ------------------------------------------------------------------------------


def _owned(state: br.GameState, player: int) -> int:
    return sum(1 for t in state.tiles if t is not None and t.owner == player)


def _on_mat(state: br.GameState, player: int) -> int:
    return sum(len(levels) for levels in state.players[player].mat)


def check_state(state: br.GameState) -> None:
    """Every law that holds in every reachable state."""
    n = state.num_players
    # money: the bank ledger balances the players' money (R-FLOW-SPEND, R-GEN-SUPPLY)
    assert sum(p.money for p in state.players) + state.bank == comp.START_MONEY * n
    for p in state.players:
        assert p.money >= 0
        assert p.vp >= 0
        assert 0 <= p.income_space <= comp.LAST_SPACE
        assert 0 <= p.links_left <= comp.LINK_TILES
        assert p.spent >= 0
    # markets within their spaces
    assert 0 <= state.coal_market <= comp.COAL_MARKET.capacity
    assert 0 <= state.iron_market <= comp.IRON_MARKET.capacity
    # tiles: within what the mat held, resources within what the tile can hold
    for player in range(n):
        assert _on_mat(state, player) + _owned(state, player) <= TILES_PER_PLAYER
    for tile in state.tiles:
        if tile is None:
            continue
        spec = comp.tile(tile.industry, tile.level)
        assert tile.resources >= 0
        if tile.flipped:
            assert tile.resources == 0
        if tile.industry in (Industry.COAL, Industry.IRON):
            assert tile.resources <= spec.produces
        elif tile.industry is Industry.BREWERY:
            assert tile.resources <= comp.brewery_barrels(Era.RAIL)
        else:
            assert tile.resources == 0
    # R-BUILD-CANAL-ONE: one tile per location per player in the Canal Era
    if state.era is Era.CANAL:
        seen: Counter[tuple[int, int]] = Counter()
        for slot_spec, built in zip(B.slot_specs, state.tiles, strict=True):
            if built is not None:
                seen[(built.owner, slot_spec.location_index)] += 1
        assert max(seen.values(), default=0) <= 1, seen
    # links on the board agree with the players' link supply
    for player in range(n):
        on_board = sum(1 for owner in state.links if owner == player)
        assert on_board + state.players[player].links_left == comp.LINK_TILES
    # cards: the full deck is somewhere; wild cards are in hands or their piles
    cards: Counter[str] = Counter(state.deck)
    for p in state.players:
        cards.update(p.hand)
        cards.update(p.discard)
        cards.update(p.face_down)
        assert not set(WILD) & set(p.discard) and not set(WILD) & set(p.face_down)
    assert not set(WILD) & set(state.deck)
    wild_in_hands = [cards.pop(w, 0) for w in WILD]
    assert sum(cards.values()) == len(comp.deck(n))
    assert cards == Counter(comp.deck(n))
    assert state.wild_location + wild_in_hands[0] == comp.WILD_PILE
    assert state.wild_industry + wild_in_hands[1] == comp.WILD_PILE
    # whose decision
    if state.is_over:
        assert state.to_move is None
    else:
        assert state.to_move in range(n)


def check_step(before: br.GameState, move: br.Move, after: br.GameState) -> None:
    """Laws about one decision: mats only shrink, and only as the move says."""
    mover = before.to_move
    for player in range(before.num_players):
        mat_b, mat_a = before.players[player].mat, after.players[player].mat
        lost = _on_mat(before, player) - _on_mat(after, player)
        assert lost >= 0, "a tile went back to a mat"
        for levels_b, levels_a in zip(mat_b, mat_a, strict=True):
            assert levels_a == levels_b[len(levels_b) - len(levels_a) :], "not the lowest tile"
        if player != mover:
            assert lost == 0
        elif isinstance(move, (br.Build, br.Develop)):
            assert lost == 1
            assert len(mat_a[move.industry.index]) == len(mat_b[move.industry.index]) - 1
        elif isinstance(move, br.Sell):
            assert lost in (0, 1)  # Gloucester's free develop
        else:
            assert lost == 0
        # tiles that leave the board never come back: removed = developed + overbuilt + ...
        gained = _owned(after, player) - _owned(before, player)
        if player == mover and isinstance(move, br.Build):
            assert gained <= 1
        elif gained > 0:
            raise AssertionError(f"player {player} gained a tile without building")
    assert after.bank - before.bank == sum(p.money for p in before.players) - sum(
        p.money for p in after.players
    )


# ----- validate / legal_moves agreement ----------------------------------------------------------


def _sources(state: br.GameState, rng: random.Random) -> br.Source:
    choice = rng.randrange(4)
    if choice == 0:
        return br.MARKET
    if choice == 1:
        ms = rng.choice(B.merchant_spaces)
        return br.MerchantRef(ms.merchant, ms.space)
    spec = rng.choice(B.slot_specs)
    return br.TileRef(spec.location, spec.slot)


def mutations(state: br.GameState, move: br.Move, rng: random.Random) -> list[br.Move]:
    """Moves close to *move*: one field changed (slot, card, link, source, industry, ...)."""
    out: list[br.Move] = []
    if isinstance(move, br.End):
        return out
    hand = state.players[state.to_move or 0].hand
    for field in attrs.fields(type(move)):
        value = getattr(move, field.name)
        alts: list[Any] = []
        if field.name == "card" and value is not None:
            alts = [rng.choice(ALL_CARDS), rng.choice(hand) if hand else "Leek"]
        elif field.name == "cards":
            cards = list(value)
            cards[rng.randrange(3)] = rng.choice(ALL_CARDS)
            alts = [tuple(cards)]
        elif field.name == "slot" and value is not None:
            alts = [(value + 1) % 4, rng.randrange(4)]
        elif field.name == "industry":
            alts = [rng.choice(list(Industry))]
        elif field.name == "location":
            alts = [rng.choice(TOWNS)]
        elif field.name == "link":
            alts = [rng.choice(LINK_ENDS)]
        elif field.name == "tile":
            spec = rng.choice(B.slot_specs)
            alts = [br.TileRef(spec.location, spec.slot)]
        elif field.name == "merchant" and value is not None:
            ms = rng.choice(B.merchant_spaces)
            alts = [br.MerchantRef(ms.merchant, ms.space)]
        elif field.name == "bonus":
            alts = [rng.choice([None, *Industry])]
        elif field.name in ("coal", "iron", "beer") and value:
            items = list(value)
            items[rng.randrange(len(items))] = _sources(state, rng)
            alts = [tuple(items), tuple(items[:-1]), (*items, br.MARKET)]
        for alt in alts:
            if alt != value:
                out.append(attrs.evolve(move, **{field.name: alt}))
    return out


def check_agreement(state: br.GameState, moves: tuple[br.Move, ...], rng: random.Random) -> None:
    """Every listed move validates; a mutation is listed exactly when it validates (or, when
    it validates but is not listed, it has the outcome of a listed move)."""
    assert moves or state.is_over, "a live game with no legal move"
    listed = set(moves)
    assert len(listed) == len(moves), "a move listed twice"
    for move in moves:
        assert br.validate(state, move) == (), move
    for move in rng.sample(moves, min(4, len(moves))):
        for mutant in mutations(state, move, rng):
            errs = br.validate(state, mutant)
            if isinstance(mutant, br.Scout):
                # the three cards in any order are one decision (R-SCOUT)
                mutant = br.Scout(tuple(sorted(mutant.cards)))  # type: ignore[arg-type]
                errs = br.validate(state, mutant)
            if mutant in listed:
                assert errs == (), mutant
            elif not errs:
                outcome = br.apply(state, mutant)
                same = [m for m in moves if type(m) is type(mutant)]
                assert any(br.apply(state, m) == outcome for m in same), (
                    f"{mutant} validates but neither it nor an equivalent move is listed"
                )
            else:
                assert all(isinstance(v, br.RuleViolation) for v in errs)
                assert all(isinstance(v.rule, br.Rule) for v in errs)


def checked_apply(state: br.GameState, move: br.Move) -> br.GameState:
    """Apply *move*, checking that the input state is left exactly as it was."""
    snapshot = br.dump_state(state)
    after = br.apply(state, move)
    assert br.dump_state(state) == snapshot, "apply changed its input"
    assert br.load_state(snapshot) == state
    check_step(state, move, after)
    check_state(after)
    return after


# ----- the state machine -------------------------------------------------------------------------


class RandomGame(RuleBasedStateMachine):
    """Hypothesis chooses every decision of a game; old states are revisited to branch."""

    states = Bundle("states")

    def __init__(self) -> None:
        super().__init__()
        self.state: br.GameState | None = None
        self.rng = random.Random(0)

    @initialize(
        target=states,
        players=st.sampled_from([2, 3, 4]),
        seed=st.integers(0, 2**32 - 1),
        intro=st.booleans(),
    )
    def start(self, players: int, seed: int, intro: bool) -> br.GameState:
        variant = br.Variant.INTRO if intro else br.Variant.STANDARD
        self.state = br.new_game(players=players, seed=seed, variant=variant)
        self.rng = random.Random(seed)
        check_state(self.state)
        return self.state

    @precondition(lambda self: self.state is not None and not self.state.is_over)
    @rule(target=states, data=st.data())
    def play(self, data: st.DataObject) -> br.GameState:
        assert self.state is not None
        moves = br.legal_moves(self.state)
        check_agreement(self.state, moves, self.rng)
        move = moves[data.draw(st.integers(0, len(moves) - 1), label="move index")]
        note(f"{self.state.era.value} round {self.state.round}: {move!r}")
        self.state = checked_apply(self.state, move)
        return self.state

    @precondition(lambda self: self.state is not None and not self.state.is_over)
    @rule(data=st.data())
    def play_a_run(self, data: st.DataObject) -> None:
        """Several random decisions at once, so that runs reach the Rail Era and the end."""
        assert self.state is not None
        rng = random.Random(data.draw(st.integers(0, 2**16), label="run seed"))
        for _ in range(25):
            if self.state.is_over:
                break
            self.state = checked_apply(self.state, rng.choice(br.legal_moves(self.state)))

    @rule(old=states, data=st.data())
    def branch(self, old: br.GameState, data: st.DataObject) -> None:
        """Play from an earlier state: its successors must not have changed it."""
        check_state(old)
        if old.is_over:
            assert br.legal_moves(old) == ()
            return
        moves = br.legal_moves(old)
        move = moves[data.draw(st.integers(0, len(moves) - 1), label="branch move")]
        checked_apply(old, move)

    @invariant()
    def finished_games_have_a_ranking(self) -> None:
        if self.state is not None and self.state.is_over:
            groups = br.ranking(self.state)
            assert sorted(p for g in groups for p in g) == list(range(self.state.num_players))


RandomGame.TestCase.settings = settings(
    settings.default,
    stateful_step_count=60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    deadline=None,
)
TestRandomGame = RandomGame.TestCase


# ----- complete games ----------------------------------------------------------------------------


def play_checked_game(players: int, seed: int, variant: br.Variant) -> br.GameState:
    """One complete random game with every check; returns the final state."""
    rng = random.Random(seed)
    state = br.new_game(players=players, seed=seed, variant=variant)
    check_state(state)
    rounds: list[tuple[Era, int]] = [(state.era, state.round)]
    for _ in range(2000):
        if state.is_over:
            break
        moves = br.legal_moves(state)
        check_agreement(state, moves, rng)
        state = checked_apply(state, rng.choice(moves))
        if not state.is_over and (state.era, state.round) != rounds[-1]:
            rounds.append((state.era, state.round))
    assert state.is_over, "the game did not end"
    eras = [Era.CANAL] if variant is br.Variant.INTRO else [Era.CANAL, Era.RAIL]
    expected = [(era, r) for era in eras for r in range(1, ROUNDS[players] + 1)]
    assert rounds == expected
    assert br.legal_moves(state) == ()
    groups = br.ranking(state)
    assert sorted(p for g in groups for p in g) == list(range(players))
    assert br.scores(state) == tuple(p.vp for p in state.players)
    assert not state.in_debt_phase and state.to_move is None
    return state


@settings(
    settings.default,
    max_examples=settings.default.max_examples,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**32 - 1),
    intro=st.booleans(),
)
def test_complete_random_games(players: int, seed: int, intro: bool) -> None:
    variant = br.Variant.INTRO if intro and seed % 3 == 0 else br.Variant.STANDARD
    play_checked_game(players, seed, variant)


def test_complete_games_at_every_player_count() -> None:
    """A fixed game at each count, so that every run covers 2, 3 and 4 players to the end."""
    for players in (2, 3, 4):
        play_checked_game(players, 1000 + players, br.Variant.STANDARD)
