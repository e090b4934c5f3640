"""The ``describe_move(position, move)`` hook in records' messages: an illegal move of any game
is described in words, in the position it was played in, not as JSON."""

from __future__ import annotations

import types
from typing import Any

import pytest

import brass_rules as br
from brass_rules import le_havre as lh
from brass_rules.hooks import GameHooks
from brass_rules.records.record import describe, illegal


def _le_havre_record_with(move: dict[str, Any]) -> dict[str, Any]:
    """A 2-player Le Havre record (seed 7) where player 0 takes the wood, then *move*."""
    rec = br.GameRecord(players=2, seed=7, game="le_havre").with_move(lh.TakeOffer("wood"))
    data = br.dump_record(rec)
    data["moves"].append(move)
    return data


@pytest.mark.parametrize(
    ("move", "says"),
    [
        ({"type": "take", "good": "fish"},
         "move 2 (Player 0 takes the 2 fish from the fish offer space.) is illegal: "
         "You have already taken your main action. (LH-MAIN-ONE)"),
        ({"type": "repay", "loans": 1, "player": 1},
         "move 2 (Player 1 repays 1 loan.) is illegal: "),
    ],
)  # fmt: skip
def test_an_illegal_le_havre_move_is_described_in_words_in_its_position(
    move: dict[str, Any], says: str
) -> None:
    with pytest.raises(br.RecordError) as info:
        br.load_record(_le_havre_record_with(move))
    message = str(info.value)
    assert message.startswith(says), message
    assert "'type'" not in message  # not the move's JSON


def test_the_hook_without_a_state_needs_none() -> None:
    game: Any = br.get_game("le_havre")
    assert game.describe_move is lh.describe_move
    s = lh.new_game(players=2, seed=7)
    assert describe(game, lh.TakeOffer("fish")) == (
        "The player to move takes everything on the fish offer space."
    )
    assert describe(game, lh.TakeOffer("fish"), s) == (
        "Player 0 takes the 2 fish from the fish offer space."
    )
    assert describe(game, lh.Sell("03", 1)) == "Player 1 sells the Fishery to the town."
    with pytest.raises(TypeError, match="not a Le Havre move"):
        lh.describe_move({"type": "take"}, s)  # type: ignore[arg-type]
    assert describe(game, {"type": "take"}, s) == "{'type': 'take'}"  # quoted instead


def test_birmingham_takes_the_state_and_ignores_it() -> None:
    state = br.new_game(players=2, seed=1)
    move = br.legal_moves(state)[0]
    assert br.describe_move(state, move) == br.describe_move(None, move)
    game = br.get_game("brass_birmingham")
    assert describe(game, move, state) == br.describe_move(None, move)
    error = br.IllegalMoveError((br.RuleViolation("R-X", "No."),))
    assert illegal(4, move, error, game=game, state=state) == (
        f"move 4 ({br.describe_move(None, move)}) is illegal: No. (R-X)"
    )


def test_a_hook_that_cannot_read_the_position_describes_the_move_without_it() -> None:
    class Hooks(GameHooks):
        def describe_move(self, position: Any | None, move: Any) -> str:
            if position is not None:
                raise TypeError("no position, please")
            if move == 4:
                raise TypeError("not a move")
            return f"moves {move}"

    game: Any = types.SimpleNamespace(
        hooks=Hooks("toy"), move_to_json=lambda move: {"m": move}
    )
    assert describe(game, 3, state=object()) == "moves 3"
    assert describe(game, 4, state=object()) == "{'m': 4}"
