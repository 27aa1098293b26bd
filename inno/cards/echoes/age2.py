"""Echoes of the Past, age 2.  One function per printed effect (texts: cards.json)."""

from collections import Counter

from inno.cards.echoes.phrases import may_transfer_bottom_to_achievements
from inno.data.cards import CASTLE, FACTORY, GREEN, LEFT, NAME, card_id
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

PAPER = card_id("Paper")


@code.echo("Lever")
def lever_echo(x):
    yield from x.draw(x.printed(2))
    yield from x.draw(x.printed(2))


@code.effect("Lever", 1)
def lever_1(x):
    chosen = yield from x.choose_cards(
        x.hand(), "you may return any number of cards from your hand", verb="return", zone=HAND
    )
    returned = yield from x.each(x.return_card, chosen)
    # For every two returned cards of one value, a draw of that value plus one.  The
    # player draws them in the order they choose (the Echoes draw rule looks at the hand
    # before each draw).
    pending = Counter()
    for value, n in Counter(x.value(c) for c in returned).items():
        if n // 2:
            pending[value + 1] = n // 2
    while pending:
        value = yield from x.choose_value(pending, "choose the value of the next card to draw")
        pending[value] -= 1
        if not pending[value]:
            del pending[value]
        yield from x.draw(value)


@code.echo("Linguistics")
def linguistics_echo(x):
    draw = f"draw a {x.printed(3)}"
    foreshadow = f"draw and foreshadow a {x.printed(4)}"
    choice = yield from x.choose_option([draw, foreshadow], "choose one")
    if choice == draw:
        yield from x.draw(x.printed(3))
    else:
        yield from x.draw_and_foreshadow(x.printed(4))


@code.effect("Linguistics", 1)
def linguistics_1(x):
    value = yield from x.choose_value(
        x.bonuses(), "draw a card of value equal to a bonus on your board"
    )
    if value is not None:
        yield from x.draw(value)


@code.effect("Crossbow", 1)
def crossbow_1(x):
    yield from x.choose_and(
        "transfer",
        [c for c in x.hand() if x.bonus(c)],
        f"transfer a card with a bonus from your hand to {x.name(x.leader)}'s score pile",
        x.leader,
        SCORE,
        zone=HAND,
    )


@code.effect("Crossbow", 2)
def crossbow_2(x):
    card = yield from x.choose_card(
        x.hand(),
        "transfer a card from your hand to another player's board",
        verb="transfer",
        zone=HAND,
    )
    if card is None:
        return
    to = yield from x.choose_player(x.others(), f"choose the player to receive {NAME[card]}")
    yield from x.transfer(card, to, BOARD)


@code.echo("Horseshoes")
def horseshoes_echo(x):
    yield from x.draw_and_foreshadow(x.printed(2))


@code.effect("Horseshoes", 1)
def horseshoes_1(x):
    if (
        yield from x.choose_and(
            "transfer",
            [c for c in x.top_cards() if not x.has(c, CASTLE) and not x.has(c, FACTORY)],
            f"transfer a top card without a castle or factory to {x.name(x.leader)}'s board",
            x.leader,
            BOARD,
            zone=BOARD,
        )
    ):
        yield from x.draw_and_meld(x.printed(2))


@code.echo("Glassblowing")
def glassblowing_echo(x):
    yield from x.choose_and(
        "score",
        [c for c in x.hand() if x.bonus(c)],
        "score a card with a bonus from your hand",
        zone=HAND,
    )


@code.effect("Glassblowing", 1)
def glassblowing_1(x):
    lowest = min((x.value(c) for c in x.top_cards() if x.color(c) != GREEN), default=0)
    yield from x.draw_and_foreshadow(lowest + 3)


@code.echo("Scissors")
def scissors_echo(x):
    yield from x.choose_and(
        "transfer",
        [x.bottom(c) for c in x.colors()],
        "take a bottom card from your board into your hand",
        x.you,
        HAND,
        zone=BOARD,
    )


SCISSORS_MELD = "meld"
SCISSORS_SCORE = "score"


@code.effect("Scissors", 1)
def scissors_1(x):
    chosen = yield from x.choose_cards(
        x.hand(), "you may choose up to two cards from your hand", max=2, zone=HAND
    )
    for card in chosen:
        choice = yield from x.choose_option(
            [SCISSORS_MELD, SCISSORS_SCORE], f"meld or score {NAME[card]}?"
        )
        if choice == SCISSORS_MELD:
            yield from x.meld(card)
        else:
            yield from x.score(card)


@code.effect("Scissors", 2)
def scissors_2(x):
    if x.is_top(PAPER):
        yield from x.transfer(PAPER, x.you, SCORE)


@code.echo("Toothbrush")
def toothbrush_echo(x):
    value = yield from x.choose_value(
        {x.value(c) for c in x.hand()}, "tuck all cards of one value from your hand"
    )
    if value is not None:
        yield from x.tuck_all(c for c in x.hand() if x.value(c) == value)


@code.effect("Toothbrush", 1)
def toothbrush_1(x):
    yield from x.may_splay(range(5), LEFT)


@code.effect("Toothbrush", 2)
def toothbrush_2(x):
    yield from may_transfer_bottom_to_achievements(x, x.printed(2))


@code.effect("Watermill", 1)
def watermill_1(x):
    while True:
        card = yield from x.choose_card(
            [c for c in x.hand() if x.bonus(c)],
            "tuck a card with a bonus from your hand",
            verb="tuck",
            zone=HAND,
        )
        if card is None or not (yield from x.tuck(card)):
            return
        drawn = yield from x.draw(x.bonus(card))
        if drawn is None or not x.bonus(drawn):
            return
        if not (
            yield from x.choose_and(
                "return",
                x.hand(),
                "you may return a card from your hand to repeat this effect",
                optional=True,
                zone=HAND,
            )
        ):
            return


@code.effect("Chaturanga", 1)
def chaturanga_1(x):
    card = yield from x.choose_card(
        [c for c in x.hand() if x.bonus(c)],
        "meld a card with a bonus from your hand",
        verb="meld",
        zone=HAND,
    )
    if card is not None and (yield from x.meld(card)):
        yield from x.draw(x.bonus(card))
        yield from x.draw(x.bonus(card))
    else:
        yield from x.draw_and_foreshadow(len(x.top_cards()))


@code.effect("Pagoda", 1)
def pagoda_1(x):
    drawn = yield from x.draw_and_reveal(x.printed(3))
    if drawn is None:
        return
    # "A card of matching color in your hand": another card than the drawn one, which
    # is in your hand too (a drawn and revealed card is part of your hand).
    card = yield from x.choose_card(
        [c for c in x.hand() if c != drawn and x.color(c) == x.color(drawn)],
        f"tuck a {x.color_name(x.color(drawn))} card from your hand",
        verb="tuck",
        zone=HAND,
    )
    if card is not None:
        yield from x.tuck(card)
        yield from x.meld(drawn)
    else:
        yield from x.foreshadow(drawn)
