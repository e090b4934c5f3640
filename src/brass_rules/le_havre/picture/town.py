"""The buildings on offer: the three proposal piles, the special deck, the ship stacks and
the town's buildings."""

from __future__ import annotations

from brass_rules.kit.svg import open_tag, piece, text, title
from brass_rules.le_havre.data import BY_ID, STADIUM
from brass_rules.le_havre.data.ships import SHIP_NAMES, STACKS
from brass_rules.le_havre.observe import UNKNOWN_CARD
from brass_rules.le_havre.picture import cards
from brass_rules.le_havre.picture.harbour import heading
from brass_rules.le_havre.picture.layout import CARD_GAP, CARD_H, CARD_W, fit, text_width, wrap
from brass_rules.le_havre.state import GameState


def _discs(v: GameState, card: str) -> list[int]:
    return [i for i, p in enumerate(v.players) if p.disc == card]


def proposals(v: GameState, x: float, y: float, observer: int | None) -> str:
    """The three proposal piles (top card; how many beneath) and the special deck: face down,
    or its top cards named for an observer who has seen them."""
    parts = ['<g id="proposals">', heading(x, y + 12, "Building proposals and special deck")]
    top = y + 20
    for k, pile in enumerate(v.proposals):
        bx = x + k * (CARD_W + CARD_GAP)
        where = f"pile-{k + 1}"
        if pile:
            parts.append(cards.building(bx, top, pile[0], where=where, discs=_discs(v, pile[0])))
            parts.append(_beneath(bx, top + CARD_H, k, pile))
        else:
            parts.append(cards.empty_pile(bx, top, where=where, label=f"pile {k + 1}: empty"))
    dx = x + 3 * (CARD_W + CARD_GAP)
    known = [c for c in v.specials if c != UNKNOWN_CARD]
    if known and observer is not None:
        first = known[0]
        parts.append(
            cards.building(
                dx, top, first, where="special-deck", note="seen by you", ident="special-deck"
            )
        )
        notes = [(f"deck: {len(v.specials) - 1} beneath", True)]
        if len(known) > 1:
            seen = _name_lines([_name(c) for c in known[1:]], CARD_W - 34, 10, most=1)
            notes += [("next: " + line_, False) for line_ in seen]
    elif v.specials:
        parts.append(
            cards.face_down(
                dx, top, where="special-deck", count=len(v.specials), label="special buildings"
            )
        )
        notes = []
    else:
        parts.append(cards.empty_pile(dx, top, where="special-deck", label="no special deck"))
        notes = []
    if v.stadium_waiting:
        waiting = f"{_name(STADIUM)} waits for an empty pile"
        notes += [(line_, False) for line_ in wrap(waiting, CARD_W - 4, 10)]
    parts.append('<g class="pile-note" id="deck-notes">')
    for n, (line_, bold) in enumerate(notes):
        size = 10.5 if bold else 10
        parts.append(
            text(
                dx + 2,
                top + CARD_H + 14 + 13 * n,
                line_,
                fit(line_, CARD_W - 4, size),
                fill="#333",
                font_weight="bold" if bold else None,
            )
        )
    parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


#: The height of the notes under the piles.
NOTES_H = 58


@piece
def _beneath(x: float, y: float, k: int, pile: tuple[str, ...]) -> str:
    """Under a pile: how many cards lie beneath its top one, and the next ones by name (the
    piles are public, LH-SETUP-PROPOSALS)."""
    below = pile[1:]
    head = f"pile {k + 1}: {len(below)} beneath" if below else f"pile {k + 1}: last card"
    parts = [
        open_tag(class_="pile-note", id=f"beneath-{k + 1}", data_cards=" ".join(below)),
        title(f"pile {k + 1}, top first: " + ", ".join(_name(c) for c in pile)),
        text(x + 2, y + 14, head, 10.5, fill="#333", font_weight="bold"),
    ]
    lines = _name_lines([_name(c) for c in below], CARD_W - 4, 10)
    for n, line_ in enumerate(lines):
        size = fit(line_, CARD_W - 4, 10)
        parts.append(text(x + 2, y + 27 + n * 12, line_, size, fill="#333"))
    parts.append("</g>")
    return "".join(parts)


def _name_lines(names: list[str], width: float, size: float, most: int = 2) -> list[str]:
    """Names joined by commas into at most *most* lines, never breaking a name; "…" ends the
    last line when names are left over."""
    lines: list[str] = []
    current = ""
    for name in names:
        trial = f"{current}, {name}" if current else name
        if current and text_width(trial + ",", size) > width:
            if len(lines) + 1 == most:
                lines.append(current + ", …")
                return lines
            lines.append(current + ",")
            current = name
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def _name(card: str) -> str:
    return BY_ID[card].name


def ships(v: GameState, x: float, y: float) -> str:
    """The four ship stacks: the top card of each with its numbers and the stack's size."""
    parts = ['<g id="ship-stacks">', heading(x, y + 12, "Ships for sale (top of each stack)")]
    top = y + 20
    for k, (kind, stack) in enumerate(zip(STACKS, v.ship_stacks, strict=True)):
        bx = x + k * (CARD_W + CARD_GAP)
        if stack:
            parts.append(cards.ship(bx, top, stack[0], players=v.num_players, count=len(stack)))
        else:
            label = f"no {SHIP_NAMES[kind].lower()}"
            parts.append(cards.empty_pile(bx, top, where=f"ships-{kind}", label=label))
    if v.modernised:
        names = " and ".join(f"Wharf {w}" for w in v.modernised)
        note = f"Modernised: {names}"
        parts.append(text(x + 2, top + CARD_H + 14, note, 10.5, fill="#333", class_="pile-note"))
    parts.append("</g>")
    return "".join(parts)


TOWN_COLUMNS = 8


def town_height(v: GameState) -> float:
    """The height of the town's region."""
    rows = max(1, -(-len(v.town) // TOWN_COLUMNS))
    return 20 + rows * (CARD_H + CARD_GAP)


def town(v: GameState, x: float, y: float) -> str:
    """The town's buildings, with the person discs standing on them."""
    parts = ['<g id="town">', heading(x, y + 12, f"Town ({len(v.town)} buildings)")]
    for k, card in enumerate(v.town):
        bx = x + (k % TOWN_COLUMNS) * (CARD_W + CARD_GAP)
        by = y + 20 + (k // TOWN_COLUMNS) * (CARD_H + CARD_GAP)
        parts.append(cards.building(bx, by, card, where="town", discs=_discs(v, card)))
    if not v.town:
        parts.append(text(x, y + 40, "The town owns no building.", 12, fill="#555"))
    parts.append("</g>")
    return "".join(parts)
