"""Base set, age 5.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import BLUE, CROWN, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, RIGHT, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Chemistry", 1)
def chemistry_1(x):
    yield from x.may_splay([BLUE], RIGHT)


@code.effect("Chemistry", 2)
def chemistry_2(x):
    yield from x.draw_and_score(x.max_value(x.top_cards()) + 1)
    yield from x.choose_and(
        "return", x.score_pile(), "return a card from your score pile", zone=SCORE
    )


@code.effect("Physics", 1)
def physics_1(x):
    drawn = []
    for _ in range(3):
        card = yield from x.draw(x.printed(6))
        if card is not None:  # (a karma may replace a draw)
            drawn.append(card)
    for card in drawn:
        yield from x.reveal(card)
    colors = [x.color(c) for c in drawn]
    if len(set(colors)) < len(colors):
        # The drawn cards are in your hand: returning the hand returns them too.
        yield from x.return_all(x.hand())


@code.effect("Coal", 1)
def coal_1(x):
    yield from x.draw_and_tuck(x.printed(5))


@code.effect("Coal", 2)
def coal_2(x):
    yield from x.may_splay([RED], RIGHT)


@code.effect("Coal", 3)
def coal_3(x):
    card = yield from x.choose_card(
        x.top_cards(),
        "you may score one of your top cards (and the card beneath it)",
        optional=True,
        verb="score",
        zone=BOARD,
    )
    if card is None:
        return
    stack = x.stack(x.color(card))
    beneath = stack[-2] if len(stack) > 1 else None
    if (yield from x.score(card)) and beneath is not None:
        yield from x.score(beneath)


@code.effect("The Pirate Code", 1)
def the_pirate_code_1(x):
    cards = yield from x.choose_exactly(
        [c for c in x.score_pile() if x.value(c) <= x.printed(4)],
        2,
        f"choose two cards of value 4 or less to transfer to {x.name(x.leader)}'s score pile",
        verb="transfer",
        zone=SCORE,
    )
    if (yield from x.transfer_all(cards, x.leader, SCORE)):
        x.memo["transferred"] = True


@code.effect("The Pirate Code", 2)
def the_pirate_code_2(x):
    if not x.memo.get("transferred"):
        return
    yield from x.choose_and(
        "score",
        x.lowest(c for c in x.top_cards() if x.has(c, CROWN)),
        "score the lowest top card with a crown from your board",
        zone=BOARD,
    )


@code.effect("Banking", 1)
def banking_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.top_cards() if x.color(c) != GREEN and x.has(c, FACTORY)],
            f"choose a top non-green card with a factory to transfer to {x.name(x.leader)}'s board",
            x.leader,
            BOARD,
            zone=BOARD,
        )
    ):
        yield from x.draw_and_score(x.printed(5))


@code.effect("Banking", 2)
def banking_2(x):
    yield from x.may_splay([GREEN], RIGHT)


@code.effect("Measurement", 1)
def measurement_1(x):
    card = yield from x.choose_card(
        x.hand(),
        "you may reveal and return a card from your hand",
        optional=True,
        verb="return",
        zone=HAND,
    )
    if card is None:
        return
    yield from x.reveal(card)
    if not (yield from x.return_card(card)):
        return
    color = x.color(card)
    yield from x.splay(color, RIGHT)
    yield from x.draw(len(x.stack(color)))


@code.effect("Statistics", 1)
def statistics_1(x):
    yield from x.transfer_all(x.highest(x.score_pile()), x.you, HAND)


@code.effect("Statistics", 2)
def statistics_2(x):
    yield from x.may_splay([YELLOW], RIGHT)


@code.effect("Steam Engine", 1)
def steam_engine_1(x):
    yield from x.draw_and_tuck(x.printed(4))
    yield from x.draw_and_tuck(x.printed(4))
    bottom = x.bottom(YELLOW)
    if bottom is not None:
        yield from x.score(bottom)


@code.effect("Astronomy", 1)
def astronomy_1(x):
    while True:
        # "If the card is green or blue": the drawn card, whatever a karma did with the reveal.
        card = yield from x.draw(x.printed(6))
        if card is None:
            return
        yield from x.reveal(card)
        if x.color(card) not in (GREEN, BLUE):
            return  # keep it
        yield from x.meld(card)


@code.effect("Astronomy", 2)
def astronomy_2(x):
    if all(x.value(c) >= x.printed(6) for c in x.top_cards() if x.color(c) != PURPLE):
        yield from x.claim("Universe")


@code.effect("Societies", 1)
def societies_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [
                c
                for c in x.top_cards()
                if x.has(c, LIGHTBULB) and x.value(c) > x.value(x.top(x.color(c), x.leader))
            ],
            f"choose a top card with a lightbulb, higher than {x.name(x.leader)}'s top card of its "
            "colour, to transfer to their board",
            x.leader,
            BOARD,
            zone=BOARD,
        )
    ):
        yield from x.draw(x.printed(5))
