"""Artifacts of History, age 9.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import BLUE, CLOCK, DOGMA, UNSPLAYED, UP
from inno.engine.registry import CardCode
from inno.engine.state import HAND, SCORE

code = CardCode()

# Compel effects are demand effects "for all purposes" (the rulebook).
DEMAND_KINDS = ("demand", "compel")


def _has_demand(card: int) -> bool:
    """Does ``card`` have a demand effect (an "I demand" or an "I compel")?"""
    return any(kind in DEMAND_KINDS for kind, _ in DOGMA[card])


# -- Luna 3 -------------------------------------------------------------------------------


@code.effect("Luna 3", 1)
def luna_3_1(x):
    returned = yield from x.return_all(x.score_pile())
    # None returned: a draw of value 0 draws a 1 (the draw rules).
    yield from x.draw_and_score(len(returned))


# -- Yeager's Bell X-1A -------------------------------------------------------------------


@code.effect("Yeager's Bell X-1A", 1)
def yeagers_bell_x_1a_1(x):
    while True:
        card = yield from x.draw_and_meld(x.printed(9))
        if card is None:
            return
        yield from x.execute_here(card)
        if not x.has(card, CLOCK):
            return


# -- United Nations Charter ---------------------------------------------------------------


@code.effect("United Nations Charter", 1)
def united_nations_charter_1(x):
    # The top cards are those at the start of the effect (a card uncovered meanwhile is
    # not transferred, as for every "all top cards with ...").
    yield from x.transfer_all([c for c in x.top_cards() if _has_demand(c)], x.leader, SCORE)


@code.effect("United Nations Charter", 2)
def united_nations_charter_2(x):
    if any(_has_demand(c) for c in x.top_cards()):
        yield from x.draw(x.printed(10))


# -- Velcro Shoes -------------------------------------------------------------------------


@code.effect("Velcro Shoes", 1)
def velcro_shoes_1(x):
    to = x.name(x.leader)
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.hand() if x.value(c) == x.printed(9)],
            f"transfer a 9 from your hand to {to}'s hand",
            x.leader,
            HAND,
            zone=HAND,
        )
    ):
        return
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.score_pile() if x.value(c) == x.printed(9)],
            f"transfer a 9 from your score pile to {to}'s score pile",
            x.leader,
            SCORE,
            zone=SCORE,
        )
    ):
        return
    yield from x.win(x.leader)


# -- Philips Compact Cassette -------------------------------------------------------------


@code.effect("Philips Compact Cassette", 1)
def philips_compact_cassette_1(x):
    for color in x.colors():
        if x.splay_of(color) != UNSPLAYED:
            yield from x.unsplay(color)


@code.effect("Philips Compact Cassette", 2)
def philips_compact_cassette_2(x):
    # Two different colours that splaying up changes, chosen one after the other; with
    # two or fewer, all of them (ruling).
    colors = x.splayable(UP)
    if len(colors) > 2:
        first = yield from x.choose_color(colors, "splay a colour up (the first of two)", splay=UP)
        second = yield from x.choose_color(
            [c for c in colors if c != first], "splay a colour up (the second of two)", splay=UP
        )
        colors = [first, second]
    for color in colors:
        yield from x.splay(color, UP)


# -- Syncom 3 -----------------------------------------------------------------------------


@code.effect("Syncom 3", 1)
def syncom_3_1(x):
    yield from x.return_all(x.hand())
    colors = set()
    for _ in range(5):
        card = yield from x.draw_and_reveal(x.printed(9))
        if card is not None:
            colors.add(x.color(card))
    if len(colors) == 5:
        yield from x.win()


# -- Magnavox Odyssey ---------------------------------------------------------------------


@code.effect("Magnavox Odyssey", 1)
def magnavox_odyssey_1(x):
    # "If they are the same color": the drawn cards, whatever a karma did with the melds.
    drawn = []
    for _ in range(2):
        card = yield from x.draw(x.printed(10))
        if card is not None:
            drawn.append(card)
            yield from x.meld(card)
    if len(drawn) == 2 and x.color(drawn[0]) == x.color(drawn[1]):
        yield from x.win()


# -- Rock Around the Clock ----------------------------------------------------------------


@code.effect("Rock Around the Clock", 1)
def rock_around_the_clock_1(x):
    for _ in range(sum(1 for c in x.top_cards() if x.has(c, CLOCK))):
        yield from x.draw_and_score(x.printed(9))


# -- Marilyn Diptych ----------------------------------------------------------------------


@code.effect("Marilyn Diptych", 1)
def marilyn_diptych_1(x):
    yield from x.choose_and(
        "score", x.hand(), "you may score a card from your hand", optional=True, zone=HAND
    )
    yield from x.choose_and(
        "transfer",
        x.score_pile(),
        "you may transfer a card from your score pile to your hand",
        x.you,
        HAND,
        optional=True,
        zone=SCORE,
    )
    # "Points": your score (the score pile and any visible bonuses).
    if x.points() == 25:
        yield from x.win()


# -- The Big Bang -------------------------------------------------------------------------


@code.effect("The Big Bang", 1)
def the_big_bang_1(x):
    while True:
        top = x.top(BLUE)
        if top is None:
            return
        before = x.game.changes
        yield from x.execute(top)
        if x.game.changes == before:
            return
        card = yield from x.draw(x.printed(10))
        if card is None:
            return
        yield from x.remove(card)
