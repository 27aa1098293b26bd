"""Artifacts of History, age 3.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import BLUE, GREEN, LEFT, PURPLE, RED, RIGHT, UNSPLAYED, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

# -- Charter of Liberties ---------------------------------------------------------------


@code.effect("Charter of Liberties", 1)
def charter_of_liberties_1(x):
    card = yield from x.choose_card(x.hand(), "tuck a card from your hand", verb="tuck", zone=HAND)
    if card is None or not (yield from x.tuck(card)):
        return
    yield from x.splay(x.color(card), LEFT)
    stacks = {
        f"{x.name(p)}: {x.color_name(c)}": (p, c)
        for p in x.players()
        for c in x.colors(p)
        if x.splay_of(c, p) != UNSPLAYED and len(x.stack(c, p)) >= 2
    }
    label = yield from x.choose_option(
        list(stacks), "choose a splayed colour on any player's board: execute its top card"
    )
    if label is not None:
        player, color = stacks[label]
        yield from x.execute(x.top(color, player))


# -- Dunhuang Star Chart ----------------------------------------------------------------


@code.effect("Dunhuang Star Chart", 1)
def dunhuang_star_chart_1(x):
    returned = len((yield from x.return_all(x.hand())))
    # No card returned: a draw of value 0, which draws a 1.
    yield from x.draw(returned)


# -- Excalibur --------------------------------------------------------------------------


@code.effect("Excalibur", 1)
def excalibur_1(x):
    card = yield from x.choose_card(
        [
            c
            for c in x.top_cards()
            if x.value(c) > x.value(x.top(x.color(c), x.leader))  # no top card: 0
        ],
        f"transfer a top card of higher value than {x.name(x.leader)}'s top card of its "
        "colour to their board",
        verb="transfer",
        zone=BOARD,
    )
    if card is not None:
        yield from x.transfer(card, x.leader, BOARD)


# -- Mjolnir Amulet ---------------------------------------------------------------------


@code.effect("Mjolnir Amulet", 1)
def mjolnir_amulet_1(x):
    card = yield from x.choose_card(
        x.top_cards(),
        f"choose a top card: all cards of its colour go to {x.name(x.leader)}'s score pile",
        verb="transfer",
        zone=BOARD,
        to=x.leader,
    )
    if card is not None:
        yield from x.transfer_all(reversed(x.stack(x.color(card))), x.leader, SCORE)


# -- Beauvais Cathedral Clock -----------------------------------------------------------


@code.effect("Beauvais Cathedral Clock", 1)
def beauvais_cathedral_clock_1(x):
    card = yield from x.draw_and_reveal(x.printed(4))
    if card is not None:
        yield from x.splay(x.color(card), RIGHT)


# -- Philosopher's Stone ----------------------------------------------------------------


@code.effect("Philosopher's Stone", 1)
def philosophers_stone_1(x):
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is None:
        return
    n = x.value(card)
    # Not returned (a karma replaced it): there is no "card returned" to give a number.
    if not (yield from x.return_card(card)):
        return
    scored = yield from x.choose_exactly(
        x.hand(), n, f"score {n} cards from your hand", verb="score", zone=HAND
    )
    yield from x.score_all(scored)


# -- Along the River during the Qingming Festival ---------------------------------------


@code.effect("Along the River during the Qingming Festival", 1)
def along_the_river_1(x):
    while True:
        card = yield from x.draw_and_reveal(x.printed(4))
        if card is None:
            return
        if x.color(card) == YELLOW:
            yield from x.tuck(card)
            return
        if x.color(card) == PURPLE:
            yield from x.score(card)
            return


# -- Moylough Belt Shrine ---------------------------------------------------------------


@code.effect("Moylough Belt Shrine", 1)
def moylough_belt_shrine_1(x):
    cards = x.hand()
    for card in cards:
        yield from x.reveal(card)
    chosen = yield from x.choose_card(
        cards,
        f"choose the card of {x.name(x.you)}'s hand that goes to your board",
        player=x.leader,
        verb="transfer",
        zone=HAND,
    )
    if chosen is not None:
        yield from x.transfer(chosen, x.leader, BOARD)


# -- Necronomicon -----------------------------------------------------------------------


@code.effect("Necronomicon", 1)
def necronomicon_1(x):
    card = yield from x.draw_and_reveal(x.printed(3))
    if card is None:
        return
    color = x.color(card)
    if color == YELLOW:
        yield from x.return_all(x.hand())
    elif color == GREEN:
        for c in x.colors():
            yield from x.unsplay(c)
    elif color == RED:
        yield from x.return_all(x.score_pile())
    elif color == BLUE:
        yield from x.draw(x.printed(9))


# -- Shroud of Turin --------------------------------------------------------------------


@code.effect("Shroud of Turin", 1)
def shroud_of_turin_1(x):
    card = yield from x.choose_card(
        x.hand(), "return a card from your hand", verb="return", zone=HAND
    )
    if card is None or not (yield from x.return_card(card)):
        return
    color = x.color(card)
    # "Of the returned card's color" applies to both the top card and the score pile card.
    done = 1
    top = x.top(color)
    if top is not None and (yield from x.return_card(top)):
        done += 1
    if (
        yield from x.choose_and(
            "return",
            [c for c in x.score_pile() if x.color(c) == color],
            f"return a {x.color_name(color)} card from your score pile",
            zone=SCORE,
        )
    ):
        done += 1
    if done == 3:
        yield from x.claim_achievement()
