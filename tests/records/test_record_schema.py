"""docs/schemas/record.schema.json accepts every dumped record and rejects wrong shapes."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

import brass_rules as br
from tests.records.games import GAMES, busy_steps, moves, steps

SCHEMAS = Path(__file__).resolve().parents[2] / "docs" / "schemas"


def _load(name: str) -> Resource:  # type: ignore[type-arg]
    return Resource.from_contents(json.loads((SCHEMAS / name).read_text(encoding="utf-8")))


@cache
def validator() -> Draft202012Validator:
    schema = json.loads((SCHEMAS / "record.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    registry: Registry = Registry().with_resources(  # type: ignore[type-arg]
        (name, _load(name)) for name in ("move.schema.json", "position.schema.json")
    )
    return Draft202012Validator(schema, registry=registry)


def _records() -> list[dict[str, object]]:
    out = [
        br.dump_record(br.GameRecord(players=g[0], seed=g[1], variant=g[2], moves=moves(*g)))
        for g in GAMES
    ]
    busy = busy_steps(3, 2)
    out.append(br.dump_record(br.GameRecord(players=3, seed=2, moves=[m for _, m, _ in busy])))
    game = steps(*GAMES[2])
    out.append(
        br.dump_record(
            br.GameRecord(
                players=4,
                seed=13,
                start=br.dump_state(game[20][0]),
                moves=[m for _, m, _ in game[20:50]],
                names=("Ann", "Bob", "Cy", "Di"),
            )
        )
    )
    return out


def test_every_dumped_record_is_valid() -> None:
    for data in _records():
        assert list(validator().iter_errors(json.loads(json.dumps(data)))) == []


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="pgn"),
        lambda d: d.update(version=2),
        lambda d: d.update(players=5),
        lambda d: d.update(variant="pro"),
        lambda d: d.pop("moves"),
        lambda d: d.update(extra=1),
        lambda d: d["moves"].append({"action": "fly"}),
        lambda d: d.update(start={"players": 2}),
        lambda d: d.update(names="Ann"),
        lambda d: d.update(result={"scores": [1, 2]}),
    ],
)
def test_a_wrong_shape_is_invalid_and_load_record_refuses_it(change) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(_records()[0])
    change(data)
    assert list(validator().iter_errors(data))
    with pytest.raises(br.RecordError):
        br.load_record(data)


def test_a_record_of_another_game_has_the_generic_shape() -> None:
    from tests.records import toy_game

    with toy_game.registered():
        rec = br.GameRecord(players=3, seed=4, game="toy_nim", options={"big": True})
        while not rec.final_state().is_over:
            rec = rec.with_move(toy_game.Take(1))
        data = json.loads(json.dumps(br.dump_record(rec)))
    assert list(validator().iter_errors(data)) == []
    assert list(validator().iter_errors({**data, "variant": "standard"}))
    birmingham = _records()[0]
    assert list(validator().iter_errors({**birmingham, "options": {"short": True}}))
    assert list(validator().iter_errors({**birmingham, "game": "brass_birmingham"})) == []
    old = {k: v for k, v in birmingham.items() if k != "game"}
    assert list(validator().iter_errors(old)) == []
    assert list(validator().iter_errors({**old, "players": 5}))
