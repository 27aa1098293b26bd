"""Base set, age 1.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import CASTLE, CROWN, LEFT
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Pottery", 1)
def pottery_1(x):
    returned = yield from x.choose_cards(
        x.hand(), "you may return up to three cards from your hand", max=3, verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, returned)
    if returned:
        yield from x.draw_and_score(len(returned))


@code.effect("Pottery", 2)
def pottery_2(x):
    yield from x.draw(x.printed(1))


@code.effect("Tools", 1)
def tools_1(x):
    returned = yield from x.may_choose_exactly(
        x.hand(),
        3,
        "choose the three cards to return",
        "return three cards from your hand (to draw and meld a 3)?",
        verb="return",
        zone=HAND,
    )
    returned = yield from x.each(x.return_card, returned)
    if len(returned) == 3:
        yield from x.draw_and_meld(x.printed(3))


@code.effect("Tools", 2)
def tools_2(x):
    threes = [c for c in x.hand() if x.value(c) == x.printed(3)]
    if (
        yield from x.choose_and(
            "return",
            threes,
            "you may return a 3 from your hand (to draw three 1s)",
            optional=True,
            zone=HAND,
        )
    ):
        for _ in range(3):
            yield from x.draw(x.printed(1))


@code.effect("Writing", 1)
def writing_1(x):
    yield from x.draw(x.printed(2))


@code.effect("Archery", 1)
def archery_1(x):
    yield from x.draw(x.printed(1))
    yield from x.choose_and(
        "transfer",
        x.highest(x.hand()),
        f"choose the highest card in your hand to transfer to {x.name(x.leader)}'s hand",
        x.leader,
        HAND,
        zone=HAND,
    )


@code.effect("Metalworking", 1)
def metalworking_1(x):
    while True:
        # "If it has a castle": the drawn card, whatever a karma did with the reveal.
        card = yield from x.draw(x.printed(1))
        if card is None:
            return
        yield from x.reveal(card)
        if not x.has(card, CASTLE):
            return  # keep it
        yield from x.score(card)


@code.effect("Oars", 1)
def oars_1(x):
    while True:
        card = yield from x.choose_card(
            [c for c in x.hand() if x.has(c, CROWN)],
            f"choose a card with a crown to transfer to {x.name(x.leader)}'s score pile",
            verb="transfer",
            zone=HAND,
        )
        if card is None:
            return
        if not (yield from x.transfer(card, x.leader, SCORE)):
            return  # (a karma kept the card where it was: nothing was done)
        x.memo["transferred"] = True
        yield from x.draw(x.printed(1))


@code.effect("Oars", 2)
def oars_2(x):
    if not x.memo.get("transferred"):
        yield from x.draw(x.printed(1))


@code.effect("Clothing", 1)
def clothing_1(x):
    mine = x.colors()
    yield from x.choose_and(
        "meld",
        [c for c in x.hand() if x.color(c) not in mine],
        "meld a card of a colour that is not on your board",
        zone=HAND,
    )


@code.effect("Clothing", 2)
def clothing_2(x):
    theirs = {color for p in x.opponents() for color in x.colors(p)}
    only_mine = [color for color in x.colors() if color not in theirs]
    for _ in only_mine:
        yield from x.draw_and_score(x.printed(1))


@code.effect("Sailing", 1)
def sailing_1(x):
    yield from x.draw_and_meld(x.printed(1))


@code.effect("The Wheel", 1)
def the_wheel_1(x):
    yield from x.draw(x.printed(1))
    yield from x.draw(x.printed(1))


@code.effect("Agriculture", 1)
def agriculture_1(x):
    card = yield from x.choose_card(
        x.hand(), "you may return a card from your hand", optional=True, verb="return", zone=HAND
    )
    if card is not None and (yield from x.return_card(card)):
        yield from x.draw_and_score(x.value(card) + 1)


@code.effect("Domestication", 1)
def domestication_1(x):
    yield from x.choose_and(
        "meld", x.lowest(x.hand()), "meld the lowest card in your hand", zone=HAND
    )
    yield from x.draw(x.printed(1))


@code.effect("Masonry", 1)
def masonry_1(x):
    melded = yield from x.choose_cards(
        [c for c in x.hand() if x.has(c, CASTLE)],
        "you may meld any number of cards with a castle from your hand",
        verb="meld",
        zone=HAND,
    )
    melded = yield from x.each(x.meld, melded)
    if len(melded) >= 4:
        yield from x.claim("Monument")


@code.effect("City States", 1)
def city_states_1(x):
    if x.icons(CASTLE) < 4:
        return
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.top_cards() if x.has(c, CASTLE)],
            f"choose a top card with a castle to transfer to {x.name(x.leader)}'s board",
            x.leader,
            BOARD,
            zone=BOARD,
        )
    ):
        yield from x.draw(x.printed(1))


@code.effect("Code of Laws", 1)
def code_of_laws_1(x):
    mine = x.colors()
    card = yield from x.choose_card(
        [c for c in x.hand() if x.color(c) in mine],
        "you may tuck a card of a colour that is on your board",
        optional=True,
        verb="tuck",
        zone=HAND,
    )
    if card is not None and (yield from x.tuck(card)):
        yield from x.may_splay([x.color(card)], LEFT)


@code.effect("Mysticism", 1)
def mysticism_1(x):
    # "If it is the same color": the drawn card, whatever a karma did with the reveal.
    card = yield from x.draw(x.printed(1))
    if card is None:
        return
    yield from x.reveal(card)
    if x.color(card) in x.colors():
        yield from x.meld(card)
        yield from x.draw(x.printed(1))
