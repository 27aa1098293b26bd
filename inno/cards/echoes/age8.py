"""Echoes of the Past, age 8.  One function per printed effect (texts: cards.json)."""

from inno.cards.echoes.phrases import ANY_VALUE
from inno.data.cards import BY_NAME, CLOCK, FACTORY, GREEN, LEAF, LIGHTBULB, RED, UP, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Radio Telescope", 1)
def radio_telescope_1(x):
    drawn = []
    for _ in range(x.icons(LIGHTBULB) // 2):
        card = yield from x.draw(x.printed(9))
        if card is not None:
            drawn.append(card)
    drawn = [c for c in drawn if c in x.hand()]
    melded = yield from x.choose_card(
        drawn, "meld one of the cards drawn (the rest are returned)", verb="meld", zone=HAND
    )
    if melded is None:
        return
    done = yield from x.meld(melded)
    yield from x.return_all(c for c in drawn if c != melded)
    if done and melded == BY_NAME["A.I."]:
        yield from x.win()


@code.echo("X-Ray")
def x_ray_echo(x):
    yield from x.draw_and_tuck(x.printed(8))


@code.effect("X-Ray", 1)
def x_ray_1(x):
    for _ in range(x.icons(LEAF) // 3):
        value = yield from x.choose_value(
            ANY_VALUE, "choose the value of a card to draw and foreshadow"
        )
        yield from x.draw_and_foreshadow(value)


@code.effect("X-Ray", 2)
def x_ray_2(x):
    yield from x.may_splay([YELLOW], UP)


@code.echo("Bandage")
def bandage_echo(x):
    yield from x.choose_and(
        "meld",
        [c for c in x.hand() if x.has(c, LEAF)],
        "meld a card with a leaf from your hand",
        zone=HAND,
    )


@code.effect("Bandage", 1)
def bandage_1(x):
    in_hand = {x.value(c) for c in x.hand()}
    yield from x.choose_and(
        "return",
        x.highest(c for c in x.score_pile() if x.value(c) not in in_hand),
        "return the highest card in your score pile of a value no card in your hand has",
        zone=SCORE,
    )
    yield from x.choose_and(
        "return",
        [c for c in x.top_cards() if x.has(c, CLOCK)],
        "return a top card with a clock from your board",
        zone=BOARD,
    )


@code.effect("Parachute", 1)
def parachute_1(x):
    yield from x.transfer_all([c for c in x.hand() if not x.has(c, CLOCK)], x.leader, HAND)


@code.effect("Nylon", 1)
def nylon_1(x):
    while True:
        green = False
        for _ in range(x.icons(FACTORY) // 3):
            card = yield from x.draw_and_tuck(x.printed(8))
            if card is not None and x.color(card) == GREEN:
                green = True
        if not green:
            return


@code.effect("Nylon", 2)
def nylon_2(x):
    yield from x.may_splay([RED], UP)


@code.echo("Sliced Bread")
def sliced_bread_echo(x):
    yield from x.return_all(x.hand())
    yield from x.draw(x.printed(8))
    yield from x.draw(x.printed(8))


@code.effect("Sliced Bread", 1)
def sliced_bread_1(x):
    card = yield from x.choose_card(
        x.score_pile(), "return a card from your score pile", verb="return", zone=SCORE
    )
    value = 0  # nothing returned: the value of a card you don't have is 0
    if card is not None and (yield from x.return_card(card)):
        value = x.value(card)
    yield from x.draw_and_score(value - 1)
    yield from x.draw_and_score(value - 1)


@code.echo("Air Conditioner")
def air_conditioner_echo(x):
    yield from x.choose_and(
        "score", x.hand(), "you may score a card from your hand", optional=True, zone=HAND
    )


@code.effect("Air Conditioner", 1)
def air_conditioner_1(x):
    tops = {x.value(c) for c in x.top_cards()}
    yield from x.return_all(c for c in x.score_pile() if x.value(c) in tops)


@code.echo("Tractor")
def tractor_echo(x):
    yield from x.draw(x.printed(7))


@code.effect("Tractor", 1)
def tractor_1(x):
    yield from x.draw_and_score(x.printed(7))
    yield from x.draw(x.printed(7))


@code.effect("Crossword", 1)
def crossword_1(x):
    # One draw per visible bonus; the text gives no order: the player chooses it.
    values = x.bonuses()
    while values:
        value = yield from x.choose_value(values, "choose the bonus value to draw a card of next")
        values.remove(value)
        yield from x.draw(value)


@code.echo("Television")
def television_echo(x):
    yield from x.draw_and_meld(x.printed(8))


@code.effect("Television", 1)
def television_1(x):
    value = yield from x.choose_value(ANY_VALUE, "choose a value")
    opponent = yield from x.choose_player(x.opponents(), "choose an opponent")
    if opponent is None:
        return

    def of_value(player):
        return [c for c in x.score_pile(player) if x.value(c) == value]

    card = yield from x.choose_face_down(
        of_value(opponent),
        f"choose a card of value {value} from {x.name(opponent)}'s score pile to transfer to "
        "their board",
    )
    if card is not None:
        yield from x.transfer(card, opponent, BOARD)
    if any(x.value(a) == value for a in x.achievements(opponent)) and x.eligible(value):
        card = yield from x.choose_face_down(
            of_value(opponent),
            f"choose a card of value {value} from {x.name(opponent)}'s score pile to achieve",
        )
        if card is not None:
            yield from x.achieve(card)
