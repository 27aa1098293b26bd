"""Base set, age 8.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import CLOCK, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, UP, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Quantum Theory", 1)
def quantum_theory_1(x):
    returned = yield from x.choose_cards(
        x.hand(), "you may return up to two cards from your hand", max=2, verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, returned)
    if len(returned) == 2:
        yield from x.draw(x.printed(10))
        yield from x.draw_and_score(x.printed(10))


@code.effect("Rocketry", 1)
def rocketry_1(x):
    for _ in range(x.icons(CLOCK) // 2):
        card = yield from x.choose_face_down(
            [c for p in x.opponents() for c in x.score_pile(p)],
            "choose a card in an opponent's score pile to return",
        )
        if card is None:
            return
        yield from x.return_card(card)


@code.effect("Flight", 1)
def flight_1(x):
    if x.splay_of(RED) == UP:
        yield from x.may_splay(range(5), UP)


@code.effect("Flight", 2)
def flight_2(x):
    yield from x.may_splay([RED], UP)


@code.effect("Mobility", 1)
def mobility_1(x):
    cards = yield from x.choose_highest(
        [c for c in x.top_cards() if x.color(c) != RED and not x.has(c, FACTORY)],
        2,
        f"choose which tied top cards are among your two highest to transfer to "
        f"{x.name(x.leader)}'s score pile",
        verb="transfer",
        zone=BOARD,
    )
    if (yield from x.transfer_all(cards, x.leader, SCORE)):
        yield from x.draw(x.printed(8))


@code.effect("Corporations", 1)
def corporations_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.top_cards() if x.color(c) != GREEN and x.has(c, FACTORY)],
            f"choose a top non-green card with a factory to transfer to {x.name(x.leader)}'s score pile",
            x.leader,
            SCORE,
            zone=BOARD,
        )
    ):
        yield from x.draw_and_meld(x.printed(8))


@code.effect("Corporations", 2)
def corporations_2(x):
    yield from x.draw_and_meld(x.printed(8))


@code.effect("Mass Media", 1)
def mass_media_1(x):
    card = yield from x.choose_card(
        x.hand(), "you may return a card from your hand", optional=True, verb="return", zone=HAND
    )
    if card is None or not (yield from x.return_card(card)):
        return
    value = yield from x.choose_value(
        range(1, 11),
        "choose a value: all cards of that value in all score piles are returned",
        verb="return",
        zone=SCORE,
    )
    yield from x.return_all(c for p in x.players() for c in x.score_pile(p) if x.value(c) == value)


@code.effect("Mass Media", 2)
def mass_media_2(x):
    yield from x.may_splay([PURPLE], UP)


@code.effect("Antibiotics", 1)
def antibiotics_1(x):
    returned = yield from x.choose_cards(
        x.hand(), "you may return up to three cards from your hand", max=3, verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, returned)
    for _ in {x.value(c) for c in returned}:
        yield from x.draw(x.printed(8))
        yield from x.draw(x.printed(8))


@code.effect("Skyscrapers", 1)
def skyscrapers_1(x):
    card = yield from x.choose_card(
        [c for c in x.top_cards() if x.color(c) != YELLOW and x.has(c, CLOCK)],
        f"choose a top non-yellow card with a clock to transfer to {x.name(x.leader)}'s board",
        verb="transfer",
        zone=BOARD,
    )
    if card is None:
        return
    color = x.color(card)
    if not (yield from x.transfer(card, x.leader, BOARD)):
        return
    beneath = x.top(color)
    if beneath is not None:
        yield from x.score(beneath)
    # "all other cards": not the card beneath, even if a karma kept it in the pile
    yield from x.return_all(c for c in x.stack(color) if c != beneath)


@code.effect("Empiricism", 1)
def empiricism_1(x):
    first = yield from x.choose_color(range(5), "choose the first of two colours")
    second = yield from x.choose_color(
        [c for c in range(5) if c != first], "choose the second of two colours"
    )
    # "If it is either of the colors": the drawn card, whatever a karma did with the reveal.
    card = yield from x.draw(x.printed(9))
    if card is None:
        return
    yield from x.reveal(card)
    if x.color(card) in (first, second):
        yield from x.meld(card)
        yield from x.may_splay([x.color(card)], UP)


@code.effect("Empiricism", 2)
def empiricism_2(x):
    if x.icons(LIGHTBULB) >= 20:
        yield from x.win()


@code.effect("Socialism", 1)
def socialism_1(x):
    hand = x.hand()
    if not hand or not (
        yield from x.may("tuck all the cards from your hand?", verb="tuck", zone=HAND)
    ):
        return
    tucked = yield from x.tuck_all(hand)
    if any(x.color(c) == PURPLE for c in tucked):
        for opponent in x.opponents():
            yield from x.transfer_all(x.lowest(x.hand(opponent)), x.you, HAND)
