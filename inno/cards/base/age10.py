"""Base set, age 10.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import BY_NAME, CLOCK, FACTORY, GREEN, LEAF, UP
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Bioengineering", 1)
def bioengineering_1(x):
    yield from x.choose_and(
        "transfer",
        [c for p in x.opponents() for c in x.top_cards(p) if x.has(c, LEAF)],
        "choose a top card with a leaf from an opponent's board to transfer to your score pile",
        x.you,
        SCORE,
        zone=BOARD,
    )


@code.effect("Bioengineering", 2)
def bioengineering_2(x):
    # Printed "the player with the most": a tie for the most is read as
    # "the single player" (BGA; the rulebook's rule for such wins).
    if any(x.icons(LEAF, p) < 3 for p in x.players()):
        winner = x.single_player_with_most(lambda p: x.icons(LEAF, p))
        if winner is not None:
            yield from x.win(winner)


@code.effect("Software", 1)
def software_1(x):
    yield from x.draw_and_score(x.printed(10))


@code.effect("Software", 2)
def software_2(x):
    yield from x.draw_and_meld(x.printed(10))
    second = yield from x.draw_and_meld(x.printed(10))
    if second is not None:  # "the second card's" effects: those of the card melded
        yield from x.execute(second)


@code.effect("Miniaturization", 1)
def miniaturization_1(x):
    card = yield from x.choose_card(
        x.hand(), "you may return a card from your hand", optional=True, verb="return", zone=HAND
    )
    if card is None or not (yield from x.return_card(card)):
        return
    if x.value(card) == x.printed(10):
        for _ in {x.value(c) for c in x.score_pile()}:
            yield from x.draw(x.printed(10))


@code.effect("Robotics", 1)
def robotics_1(x):
    green = x.top(GREEN)
    if green is not None:
        yield from x.score(green)
    card = yield from x.draw_and_meld(x.printed(10))
    if card is not None:  # "its" effects: those of the card melded
        yield from x.execute(card)


@code.effect("Databases", 1)
def databases_1(x):
    n = (len(x.score_pile()) + 1) // 2
    cards = yield from x.choose_exactly(
        x.score_pile(),
        n,
        f"choose {n} card(s) from your score pile to return (in that order)",
        verb="return",
        zone=SCORE,
    )
    yield from x.each(x.return_card, cards)


@code.effect("Self Service", 1)
def self_service_1(x):
    card = yield from x.choose_card(
        [c for c in x.top_cards() if c != x.card],
        "choose another top card whose non-demand effects to execute",
        zone=BOARD,
    )
    if card is not None:
        yield from x.execute(card)


@code.effect("Self Service", 2)
def self_service_2(x):
    mine = x.achievement_count()  # (flags and fountains count, with Cities)
    if all(mine > x.achievement_count(p) for p in x.others()):
        yield from x.win()


@code.effect("Globalization", 1)
def globalization_1(x):
    yield from x.choose_and(
        "return",
        [c for c in x.top_cards() if x.has(c, LEAF)],
        "choose a top card with a leaf to return",
        zone=BOARD,
    )


@code.effect("Globalization", 2)
def globalization_2(x):
    yield from x.draw_and_score(x.printed(6))
    if all(x.icons(LEAF, p) <= x.icons(FACTORY, p) for p in x.players()):
        winner = x.single_player_with_most(x.points)
        if winner is not None:
            yield from x.win(winner)


@code.effect("Stem Cells", 1)
def stem_cells_1(x):
    hand = x.hand()
    if hand and (yield from x.may("score all the cards in your hand?", verb="score", zone=HAND)):
        yield from x.score_all(hand)


@code.effect("A.I.", 1)
def ai_1(x):
    yield from x.draw_and_score(x.printed(10))


@code.effect("A.I.", 2)
def ai_2(x):
    tops = {c for p in x.players() for c in x.top_cards(p)}
    if BY_NAME["Robotics"] in tops and BY_NAME["Software"] in tops:
        winner = x.single_player_with_most(lambda p: -x.points(p))
        if winner is not None:
            yield from x.win(winner)


@code.effect("The Internet", 1)
def the_internet_1(x):
    yield from x.may_splay([GREEN], UP)


@code.effect("The Internet", 2)
def the_internet_2(x):
    yield from x.draw_and_score(x.printed(10))


@code.effect("The Internet", 3)
def the_internet_3(x):
    for _ in range(x.icons(CLOCK) // 2):
        yield from x.draw_and_meld(x.printed(10))
