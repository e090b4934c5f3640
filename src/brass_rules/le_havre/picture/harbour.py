"""The harbour: the header, the offer spaces, the supply-tile track and the round cards."""

from __future__ import annotations

from brass_rules.kit.svg import open_tag, piece, rect, text, title
from brass_rules.le_havre.data import BY_ID
from brass_rules.le_havre.data.goods import OFFER_SPACES
from brass_rules.le_havre.data.supply import TILE
from brass_rules.le_havre.picture import cards, tokens
from brass_rules.le_havre.picture.layout import BOARD_W
from brass_rules.le_havre.rounds import round_cards
from brass_rules.le_havre.state import GameState, Phase

_SPACE_NAME = {"franc": "francs"}


@piece
def heading(x: float, y: float, content: str) -> str:
    """A region's heading."""
    return text(x, y, content, 14, font_weight="bold", fill="#3b2f1a", class_="heading")


def round_text(v: GameState) -> str:
    """Where the game stands: the round and turn, or the final phase, or the end."""
    length = "short" if v.short else "full"
    game = f"{length} game, {v.num_players} player{'s' if v.num_players != 1 else ''}"
    if v.is_over:
        return f"Game over ({game})"
    if v.final:
        return f"Final phase: final turn {v.step} of {v.num_players} ({game})"
    return f"Round {v.round} of {v.rounds}, turn {v.step} of 7 ({game})"


def status_text(v: GameState) -> str:
    """Who decides now and what about."""
    if v.is_over or v.to_move is None:
        return "Every player's wealth is final."
    p = v.to_move
    if v.dues:
        due = v.dues[0]
        if due.kind == "interest":
            return f"P{p} pays interest: {due.amount} F (a loan is outstanding)"
        return f"Round end, feeding: P{p} still owes {due.amount} food"
    if v.phase is Phase.ACTION and v.action is not None:
        doing = f"P{p} to move: using the {BY_ID[v.action.building].name}"
        if v.action.picked.total():
            doing += f" (chosen so far: {v.action.picked.text()})"
        if v.action.between:
            doing += " (between builds: extra actions allowed)"
        return doing
    if v.phase is Phase.AFTER:
        return f"P{p} to move: main action done (extra actions, then end the turn)"
    if v.final:
        return f"P{p} to move: final turn (one main action, which may be skipped; no buying)"
    return f"P{p} to move: main action (take an offer or enter a building)"


def header(v: GameState, x: float, y: float, ranking: str) -> str:
    """The title, the round, who is to move, the start player (and the ranking at the end)."""
    return _header(
        x,
        y,
        round_text(v),
        status_text(v),
        ranking or f"Start player: P{v.start_player}",
        bool(ranking),
    )


@piece
def _header(x: float, y: float, round_: str, status: str, extra: str, ranking: bool) -> str:
    parts = [
        '<g id="header">',
        text(x, y + 24, "Le Havre", 26, font_weight="bold", fill="#1b3a5c"),
        text(x + 150, y + 14, round_, 14, font_weight="bold", class_="round"),
        text(x + 150, y + 32, status, 13, class_="status"),
        text(
            x + 150,
            y + 49,
            extra,
            13,
            fill="#333" if not ranking else "#8b0000",
            font_weight="bold" if ranking else None,
            class_="ranking" if ranking else "start",
        ),
        "</g>",
    ]
    return "".join(parts)


OFFER_W = 100
OFFER_H = 74


def offers(v: GameState, x: float, y: float) -> str:
    """The seven offer spaces, each with its token and the number of tokens on it."""
    parts = ['<g id="offers">', heading(x, y + 12, "Offer spaces")]
    for k, space in enumerate(OFFER_SPACES):
        parts.append(_offer(k, space, v.offers[space], x, y))
    parts.append("</g>")
    return "".join(parts)


@piece
def _offer(k: int, space: str, n: int, x: float, y: float) -> str:
    """The *k*-th offer space, holding *n* tokens."""
    bx = x + k * (OFFER_W + 6)
    by = y + 20
    name = _SPACE_NAME.get(space, space)
    return "".join(
        (
            open_tag(class_="offer", id=f"offer-{space}", data_space=space, data_count=n),
            title(f"{name}: {n} on the space (take them all as the main action)"),
            rect(
                bx,
                by,
                OFFER_W,
                OFFER_H,
                rx=8,
                fill="#f7f1e1",
                stroke="#8a7a50",
                stroke_width=1.2,
                class_="frame",
            ),
            text(bx + OFFER_W / 2, by + 15, name, 12, text_anchor="middle", fill="#444"),
            tokens.offer_token(bx + 10, by + 26, space, 36),
            text(bx + 54, by + 56, f"×{n}", 22, font_weight="bold", class_="count"),
            "</g>",
        )
    )


TILE_W = 40


def supply(v: GameState, x: float, y: float) -> str:
    """The supply-tile track: tiles 1..7 with their two items and the interest mark; the tile of
    the current turn is framed in red, the tiles already used this round are shaded."""
    parts = ['<g id="supply-tiles">', heading(x, y + 12, "Supply tiles")]
    for k, tile_id in enumerate(v.tiles):
        number = k + 1
        if v.is_over or v.final:
            state = "used"
        elif number < v.step:
            state = "used"
        elif number == v.step:
            state = "current"
        else:
            state = "coming"
        parts.append(_tile(k, tile_id, state, x, y))
    parts.append("</g>")
    return "".join(parts)


@piece
def _tile(k: int, tile_id: int, state: str, x: float, y: float) -> str:
    """The *k*-th supply tile (``0``: face down), *state* ``used``, ``current`` or ``coming``."""
    number = k + 1
    bx = x + k * (TILE_W + 3)
    by = y + 20
    if tile_id == 0:
        return "".join(
            (
                open_tag(
                    class_=f"supply-tile face-down {state}", id=f"tile-{number}", data_space=number
                ),
                title(f"supply tile {number}: face down"),
                rect(bx, by, TILE_W, OFFER_H, rx=5, fill="#6b5b45", stroke="#333", class_="frame"),
                text(
                    bx + TILE_W / 2,
                    by + 15,
                    f"{number}",
                    12,
                    text_anchor="middle",
                    font_weight="bold",
                    fill="#fff",
                ),
                text(bx + TILE_W / 2, by + 48, "?", 20, text_anchor="middle", fill="#fff"),
                "</g>",
            )
        )
    tile = TILE[tile_id]
    items = " and ".join(_SPACE_NAME.get(i, i) for i in tile.items)
    parts = [
        open_tag(
            class_=f"supply-tile {state}",
            id=f"tile-{number}",
            data_space=number,
            data_items=" ".join(tile.items),
            data_interest=str(tile.interest).lower(),
        ),
        title(
            f"supply tile {number}: 1 each of {items} to the offers"
            + (", then interest (1 F per player with loans)" if tile.interest else "")
            + {"current": " (this turn)", "used": " (used)", "coming": ""}[state]
        ),
        rect(
            bx,
            by,
            TILE_W,
            OFFER_H,
            rx=5,
            fill="#e4dccb" if state == "used" else "#fffaf0",
            stroke="#c0392b" if state == "current" else "#8a7a50",
            stroke_width=3 if state == "current" else 1,
            class_="frame",
        ),
        text(bx + TILE_W / 2, by + 13, f"{number}", 11, text_anchor="middle", font_weight="bold"),
        tokens.offer_token(bx + 10, by + 17, tile.items[0], 20),
        tokens.offer_token(bx + 10, by + 39, tile.items[1], 20),
    ]
    if tile.interest:
        parts.append(
            '<g class="interest">'
            + title("interest")
            + rect(bx + 3, by + 61, TILE_W - 6, 11, rx=2, fill="#c0392b")
            + text(
                bx + TILE_W / 2,
                by + 70,
                "loan",
                8.5,
                text_anchor="middle",
                fill="#fff",
                font_weight="bold",
            )
            + "</g>"
        )
    parts.append("</g>")
    return "".join(parts)


def round_track(v: GameState, x: float, y: float) -> str:
    """The round cards in order (past ones shaded, the current one framed in red), then the
    final phase."""
    return _round_track(v.num_players, v.short, v.round, v.is_over, v.final, x, y)


@piece
def _round_track(
    players: int, short: bool, round_: int, is_over: bool, final: bool, x: float, y: float
) -> str:
    used = round_cards(players, short)
    n = len(used) + 1
    step = min(cards.ROUND_W + 8, (BOARD_W - cards.ROUND_W) / (n - 1))
    parts = [
        '<g id="rounds">',
        heading(
            x,
            y + 12,
            "Round cards (food to feed, harvest, building to the town, ship for sale)",
        ),
    ]
    for k, card in enumerate(used):
        number = k + 1
        if is_over or final or number < round_:
            state = "past"
        elif number == round_:
            state = "current"
        else:
            state = "coming"
        parts.append(cards.round_card(x + k * step, y + 20, number, card, players, state=state))
    fx = x + (n - 1) * step
    state = "current" if final and not is_over else ("past" if is_over else "coming")
    parts += [
        open_tag(class_=f"round-card final {state}", id="round-final"),
        title(
            "The final phase: every player takes one last turn, starting with the start "
            "player; no buying"
        ),
        rect(
            fx,
            y + 20,
            cards.ROUND_W,
            cards.ROUND_H,
            rx=5,
            fill="#2c3e50",
            stroke="#c0392b" if state == "current" else "#222",
            stroke_width=3.5 if state == "current" else 1,
            class_="frame",
        ),
        text(
            fx + cards.ROUND_W / 2,
            y + 52,
            "final",
            11.5,
            text_anchor="middle",
            font_weight="bold",
            fill="#fff",
        ),
        text(
            fx + cards.ROUND_W / 2,
            y + 68,
            "phase",
            11.5,
            text_anchor="middle",
            font_weight="bold",
            fill="#fff",
        ),
        "</g>",
    ]
    parts.append("</g>")
    return "".join(parts)
