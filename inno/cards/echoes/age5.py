"""Echoes of the Past, age 5.  One function per printed effect (texts: cards.json)."""

from collections import Counter

from inno.cards.echoes.phrases import may_transfer_bottom_to_achievements
from inno.data.cards import (
    FACTORY,
    GREEN,
    LEAF,
    PURPLE,
    RED,
    RIGHT,
    SETS,
    YELLOW,
)
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

# -- Lightning Rod ----------------------------------------------------------------------


@code.echo("Lightning Rod")
def lightning_rod_echo(x):
    yield from x.draw_and_tuck(x.printed(5))


@code.effect("Lightning Rod", 1)
def lightning_rod_1(x):
    card = yield from x.draw_and_tuck(x.printed(5))
    if card is None:
        return
    top = x.top(x.color(card))
    if top is not None:
        yield from x.return_card(top)


@code.effect("Lightning Rod", 2)
def lightning_rod_2(x):
    yield from x.draw_and_tuck(x.printed(5))
    yield from x.choose_and(
        "return",
        x.top_cards(),
        "you may return a top card from your board",
        optional=True,
        zone=BOARD,
    )


# -- Thermometer ------------------------------------------------------------------------


@code.echo("Thermometer")
def thermometer_echo(x):
    card = x.bottom(GREEN)
    if card is not None:
        yield from x.meld(card)  # within the stack, the splay is kept


@code.effect("Thermometer", 1)
def thermometer_1(x):
    while True:
        card = yield from x.draw_and_meld(x.value(x.top(YELLOW)) + 1)
        if card is None or x.color(card) != YELLOW:
            return


# -- Coke -------------------------------------------------------------------------------


@code.echo("Coke")
def coke_echo(x):
    yield from x.draw_and_tuck(x.printed(4))


@code.effect("Coke", 1)
def coke_1(x):
    while True:
        card = yield from x.draw_and_reveal(x.printed(6))
        if card is None:
            return
        if not x.has(card, FACTORY):
            yield from x.foreshadow(card)
            return
        yield from x.meld(card)


# -- Octant -----------------------------------------------------------------------------


@code.effect("Octant", 1)
def octant_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [
                c
                for c in x.top_cards()
                if x.color(c) != RED and (x.has(c, LEAF) or x.has(c, FACTORY))
            ],
            f"choose a top non-red card with a leaf or a factory to transfer to "
            f"{x.name(x.leader)}'s board",
            x.leader,
            BOARD,
            zone=BOARD,
        )
    ):
        yield from x.draw_and_foreshadow(x.printed(6))


@code.effect("Octant", 2)
def octant_2(x):
    yield from x.draw_and_foreshadow(x.printed(6))


# -- Palampore --------------------------------------------------------------------------


@code.effect("Palampore", 1)
def palampore_1(x):
    repeated = [b for b, n in Counter(x.bonuses()).items() if n > 1]
    value = yield from x.choose_value(
        repeated, "choose a bonus that occurs more than once on your board: draw and score it"
    )
    if value is not None:
        yield from x.draw_and_score(value)


@code.effect("Palampore", 2)
def palampore_2(x):
    yield from x.may_splay([PURPLE], RIGHT)


@code.effect("Palampore", 3)
def palampore_3(x):
    if len(x.bonuses()) >= 6:
        yield from x.claim("Wealth")


# -- Seed Drill -------------------------------------------------------------------------


@code.effect("Seed Drill", 1)
def seed_drill_1(x):
    yield from x.choose_and(
        "return",
        [c for c in x.top_cards() if x.value(c) < x.printed(3)],
        "return a top card from your board of value less than 3",
        zone=BOARD,
    )


@code.effect("Seed Drill", 2)
def seed_drill_2(x):
    value = yield from x.choose_value(
        [x.printed(3), x.printed(4), x.printed(5)], "choose the 3, 4 or 5 deck"
    )
    yield from may_transfer_bottom_to_achievements(x, value)


# -- Pressure Cooker --------------------------------------------------------------------


@code.effect("Pressure Cooker", 1)
def pressure_cooker_1(x):
    yield from x.return_all(x.hand())
    bonuses = [x.bonus(c) for c in x.top_cards() if x.bonus(c)]
    while bonuses:
        value = yield from x.choose_value(
            bonuses, "for a top card with a bonus, draw a card of that value: which next?"
        )
        bonuses.remove(value)
        yield from x.draw(value)


# -- Stove ------------------------------------------------------------------------------


@code.echo("Stove")
def stove_echo(x):
    yield from x.choose_and(
        "score",
        [c for c in x.top_cards() if not x.has(c, FACTORY)],
        "score a top card from your board without a factory",
        zone=BOARD,
    )


@code.effect("Stove", 1)
def stove_1(x):
    card = yield from x.draw_and_tuck(x.printed(4))
    if card is not None and x.value(x.top(x.color(card))) < x.printed(4):
        yield from x.draw_and_score(x.printed(4))


@code.effect("Stove", 2)
def stove_2(x):
    yield from x.may_splay([GREEN], RIGHT)


# -- Piano ------------------------------------------------------------------------------


@code.echo("Piano")
def piano_echo(x):
    value = yield from x.choose_value(
        {x.value(c) for p in x.players() for c in x.hand(p)},
        "draw a card of a value present in any player's hand",
    )
    if value is not None:
        yield from x.draw(value)


@code.effect("Piano", 1)
def piano_1(x):
    values = sorted(x.value(c) for c in x.top_cards())
    if len(values) != 5 or len(set(values)) != 5:
        return
    returned = yield from x.choose_exactly(
        x.score_pile(), 5, "return five cards from your score pile", verb="return", zone=SCORE
    )
    yield from x.each(x.return_card, returned)
    for value in values:
        yield from x.draw_and_score(value)


# -- Tuning Fork ------------------------------------------------------------------------


@code.echo("Tuning Fork")
def tuning_fork_echo(x):
    piles = {
        f"{SETS[s]} {v}": x.supply_pile(v, s)[-1]
        for s in x.game.sets
        for v in range(1, 11)
        if x.supply_pile(v, s)
    }
    label = yield from x.choose_option(
        list(piles), "look at the top card of any deck (then place it back on top)"
    )
    if label is not None:
        yield from x.look(piles[label])


@code.effect("Tuning Fork", 1)
def tuning_fork_1(x):
    while True:
        card = yield from x.choose_card(
            x.hand(), "return a card from your hand", verb="return", zone=HAND
        )
        if card is None:
            return
        value = x.value(card)
        # "If you do": only a card really returned draws; the repeat is offered anyway.
        if (yield from x.return_card(card)):
            drawn = yield from x.draw_and_reveal(value)
            if drawn is not None:
                if x.value(drawn) > x.value(x.top(x.color(drawn))):
                    yield from x.meld(drawn)
                else:
                    yield from x.return_card(drawn)
        if not x.hand() or not (yield from x.may("repeat this dogma effect?")):
            return
