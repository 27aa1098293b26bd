"""Base set, age 9.  One function per printed dogma effect (texts: cards.json)."""

from inno.data.cards import BLUE, GREEN, LEAF, PURPLE, RED, UP, YELLOW
from inno.engine.registry import CardCode
from inno.engine.state import BOARD, HAND, SCORE

code = CardCode()


@code.effect("Computers", 1)
def computers_1(x):
    yield from x.may_splay([RED, GREEN], UP)


@code.effect("Computers", 2)
def computers_2(x):
    card = yield from x.draw_and_meld(x.printed(10))
    if card is not None:  # "its" effects: those of the card melded
        yield from x.execute(card)


@code.effect("Genetics", 1)
def genetics_1(x):
    card = yield from x.draw_and_meld(x.printed(10))
    if card is None:  # not melded: no cards beneath it
        return
    yield from x.score_all(x.stack(x.color(card))[:-1])


@code.effect("Composites", 1)
def composites_1(x):
    hand = x.hand()
    if len(hand) > 1:
        kept = yield from x.choose_card(
            hand,
            f"choose the one card to keep (the others go to {x.name(x.leader)}'s hand)",
            verb="keep",
            zone=HAND,
        )
        yield from x.transfer_all([c for c in hand if c != kept], x.leader, HAND)
    yield from x.choose_and(
        "transfer",
        x.highest(x.score_pile()),
        f"choose the highest card in your score pile to transfer to {x.name(x.leader)}'s score pile",
        x.leader,
        SCORE,
        zone=SCORE,
    )


@code.effect("Fission", 1)
def fission_1(x):
    card = yield from x.draw(x.printed(10))
    if card is None:
        return
    yield from x.reveal(card)  # everyone must see whether it is red
    if x.color(card) != RED:
        return
    for p in x.players():
        yield from x.each(x.remove, x.hand(p) + x.board(p) + x.score_pile(p))
    x.complete_dogma()


@code.effect("Fission", 2)
def fission_2(x):
    fission = x.card
    yield from x.choose_and(
        "return",
        [c for p in x.players() for c in x.top_cards(p) if c != fission],
        "choose a top card other than Fission from any player's board to return",
        zone=BOARD,
    )
    yield from x.draw(x.printed(10))


@code.effect("Collaboration", 1)
def collaboration_1(x):
    drawn = []
    for _ in range(2):
        card = yield from x.draw(x.printed(9))
        if card is not None:  # (a karma may replace a draw)
            drawn.append(card)
    for card in drawn:
        yield from x.reveal(card)
    chosen = yield from x.choose_card(
        drawn,
        f"choose which of {x.name(x.you)}'s two cards to transfer to your board "
        "(they meld the other)",
        player=x.leader,
        verb="transfer",
        zone=HAND,
        to=x.leader,
    )
    if chosen is not None:
        yield from x.transfer(chosen, x.leader, BOARD)
    yield from x.each(x.meld, [c for c in drawn if c != chosen])


@code.effect("Collaboration", 2)
def collaboration_2(x):
    if len(x.stack(GREEN)) >= 10:
        yield from x.win()


@code.effect("Satellites", 1)
def satellites_1(x):
    yield from x.return_all(x.hand())
    for _ in range(3):
        yield from x.draw(x.printed(8))


@code.effect("Satellites", 2)
def satellites_2(x):
    yield from x.may_splay([PURPLE], UP)


@code.effect("Satellites", 3)
def satellites_3(x):
    card = yield from x.choose_card(x.hand(), "meld a card from your hand", verb="meld", zone=HAND)
    if card is not None and (yield from x.meld(card)):
        yield from x.execute(card)


@code.effect("Ecology", 1)
def ecology_1(x):
    if not (
        yield from x.choose_and(
            "return", x.hand(), "you may return a card from your hand", optional=True, zone=HAND
        )
    ):
        return
    yield from x.choose_and("score", x.hand(), "score a card from your hand", zone=HAND)
    yield from x.draw(x.printed(10))
    yield from x.draw(x.printed(10))


@code.effect("Suburbia", 1)
def suburbia_1(x):
    tucked = yield from x.choose_cards(
        x.hand(), "you may tuck any number of cards from your hand", verb="tuck", zone=HAND
    )
    tucked = yield from x.each(x.tuck, tucked)
    for _ in tucked:
        yield from x.draw_and_score(x.printed(1))


@code.effect("Services", 1)
def services_1(x):
    if not (yield from x.transfer_all(x.highest(x.score_pile()), x.leader, HAND)):
        return
    yield from x.choose_and(
        "transfer",
        [c for c in x.top_cards(x.leader) if not x.has(c, LEAF)],
        f"choose a top card without a leaf from {x.name(x.leader)}'s board to take into your hand",
        x.you,
        HAND,
        zone=BOARD,
    )


@code.effect("Specialization", 1)
def specialization_1(x):
    card = yield from x.choose_card(
        x.hand(), "reveal a card from your hand", verb="reveal", zone=HAND
    )
    if card is None:
        return
    yield from x.reveal(card)
    for opponent in x.opponents():
        top = x.top(x.color(card), opponent)
        if top is not None:
            yield from x.transfer(top, x.you, HAND)


@code.effect("Specialization", 2)
def specialization_2(x):
    yield from x.may_splay([YELLOW, BLUE], UP)
