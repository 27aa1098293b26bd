"""Echoes of the Past, age 10.  One function per printed effect (texts: cards.json)."""

from inno.cards.echoes.phrases import ANY_VALUE
from inno.data.cards import CASTLE, CLOCK, CROWN, FACTORY, GREEN, UP, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Artificial Heart", 1)
def artificial_heart_1(x):
    yield from x.claim_standard_achievement(points=2 * x.points())


@code.effect("Human Genome", 1)
def human_genome_1(x):
    value = yield from x.choose_value(
        ANY_VALUE, "you may draw and score a card of any value: choose the value", optional=True
    )
    if value is not None:
        yield from x.draw_and_score(value)
    card = yield from x.choose_card(
        [x.bottom(c) for c in x.colors()],
        "take a bottom card from your board into your hand",
        verb="take",
        zone=BOARD,
    )
    if card is not None:
        yield from x.transfer(card, x.you, HAND)
    hand = sorted(x.value(c) for c in x.hand())
    if hand == sorted(x.value(c) for c in x.score_pile()):
        yield from x.win()


@code.effect("Camcorder", 1)
def camcorder_1(x):
    yield from x.transfer_all(x.hand(), x.leader, HAND)
    yield from x.draw(x.printed(9))


@code.effect("Camcorder", 2)
def camcorder_2(x):
    yield from x.meld_all(c for c in x.hand() if x.value(c) == x.printed(9))
    # "All other cards": a 9 whose meld a karma replaced is not one of them.
    yield from x.return_all(c for c in x.hand() if x.value(c) != x.printed(9))
    for _ in range(3):
        yield from x.draw(x.printed(9))


@code.effect("Social Networking", 1)
def social_networking_1(x):
    icon = yield from x.choose_icon("choose an icon type")
    yield from x.transfer_all([c for c in x.top_cards() if not x.has(c, icon)], x.leader, SCORE)


@code.effect("Social Networking", 2)
def social_networking_2(x):
    if all(x.icons(i) < x.icons(i, p) for p in x.others() for i in (FACTORY, CROWN, CASTLE)):
        yield from x.win()


@code.effect("Flash Drive", 1)
def flash_drive_1(x):
    cards = yield from x.choose_exactly(
        x.score_pile(),
        4,
        "return four cards from your score pile (in that order)",
        verb="return",
        zone=SCORE,
    )
    yield from x.each(x.return_card, cards)


@code.effect("Flash Drive", 2)
def flash_drive_2(x):
    if (
        yield from x.choose_and(
            "return", x.score_pile(), "return a card from your score pile", zone=SCORE
        )
    ):
        yield from x.may_splay(range(5), UP)


@code.effect("GPS", 1)
def gps_1(x):
    yield from x.return_all(x.forecast())


@code.effect("GPS", 2)
def gps_2(x):
    for _ in range(3):
        yield from x.draw_and_foreshadow(x.printed(10))


@code.effect("GPS", 3)
def gps_3(x):
    yield from x.may_splay([YELLOW], UP)


@code.effect("Cell Phone", 1)
def cell_phone_1(x):
    for _ in range(x.icons(CLOCK) // 2):
        yield from x.draw(x.printed(10))


@code.effect("Cell Phone", 2)
def cell_phone_2(x):
    yield from x.may_splay([GREEN], UP)


@code.effect("Cell Phone", 3)
def cell_phone_3(x):
    cards = yield from x.choose_cards(
        [c for c in x.hand() if x.has(c, CLOCK)],
        "you may tuck any number of cards with a clock from your hand (each colour tucked "
        "into is splayed up)",
        verb="tuck",
        zone=HAND,
    )
    for card in x.still_there(cards):
        if (yield from x.tuck(card)):
            yield from x.splay(x.color(card), UP)


@code.effect("MP3", 1)
def mp3_1(x):
    cards = yield from x.choose_cards(
        x.hand(), "return any number of cards from your hand", verb="return", zone=HAND
    )
    returned = len((yield from x.each(x.return_card, cards)))
    for _ in range(2 * returned):
        yield from x.claim_standard_achievement()


@code.effect("MP3", 2)
def mp3_2(x):
    bonuses = x.bonuses()
    value = 0  # no bonus: the value of something you don't have is 0
    if bonuses:
        value = yield from x.choose_value(
            bonuses, "choose a bonus on your board: draw and score a card of its value"
        )
    yield from x.draw_and_score(value)


@code.effect("Puzzle Cube", 1)
def puzzle_cube_1(x):
    color = yield from x.choose_color(
        x.colors(),
        "you may score the bottom card or two bottom cards of one colour: choose the colour",
        optional=True,
    )
    if color is not None:
        stack = x.stack(color)
        n = yield from x.choose_value(
            range(1, min(2, len(stack)) + 1),
            f"score the bottom {x.color_name(color)} card (1) or the two bottom ones (2)?",
        )
        yield from x.score_all(stack[:n])
    if len({x.visible_cards(c) for c in x.colors()}) <= 1:
        yield from x.win()


@code.effect("Puzzle Cube", 2)
def puzzle_cube_2(x):
    yield from x.draw_and_meld(x.printed(10))


@code.effect("Sudoku", 1)
def sudoku_1(x):
    value = yield from x.choose_value(ANY_VALUE, "choose the value of a card to draw and meld")
    card = yield from x.draw(value)
    melded = card is not None and (yield from x.meld(card))
    if len(set(x.bonuses())) >= 9:
        yield from x.win()
    if melded:
        yield from x.execute(card)
