"""Base set, age 3.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import BLUE, CASTLE, CROWN, GREEN, LEAF, LEFT, PURPLE, RED, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Alchemy", 1)
def alchemy_1(x):
    drawn = []  # "the drawn cards", whatever a karma did with their reveal
    for _ in range(x.icons(CASTLE) // 3):
        card = yield from x.draw(x.printed(4))
        if card is not None:
            drawn.append(card)
            yield from x.reveal(card)
    if any(x.color(c) == RED for c in drawn):
        # The drawn cards are in your hand: returning the hand returns them too.
        yield from x.return_all(x.hand())


@code.effect("Alchemy", 2)
def alchemy_2(x):
    yield from x.choose_and("meld", x.hand(), "meld a card from your hand", zone=HAND)
    yield from x.choose_and("score", x.hand(), "score a card from your hand", zone=HAND)


@code.effect("Translation", 1)
def translation_1(x):
    if x.score_pile() and (
        yield from x.may("meld all the cards in your score pile?", verb="meld", zone=SCORE)
    ):
        yield from x.meld_all(x.score_pile())


@code.effect("Translation", 2)
def translation_2(x):
    if all(x.has(c, CROWN) for c in x.top_cards()):
        yield from x.claim("World")


@code.effect("Engineering", 1)
def engineering_1(x):
    castles = [c for c in x.top_cards() if x.has(c, CASTLE)]
    yield from x.transfer_all(castles, x.leader, SCORE)


@code.effect("Engineering", 2)
def engineering_2(x):
    yield from x.may_splay([RED], LEFT)


@code.effect("Optics", 1)
def optics_1(x):
    # "If it has a crown": the drawn card, whatever a karma did with the meld.
    card = yield from x.draw(x.printed(3))
    if card is None:
        return
    yield from x.meld(card)
    if x.has(card, CROWN):
        yield from x.draw_and_score(x.printed(4))
        return
    poorer = [p for p in x.opponents() if x.points(p) < x.points()]
    if not poorer or not x.score_pile():
        return
    card = yield from x.choose_card(
        x.score_pile(),
        "choose a card from your score pile to transfer to an opponent with fewer points",
        verb="transfer",
        zone=SCORE,
    )
    to = yield from x.choose_player(poorer, "choose the opponent with fewer points to receive it")
    yield from x.transfer(card, to, SCORE)


@code.effect("Compass", 1)
def compass_1(x):
    yield from x.choose_and(
        "transfer",
        [c for c in x.top_cards() if x.color(c) != GREEN and x.has(c, LEAF)],
        f"choose a top non-green card with a leaf to transfer to {x.name(x.leader)}'s board",
        x.leader,
        BOARD,
        zone=BOARD,
    )
    yield from x.choose_and(
        "transfer",
        [c for c in x.top_cards(x.leader) if not x.has(c, LEAF)],
        f"choose a top card without a leaf from {x.name(x.leader)}'s board to transfer to yours",
        x.you,
        BOARD,
        zone=BOARD,
    )


@code.effect("Paper", 1)
def paper_1(x):
    yield from x.may_splay([GREEN, BLUE], LEFT)


@code.effect("Paper", 2)
def paper_2(x):
    splayed_left = [c for c in x.colors() if x.splay_of(c) == LEFT]
    for _ in splayed_left:
        yield from x.draw(x.printed(4))


@code.effect("Machinery", 1)
def machinery_1(x):
    yours = x.hand()
    mine = x.highest(x.hand(x.leader))
    yield from x.exchange(yours, (HAND, x.leader), mine, (HAND, x.you))


@code.effect("Machinery", 2)
def machinery_2(x):
    yield from x.choose_and(
        "score",
        [c for c in x.hand() if x.has(c, CASTLE)],
        "score a card with a castle from your hand",
        zone=HAND,
    )
    yield from x.may_splay([RED], LEFT)


@code.effect("Medicine", 1)
def medicine_1(x):
    yours = yield from x.choose_card(
        x.highest(x.score_pile()),
        f"choose the highest card in your score pile to exchange with {x.name(x.leader)}",
        verb="exchange",
        zone=SCORE,
    )
    mine = yield from x.choose_card(
        x.lowest(x.score_pile(x.leader)),
        f"choose the lowest card in your score pile to exchange with {x.name(x.you)}",
        player=x.leader,
        verb="exchange",
        zone=SCORE,
    )
    yield from x.exchange(
        [yours] if yours is not None else [],
        (SCORE, x.leader),
        [mine] if mine is not None else [],
        (SCORE, x.you),
    )


@code.effect("Education", 1)
def education_1(x):
    highest = x.highest(x.score_pile())
    if not highest or not (
        yield from x.may("return the highest card from your score pile?", verb="return", zone=SCORE)
    ):
        return
    card = yield from x.choose_card(
        highest, "choose the highest card to return", verb="return", zone=SCORE
    )
    if (yield from x.return_card(card)):
        yield from x.draw(x.max_value(x.score_pile()) + 2)


@code.effect("Feudalism", 1)
def feudalism_1(x):
    card = yield from x.choose_card(
        [c for c in x.hand() if x.has(c, CASTLE)],
        f"choose a card with a castle to transfer to {x.name(x.leader)}'s hand",
        verb="transfer",
        zone=HAND,
    )
    if card is not None and (yield from x.transfer(card, x.leader, HAND)):
        yield from x.unsplay(x.color(card))


@code.effect("Feudalism", 2)
def feudalism_2(x):
    yield from x.may_splay([YELLOW, PURPLE], LEFT)
