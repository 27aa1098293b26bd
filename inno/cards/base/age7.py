"""Base set, age 7.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import BLUE, CROWN, FACTORY, RED, RIGHT, UP, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import HAND, SCORE

code = CardCode()

EVOLUTION_SCORE = "draw and score an 8, then return a card from your score pile"
EVOLUTION_DRAW = "draw a card of value one higher than the highest card in your score pile"


@code.effect("Evolution", 1)
def evolution_1(x):
    choice = yield from x.choose_option(
        [EVOLUTION_SCORE, EVOLUTION_DRAW], "you may choose one", optional=True
    )
    if choice == EVOLUTION_SCORE:
        yield from x.draw_and_score(x.printed(8))
        yield from x.choose_and(
            "return", x.score_pile(), "return a card from your score pile", zone=SCORE
        )
    elif choice == EVOLUTION_DRAW:
        yield from x.draw(x.max_value(x.score_pile()) + 1)


@code.effect("Publications", 1)
def publications_1(x):
    color = yield from x.choose_color(
        [c for c in x.colors() if len(x.stack(c)) > 1],
        "you may rearrange the order of one colour of your cards",
        optional=True,
    )
    if color is None:
        return
    remaining = x.stack(color)
    top_first = []
    while len(remaining) > 1:
        card = yield from x.choose_card(
            remaining,
            f"choose the card to put {'on top' if not top_first else 'next'} of your {x.color_name(color)} stack",
        )
        remaining.remove(card)
        top_first.append(card)
    top_first.extend(remaining)
    yield from x.rearrange(color, top_first[::-1])


@code.effect("Publications", 2)
def publications_2(x):
    yield from x.may_splay([YELLOW, BLUE], UP)


@code.effect("Combustion", 1)
def combustion_1(x):
    n = x.icons(CROWN, x.leader) // 4
    cards = yield from x.choose_exactly(
        x.score_pile(),
        n,
        f"choose {n} card(s) from your score pile to transfer to {x.name(x.leader)}'s score pile",
        verb="transfer",
        zone=SCORE,
    )
    yield from x.transfer_all(cards, x.leader, SCORE)


@code.effect("Combustion", 2)
def combustion_2(x):
    bottom = x.bottom(RED)
    if bottom is not None:
        yield from x.return_card(bottom)


@code.effect("Explosives", 1)
def explosives_1(x):
    cards = yield from x.choose_highest(
        x.hand(),
        3,
        f"choose which tied cards are among your three highest for {x.name(x.leader)}",
        verb="transfer",
        zone=HAND,
    )
    transferred = yield from x.transfer_all(cards, x.leader, HAND)
    if transferred and not x.hand():
        yield from x.draw(x.printed(7))


@code.effect("Bicycle", 1)
def bicycle_1(x):
    hand, score = x.hand(), x.score_pile()
    if (hand or score) and (
        yield from x.may(
            "exchange all the cards in your hand with all the cards in your score pile?",
            verb="exchange",
            zone=SCORE,
        )
    ):
        yield from x.exchange(hand, (SCORE, x.you), score, (HAND, x.you))


@code.effect("Electricity", 1)
def electricity_1(x):
    returned = yield from x.return_all(c for c in x.top_cards() if not x.has(c, FACTORY))
    for _ in returned:
        yield from x.draw(x.printed(8))


@code.effect("Refrigeration", 1)
def refrigeration_1(x):
    n = len(x.hand()) // 2
    cards = yield from x.choose_exactly(
        x.hand(),
        n,
        f"choose {n} card(s) from your hand to return (the order you give is the order returned)",
        verb="return",
        zone=HAND,
    )
    yield from x.each(x.return_card, cards)


@code.effect("Refrigeration", 2)
def refrigeration_2(x):
    yield from x.choose_and(
        "score", x.hand(), "you may score a card from your hand", optional=True, zone=HAND
    )


@code.effect("Sanitation", 1)
def sanitation_1(x):
    yours = yield from x.choose_highest(
        x.hand(),
        2,
        "choose which tied cards are among your two highest to exchange",
        verb="exchange",
        zone=HAND,
    )
    mine = yield from x.choose_card(
        x.lowest(x.hand(x.leader)),
        f"choose the lowest card in your hand to exchange with {x.name(x.you)}",
        player=x.leader,
        verb="exchange",
        zone=HAND,
    )
    yield from x.exchange(
        yours, (HAND, x.leader), [mine] if mine is not None else [], (HAND, x.you)
    )


@code.effect("Lighting", 1)
def lighting_1(x):
    tucked = yield from x.choose_cards(
        x.hand(), "you may tuck up to three cards from your hand", max=3, verb="tuck", zone=HAND
    )
    tucked = yield from x.each(x.tuck, tucked)
    for _ in {x.value(c) for c in tucked}:
        yield from x.draw_and_score(x.printed(7))


@code.effect("Railroad", 1)
def railroad_1(x):
    yield from x.return_all(x.hand())
    for _ in range(3):
        yield from x.draw(x.printed(6))


@code.effect("Railroad", 2)
def railroad_2(x):
    splayed_right = [c for c in x.colors() if x.splay_of(c) == RIGHT]
    yield from x.may_splay(splayed_right, UP)
