"""Cards: building cards (town, proposals, special deck), ship cards and the round cards.

A card is a ``<g class="card ...">`` whose first child after its tooltip is its frame; every
text of the card is laid out inside the frame.
"""

from __future__ import annotations

from collections.abc import Sequence

from brass_rules.kit.svg import open_tag, piece, rect, text, title
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.actions import action_words
from brass_rules.le_havre.data.ships import SHIP_NAMES, SHIP_TYPES, SHIPS
from brass_rules.le_havre.data.types import BuildingCard, Fee, RoundCard
from brass_rules.le_havre.picture import tokens
from brass_rules.le_havre.picture.layout import CARD_H, CARD_W, fit, text_width, wrap

#: The tint of each kind of building.
KIND_FILL: dict[str, str] = {
    "craft": "#f6dfba",
    "economic": "#d3e5f6",
    "industrial": "#dcdcdc",
    "public": "#e9d8f2",
    "non_building": "#d8eed2",
    "ship": "#cbe7ef",
}
KIND_NAME: dict[str, str] = {
    "craft": "craft building",
    "economic": "economic building",
    "industrial": "industrial building",
    "public": "public building",
    "non_building": "non-building",
    "ship": "ship (building)",
}
#: The kind as printed on a card.
KIND_SHORT: dict[str, str] = {
    "craft": "craft",
    "economic": "economic",
    "industrial": "industrial",
    "public": "public",
    "non_building": "non-building",
    "ship": "ship",
}
#: The buildings with a "+" end bonus (LH-END-BONUS).
BONUS: frozenset[str] = frozenset({"24", "26", "28", "29", "012", "013"})


def fee_text(fee: Fee | None, owner_only: bool) -> str:
    """An entry fee in words."""
    if fee is None:
        return "locked: no action" if owner_only else "cannot be entered"
    parts = []
    if fee.food:
        parts.append(f"{fee.food} food" + (f" / {fee.or_francs} F" if fee.or_francs else ""))
    if fee.francs:
        parts.append(f"{fee.francs} F")
    return "fee " + (" + ".join(parts) if parts else "free")


def _cost_row(x: float, y: float, width: float, cost: Sequence[tuple[str, int]]) -> list[str]:
    out = []
    cx = x
    for good, n in cost:
        out.append(tokens.good(cx, y, good, 17))
        out.append(text(cx + 19, y + 13, f"{n}", 11.5, font_weight="bold"))
        cx += 30
    return out if cx - 4 <= x + width else out[: 2 * int(width // 30)]


def building(
    x: float,
    y: float,
    card_id: str,
    *,
    where: str,
    discs: Sequence[int] = (),
    note: str = "",
    ident: str = "",
) -> str:
    """A building card: name, kind, construction cost, price, value, entry fee, hammer and
    fisherman symbols, the "+" of an end bonus, and the discs of the players on it."""
    return _building(x, y, card_id, where, tuple(discs), note, ident)


@piece
def _building(
    x: float, y: float, card_id: str, where: str, discs: tuple[int, ...], note: str, ident: str
) -> str:
    c: BuildingCard = BY_ID[card_id]
    inner = CARD_W - 10
    seen = where == "special-deck"
    parts = [
        open_tag(
            class_=f"card building {c.kind}" + (" seen" if seen else ""),
            id=ident or f"{where}-{card_id}",
            data_card=card_id,
            data_name=c.name,
            data_where=where,
        ),
        title(
            ("Top of the special deck, face down, seen by you: " if seen else "")
            + _tooltip(c, discs)
        ),
        rect(
            x,
            y,
            CARD_W,
            CARD_H,
            rx=6,
            fill=KIND_FILL[c.kind],
            stroke="#5a4a7a" if seen else "#444",
            stroke_width=3 if seen else 1.2,
            stroke_dasharray="6 3" if seen else None,
            class_="frame",
        ),
    ]
    lines = wrap(c.name, inner, 12.5, bold=True)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    for k, line_ in enumerate(lines):
        size = fit(line_, inner, 12.5, bold=True)
        parts.append(text(x + 5, y + 15 + k * 14, line_, size, font_weight="bold", class_="name"))
    kind = f"{KIND_SHORT[c.kind]} · {c.id}"
    parts.append(text(x + 5, y + 45, kind, fit(kind, inner, 10.5), fill="#444", class_="kind"))
    if c.cost:
        parts.extend(_cost_row(x + 5, y + 50, inner, c.cost))
    else:
        parts.append(text(x + 5, y + 63, "cannot be built", 10, fill="#666", class_="cost"))
    price = f"buy {c.price} F" if c.price is not None else "not for sale"
    money = f"{price} · value {c.value}"
    parts.append(text(x + 5, y + 82, money, fit(money, inner, 11), class_="money"))
    fee = fee_text(c.fee, c.owner_only)
    parts.append(text(x + 5, y + 96, fee, fit(fee, inner, 11), class_="fee"))
    sx = x + 5
    for _ in range(c.hammers):
        parts.append(tokens.hammer(sx, y + 101, 17))
        sx += 19
    for _ in range(c.fishermen):
        parts.append(tokens.fisherman(sx, y + 101, 17))
        sx += 19
    if card_id in BONUS:
        parts.append(text(sx + 2, y + 116, "+", 16, font_weight="bold", class_="bonus"))
        sx += 15
    if note:
        parts.append(text(sx + 2, y + 114, note, 9.5, fill="#333", class_="note"))
        sx += text_width(note, 9.5) + 4
    if discs:
        room = x + CARD_W - 4 - (sx + 2)
        size = min(19.0, room / len(discs) - 1)
        for k, player in enumerate(discs):
            parts.append(
                tokens.disc(
                    x + CARD_W - 4 - (k + 1) * (size + 1), y + CARD_H - 3 - size, player, size
                )
            )
    parts.append("</g>")
    return "".join(parts)


def _tooltip(c: BuildingCard, discs: Sequence[int]) -> str:
    cost = ", ".join(f"{n} {tokens.good_name(g)}" for g, n in c.cost) if c.cost else "none"
    on = f"; occupied by {', '.join(f'P{p}' for p in discs)}" if discs else ""
    does = action_words(c.id)
    return (
        f"{c.name} ({c.id}), {KIND_NAME[c.kind]}: value {c.value}, "
        f"price {c.price if c.price is not None else '-'}, building cost {cost}, "
        f"{fee_text(c.fee, c.owner_only)}, hammers {c.hammers}, fishermen {c.fishermen}{on}"
        + (f". {does}" if does else "")
    )


@piece
def face_down(x: float, y: float, *, where: str, count: int, label: str) -> str:
    """A face-down card (the back of the special deck): no name."""
    parts = [
        open_tag(class_="card face-down", id=where, data_count=count),
        title(f"{label}: {count} card{'s' if count != 1 else ''} face down"),
        rect(
            x,
            y,
            CARD_W,
            CARD_H,
            rx=6,
            fill="#5a4a7a",
            stroke="#222",
            stroke_width=1.2,
            class_="frame",
        ),
        rect(
            x + 8,
            y + 8,
            CARD_W - 16,
            CARD_H - 16,
            rx=4,
            fill="url(#back)",
            stroke="#c9b8e8",
            stroke_width=1,
        ),
        text(
            x + CARD_W / 2,
            y + 52,
            label,
            fit(label, CARD_W - 20, 11, True),
            text_anchor="middle",
            font_weight="bold",
            fill="#fff",
        ),
        text(x + CARD_W / 2, y + 70, f"{count} face down", 10, text_anchor="middle", fill="#fff"),
        "</g>",
    ]
    return "".join(parts)


@piece
def empty_pile(x: float, y: float, *, where: str, label: str) -> str:
    """An empty place where a pile was."""
    return "".join(
        [
            open_tag(class_="card empty", id=where),
            rect(
                x,
                y,
                CARD_W,
                CARD_H,
                rx=6,
                fill="none",
                stroke="#999",
                stroke_dasharray="5 4",
                class_="frame",
            ),
            text(
                x + CARD_W / 2,
                y + CARD_H / 2 + 4,
                label,
                fit(label, CARD_W - 10, 10),
                text_anchor="middle",
                fill="#777",
            ),
            "</g>",
        ]
    )


@piece
def ship(x: float, y: float, card_id: str, *, players: int, count: int) -> str:
    """The top ship card of a stack: type, value, food per round, cost and the stack's size."""
    card = SHIPS[card_id]
    kind = SHIP_TYPES[card.type]
    name = SHIP_NAMES[card.type]
    inner = CARD_W - 10
    food_ = kind.food[players - 1]
    parts = [
        open_tag(
            class_=f"card ship {card.type}",
            id=f"ships-{card.type}",
            data_card=card_id,
            data_name=name,
            data_count=count,
            data_value=card.value,
            data_food=food_,
        ),
        title(
            f"{name} ({card_id}): value {card.value}, supplies {food_} food a round, "
            f"ships {kind.capacity} goods; {count} in the stack"
        ),
        rect(
            x,
            y,
            CARD_W,
            CARD_H,
            rx=6,
            fill=KIND_FILL["ship"],
            stroke="#1b4f5e",
            stroke_width=1.2,
            class_="frame",
        ),
        text(x + 5, y + 15, name, fit(name, inner, 12.5, True), font_weight="bold", class_="name"),
        text(x + 5, y + 30, f"value {card.value}", 11, class_="value"),
    ]
    parts.append(tokens.food(x + 5, y + 36, 16))
    supply = f"{food_} a round"
    parts.append(text(x + 25, y + 49, supply, fit(supply, inner - 20, 11)))
    parts.append(text(x + 5, y + 70, "build", 10, fill="#444"))
    cx = x + 36
    for good, n in kind.cost:
        parts.append(tokens.good(cx, y + 57, good, 17))
        parts.append(text(cx + 19, y + 70, f"{n}", 11.5, font_weight="bold"))
        cx += 31
    parts.append(text(cx, y + 70, "+3 energy", 9, fill="#444"))
    where = "at a modernised Wharf" if kind.modernised else "at any Wharf"
    parts.append(text(x + 5, y + 86, where, fit(where, inner, 10), fill="#333"))
    buy = f"buy {kind.buy_price} F" if kind.buy_price is not None else "not for sale"
    cap = f"cargo {kind.capacity}" if kind.capacity else "no cargo"
    money = f"{buy} · {cap}"
    parts.append(text(x + 5, y + 100, money, fit(money, inner, 10.5), class_="money"))
    left = f"{count} in stack"
    parts.append(text(x + 5, y + 115, left, 11, font_weight="bold", class_="count"))
    parts.append("</g>")
    return "".join(parts)


ROUND_W = 49
ROUND_H = 84


@piece
def round_card(
    x: float, y: float, number: int, card: RoundCard, players: int, *, state: str
) -> str:
    """One round card: its number, food demand, harvest and town building for *players*.

    *state* is ``past``, ``current`` or ``coming``."""
    row = card.rows[players - 1]
    demand = row.food or 0
    building = row.town_building if row.town_building not in (None, "none") else ""
    ship_ = SHIPS[card.ship]
    parts = [
        open_tag(
            class_=f"round-card {state}",
            id=f"round-{number}",
            data_round=number,
            data_food=demand,
            data_harvest=str(card.harvest).lower(),
            data_building=building,
        ),
        title(
            f"Round {number}: feeding {demand} food"
            + (", harvest" if card.harvest else ", no harvest")
            + (f", a {building} building goes to the town" if building else "")
            + f"; then a {SHIP_NAMES[ship_.type].lower()} (value {ship_.value}) is for sale"
        ),
        rect(
            x,
            y,
            ROUND_W,
            ROUND_H,
            rx=5,
            fill="#fff7dc" if state != "past" else "#e6e1d3",
            stroke="#c0392b" if state == "current" else "#8a7a50",
            stroke_width=3.5 if state == "current" else 1,
            class_="frame",
        ),
        text(
            x + ROUND_W / 2,
            y + 15,
            f"{number}",
            13,
            text_anchor="middle",
            font_weight="bold",
            fill="#000" if state != "past" else "#777",
        ),
    ]
    parts.append(tokens.food(x + 4, y + 21, 17))
    parts.append(text(x + 24, y + 34, f"{demand}", 13, font_weight="bold", class_="food"))
    parts.append(tokens.ship(x + 6, y + 60, ship_.type, 24))
    parts.append(text(x + 32, y + 76, f"{ship_.value}", 10, fill="#1b4f5e", class_="ship"))
    if card.harvest:
        parts.append(tokens.harvest(x + 4, y + 42, 17))
    if building:
        parts.append(tokens.house(x + 26, y + 42, building == "special", 17))
    parts.append("</g>")
    return "".join(parts)
