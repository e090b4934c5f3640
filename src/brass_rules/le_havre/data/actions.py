"""What each building does, in words: its action (or, for a card without one, what owning it
does), and its end bonus (LH-END-BONUS). Written from the rulebook for players; the rules
themselves are :mod:`brass_rules.le_havre.rule_text` and the engine."""

from __future__ import annotations

from brass_rules.le_havre.data import BY_ID

#: A building id -> what its action does ("" for none; for a locked card, what owning it does).
ACTION: dict[str, str] = {
    "B1": (
        "Build exactly one building: pick one of the (up to three) proposal pile tops, pay "
        "its cost, take the card. Ships cannot be built here; town buildings cannot be built "
        "(only bought). May not be entered without building."
    ),
    "B2": (
        "Build exactly one building: pick one of the (up to three) proposal pile tops, pay "
        "its cost, take the card. No ships; town buildings cannot be built (only bought)."
    ),
    "B3": (
        "Build one or two buildings, one after another, each from a proposal pile top (the "
        "second may be the card uncovered by the first). Between the two builds the player "
        "may buy pile-top buildings as extra actions. No ships; town buildings cannot be "
        "built."
    ),
    "01": (
        "Choose 2 + (number of craft buildings the user owns) DIFFERENT basic goods (fish, "
        "wood, clay, iron, grain, cattle, hides, coal) and take 1 of each from the reserve "
        "(not from the offer spaces); at most 8 since there are 8 basic goods. Then (full "
        "game only) look at the top two face-down special buildings and put them back on top "
        "in either order; the next player may start meanwhile."
    ),
    "02": (
        "Build exactly one building from a proposal pile top whose cost contains at least 1 "
        "wood, paying 1 wood less. No ships; town buildings cannot be built."
    ),
    "03": (
        "Take 3 fish plus 1 fish per fisherman symbol on the buildings the user owns (this "
        "card's own symbol counts if he owns it)."
    ),
    "04": "Return 1, 2 or 3 wood to the reserve and receive 5, 6 or 7 francs respectively.",
    "05": (
        "Upgrade any number N of grain to bread. Pay ceil(N/2) energy and receive floor(N/2) "
        "francs (e.g. 3 bread cost 2 energy; one coke bakes up to 20)."
    ),
    "06": "Take 1 wood, 1 brick and 1 iron from the reserve.",
    "07": (
        "Upgrade any number of wood to charcoal (the user chooses how many); no energy is "
        "paid."
    ),
    "08": (
        "Upgrade up to 6 fish to smoked fish. Pay exactly 1 energy however many are smoked, "
        "and receive floor(N/2) francs (2-3 fish -> 1 franc, 4-5 -> 2, 6 -> 3)."
    ),
    "09": "Upgrade any number N of cattle to meat (no energy) and receive floor(N/2) hides.",
    "10": "Take 3 clay plus 1 clay per hammer symbol on the buildings the user owns.",
    "11": (
        "Receive 4 francs from the bank for every OTHER player's person disc currently "
        "standing in a building the user owns."
    ),
    "12": (
        "Build exactly one ship: the top card of a ship-type stack that is already in play. "
        "Pay its material cost plus 3 energy. Iron ships, steel ships and luxury liners need "
        "this wharf modernised (a wharf is modernised with 1 brick when a ship needing it is "
        "built). If the Luxury Yacht (special 023) is in the town, the action may instead "
        "swap one of the user's iron ships for it (the yacht's card says how)."
    ),
    "13": (
        "For every offer space that is EMPTY right now (franc, fish, wood, clay, iron, grain, "
        "cattle) take 2 of that item from the reserve. Never 5-franc coins, coal, hides or "
        "upgraded goods."
    ),
    "14": (
        "Upgrade any number N of clay to brick. Pay ceil(N/2) energy and receive floor(N/2) "
        "francs."
    ),
    "15": (
        "Loans are cancelled without paying: with exactly 1 loan, return it; with exactly 2 "
        "loans, return 1 and receive 2 francs; with 3 or more, return 2 — or return 1 and "
        "receive 2 francs."
    ),
    "16": (
        "Take 3 coal; take 1 more coal if the user owns at least one hammer symbol (never "
        "more than 1 extra)."
    ),
    "17": (
        "Build exactly one ship: the top card of a ship-type stack that is already in play. "
        "Pay its material cost plus 3 energy. Iron ships, steel ships and luxury liners need "
        "this wharf modernised (a wharf is modernised with 1 brick when a ship needing it is "
        "built). If the Luxury Yacht (special 023) is in the town, the action may instead "
        "swap one of the user's iron ships for it (the yacht's card says how). Each wharf is "
        "modernised separately."
    ),
    "18": (
        "Ship goods with any of the user's ships: pay 3 energy per ship used (one combined "
        "payment is allowed, e.g. 1 coke = 10 energy for 3 ships). Each ship carries up to "
        "its capacity (wooden 2, iron 3, steel 4; a luxury liner carries nothing), any mix of "
        "goods. Every good shipped goes to the reserve and pays its franc_value: 1 "
        "fish/wood/clay/grain; 2 meat/smoked fish/charcoal/hides/brick/iron; 3 "
        "cattle/bread/coal; 4 leather; 5 coke; 8 steel."
    ),
    "19": "Take 1 cattle, 1 meat, 1 fish, 1 smoked fish, 1 grain and 1 bread from the reserve.",
    "20": "Upgrade up to 4 hides to leather and receive 1 franc per leather made.",
    "21": (
        "Two optional trades, each at most once per visit: (a) pay any 4 goods (basic or "
        "upgraded, any mix; francs are not goods) for 1 steel; (b) pay any 1 good for 1 "
        "charcoal, 1 leather or 1 brick."
    ),
    "22": "Take 3 iron; optionally pay 6 energy for a 4th iron.",
    "23": (
        "Upgrade any number N of iron to steel, paying 5 energy per steel (5N in one "
        "payment)."
    ),
    "24": "",
    "25": (
        "Upgrade any number of coal to coke (no energy paid) and receive 1 franc per coke "
        "made."
    ),
    "26": "",
    "27": (
        "Sell any goods to the bank: each upgraded good for 1 franc; basic goods only in "
        "groups of 3 (same or mixed kinds) for 1 franc per group."
    ),
    "28": "",
    "29": "",
    "30": (
        "Usable only if the user holds at least 5 bread and at least 2 fish (plain fish, not "
        "smoked); nothing is paid. Receive 5 bread and 3 fish (13 food)."
    ),
    "001": (
        "Take 1 fish per fisherman symbol and 1 coal per hammer symbol on the buildings the "
        "user owns."
    ),
    "002": "Sell up to 6 bread for 3 francs each.",
    "003": "Sell up to 4 sets of (1 meat + 1 bread) for 6 francs per set.",
    "004": "Take 2 fish, 2 grain, 2 wood, 1 hides and 1 cattle from the reserve.",
    "005": "Sell any number of sets of (1 hides + 1 leather) for 7 francs per set.",
    "006": "Take 2 iron and 1 coal from the reserve.",
    "007": "Sell up to 7 fish (plain fish only, not smoked) for 2 francs each.",
    "008": "Sell any number of smoked fish for 3 francs each.",
    "009": "Take 3 fish and 3 wood from the reserve.",
    "010": "Sell up to 4 sets of (1 wood + 1 meat) for 5 francs per set.",
    "011": "Take 4 wood from the reserve and 3 francs from the bank.",
    "012": "",
    "013": "",
    "014": (
        "Pay 1 franc to another player whose person disc stands in a building; that disc goes "
        "back to its owner and the user's disc moves into that building; if the user does not "
        "own it he pays its entry fee; then he uses its action."
    ),
    "015": "Take 1 coal, 1 coke and 1 iron from the reserve.",
    "016": "Sell up to 3 sets of (1 wood + 1 smoked fish + 1 bread) for 8 francs per set.",
    "017": "Take 2 hides and 3 meat from the reserve.",
    "018": (
        "Buy energy with food: 1 food per charcoal and/or 2 food per coal, paid as one "
        "combined food payment (francs count as food; no change, e.g. 2 meat = 6 food -> 3 "
        "coal)."
    ),
    "019": "Sell up to 3 sets of (1 bread + 1 grain) for 5 francs per set.",
    "020": (
        "Exchange any number of hides for bread, 1 for 1; and/or sell up to 2 leather for 5 "
        "francs each."
    ),
    "021": "Once per visit, pay 3 leather and 14 francs to receive 30 francs.",
    "022": "Once per visit, pay 1 clay and 1 energy to receive 3 brick.",
    "023": (
        "Once it is in the town, a player may use a Wharf action (paying that wharf's entry "
        "fee) to swap one of his iron ships for the Luxury Yacht at no further cost; the iron "
        "ship leaves the game. The yacht counts as an iron ship but cannot ship goods "
        "(Shipping Line) and supplies no food at round end."
    ),
    "024": (
        "At each harvest the owner gains 2 cattle instead of 1 if he has 2-6 cattle; with 7 "
        "or more cattle he gains just 1."
    ),
    "025": (
        "Whenever the owner builds a building, its cost is reduced by 1 clay or 1 brick (no "
        "effect if the cost has neither)."
    ),
    "026": "Sell any number of sets of (1 leather + 1 wood) for 6 francs per set.",
    "027": (
        "Take 1 upgraded good per craft building the user owns, all of different kinds, "
        "chosen from smoked fish, charcoal, brick, bread, meat, coke, leather (never steel, "
        "francs or basic goods) — so at most 7."
    ),
    "028": "Sell up to 4 sets of (1 wood + 1 grain) for 3 francs per set.",
    "029": (
        "Pay 3 francs to the bank, then take ALL tokens from two neighbouring goods offer "
        "spaces (never the franc space): cattle+grain, grain+iron, iron+clay, clay+wood or "
        "wood+fish."
    ),
    "030": "Sell up to 4 grain for 2 francs each.",
    "031": "Once per visit, pay 1 iron and 15 energy to receive 2 steel.",
    "032": "Sell up to 4 sets of (1 meat + 1 charcoal) for 6 francs per set.",
    "033": (
        "Every energy payment the owner makes in a main action is reduced by 3 (not below 0; "
        "unused reduction is lost)."
    ),
    "034": "Once per visit, pay 10 francs and 3 brick to receive 24 francs.",
    "035": (
        "Receive floor((fish + cattle) / 3) francs, counting the user's plain fish and cattle "
        "together; the animals are kept."
    ),
    "31": (
        "The only special building that is built, never bought. It may be built only once one "
        "building-proposal pile is empty; it then stays in the proposals (on the empty pile) "
        "until someone builds it."
    ),
}
#: A building id -> its end bonus in words (only the cards with a "+").
BONUS: dict[str, str] = {
    "24": (
        "+ floor(G / 2) francs, G = number of goods tokens the owner holds at the end (basic "
        "and upgraded; francs excluded)"
    ),
    "26": "+4 francs per ship card the owner holds (any type)",
    "28": (
        "+4 francs per public building the owner holds (this one included) and +2 per craft "
        "building"
    ),
    "29": (
        "+3 francs per industrial building the owner holds and +2 per economic building (this "
        "one included)"
    ),
    "012": "+2 francs per industrial building the owner holds",
    "013": "+2 francs per economic building the owner holds (this one included)",
}


def action_words(card: str) -> str:
    """What the building *card* does in words: ``Action: ...`` (or, for a locked card, ``Owning
    it: ...``) and ``End bonus: ...``; ``""`` for an unknown card.

    >>> action_words("22")
    'Action: Take 3 iron; optionally pay 6 energy for a 4th iron.'
    """
    card_ = BY_ID.get(card)
    if card_ is None:
        return ""
    action = ACTION.get(card, "")
    bonus = BONUS.get(card)
    parts = []
    if action:
        parts.append(("Owning it: " if card_.fee is None else "Action: ") + action)
    if bonus:
        parts.append(f"End bonus: {bonus}.")
    return " ".join(parts)
