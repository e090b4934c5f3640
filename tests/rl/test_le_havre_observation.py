"""Le Havre's observation vector: documented fields that follow the state and hide nothing
hidden; the same vector from ``observe``, PettingZoo and OpenSpiel."""

from __future__ import annotations

import itertools
import random

import attrs
import pytest

np = pytest.importorskip("numpy")

from brass_rules import le_havre as lh  # noqa: E402
from brass_rules.le_havre import rl as lrl  # noqa: E402
from brass_rules.le_havre.data.goods import GOODS, OFFER_SPACES  # noqa: E402
from brass_rules.le_havre.data.supply import TILE  # noqa: E402
from brass_rules.le_havre.observe import UNKNOWN_TILE  # noqa: E402

F = lrl.field_slices()
CARD = {c: i for i, c in enumerate(lrl.ALL_CARDS)}
CARD_SIZE = F["cards"].stop - F["cards"].start
PER_CARD = CARD_SIZE // len(lrl.ALL_CARDS)


def _game(players: int, seed: int, short: bool = True) -> list[lh.GameState]:
    rng = random.Random(seed)
    state = lh.new_game(players=players, seed=seed, short=short)
    out = [state]
    while not state.is_over:
        state = lh.apply(state, rng.choice(lh.legal_moves(state)))
        out.append(state)
    return out


GAME3 = _game(3, 11)


def _card(v: np.ndarray, card: str, offset: int) -> float:
    return float(v[F["cards"]][CARD[card] * PER_CARD + offset])


def test_fields_tile_the_vector() -> None:
    slices = list(F.values())
    assert slices[0].start == 0 and slices[-1].stop == lrl.OBSERVATION_SIZE
    assert all(a.stop == b.start for a, b in itertools.pairwise(slices))
    assert [f["name"] for f in lrl.describe_fields()] == [f.name for f in lrl.FIELDS]
    assert CARD_SIZE == PER_CARD * len(lrl.ALL_CARDS)


@pytest.mark.parametrize("index", range(0, len(GAME3), max(1, len(GAME3) // 12)))
def test_the_fields_follow_the_state(index: int) -> None:
    state = GAME3[index]
    for player in range(state.num_players):
        v = lrl.observation_vector(lh.observe(state, player))
        assert v.shape == (lrl.OBSERVATION_SIZE,) and v.dtype == np.float32
        assert np.isfinite(v).all() and v.min() >= lrl.OBSERVATION_LOW
        game = v[F["game"]]
        assert game[state.num_players - 1] == 1.0 and game[:5].sum() == 1.0
        assert game[6] == pytest.approx(state.round / 20)
        offers = v[F["offers"]]
        assert list(offers) == pytest.approx([state.offers[s] / 10 for s in OFFER_SPACES])
        for seat in range(5):
            part = v[F[f"seat{seat}"]]
            if seat >= state.num_players:
                assert not part.any()
                continue
            p = state.players[(player + seat) % state.num_players]
            assert part[0] == 1.0
            assert part[1] == pytest.approx(p.francs / 100)
            assert part[2] == pytest.approx(p.loans / 10)
            assert list(part[3 : 3 + len(GOODS)]) == pytest.approx([p.goods[g] / 10 for g in GOODS])
            home = part[3 + len(GOODS) + 5]
            assert home == float(p.disc is None)
            if p.disc is not None:
                assert part[3 + len(GOODS) + 6 + lrl.BUILDINGS.index(p.disc)] == 1.0
            for card in (*p.buildings, *p.ships):
                assert _card(v, card, 6 + seat) == 1.0
        for card in state.town:
            assert _card(v, card, 0) == 1.0
        for k, pile in enumerate(state.proposals):
            if pile:
                assert _card(v, pile[0], 4) == 1.0 and _card(v, pile[0], 1 + k) == 1.0
        turn = v[F["turn"]]
        if state.to_move is not None:
            assert turn[(state.to_move - player) % state.num_players] == 1.0
        action = v[F["action"]]
        if state.action is None:
            assert not action.any()
        else:
            assert action[lrl.BUILDINGS.index(state.action.building)] == 1.0
        supply = v[F["supply"]]
        shown = lh.observe(state, player).view.tiles
        for i, tile in enumerate(shown):
            row = supply[i * 10 : (i + 1) * 10]
            assert row[1] == float(tile != UNKNOWN_TILE)
            if tile != UNKNOWN_TILE:
                items = {OFFER_SPACES.index(x) for x in TILE[tile].items}
                assert {j for j in range(7) if row[3 + j]} == items
        assert not v[F["pending"]].any()


def test_rounds_hold_the_round_cards_of_this_player_count() -> None:
    state = lh.new_game(players=2, seed=3)
    rounds = lrl.observation_vector(lh.observe(state, 0))[F["rounds"]].reshape(20, 11)
    assert rounds[:, 0].sum() == state.rounds
    assert rounds[0, 1] == 1.0 and rounds[1:, 1].sum() == 0.0
    assert rounds[: state.rounds, 6:10].sum() == state.rounds  # each round card's ship type
    short = lh.new_game(players=2, seed=3, short=True)
    other = lrl.observation_vector(lh.observe(short, 0))[F["rounds"]].reshape(20, 11)
    assert other[:, 0].sum() == short.rounds != state.rounds


def _hidden_twins(state: lh.GameState, player: int) -> tuple[lh.GameState, lh.GameState]:
    obs = lh.observe(state, player)
    a = lh.determinize(obs, random.Random(1))
    b = lh.determinize(obs, random.Random(2))
    return a, b


def test_hidden_information_does_not_change_the_vector() -> None:
    checked = 0
    for state in GAME3[:: max(1, len(GAME3) // 15)]:
        for player in range(state.num_players):
            a, b = _hidden_twins(state, player)
            assert lh.observe(a, player) == lh.observe(b, player)
            va = lrl.observation_vector(lh.observe(a, player))
            vb = lrl.observation_vector(lh.observe(b, player))
            assert np.array_equal(va, vb)
            if a.specials != b.specials or a.tiles != b.tiles:
                checked += 1
    assert checked > 0


def test_the_special_deck_shows_only_the_cards_a_player_has_peeked_at() -> None:
    state = lh.new_game(players=2, seed=5)  # the full game deals special buildings
    assert len(state.specials) >= 2
    swapped = (state.specials[1], state.specials[0], *state.specials[2:])
    peeked = attrs.evolve(state, known=(2, 0))
    other = attrs.evolve(peeked, specials=swapped)
    for player, sees in ((0, True), (1, False)):
        va = lrl.observation_vector(lh.observe(peeked, player))
        vb = lrl.observation_vector(lh.observe(other, player))
        assert np.array_equal(va, vb) is not sees
    v = lrl.observation_vector(lh.observe(peeked, 0))
    assert _card(v, state.specials[0], 11) == 1.0 and _card(v, state.specials[2], 11) == 0.0
    # the first round's face-down supply tiles are hidden too
    tiles = (*state.tiles[:1], *reversed(state.tiles[1:]))
    later = attrs.evolve(state, tiles=tiles)
    assert np.array_equal(
        lrl.observation_vector(lh.observe(state, 0)), lrl.observation_vector(lh.observe(later, 0))
    )
    assert not np.array_equal(lrl.observation_vector(lh.observe(state, 0))[F["supply"]][:10], 0)


def test_pending_describes_the_move_being_chosen() -> None:
    state, path = next(
        (s, lrl.action_path(s, m))
        for s in GAME3
        if not s.is_over
        for m in lh.legal_moves(s)
        if len(lrl.action_path(s, m)) > 2
    )
    obs = lh.observe(state, state.to_move)
    pending = lrl.observation_vector(obs, path[:2])[F["pending"]]
    assert pending[0] == 1.0
    assert pending[1 + lrl.KINDS.index(lrl.shape_of(path[0]).kind)] == 1.0
    assert pending[-1] == pytest.approx(1 / 8)
    assert not np.array_equal(pending, lrl.observation_vector(obs, path[:1])[F["pending"]])
    with pytest.raises(ValueError, match="pending must start with a move action"):
        lrl.observation_vector(obs, (lrl.AMOUNT_CHOICE,))
    with pytest.raises(TypeError):
        lrl.observation_vector(state)  # type: ignore[arg-type]


def test_pettingzoo_gives_the_observe_vector_and_mask() -> None:
    pytest.importorskip("pettingzoo")
    from brass_rules.pettingzoo import env

    e = env(game="le_havre", players=3, seed=4)
    e.reset()
    rng = np.random.default_rng(0)
    for _ in range(40):
        agent = e.agent_selection
        obs, _, terminated, truncated, _ = e.last()
        player = int(agent.split("_")[1])
        raw = e.unwrapped  # the environment itself holds the platform state
        state, pending = raw.state, raw.pending
        expected = lrl.observation_vector(lh.observe(state, player), pending)
        assert np.array_equal(obs["observation"], expected)
        assert np.array_equal(obs["action_mask"].astype(bool), lrl.action_mask(state, pending))
        if terminated or truncated:
            break
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_openspiel_tensors_are_the_observation_vector() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import brass_rules.openspiel  # noqa: F401

    game = pyspiel.load_game("le_havre", {"players": 2})
    assert game.num_distinct_actions() == lrl.NUM_ACTIONS
    state = game.new_initial_state()
    rng = random.Random(0)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    for _ in range(30):
        player = state.current_player()
        platform = state.game_state
        vector = lrl.observation_vector(lh.observe(platform, player), state.pending)
        assert np.allclose(state.observation_tensor(player), vector)
        info = np.asarray(state.information_state_tensor(player))
        assert info.shape == (lrl.OBSERVATION_SIZE + 2,)
        assert np.allclose(info[: lrl.OBSERVATION_SIZE], vector)
        assert state.legal_actions() == list(lrl.legal_actions(platform, state.pending))
        state.apply_action(rng.choice(state.legal_actions()))
