"""format_record / parse_record: text records round-trip; labels, headers and results checked."""

from __future__ import annotations

import json
import re

import pytest

import brass_rules as br
from tests.records.games import GAMES, busy_steps, moves, steps


def _record(players: int, seed: int, variant: br.Variant, **kw: object) -> br.GameRecord:
    return br.GameRecord(
        players=players, seed=seed, variant=variant, moves=moves(players, seed, variant), **kw
    )


@pytest.mark.parametrize(("players", "seed", "variant"), GAMES)
def test_a_random_game_round_trips_through_text(
    players: int, seed: int, variant: br.Variant
) -> None:
    rec = _record(players, seed, variant)
    text = br.format_record(rec)
    back = br.parse_record(text)
    assert back == rec
    assert br.format_record(back) == text
    assert back.final_state() == steps(players, seed, variant)[-1][2]


def test_a_busy_game_with_debts_round_trips_through_text() -> None:
    game = busy_steps(4, 3)
    rec = br.GameRecord(players=4, seed=3, moves=[m for _, m, _ in game])
    text = br.format_record(rec)
    assert re.search(r"^[CR]\d+\.D P\d: Remove ", text, re.MULTILINE)
    assert br.parse_record(text) == rec


def test_the_text_record_has_headers_labels_and_the_result() -> None:
    rec = _record(*GAMES[0], names=("Ann", 'Bob "the builder"'))
    text = br.format_record(rec)
    head, body = text.split("\n\n")
    final = rec.final_state()
    assert head.splitlines() == [
        '[Format "brass_rules/record"]',
        '[Version "1"]',
        '[Game "brass_birmingham"]',
        '[Players "2"]',
        '[Seed "11"]',
        '[Variant "standard"]',
        '[Name0 "Ann"]',
        '[Name1 "Bob \\"the builder\\""]',
        f'[Engine "{br.__version__}"]',
        '[Rules "Brass: Birmingham (Roxley 2018)"]',
        f'[Result "{" ".join(str(v) for v in br.scores(final))}"]',
        f'[Ranking "{" > ".join(" = ".join(map(str, g)) for g in br.ranking(final))}"]',
    ]
    lines = body.splitlines()
    assert len(lines) == len(rec.moves)
    for state, move, line in zip(rec.states(), rec.moves, lines, strict=False):
        era = "C" if state.era is br.Era.CANAL else "R"
        assert line.startswith(f"{era}{state.round}.")
        step = "+ " if state.in_progress else ""
        assert line.endswith(": " + step + br.format_move(state, move))
        assert f" P{state.to_move}: " in line
    assert lines[0].startswith("C1.1 ")
    assert br.parse_record(text).names == ("Ann", 'Bob "the builder"')


def test_a_start_position_record_round_trips_through_text() -> None:
    game = steps(*GAMES[2])
    start = game[30][0]
    rec = br.GameRecord(
        players=4, seed=13, start=br.dump_state(start), moves=[m for _, m, _ in game[30:45]]
    )
    text = br.format_record(rec)
    assert "[Start " in text
    back = br.parse_record(text)
    assert back == rec and back.initial_state() == start


def test_labels_comments_and_blank_lines_are_optional_when_reading() -> None:
    rec = _record(*GAMES[3])
    text = br.format_record(rec)
    head, body = text.split("\n\n")
    bare = "\n".join(line.split(": ", 1)[1].lower() for line in body.splitlines())
    noisy = head + '\n[Event "club night"]\n\n# a comment\n\n' + bare.replace("\n", "\n\n", 3)
    assert br.parse_record(noisy) == rec


def _lines(text: str) -> list[str]:
    return text.splitlines()


@pytest.mark.parametrize(
    ("edit", "says"),
    [
        (lambda t: t.replace("C1.1 P", "C1.2 P", 1), r"move 1 \(line \d+\): labelled C1\.2"),
        (
            lambda t: re.sub(
                r"(C1\.1) P(\d)", lambda m: f"{m[1]} P{(int(m[2]) + 1) % 2}", t, count=1
            ),
            r"move 1 \(line \d+\): labelled P\d",
        ),
        (lambda t: t.replace('[Seed "11"]', '[Seed "eleven"]'), "header Seed: expected an integer"),
        (lambda t: t.replace('[Seed "11"]\n', ""), "header Seed: missing"),
        (lambda t: t.replace('[Version "1"]', '[Version "2"]'), "unknown record version"),
        (lambda t: t.replace('[Format "brass_rules/record"]', '[Format "pgn"]'), "unknown format"),
        (lambda t: t.replace('[Rules "', '[Rules "X'), "unknown rules edition"),
        (lambda t: t.replace('[Players "2"]', '[Players "5"]'), "2, 3 or 4 players"),
        (lambda t: t.replace('[Variant "standard"]', '[Variant "pro"]'), "unknown variant"),
        (lambda t: t.replace('[Seed "11"]', "[Seed 11]"), r"line 5: expected a header"),
        (lambda t: t.replace('[Seed "11"]', '[Seed "11"]\n[Seed "12"]'), "given twice"),
        (
            lambda t: re.sub(r'\[Result "(\d+)', lambda m: f'[Result "{int(m[1]) + 1}', t),
            r"header Result\.scores: the moves produce",
        ),
        (lambda t: t.replace("[Ranking", "[Rank"), None),
        (lambda t: t + "C1.1 P0: Pass card Leek\n", "comes after the end of the game"),
    ],
)
def test_a_bad_text_record_raises_a_record_error(edit, says: str | None) -> None:  # type: ignore[no-untyped-def]
    text = br.format_record(_record(*GAMES[0]))
    edited = edit(text)
    assert edited != text
    if says is None:  # an unknown header is ignored, and so is a missing Ranking
        assert br.parse_record(edited) == br.parse_record(text)
        return
    with pytest.raises(br.RecordError, match=says):
        br.parse_record(edited)


def test_an_illegal_or_ambiguous_move_names_its_number_and_line() -> None:
    rec = _record(*GAMES[0])
    text = br.format_record(rec)
    lines = _lines(text)
    first = next(i for i, line in enumerate(lines) if line.startswith("C1.1"))
    label = lines[first].split(": ")[0]
    bad = [*lines[:first], f"{label}: Build cotton Birmingham card Nowhere", *lines[first + 1 :]]
    with pytest.raises(
        br.RecordError, match=rf"move 1 \(line {first + 1}\): unknown word 'nowhere'"
    ):
        br.parse_record("\n".join(bad))
    label4 = lines[first + 3].split(": ")[0]
    vague = [*lines[: first + 3], f"{label4}: Pass"]
    with pytest.raises(br.RecordError, match=r"move 4 \(line \d+\): 'Pass' is ambiguous: "):
        br.parse_record("\n".join(vague))
    truncated = "\n".join(lines[: first + 5])
    with pytest.raises(br.RecordError, match=r"header Result: .* 5 moves do not finish the game"):
        br.parse_record(truncated)
    unfinished = "\n".join(line for line in lines[: first + 5] if not line.startswith("[R"))
    assert br.parse_record(unfinished).moves == rec.moves[:5]


def test_a_text_record_from_json_and_back_agree() -> None:
    rec = _record(*GAMES[1])
    via_text = br.parse_record(br.format_record(rec))
    via_json = br.load_record(json.loads(json.dumps(br.dump_record(rec))))
    assert via_text == via_json == rec


def test_a_continuation_step_is_marked_and_the_mark_is_checked() -> None:
    rec = _record(*GAMES[0])
    text = br.format_record(rec)
    marked = [line for line in text.splitlines() if ": + " in line]
    assert marked and all(re.search(r": \+ (End|Develop|Network|Sell) ?", line) for line in marked)
    assert br.parse_record(text.replace(": + ", ": ")) == rec
    first = next(line for line in text.splitlines() if line.startswith("C1.1 "))
    with pytest.raises(br.RecordError, match=r"move 1 \(line \d+\): '\+' marks a step"):
        br.parse_record(text.replace(first, first.replace(": ", ": + ", 1)))
