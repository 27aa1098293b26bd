"""Base set, age 4.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import (
    BLUE,
    CASTLE,
    CROWN,
    GREEN,
    LEAF,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RIGHT,
    UNSPLAYED,
    YELLOW,
)
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Experimentation", 1)
def experimentation_1(x):
    yield from x.draw_and_meld(x.printed(5))


@code.effect("Printing Press", 1)
def printing_press_1(x):
    if (
        yield from x.choose_and(
            "return",
            x.score_pile(),
            "you may return a card from your score pile",
            optional=True,
            zone=SCORE,
        )
    ):
        yield from x.draw(x.value(x.top(PURPLE)) + 2)


@code.effect("Printing Press", 2)
def printing_press_2(x):
    yield from x.may_splay([BLUE], RIGHT)


@code.effect("Colonialism", 1)
def colonialism_1(x):
    while True:
        # "If it has a crown": the drawn card, whatever a karma did with the tuck.
        card = yield from x.draw(x.printed(3))
        if card is None:
            return
        yield from x.tuck(card)
        if not x.has(card, CROWN):
            return


@code.effect("Gunpowder", 1)
def gunpowder_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.top_cards() if x.has(c, CASTLE)],
            f"choose a top card with a castle to transfer to {x.name(x.leader)}'s score pile",
            x.leader,
            SCORE,
            zone=BOARD,
        )
    ):
        x.memo["transferred"] = True


@code.effect("Gunpowder", 2)
def gunpowder_2(x):
    if x.memo.get("transferred"):
        yield from x.draw_and_score(x.printed(2))


@code.effect("Invention", 1)
def invention_1(x):
    splayed_left = [c for c in x.colors() if x.splay_of(c) == LEFT]
    if (yield from x.may_splay(splayed_left, RIGHT)) is not None:
        yield from x.draw_and_score(x.printed(4))


@code.effect("Invention", 2)
def invention_2(x):
    if all(x.splay_of(color) != UNSPLAYED for color in range(5)):
        yield from x.claim("Wonder")


@code.effect("Navigation", 1)
def navigation_1(x):
    yield from x.choose_and(
        "transfer",
        [c for c in x.score_pile() if x.value(c) in (x.printed(2), x.printed(3))],
        f"choose a 2 or 3 from your score pile to transfer to {x.name(x.leader)}'s score pile",
        x.leader,
        SCORE,
        zone=SCORE,
    )


@code.effect("Anatomy", 1)
def anatomy_1(x):
    card = yield from x.choose_card(
        x.score_pile(), "choose a card from your score pile to return", verb="return", zone=SCORE
    )
    if card is None or not (yield from x.return_card(card)):
        return
    yield from x.choose_and(
        "return",
        [c for c in x.top_cards() if x.value(c) == x.value(card)],
        "choose a top card of equal value to return",
        zone=BOARD,
    )


@code.effect("Perspective", 1)
def perspective_1(x):
    card = yield from x.choose_card(
        x.hand(), "you may return a card from your hand", optional=True, verb="return", zone=HAND
    )
    if card is None or not (yield from x.return_card(card)):
        return
    n = x.icons(LIGHTBULB) // 2
    scored = yield from x.choose_exactly(
        x.hand(), n, f"choose {n} card(s) from your hand to score", verb="score", zone=HAND
    )
    yield from x.score_all(scored)


@code.effect("Enterprise", 1)
def enterprise_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.top_cards() if x.color(c) != PURPLE and x.has(c, CROWN)],
            f"choose a top non-purple card with a crown to transfer to {x.name(x.leader)}'s board",
            x.leader,
            BOARD,
            zone=BOARD,
        )
    ):
        yield from x.draw_and_meld(x.printed(4))


@code.effect("Enterprise", 2)
def enterprise_2(x):
    yield from x.may_splay([GREEN], RIGHT)


@code.effect("Reformation", 1)
def reformation_1(x):
    n = x.icons(LEAF) // 2
    tucked = yield from x.choose_cards(
        x.hand(), f"you may tuck up to {n} card(s) from your hand", max=n, verb="tuck", zone=HAND
    )
    yield from x.each(x.tuck, tucked)  # (in the order chosen)


@code.effect("Reformation", 2)
def reformation_2(x):
    yield from x.may_splay([YELLOW, PURPLE], RIGHT)
