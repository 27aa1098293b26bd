"""Base set, age 2.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import GREEN, LEAF, LEFT, RED
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Calendar", 1)
def calendar_1(x):
    if len(x.score_pile()) > len(x.hand()):
        yield from x.draw(x.printed(3))
        yield from x.draw(x.printed(3))


@code.effect("Mathematics", 1)
def mathematics_1(x):
    card = yield from x.choose_card(
        x.hand(), "you may return a card from your hand", optional=True, verb="return", zone=HAND
    )
    if card is not None and (yield from x.return_card(card)):
        yield from x.draw_and_meld(x.value(card) + 1)


@code.effect("Construction", 1)
def construction_1(x):
    cards = yield from x.choose_exactly(
        x.hand(),
        2,
        f"choose two cards to transfer to {x.name(x.leader)}'s hand",
        verb="transfer",
        zone=HAND,
    )
    yield from x.transfer_all(cards, x.leader, HAND)
    yield from x.draw(x.printed(2))


@code.effect("Construction", 2)
def construction_2(x):
    if len(x.top_cards()) == 5 and all(len(x.top_cards(p)) < 5 for p in x.others()):
        yield from x.claim("Empire")


@code.effect("Road Building", 1)
def road_building_1(x):
    melded = yield from x.choose_cards(
        x.hand(), "meld one or two cards from your hand", min=1, max=2, verb="meld", zone=HAND
    )
    melded = yield from x.each(x.meld, melded)
    red = x.top(RED)
    if len(melded) < 2 or red is None:
        return
    other = yield from x.choose_player(
        x.others(),
        "you may transfer your top red card to another player's board "
        "(and take their top green card)",
        optional=True,
    )
    if other is not None and (yield from x.transfer(red, other, BOARD)):
        green = x.top(GREEN, other)
        if green is not None:
            yield from x.transfer(green, x.you, BOARD)


@code.effect("Currency", 1)
def currency_1(x):
    returned = yield from x.choose_cards(
        x.hand(), "you may return any number of cards from your hand", verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, returned)
    for _ in {x.value(c) for c in returned}:
        yield from x.draw_and_score(x.printed(2))


@code.effect("Mapmaking", 1)
def mapmaking_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.score_pile() if x.value(c) == x.printed(1)],
            f"choose a 1 from your score pile to transfer to {x.name(x.leader)}'s score pile",
            x.leader,
            SCORE,
            zone=SCORE,
        )
    ):
        x.memo["transferred"] = True


@code.effect("Mapmaking", 2)
def mapmaking_2(x):
    if x.memo.get("transferred"):
        yield from x.draw_and_score(x.printed(1))


@code.effect("Canal Building", 1)
def canal_building_1(x):
    from_hand = x.highest(x.hand())
    from_score = x.highest(x.score_pile())
    if not (from_hand or from_score):
        return
    if (
        yield from x.may(
            "exchange the highest cards in your hand with the highest cards in your score pile?",
            verb="exchange",
            zone=SCORE,
        )
    ):
        yield from x.exchange(from_hand, (SCORE, x.you), from_score, (HAND, x.you))


@code.effect("Fermenting", 1)
def fermenting_1(x):
    leafy = [color for color in x.colors() if x.color_icons(color, LEAF) > 0]
    for _ in leafy:
        yield from x.draw(x.printed(2))


@code.effect("Monotheism", 1)
def monotheism_1(x):
    theirs = x.colors(x.leader)
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.top_cards() if x.color(c) not in theirs],
            f"choose a top card of a colour not on {x.name(x.leader)}'s board to transfer to their score pile",
            x.leader,
            SCORE,
            zone=BOARD,
        )
    ):
        yield from x.draw_and_tuck(x.printed(1))


@code.effect("Monotheism", 2)
def monotheism_2(x):
    yield from x.draw_and_tuck(x.printed(1))


@code.effect("Philosophy", 1)
def philosophy_1(x):
    yield from x.may_splay(range(5), LEFT)


@code.effect("Philosophy", 2)
def philosophy_2(x):
    yield from x.choose_and(
        "score", x.hand(), "you may score a card from your hand", optional=True, zone=HAND
    )
