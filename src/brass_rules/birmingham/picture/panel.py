"""The side panel: the era, round and turn, both markets with their prices, and a panel per
player (money, VP, income, the lowest tile of each industry on the mat, hand or known cards, the
discard)."""

from __future__ import annotations

from collections.abc import Sequence

from brass_rules.birmingham import components as comp
from brass_rules.birmingham.enums import INDUSTRIES, Era, Industry
from brass_rules.birmingham.observe import Observation, PlayerView
from brass_rules.birmingham.picture.ids import card_id, hand_id, market_id, mat_id, player_id
from brass_rules.birmingham.picture.layout import PANEL_W
from brass_rules.birmingham.picture.pieces import ROMAN, badge, resource
from brass_rules.kit.svg import colours, open_tag, piece, rect, text


def header(v: Observation, x: float, y: float) -> tuple[str, float]:
    """The title, era, round, who is to move, turn order and deck; and the y below it."""
    rounds = comp.ROUNDS_PER_ERA.get(len(v.players), 0)
    era = "Canal Era" if v.era is Era.CANAL else "Rail Era"
    lines = [f"{era}, round {v.round} of {rounds}"]
    if v.is_over:
        # R-END-WIN: most VP, then the furthest income space, then the most money
        keys = {i: (p.vp, p.income_space, p.money) for i, p in enumerate(v.players)}
        places = [
            " = ".join(f"P{i} ({v.players[i].vp} VP)" for i in keys if keys[i] == key)
            for key in sorted(set(keys.values()), reverse=True)
        ]
        lines.append("Game over. Ranking: " + ", ".join(places))
    elif v.to_move is not None:
        if any(v.debts):
            lines.append(f"Debt phase: P{v.to_move} owes £{v.debts[v.to_move]}")
        else:
            doing = ""
            if v.in_progress is not None:
                doing = f", continuing {v.in_progress.action.value}"
            lines.append(f"P{v.to_move} to move (actions taken: {v.actions_taken}{doing})")
    lines.append("Turn order: " + ", ".join(f"P{p}" for p in v.turn_order))
    lines.append(
        f"Deck {v.deck_size} cards; wild location {v.wild_location}, "
        f"wild industry {v.wild_industry}"
    )
    return _header(tuple(lines), x, y)


@piece
def _header(lines: tuple[str, ...], x: float, y: float) -> tuple[str, float]:
    parts = ['<g id="header">', text(x, y + 20, "Brass: Birmingham", 22, font_weight="bold")]
    for k, line in enumerate(lines):
        parts.append(text(x, y + 44 + k * 18, line, 14, class_="info"))
    parts.append("</g>")
    return "".join(parts), y + 44 + len(lines) * 18


@piece
def market(name: str, spec: comp.MarketSpec, cubes: int, x: float, y: float) -> str:
    """The coal or iron market: cubes on their price spaces, buy and sell prices."""
    industry = Industry.COAL if name == "coal" else Industry.IRON
    buy = spec.buy_price(cubes)
    sell = spec.sell_price(cubes)
    sell_text = "full" if sell is None else f"£{sell}"
    parts = [
        open_tag(
            id=market_id(name),
            class_="market",
            data_cubes=cubes,
            data_buy=buy,
            data_sell="" if sell is None else sell,
        ),
        text(
            x,
            y + 12,
            f"{name.capitalize()} market: {cubes}/{spec.capacity} cubes, "
            f"buy £{buy}, sell {sell_text}",
            13,
            font_weight="bold",
            class_="summary",
        ),
    ]
    cell = 26
    for k, price in enumerate(spec.space_prices):
        cx = x + k * cell + (k // 2) * 4
        cy = y + 20
        filled = k >= spec.capacity - cubes
        parts.append(
            rect(
                cx,
                cy,
                cell - 3,
                cell - 3,
                rx=3,
                fill="#ffffff",
                stroke="#777",
            )
        )
        if filled:
            parts.append(
                resource(cx + 4.5, cy + 4.5, industry).replace(
                    'width="7" height="7"', 'width="14" height="14"'
                )
            )
        parts.append(
            text(
                cx + (cell - 3) / 2,
                cy + cell + 9,
                f"£{price}",
                10,
                text_anchor="middle",
                class_="price",
            )
        )
    ex = x + spec.capacity * cell + (spec.capacity // 2) * 4 + 4
    parts.append(text(ex, y + 38, f"empty: £{spec.price_when_empty}", 10, fill="#444"))
    parts.append("</g>")
    return "".join(parts)


def _chips(items: Sequence[str], x: float, y: float, width: float) -> tuple[list[str], float]:
    out: list[str] = []
    cx, cy = x, y
    for k, item in enumerate(items):
        w = 7 * len(item) + 12
        if cx + w > x + width and cx > x:
            cx, cy = x, cy + 20
        out.append(open_tag(id=card_id(k), class_="card", data_card=item, data_index=k))
        out.append(
            rect(
                cx,
                cy,
                w,
                17,
                rx=3,
                fill="#fffdf3",
                stroke="#8a7a50",
            )
        )
        out.append(text(cx + 6, cy + 12.5, item, 11) + "</g>")
        cx += w + 4
    return out, cy + 20


def player(v: Observation, observer: int | None, i: int, x: float, y: float) -> tuple[str, float]:
    """Player *i*'s panel (hand shown to *observer* only); and the y below it."""
    return _player(v.players[i], observer == i, v.to_move == i, i, x, y)


@piece
def _player(
    p: PlayerView, you: bool, to_move: bool, i: int, x: float, y: float
) -> tuple[str, float]:
    # a whole panel is remembered, but its money changes every few moves: its unchanging parts
    # (the name row, the mat, the hand) are pieces of their own
    colour = colours(i)[0]
    level = comp.income_level(p.income_space)
    income = f"£{level}" if level >= 0 else f"−£{-level}"
    parts = [
        open_tag(
            id=player_id(i),
            class_="player",
            data_money=p.money,
            data_vp=p.vp,
            data_income=level,
            data_income_space=p.income_space,
            data_spent=p.spent,
            data_links_left=p.links_left,
            data_hand_size=p.hand_size,
        ),
        _name_row(you, to_move, i, x, y),
        text(
            x,
            y + 44,
            f"£{p.money} · {p.vp} VP · income {income} (space {p.income_space})",
            14,
            font_weight="bold",
            class_="stats",
        ),
        text(
            x,
            y + 62,
            f"spent £{p.spent} this round · {p.links_left} links left · "
            f"{p.hand_size} cards in hand",
            13,
            class_="stats",
        ),
        _mat(p.mat, i, x, y + 80),
    ]
    cy = y + 80 + 6 + 32
    if p.hand is not None:
        hand, cy = _hand(p.hand, i, x, cy)
        parts.append(hand)
    elif p.known_cards:
        known = "Known in hand: " + ", ".join(p.known_cards)
        parts.append(text(x, cy + 10, known, 11, class_="known"))
        cy += 16
    if p.discard:
        parts.append(
            text(
                x,
                cy + 10,
                f"Discard: {p.discard[-1]} on top ({len(p.discard)})",
                11,
                fill="#444",
                class_="discard",
            )
        )
        cy += 16
    parts.append("</g>")
    height = cy - y + 8
    frame = rect(
        x - 8,
        y - 8,
        PANEL_W - 18,
        height + 4,
        rx=6,
        fill="#ffffff",
        stroke=colour,
        stroke_width=4 if to_move else 2,
    )
    return frame + "".join(parts), y + height + 8


@piece
def _name_row(you: bool, to_move: bool, i: int, x: float, y: float) -> str:
    """The player's colour chip and name (with "you", "to move")."""
    colour, ink = colours(i)
    notes = [*(["you"] if you else []), *(["to move"] if to_move else [])]
    note = f" ({', '.join(notes)})" if notes else ""
    return "".join(
        (
            rect(x, y, 34, 24, rx=4, fill=colour, stroke="#000"),
            text(x + 17, y + 17, f"P{i}", 14, text_anchor="middle", font_weight="bold", fill=ink),
            text(x + 42, y + 17, f"Player {i}{note}", 15, font_weight="bold"),
        )
    )


@piece
def _mat(mat: tuple[tuple[int, ...], ...], i: int, x: float, cy: float) -> str:
    """The lowest tile of each industry on player *i*'s mat, its title at *cy*."""
    body = [text(x, cy, "Lowest tile on the mat (tiles left):", 11, fill="#444")]
    cy += 6
    for k, ind in enumerate(INDUSTRIES):
        body.append(_mat_cell(mat[ind.index], ind, i, x + k * 72, cy))
    return "".join(body)


@piece
def _mat_cell(left: tuple[int, ...], ind: Industry, i: int, tx: float, cy: float) -> str:
    """The lowest of player *i*'s *left* tiles of *ind* on the mat, and how many are left."""
    return "".join(
        (
            open_tag(
                id=mat_id(i, ind.value),
                class_=f"mat {ind.value}",
                data_player=i,
                data_industry=ind.value,
                data_lowest=left[0] if left else "",
                data_left=len(left),
            ),
            rect(
                tx,
                cy,
                66,
                26,
                rx=4,
                fill="#f4f4f4",
                stroke="#999",
            ),
            badge(tx + 13, cy + 13, ind, 10),
            text(
                tx + 27,
                cy + 18,
                f"{ROMAN[left[0]]} ×{len(left)}" if left else "none",
                12,
                font_weight="bold",
            ),
            "</g>",
        )
    )


@piece
def _hand(hand: tuple[str, ...], i: int, x: float, cy: float) -> tuple[str, float]:
    """Player *i*'s hand, its row at *cy*; and the y below it."""
    label = text(x, cy + 12.5, "Hand:", 12, font_weight="bold")
    chips, cy = _chips(hand, x + 46, cy, PANEL_W - 76)
    return label + open_tag(id=hand_id(i), class_="hand") + "".join(chips) + "</g>", cy
