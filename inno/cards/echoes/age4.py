"""Echoes of the Past, age 4.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import (
    BLUE,
    CASTLE,
    CLOCK,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RED,
    RIGHT,
    UNSPLAYED,
    UP,
    YELLOW,
)
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, FORECAST, HAND, SCORE

code = CardCode()

# -- Slide Rule -------------------------------------------------------------------------


@code.effect("Slide Rule", 1)
def slide_rule_1(x):
    yield from x.may_splay([YELLOW], RIGHT)


@code.effect("Slide Rule", 2)
def slide_rule_2(x):
    lowest = min((x.value(c) for c in x.top_cards()), default=0)
    splayed = sum(1 for c in x.colors() if x.splay_of(c) != UNSPLAYED)
    yield from x.draw(lowest + splayed)


# -- Telescope --------------------------------------------------------------------------


@code.echo("Telescope")
def telescope_echo(x):
    yield from x.draw_and_foreshadow(x.printed(5))


@code.effect("Telescope", 1)
def telescope_1(x):
    card = yield from x.choose_card(
        x.forecast(),
        "you may place a card from your forecast on top of its deck",
        optional=True,
        verb="place on top",
        zone=FORECAST,
    )
    if card is None or not (yield from x.place_on_top(card)):
        return
    yield from x.choose_and(
        "achieve",
        [c for c in x.forecast() if x.eligible(x.value(c))],
        "achieve a card from your forecast (you meet the requirements)",
        zone=FORECAST,
    )


# -- Kobukson ---------------------------------------------------------------------------

KOBUKSON_RETURNED = ("Kobukson", "returned")


@code.echo("Kobukson")
def kobukson_echo(x):
    stacks = {
        f"{x.name(p)}: {x.color_name(c)}": (p, c) for p in x.players() for c in x.splayable(LEFT, p)
    }
    label = yield from x.choose_option(list(stacks), "splay left one colour on any player's board")
    if label is not None:
        player, color = stacks[label]
        yield from x.splay(color, LEFT, owner=player)


@code.effect("Kobukson", 1)
def kobukson_1(x):
    cards = [c for c in x.top_cards() if x.has(c, CASTLE)]
    returned = len((yield from x.return_all(cards)))
    x.memo[KOBUKSON_RETURNED] = x.memo.get(KOBUKSON_RETURNED, 0) + returned
    yield from x.draw_and_tuck(x.printed(4))


@code.effect("Kobukson", 2)
def kobukson_2(x):
    for _ in range(x.memo.get(KOBUKSON_RETURNED, 0) // 2):
        yield from x.draw_and_tuck(x.printed(4))


# -- Shuriken ---------------------------------------------------------------------------


@code.effect("Shuriken", 1)
def shuriken_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [
                c
                for c in x.top_cards()
                if x.color(c) != RED and (x.has(c, CASTLE) or x.has(c, LIGHTBULB))
            ],
            f"choose a top non-red card with a castle or a lightbulb to transfer to "
            f"{x.name(x.leader)}'s board",
            x.leader,
            BOARD,
            zone=BOARD,
        )
    ):
        yield from x.draw(x.printed(4))


@code.effect("Shuriken", 2)
def shuriken_2(x):
    yield from x.may_splay([PURPLE], RIGHT)


# -- Chintz -----------------------------------------------------------------------------


@code.effect("Chintz", 1)
def chintz_1(x):
    yield from x.draw(x.printed(4))


@code.effect("Chintz", 2)
def chintz_2(x):
    if len(x.hand()) == 1:
        yield from x.draw(x.printed(4))
        yield from x.draw_and_score(x.printed(4))


# -- Globe ------------------------------------------------------------------------------

GLOBE_SPLAYS = {1: LEFT, 2: RIGHT, 3: UP}


@code.effect("Globe", 1)
def globe_1(x):
    color = yield from x.choose_color(
        sorted({x.color(c) for c in x.hand()}),
        "you may return up to three cards of one colour from your hand: choose the colour",
        optional=True,
    )
    if color is None:
        return
    chosen = yield from x.choose_cards(
        [c for c in x.hand() if x.color(c) == color],
        f"return one to three {x.color_name(color)} cards from your hand",
        min=1,
        max=3,
        verb="return",
        zone=HAND,
    )
    returned = len((yield from x.each(x.return_card, chosen)))
    if not returned:
        return
    direction = GLOBE_SPLAYS[returned]
    splayed = yield from x.choose_color(
        x.splayable(direction), f"splay any colour {x.splay_name(direction)}", splay=direction
    )
    if splayed is not None:
        yield from x.splay(splayed, direction)
    yield from x.draw_and_foreshadow(x.printed(6))


# -- Barometer --------------------------------------------------------------------------


@code.echo("Barometer")
def barometer_echo(x):
    yield from x.choose_and(
        "transfer",
        [c for c in x.forecast() if x.value(c) == x.printed(5)],
        "transfer a 5 from your forecast to your hand",
        x.you,
        HAND,
        zone=FORECAST,
    )


@code.effect("Barometer", 1)
def barometer_1(x):
    bonus = yield from x.choose_value(
        {b for p in x.players() for b in x.bonuses(p)},
        "choose a bonus on any board: draw and foreshadow a card two higher",
    )
    yield from x.draw_and_foreshadow((bonus or 0) + 2)


@code.effect("Barometer", 2)
def barometer_2(x):
    cards = x.forecast()
    if not cards or not (
        yield from x.may("return all cards in your forecast?", verb="return", zone=FORECAST)
    ):
        return
    returned = yield from x.return_all(cards)
    if any(x.color(c) == BLUE for c in returned):
        yield from x.claim("Destiny")


# -- Pencil -----------------------------------------------------------------------------


@code.echo("Pencil")
def pencil_echo(x):
    yield from x.draw(x.printed(5))


@code.effect("Pencil", 1)
def pencil_1(x):
    chosen = yield from x.choose_cards(
        x.hand(), "you may return up to three cards from your hand", max=3, verb="return", zone=HAND
    )
    returned = []
    for card in x.still_there(chosen):
        value = x.value(card)
        if (yield from x.return_card(card)):
            returned.append(value)
    if not returned:
        return
    drawn = []
    for _ in returned:
        card = yield from x.draw(max(returned) + 1)
        if card is not None:
            drawn.append(card)
    card = yield from x.choose_card(
        drawn,
        "foreshadow one of the drawn cards (the rest are returned)",
        verb="foreshadow",
        zone=HAND,
    )
    if card is not None:
        yield from x.foreshadow(card)
    yield from x.return_all(c for c in drawn if c != card)


# -- Clock ------------------------------------------------------------------------------


@code.echo("Clock")
def clock_echo(x):
    most = max((len(x.stack(c)) for c in x.colors()), default=0)
    yield from x.may_splay([c for c in x.colors() if len(x.stack(c)) == most], RIGHT)


@code.effect("Clock", 1)
def clock_1(x):
    drawn = []
    for _ in range(3):
        card = yield from x.draw_and_reveal(x.printed(10))
        if card is not None:
            drawn.append(card)
    total = sum(x.icon_count(c, CLOCK) for c in drawn)
    yield from x.return_all(drawn)
    cards = [c for c in x.hand() + x.score_pile() if x.value(c) == total]
    yield from x.transfer_all(cards, x.leader, SCORE)


# -- Toilet -----------------------------------------------------------------------------


@code.echo("Toilet")
def toilet_echo(x):
    yield from x.draw_and_tuck(x.printed(4))


@code.effect("Toilet", 1)
def toilet_1(x):
    highest = x.highest_bonus(x.leader)
    yield from x.return_all(c for c in x.score_pile() if x.value(c) == highest)


@code.effect("Toilet", 2)
def toilet_2(x):
    card = yield from x.choose_card(
        x.hand(),
        "you may return a card from your hand and draw a card of the same value",
        optional=True,
        verb="return",
        zone=HAND,
    )
    if card is not None:
        value = x.value(card)
        if (yield from x.return_card(card)):
            yield from x.draw(value)
