"""Echoes of the Past, age 1.  One function per printed effect (texts: cards.json)."""

from inno.cards.echoes.phrases import may_transfer_bottom_to_achievements
from inno.data.cards import CASTLE, LEFT, RED, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND

code = CardCode()


@code.effect("Dice", 1)
def dice_1(x):
    card = yield from x.draw_and_reveal(x.printed(1))
    if card is not None and x.bonus(card):
        yield from x.draw_and_meld(x.bonus(card))


@code.echo("Perfume")
def perfume_echo(x):
    yield from x.draw_and_tuck(x.printed(1))


@code.effect("Perfume", 1)
def perfume_1(x):
    theirs = {x.value(c) for c in x.top_cards(x.leader)}
    card = yield from x.choose_card(
        [c for c in x.top_cards() if x.value(c) not in theirs],
        f"choose a top card of a value no top card of {x.name(x.leader)} has, to transfer "
        "to their board",
        verb="transfer",
        zone=BOARD,
    )
    if card is not None and (yield from x.transfer(card, x.leader, BOARD)):
        yield from x.draw_and_meld(x.value(card))


@code.echo("Ruler")
def ruler_echo(x):
    yield from x.draw(x.printed(2))


@code.echo("Bangle")
def bangle_echo(x):
    yield from x.choose_and(
        "tuck",
        [c for c in x.hand() if x.color(c) == RED],
        "tuck a red card from your hand",
        zone=HAND,
    )


@code.effect("Bangle", 1)
def bangle_1(x):
    yield from x.draw_and_foreshadow(x.printed(3))


@code.echo("Candles")
def candles_echo(x):
    mine = x.points()
    if all(x.points(p) > mine for p in x.others()):
        yield from x.draw(x.printed(3))


@code.effect("Candles", 1)
def candles_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.hand() if x.has(c, CASTLE)],
            f"choose a card with a castle to transfer to {x.name(x.leader)}'s hand",
            x.leader,
            HAND,
            zone=HAND,
        )
    ):
        yield from x.draw(x.printed(1))


@code.echo("Plumbing")
def plumbing_echo(x):
    yield from x.choose_and(
        "score",
        [x.bottom(c) for c in x.colors()],
        "score a bottom card from your board",
        zone=BOARD,
    )


@code.effect("Comb", 1)
def comb_1(x):
    color = yield from x.choose_color(range(5), "choose a colour: of five 1s, you keep that colour")
    drawn = []
    for _ in range(5):
        card = yield from x.draw_and_reveal(x.printed(1))
        if card is not None:
            drawn.append(card)
    yield from x.return_all(c for c in drawn if x.color(c) != color)


ICE_SKATES_MELD = "draw and meld a 2"
ICE_SKATES_FORESHADOW = "draw and foreshadow a 3"


@code.effect("Ice Skates", 1)
def ice_skates_1(x):
    chosen = yield from x.choose_cards(
        x.hand(), "return up to three cards from your hand", max=3, verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, chosen)
    for _ in returned:
        choice = yield from x.choose_option(
            [ICE_SKATES_MELD, ICE_SKATES_FORESHADOW], "for a card returned, choose one"
        )
        if choice == ICE_SKATES_MELD:
            yield from x.draw_and_meld(x.printed(2))
        else:
            yield from x.draw_and_foreshadow(x.printed(3))
    yield from x.choose_and(
        "return", x.highest(x.top_cards()), "return your highest top card", zone=BOARD
    )


@code.echo("Umbrella")
def umbrella_echo(x):
    yield from x.choose_and(
        "meld", x.hand(), "you may meld a card from your hand", optional=True, zone=HAND
    )


@code.effect("Umbrella", 1)
def umbrella_1(x):
    chosen = yield from x.choose_cards(
        x.hand(), "return any number of cards from your hand", verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, chosen)
    if returned:
        scored = yield from x.choose_exactly(
            x.hand(),
            2 * len(returned),
            f"score {2 * len(returned)} cards from your hand",
            verb="score",
            zone=HAND,
        )
        yield from x.score_all(scored)


@code.echo("Chopsticks")
def chopsticks_echo(x):
    yield from x.draw(x.printed(1))


@code.effect("Chopsticks", 1)
def chopsticks_1(x):
    yield from may_transfer_bottom_to_achievements(x, x.printed(1))


@code.effect("Noodles", 1)
def noodles_1(x):
    def ones(player):
        return sum(1 for c in x.hand(player) if x.value(c) == x.printed(1))

    if all(ones(x.you) > ones(p) for p in x.others()):
        yield from x.draw_and_score(x.printed(2))


@code.effect("Noodles", 2)
def noodles_2(x):
    card = yield from x.draw_and_reveal(x.printed(1))
    if card is not None and x.color(card) == YELLOW:
        yield from x.score_all(c for c in x.hand() if x.value(c) == x.printed(1))


@code.effect("Soap", 1)
def soap_1(x):
    # (any colour, as printed: one of no card in hand tucks nothing)
    color = yield from x.choose_color(range(5), "choose a colour: you may tuck its cards")
    chosen = yield from x.choose_cards(
        [c for c in x.hand() if x.color(c) == color],
        f"you may tuck any number of {x.color_name(color)} cards from your hand",
        verb="tuck",
        zone=HAND,
    )
    tucked = yield from x.each(x.tuck, chosen)
    if len(tucked) >= 3:
        yield from x.choose_and(
            "achieve",
            [c for c in x.hand() if x.eligible(x.value(c))],
            "you may achieve a card from your hand (if eligible)",
            optional=True,
            zone=HAND,
        )


@code.echo("Bell")
def bell_echo(x):
    yield from x.choose_and(
        "score", x.hand(), "you may score a card from your hand", optional=True, zone=HAND
    )


@code.effect("Bell", 1)
def bell_1(x):
    yield from x.draw_and_foreshadow(x.printed(2))


@code.echo("Flute")
def flute_echo(x):
    yield from x.may_splay(range(5), LEFT)


@code.effect("Flute", 1)
def flute_1(x):
    yield from x.choose_and(
        "return",
        [c for c in x.hand() if x.bonus(c)],
        "return a card with a bonus from your hand",
        zone=HAND,
    )


@code.effect("Flute", 2)
def flute_2(x):
    card = yield from x.draw_and_reveal(x.printed(1))
    if card is not None and x.bonus(card):
        yield from x.draw(x.printed(1))
