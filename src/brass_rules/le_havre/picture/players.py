"""The players' panels: seat, colour, wealth, francs, loans, person, food against the round's
demand, goods tokens, buildings and ships (by name)."""

from __future__ import annotations

from collections.abc import Sequence

from brass_rules.kit.svg import colours, open_tag, piece, rect, text, title
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.actions import action_words
from brass_rules.le_havre.data.goods import BASIC, FOOD, UPGRADE_OF
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIP_TYPES, SHIPS
from brass_rules.le_havre.data.supply import LOAN_PENALTY
from brass_rules.le_havre.picture import tokens
from brass_rules.le_havre.picture.layout import PANEL_W, fit, text_width, wrap
from brass_rules.le_havre.rounds import current_card, ship_food
from brass_rules.le_havre.scoring import end_bonus, wealth
from brass_rules.le_havre.state import GameState

BAR_H = 30
_CHIP_H = 20
#: The panels' text sizes: none below :data:`SMALLEST` (12), long lines wrapped instead.
SMALLEST = 12
_TEXT = 13
_LINE = 17


def food_line(v: GameState, i: int) -> str:
    """The player's food against this round's demand (what feeding will ask of him)."""
    p = v.players[i]
    in_goods = sum(FOOD[g] * p.goods[g] for g in FOOD)
    if v.is_over or v.final:
        return f"Food: no more feeding; {in_goods} food in goods"
    _, row = current_card(v)
    demand = row.food or 0
    ships = ship_food(v, i)
    due = max(0, demand - ships)
    owed = [d for d in v.dues if d.player == i and d.kind == "food"]
    have = in_goods + p.francs
    feeding = any(d.kind == "food" for d in v.dues)
    if owed:
        verdict = f"still owes {owed[0].amount}"
    elif feeding:
        verdict = "fed"
    elif due == 0:
        verdict = "ships feed him"
    elif have >= due:
        verdict = f"covered ({in_goods} in goods + {p.francs} F)"
    else:
        verdict = f"short by {due - have} ({in_goods} in goods + {p.francs} F)"
    return f"Food: demand {demand} − ships {ships} = {due}: {verdict}"


def wealth_parts(v: GameState, i: int) -> str:
    """Wealth as scoring counts it, broken down."""
    p = v.players[i]
    buildings = sum(BY_ID[b].value for b in p.buildings)
    bonus = sum(end_bonus(v, i, b) for b in p.buildings)
    ships = sum(SHIPS[s].value for s in p.ships)
    parts = [f"buildings {buildings}"]
    if bonus:
        parts.append(f"bonuses {bonus}")
    parts.append(f"ships {ships}")
    parts.append(f"francs {p.francs}")
    text_ = " + ".join(parts)
    if p.loans:
        text_ += f" − loans {LOAN_PENALTY}×{p.loans}"
    return text_


#: A chip: its label, tooltip, the persons on it, and its card.
Chip = tuple[str, str, Sequence[int], str]


def _chips(
    items: Sequence[Chip], x: float, y: float, width: float, cls: str, owner: int
) -> tuple[list[str], float]:
    """Name chips (label, tooltip, the persons on it, card) wrapped into rows; the y below
    them. Each chip's id is ``p<owner>-<building|ship>-<card>``."""
    chips = tuple((label, tip, tuple(discs), card) for label, tip, discs, card in items)
    svg, below = _chip_rows(chips, x, y, width, cls, owner)
    return list(svg), below


@piece
def _chip_rows(
    items: tuple[Chip, ...], x: float, y: float, width: float, cls: str, owner: int
) -> tuple[tuple[str, ...], float]:
    out: list[str] = []
    cx, cy = x, y
    what = "ship" if cls == "owned-ship" else "building"
    for label, tip, discs, card in items:
        size = fit(label, width - 10 - 16 * len(discs), _TEXT, smallest=SMALLEST)
        w = min(width, text_width(label, size) + 10 + 16 * len(discs))
        if cx + w > x + width and cx > x:
            cx, cy = x, cy + _CHIP_H + 4
        out.append(
            open_tag(
                class_=f"chip {cls}",
                id=f"p{owner}-{what}-{card}",
                data_name=label,
                data_card=card,
                data_owner=owner,
            )
        )
        out.append(title(tip))
        out.append(rect(cx, cy, w, _CHIP_H, rx=3, fill="#fffdf3", stroke="#8a7a50", class_="frame"))
        out.append(text(cx + 5, cy + 15, label, size))
        for k, player in enumerate(discs):
            out.append(tokens.disc(cx + w - 16 * (k + 1), cy + 3, player, 14))
        out.append("</g>")
        cx += w + 4
    return tuple(out), cy + _CHIP_H + 4


#: The goods in the order of the panel's columns: basic side, then upgraded side.
_GOODS = tuple(g for basic in BASIC for g in (basic, UPGRADE_OF[basic]))


@piece
def _goods(i: int, x: float, cy: float, counts: tuple[int, ...]) -> str:
    """Player *i*'s goods tokens (*counts* in the order of ``_GOODS``) at (x, cy)."""
    body = []
    col = (PANEL_W - 20) / len(BASIC)
    for k, basic in enumerate(BASIC):
        for row, good in enumerate((basic, UPGRADE_OF[basic])):
            gx = x + 10 + k * col
            gy = cy + row * 25
            body.append(_good(i, good, counts[2 * k + row], gx, gy))
    return "".join(body)


@piece
def _good(i: int, good: str, n: int, gx: float, gy: float) -> str:
    """Player *i*'s *n* tokens of *good* at (gx, gy)."""
    return "".join(
        (
            open_tag(
                class_="held",
                id=f"p{i}-good-{good}",
                data_good=good,
                data_count=n,
                data_owner=i,
                opacity=None if n else 0.3,
            ),
            tokens.good(gx, gy, good, 21),
            text(gx + 24, gy + 16, f"{n}", 14, font_weight="bold" if n else None),
            "</g>",
        )
    )


def panel(
    v: GameState, i: int, x: float, y: float, *, observer: int | None, place: str
) -> tuple[str, float]:
    """Player *i*'s panel at (x, y); its SVG and the y below it."""
    p = v.players[i]
    width = PANEL_W
    inner = width - 20
    worth = wealth(v, i)
    notes = [*(["you"] if observer == i else []), *(["to move"] if v.to_move == i else [])]
    note = f" ({', '.join(notes)})" if notes else ""
    body: list[str] = []
    cy = y + BAR_H + 20
    person = BY_ID[p.disc].name if p.disc else "at home"
    loans = f"{p.loans} loan{'s' if p.loans != 1 else ''}"
    line1 = f"{p.francs} F · {loans} · person: {person}"
    money = dict(class_="stats", id=f"p{i}-money", data_francs=p.francs, data_loans=p.loans)
    lines, cy = _paragraph(line1, x + 10, cy, inner, 14, bold=True, **money)
    body.extend(lines)
    worth_line = f"Wealth {worth} = {wealth_parts(v, i)}"
    lines, cy = _paragraph(worth_line, x + 10, cy, inner, _TEXT, class_="wealth-sum")
    body.extend(lines)
    food = food_line(v, i)
    lines, cy = _paragraph(food, x + 10, cy, inner, _TEXT, class_="food-line")
    body.extend(lines)
    cy -= 10
    # goods: one column per token, basic side above, upgraded side below
    body.append(_goods(i, x, cy, tuple(p.goods[g] for g in _GOODS)))
    cy += 56
    owned: list[Chip] = [
        (
            _building_label(v, b),
            _building_tip(v, i, b),
            [k for k, q in enumerate(v.players) if q.disc == b],
            b,
        )
        for b in p.buildings
    ]
    body.append(_caption(x + 10, cy + 15, "Buildings"))
    if owned:
        chips, cy = _chips(owned, x + 96, cy, inner - 86, "owned-building", i)
        body.append(f'<g class="buildings" id="buildings-{i}">' + "".join(chips) + "</g>")
    else:
        body.append(_none(x + 96, cy + 15))
        cy += _CHIP_H + 4
    fleet: list[Chip] = [
        (_ship_label(s, v.num_players), f"{SHIP_NAMES[SHIPS[s].type]} ({s})", (), s)
        for s in p.ships
    ]
    body.append(_caption(x + 10, cy + 15, "Ships"))
    if fleet:
        chips, cy = _chips(fleet, x + 96, cy, inner - 86, "owned-ship", i)
        body.append(f'<g class="ships" id="ships-{i}">' + "".join(chips) + "</g>")
    else:
        body.append(_none(x + 96, cy + 15))
        cy += _CHIP_H + 4
    height = cy - y + 4
    tag = f"{place} · wealth {worth}" if place else f"wealth {worth}"
    head = _head(i, note, tag, v.to_move == i, x, y, height)
    out = [
        open_tag(
            id=f"player-{i}",
            class_="player",
            data_wealth=worth,
            data_francs=p.francs,
            data_loans=p.loans,
            data_disc=p.disc or "",
        ),
        head,
        *body,
        "</g>",
    ]
    return "".join(out), y + height


@piece
def _caption(x: float, y: float, content: str) -> str:
    """A row's caption ("Buildings", "Ships")."""
    return text(x, y, content, _TEXT, font_weight="bold")


@piece
def _none(x: float, y: float) -> str:
    """ "none" in an empty row."""
    return text(x, y, "none", _TEXT, fill="#666")


@piece
def _head(i: int, note: str, tag: str, to_move: bool, x: float, y: float, height: float) -> str:
    """Player *i*'s panel frame (*height* high) and its colour bar: seat, name, wealth *tag*."""
    colour, ink = colours(i)
    width = PANEL_W
    frame = rect(
        x,
        y,
        width,
        height,
        rx=6,
        fill="#ffffff",
        stroke=colour,
        stroke_width=4 if to_move else 2,
        class_="panel-frame",
    )
    bar = rect(x, y, width, BAR_H, rx=6, fill=colour, class_="colour-bar")
    head = [
        frame,
        bar,
        text(x + 10, y + 21, f"P{i}", 16, font_weight="bold", fill=ink),
        text(x + 46, y + 21, f"Player {i}{note}", 14, font_weight="bold", fill=ink),
        text(
            x + width - 10,
            y + 21,
            tag,
            15,
            font_weight="bold",
            fill=ink,
            text_anchor="end",
            class_="wealth",
        ),
    ]
    return "".join(head)


@piece
def _paragraph(
    content: str,
    x: float,
    y: float,
    width: float,
    size: float,
    bold: bool = False,
    **attributes: object,
) -> tuple[tuple[str, ...], float]:
    """*content* at (x, y) in lines at most *width* wide: shrunk towards :data:`SMALLEST` if
    that makes it one line, wrapped at *size* otherwise; the lines (the first carries
    *attributes*) and the baseline of the next line."""
    one = fit(content, width, size, bold, smallest=SMALLEST)
    fits = text_width(content, one, bold) <= width
    parts = [content] if fits else wrap(content, width, size, bold)
    size = one if len(parts) == 1 else size
    weight = "bold" if bold else None
    out = []
    for k, part in enumerate(parts):
        extra = attributes if k == 0 else {"class_": attributes.get("class_")}
        out.append(text(x, y, part, size, font_weight=weight, **extra))
        y += _LINE
    return tuple(out), y


def _building_label(v: GameState, card: str) -> str:
    c = BY_ID[card]
    modern = " (modernised)" if card in v.modernised else ""
    return f"{c.name}{modern} {c.value}"


def _building_tip(v: GameState, i: int, card: str) -> str:
    c = BY_ID[card]
    bonus = end_bonus(v, i, card)
    extra = f", end bonus now {bonus}" if bonus else ""
    does = action_words(card)
    return f"{c.name} ({c.id}): value {c.value}{extra}" + (f". {does}" if does else "")


def _ship_label(card: str, players: int) -> str:
    ship = SHIPS[card]
    food = SHIP_TYPES[ship.type].food[players - 1]
    return f"{SHIP_NAMES[ship.type]} {ship.value} ({food} food)"
