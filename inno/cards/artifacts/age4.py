"""Artifacts of History, age 4.  One function per printed effect (texts: cards.json)."""

from collections import Counter

from inno.data.cards import BLUE, CASTLE, CROWN, GREEN, RIGHT, TOP_ICONS
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

# -- Delft Pocket Telescope ---------------------------------------------------------------


@code.effect("Delft Pocket Telescope", 1)
def delft_pocket_telescope_1(x):
    # "A symbol in common": one of the six basic icons (hexes and bonuses are not icons,
    # as for Echoes' "shares an icon").
    while True:
        card = yield from x.choose_card(
            x.score_pile(), "return a card from your score pile", verb="return", zone=SCORE
        )
        if card is None or not (yield from x.return_card(card)):
            return
        drawn = []
        for value in (x.printed(5), x.printed(6)):
            new = yield from x.draw(value)
            if new is not None:
                drawn.append(new)
        drawn = [c for c in drawn if c in x.hand()]
        icons = x.card_icons(card)
        shared = [c for c in drawn if x.card_icons(c) & icons]
        if shared:
            chosen = yield from x.choose_card(
                shared,
                "reveal a drawn card that has a symbol in common with the returned card",
                verb="reveal",
                zone=HAND,
            )
            yield from x.reveal(chosen)
            return
        yield from x.return_all(drawn)


# -- Petition of Right --------------------------------------------------------------------


@code.effect("Petition of Right", 1)
def petition_of_right_1(x):
    n = sum(1 for c in x.top_cards() if x.has(c, CASTLE))
    cards = yield from x.choose_exactly(
        x.score_pile(),
        n,
        f"transfer {n} cards from your score pile to {x.name(x.leader)}'s score pile",
        verb="transfer",
        zone=SCORE,
    )
    yield from x.transfer_all(cards, x.leader, SCORE)


# -- East India Company Charter -----------------------------------------------------------


@code.effect("East India Company Charter", 1)
def east_india_company_charter_1(x):
    value = yield from x.choose_value(
        [v for v in range(1, 11) if v != x.printed(5)],
        "choose a value: return all cards of that value from all score piles",
        verb="return",
        zone=SCORE,
    )
    # You return them all at once (ordering the cards you can see); "each player that
    # returned cards" is each player a card of whose score pile was really returned.
    piles = {p: [c for c in x.score_pile(p) if x.value(c) == value] for p in x.players()}
    returned = yield from x.return_all(c for p in x.players() for c in piles[p])
    for _ in [p for p in x.players() if any(c in returned for c in piles[p])]:
        yield from x.draw_and_score(x.printed(5))


# -- Tortugas Galleon ---------------------------------------------------------------------


@code.effect("Tortugas Galleon", 1)
def tortugas_galleon_1(x):
    highest = x.highest(x.score_pile())
    if not highest:
        return
    value = x.value(highest[0])
    moved = 0
    for card in x.still_there(highest):
        if (yield from x.transfer(card, x.leader, SCORE)):
            moved += 1
    if not moved:
        return
    yield from x.choose_and(
        "transfer",
        [c for c in x.top_cards() if x.value(c) == value],
        f"transfer a top card of value {value} to {x.name(x.leader)}'s board",
        x.leader,
        BOARD,
        zone=BOARD,
    )


# -- Hunt-Lenox Globe ---------------------------------------------------------------------


@code.effect("Hunt-Lenox Globe", 1)
def hunt_lenox_globe_1(x):
    # Only the return depends on "if": the draws count the cards returned (none without
    # the return), and the meld happens either way (each sentence is its own instruction).
    returned = 0
    if len(x.hand()) < 4:
        tops = [c for c in x.top_cards() if x.color(c) != GREEN]
        returned = len((yield from x.return_all(tops)))
    for _ in range(returned):
        yield from x.draw(x.printed(5))
    yield from x.choose_and("meld", x.hand(), "meld a card from your hand", zone=HAND)


# -- Molasses Reef Caravel ----------------------------------------------------------------


@code.effect("Molasses Reef Caravel", 1)
def molasses_reef_caravel_1(x):
    yield from x.return_all(x.hand())
    for _ in range(3):
        yield from x.draw(x.printed(4))
    yield from x.choose_and(
        "meld",
        [c for c in x.hand() if x.color(c) == BLUE],
        "meld a blue card from your hand",
        zone=HAND,
    )
    yield from x.choose_and("score", x.hand(), "score a card from your hand", zone=HAND)
    yield from x.choose_and(
        "return", x.score_pile(), "return a card from your score pile", zone=SCORE
    )


# -- Mona Lisa ----------------------------------------------------------------------------


@code.effect("Mona Lisa", 1)
def mona_lisa_1(x):
    # "Choose a number": from 0 to the most cards the hand can hold after the five draws.
    number = yield from x.choose_value(
        range(len(x.hand()) + 6), "choose a number (of cards of a colour in your hand)"
    )
    color = yield from x.choose_color(range(5), f"choose a colour ({number} cards of it)")
    for _ in range(5):
        yield from x.draw(x.printed(4))
    for card in x.hand():
        yield from x.reveal(card)
    matching = [c for c in x.hand() if x.color(c) == color]
    if len(matching) == number:
        yield from x.score_all(matching)
        yield from x.splay(color, RIGHT)
    else:
        yield from x.return_all(x.hand())


# -- Moses --------------------------------------------------------------------------------


@code.effect("Moses", 1)
def moses_1(x):
    yield from x.transfer_all([c for c in x.top_cards() if x.has(c, CROWN)], x.leader, SCORE)


@code.effect("Moses", 2)
def moses_2(x):
    yield from x.choose_and(
        "score",
        [c for c in x.top_cards() if x.has(c, CROWN)],
        "score a top card with a crown from your board",
        zone=BOARD,
    )


# -- Abell Gallery Harpsichord ------------------------------------------------------------


@code.effect("Abell Gallery Harpsichord", 1)
def abell_gallery_harpsichord_1(x):
    counts = Counter(x.value(c) for c in x.top_cards())
    for value in sorted(v for v, n in counts.items() if n == 1):
        yield from x.draw_and_score(value)


# -- Cross of Coronado --------------------------------------------------------------------


@code.effect("Cross of Coronado", 1)
def cross_of_coronado_1(x):
    cards = x.hand()
    for card in cards:
        yield from x.reveal(card)
    if len(cards) == 5 and len({x.color(c) for c in cards}) == 5:
        yield from x.win()


# -- Complex Numbers (relic) --------------------------------------------------------------


@code.effect("Complex Numbers", 1)
def complex_numbers_1(x):
    # "The same icons, in type and number": the six basic icons (hexes are not icons).
    tops = {TOP_ICONS[c] for c in x.top_cards()}
    card = yield from x.choose_card(
        [c for c in x.hand() if TOP_ICONS[c] in tops],
        "you may reveal a card from your hand with exactly the icons of a top card of yours",
        optional=True,
        verb="reveal",
        zone=HAND,
    )
    if card is not None and (yield from x.reveal(card)):
        yield from x.claim_achievement(x.value(card))
