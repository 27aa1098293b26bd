"""Artifacts of History, age 5.  One function per printed effect (texts: cards.json)."""

from inno.data.cards import BLUE, BY_NAME, CLOCK, GREEN, RED, RIGHT
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()

GUJIN_TUSHU_JINSHENG = BY_NAME["Gujin Tushu Jinsheng"]
THE_DAILY_COURANT = BY_NAME["The Daily Courant"]

# -- Boerhavve Silver Microscope ----------------------------------------------------------


@code.effect("Boerhavve Silver Microscope", 1)
def boerhavve_silver_microscope_1(x):
    total = 0
    card = yield from x.choose_card(
        x.lowest(x.hand()), "return the lowest card in your hand", verb="return", zone=HAND
    )
    if card is not None:
        value = x.value(card)
        if (yield from x.return_card(card)):
            total += value
    card = yield from x.choose_card(
        x.lowest(x.top_cards()),
        "return the lowest top card on your board",
        verb="return",
        zone=BOARD,
    )
    if card is not None:
        value = x.value(card)  # its value on the board (Battleship Yamato)
        if (yield from x.return_card(card)):
            total += value
    # Nothing returned: a sum of 0, and a draw of value 0 draws a 1 (as every such draw).
    yield from x.draw_and_score(total)


# -- Principia ----------------------------------------------------------------------------


@code.effect("Principia", 1)
def principia_1(x):
    tops = [c for c in x.top_cards() if x.color(c) != BLUE]
    values = []
    for card in x.still_there((yield from x.arrange(tops, "return"))):
        value = x.value(card)
        if (yield from x.return_card(card)):
            values.append(value)
    for value in sorted(values):
        yield from x.draw_and_meld(value + 1)


# -- Bill of Rights -----------------------------------------------------------------------


@code.effect("Bill of Rights", 1)
def bill_of_rights_1(x):
    colors = [c for c in range(5) if x.visible_cards(c) > x.visible_cards(c, x.leader)]
    color = yield from x.choose_color(
        colors,
        f"choose a colour where you have more visible cards than {x.name(x.leader)}: "
        "transfer it to their board",
    )
    if color is None:
        return
    for card in x.stack(color):  # bottom first
        yield from x.transfer(card, x.leader, BOARD)


# -- Ship of the Line Sussex --------------------------------------------------------------


@code.effect("Ship of the Line Sussex", 1)
def ship_of_the_line_sussex_1(x):
    if not x.score_pile():
        # "Choose a color": any of the five, also one you have no card of.
        color = yield from x.choose_color(
            range(5), "choose a colour: score all your cards of that colour"
        )
        yield from x.score_all(x.stack(color))
    else:
        yield from x.return_all(x.score_pile())


# -- Barque-Longue La Belle ---------------------------------------------------------------


@code.effect("Barque-Longue La Belle", 1)
def barque_longue_la_belle_1(x):
    # "If the drawn card is not green": a condition on the card drawn, melded or not
    # (a karma may replace the meld; the draw happened).
    while True:
        card = yield from x.draw(x.printed(5))
        if card is None:
            return
        yield from x.meld(card)
        if x.color(card) == GREEN:
            return


# -- Hudson's Bay Company Archives --------------------------------------------------------


@code.effect("Hudson's Bay Company Archives", 1)
def hudsons_bay_company_archives_1(x):
    yield from x.score_all([x.bottom(c) for c in x.colors()])
    card = yield from x.choose_card(
        x.score_pile(), "meld a card from your score pile", verb="meld", zone=SCORE
    )
    if card is not None and (yield from x.meld(card)):
        yield from x.splay(x.color(card), RIGHT)


# -- Gujin Tushu Jinsheng -----------------------------------------------------------------


@code.effect("Gujin Tushu Jinsheng", 1)
def gujin_tushu_jinsheng_1(x):
    # "On your board": anywhere in your stacks (a sharer without it does nothing);
    # "any other board": the other players' boards, their top cards.
    if x.where(GUJIN_TUSHU_JINSHENG) != (BOARD, x.you):
        return
    card = yield from x.choose_card(
        [c for p in x.others() for c in x.top_cards(p) if c != GUJIN_TUSHU_JINSHENG],
        "choose a top card on another board: execute its effects",
        verb="execute",
        zone=BOARD,
    )
    if card is not None:
        yield from x.execute_here(card)


# -- The Daily Courant --------------------------------------------------------------------


@code.effect("The Daily Courant", 1)
def the_daily_courant_1(x):
    value = yield from x.choose_value(
        range(1, 11), "choose the value of a card to draw and place on top of its deck"
    )
    card = yield from x.draw(value)
    if card is not None:
        yield from x.place_on_top(card)
    card = yield from x.choose_card(
        [c for c in x.top_cards() if c != THE_DAILY_COURANT],
        "you may execute the effects of one of your other top cards",
        optional=True,
        verb="execute",
        zone=BOARD,
    )
    if card is not None:
        yield from x.execute_here(card)


# -- Almira, Queen of the Castle ----------------------------------------------------------


@code.effect("Almira, Queen of the Castle", 1)
def almira_queen_of_the_castle_1(x):
    card = yield from x.choose_card(x.hand(), "meld a card from your hand", verb="meld", zone=HAND)
    if card is None:
        return
    yield from x.meld(card)
    yield from x.claim_achievement(x.value(card))


# -- Sandham Room Cricket Bat -------------------------------------------------------------


@code.effect("Sandham Room Cricket Bat", 1)
def sandham_room_cricket_bat_1(x):
    card = yield from x.draw_and_reveal(x.printed(6))
    if card is not None and x.color(card) == RED:
        yield from x.claim_achievement()


# -- Newton-Wickins Telescope (relic) -----------------------------------------------------


@code.effect("Newton-Wickins Telescope", 1)
def newton_wickins_telescope_1(x):
    cards = yield from x.choose_cards(
        x.score_pile(),
        "you may return any number of cards from your score pile",
        verb="return",
        zone=SCORE,
    )
    returned = len((yield from x.each(x.return_card, cards)))
    if not returned:
        return
    card = yield from x.draw(returned)
    if card is not None and (yield from x.meld(card)) and x.has(card, CLOCK):
        yield from x.return_card(card)
