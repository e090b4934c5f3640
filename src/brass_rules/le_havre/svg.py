"""render_svg: a standalone picture of a state or observation (text-based boxes)."""

from __future__ import annotations

from brass_rules.kit.svg import colours, document, rect, register_drawing, text
from brass_rules.le_havre.bag import Bag
from brass_rules.le_havre.data.ships import STACKS
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.notation import card_label
from brass_rules.le_havre.observe import UNKNOWN_CARD, UNKNOWN_TILE, Observation
from brass_rules.le_havre.rounds import round_cards
from brass_rules.le_havre.state import GameState

WIDTH = 1000
LINE = 16


def _box(
    x: float, y: float, w: float, title: str, lines: list[str], fill: str
) -> tuple[list[str], float]:
    h = 24 + LINE * max(1, len(lines))
    out = [
        rect(x, y, w, h, fill=fill, stroke="#333", rx=6),
        text(x + 8, y + 17, title, 13, font_weight="bold"),
    ]
    for i, line in enumerate(lines or ["-"]):
        out.append(text(x + 8, y + 36 + i * LINE, line, 11))
    return out, h


def _wrap(items: list[str], width: int = 95) -> list[str]:
    lines: list[str] = []
    cur = ""
    for item in items:
        if cur and len(cur) + len(item) + 2 > width:
            lines.append(cur)
            cur = item
        else:
            cur = f"{cur}, {item}" if cur else item
    if cur:
        lines.append(cur)
    return lines


def render_svg(position: GameState | Observation, *, fit: bool = False, scale: float = 1.0) -> str:
    """The harbour (offer spaces, supply tiles, round cards, town, proposals, ships for sale) and
    every player's buildings, ships, goods, francs and loans."""
    state = position.view if isinstance(position, Observation) else position
    body: list[str] = []
    y = 10.0
    status = "game over" if state.is_over else f"player {(state.to_move or 0) + 1} to move"
    rnd = (
        "final phase"
        if state.final
        else f"round {state.round} of {state.rounds}, turn {state.step}"
    )
    length = "short" if state.short else "full"
    head = f"Le Havre ({length} game, {state.num_players} players): {rnd}; {status}"
    body.append(text(10, y + 14, head, 15, font_weight="bold"))
    y += 26
    offers = [f"{k}: {v}" for k, v in state.offers.items()]
    tiles = []
    for i, t in enumerate(state.tiles):
        mark = "*" if i + 1 == state.step and not state.final else ""
        tiles.append(
            "?"
            if t == UNKNOWN_TILE
            else f"{mark}{i + 1}:{'+'.join(TILE[t].items)}" + (" (interest)" * TILE[t].interest)
        )
    part, h = _box(
        10, y, WIDTH - 20, "Offer spaces and supply tiles", _wrap(offers) + _wrap(tiles), "#dbeefc"
    )
    body += part
    y += h + 8
    cards = round_cards(state.num_players, state.short)
    rows = []
    for r, c in enumerate(cards, start=1):
        row = c.rows[state.num_players - 1]
        rows.append(
            f"{r}{'<' if r == state.round else ''}: food {row.food}"
            + (", harvest" if c.harvest else "")
            + (f", {row.town_building}" if row.town_building != "none" else "")
        )
    part, h = _box(10, y, WIDTH - 20, "Round cards", _wrap(rows, 120), "#fdf3d6")
    body += part
    y += h + 8
    town = [card_label(b) for b in state.town]
    part, h = _box(10, y, WIDTH - 20, "Town buildings", _wrap(town), "#eee")
    body += part
    y += h + 8
    piles = [
        f"pile {i + 1}: " + (", ".join(card_label(c) for c in pile) or "empty")
        for i, pile in enumerate(state.proposals)
    ]
    deck = [card_label(c) for c in state.specials if c != UNKNOWN_CARD]
    if isinstance(position, Observation):
        seen = f" (you know the top: {', '.join(deck)})" if deck else ""
        extra = [f"special deck: {len(state.specials)} face down{seen}"]
    else:
        extra = _wrap([f"special deck, face down, top first: {', '.join(deck) or 'empty'}"], 120)
    if state.stadium_waiting:
        extra.append("Football Stadium waiting for an empty pile")
    part, h = _box(10, y, WIDTH - 20, "Building proposals", piles + extra, "#e8f5e9")
    body += part
    y += h + 8
    ships = [
        f"{k}: " + (", ".join(s for s in stack) or "none")
        for k, stack in zip(STACKS, state.ship_stacks, strict=True)
    ]
    if state.modernised:
        ships.append("modernised wharves: " + ", ".join(state.modernised))
    part, h = _box(10, y, WIDTH - 20, "Ships for sale (top first)", _wrap(ships), "#e3f2fd")
    body += part
    y += h + 8
    for i, p in enumerate(state.players):
        colour, _ = colours(i)
        lines = [
            f"francs {p.francs}, loans {p.loans}, person: "
            + (card_label(p.disc) if p.disc else "at home")
        ]
        lines += _wrap([f"goods: {Bag.text(p.goods)}"], 120)
        lines += _wrap(
            ["buildings: " + (", ".join(card_label(b) for b in p.buildings) or "none")], 120
        )
        lines += _wrap(["ships: " + (", ".join(card_label(s) for s in p.ships) or "none")], 120)
        mark = " (to move)" if state.to_move == i else ""
        part, h = _box(10, y, WIDTH - 20, f"Player {i + 1}{mark}", lines, "#fff")
        body.append(rect(10, y, 8, h, fill=colour))
        body += part
        y += h + 8
    return document(WIDTH, y + 4, body, fit=fit, scale=scale)


register_drawing("le_havre", render_svg)
