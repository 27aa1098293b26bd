"""Echoes of the Past, age 9.  One function per printed effect (texts: cards.json)."""

from inno.cards.echoes.phrases import ANY_VALUE
from inno.data.cards import BLUE, BY_NAME, CROWN, GREEN, PURPLE, UP, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Calculator", 1)
def calculator_1(x):
    for _ in range(2):  # the effect, and its repetition (once only)
        scored = yield from x.choose_exactly(
            [x.bottom(c) for c in x.colors() if c != BLUE],
            2,
            "score two bottom non-blue cards from your board",
            verb="score",
            zone=BOARD,
        )
        done = len((yield from x.each(x.score, scored)))
        total = sum(x.value(c) for c in scored)
        if done != 2 or total >= 11:
            return
        yield from x.draw(total)


@code.effect("Calculator", 2)
def calculator_2(x):
    yield from x.may_splay([BLUE], UP)


@code.effect("Laser", 1)
def laser_1(x):
    yield from x.return_all(x.available_achievements())
    n = (len(x.score_pile()) + 1) // 2
    cards = yield from x.choose_exactly(
        x.score_pile(),
        n,
        f"choose {n} card(s) from your score pile to return (in that order)",
        verb="return",
        zone=SCORE,
    )
    yield from x.each(x.return_card, cards)
    yield from x.draw_and_meld(x.printed(10))
    yield from x.draw_and_meld(x.printed(10))


@code.effect("Helicopter", 1)
def helicopter_1(x):
    helicopter = BY_NAME["Helicopter"]
    while True:
        card = yield from x.choose_card(
            [c for p in x.players() for c in x.top_cards(p) if c != helicopter],
            "choose a top card other than Helicopter from any player's board to transfer to "
            "its owner's score pile",
            verb="transfer",
            zone=BOARD,
        )
        if card is None:
            return
        _, owner = x.where(card)
        if not (yield from x.transfer(card, owner, SCORE)):
            return  # no transferred card to share an icon with
        icons = x.card_icons(card)
        if not (
            yield from x.choose_and(
                "return",
                [c for c in x.hand() if x.card_icons(c) & icons],
                "you may return a card from your hand which shares an icon with the transferred "
                "card (to repeat the effect)",
                optional=True,
                zone=HAND,
            )
        ):
            return


@code.echo("Jet")
def jet_echo(x):
    card = yield from x.choose_card(x.hand(), "meld a card from your hand", verb="meld", zone=HAND)
    if card is not None and (yield from x.meld(card)):
        x.memo[("Jet", x.you)] = x.color(card)


@code.effect("Jet", 1)
def jet_1(x):
    color = x.memo.get(("Jet", x.leader))  # the colour the leader melded due to the echo
    if color is None:
        return
    card = x.top(color)
    if card is not None:
        yield from x.return_card(card)


@code.echo("Credit Card")
def credit_card_echo(x):
    yield from x.draw_and_foreshadow(x.printed(9))


@code.effect("Credit Card", 1)
def credit_card_1(x):
    card = yield from x.choose_card(
        [c for c in x.top_cards() if x.color(c) != GREEN],
        "you may take a top non-green card from your board into your hand",
        optional=True,
        verb="take",
        zone=BOARD,
    )
    if card is not None and (yield from x.transfer(card, x.you, HAND)):
        yield from x.draw_and_score(x.value(card))


@code.effect("Credit Card", 2)
def credit_card_2(x):
    yield from x.may_splay([GREEN], UP)


@code.echo("Email")
def email_echo(x):
    yield from x.draw_and_foreshadow(x.printed(10))


@code.effect("Email", 1)
def email_1(x):
    yield from x.draw_and_foreshadow(x.printed(9))


@code.effect("Email", 2)
def email_2(x):
    card = yield from x.choose_card(
        x.lowest(c for c in x.top_cards() if x.color(c) != GREEN),
        "choose your lowest non-green top card, whose non-demand effects to execute",
        zone=BOARD,
    )
    if card is not None:
        yield from x.execute(card)


@code.echo("ATM")
def atm_echo(x):
    value = yield from x.choose_value(ANY_VALUE, "choose the value of a card to draw and score")
    yield from x.draw_and_score(value)


@code.effect("ATM", 1)
def atm_1(x):
    yield from x.choose_and(
        "transfer",
        x.highest(c for c in x.top_cards() if x.color(c) != YELLOW and not x.has(c, CROWN)),
        f"transfer your highest top non-yellow card without a crown to {x.name(x.leader)}'s board",
        x.leader,
        BOARD,
        zone=BOARD,
    )


@code.effect("ATM", 2)
def atm_2(x):
    yield from x.may_splay([PURPLE], UP)


@code.echo("Wristwatch")
def wristwatch_echo(x):
    yield from x.choose_and(
        "tuck",
        [c for c in x.top_cards() if x.color(c) != YELLOW],
        "take a non-yellow top card from your board and tuck it",
        zone=BOARD,
    )


@code.effect("Wristwatch", 1)
def wristwatch_1(x):
    for value in sorted(x.bonuses()):
        yield from x.draw_and_tuck(value)


@code.echo("Karaoke")
def karaoke_echo(x):
    value = yield from x.choose_value(
        range(1, x.printed(10)), "choose the value of a card to draw and meld"
    )
    card = yield from x.draw(value)
    if card is not None and (yield from x.meld(card)):
        x.memo[("Karaoke", x.you)] = card


@code.effect("Karaoke", 1)
def karaoke_1(x):
    card = x.memo.get(("Karaoke", x.you))  # nothing if the echo effect did not run
    if card is not None:
        yield from x.execute(card)


@code.effect("Karaoke", 2)
def karaoke_2(x):
    card = yield from x.choose_card(
        [x.bottom(c) for c in x.colors()],
        "you may take a bottom card from your board into your hand",
        optional=True,
        verb="take",
        zone=BOARD,
    )
    if card is not None:
        yield from x.transfer(card, x.you, HAND)


@code.effect("Rock", 1)
def rock_1(x):
    card = x.top(GREEN)
    if card is None or not (yield from x.transfer(card, x.leader, HAND)):
        return
    if x.top(GREEN) == BY_NAME["Scissors"]:
        yield from x.win(x.leader)


@code.effect("Rock", 2)
def rock_2(x):
    yield from x.choose_and(
        "score",
        x.top_cards(),
        "you may score a top card from your board",
        optional=True,
        zone=BOARD,
    )
    if x.top(GREEN) == BY_NAME["Paper"]:
        yield from x.win()
