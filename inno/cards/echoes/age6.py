"""Echoes of the Past, age 6.  One function per printed effect (texts: cards.json)."""

from inno.cards.echoes.phrases import ANY_VALUE
from inno.data.cards import BLUE, GREEN, RED, RIGHT, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, FORECAST, HAND, SCORE

code = CardCode()


@code.echo("Bifocals")
def bifocals_echo(x):
    value = yield from x.choose_value(ANY_VALUE, "choose a value to draw and foreshadow")
    yield from x.draw_and_foreshadow(value)


@code.effect("Bifocals", 1)
def bifocals_1(x):
    card = yield from x.choose_card(
        x.forecast(),
        "you may return a card from your forecast (to draw and foreshadow one of its value)",
        optional=True,
        verb="return",
        zone=FORECAST,
    )
    if card is None:
        return
    value = x.value(card)
    if (yield from x.return_card(card)):
        yield from x.draw_and_foreshadow(value)


@code.effect("Bifocals", 2)
def bifocals_2(x):
    yield from x.may_splay([GREEN], RIGHT)


@code.echo("Stethoscope")
def stethoscope_echo(x):
    card = yield from x.choose_card(
        [c for c in x.hand() if x.color(c) in (BLUE, YELLOW)],
        "meld a blue or yellow card from your hand",
        verb="meld",
        zone=HAND,
    )
    if card is not None and (yield from x.meld(card)) and x.color(card) == BLUE:
        x.memo[("Stethoscope", x.you)] = card


@code.effect("Stethoscope", 1)
def stethoscope_1(x):
    yield from x.draw(x.printed(7))
    if ("Stethoscope", x.you) in x.memo:
        yield from x.draw(x.printed(8))


@code.effect("Stethoscope", 2)
def stethoscope_2(x):
    yield from x.may_splay([YELLOW], RIGHT)


@code.echo("Loom")
def loom_echo(x):
    yield from x.choose_and(
        "score", x.lowest(x.top_cards()), "score your lowest top card", zone=BOARD
    )


@code.effect("Loom", 1)
def loom_1(x):
    pile = x.score_pile()
    if len({x.value(c) for c in pile}) < 2:
        return  # no two cards of different value
    if not (
        yield from x.may(
            "return two cards of different value from your score pile?", verb="return", zone=SCORE
        )
    ):
        return
    first = yield from x.choose_card(
        pile, "return a card from your score pile", verb="return", zone=SCORE
    )
    second = yield from x.choose_card(
        [c for c in pile if x.value(c) != x.value(first)],
        f"return a card of a value other than {x.value(first)} from your score pile",
        verb="return",
        zone=SCORE,
    )
    first_returned = yield from x.return_card(first)
    second_returned = yield from x.return_card(second)
    if first_returned and second_returned:
        for _ in range(3):
            yield from x.draw_and_tuck(x.printed(6))


@code.effect("Loom", 2)
def loom_2(x):
    if any(x.hexes(color) >= 5 for color in range(5)):
        yield from x.claim("Heritage")


@code.effect("Shrapnel", 1)
def shrapnel_1(x):
    # "its color": the drawn card's, whatever a karma did with the tuck.
    card = yield from x.draw(x.printed(6))
    if card is None:
        return
    yield from x.tuck(card)
    color = x.color(card)
    for _ in range(2):
        top = x.top(color)
        if top is None:
            break
        yield from x.transfer(top, x.leader, SCORE)
    bottom = x.bottom(color, x.leader)
    if bottom is not None:
        yield from x.transfer(bottom, x.you, SCORE)


@code.echo("Hot Air Balloon")
def hot_air_balloon_echo(x):
    yield from x.draw_and_score(x.printed(7))


@code.effect("Hot Air Balloon", 1)
def hot_air_balloon_1(x):
    candidates = []
    for player in x.others():
        held = {x.value(a) for a in x.achievements(player)}
        candidates += [
            c for c in x.top_cards(player) if x.value(c) in held and x.eligible(x.value(c))
        ]
    card = yield from x.choose_card(
        candidates,
        "you may achieve a top card of another player who has an achievement of its value",
        optional=True,
        verb="achieve",
        zone=BOARD,
    )
    if card is not None:
        owner = x.where(card)[1]
        if (yield from x.achieve(card)):
            green = x.top(GREEN)
            if green is not None:
                yield from x.transfer(green, owner, BOARD)
            return
    yield from x.draw_and_meld(x.printed(7))


@code.effect("Steamboat", 1)
def steamboat_1(x):
    card = yield from x.draw_and_reveal(x.printed(6))
    if card is None:
        return
    color = x.color(card)
    if color in (BLUE, YELLOW):
        yield from x.transfer_all(x.hand(), x.leader, HAND)
    elif color in (RED, GREEN):
        cards = yield from x.choose_exactly(
            x.score_pile(),
            2,
            f"transfer two cards from your score pile to {x.name(x.leader)}'s",
            verb="transfer",
            zone=SCORE,
        )
        yield from x.transfer_all(cards, x.leader, SCORE)
    # purple: keep it


@code.echo("Dentures")
def dentures_echo(x):
    card = yield from x.draw_and_tuck(x.printed(6))
    if card is not None:
        x.memo[("Dentures", x.you)] = card


@code.effect("Dentures", 1)
def dentures_1(x):
    while True:
        last = x.memo.get(("Dentures", x.you))
        if last is not None:
            non_bottom = x.stack(x.color(last))[1:]
            if non_bottom:
                # The top two of them, top first (a stack of two has one).
                yield from x.score_all(list(reversed(non_bottom))[:2])
                return
        # None to score: draw and tuck a 6, then repeat (whether or not a karma replaced
        # the tuck: each repeat draws, so the supply runs out at last).
        card = yield from x.draw_and_tuck(x.printed(6))
        if card is not None:
            x.memo[("Dentures", x.you)] = card


@code.effect("Dentures", 2)
def dentures_2(x):
    yield from x.may_splay([BLUE], RIGHT)


@code.echo("Morphine")
def morphine_echo(x):
    yield from x.choose_and(
        "score",
        [c for c in x.hand() if x.value(c) % 2 == 1],
        "score an odd-valued card from your hand",
        zone=HAND,
    )


@code.effect("Morphine", 1)
def morphine_1(x):
    returned = yield from x.return_all(c for c in x.hand() if x.value(c) % 2 == 1)
    if returned:  # "the highest card returned due to the demand, if any were returned"
        x.memo["Morphine"] = max(x.memo.get("Morphine", 0), x.max_value(returned))
    yield from x.draw(x.printed(6))


@code.effect("Morphine", 2)
def morphine_2(x):
    if "Morphine" in x.memo:
        yield from x.draw(x.memo["Morphine"] + 1)


@code.effect("Morphine", 3)
def morphine_3(x):
    yield from x.may_splay([RED], RIGHT)


@code.effect("Indian Clubs", 1)
def indian_clubs_1(x):
    cards = yield from x.choose_exactly(
        x.score_pile(), 2, "return two cards from your score pile", verb="return", zone=SCORE
    )
    yield from x.each(x.return_card, cards)


@code.effect("Indian Clubs", 2)
def indian_clubs_2(x):
    for value in sorted({x.value(c) for c in x.score_pile()}):
        yield from x.choose_and(
            "score",
            [c for c in x.hand() if x.value(c) == value],
            f"score a {value} from your hand",
            zone=HAND,
        )


@code.effect("Kaleidoscope", 1)
def kaleidoscope_1(x):
    # "that color": the drawn card's, whatever a karma did with the meld.
    card = yield from x.draw(x.printed(7))
    if card is not None:
        yield from x.meld(card)
        yield from x.may_splay([x.color(card)], RIGHT)
