"""Echoes of the Past, age 3.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import (
    BLUE,
    CASTLE,
    COLORS,
    CROWN,
    GREEN,
    LEFT,
    NAME,
    PURPLE,
    RED,
    SPLAYS,
    UNSPLAYED,
    YELLOW,
)
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, FORECAST, HAND, SCORE

code = CardCode()


@code.echo("Almanac")
def almanac_echo(x):
    yield from x.draw_and_foreshadow(x.printed(4))


@code.effect("Almanac", 1)
def almanac_1(x):
    card = yield from x.choose_card(
        [c for c in x.forecast() if x.bonus(c)],
        "you may return a card with a bonus from your forecast",
        optional=True,
        verb="return",
        zone=FORECAST,
    )
    if card is not None and (yield from x.return_card(card)):
        yield from x.draw_and_score(x.bonus(card) + 1)


@code.echo("Magnifying Glass")
def magnifying_glass_echo(x):
    yield from x.draw(x.printed(4))
    yield from x.choose_and("return", x.hand(), "return a card from your hand", zone=HAND)


@code.effect("Magnifying Glass", 1)
def magnifying_glass_1(x):
    # As Tools' "you may return three cards": with fewer than three of the value chosen,
    # they are all returned ("do as much as you can"), but nothing is drawn.
    value = yield from x.choose_value(
        {x.value(c) for c in x.hand()},
        "you may return three cards of equal value from your hand: choose their value",
        optional=True,
    )
    if value is None:
        return
    cards = yield from x.choose_exactly(
        [c for c in x.hand() if x.value(c) == value],
        3,
        f"choose three cards of value {value} to return",
        verb="return",
        zone=HAND,
    )
    returned = yield from x.each(x.return_card, cards)
    if len(returned) == 3:
        yield from x.draw(value + 2)


@code.effect("Magnifying Glass", 2)
def magnifying_glass_2(x):
    yield from x.may_splay([YELLOW, BLUE], LEFT)


@code.effect("Katana", 1)
def katana_1(x):
    # The two top cards are chosen at once, among the top cards when the effect starts.
    cards = yield from x.choose_exactly(
        [c for c in x.top_cards() if x.has(c, CASTLE)],
        2,
        f"transfer two top cards with a castle to {x.name(x.leader)}'s score pile",
        verb="transfer",
        zone=BOARD,
    )
    transferred = yield from x.transfer_all(cards, x.leader, SCORE)
    if transferred:
        castles = sum(x.icon_count(c, CASTLE) for c in transferred)
        drawn = yield from x.draw(castles)
        if drawn is not None:
            yield from x.transfer(drawn, x.leader, FORECAST)


@code.effect("Liquid Fire", 1)
def liquid_fire_1(x):
    drawn = yield from x.draw(x.highest_bonus())
    if drawn is None:
        return
    yield from x.transfer(drawn, x.leader, FORECAST)
    if x.color(drawn) == RED:
        yield from x.transfer_all(x.hand(), x.leader, SCORE)


CHARITABLE_TRUST = "Charitable Trust"


@code.echo("Charitable Trust")
def charitable_trust_echo(x):
    value = yield from x.choose_value([x.printed(3), x.printed(4)], "draw a card of either value")
    card = yield from x.draw(value)
    x.memo[(CHARITABLE_TRUST, x.you)] = card


CHARITABLE_TRUST_RETURN = "return your top green card"
CHARITABLE_TRUST_ACHIEVE = "achieve your top green card"


@code.effect("Charitable Trust", 1)
def charitable_trust_1(x):
    # The card drawn by this player due to the echo effect in this dogma action (none if
    # the echo effect did not run, e.g. when another card executes this one).
    card = x.memo.get((CHARITABLE_TRUST, x.you))
    if card is None or x.where(card) != (HAND, x.you):
        return
    if not (yield from x.may(f"meld {NAME[card]}, the card you drew?", verb="meld", zone=HAND)):
        return
    if not (yield from x.meld(card)):
        return
    green = x.top(GREEN)
    if green is None:
        return
    options = [CHARITABLE_TRUST_RETURN]
    if x.eligible(x.value(green)):
        options.append(CHARITABLE_TRUST_ACHIEVE)
    choice = yield from x.choose_option(options, "either return or achieve your top green card")
    if choice == CHARITABLE_TRUST_ACHIEVE:
        yield from x.achieve(green)
    else:
        yield from x.return_card(green)


@code.effect("Homing Pigeons", 1)
def homing_pigeons_1(x):
    values = {x.value(c) for c in x.hand(x.leader)}
    cards = yield from x.choose_exactly(
        [c for c in x.score_pile() if x.value(c) in values],
        2,
        f"return two cards from your score pile of values in {x.name(x.leader)}'s hand",
        verb="return",
        zone=SCORE,
    )
    yield from x.each(x.return_card, cards)


@code.effect("Homing Pigeons", 2)
def homing_pigeons_2(x):
    yield from x.may_splay([RED, GREEN], LEFT)


@code.echo("Deodorant")
def deodorant_echo(x):
    yield from x.draw_and_meld(x.printed(3))


@code.effect("Deodorant", 1)
def deodorant_1(x):
    if any(x.has(c, CASTLE) for c in x.top_cards()):
        yield from x.draw_and_meld(x.printed(3))
    else:
        yield from x.draw(x.printed(4))


@code.effect("Sandpaper", 1)
def sandpaper_1(x):
    chosen = yield from x.choose_cards(
        x.hand(), "you may return any number of cards from your hand", verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, chosen)
    for _ in returned:  # "that many": the cards really returned
        yield from x.draw(x.printed(3))
    yield from x.choose_and("meld", x.hand(), "meld a card from your hand", zone=HAND)


@code.echo("Novel")
def novel_echo(x):
    yield from x.draw(x.printed(3))


@code.effect("Novel", 1)
def novel_1(x):
    yield from x.draw(x.printed(3))
    yield from x.may_splay([PURPLE], LEFT)


@code.effect("Novel", 2)
def novel_2(x):
    # Read literally, like Astronomy's "all non-purple top cards": with no non-purple
    # top card, the condition holds.
    common = set(range(6)) - {CROWN}
    for card in x.top_cards():
        if x.color(card) != PURPLE:
            common &= x.card_icons(card)
    if common:
        yield from x.claim("Supremacy")


@code.echo("Sunglasses")
def sunglasses_echo(x):
    splayed = {c for c in x.colors() if x.splay_of(c) != UNSPLAYED}
    yield from x.choose_and(
        "score",
        [c for c in x.hand() if x.color(c) in splayed],
        "score a card from your hand of a colour you have splayed",
        zone=HAND,
    )


@code.effect("Sunglasses", 1)
def sunglasses_1(x):
    # Only the splays that change something are offered ("may splay" protocol).
    others = [c for c in range(5) if c != PURPLE]
    splays = {}  # label: (colour, direction)
    purple = x.splay_of(PURPLE)
    if len(x.stack(PURPLE)) >= 2:
        for direction in sorted({x.splay_of(c) for c in others} - {UNSPLAYED, purple}):
            splays[f"splay purple {SPLAYS[direction]}"] = (PURPLE, direction)
    if purple != UNSPLAYED:
        for color in others:
            if len(x.stack(color)) >= 2 and x.splay_of(color) != purple:
                splays[f"splay {COLORS[color]} {SPLAYS[purple]}"] = (color, purple)
    if not splays:
        return
    choice = yield from x.choose_option(list(splays), "you may splay", optional=True)
    if choice is not None:
        yield from x.splay(*splays[choice])
