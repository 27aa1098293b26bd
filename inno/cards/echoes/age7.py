"""Echoes of the Past, age 7.  One function per printed effect (texts: cards.json)."""

from inno.cards.echoes.phrases import ANY_VALUE, may_transfer_bottom_to_achievements
from inno.data.cards import BLUE, GREEN, PURPLE, RED, UNSPLAYED, UP, card_id
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, FORECAST, HAND, SCORE

code = CardCode()

# The cards whose hex image is a music note (Saxophone's {music_note}).
MUSIC_NOTES = tuple(card_id(name) for name in ("Bell", "Flute", "Piano", "Saxophone"))


@code.echo("Photography")
def photography_echo(x):
    yield from x.choose_and("meld", x.forecast(), "meld a card from your forecast", zone=FORECAST)


@code.effect("Photography", 1)
def photography_1(x):
    yield from x.choose_and(
        "transfer",
        x.highest(x.top_cards()),
        "take your highest top card into your hand",
        x.you,
        HAND,
        zone=BOARD,
    )


@code.effect("Photography", 2)
def photography_2(x):
    if any(len(x.echo_cards(color)) >= 3 for color in range(5)):
        yield from x.claim("History")


@code.effect("Typewriter", 1)
def typewriter_1(x):
    returned = yield from x.return_all(x.hand())
    colors = {x.color(c) for c in returned}
    card = yield from x.draw(x.printed(6))
    # "For each color of card returned, draw a card of the next higher value": each
    # draw is one higher than the card drawn before it.
    for _ in colors:
        if card is None:
            return
        card = yield from x.draw(x.value(card) + 1)


@code.echo("Machine Gun")
def machine_gun_echo(x):
    if len(x.top_cards()) >= 5:
        yield from x.draw_and_score(x.printed(7))


@code.effect("Machine Gun", 1)
def machine_gun_1(x):
    transferred = yield from x.transfer_all(
        [c for c in x.top_cards() if x.bonus(c)], x.leader, SCORE
    )
    if transferred:
        yield from x.draw(x.printed(7))


@code.effect("Machine Gun", 2)
def machine_gun_2(x):
    yield from x.return_all(c for c in x.top_cards() if x.color(c) != RED)


@code.echo("Rubber")
def rubber_echo(x):
    yield from x.draw_and_tuck(x.printed(8))
    yield from x.draw_and_tuck(x.printed(8))


@code.effect("Rubber", 1)
def rubber_1(x):
    yield from x.choose_and(
        "score",
        [c for c in x.top_cards() if not x.bonus(c)],
        "score a top card without a bonus",
        zone=BOARD,
    )


@code.effect("Rubber", 2)
def rubber_2(x):
    yield from x.may_splay([RED], UP)


@code.echo("Jeans")
def jeans_echo(x):
    drawn = []
    for _ in range(2):
        card = yield from x.draw(x.printed(9))
        if card is not None:
            drawn.append(card)
    if len(drawn) < 2:
        return  # the game ended
    returned = yield from x.choose_card(
        drawn,
        "return one of the two cards drawn (the other is foreshadowed)",
        verb="return",
        zone=HAND,
    )
    yield from x.return_card(returned)
    drawn.remove(returned)
    yield from x.foreshadow(drawn[0])


@code.effect("Jeans", 1)
def jeans_1(x):
    values = list(range(1, x.printed(7)))
    first = yield from x.choose_value(values, "choose a first value to draw and reveal")
    values.remove(first)
    second = yield from x.choose_value(values, "choose a second value to draw and reveal")
    drawn = []
    for value in (first, second):
        card = yield from x.draw_and_reveal(value)
        if card is not None:
            drawn.append(card)
    if len(drawn) < 2:
        return  # the game ended
    melded = yield from x.choose_card(
        drawn, "meld one of the revealed cards (the other is returned)", verb="meld", zone=HAND
    )
    yield from x.meld(melded)
    drawn.remove(melded)
    yield from x.return_card(drawn[0])


@code.effect("Telegraph", 1)
def telegraph_1(x):
    options = {}
    for player in x.opponents():
        for color in range(5):
            theirs = x.splay_of(color, player) if len(x.stack(color, player)) >= 2 else UNSPLAYED
            if len(x.stack(color)) >= 2 and x.splay_of(color) != theirs:
                options[f"{x.name(player)}: {x.color_name(color)}"] = (color, theirs)
    if not options:
        return  # no choice would change anything
    choice = yield from x.choose_option(
        list(options),
        "you may choose an opponent and a colour, to match your splay to theirs",
        optional=True,
    )
    if choice is not None:
        yield from x.splay(*options[choice])


@code.effect("Telegraph", 2)
def telegraph_2(x):
    yield from x.may_splay([BLUE], UP)


@code.echo("Elevator")
def elevator_echo(x):
    yield from x.choose_and(
        "score",
        [c for c in (x.top(GREEN), x.bottom(GREEN)) if c is not None],
        "score your top or bottom green card",
        zone=BOARD,
    )


ELEVATOR_HANDS = "all other players' hands"
ELEVATOR_SCORE_PILES = "all other players' score piles"


@code.effect("Elevator", 1)
def elevator_1(x):
    value = yield from x.choose_value(
        {x.value(c) for c in x.score_pile()},
        "choose a value present in your score pile",
        verb="transfer",
        zone=SCORE,
    )
    if value is None:
        return
    source = yield from x.choose_option(
        [ELEVATOR_HANDS, ELEVATOR_SCORE_PILES],
        f"transfer all {value}s to your score pile from",
    )
    for player in x.others():
        cards = x.hand(player) if source == ELEVATOR_HANDS else x.score_pile(player)
        yield from x.transfer_all([c for c in cards if x.value(c) == value], x.you, SCORE)


@code.effect("Fertilizer", 1)
def fertilizer_1(x):
    card = yield from x.choose_card(
        x.hand(), "you may return a card from your hand", optional=True, verb="return", zone=HAND
    )
    if card is None:
        return
    value = x.value(card)
    if not (yield from x.return_card(card)):
        return
    for player in x.players():
        cards = [c for c in x.score_pile(player) if x.value(c) == value]
        yield from x.transfer_all(cards, x.you, HAND)


@code.effect("Fertilizer", 2)
def fertilizer_2(x):
    value = yield from x.choose_value(ANY_VALUE, "choose a value to draw and foreshadow")
    yield from x.draw_and_foreshadow(value)


@code.echo("Ice Cream")
def ice_cream_echo(x):
    yield from x.choose_and(
        "score",
        [c for c in x.top_cards() if x.color(c) != PURPLE and not x.bonus(c)],
        "score a non-purple top card without a bonus",
        zone=BOARD,
    )


@code.effect("Ice Cream", 1)
def ice_cream_1(x):
    yield from x.draw_and_meld(x.printed(1))


@code.effect("Ice Cream", 2)
def ice_cream_2(x):
    value = yield from x.choose_value(
        [x.printed(6), x.printed(7), x.printed(8), x.printed(9)], "choose a deck"
    )
    yield from may_transfer_bottom_to_achievements(x, value)


@code.effect("Saxophone", 1)
def saxophone_1(x):
    yield from x.may_splay([PURPLE], UP)


@code.effect("Saxophone", 2)
def saxophone_2(x):
    visible = [card for card in MUSIC_NOTES if x.shows(card, "hex")]
    if len(visible) == len(MUSIC_NOTES):
        yield from x.win()
        return
    for _ in visible:
        yield from x.draw(x.printed(7))
