"""Base set, age 6.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import BLUE, FACTORY, GREEN, PURPLE, RED, RIGHT, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import HAND, SCORE

code = CardCode()


@code.effect("Atomic Theory", 1)
def atomic_theory_1(x):
    yield from x.may_splay([BLUE], RIGHT)


@code.effect("Atomic Theory", 2)
def atomic_theory_2(x):
    yield from x.draw_and_meld(x.printed(7))


@code.effect("Encyclopedia", 1)
def encyclopedia_1(x):
    highest = x.highest(x.score_pile())
    if highest and (
        yield from x.may("meld all the highest cards in your score pile?", verb="meld", zone=SCORE)
    ):
        yield from x.meld_all(highest)


@code.effect("Industrialization", 1)
def industrialization_1(x):
    with_factory = [color for color in x.colors() if x.color_icons(color, FACTORY) > 0]
    for _ in with_factory:
        yield from x.draw_and_tuck(x.printed(6))


@code.effect("Industrialization", 2)
def industrialization_2(x):
    yield from x.may_splay([RED, PURPLE], RIGHT)


@code.effect("Machine Tools", 1)
def machine_tools_1(x):
    yield from x.draw_and_score(x.max_value(x.score_pile()))


@code.effect("Classification", 1)
def classification_1(x):
    card = yield from x.choose_card(
        x.hand(), "choose a card from your hand whose colour to reveal", verb="reveal", zone=HAND
    )
    if card is None:
        return
    yield from x.reveal(card)
    color = x.color(card)
    for opponent in x.opponents():
        for theirs in x.hand(opponent):
            if x.color(theirs) == color:
                yield from x.transfer(theirs, x.you, HAND)
    yield from x.meld_all(c for c in x.hand() if x.color(c) == color)


@code.effect("Metric System", 1)
def metric_system_1(x):
    if x.splay_of(GREEN) == RIGHT:
        yield from x.may_splay(range(5), RIGHT)


@code.effect("Metric System", 2)
def metric_system_2(x):
    yield from x.may_splay([GREEN], RIGHT)


@code.effect("Canning", 1)
def canning_1(x):
    if not (yield from x.may("draw and tuck a 6 (and score your top cards without a factory)?")):
        return
    if (yield from x.draw_and_tuck(x.printed(6))) is None:
        return
    yield from x.score_all([c for c in x.top_cards() if not x.has(c, FACTORY)])


@code.effect("Canning", 2)
def canning_2(x):
    yield from x.may_splay([YELLOW], RIGHT)


@code.effect("Vaccination", 1)
def vaccination_1(x):
    lowest = x.lowest(x.score_pile())
    if not lowest:
        return
    if not (yield from x.return_all(lowest)):
        return
    x.memo["returned"] = True
    yield from x.draw_and_meld(x.printed(6))


@code.effect("Vaccination", 2)
def vaccination_2(x):
    if x.memo.get("returned"):
        yield from x.draw_and_meld(x.printed(7))


@code.effect("Democracy", 1)
def democracy_1(x):
    returned = yield from x.choose_cards(
        x.hand(), "you may return any number of cards from your hand", verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, returned)
    counts = x.memo.setdefault("returned", {})
    counts[x.you] = counts.get(x.you, 0) + len(returned)
    if counts[x.you] > max((counts.get(p, 0) for p in x.opponents()), default=0):
        yield from x.draw_and_score(x.printed(8))


@code.effect("Emancipation", 1)
def emancipation_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            x.hand(),
            f"choose a card from your hand to transfer to {x.name(x.leader)}'s score pile",
            x.leader,
            SCORE,
            zone=HAND,
        )
    ):
        yield from x.draw(x.printed(6))


@code.effect("Emancipation", 2)
def emancipation_2(x):
    yield from x.may_splay([RED, PURPLE], RIGHT)
